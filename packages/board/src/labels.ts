/** The screen reader's labels for what the board shows: a square and what stands on it, a stake. */
import { glassesShownEmpty, openBottle, squareName, stakeSize, type GameState, type Side } from '@tablero/engine';
import type { Names } from './words.ts';

/**
 * "d4: full glass, poured by North" / "d4: empty glass" / "d4: empty square, anarchy spot". One Man's
 * Poison: "d4: glass set out, poured when drunk".
 */
export function squareLabel(s: GameState, sq: number, names: Names): string {
  const g = s.at[sq];
  const f = g < 0 ? -1 : s.fill[g];
  const set = glassesShownEmpty(s.rules) ? 'glass set out, poured when drunk' : `full glass, poured by ${names[f]}`;
  const what = g < 0 ? 'empty square' : f < 0 ? 'empty glass' : set;
  return `${squareName(sq)}: ${what}${s.rules.spots.includes(sq) && s.rules.start === 'spots' ? ', anarchy spot' : ''}`;
}

/** A stake in words: "12 shots left; bottle 2 of 2 is open, 4 shots in it". */
export function stakeWords(s: GameState, side: Side): string {
  if (s.rules.noScore) return 'endless stake (no-score game)';
  const left = s.stake[side];
  if (s.rules.bottles <= 1) return `${left} of ${stakeSize(s.rules)} shots left`;
  const open = openBottle(s, side);
  if (left === 0) return 'no shots left';
  return `${left} shots left; bottle ${open.index + 1} of ${s.rules.bottles} open, ${open.left} in it`;
}
