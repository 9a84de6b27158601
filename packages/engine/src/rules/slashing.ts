/**
 * anarchist's slashing: a glass that a move of this roll left on an anarchy spot may be drunk by the
 * mover, until the next roll; nobody refills it now. Emptying every glass this way counts as a line
 * (after which the glasses go back to the spots: `spots.ts`).
 */
import { SIDE_NAMES, other } from './geometry.ts';
import { pourFailed } from './phase-changes.ts';
import { afterPull } from './pull.ts';
import type { Action, GameState } from './state.ts';
import { drink } from './stakes.ts';

export function checkSlash(s: GameState, a: Action): string | null {
  if (a.type !== 'glass.slash') return 'not a slash';
  if (!s.rules.slashing) return 'slashing is an anarchist rule';
  if (s.phase !== 'moving' && s.phase !== 'pullDecision' && s.phase !== 'roll') return 'nothing can be slashed now';
  if (!s.rules.spots.includes(a.square)) return 'only a glass on an anarchy spot can be slashed';
  const g = s.at[a.square];
  if (g < 0) return 'there is no glass there';
  if (!s.moves.some((m) => m.glass === g && m.to === a.square)) return 'only a glass this roll moved onto the spot can be slashed';
  return s.fill[g] < 0 ? 'that glass is already empty' : null;
}

export function runSlash(s: GameState, a: Action): void {
  if (a.type !== 'glass.slash') return;
  const g = s.at[a.square];
  // One Man's Poison: the Opponent pours the slashed shot, and has lost if they cannot.
  if (!drink(s, g, s.player, s.player)) {
    pourFailed(s, other(s.player), `${SIDE_NAMES[other(s.player)]} could not pour the slashed shot`);
    return;
  }
  s.moves = s.moves.map((m) => (m.glass === g ? { ...m, slashed: true } : m));
  s.tally.slashes++;
  if (s.fill.every((f) => f < 0)) {
    // Every glass emptied by slashing counts like a line.
    s.mugginsOpen = false;
    s.queenPending = false;
    s.pull = null;
    afterPull(s);
  }
}
