/**
 * Moves: which glass may go where for the current roll.
 *
 * A roll moves two different glasses, one per die, each exactly the die's count. With file movement
 * (powell, da-gucci, de-jesus) a glass goes up or down its own file; with rook movement (anarchist)
 * along its rank or file, never through or onto another glass, and of the two glasses one moves along
 * its rank and the other along its file. A first move is legal only if some second move can follow it:
 * a roll that cannot use both dice moves nothing.
 *
 * A move is encoded as `from | to << 6` (see `encodeMove`) so the hot paths allocate nothing.
 */
import { ROOK_DIRECTIONS, SIZE, GLASSES, oppositeDirection } from './board.ts';
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

/** Number of directions a glass may move in: 2 along the file, or 4 like a rook. */
const dirCount = (s: GameState): number => (s.rules.movement === 'rook' ? 4 : 2);

/**
 * Bit mask of the glasses (other than `except`) that have a move of `dist` now, restricted to one
 * orientation for rook movement (`orientation` 0 = along the file, 1 = along the rank, -1 = any).
 */
function glassesWithMove(s: GameState, dist: number, except: number, orientation: number): number {
  let mask = 0;
  const n = dirCount(s);
  for (let g = 0; g < GLASSES; g++) {
    const sq = s.squareOf[g];
    if (g === except || sq < 0) continue;
    for (let dir = 0; dir < n; dir++) {
      if (orientation >= 0 && (fileDirs(dir) ? 0 : 1) !== orientation) continue;
      if (directionAllowed(s, g, dir) && walk(s.at, sq, dir, dist) >= 0) {
        mask |= 1 << g;
        break;
      }
    }
  }
  return mask;
}

/** The dice values still to be used in this roll, with the index of each die. */
function openDice(s: GameState): number[] {
  const dice = s.dice;
  if (!dice) return [];
  if (s.moves.length === 0) return dice[0] === dice[1] ? [0] : [0, 1];
  if (s.moves.length === 1) return [1 - s.moves[0].die];
  return [];
}

/**
 * Legal moves now, encoded: with no move made yet, every first move that some second move can follow;
 * after one move, every second move. Empty when both are made or nothing can move.
 */
export function legalMoves(s: GameState): number[] {
  const out: number[] = [];
  if (s.phase !== 'moving' || !s.dice) return out;
  const dice = s.dice;
  const n = dirCount(s);
  const rook = s.rules.movement === 'rook';
  if (s.moves.length === 1) {
    const first = s.moves[0];
    const dist = dice[1 - first.die];
    const firstOrientation = rook ? orientationOf(first.from, first.to) : -1;
    for (let g = 0; g < GLASSES; g++) {
      const sq = s.squareOf[g];
      if (g === first.glass || sq < 0) continue;
      for (let dir = 0; dir < n; dir++) {
        if (rook && (fileDirs(dir) ? 0 : 1) === firstOrientation) continue;
        if (!directionAllowed(s, g, dir)) continue;
        const to = walk(s.at, sq, dir, dist);
        if (to >= 0) out.push(encodeMove(sq, to));
      }
    }
    return out;
  }
  if (s.moves.length !== 0) return out;
  for (const die of openDice(s)) {
    const dist = dice[die];
    const otherDist = dice[1 - die];
    // File movement: glasses never share a file, so one glass's move cannot block another's.
    const others = rook ? 0 : glassesWithMove(s, otherDist, -1, -1);
    for (let g = 0; g < GLASSES; g++) {
      const sq = s.squareOf[g];
      if (sq < 0) continue;
      for (let dir = 0; dir < n; dir++) {
        if (!directionAllowed(s, g, dir)) continue;
        const to = walk(s.at, sq, dir, dist);
        if (to < 0) continue;
        let follows: boolean;
        if (!rook) follows = (others & ~(1 << g)) !== 0;
        else {
          // Make the move on the board, look for a second move along the other orientation, undo.
          s.at[sq] = -1;
          s.at[to] = g;
          s.squareOf[g] = to;
          follows = glassesWithMove(s, otherDist, g, fileDirs(dir) ? 1 : 0) !== 0;
          s.squareOf[g] = sq;
          s.at[to] = -1;
          s.at[sq] = g;
        }
        if (follows && !out.includes(encodeMove(sq, to))) out.push(encodeMove(sq, to));
      }
    }
  }
  return out;
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
    const a = glassesWithMove(s, dice[0], -1, -1);
    if (a === 0) return false;
    const b = dice[0] === dice[1] ? a : glassesWithMove(s, dice[1], -1, -1);
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
