/**
 * Waits on conditions in a Playwright page, for the embed's end-to-end tests and the site's tests: never a
 * fixed sleep. Each names what it waits for, so a timeout says what did not happen.
 */
import type { Page } from 'playwright';

/** Wait until `fn` holds in the page (polled every animation frame); the error names `what`. */
export async function until(page: Page, fn: () => boolean, what: string, ms = 10_000): Promise<void> {
  try {
    await page.waitForFunction(fn, undefined, { timeout: ms });
  } catch (e) {
    throw new Error(`timed out waiting for ${what}`, { cause: e });
  }
}

/** Wait for the next frame to be drawn and the tasks queued before it to run (late events, errors and reports). */
export async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** Wait until the page stops scrolling: the same scroll position for three frames in a row. */
export async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const frame = (): void => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 3) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/** A board's attributes, to make a twin of it. */
export async function attributesOf(page: Page, selector: string): Promise<Record<string, string>> {
  return page.locator(selector).evaluate((b) => Object.fromEntries([...b.attributes].map((a) => [a.name, a.value])));
}

/**
 * Wait as long as a board with `attrs` (less id, paused and persist), its computers free to play, takes to
 * make `actions` actions, then remove it: the time in which a board that must stand still (paused, or out
 * of the page) would have moved had it not.
 */
export async function whileATwinPlays(page: Page, attrs: Record<string, string>, actions = 3): Promise<void> {
  await page.evaluate((attrs) => {
    const twin = document.createElement('tablero-board');
    for (const [name, value] of Object.entries(attrs)) if (!['id', 'paused', 'persist'].includes(name)) twin.setAttribute(name, value);
    twin.setAttribute('data-twin', '');
    document.body.append(twin);
  }, attrs);
  try {
    await page.waitForFunction(
      (actions) =>
        ((document.querySelector('[data-twin]') as (Element & { game?: { record: { actions: unknown[] } } }) | null)?.game?.record.actions.length ?? 0) >=
        actions,
      actions,
      { timeout: 30_000 },
    );
  } finally {
    await page.evaluate(() => document.querySelector('[data-twin]')?.remove());
  }
}
