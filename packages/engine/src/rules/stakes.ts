/**
 * Stakes and pours: every shot comes out of a stake, sits in a glass, and is drunk. The engine
 * never creates or loses a shot: for each game, shots poured = shots in glasses + shots drunk + pot.
 *
 * One Man's Poison (`rules.onePoison`) pours later: the players have swapped equal stakes, so each
 * stake holds the other side's drink. A glass is set out empty (its `fill` only marks it as standing
 * ready, and says who set it), and its shot is poured just before it is drunk, by the side not drinking
 * it, from that side's stake. There the identity is: shots poured = shots drunk.
 */
import { type Side, GLASSES, other } from './geometry.ts';
import { stakeSize, type RuleSet } from './rule-set/resolve.ts';
import type { GameResult, GameState } from './state.ts';

/**
 * Fill the glass from `side`'s stake. Returns false (and changes nothing) when the stake is empty.
 * In One Man's Poison nothing is poured: the glass is set out empty, ready, and this never fails.
 */
export function pour(s: GameState, side: Side, glass: number): boolean {
  if (s.rules.onePoison) {
    s.fill[glass] = side;
    return true;
  }
  if (!s.rules.noScore) {
    if (s.stake[side] <= 0) return false;
    s.stake[side]--;
  }
  s.poured[side]++;
  s.fill[glass] = side;
  return true;
}

/**
 * One Man's Poison: the side that pours a shot for `drinker` (0 South, 1 North, 2 spectators): the other
 * side; a spectator's shot is poured by `giver`, the side handing it out.
 */
export const pourerOf = (drinker: number, giver: Side): Side => (drinker === 2 ? giver : other(drinker as Side));

/** Pour `n` shots from `side`'s stake for drinking (One Man's Poison, and a run's pot). */
function pourOut(s: GameState, side: Side, n: number): void {
  if (!s.rules.noScore) s.stake[side] -= n;
  s.poured[side] += n;
}

/**
 * Drink a glass: `drinker` is 0 South, 1 North, 2 spectators; `giver` is the side handing the shot to
 * spectators (in a pull, the Player). An empty glass gives nothing. In One Man's Poison the shot is
 * first poured by `pourerOf(drinker, giver)`; when that side has no shot left, nothing is drunk, the
 * glass stays as it was, and the answer is false.
 */
export function drink(s: GameState, glass: number, drinker: number, giver: Side): boolean {
  if (s.fill[glass] < 0) return true;
  if (s.rules.onePoison) {
    const by = pourerOf(drinker, giver);
    if (!canPour(s, by, 1)) return false;
    pourOut(s, by, 1);
  }
  s.fill[glass] = -1;
  s.drunk[drinker]++;
  return true;
}

/**
 * Drink `n` shots that stand in no glass (de-jesus's pot): in One Man's Poison they are poured now, by
 * the side not drinking them, and false (nothing drunk) when it cannot pour them all.
 */
export function drinkPot(s: GameState, n: number, drinker: Side): boolean {
  if (s.rules.onePoison) {
    if (!canPour(s, other(drinker), n)) return false;
    pourOut(s, other(drinker), n);
  }
  s.drunk[drinker] += n;
  return true;
}

/**
 * The Opponent stakes `n` shots on a run (de-jesus). They are poured into the pot now; in One Man's
 * Poison the pot is a promise, poured only when it is drunk (`drinkPot`).
 */
export function stakeOnRun(s: GameState, side: Side, n: number): void {
  if (!s.rules.onePoison) pourOut(s, side, n);
  s.pot += n;
}

/**
 * Pour a shot from `side`'s stake for the table's toast and drink it (the toast round). False when
 * `side` has nothing left.
 */
export function toastShot(s: GameState, side: Side): boolean {
  if (!canPour(s, side, 1)) return false;
  pourOut(s, side, 1);
  s.drunk[2]++;
  return true;
}

/** Can `side` pour `n` shots? */
export const canPour = (s: GameState, side: Side, n: number): boolean => s.rules.noScore || s.stake[side] >= n;

/** Shots now in glasses (none in One Man's Poison, where glasses stand empty until drunk). */
export function shotsInGlasses(s: GameState): number {
  let n = 0;
  if (s.rules.onePoison) return 0;
  for (let g = 0; g < GLASSES; g++) if (s.fill[g] >= 0) n++;
  return n;
}

/**
 * The accounting identity: every shot poured is in a glass, in the pot, or drunk (One Man's Poison:
 * every shot poured was drunk, the pot being only promised).
 */
export function shotsBalance(s: GameState): boolean {
  const poured = s.poured[0] + s.poured[1];
  const drunk = s.drunk[0] + s.drunk[1] + s.drunk[2];
  const waiting = s.rules.onePoison ? 0 : shotsInGlasses(s) + s.pot;
  if (poured !== waiting + drunk) return false;
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
 * The result when `loser` cannot make a fill (One Man's Poison: a pour) it owes. A skunk: the winner
 * had not opened their second bottle (with more than two bottles, an unopened third does not make a
 * skunk; with one bottle there is no second to leave sealed, so no skunk). A Royal Skunk: the winner
 * poured nothing beyond their opening glasses. Our reading: a game played for one bottle a side has no
 * skunks at all, so no Royal Skunk either (the rulebook's winning page says so): such a win is an
 * ordinary one, and the tournament table scores it 2 to 1.
 */
export function lossResult(s: GameState, loser: Side, reason: string): GameResult {
  const winner = other(loser);
  const skunk = s.rules.bottles > 1 && bottlesOpened(s.rules, s.poured[winner]) < 2;
  const royalSkunk = s.rules.bottles > 1 && s.poured[winner] <= s.opening[winner];
  return { winner, draw: false, skunk, royalSkunk, reason };
}

/**
 * A side's score where the score decides the game (de-jesus): shots drunk, or with the `coins` ranking
 * the source's coins, the stake left plus the shots captured (drunk).
 */
export const rankingScore = (s: GameState, side: Side): number => (s.rules.ranking === 'coins' ? s.stake[side] + s.drunk[side] : s.drunk[side]);

/** A drawn result. */
export const drawResult = (reason: string): GameResult => ({ winner: null, draw: true, skunk: false, royalSkunk: false, reason });

/** The result of a de-jesus game (or any game the score decides) once it stops: the higher `rankingScore` wins. */
export function mostDrunkResult(s: GameState, reason: string): GameResult {
  const south = rankingScore(s, 0);
  const north = rankingScore(s, 1);
  if (south === north) return drawResult(reason);
  return { winner: south > north ? 0 : 1, draw: false, skunk: false, royalSkunk: false, reason };
}

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
export function tournamentTable(games: readonly { south: string; north: string; result: GameResult }[]): Map<string, number> {
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
