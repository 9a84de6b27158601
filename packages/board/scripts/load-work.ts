/**
 * What the embed does as it loads, before any board needs it: builds dist/tablero.js, loads it in
 * Chromium into an empty page, RUNS times (a fresh page each time), and prints the median time to
 * import it (fetch from memory, compile, evaluate every module, define the elements) and then to draw one
 * board. Five more loads run under V8's sampling profiler and precise coverage (medians printed): where
 * the import's time goes, and the functions that ran while the module was imported, traced back to their
 * source files through the source map: work evaluated at load shows up there as a source file with
 * functions run. Never part of the tests (timings vary by machine and by its load).
 *
 *   node packages/board/scripts/load-work.ts [runs]     (default 15)
 *
 * The LAST line is `load-work: import=<ms> first-board=<ms> functions-at-import=<n>`.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { launchChromium } from '../../../tests/support/chromium.ts';
import { buildEmbed } from './build.ts';

const RUNS = Number(process.argv[2] ?? 15);
const ORIGIN = 'http://tablero.test';
const repo = join(import.meta.dirname, '..', '..', '..');

/** The page: imports the embed, then adds one board and waits for it to be drawn. Times land in `window.loadWork`. */
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>load work</title></head><body>
<script type="module">
  const t0 = performance.now();
  await import('/tablero.js');
  const t1 = performance.now();
  window.imported = true;
  await new Promise((go) => (window.drawBoard = go));
  const t2 = performance.now();
  const board = document.createElement('tablero-board');
  document.body.append(board);
  await board.updateComplete;
  await new Promise((go) => requestAnimationFrame(() => go()));
  window.loadWork = { importMs: t1 - t0, boardMs: performance.now() - t2 };
</script></body></html>`;

const { outfile } = await buildEmbed();
const code = readFileSync(outfile, 'utf8');
const map = new TraceMap(readFileSync(`${outfile}.map`, 'utf8'));

const browser = await launchChromium();

async function openPage(): Promise<Page> {
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, (route) =>
    route.request().url().endsWith('/tablero.js')
      ? route.fulfill({ contentType: 'text/javascript', body: code })
      : route.fulfill({ contentType: 'text/html', body: PAGE }),
  );
  return page;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const imports: number[] = [];
const boards: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const page = await openPage();
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => (window as unknown as { imported?: boolean }).imported);
  await page.evaluate(() => (window as unknown as { drawBoard: () => void }).drawBoard());
  const t = await page.waitForFunction(() => (window as unknown as { loadWork?: { importMs: number; boardMs: number } }).loadWork);
  const { importMs, boardMs } = (await t.jsonValue())!;
  imports.push(importMs);
  boards.push(boardMs);
  await page.close();
}

const lineStarts = [0];
for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
/** The source file of a place in the bundle (line and column 0-based), relative to the repository. */
const sourceOf = (line: number, column: number): string => {
  const pos = originalPositionFor(map, { line: line + 1, column });
  if (!pos.source) return '(the bundle itself)';
  return relative(repo, resolve(dirname(outfile), pos.source));
};
const sourceAt = (offset: number): string => {
  const line = lineStarts.findLastIndex((s) => s <= offset);
  return sourceOf(line, offset - lineStarts[line]);
};

/**
 * One load under V8's sampling profiler (every 50 µs) and precise coverage: the import's self time by
 * function (named by source file), and the functions of the bundle that ran, by source file.
 */
async function profiledLoad(): Promise<{ time: Map<string, number>; ran: Map<string, number> }> {
  const page = await openPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  await cdp.send('Profiler.start');
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => (window as unknown as { imported?: boolean }).imported);
  const { profile } = await cdp.send('Profiler.stop');
  const { result } = await cdp.send('Profiler.takePreciseCoverage');
  await page.close();

  const ran = new Map<string, number>();
  for (const script of result.filter((s) => s.url.endsWith('/tablero.js'))) {
    for (const fn of script.functions) {
      const top = fn.ranges[0];
      if (!top || top.count === 0 || top.startOffset === 0) continue; // the bundle's own top level is not a function of ours
      const file = sourceAt(top.startOffset);
      ran.set(file, (ran.get(file) ?? 0) + 1);
    }
  }
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const time = new Map<string, number>();
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    const frame = nodes.get(id)?.callFrame;
    const ms = (deltas[i + 1] ?? 0) / 1000;
    const where = !frame?.url.endsWith('/tablero.js')
      ? `(${frame?.functionName || frame?.url || 'browser'})`
      : frame.lineNumber === 0 && frame.columnNumber === 0
        ? '(top-level code of all the bundled modules, one function in the bundle)'
        : `${sourceOf(frame.lineNumber, frame.columnNumber)} ${frame.functionName}`;
    if (where !== '((idle))') time.set(where, (time.get(where) ?? 0) + ms);
  });
  return { time, ran };
}

// A single sampled load is at the mercy of whatever else the machine does: take the median of several.
const PROFILED = 5;
const loads: { time: Map<string, number>; ran: Map<string, number> }[] = [];
for (let i = 0; i < PROFILED; i++) loads.push(await profiledLoad());
await browser.close();
const medianOf = (pick: (l: (typeof loads)[number]) => Map<string, number>): [string, number][] => {
  const keys = new Set(loads.flatMap((l) => [...pick(l).keys()]));
  return [...keys].map((k): [string, number] => [k, median(loads.map((l) => pick(l).get(k) ?? 0))]).filter(([, v]) => v > 0);
};
const timeByFile = medianOf((l) => l.time);
const byFile = medianOf((l) => l.ran);
const ran = byFile.reduce((a, [, n]) => a + n, 0);

console.log(`chromium, ${RUNS} loads each; medians`);
console.log(`self time while the embed is imported (median of ${PROFILED} sampled loads; (program) is mostly parsing and compiling), the ten largest:`);
for (const [file, ms] of timeByFile.sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`  ${ms.toFixed(1).padStart(6)} ms  ${file}`);
console.log('functions run while the embed is imported, by source file (the libraries set themselves up; ours should not):');
for (const [file, n] of byFile.sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(4)}  ${file}`);
console.log(`load-work: import=${median(imports).toFixed(1)}ms first-board=${median(boards).toFixed(1)}ms functions-at-import=${ran}`);
