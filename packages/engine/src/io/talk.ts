/**
 * Canned table talk: the fixed phrases a player or spectator may say to the table in an online game.
 * A room carries no free-form text, so a guild's site needs no moderation; the room server accepts only
 * these ids and a board shows their phrases.
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
