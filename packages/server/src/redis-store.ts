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

/**
 * A save as one Lua script, which Redis runs atomically: the form set, the actions list replaced (ARGV[3]
 * is '1') or appended to, the id in the set. One command, so saves of many rooms given together go out
 * in one write (auto-pipelining), where a MULTI transaction is a write of its own.
 */
const SAVE_SCRIPT = `
redis.call('SET', KEYS[1], ARGV[1])
if ARGV[3] == '1' then redis.call('DEL', KEYS[2]) end
if #ARGV > 3 then redis.call('RPUSH', KEYS[2], unpack(ARGV, 4)) end
redis.call('SADD', KEYS[3], ARGV[2])
return 1`;

/** The client with the save script defined on it. */
type Scripted = Redis & {
  tableroSave(room: string, actions: string, rooms: string, form: string, id: string, replace: string, ...added: string[]): Promise<number>;
};

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
 * process at a time), and replaces the small rest, in one script Redis runs atomically, so a room is
 * always whole. Commands go out on one connection in the order they were given (pipelined together when given
 * at once), so a later save never lands before an earlier one; `flush` waits for Redis to have answered
 * everything sent before it. An action is in Redis once the save's promise resolves; it is on disk as
 * Redis's own persistence is configured (see the README).
 */
export class RedisStore implements RoomStore {
  readonly #redis: Scripted;
  readonly #prefix: string;
  readonly #written = new Map<string, Written>();

  /** A store on the Redis at `url` (redis:// or rediss://), its keys under `prefix`. */
  constructor(url: string, prefix = 'tablero:') {
    const redis = new Redis(url, { enableAutoPipelining: true });
    redis.defineCommand('tableroSave', { lua: SAVE_SCRIPT, numberOfKeys: 3 });
    this.#redis = redis as Scripted;
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
    const added = actions.slice(from).map((a) => JSON.stringify(a));
    this.#written.set(id, { game: room.game, secret: room.secret, count: actions.length, last: actions.at(-1) });
    try {
      const p = this.#prefix;
      await this.#redis.tableroSave(p + ROOM + id, p + ACTIONS + id, p + ROOMS, JSON.stringify(form), id, grows ? '0' : '1', ...added);
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
