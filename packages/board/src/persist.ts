/**
 * Saving a game in the browser's storage (`persist="key"`). The record is saved after every action.
 * A stored game that cannot be read is never thrown away silently: it is kept under a backup key and
 * the board says so.
 */
import { ReplayError, readRecord, replay, type GameRecord } from '@tablero/engine';

/** The part of `Storage` used here (so tests can pass a plain map). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What was found under a key. */
export type Saved =
  | { kind: 'none' }
  | { kind: 'game'; record: GameRecord }
  | { kind: 'unreadable'; why: string; backupKey: string | null };

/** The key a game that could not be read is kept under. */
export const backupKeyOf = (key: string): string => `${key}:unreadable`;

/** Read the game saved under `key`; an unreadable one is copied to the backup key before we report it. */
export function loadGame(store: KeyValueStore | null, key: string): Saved {
  if (!store) return { kind: 'none' };
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch (e) {
    return { kind: 'unreadable', why: `the browser refused to read storage (${errorText(e)})`, backupKey: null };
  }
  if (raw === null) return { kind: 'none' };
  try {
    const record = readRecord(JSON.parse(raw));
    replay(record); // throws ReplayError naming the first bad action
    return { kind: 'game', record };
  } catch (e) {
    const why = e instanceof SyntaxError ? 'it is not valid JSON' : e instanceof ReplayError ? e.message : errorText(e);
    const backupKey = backupKeyOf(key);
    try {
      store.setItem(backupKey, raw);
      return { kind: 'unreadable', why, backupKey };
    } catch {
      return { kind: 'unreadable', why, backupKey: null };
    }
  }
}

/** Save the record; returns an error message when storage refuses (full, or blocked). */
export function saveGame(store: KeyValueStore | null, key: string, record: GameRecord): string | null {
  if (!store) return 'this browser has no storage for saved games';
  try {
    store.setItem(key, JSON.stringify(record));
    return null;
  } catch (e) {
    return `the game could not be saved (${errorText(e)})`;
  }
}

/** The page's localStorage, or null where the browser blocks it. */
export function browserStore(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));
