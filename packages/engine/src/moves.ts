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
import { ROOK_DIRECTIONS, SIZE, GLASSES, RANK_OF, oppositeDirection } from './board.ts';
import type { GameState } from './state.ts';

/** Encode a move as a number. */
export const encodeMove = (from: number, to: number): number => from | (to << 6);
export const moveFrom = (m: number): number => m & 63;
export const moveTo = (m: number): number => m >> 6;

/** The two moves of a roll, as squares (for tests and perft-style counts). */
export interface MovePair {
  readonly first: { from: number; to: number };
  readonly second: { from: number; to: number };
}

/** Directions a rule set moves along: 0,1 = along the file; 2,3 = along the rank. */
const fileDirs = (dirs: number): boolean => dirs < 2;

/**
 * The square a glass on `from` reaches by `dist` steps in direction `dir`, or -1 when it would leave
 * the board or pass through or land on another glass.
 */
export function walk(at: readonly number[], from: number, dir: number, dist: number): number {
  const [df, dr] = ROOK_DIRECTIONS[dir];
  let f = from % SIZE;
  let r = (from / SIZE) | 0;
  for (let i = 0; i < dist; i++) {
    f += df;
    r += dr;
    if (f < 0 || f >= SIZE || r < 0 || r >= SIZE || at[r * SIZE + f] >= 0) return -1;
  }
  return r * SIZE + f;
}

/** Is direction `dir` open to `glass` under the one-direction-per-turn rule? */
function directionAllowed(s: GameState, glass: number, dir: number): boolean {
  if (!s.rules.oneDirection) return true;
  const prev = s.direction[glass];
  return prev < 0 || prev !== oppositeDirection(dir);
}

/** Per glass, how far it may go up and down its file now (-1: not at all). Scratch, refilled per call. */
const UP = new Int8Array(GLASSES);
const DOWN = new Int8Array(GLASSES);

/** Fill UP and DOWN for file movement. */
function fileReach(s: GameState): void {
  const one = s.rules.oneDirection;
  const sqs = s.squareOf;
  for (let g = 0; g < GLASSES; g++) {
    const sq = sqs[g];
    if (sq < 0) {
      UP[g] = -1;
      DOWN[g] = -1;
      continue;
    }
    const r = RANK_OF[sq];
    const prev = one ? s.direction[g] : -1;
    UP[g] = prev === 1 ? -1 : SIZE - 1 - r;
    DOWN[g] = prev === 0 ? -1 : r;
  }
}

/** With UP and DOWN filled: the glasses that can move `dist` along their file. */
function reachMask(dist: number): number {
  let mask = 0;
  for (let g = 0; g < GLASSES; g++) if (UP[g] >= dist || DOWN[g] >= dist) mask |= 1 << g;
  return mask;
}

/**
 * Rook movement: bit mask of the glasses (other than `except`) that have a move of `dist` now along
 * one orientation (`orientation` 0 = along the file, 1 = along the rank, -1 = any). File movement
 * uses `fileReach` and `reachMask` instead.
 */
function glassesWithMove(s: GameState, dist: number, except: number, orientation: number): number {
  let mask = 0;
  for (let g = 0; g < GLASSES; g++) {
    const sq = s.squareOf[g];
    if (g === except || sq < 0) continue;
    for (let dir = 0; dir < 4; dir++) {
      if (orientation >= 0 && (fileDirs(dir) ? 0 : 1) !== orientation) continue;
      if (directionAllowed(s, g, dir) && walk(s.at, sq, dir, dist) >= 0) {
        mask |= 1 << g;
        break;
      }
    }
  }
  return mask;
}

/** Scratch space for `legalMovesInto` callers that want no garbage (a roll has at most 4 * 7 * 2 moves). */
export const MOVE_BUFFER_SIZE = 64;

/**
 * Legal moves now, encoded: with no move made yet, every first move that some second move can follow;
 * after one move, every second move. Empty when both are made or nothing can move.
 */
export function legalMoves(s: GameState): number[] {
  const buf = new Int32Array(MOVE_BUFFER_SIZE);
  return Array.from(buf.subarray(0, legalMovesInto(s, buf)));
}

const CHECK = new Int32Array(MOVE_BUFFER_SIZE);

/** Is moving the glass on `from` to `to` legal now? (Allocates nothing.) */
export function isLegalMove(s: GameState, from: number, to: number): boolean {
  const n = legalMovesInto(s, CHECK);
  const m = encodeMove(from, to);
  for (let i = 0; i < n; i++) if (CHECK[i] === m) return true;
  return false;
}

/** `legalMoves`, written into `out`; returns how many. Allocates nothing. */
export function legalMovesInto(s: GameState, out: Int32Array): number {
  if (s.phase !== 'moving' || !s.dice) return 0;
  const dice = s.dice;
  const rook = s.rules.movement === 'rook';
  let n = 0;
  if (s.moves.length === 1) {
    const first = s.moves[0];
    const dist = dice[1 - first.die];
    if (!rook) {
      // File movement: one glass per file, so nothing blocks: only the board's edge and direction.
      fileReach(s);
      const step = dist * SIZE;
      for (let g = 0; g < GLASSES; g++) {
        if (g === first.glass) continue;
        const sq = s.squareOf[g];
        if (UP[g] >= dist) out[n++] = sq | ((sq + step) << 6);
        if (DOWN[g] >= dist) out[n++] = sq | ((sq - step) << 6);
      }
      return n;
    }
    const firstOrientation = orientationOf(first.from, first.to);
    for (let g = 0; g < GLASSES; g++) {
      const sq = s.squareOf[g];
      if (g === first.glass || sq < 0) continue;
      for (let dir = 0; dir < 4; dir++) {
        if ((fileDirs(dir) ? 0 : 1) === firstOrientation || !directionAllowed(s, g, dir)) continue;
        const to = walk(s.at, sq, dir, dist);
        if (to >= 0) out[n++] = encodeMove(sq, to);
      }
    }
    return n;
  }
  if (s.moves.length !== 0) return 0;
  // A move's distance names its die, so the two dice never list the same move twice (doubles: one die).
  const dieCount = dice[0] === dice[1] ? 1 : 2;
  if (!rook) fileReach(s);
  for (let die = 0; die < dieCount; die++) {
    const dist = dice[die];
    const otherDist = dice[1 - die];
    if (!rook) {
      const others = reachMask(otherDist);
      const step = dist * SIZE;
      for (let g = 0; g < GLASSES; g++) {
        if ((others & ~(1 << g)) === 0) continue;
        const sq = s.squareOf[g];
        if (UP[g] >= dist) out[n++] = sq | ((sq + step) << 6);
        if (DOWN[g] >= dist) out[n++] = sq | ((sq - step) << 6);
      }
      continue;
    }
    for (let g = 0; g < GLASSES; g++) {
      const sq = s.squareOf[g];
      if (sq < 0) continue;
      for (let dir = 0; dir < 4; dir++) {
        if (!directionAllowed(s, g, dir)) continue;
        const to = walk(s.at, sq, dir, dist);
        if (to < 0) continue;
        // Make the move on the board, look for a second move along the other orientation, undo.
        s.at[sq] = -1;
        s.at[to] = g;
        s.squareOf[g] = to;
        const follows = glassesWithMove(s, otherDist, g, fileDirs(dir) ? 1 : 0) !== 0;
        s.squareOf[g] = sq;
        s.at[to] = -1;
        s.at[sq] = g;
        if (follows) out[n++] = encodeMove(sq, to);
      }
    }
  }
  return n;
}

/** Along the file (0) or along the rank (1). */
export const orientationOf = (from: number, to: number): number => (from % SIZE === to % SIZE ? 0 : 1);

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
    fileReach(s);
    const a = reachMask(dice[0]);
    if (a === 0) return false;
    const b = dice[0] === dice[1] ? a : reachMask(dice[1]);
    if (b === 0) return false;
    return !(a === b && (a & (a - 1)) === 0);
  }
  const saved = s.moves;
  const savedPhase = s.phase;
  s.moves = [];
  s.phase = 'moving';
  const found = legalMoves(s).length > 0;
  s.moves = saved;
  s.phase = savedPhase;
  return found;
}

/**
 * Every legal pair of moves for the roll in `s` (no move made yet), each counted once: with doubles
 * the same two moves in either order are one pair. The way a chess engine's perft counts positions.
 */
export function legalPairs(s: GameState): MovePair[] {
  const pairs: MovePair[] = [];
  const seen = new Set<string>();
  const probe: GameState = { ...s, phase: 'moving', moves: [], at: [...s.at], squareOf: [...s.squareOf] };
  for (const m1 of legalMoves(probe)) {
    const from = moveFrom(m1);
    const to = moveTo(m1);
    const g = probe.at[from];
    const dist = Math.abs(from - to) >= SIZE ? Math.abs(from - to) / SIZE : Math.abs(from - to);
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
