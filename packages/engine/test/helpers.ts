/** Helpers shared by the engine's tests. */
import {
  apply,
  applyInPlace,
  createGame,
  parseSquare,
  seatToAct,
  type Action,
  type Dice,
  type GameSetup,
  type GameState,
  type Rng,
  type Side,
} from '../src/index.ts';
import { MugginsWatch, type Bot } from '../src/bots/index.ts';
import { withDice } from '../src/sim/index.ts';

/** Square number from a name, failing loudly on a typo. */
export function sq(name: string): number {
  const n = parseSquare(name);
  if (n < 0) throw new Error(`bad square in test: ${name}`);
  return n;
}

/** A move action from square names. */
export const mv = (from: string, to: string): Action => ({ type: 'glass.move', from: sq(from), to: sq(to) });

/** A roll action. */
export const roll = (a: number, b: number): Action => ({ type: 'dice.roll', dice: [a, b] });

/** Apply actions in order to a copy-free state (mutates and returns it). */
export function play(s: GameState, ...actions: Action[]): GameState {
  for (const a of actions) applyInPlace(s, a);
  return s;
}

/** A game from a position, with a fixed Queen's Number so no Queen roll is needed. */
export function fromPosition(position: string, setup: Omit<GameSetup, 'position'> = {}): GameState {
  return createGame({ queen: 6, ...setup, position });
}

/** The board as "square:fill" names, sorted, e.g. ["a7:n", "d4:o"]. */
export function boardOf(s: GameState): string[] {
  const out: string[] = [];
  s.squareOf.forEach((q, g) => {
    if (q < 0) return;
    out.push(`${'abcdefg'[q % 7]}${Math.floor(q / 7) + 1}:${s.fill[g] < 0 ? 'o' : s.fill[g] === 0 ? 's' : 'n'}`);
  });
  return out.sort();
}

/** The error `fn` throws, for a closer look than toThrow gives. */
export function caught(fn: () => unknown): Error {
  try {
    fn();
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected an error');
}

/**
 * Play a game the way the turn machine (and so the board) plays it: each action makes a new state
 * (`apply`, which also checks it), and each bot is asked with that new state and no scratch of its
 * own. Everything else is `playGame`'s general loop: the same dice, the same draws from `rng`, the same
 * order of asking (the Opponent's muggins call first, once per miss, through a `MugginsWatch`), the
 * same roll cap. `start` is left alone. Returns every action, in order, and the last state.
 */
export function playGameStepwise(
  start: GameState,
  bots: readonly [Bot, Bot],
  dice: Dice,
  rng: Rng,
  maxRolls = 100_000,
): { state: GameState; actions: Action[] } {
  const actions: Action[] = [];
  const watch = new MugginsWatch();
  let s = start;
  while (s.phase !== 'over' && s.tally.rolls < maxRolls) {
    let action: Action | null = null;
    if (s.mugginsOpen) action = watch.call(bots[s.player ^ 1], s, rng);
    if (!action) {
      const who = seatToAct(s) as Side;
      action = withDice(bots[who].choose(s, rng), dice);
    }
    actions.push(action);
    s = apply(s, action);
  }
  return { state: s, actions };
}
