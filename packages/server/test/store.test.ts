import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Xoshiro128 } from '@tablero/engine';
import { commitmentOf, verifyRecord } from '../src/fair-dice.ts';
import { FileStore, type StoredRoom } from '../src/store.ts';
import { Table, newRoom } from '../src/table.ts';
import { playOne, startTestServer, twoPlayers, until, watch } from './helpers.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tablero-store-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the file store', () => {
  it('keeps the latest form of each room, one JSON file per room, and forgets a removed one', async () => {
    const store = new FileStore(dir);
    const room = newRoom('abc123', { rules: 'powell' });
    await store.save(room);
    const later: StoredRoom = { ...room, game: 2 };
    void store.save({ ...room, game: 3 });
    await store.save(later);
    await store.flush();
    expect(await readdir(dir)).toEqual(['abc123.json']);
    expect(JSON.parse(await readFile(path.join(dir, 'abc123.json'), 'utf8')).game).toBe(2);
    expect(await store.loadAll()).toEqual([later]);
    await store.remove('abc123');
    expect(await store.loadAll()).toEqual([]);
    await expect(store.save({ ...room, roomId: '../escape' })).rejects.toThrow('not a room id');
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
    await first.store.flush();

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
      await second.store.flush();
    }
  });
});
