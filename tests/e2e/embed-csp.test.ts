/**
 * The embed as a webmaster uses it: a page that holds only `<script type="module" src="/tablero.js">` and
 * `<tablero-board>` elements, served with a strict Content-Security-Policy. Checks that the bundle makes
 * no other request, trips no CSP rule, logs no error, upgrades the board (49 grid cells), explains a bad
 * attribute in the element instead of breaking the page, and passes axe-core.
 *
 * Needs the bundle: `npm run build` first (`npm test` does). TABLERO_EMBED=<file> tests another bundle.
 */
import { readFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolationsOn } from '../support/axe.ts';
import { nextFrame, until } from '../support/page-waits.ts';
import { launchChromium, requireChromium } from '../support/chromium.ts';

const EMBED = process.env.TABLERO_EMBED ?? fileURLToPath(new URL('../../packages/board/dist/tablero.js', import.meta.url));
const CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:";

// A tidy host page (lang, title, main, h1) so that any axe finding is the board's, not the page's.
const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Tablero embed</title>
<script type="module" src="/tablero.js"></script></head>
<body><main><h1>Tablero</h1>
<tablero-board></tablero-board>
<tablero-board rules="chess"></tablero-board>
</main></body>
</html>`;

let server: Server;
let origin: string;
let browser: Browser;
const served: string[] = []; // every path the server was asked for

beforeAll(async () => {
  if (!existsSync(EMBED)) throw new Error(`${EMBED} is missing: run \`npm run build\` first`);
  requireChromium();
  const bundle = readFileSync(EMBED);
  server = createServer((req, res) => {
    served.push(req.url ?? '');
    if (req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': CSP });
      res.end(PAGE);
    } else if (req.url === '/tablero.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      res.end(bundle);
    } else if (req.url === '/favicon.ico') {
      res.writeHead(204).end(); // the browser's own request, not the page's: answer it so no 404 is logged
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** Wait until the good board shows its 49 squares and the bad one explains its "rules" attribute. */
async function boardsReady(page: Page): Promise<void> {
  await until(page, () => !!customElements.get('tablero-board'), '<tablero-board> to be defined');
  await until(
    page,
    () => document.querySelector('tablero-board')?.shadowRoot?.querySelectorAll('[role="gridcell"]').length === 49,
    'the board to render 49 grid cells',
  );
  await until(
    page,
    // Names the attribute and its value (a plain "Rules" label alone would not do).
    () => /rules[^]*chess/i.test(document.querySelectorAll('tablero-board')[1]?.shadowRoot?.textContent ?? ''),
    'the rules="chess" board to explain its bad attribute',
  );
}

describe('the embed under a strict CSP', () => {
  it('loads only itself, breaks no CSP rule, logs no error, and upgrades both boards', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const requests: string[] = [];
    const violations: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
    // Init scripts and bindings come in through the DevTools protocol, so the CSP does not block them.
    await page.exposeFunction('__tableroViolation', (v: string) => violations.push(v));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { __tableroViolation(v: string): void }).__tableroViolation(
          `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`,
        ),
      );
    });

    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await boardsReady(page);
    // The bad board broke nothing: the good one is intact and both are still in the page.
    const after = await page.evaluate(() => ({
      cells: document.querySelector('tablero-board')!.shadowRoot!.querySelectorAll('[role="gridcell"]').length,
      boards: document.querySelectorAll('tablero-board').length,
    }));
    expect(after).toEqual({ cells: 49, boards: 2 });
    await nextFrame(page); // late violation reports and console messages arrive as tasks before it ends

    // One assertion, so a failure shows every kind of trouble at once.
    expect({
      otherRequests: requests.filter((u) => u !== `${origin}/` && u !== `${origin}/tablero.js`),
      otherServed: served.filter((p) => p !== '/' && p !== '/tablero.js' && p !== '/favicon.ico'),
      violations,
      errors,
    }).toEqual({ otherRequests: [], otherServed: [], violations: [], errors: [] });
    await context.close();
  });

  // axe-core needs its own source in the page, which this CSP (rightly) refuses as an inline script: so
  // axe runs in a second context with bypassCSP, and the CSP test above stays free of test tooling.
  it('passes axe-core', async () => {
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await boardsReady(page);
    await expectNoAxeViolationsOn(page, 'the embed page');
    await context.close();
  });

  it('the axe check fails on a violation in the page, naming it', async () => {
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.querySelector('main')!.append(document.createElement('button'))); // a button with no name
    await expect(expectNoAxeViolationsOn(page, 'the embed page')).rejects.toThrow(
      /^axe-core found 1 violation\(s\):\n {2}the embed page: button-name \(critical\) at button: Buttons must have discernible text$/,
    );
    await context.close();
  });
});
