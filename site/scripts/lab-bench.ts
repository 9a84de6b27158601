/**
 * `npm run lab:bench`: how fast the Variant lab plays, against the command line. Builds the rulebook
 * (skip with --no-build), times `npm run simulate`'s code on one core for the games, then opens the lab
 * headless in Debian Chromium and runs the same games in its workers. Prints the size of the chart
 * library's chunk, and as its last line
 *
 *   lab: games=<N> workers=<W> games/s=<G> cli=<C> ratio=<G/(W*C)>
 *
 * and before it the longest task on the page's main thread during the run (CPU time, from Chromium's
 * trace) and how many took over 50 ms, the length at which a page stops answering promptly;
 * where G is the lab's games per second over the whole run (wall clock from Run to the last batch, as
 * shown on the page) and C the
 * command line's on one core. A ratio near 1 means the workers lose little to the browser and to the
 * splitting (on a machine shared with other work it mostly measures the sharing: the line before it
 * gives the same games on W simulate processes at once, for scale). The page is used as a person uses
 * it: the number of games typed into its field at a brisk typist's pace (TYPE_DELAY_MS a key), then Run
 * clicked; the page starts its workers warming at that first use of the form, as it does for anyone.
 * Flags: --games <n> (default 20000, half in each column), --rules <preset> (default powell: both
 * columns and the command line play greedy against itself under that rule set), --no-build. Never part
 * of the tests.
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs, simulate } from '../../packages/engine/scripts/simulate.ts';
import { isPreset, PRESETS } from '@tablero/engine';
import { DIST, serve } from './serve.ts';
import { launchChromium } from '../../tests/support/chromium.ts';
import { TASK_CATEGORIES, mainThreadTasks, type TraceEvent } from '../../tests/support/trace.ts';

const args = process.argv.slice(2);
const total = args.includes('--games') ? Number(args[args.indexOf('--games') + 1]) : 20_000;
if (!Number.isInteger(total) || total < 2 || total % 2) {
  console.error('lab:bench: --games must be an even whole number (half of the games go to each column)');
  process.exit(2);
}
const perColumn = total / 2;
const rules = args.includes('--rules') ? String(args[args.indexOf('--rules') + 1]) : 'powell';
if (!isPreset(rules)) {
  console.error(`lab:bench: --rules must be one of ${PRESETS.join(', ')}`);
  process.exit(2);
}
/** Milliseconds between keys when typing the number of games (about 80 words a minute). */
const TYPE_DELAY_MS = 150;
const root = new URL('../../', import.meta.url).pathname;
const SIMULATE = fileURLToPath(new URL('../../packages/engine/scripts/simulate.ts', import.meta.url));

if (!args.includes('--no-build')) {
  console.log('building the rulebook…');
  const built = spawnSync('npm', ['run', 'site:build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The chart library's chunk (loaded only after a run).
const astro = join(DIST, '_astro');
const chunk = readdirSync(astro).find((f) => /^charts\..*\.js$/.test(f));
if (chunk) {
  const bytes = readFileSync(join(astro, chunk));
  console.log(`chart chunk (Observable Plot and the d3 parts it uses): ${bytes.length} bytes, ${gzipSync(bytes, { level: 9 }).length} gzipped`);
}

// The command line on one core (this process): both columns' games, as simulate plays them.
const cliArgs = ['--rules', rules, '--bots', 'greedy,greedy', '--games', String(perColumn), '--seed', '1'];
let cliSeconds = 0;
for (let column = 0; column < 2; column++) cliSeconds += simulate(parseArgs(cliArgs)).seconds;
const cli = total / cliSeconds;
console.log(`simulate: ${total} games in ${cliSeconds.toFixed(2)} s on one core (${Math.round(cli)} games/s)`);

const site = await serve(DIST);
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.goto(`${site.origin}/lab/#a=${rules}&a-bots=greedy,greedy&b=${rules}&b-bots=greedy,greedy&seed=1`, { waitUntil: 'load' });
  await page.waitForFunction(() => [...document.querySelectorAll('tablero-settings')].every((s) => s.shadowRoot?.querySelector('form')));
  // As a person would: into the games field, its number replaced by typing, then Run.
  const t0 = performance.now();
  await page.locator('#lab-games').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(String(perColumn), { delay: TYPE_DELAY_MS });
  await browser.startTracing(page, { categories: TASK_CATEGORIES });
  await page.locator('#lab-run').click();
  console.log(`from the first click in the form to Run: ${Math.round(performance.now() - t0)} ms`);
  // Told by the page when the run's figure appears, rather than asking it at every frame (polling would
  // add work on the page's main thread that a person's run does not have).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const results = document.getElementById('lab-results') as HTMLElement;
        if (results.dataset.gamesPerSecond) return resolve();
        new MutationObserver((_, observer) => {
          if (!results.dataset.gamesPerSecond) return;
          observer.disconnect();
          resolve();
        }).observe(results, { attributes: true, attributeFilter: ['data-games-per-second'] });
      }),
  );
  const tasks = mainThreadTasks((JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents);
  console.log(
    `main thread during the run: ${tasks.length} tasks, the longest ${Math.max(0, ...tasks).toFixed(1)} ms of CPU, ${tasks.filter((ms) => ms > 50).length} over 50 ms`,
  );
  const data = await page.locator('#lab-results').evaluate((el) => ({ ...(el as HTMLElement).dataset }));
  console.log(await page.locator('#lab-progress-text').textContent());
  const workers = Number(data.workers);
  const g = Number(data.gamesPerSecond);
  // For scale: the same games on W simulate processes at once (what this machine gives W busy processes).
  const t1 = performance.now();
  await Promise.all(
    Array.from({ length: workers }, (_, w) => {
      const games = Math.floor(total / workers) + (w < total % workers ? 1 : 0);
      return new Promise<void>((resolve) =>
        spawn(process.execPath, [SIMULATE, '--rules', rules, '--bots', 'greedy,greedy', '--games', String(games), '--seed', String(w + 1)], {
          stdio: 'ignore',
        }).on('exit', () => resolve()),
      );
    }),
  );
  console.log(`simulate on ${workers} processes at once: ${Math.round(total / ((performance.now() - t1) / 1000))} games/s (with start-up)`);
  console.log(`lab: games=${total} workers=${workers} games/s=${Math.round(g)} cli=${Math.round(cli)} ratio=${(g / (workers * cli)).toFixed(2)}`);
} finally {
  await browser.close();
  await site.close();
}
