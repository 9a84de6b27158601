/**
 * What one game contributes to the statistics (`outcomeOf`), running totals over many games
 * (`Aggregate`, `addGame`), the merge of totals from several workers (`mergeAggregates`,
 * order-independent: every field is a sum of whole numbers) and the figures read from them
 * (`summarize`). Shared by `npm run simulate` and the rulebook's Variant lab.
 *
 * Pure: no DOM, no Node, no clock.
 */
import { TALLY_COUNTS, type GameState, type TallyCount } from '../rules/state.ts';
import { wilsonInterval } from './distributions.ts';

/** The counted events, all totals over the games played (`pulls` is every pull, any size). */
const EVENT_KEYS = [
  'rolls',
  'pulls',
  'fullPulls',
  'kendals',
  'queenToasts',
  'mugginsCalls',
  'slashes',
  'runs',
  'courtesyFills',
  'passes',
  'stuck',
] as const satisfies readonly (TallyCount | 'pulls')[];
/** One counted event. */
type EventKey = (typeof EVENT_KEYS)[number];

/** Pull sizes a line can have. */
export const PULL_SIZES = [2, 3, 4, 5, 6, 7] as const;

/** What one finished (or capped) game contributes to the statistics. */
export interface GameOutcome {
  /** Rolls made: the game's length. */
  readonly rolls: number;
  /** Who made the first roll after the setup (the starting player), or null when no roll was made. */
  readonly starter: 0 | 1 | null;
  /** How it ended: 'unfinished' when stopped at the roll cap. */
  readonly ending: 'win' | 'draw' | 'unfinished';
  /** The winner, for a won game. */
  readonly winner: 0 | 1 | null;
  readonly skunk: boolean;
  readonly royalSkunk: boolean;
  /** Shots drunk: South, North, spectators. */
  readonly drunk: readonly [number, number, number];
  /** Pulls by size, index 0..7. */
  readonly pulls: readonly number[];
  /** Each event's count in this game. */
  readonly events: Readonly<Record<EventKey, number>>;
}

/** Read a game's outcome from its final state; `starter` is who made the first roll (see `GameOutcome`). */
export function outcomeOf(s: GameState, starter: 0 | 1 | null): GameOutcome {
  const t = s.tally;
  const pulls = t.pulls.slice(0, 8);
  while (pulls.length < 8) pulls.push(0);
  let allPulls = 0;
  for (const k of PULL_SIZES) allPulls += pulls[k];
  const over = s.phase === 'over' && s.result !== null;
  const winner = over && s.result ? s.result.winner : null;
  return {
    rolls: t.rolls,
    starter,
    ending: !over ? 'unfinished' : winner === null ? 'draw' : 'win',
    winner: winner === 0 || winner === 1 ? winner : null,
    skunk: winner !== null && !!s.result?.skunk,
    royalSkunk: winner !== null && !!s.result?.royalSkunk,
    drunk: [s.drunk[0], s.drunk[1], s.drunk[2]],
    pulls,
    events: { ...Object.fromEntries(TALLY_COUNTS.map((k) => [k, t[k]])), pulls: allPulls } as Record<EventKey, number>,
  };
}

/**
 * Totals over a set of games: plain data (JSON and `postMessage` safe). Sums of squares are kept
 * beside the sums so that means can be compared with Welch's t-test.
 */
export interface Aggregate {
  games: number;
  /** Game length histogram: rolls (as a decimal string) -> games of that length. */
  lengths: Record<string, number>;
  endings: { win: number; draw: number; unfinished: number };
  wins: { south: number; north: number; skunks: number; royalSkunks: number };
  /** Who started, and how many games the starter won. */
  starter: { south: number; north: number; none: number; wins: number };
  /** Shots drunk: South, North, spectators; and the sums of each game's count squared. */
  drunk: number[];
  drunkSq: number[];
  /** Pulls by size, index 0..7, and the sums of squares. */
  pulls: number[];
  pullsSq: number[];
  events: Record<EventKey, number>;
  eventsSq: Record<EventKey, number>;
}

const zeros = (n: number): number[] => new Array<number>(n).fill(0);
const zeroEvents = (): Record<EventKey, number> => Object.fromEntries(EVENT_KEYS.map((k) => [k, 0])) as Record<EventKey, number>;

/** Totals over no games. */
export function emptyAggregate(): Aggregate {
  return {
    games: 0,
    lengths: {},
    endings: { win: 0, draw: 0, unfinished: 0 },
    wins: { south: 0, north: 0, skunks: 0, royalSkunks: 0 },
    starter: { south: 0, north: 0, none: 0, wins: 0 },
    drunk: zeros(3),
    drunkSq: zeros(3),
    pulls: zeros(8),
    pullsSq: zeros(8),
    events: zeroEvents(),
    eventsSq: zeroEvents(),
  };
}

/** Add one game to `agg` (changed in place, and returned). */
export function addGame(agg: Aggregate, g: GameOutcome): Aggregate {
  agg.games++;
  agg.lengths[g.rolls] = (agg.lengths[g.rolls] ?? 0) + 1;
  agg.endings[g.ending]++;
  if (g.starter === 0) agg.starter.south++;
  else if (g.starter === 1) agg.starter.north++;
  else agg.starter.none++;
  if (g.ending === 'win' && g.winner !== null) {
    if (g.winner === 0) agg.wins.south++;
    else agg.wins.north++;
    if (g.winner === g.starter) agg.starter.wins++;
    if (g.skunk) agg.wins.skunks++;
    if (g.royalSkunk) agg.wins.royalSkunks++;
  }
  for (let k = 0; k < 3; k++) {
    agg.drunk[k] += g.drunk[k];
    agg.drunkSq[k] += g.drunk[k] * g.drunk[k];
  }
  for (let k = 0; k < 8; k++) {
    agg.pulls[k] += g.pulls[k];
    agg.pullsSq[k] += g.pulls[k] * g.pulls[k];
  }
  for (const k of EVENT_KEYS) {
    agg.events[k] += g.events[k];
    agg.eventsSq[k] += g.events[k] * g.events[k];
  }
  return agg;
}

/** Add `b`'s totals into `a` (changed in place, and returned). */
function mergeInto(a: Aggregate, b: Aggregate): Aggregate {
  a.games += b.games;
  for (const [len, count] of Object.entries(b.lengths)) a.lengths[len] = (a.lengths[len] ?? 0) + count;
  for (const k of ['win', 'draw', 'unfinished'] as const) a.endings[k] += b.endings[k];
  for (const k of ['south', 'north', 'skunks', 'royalSkunks'] as const) a.wins[k] += b.wins[k];
  for (const k of ['south', 'north', 'none', 'wins'] as const) a.starter[k] += b.starter[k];
  for (let k = 0; k < 3; k++) {
    a.drunk[k] += b.drunk[k];
    a.drunkSq[k] += b.drunkSq[k];
  }
  for (let k = 0; k < 8; k++) {
    a.pulls[k] += b.pulls[k];
    a.pullsSq[k] += b.pullsSq[k];
  }
  for (const k of EVENT_KEYS) {
    a.events[k] += b.events[k];
    a.eventsSq[k] += b.eventsSq[k];
  }
  return a;
}

/**
 * The totals of several sets of games, as a new aggregate. Every field is a sum of whole numbers, so
 * the result does not depend on the order (or the grouping) of the parts.
 */
export function mergeAggregates(...parts: readonly Aggregate[]): Aggregate {
  const out = emptyAggregate();
  for (const p of parts) mergeInto(out, p);
  return out;
}

/** The game length histogram as sorted [rolls, games] pairs. */
export function lengthHistogram(agg: Aggregate): [number, number][] {
  return Object.entries(agg.lengths)
    .map(([k, v]): [number, number] => [Number(k), v])
    .sort((x, y) => x[0] - y[0]);
}

/** Mean, sample standard deviation, min, median and max of the game lengths, from the histogram. */
export function lengthSummary(agg: Aggregate): { mean: number; sd: number; min: number; median: number; max: number } {
  const hist = lengthHistogram(agg);
  const n = agg.games;
  if (n === 0 || hist.length === 0) return { mean: 0, sd: 0, min: 0, median: 0, max: 0 };
  let sum = 0;
  for (const [len, c] of hist) sum += len * c;
  const mean = sum / n;
  let sq = 0;
  for (const [len, c] of hist) sq += c * (len - mean) ** 2;
  // The value at a 0-based position of the sorted lengths.
  const at = (pos: number): number => {
    let seen = 0;
    for (const [len, c] of hist) {
      seen += c;
      if (pos < seen) return len;
    }
    return hist[hist.length - 1][0];
  };
  const mid = n >> 1;
  const median = n % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
  return { mean, sd: n > 1 ? Math.sqrt(sq / (n - 1)) : 0, min: hist[0][0], median, max: hist[hist.length - 1][0] };
}

/** The figures `npm run simulate` reports for a set of games (its report without the run's settings and timing). */
export interface Summary {
  games: number;
  length: { mean: number; sd: number; min: number; median: number; max: number };
  endings: { win: number; draw: number; unfinished: number };
  wins: { south: number; north: number; skunks: number; royalSkunks: number };
  /** `winRate` is the starter's share of the won games, `winRateCi95` its 95% Wilson interval. */
  starter: { south: number; north: number; none: number; wins: number; winRate: number; winRateCi95: [number, number] };
  drunk: { total: { south: number; north: number; spectators: number }; perGame: { south: number; north: number; spectators: number } };
  pullsBySize: Record<'2' | '3' | '4' | '5' | '6' | '7', number>;
  events: Record<EventKey, number>;
  perGame: Record<EventKey, number>;
}

/** The figures of a set of games, read from its totals. */
export function summarize(agg: Aggregate): Summary {
  const n = agg.games;
  const [d0, d1, d2] = agg.drunk;
  const p = agg.pulls;
  return {
    games: n,
    length: lengthSummary(agg),
    endings: { ...agg.endings },
    wins: { ...agg.wins },
    starter: {
      ...agg.starter,
      winRate: agg.endings.win ? agg.starter.wins / agg.endings.win : 0,
      winRateCi95: wilsonInterval(agg.starter.wins, agg.endings.win),
    },
    drunk: {
      total: { south: d0, north: d1, spectators: d2 },
      perGame: { south: d0 / n, north: d1 / n, spectators: d2 / n },
    },
    pullsBySize: { '2': p[2], '3': p[3], '4': p[4], '5': p[5], '6': p[6], '7': p[7] },
    events: { ...agg.events },
    perGame: Object.fromEntries(EVENT_KEYS.map((k) => [k, agg.events[k] / n])) as Record<EventKey, number>,
  };
}

/** Mean and sample variance of a per-game count from its sum and sum of squares over `n` games. */
export function meanVariance(sum: number, sumSq: number, n: number): { mean: number; variance: number } {
  if (n === 0) return { mean: 0, variance: 0 };
  const mean = sum / n;
  return { mean, variance: n > 1 ? Math.max(0, (sumSq - n * mean * mean) / (n - 1)) : 0 };
}
