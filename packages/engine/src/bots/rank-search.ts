/**
 * Rank-only searches: when only rank lines count and glasses move along their files, a board is seven
 * 7-bit rank masks, and the pair of moves (or the single move) that leaves the longest run on an inner
 * rank is found with table look-ups. The tables are built at import and never changed after; a
 * search's working space is the `RankScratch` it is given, and it returns the pair it chose, encoded
 * as `first | second << 12` (`pairFirst`, `pairSecond`).
 */
import { GLASSES, SIZE, RANK_OF } from '../rules/geometry.ts';
import type { Rng } from '../rules/dice.ts';
import { moveFrom, moveTo, encodeMove, MOVE_BUFFER_SIZE } from '../rules/moves.ts';
import type { GameState } from '../rules/state.ts';
import { CHEVRONS, LONG_DIAGONALS } from '../rules/lines.ts';
import type { RankScratch } from './scratch.ts';

/** Longest run of glasses on a rank, for each 7-bit rank mask. (This and the tables below are built at import and never changed after.) */
const LONGEST = new Uint8Array(128).map((_, m) => {
  let best = 0;
  let run = 0;
  for (let i = 0; i < SIZE; i++) {
    run = (m >> i) & 1 ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
});

const INNER = new Uint8Array(SIZE).map((_, r) => (r > 0 && r < SIZE - 1 ? 1 : 0));
/** Bits set in each 7-bit mask. */
const POP = new Uint8Array(128).map((_, m) => {
  let n = 0;
  for (let x = m; x; x &= x - 1) n++;
  return n;
});
/** GOOD_ADD[m << 3 | t]: the files, not in `m`, where one glass added to `m` makes a run of at least t (t 0..7). */
const GOOD_ADD = new Uint8Array(128 * 8);
for (let m = 0; m < 128; m++) {
  for (let f = 0; f < SIZE; f++) {
    const v = LONGEST[m | (1 << f)];
    if ((m >> f) & 1) continue;
    for (let t = 0; t <= v; t++) GOOD_ADD[(m << 3) | t] |= 1 << f;
  }
}

/** Rules where only rank lines count and glasses move along their files: a bitmask search works. */
export const rankOnlyRules = (r: GameState['rules']): boolean =>
  r.movement === 'file' && r.lineRanks && !r.lineFiles && !r.lineDiagonals && !r.fullDiagonal && r.chevrons === 0 && !r.baselineLines;

/**
 * Rules where the lines are inner ranks and whole shapes (the full diagonal, chevrons) and glasses
 * move along their files: while no shape can be completed, only the ranks count, and the rank searches
 * choose greedy's moves (`rankSearchApplies`).
 */
const rankAndShapeRules = (r: GameState['rules']): boolean => r.movement === 'file' && r.lineRanks && !r.lineFiles && !r.lineDiagonals && !r.baselineLines;

/** The squares of each shape the rules count: a memo of the frozen `RuleSet`, an entry never changed once made. */
const shapeSquares = new WeakMap<GameState['rules'], readonly (readonly number[])[]>();
function shapesOf(r: GameState['rules']): readonly (readonly number[])[] {
  let shapes = shapeSquares.get(r);
  if (!shapes) {
    shapes = [...(r.fullDiagonal && !r.lineDiagonals ? LONG_DIAGONALS : []), ...CHEVRONS.slice(0, r.chevrons)];
    shapeSquares.set(r, shapes);
  }
  return shapes;
}

/**
 * May the rank searches choose greedy's next move, with `moves` moves of the roll still to make? Yes
 * under rank-only rules; with shapes as well, while every shape is more than `moves` glasses short of
 * complete (then no move of the roll can complete one, and the ranks alone score the moves).
 */
export function rankSearchApplies(s: GameState, moves: number): boolean {
  if (rankOnlyRules(s.rules)) return true;
  if (!rankAndShapeRules(s.rules)) return false;
  for (const shape of shapesOf(s.rules)) {
    let on = 0;
    for (const q of shape) if (s.at[q] >= 0) on++;
    if (on + moves >= GLASSES) return false;
  }
  return true;
}

/**
 * The rank-only searches score a pair by the longest run on an inner rank after it, with 7-bit rank
 * masks (bit f: a glass on file f). A pair is a first move of die 0 (from the legal list) and a second
 * move of die 1 by another glass; with doubles, by a glass of a higher index, so that each unordered
 * pair is met once. The best pairs are numbered in that order (first moves as listed, then second
 * moves as in opts) and one is drawn with `rng.below(count)`: uniformly among the best pairs.
 */

/** A pair of moves as the searches return it: the first move and the second, encoded. */
export const encodePair = (first: number, second: number): number => first | (second << 12);
export const pairFirst = (pair: number): number => pair & 4095;
export const pairSecond = (pair: number): number => pair >> 12;

/**
 * List every move of `dist` (die 1) into `opts` for the reference search, as glass, from-rank, to-rank
 * and file bit, in fours (file moves never block one another); returns the entries written.
 */
function secondOptions(s: GameState, dist: number, opts: Int32Array): number {
  const one = s.rules.oneDirection;
  let k = 0;
  for (let g = 0; g < GLASSES; g++) {
    const q = s.squareOf[g];
    if (q < 0) continue;
    const r = RANK_OF[q];
    const prev = s.direction[g];
    const bit = 1 << (q % SIZE);
    if (r + dist < SIZE && !(one && prev === 1)) {
      opts[k++] = g;
      opts[k++] = r;
      opts[k++] = r + dist;
      opts[k++] = bit;
    }
    if (r - dist >= 0 && !(one && prev === 0)) {
      opts[k++] = g;
      opts[k++] = r;
      opts[k++] = r - dist;
      opts[k++] = bit;
    }
  }
  return k;
}

/** Rank masks of the board, written into `masks`. */
function rankMasks<T extends number[] | Uint8Array>(s: GameState, masks: T): T {
  for (let r = 0; r < SIZE; r++) masks[r] = 0;
  for (let g = 0; g < GLASSES; g++) {
    const q = s.squareOf[g];
    if (q >= 0) masks[RANK_OF[q]] |= 1 << (q % SIZE);
  }
  return masks;
}

/** The longest run on an inner rank, from the rank masks. */
function innerBest(masks: number[] | Uint8Array): number {
  let best = 0;
  for (let r = 1; r < SIZE - 1; r++) if (LONGEST[masks[r]] > best) best = LONGEST[masks[r]];
  return best;
}

/**
 * The rank-only pair search by scoring every pair (the reference the fast search is tested against).
 * A second move changes two ranks only, so each first move keeps its three best inner ranks and a pair
 * is scored from those and the two changed ranks. Returns the pair (`encodePair`).
 */
export function pairByScoring(s: GameState, rng: Rng, list: Int32Array, n1: number): number {
  const dice = s.dice as number[];
  const doubles = dice[0] === dice[1];
  const masks = rankMasks(s, new Uint8Array(SIZE));
  const opts = new Int32Array(4 * 2 * GLASSES);
  const optCount = secondOptions(s, dice[1], opts);
  // Pairs tied for the best score: first move and opts index of the second.
  const tieFirsts = new Int32Array(MOVE_BUFFER_SIZE * 2 * GLASSES);
  const tieSeconds = new Int32Array(MOVE_BUFFER_SIZE * 2 * GLASSES);
  let best = -1;
  let ties = 0;
  for (let i = 0; i < n1; i++) {
    const m1 = list[i];
    const from = moveFrom(m1);
    const to = moveTo(m1);
    if (Math.abs(RANK_OF[from] - RANK_OF[to]) !== dice[0]) continue;
    const g = s.at[from];
    const b1 = 1 << (from % SIZE);
    const rf1 = RANK_OF[from];
    const rt1 = RANK_OF[to];
    masks[rf1] &= ~b1;
    masks[rt1] |= b1;
    // The three best inner ranks after the first move (score and rank), best first.
    let v0 = -1,
      v1 = -1,
      v2 = -1,
      r0 = -1,
      r1 = -1;
    for (let r = 1; r < SIZE - 1; r++) {
      const v = LONGEST[masks[r]];
      if (v > v0) {
        v2 = v1;
        v1 = v0;
        r1 = r0;
        v0 = v;
        r0 = r;
      } else if (v > v1) {
        v2 = v1;
        v1 = v;
        r1 = r;
      } else if (v > v2) v2 = v;
    }
    for (let j = 0; j < optCount; j += 4) {
      if (opts[j] === g || (doubles && opts[j] < g)) continue;
      const rf2 = opts[j + 1];
      const rt2 = opts[j + 2];
      const bit = opts[j + 3];
      // Best of the untouched inner ranks, then the two ranks the second move changes.
      let score = r0 !== rf2 && r0 !== rt2 ? v0 : r1 !== rf2 && r1 !== rt2 ? v1 : v2;
      if (INNER[rf2] && LONGEST[masks[rf2] & ~bit] > score) score = LONGEST[masks[rf2] & ~bit];
      if (INNER[rt2] && LONGEST[masks[rt2] | bit] > score) score = LONGEST[masks[rt2] | bit];
      if (score > best) {
        best = score;
        ties = 0;
      }
      if (score === best) {
        tieFirsts[ties] = m1;
        tieSeconds[ties++] = j;
      }
    }
    masks[rt1] &= ~b1;
    masks[rf1] |= b1;
  }
  const k = rng.below(ties);
  const j = tieSeconds[k];
  const sq = s.squareOf[opts[j]];
  return encodePair(tieFirsts[k], encodeMove(sq, sq + (opts[j + 2] - opts[j + 1]) * SIZE));
}

/** BEST_WITH[m << 7 | c]: the longest run on a rank of mask `m` as it stands or with one glass of the files `c` added. */
const BEST_WITH = new Uint8Array(128 * 128);
/** BEST_WITHOUT[m << 7 | c]: the longest run left on a rank of mask `m` once one glass of the files `c` leaves it, the best over `c` (0 for none). */
const BEST_WITHOUT = new Uint8Array(128 * 128);
for (let m = 0; m < 128; m++) {
  for (let c = 0; c < 128; c++) {
    let w = LONGEST[m];
    let wo = 0;
    for (let f = 0; f < SIZE; f++) {
      if (((c >> f) & 1) === 0) continue;
      if (LONGEST[m | (1 << f)] > w) w = LONGEST[m | (1 << f)];
      if (LONGEST[m & ~(1 << f)] > wo) wo = LONGEST[m & ~(1 << f)];
    }
    BEST_WITH[(m << 7) | c] = w;
    BEST_WITHOUT[(m << 7) | c] = wo;
  }
}

/**
 * The rank-only pair search without scoring pairs one by one: it picks the same pair as
 * `pairByScoring` (a test checks), with the same single draw from `rng`, and returns it
 * (`encodePair`). Needs one glass per file (as file movement keeps them); returns -1, choosing
 * nothing, otherwise. Its working space is `scratch`.
 *
 * Each first move of die 0 gets its best score at once (`pairScore`), and the best pairs of the first
 * moves that reach the best score B are counted (`bestPairsOf`). After a first move, with V[r] the
 * longest run on inner rank r, a second move j of the glass on file f from rank x to rank y leaves the
 * ranks other than x and y as they are, lowers rank x to LONGEST[mask_x minus f] and raises rank y to
 * LONGEST[mask_y plus f]; it reaches B exactly when some rank other than x has V >= B, or rank x keeps
 * a run of B without f, or rank y makes one (`reachesBest`). So with two ranks at B or more every
 * second move does; with one, all but those from it that lose; with none, those that land in a run
 * of B. The draw then names a first move, and its second moves are walked in order to find the pair.
 */
export function pairByRanks(s: GameState, rng: Rng, list: Int32Array, n1: number, scratch: RankScratch): number {
  // Per first move (index into the list): its best score (-1: not a first move of die 0, or no glass
  // may follow it), and how many pairs reach the best. Per glass: the files of the glasses of a higher
  // index (the partners allowed with doubles). Per rank: the files whose glass a move of die 1 brings
  // onto that rank. Per file: the rank of its glass (read only for files that hold one).
  const { masks, scoreOf, pairsOf, above, land, rankOfFile } = scratch;
  const dice = s.dice as number[];
  const d0 = dice[0];
  const d1 = dice[1];
  const doubles = d0 === d1;
  const one = s.rules.oneDirection;
  for (let r = 0; r < SIZE; r++) {
    masks[r] = 0;
    land[r] = 0;
  }
  // The rank masks, and the glasses that can take die 1 as file masks: up, down, and where they land.
  let up = 0;
  let down = 0;
  let files = 0;
  let onBoard = 0;
  for (let g = GLASSES - 1; g >= 0; g--) {
    above[g] = files;
    const q = s.squareOf[g];
    if (q < 0) continue;
    onBoard++;
    const r = RANK_OF[q];
    const file = q - r * SIZE;
    const f = 1 << file;
    files |= f;
    masks[r] |= f;
    rankOfFile[file] = r;
    const prev = one ? s.direction[g] : -1;
    if (prev !== 1 && r + d1 < SIZE) {
      up |= f;
      land[r + d1] |= f;
    }
    if (prev !== 0 && r >= d1) {
      down |= f;
      land[r - d1] |= f;
    }
  }
  if (POP[files] !== onBoard) return -1;
  const movable = up | down;
  // Each first move of die 0, scored; the second moves allowed after it are those of the other
  // glasses (with doubles, of the glasses of a higher index, so that each pair is met once).
  let best = -1;
  for (let i = 0; i < n1; i++) {
    const m1 = list[i];
    const from = m1 & 63;
    const rf1 = RANK_OF[from];
    const rt1 = RANK_OF[m1 >> 6];
    const b1 = 1 << (from - rf1 * SIZE);
    const e = movable & (doubles ? above[s.at[from]] : ~b1);
    const score = Math.abs(rf1 - rt1) !== d0 || e === 0 ? -1 : pairScore(masks, land, rankOfFile, rf1, rt1, b1, e);
    scoreOf[i] = score;
    if (score > best) best = score;
  }
  // The pairs reaching the best score, counted per first move.
  let total = 0;
  for (let i = 0; i < n1; i++) {
    if (scoreOf[i] !== best) continue;
    const m1 = list[i];
    const from = m1 & 63;
    const rf1 = RANK_OF[from];
    const rt1 = RANK_OF[m1 >> 6];
    const b1 = 1 << (from - rf1 * SIZE);
    const elig = doubles ? above[s.at[from]] : files & ~b1;
    masks[rf1] &= ~b1;
    masks[rt1] |= b1;
    const pairs = bestPairsOf(masks, land, best, movable & elig, elig, up, down, d1, rankAtLeast(masks, best));
    masks[rt1] &= ~b1;
    masks[rf1] |= b1;
    pairsOf[i] = pairs;
    total += pairs;
  }
  // Draw one of the best pairs, numbered in order; find its first move, then its second.
  if (total === 0) throw new Error('greedy: no pair reaches the best score');
  let k = rng.below(total);
  for (let i = 0; i < n1; i++) {
    if (scoreOf[i] !== best) continue;
    if (k >= pairsOf[i]) {
      k -= pairsOf[i];
      continue;
    }
    const m1 = list[i];
    const from = m1 & 63;
    const g = s.at[from];
    const b1 = 1 << (from - RANK_OF[from] * SIZE);
    masks[RANK_OF[from]] &= ~b1;
    masks[RANK_OF[m1 >> 6]] |= b1;
    const rankB = rankAtLeast(masks, best);
    // The second moves in the reference search's order: by glass, up before down.
    for (let h = doubles ? g + 1 : 0; h < GLASSES; h++) {
      const q = s.squareOf[h];
      if (h === g || q < 0) continue;
      const x = RANK_OF[q];
      const f = 1 << (q - x * SIZE);
      if ((up & f) !== 0 && reachesBest(masks, best, rankB, x, x + d1, f) && k-- === 0) return encodePair(m1, encodeMove(q, q + d1 * SIZE));
      if ((down & f) !== 0 && reachesBest(masks, best, rankB, x, x - d1, f) && k-- === 0) return encodePair(m1, encodeMove(q, q - d1 * SIZE));
    }
    throw new Error('greedy: the best pairs were miscounted');
  }
  throw new Error('greedy: no best pair was drawn');
}

/**
 * For `pairByRanks` (with land and rankOfFile filled as it fills them): the best score of the pairs that start by
 * taking the glass of file bit `b1` from rank `x` to rank `y`, when the second move (of die 1) may be
 * made by the glasses of the files `e` (not empty). `masks` are the rank masks before the first move
 * (changed and put back).
 *
 * With V[r] the runs after the first move and C_j the run a second move j makes on the inner rank it
 * lands on, a pair never scores more than the top V or its own C_j, and the top V is kept by any
 * second move from another rank. So the best score is, per inner rank, the larger of V and the best
 * landing there (the BEST_WITH table), over the ranks; unless every glass that may move second stands
 * on one inner rank t: then each takes a glass off t, and t counts for the best run left after one
 * leaves (the BEST_WITHOUT table).
 */
function pairScore(masks: number[], land: number[], rankOfFile: number[], x: number, y: number, b1: number, e: number): number {
  masks[x] &= ~b1;
  masks[y] |= b1;
  const t = rankOfFile[31 - Math.clz32(e & -e)];
  const crowded = INNER[t] === 1 && (e & ~masks[t]) === 0 ? t : -1;
  let score = crowded < 0 ? 0 : BEST_WITHOUT[(masks[t] << 7) | e];
  for (let r = 1; r < SIZE - 1; r++) {
    if (r === crowded) continue;
    const w = BEST_WITH[(masks[r] << 7) | (land[r] & e)];
    if (w > score) score = w;
  }
  masks[y] &= ~b1;
  masks[x] |= b1;
  return score;
}

/** The inner rank holding a run of `b` or more if exactly one does; -2 if two or more do; -1 if none. */
function rankAtLeast(masks: number[], b: number): number {
  let rank = -1;
  for (let r = 1; r < SIZE - 1; r++) {
    if (LONGEST[masks[r]] >= b) {
      if (rank >= 0) return -2;
      rank = r;
    }
  }
  return rank;
}

/**
 * After a first move (rank masks `masks`), does the second move of the glass on file bit `f` from rank
 * `x` to rank `y` leave a run of `b` on an inner rank? `rankB` is `rankAtLeast(masks, b)`.
 */
function reachesBest(masks: number[], b: number, rankB: number, x: number, y: number, f: number): boolean {
  // Some rank other than x has a run of b already: the move cannot spoil it.
  if (rankB === -2 || (rankB >= 0 && x !== rankB)) return true;
  // The run on x survives the glass leaving, or the glass lands in a run of b.
  if (rankB >= 0 && LONGEST[masks[rankB] & ~f] >= b) return true;
  return INNER[y] === 1 && LONGEST[masks[y] | f] >= b;
}

/**
 * For `pairByRanks`: after a first move (the rank masks `masks`), how many second moves reach a score
 * of `b` or more. `elig`: the files of the glasses that may move second; `e`: those of them that can
 * take die 1 (`d1`), going `up` or `down` (file masks); land: where they land. `rankB`: as
 * `rankAtLeast(masks, b)` says.
 */
function bestPairsOf(masks: number[], land: number[], b: number, e: number, elig: number, up: number, down: number, d1: number, rankB: number): number {
  const all = POP[up & elig] + POP[down & elig];
  // Two ranks with a run of b: a second move can spoil one at most.
  if (rankB === -2) return all;
  if (rankB >= 0) {
    // Every second move from another rank keeps it; those from it are looked at one by one.
    const leaving = e & masks[rankB];
    let n = all - POP[up & leaving] - POP[down & leaving];
    for (let f = leaving; f !== 0; f &= f - 1) {
      const bit = f & -f;
      if ((up & bit) !== 0 && reachesBest(masks, b, rankB, rankB, rankB + d1, bit)) n++;
      if ((down & bit) !== 0 && reachesBest(masks, b, rankB, rankB, rankB - d1, bit)) n++;
    }
    return n;
  }
  // No run of b yet: the second moves that land in one.
  let n = 0;
  for (let r = 1; r < SIZE - 1; r++) n += POP[GOOD_ADD[(masks[r] << 3) | b] & land[r] & elig];
  return n;
}

/**
 * The rank-only search for the roll's second move, over the `n` moves in `list`: a move that leaves
 * the longest run on an inner rank, drawn with `rng.below(count)` among those that tie for it (no draw
 * when one move is best). Working space: `masks` (SIZE entries) and `ties` (`MOVE_BUFFER_SIZE`).
 */
export function rankBestSingle(s: GameState, rng: Rng, list: Int32Array, n: number, masks: number[], ties: Int32Array): number {
  rankMasks(s, masks);
  let best = -1;
  let count = 0;
  for (let i = 0; i < n; i++) {
    const m = list[i];
    const from = moveFrom(m);
    const to = moveTo(m);
    const bit = 1 << (from % SIZE);
    const rf = RANK_OF[from];
    const rt = RANK_OF[to];
    masks[rf] &= ~bit;
    masks[rt] |= bit;
    const score = innerBest(masks);
    masks[rt] &= ~bit;
    masks[rf] |= bit;
    if (score < best) continue;
    if (score > best) {
      best = score;
      count = 0;
    }
    ties[count++] = m;
  }
  return count === 1 ? ties[0] : ties[rng.below(count)];
}
