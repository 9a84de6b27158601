/**
 * The board from React 19 and Vue 3, as their users write it (tests/e2e/hosts/*-page.*, bundled here with
 * esbuild): numbers and booleans as props/bindings, the board's module loaded before the framework renders
 * and after (the element then upgrades under the framework's attributes). The game must be the one the
 * props name (seed 7, Queen's Number 8), `paused={false}` / `:paused="false"` must not pause, a later prop
 * change must reach the board, and nothing may be thrown or logged as an error.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostPage, pageErrors, startHost, until, type Host } from './host.ts';
import { whileATwinPlays } from '../support/page-waits.ts';

let host: Host;

async function bundle(entry: string): Promise<string> {
  const out = await build({
    entryPoints: [fileURLToPath(new URL(`hosts/${entry}`, import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    external: ['/tablero.js'],
    define: {
      'process.env.NODE_ENV': '"production"',
      __VUE_OPTIONS_API__: 'true',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    },
    logLevel: 'silent',
  });
  return out.outputFiles[0].text;
}

beforeAll(async () => {
  const [react, vue] = await Promise.all([bundle('react-page.jsx'), bundle('vue-page.js')]);
  const js = (body: string) => ({ body, type: 'text/javascript; charset=utf-8' });
  host = await startHost({
    '/react.js': js(react),
    '/vue.js': js(vue),
    '/react': hostPage('<div id="app"></div><script type="module" src="/react.js"></script>', { title: 'React host' }),
    '/vue': hostPage('<div id="app"></div><script type="module" src="/vue.js"></script>', { title: 'Vue host' }),
  });
});

afterAll(async () => host?.close());

interface Seen {
  message: string;
  seed: number | undefined;
  queen: number | undefined;
  actions: number;
  botDelay: number;
  paused: boolean | undefined;
  compact: boolean;
  settingsLinked: boolean;
}

const seen = (page: Page): Promise<Seen> =>
  page.evaluate(() => {
    const board = document.querySelector('tablero-board') as
      | (HTMLElement & {
          botDelay: number | string;
          paused: boolean;
          game: { record: { dice: { seed: number }; actions: unknown[] }; state: { queen: number } } | null;
        })
      | null;
    const settings = document.querySelector('tablero-settings') as (HTMLElement & { board: unknown }) | null;
    return {
      message: board?.shadowRoot?.querySelector('[part="message"]')?.textContent?.trim() ?? '',
      seed: board?.game?.record.dice.seed,
      queen: board?.game?.state.queen,
      actions: board?.game?.record.actions.length ?? 0,
      botDelay: Number(board?.botDelay),
      paused: board?.paused,
      compact: board?.hasAttribute('compact') ?? false,
      settingsLinked: !!settings?.board && settings.board === board,
    };
  });

for (const framework of ['react', 'vue'] as const) {
  for (const order of ['defined first', 'defined after rendering'] as const) {
    describe(`${framework}, ${order}`, () => {
      it('numbers and booleans reach the board: seed 7, queen 8, not paused, bot-delay 40, compact; later changes too', async () => {
        const context = await host.browser.newContext();
        const page = await context.newPage();
        const errors = pageErrors(page);
        await page.goto(`${host.origin}/${framework}${order === 'defined first' ? '' : '?late'}`);
        await until(page, () => (window as unknown as { tablero?: { ready?: boolean } }).tablero?.ready === true, 'the page to render');
        await until(page, () => !!document.querySelector('tablero-board')?.shadowRoot?.querySelector('[role="grid"], [part="message"]'), 'the board to draw');
        const first = await seen(page);
        expect(first).toMatchObject({ message: '', seed: 7, queen: 8, botDelay: 40, paused: false, compact: true, settingsLinked: true });
        // Two computers, not paused: they play.
        await until(
          page,
          () => ((document.querySelector('tablero-board') as unknown as { game: { record: { actions: unknown[] } } }).game.record.actions.length ?? 0) >= 4,
          'the computers to play',
          30_000,
        );
        // The framework pauses the board, then gives it a new seed (a new game).
        await page.evaluate(() => (window as unknown as { tablero: { setPaused(v: boolean): void } }).tablero.setPaused(true));
        await until(page, () => (document.querySelector('tablero-board') as unknown as { paused: boolean }).paused, 'the framework to pause the board');
        const paused = (await seen(page)).actions;
        await whileATwinPlays(page, { players: 'greedy, greedy', 'bot-delay': '40' });
        expect((await seen(page)).actions, 'paused: no more moves').toBe(paused);
        await page.evaluate(() => (window as unknown as { tablero: { setSeed(v: number): void } }).tablero.setSeed(12));
        await until(
          page,
          () => (document.querySelector('tablero-board') as unknown as { game: { record: { dice: { seed: number } } } }).game?.record.dice.seed === 12,
          'seed 12 to start a new game',
        );
        // The framework's own way of listening (React 19: ontablero-newgame={fn}; Vue: @tablero-newgame) hears the board.
        const heard = await page.evaluate(() => (window as unknown as { tablero: { newGames: string[] } }).tablero.newGames);
        expect(heard.length, 'tablero-newgame events heard').toBeGreaterThanOrEqual(1);
        expect(errors).toEqual([]);
        await context.close();
      });
    });
  }
}
