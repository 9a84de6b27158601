/**
 * Position notation: a short string a person can write in an HTML attribute.
 *
 *     nnn4/7/7/3o3/7/7/4sss s 13/13
 *
 * - Seven ranks separated by `/`, rank 7 (North's baseline) first, each read from file a to g, as in
 *   chess FEN. In a rank, `s` is a full glass South poured, `n` a full glass North poured, `o` an empty
 *   glass, and a digit 1-7 that many empty squares (`.` is one empty square).
 * - Then, optionally, who holds the dice: `s` or `n` (default South).
 * - Then, optionally, the shots left in each stake, South's first: `13/13` (default: the full stake
 *   less what each side has in the glasses).
 *
 * The example is a powell board as set up, before the starter fills the centre glass: North's three
 * on a7 b7 c7, South's three on e1 f1 g1, the empty glass on d4, South to act, 13 shots left each.
 */
import { SIZE, SOUTH, NORTH, type Side } from './geometry.ts';
import { clip, QUOTE_LIMIT } from './quote.ts';

/** A glass in a written position. */
export interface PlacedGlass {
  readonly square: number;
  /** -1 empty, 0 poured by South, 1 poured by North. */
  readonly fill: number;
}

/** A parsed position. */
export interface Position {
  readonly glasses: readonly PlacedGlass[];
  /** Who holds the dice, when the string says. */
  readonly player?: Side;
  /** Shots left in each stake, when the string says. */
  readonly stakes?: readonly [number, number];
}

/** A position string that cannot be read: `index` is the 0-based character where reading failed. */
export class NotationError extends Error {
  readonly index: number;
  constructor(text: string, index: number, why: string) {
    // A long text is quoted around the fault only, so a megabyte of input gives a short message.
    const near = clip(text, text.length > QUOTE_LIMIT ? index - QUOTE_LIMIT / 2 : 0);
    super(index < 0 ? `position: ${why}` : `position "${near}": at character ${index + 1}, ${why}`);
    this.name = 'NotationError';
    this.index = index;
  }
}

const GLASS_CHARS: Record<string, number> = { s: SOUTH, n: NORTH, o: -1 };

/** Read a position string. Throws `NotationError` saying what is wrong and where. */
export function parsePosition(text: string): Position {
  if (typeof text !== 'string') throw new NotationError('', 0, 'a position is a string');
  const glasses: PlacedGlass[] = [];
  let i = 0;
  const n = text.length;
  while (i < n && text[i] === ' ') i++;
  for (let row = 0; row < SIZE; row++) {
    const rank = SIZE - 1 - row;
    if (row > 0) {
      if (text[i] !== '/') throw new NotationError(text, i, `expected "/" before rank ${rank + 1}, found ${show(text[i])}`);
      i++;
    }
    let file = 0;
    const rankStart = i;
    while (i < n && text[i] !== '/' && text[i] !== ' ') {
      const c = text[i];
      if (c >= '1' && c <= '7') file += Number(c);
      else if (c === '.') file += 1;
      else if (c.toLowerCase() in GLASS_CHARS) {
        if (glasses.length === 7) throw new NotationError(text, i, `${show(c)} would be an 8th glass; the game has 7`);
        if (file < SIZE) glasses.push({ square: rank * SIZE + file, fill: GLASS_CHARS[c.toLowerCase()] });
        file += 1;
      } else throw new NotationError(text, i, `${show(c)} is not s, n, o, a digit 1-7 or "."`);
      if (file > SIZE) throw new NotationError(text, i, `rank ${rank + 1} has more than 7 squares`);
      i++;
    }
    if (file < SIZE) throw new NotationError(text, i, `rank ${rank + 1} ("${clip(text.slice(rankStart, i))}") has ${file} squares, not 7`);
  }
  let player: Side | undefined;
  let stakes: [number, number] | undefined;
  // Each part is optional on its own: " n", " 13/13", " n 13/13".
  const rest = /^(?: +([sn]))?(?: +(\d+)\/(\d+))? *$/i;
  const tail = text.slice(i);
  if (tail.length) {
    const m = rest.exec(tail);
    if (!m) {
      const k = tail.search(/\S/);
      const found = tail.trim();
      throw new NotationError(
        text,
        i + Math.max(0, k),
        `after the ranks expected who holds the dice (s or n) and the stakes (like 13/13), found "${clip(found)}"`,
      );
    }
    if (m[1]) player = m[1].toLowerCase() === 's' ? SOUTH : NORTH;
    if (m[2]) {
      stakes = [Number(m[2]), Number(m[3])];
      // Past 2^53 a number is no longer exact (and 310 digits make Infinity): no stake is that big.
      const big = stakes.findIndex((n) => !Number.isSafeInteger(n));
      if (big >= 0)
        throw new NotationError(
          text,
          i + tail.indexOf(m[big + 2], big ? tail.indexOf('/') : 0),
          `a stake of ${m[big + 2].length} digits is more shots than any game has`,
        );
    }
  }
  return { glasses, player, stakes };
}

/** Write a position string; `parsePosition(formatPosition(p))` gives `p` back. Throws `NotationError` for a position it cannot write. */
export function formatPosition(p: Position): string {
  const why = positionProblem(p);
  if (why) throw new NotationError('', -1, why);
  const at = new Map(p.glasses.map((g) => [g.square, g.fill]));
  const rows: string[] = [];
  for (let rank = SIZE - 1; rank >= 0; rank--) {
    let row = '';
    let gap = 0;
    for (let file = 0; file < SIZE; file++) {
      const fill = at.get(rank * SIZE + file);
      if (fill === undefined) {
        gap++;
        continue;
      }
      if (gap) row += String(gap);
      gap = 0;
      row += fill === SOUTH ? 's' : fill === NORTH ? 'n' : 'o';
    }
    if (gap) row += String(gap);
    rows.push(row);
  }
  let out = rows.join('/');
  if (p.player !== undefined) out += ` ${p.player === NORTH ? 'n' : 's'}`;
  if (p.stakes) out += ` ${p.stakes[0]}/${p.stakes[1]}`;
  return out;
}

/** Why `p` cannot be written (glasses on one square, a stake that is not a whole number...), or null. */
function positionProblem(p: Position): string | null {
  const glasses = p?.glasses;
  if (!Array.isArray(glasses) || glasses.length > 7) return 'expected up to 7 glasses';
  const squares = new Set(glasses.map((g) => g?.square));
  if (
    squares.size < glasses.length ||
    glasses.some((g) => !(Number.isInteger(g.square) && g.square >= 0 && g.square < SIZE * SIZE && g.fill >= -1 && g.fill <= 1 && Number.isInteger(g.fill)))
  )
    return 'each glass needs its own square, 0 to 48, and a fill: -1, 0 or 1';
  if (p.player !== undefined && p.player !== SOUTH && p.player !== NORTH) return 'player must be 0 or 1';
  if (p.stakes !== undefined && !(p.stakes.length === 2 && p.stakes.every((n) => Number.isSafeInteger(n) && n >= 0)))
    return 'stakes must be two whole numbers, 0 or more';
  return null;
}

function show(c: string | undefined): string {
  return c === undefined ? 'the end of the text' : `"${c}"`;
}
