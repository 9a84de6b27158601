/**
 * The embed (packages/board/dist/tablero.js) on the host pages it will meet: narrow columns, flex rows,
 * grid auto columns and inline-blocks; hostile page CSS; right-to-left; dark pages. Each page is
 * screenshot into dist/host-shots/ (for a person to look at) and measured: the board fills what it is
 * given, never sticks out and never collapses, text keeps its size, every control stays usable.
 *
 * Needs the bundle: `npm run build` first (`npm test` does).
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOTS, hostPage, pageErrors, startHost, until, type Host } from './host.ts';

const SCRIPT = '<script type="module" src="/tablero.js"></script>';
const POSITION = 'position="6n/7/7/ssnn3/4n2/7/5s1 s" queen="8" dice="1-5" players="Ada, Bo"';
const BOARD = `<tablero-board ${POSITION}></tablero-board>`;
const TEXT = '<p>Tablero is played with seven shot glasses on a seven by seven board.</p>';

/** The layout pages: a name, the page's own CSS, and its body. */
const LAYOUTS: Record<string, { css?: string; body: string; dir?: string }> = {
  'column-280': { body: `${TEXT}<div class="frame" style="width:280px">${BOARD}</div>${TEXT}` },
  'column-320': { body: `<div class="frame" style="width:320px">${BOARD}</div>` },
  'flex-row': { body: `<div class="frame" style="display:flex;gap:16px"><aside style="width:180px">${TEXT}</aside>${BOARD}</div>` },
  'flex-row-narrow': { body: `<div class="frame" style="display:flex;gap:16px;width:420px"><aside style="width:120px">${TEXT}</aside>${BOARD}</div>` },
  'grid-auto': { body: `<div class="frame" style="display:grid;grid-template-columns:auto;justify-content:start">${BOARD}</div>` },
  'grid-side-auto': { body: `<div class="frame" style="display:grid;grid-template-columns:160px auto;gap:12px;width:600px"><aside>${TEXT}</aside>${BOARD}</div>` },
  'inline-block': { body: `${TEXT}<span class="frame" style="display:inline-block">${BOARD}</span>` },
  'inline-block-host': { body: `<div class="frame" style="width:500px">Before <tablero-board style="display:inline-block" ${POSITION}></tablero-board> after</div>` },
  'table-cell': { body: `<table class="frame" style="width:700px"><tr><td style="width:150px">${TEXT}</td><td>${BOARD}</td></tr></table>` },
  'hostile-text': {
    css: '* { line-height: 3 !important; font-size: 30px; letter-spacing: 3px; word-spacing: 8px; text-transform: uppercase; text-align: justify; font-family: "Courier New", monospace; white-space: nowrap; }',
    body: `<div class="frame" style="width:700px">${BOARD}</div>`,
  },
  'hostile-root-small': { css: 'html { font-size: 62.5%; } body { font-size: 1.4rem; }', body: `<div class="frame" style="width:700px">${BOARD}</div>` },
  'hostile-box': {
    css: '* { box-sizing: content-box; margin: 6px; padding: 4px; max-width: none; } div { display: flex; flex-direction: column; } button { all: unset; } p { font-size: 40px; }',
    body: `<div class="frame" style="width:700px">${BOARD}</div>`,
  },
  rtl: { dir: 'rtl', body: `<p>טבלרו: משחק לוח</p><div class="frame" style="width:700px">${BOARD}</div>` },
};

const LONG_TEXT = Array.from({ length: 12 }, () => TEXT).join('');
/** Other pages: dark, a phone's rule page with several boards, layout shift, removal. */
const PAGES: Record<string, { css?: string; body: string; head?: string }> = {
  dark: {
    css: ':root { color-scheme: dark; } body { background: #121212; color: #eeeeee; }',
    body: `<main><h1>Dark page</h1><tablero-board id="b" ${POSITION}></tablero-board><tablero-settings for="b"></tablero-settings></main>`,
  },
  'forced-schemes': {
    body: `<main><h1>Forced</h1><tablero-board id="l" color-scheme="light" ${POSITION}></tablero-board><tablero-board id="d" color-scheme="dark" ${POSITION}></tablero-board>
      <tablero-settings for="l" color-scheme="light"></tablero-settings><tablero-settings for="d" color-scheme="dark"></tablero-settings></main>`,
  },
  phone: {
    css: 'body { margin: 0; }',
    body: `<main><h1>Rules</h1>${TEXT}<tablero-board id="b1" position="7/7/7/3s3/7/7/7 s" dice="3-4" queen="8" players="Ada, Bo"></tablero-board>${LONG_TEXT}
      <tablero-board players="You, Computer:greedy" seed="3"></tablero-board>${LONG_TEXT}<tablero-settings for="b1"></tablero-settings>${LONG_TEXT}</main>`,
  },
  cls: {
    head: '<script>window.__shifts = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__shifts.push({ value: e.value, time: e.startTime }); }).observe({ type: "layout-shift", buffered: true });</script>',
    body: `<main><h1>Rules</h1>${TEXT}<tablero-board players="greedy, greedy" bot-delay="120" seed="5"></tablero-board>${TEXT}${LONG_TEXT}</main>`,
  },
  removal: { body: `<main><div id="a"><tablero-board players="greedy, greedy" bot-delay="60" seed="9"></tablero-board></div><div id="b"></div></main>` },
};

let host: Host;

beforeAll(async () => {
  const pages: Record<string, ReturnType<typeof hostPage>> = {};
  for (const [name, p] of Object.entries(LAYOUTS)) pages[`/${name}`] = hostPage(p.body, { head: `${SCRIPT}${p.css ? `<style>${p.css}</style>` : ''}`, dir: p.dir ?? 'ltr', title: name });
  for (const [name, p] of Object.entries(PAGES)) pages[`/${name}`] = hostPage(p.body, { head: `${p.head ?? ''}${SCRIPT}${p.css ? `<style>${p.css}</style>` : ''}`, title: name });
  // The same layout-shift page with the script marked render-blocking (what the README recommends).
  pages['/cls-blocking'] = hostPage(PAGES.cls.body, { head: `${PAGES.cls.head}${SCRIPT.replace('<script ', '<script blocking="render" ')}`, title: 'cls' });
  host = await startHost(pages);
});

afterAll(async () => host?.close());

/** Open a page and wait until every board on it has drawn its grid (or its message). */
async function open(path: string, options: Parameters<Host['browser']['newContext']>[0] = {}): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await host.browser.newContext({ viewport: { width: 1000, height: 900 }, ...options });
  const page = await context.newPage();
  const errors = pageErrors(page);
  await page.goto(`${host.origin}${path}`);
  await until(
    page,
    () => [...document.querySelectorAll('tablero-board')].every((b) => !!b.shadowRoot?.querySelector('[role="grid"], [part="message"]')),
    'the boards to draw',
  );
  return { page, errors, close: () => context.close() };
}

interface Measured {
  host: { width: number; height: number };
  /** How far the board sticks out of its frame (px, 0 when inside). */
  outOfFrame: number;
  /** How far any square sticks out of the board element. */
  squaresOut: number;
  square: number;
  /** Labels whose text is cut off (scroll size larger than the box). */
  clippedLabels: number;
  /** The tallest and widest button. */
  button: { width: number; height: number };
  fontSize: number;
  lineHeight: number;
  fileLabels: string;
}

const measure = (page: Page): Promise<Measured> =>
  page.evaluate(() => {
    const board = document.querySelector('tablero-board')!;
    const root = board.shadowRoot!;
    const frame = board.closest('.frame') ?? document.body;
    const h = board.getBoundingClientRect();
    const f = frame.getBoundingClientRect();
    const squares = [...root.querySelectorAll('[role="gridcell"]')].map((c) => c.getBoundingClientRect());
    const squaresOut = Math.max(0, ...squares.map((r) => Math.max(h.left - r.left, r.right - h.right, h.top - r.top, r.bottom - h.bottom)));
    const labels = [...root.querySelectorAll<HTMLElement>('.file-label, .rank-label')].filter((l) => l.offsetParent);
    const buttons = [...root.querySelectorAll('button')].map((b) => b.getBoundingClientRect());
    const status = root.querySelector('.status') as HTMLElement;
    const cs = getComputedStyle(status);
    return {
      host: { width: Math.round(h.width), height: Math.round(h.height) },
      outOfFrame: Math.max(0, Math.round(Math.max(f.left - h.left, h.right - f.right))),
      squaresOut: Math.round(squaresOut),
      square: Math.round(squares[0].width * 10) / 10,
      clippedLabels: labels.filter((l) => l.scrollHeight > l.clientHeight + 1 || l.scrollWidth > l.clientWidth + 1).length,
      button: { width: Math.round(Math.max(...buttons.map((b) => b.width))), height: Math.round(Math.max(...buttons.map((b) => b.height))) },
      fontSize: parseFloat(cs.fontSize),
      lineHeight: parseFloat(cs.lineHeight),
      fileLabels: labels.filter((l) => l.classList.contains('file-label')).map((l) => l.textContent?.trim()).join(''),
    };
  });

describe('host pages: containers and hostile CSS', () => {
  for (const name of Object.keys(LAYOUTS)) {
    it(`${name}: fills its place, never sticks out or collapses, keeps its own text`, async () => {
      const { page, errors, close } = await open(`/${name}`);
      await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
      const m = await measure(page);
      expect(m.host.width, 'not collapsed').toBeGreaterThanOrEqual(230);
      expect(m.outOfFrame, 'inside its frame').toBe(0);
      expect(m.squaresOut, 'squares inside the board').toBe(0);
      expect(m.square, 'squares have a size').toBeGreaterThanOrEqual(30);
      expect(m.clippedLabels, 'no file or rank label cut off').toBe(0);
      expect(m.fileLabels, 'files a to g, left to right').toBe('abcdefg');
      // The element's own text (16 px, 1.4), whatever the page sets.
      expect(m.fontSize).toBe(16);
      expect(m.lineHeight).toBeCloseTo(22.4, 0);
      expect(m.button.height, 'buttons keep their size').toBeLessThanOrEqual(64);
      expect(m.button.width).toBeLessThanOrEqual(320);
      expect(errors).toEqual([]);
      await close();
    });
  }

  it('a board fills a wide block (up to its max width), and a 280 px column exactly', async () => {
    const wide = await open('/grid-auto');
    expect((await measure(wide.page)).host.width).toBeGreaterThanOrEqual(540);
    await wide.close();
    const narrow = await open('/column-280');
    expect((await measure(narrow.page)).host.width).toBe(280);
    await narrow.close();
  });

  it('rtl: the board keeps its orientation, and ArrowRight moves right', async () => {
    const { page, close } = await open('/rtl');
    const files = await page.evaluate(() => {
      const root = document.querySelector('tablero-board')!.shadowRoot!;
      const a1 = root.querySelector('.a1')!.getBoundingClientRect();
      const g1 = root.querySelector('.g1')!.getBoundingClientRect();
      return { aLeftOfG: a1.left < g1.left };
    });
    expect(files.aLeftOfG).toBe(true);
    await page.evaluate(() => (document.querySelector('tablero-board')!.shadowRoot!.querySelector('[role="gridcell"][tabindex="0"]') as HTMLElement).focus());
    const left = () => page.evaluate(() => (document.querySelector('tablero-board')!.shadowRoot!.activeElement as HTMLElement).getBoundingClientRect().left);
    const start = await left();
    await page.keyboard.press('ArrowLeft');
    await page.waitForTimeout(50);
    const moved = await left();
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(50);
    expect({ leftGoesLeft: moved < start, rightGoesRight: (await left()) > moved }).toEqual({ leftGoesLeft: true, rightGoesRight: true });
    await close();
  });
});

/** A colour's relative luminance (0 black .. 1 white), from a computed rgb() string. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((x) => {
    const c = Number(x) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

interface Scheme {
  boardPanel: string;
  settings: string;
  unticked: string;
  ticked: string;
  uncheckedField: string;
}

/** The colours that tell light from dark: the board's panel, the settings panel, a switch off and on. */
const schemeOf = (page: Page, board: string, settings: string): Promise<Scheme> =>
  page.evaluate(
    ([board, settings]) => {
      const b = document.querySelector(board)!.shadowRoot!.querySelector('.panel')!;
      const sEl = document.querySelector(settings)!;
      const boxes = [...sEl.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
      const off = boxes.find((x) => !x.checked)!;
      const on = boxes.find((x) => x.checked) ?? off;
      return {
        boardPanel: getComputedStyle(b).backgroundColor,
        settings: getComputedStyle(sEl).backgroundColor,
        unticked: getComputedStyle(off, '::before').backgroundColor,
        ticked: getComputedStyle(on, '::before').backgroundColor,
        uncheckedField: getComputedStyle(sEl.shadowRoot!.querySelector('input[type="text"]')!).backgroundColor,
      };
    },
    [board, settings],
  );

describe('dark pages', () => {
  it('a dark system: the board and settings panels turn dark, an unticked switch is an empty box, and axe finds no contrast problem', async () => {
    const { page, errors, close } = await open('/dark', { colorScheme: 'dark' });
    await until(page, () => !!document.querySelector('tablero-settings')?.shadowRoot?.querySelector('form'), 'the settings form');
    await page.screenshot({ path: `${SHOTS}dark.png`, fullPage: true });
    const s = await schemeOf(page, '#b', 'tablero-settings');
    expect(luminance(s.boardPanel), `board panel ${s.boardPanel}`).toBeLessThan(0.1);
    expect(luminance(s.settings), `settings ${s.settings}`).toBeLessThan(0.1);
    // Unticked reads as empty: the box is the field's colour, not the tick's accent.
    expect(s.unticked).toBe(s.uncheckedField);
    expect(s.unticked).not.toBe(s.ticked);
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('a light system on the same dark page: cream panels, readable; axe finds no contrast problem', async () => {
    const { page, close } = await open('/dark', { colorScheme: 'light' });
    await until(page, () => !!document.querySelector('tablero-settings')?.shadowRoot?.querySelector('form'), 'the settings form');
    await page.screenshot({ path: `${SHOTS}dark-page-light-system.png`, fullPage: true });
    const s = await schemeOf(page, '#b', 'tablero-settings');
    expect(luminance(s.boardPanel)).toBeGreaterThan(0.8);
    expect(s.unticked).toBe(s.uncheckedField);
    expect(luminance(s.unticked), 'an unticked box is light on a light panel').toBeGreaterThan(0.8);
    expect(await axe(page)).toEqual([]);
    await close();
  });

  it('color-scheme="light" and "dark" force the scheme whatever the system says', async () => {
    for (const system of ['light', 'dark'] as const) {
      const { page, close } = await open('/forced-schemes', { colorScheme: system });
      await until(page, () => [...document.querySelectorAll('tablero-settings')].every((s) => !!s.shadowRoot?.querySelector('form')), 'the settings forms');
      await page.screenshot({ path: `${SHOTS}forced-schemes-${system}-system.png`, fullPage: true });
      const light = await schemeOf(page, '#l', 'tablero-settings[for="l"]');
      const dark = await schemeOf(page, '#d', 'tablero-settings[for="d"]');
      expect(luminance(light.boardPanel), system).toBeGreaterThan(0.8);
      expect(luminance(light.settings), system).toBeGreaterThan(0.8);
      expect(luminance(dark.boardPanel), system).toBeLessThan(0.1);
      expect(luminance(dark.settings), system).toBeLessThan(0.1);
      expect(await axe(page)).toEqual([]);
      await close();
    }
  });
});

/** axe-core's colour-contrast findings (and any other violation) for the page. */
async function axe(page: Page): Promise<string[]> {
  const require = createRequire(import.meta.url);
  await page.addScriptTag({ content: readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8') });
  const results = await page.evaluate(() => (window as unknown as { axe: { run(): Promise<AxeResults> } }).axe.run());
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.flat().join(' >>> ')).join(', ')}`);
}

export { axe, open, measure };
