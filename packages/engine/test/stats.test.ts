/**
 * The shared statistics (src/sim/): the tests against values published for them,
 * and the promise the Variant lab rests on: games split into chunks, played in any order and merged,
 * give exactly the totals of one run.
 */
import { describe, expect, it } from 'vitest';
import {
  addGame,
  compareAggregates,
  emptyAggregate,
  lengthSummary,
  mergeAggregates,
  playSeries,
  twoProportionZ,
  welchT,
  wilsonInterval,
  type Aggregate,
  type GameOutcome,
  type SeriesSetup,
} from '../src/sim/index.ts';
import { normalCdf, studentTwoSidedP } from '../src/sim/distributions.ts';

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const variance = (xs: number[]): number => {
  const m = mean(xs);
  return xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1);
};

describe('distributions and tests', () => {
  it('gives the normal and Student t tail probabilities of the tables', () => {
    expect(normalCdf(1.959963984540054)).toBeCloseTo(0.975, 12);
    expect(normalCdf(0)).toBeCloseTo(0.5, 15);
    expect(normalCdf(-3)).toBeCloseTo(0.0013498980316301, 14);
    // R: 2 * pt(-2, 10), 2 * pt(-1, 1), 2 * pt(-2.228139, 10)
    expect(studentTwoSidedP(2, 10)).toBeCloseTo(0.07338803477074, 10);
    expect(studentTwoSidedP(-1, 1)).toBeCloseTo(0.5, 12);
    expect(studentTwoSidedP(2.228139, 10)).toBeCloseTo(0.05, 6);
  });

  it("matches the worked example of Welch's t-test", () => {
    // Welch's t-test, Wikipedia's first example: t = -2.46, df = 24.9, p = 0.021.
    const a1 = [27.5, 21.0, 19.0, 23.6, 17.0, 17.9, 16.9, 20.1, 21.9, 22.6, 23.1, 19.6, 19.0, 21.7, 21.4];
    const a2 = [27.1, 22.0, 20.8, 23.4, 23.4, 23.5, 25.8, 22.0, 24.8, 20.2, 21.9, 22.1, 22.9, 20.5, 24.4];
    const r = welchT(mean(a1), variance(a1), a1.length, mean(a2), variance(a2), a2.length);
    expect(r.statistic).toBeCloseTo(-2.46, 2);
    // The page truncates the degrees of freedom (24.99) to 24.9.
    expect(r.df).toBeGreaterThan(24.9);
    expect(r.df).toBeLessThan(25);
    expect(r.p).toBeCloseTo(0.021, 3);
    // Identical samples differ by nothing.
    expect(welchT(3, 1, 10, 3, 1, 10).p).toBeCloseTo(1, 12);
  });

  it('matches the two-proportion z-test and the Wilson interval of R', () => {
    // R: prop.test(c(45, 60), c(100, 100), correct = FALSE): X-squared = 4.5113 (= z^2), p = 0.03367.
    const r = twoProportionZ(45, 100, 60, 100);
    expect(r.statistic ** 2).toBeCloseTo(4.5113, 4);
    expect(r.p).toBeCloseTo(0.03367, 5);
    expect(twoProportionZ(0, 50, 0, 50).p).toBe(1);
    // R: prop.test(50, 100, correct = FALSE)$conf.int = 0.4038315 0.5961685
    const [lo, hi] = wilsonInterval(50, 100);
    expect(lo).toBeCloseTo(0.4038315, 7);
    expect(hi).toBeCloseTo(0.5961685, 7);
    const [lo0, hi0] = wilsonInterval(0, 20);
    expect(lo0).toBe(0);
    expect(hi0).toBeCloseTo(0.1611252, 6);
  });
});

describe('aggregates', () => {
  const game = (rolls: number, winner: 0 | 1 | null, starter: 0 | 1): GameOutcome => ({
    rolls,
    starter,
    ending: winner === null ? 'draw' : 'win',
    winner,
    skunk: false,
    royalSkunk: false,
    drunk: [rolls % 3, 1, 0],
    pulls: [0, 0, 0, 0, 1, 0, 0, rolls % 2],
    events: {
      rolls,
      pulls: 1 + (rolls % 2),
      fullPulls: rolls % 2,
      kendals: 0,
      queenToasts: 1,
      mugginsCalls: 0,
      slashes: 0,
      runs: 0,
      courtesyFills: 0,
      passes: 0,
      stuck: 0,
    },
  });

  it('reads the length summary from the histogram', () => {
    const agg = emptyAggregate();
    for (const r of [10, 40, 20, 20, 30]) addGame(agg, game(r, 0, 0));
    expect(lengthSummary(agg)).toEqual({ mean: 24, sd: Math.sqrt(130), min: 10, median: 20, max: 40 });
    addGame(agg, game(50, 1, 0));
    expect(lengthSummary(agg).median).toBe(25);
    expect(agg.starter.wins).toBe(5);
    expect(agg.endings).toEqual({ win: 6, draw: 0, unfinished: 0 });
  });

  it('compares per-game means with Welch and shares of games with the z-test', () => {
    const a = emptyAggregate();
    const b = emptyAggregate();
    for (let i = 0; i < 200; i++) {
      addGame(a, game(100 + (i % 7), i % 2 ? 0 : 1, 0));
      addGame(b, game(130 + (i % 7), i % 5 ? 0 : null, 0));
    }
    const rows = compareAggregates(a, b);
    const row = (key: string) => rows.find((r) => r.key === key)!;
    expect(row('length.mean').test).toBe("Welch's t-test");
    expect(row('length.mean').diff).toBeCloseTo(-30, 10);
    expect(row('length.mean').significant).toBe(true);
    expect(row('endings.draw').test).toBe('two-proportion z-test');
    expect(row('endings.draw').b).toBeCloseTo(0.2, 10);
    expect(row('endings.draw').significant).toBe(true);
    expect(row('events.queenToasts').p).toBe(1);
    expect(row('events.queenToasts').significant).toBe(false);
  });
});

describe('a series split into chunks', () => {
  const setups: SeriesSetup[] = [
    { rules: 'powell', bots: ['greedy', 'greedy'], seed: 11, maxRolls: 20_000 },
    { rules: 'anarchist', options: { pullSize: 5 }, bots: ['random', 'greedy'], seed: 4, maxRolls: 20_000 },
    { rules: 'powell', options: { diagonal: true }, bots: ['greedy', 'random'], seed: 2, maxRolls: 20_000 },
  ];
  const GAMES = 60;

  /** Split 0..n into `parts` chunks of uneven sizes, the way workers take batches. */
  function chunks(n: number, parts: number): [number, number][] {
    const out: [number, number][] = [];
    let from = 0;
    for (let p = 0; p < parts; p++) {
      const to = p === parts - 1 ? n : Math.min(n, from + Math.max(1, Math.round((n / parts) * (p % 2 ? 0.6 : 1.4))));
      out.push([from, to]);
      from = to;
    }
    return out;
  }

  for (const setup of setups) {
    it(`merges to the totals of one run, however split and in any order: ${setup.rules} ${JSON.stringify(setup.options ?? {})}`, () => {
      const whole = playSeries(setup, 0, GAMES);
      expect(whole.games).toBe(GAMES);
      for (const parts of [1, 2, 3, 7]) {
        const pieces: Aggregate[] = chunks(GAMES, parts).map(([from, to]) => playSeries(setup, from, to));
        expect(pieces.reduce((s, p) => s + p.games, 0)).toBe(GAMES);
        expect(mergeAggregates(...pieces), `${parts} chunks`).toEqual(whole);
        expect(mergeAggregates(...pieces.reverse()), `${parts} chunks, reversed`).toEqual(whole);
      }
      // A different seed plays different games.
      expect(playSeries({ ...setup, seed: setup.seed + 1 }, 0, GAMES).lengths).not.toEqual(whole.lengths);
    });
  }
});
