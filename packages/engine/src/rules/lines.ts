/**
 * Lines: which rows of glasses can be pulled.
 *
 * A rule set names the straight tracks that count (inner ranks; in anarchist every rank, file and
 * diagonal of six or more squares) and the shapes that count only when all seven glasses make them
 * (a long diagonal, the chevrons). A line is a maximal run of adjacent glasses on a track, at least the
 * pull size long (one less for a skunked Player when Kendals are allowed), or a complete shape. It can
 * be pulled only if a glass of it moved since the Player took the dice.
 */
import { GLASSES, RANK_OF, SIZE, squareAt, type Side } from './geometry.ts';
import type { RuleSet } from './rule-set/resolve.ts';
import type { GameState } from './state.ts';
import { isSkunked } from './stakes.ts';

/** A pullable line: its squares in order, and what kind of line it is. */
export interface Line {
  readonly squares: readonly number[];
  readonly kind: 'rank' | 'file' | 'diagonal' | 'chevron';
}

export interface Geometry {
  /** Straight tracks (runs of squares) where a run of glasses counts. */
  readonly tracks: { squares: number[]; kind: Line['kind'] }[];
  /** For each square, the tracks through it, as pairs (track index, position on the track). */
  readonly through: number[][];
  /** Shapes that count when all seven glasses stand on them. */
  readonly shapes: { squares: number[]; kind: Line['kind'] }[];
  /** When every track is a whole rank and there are no shapes: per rank, 1 if it is a track; else null. */
  readonly rankTracks: Uint8Array | null;
  /**
   * The tracks through each square, flat: square q's are CROSSINGS[q * MAX_CROSSINGS + i] for i below
   * crossingCount[q], each `track << 3 | position on the track`.
   */
  readonly crossings: Int16Array;
  readonly crossingCount: Uint8Array;
  /** Per square, a bit for each shape through it (bit i: shapes[i]). */
  readonly shapeBits: Uint8Array;
  /** Per rank, and per file after the ranks (index SIZE + f), its track, or -1 when it is not one. */
  readonly lineTrack: Int8Array;
}

/** At most this many tracks cross at a square (a rank, a file and two diagonals). */
export const MAX_CROSSINGS = 4;

/** RUN_THROUGH[m << 3 | f]: the length of the run of glasses through file f on a rank with 7-bit mask m (0 when f is empty). Built at import, never changed after. */
const RUN_THROUGH = new Uint8Array(128 * 8);
for (let m = 0; m < 128; m++) {
  for (let f = 0; f < SIZE; f++) {
    let lo = f;
    let hi = f;
    if (((m >> f) & 1) === 0) continue;
    while (lo > 0 && (m >> (lo - 1)) & 1) lo--;
    while (hi < SIZE - 1 && (m >> (hi + 1)) & 1) hi++;
    RUN_THROUGH[(m << 3) | f] = hi - lo + 1;
  }
}
/** The chevrons, point on d4: arms to rank 1's corners, to rank 7's (reverse), to file a's, to file g's. */
export const CHEVRONS: readonly (readonly number[])[] = [
  [
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 2],
    [5, 1],
    [6, 0],
  ],
  [
    [0, 6],
    [1, 5],
    [2, 4],
    [3, 3],
    [4, 4],
    [5, 5],
    [6, 6],
  ],
  [
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 3],
    [2, 4],
    [1, 5],
    [0, 6],
  ],
  [
    [6, 0],
    [5, 1],
    [4, 2],
    [3, 3],
    [4, 4],
    [5, 5],
    [6, 6],
  ],
].map((pts) => pts.map(([f, r]) => squareAt(f, r)));

/** The two long diagonals, a1-g7 and a7-g1. */
export const LONG_DIAGONALS: readonly (readonly number[])[] = [
  Array.from({ length: SIZE }, (_, i) => squareAt(i, i)),
  Array.from({ length: SIZE }, (_, i) => squareAt(i, SIZE - 1 - i)),
];

/**
 * Each rule set's geometry, built on first use: a memo of the frozen `RuleSet`, whose entries are never
 * changed once made (the same rules always give the same geometry).
 */
const geometryCache = new WeakMap<RuleSet, Geometry>();

/** The tracks and shapes of a rule set, with the tables the searches read (built once per rule set, then never changed). */
function geometry(rules: RuleSet): Geometry {
  const cached = geometryCache.get(rules);
  if (cached) return cached;
  const tracks: Geometry['tracks'] = [];
  const minTrack = Math.max(2, rules.pullSize - (rules.kendal ? 1 : 0));
  if (rules.lineRanks) {
    for (let r = 0; r < SIZE; r++) {
      if (!rules.baselineLines && (r === 0 || r === SIZE - 1)) continue;
      tracks.push({ squares: Array.from({ length: SIZE }, (_, f) => squareAt(f, r)), kind: 'rank' });
    }
  }
  if (rules.lineFiles) {
    for (let f = 0; f < SIZE; f++) tracks.push({ squares: Array.from({ length: SIZE }, (_, r) => squareAt(f, r)), kind: 'file' });
  }
  if (rules.lineDiagonals) {
    // Every diagonal long enough to hold a line: start on the bottom rank or the left/right file.
    for (const step of [1, -1]) {
      for (let start = -(SIZE - 1); start < SIZE; start++) {
        const squares: number[] = [];
        for (let r = 0; r < SIZE; r++) {
          const sq = squareAt(step === 1 ? start + r : start + SIZE - 1 - r, r);
          if (sq >= 0) squares.push(sq);
        }
        if (squares.length >= minTrack) tracks.push({ squares, kind: 'diagonal' });
      }
    }
  }
  const shapes: Geometry['shapes'] = [];
  if (rules.fullDiagonal && !rules.lineDiagonals) for (const d of LONG_DIAGONALS) shapes.push({ squares: [...d], kind: 'diagonal' });
  for (let i = 0; i < rules.chevrons; i++) shapes.push({ squares: [...CHEVRONS[i]], kind: 'chevron' });
  const through: number[][] = Array.from({ length: SIZE * SIZE }, () => []);
  tracks.forEach((t, i) => t.squares.forEach((q, pos) => through[q].push(i, pos)));
  const ranksOnly = shapes.length === 0 && tracks.every((t) => t.kind === 'rank');
  const rankTracks = ranksOnly ? Uint8Array.from({ length: SIZE }, (_, r) => (tracks.some((t) => t.squares[0] === squareAt(0, r)) ? 1 : 0)) : null;
  const crossings = new Int16Array(SIZE * SIZE * MAX_CROSSINGS);
  const crossingCount = new Uint8Array(SIZE * SIZE);
  tracks.forEach((t, i) => t.squares.forEach((q, pos) => (crossings[q * MAX_CROSSINGS + crossingCount[q]++] = (i << 3) | pos)));
  const shapeBits = new Uint8Array(SIZE * SIZE);
  shapes.forEach((shape, i) => shape.squares.forEach((q) => (shapeBits[q] |= 1 << i)));
  const lineTrack = new Int8Array(2 * SIZE).fill(-1);
  tracks.forEach((t, i) => {
    if (t.kind === 'rank') lineTrack[RANK_OF[t.squares[0]]] = i;
    if (t.kind === 'file') lineTrack[SIZE + t.squares[0]] = i;
  });
  const g = { tracks, shapes, through, rankTracks, crossings, crossingCount, shapeBits, lineTrack };
  geometryCache.set(rules, g);
  return g;
}

/** The shortest line `side` may pull now: the pull size, or one less when a Kendal is allowed. */
export function minimumPull(s: GameState, side: Side): number {
  return s.rules.kendal && isSkunked(s, side) ? s.rules.pullSize - 1 : s.rules.pullSize;
}

/**
 * Every line standing on the board, whether or not it may be pulled now, for a player who needs runs
 * of at least `min` glasses.
 */
export function standingLines(s: GameState, min: number): Line[] {
  const { tracks, shapes } = geometry(s.rules);
  const lines: Line[] = [];
  const at = s.at;
  for (const t of tracks) {
    const sq = t.squares;
    let run = 0;
    for (let i = 0; i <= sq.length; i++) {
      if (i < sq.length && at[sq[i]] >= 0) {
        run++;
        continue;
      }
      if (run >= min) lines.push({ squares: sq.slice(i - run, i), kind: t.kind });
      run = 0;
    }
  }
  for (const shape of shapes) {
    if (shape.squares.every((q) => at[q] >= 0)) lines.push({ squares: shape.squares, kind: shape.kind });
  }
  return lines;
}

/** Longest run of glasses in each 7-bit mask (built at import, never changed after). */
export const LONGEST_RUN = new Uint8Array(128).map((_, m) => {
  let best = 0;
  for (let f = 0; f < SIZE; f++) if (RUN_THROUGH[(m << 3) | f] > best) best = RUN_THROUGH[(m << 3) | f];
  return best;
});

/**
 * The longest line standing on a board, kept up to date as glasses are lifted and put down, for
 * searches that try many moves: one 7-bit mask per track (bit i: a glass on the track's i-th square)
 * and a count of glasses per shape. `longest()` is the length of the longest of `standingLines(s, 2)`,
 * 0 when there is none. A search's working space (a bot's `BotScratch` keeps one per rule set): `load`
 * it from the state before each use.
 */
export class LineBoard {
  /** The rule set's tracks and shapes. */
  readonly geo: Geometry;
  /** Per track: its mask (bit i: a glass on its i-th square) and its longest run. */
  readonly masks: Uint8Array;
  readonly runs: Uint8Array;
  /** How many tracks have a longest run of each length (0..7). */
  readonly atLength = new Int32Array(SIZE + 1);
  /** Glasses on each shape. */
  readonly shapeCounts: Uint8Array;
  private readonly crossings: Int16Array;
  private readonly crossingCount: Uint8Array;

  constructor(rules: RuleSet) {
    this.geo = geometry(rules);
    this.crossings = this.geo.crossings;
    this.crossingCount = this.geo.crossingCount;
    this.masks = new Uint8Array(this.geo.tracks.length);
    this.runs = new Uint8Array(this.geo.tracks.length);
    this.shapeCounts = new Uint8Array(Math.max(1, this.geo.shapes.length));
  }

  /** Read the glasses of the board in `s`. */
  load(s: GameState): void {
    this.masks.fill(0);
    this.runs.fill(0);
    this.atLength.fill(0);
    this.atLength[0] = this.masks.length;
    this.shapeCounts.fill(0);
    for (let g = 0; g < GLASSES; g++) if (s.squareOf[g] >= 0) this.put(s.squareOf[g]);
  }

  /** A glass comes onto square `q` (which was empty). */
  put(q: number): void {
    this.place(q, true);
  }

  /** The glass on square `q` leaves it. */
  lift(q: number): void {
    this.place(q, false);
  }

  /** Put a glass on `q` or take it off (`on`): each track's bit flips, since the square's state is known. */
  private place(q: number, on: boolean): void {
    const { crossings, masks, runs, atLength } = this;
    for (let k = q * MAX_CROSSINGS, end = k + this.crossingCount[q]; k < end; k++) {
      const t = crossings[k] >> 3;
      const run = LONGEST_RUN[(masks[t] ^= 1 << (crossings[k] & 7))];
      atLength[runs[t]]--;
      atLength[run]++;
      runs[t] = run;
    }
    const b = this.geo.shapeBits[q];
    if (b !== 0) for (let i = 0; b >> i !== 0; i++) if ((b >> i) & 1) this.shapeCounts[i] += on ? 1 : -1;
  }

  /** The length of the longest line standing (runs of two or more on a track, or a complete shape), else 0. */
  longest(): number {
    // A shape is complete when all seven glasses stand on its seven squares: nothing is longer.
    for (let i = 0; i < this.geo.shapes.length; i++) if (this.shapeCounts[i] === GLASSES) return GLASSES;
    for (let v = SIZE; v >= 2; v--) if (this.atLength[v] > 0) return v;
    return 0;
  }

  /** `longest()` with the glass on `from` moved to `to` (empty); the board is left as it was. */
  longestAfter(from: number, to: number): number {
    this.lift(from);
    this.put(to);
    const best = this.longest();
    this.lift(to);
    this.put(from);
    return best;
  }
}

/** Does the line hold a glass that moved since the Player took the dice? */
function lineMoved(s: GameState, line: Line): boolean {
  for (const q of line.squares) if ((s.movedMask >> s.at[q]) & 1) return true;
  return false;
}

/**
 * Is there a line the Player may pull now? Same answer as `pullableLines(s).length > 0`, with no
 * garbage: a pullable line holds a moved glass, so only the tracks through moved glasses are read.
 */
export function anyPullableLine(s: GameState): boolean {
  const geo = geometry(s.rules);
  // The pull size, or one less for a Kendal: whether the Player is skunked is asked only when a run
  // of exactly one less than the pull size turns up (the answer is `minimumPull`'s).
  const size = s.rules.pullSize;
  let kendalRun = false;
  const at = s.at;
  const rankTracks = geo.rankTracks;
  if (rankTracks) {
    // Lines on ranks only: the rank masks, then the run through each moved glass, from a table.
    // The seven 7-bit rank masks in two words (ranks 0-3 in `low`, 4-6 in `high`), so as to
    // allocate nothing: bit f of rank r is bit 7r + f of its word.
    let low = 0;
    let high = 0;
    for (let g = 0; g < GLASSES; g++) {
      const q = s.squareOf[g];
      if (q < 0) continue;
      if (q < 4 * SIZE) low |= 1 << q;
      else high |= 1 << (q - 4 * SIZE);
    }
    for (let g = 0, moved = s.movedMask; moved !== 0; g++, moved >>= 1) {
      const q = s.squareOf[g];
      if ((moved & 1) === 0 || q < 0 || rankTracks[RANK_OF[q]] === 0) continue;
      const r = RANK_OF[q];
      const mask = r < 4 ? (low >> (r * SIZE)) & 127 : (high >> ((r - 4) * SIZE)) & 127;
      const run = RUN_THROUGH[(mask << 3) | (q - r * SIZE)];
      if (run >= size) return true;
      if (run === size - 1) kendalRun = true;
    }
    return kendalRun && minimumPull(s, s.player) < size;
  }
  let moved = s.movedMask;
  for (let g = 0; moved !== 0; g++, moved >>= 1) {
    if ((moved & 1) === 0) continue;
    const q = s.squareOf[g];
    if (q < 0) continue;
    const through = geo.through[q];
    for (let k = 0; k < through.length; k += 2) {
      const track = geo.tracks[through[k]].squares;
      const pos = through[k + 1];
      let lo = pos;
      let hi = pos;
      while (lo > 0 && at[track[lo - 1]] >= 0) lo--;
      while (hi < track.length - 1 && at[track[hi + 1]] >= 0) hi++;
      const run = hi - lo + 1;
      if (run >= size) return true;
      if (run === size - 1) kendalRun = true;
    }
  }
  for (const shape of geo.shapes) {
    let all = true;
    let anyMoved = false;
    for (const q of shape.squares) {
      const g = at[q];
      if (g < 0) {
        all = false;
        break;
      }
      if ((s.movedMask >> g) & 1) anyMoved = true;
    }
    if (all && anyMoved) return true;
  }
  return kendalRun && minimumPull(s, s.player) < size;
}

/** The lines the Player may pull now. */
export function pullableLines(s: GameState): Line[] {
  return standingLines(s, minimumPull(s, s.player)).filter((l) => lineMoved(s, l));
}

/** Is this a Kendal: a line shorter than the normal pull size? */
export const isKendal = (rules: RuleSet, line: Line): boolean => line.kind !== 'chevron' && line.squares.length < rules.pullSize;

/** Is this a Full Pull: all seven glasses? */
export const isFullPull = (line: Line): boolean => line.squares.length === 7;

/** Same squares, in any order? */
export function sameLine(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (const q of a) if (!b.includes(q)) return false;
  return true;
}

/**
 * A crossbow: six glasses on an inner rank with the seventh missing. Both dice must move and one must
 * come from the line, so it can never become seven (a strategy warning, not a rule).
 */
export function crossbowRank(s: GameState): number {
  for (let r = 1; r < SIZE - 1; r++) {
    let count = 0;
    for (let f = 0; f < SIZE; f++) if (s.at[r * SIZE + f] >= 0) count++;
    if (count === 6) return r;
  }
  return -1;
}
