/**
 * Canned table talk: a fixed list of phrases a player or spectator may send, so a room carries no
 * free-form text and a guild's site needs no moderation.
 */

/** The phrases, by the id a client sends. */
export const TALK = Object.freeze({
  'to-the-queen': 'To the Queen!',
  'well-played': 'Well played',
  'set-em-up': "Set 'em up!",
  'good-game': 'Good game',
  cheers: 'Cheers!',
  'one-moment': 'One moment, please',
  'your-turn': 'Your turn',
  thanks: 'Thank you',
} as const);

/** A phrase's id. */
export type TalkId = keyof typeof TALK;

/** Is `value` the id of a phrase? */
export const isTalkId = (value: unknown): value is TalkId => typeof value === 'string' && Object.hasOwn(TALK, value);
