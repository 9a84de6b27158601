/**
 * Steps shared by several actions: starting a turn, moving a glass on the board, deciding what a roll
 * leads to, and what happens when a fill fails.
 */
import { type Side, GLASSES, other } from './geometry.ts';
import { firstMovesInto, hasLegalPair } from './moves.ts';
import type { RuleSet } from './rule-set/resolve.ts';
import type { GameResult, GameState, Phase, Resume } from './state.ts';
import { lossResult, mostDrunkResult, pour } from './stakes.ts';

/** An action that the rules do not allow now; the message says why. */
export class IllegalAction extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IllegalAction';
  }
}

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

/** Put glass `g` on `to` (or off the board with -1). */
export function placeGlass(s: GameState, g: number, to: number): void {
  const from = s.squareOf[g];
  if (from >= 0) s.at[from] = -1;
  s.squareOf[g] = to;
  if (to >= 0) s.at[to] = g;
}

/** Is this roll a pass: a pass number, or doubles where doubles pass? */
export function isPassRoll(rules: RuleSet, a: number, b: number): boolean {
  return rules.passNumbers.includes(a + b) || (rules.doublesPass && a === b);
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

/** Why the dice pass after this roll: a pass number, doubles, or no pair of moves. */
export function passReason(s: GameState): 'pass' | 'doubles' | 'stuck' | 'handed' {
  const dice = s.dice;
  if (!dice) return 'handed';
  if (s.rules.passNumbers.includes(dice[0] + dice[1])) return 'pass';
  if (s.rules.doublesPass && dice[0] === dice[1]) return 'doubles';
  return 'stuck';
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

/** The game is decided: go to the toast round (or straight to the end where there is none). */
export function endGame(s: GameState, result: GameResult, shortfall: GameState['shortfall']): void {
  s.result = result;
  s.shortfall = shortfall;
  s.mugginsOpen = false;
  s.queenPending = false;
  s.phase = s.rules.mostDrunkWins ? 'over' : 'toastRound';
}

/**
 * A Queen's glass (toast or muggins) is filled by `owner`, else by the other side, else the game is
 * drawn. (In One Man's Poison the glass is only set out, which never fails.)
 */
export function queenFill(s: GameState, g: number, owner: Side): boolean {
  if (s.fill[g] >= 0 || pour(s, owner, g) || pour(s, other(owner), g)) return true;
  endGame(s, { winner: null, draw: true, skunk: false, royalSkunk: false, reason: "nobody had a shot left to fill the Queen's glass" }, null);
  return false;
}
