/**
 * Several processes sharing rooms through Redis: a private redis-server and two room servers as child
 * processes. Runs wherever redis-server is installed, and always in CI (which installs it): only outside
 * CI, on a machine without it, is it skipped, with the reason printed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@colyseus/sdk';
import { RedisStore } from '../src/redis-store.ts';
import type { StoredRoom } from '../src/store.ts';
import { playGame } from '../scripts/online-player.ts';
import { played, until, watch } from './helpers.ts';
import { hasRedisServer, startRedis, startRoomServer, type Started } from '../scripts/processes.ts';

/** CI (the CI variable, or .ci/run's TABLERO_CI): the test runs, and fails without redis-server. */
const inCi = Boolean(process.env.CI || process.env.TABLERO_CI);
const available = hasRedisServer();
if (!available && !inCi) console.warn('scale.test.ts: skipped: redis-server is not installed (CI installs it; locally: apt-get install redis-server)');

const SETTINGS = { TABLERO_ORIGINS: '*', TABLERO_MESSAGE_RATE: '1000' };

describe.runIf(available || inCi)('two server processes sharing rooms through Redis', () => {
  let redis: Started & { url: string };
  const servers: (Started & { url: string })[] = [];
  const stopped: Started[] = [];

  beforeAll(async () => {
    if (!available) throw new Error('CI must have redis-server: .ci/run installs it');
    redis = await startRedis();
    for (let i = 0; i < 2; i++) servers.push(await startRoomServer({ ...SETTINGS, TABLERO_REDIS_URL: redis.url }));
  });

  /** The room as Redis holds it. */
  async function stored(roomId: string): Promise<StoredRoom | undefined> {
    const store = new RedisStore(redis.url);
    try {
      return (await store.loadAll()).find((r) => r.roomId === roomId);
    } finally {
      await store.close();
    }
  }

  afterAll(async () => {
    await Promise.all([...servers, ...stopped].map((s) => s.stop()));
    await redis?.stop();
  });

  it("keeps rooms in Redis: a game's new actions appended, a new game written whole, a removed room gone", async () => {
    const store = new RedisStore(redis.url, 'unit:');
    const other = new RedisStore(redis.url, 'unit:');
    try {
      const game = played('redis1', 14);
      await store.save({ ...game, actions: game.actions.slice(0, 10) });
      await store.save(game);
      expect(await other.loadAll()).toEqual([game]);
      const rematch: StoredRoom = { ...game, game: 2, secret: 'e'.repeat(64), actions: game.actions.slice(0, 2) };
      await store.save(rematch);
      expect(await other.loadAll()).toEqual([rematch]);
      // The other store (another process, after a restart) goes on from what it loaded.
      await other.save({ ...rematch, actions: game.actions.slice(0, 3) });
      expect((await store.loadAll())[0]?.actions).toEqual(game.actions.slice(0, 3));
      await store.remove('redis1');
      expect(await other.loadAll()).toEqual([]);
    } finally {
      await store.close();
      await other.close();
    }
  });

  it('plays a game to its end in a room created through one and joined through the other', async () => {
    const game = await playGame({ southUrl: servers[0].url, northUrl: servers[1].url, seed: 5 });
    expect(game).toMatchObject({ finished: true, unseen: 0, refused: 0 });
    expect(game.actions).toBeGreaterThan(10);
    expect(game.latencies).toHaveLength(game.actions);
    // The room lives in one process; the other found it through Redis and sent North there.
    const store = new RedisStore(redis.url);
    try {
      const [kept] = (await store.loadAll()).filter((r) => r.roomId === game.roomId);
      expect(kept.actions).toHaveLength(game.actions);
      expect(kept.ending).not.toBeNull();
    } finally {
      await store.close();
    }
  });

  it('rebuilds a room from Redis when the process that held it is killed and restarts, and the game goes on', async () => {
    const south = new Client(servers[0].url);
    const north = new Client(servers[1].url);
    const a = await south.create('tablero', { setup: { rules: 'powell' }, name: 'Ana', contribution: 'a'.repeat(64) });
    const tokens: string[] = [];
    a.onMessage('seat', (m: { seatToken?: string }) => m.seatToken && tokens.push(m.seatToken));
    const b = await north.joinById(a.roomId, { name: 'Ben', contribution: 'b'.repeat(64) });
    b.onMessage('seat', (m: { seatToken?: string }) => m.seatToken && tokens.push(m.seatToken));
    await until(() => tokens.length === 2 && b.state.seats?.[1]?.taken === true);
    a.send('action', { type: 'queen.roll' });
    await until(() => b.state.actions?.length === 1);
    const first = b.state.actions[0] as string;

    // The first process (which holds the room: it was created there) is killed, once Redis has the
    // action, and starts again.
    await until(async () => (await stored(a.roomId))?.actions.length === 1);
    const [holder] = servers.splice(0, 1);
    await holder.stop('SIGKILL');
    stopped.push(holder);
    const again = await startRoomServer({ ...SETTINGS, TABLERO_REDIS_URL: redis.url }, holder.port);
    servers.push(again);
    // Both rooms it held come back: this one, and the first test's finished game (kept until idle).
    expect(again.output()).toMatch(/ 2 room\(s\) rebuilt from Redis/);

    // Both players come back with their seat tokens, through the other process, and play on.
    // Each connection is watched as soon as it has joined (its seat message follows at once).
    const seats = await Promise.all(tokens.map(async (seatToken) => watch(await new Client(servers[0].url).joinById(a.roomId, { seatToken }))));
    const back = seats.map((seat) => seat.room);
    await until(() => back.every((r) => r.state.actions?.length === 1) && seats.every((seat) => seat.side !== null));
    expect(seats.map((seat) => seat.side)).toEqual([0, 1]);
    expect(back[0].state.actions[0]).toBe(first);
    back[0].send('resign', {});
    await until(() => back[1].state.secret !== '' && back[1].state.secret !== undefined);
    const store = new RedisStore(redis.url);
    try {
      const [kept] = (await store.loadAll()).filter((r) => r.roomId === a.roomId);
      expect(kept.ending).toEqual({ kind: 'resign', winner: 1 });
      expect(kept.actions.map((action) => JSON.stringify(action))).toEqual([first]);
      expect(kept.secret).toBe(back[1].state.secret);
    } finally {
      await store.close();
    }
    await Promise.all(back.map((r) => r.leave()));
  });
});
