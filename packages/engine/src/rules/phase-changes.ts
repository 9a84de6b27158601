/**
 * The phase changes several actions share: a new turn, back to rolling, the end of the game, and the
 * fills a side owes (a failed fill can end the game).
 */
import { type Side, GLASSES, other } from './geometry.ts';
import type { GameResult, GameState, Resume } from './state.ts';
import { drawResult, lossResult, mostDrunkResult, pour } from './stakes.ts';

/** Give `side` the dice for a new turn. */
export function startTurn(s: GameState, side: Side): void {
  s.player = side;
  s.phase = 'roll';
  s.movedMask = 0;
  for (let g = 0; g < GLASSES; g++) s.direction[g] = -1;
  s.rollsThisTurn = 0;
  s.dice = null;
  s.moves = [];
  s.queenPending = false;
  s.mugginsOpen = false;
  s.pull = null;
}

/**
 * Both moves are made and no line is being pulled: the Player is to roll again. (da-gucci: a Queen
 * still uncalled may be called until the Player goes to roll, `dice.lift`.)
 */
export function enterRoll(s: GameState): void {
  s.phase = 'roll';
}

/** The game is decided: go to the toast round (or straight to the end where there is none). */
function endGame(s: GameState, result: GameResult, shortfall: GameState['shortfall']): void {
  s.result = result;
  s.shortfall = shortfall;
  s.mugginsOpen = false;
  s.queenPending = false;
  s.phase = s.rules.mostDrunkWins ? 'over' : 'toastRound';
}

/**
 * `side` owes fills to these glasses. Pours what it can; when its stake runs out the game is lost
 * (or, where the most drunk wins, it simply ends). Returns true when every fill was made.
 */
export function owedFills(s: GameState, side: Side, glasses: readonly number[], resume: Resume, why: string): boolean {
  const unfilled: number[] = [];
  for (const g of glasses) if (s.fill[g] < 0 && !pour(s, side, g)) unfilled.push(g);
  if (unfilled.length === 0) return true;
  endGame(s, s.rules.mostDrunkWins ? mostDrunkResult(s, why) : lossResult(s, side, why), { side, glasses: unfilled, resume });
  return false;
}

/**
 * One Man's Poison: `side` had to pour a shot and could not, so the game is lost (where the score
 * decides, it simply ends). Nothing is left for a courtesy fill: nobody pours the other's shots.
 */
export function pourFailed(s: GameState, side: Side, why: string): void {
  endGame(s, s.rules.mostDrunkWins ? mostDrunkResult(s, why) : lossResult(s, side, why), null);
}

/**
 * A Queen's glass (toast or muggins) is filled by `owner`, else by the other side, else the game is
 * drawn. (In One Man's Poison the glass is only set out, which never fails.)
 */
export function queenFill(s: GameState, g: number, owner: Side): boolean {
  if (s.fill[g] >= 0 || pour(s, owner, g) || pour(s, other(owner), g)) return true;
  endGame(s, drawResult("nobody had a shot left to fill the Queen's glass"), null);
  return false;
}
