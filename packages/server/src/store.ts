/**
 * Where rooms are kept so a restart loses no game: after each action the room hands its whole stored
 * form (record, secret, contributions, seats) to a `RoomStore`; on start the server reads every stored
 * room back and rebuilds it by replaying its actions.
 */
import { mkdir, open, readFile, rename, truncate, type FileHandle } from 'node:fs/promises';
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

/** A journal line: a room's whole form, a room's change since its last line, or a room forgotten. */
type JournalLine =
  | { readonly room: StoredRoom }
  | { readonly id: string; readonly from: number; readonly actions: readonly Action[]; readonly form: Omit<StoredRoom, 'actions'> }
  | { readonly removed: string };

/** The journal's file name in the store's directory. */
export const JOURNAL = 'rooms.journal';

/** The journal is rewritten with only the rooms' latest forms once it grows past this, or twice its last rewrite. */
const COMPACT_BYTES = 8 * 1024 * 1024;

/**
 * Every room of one server process in one append-only journal file (`rooms.journal` in the directory),
 * one JSON line per change: a room's whole form when it is new (or a new game began), and after that only
 * what changed (its new actions and its few other fields). Saves are written together: while one write
 * is under way the saves of every room gather, and the next write appends them all at once (one
 * `write` for many rooms, so the store keeps up with many rooms without one file write per action). A
 * save's promise resolves once its line is in the file. No fsync: a written line survives the server
 * process crashing (the operating system has it), but not the machine losing power before the system
 * writes it out. A line cut short by a crash is the last one, and is ignored when the journal is read.
 * When the journal has grown, it is rewritten (to a temporary file, then renamed over it) with each
 * room's latest form only. One process per directory: several processes share rooms through Redis.
 */
export class FileStore implements RoomStore {
  readonly dir: string;
  readonly #file: string;
  /** Each room's latest form (written or waiting to be). */
  readonly #latest = new Map<string, StoredRoom>();
  /** Each room's form as the journal holds it (the base of its next change line). */
  readonly #written = new Map<string, StoredRoom>();
  /** Rooms saved since the last write, and rooms forgotten since then. */
  readonly #dirty = new Set<string>();
  readonly #removed = new Set<string>();
  /** The journal read and opened for appending (once). */
  #ready: Promise<FileHandle> | null = null;
  /** The write that will take what is dirty now (null: none asked yet), and the last write asked for. */
  #next: Promise<void> | null = null;
  #tail: Promise<void> = Promise.resolve();
  #bytes = 0;
  readonly #compactBytes: number;
  #compactAt: number;

  /** A store in `dir`; the journal is rewritten when it passes `compactBytes` (default 8 MiB) or twice its last rewrite. */
  constructor(dir: string, options: { readonly compactBytes?: number } = {}) {
    this.dir = dir;
    this.#file = path.join(dir, JOURNAL);
    this.#compactBytes = options.compactBytes ?? COMPACT_BYTES;
    this.#compactAt = this.#compactBytes;
  }

  save(room: StoredRoom): Promise<void> {
    if (!ROOM_ID.test(room.roomId)) return Promise.reject(new Error(`not a room id: ${JSON.stringify(room.roomId)}`));
    this.#latest.set(room.roomId, room);
    this.#removed.delete(room.roomId);
    this.#dirty.add(room.roomId);
    return this.#write();
  }

  async remove(roomId: string): Promise<void> {
    await this.#open();
    if (!this.#latest.delete(roomId)) return;
    this.#dirty.delete(roomId);
    this.#removed.add(roomId);
    await this.#write();
  }

  async loadAll(): Promise<StoredRoom[]> {
    await this.#open();
    return [...this.#latest.values()].sort((a, b) => (a.roomId < b.roomId ? -1 : a.roomId > b.roomId ? 1 : 0));
  }

  async flush(): Promise<void> {
    while (this.#next) await this.#next.catch(() => undefined);
    await this.#tail;
  }

  async close(): Promise<void> {
    await this.flush();
    const ready = this.#ready;
    this.#ready = null;
    if (ready) await (await ready).close();
  }

  /** The write that takes every change made before it starts (one is asked for at a time). */
  #write(): Promise<void> {
    if (this.#next) return this.#next;
    const next = this.#tail.then(() => {
      this.#next = null;
      return this.#append();
    });
    this.#next = next;
    this.#tail = next.catch(() => undefined);
    return next;
  }

  /** Read the journal (rooms saved before this process started) and open it for appending. */
  #open(): Promise<FileHandle> {
    this.#ready ??= (async () => {
      await mkdir(this.dir, { recursive: true });
      let text = '';
      try {
        text = await readFile(this.#file, 'utf8');
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      }
      const known = new Map<string, StoredRoom>();
      replayJournal(text, known, this.#file);
      for (const [id, room] of known) {
        this.#written.set(id, room);
        // A save made before the journal was read is newer than what the journal holds.
        if (!this.#latest.has(id) && !this.#removed.has(id)) this.#latest.set(id, room);
      }
      // A line cut short by a crash goes, so that the next line starts on a line of its own.
      const whole = text.lastIndexOf('\n') + 1;
      if (whole < text.length) {
        text = text.slice(0, whole);
        await truncate(this.#file, Buffer.byteLength(text));
      }
      this.#bytes = Buffer.byteLength(text);
      this.#compactAt = Math.max(this.#compactBytes, 2 * this.#bytes);
      return open(this.#file, 'a');
    })();
    return this.#ready;
  }

  async #append(): Promise<void> {
    const handle = await this.#open();
    let text = '';
    for (const id of this.#removed) {
      if (this.#written.delete(id)) text += `${JSON.stringify({ removed: id })}\n`;
    }
    this.#removed.clear();
    for (const id of this.#dirty) {
      const room = this.#latest.get(id);
      if (!room) continue;
      text += `${JSON.stringify(journalLine(this.#written.get(id), room))}\n`;
      this.#written.set(id, room);
    }
    this.#dirty.clear();
    if (text === '') return;
    await handle.write(text);
    this.#bytes += Buffer.byteLength(text);
    if (this.#bytes > this.#compactAt) await this.#compact();
  }

  /** Rewrite the journal with each room's written form only, then append to the new one. */
  async #compact(): Promise<void> {
    let text = '';
    for (const room of this.#written.values()) text += `${JSON.stringify({ room })}\n`;
    const temporary = `${this.#file}.${process.pid}.tmp`;
    const fresh = await open(temporary, 'w');
    try {
      await fresh.write(text);
    } finally {
      await fresh.close();
    }
    await rename(temporary, this.#file);
    const old = await this.#ready;
    this.#ready = open(this.#file, 'a');
    await this.#ready;
    await old?.close();
    this.#bytes = Buffer.byteLength(text);
    this.#compactAt = Math.max(this.#compactBytes, 2 * this.#bytes);
  }
}

/** The line that takes the journal from `before` (null: nothing yet) to `room`. */
function journalLine(before: StoredRoom | undefined, room: StoredRoom): JournalLine {
  const from = before?.actions.length ?? 0;
  // The same game, its record grown at the end (the table only ever adds to it): only what changed.
  if (
    before &&
    before.game === room.game &&
    before.secret === room.secret &&
    room.actions.length >= from &&
    (from === 0 || room.actions[from - 1] === before.actions[from - 1])
  ) {
    const { actions, ...form } = room;
    return { id: room.roomId, from, actions: actions.slice(from), form };
  }
  return { room };
}

/** Apply a journal's lines to `rooms`; a last line cut short (a crash while writing) is left out. */
function replayJournal(text: string, rooms: Map<string, StoredRoom>, name = 'the journal'): void {
  const lines = text.split('\n');
  for (const [i, raw] of lines.entries()) {
    if (raw === '') continue;
    let line: JournalLine;
    try {
      line = JSON.parse(raw) as JournalLine;
    } catch (e) {
      if (i === lines.length - 1) return;
      throw new Error(`${name}: line ${i + 1} is not JSON (${(e as Error).message})`, { cause: e });
    }
    if ('room' in line) {
      if (line.room?.format === 'tablero-room') rooms.set(line.room.roomId, line.room);
    } else if ('removed' in line) rooms.delete(line.removed);
    else {
      const base = rooms.get(line.id);
      if (!base || base.game !== line.form.game || base.actions.length < line.from)
        throw new Error(`${name}: line ${i + 1} changes room ${line.id}, which the lines before do not hold as it expects`);
      rooms.set(line.id, { ...line.form, actions: [...base.actions.slice(0, line.from), ...line.actions] });
    }
  }
}
