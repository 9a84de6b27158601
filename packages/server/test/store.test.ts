import { appendFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Xoshiro128 } from '@tablero/engine';
import { commitmentOf, verifyRecord } from '../src/fair-dice.ts';
import { FileStore, JOURNAL, type StoredRoom } from '../src/store.ts';
import { Table, newRoom } from '../src/table.ts';
import { played, playOne, startTestServer, twoPlayers, until, watch } from './helpers.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tablero-store-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** What a new process's store finds in the directory. */
async function loaded(): Promise<StoredRoom[]> {
  const store = new FileStore(dir);
  try {
    return await store.loadAll();
  } finally {
    await store.close();
  }
}

const journal = async (): Promise<string[]> => (await readFile(path.join(dir, JOURNAL), 'utf8')).split('\n').filter((l) => l !== '');

describe('the file store', () => {
  it('keeps the latest form of each room in its journal, for the next process, and forgets a removed one', async () => {
    const store = new FileStore(dir);
    const room = newRoom('abc123', { rules: 'powell' });
    await store.save(room);
    const later: StoredRoom = { ...room, game: 2 };
    void store.save({ ...room, game: 3 });
    await store.save(later);
    await store.save(newRoom('other', {}));
    await store.flush();
    expect(await readdir(dir)).toEqual([JOURNAL]);
    expect((await loaded()).map((r) => [r.roomId, r.game])).toEqual([
      ['abc123', 2],
      ['other', 1],
    ]);
    await store.remove('abc123');
    await expect(store.save({ ...room, roomId: '../escape' })).rejects.toThrow('not a room id');
    await store.close();
    expect(await loaded()).toEqual([newRoom('other', {})].map((r) => ({ ...r, secret: expect.any(String) })));
  });

  it('appends only what changed in a game, and writes the saves made meanwhile in one go', async () => {
    const store = new FileStore(dir);
    const rooms = ['r1', 'r2', 'r3'].map((id) => played(id, 12));
    await store.save({ ...rooms[0], actions: rooms[0].actions.slice(0, 10) });
    // All three saves are made while nothing is being written: one line each.
    await Promise.all(rooms.map((r) => store.save(r)));
    const lines = await journal();
    expect(lines).toHaveLength(4);
    expect(JSON.parse(lines[1])).toMatchObject({ id: 'r1', from: 10, actions: rooms[0].actions.slice(10) });
    expect(JSON.parse(lines[2])).toMatchObject({ room: { roomId: 'r2' } });
    await store.close();
    expect(await loaded()).toEqual(rooms);
  });

  it('leaves out a last line cut short by a crash, and goes on after it', async () => {
    const store = new FileStore(dir);
    const room = played('r1', 8);
    await store.save({ ...room, actions: room.actions.slice(0, 5) });
    await store.close();
    await appendFile(path.join(dir, JOURNAL), '{"id":"r1","from":5,"acti');
    const next = new FileStore(dir);
    expect((await next.loadAll())[0].actions).toEqual(room.actions.slice(0, 5));
    await next.save(room);
    await next.close();
    expect(await loaded()).toEqual([room]);
  });

  it('rewrites a grown journal with the latest forms only', async () => {
    const store = new FileStore(dir, { compactBytes: 4096 });
    const room = played('r1', 60);
    for (let n = 1; n <= 60; n++) await store.save({ ...room, actions: room.actions.slice(0, n) });
    const other = played('r2', 3);
    await store.save(other);
    await store.close();
    expect((await journal()).length).toBeLessThan(30);
    expect(await loaded()).toEqual([room, other]);
  });

  it('refuses a stored room whose actions do not replay', () => {
    const room = newRoom('abc123', { rules: 'powell' });
    expect(() => new Table({ ...room, actions: [{ type: 'dice.pass' }] })).toThrow('stored action 0 does not replay');
  });
});

describe('a server restart', () => {
  it('loses no game: the room is rebuilt from the store, the players take their seats back and play on', async () => {
    const first = await startTestServer({ store: new FileStore(dir) });
    const players = await twoPlayers(first);
    const rng = new Xoshiro128(21);
    for (let i = 0; i < 8; i++) await playOne(first, players, players.roomId, rng);
    const before = first.room(players.roomId).table.stored;
    const tokens = [players.south.seatToken, players.north.seatToken];
    await first.store.flush();
    await first.stop();
    await first.store.close?.();

    const second = await startTestServer({ store: new FileStore(dir) });
    try {
      const room = second.room(players.roomId);
      expect(room.table.stored).toEqual(before);
      const south = watch(await second.client().joinById(players.roomId, { seatToken: tokens[0] }));
      const north = watch(await second.client().joinById(players.roomId, { seatToken: tokens[1] }));
      await until(() => south.side === 0 && north.side === 1 && south.room.state?.actions?.length === 8);
      expect(south.room.state.commitment).toBe(commitmentOf(before.secret, players.roomId));
      for (let i = 0; i < 8; i++) await playOne(second, { south, north }, players.roomId, rng);
      expect(room.table.stored.actions.slice(0, 8)).toEqual(before.actions);
      expect(room.table.stored.actions).toHaveLength(16);
      south.room.send('resign', {});
      await until(() => north.room.state.secret !== '');
      expect(verifyRecord(room.table.record(), north.room.state.secret)).toMatchObject({ ok: true });
    } finally {
      await second.stop();
      await second.store.close?.();
    }
  });
});
