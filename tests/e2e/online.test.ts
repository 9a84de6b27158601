/**
 * Playing a friend online, end to end: a real room server (packages/server, on a free port, a file store
 * in a temporary directory, a short away timeout) and the built embed served from ANOTHER origin, as a
 * guild's static site would serve it. Two browser contexts play (the invite link takes the second seat)
 * and a third watches. Every step waits for a state the boards show, never for time.
 *
 * A second room plays a whole short game to its end by the rules, each move chosen by the engine's greedy
 * bot from the board's own game and sent through the board, and checks that both players and the
 * spectator end with the same result and the same verified dice.
 *
 * Screenshots at a phone's width (360 px) go to /work/notes/online-*.png when that directory exists
 * (else dist/host-shots/), for people to look at; the tests do not compare them.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actor, replay, Xoshiro128, type GameRecord, type Side } from '@tablero/engine';
import { greedyBot } from '@tablero/engine/bots';
import { DEFAULT_CONFIG, FileStore, Table, diceKey, startServer, verifyRecord, type ServerConfig } from '@tablero/server';
import { SHOTS, hostPage, pageErrors, startHost, type Host } from './host.ts';

const ONLINE = fileURLToPath(new URL('../../packages/board/dist/tablero-online.js', import.meta.url));
const PHONE = { width: 360, height: 780 };

let host: Host;
let storeDir: string;
let config: ServerConfig;
let running: Awaited<ReturnType<typeof startServer>> | null = null;

async function serverUp(): Promise<void> {
  running = await startServer({ config, warn: () => {} });
}

/** A TCP port free on localhost now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function serverDown(): Promise<void> {
  if (!running) return;
  await running.server.gracefullyShutdown(false);
  await running.deps.store.flush();
  running = null;
}

beforeAll(async () => {
  if (!existsSync(ONLINE)) throw new Error(`${ONLINE} is missing: run \`npm run build\` first`);
  storeDir = mkdtempSync(join(tmpdir(), 'tablero-online-e2e-'));
  // The page is served from the host's origin; the server is another (its own port).
  // The server's port is chosen first (the page names it, and a restart listens on it again).
  const port = await freePort();
  host = await startHost({
    '/': boardPage(port),
    '/short': boardPage(port, 'players="Cy, Di" options="bottles=1 shotsPerBottle=6"'),
    '/tablero-online.js': { body: readFileSync(ONLINE), type: 'text/javascript; charset=utf-8' },
  });
  config = { ...DEFAULT_CONFIG, port, origins: [host.origin], awaySeconds: 2, storeDir };
  await serverUp();
});

afterAll(async () => {
  await serverDown();
  await host?.close();
  if (storeDir) rmSync(storeDir, { recursive: true, force: true });
});

/** A page of the host site holding one board with the room server's address (and these attributes). */
function boardPage(port: number, attributes = 'players="Ada, Bo"'): ReturnType<typeof hostPage> {
  return hostPage(
    `<main><h1>Guild game night</h1>
<tablero-board server="ws://127.0.0.1:${port}" ${attributes}></tablero-board></main>`,
    {
      head: '<script type="module" src="/tablero.js"></script>',
    },
  );
}

interface Device {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
  /** Every WebSocket frame the page received, as bytes. */
  readonly frames: Buffer[];
}

async function device(): Promise<Device> {
  const context = await host.browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  // Every tablero-online event's kind, kept in the page's window.
  await page.addInitScript(() => {
    const kinds: string[] = [];
    Object.assign(window, { onlineKinds: kinds });
    document.addEventListener('tablero-online', (e) => kinds.push((e as CustomEvent<{ kind: string }>).detail.kind));
  });
  const errors = pageErrors(page);
  const frames: Buffer[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(typeof f.payload === 'string' ? Buffer.from(f.payload) : f.payload)));
  return { context, page, errors, frames };
}

/**
 * `expect.poll` with room to wait: on a busy 2-core machine a page may take seconds to load the online
 * module or to hear from the room. The test's own timeout is the real limit; nothing here is timed.
 */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 45_000 });

const status = (page: Page) => page.locator('tablero-board .online-status');
const refused = (page: Page) => page.locator('tablero-board .online-refused');

/** How many actions of the room's record the board has played. */
const actionsShown = (page: Page): Promise<number> => page.evaluate(() => document.querySelector('tablero-board')!.game?.record.actions.length ?? -1);

/** Whether the person at this board may act now (their side is to act). */
const mayAct = (page: Page): Promise<boolean> => page.evaluate(() => document.querySelector('tablero-board')!.game?.personActs ?? false);

/** The first choice open now, as the board's game lists it (for whoever acts). */
const firstChoice = (page: Page): Promise<unknown> => page.evaluate(() => document.querySelector('tablero-board')!.game!.choices()[0]);

/** Send a choice through the board (to the room, as the board's own buttons do). */
const act = (page: Page, choice: unknown): Promise<void> =>
  page.evaluate((c) => void document.querySelector('tablero-board')!.act(c as Parameters<HTMLElementTagNameMap['tablero-board']['act']>[0]), choice);

/** The one of `players` whose side is to act (waits until one may). */
async function toAct(players: readonly Page[]): Promise<Page> {
  for (;;) {
    for (const p of players) if (await mayAct(p)) return p;
    await players[0].waitForTimeout(20); // polling the two pages; the test's timeout is the limit
  }
}

/** Play `n` actions (the first choice each time) and wait until every page shows each. */
async function play(players: readonly Page[], watchers: readonly Page[], n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const p = await toAct(players);
    const before = await actionsShown(p);
    await act(p, await firstChoice(p));
    for (const q of [...players, ...watchers]) await poll(() => actionsShown(q)).toBeGreaterThan(before);
  }
}

const log = (page: Page) => page.locator('tablero-board ol.log');

// Each step waits for several pages in turn: room for a busy machine (nothing is timed).
describe('playing a friend online', { timeout: 180_000 }, () => {
  let a: Device;
  let b: Device;
  let c: Device;
  let roomId = '';

  beforeAll(async () => {
    [a, b, c] = [await device(), await device(), await device()];
  });

  it('offers "Play a friend online" only on a board with a server, and loads the online module only when used', async () => {
    const requested: string[] = [];
    a.page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await a.page.goto(`${host.origin}/`);
    await a.page.locator('tablero-board [part~="online"]').waitFor();
    expect(requested).not.toContain('/tablero-online.js');
    await poll(() => a.page.locator('tablero-board button', { hasText: 'Play a friend online' }).count()).toBe(1);
  });

  it('creates a room and shows a link and a code to send', async () => {
    await a.page.locator('tablero-board button', { hasText: 'Play a friend online' }).click();
    await a.page.locator('tablero-board button[part~="invite"]').click();
    await poll(() => status(a.page).textContent()).toContain('Waiting for your friend');
    const link = (await a.page.locator('tablero-board .invite-link').textContent())!.trim();
    roomId = (await a.page.locator('tablero-board .room-code').textContent())!.trim();
    expect(new URL(link).searchParams.get('tablero-room')).toBe(roomId);
    expect(link).not.toMatch(/token/i);
    // The page's own address now names the room, so a reload comes back to it.
    expect(new URL(a.page.url()).searchParams.get('tablero-room')).toBe(roomId);
    await a.page.screenshot({ path: `${SHOTS}online-invite.png`, fullPage: true });
  });

  it('the link takes the second seat; a third device watches', async () => {
    await b.page.goto(`${host.origin}/?tablero-room=${roomId}`);
    await poll(() => status(b.page).textContent()).toContain('you play North against Ada');
    await poll(() => status(a.page).textContent()).toContain('you play South against Bo');
    // The third device types the code read out to it.
    await c.page.goto(`${host.origin}/`);
    await c.page.locator('tablero-board button', { hasText: 'Play a friend online' }).click();
    await c.page.getByLabel("Or join a friend's game").fill(roomId);
    await c.page.locator('tablero-board button[part~="join"]').click();
    await poll(() => status(c.page).textContent()).toContain('You are watching Ada (South) and Bo (North)');
  });

  it('moves made on one board show on the others', async () => {
    // The first roll through the board's own button.
    const roll = a.page.locator('tablero-board button[part~="roll"]');
    await roll.first().click();
    for (const d of [a, b, c]) await poll(() => actionsShown(d.page)).toBe(1);
    await play([a.page, b.page], [c.page], 12);
    const shown = await actionsShown(a.page);
    expect(await actionsShown(b.page)).toBe(shown);
    expect(await actionsShown(c.page)).toBe(shown);
    const board = (p: Page) => p.evaluate(() => JSON.stringify(document.querySelector('tablero-board')!.state));
    expect(await board(b.page)).toBe(await board(a.page));
    expect(await board(c.page)).toBe(await board(a.page));
  });

  it('only the mover is offered to take a move back', async () => {
    // Play on until a roll's first move has been made and may be taken back.
    const undoable = (p: Page) => p.evaluate(() => document.querySelector('tablero-board')!.game!.whyNot({ type: 'move.undo' }) === null);
    for (let i = 0; i < 60 && !(await undoable(a.page)); i++) await play([a.page, b.page], [c.page], 1);
    expect(await undoable(a.page)).toBe(true);
    const mover = await toAct([a.page, b.page]);
    const takeBack = (p: Page) => p.locator('tablero-board button[part~="undo"]').count();
    expect(await takeBack(mover)).toBe(1);
    for (const p of [mover === a.page ? b.page : a.page, c.page]) expect(await takeBack(p)).toBe(0);
  });

  it('refuses an action out of turn and an illegal one, with the reason shown', async () => {
    const mover = await toAct([a.page, b.page]);
    const waiter = mover === a.page ? b.page : a.page;
    const choice = await firstChoice(mover);
    await act(waiter, choice);
    await poll(() => refused(waiter).textContent()).toMatch(/it is (South|North)'s turn/);
    await act(mover, { type: 'glass.move', from: 0, to: 48 });
    await poll(() => refused(mover).textContent()).toMatch(/The room refused that: \S/);
    expect(await refused(mover).textContent()).not.toMatch(/turn/);
  });

  it('the spectator cannot act: no buttons for the game, and the room refuses what is sent', async () => {
    expect(await mayAct(c.page)).toBe(false);
    expect(await c.page.locator('tablero-board [part~="controls"] button').allTextContents()).toEqual([]);
    expect(await c.page.locator('tablero-board button[part~="resign"]').count()).toBe(0);
    await act(c.page, await firstChoice(c.page));
    await poll(() => refused(c.page).textContent()).toContain('a spectator watches');
    await c.page.screenshot({ path: `${SHOTS}online-spectator.png`, fullPage: true });
  });

  it('a reload returns to the same seat with the whole game', async () => {
    const shown = await actionsShown(b.page);
    await b.page.reload();
    await poll(() => status(b.page).textContent()).toContain('you play North against Ada');
    await poll(() => actionsShown(b.page)).toBe(shown);
    expect(await b.page.evaluate(() => (window as unknown as { onlineKinds: string[] }).onlineKinds)).toEqual(['joined']);
    await play([a.page, b.page], [c.page], 2);
  });

  it('a player away past the timeout: the other is offered to wait, claim or end', async () => {
    await b.context.setOffline(true);
    const claim = a.page.locator('tablero-board [part~="claim"]');
    await claim.waitFor({ timeout: 30_000 });
    expect(await claim.textContent()).toContain('Bo has been away for more than 2 seconds');
    for (const label of ['Keep waiting', 'Claim the game', 'End it undecided']) expect(await claim.getByRole('button', { name: label }).count()).toBe(1);
    await a.page.screenshot({ path: `${SHOTS}online-claim-offer.png`, fullPage: true });
    await claim.getByRole('button', { name: 'Keep waiting' }).click();
    await claim.waitFor({ state: 'detached' });
    await b.context.setOffline(false);
    await poll(() => a.page.locator('tablero-board .online .hint', { hasText: 'is away' }).count()).toBe(0);
    await play([a.page, b.page], [c.page], 2);
  });

  it('the server stopped and started again mid-game: the game goes on', async () => {
    const shown = await actionsShown(a.page);
    const returns = (d: Device) =>
      d.page.evaluate(() => (window as unknown as { onlineKinds: string[] }).onlineKinds.filter((k) => k === 'reconnected').length);
    const before = await Promise.all([a, b, c].map(returns));
    await serverDown();
    await serverUp();
    // Each board comes back to the room by itself (and says so with tablero-online's `reconnected`).
    for (const [i, d] of [a, b, c].entries()) await poll(() => returns(d)).toBeGreaterThan(before[i]);
    await play([a.page, b.page], [c.page], 2);
    expect(await actionsShown(a.page)).toBe(shown + 2);
    await a.page.screenshot({ path: `${SHOTS}online-south.png`, fullPage: true });
    await b.page.screenshot({ path: `${SHOTS}online-north.png`, fullPage: true });
  });

  it('resigning ends the game; the revealed secret re-checks every roll, and was never sent before', async () => {
    await a.page.locator('tablero-board button[part~="resign"]').click();
    await a.page.locator('tablero-board button[part~="resign-yes"]').click();
    for (const d of [a, b, c]) await poll(() => log(d.page).textContent()).toContain('Ada resigned: Bo wins.');
    for (const d of [a, b, c]) await poll(() => log(d.page).textContent()).toMatch(/Dice verified: all \d+ rolls come from the committed dice\./);
    await running!.deps.store.flush();
    // The room as a restarted server would read it back from the store on disk.
    const onDisk = new FileStore(storeDir);
    const stored = (await onDisk.loadAll()).find((r) => r.roomId === roomId);
    await onDisk.close?.();
    if (!stored) throw new Error(`room ${roomId} is not in the store at ${storeDir}`);
    const table = new Table(stored);
    const verdict = verifyRecord(table.record(), stored.secret);
    expect(verdict).toMatchObject({ ok: true });
    const rolls = (verdict as { rolls: number }).rolls;
    expect(await log(a.page).textContent()).toContain(`all ${rolls} rolls`);
    table.stop();
    // On the wire: the secret (and the dice key) in no frame before the one that ends the game.
    const secret = stored.secret;
    const key = diceKey(secret, roomId, stored.contributions[0]!, stored.contributions[1]!);
    const forms = (bytes: Buffer): Buffer[] => [bytes, Buffer.from(bytes.toString('hex')), Buffer.from(bytes.toString('base64'))];
    for (const d of [a, b, c]) {
      const first = d.frames.findIndex((f) => f.includes(secret));
      expect(first).toBeGreaterThan(0);
      expect(d.frames[first].includes('resign')).toBe(true); // the frame that carries the ending
      for (const frame of d.frames.slice(0, first))
        for (const form of [...forms(Buffer.from(secret, 'hex')), ...forms(key)]) expect(frame.includes(form)).toBe(false);
    }
  });

  it('rematch when both accept: the sides swap', async () => {
    await a.page.locator('tablero-board button[part~="rematch"]').click();
    await poll(() => b.page.locator('tablero-board button[part~="rematch"]').textContent()).toContain("Accept Ada's rematch");
    await b.page.locator('tablero-board button[part~="rematch"]').click();
    await poll(() => status(a.page).textContent()).toContain('you play North against Bo');
    await poll(() => status(b.page).textContent()).toContain('you play South against Ada');
    for (const d of [a, b, c]) await poll(() => actionsShown(d.page)).toBe(0);
    await play([a.page, b.page], [c.page], 2);
  });

  it('nothing overflows at 360 px, and no page logged an error', async () => {
    for (const d of [a, b, c]) {
      expect(await d.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect(d.errors.filter((e) => !/WebSocket|ERR_INTERNET_DISCONNECTED|Failed to load resource|net::/.test(e))).toEqual([]);
    }
  });
});

// ---- A whole game, each move chosen by the engine's greedy bot -------------------------------------

/** The least time a device leaves between two of its actions (the room takes ten messages a second from a client). */
const PACE_MS = 150;

/** The record of the game the board on this page shows (the board's `game.record`). */
const recordShown = (page: Page): Promise<GameRecord> => page.evaluate(() => document.querySelector('tablero-board')!.game!.record);

/** Whether the mover's board would take their first move back now (the engine's answer, through the board's game). */
const mayTakeBack = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.querySelector('tablero-board')!.game!.whyNot({ type: 'move.undo' }) === null);

/** The board's status line: whose turn, and what is happening. */
const statusLine = async (page: Page): Promise<string> =>
  ((await page.locator('tablero-board [part~="status"]').textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** Wait until every page shows the same number of actions; returns it. */
async function agreed(pages: readonly Page[]): Promise<number> {
  let counts: number[] = [];
  await poll(async () => {
    counts = await Promise.all(pages.map(actionsShown));
    return counts.every((n) => n >= 0 && n === counts[0]);
  }).toBe(true);
  return counts[0];
}

/** How a game played by `playByGreedy` went. */
interface Played {
  /** Actions sent through the boards. */
  readonly sent: number;
  /** Moments a mover could take their first move back (the spectator's status line was checked at each). */
  readonly takeBackMoments: number;
}

/**
 * Play the game in the room to its end: each action chosen by the engine's greedy bot from the record the
 * mover's own board shows (replayed by the engine), and sent through that board's `act`, as its buttons
 * do. A device leaves at least PACE_MS between its actions, and each action waits until every board shows
 * it. At each moment the mover may take a first move back, the other player and the spectator must read
 * what is happening, not the mover's prompt.
 */
async function playByGreedy(players: readonly [Page, Page], watcher: Page, names: readonly [string, string]): Promise<Played> {
  const rng = new Xoshiro128(7);
  const everyone = [...players, watcher];
  const lastSent = new Map<Page, number>();
  let sent = 0;
  let takeBackMoments = 0;
  for (;;) {
    const shown = await agreed(everyone);
    const now = replay(await recordShown(watcher));
    if (now.phase === 'over') return { sent, takeBackMoments };
    if (sent >= 1000) throw new Error(`the game is not over after ${sent} actions (phase ${now.phase})`);
    // The shared rolls (who starts) are South's to send.
    const side: Side = actor(now) === 1 ? 1 : 0;
    const mover = players[side];
    await poll(() => mayAct(mover)).toBe(true);
    expect(await mayAct(players[1 - side])).toBe(false);
    const state = replay(await recordShown(mover));
    if (state.phase === 'moving' && state.moves.length === 1 && (await mayTakeBack(mover))) {
      // The mover is asked; the other player and the spectator read what the mover is doing.
      takeBackMoments++;
      await poll(() => statusLine(mover)).toContain('take the first move back');
      for (const p of [players[1 - side], watcher]) {
        await poll(() => statusLine(p)).toContain(`${names[side]} moves a glass for the other die.`);
        expect(await statusLine(p)).not.toContain('take the first move back');
      }
    }
    const choice = greedyBot.choose(state, rng);
    const since = Date.now() - (lastSent.get(mover) ?? 0);
    if (since < PACE_MS) await mover.waitForTimeout(PACE_MS - since); // pacing only: nothing is timed
    lastSent.set(mover, Date.now());
    await act(mover, choice);
    sent++;
    // Every board shows it (or the room's refusal, on the mover's board, says why not).
    for (const p of everyone) await poll(() => shownOrRefused(p, shown, mover)).toBe(true);
  }
}

/** Whether `page` shows more than `shown` actions; the room's refusal instead, when the mover's board shows one. */
async function shownOrRefused(page: Page, shown: number, mover: Page): Promise<true | string> {
  if ((await refused(mover).count()) > 0) return `refused: ${await refused(mover).textContent()}`;
  return (await actionsShown(page)) > shown || `${await actionsShown(page)} actions shown`;
}

describe('a whole game online, played to its end by the rules', { timeout: 600_000 }, () => {
  // A short game: powell with a stake of one bottle of six shots (the `bottles` and `shotsPerBottle` options).
  const names = ['Cy', 'Di'] as const;
  let south: Device;
  let north: Device;
  let watcher: Device;
  let played: Played;

  beforeAll(async () => {
    [south, north, watcher] = [await device(), await device(), await device()];
  });

  it('two players and a spectator take their places', async () => {
    await south.page.goto(`${host.origin}/short`);
    await south.page.locator('tablero-board button', { hasText: 'Play a friend online' }).click();
    await south.page.locator('tablero-board button[part~="invite"]').click();
    await poll(() => status(south.page).textContent()).toContain('Waiting for your friend');
    const link = (await south.page.locator('tablero-board .invite-link').textContent())!.trim();
    await north.page.goto(link);
    await poll(() => status(north.page).textContent()).toContain('you play North against Cy');
    await poll(() => status(south.page).textContent()).toContain('you play South against Di');
    await watcher.page.goto(link);
    await poll(() => status(watcher.page).textContent()).toContain('You are watching Cy (South) and Di (North)');
  });

  it('the greedy bot plays both sides through the boards until the game ends', async () => {
    played = await playByGreedy([south.page, north.page], watcher.page, names);
    expect(played.sent).toBeGreaterThan(0);
    // The spectator's status line was checked at least once at a moment the mover could take a move back.
    expect(played.takeBackMoments).toBeGreaterThan(0);
  });

  it('every device shows the same result and the same verified dice, and no page logged an error', async () => {
    const devices = [south, north, watcher];
    const records = await Promise.all(devices.map((d) => recordShown(d.page)));
    for (const r of records) expect(JSON.stringify(r)).toBe(JSON.stringify(records[0]));
    // Every action of the record was sent through the boards, one by one.
    expect(records[0].actions.length).toBe(played.sent);
    const end = replay(records[0]);
    expect(end.phase).toBe('over');
    const result = end.result!;
    const said = result.winner === null ? (result.draw ? 'A draw' : 'no winner') : `${names[result.winner]} wins`;
    const lines = await Promise.all(devices.map((d) => statusLine(d.page)));
    for (const line of lines) {
      expect(line).toContain(said);
      expect(line).toBe(lines[0]);
    }
    const rolls = records[0].actions.filter((a) => 'dice' in a).length;
    for (const d of devices) {
      await poll(() => log(d.page).textContent()).toMatch(/Dice verified: all \d+ rolls come from the committed dice\./);
      const text = (await log(d.page).textContent()) ?? '';
      expect(/Dice verified: all (\d+) rolls/.exec(text)?.[1]).toBe(String(rolls));
      expect(text).not.toMatch(/resigned|claimed the game|ended undecided/);
    }
    // The game was the room's: no device offers a new game of its own, each may leave the room for one.
    for (const d of devices) {
      await poll(() => d.page.getByRole('button', { name: 'Leave and play at this screen' }).count()).toBe(1);
      expect(await d.page.getByRole('button', { name: 'New game', exact: true }).count()).toBe(0);
    }
    await watcher.page.screenshot({ path: `${SHOTS}online-game-over.png`, fullPage: true });
    for (const d of devices) expect(d.errors).toEqual([]);
  });
});
