/**
 * Rooms kept in Redis, for several server processes sharing rooms (`TABLERO_REDIS_URL`): any process can
 * rebuild a room another one held.
 */
import { Redis } from 'ioredis';
import type { Action } from '@tablero/engine';
import { checkRoomId, type RoomStore, type StoredRoom } from './store.ts';

/** The keys a `RedisStore` uses, under its prefix. */
const ROOMS = 'rooms';
const ROOM = 'room:';
const ACTIONS = 'actions:';

/** A transaction's answers: throw the first command's error (ioredis reports them per command). */
function check(results: [Error | null, unknown][] | null): void {
  if (results === null) throw new Error('the Redis transaction was discarded');
  for (const [error] of results) if (error) throw error;
}

/** What this process last wrote of a room: enough to know whether the next save only adds actions. */
interface Written {
  readonly game: number;
  readonly secret: string;
  readonly count: number;
  readonly last: Action | undefined;
}

/**
 * Each room as two keys: `<prefix>room:<id>`, its stored form without the actions as JSON, and the list
 * `<prefix>actions:<id>`, its actions, one JSON each; the set `<prefix>rooms` names every room kept. A
 * save appends only the actions added since this process last saved the room (a room is held by one
 * process at a time), and replaces the small rest, in one transaction (MULTI), so a room is always
 * whole. Commands go out on one connection in the order they were given (pipelined together when given
 * at once), so a later save never lands before an earlier one; `flush` waits for Redis to have answered
 * everything sent before it. An action is in Redis once the save's promise resolves; it is on disk as
 * Redis's own persistence is configured (see the README).
 */
export class RedisStore implements RoomStore {
  readonly #redis: Redis;
  readonly #prefix: string;
  readonly #written = new Map<string, Written>();

  /** A store on the Redis at `url` (redis:// or rediss://), its keys under `prefix`. */
  constructor(url: string, prefix = 'tablero:') {
    this.#redis = new Redis(url, { enableAutoPipelining: true });
    this.#prefix = prefix;
  }

  async save(room: StoredRoom): Promise<void> {
    const id = checkRoomId(room.roomId);
    const before = this.#written.get(id);
    const { actions, ...form } = room;
    const grows =
      before !== undefined &&
      before.game === room.game &&
      before.secret === room.secret &&
      actions.length >= before.count &&
      (before.count === 0 || actions[before.count - 1] === before.last);
    const from = grows ? before.count : 0;
    const list = this.#prefix + ACTIONS + id;
    const transaction = this.#redis.multi().set(this.#prefix + ROOM + id, JSON.stringify(form));
    if (!grows) transaction.del(list);
    if (actions.length > from) transaction.rpush(list, ...actions.slice(from).map((a) => JSON.stringify(a)));
    transaction.sadd(this.#prefix + ROOMS, id);
    this.#written.set(id, { game: room.game, secret: room.secret, count: actions.length, last: actions.at(-1) });
    try {
      check(await transaction.exec());
    } catch (e) {
      // Not known to be written: the next save writes the room whole.
      this.#written.delete(id);
      throw e;
    }
  }

  async remove(roomId: string): Promise<void> {
    const id = checkRoomId(roomId);
    this.#written.delete(id);
    check(
      await this.#redis
        .multi()
        .del(this.#prefix + ROOM + id, this.#prefix + ACTIONS + id)
        .srem(this.#prefix + ROOMS, id)
        .exec(),
    );
  }

  async loadAll(): Promise<StoredRoom[]> {
    const ids = (await this.#redis.smembers(this.#prefix + ROOMS)).sort();
    const rooms: StoredRoom[] = [];
    const read = await Promise.all(
      ids.map((id) => Promise.all([this.#redis.get(this.#prefix + ROOM + id), this.#redis.lrange(this.#prefix + ACTIONS + id, 0, -1)])),
    );
    for (const [text, actions] of read) {
      if (text === null) continue;
      const form = JSON.parse(text) as Omit<StoredRoom, 'actions'>;
      if (form?.format !== 'tablero-room') continue;
      const room: StoredRoom = { ...form, actions: actions.map((a) => JSON.parse(a) as Action) };
      rooms.push(room);
      this.#written.set(room.roomId, { game: room.game, secret: room.secret, count: room.actions.length, last: room.actions.at(-1) });
    }
    return rooms;
  }

  async flush(): Promise<void> {
    await this.#redis.ping();
  }

  async close(): Promise<void> {
    await this.#redis.quit();
  }
}
