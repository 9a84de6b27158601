/**
 * The built rulebook (site/dist) in Debian Chromium, served by a tiny static server: every page loads
 * without a console error or a broken internal link, every example board starts in its preset position,
 * try-it tasks answer right and wrong tries, and axe-core finds no violation on any page.
 *
 * Needs the built site: `npm run test:site` builds it first. CHROME_PATH overrides the browser.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTION_NAMES, formatPosition, parsePosition } from '../../packages/engine/src/index.ts';
import { BOARD_ATTRIBUTES } from '../../site/src/board-props.ts';
import { examplesByPage, startOf } from '../../site/scripts/examples.ts';
import { DIST, type Served } from '../../site/scripts/serve.ts';
import { axeFindingsOn, axeLines, throwOnAxeLines } from '../support/axe.ts';
import { startBuiltSite, type BuiltSite } from './built-site.ts';
import { attributesOf, nextFrame, whileATwinPlays } from '../support/page-waits.ts';
import { glossaryTerms, type GlossaryTerm } from './glossary-terms.ts';

/** Every page of the built site, as a path like `/lines-and-pulls/`. */
function pagesOf(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) {
        if (!['_astro', 'pagefind'].includes(name)) walk(path);
      } else if (name === 'index.html') out.push(`/${relative(dir, d)}/`.replace('//', '/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** The glasses on the board as position ranks (`nnn4/7/...`), read from the element's state in the page. */
const BOARD_RANKS = (board: Element): string | null => {
  const s = (board as unknown as { state?: { at: number[]; fill: number[] } }).state;
  if (!s) return null;
  const rows: string[] = [];
  for (let rank = 6; rank >= 0; rank--) {
    let row = '';
    let gap = 0;
    for (let file = 0; file < 7; file++) {
      const g = s.at[rank * 7 + file];
      if (g < 0) {
        gap++;
        continue;
      }
      if (gap) row += String(gap);
      gap = 0;
      row += s.fill[g] === 0 ? 's' : s.fill[g] === 1 ? 'n' : 'o';
    }
    if (gap) row += String(gap);
    rows.push(row);
  }
  return rows.join('/');
};

let site: Served;
let browser: Browser;
let built: BuiltSite | undefined;
const pages = existsSync(DIST) ? pagesOf(DIST) : [];

beforeAll(async () => {
  built = await startBuiltSite();
  ({ site, browser } = built);
});

afterAll(async () => {
  await built?.close();
});

interface Opened {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** Open a page in a fresh context, recording console errors, page errors and failed requests. */
async function open(path: string): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`HTTP ${r.status()} ${r.url()}`);
  });
  await page.goto(site.origin + path, { waitUntil: 'load' });
  return { context, page, errors };
}

/**
 * Open a page in a fresh context, take the steps, then check the page logged no error, no failed
 * request and no uncaught exception; the context is closed even when a step fails.
 */
async function onPage(path: string, steps: (page: Page) => Promise<void>): Promise<void> {
  const { context, page, errors } = await open(path);
  try {
    await steps(page);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

/** Reach for every example (a pointer over it brings its board to life) and wait until each board has drawn itself. */
async function startAllBoards(page: Page): Promise<number> {
  const slots = page.locator('[data-tablero-slot]');
  const n = await slots.count();
  for (let i = 0; i < n; i++) {
    await slots.nth(i).hover();
    await page.waitForFunction(
      (i) => {
        const slot = document.querySelectorAll('[data-tablero-slot]')[i];
        return !!slot?.querySelector('tablero-board')?.shadowRoot?.querySelector('[part~="board"]');
      },
      i,
      { timeout: 15_000 },
    );
  }
  return n;
}

/** A piece of a page's text, in document order: the link it sits in (if any), and what kind of text it is. */
interface Piece {
  readonly text: string;
  readonly href: string | null;
  readonly kind: 'prose' | 'heading' | 'caption' | 'code';
}

/** The text of a page's content (Starlight's `.sl-markdown-content`), piece by piece, in document order. */
const PIECES = (root: Element): Piece[] => {
  const out: Piece[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || !node.textContent?.trim() || el.closest('script, style, .tablero-placeholder, [data-tryit-answer]')) continue;
    // A figure's own words (a caption, the turn diagram's labels and its steps in words) are not running text.
    const kind = el.closest('h1, h2, h3, h4, h5, h6')
      ? 'heading'
      : el.closest('figcaption, .turn-figure')
        ? 'caption'
        : el.closest('code, pre')
          ? 'code'
          : 'prose';
    out.push({ text: node.textContent, href: el.closest('a')?.getAttribute('href') ?? null, kind });
  }
  return out;
};

/** Pages whose text is for web developers, not players: attribute names and raw terms belong there. */
const DEVELOPER_PAGES = ['/embedding/'];

/**
 * The terms a page uses before linking them to the glossary. Only running text counts as a use (not
 * headings, captions, code, or the words of a link); a link to `/glossary/#id` anywhere earlier on the
 * page counts as the link. A longer term hides the shorter ones inside it ("Royal Skunk" is not a use of
 * "skunk").
 */
export function unlinkedTerms(pieces: readonly Piece[], terms: readonly GlossaryTerm[]): string[] {
  const linked = new Set<string>();
  const found: string[] = [];
  for (const piece of pieces) {
    const link = piece.href?.match(/\/glossary\/#([\w-]+)$/);
    if (link) linked.add(link[1]);
    if (piece.kind !== 'prose' || piece.href) continue;
    let text = piece.text;
    for (const term of terms) {
      term.pattern.lastIndex = 0;
      const m = term.pattern.exec(text);
      if (!m) continue;
      if (!linked.has(term.id) && !found.some((f) => f.startsWith(`${term.name}:`)))
        found.push(`${term.name}: "…${piece.text.slice(Math.max(0, m.index - 40), m.index + 40)}…"`);
      text = text.replace(term.pattern, (s) => ' '.repeat(s.length));
    }
  }
  return found;
}

describe('the built rulebook', () => {
  it('has its pages', () => {
    expect(pages).toContain('/');
    expect(pages).toContain('/lines-and-pulls/');
    expect(pages.length).toBeGreaterThanOrEqual(17);
  });

  it('titles every page once ("Tablero" for the home page, never "Tablero | Tablero")', () => {
    const titleOf = (path: string): string => /<title>([^<]*)<\/title>/.exec(readFileSync(join(DIST, path, 'index.html'), 'utf8'))?.[1] ?? '';
    expect(titleOf('/')).toBe('Tablero');
    for (const path of pages) expect(titleOf(path), path).not.toBe('Tablero | Tablero');
    expect(titleOf('/lines-and-pulls/')).toMatch(/ \| Tablero$/);
  });

  it('has a sitemap only for the address TABLERO_SITE_URL gives, never a made-up one', () => {
    const url = process.env.TABLERO_SITE_URL?.trim();
    const home = readFileSync(join(DIST, 'index.html'), 'utf8');
    if (!url) {
      expect(existsSync(join(DIST, 'sitemap-index.xml'))).toBe(false);
      expect(home).not.toContain('rel="sitemap"');
      expect(home).not.toContain('rel="canonical"');
    } else {
      expect(readFileSync(join(DIST, 'sitemap-0.xml'), 'utf8')).toContain(`<loc>${new URL('/lines-and-pulls/', url).href}</loc>`);
      expect(home).toContain(`rel="canonical" href="${new URL('/', url).href}"`);
    }
  });

  // One visit per page serves three checks: console errors, links found, and axe-core.
  const links = new Map<string, string>(); // link -> the page it was found on
  const axeFound: string[] = [];
  let visited = false;

  it('loads every page and starts every board with no console error (and runs axe-core there)', async () => {
    for (const path of pages) {
      const { context, page, errors } = await open(path);
      await startAllBoards(page);
      await nextFrame(page); // errors the boards' first frame raised have arrived
      expect(errors, `${path}: ${errors.join('\n')}`).toEqual([]);
      const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href));
      for (const href of hrefs) if (href.startsWith(site.origin)) links.set(href, path);
      for (const line of axeLines(await axeFindingsOn(page))) axeFound.push(`${path}: ${line}`);
      await context.close();
    }
    visited = true;
  }, 420_000); // twenty pages, each with its boards started and axe run, on a shared machine

  it('has no broken internal link', async () => {
    expect(visited).toBe(true);
    expect(links.size).toBeGreaterThan(20);
    const broken: string[] = [];
    for (const [href, from] of links) {
      const url = new URL(href);
      const res = await fetch(url.origin + url.pathname);
      if (res.status !== 200) broken.push(`${from} -> ${href} (HTTP ${res.status})`);
      else if (url.hash && url.hash !== '#_top') {
        const html = await res.text();
        if (!html.includes(`id="${decodeURIComponent(url.hash.slice(1))}"`)) broken.push(`${from} -> ${href} (no such anchor)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('passes axe-core on every page, boards started', () => {
    expect(visited).toBe(true);
    throwOnAxeLines(axeFound);
  });

  it('links each glossary term, on every page, no later than its first use in running text', async () => {
    const { context, page } = await open('/glossary/');
    const headings = await page.$$eval('.sl-markdown-content h2[id]', (hs) => hs.map((h) => ({ id: h.id, name: h.textContent?.trim() ?? '' })));
    const terms = glossaryTerms(headings);
    expect(terms.map((t) => t.id)).toEqual(
      expect.arrayContaining([
        'stake',
        'bottle',
        'opened-bottle',
        'inner-rank',
        'line',
        'pull',
        'full-pull',
        'kendal',
        'crossbow',
        'skunk',
        'royal-skunk',
        'muggins',
        'treason',
        'queens-number',
        'prophets-number',
        'courtesy-fill',
        'toast',
        'baseline',
      ]),
    );
    const problems: string[] = [];
    for (const path of pages.filter((p) => p !== '/glossary/' && !DEVELOPER_PAGES.includes(p))) {
      await page.goto(site.origin + path, { waitUntil: 'load' });
      const pieces = await page.$eval('.sl-markdown-content', PIECES);
      for (const used of unlinkedTerms(pieces, terms)) problems.push(`${path} uses ${used} before linking it to the glossary`);
    }
    await context.close();
    expect(problems).toEqual([]);
  });

  it("keeps the board's attribute and option names out of the players' pages", async () => {
    const camel = OPTION_NAMES.filter((n) => /[A-Z]/.test(n));
    const named = new RegExp(`\\b(?:${[...BOARD_ATTRIBUTES, ...OPTION_NAMES].join('|')})=|\\b(?:${camel.join('|')})\\b`);
    const { context, page } = await open('/');
    const problems: string[] = [];
    for (const path of pages.filter((p) => !DEVELOPER_PAGES.includes(p))) {
      await page.goto(site.origin + path, { waitUntil: 'load' });
      const pieces = await page.$eval('.sl-markdown-content', PIECES);
      for (const piece of pieces) {
        const m =
          piece.text.match(named) ?? (piece.kind === 'code' && (OPTION_NAMES as readonly string[]).includes(piece.text.trim()) ? [piece.text.trim()] : null);
        if (m) problems.push(`${path}: "${m[0]}" in "${piece.text.trim().slice(0, 80)}"`);
      }
    }
    await context.close();
    expect(problems).toEqual([]);
  });

  it('shows every example board in its preset position', async () => {
    for (const [path, list] of examplesByPage()) {
      const { context, page } = await open(path);
      for (const ex of list) {
        await page.locator(`#${ex.id}`).hover();
        await page.waitForFunction((id) => !!(document.querySelector(`#${id} tablero-board`) as unknown as { state?: unknown })?.state, ex.id, {
          timeout: 15_000,
        });
        const shown = await page.$eval(`#${ex.id} tablero-board`, BOARD_RANKS);
        const want = formatPosition({ glasses: parsePosition(formatPosition(positionOf(ex))).glasses });
        expect(shown, `${path}#${ex.id}`).toBe(want);
        if (ex.attrs.position) expect(shown).toBe(formatPosition({ glasses: parsePosition(ex.attrs.position).glasses }));
      }
      await context.close();
    }
  });

  it('answers the "pull five" task: right after a pull of five', async () => {
    await onPage('/lines-and-pulls/', async (page) => {
      const task = page.locator('#try-five');
      await task.hover();
      const board = task.locator('tablero-board');
      await board.locator('[part~="board"]').waitFor();
      await board.locator('button[part~="roll"]').click();
      for (const sq of ['e1', 'e4', 'f7', 'f6']) await board.locator(`[part~="square"][part~="${sq}"]`).click();
      await board.locator('button[part~="pull"]').click();
      const answer = page.locator('[data-tryit="pull-five"] [data-tryit-answer]');
      await expect.poll(() => answer.textContent()).toMatch(/^Right: five in a row \(a4 b4 c4 d4 e4\)/);
      expect(await answer.getAttribute('data-result')).toBe('right');
      // Reset clears the answer and puts the board back.
      await task.locator('[data-tablero-reset]').click();
      await expect.poll(() => answer.textContent()).toBe('');
      expect(await page.$eval('#try-five tablero-board', BOARD_RANKS)).toBe('5nn/7/7/snsn3/7/7/4s2');
    });
  });

  it('answers wrong tries with the reason: a glass that cannot take a 6, and a Queen called too late', async () => {
    await onPage('/moving-and-the-dice/', async (page) => {
      const board = page.locator('#try-six tablero-board');
      await page.locator('#try-six').hover();
      await board.locator('button[part~="roll"]').click();
      await board.locator('[part~="square"][part~="d4"]').click();
      const answer = page.locator('[data-tryit="six-cannot-move"] [data-tryit-answer]');
      await expect.poll(() => answer.textContent()).toMatch(/^Not with the 6: the glass on d4 stands on rank 4/);
      expect(await answer.getAttribute('data-result')).toBe('wrong');
      // Then the right move: g1 to g7 with the 6.
      await board.locator('[part~="square"][part~="d4"]').click(); // put it down again
      for (const sq of ['g1', 'g7']) await board.locator(`[part~="square"][part~="${sq}"]`).click();
      await expect.poll(() => answer.textContent()).toMatch(/^Right: g1 to g7/);
    });

    await onPage('/queens-number/', async (page) => {
      const board = page.locator('#try-queen tablero-board');
      await page.locator('#try-queen').hover();
      await board.locator('button[part~="roll"]').click();
      for (const sq of ['a7', 'a2']) await board.locator(`[part~="square"][part~="${sq}"]`).click();
      const answer = page.locator('[data-tryit="call-queen"] [data-tryit-answer]');
      await expect.poll(() => answer.textContent()).toMatch(/^Too late: a glass moved before you called/);
      expect(await answer.getAttribute('data-result')).toBe('wrong');
      // After a reset, calling first is right.
      await page.locator('#try-queen [data-tablero-reset]').click();
      await expect.poll(() => answer.textContent()).toBe('');
      await board.locator('button[part~="roll"]').click();
      await board.locator('button[part~="call"]').click();
      await expect.poll(() => answer.textContent()).toMatch(/^Right: you called the Queen/);
    });
  });

  it('answers the first-turn task, and the winning task the moment North cannot refill (and a wrong try)', async () => {
    await onPage('/setting-up/', async (page) => {
      const board = await taskBoard(page, 'try-start');
      await board.locator('button[part~="roll"]').click();
      await board.locator('button[part~="fill"]').click();
      await expectAnswer(page, 'start-game', 'right', /^Right: South rolled high, filled the centre glass and carried it to d1/);
    });

    await onPage('/winning/', async (page) => {
      const board = await taskBoard(page, 'try-win');
      await board.locator('button[part~="roll"]').click();
      await clickSquares(board, ['e1', 'e2', 'g7', 'g5']);
      await expectAnswer(page, 'win-game', 'wrong', /^Both dice are used, but there is no line of five to pull/);
      await page.locator('#try-win [data-tablero-reset]').click();
      await board.locator('button[part~="roll"]').click();
      await clickSquares(board, ['e1', 'e3', 'g7', 'g6']);
      await board.locator('button[part~="pull"]').click();
      await board.getByRole('button', { name: 'Share the pull' }).click();
      await board.getByRole('button', { name: /^Refill the glasses/ }).click();
      // Answered at the failed refill, before the toast is raised.
      await expectAnswer(
        page,
        'win-game',
        'right',
        /^Right: North could not refill the pulled glasses, so South wins, and it is a Royal Skunk\. The toast round closes the game\.$/,
      );
      expect(await board.getByRole('button', { name: 'Raise the toast' }).count()).toBe(1);
    });
  });

  it('answers the sharing, Kendal, muggins and Crossbow tasks', async () => {
    await onPage('/lines-and-pulls/', async (page) => {
      const board = await taskBoard(page, 'try-share');
      await board.locator('button[part~="roll"]').click();
      await clickSquares(board, ['f1', 'f3', 'g7', 'g6']);
      await board.locator('button[part~="pull"]').click();
      await board.locator('form[part~="share"] input').first().fill('2');
      await board.locator('button[part~="share"]').click();
      await expectAnswer(page, 'share-pull', 'right', /^Right: of 6 shots South drinks 4 and North 2/);
      // Keeping every shot is allowed, but not what the task asks.
      await page.locator('#try-share [data-tablero-reset]').click();
      await board.locator('button[part~="roll"]').click();
      await clickSquares(board, ['f1', 'f3', 'g7', 'g6']);
      await board.locator('button[part~="pull"]').click();
      await board.locator('button[part~="share"]').click();
      await expectAnswer(page, 'share-pull', 'wrong', /^You kept all 6/);
    });

    await onPage('/winning/', async (page) => {
      const board = await taskBoard(page, 'try-kendal');
      await board.locator('button[part~="roll"]').click();
      await clickSquares(board, ['d7', 'd4', 'g7', 'g6']);
      await board.locator('button[part~="pull"]').click();
      await expectAnswer(page, 'kendal', 'right', /^Right: a Kendal, four in a row \(a4 b4 c4 d4\)/);
    });

    await onPage('/queens-number/', async (page) => {
      const board = await taskBoard(page, 'try-muggins');
      await board.locator('button[part~="roll"]').click();
      await board.locator('button[part~="call"]').click();
      await expectAnswer(page, 'muggins', 'wrong', /^South called the Queen/);
      await page.locator('#try-muggins [data-tablero-reset]').click();
      await board.locator('button[part~="roll"]').click();
      await clickSquares(board, ['a7', 'a2']);
      await board.locator('button[part~="muggins"]').click();
      await clickSquares(board, ['c7']);
      await expectAnswer(page, 'muggins', 'right', /^Right: muggins! North drinks the glass from c7/);
    });

    await onPage('/hints/', async (page) => {
      const board = await taskBoard(page, 'try-crossbow');
      await clickSquares(board, ['d4']);
      await expectAnswer(page, 'crossbow', 'wrong', /^The glass on d4 is one of the six/);
      await clickSquares(board, ['a7']);
      await expectAnswer(page, 'crossbow', 'right', /^Right: the glass on a7 is the missing seventh/);
    });
  });

  it('answers the variant tasks: one direction per turn and the Chevron', async () => {
    await onPage('/variants/', async (page) => {
      let board = await taskBoard(page, 'try-direction');
      await board.locator('button[part~="roll"]').click();
      await clickSquares(board, ['e1', 'e4', 'a7', 'a6']);
      await board.locator('button[part~="roll"]').click();
      await clickSquares(board, ['e4', 'e2']);
      await expectAnswer(page, 'one-direction', 'wrong', /^No: e4 to e2 is not allowed\. This glass has moved the other way this turn/);
      await clickSquares(board, ['e4', 'e6']);
      await expectAnswer(page, 'one-direction', 'right', /^Right: the glass on e4 kept going the same way, to e6/);

      board = await taskBoard(page, 'try-chevron');
      await board.locator('button[part~="roll"]').click();
      await clickSquares(board, ['d6', 'd4', 'g3', 'g1']);
      await board.locator('button[part~="pull"]').click();
      await expectAnswer(page, 'complete-chevron', 'right', /^Right: all seven in a V/);
    });
  });

  it("answers the variant tasks: pull size six, Spectator Muggins and a Queen's Number that passes", async () => {
    await onPage('/variants/', async (page) => {
      let board = await taskBoard(page, 'try-pull-six');
      await board.locator('button[part~="roll"]').click();
      await clickSquares(board, ['e1', 'e4', 'g7', 'g6']);
      await expectAnswer(page, 'pull-six', 'wrong', /^Five in a row \(a4 b4 c4 d4 e4\), but the pull size here is six/);
      expect(await board.locator('button[part~="pull"]').count()).toBe(0);
      await page.locator('#try-pull-six [data-tablero-reset]').click();
      await board.locator('button[part~="roll"]').click();
      await clickSquares(board, ['e1', 'e4', 'f5', 'f4']);
      await board.locator('button[part~="pull"]').click();
      await expectAnswer(page, 'pull-six', 'right', /^Right: 6 in a row \(a4 b4 c4 d4 e4 f4\)/);

      board = await taskBoard(page, 'try-spectator');
      const spectatorButton = board.locator('button[part~="muggins"]', { hasText: 'A spectator calls muggins' });
      await board.locator('button[part~="roll"]').click();
      await clickSquares(board, ['a7', 'a2']);
      // After one move North could already call, but the spectator must wait for the second.
      await board.locator('button[part~="muggins"]', { hasText: 'Muggins!' }).waitFor();
      expect(await spectatorButton.count()).toBe(0);
      await clickSquares(board, ['b7', 'b4']);
      await board.locator('button[part~="muggins"]', { hasText: 'Muggins!' }).click();
      await clickSquares(board, ['c7']);
      await expectAnswer(page, 'spectator-muggins', 'wrong', /^That was North's muggins call/);
      await page.locator('#try-spectator [data-tablero-reset]').click();
      await board.locator('button[part~="roll"]').click();
      await clickSquares(board, ['a7', 'a2', 'b7', 'b4']);
      await spectatorButton.click();
      await clickSquares(board, ['c7']);
      await board.locator('button[part~="muggins"]', { hasText: "North's baseline" }).click();
      await expectAnswer(
        page,
        'spectator-muggins',
        'right',
        /^Right: both glasses had moved, so the spectator could call\. The spectator drinks the glass from c7; .*North refills it/,
      );
      expect(await page.$eval('#try-spectator tablero-board', BOARD_RANKS)).toBe('nnn4/7/7/7/7/7/3ssss');

      board = await taskBoard(page, 'try-queen-pass');
      await board.locator('button[part~="roll"]').click();
      await board.locator('button[part~="pass"]').click();
      await expectAnswer(page, 'queen-pass', 'wrong', /^You passed the dice without calling the Queen\. 4 and 3 make 7: a pass number/);
      await page.locator('#try-queen-pass [data-tablero-reset]').click();
      await board.locator('button[part~="roll"]').click();
      await board.locator('button[part~="call"]').click();
      await clickSquares(board, ['b5']);
      await expectAnswer(page, 'queen-pass', 'right', /^Right: 7 is a pass number and the Queen's Number at once.*North's four on rank 5/);
      await board.locator('button[part~="pass"]').waitFor();
      expect(await page.$eval('#try-queen-pass tablero-board', BOARD_RANKS)).toBe('1n5/7/n1nn3/7/7/7/4sss');
    });
  });

  it('answers the hint to keep a glass on the baselines', async () => {
    await onPage('/hints/', async (page) => {
      const board = await taskBoard(page, 'try-baseline');
      await board.locator('button[part~="roll"]').click();
      await clickSquares(board, ['g1', 'g4', 'b5', 'b6']);
      await expectAnswer(page, 'keep-baseline', 'wrong', /^Both baselines are bare now\. The next roll is 6 and 2/);
      await board.locator('button[part~="roll"]').click();
      await expectAnswer(page, 'keep-baseline', 'wrong', /^There it is: no glass stands on a baseline/);
      await board.locator('button[part~="pass"]').waitFor();
      await page.locator('#try-baseline [data-tablero-reset]').click();
      await board.locator('button[part~="roll"]').click();
      await clickSquares(board, ['c6', 'c3', 'b5', 'b4']);
      await expectAnswer(page, 'keep-baseline', 'right', /^Right: g1 stands on a baseline/);
    });
  });

  it('answers the Anarchist slash and the de Jesus run', async () => {
    await onPage('/rule-sets/anarchist/', async (page) => {
      const board = await taskBoard(page, 'try-slash');
      await board.locator('button[part~="roll"]').click();
      await clickSquares(board, ['b4', 'b1', 'g3', 'g4']);
      await expectAnswer(page, 'slash', 'wrong', /^Not g3 to g4: one glass moves along its rank and the other along its file/);
      await clickSquares(board, ['g3', 'f3']);
      await board.locator('button[part~="slash"]').click();
      await expectAnswer(page, 'slash', 'right', /^Right: the glass ended its move on an anarchy spot/);
    });

    await onPage('/rule-sets/de-jesus/', async (page) => {
      const board = await taskBoard(page, 'try-run');
      await board.locator('button[part~="roll"]').click();
      await clickSquares(board, ['a7', 'a4', 'g1', 'g4']);
      await board.locator('button[part~="run"]').click();
      await expectAnswer(page, 'run', 'right', /^Right: you ran/);
    });
  });

  it("answers the setup's Queen's Number task and the da Gucci late call", async () => {
    await onPage('/setting-up/', async (page) => {
      const board = await taskBoard(page, 'try-queen-roll');
      await board.locator('button[part~="roll"]', { hasText: "Queen's Number" }).click();
      await board.locator('button[part~="roll"]', { hasText: "Queen's Number" }).click();
      await expectAnswer(
        page,
        'roll-queen',
        'right',
        /^Right: the 7 was thrown again, since 7 and 11 already pass the dice, and 8 stands as the Queen's Number/,
      );
      expect(await page.$eval('#try-queen-roll tablero-board', (b) => (b as unknown as { state: { queen: number; phase: string } }).state)).toMatchObject({
        queen: 8,
        phase: 'initiative',
      });
    });

    await onPage('/rule-sets/da-gucci/', async (page) => {
      const board = await taskBoard(page, 'try-late-call');
      await board.locator('button[part~="roll"]').click();
      await clickSquares(board, ['a7', 'a2', 'b7', 'b3']);
      await board.locator('button[part~="roll"]', { hasText: 'Roll again' }).click();
      await expectAnswer(page, 'late-call', 'wrong', /^You went to roll again without calling the Queen/);
      await page.locator('#try-late-call [data-tablero-reset]').click();
      await board.locator('button[part~="roll"]').click();
      await clickSquares(board, ['a7', 'a2', 'b7', 'b3']);
      await board.locator('button[part~="call"]').click();
      await expectAnswer(page, 'late-call', 'right', /^Right: both glasses moved first, and the call still counted/);
    });
  });

  it('answers the tournament skunk and the Anarchist rook path', async () => {
    await onPage('/tournament/', async (page) => {
      const board = await taskBoard(page, 'try-skunk-points');
      await board.locator('button[part~="roll"]').click();
      await clickSquares(board, ['e1', 'e3', 'g7', 'g3']);
      await board.locator('button[part~="pull"]').click();
      await expectAnswer(page, 'skunk-points', 'wrong', /^A pull of 5, and North has exactly five shots/);
      await page.locator('#try-skunk-points [data-tablero-reset]').click();
      await board.locator('button[part~="roll"]').click();
      await clickSquares(board, ['e1', 'e3', 'f7', 'f3']);
      await board.locator('button[part~="pull"]').click();
      await board.locator('button[part~="share"]').click();
      await board.locator('button[part~="refill"]').click();
      await expectAnswer(
        page,
        'skunk-points',
        'right',
        /^Right: North could not refill every glass, so South wins, and it is a skunk.* 3 points to South and 0 to North\.$/,
      );
    });

    await onPage('/rule-sets/anarchist/', async (page) => {
      const board = await taskBoard(page, 'try-rook');
      await board.locator('button[part~="roll"]').click();
      await clickSquares(board, ['a4', 'd4']);
      await expectAnswer(page, 'rook-path', 'wrong', /^No: a4 to d4 would pass over the glass on b4\./);
      expect(await page.$eval('#try-rook tablero-board', BOARD_RANKS)).toBe('3n1n1/7/7/sn5/7/7/4sss');
      await clickSquares(board, ['f7', 'd7']);
      await expectAnswer(page, 'rook-path', 'wrong', /^No: f7 cannot end its move on d7, because a glass already stands there/);
      await clickSquares(board, ['d4']);
      await expectAnswer(page, 'rook-path', 'right', /^Right: d7 to d4 is 3 squares along the file, with nothing in the way/);
    });
  });

  it('plays the toast-round and skunk boards to the end of their games', async () => {
    await onPage('/winning/', async (page) => {
      const board = await taskBoard(page, 'winning-toast');
      await board.locator('button[part~="roll"]').click();
      await clickSquares(board, ['e1', 'e5', 'g7', 'g6']);
      await board.locator('button[part~="pull"]').click();
      await board.locator('button[part~="share"]').click();
      await board.locator('button[part~="refill"]').click();
      await expect
        .poll(() => board.locator('[part~="status"]').textContent())
        .toMatch(/South has won: fill the glasses for the toast, or fill as a courtesy to play on/);
      await board.locator('button[part~="courtesy"]').waitFor();
      expect(await page.$eval('#winning-toast tablero-board', BOARD_RANKS)).toBe('nnooon1/6n/7/7/7/7/7');
      await board.locator('button[part~="toast"]').click();
      await expect
        .poll(() => page.$eval('#winning-toast tablero-board', (b) => (b as unknown as { state: { phase: string; stake: number[] } }).state))
        .toMatchObject({ phase: 'over', stake: [3, 0] });
    });

    await onPage('/etiquette/', async (page) => {
      const board = await taskBoard(page, 'etiquette-skunk');
      await board.locator('button[part~="roll"]').click();
      await clickSquares(board, ['g7', 'g4', 'a1', 'a2']);
      await board.locator('button[part~="pull"]').click();
      await board.locator('button[part~="share"]').click();
      await board.locator('button[part~="refill"]').click();
      await expect.poll(() => board.locator('[part~="status"]').textContent()).toMatch(/North has won with a skunk/);
    });
  });

  it("lists a live board's events and starts the live table on the Embedding guide", async () => {
    await onPage('/embedding/', async (page) => {
      const list = page.locator('#embed-events').locator('xpath=..').locator('[data-event-log-list] li');
      const board = page.locator('#embed-events tablero-board');
      await page.locator('#embed-events').hover();
      await board.locator('[part~="board"]').waitFor();
      await board.locator('button[part~="roll"]').click();
      await clickSquares(board, ['e1', 'e3']);
      await expect
        .poll(() => list.allTextContents())
        .toEqual(
          expect.arrayContaining([
            expect.stringMatching(/^tablero-roll \{"side":0,"kind":"turn","dice":\[2,1\]/),
            expect.stringMatching(/^tablero-move \{"side":0,"from":"e1","to":"e3","die":2\}/),
          ]),
        );
      await page.locator('#embed-table').scrollIntoViewIfNeeded();
      await page.locator('#embed-table tablero-table tablero-settings').waitFor();
      await page.locator('#embed-table tablero-board [part~="board"]').waitFor();
    });
  });

  it('opens the home page as a front door: the hero and three cards, at 360 px and in dark mode too', async () => {
    for (const [width, colorScheme] of [
      [1280, 'light'],
      [360, 'light'],
      [360, 'dark'],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme });
      const page = await context.newPage();
      await page.goto(site.origin + '/', { waitUntil: 'load' });
      const hero = await page.$$eval('.hero .sl-link-button, .hero a', (as) => as.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
      expect(hero).toEqual(
        expect.arrayContaining([
          ['Play now', '/playground/?vs=greedy'],
          ['Learn in five minutes', '/lines-and-pulls/'],
          ['Put it on your site', '/embedding/'],
        ]),
      );
      const cards = page.locator('.card-grid .card');
      expect(await cards.locator('.title').allTextContents()).toEqual(['Play now', 'Learn in five minutes', 'Put it on your site']);
      const play = await cards
        .nth(0)
        .locator('a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      for (const vs of ['random', 'greedy', 'hard', 'expert', 'friend']) expect(play).toContain(`/playground/?vs=${vs}`);
      expect(await cards.nth(1).locator('a').first().getAttribute('href')).toBe('/lines-and-pulls/');
      expect(await cards.nth(2).locator('pre').textContent()).toContain('<script type="module" src="/tablero.js"></script>');
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(colorScheme);
      // Nothing wider than the screen, and axe in this size and colour scheme too.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      throwOnAxeLines(axeLines(await axeFindingsOn(page)).map((line) => `/ at ${width} px, ${colorScheme}: ${line}`));
      await context.close();
    }
  });

  it('starts the Playground game a "Play now" link asks for, and resumes it on a reload', async () => {
    for (const [vs, players] of [
      ['expert', 'You, Computer:expert'],
      ['friend', 'South, North'],
    ] as const) {
      await onPage(`/playground/?vs=${vs}`, async (page) => {
        const board = page.locator('.playground tablero-board');
        await board.locator('[part~="board"]').waitFor();
        await expect
          .poll(() =>
            board.evaluate((b) =>
              (b as unknown as { game?: { record: { players: { name: string; bot?: string }[] } } }).game?.record.players
                .map((p) => (p.bot ? `${p.name}:${p.bot}` : p.name))
                .join(', '),
            ),
          )
          .toBe(players);
        expect(await board.getAttribute('players')).toBe(players);
        // A reload resumes that game rather than starting another.
        await board.evaluate((b) =>
          (b as unknown as { act(c: unknown): unknown; game: { choices(): unknown[] } }).act(
            (b as unknown as { game: { choices(): unknown[] } }).game.choices()[0],
          ),
        );
        const actions = (): Promise<number> => board.evaluate((b) => (b as unknown as { game: { record: { actions: unknown[] } } }).game.record.actions.length);
        const before = await actions();
        await page.reload({ waitUntil: 'load' });
        await board.locator('[part~="board"]').waitFor();
        await expect.poll(actions).toBe(before);
        expect(await board.getAttribute('players')).toBe(players);
        await page.evaluate(() => localStorage.clear());
      });
    }
  });

  it('keeps the computer-vs-computer demo still until Play, and stops it on Pause', async () => {
    await onPage('/', async (page) => {
      await page.locator('#home-demo').hover();
      const board = page.locator('#home-demo tablero-board');
      await board.locator('[part~="board"]').waitFor();
      const actions = (): Promise<number> => board.evaluate((b) => (b as unknown as { game: { record: { actions: unknown[] } } }).game.record.actions.length);
      const play = board.locator('button[part~="pause"]');
      const twin = await attributesOf(page, '#home-demo tablero-board');
      await whileATwinPlays(page, twin, 2); // the same board, unpaused, makes two actions meanwhile
      expect(await actions()).toBe(0);
      expect(await play.textContent()).toBe('Play');
      await play.click();
      await expect.poll(actions, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      expect(await play.textContent()).toBe('Pause');
      await play.click();
      const paused = await actions();
      await whileATwinPlays(page, twin, 2);
      expect(await actions()).toBe(paused);
      expect(await play.textContent()).toBe('Play');
    });
  });

  it('brings a Playground game in progress back after a reload, also with other rules in the address bar', async () => {
    for (const path of ['/playground/', '/playground/#rules=anarchist']) {
      await onPage(path, async (page) => {
        const board = page.locator('.playground tablero-board');
        await board.locator('[part~="board"]').waitFor();
        type Board = { act(c: unknown): unknown; game: { choices(): unknown[]; record: { rules: string; actions: unknown[] } } };
        const game = (): Promise<{ rules: string; actions: number }> =>
          board.evaluate((b) => ({ rules: (b as unknown as Board).game.record.rules, actions: (b as unknown as Board).game.record.actions.length }));
        // The person (South) takes the first choices open: the Queen's Number roll, and what follows.
        await board.evaluate((b) => {
          const el = b as unknown as Board;
          el.act(el.game.choices()[0]);
          el.act(el.game.choices()[0]);
        });
        const before = await game();
        const firstTwo = await board.evaluate((b) => (b as unknown as Board).game.record.actions.slice(0, 2));
        expect(before.actions).toBeGreaterThanOrEqual(2);
        expect(before.rules).toBe(path.includes('anarchist') ? 'anarchist' : 'powell');
        await page.reload({ waitUntil: 'load' });
        await board.locator('[part~="board"]').waitFor();
        // The same game comes back: its rules and its first actions (the computer across the table may have
        // played on meanwhile, before the reload or after it).
        await expect.poll(() => board.evaluate((b) => (b as unknown as Board).game.record.actions.slice(0, 2))).toEqual(firstTwo);
        const after = await game();
        expect(after.rules).toBe(before.rules);
        expect(after.actions).toBeGreaterThanOrEqual(before.actions);
        // ... and stays: nothing on the page starts another game over it once its scripts have all run.
        await page.waitForLoadState('networkidle');
        await nextFrame(page);
        const later = await board.evaluate((b) => (b as unknown as Board).game.record.actions.slice(0, 2));
        expect(later).toEqual(firstTwo);
        expect(await board.locator('[part="notice"]').count()).toBe(0);
        await page.evaluate(() => localStorage.clear());
      });
    }
  });

  it('offers the embed file for download, and a page with just its script tag plays a board', async () => {
    await onPage('/embedding/', async (page) => {
      expect(await page.locator('main a[href="/tablero.js"]').count()).toBeGreaterThan(0);
      // A webmaster's page: nothing but the tag and a board, on the same origin as the file.
      await page.route(`${site.origin}/guild-page.html`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><title>Our guild</title><script type="module" src="/tablero.js"></script><tablero-board seed="3" queen="6" players="Ada, Bo"></tablero-board></html>',
        }),
      );
      await page.goto(`${site.origin}/guild-page.html`);
      const board = page.locator('tablero-board');
      await board.locator('button[part~="roll"]').click();
      await expect.poll(() => board.locator('[part~="log"]').textContent()).toMatch(/For the first turn Ada rolled/);
    });
  });
});

/** Scroll to a try-it task and wait for its board. */
async function taskBoard(page: Page, id: string) {
  await page.locator(`#${id}`).hover();
  const board = page.locator(`#${id} tablero-board`);
  await board.locator('[part~="board"]').waitFor();
  return board;
}

/** Click squares of a board in order (a glass, then its square, and so on). */
async function clickSquares(board: ReturnType<Page['locator']>, squares: string[]): Promise<void> {
  for (const sq of squares) await board.locator(`[part~="square"][part~="${sq}"]`).click();
}

/** Wait for a task's answer: right or wrong, and its words. */
async function expectAnswer(page: Page, task: string, result: 'right' | 'wrong', text: RegExp): Promise<void> {
  const answer = page.locator(`[data-tryit="${task}"] [data-tryit-answer]`);
  await expect.poll(() => answer.textContent()).toMatch(text);
  expect(await answer.getAttribute('data-result')).toBe(result);
}

/** The position an example starts from, as the engine sets it up. */
function positionOf(ex: Parameters<typeof startOf>[0]) {
  const { game } = startOf(ex);
  const glasses = [];
  for (let g = 0; g < 7; g++) if (game.squareOf[g] >= 0) glasses.push({ square: game.squareOf[g], fill: game.fill[g] });
  return { glasses };
}
