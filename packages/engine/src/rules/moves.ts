/**
 * Moves: which glass may go where for the current roll.
 *
 * A roll moves two different glasses, one per die, each exactly the die's count. With file movement
 * (powell, da-gucci, de-jesus) a glass goes up or down its own file; with rook movement (anarchist)
 * along its rank or file, never through or onto another glass, and of the two glasses one moves along
 * its rank and the other along its file. A first move is legal only if some second move can follow it:
 * a roll that cannot use both dice moves nothing.
 *
 * With file movement the engine keeps one glass on each file (a position with two on a file is
 * refused), so nothing ever blocks a file move: only the board's edge and the one-direction rule.
 *
 * A move is encoded as `from | to << 6` (see `encodeMove`) so the hot paths allocate nothing.
 */
import { ROOK_DIRECTIONS, SIZE, SQUARES, GLASSES, RANK_OF, moveDistance, oppositeDirection } from './geometry.ts';
import type { GameState } from './state.ts';

/** Put glass `g` on `to` (or off the board with -1). */
export function placeGlass(s: GameState, g: number, to: number): void {
  const from = s.squareOf[g];
  if (from >= 0) s.at[from] = -1;
  s.squareOf[g] = to;
  if (to >= 0) s.at[to] = g;
}

/** Encode a move as a number. */
export const encodeMove = (from: number, to: number): number => from | (to << 6);
export const moveFrom = (m: number): number => m & 63;
export const moveTo = (m: number): number => m >> 6;

/** The two moves of a roll, as squares (for tests and perft-style counts). */
export interface MovePair {
  readonly first: { from: number; to: number };
  readonly second: { from: number; to: number };
}

// Directions (ROOK_DIRECTIONS): 0 up the file, 1 down it, 2 right along the rank, 3 left.

/**
 * RAYS[(from * 4 + dir) * SIZE + k]: the square k steps (1..6) from `from` in direction `dir`, or -1
 * off the board. A table, so that a walk is a few loads (rook moves are listed in the hot paths).
 */
const RAYS = new Int8Array(SQUARES * 4 * SIZE).fill(-1);
for (let q = 0; q < SQUARES; q++) {
  for (let dir = 0; dir < 4; dir++) {
    const [df, dr] = ROOK_DIRECTIONS[dir];
    for (let k = 1; k < SIZE; k++) {
      const f = (q % SIZE) + df * k;
      const r = RANK_OF[q] + dr * k;
      if (f >= 0 && f < SIZE && r >= 0 && r < SIZE) RAYS[(q * 4 + dir) * SIZE + k] = r * SIZE + f;
    }
  }
}

/**
 * The square a glass on `from` reaches by `dist` steps in direction `dir`, or -1 when it would leave
 * the board or pass through or land on another glass.
 */
export function walk(at: readonly number[], from: number, dir: number, dist: number): number {
  const base = (from * 4 + dir) * SIZE;
  let q = -1;
  for (let k = 1; k <= dist; k++) {
    q = RAYS[base + k];
    if (q < 0 || at[q] >= 0) return -1;
  }
  return q;
}

/** Is direction `dir` open to `glass` under the one-direction-per-turn rule? */
export function directionAllowed(s: GameState, glass: number, dir: number): boolean {
  if (!s.rules.oneDirection) return true;
  const prev = s.direction[glass];
  return prev < 0 || prev !== oppositeDirection(dir);
}

/**
 * File movement: the bit masks of the glasses that can move `d0` and of those that can move `d1` along
 * their file now, packed as `a | b << 8`. A glass on rank r reaches SIZE - 1 - r squares up and r down,
 * but under one direction not back the way it has gone this turn.
 */
function fileReach(s: GameState, d0: number, d1: number): number {
  const one = s.rules.oneDirection;
  const sqs = s.squareOf;
  const dirs = s.direction;
  let a = 0;
  let b = 0;
  for (let g = 0; g < GLASSES; g++) {
    const sq = sqs[g];
    if (sq < 0) continue;
    const r = RANK_OF[sq];
    const prev = one ? dirs[g] : -1;
    const up = prev === 1 ? -1 : SIZE - 1 - r;
    const down = prev === 0 ? -1 : r;
    if (up >= d0 || down >= d0) a |= 1 << g;
    if (up >= d1 || down >= d1) b |= 1 << g;
  }
  return a | (b << 8);
}

/**
 * The size of the move lists that `legalMovesInto` and `firstMovesInto` write into (a roll has at most
 * 4 * 7 * 2 moves); a caller that wants no garbage keeps one and passes it in.
 */
export const MOVE_BUFFER_SIZE = 64;

/**
 * Legal moves now, encoded: with no move made yet, every first move that some second move can follow;
 * after one move, every second move. Empty when both are made or nothing can move.
 */
export function legalMoves(s: GameState): number[] {
  const buf = new Int32Array(MOVE_BUFFER_SIZE);
  return Array.from(buf.subarray(0, legalMovesInto(s, buf)));
}

/** Is moving the glass on `from` to `to` legal now? (File movement allocates nothing; rook movement lists the moves.) */
export function isLegalMove(s: GameState, from: number, to: number): boolean {
  if (s.rules.movement === 'file') return isLegalFileMove(s, from, to);
  const list = new Int32Array(MOVE_BUFFER_SIZE);
  const n = legalMovesInto(s, list);
  const m = encodeMove(from, to);
  for (let i = 0; i < n; i++) if (list[i] === m) return true;
  return false;
}

/**
 * `isLegalMove` for file movement without listing every move: the same test `legalMovesInto` makes,
 * for one glass (a test checks the two agree on every square pair). The move must go along the glass's
 * file by the open die (either die for a first move, then some other glass must be able to take the
 * other), within the board and, under one direction, not back the way the glass has gone this turn.
 */
function isLegalFileMove(s: GameState, from: number, to: number): boolean {
  if (s.phase !== 'moving' || !s.dice || s.moves.length > 1) return false;
  if (!(from >= 0 && from < SQUARES && to >= 0 && to < SQUARES) || from % SIZE !== to % SIZE || from === to) return false;
  const g = s.at[from];
  if (g < 0) return false;
  const dist = Math.abs(RANK_OF[to] - RANK_OF[from]);
  const dice = s.dice;
  let other: number;
  if (s.moves.length === 1) {
    const first = s.moves[0];
    if (g === first.glass || dist !== dice[1 - first.die]) return false;
    other = dist;
  } else if (dist === dice[0]) other = dice[1];
  else if (dist === dice[1]) other = dice[0];
  else return false;
  // The glass's own reach that way (as fileReach works it out), then, for a first move, whether
  // another glass can take the other die.
  const prev = s.rules.oneDirection ? s.direction[g] : -1;
  const r = RANK_OF[from];
  const reach = to > from ? (prev === 1 ? -1 : SIZE - 1 - r) : prev === 0 ? -1 : r;
  if (reach < dist) return false;
  return s.moves.length === 1 || (fileReach(s, other, other) & 0xff & ~(1 << g)) !== 0;
}

/** `legalMoves`, written into `out` (`MOVE_BUFFER_SIZE` entries); returns how many. Allocates nothing under file movement. */
export function legalMovesInto(s: GameState, out: Int32Array): number {
  if (s.phase !== 'moving' || !s.dice) return 0;
  const dice = s.dice;
  if (s.moves.length === 1) {
    const first = s.moves[0];
    return secondMovesInto(s, first.glass, first.from, first.to, dice[1 - first.die], out);
  }
  if (s.moves.length !== 0) return 0;
  return firstMovesInto(s, out);
}

/**
 * The second moves of a roll once glass `glass` has moved from `from` to `to` (already made on the
 * board) and the other die shows `dist`, written into `out`; returns how many. This is what
 * `legalMovesInto` lists after the first move; it reads nothing else of that move, so a search can
 * list a pair's second moves without recording the first in `s.moves`. Allocates nothing.
 */
function secondMovesInto(s: GameState, glass: number, from: number, to: number, dist: number, out: Int32Array): number {
  let n = 0;
  if (s.rules.movement !== 'rook') {
    // File movement: one glass per file, so nothing blocks: only the board's edge and, under one
    // direction, the way the glass has gone this turn (what fileReach works out, inline here).
    const one = s.rules.oneDirection;
    const step = dist * SIZE;
    for (let g = 0; g < GLASSES; g++) {
      const sq = s.squareOf[g];
      if (g === glass || sq < 0) continue;
      const r = RANK_OF[sq];
      const prev = one ? s.direction[g] : -1;
      if (prev !== 1 && r + dist < SIZE) out[n++] = sq | ((sq + step) << 6);
      if (prev !== 0 && r >= dist) out[n++] = sq | ((sq - step) << 6);
    }
    return n;
  }
  // Rook movement: along the other orientation than the first move (directions 0,1 along the file, 2,3 along the rank).
  const dir0 = orientationOf(from, to) === 0 ? 2 : 0;
  for (let g = 0; g < GLASSES; g++) {
    const sq = s.squareOf[g];
    if (g === glass || sq < 0) continue;
    for (let dir = dir0; dir < dir0 + 2; dir++) {
      if (!directionAllowed(s, g, dir)) continue;
      const q = walk(s.at, sq, dir, dist);
      if (q >= 0) out[n++] = encodeMove(sq, q);
    }
  }
  return n;
}

/**
 * The first moves of the roll in `s` (no move made yet; the phase is not looked at), each one that
 * some second move can follow, written into `out`; returns how many. This is the list `legalMovesInto`
 * gives when the roll is to be moved, and it is empty exactly when `hasLegalPair` is false, so a roll
 * can be checked for being stuck and listed in one go (see `phaseAfterRoll`). Allocates nothing.
 */
export function firstMovesInto(s: GameState, out: Int32Array): number {
  const dice = s.dice as number[];
  const d0 = dice[0];
  const d1 = dice[1];
  if (s.rules.movement === 'file') return fileFirstMoves(s, d0, d1, out);
  return rookFirstMoves(s, d0, d1, out);
}

/**
 * LINE_PATH[(pos * 2 + back) * SIZE + dist]: on one rank or file, as a 7-bit mask (bit i: the line's
 * i-th square), the squares a move of `dist` from place `pos` passes and lands on, forward (`back` 0:
 * up the file or right along the rank) or back; -1 where it would leave the board. A move is clear
 * when the line's glasses miss that mask.
 */
const LINE_PATH = new Int8Array(SIZE * 2 * SIZE).fill(-1);
for (let pos = 0; pos < SIZE; pos++) {
  for (let dist = 1; dist < SIZE; dist++) {
    if (pos + dist < SIZE) LINE_PATH[pos * 2 * SIZE + dist] = ((1 << dist) - 1) << (pos + 1);
    if (pos - dist >= 0) LINE_PATH[(pos * 2 + 1) * SIZE + dist] = ((1 << dist) - 1) << (pos - dist);
  }
}

/** Is a move of `dist` from place `pos` on a line holding glasses `line` (a 7-bit mask) clear, forward or `back`? */
const clearOnLine = (line: number, pos: number, back: number, dist: number): boolean => {
  const path = LINE_PATH[(pos * 2 + back) * SIZE + dist];
  return path >= 0 && (line & path) === 0;
};

/**
 * The board as `rookFirstMoves` reads it, made once per call: per rank, the files holding a glass (a
 * 7-bit mask), and per file the ranks; the glasses (a bit mask of glass numbers) on each rank and
 * file; and per glass its rank and file (-1 off the board) and its open directions (4 bits, as
 * `directionAllowed` has them; none off the board). Small arrays of small integers: cheaper to make
 * per call than typed arrays.
 */
class RookLines {
  readonly rankBits = [0, 0, 0, 0, 0, 0, 0];
  readonly fileBits = [0, 0, 0, 0, 0, 0, 0];
  readonly onRank = [0, 0, 0, 0, 0, 0, 0];
  readonly onFile = [0, 0, 0, 0, 0, 0, 0];
  readonly glassRank = [-1, -1, -1, -1, -1, -1, -1];
  readonly glassFile = [0, 0, 0, 0, 0, 0, 0];
  readonly open = [0, 0, 0, 0, 0, 0, 0];
}

/** Does a glass at place `pos` of a line holding glasses `line` have a clear move of `dist` along it, either way that `open` (2 bits: forward, back) allows? */
const movesOnLine = (line: number, pos: number, open: number, dist: number): boolean =>
  ((open & 1) !== 0 && clearOnLine(line, pos, 0, dist)) || ((open & 2) !== 0 && clearOnLine(line, pos, 1, dist));

/**
 * The glasses (bit masks) with a clear move of `dist` along their rank, and along their file, on the
 * board `b` as it stands, packed as `byRank | byFile << 8`.
 */
function rookMovers(b: RookLines, dist: number): number {
  let byRank = 0;
  let byFile = 0;
  for (let g = 0; g < GLASSES; g++) {
    const r = b.glassRank[g];
    if (r < 0) continue;
    const f = b.glassFile[g];
    const open = b.open[g];
    if (movesOnLine(b.rankBits[r], f, open >> 2, dist)) byRank |= 1 << g;
    if (movesOnLine(b.fileBits[f], r, open & 3, dist)) byFile |= 1 << g;
  }
  return byRank | (byFile << 8);
}

/**
 * For `rookFirstMoves`, once a glass has moved along a file from rank `r1` to rank `r2` of file `f`
 * (`alongRank`: the second move goes along a rank), or along a rank from file `r1` to file `r2` of
 * rank `f`: does one of the glasses in `near` (those on the two lines the move changed, the moved one
 * left out) have a clear move of `dist` along the other orientation on the board the move leaves?
 */
function moverAfter(b: RookLines, near: number, alongRank: boolean, r1: number, r2: number, f: number, dist: number): boolean {
  for (let g = 0; near >> g !== 0; g++) {
    if (((near >> g) & 1) === 0) continue;
    const r = b.glassRank[g];
    const c = b.glassFile[g];
    // The line the glass moves along, with the first move made on it.
    const at = alongRank ? r : c;
    let line = alongRank ? b.rankBits[r] : b.fileBits[c];
    if (at === r1) line &= ~(1 << f);
    if (at === r2) line |= 1 << f;
    if (movesOnLine(line, alongRank ? c : r, alongRank ? b.open[g] >> 2 : b.open[g] & 3, dist)) return true;
  }
  return false;
}

/**
 * `firstMovesInto` for rook movement: by die (doubles: one die), glass, direction, each move that
 * leaves another glass a move of the other die along the other orientation. The board is read once
 * into a 7-bit mask per rank and per file, so a move is clear when its line misses the squares it
 * passes (one AND). Which glasses have a move of the other die along each orientation is found once
 * per die; a first move along a file changes only two ranks (the ones it leaves and lands on), so it
 * follows when a glass off those ranks has its move, and otherwise the glasses on them are looked at
 * with the move made on their masks (and likewise for a first move along a rank).
 */
function rookFirstMoves(s: GameState, d0: number, d1: number, out: Int32Array): number {
  const sqs = s.squareOf;
  const one = s.rules.oneDirection;
  const b = new RookLines();
  const { rankBits, fileBits, onRank, onFile, glassRank, glassFile, open: opens } = b;
  for (let g = 0; g < GLASSES; g++) {
    const sq = sqs[g];
    if (sq < 0) continue;
    const r = RANK_OF[sq];
    const f = sq - r * SIZE;
    glassRank[g] = r;
    glassFile[g] = f;
    rankBits[r] |= 1 << f;
    fileBits[f] |= 1 << r;
    onRank[r] |= 1 << g;
    onFile[f] |= 1 << g;
    // Under one direction, not back the way the glass has gone this turn (as `directionAllowed`).
    const prev = one ? s.direction[g] : -1;
    opens[g] = prev < 0 ? 15 : 15 & ~(1 << oppositeDirection(prev));
  }
  const dieCount = d0 === d1 ? 1 : 2;
  let n = 0;
  for (let die = 0; die < dieCount; die++) {
    const dist = die === 0 ? d0 : d1;
    const otherDist = die === 0 ? d1 : d0;
    // The glasses with a second move along a rank (after a first move along a file), and along a file.
    const movers = rookMovers(b, otherDist);
    const byRank = movers & 0xff;
    const byFile = movers >> 8;
    for (let g = 0; g < GLASSES; g++) {
      const r = glassRank[g];
      if (r < 0) continue;
      const f = glassFile[g];
      const open = opens[g];
      const others = ~(1 << g);
      const sq = r * SIZE + f;
      // Up and down the file (directions 0 and 1), then right and left along the rank (2 and 3).
      for (let dir = 0; dir < 2; dir++) {
        if (((open >> dir) & 1) === 0 || !clearOnLine(fileBits[f], r, dir, dist)) continue;
        const r2 = dir === 0 ? r + dist : r - dist;
        const near = (onRank[r] | onRank[r2]) & others;
        if ((byRank & others & ~near) !== 0 || moverAfter(b, near, true, r, r2, f, otherDist)) out[n++] = encodeMove(sq, r2 * SIZE + f);
      }
      for (let dir = 2; dir < 4; dir++) {
        if (((open >> dir) & 1) === 0 || !clearOnLine(rankBits[r], f, dir - 2, dist)) continue;
        const f2 = dir === 2 ? f + dist : f - dist;
        const near = (onFile[f] | onFile[f2]) & others;
        if ((byFile & others & ~near) !== 0 || moverAfter(b, near, false, f, f2, r, otherDist)) out[n++] = encodeMove(sq, r * SIZE + f2);
      }
    }
  }
  return n;
}

/**
 * File movement: where in `out` die 1's first moves are kept while die 0's are listed, before they are
 * appended. Die 0's take at most 14 entries and a spare (a move is written before it is known to
 * count), die 1's as many from here, within `MOVE_BUFFER_SIZE`.
 */
const LATER = 32;

/**
 * `firstMovesInto` for file movement, in one pass over the glasses. One glass per file, so nothing
 * blocks: a glass can move a die up or down its file within the board (and, under one direction, not
 * back the way it has gone this turn, as in fileReach), and such a move is a first move when some
 * other glass can take the other die. Listed by die (doubles: one die, since a move's distance names
 * its die), then glass, then up before down.
 */
function fileFirstMoves(s: GameState, d0: number, d1: number, out: Int32Array): number {
  const one = s.rules.oneDirection;
  const sqs = s.squareOf;
  const doubles = d0 === d1;
  const step0 = d0 * SIZE;
  const step1 = d1 * SIZE;
  // a, b: the glasses with a move of d0, of d1. n, m: die 0's and die 1's moves so far.
  let a = 0;
  let b = 0;
  let n = 0;
  let m = 0;
  for (let g = 0; g < GLASSES; g++) {
    const sq = sqs[g];
    if (sq < 0) continue;
    const r = RANK_OF[sq];
    const prev = one ? s.direction[g] : -1;
    const up = prev === 1 ? -1 : SIZE - 1 - r;
    const down = prev === 0 ? -1 : r;
    // Without branches (which glass can go where is data the processor cannot predict): each move
    // is written, and kept by counting it, when (reach - die) >> 31 is 0, that is when reach >= die.
    const up0 = ((up - d0) >> 31) + 1;
    const down0 = ((down - d0) >> 31) + 1;
    out[n] = sq | ((sq + step0) << 6);
    n += up0;
    out[n] = sq | ((sq - step0) << 6);
    n += down0;
    a |= (up0 | down0) << g;
    const up1 = ((up - d1) >> 31) + 1;
    const down1 = ((down - d1) >> 31) + 1;
    out[LATER + m] = sq | ((sq + step1) << 6);
    m += up1;
    out[LATER + m] = sq | ((sq - step1) << 6);
    m += down1;
    b |= (up1 | down1) << g;
  }
  if (a === 0 || b === 0) return 0;
  // Every glass has a partner for the other die, except one that is alone in that die's mask.
  if ((b & (b - 1)) === 0) n = dropMovesFrom(out, 0, n, sqs[31 - Math.clz32(b)]);
  if (doubles) return n;
  if ((a & (a - 1)) === 0) m = dropMovesFrom(out, LATER, m, sqs[31 - Math.clz32(a)]);
  // n <= 14 < LATER: each entry moves down, so copying forward reads nothing already overwritten.
  for (let i = 0; i < m; i++) out[n++] = out[LATER + i];
  return n;
}

/**
 * File movement: the second moves once the first move `first`, one of the roll's first moves `list`
 * (`n` of them, as `firstMovesInto` listed them), has been made: what `legalMovesInto` lists then, read
 * off the first list as the moves of the other die less the moved glass's. This holds because with one
 * glass per file the first move changes no other glass's moves, and a glass dropped from the first list
 * for want of a partner can only be the moved one (a test checks it against `legalMovesInto`). `out`
 * may be `list` itself. Returns how many.
 */
export function secondMovesFromFirst(list: Int32Array, n: number, first: number, dice: readonly number[], out: Int32Array): number {
  const from = first & 63;
  const used = Math.abs(RANK_OF[first >> 6] - RANK_OF[from]);
  const step = (dice[0] === dice[1] || used !== dice[0] ? dice[0] : dice[1]) * SIZE;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const m = list[i];
    const f = m & 63;
    if (f !== from && Math.abs((m >> 6) - f) === step) out[k++] = m;
  }
  return k;
}

/** Remove the moves from square `from` of the `n` moves in `list` from index `start`, keeping the order; the new count. */
function dropMovesFrom(list: Int32Array, start: number, n: number, from: number): number {
  let k = start;
  for (let i = start; i < start + n; i++) if ((list[i] & 63) !== from) list[k++] = list[i];
  return k - start;
}

/** Along the file (0) or along the rank (1). */
const orientationOf = (from: number, to: number): number => (from % SIZE === to % SIZE ? 0 : 1);

/** Direction index of a move from `from` to `to` (which must share a rank or file). */
export function directionOf(from: number, to: number): number {
  if (from % SIZE === to % SIZE) return to > from ? 0 : 1;
  return to > from ? 2 : 3;
}

/** Can the roll in `s` (no move made yet) use both dice? */
export function hasLegalPair(s: GameState): boolean {
  if (!s.dice) return false;
  const dice = s.dice;
  if (s.rules.movement === 'file') {
    // Two different glasses, one per die: there is a pair unless a mask is empty or both masks are
    // the same single glass.
    const reach = fileReach(s, dice[0], dice[1]);
    const a = reach & 0xff;
    if (a === 0) return false;
    const b = reach >> 8;
    if (b === 0) return false;
    return !(a === b && (a & (a - 1)) === 0);
  }
  return firstMovesInto(s, new Int32Array(MOVE_BUFFER_SIZE)) > 0;
}

/**
 * The legal pairs of moves for the roll in `s`, as the state stands, each counted once: with doubles
 * the same two moves in either order are one pair (the way a chess engine's perft counts positions).
 * In the `moving` phase before the first move: every pair. After the first move: the pairs that begin
 * with it, one per second move. In any other phase (no roll yet, a roll that passed the dice, the
 * moves made): none.
 */
export function legalPairs(s: GameState): MovePair[] {
  if (s.phase !== 'moving' || !s.dice || s.moves.length > 1) return [];
  if (s.moves.length === 1) {
    const first = { from: s.moves[0].from, to: s.moves[0].to };
    return legalMoves(s).map((m) => ({ first, second: { from: moveFrom(m), to: moveTo(m) } }));
  }
  const pairs: MovePair[] = [];
  const seen = new Set<string>();
  const probe: GameState = { ...s, phase: 'moving', moves: [], at: [...s.at], squareOf: [...s.squareOf] };
  for (const m1 of legalMoves(probe)) {
    const from = moveFrom(m1);
    const to = moveTo(m1);
    const g = probe.at[from];
    const dist = moveDistance(from, to);
    const dice = probe.dice as number[];
    // A first move of a distance both dice show (doubles) uses die 0; otherwise the die it matches.
    const die = dice[0] === dist ? 0 : 1;
    const after: GameState = {
      ...probe,
      at: [...probe.at],
      squareOf: [...probe.squareOf],
      direction: [...probe.direction],
      moves: [{ glass: g, from, to, die, prevDirection: probe.direction[g], wasMoved: false }],
    };
    after.at[from] = -1;
    after.at[to] = g;
    after.squareOf[g] = to;
    after.direction[g] = directionOf(from, to);
    for (const m2 of legalMoves(after)) {
      const key = [`${from}-${to}`, `${moveFrom(m2)}-${moveTo(m2)}`].sort().join('|');
      if (seen.has(key)) continue;
      seen.add(key);
      pairs.push({ first: { from, to }, second: { from: moveFrom(m2), to: moveTo(m2) } });
    }
  }
  return pairs;
}
