/**
 * Host pages for the embed's end-to-end tests: a throwaway node:http server that serves
 * packages/board/dist/tablero.js at /tablero.js next to the pages a test gives it, and Chromium
 * (Playwright) to open them. Needs the bundle: `npm run build` first (`npm test` does).
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright';
import { launchChromium, requireChromium } from '../support/chromium.ts';

export const EMBED = process.env.TABLERO_EMBED ?? fileURLToPath(new URL('../../packages/board/dist/tablero.js', import.meta.url));

/** Where tests write the screenshots they take (looked at by people; not compared by the tests). */
export const SHOTS = fileURLToPath(new URL('../../dist/host-shots/', import.meta.url));

/** A served file: its body and content type. */
export interface Served {
  readonly body: string | Uint8Array;
  readonly type: string;
}

/** A whole host page around `body`, loading the embed from /tablero.js. */
export function hostPage(body: string, { head = '', lang = 'en', dir = 'ltr', title = 'Tablero host page' } = {}): Served {
  return {
    type: 'text/html; charset=utf-8',
    body: `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
${head}</head>
<body>${body}</body>
</html>`,
  };
}

export interface Host {
  readonly origin: string;
  readonly browser: Browser;
  close(): Promise<void>;
}

/** Serve `files` (path to content; /tablero.js is the embed) and start Chromium. */
export async function startHost(files: Record<string, Served>): Promise<Host> {
  if (!existsSync(EMBED)) throw new Error(`${EMBED} is missing: run \`npm run build\` first`);
  requireChromium();
  mkdirSync(SHOTS, { recursive: true });
  const all: Record<string, Served> = { '/tablero.js': { body: readFileSync(EMBED), type: 'text/javascript; charset=utf-8' }, ...files };
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const file = all[path];
    if (file) {
      res.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' });
      res.end(file.body);
    } else res.writeHead(path === '/favicon.ico' ? 204 : 404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  return {
    origin,
    browser,
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export { until } from '../support/page-waits.ts';

/** Errors the page threw or logged, collected from now on. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  return errors;
}
