/**
 * Nothing a client receives before the game is over holds the secret or the dice key: every WebSocket
 * frame of two players and a spectator is kept (a WebSocket that records what it receives, installed
 * before Colyseus's SDK loads) and searched for the secret's and the key's bytes, raw and as hex.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const frames = vi.hoisted(() => {
  const received: Uint8Array[] = [];
  const Base = globalThis.WebSocket;
  globalThis.WebSocket = class RecordingWebSocket extends Base {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      this.addEventListener('message', (event: MessageEvent) => {
        const data = event.data as ArrayBuffer | string;
        received.push(typeof data === 'string' ? new TextEncoder().encode(data) : new Uint8Array(data.slice(0)));
      });
    }
  } as typeof WebSocket;
  return received;
});

import { Xoshiro128 } from '@tablero/engine';
import { diceKey } from '../src/fair-dice.ts';
import { playOne, startTestServer, twoPlayers, until, watch, type TestServer } from './helpers.ts';

let t: TestServer;
beforeEach(async () => {
  t = await startTestServer();
});
afterEach(async () => {
  await t.stop();
});

/** Does any frame hold `needle`? */
const onWire = (needle: Uint8Array): boolean => frames.some((frame) => Buffer.from(frame).includes(Buffer.from(needle)));

/** The ways a secret could travel: raw bytes, hex (either case), base64. */
function forms(bytes: Buffer): Uint8Array[] {
  return [bytes, Buffer.from(bytes.toString('hex')), Buffer.from(bytes.toString('hex').toUpperCase()), Buffer.from(bytes.toString('base64'))];
}

it('sends neither the secret nor the dice key to any client before the game ends, and the secret after', async () => {
  frames.length = 0;
  const players = await twoPlayers(t);
  const spectator = watch(await t.client().joinById(players.roomId, {}));
  await until(() => spectator.side !== null);
  const rng = new Xoshiro128(9);
  for (let i = 0; i < 12; i++) await playOne(t, players, players.roomId, rng);
  const stored = t.room(players.roomId).table.stored;
  const secret = Buffer.from(stored.secret, 'hex');
  const key = diceKey(stored.secret, stored.roomId, stored.contributions[0] as string, stored.contributions[1] as string);
  expect(frames.length).toBeGreaterThan(20);
  for (const form of [...forms(secret), ...forms(key)]) expect(onWire(form)).toBe(false);

  players.north.room.send('resign', {});
  await until(() => spectator.room.state.secret !== '');
  // The check above could have found it: once the game is over the secret is on the wire, as hex.
  expect(onWire(Buffer.from(stored.secret))).toBe(true);
  for (const form of forms(key)) expect(onWire(form)).toBe(false);
});
