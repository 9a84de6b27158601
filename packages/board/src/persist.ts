/**
 * Saved games in the browser's storage (`persist="key"`), without the DOM: reading and checking a
 * saved record, and the list of games kept aside under a key. Nothing here throws away a game: a game
 * that cannot be resumed (unreadable, another setup, another tab's) goes into the kept list, which
 * holds any number of games with the date each was put there.
 */
import { ReplayError, SIDE_NAMES, readRecord, replay, type GameRecord } from '@tablero/engine';
import { playerNameProblem } from './config.ts';

/** The part of `Storage` used here (so tests can pass a plain map). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Longest saved text read back (characters); a real game's record is a few tens of thousands. */
export const MAX_SAVED_CHARS = 1_000_000;

/** What a saved text holds. */
export type ReadSaved = { ok: true; record: GameRecord } | { ok: false; why: string };

/** What was found under a key. */
export type Saved =
  | { kind: 'none' }
  | { kind: 'blocked'; why: string }
  | { kind: 'game'; record: GameRecord; raw: string }
  | { kind: 'unreadable'; why: string; raw: string };

/** Why a game was kept aside. */
export type KeptReason = 'other-setup' | 'other-tab' | 'unreadable' | 'set-aside';

/** One game kept aside under a key. */
export interface KeptGame {
  /** Unique within the key. */
  readonly id: string;
  /** When it was kept (ISO 8601). */
  readonly keptAt: string;
  readonly reason: KeptReason;
  /** The game, when it can be resumed. */
  readonly record?: GameRecord;
  /** The stored text, when it cannot be read; `why` says what is wrong with it. */
  readonly raw?: string;
  readonly why?: string;
}

/** A game kept now: a fresh id (or `id`), the date, why, and its record or its unreadable text. */
export const keptNow = (reason: KeptReason, game: { record: GameRecord } | { raw: string; why: string }, id = newId()): KeptGame => ({
  id,
  keptAt: new Date().toISOString(),
  reason,
  ...game,
});

/** The key the kept games of `key` are listed under. */
export const keptKeyOf = (key: string): string => `${key}:kept`;

/** The single backup slot older versions wrote; its game is moved into the kept list. */
export const legacyBackupKeyOf = (key: string): string => `${key}:unreadable`;

/**
 * Check a saved text the way the board checks its attributes: JSON, a record the engine replays, and
 * players' names within the `players` attribute's limits (a stored name must not break the layout).
 */
export function readSavedText(raw: string): ReadSaved {
  if (raw.length > MAX_SAVED_CHARS) return { ok: false, why: `it is ${raw.length} characters long, more than the ${MAX_SAVED_CHARS} a saved game may be` };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, why: 'it is not valid JSON' };
  }
  return checkRecord(value);
}

/** Check a record object (see `readSavedText`). */
export function checkRecord(value: unknown): ReadSaved {
  try {
    const record = readRecord(value);
    const seed = record.dice.seed;
    if (seed < 0 || seed > 0xffffffff) return { ok: false, why: `the dice's seed ${seed} is not a whole number from 0 to 4294967295 (the seed attribute's range)` };
    for (const [i, p] of record.players.entries()) {
      const problem = playerNameProblem(p.name);
      // The name itself is not repeated: it is what could break the layout.
      if (problem) return { ok: false, why: `${SIDE_NAMES[i]}'s name (${p.name.length} characters) cannot be used: ${problem}` };
    }
    replay(record); // throws ReplayError naming the first bad action
    return { ok: true, record };
  } catch (e) {
    return { ok: false, why: e instanceof ReplayError ? e.message : errorText(e) };
  }
}

/** Read the game saved under `key`. Nothing is written. */
export function loadGame(store: KeyValueStore, key: string): Saved {
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch (e) {
    return { kind: 'blocked', why: `the browser refused to read storage (${errorText(e)})` };
  }
  if (raw === null) return { kind: 'none' };
  const read = readSavedText(raw);
  return read.ok ? { kind: 'game', record: read.record, raw } : { kind: 'unreadable', why: read.why, raw };
}

/** Write a text; returns an error message when storage refuses (full, or blocked). */
export function writeText(store: KeyValueStore, key: string, text: string): string | null {
  try {
    store.setItem(key, text);
    return null;
  } catch (e) {
    const full = e instanceof DOMException && (e.name === 'QuotaExceededError' || e.code === 22);
    return full ? `the browser's storage is full (${errorText(e)})` : `the browser refused to save (${errorText(e)})`;
  }
}

/**
 * The games kept under `key`, oldest first. A list that cannot be read is not dropped: it becomes one
 * unreadable entry of a new list (and `repaired` is true, so the caller writes that list back).
 */
export function readKept(store: KeyValueStore, key: string): { games: KeptGame[]; repaired: boolean } {
  let raw: string | null;
  try {
    raw = store.getItem(keptKeyOf(key));
  } catch {
    return { games: [], repaired: false };
  }
  const games: KeptGame[] = [];
  let repaired = false;
  if (raw !== null) {
    let list: unknown;
    try {
      list = raw.length > MAX_SAVED_CHARS * 4 ? null : JSON.parse(raw);
    } catch {
      list = null;
    }
    if (!Array.isArray(list)) {
      games.push(keptNow('unreadable', { raw, why: 'the list of kept games could not be read' }));
      repaired = true;
    } else {
      for (const item of list) {
        const g = keptGameOf(item);
        if (g) games.push(g);
        else {
          games.push(keptNow('unreadable', { raw: JSON.stringify(item), why: 'a kept game could not be read' }));
          repaired = true;
        }
      }
    }
  }
  // Older versions kept one unreadable game under `key:unreadable`; bring it into the list.
  let legacy: string | null = null;
  try {
    legacy = store.getItem(legacyBackupKeyOf(key));
  } catch {
    /* unreadable storage: nothing to bring over */
  }
  if (legacy !== null) {
    games.push(keptNow('unreadable', { raw: legacy, why: 'it could not be read' }));
    repaired = true;
  }
  return { games, repaired };
}

/** Write the kept list; returns an error message when storage refuses. */
export function writeKept(store: KeyValueStore, key: string, games: readonly KeptGame[]): string | null {
  const err = writeText(store, keptKeyOf(key), JSON.stringify(games));
  if (!err) {
    try {
      store.removeItem(legacyBackupKeyOf(key));
    } catch {
      /* it stays; it is brought over again next time */
    }
  }
  return err;
}

/**
 * Add a game to a kept list. The same game already kept (one record the start of the other) is
 * replaced by the longer one instead of being listed twice.
 */
export function withKept(games: readonly KeptGame[], game: KeptGame): KeptGame[] {
  const out = [...games];
  if (game.record) {
    const i = out.findIndex((g) => g.id === game.id || (g.record && (isPrefix(g.record, game.record!) || isPrefix(game.record!, g.record))));
    if (i >= 0) {
      const old = out[i];
      if (old.id !== game.id && old.record && isPrefix(game.record, old.record)) return out; // already kept, with more
      out[i] = { ...game, id: old.id };
      return out;
    }
  } else if (out.some((g) => g.raw !== undefined && g.raw === game.raw)) return out;
  out.push(game);
  return out;
}

/** Is `a` the same game as `b` with `b` as far as `a` or further? */
export function isPrefix(a: GameRecord, b: GameRecord): boolean {
  if (a.actions.length > b.actions.length) return false;
  if (JSON.stringify({ ...a, actions: [] }) !== JSON.stringify({ ...b, actions: [] })) return false;
  return a.actions.every((x, i) => JSON.stringify(x) === JSON.stringify(b.actions[i]));
}

/** A fresh id for a kept game. */
export function newId(): string {
  const a = new Uint32Array(2);
  globalThis.crypto.getRandomValues(a);
  return `${Date.now().toString(36)}-${a[0].toString(36)}${a[1].toString(36)}`;
}

function keptGameOf(item: unknown): KeptGame | null {
  const g = item as Partial<KeptGame> | null;
  if (!g || typeof g !== 'object' || typeof g.id !== 'string' || typeof g.keptAt !== 'string') return null;
  if (g.id.length > 100 || Number.isNaN(Date.parse(g.keptAt))) return null;
  const reason: KeptReason = (['other-setup', 'other-tab', 'unreadable', 'set-aside'] as const).find((r) => r === g.reason) ?? 'unreadable';
  if (g.record !== undefined) {
    const read = checkRecord(g.record);
    if (read.ok) return { id: g.id, keptAt: g.keptAt, reason, record: read.record };
    return { id: g.id, keptAt: g.keptAt, reason: 'unreadable', raw: JSON.stringify(g.record), why: read.why };
  }
  if (typeof g.raw === 'string') return { id: g.id, keptAt: g.keptAt, reason, raw: g.raw, why: typeof g.why === 'string' ? g.why.slice(0, 300) : 'it could not be read' };
  return null;
}

/** The page's localStorage, or null where the browser blocks it. */
export function browserStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));
