/**
 * How fast a page with one board is ready, beside a page with one chessground board, and how much JS heap
 * each extra board takes. A measurement that prints figures, never a test (the aims: ratio <= 1.5,
 * heap-per-board <= 40 KB).
 *
 *   npm run bench:load [-- --runs 9] [-- --shots <dir>] [-- --heap-detail]
 *
 * --shots saves a picture of each one-board page, to see both drawn. --heap-detail also prints what the
 * extra heap of a tablero board is made of: heap snapshots of both pages, the JS objects' own sizes
 * summed by kind and constructor name, largest first. Those pages load a copy of the embed built with
 * esbuild's keepNames, so our classes keep their names and Lit's keep those of its production build
 * (lit-html 3.3: `H` AttributePart, `k` ChildPart, `R` TemplateInstance). keepNames itself adds a store
 * for each named function's name (an `array` row, about 6 KB a board) that the measured build does not
 * have; `code` is mostly machine code V8 compiles as the twenty boards run the same functions again.
 *
 * It builds dist/tablero.js (as `npm run build` does) and a minimal chessground bundle with esbuild
 * (chessground is a devDependency for this comparison only), serves the pages from memory (one board and
 * twenty boards of each) and opens them in one Chromium (tests/support/chromium.ts), the two one-board
 * pages taking turns, a fresh context (no cache) per load, after one unrecorded load of each.
 *
 * Load time: from the board's script arriving (the `responseEnd` of its resource entry) to the frame after
 * the board is drawn (a requestAnimationFrame once tablero's elements have rendered, or once chessground
 * has built its DOM, then a message, which runs after that frame is painted). The median is printed.
 *
 * Heap per board: the page with twenty boards minus the page with one, over nineteen, each after a forced
 * garbage collection (DevTools' HeapProfiler.collectGarbage, then Runtime.getHeapUsage); median of three.
 * Also printed: forty boards minus twenty, over twenty, what one more board adds once the code is warm.
 *
 * The LAST line is always exactly `load: tablero=<ms> chessground=<ms> ratio=<r> heap-per-board=<KB>`.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import type { Browser, CDPSession } from 'playwright';
import { launchChromium } from '../../../tests/support/chromium.ts';
import { EMBED_OPTIONS, buildEmbed } from './build.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '9' }, shots: { type: 'string' }, 'heap-detail': { type: 'boolean', default: false } },
});
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs: expected a whole number above 0, got ${values.runs}`);
const HEAP_RUNS = 3;
const MANY = 20;

/** The two contenders: the script a page loads and the markup of `n` boards. */
type Contender = 'tablero' | 'chessground';

/**
 * Runs first in every page (a classic script, before the board's module): `__boardsDrawn()` marks the
 * time just after the next frame is painted, as `__painted`.
 */
const PROBE = `<script>
window.__boardsDrawn = () => requestAnimationFrame(() => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => { window.__painted = performance.now(); };
  channel.port2.postMessage(0);
});
</script>`;

/** Tablero's page: the embed as a webmaster loads it; the probe fires once every board has rendered. */
const tableroPage = (n: number, script = '/tablero.js'): string => `${PROBE}
<script>
customElements.whenDefined('tablero-board').then(async () => {
  await Promise.all([...document.querySelectorAll('tablero-board')].map((b) => b.updateComplete));
  __boardsDrawn();
});
</script>
<script type="module" src="${script}"></script>
${'<tablero-board style="display:block;width:400px"></tablero-board>\n'.repeat(n)}`;

/** chessground's page: its style sheets and a bundle that draws every `.board` and fires the probe. */
const chessgroundPage = (n: number): string => `${PROBE}
<link rel="stylesheet" href="/chessground.base.css">
<link rel="stylesheet" href="/chessground.brown.css">
<link rel="stylesheet" href="/chessground.cburnett.css">
<script type="module" src="/chessground.js"></script>
${'<div class="board" style="width:400px;height:400px"></div>\n'.repeat(n)}`;

const CHESSGROUND_ENTRY = `
import { Chessground } from 'chessground';
for (const el of document.querySelectorAll('.board')) Chessground(el, {});
window.__boardsDrawn();
`;

const page = (body: string): string => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head><body>${body}</body></html>`;

async function files(): Promise<Map<string, { type: string; body: string | Uint8Array }>> {
  const { outfile } = await buildEmbed();
  const named = await build({
    entryPoints: [join(import.meta.dirname, '../src/index.ts')],
    ...EMBED_OPTIONS,
    keepNames: true,
    write: false,
    logLevel: 'warning',
  });
  const cg = await build({
    stdin: { contents: CHESSGROUND_ENTRY, resolveDir: import.meta.dirname, loader: 'js' },
    ...EMBED_OPTIONS,
    write: false,
    logLevel: 'warning',
  });
  const js = 'text/javascript; charset=utf-8';
  const html = 'text/html; charset=utf-8';
  const css = (name: string) => ({ type: 'text/css', body: readFileSync(new URL(import.meta.resolve(`chessground/assets/${name}`))) });
  return new Map([
    ['/tablero.js', { type: js, body: readFileSync(outfile) }],
    ['/tablero-named.js', { type: js, body: named.outputFiles[0].contents }],
    ['/tablero-named-1', { type: html, body: page(tableroPage(1, '/tablero-named.js')) }],
    [`/tablero-named-${MANY}`, { type: html, body: page(tableroPage(MANY, '/tablero-named.js')) }],
    ['/chessground.js', { type: js, body: cg.outputFiles[0].contents }],
    ['/chessground.base.css', css('chessground.base.css')],
    ['/chessground.brown.css', css('chessground.brown.css')],
    ['/chessground.cburnett.css', css('chessground.cburnett.css')],
    ['/tablero-1', { type: html, body: page(tableroPage(1)) }],
    [`/tablero-${MANY}`, { type: html, body: page(tableroPage(MANY)) }],
    [`/tablero-${2 * MANY}`, { type: html, body: page(tableroPage(2 * MANY)) }],
    ['/chessground-1', { type: html, body: page(chessgroundPage(1)) }],
    [`/chessground-${MANY}`, { type: html, body: page(chessgroundPage(MANY)) }],
    [`/chessground-${2 * MANY}`, { type: html, body: page(chessgroundPage(2 * MANY)) }],
  ]);
}

const SCRIPT: Record<Contender, string> = { tablero: '/tablero.js', chessground: '/chessground.js' };

/** One load in a fresh context: ms from the script's arrival to the frame after the boards are drawn. */
async function loadTime(browser: Browser, origin: string, who: Contender, shot?: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 800, height: 900 } });
  try {
    const tab = await context.newPage();
    await tab.goto(`${origin}/${who}-1`);
    await tab.waitForFunction(() => typeof (window as { __painted?: number }).__painted === 'number', undefined, { timeout: 30_000 });
    if (shot) await tab.screenshot({ path: shot });
    return await tab.evaluate((script) => {
      const entry = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === script) as PerformanceResourceTiming | undefined;
      if (!entry) throw new Error(`no resource entry for ${script}`);
      return (window as unknown as { __painted: number }).__painted - entry.responseEnd;
    }, SCRIPT[who]);
  } finally {
    await context.close();
  }
}

/** A page of `n` boards, drawn and garbage-collected, with a DevTools session on it. */
async function drawnPage<T>(browser: Browser, url: string, measure: (cdp: CDPSession) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 800, height: 900 } });
  try {
    const tab = await context.newPage();
    await tab.goto(url);
    await tab.waitForFunction(() => typeof (window as { __painted?: number }).__painted === 'number', undefined, { timeout: 30_000 });
    const cdp = await context.newCDPSession(tab);
    for (let i = 0; i < 2; i++) await cdp.send('HeapProfiler.collectGarbage');
    return await measure(cdp);
  } finally {
    await context.close();
  }
}

/** The JS heap in use (bytes) once a page of `n` boards is drawn, after a forced garbage collection. */
const heapWith = (browser: Browser, origin: string, who: Contender, n: number): Promise<number> =>
  drawnPage(browser, `${origin}/${who}-${n}`, async (cdp) => (await cdp.send('Runtime.getHeapUsage')).usedSize);

/** A heap snapshot's JS objects (Blink's own, "native", left out): own bytes summed by `kind: name`. */
const heapByKind = (browser: Browser, url: string): Promise<Map<string, number>> =>
  drawnPage(browser, url, async (cdp) => {
    const chunks: string[] = [];
    cdp.on('HeapProfiler.addHeapSnapshotChunk', (e) => chunks.push(e.chunk));
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    const snap = JSON.parse(chunks.join('')) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[]; strings: string[] };
    const fields = snap.snapshot.meta.node_fields;
    const [kinds] = snap.snapshot.meta.node_types;
    const [kindAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
    const sums = new Map<string, number>();
    for (let i = 0; i < snap.nodes.length; i += fields.length) {
      const kind = kinds[snap.nodes[i + kindAt]];
      if (kind === 'native') continue;
      const name = ['object', 'closure'].includes(kind) ? snap.strings[snap.nodes[i + nameAt]].slice(0, 40) : '';
      const key = name ? `${kind}: ${name}` : kind;
      sums.set(key, (sums.get(key) ?? 0) + snap.nodes[i + sizeAt]);
    }
    return sums;
  });

/** Prints the kinds of JS object that grow most from a page of one tablero board to a page of MANY, per board. */
async function heapDetail(browser: Browser, origin: string): Promise<void> {
  const one = await heapByKind(browser, `${origin}/tablero-named-1`);
  const many = await heapByKind(browser, `${origin}/tablero-named-${MANY}`);
  const rows = [...many].map(([key, bytes]) => [key, (bytes - (one.get(key) ?? 0)) / (MANY - 1) / 1024] as const).sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, kb]) => sum + kb, 0);
  console.log(`heap per board by kind, tablero (snapshot, own sizes; total ${total.toFixed(1)} KB):`);
  for (const [key, kb] of rows.slice(0, 12)) console.log(`  ${kb.toFixed(1).padStart(6)} KB  ${key}`);
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** KB one extra board adds: (heap with MANY boards - heap with one) / (MANY - 1), median of HEAP_RUNS. */
async function heapPerBoard(browser: Browser, origin: string, who: Contender): Promise<number> {
  const per: number[] = [];
  for (let i = 0; i < HEAP_RUNS; i++) {
    const one = await heapWith(browser, origin, who, 1);
    const many = await heapWith(browser, origin, who, MANY);
    per.push((many - one) / (MANY - 1) / 1024);
  }
  console.log(`heap per board, ${who}: ${per.map((k) => k.toFixed(1)).join(', ')} KB -> median ${median(per).toFixed(1)} KB`);
  return median(per);
}

/**
 * KB one more board adds to a page that already has MANY: (heap with 2 * MANY - heap with MANY) / MANY,
 * median of HEAP_RUNS. Printed beside the figure above: the step from one board to twenty also holds the
 * machine code V8 compiles once the same functions run twenty times over, which a twenty-first board
 * no longer adds.
 */
async function heapPastMany(browser: Browser, origin: string, who: Contender): Promise<void> {
  const per: number[] = [];
  for (let i = 0; i < HEAP_RUNS; i++) {
    const many = await heapWith(browser, origin, who, MANY);
    const more = await heapWith(browser, origin, who, 2 * MANY);
    per.push((more - many) / MANY / 1024);
  }
  console.log(`heap per board past ${MANY} boards, ${who}: ${per.map((k) => k.toFixed(1)).join(', ')} KB -> median ${median(per).toFixed(1)} KB`);
}

const served = await files();
const server = createServer((req, res) => {
  const file = served.get((req.url ?? '/').split('?')[0]);
  if (!file) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' });
  res.end(file.body);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await launchChromium();
try {
  const kb = (path: string): string => `${(Buffer.from(served.get(path)!.body).length / 1024).toFixed(1)} KB`;
  console.log(`scripts (minified, not compressed): tablero.js ${kb('/tablero.js')}, chessground.js ${kb('/chessground.js')}`);
  // Warm-up loads, not recorded (with --shots, their pictures).
  for (const who of ['tablero', 'chessground'] as const) await loadTime(browser, origin, who, values.shots && join(values.shots, `bench-load-${who}.png`));
  const times: Record<Contender, number[]> = { tablero: [], chessground: [] };
  for (let i = 0; i < RUNS; i++) {
    // Taking turns, and each first in every other round, so neither always follows the other.
    const order: Contender[] = i % 2 ? ['chessground', 'tablero'] : ['tablero', 'chessground'];
    for (const who of order) times[who].push(await loadTime(browser, origin, who));
  }
  for (const who of ['tablero', 'chessground'] as const)
    console.log(`load ${who}: ${times[who].map((t) => t.toFixed(1)).join(', ')} ms -> median ${median(times[who]).toFixed(1)} ms`);
  await heapPerBoard(browser, origin, 'chessground'); // printed, for comparison
  const tableroHeap = await heapPerBoard(browser, origin, 'tablero');
  for (const who of ['chessground', 'tablero'] as const) await heapPastMany(browser, origin, who);
  if (values['heap-detail']) await heapDetail(browser, origin);
  const t = median(times.tablero);
  const c = median(times.chessground);
  console.log(`load: tablero=${t.toFixed(1)} chessground=${c.toFixed(1)} ratio=${(t / c).toFixed(2)} heap-per-board=${tableroHeap.toFixed(1)}`);
} finally {
  await browser.close();
  server.close();
}
