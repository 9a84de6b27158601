/**
 * The static evaluation the hard and expert bots search with: how good a position is for one side,
 * in shots (a win is worth far more than any count of shots). It reads what a player reads at the
 * table: the stakes and the fills owed, the lines standing and who holds the dice to pull them, the
 * odds that the next roll passes the dice, the baselines (a bare pair of baselines strands every 6), the
 * Crossbow, empty glasses the next Player must fill, and the second bottle (the skunk).
 */
import { GLASSES, SIZE, RANK_OF, other, type Side } from './geometry.ts';
import { isPassRoll } from './flow.ts';
import { crossbowRank, LineBoard, minimumPull } from './lines.ts';
import type { RuleSet } from './rules.ts';
import type { GameState } from './state.ts';
import { hasUnopenedBottle } from './stakes.ts';

/** What a won game is worth, in shots: more than any position short of it. */
export const WIN = 1000;

/** Per rule set: the evaluation's own `LineBoard` (not the greedy bot's: a search loads it in between). */
const boards = new WeakMap<RuleSet, LineBoard>();

/** The share of rolls (of 36) that pass the dice at once under these rules: pass numbers, or doubles. */
const passOdds = new WeakMap<RuleSet, number>();

/** The chance that a roll passes the dice at once (a pass number or, in anarchist, doubles). */
export function passChance(rules: RuleSet): number {
  let p = passOdds.get(rules);
  if (p === undefined) {
    let n = 0;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (isPassRoll(rules, a, b)) n++;
    p = n / 36;
    passOdds.set(rules, p);
  }
  return p;
}

/**
 * What a line of `length` glasses standing on the board is worth to the side holding the dice, when
 * the shortest pull is `min` and `keep` is the chance that a roll keeps the dice: most of its shots when
 * it may be pulled, and a share of them that shrinks with each glass it is short.
 */
function lineWorth(length: number, min: number, keep: number): number {
  if (length >= min) return 0.9 * length;
  // One glass short, the line is about a third as likely to be closed as not; each glass more divides that by about three.
  return 0.35 * min * keep * Math.pow(0.3, min - 1 - length);
}

/**
 * How good `s` is for `me`, in shots, with `holder` about to roll (or to pull a line standing). A game
 * over is +-`WIN` (0 for a draw); otherwise the stakes (in de Jesus, where the most shots drunk wins,
 * chiefly the shots drunk), fills owed, and the lines standing, which help whoever holds the dice.
 */
export function evaluate(s: GameState, me: Side, holder: Side): number {
  const r = s.result;
  if (r && (s.phase === 'over' || s.phase === 'toastRound')) return r.winner === null ? 0 : r.winner === me ? WIN : -WIN;
  const rules = s.rules;
  const opp = other(me);
  const drunkWins = rules.mostDrunkWins;
  let v = 0;
  if (!rules.noScore) v += (drunkWins ? 0.3 : 1) * (s.stake[me] - s.stake[opp]);
  if (drunkWins) v += 2 * (s.drunk[me] - s.drunk[opp]);
  // Glasses the filler still owes after a pull.
  if (s.phase === 'refill') v += s.filler === me ? -s.pending.length : s.pending.length;
  const sign = holder === me ? 1 : -1;
  let empty = 0;
  let onBaseline = 0;
  for (let g = 0; g < GLASSES; g++) {
    const q = s.squareOf[g];
    if (q < 0) continue;
    if (s.fill[g] < 0) empty++;
    const rank = RANK_OF[q];
    if (rank === 0 || rank === SIZE - 1) onBaseline++;
  }
  // Empty glasses are filled by whoever takes the dice next, which is not the holder.
  if (rules.fillOnPass) v += sign * 0.8 * empty;
  const board = boardFor(rules);
  board.load(s);
  // A pull is worth its shots to the puller (in de Jesus they are drunk as well as poured).
  const worth = drunkWins ? 2.3 : 1;
  const keep = 1 - passChance(rules);
  const longest = board.longest();
  let lines = lineWorth(longest, minimumPull(s, holder), keep);
  // A Crossbow never becomes seven: under a pull size of seven it is worth nothing.
  if (rules.pullSize === GLASSES && crossbowRank(s) >= 0) lines = 0;
  v += sign * worth * lines;
  // File movement with both baselines bare: no glass can take a 6, so a roll with one is stuck.
  if (rules.movement === 'file' && onBaseline === 0) v -= sign * 0.5;
  // The skunk: winning before the second bottle is opened counts double at a table that scores it.
  if (rules.bottles > 1) v += 0.3 * (Number(hasUnopenedBottle(s, me)) - Number(hasUnopenedBottle(s, opp)));
  return v;
}

function boardFor(rules: RuleSet): LineBoard {
  let b = boards.get(rules);
  if (!b) {
    b = new LineBoard(rules);
    boards.set(rules, b);
  }
  return b;
}
