/**
 * Rooms kept in Redis, for several server processes sharing rooms (`TABLERO_REDIS_URL`): any process can
 * rebuild a room another one held. Each room is one key holding its stored form as JSON, and one set
 * names every room kept.
 */
import { Redis } from 'ioredis';
import { checkRoomId, type RoomStore, type StoredRoom } from './store.ts';

/** The keys a `RedisStore` uses, under its prefix. */
const ROOMS = 'rooms';
const ROOM = 'room:';

/** A transaction's answers: throw the first command's error (ioredis reports them per command). */
function check(results: [Error | null, unknown][] | null): void {
  if (results === null) throw new Error('the Redis transaction was discarded');
  for (const [error] of results) if (error) throw error;
}

/**
 * One Redis key per room (`<prefix>room:<id>`), and the set `<prefix>rooms` of their ids. A save replaces
 * the key and adds the id in one transaction (MULTI), so a room is always whole. Commands go out on one
 * connection in the order they were given, so a later save never lands before an earlier one; `flush`
 * waits for Redis to have answered everything sent before it.
 */
export class RedisStore implements RoomStore {
  readonly #redis: Redis;
  readonly #prefix: string;

  /** A store on the Redis at `url` (redis:// or rediss://), its keys under `prefix`. */
  constructor(url: string, prefix = 'tablero:') {
    this.#redis = new Redis(url);
    this.#prefix = prefix;
  }

  async save(room: StoredRoom): Promise<void> {
    const id = checkRoomId(room.roomId);
    check(
      await this.#redis
        .multi()
        .set(this.#prefix + ROOM + id, JSON.stringify(room))
        .sadd(this.#prefix + ROOMS, id)
        .exec(),
    );
  }

  async remove(roomId: string): Promise<void> {
    const id = checkRoomId(roomId);
    check(
      await this.#redis
        .multi()
        .del(this.#prefix + ROOM + id)
        .srem(this.#prefix + ROOMS, id)
        .exec(),
    );
  }

  async loadAll(): Promise<StoredRoom[]> {
    const ids = (await this.#redis.smembers(this.#prefix + ROOMS)).sort();
    if (ids.length === 0) return [];
    const texts = await this.#redis.mget(ids.map((id) => this.#prefix + ROOM + id));
    const rooms: StoredRoom[] = [];
    for (const text of texts) {
      if (text === null) continue;
      const room = JSON.parse(text) as StoredRoom;
      if (room?.format === 'tablero-room') rooms.push(room);
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
