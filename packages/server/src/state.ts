/**
 * What every client of a room is sent (Colyseus schema state): what a board needs to draw the game,
 * and nothing it must not know. The secret is empty until the game is over.
 */
import { schema, t, type SchemaType } from '@colyseus/schema';

/** A seat: the player's name, whether it is taken, and whether its device is connected. */
export const SeatState = schema(
  {
    name: t.string(),
    taken: t.boolean(),
    connected: t.boolean(),
  },
  'TableroSeat',
);
export type SeatState = SchemaType<typeof SeatState>;

/** A room's state. */
export const RoomState = schema(
  {
    /** The game's number in the room (a rematch is the next one). */
    game: t.uint16(),
    /** The setup the game started from, as JSON (`createGame`'s argument). */
    setup: t.string(),
    /** South's and North's seats. */
    seats: t.array(SeatState),
    /** Spectators connected. */
    spectators: t.uint16(),
    /** Every action so far, each as JSON (rolls with their faces): the game's record. */
    actions: t.array('string'),
    /** The engine's phase. */
    phase: t.string(),
    /** The side to act (0 South, 1 North), or -1. */
    toAct: t.int8(),
    /** `SHA-256(secret ‖ roomId)`, published at the start. */
    commitment: t.string(),
    /** South's and North's dice contributions ('' until that player joined). */
    contributions: t.array('string'),
    /** The secret, revealed when the game is over ('' until then). */
    secret: t.string(),
    /** How the game ended, as JSON (`Ending`), or '' while it goes on. */
    ending: t.string(),
    /** The side offered to claim the game or end it (its opponent is away past the timeout), or -1. */
    claimOffer: t.int8(),
    /** Seconds a player may be away before the other is offered to claim or end. */
    awaySeconds: t.uint32(),
    /** Whether South and North have asked for a rematch. */
    rematch: t.array('boolean'),
  },
  'TableroRoomState',
);
export type RoomState = SchemaType<typeof RoomState>;
