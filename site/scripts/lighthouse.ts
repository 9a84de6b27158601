/**
 * Lighthouse on the built rulebook: serves site/dist, runs Lighthouse (performance only, mobile, Debian
 * Chromium) on the longest page, and prints as its last line
 *
 *   lighthouse: performance=<0-100> tbt=<ms>
 *
 * Build first (`npm run site:build`). Flags: --desktop, --page /some/page/. CHROME_PATH overrides the browser.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIST, serve } from './serve.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../../tests/support/chromium.ts';

const FLAGS = CHROMIUM_ARGS.join(' ');
const args = process.argv.slice(2);
const desktop = args.includes('--desktop');
const pageArg = args.includes('--page') ? args[args.indexOf('--page') + 1] : undefined;

/** The page with the most HTML: the longest of the rulebook. */
function longestPage(): string {
  let best = { path: '/', size: 0 };
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name === 'index.html' && statSync(p).size > best.size) best = { path: `/${relative(DIST, d)}/`.replace('//', '/'), size: statSync(p).size };
    }
  };
  walk(DIST);
  return best.path;
}

if (!existsSync(join(DIST, 'index.html'))) {
  console.error('lighthouse: site/dist holds no built rulebook. Run `./run lighthouse` (it builds the site first) or `npm run site:build`, then this again.');
  process.exit(1);
}
const page = pageArg ?? longestPage();
const site = await serve(DIST);
const out = join(mkdtempSync(join(tmpdir(), 'tablero-lh-')), 'report.json');
const bin = fileURLToPath(new URL('../../node_modules/.bin/lighthouse', import.meta.url));
try {
  // Asynchronous on purpose: the server answering Lighthouse runs in this same process.
  const child = spawn(
    bin,
    [
      `${site.origin}${page}`,
      `--chrome-flags=${FLAGS}`,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      ...(desktop ? ['--preset=desktop'] : []),
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const code = await new Promise<number | null>((resolve, reject) => child.on('error', reject).on('exit', resolve));
  if (code !== 0) throw new Error(`lighthouse exited with ${code}`);
} finally {
  await site.close();
}
const report = JSON.parse(readFileSync(out, 'utf8'));
const score = Math.round(report.categories.performance.score * 100);
const tbt = Math.round(report.audits['total-blocking-time'].numericValue);
for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'cumulative-layout-shift', 'speed-index']) {
  console.log(`${id}: ${report.audits[id].displayValue}`);
}
console.log(`page: ${page}${desktop ? ' (desktop)' : ' (mobile)'}`);
console.log(`lighthouse: performance=${score} tbt=${tbt}`);
