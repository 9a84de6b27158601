/**
 * The games kept aside under a storage key (`<key>:kept`), without the DOM. Nothing throws a game away: a
 * game the board cannot resume (unreadable, another setup, another tab's) goes into this list, which holds
 * any number of games with the date each was put there.
 */
import type { GameRecord } from '@tablero/engine';
import type { KeptDetail } from './events.ts';
import { MAX_SAVED_CHARS, checkRecord, describe, isPrefix } from './saved-game.ts';
import { writeText, type KeyValueStore } from './storage.ts';

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
  // A game that could not be read may stand alone under `key:unreadable` (the format before the kept
  // list): bring it into the list.
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

/** A kept game as `tablero-kept` describes it to the page. */
export const keptSummary = (g: KeptGame): KeptDetail['games'][number] => ({
  id: g.id,
  keptAt: g.keptAt,
  reason: g.reason,
  ...(g.record ? { description: describe(g.record), actions: g.record.actions.length } : { description: `unreadable: ${g.why ?? ''}`, actions: 0 }),
});

/** A fresh id for a kept game. */
function newId(): string {
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
  if (typeof g.raw === 'string')
    return { id: g.id, keptAt: g.keptAt, reason, raw: g.raw, why: typeof g.why === 'string' ? g.why.slice(0, 300) : 'it could not be read' };
  return null;
}
