/**
 * The built rulebook (site/dist) served by the tiny static server, with Debian Chromium to look at it:
 * what each Playwright file under tests/site starts before its tests and stops after them.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright';
import { DIST, serve, type Served } from '../../site/scripts/serve.ts';
import { launchChromium, requireChromium } from '../support/chromium.ts';

/** The served site and the browser. */
export interface BuiltSite {
  readonly site: Served;
  readonly browser: Browser;
  close(): Promise<void>;
}

/** Serve site/dist and launch Chromium; throws when `page` (a file under site/dist) was not built. */
export async function startBuiltSite(page = 'index.html'): Promise<BuiltSite> {
  if (!existsSync(join(DIST, page))) throw new Error(`${DIST} has no ${page}: run \`npm run site:build\` first`);
  requireChromium();
  const site = await serve(DIST);
  const browser = await launchChromium();
  return {
    site,
    browser,
    async close() {
      await browser.close();
      await site.close();
    },
  };
}
