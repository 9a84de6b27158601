/**
 * Greedy's searches under any rules (anarchist's lines in every direction and rook moves, or shapes
 * within reach): every move, or every pair of moves, is scored by the longest line it leaves, in the
 * order the engine lists them, with no board copied and no move list built. The board is read into
 * track masks that keep each track's longest run and how many tracks have each length; a first move
 * is made on them, and a move from c to d then scores from a few table look-ups: the best run of the
 * tracks not through c, the runs left on c's tracks, and the runs d makes.
 */
import { GLASSES as BOARD_GLASSES, SIZE as BOARD_SIZE, RANK_OF as BOARD_RANK_OF } from './geometry.ts';
import type { Rng } from './dice.ts';
import { geometry, LONGEST_RUN as BOARD_LONGEST_RUN, MAX_CROSSINGS, type Geometry } from './lines.ts';
import type { GameState } from './state.ts';

// The board's numbers as module constants: an imported binding is read through its module on every
// use, which the hot loops here would pay for on every step.
const SIZE = BOARD_SIZE;
const GLASSES = BOARD_GLASSES;
const RANK_OF = Int8Array.from(BOARD_RANK_OF);
const LONGEST_RUN = BOARD_LONGEST_RUN;

/** Per track: its mask (bit i: a glass on its i-th square) and longest run. */
const MASK = new Uint8Array(256);
const RUN = new Uint8Array(256);
/** How many tracks have a longest run of each length (0..7). */
const AT_LENGTH = new Int32Array(SIZE + 1);
/** Glasses on each shape. */
const ON_SHAPE = new Uint8Array(8);
/** The glasses of each rank (bit f) and of each file (bit r), to find where a move lands. */
const RANKS = new Uint8Array(SIZE);
const FILES = new Uint8Array(SIZE);

/** The move the pair search chose to follow its first move (the first of that move's best second moves). */
export const searchedSecond = { move: 0 };

/** The rule set's tracks and shapes, for the board being searched. */
let geo: Geometry;

/** A glass comes onto square `q` (`on`), or leaves it: the track masks, runs and counts, the shapes, the lines. */
function place(q: number, on: boolean): void {
  const crossings = geo.crossings;
  for (let k = q * MAX_CROSSINGS, end = k + geo.crossingCount[q]; k < end; k++) {
    const t = crossings[k] >> 3;
    const m = on ? MASK[t] | (1 << (crossings[k] & 7)) : MASK[t] & ~(1 << (crossings[k] & 7));
    MASK[t] = m;
    AT_LENGTH[RUN[t]]--;
    AT_LENGTH[(RUN[t] = LONGEST_RUN[m])]++;
  }
  for (let b = geo.shapeBits[q], i = 0; b !== 0; b >>= 1, i++) if (b & 1) ON_SHAPE[i] += on ? 1 : -1;
  const r = RANK_OF[q];
  RANKS[r] ^= 1 << (q - r * SIZE);
  FILES[q - r * SIZE] ^= 1 << r;
}

/** Read the board of `s`. */
function load(s: GameState): void {
  geo = geometry(s.rules);
  const tracks = geo.tracks.length;
  MASK.fill(0);
  RUN.fill(0);
  AT_LENGTH.fill(0);
  AT_LENGTH[0] = tracks;
  ON_SHAPE.fill(0);
  RANKS.fill(0);
  FILES.fill(0);
  for (let g = 0; g < GLASSES; g++) if (s.squareOf[g] >= 0) place(s.squareOf[g], true);
}

/** Is a shape one glass or less from complete? (Then a move may complete it.) */
function shapeNear(): boolean {
  for (let k = 0; k < geo.shapes.length; k++) if (ON_SHAPE[k] >= GLASSES - 1) return true;
  return false;
}

/**
 * The square a glass on file `f`, rank `r` reaches by `d` steps in direction `dir` (0 up the file, 1
 * down, 2 up the rank, 3 down), or -1 off the board or through or onto a glass.
 */
function landing(f: number, r: number, dir: number, d: number): number {
  const path = (1 << d) - 1;
  if (dir === 0) return r + d < SIZE && (FILES[f] & (path << (r + 1))) === 0 ? (r + d) * SIZE + f : -1;
  if (dir === 1) return r >= d && (FILES[f] & (path << (r - d))) === 0 ? (r - d) * SIZE + f : -1;
  if (dir === 2) return f + d < SIZE && (RANKS[r] & (path << (f + 1))) === 0 ? r * SIZE + f + d : -1;
  return f >= d && (RANKS[r] & (path << (f - d))) === 0 ? r * SIZE + f - d : -1;
}

/**
 * The score of moving the glass on `c` to the empty square `d` along its rank or file, on the board
 * read: the longest line standing after it (as `standingLines(s, 2)` measures it: the longest run of
 * two or more, seven for a complete shape, else 0). Exact when it is `best` or more; below `best`, it
 * may be less than the true score (also below `best`). `near`: `shapeNear()`.
 */
function moveScore(c: number, d: number, best: number, near: boolean): number {
  const crossings = geo.crossings;
  const r = RANK_OF[c];
  // The track the move runs along (it loses c and gains d), and c's bit on it.
  const alongRank = RANK_OF[d] === r;
  const line = geo.lineTrack[alongRank ? r : SIZE + c - r * SIZE];
  const lineBit = 1 << (alongRank ? c - r * SIZE : r);
  // The runs of d's tracks once the glass is there.
  let score = 0;
  for (let k = d * MAX_CROSSINGS, end = k + geo.crossingCount[d]; k < end; k++) {
    const t = crossings[k] >> 3;
    const v = LONGEST_RUN[(t === line ? MASK[t] & ~lineBit : MASK[t]) | (1 << (crossings[k] & 7))];
    if (v > score) score = v;
  }
  let top = SIZE;
  while (AT_LENGTH[top] === 0) top--;
  // The other tracks, when they may hold a longer run and the move may reach `best`: the best run of
  // those not through c, and of c's others without it.
  if (score < top && (near || top >= best)) {
    const start = c * MAX_CROSSINGS;
    const end = start + geo.crossingCount[c];
    for (let v = top; v > score; v--) {
      let others = AT_LENGTH[v];
      for (let k = start; k < end; k++) if (RUN[crossings[k] >> 3] === v) others--;
      if (others > 0) score = v;
    }
    for (let k = start; k < end; k++) {
      const t = crossings[k] >> 3;
      if (t !== line && RUN[t] > score) score = Math.max(score, LONGEST_RUN[MASK[t] & ~(1 << (crossings[k] & 7))]);
    }
  }
  if (score < 2) score = 0;
  if (near) {
    for (let k = 0; k < geo.shapes.length; k++) if (ON_SHAPE[k] - ((geo.shapeBits[c] >> k) & 1) + ((geo.shapeBits[d] >> k) & 1) === GLASSES) score = GLASSES;
  }
  return score;
}

/**
 * Greedy's first move under any rules, encoded, given the roll's first moves (`list`, `n` of them, as
 * `legalMovesInto` lists them): every pair is scored by the longest line it leaves (`moveScore`), in
 * order (first moves as listed, then their second moves as `secondMovesInto` lists them after the
 * first), and a pair that ties the best so far replaces it on a coin flip (`rng.below(2) === 0`). The
 * chosen first move's first best second move is left in `searchedSecond`. Changes nothing in `s`.
 */
export function greedyPairSearch(s: GameState, rng: Rng, list: Int32Array, n: number): number {
  load(s);
  const dice = s.dice as number[];
  const rook = s.rules.movement === 'rook';
  const one = s.rules.oneDirection;
  let best = -1;
  let bestMove = list[0];
  let bestSecond = 0;
  // The square whose glass is lifted for the first moves being tried (they come by glass).
  let lifted = -1;
  for (let i = 0; i < n; i++) {
    const m1 = list[i];
    const from = m1 & 63;
    const to = m1 >> 6;
    const g1 = s.at[from];
    // The die of a first move: the one its distance shows (die 0 for doubles); the other is left.
    const alongFile = from % SIZE === to % SIZE;
    const dist = alongFile ? Math.abs(RANK_OF[from] - RANK_OF[to]) : Math.abs(from - to);
    const left = dice[0] === dist ? dice[1] : dice[0];
    // The second moves go along the rank after a rook move along the file, else along the file.
    const dir0 = rook && alongFile ? 2 : 0;
    if (from !== lifted) {
      if (lifted >= 0) place(lifted, true);
      place(from, false);
      lifted = from;
    }
    place(to, true);
    const near = shapeNear();
    // This first move's first second move at the best score so far (and that score).
    let mineAt = -1;
    let mine = 0;
    for (let g = 0; g < GLASSES; g++) {
      const c = s.squareOf[g];
      if (g === g1 || c < 0) continue;
      const r = RANK_OF[c];
      for (let dir = dir0; dir < dir0 + 2; dir++) {
        if (one && s.direction[g] === (dir ^ 1)) continue;
        const d = landing(c - r * SIZE, r, dir, left);
        if (d < 0) continue;
        const score = moveScore(c, d, best, near);
        if (score < best) continue;
        if (mineAt !== score) {
          mineAt = score;
          mine = c | (d << 6);
        }
        if (score > best || rng.below(2) === 0) {
          best = score;
          bestMove = m1;
          bestSecond = mine;
        }
      }
    }
    place(to, false);
  }
  if (lifted >= 0) place(lifted, true);
  searchedSecond.move = bestSecond;
  return bestMove;
}

/** Greedy's best single move of the `n` in `list` (moves along a rank or file): the first that leaves the longest line. */
export function greedyBestSingle(s: GameState, list: Int32Array, n: number): number {
  load(s);
  const near = shapeNear();
  let best = -1;
  let bestMove = list[0];
  for (let i = 0; i < n; i++) {
    const score = moveScore(list[i] & 63, list[i] >> 6, best + 1, near);
    if (score > best) {
      best = score;
      bestMove = list[i];
    }
  }
  return bestMove;
}
