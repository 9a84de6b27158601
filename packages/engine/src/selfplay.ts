/**
 * Headless play: two bots play a whole game on the pure engine, with the state changed in place and
 * no checks repeated for choices the bots took from the legal list. `playGame` is what the simulator,
 * the benchmark and the property tests run; the tests also check each choice against `reasonIllegal`.
 */
import { type Bot } from './bots.ts';
import type { Dice, Rng } from './dice.ts';
import { runTrusted } from './game.ts';
import type { Action, Choice, GameState } from './state.ts';

/** Options for a headless game. */
export interface PlayOptions {
  /** Stop after this many rolls even if the game is not over (needed for the no-score game). */
  maxRolls?: number;
  /** Called with every action before it is applied (for records and checks). */
  onAction?: (s: GameState, a: Action) => void;
}

/** Attach dice to a choice that rolls. */
export function withDice(c: Choice, dice: Dice): Action {
  switch (c.type) {
    case 'queen.roll':
    case 'initiative.roll':
    case 'dice.roll':
    case 'run.roll':
      return { type: c.type, dice: dice.roll() };
    default:
      return c;
  }
}

/**
 * Play `s` (changed in place) to the end with `bots[0]` for South and `bots[1]` for North. The table's
 * rolls (Queen's Number, initiative) are made by South's bot. Returns the same state.
 */
export function playGame(s: GameState, bots: readonly [Bot, Bot], dice: Dice, rng: Rng, opts: PlayOptions = {}): GameState {
  const maxRolls = opts.maxRolls ?? 100_000;
  const onAction = opts.onAction;
  while (s.phase !== 'over' && s.tally.rolls < maxRolls) {
    let action: Action | null = null;
    if (s.mugginsOpen) action = bots[s.player ^ 1].muggins(s, rng);
    if (!action) {
      const who = s.phase === 'refill' ? s.filler : s.phase === 'toastRound' ? (s.result?.winner ?? s.player) : s.player;
      action = withDice(bots[who].choose(s, rng), dice);
    }
    if (onAction) onAction(s, action);
    runTrusted(s, action);
  }
  return s;
}
