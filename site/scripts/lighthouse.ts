/**
 * Lighthouse on the built rulebook: serves site/dist, runs Lighthouse (performance only, mobile, Debian
 * Chromium) on the longest page, and prints as its last line
 *
 *   lighthouse: performance=<0-100> tbt=<ms>
 *
 * Build first (`npm run site:build`). Flags: --desktop, --page /some/page/. CHROME_PATH overrides the browser.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DIST, serve } from './serve.ts';
import { runLighthouse, type LighthouseResult } from './lighthouse-run.ts';

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
let result: LighthouseResult;
try {
  result = await runLighthouse(`${site.origin}${page}`, { desktop });
} finally {
  await site.close();
}
for (const [id, value] of Object.entries(result.display)) console.log(`${id}: ${value}`);
console.log(`page: ${page}${desktop ? ' (desktop)' : ' (mobile)'}`);
console.log(`lighthouse: performance=${result.score} tbt=${result.tbt}`);
