/**
 * The static evaluation the hard and expert bots search with: how good a position is for one side,
 * in shots (a win is worth far more than any count of shots). It reads what a player reads at the
 * table: the stakes and the fills owed, the lines standing and who holds the dice to pull them, the
 * odds that the next roll passes the dice, the baselines (a bare pair of baselines strands every 6), the
 * Crossbow, empty glasses the next Player must fill, and the second bottle (the skunk). In de Jesus,
 * where two in a row may be taken, it reads the board by the chance that the next roll makes a line,
 * and the shots drunk and the stakes as a race to the end (`raceValue`).
 */
import { GLASSES, SIZE, RANK_OF, other, type Side } from '../rules/geometry.ts';
import { isPassRoll } from '../rules/roll-outcome.ts';
import { crossbowRank, LineBoard, minimumPull } from '../rules/lines.ts';
import type { RuleSet } from '../rules/rule-set/resolve.ts';
import type { GameState } from '../rules/state.ts';
import { raceValue } from './race.ts';
import { hasUnopenedBottle } from '../rules/stakes.ts';

/** What a won game is worth, in shots: more than any position short of it. */
export const WIN = 1000;

/**
 * The share of rolls (of 36) that pass the dice at once under these rules: pass numbers, or doubles. A
 * memo of the frozen `RuleSet`: an entry is never changed once made.
 */
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
  return 0.35 * min * keep * SHORT[min - 1 - length];
}

/** 0.3 to the power of how many glasses more a line is short (a table, built at import and never changed: the evaluation runs in the search's innermost loop). */
const SHORT = Float64Array.from({ length: SIZE + 1 }, (_, k) => Math.pow(0.3, k));

/**
 * How good `s` is for `me`, in shots, with `holder` about to roll (or to pull a line standing). A game
 * over is +-`WIN` (0 for a draw), plus a hundredth of a shot for each shot `me` drank beyond the other
 * side; otherwise the stakes (in de Jesus, where the most shots drunk wins, the race they and the shots
 * drunk make), fills owed, and the lines standing, which help whoever holds the dice. `board` is working
 * space to read the glasses into (a `LineBoard` of the same rules; a new one when none is given).
 */
export function evaluate(s: GameState, me: Side, holder: Side, board: LineBoard = new LineBoard(s.rules)): number {
  board.load(s);
  return evaluateLoaded(s, me, holder, board);
}

/**
 * `evaluate`, for a caller that keeps `board` (a `LineBoard` of the rules of `s`) holding the glasses of
 * `s` (loaded once, then each glass moved on it as on the state): the search's pairs differ by one or
 * two glasses, and reading the whole board for each was half of the search's time.
 */
export function evaluateLoaded(s: GameState, me: Side, holder: Side, board: LineBoard): number {
  const r = s.result;
  if (r && (s.phase === 'over' || s.phase === 'toastRound')) {
    if (r.winner === null) return 0;
    // Between two wins, the one with more shots drunk on the winning side (the Full Pull rather than five).
    const margin = 0.01 * (s.drunk[me] - s.drunk[other(me)]);
    return (r.winner === me ? WIN : -WIN) + margin;
  }
  const rules = s.rules;
  const opp = other(me);
  const drunkWins = rules.mostDrunkWins;
  const min = minimumPull(s, holder);
  // de Jesus with its lines of two and real stakes: the shots drunk and the stakes are read as a race.
  const racing = drunkWins && min === 2 && !rules.noScore;
  let v = 0;
  if (!rules.noScore && !racing) v += (drunkWins ? 0.3 : 1) * (s.stake[me] - s.stake[opp]);
  if (drunkWins && !racing) v += 2 * (s.drunk[me] - s.drunk[opp]);
  // Glasses the filler still owes after a pull (the race counts them off the filler's stake itself).
  if (s.phase === 'refill' && !racing) v += s.filler === me ? -s.pending.length : s.pending.length;
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
  // A pull is worth its shots to the puller (in de Jesus they are drunk as well as poured).
  const worth = drunkWins ? 2.3 : 1;
  const keep = 1 - passChance(rules);
  const longest = board.longest();
  let lines: number;
  // de Jesus (lines of two): the race to the end, with a line the holder may take now taken, and the
  // board the other side then rolls on; otherwise the holder's turn is worth more than the next one
  // by how likely the next roll makes a line.
  if (racing) {
    const take = longest >= 2 && s.phase !== 'roll';
    const race = raceFrom(s, me, holder, take ? longest : 0);
    v += RACE_WORTH * race;
    // A race decided (a take that ends the game) leaves the board nothing to add.
    lines = Math.abs(race) === 1 ? 0 : CHANCE_WORTH * (take ? EVEN_CHANCE - lineChance(s, true) : lineChance(s) - EVEN_CHANCE);
  } else if (drunkWins && min === 2)
    lines =
      longest >= 2 && s.phase !== 'roll'
        ? longest - AVERAGE_TURN - CHANCE_WORTH * (lineChance(s, true) - EVEN_CHANCE)
        : CHANCE_WORTH * (lineChance(s) - EVEN_CHANCE);
  else lines = lineWorth(longest, min, keep);
  // A Crossbow never becomes seven: under a pull size of seven it is worth nothing.
  if (rules.pullSize === GLASSES && crossbowRank(s) >= 0) lines = 0;
  v += sign * worth * lines;
  // File movement with both baselines bare: no glass can take a 6, so a roll with one is stuck.
  if (rules.movement === 'file' && onBaseline === 0) v -= sign * 0.5;
  // The skunk: winning before the second bottle is opened counts double at a table that scores it.
  if (rules.bottles > 1) v += 0.3 * (Number(hasUnopenedBottle(s, me)) - Number(hasUnopenedBottle(s, opp)));
  return v;
}

/**
 * de Jesus: what winning the race is worth, in shots, against its chance (`raceValue`, from -1 to 1).
 * Measured against greedy (1,000 games each): 20 and 80 did worse than 40.
 */
const RACE_WORTH = 40;

/**
 * de Jesus: `raceValue` for `me` on `s` with `holder` to roll, after the holder pulls `pulled` shots
 * (0: none), when the other side refills them and rolls. Fills still owed come off the filler's stake;
 * a fill that cannot be made ends the game, won by the most shots drunk.
 */
function raceFrom(s: GameState, me: Side, holder: Side, pulled: number): number {
  const opp = other(me);
  let mine = s.stake[me];
  let theirs = s.stake[opp];
  if (s.phase === 'refill') {
    if (s.filler === me) mine -= s.pending.length;
    else theirs -= s.pending.length;
  }
  let lead = s.drunk[me] - s.drunk[opp];
  if (holder === me) {
    lead += pulled;
    theirs -= pulled;
  } else {
    lead -= pulled;
    mine -= pulled;
  }
  if (mine < 0 || theirs < 0) return Math.sign(lead);
  return raceValue(s.rules, lead, mine, theirs, (holder === me) === (pulled === 0));
}

/**
 * de Jesus, measured in greedy self-play: the shots of an average turn, and how a turn's shots less
 * the next turn's grow with `lineChance` at its start (by about 0.85 a unit; even at about 0.44).
 */
const AVERAGE_TURN = 1.45;
const CHANCE_WORTH = 0.85;
const EVEN_CHANCE = 0.44;

/**
 * Per rule set: for each set of die faces (bits 1..6), how many rolls of 36 keep the dice and show one
 * of them. A memo of the frozen `RuleSet`: a table is never changed once made.
 */
const faceRolls = new WeakMap<RuleSet, Uint8Array>();

/**
 * de Jesus (one glass a file, lines of two on the inner ranks): the chance that the next roll lets the
 * holder make a line. A roll that passes never does; another does when one die brings a glass beside
 * a neighbour on an inner rank, or the two dice bring two neighbours onto one inner rank. (Whether the
 * other die can be played too is not checked.) With `taken`, the board read is the one the longest row
 * leaves once taken and its files refilled on rank 1.
 */
export function lineChance(s: GameState, taken = false): number {
  const rules = s.rules;
  let table = faceRolls.get(rules);
  if (!table) {
    table = new Uint8Array(128);
    for (let m = 0; m < 128; m++)
      for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (!isPassRoll(rules, a, b) && ((m >> a) & 1 || (m >> b) & 1)) table[m]++;
    faceRolls.set(rules, table);
  }
  // Each file's glass's rank (-1: none).
  const ranks = [-1, -1, -1, -1, -1, -1, -1];
  for (let g = 0; g < GLASSES; g++) {
    const q = s.squareOf[g];
    if (q >= 0) ranks[q % SIZE] = RANK_OF[q];
  }
  const inner = (r: number): boolean => r > 0 && r < SIZE - 1;
  if (taken) {
    // The longest line is taken and its files refilled on rank 1.
    let best = 0;
    let end = 0;
    for (let f = 0, run = 0; f < SIZE; f++) {
      run = f > 0 && inner(ranks[f]) && ranks[f] === ranks[f - 1] ? run + 1 : 1;
      if (run > best) {
        best = run;
        end = f;
      }
    }
    if (best >= 2) for (let f = end - best + 1; f <= end; f++) ranks[f] = 0;
  }
  // The faces that bring one glass beside a neighbour standing on an inner rank.
  let faces = 0;
  for (let f = 0; f < SIZE; f++) {
    const r = ranks[f];
    if (r < 0) continue;
    if (f > 0 && inner(ranks[f - 1]) && ranks[f - 1] !== r) faces |= 1 << Math.abs(ranks[f - 1] - r);
    if (f < SIZE - 1 && inner(ranks[f + 1]) && ranks[f + 1] !== r) faces |= 1 << Math.abs(ranks[f + 1] - r);
  }
  let n = table[faces];
  // The rolls, not counted yet, that bring two neighbours onto one inner rank; `seen` marks those
  // counted, bit (a - 1) * 6 + b - 1 of a roll a <= b (two words: 36 bits).
  let seenLow = 0;
  let seenHigh = 0;
  for (let f = 0; f < SIZE - 1; f++) {
    const r = ranks[f];
    const u = ranks[f + 1];
    if (r < 0 || u < 0) continue;
    for (let t = 1; t < SIZE - 1; t++) {
      const a = Math.abs(t - r);
      const b = Math.abs(t - u);
      if (a === 0 || b === 0 || (faces >> a) & 1 || (faces >> b) & 1 || isPassRoll(rules, a, b)) continue;
      const k = a < b ? (a - 1) * 6 + b - 1 : (b - 1) * 6 + a - 1;
      const bit = 1 << (k & 31);
      if (k < 32) {
        if (seenLow & bit) continue;
        seenLow |= bit;
      } else {
        if (seenHigh & bit) continue;
        seenHigh |= bit;
      }
      n += a === b ? 1 : 2;
    }
  }
  return n / 36;
}
