/**
 * Where rooms are kept so a restart loses no game: after each action the room hands its whole stored
 * form (record, secret, contributions, seats) to a `RoomStore`; on start the server reads every stored
 * room back and rebuilds it by replaying its actions.
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Action } from '@tablero/engine';

/** How a game that is over ended. */
export interface Ending {
  /** `rules`: the game's own end; `resign`; `claim`: the present player claimed it from an away one; `undecided`. */
  readonly kind: 'rules' | 'resign' | 'claim' | 'undecided';
  /** The side that won, or null (a draw, or ended undecided). */
  readonly winner: 0 | 1 | null;
}

/** A seat as stored: the player's name and the SHA-256 of the seat token their device keeps (null: free). */
export interface StoredSeat {
  readonly name: string;
  readonly tokenHash: string | null;
}

/** A room as the store keeps it: enough to rebuild it exactly. Holds the secret: never send it to a client. */
export interface StoredRoom {
  readonly format: 'tablero-room';
  readonly version: 1;
  readonly roomId: string;
  /** The game's number in the room (a rematch is the next one). */
  readonly game: number;
  readonly setup: Readonly<Record<string, unknown>>;
  /** This game's secret (hex). */
  readonly secret: string;
  /** South's and North's contributions for this game (null until that player joined). */
  readonly contributions: readonly [string | null, string | null];
  /** South's and North's seats. */
  readonly seats: readonly [StoredSeat, StoredSeat];
  /** Every action of this game, rolls with their faces. */
  readonly actions: readonly Action[];
  /** How the game ended, or null while it goes on. */
  readonly ending: Ending | null;
  /** Contributions offered for a rematch, by the side that offered it (null: not offered). */
  readonly rematch: readonly [string | null, string | null];
}

/** A place to keep rooms. */
export interface RoomStore {
  /** Keep the room's latest form (replacing the one before). */
  save(room: StoredRoom): Promise<void>;
  /** Forget a room (it expired). */
  remove(roomId: string): Promise<void>;
  /** Every room kept. */
  loadAll(): Promise<StoredRoom[]>;
  /** Resolves once everything saved so far is written. */
  flush(): Promise<void>;
  /** Let go of what the store holds open (a connection); nothing is saved after. */
  close?(): Promise<void>;
}

/** Room ids the stores accept: Colyseus's own ids are of these characters. */
const ROOM_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The room id, when it is one the stores accept (throws otherwise: it becomes part of a file name or key). */
export function checkRoomId(roomId: string): string {
  if (!ROOM_ID.test(roomId)) throw new Error(`not a room id: ${JSON.stringify(roomId)}`);
  return roomId;
}

/** Rooms in memory: for tests, and a server that needs no restart safety. */
export class MemoryStore implements RoomStore {
  readonly #rooms = new Map<string, string>();
  async save(room: StoredRoom): Promise<void> {
    this.#rooms.set(checkRoomId(room.roomId), JSON.stringify(room));
  }
  async remove(roomId: string): Promise<void> {
    this.#rooms.delete(roomId);
  }
  async loadAll(): Promise<StoredRoom[]> {
    return [...this.#rooms.values()].map((text) => JSON.parse(text) as StoredRoom);
  }
  async flush(): Promise<void> {}
}

/**
 * One JSON file per room in a directory. A save is written to a temporary file and renamed over the
 * room's file, so a crash leaves the old form or the new one, never half of one. Saves that arrive while
 * one is being written are merged: only the latest is written next.
 */
export class FileStore implements RoomStore {
  readonly dir: string;
  /** Per room: the write under way, and the latest form waiting for it. */
  readonly #writes = new Map<string, { running: Promise<void>; next: StoredRoom | null }>();
  /** The directory, made once (before the first write). */
  #made: Promise<unknown> | null = null;

  constructor(dir: string) {
    this.dir = dir;
  }

  #file(roomId: string): string {
    return path.join(this.dir, `${checkRoomId(roomId)}.json`);
  }

  save(room: StoredRoom): Promise<void> {
    if (!ROOM_ID.test(room.roomId)) return Promise.reject(new Error(`not a room id: ${JSON.stringify(room.roomId)}`));
    const pending = this.#writes.get(room.roomId);
    if (pending) {
      pending.next = room;
      return pending.running;
    }
    const entry: { running: Promise<void>; next: StoredRoom | null } = { running: Promise.resolve(), next: null };
    entry.running = this.#writeLoop(room, entry);
    this.#writes.set(room.roomId, entry);
    return entry.running;
  }

  async #writeLoop(first: StoredRoom, entry: { next: StoredRoom | null }): Promise<void> {
    let room: StoredRoom | null = first;
    try {
      while (room) {
        this.#made ??= mkdir(this.dir, { recursive: true });
        await this.#made;
        const file = this.#file(room.roomId);
        const temporary = `${file}.${process.pid}.tmp`;
        try {
          await writeFile(temporary, JSON.stringify(room));
        } catch (e) {
          // The directory went away (removed by hand): make it again, once, and write.
          if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
          await mkdir(this.dir, { recursive: true });
          await writeFile(temporary, JSON.stringify(room));
        }
        await rename(temporary, file);
        room = entry.next;
        entry.next = null;
      }
    } finally {
      this.#writes.delete(first.roomId);
    }
  }

  async remove(roomId: string): Promise<void> {
    await this.#writes.get(roomId)?.running.catch(() => undefined);
    await rm(this.#file(roomId), { force: true });
  }

  async loadAll(): Promise<StoredRoom[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw e;
    }
    const rooms: StoredRoom[] = [];
    for (const name of names.filter((n) => n.endsWith('.json')).sort()) {
      const room = JSON.parse(await readFile(path.join(this.dir, name), 'utf8')) as StoredRoom;
      if (room?.format === 'tablero-room') rooms.push(room);
    }
    return rooms;
  }

  async flush(): Promise<void> {
    while (this.#writes.size > 0) await Promise.all([...this.#writes.values()].map((w) => w.running.catch(() => undefined)));
  }
}
