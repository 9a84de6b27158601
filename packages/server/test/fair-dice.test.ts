import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Xoshiro128 } from '@tablero/engine';
import { commitmentOf, diceKey, randomHex, rollFaces, verifyRecord, type OnlineRecord } from '../src/fair-dice.ts';
import { playOne, startTestServer, twoPlayers, until, type TestServer } from './helpers.ts';

const SECRET = 'a1'.repeat(32);
const SOUTH = 'b2'.repeat(32);
const NORTH = 'c3'.repeat(32);

describe('the dice', () => {
  it('commit to the secret and the room, and derive the key from both contributions', () => {
    expect(commitmentOf(SECRET, 'room1')).toMatch(/^[0-9a-f]{64}$/);
    expect(commitmentOf(SECRET, 'room1')).not.toBe(commitmentOf(SECRET, 'room2'));
    const key = diceKey(SECRET, 'room1', SOUTH, NORTH);
    expect(key.equals(diceKey(SECRET, 'room1', NORTH, SOUTH))).toBe(false);
    expect(key.equals(diceKey(SECRET, 'room1', SOUTH, 'c4'.repeat(32)))).toBe(false);
  });

  it('give faces 1 to 6, the same for the same key and roll, each face about as often', () => {
    const key = diceKey(SECRET, 'room1', SOUTH, NORTH);
    expect(rollFaces(key, 5)).toEqual(rollFaces(key, 5));
    const counts = [0, 0, 0, 0, 0, 0];
    const rolls = 6000;
    for (let i = 0; i < rolls; i++) for (const face of rollFaces(key, i)) counts[face - 1]++;
    // 12,000 faces: each face's count lies within 5 standard deviations of 2,000 (a fixed key: no flakiness).
    for (const count of counts) expect(Math.abs(count - 2000)).toBeLessThan(5 * Math.sqrt(12000 * (1 / 6) * (5 / 6)));
  });
});

describe('a room game re-checked with the revealed secret', () => {
  let t: TestServer;
  beforeEach(async () => {
    t = await startTestServer();
  });
  afterEach(async () => {
    await t.stop();
  });

  async function playedRecord(): Promise<{ record: OnlineRecord; secret: string }> {
    const players = await twoPlayers(t);
    const rng = new Xoshiro128(11);
    const room = t.room(players.roomId);
    while (room.table.stored.actions.filter((a) => 'dice' in a).length < 6) await playOne(t, players, players.roomId, rng);
    players.south.room.send('resign', {});
    await until(() => players.north.room.state.secret !== '');
    const s = players.north.room.state;
    // The record as a client has it from the room's state.
    const record: OnlineRecord = {
      format: 'tablero-online-record',
      version: 1,
      roomId: players.roomId,
      game: s.game,
      setup: JSON.parse(s.setup),
      names: [s.seats[0].name, s.seats[1].name],
      commitment: s.commitment,
      contributions: [s.contributions[0], s.contributions[1]],
      actions: s.actions.map((a: string) => JSON.parse(a)),
    };
    return { record, secret: s.secret };
  }

  it('verifies every roll, and names the first roll that was changed', async () => {
    const { record, secret } = await playedRecord();
    const verdict = verifyRecord(record, secret);
    expect(verdict).toEqual({ ok: true, rolls: 6 });

    const index = record.actions.findIndex((a, i) => 'dice' in a && i > 2);
    const rollNumber = record.actions.slice(0, index).filter((a) => 'dice' in a).length;
    const original = (record.actions[index] as { dice: [number, number] }).dice;
    const changed = [original[0] === 6 ? 1 : original[0] + 1, original[1]];
    const tampered = { ...record, actions: record.actions.map((a, i) => (i === index ? { ...a, dice: changed } : a)) } as OnlineRecord;
    expect(verifyRecord(tampered, secret)).toMatchObject({ ok: false, roll: rollNumber, action: index, expected: original });
  });

  it('refuses a secret that does not match the commitment', async () => {
    const { record } = await playedRecord();
    expect(verifyRecord(record, randomHex())).toMatchObject({ ok: false, why: 'the secret does not match the commitment published at the start' });
  });
});
