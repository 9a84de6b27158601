/**
 * The Variant lab on the built site (site/dist) in Debian Chromium: the address sets up an experiment
 * without running it (its workers start, to warm up, only when the form is used), a small run completes
 * in workers with its tables and charts, the page's numbers equal `npm run simulate`'s for the same
 * games, Cancel stops the workers, and axe finds nothing.
 *
 * Needs the built site: `npm run test:site` builds it first.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Served } from '../../site/scripts/serve.ts';
import { startBuiltSite, type BuiltSite } from './built-site.ts';
import { axeFindingsOn, axeLines } from '../support/axe.ts';
import { scrollSettled } from '../support/page-waits.ts';

const SIMULATE = fileURLToPath(new URL('../../packages/engine/scripts/simulate.ts', import.meta.url));

let site: Served;
let browser: Browser;
let built: BuiltSite | undefined;

beforeAll(async () => {
  built = await startBuiltSite('lab/index.html');
  ({ site, browser } = built);
});

afterAll(async () => {
  await built?.close();
});

/** What axe-core finds on the page, one line per rule. */
async function axeProblems(page: Page): Promise<string[]> {
  return axeLines(await axeFindingsOn(page));
}

/** Open the lab at `hash` in a fresh context; `errors` collects console and page errors. */
async function openLab(hash: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  // Count the workers the page makes, as it makes them (Playwright hears of a new worker a little later).
  await context.addInitScript(() => {
    const PageWorker = window.Worker;
    const counted = window as unknown as { workersMade: number };
    counted.workersMade = 0;
    window.Worker = class extends PageWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        counted.workersMade++;
      }
    };
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.goto(`${site.origin}/lab/${hash}`, { waitUntil: 'load' });
  // The rules panels sit below the first screen, and are not drawn at load; scrolled to, they draw their forms.
  expect(await page.evaluate(() => customElements.get('tablero-settings') === undefined)).toBe(true);
  await page.evaluate(() => document.querySelector('tablero-settings')?.scrollIntoView({ block: 'center' }));
  await page.waitForFunction(() => [...document.querySelectorAll('tablero-settings')].every((s) => s.shadowRoot?.querySelector('form')));
  return { context, page, errors };
}

/** Workers alive in the page (Chromium's own count, through the DevTools protocol). */
const workerCount = (page: Page): number => page.workers().length;

/** Workers the page has made so far, counted in the page as each is made. */
const workersMade = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { workersMade: number }).workersMade);

const HASH = '#a=powell~d1&a-bots=greedy,greedy&b=powell&b-bots=greedy,random&games=120&seed=7';

describe('the Variant lab', () => {
  it('opens an experiment from its address ready to run, not run', async () => {
    const { context, page, errors } = await openLab(HASH);
    try {
      await expect.poll(() => page.locator('#lab-a-now code').textContent()).toBe('powell~d1');
      expect(await page.locator('#lab-a-now [data-rules-words]').textContent()).toBe('Powell with The Diagonal');
      expect(await page.locator('#lab-b-now code').textContent()).toBe('powell');
      expect(await page.locator('#lab-b-bot-1').inputValue()).toBe('random');
      expect(await page.locator('#lab-games').inputValue()).toBe('120');
      expect(await page.locator('#lab-seed').inputValue()).toBe('7');
      // The panel shows column A's rules: the Diagonal switched on.
      const diagonal = page.locator('tablero-settings').first().locator('#option-diagonal');
      expect(await diagonal.isChecked()).toBe(true);
      // Not run: no workers, no results, the progress bar at zero (once the page has loaded all it loads:
      // a run started on load would have fetched its worker's script by then).
      await page.waitForLoadState('networkidle');
      expect(workerCount(page)).toBe(0);
      expect(await page.locator('#lab-results').isHidden()).toBe(true);
      expect(await page.locator('#lab-progress').getAttribute('value')).toBe('0');
      // Reading the page (a click on its text, a scroll) starts no workers either.
      await page.locator('h1').click();
      await page.mouse.wheel(0, 400);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await scrollSettled(page);
      expect(await workersMade(page)).toBe(0);
      expect(workerCount(page)).toBe(0);
      // Apply in B's panel with the Chevron switched on gives column B those rules, and the address too.
      const panelB = page.locator('tablero-settings').nth(1);
      await panelB.locator('#option-chevron').check();
      await panelB.locator('[part="apply"]').click();
      await expect.poll(() => page.locator('#lab-b-now code').textContent()).toBe('powell~c1');
      expect(await page.locator('#lab-b-now [data-rules-words]').textContent()).toBe('Powell with The Chevron');
      // Using the form starts the workers warming for a run, which has not started.
      expect(await workersMade(page)).toBeGreaterThan(0);
      await expect.poll(() => workerCount(page), { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await page.locator('#lab-progress').getAttribute('value')).toBe('0');
      expect(await page.locator('#lab-results').isHidden()).toBe(true);
      expect(decodeURIComponent(new URL(page.url()).hash)).toContain('b=powell~c1');
      // Changing a choice writes the address.
      await page.locator('#lab-seed').fill('8');
      await page.locator('#lab-seed').press('Tab');
      expect(new URL(page.url()).hash).toContain('seed=8');
      expect(await axeProblems(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("runs with the keyboard, draws tables and charts, and gives simulate's numbers", async () => {
    const { context, page, errors } = await openLab(HASH);
    try {
      await page.locator('#lab-run').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('#lab-progress-text').textContent(), { timeout: 120_000 }).toMatch(/^Done/);
      await page.waitForFunction(() => document.getElementById('lab-results')?.dataset.charts === 'drawn', null, { timeout: 120_000 });
      expect(workerCount(page)).toBe(0);
      expect(await page.locator('#lab-progress-text').textContent()).toMatch(/^Done: 240 games in [\d.]+ s on \d+ workers?/);
      expect(await page.locator('#lab-progress').getAttribute('value')).toBe('240');
      // The experiment in words (the rules' code beside them only where options change the preset).
      expect(await page.locator('#lab-results-about').textContent()).toContain(
        'A: Powell with The Diagonal (powell~d1), greedy against itself. B: Powell, South greedy against North random.',
      );
      // A table and a chart for every group.
      expect(await page.locator('#lab-groups table').count()).toBe(7);
      expect(await page.locator('#lab-groups figure svg[role="img"]').count()).toBeGreaterThanOrEqual(7);
      const lengthRow = page.locator('#lab-table-length tr[data-key="length.mean"] td');
      expect(await lengthRow.nth(3).textContent()).toBe("Welch's t-test");
      // The JSON download holds the same figures as `npm run simulate` for each column.
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#lab-json').click()]);
      const json = JSON.parse(await streamText(await download.createReadStream()));
      for (const [column, args] of [
        ['a', ['--rules', 'powell', '--diagonal', '--bots', 'greedy,greedy']],
        ['b', ['--rules', 'powell', '--bots', 'greedy,random']],
      ] as const) {
        const r = spawnSync(process.execPath, [SIMULATE, ...args, '--games', '120', '--seed', '7', '--json'], { encoding: 'utf8' });
        expect(r.status).toBe(0);
        const cli = JSON.parse(r.stdout);
        const { aggregate: _aggregate, ...lab } = json[column];
        for (const key of Object.keys(lab)) expect(lab[key], `${column} ${key}`).toEqual(cli[key]);
      }
      // The CSV has a row per statistic.
      const [csv] = await Promise.all([page.waitForEvent('download'), page.locator('#lab-csv').click()]);
      const text = await streamText(await csv.createReadStream());
      expect(text.split('\r\n')[0]).toMatch(/^statistic,key,A,B,/);
      expect(text).toContain('length.mean');
      expect(await axeProblems(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('Cancel stops the workers', async () => {
    const { context, page, errors } = await openLab('#a=powell&a-bots=random,random&b=powell&b-bots=random,random&games=1000000&seed=1');
    try {
      await page.locator('#lab-run').click();
      await expect.poll(() => workerCount(page), { timeout: 20_000 }).toBeGreaterThan(0);
      await expect.poll(async () => Number(await page.locator('#lab-progress').getAttribute('value')), { timeout: 60_000 }).toBeGreaterThan(0);
      // During a run the rules panels take no input (a change would not be the experiment running).
      expect(await page.locator('tablero-settings.lab-settings[inert]').count()).toBe(2);
      await page.locator('#lab-cancel').click();
      await expect.poll(() => workerCount(page), { timeout: 10_000 }).toBe(0);
      expect(await page.locator('#lab-progress-text').textContent()).toMatch(/^Cancelled/);
      expect(await page.locator('#lab-results').isHidden()).toBe(true);
      expect(await page.locator('#lab-run').isEnabled()).toBe(true);
      expect(await page.locator('tablero-settings.lab-settings[inert]').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('draws the rules panels when the form is first used, before they are scrolled to', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${site.origin}/lab/`, { waitUntil: 'load' });
      expect(await page.evaluate(() => customElements.get('tablero-settings') === undefined)).toBe(true);
      // Focus in the form without scrolling to it (as a keyboard's Tab into the page's first field would on a tall screen).
      await page.evaluate(() => document.getElementById('lab-a-bot-0')?.focus({ preventScroll: true }));
      await page.waitForFunction(() => [...document.querySelectorAll('tablero-settings')].every((s) => s.shadowRoot?.querySelector('form')));
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    } finally {
      await context.close();
    }
  });
});

/** A Chrome trace event, as far as the test reads it. */
async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
