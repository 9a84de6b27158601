/**
 * The rulebook's boards before anyone touches them: each shows at once as a still drawn at build time,
 * the page loads no board code until the reader reaches for a board or scrolls, and the live board that
 * takes a still's place draws the same thing in the same box (no shift, no jump), with the reader's
 * first tap or focus handed on to it.
 *
 * Needs the built site: `npm run test:site` builds it first.
 */
import type { BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPosition, parsePosition } from '../../packages/engine/src/index.ts';
import { examplesByPage } from '../../site/scripts/examples.ts';
import { startBuiltSite, type BuiltSite } from './built-site.ts';

let built: BuiltSite;

beforeAll(async () => {
  built = await startBuiltSite();
});

afterAll(async () => {
  await built?.close();
});

/** A phone-sized page, with the scripts it requests and its errors recorded. */
async function phonePage(
  path: string,
  { colorScheme = 'light', height = 844 }: { colorScheme?: 'light' | 'dark'; height?: number } = {},
): Promise<{ context: BrowserContext; page: Page; scripts: string[]; errors: string[] }> {
  const context = await built.browser.newContext({ viewport: { width: 390, height }, colorScheme });
  const page = await context.newPage();
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(built.site.origin + path, { waitUntil: 'load' });
  return { context, page, scripts, errors };
}

/** Where a still draws glasses, as position ranks with `g` for a glass (`ggg4/7/...`), read from its squares' names. */
const STILL_RANKS = (slot: Element): string => {
  const root = slot.querySelector('tablero-still')?.shadowRoot;
  if (!root) return 'no still';
  const rows: string[] = [];
  for (let rank = 7; rank >= 1; rank--) {
    let row = '';
    let gap = 0;
    for (const file of 'abcdefg') {
      const glass = root.querySelector(`[part~="square"][part~="${file}${rank}"] [part~="glass"]`);
      if (!glass) {
        gap++;
        continue;
      }
      if (gap) row += String(gap);
      gap = 0;
      row += 'g';
    }
    if (gap) row += String(gap);
    rows.push(row);
  }
  return rows.join('/');
};

/** The page's first example board's slot, marked for the test: its selector. */
async function firstSlot(page: Page): Promise<string> {
  await page.$eval('figure.tablero-figure [data-tablero-slot]', (slot) => slot.setAttribute('data-test-first', ''));
  return '[data-test-first]';
}

/** Bring a slot's board to life the way a pointer passing over it does, without moving the mouse (no hover look). */
async function reachFor(page: Page, slot: string): Promise<void> {
  await page.locator(slot).dispatchEvent('pointerover');
  await page.locator(`${slot} > tablero-board`).waitFor({ state: 'attached', timeout: 15_000 });
  await page.waitForFunction((s) => !!document.querySelector(`${s} > tablero-board`)?.shadowRoot?.querySelector('[part~="board"] [role="gridcell"]'), slot);
}

/** The share of pixels that differ between two PNG pictures of the same size, compared in the page's canvas. */
async function differingPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([a, b]) => {
      const decode = async (base64: string) => {
        const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height);
      };
      const [x, y] = [await decode(a), await decode(b)];
      if (x.width !== y.width || x.height !== y.height) return 1;
      let differing = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        if (x.data[i] !== y.data[i] || x.data[i + 1] !== y.data[i + 1] || x.data[i + 2] !== y.data[i + 2]) differing++;
      }
      return differing / (x.width * x.height);
    },
    [a.toString('base64'), b.toString('base64')],
  );
}

describe('boards before anyone touches them', () => {
  it('every example shows its starting position at once, and no page loads board code before a board is reached for', async () => {
    const byPage = examplesByPage();
    expect(byPage.size).toBeGreaterThan(5);
    for (const [path, list] of byPage) {
      const { context, page, scripts, errors } = await phonePage(path);
      try {
        // Time for anything the page would start by itself (a board must wait for the reader).
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
        for (const ex of list) {
          const shown = await page.$eval(`#${ex.id} [data-tablero-slot]`, STILL_RANKS);
          const want = ex.attrs.position ? formatPosition({ glasses: parsePosition(ex.attrs.position).glasses }).replace(/[sno]/g, 'g') : null;
          if (want) expect(shown, `${path}#${ex.id}`).toBe(want);
          else expect(shown, `${path}#${ex.id}`).toMatch(/^[\dg]+(\/[\dg]+){6}$/);
        }
        expect(await page.evaluate(() => customElements.get('tablero-board') === undefined), path).toBe(true);
        // The board's code comes when the reader reaches for a board, and not before.
        const before = scripts.length;
        await reachFor(page, `#${list[0]!.id} [data-tablero-slot]`);
        expect(scripts.slice(before).length, path).toBeGreaterThan(0);
        expect(errors, path).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('a board coming to life draws what its still drew', async () => {
    for (const path of ['/a-turn/', '/lines-and-pulls/', '/']) {
      const { context, page, errors } = await phonePage(path);
      try {
        const slot = await firstSlot(page);
        // The markup inside the grid (the still's template may wrap it in spaces, which draw nothing).
        const grid = (host: Element | null) => host?.shadowRoot?.querySelector('[part~="board"]')?.innerHTML.trim() ?? null;
        const stillGrid = await page.$eval(`${slot} > tablero-still`, grid);
        const stillStatus = await page.$eval(`${slot} > tablero-still`, (s) =>
          s.shadowRoot!.querySelector('[part~="panel"]')!.textContent!.replace(/\s+/g, ' '),
        );
        expect(stillGrid, path).toContain('role="gridcell"');
        await reachFor(page, slot);
        expect(await page.$eval(`${slot} > tablero-board`, grid), path).toBe(stillGrid);
        expect(
          await page.$eval(`${slot} > tablero-board`, (b) => b.shadowRoot!.querySelector('[part~="panel"]')!.textContent!.replace(/\s+/g, ' ')),
          path,
        ).toBe(stillStatus);
        // An example has no settings panel: its page loads the board element alone, not the panel's code.
        expect(await page.evaluate(() => [!!customElements.get('tablero-board'), !!customElements.get('tablero-settings')]), path).toEqual([true, false]);
        expect(errors, path).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('shifts nothing and shows the same picture when the live board takes the still’s place', async () => {
    // A tall phone: the board is on the first screen, so the screenshots need no scroll (a scroll would bring it to life).
    const { context, page, errors } = await phonePage('/a-turn/', { height: 3600 });
    try {
      const slot = await firstSlot(page);
      await page.waitForFunction((s) => !!document.querySelector(`${s} > tablero-still`), slot);
      const before = await page.locator(slot).boundingBox();
      const stillShot = await page.locator(slot).screenshot({ animations: 'disabled', caret: 'hide' });
      const shifts = await page.evaluateHandle(() => {
        const seen: number[] = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) seen.push((e as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift' });
        return seen;
      });
      await reachFor(page, slot);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const after = await page.locator(slot).boundingBox();
      const liveShot = await page.locator(slot).screenshot({ animations: 'disabled', caret: 'hide' });
      expect(after).toEqual(before);
      expect(await shifts.evaluate((s) => s.reduce((a, b) => a + b, 0))).toBe(0);
      // The same picture, but for text antialiasing here and there (the two draw their text in different layers).
      const differing = await differingPixels(page, stillShot, liveShot);
      expect(differing, 'pixels that differ between the still and the live board').toBeLessThan(0.005);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a tap on a still’s button is handed on to the live board', async () => {
    const { context, page, errors } = await phonePage('/a-turn/');
    try {
      const slot = await firstSlot(page);
      // A tap (no pointer passing over first): the still's own "Roll" button.
      await page.evaluate((s) => {
        const still = document.querySelector(`${s} > tablero-still`)!;
        const roll = still.shadowRoot!.querySelector<HTMLButtonElement>('button[part~="roll"]')!;
        roll.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
        roll.click();
      }, slot);
      const board = page.locator(`${slot} > tablero-board`);
      await expect
        .poll(() => board.evaluate((b) => (b as unknown as { game?: { record: { actions: unknown[] } } }).game?.record.actions.length ?? 0), {
          timeout: 15_000,
        })
        .toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('focus in a still moves to the same control of the live board', async () => {
    const { context, page, errors } = await phonePage('/a-turn/');
    try {
      const slot = await firstSlot(page);
      await page.evaluate(
        (s) => document.querySelector(`${s} > tablero-still`)!.shadowRoot!.querySelector<HTMLButtonElement>('button[part~="roll"]')!.focus(),
        slot,
      );
      await page.locator(`${slot} > tablero-board`).waitFor({ timeout: 15_000 });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.getAttribute('part') ?? document.activeElement?.localName))
        .toContain('roll');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a still on a dark page draws the board’s dark look', async () => {
    const { context, page } = await phonePage('/a-turn/', { colorScheme: 'dark' });
    try {
      const panel = await page.$eval('tablero-still', (s) => getComputedStyle(s.shadowRoot!.querySelector('[part~="panel"]')!).backgroundColor);
      await reachFor(page, await firstSlot(page));
      const live = await page.$eval('tablero-board', (b) => getComputedStyle(b.shadowRoot!.querySelector('[part~="panel"]')!).backgroundColor);
      expect(panel).toBe(live);
      expect(panel).not.toBe('rgb(251, 248, 241)');
    } finally {
      await context.close();
    }
  });
});
