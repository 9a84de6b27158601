import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { BOT_NAMES, botNamed, type BotName } from '../src/bots/index.ts';
import { createGame, ScriptedDice, Xoshiro128, type Action, type GameSetup, type GameState } from '../src/index.ts';
import { playGame } from '../src/sim/index.ts';
import { botSeedFor, createTableroActor, type TableroActor } from '../src/machine/machine.ts';

const RULE_SETS = ['powell', 'da-gucci', 'anarchist', 'de-jesus'] as const;

/** Play a game through the turn machine, computers on both seats, on a simulated clock: the board's path. */
function machineGame(setup: GameSetup, levels: readonly [BotName, BotName], seed: number, maxRolls: number): { actions: readonly Action[]; game: GameState } {
  const clock = new SimulatedClock();
  const actor: TableroActor = createTableroActor({
    clock,
    input: {
      setup,
      seats: [
        { kind: 'computer', level: levels[0] },
        { kind: 'computer', level: levels[1] },
      ],
      dice: { kind: 'seeded', seed },
      delay: 10,
    },
  });
  for (let steps = 0; steps < 100_000; steps++) {
    const snap = actor.getSnapshot();
    if (snap.status !== 'active') throw new Error(`the actor stopped: ${snap.status}`);
    if (snap.context.game.phase === 'over' || snap.context.game.tally.rolls >= maxRolls) break;
    clock.increment(20);
  }
  const { actions, game } = actor.getSnapshot().context;
  actor.stop();
  return { actions, game };
}

/** The same game headless: `playGame` with the dice and random numbers the machine uses. */
function headlessGame(setup: GameSetup, levels: readonly [BotName, BotName], seed: number, maxRolls: number): { actions: Action[]; game: GameState } {
  const actions: Action[] = [];
  const game = playGame(createGame(setup), [botNamed(levels[0]), botNamed(levels[1])], new ScriptedDice([], seed), new Xoshiro128(botSeedFor(seed)), {
    maxRolls,
    onAction: (_s, a) => actions.push(a),
  });
  return { actions, game };
}

describe('the machine plays the game playGame plays', () => {
  // Every level on each side, in every rule set; the second game leaves the Queen's Number to the
  // players (where the rules allow), so missed Queens are weighed by the computer Opponent too.
  for (const rules of RULE_SETS)
    [...BOT_NAMES, 'random' as const].forEach((level, i) => {
      // Each level against the next (and random against itself): every level plays on both sides.
      const other = i < BOT_NAMES.length ? BOT_NAMES[(i + 1) % BOT_NAMES.length] : level;
      it(`${rules}: ${level} against ${other}, seeded, identical actions`, () => {
        const maxRolls = level === 'expert' || other === 'expert' ? 60 : 200;
        for (const [seed, setup] of [
          [1, { rules }],
          [2, rules === 'de-jesus' ? { rules } : { rules, options: { queenCall: 'manual' as const } }],
        ] as const) {
          const a = machineGame(setup, [level, other], seed, maxRolls);
          const b = headlessGame(setup, [level, other], seed, maxRolls);
          expect(a.actions.length).toBeGreaterThan(10);
          expect(a.actions).toEqual(b.actions);
          expect(a.game).toEqual(b.game);
        }
      });
    });
});
