/** Helpers shared by the engine's tests. */
import { applyInPlace, createGame, parseSquare, type Action, type GameSetup, type GameState } from '../src/index.ts';

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
