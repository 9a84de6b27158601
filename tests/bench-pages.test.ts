/**
 * `npm run bench:pages` (site/scripts/bench-pages.ts): its command line, its medians and the lines it
 * prints. Lighthouse itself never runs here.
 */
import { describe, expect, it } from 'vitest';
import { usageProblem } from './support/usage.ts';
import { boardsIn, lastLine, median, pageLine, parseArgs, summarise, type PageRuns } from '../site/scripts/bench-pages.ts';

const problem = (argv: string[]): string => usageProblem(parseArgs, argv);

describe('bench:pages: the command line', () => {
  it('defaults to every page with a board, 3 runs, and a fresh build', () => {
    expect(parseArgs([])).toEqual({ pages: undefined, runs: 3, build: true });
  });

  it('reads --pages, --runs and --no-build, with a space or an equals sign', () => {
    expect(parseArgs(['--pages', '/,/lab/', '--runs', '5', '--no-build'])).toEqual({ pages: ['/', '/lab/'], runs: 5, build: false });
    expect(parseArgs(['--pages=/a-turn', '--runs=4'])).toEqual({ pages: ['/a-turn/'], runs: 4, build: true });
  });

  it('drops repeated pages and empty items', () => {
    expect(parseArgs(['--pages', '/lab/,,/lab,/']).pages).toEqual(['/lab/', '/']);
  });

  it('refuses fewer than 3 runs, a runs count that is not a whole number, and a missing value', () => {
    expect(problem(['--runs', '2'])).toMatch(/--runs: "2" is not a whole number of at least 3/);
    expect(problem(['--runs', '3.5'])).toMatch(/--runs/);
    expect(problem(['--runs', 'many'])).toMatch(/--runs/);
    expect(problem(['--runs'])).toBe('--runs needs a value');
    expect(problem(['--pages', '--no-build'])).toBe('--pages needs a value');
    expect(problem(['--pages', ','])).toBe('--pages needs at least one page');
  });

  it('refuses paths that are not site paths, and unknown flags', () => {
    expect(problem(['--pages', 'lab/'])).toMatch(/"lab\/" is not a site path/);
    expect(problem(['--pages', '/../etc/'])).toMatch(/not a plain page path/);
    expect(problem(['--page', '/'])).toBe('unknown argument "--page"');
    expect(problem(['--no-build=yes'])).toBe('unknown argument "--no-build=yes"');
  });
});

describe('bench:pages: counting boards', () => {
  it('counts Board slots and board elements, not code samples in copy buttons', () => {
    const slot = '<div class="tablero-slot" data-tablero-slot data-attrs="{}"><p>…</p></div>';
    const copy = '<button data-code="<tablero-board seed=&quot;1&quot;></tablero-board>"></button>';
    expect(boardsIn(`<figure>${slot}</figure><figure>${slot}</figure>${copy}`)).toBe(2);
    expect(boardsIn('<tablero-table><tablero-board players="You"></tablero-board></tablero-table>')).toBe(1);
    expect(boardsIn('<div class="tablero-slot"></div><p>&lt;tablero-board&gt;</p>')).toBe(0);
  });
});

describe('bench:pages: medians and lines', () => {
  it('takes the middle run, or the mean of the two middle ones', () => {
    expect(median([90, 70, 80])).toBe(80);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  const page = (path: string, boards: number, withScores: number[], withoutScores: number[], withTbt: number[], withoutTbt: number[]): PageRuns => ({
    path,
    boards,
    with: { score: withScores, tbt: withTbt },
    without: { score: withoutScores, tbt: withoutTbt },
  });
  const home = summarise(page('/', 1, [80, 90, 85], [95, 97, 96], [300, 120, 200], [10, 30, 20]));
  const lab = summarise(page('/lab/', 0, [70, 71, 72], [80, 60, 81], [500, 400, 450], [90, 80, 100]));
  const turn = summarise(page('/a-turn/', 2, [96, 97, 98], [98, 99, 97], [40, 50, 45], [30, 20, 25]));

  it('prints a page line from the medians: drop is without minus with, added is with minus without', () => {
    expect(pageLine(home)).toBe('/ boards=1 score=85/96 drop=11 tbt=200/20 added=180');
    expect(pageLine(summarise(page('/x/', 3, [90, 91], [94, 94], [10, 15], [0, 0])))).toBe('/x/ boards=3 score=90.5/94 drop=3.5 tbt=12.5/0 added=12.5');
  });

  it('ends with the page of the largest score drop, whatever the order', () => {
    expect(lastLine([turn, home, lab])).toBe('pages: worst=/ score-drop=11 tbt-added=180 boards=1');
    expect(lastLine([lab, turn])).toBe('pages: worst=/lab/ score-drop=9 tbt-added=360 boards=0');
  });

  it('breaks a tie in the drop by the TBT added, and reports a page faster with boards as a negative drop', () => {
    const a = summarise(page('/a/', 1, [90, 90, 90], [92, 92, 92], [50, 50, 50], [0, 0, 0]));
    const b = summarise(page('/b/', 1, [90, 90, 90], [92, 92, 92], [80, 80, 80], [0, 0, 0]));
    expect(lastLine([a, b])).toBe('pages: worst=/b/ score-drop=2 tbt-added=80 boards=1');
    const faster = summarise(page('/c/', 1, [99, 99, 99], [97, 97, 97], [0, 0, 0], [10, 10, 10]));
    expect(lastLine([faster])).toBe('pages: worst=/c/ score-drop=-2 tbt-added=-10 boards=1');
  });
});
