/**
 * Stakes and pours: every shot comes out of a stake, sits in a glass, and is drunk. The engine
 * never creates or loses a shot: for each game, shots poured = shots in glasses + shots drunk + pot.
 */
import { type Side, GLASSES, other } from './geometry.ts';
import { stakeSize, type RuleSet } from './rules.ts';
import type { GameResult, GameState } from './state.ts';

/** Pour the glass from `side`'s stake. Returns false (and changes nothing) when the stake is empty. */
export function pour(s: GameState, side: Side, glass: number): boolean {
  if (!s.rules.noScore) {
    if (s.stake[side] <= 0) return false;
    s.stake[side]--;
  }
  s.poured[side]++;
  s.fill[glass] = side;
  return true;
}

/** Drink a glass: `drinker` is 0 South, 1 North, 2 spectators. An empty glass gives nothing. */
export function drink(s: GameState, glass: number, drinker: number): void {
  if (s.fill[glass] < 0) return;
  s.fill[glass] = -1;
  s.drunk[drinker]++;
}

/** Can `side` pour `n` shots? */
export const canPour = (s: GameState, side: Side, n: number): boolean => s.rules.noScore || s.stake[side] >= n;

/** Shots now in glasses. */
export function shotsInGlasses(s: GameState): number {
  let n = 0;
  for (let g = 0; g < GLASSES; g++) if (s.fill[g] >= 0) n++;
  return n;
}

/** The accounting identity: every shot poured is in a glass, in the pot, or drunk. */
export function shotsBalance(s: GameState): boolean {
  const poured = s.poured[0] + s.poured[1];
  const drunk = s.drunk[0] + s.drunk[1] + s.drunk[2];
  if (poured !== shotsInGlasses(s) + s.pot + drunk) return false;
  if (s.rules.noScore) return true;
  const size = stakeSize(s.rules);
  return s.stake[0] + s.poured[0] === size && s.stake[1] + s.poured[1] === size;
}

/** Bottles `side` has opened (a bottle opens with its first pour). */
export function bottlesOpened(rules: RuleSet, poured: number): number {
  return Math.min(rules.bottles, Math.ceil(poured / rules.shotsPerBottle));
}

/** The bottle `side` is pouring from (0-based), and the shots left in it. */
export function openBottle(s: GameState, side: Side): { index: number; left: number } {
  const per = s.rules.shotsPerBottle;
  const poured = s.poured[side];
  if (s.rules.noScore) return { index: 0, left: per };
  const index = Math.min(s.rules.bottles - 1, Math.max(0, Math.ceil(poured / per) - 1));
  const left = Math.max(0, (index + 1) * per - poured);
  return { index: poured === 0 ? 0 : index, left: poured === 0 ? per : left };
}

/** Has `side` still got a bottle it has not opened? */
export function hasUnopenedBottle(s: GameState, side: Side): boolean {
  return bottlesOpened(s.rules, s.poured[side]) < s.rules.bottles;
}

/**
 * Is `side` being skunked, so that a Kendal (a pull one shorter) is allowed?
 * powell and da-gucci (our reading): `side` has opened its last bottle while the other side still has
 * an unopened one. anarchist: `side` has less than half a bottle left and the other side still has an
 * unopened bottle.
 */
export function isSkunked(s: GameState, side: Side): boolean {
  if (s.rules.noScore || s.rules.bottles < 2) return false;
  if (!hasUnopenedBottle(s, other(side))) return false;
  if (s.rules.skunkTest === 'half-bottle') return s.stake[side] * 2 < s.rules.shotsPerBottle;
  return !hasUnopenedBottle(s, side);
}

/**
 * The result when `loser` cannot make a fill it owes. A skunk: the winner had not opened their second
 * bottle (with more than two bottles, an unopened third does not make a skunk).
 */
export function lossResult(s: GameState, loser: Side, reason: string): GameResult {
  const winner = other(loser);
  const skunk = s.rules.bottles > 1 && bottlesOpened(s.rules, s.poured[winner]) < 2;
  const royalSkunk = s.poured[winner] <= s.opening[winner];
  return { winner, draw: false, skunk, royalSkunk, reason };
}

/** The result of a de-jesus game (or any "most shots drunk wins" game) once it stops. */
export function mostDrunkResult(s: GameState, reason: string): GameResult {
  const [south, north] = s.drunk;
  if (south === north) return { winner: null, draw: true, skunk: false, royalSkunk: false, reason };
  return { winner: south > north ? 0 : 1, draw: false, skunk: false, royalSkunk: false, reason };
}

/** A drawn result. */
export const drawResult = (reason: string): GameResult => ({ winner: null, draw: true, skunk: false, royalSkunk: false, reason });

/** Tournament points (da-gucci's table): win 2 / loss 1; skunk 3 / 0; royal skunk 4 / -1; a draw 1 each (our reading). */
export function tournamentPoints(result: GameResult): { winner: number; loser: number } {
  if (result.draw || result.winner === null) return { winner: 1, loser: 1 };
  if (result.royalSkunk) return { winner: 4, loser: -1 };
  if (result.skunk) return { winner: 3, loser: 0 };
  return { winner: 2, loser: 1 };
}

/**
 * Points over a series of games for a tournament table. A game against the same opponent straight
 * after a game with them (a rematch) does not count.
 */
export function tournamentTable(
  games: readonly { south: string; north: string; result: GameResult }[],
): Map<string, number> {
  const table = new Map<string, number>();
  const lastOpponent = new Map<string, string>();
  for (const g of games) {
    const rematch = lastOpponent.get(g.south) === g.north || lastOpponent.get(g.north) === g.south;
    lastOpponent.set(g.south, g.north);
    lastOpponent.set(g.north, g.south);
    for (const name of [g.south, g.north]) if (!table.has(name)) table.set(name, 0);
    if (rematch) continue;
    const pts = tournamentPoints(g.result);
    if (g.result.winner === null) {
      table.set(g.south, table.get(g.south)! + pts.winner);
      table.set(g.north, table.get(g.north)! + pts.loser);
    } else {
      const [w, l] = g.result.winner === 0 ? [g.south, g.north] : [g.north, g.south];
      table.set(w, table.get(w)! + pts.winner);
      table.set(l, table.get(l)! + pts.loser);
    }
  }
  return table;
}
