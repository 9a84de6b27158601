/**
 * Board geometry: the 7x7 grid, square names, sides and baselines.
 *
 * A square is a number 0..48: `rank * 7 + file`, with files a..g = 0..6 and ranks 1..7 = 0..6,
 * so a1 = 0, g1 = 6, d4 = 24, a7 = 42. Numbers keep the hot paths (simulation, bots) free of
 * string work; `squareName` and `parseSquare` convert for people.
 */
import { clip } from './quote.ts';

/** The board's width and height. */
export const SIZE = 7;
/** Number of squares on the board. */
export const SQUARES = SIZE * SIZE;
/** Number of shot glasses in play. */
export const GLASSES = 7;

/** The two players: South sits at rank 1, North at rank 7. */
export const SIDES = [0, 1] as const;
/** 0 = South, 1 = North. */
export type Side = (typeof SIDES)[number];
export const SOUTH: Side = 0;
export const NORTH: Side = 1;
/** Display names of the sides, indexed by `Side`. */
export const SIDE_NAMES = ['South', 'North'] as const;

/** The other side. */
export const other = (side: Side): Side => (side ^ 1) as Side;

export const FILES = 'abcdefg';

/** File index 0..6 of a square. */
export const fileOf = (sq: number): number => sq % SIZE;
/** Rank index of each square, as a table (a division is slower in the hot paths). */
export const RANK_OF: Readonly<Int8Array> = Int8Array.from({ length: SQUARES }, (_, q) => Math.floor(q / SIZE));
/** Rank index 0..6 of a square (rank 1 is 0). */
export const rankOf = (sq: number): number => RANK_OF[sq];
/** Do two squares stand on one file? */
export const sameFile = (a: number, b: number): boolean => a % SIZE === b % SIZE;
/** Do two squares stand on one rank? */
export const sameRank = (a: number, b: number): boolean => RANK_OF[a] === RANK_OF[b];
/** How many squares apart two squares of one file or rank are: a move's length (0 when they share neither). */
export function moveDistance(from: number, to: number): number {
  if (sameFile(from, to)) return Math.abs(RANK_OF[from] - RANK_OF[to]);
  return sameRank(from, to) ? Math.abs(from - to) : 0;
}
/** The square at a file and rank index, or -1 when off the board. */
export const squareAt = (file: number, rank: number): number => (file < 0 || file >= SIZE || rank < 0 || rank >= SIZE ? -1 : rank * SIZE + file);

/** "d4" for 24. */
export function squareName(sq: number): string {
  return FILES[fileOf(sq)] + String(rankOf(sq) + 1);
}

/** 24 for "d4"; -1 for anything that is not a square name. */
export function parseSquare(name: string): number {
  if (typeof name !== 'string' || name.length !== 2) return -1;
  const file = FILES.indexOf(name[0].toLowerCase());
  const rank = name.charCodeAt(1) - 49;
  return file < 0 || rank < 0 || rank >= SIZE ? -1 : rank * SIZE + file;
}

/** Parse a space- or comma-separated list of square names; throws a message naming the bad one. */
export function parseSquareList(text: string): number[] {
  if (typeof text !== 'string') throw new Error('expected square names in a string, like "b1 e2"');
  const names = text.split(/[\s,]+/).filter(Boolean);
  return names.map((n) => {
    const sq = parseSquare(n);
    if (sq < 0) throw new Error(`"${clip(n)}" is not a square (files a-g, ranks 1-7, like d4)`);
    return sq;
  });
}

/** The rank index of a side's baseline: South 0 (rank 1), North 6 (rank 7). */
export const baselineRank = (side: Side): number => (side === SOUTH ? 0 : SIZE - 1);
/** The square of `file` on `side`'s baseline. */
export const baselineSquare = (side: Side, file: number): number => baselineRank(side) * SIZE + file;
/** The centre square, d4. */
export const CENTRE = 24;

/** The four orthogonal directions as [file step, rank step]: up, down, right, left (South's view). */
export const ROOK_DIRECTIONS = [
  [0, 1],
  [0, -1],
  [1, 0],
  [-1, 0],
] as const;

/** Index into ROOK_DIRECTIONS of the direction opposite to `dir`. */
export const oppositeDirection = (dir: number): number => dir ^ 1;

/** Do these squares form a queens placement (no two on one rank, file or diagonal)? */
export function isQueensPlacement(squares: readonly number[]): boolean {
  for (let i = 0; i < squares.length; i++) {
    for (let j = i + 1; j < squares.length; j++) {
      const df = fileOf(squares[i]) - fileOf(squares[j]);
      const dr = rankOf(squares[i]) - rankOf(squares[j]);
      if (df === 0 || dr === 0 || Math.abs(df) === Math.abs(dr)) return false;
    }
  }
  return true;
}
