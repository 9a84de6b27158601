/**
 * The end of a game: a fill fails, and the winner either courtesy-fills the glasses so play goes on,
 * or raises the toast round. In the toast round the winner fills what empty glasses they can and
 * every full glass is raised and drunk with the spectators; a draw's toast is made by both players.
 * In One Man's Poison the glasses stand empty: the winner pours the toast from their own stake, and
 * there is no courtesy fill (nobody pours the other's shots).
 */
import { GLASSES, other } from './geometry.ts';
import { startTurn } from './phase-changes.ts';
import { resetToSpots } from './spots.ts';
import type { Action, GameState } from './state.ts';
import { canPour, drink, pour, toastShot } from './stakes.ts';

export function checkEnding(s: GameState, a: Action): string | null {
  if (s.phase !== 'toastRound') return s.phase === 'over' ? 'the game is over' : 'the game is not decided';
  if (a.type === 'toast.raise') return null;
  if (a.type !== 'courtesy.fill') return 'not an ending action';
  if (!s.rules.courtesyFills) return 'these rules have no courtesy fills';
  if (s.rules.onePoison) return "in One Man's Poison nobody pours the other's shots: there is no courtesy fill";
  const short = s.shortfall;
  if (!short || !s.result || s.result.winner === null) return 'there is nothing to fill';
  return canPour(s, other(short.side), short.glasses.length) ? null : `the winner has not got ${short.glasses.length} shots to pour`;
}

export function runEnding(s: GameState, a: Action): void {
  if (a.type === 'courtesy.fill') {
    const short = s.shortfall as NonNullable<GameState['shortfall']>;
    const winner = other(short.side);
    for (const g of short.glasses) pour(s, winner, g);
    s.tally.courtesyFills++;
    s.result = null;
    s.shortfall = null;
    if (short.resume.phase === 'initiative') {
      s.pending = [];
      resetToSpots(s);
      s.phase = 'initiative';
    } else startTurn(s, short.resume.player);
    return;
  }
  // The toast round.
  const winner = s.result?.winner ?? null;
  for (let g = 0; g < GLASSES; g++) {
    if (s.squareOf[g] < 0) continue;
    if (s.rules.onePoison) {
      // The glasses stand empty: the winner pours a shot for each while their stake lasts (in a draw
      // nobody pours), and the table drinks it.
      if (winner !== null) toastShot(s, winner);
      s.fill[g] = -1;
      continue;
    }
    if (s.fill[g] < 0 && winner !== null) pour(s, winner, g);
    drink(s, g, 2, winner ?? s.player);
  }
  s.phase = 'over';
}
