/**
 * npm run bench: the engine's speed, measured (never part of the tests).
 *
 * Prints one line per figure and, last, the summary line
 *   bench: rolls=<R> games=<G> machine=<M> floor=<F> overhead=<F/M> naive-rolls=<NR> naive-games=<NG> x-rolls=<R/NR> x-games=<G/NG>
 * all per second on one core:
 *   R  rolls of random-vs-random self-play of the pure engine, default rules (dice, legal moves, the
 *      choice, lines, pulls, pours: all of it);
 *   G  whole games of greedy-vs-greedy self-play of the pure engine, default rules;
 *   M  events the turn machine's actor handles while two random bots play whole games through it
 *      (the bots' choices and the dice are timed too);
 *   F  events of a bare three-state xstate machine (roll, move, move; one assign each), the floor
 *      xstate itself sets, timed in the same run;
 *   NR, NG the same random rolls and greedy games played the naive way: every action checked and
 *      applied to a fresh copy of the state (`apply`), the bots asked with no scratch lent, as a
 *      straightforward engine would; `x-rolls` and `x-games` are how many times faster `playGame` is.
 * Each figure is the best of several timed rounds after a warm-up, to be fair to a shared machine.
 *
 * Options: --seconds S (time per round, default 1), --rounds N (default 5).
 */
import { createActor, setup, assign } from 'xstate';
import { apply, createGame, seatToAct, SeededDice, Xoshiro128, type GameState } from '../src/index.ts';
import { randomBot, greedyBot, MugginsWatch, type Bot } from '../src/bots/index.ts';
import { playGame, withDice } from '../src/sim/index.ts';
import { tableroMachine } from '../src/machine/machine.ts';

const args = process.argv.slice(2);
const flag = (name: string, dflt: number): number => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const SECONDS = flag('seconds', 1);
const ROUNDS = flag('rounds', 5);

/** Run `work` (which returns a count) repeatedly for about SECONDS; the best rate over ROUNDS. */
function best(work: () => number): number {
  work(); // warm-up
  let top = 0;
  for (let r = 0; r < ROUNDS; r++) {
    let count = 0;
    const t0 = performance.now();
    let elapsed = 0;
    while (elapsed < SECONDS * 1000) {
      count += work();
      elapsed = performance.now() - t0;
    }
    top = Math.max(top, (count * 1000) / elapsed);
  }
  return top;
}

let seed = 1;

/** R: rolls of random self-play. */
function randomRolls(): number {
  let rolls = 0;
  for (let i = 0; i < 20; i++) {
    seed++;
    const s = createGame();
    playGame(s, [randomBot, randomBot], new SeededDice(seed), new Xoshiro128(seed ^ 0x5bd1e995));
    rolls += s.tally.rolls;
  }
  return rolls;
}

/** G: greedy games. */
function greedyGames(): number {
  const n = 50;
  for (let i = 0; i < n; i++) {
    seed++;
    playGame(createGame(), [greedyBot, greedyBot], new SeededDice(seed), new Xoshiro128(seed ^ 0x5bd1e995));
  }
  return n;
}

/** A whole game the naive way: each action checked and applied to a fresh copy (the same choices as playGame). */
function naiveGame(bots: readonly [Bot, Bot], gameSeed: number): GameState {
  let s = createGame();
  const dice = new SeededDice(gameSeed);
  const rng = new Xoshiro128(gameSeed ^ 0x5bd1e995);
  const watch = new MugginsWatch();
  while (s.phase !== 'over') {
    const call = s.mugginsOpen ? watch.call(bots[s.player ^ 1], s, rng) : null;
    s = apply(s, call ?? withDice(bots[seatToAct(s) ?? 0].choose(s, rng), dice));
  }
  return s;
}

/** NR: rolls of random self-play, the naive way. */
function naiveRolls(): number {
  let rolls = 0;
  for (let i = 0; i < 5; i++) rolls += naiveGame([randomBot, randomBot], ++seed).tally.rolls;
  return rolls;
}

/** NG: greedy games, the naive way. */
function naiveGames(): number {
  const n = 10;
  for (let i = 0; i < n; i++) naiveGame([greedyBot, greedyBot], ++seed);
  return n;
}

/** M: events through the machine's actor while two random bots play whole games. */
function machineEvents(): number {
  let events = 0;
  for (let i = 0; i < 4; i++) {
    seed++;
    const actor = createActor(tableroMachine, { input: { setup: {} } }).start();
    const dice = new SeededDice(seed);
    const rng = new Xoshiro128(seed ^ 0x5bd1e995);
    let game: GameState = actor.getSnapshot().context.game;
    // A cap, so a bug that never ends a game cannot hang the benchmark.
    for (let n = 0; game.phase !== 'over'; n++) {
      if (n > 200_000) throw new Error(`a game through the machine did not end (seed ${seed})`);
      const call = game.mugginsOpen ? randomBot.muggins(game, rng) : null;
      actor.send(call ?? withDice(randomBot.choose(game, rng), dice));
      events++;
      game = actor.getSnapshot().context.game;
    }
    actor.stop();
  }
  return events;
}

/** F: a bare three-state machine, roll -> move -> move, one assign each. */
const bare = setup({
  types: { context: {} as { rolls: number; moves: number }, events: {} as { type: 'roll' } | { type: 'move' } },
}).createMachine({
  context: { rolls: 0, moves: 0 },
  initial: 'awaitingRoll',
  states: {
    awaitingRoll: { on: { roll: { target: 'first', actions: assign({ rolls: ({ context }) => context.rolls + 1 }) } } },
    first: { on: { move: { target: 'second', actions: assign({ moves: ({ context }) => context.moves + 1 }) } } },
    second: { on: { move: { target: 'awaitingRoll', actions: assign({ moves: ({ context }) => context.moves + 1 }) } } },
  },
});
const ROLL = { type: 'roll' } as const;
const MOVE = { type: 'move' } as const;
function floorEvents(): number {
  const actor = createActor(bare).start();
  const n = 30_000;
  for (let i = 0; i < n; i += 3) {
    actor.send(ROLL);
    actor.send(MOVE);
    actor.send(MOVE);
  }
  actor.stop();
  return n;
}

const R = best(randomRolls);
console.log(`random self-play:  ${Math.round(R).toLocaleString('en')} rolls/s`);
const G = best(greedyGames);
console.log(`greedy self-play:  ${Math.round(G).toLocaleString('en')} games/s`);
const M = best(machineEvents);
console.log(`turn machine:      ${Math.round(M).toLocaleString('en')} events/s`);
const F = best(floorEvents);
console.log(`bare xstate floor: ${Math.round(F).toLocaleString('en')} events/s`);
const NR = best(naiveRolls);
console.log(`naive random:      ${Math.round(NR).toLocaleString('en')} rolls/s (playGame ${(R / NR).toFixed(1)}x)`);
const NG = best(naiveGames);
console.log(`naive greedy:      ${Math.round(NG).toLocaleString('en')} games/s (playGame ${(G / NG).toFixed(1)}x)`);
console.log(
  `bench: rolls=${Math.round(R)} games=${Math.round(G)} machine=${Math.round(M)} floor=${Math.round(F)} overhead=${(F / M).toFixed(2)} naive-rolls=${Math.round(NR)} naive-games=${Math.round(NG)} x-rolls=${(R / NR).toFixed(1)} x-games=${(G / NG).toFixed(1)}`,
);
