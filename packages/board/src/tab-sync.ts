/**
 * Two tabs with boards under the same `persist` key: what another tab's write to the key means for the
 * game on screen here. A decision only; the board's saved games (saved-games.ts) act on it.
 */
import type { GameRecord } from '@tablero/engine';
import { isPrefix, readSavedText } from './saved-game.ts';

/** A saved game with another setup, left in place until the game on screen is first saved. */
export interface Waiting {
  readonly record: GameRecord;
  readonly raw: string;
}

/** What to do after another tab wrote the key. */
export type OtherTabWrite =
  /** Nothing: the key holds what this board wrote (or nothing). */
  | { readonly kind: 'none' }
  /** The same game, further on there: show it here. */
  | { readonly kind: 'adopt'; readonly record: GameRecord; readonly raw: string; readonly actions: number }
  /** Nothing was played here yet: the game waiting to be resumed is now what the key holds (null: unreadable). */
  | { readonly kind: 'wait'; readonly waiting: Waiting | null }
  /** Nothing was played here: this board has no game of its own in the key any more. */
  | { readonly kind: 'forget' }
  /** A different game: this one goes on here, kept aside instead of saved under the key. */
  | { readonly kind: 'detach' };

/**
 * What another tab's write means. `held` is what the key holds now (events arrive late on a busy machine,
 * so what counts is the key, not the event's value), `lastWritten` what this board last wrote or resumed,
 * `ours` the game on screen, and `waiting` whether a game with another setup waits to be resumed.
 */
export function otherTabWrite(held: string | null, lastWritten: string | null, ours: GameRecord, waiting: boolean): OtherTabWrite {
  if (held === null || held === lastWritten) return { kind: 'none' };
  const theirs = readSavedText(held);
  if (theirs.ok && isPrefix(ours, theirs.record) && theirs.record.actions.length > ours.actions.length) {
    return { kind: 'adopt', record: theirs.record, raw: held, actions: theirs.record.actions.length - ours.actions.length };
  }
  if (waiting) return { kind: 'wait', waiting: theirs.ok ? { record: theirs.record, raw: held } : null };
  if (ours.actions.length === 0) return { kind: 'forget' };
  return { kind: 'detach' };
}
