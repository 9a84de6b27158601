/**
 * Game statistics shared by `npm run simulate` and the rulebook's Variant lab: what one game
 * contributes (`outcomeOf`), running totals over many games (`Aggregate`, `addGame`), the merge of
 * totals from several workers (`mergeAggregates`, order-independent: every field is a sum of whole
 * numbers), the figures read from them (`summarize`), and the tests that say whether two
 * configurations differ more than chance would (`twoProportionZ`, `welchT`, `compareAggregates`).
 *
 * Pure: no DOM, no Node, no clock.
 */
import type { GameState } from './state.ts';

/** The counted events, all totals over the games played (`pulls` is every pull, any size). */
export const EVENT_KEYS = ['rolls', 'pulls', 'fullPulls', 'kendals', 'queenToasts', 'mugginsCalls', 'slashes', 'runs', 'courtesyFills', 'passes', 'stuck'] as const;
/** One counted event. */
export type EventKey = (typeof EVENT_KEYS)[number];

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
    events: {
      rolls: t.rolls,
      pulls: allPulls,
      fullPulls: t.fullPulls,
      kendals: t.kendals,
      queenToasts: t.queenToasts,
      mugginsCalls: t.mugginsCalls,
      slashes: t.slashes,
      runs: t.runs,
      courtesyFills: t.courtesyFills,
      passes: t.passes,
      stuck: t.stuck,
    },
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

// ---------------------------------------------------------------------------------------------
// Distributions and tests

/** The error function. */
export function erf(x: number): number {
  return x < 0 ? -erf(-x) : 1 - erfc(x);
}

/** The complementary error function, 1 - erf(x), accurate far into the tail. */
export function erfc(x: number): number {
  if (x < 0) return 2 - erfc(-x);
  // Numerical Recipes' Chebyshev fit (erfccheb), fractional error below 1.2e-16.
  const COF = [
    -1.3026537197817094, 6.4196979235649026e-1, 1.9476473204185836e-2, -9.561514786808631e-3, -9.46595344482036e-4, 3.66839497852761e-4, 4.2523324806907e-5,
    -2.0278578112534e-5, -1.624290004647e-6, 1.30365583558e-6, 1.5626441722e-8, -8.5238095915e-8, 6.529054439e-9, 5.059343495e-9, -9.91364156e-10,
    -2.27365122e-10, 9.6467911e-11, 2.394038e-12, -6.886027e-12, 8.94487e-13, 3.13092e-13, -1.12708e-13, 3.81e-16, 7.106e-15, -1.523e-15, -9.4e-17, 1.21e-16,
    -2.8e-17,
  ];
  const t = 2 / (2 + x);
  const ty = 4 * t - 2;
  let d = 0;
  let dd = 0;
  for (let j = COF.length - 1; j > 0; j--) {
    const tmp = d;
    d = ty * d - dd + COF[j];
    dd = tmp;
  }
  return t * Math.exp(-x * x + 0.5 * (COF[0] + ty * d) - dd);
}

/** P(Z <= z) for a standard normal Z. */
export const normalCdf = (z: number): number => 0.5 * erfc(-z / Math.SQRT2);

/** ln Γ(x) for x > 0 (Lanczos, g = 7). */
function logGamma(x: number): number {
  const C = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const y = x - 1;
  let a = C[0];
  const t = y + 7.5;
  for (let i = 1; i < 9; i++) a += C[i] / (y + i);
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Continued fraction of the incomplete beta function (modified Lentz). */
function betaFraction(a: number, b: number, x: number): number {
  const TINY = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 10_000; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-15) break;
  }
  return h;
}

/** The regularized incomplete beta function I_x(a, b). */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2) ? (front * betaFraction(a, b, x)) / a : 1 - (front * betaFraction(b, a, 1 - x)) / b;
}

/** P(|T| >= |t|) for Student's t with `df` degrees of freedom (two-sided p-value). */
export function studentTwoSidedP(t: number, df: number): number {
  if (!Number.isFinite(t)) return 0;
  if (!(df > 0)) return NaN;
  return incompleteBeta(df / (df + t * t), df / 2, 0.5);
}

/** The z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/** Wilson's score interval for `k` successes in `n` trials (95% unless another z is given). */
export function wilsonInterval(k: number, n: number, z: number = Z95): [number, number] {
  if (n === 0) return [0, 0];
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** A test's result: the statistic and its two-sided p-value (NaN when the test cannot be made). */
export interface TestResult {
  readonly statistic: number;
  readonly p: number;
}

/**
 * The two-proportion z-test (pooled): do `k1` of `n1` and `k2` of `n2` differ more than chance?
 * p is NaN when either sample is empty; 1 when both proportions are 0 or both are 1.
 */
export function twoProportionZ(k1: number, n1: number, k2: number, n2: number): TestResult {
  if (n1 === 0 || n2 === 0) return { statistic: NaN, p: NaN };
  const pooled = (k1 + k2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (se === 0) return { statistic: 0, p: 1 };
  const z = (k1 / n1 - k2 / n2) / se;
  return { statistic: z, p: 2 * normalCdf(-Math.abs(z)) };
}

/**
 * Welch's t-test for two means with unequal variances, from each sample's mean, sample variance and
 * size. Returns t, the Welch–Satterthwaite degrees of freedom and the two-sided p.
 */
export function welchT(mean1: number, var1: number, n1: number, mean2: number, var2: number, n2: number): TestResult & { readonly df: number } {
  if (n1 < 2 || n2 < 2) return { statistic: NaN, df: NaN, p: NaN };
  const s1 = var1 / n1;
  const s2 = var2 / n2;
  const se2 = s1 + s2;
  if (se2 === 0) return mean1 === mean2 ? { statistic: 0, df: n1 + n2 - 2, p: 1 } : { statistic: Infinity, df: n1 + n2 - 2, p: 0 };
  const t = (mean1 - mean2) / Math.sqrt(se2);
  const df = (se2 * se2) / ((s1 * s1) / (n1 - 1) + (s2 * s2) / (n2 - 1));
  return { statistic: t, df, p: studentTwoSidedP(t, df) };
}

// ---------------------------------------------------------------------------------------------
// Comparing two aggregates

/** Which test a row of the comparison used. */
export type TestName = 'two-proportion z-test' | "Welch's t-test";

/** One statistic of A against B. */
export interface ComparisonRow {
  /** A stable key, e.g. `length.mean`, `endings.win`, `pulls.5`. */
  readonly key: string;
  /** The statistic in words. */
  readonly label: string;
  /** The chart or table group it belongs to. */
  readonly group: StatGroup;
  /** 'rate' (a proportion of games, 0..1) or 'mean' (a per-game average). */
  readonly kind: 'rate' | 'mean';
  readonly a: number;
  readonly b: number;
  /** a - b */
  readonly diff: number;
  readonly test: TestName;
  readonly statistic: number;
  readonly p: number;
  /** p < 0.05: the difference is more than chance would usually give. */
  readonly significant: boolean;
}

/** The groups of statistics, in the order the lab shows them. */
export const STAT_GROUPS = ['length', 'endings', 'starter', 'drunk', 'pulls', 'events', 'skunks'] as const;
export type StatGroup = (typeof STAT_GROUPS)[number];

/** The significance level the comparison uses. */
export const ALPHA = 0.05;

/** The figures of one aggregate that the comparison tests, with what each needs for its test. */
interface Measure {
  key: string;
  label: string;
  group: StatGroup;
  /** For a rate: successes and trials. */
  rate?: (g: Aggregate) => [number, number];
  /** For a mean: the sum, the sum of squares and n. */
  mean?: (g: Aggregate) => [number, number, number];
}

function lengthMoments(g: Aggregate): [number, number, number] {
  let sum = 0;
  let sq = 0;
  for (const [len, c] of Object.entries(g.lengths)) {
    sum += Number(len) * c;
    sq += Number(len) * Number(len) * c;
  }
  return [sum, sq, g.games];
}

const EVENT_LABELS: Partial<Record<EventKey, string>> = {
  fullPulls: 'Full Pulls per game',
  kendals: 'Kendals per game',
  queenToasts: "Queen's toasts per game",
  mugginsCalls: 'muggins calls per game',
};

const MEASURES: readonly Measure[] = [
  { key: 'length.mean', label: 'game length in rolls (mean)', group: 'length', mean: lengthMoments },
  { key: 'endings.win', label: 'games won', group: 'endings', rate: (g) => [g.endings.win, g.games] },
  { key: 'endings.draw', label: 'games drawn', group: 'endings', rate: (g) => [g.endings.draw, g.games] },
  { key: 'endings.unfinished', label: 'games with no winner (stopped at the roll cap)', group: 'endings', rate: (g) => [g.endings.unfinished, g.games] },
  { key: 'starter.winRate', label: 'starting player wins (share of won games)', group: 'starter', rate: (g) => [g.starter.wins, g.endings.win] },
  { key: 'drunk.south', label: 'shots drunk by South per game', group: 'drunk', mean: (g) => [g.drunk[0], g.drunkSq[0], g.games] },
  { key: 'drunk.north', label: 'shots drunk by North per game', group: 'drunk', mean: (g) => [g.drunk[1], g.drunkSq[1], g.games] },
  { key: 'drunk.spectators', label: 'shots drunk by spectators per game', group: 'drunk', mean: (g) => [g.drunk[2], g.drunkSq[2], g.games] },
  ...PULL_SIZES.map((k): Measure => ({ key: `pulls.${k}`, label: `pulls of ${k} per game`, group: 'pulls', mean: (g) => [g.pulls[k], g.pullsSq[k], g.games] })),
  ...(['fullPulls', 'kendals', 'queenToasts', 'mugginsCalls'] as const).map(
    (k): Measure => ({ key: `events.${k}`, label: EVENT_LABELS[k] ?? k, group: 'events', mean: (g) => [g.events[k], g.eventsSq[k], g.games] }),
  ),
  { key: 'wins.skunks', label: 'skunks (share of games)', group: 'skunks', rate: (g) => [g.wins.skunks, g.games] },
  { key: 'wins.royalSkunks', label: 'royal skunks (share of games)', group: 'skunks', rate: (g) => [g.wins.royalSkunks, g.games] },
];

/**
 * Every statistic of A against B, each with its test: the two-proportion z-test for shares of games,
 * Welch's t-test for per-game means (game length, shots, pulls and events).
 */
export function compareAggregates(a: Aggregate, b: Aggregate): ComparisonRow[] {
  return MEASURES.map((m) => {
    let va: number;
    let vb: number;
    let r: TestResult;
    let test: TestName;
    if (m.rate) {
      const [ka, na] = m.rate(a);
      const [kb, nb] = m.rate(b);
      va = na ? ka / na : 0;
      vb = nb ? kb / nb : 0;
      r = twoProportionZ(ka, na, kb, nb);
      test = 'two-proportion z-test';
    } else {
      const [sa, qa, na] = (m.mean as NonNullable<Measure['mean']>)(a);
      const [sb, qb, nb] = (m.mean as NonNullable<Measure['mean']>)(b);
      const ma = meanVariance(sa, qa, na);
      const mb = meanVariance(sb, qb, nb);
      va = ma.mean;
      vb = mb.mean;
      r = welchT(ma.mean, ma.variance, na, mb.mean, mb.variance, nb);
      test = "Welch's t-test";
    }
    return { key: m.key, label: m.label, group: m.group, kind: m.rate ? 'rate' : 'mean', a: va, b: vb, diff: va - vb, test, statistic: r.statistic, p: r.p, significant: r.p < ALPHA };
  });
}
