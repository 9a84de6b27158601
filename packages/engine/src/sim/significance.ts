/**
 * Whether two configurations differ more than chance would: Wilson intervals, the two-proportion
 * z-test, Welch's t-test, and `compareAggregates`, which tests every statistic of A against B.
 */
import { meanVariance, PULL_SIZES, type Aggregate } from './outcomes.ts';
import { normalCdf, studentTwoSidedP } from './distributions.ts';

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

/** Which test a row of the comparison used. */
export type TestName = 'two-proportion z-test' | "Welch's t-test";

/** One statistic of A against B. */
export interface ComparisonRow {
  /**
   * A stable key naming the statistic: `length.mean`, `endings.win` / `.draw` / `.unfinished`,
   * `starter.winRate`, `drunk.south` / `.north` / `.spectators`, `pulls.2` .. `pulls.7`,
   * `events.fullPulls` / `.kendals` / `.queenToasts` / `.mugginsCalls`, `wins.skunks` / `.royalSkunks`.
   */
  readonly key: string;
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

/** The significance level the comparison uses. */
export const ALPHA = 0.05;

/** The figures of one aggregate that the comparison tests, with what each needs for its test. */
interface Measure {
  key: string;
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

const MEASURES: readonly Measure[] = [
  { key: 'length.mean', mean: lengthMoments },
  { key: 'endings.win', rate: (g) => [g.endings.win, g.games] },
  { key: 'endings.draw', rate: (g) => [g.endings.draw, g.games] },
  { key: 'endings.unfinished', rate: (g) => [g.endings.unfinished, g.games] },
  { key: 'starter.winRate', rate: (g) => [g.starter.wins, g.endings.win] },
  { key: 'drunk.south', mean: (g) => [g.drunk[0], g.drunkSq[0], g.games] },
  { key: 'drunk.north', mean: (g) => [g.drunk[1], g.drunkSq[1], g.games] },
  { key: 'drunk.spectators', mean: (g) => [g.drunk[2], g.drunkSq[2], g.games] },
  ...PULL_SIZES.map((k): Measure => ({ key: `pulls.${k}`, mean: (g) => [g.pulls[k], g.pullsSq[k], g.games] })),
  ...(['fullPulls', 'kendals', 'queenToasts', 'mugginsCalls'] as const).map((k): Measure => ({
    key: `events.${k}`,
    mean: (g) => [g.events[k], g.eventsSq[k], g.games],
  })),
  { key: 'wins.skunks', rate: (g) => [g.wins.skunks, g.games] },
  { key: 'wins.royalSkunks', rate: (g) => [g.wins.royalSkunks, g.games] },
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
    return { key: m.key, kind: m.rate ? 'rate' : 'mean', a: va, b: vb, diff: va - vb, test, statistic: r.statistic, p: r.p, significant: r.p < ALPHA };
  });
}
