/**
 * The Variant lab's charts, drawn with Observable Plot (@observablehq/plot). This module is imported
 * only once a run has results, so the library never weighs on the page before then.
 *
 * Why Plot: it is kept by Observable (the d3 people) with regular releases, draws plain SVG (crisp,
 * styleable with the page's own colours and fonts, no canvas to describe), puts an aria-label on every
 * chart, and says a grouped bar chart or an overlaid histogram in a few lines. Its chunk in the built
 * site, with the parts of d3 it uses, is printed by `npm run lab:bench`; Chart.js would be about as big
 * (and draws on a canvas), uPlot smaller but made for time series, not bars and intervals.
 *
 * Every chart is a picture of the table beside it, which is its text alternative: the SVG is one image
 * whose label says so.
 */
import * as Plot from '@observablehq/plot';
import { PULL_SIZES, lengthHistogram, summarize, type Aggregate } from '@tablero/engine/sim';
import { STAT_GROUPS, type StatGroup } from './stat-labels.ts';
import type { LabResult } from './experiment.ts';
import { GROUP_TITLES } from './tables.ts';

const COLORS = { A: '#1f5fa8', B: '#c2570c' };
const color = { domain: ['A', 'B'], range: [COLORS.A, COLORS.B], legend: true };

interface Bar {
  readonly stat: string;
  readonly column: 'A' | 'B';
  readonly value: number;
}

/** The same statistics of A and B, side by side. */
function bars(
  stats: readonly [string, (s: ReturnType<typeof summarize>) => number][],
  a: ReturnType<typeof summarize>,
  b: ReturnType<typeof summarize>,
  yLabel: string,
  percent: boolean,
): ReturnType<typeof Plot.plot> {
  const data: Bar[] = stats.flatMap(([stat, f]) => [
    { stat, column: 'A' as const, value: f(a) },
    { stat, column: 'B' as const, value: f(b) },
  ]);
  return Plot.plot({
    height: 260,
    marginBottom: 40,
    color,
    fx: { label: null, domain: stats.map(([s]) => s), padding: 0.15 },
    x: { axis: null, domain: ['A', 'B'] },
    y: { label: yLabel, grid: true, percent, nice: true },
    marks: [Plot.barY(data, { fx: 'stat', x: 'column', y: 'value', fill: 'column' }), Plot.ruleY([0])],
  });
}

/** Game lengths of both columns as shares of games in shared bins, drawn over each other. */
function lengthChart(a: Aggregate, b: Aggregate): ReturnType<typeof Plot.plot> {
  const ha = lengthHistogram(a);
  const hb = lengthHistogram(b);
  const lo = Math.min(ha[0]?.[0] ?? 0, hb[0]?.[0] ?? 0);
  const hi = Math.max(ha.at(-1)?.[0] ?? 0, hb.at(-1)?.[0] ?? 0);
  const width = Math.max(1, Math.ceil((hi - lo + 1) / 40));
  const bins: { column: 'A' | 'B'; x1: number; x2: number; zero: 0; share: number }[] = [];
  for (const [column, hist, n] of [
    ['A', ha, a.games],
    ['B', hb, b.games],
  ] as const) {
    const counts = new Map<number, number>();
    for (const [len, c] of hist) {
      const start = lo + Math.floor((len - lo) / width) * width;
      counts.set(start, (counts.get(start) ?? 0) + c);
    }
    for (const [start, c] of counts) bins.push({ column, x1: start, x2: start + width, zero: 0, share: c / Math.max(1, n) });
  }
  return Plot.plot({
    height: 260,
    color,
    x: { label: 'rolls in the game' },
    y: { label: 'share of games', tickFormat: '.0%', grid: true },
    // Plot.rect, not rectY: each column's bars start at zero (rectY would stack B on A).
    marks: [Plot.rect(bins, { x1: 'x1', x2: 'x2', y1: 'zero', y2: 'share', fill: 'column', fillOpacity: 0.45, inset: 0.5 }), Plot.ruleY([0])],
  });
}

/** The starter's win rate in A and B with their 95% intervals, against the even line. */
function starterChart(a: ReturnType<typeof summarize>, b: ReturnType<typeof summarize>): ReturnType<typeof Plot.plot> {
  const data = [
    { column: 'A', rate: a.starter.winRate, lo: a.starter.winRateCi95[0], hi: a.starter.winRateCi95[1] },
    { column: 'B', rate: b.starter.winRate, lo: b.starter.winRateCi95[0], hi: b.starter.winRateCi95[1] },
  ];
  // Close enough to see the intervals, always with the even line (50%) in view.
  const lo = Math.max(0, Math.min(0.5, ...data.map((d) => d.lo)) - 0.05);
  const hi = Math.min(1, Math.max(0.5, ...data.map((d) => d.hi)) + 0.05);
  return Plot.plot({
    height: 220,
    color,
    x: { label: null, domain: ['A', 'B'] },
    y: { label: 'starter wins (share of won games)', tickFormat: '.0%', domain: [lo, hi], grid: true },
    marks: [
      Plot.ruleY([0.5], { strokeDasharray: '4 3' }),
      Plot.ruleX(data, { x: 'column', y1: 'lo', y2: 'hi', stroke: 'column', strokeWidth: 3 }),
      Plot.dot(data, { x: 'column', y: 'rate', fill: 'column', r: 6 }),
    ],
  });
}

/** One group's chart. */
function chartFor(group: StatGroup, r: LabResult): ReturnType<typeof Plot.plot> {
  const a = summarize(r.a);
  const b = summarize(r.b);
  switch (group) {
    case 'length':
      return lengthChart(r.a, r.b);
    case 'endings':
      return bars(
        [
          ['won', (s) => s.endings.win / s.games],
          ['drawn', (s) => s.endings.draw / s.games],
          ['no winner', (s) => s.endings.unfinished / s.games],
        ],
        a,
        b,
        'share of games',
        true,
      );
    case 'starter':
      return starterChart(a, b);
    case 'drunk':
      return bars(
        [
          ['South', (s) => s.drunk.perGame.south],
          ['North', (s) => s.drunk.perGame.north],
          ['spectators', (s) => s.drunk.perGame.spectators],
        ],
        a,
        b,
        'shots per game',
        false,
      );
    case 'pulls':
      return bars(
        PULL_SIZES.map((k) => [`${k}`, (s) => s.pullsBySize[k] / s.games] as const),
        a,
        b,
        'pulls per game, by size',
        false,
      );
    case 'events':
      return bars(
        [
          ['Full Pulls', (s) => s.perGame.fullPulls],
          ['Kendals', (s) => s.perGame.kendals],
          ["Queen's toasts", (s) => s.perGame.queenToasts],
          ['muggins calls', (s) => s.perGame.mugginsCalls],
        ],
        a,
        b,
        'per game',
        false,
      );
    case 'skunks':
      return bars(
        [
          ['skunks', (s) => s.wins.skunks / s.games],
          ['royal skunks', (s) => s.wins.royalSkunks / s.games],
        ],
        a,
        b,
        'share of games',
        true,
      );
  }
}

/** Let the browser breathe between charts, so no task runs long. */
const yieldToPage = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Draw each group's chart into its slot (the figure beside its table), one per task. */
export async function drawCharts(slots: Record<StatGroup, HTMLElement>, r: LabResult): Promise<void> {
  for (const group of STAT_GROUPS) {
    await yieldToPage();
    const slot = slots[group];
    if (!slot.isConnected) return;
    const chart = chartFor(group, r);
    // One image, labelled; the table beside it carries the numbers. Plot's labels on the image's
    // parts and the colour key's swatches (the key's words are text) are left out.
    const main = chart instanceof SVGSVGElement ? chart : chart.querySelector<SVGSVGElement>(':scope > svg');
    for (const svg of chart.querySelectorAll('svg')) if (svg !== main) svg.setAttribute('aria-hidden', 'true');
    if (main) {
      main.setAttribute('role', 'img');
      main.setAttribute('aria-label', `Chart: ${GROUP_TITLES[group]}, A against B. The numbers are in the table beside it.`);
      for (const el of main.querySelectorAll('[aria-label]')) el.removeAttribute('aria-label');
    }
    const caption = document.createElement('figcaption');
    caption.textContent = `${GROUP_TITLES[group]} (A blue, B orange)`;
    slot.replaceChildren(chart, caption);
  }
}
