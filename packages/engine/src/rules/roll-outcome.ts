/**
 * What a roll leads to: whether its faces pass the dice, whether it is the Queen's Number, and, once any
 * Queen's toast is done, whether the moves begin or the dice pass (and why).
 */
import { firstMovesInto, hasLegalPair } from './moves.ts';
import type { RuleSet } from './rule-set/resolve.ts';
import type { GameState, Phase } from './state.ts';

/** Why this roll passes the dice on its own faces: a pass number, doubles where doubles pass, or null. */
function passOfRoll(rules: RuleSet, a: number, b: number): 'pass' | 'doubles' | null {
  if (rules.passNumbers.includes(a + b)) return 'pass';
  if (rules.doublesPass && a === b) return 'doubles';
  return null;
}

/** Is this roll a pass: a pass number, or doubles where doubles pass? */
export function isPassRoll(rules: RuleSet, a: number, b: number): boolean {
  return passOfRoll(rules, a, b) !== null;
}

/** Is this roll the Queen's (Prophet's) Number? Doubles that pass count only under the Damon Law. */
export function isQueenRoll(s: GameState, a: number, b: number): boolean {
  if (s.rules.queen === 'none' || s.queen === 0 || a + b !== s.queen) return false;
  if (s.rules.doublesPass && a === b) return s.rules.damonLaw;
  return true;
}

/** Where a roll goes once any Queen's toast is done: the dice pass, or the moves begin. */
export function phaseAfterRoll(s: GameState): Phase {
  const dice = s.dice as number[];
  if (isPassRoll(s.rules, dice[0], dice[1])) return 'passing';
  return hasLegalPair(s) ? 'moving' : 'passing';
}

/**
 * `phaseAfterRoll` as a count, listing the roll's first moves on the way: how many were written into
 * `out`, 0 exactly when the dice pass. The list is what `legalMovesInto` gives once the moves begin,
 * so a caller that moves the roll at once need not list it again.
 */
export function movesAfterRoll(s: GameState, out: Int32Array): number {
  const dice = s.dice as number[];
  if (isPassRoll(s.rules, dice[0], dice[1])) return 0;
  return firstMovesInto(s, out);
}

/** Why the dice pass after this roll: a pass number, doubles, or no pair of moves ('handed' before any roll). */
export function passReason(s: GameState): 'pass' | 'doubles' | 'stuck' | 'handed' {
  const dice = s.dice;
  if (!dice) return 'handed';
  return passOfRoll(s.rules, dice[0], dice[1]) ?? 'stuck';
}
