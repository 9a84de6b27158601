/**
 * anarchist's reset to the spots: after a line (or every glass slashed) the Opponent fills all but one
 * glass, every glass goes back to a spot with the empty one in the centre, and the initiative is rolled
 * again.
 */
import { CENTRE, GLASSES } from './geometry.ts';
import { placeGlass } from './moves.ts';
import type { GameState } from './state.ts';

/** Every glass back on a spot: the one empty glass in the centre, the full ones on the other six. */
export function resetToSpots(s: GameState): void {
  const spots = s.rules.spots.filter((q) => q !== CENTRE);
  const empty = s.fill.findIndex((f) => f < 0);
  for (let g = 0; g < GLASSES; g++) placeGlass(s, g, -1);
  let i = 0;
  for (let g = 0; g < GLASSES; g++) placeGlass(s, g, g === empty ? CENTRE : spots[i++]);
  s.dice = null;
  s.moves = [];
  s.movedMask = 0;
  s.direction.fill(-1);
}
