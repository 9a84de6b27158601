/**
 * A room server for tests: listening on a free port on localhost, with timers on a clock the test
 * moves by hand (no test waits for real time), and Colyseus's SDK as the players' and spectators' client.
 */
import { Client, type Room as ClientRoom } from '@colyseus/sdk';
import { ColyseusTestServer } from '@colyseus/testing';
import { botNamed, type BotName } from '@tablero/engine/bots';
import { Xoshiro128, type Side } from '@tablero/engine';
import { DEFAULT_CONFIG, type ServerConfig } from '../src/config.ts';
import { randomHex } from '../src/fair-dice.ts';
import { createTableroServer, restoreRooms, ROOM_NAME } from '../src/server.ts';
import { MemoryStore, type RoomStore, type StoredRoom } from '../src/store.ts';
import { Table, newRoom } from '../src/table.ts';
import type { RoomDeps, TableroRoom, Timers } from '../src/room.ts';

/** Timers on a hand-moved clock: `advance(ms)` runs what falls due. */
export class ManualClock implements Timers {
  now = 0;
  #due: { at: number; run: () => void; live: boolean }[] = [];
  set(run: () => void, ms: number): () => void {
    const entry = { at: this.now + ms, run, live: true };
    this.#due.push(entry);
    return () => {
      entry.live = false;
    };
  }
  advance(ms: number): void {
    this.now += ms;
    const due = this.#due.filter((e) => e.live && e.at <= this.now);
    this.#due = this.#due.filter((e) => e.live && e.at > this.now);
    for (const e of due) e.run();
  }
}

/** A server under test. */
export interface TestServer {
  readonly colyseus: ColyseusTestServer;
  readonly deps: RoomDeps;
  readonly clock: ManualClock;
  readonly store: RoomStore;
  readonly url: string;
  /** A new client (one device). */
  client(headers?: Record<string, string>): Client;
  /** The server side of a room. */
  room(roomId: string): TableroRoom;
  stop(): Promise<void>;
}

/** The configuration tests start from: any origin, a generous rate (the cap has its own test). */
export const TEST_CONFIG: ServerConfig = { ...DEFAULT_CONFIG, port: 0, origins: '*', messageRate: 1000, awaySeconds: 60, idleSeconds: 600 };

/** Start a server (and rebuild what `store` holds). */
export async function startTestServer(options: { config?: Partial<ServerConfig>; store?: RoomStore } = {}): Promise<TestServer> {
  const clock = new ManualClock();
  const store = options.store ?? new MemoryStore();
  const { server, deps } = createTableroServer({ config: { ...TEST_CONFIG, ...options.config }, store, timers: clock, now: () => clock.now, warn: () => {} });
  await server.listen(0, '127.0.0.1');
  const address = server.transport.server?.address();
  if (typeof address !== 'object' || address === null) throw new Error('the server has no address');
  // ColyseusTestServer reads the port the server listened on (0 asked for any free one).
  Object.assign(server, { port: address.port });
  const colyseus = new ColyseusTestServer(server);
  await restoreRooms(deps);
  const url = `http://127.0.0.1:${address.port}`;
  return {
    colyseus,
    deps,
    clock,
    store,
    url,
    client: (headers) => new Client(url, headers ? { headers } : undefined),
    room: (roomId) => colyseus.getRoomById(roomId) as unknown as TableroRoom,
    stop: async () => {
      await colyseus.shutdown();
    },
  };
}

/** A player's or spectator's connection, with every message it was sent kept in order. */
export interface Seat {
  readonly room: ClientRoom;
  /** Every message received: [type, payload]. */
  readonly messages: [string, unknown][];
  side: Side | 'spectator' | null;
  seatToken: string | null;
}

/** Keep a room connection's messages and seat. */
export function watch(room: ClientRoom): Seat {
  const seat: Seat = { room, messages: [], side: null, seatToken: null };
  room.onMessage('*', (type, payload) => {
    seat.messages.push([String(type), payload]);
    if (type === 'seat') {
      const p = payload as { side: Side | 'spectator'; seatToken?: string };
      seat.side = p.side;
      if (p.seatToken) seat.seatToken = p.seatToken;
    }
  });
  return seat;
}

/** Create a room as a player (South) and join it as a second player (North). */
export async function twoPlayers(t: TestServer, setup: Record<string, unknown> = { rules: 'powell' }): Promise<{ south: Seat; north: Seat; roomId: string }> {
  const south = watch(await t.client().create(ROOM_NAME, { setup, name: 'Ana', contribution: randomHex() }));
  const north = watch(await t.client().joinById(south.room.roomId, { name: 'Ben', contribution: randomHex() }));
  await until(() => south.side !== null && north.side !== null);
  return { south, north, roomId: south.room.roomId };
}

/** Wait until `check` holds (no time limit of its own: the test's timeout is the limit). */
export async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 2));
}

/** The next message of `type` a connection receives after now. */
export async function nextMessage(seat: Seat, type: string): Promise<unknown> {
  const from = seat.messages.length;
  await until(() => seat.messages.slice(from).some(([t]) => t === type));
  return seat.messages.slice(from).find(([t]) => t === type)?.[1];
}

/** What a bot (the random one unless named) would send now in the room's game (a roll without its faces). */
export function botChoice(t: TestServer, roomId: string, rng = new Xoshiro128(7), bot: BotName = 'random'): Record<string, unknown> {
  const choice = botNamed(bot).choose(t.room(roomId).table.game, rng) as unknown as Record<string, unknown>;
  const copy = { ...choice };
  delete copy.dice;
  return copy;
}

/** Send the bot's choice from the seat to act and wait until both clients' states show it; a refusal of it fails. */
export async function playOne(t: TestServer, players: { south: Seat; north: Seat }, roomId: string, rng: Xoshiro128, bot: BotName = 'random'): Promise<void> {
  const room = t.room(roomId);
  const side = room.table.toAct;
  if (side === null) throw new Error('nobody is to act');
  const seat = side === players.south.side ? players.south : players.north;
  const before = room.table.stored.actions.length;
  const refusals = refusalsOf(seat);
  seat.room.send('action', botChoice(t, roomId, rng, bot));
  await until(() => room.table.stored.actions.length > before || refusalsOf(seat) > refusals);
  if (refusalsOf(seat) > refusals) throw new Error(`the room refused the bot's legal choice: ${JSON.stringify(seat.messages.at(-1))}`);
  const count = room.table.stored.actions.length;
  await until(() => players.south.room.state.actions.length === count && players.north.room.state.actions.length === count);
}

/** How many refusals a connection has received. */
export const refusalsOf = (seat: Seat): number => seat.messages.filter(([type]) => type === 'refused').length;

/** A stored room with `n` actions of a real game (the greedy bot's, both sides), played at a table. */
export function played(roomId: string, n: number): StoredRoom {
  const table = new Table(newRoom(roomId, { rules: 'powell' }));
  table.seat(0, 'Ana', 'a'.repeat(64), 'c'.repeat(64));
  table.seat(1, 'Ben', 'b'.repeat(64), 'd'.repeat(64));
  const rng = new Xoshiro128(4);
  while (table.stored.actions.length < n) {
    const choice = { ...(botNamed('greedy').choose(table.game, rng) as object) } as Record<string, unknown>;
    delete choice.dice;
    table.act(table.toAct as Side, choice);
  }
  return table.stored;
}
