import { afterEach, describe, expect, it } from 'vitest';
import { randomHex } from '../src/fair-dice.ts';
import { ROOM_NAME } from '../src/server.ts';
import { nextMessage, startTestServer, twoPlayers, until, watch, type TestServer } from './helpers.ts';

let t: TestServer;
afterEach(async () => {
  await t.stop();
});

describe('safe to host', () => {
  it('refuses messages over the rate, and takes them again a second later', async () => {
    t = await startTestServer({ config: { messageRate: 3 } });
    const { south, north } = await twoPlayers(t);
    for (let i = 0; i < 5; i++) south.room.send('talk', { phrase: 'cheers' });
    await until(() => south.messages.filter(([type]) => type === 'refused').length === 2);
    expect(north.messages.filter(([type]) => type === 'talk')).toHaveLength(3);
    expect(south.messages.find(([type]) => type === 'refused')?.[1]).toEqual({ type: 'talk', reason: 'too many messages: at most 3 a second' });
    t.clock.advance(1000);
    south.room.send('talk', { phrase: 'thanks' });
    expect(await nextMessage(north, 'talk')).toEqual({ from: 0, phrase: 'thanks' });
  });

  it('lets no more clients into a room than configured', async () => {
    t = await startTestServer({ config: { clientsPerRoom: 3 } });
    const { roomId } = await twoPlayers(t);
    await t.client().joinById(roomId, {});
    await expect(t.client().joinById(roomId, {})).rejects.toThrow();
  });

  it('caps the rooms one address has open, and counts a room no more once it expired', async () => {
    t = await startTestServer({ config: { roomsPerAddress: 2, idleSeconds: 60 } });
    const first = await t.client().create(ROOM_NAME, { contribution: randomHex() });
    await t.client().create(ROOM_NAME, { contribution: randomHex() });
    await expect(t.client().create(ROOM_NAME, { contribution: randomHex() })).rejects.toThrow('too many rooms open from this address (at most 2)');
    // Everyone leaves the first room; after the idle time it expires and is forgotten by the store.
    first.reconnection.enabled = false;
    await first.leave();
    await until(() => t.room(first.roomId)?.clients.length === 0);
    t.clock.advance(60_000);
    await until(() => t.room(first.roomId) === undefined);
    expect((await t.store.loadAll()).map((r) => r.roomId)).not.toContain(first.roomId);
    await t.client().create(ROOM_NAME, { contribution: randomHex() });
  });

  it('accepts rooms only from the configured pages, and tells only those pages the matchmaking answers', async () => {
    t = await startTestServer({ config: { origins: ['https://guild.example'] } });
    await expect(t.client({ Origin: 'https://elsewhere.example' }).create(ROOM_NAME, { contribution: randomHex() })).rejects.toThrow(
      'this server does not accept games from that page',
    );
    const room = await t.client({ Origin: 'https://guild.example' }).create(ROOM_NAME, { contribution: randomHex() });
    expect(room.roomId).not.toBe('');
    const preflight = async (origin: string) =>
      (await fetch(`${t.url}/matchmake/joinById/${room.roomId}`, { method: 'OPTIONS', headers: { Origin: origin } })).headers;
    expect((await preflight('https://guild.example')).get('access-control-allow-origin')).toBe('https://guild.example');
    expect((await preflight('https://elsewhere.example')).get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a badly formed contribution and a setup that makes no game', async () => {
    t = await startTestServer();
    await expect(t.client().create(ROOM_NAME, { contribution: 'abc' })).rejects.toThrow(
      'a player brings a dice contribution: 32 random bytes as 64 hex digits',
    );
    await expect(t.client().create(ROOM_NAME, { setup: { rules: 'chess' }, contribution: randomHex() })).rejects.toThrow('the setup makes no game');
  });

  it('closes the connection of a client that sends a message over the size cap', async () => {
    t = await startTestServer({ config: { messageBytes: 256 } });
    const { south, north } = await twoPlayers(t);
    south.room.reconnection.enabled = false;
    const closed = new Promise<number>((resolve) => south.room.onLeave((code) => resolve(code)));
    south.room.send('talk', { phrase: 'x'.repeat(1000) });
    expect(await closed).toBe(1009);
    await until(() => north.room.state.seats[0].connected === false);
    const again = watch(await t.client().joinById(south.room.roomId, { seatToken: south.seatToken }));
    await until(() => again.side === 0);
  });
});
