import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  apply,
  createGame,
  legalChoices,
  mugginsChoices,
  parseSquare,
  reasonIllegal,
  shotsBalance,
  SeededDice,
  Xoshiro128,
  type Action,
  type GameSetup,
  type GameState,
  ScriptedDice,
  type Roll,
} from '../src/index.ts';
import { withDice } from '../src/sim/index.ts';
import { greedyBot } from '../src/bots/index.ts';
import { MOMENTS, createTableroActor, momentOf, restoreActor, tableroMachine, type Moment, type TableroInput } from '../src/machine/machine.ts';

type Snap = SnapshotFrom<typeof tableroMachine>;

/**
 * Games that between them reach every moment and take every transition: the presets with manual and
 * automatic calling, tiny stakes (so fills fail), and positions a scripted roll away from the rare
 * moments (a pull, a run, a line on a Queen's roll, every glass slashed).
 */
interface Scenario {
  name: string;
  setup: GameSetup;
  /** Rolls the dice make first. */
  script?: Roll[];
  /** Key the graph search by the dice and board too (always so for a scripted scenario). */
  detailed?: boolean;
  /** Keep exploring from a state while this holds (default: while the script lasts, and one roll beyond). */
  explore?: (g: GameState) => boolean;
  /** Moments the shortest paths must reach. */
  reaches: Moment[];
}

const SCENARIOS: Scenario[] = [
  { name: 'powell', setup: {}, reaches: ['queenNumber', 'initiative', 'centre', 'roll', 'queenToast', 'moving.firstDie', 'moving.secondDie', 'passing'] },
  {
    name: 'powell manual, spectator muggins, queen may pass, 12 passes',
    setup: { options: { queenCall: 'manual', spectatorMuggins: true, queenMayPass: true, passTwelve: true } },
    reaches: ['moving.secondDie', 'queenToast', 'passing'],
  },
  { name: 'powell one small bottle', setup: { options: { bottles: 1, shotsPerBottle: 5, pullSize: 4, kendal: false } }, reaches: ['roll'] },
  { name: 'powell from a position', setup: { position: 'nnn4/7/7/3s3/7/7/4sss n' }, reaches: ['queenNumber', 'roll'] },
  // a4-d4 stand; f1 up 3 makes five on rank 4 on the Queen's roll 3-1; North has nothing left to refill with.
  {
    name: 'powell manual, a pull on a Queen roll, North dry',
    setup: { queen: 4, options: { queenCall: 'manual' }, position: '6n/7/7/ssnn3/7/7/4ss1 s 9/0' },
    script: [[3, 1]],
    reaches: ['pullDecision', 'sharing', 'refill', 'toastRound', 'over'],
  },
  {
    name: 'powell manual, a pull on a Queen roll, both dry',
    setup: { queen: 4, options: { queenCall: 'manual' }, position: '6n/7/7/ssnn3/7/7/4ss1 s 0/0' },
    script: [[3, 1]],
    reaches: ['pullDecision', 'toastRound'],
  },
  {
    name: 'da-gucci manual',
    setup: { rules: 'da-gucci', options: { queenCall: 'manual', bottles: 1, shotsPerBottle: 6 } },
    reaches: ['initiativeChoice', 'centre'],
  },
  // The Queen's roll 2-4 left uncalled: going to roll opens the treason moment (a spectator may call too).
  {
    name: 'da-gucci manual, going to roll past the Queen',
    setup: { rules: 'da-gucci', queen: 6, options: { queenCall: 'manual', spectatorMuggins: true }, position: 'n6/6s/1n5/2o4/5s1/3n3/4s2 s' },
    script: [
      [2, 4],
      [1, 2],
    ],
    explore: (g) => g.tally.rolls <= 1 && g.tally.mugginsCalls === 0,
    reaches: ['roll', 'treason', 'moving.firstDie'],
  },
  // Five on rank 4; f1 up 3 makes six on the Queen's roll 3-1.
  {
    name: 'da-gucci manual, a line on a Queen roll',
    setup: { rules: 'da-gucci', queen: 4, options: { queenCall: 'manual' }, position: '6n/7/7/ssnns2/7/7/5s1 s' },
    script: [[3, 1]],
    reaches: ['pullDecision', 'queenToast'],
  },
  {
    name: 'anarchist manual, Damon Law, Law-Law',
    setup: { rules: 'anarchist', options: { queenCall: 'manual', damonLaw: true, lawLaw: true, bottles: 1, shotsPerBottle: 6 } },
    reaches: ['initiativeChoice', 'centre', 'roll'],
  },
  {
    name: 'anarchist from initiative',
    setup: { rules: 'anarchist', options: { prophetFromInitiative: true, pullSize: 4, kendal: false } },
    reaches: ['initiative', 'centre'],
  },
  // Every glass empty but b3, which a 2 takes down to the spot b1: slash it and every glass is empty.
  {
    name: 'anarchist, one full glass a move from a spot',
    setup: { rules: 'anarchist', queen: 12, position: 'o3o2/7/2o4/5o1/1s5/6o/3o3 s' },
    script: [
      [2, 1],
      [2, 3],
      [1, 2],
    ],
    explore: (g) => g.tally.rolls <= 1,
    reaches: ['moving.secondDie', 'refill'],
  },
  // Five on rank 4 (a-e), with the centre spot free; pulls are compulsory and muggins drinks in place.
  {
    name: 'anarchist manual, a line on a Prophet roll',
    setup: { rules: 'anarchist', queen: 4, options: { queenCall: 'manual', pullSize: 6 }, position: '7/7/7/sssnn2/7/5n1/5s1 s' },
    script: [[3, 1]],
    // A rook-rules toast can send any glass to any empty square: explore only to the moves (the walks go on).
    explore: (g) => g.tally.rolls === 0,
    reaches: ['moving.firstDie'],
  },
  { name: 'de-jesus', setup: { rules: 'de-jesus', options: { shotsPerBottle: 9 } }, reaches: ['initiative', 'placing', 'roll'] },
  { name: 'de-jesus, too small a stake to place', setup: { rules: 'de-jesus', options: { shotsPerBottle: 4 } }, reaches: ['placing'] },
  // Five on rank 4; f2 and g6 both reach rank 4 on double 2: a row of seven to run.
  {
    name: 'de-jesus, a run a roll away',
    setup: { rules: 'de-jesus', position: '7/6n/7/sssnn2/7/5s1/7 s' },
    script: [
      [2, 2],
      [5, 1],
      [3, 4],
    ],
    detailed: true,
    explore: (g) => (g.tally.rolls <= 1 && g.phase !== 'refill') || g.phase === 'run',
    reaches: ['pullDecision', 'run'],
  },
  // Five empty glasses b5-f5; a 3 takes the full g2 onto the spot g5 and makes six: slash it, all are empty.
  {
    name: 'anarchist, slash the last full glass of a line',
    setup: { rules: 'anarchist', queen: 12, position: 'o6/7/1ooooo1/7/7/6s/7 s' },
    script: [[3, 1]],
    reaches: ['pullDecision', 'refill'],
  },
];

/** The checks every snapshot must pass: the chart's moment is the engine's, the window agrees, shots balance. */
function assertConsistent(snap: Snap): void {
  expect(snap.status).not.toBe('error');
  const game = snap.context.game;
  expect(snap.matches({ play: momentOf(game) } as never)).toBe(true);
  expect(snap.matches({ muggins: game.mugginsOpen ? 'open' : 'closed' })).toBe(true);
  expect(shotsBalance(game)).toBe(true);
}

/** The moment a snapshot's `play` region is in, as a path like "moving.firstDie". */
function momentIn(snap: Snap): Moment {
  const value = (snap.value as { play: string | Record<string, string> }).play;
  return (typeof value === 'string' ? value : `${Object.keys(value)[0]}.${Object.values(value)[0]}`) as Moment;
}

const DICE: [number, number][] = [];
for (let a = 1; a <= 6; a++) for (let b = a; b <= 6; b++) DICE.push([a, b]);

/**
 * Every event worth trying in a snapshot: legal choices (rolls with every pair of faces, or the
 * scenario's scripted faces while the script lasts), muggins calls, and taking a move back.
 */
function eventsFor(snap: Snap, script: readonly Roll[] = []): Action[] {
  const game = snap.context.game;
  const out: Action[] = [];
  for (const c of legalChoices(game)) {
    if (c.type === 'queen.roll' || c.type === 'initiative.roll' || c.type === 'dice.roll' || c.type === 'run.roll') {
      const faces = game.tally.rolls < script.length ? [script[game.tally.rolls]] : DICE;
      for (const d of faces) out.push({ type: c.type, dice: [d[0], d[1]] });
    } else out.push(c as Action);
  }
  out.push(...mugginsChoices(game));
  if (reasonIllegal(game, { type: 'move.undo' }) === null) out.push({ type: 'move.undo' });
  return out;
}

/** Every event each moment of the chart takes: "source moment --event type". */
function chartTransitions(): string[] {
  const out: string[] = [];
  const walk = (node: { key: string; path: string[]; config: { on?: Record<string, unknown> }; states: Record<string, unknown> }) => {
    const source = node.path.slice(1).join('.');
    for (const type of Object.keys(node.config.on ?? {})) out.push(`${source} --${type}`);
    for (const child of Object.values(node.states)) walk(child as never);
  };
  walk(tableroMachine.root.states.play as never);
  return out;
}

describe('turn machine: every moment is reached by generated shortest paths', () => {
  const reached = new Set<string>();
  for (const scenario of SCENARIOS) {
    it(`shortest paths: ${scenario.name}`, () => {
      const input: TableroInput = { setup: scenario.setup };
      const scripted = scenario.script?.length ?? Infinity;
      // By default a scripted scenario is explored through its scripted rolls, and not past a muggins
      // call (each call starts the roll over on a new board); the random walks cover the rest.
      const explore = scenario.explore ?? ((g: GameState) => g.tally.rolls <= scripted && g.tally.mugginsCalls === 0);
      const paths = getShortestPaths(tableroMachine, {
        input,
        events: (snap) => eventsFor(snap as Snap, scenario.script),
        stopWhen: (snap) => !explore((snap as Snap).context.game),
        // The moment plus the little context that decides what can follow (glasses still to place or
        // refill, a pot on a run, the muggins window): enough to get through setups and refills.
        // A detailed scenario keys by the dice and the board too, to find a path that needs both.
        serializeState: (snap) => {
          const g = (snap as Snap).context.game;
          const detail = scenario.detailed || scenario.script ? [g.dice, g.squareOf, g.fill] : [];
          return JSON.stringify([(snap as Snap).value, g.toPlace, g.pending.length, g.pot > 0, g.mugginsOpen, g.queenPending, ...detail]);
        },
        serializeEvent: (e) => JSON.stringify(e),
        limit: 200_000,
      });
      const here = new Set<Moment>();
      for (const path of paths) {
        // Replay the path's events on a fresh actor (the graph keys states by value alone, so the
        // snapshot it keeps for a key may carry another path's context): it must land in the moment
        // the path promises, with a consistent snapshot.
        const actor = createActor(tableroMachine, { input }).start();
        for (const step of path.steps) actor.send(step.event as Action);
        const end = actor.getSnapshot();
        expect(end.value).toEqual((path.state as Snap).value);
        assertConsistent(end);
        reached.add(momentIn(end));
        here.add(momentIn(end));
      }
      expect(scenario.reaches.filter((m) => !here.has(m))).toEqual([]);
    });
  }
  it('between them the scenarios reach every moment', () => {
    const missing = MOMENTS.filter((m) => !reached.has(m));
    expect(missing).toEqual([]);
  });
});

/**
 * Games written out to take a transition the random walks reach only by luck (the second: a muggins
 * call that ends a pull decision, which the walks took once, in one seed, before greedy's draws among
 * tied pairs changed). da-gucci, one direction
 * per turn: e1 goes up to e2 (and a3 to a5); on the Queen's roll 1-5 e2 goes on up to e7 and b4 to b5,
 * uncalled; the Player goes to roll, and a spectator's muggins takes both moves back and sends e7's
 * glass to North's baseline, e7. Going up this turn, it cannot come down 5, and no other glass can move
 * 5: the roll is stuck, and the dice pass.
 */
const RARE: { setup: GameSetup; events: Action[] }[] = [
  // de-jesus: five on rank 4; f2 and g6 both reach rank 4 on double 2, a row of seven. South runs it,
  // wins the run's roll (5-1), and runs it again.
  {
    setup: { rules: 'de-jesus', position: '7/6n/7/sssnn2/7/5s1/7 s' },
    events: [
      { type: 'dice.roll', dice: [2, 2] },
      { type: 'glass.move', from: parseSquare('f2'), to: parseSquare('f4') },
      { type: 'glass.move', from: parseSquare('g6'), to: parseSquare('g4') },
      { type: 'run.announce' },
      { type: 'run.roll', dice: [5, 1] },
      { type: 'run.announce' },
    ],
  },
  {
    setup: { rules: 'da-gucci', queen: 6, options: { queenCall: 'manual', spectatorMuggins: true }, position: '7/7/2n3s/1s1n3/s4n1/7/4s2 s' },
    events: [
      { type: 'dice.roll', dice: [1, 2] },
      { type: 'glass.move', from: parseSquare('e1'), to: parseSquare('e2') },
      { type: 'glass.move', from: parseSquare('a3'), to: parseSquare('a5') },
      { type: 'dice.roll', dice: [1, 5] },
      { type: 'glass.move', from: parseSquare('e2'), to: parseSquare('e7') },
      { type: 'glass.move', from: parseSquare('b4'), to: parseSquare('b5') },
      { type: 'dice.lift' },
      { type: 'queen.muggins', square: parseSquare('e7'), by: 'spectator', baseline: 1 },
    ],
  },
  // anarchist, manual calling: South, skunked and with no shot left, makes five on the diagonal
  // g3-c7 (a Kendal) on the Prophet's roll 3-1 (d2 up to d5, d7 over to c7), uncalled. North's muggins
  // drinks g3 in place; North fills it for South, opening North's next bottle: the skunk is over, the
  // Kendal may no longer be pulled, and South is to roll.
  {
    setup: { rules: 'anarchist', queen: 4, options: { queenCall: 'manual', pullSize: 6 }, position: '3s3/3n1o1/4o2/5s1/6n/3s3/7 s 0/8' },
    events: [
      { type: 'dice.roll', dice: [3, 1] },
      { type: 'glass.move', from: parseSquare('d2'), to: parseSquare('d5') },
      { type: 'glass.move', from: parseSquare('d7'), to: parseSquare('c7') },
      { type: 'queen.muggins', square: parseSquare('g3') },
    ],
  },
];

describe('turn machine: every transition is taken by generated random walks', () => {
  it('walks seeded games through the actor and takes every transition the chart declares', () => {
    const declared = new Set(chartTransitions());
    const taken = new Set<string>();
    for (const scenario of SCENARIOS) {
      for (let seed = 1; seed <= (scenario.script ? 40 : 16); seed++) {
        const actor = createActor(tableroMachine, { input: { setup: scenario.setup } }).start();
        const dice = new ScriptedDice(scenario.script ?? [], seed);
        const rng = new Xoshiro128(seed * 7919);
        for (let step = 0; step < 3000; step++) {
          const before = actor.getSnapshot();
          const game: GameState = before.context.game;
          if (game.phase === 'over') break;
          let event: Action;
          const muggins = mugginsChoices(game);
          if (muggins.length && rng.below(3) === 0) event = muggins[rng.below(muggins.length)];
          else if (reasonIllegal(game, { type: 'move.undo' }) === null && rng.below(4) === 0) event = { type: 'move.undo' };
          // Half the choices are greedy's (it makes lines). With a Queen pending, half of those are its
          // best move without the call, so lines also form with the muggins window open.
          else if (rng.below(2) === 0) {
            // (Not at the dice: there a da-gucci Player with the Queen pending must go to roll first.)
            const view = game.queenPending && rng.below(2) === 0 && game.phase !== 'roll' ? { ...game, queenPending: false } : game;
            event = withDice(greedyBot.choose(view, rng), dice);
          } else {
            const choices = legalChoices(game);
            event = withDice(choices[rng.below(choices.length)], dice);
          }
          actor.send(event);
          const after = actor.getSnapshot();
          assertConsistent(after);
          // A legal event always changes the game (else the chart lacks a route for it).
          if (after.context.game === game) expect.fail(`not taken: ${momentIn(before)} ${JSON.stringify(event)} -> ${momentOf(apply(game, event))}`);
          taken.add(`${momentIn(before)} --${event.type}`);
        }
      }
    }
    // Transitions too rare for the walks to be sure of, played as written.
    for (const { setup, events } of RARE) {
      const actor = createActor(tableroMachine, { input: { setup } }).start();
      for (const event of events) {
        const before = actor.getSnapshot();
        actor.send(event);
        const after = actor.getSnapshot();
        assertConsistent(after);
        if (after.context.game === before.context.game) expect.fail(`not taken: ${momentIn(before)} ${JSON.stringify(event)}`);
        taken.add(`${momentIn(before)} --${event.type}`);
      }
    }
    const missing = [...declared].filter((t) => !taken.has(t));
    expect(missing).toEqual([]);
    const undeclared = [...taken].filter((t) => !declared.has(t));
    expect(undeclared).toEqual([]);
  });
});

describe('turn machine: persistence', () => {
  it('a persisted snapshot restores mid-game and plays on exactly as the original', () => {
    const input: TableroInput = { setup: { options: { queenCall: 'manual' } } };
    const a = createActor(tableroMachine, { input }).start();
    const dice = new SeededDice(42);
    const rng = new Xoshiro128(43);
    const next = (game: GameState): Action => withDice(legalChoices(game)[rng.below(legalChoices(game).length)], dice);
    for (let i = 0; i < 40; i++) a.send(next(a.getSnapshot().context.game));
    const saved = JSON.parse(JSON.stringify(a.getPersistedSnapshot()));
    const b = createActor(tableroMachine, { snapshot: saved, input }).start();
    expect(b.getSnapshot().value).toEqual(a.getSnapshot().value);
    expect(b.getSnapshot().context.game).toEqual(a.getSnapshot().context.game);
    for (let i = 0; i < 60 && a.getSnapshot().context.game.phase !== 'over'; i++) {
      const e = next(a.getSnapshot().context.game);
      a.send(e);
      b.send(e);
      expect(b.getSnapshot().value).toEqual(a.getSnapshot().value);
      expect(b.getSnapshot().context.game).toEqual(a.getSnapshot().context.game);
    }
  });

  it('resumes from an engine state given as input (a replayed record)', () => {
    const first = createActor(tableroMachine, { input: { setup: { queen: 6 } } }).start();
    first.send({ type: 'initiative.roll', dice: [2, 5] });
    first.send({ type: 'centre.fill' });
    first.send({ type: 'dice.roll', dice: [3, 1] });
    const resumed = createActor(tableroMachine, { input: { game: first.getSnapshot().context.game } }).start();
    expect(resumed.getSnapshot().matches({ play: { moving: 'firstDie' } })).toBe(true);
  });
});

describe('turn machine: random event sequences, valid and invalid', () => {
  /** A random event: often legal, often garbage (wrong phase, bad squares, bad dice, missing fields). */
  function randomEvent(game: GameState, rng: Xoshiro128, dice: SeededDice): Action {
    const pick = <T>(xs: readonly T[]): T => xs[rng.below(xs.length)];
    const square = (): number => pick([-1, 0, 3, 24, 48, 49, 100, 2.5, rng.below(49)]);
    const badDice = (): [number, number] =>
      pick([
        [0, 3],
        [7, 1],
        [3, 3.5],
        [rng.below(8), rng.below(8)],
      ] as [number, number][]);
    switch (rng.below(4)) {
      case 0: {
        const choices = legalChoices(game);
        return choices.length ? withDice(pick(choices), dice) : { type: 'toast.raise' };
      }
      case 1: {
        const m = mugginsChoices(game);
        return m.length ? pick(m) : { type: 'queen.muggins', square: square() };
      }
      default: {
        const garbage: Action[] = [
          { type: 'glass.move', from: square(), to: square() },
          { type: 'dice.roll', dice: badDice() },
          { type: 'dice.roll', dice: dice.roll() },
          { type: 'queen.toast', square: square(), to: square() },
          { type: 'pull.take', line: [square(), square(), square(), square(), square()] },
          { type: 'pull.share', opponent: rng.below(9) - 2, spectators: rng.below(5) },
          { type: 'glass.place', square: square() },
          { type: 'glass.slash', square: square() },
          { type: 'initiative.choose', starter: rng.below(3) as 0 | 1 },
          { type: 'queen.muggins', square: square(), by: 'spectator', baseline: rng.below(3) as 0 | 1 },
          { type: 'run.roll', dice: badDice() },
          { type: 'move.undo' },
          { type: 'dice.pass' },
          { type: 'queen.call' },
          { type: 'pull.decline' },
          { type: 'courtesy.fill' },
          { type: 'glasses.refill' },
          { type: 'glasses.refill', square: square() },
          { type: 'run.announce' },
          { type: 'centre.fill' },
          { type: 'nonsense.event' } as unknown as Action,
          { type: 'glass.move' } as unknown as Action,
          { type: 'pull.take', line: 'd4' } as unknown as Action,
        ];
        return pick(garbage);
      }
    }
  }

  it('1,000 sequences: nothing throws, snapshots stay valid, an invalid event changes nothing', () => {
    let invalid = 0;
    let valid = 0;
    for (let seq = 0; seq < 1000; seq++) {
      const scenario = SCENARIOS[seq % SCENARIOS.length];
      const rng = new Xoshiro128(seq + 1);
      const dice = new SeededDice(seq + 1);
      const actor = createActor(tableroMachine, { input: { setup: scenario.setup } }).start();
      for (let i = 0; i < 60; i++) {
        const before = actor.getSnapshot();
        const event = randomEvent(before.context.game, rng, dice);
        const why = reasonIllegal(before.context.game, event);
        expect(() => actor.send(event)).not.toThrow();
        const after = actor.getSnapshot();
        assertConsistent(after);
        if (why !== null) {
          invalid++;
          expect(after.value).toEqual(before.value);
          expect(after.context.game).toBe(before.context.game);
        } else {
          valid++;
          expect(after.context.game).not.toBe(before.context.game);
        }
      }
    }
    // Both kinds were really exercised.
    expect(invalid).toBeGreaterThan(10_000);
    expect(valid).toBeGreaterThan(10_000);
  });
});

describe("turn machine: the record's actions cannot be changed through what it hands out", () => {
  it('each action in the record is a frozen copy, its faces too; the event sent and the state given are left alone', () => {
    const given = apply(apply(createGame({ queen: 6 }), { type: 'initiative.roll', dice: [5, 2] }), { type: 'centre.fill' });
    const actor = createTableroActor({ input: { game: given, dice: { kind: 'seeded', seed: 3, script: [[3, 1]] } } });
    actor.send({ type: 'dice.roll' });
    const game = actor.getSnapshot().context.game;
    expect(game.phase).toBe('moving');
    const move = legalChoices(game).find((c) => c.type === 'glass.move') as Action;
    actor.send(move);
    const { actions } = actor.getSnapshot().context;
    expect(actions).toEqual([{ type: 'dice.roll', dice: [3, 1] }, move]);
    for (const part of [actions[0], (actions[0] as { dice: Roll }).dice, actions[1]]) expect(Object.isFrozen(part)).toBe(true);
    expect(actions[1]).not.toBe(move);
    expect(Object.isFrozen(move)).toBe(false);
    expect(Object.isFrozen(given)).toBe(false);
    expect(() => {
      ((actions[0] as { dice: number[] }).dice as number[])[0] = 6;
    }).toThrow(TypeError);
    expect(actor.getSnapshot().context.actions[0]).toEqual({ type: 'dice.roll', dice: [3, 1] });
    actor.stop();
  });

  it('a restored snapshot, and a record given as input, keep frozen copies of their actions', () => {
    const actor = createTableroActor({ input: { dice: { kind: 'seeded', seed: 4 } } });
    actor.send({ type: 'queen.roll' });
    const again = restoreActor(JSON.parse(JSON.stringify(actor.getPersistedSnapshot())));
    const restored = again.getSnapshot().context.actions;
    expect(restored).toEqual(actor.getSnapshot().context.actions);
    expect(Object.isFrozen(restored[0])).toBe(true);
    const record: Action[] = [{ type: 'queen.roll', dice: [2, 2] }];
    const resumed = createTableroActor({ input: { game: apply(createGame(), record[0]), actions: record } });
    expect(Object.isFrozen(resumed.getSnapshot().context.actions[0])).toBe(true);
    expect(Object.isFrozen(record[0])).toBe(false);
    for (const a of [actor, again, resumed]) a.stop();
  });
});
