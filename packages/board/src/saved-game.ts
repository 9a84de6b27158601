/**
 * A saved game (`persist="key"`), without the DOM: the record as the board stores it, how a stored text is
 * read and checked, and how a record compares with the board's setup and with another record.
 */
import { ReplayError, SIDE_NAMES, readRecord, replay, type GameRecord } from '@tablero/engine';
import { formatOptions, playerNameProblem, type BoardConfig } from './config.ts';
import { errorText, type KeyValueStore } from './storage.ts';

/** Longest saved text read back (characters); a real game's record is a few tens of thousands. */
export const MAX_SAVED_CHARS = 1_000_000;

/** What a saved text holds. */
export type ReadSaved = { ok: true; record: GameRecord } | { ok: false; why: string };

/** What was found under a key. */
export type Saved =
  { kind: 'none' } | { kind: 'blocked'; why: string } | { kind: 'game'; record: GameRecord; raw: string } | { kind: 'unreadable'; why: string; raw: string };

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
    if (seed < 0 || seed > 0xffffffff)
      return { ok: false, why: `the dice's seed ${seed} is not a whole number from 0 to 4294967295 (the seed attribute's range)` };
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

/** Is `a` the same game as `b` with `b` as far as `a` or further? */
export function isPrefix(a: GameRecord, b: GameRecord): boolean {
  if (a.actions.length > b.actions.length) return false;
  if (JSON.stringify({ ...a, actions: [] }) !== JSON.stringify({ ...b, actions: [] })) return false;
  return a.actions.every((x, i) => JSON.stringify(x) === JSON.stringify(b.actions[i]));
}

/** Does the saved record have the setup the attributes ask for? (Seed and dice script carry on from the record.) */
export function sameSetup(r: GameRecord, c: BoardConfig): boolean {
  return differences(r, c) === '';
}

/** What differs between a record's setup and the attributes', e.g. "other rules and other players" ('' for none). */
export function differences(r: GameRecord, c: BoardConfig): string {
  const out: string[] = [];
  if (r.rules !== c.rules) out.push('other rules');
  if (formatOptions(r.options) !== formatOptions(c.options)) out.push('other options');
  if ((r.position ?? '') !== c.position || (r.queen ?? 0) !== c.queen) out.push('another start');
  const players = (ps: GameRecord['players']) => ps.map((p) => `${p.name}:${p.bot ?? ''}`).join(',');
  if (players(r.players) !== players(c.players)) out.push('other players');
  return out.join(' and ');
}

/** A saved game in a few words: "anarchist rules, Ada against Computer (greedy), 12 actions". */
export function describe(r: GameRecord): string {
  const n = r.actions.length;
  return `${r.rules} rules, ${r.players[0].name} against ${r.players[1].name}, ${n} action${n === 1 ? '' : 's'}`;
}
