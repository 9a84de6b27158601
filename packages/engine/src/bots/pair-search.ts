/**
 * Greedy's searches under any rules (anarchist's lines in every direction and rook moves, or shapes
 * within reach): every move, or every pair of moves, is scored by the longest line it leaves, in the
 * order the engine lists them, with no board copied and no move list built. The board is read into
 * track masks that keep each track's longest run and how many tracks have each length; a first move
 * is made on them, and a move from c to d then scores from a few table look-ups: the best run of the
 * tracks not through c, the runs left on c's tracks, and the runs d makes.
 */
import { GLASSES, SIZE, SQUARES, RANK_OF, moveDistance, sameFile } from '../rules/geometry.ts';
import type { Rng } from '../rules/dice.ts';
import { LONGEST_RUN, MAX_CROSSINGS, type LineBoard } from '../rules/lines.ts';
import { directionAllowed, walk } from '../rules/moves.ts';
import { encodePair } from './rank-search.ts';
import type { BotScratch } from './scratch.ts';
import type { GameState } from '../rules/state.ts';

/** Is a shape on `board` one glass or less from complete? (Then a move may complete it.) */
function shapeNear(board: LineBoard): boolean {
  for (let k = 0; k < board.geo.shapes.length; k++) if (board.shapeCounts[k] >= GLASSES - 1) return true;
  return false;
}

/**
 * The track a move from `c` along its rank (`alongRank`) or file runs along, and c's place on it, as
 * `track << 3 | place` (the track -1 when that rank or file is not one).
 */
function lineOf(board: LineBoard, c: number, alongRank: boolean): number {
  const r = RANK_OF[c];
  const f = c - r * SIZE;
  return alongRank ? (board.geo.lineTrack[r] << 3) | f : (board.geo.lineTrack[SIZE + f] << 3) | r;
}

/** The longest run of the tracks through `d` once a glass moving along `line` (`lineOf`) lands there. */
function landScore(board: LineBoard, d: number, line: number): number {
  const { geo, masks } = board;
  const crossings = geo.crossings;
  const lineBit = 1 << (line & 7);
  let score = 0;
  for (let k = d * MAX_CROSSINGS, end = k + geo.crossingCount[d]; k < end; k++) {
    const t = crossings[k] >> 3;
    const v = LONGEST_RUN[(t === line >> 3 ? masks[t] & ~lineBit : masks[t]) | (1 << (crossings[k] & 7))];
    if (v > score) score = v;
  }
  return score;
}

/**
 * The longest run left once the glass on `c` leaves: on the tracks not through c as they are, on c's
 * without it (the track it moves along gains the glass again where it lands: `landScore`). `top`: the
 * longest run of any track. Exact when it is `floor` or more (otherwise some lower number).
 */
function baseScore(board: LineBoard, c: number, top: number, floor: number): number {
  const { geo, masks, runs, atLength } = board;
  const crossings = geo.crossings;
  const start = c * MAX_CROSSINGS;
  const end = start + geo.crossingCount[c];
  let score = 0;
  for (let v = top; v > 0 && v >= floor && score === 0; v--) {
    let others = atLength[v];
    for (let k = start; k < end; k++) if (runs[crossings[k] >> 3] === v) others--;
    if (others > 0) score = v;
  }
  for (let k = start; k < end; k++) {
    const t = crossings[k] >> 3;
    if (runs[t] > score) score = Math.max(score, LONGEST_RUN[masks[t] & ~(1 << (crossings[k] & 7))]);
  }
  return score;
}

/** The longest run on any track of `board`. */
function topRun(board: LineBoard): number {
  let top = SIZE;
  while (board.atLength[top] === 0) top--;
  return top;
}

/**
 * A move's score (the longest run it leaves, `score`, from `landScore` and `baseScore`) as greedy
 * counts it, the longest line standing as `standingLines(s, 2)` measures it: a run of two or more,
 * else 0; seven if the move from `c` to `d` completes a shape (`near`: `shapeNear()`).
 */
function finalScore(board: LineBoard, score: number, c: number, d: number, near: boolean): number {
  if (score < 2) score = 0;
  if (near) {
    const { geo, shapeCounts } = board;
    for (let k = 0; k < geo.shapes.length; k++) if (shapeCounts[k] - ((geo.shapeBits[c] >> k) & 1) + ((geo.shapeBits[d] >> k) & 1) === GLASSES) score = GLASSES;
  }
  return score;
}

/**
 * Greedy's pair of moves under any rules, given the roll's first moves (`list`, `n` of them, as
 * `legalMovesInto` lists them): every pair is scored by the longest line it leaves (`finalScore`), and
 * the pairs with the best score are collected in order (first moves as listed, then their second moves
 * as `secondMovesInto` lists them after the first); one is drawn with `rng.below(count)`, uniformly
 * among them, as the rank search draws. Returns it as `encodePair` does. Never writes to `s` (its first moves are made on a copy of the squares);
 * works in `scratch` (its search board and tie list).
 */
export function greedyPairSearch(s: GameState, rng: Rng, list: Int32Array, n: number, scratch: BotScratch): number {
  const board = scratch.searchBoard(s.rules);
  board.load(s);
  // The best pairs found so far, each as `encodePair` gives them.
  const TIES = scratch.pairTies;
  const { geo, masks } = board;
  const crossings = geo.crossings;
  const crossingCount = geo.crossingCount;
  const lineTrack = geo.lineTrack;
  // The glass on each square, a copy the first moves are made on (the state itself is never written).
  const at = scratch.squares;
  for (let q = 0; q < SQUARES; q++) at[q] = s.at[q];
  const squareOf = s.squareOf;
  const dice = s.dice as number[];
  const rook = s.rules.movement === 'rook';
  let best = -1;
  let ties = 0;
  // The square whose glass is lifted for the first moves being tried (they come by glass).
  let lifted = -1;
  for (let i = 0; i < n; i++) {
    const m1 = list[i];
    const from = m1 & 63;
    const to = m1 >> 6;
    const g1 = at[from];
    // The die of a first move: the one its distance shows (die 0 for doubles); the other is left.
    const alongFile = sameFile(from, to);
    const dist = moveDistance(from, to);
    const left = dice[0] === dist ? dice[1] : dice[0];
    // The second moves go along the rank after a rook move along the file, else along the file.
    const alongRank = rook && alongFile;
    const dir0 = alongRank ? 2 : 0;
    if (from !== lifted) {
      if (lifted >= 0) board.put(lifted);
      board.lift(from);
      lifted = from;
    }
    board.put(to);
    // The first move on the copy of the squares too, for the second moves' paths (put back below).
    at[from] = -1;
    at[to] = g1;
    const near = shapeNear(board);
    const top = topRun(board);
    for (let g = 0; g < GLASSES; g++) {
      const c = squareOf[g];
      if (g === g1 || c < 0) continue;
      // The track the glass moves along, and its place there (as lineOf gives them).
      const r = RANK_OF[c];
      const line = alongRank ? (lineTrack[r] << 3) | (c - r * SIZE) : (lineTrack[SIZE + c - r * SIZE] << 3) | r;
      const lineBit = 1 << (line & 7);
      // The runs the move leaves off the tracks it lands on, found once per glass when needed.
      let base = -1;
      for (let dir = dir0; dir < dir0 + 2; dir++) {
        if (!directionAllowed(s, g, dir)) continue;
        const d = walk(at, c, dir, left);
        if (d < 0) continue;
        // The longest run of the tracks through d with the glass landed there (landScore, inline).
        let score = 0;
        for (let k = d * MAX_CROSSINGS, end = k + crossingCount[d]; k < end; k++) {
          const t = crossings[k] >> 3;
          const v = LONGEST_RUN[(t === line >> 3 ? masks[t] & ~lineBit : masks[t]) | (1 << (crossings[k] & 7))];
          if (v > score) score = v;
        }
        // The other tracks count when they may hold more and the pair may reach the best so far.
        if (score < top && top >= best) {
          if (base < 0) base = baseScore(board, c, top, best);
          if (base > score) score = base;
        }
        score = finalScore(board, score, c, d, near);
        if (score < best) continue;
        if (score > best) {
          best = score;
          ties = 0;
        }
        TIES[ties++] = encodePair(m1, c | (d << 6));
      }
    }
    board.lift(to);
    at[to] = -1;
    at[from] = g1;
  }
  if (lifted >= 0) board.put(lifted);
  return TIES[rng.below(ties)];
}

/**
 * Greedy's best single move of the `n` in `list` (moves along a rank or file), by the pair search's
 * score (the longest line it leaves, `finalScore`): one drawn with `rng.below(count)` among those that
 * tie for the best, in list order (no draw when one move is best). Works in `scratch` (its search board
 * and the `seconds` list, which must not be `list`).
 */
export function greedyBestSingle(s: GameState, rng: Rng, list: Int32Array, n: number, scratch: BotScratch): number {
  const board = scratch.searchBoard(s.rules);
  board.load(s);
  const ties = scratch.seconds;
  const near = shapeNear(board);
  const top = topRun(board);
  let best = -1;
  let count = 0;
  for (let i = 0; i < n; i++) {
    const c = list[i] & 63;
    const d = list[i] >> 6;
    const line = lineOf(board, c, RANK_OF[c] === RANK_OF[d]);
    let score = landScore(board, d, line);
    // As in the pair search: the other tracks count when they may hold more and may reach the best.
    if (score < top && top >= best) score = Math.max(score, baseScore(board, c, top, best));
    score = finalScore(board, score, c, d, near);
    if (score < best) continue;
    if (score > best) {
      best = score;
      count = 0;
    }
    ties[count++] = list[i];
  }
  return count === 1 ? ties[0] : ties[rng.below(count)];
}
