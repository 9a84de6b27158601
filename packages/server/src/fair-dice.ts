/**
 * Fair dice for a room: neither the server nor a player can choose them, and anyone can re-check them
 * once the game is over.
 *
 * - The server draws a 32-byte secret per game and publishes the commitment `SHA-256(secret ‖ roomId)`
 *   before anyone joins.
 * - Each player sends a 32-byte random contribution when taking a seat; the first roll waits for both.
 * - The dice key is `SHA-256(secret ‖ roomId ‖ South's contribution ‖ North's contribution)`. Roll `i`
 *   (counting every roll of the game from 0) takes its faces from `HMAC-SHA256(key, "roll:i:block")`
 *   bytes: a byte below 252 gives the face `byte % 6 + 1`, a byte from 252 up is skipped, so every
 *   face is equally likely (no modulo bias).
 * - When the game ends the secret is revealed, and `verifyRecord` re-derives every roll.
 *
 * The contributions have a fixed length, so the concatenations cannot be read two ways.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';
import { ROLL_ACTIONS, type Action } from '@tablero/engine';

/** Bytes in a secret and in a player's contribution. */
const SECRET_BYTES = 32;

/** Hex for `bytes` random bytes (a secret, or a test client's contribution). */
export const randomHex = (bytes = SECRET_BYTES): string => randomBytes(bytes).toString('hex');

const HEX_32 = /^[0-9a-f]{64}$/;

/** Is `value` 32 bytes written as 64 lower-case hex digits? */
export const isHex32 = (value: unknown): value is string => typeof value === 'string' && HEX_32.test(value);

const sha256 = (...parts: (Buffer | string)[]): Buffer => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
};

/** The commitment published at a game's start: `SHA-256(secret ‖ roomId)`, hex. */
export function commitmentOf(secret: string, roomId: string): string {
  return sha256(Buffer.from(secret, 'hex'), roomId).toString('hex');
}

/** The dice key, once both contributions are in: `SHA-256(secret ‖ roomId ‖ south ‖ north)`. */
export function diceKey(secret: string, roomId: string, south: string, north: string): Buffer {
  return sha256(Buffer.from(secret, 'hex'), roomId, Buffer.from(south, 'hex'), Buffer.from(north, 'hex'));
}

/** The largest multiple of 6 a byte can reach: bytes from here up are skipped. */
const FAIR_LIMIT = 252;

/**
 * The faces of roll `index` (0 is the game's first roll) under `key`. A room rolling many times passes the
 * key as a `KeyObject` (`createSecretKey(key)`), which HMAC takes several times faster than a Buffer.
 */
export function rollFaces(key: Buffer | KeyObject, index: number): [number, number] {
  const faces: number[] = [];
  for (let block = 0; faces.length < 2; block++) {
    const bytes = createHmac('sha256', key).update(`roll:${index}:${block}`).digest();
    for (const byte of bytes) {
      if (byte < FAIR_LIMIT) faces.push((byte % 6) + 1);
      if (faces.length === 2) break;
    }
  }
  return [faces[0], faces[1]];
}

const ROLLS: readonly string[] = ROLL_ACTIONS;

/** Is `action` a roll (its faces came from the dice)? */
export const isRollAction = (action: { readonly type: string }): action is Extract<Action, { dice: [number, number] }> => ROLLS.includes(action.type);

/** A game played in a room, as anyone can re-check it once the secret is revealed. */
export interface OnlineRecord {
  readonly format: 'tablero-online-record';
  readonly version: 1;
  readonly roomId: string;
  /** The game's number in the room (a rematch is the next one). */
  readonly game: number;
  /** The setup the game started from (`createGame`'s argument). */
  readonly setup: Readonly<Record<string, unknown>>;
  /** Names at South and North. */
  readonly names: readonly [string, string];
  /** `SHA-256(secret ‖ roomId)`, published at the start. */
  readonly commitment: string;
  /** South's and North's contributions. */
  readonly contributions: readonly [string, string];
  /** Every action, rolls with their faces. */
  readonly actions: readonly Action[];
}

/** What `verifyRecord` found. */
export type Verdict =
  | { readonly ok: true; readonly rolls: number }
  | { readonly ok: false; readonly why: string; readonly roll?: number; readonly action?: number; readonly expected?: readonly [number, number] };

/**
 * Re-check a record's dice against the revealed secret: the commitment, then every roll re-derived in
 * order. Says which roll (and which action of the record) differs first, if any.
 */
export function verifyRecord(record: OnlineRecord, secret: string): Verdict {
  if (!isHex32(secret)) return { ok: false, why: 'the secret is not 64 hex digits' };
  const [south, north] = record.contributions;
  if (!isHex32(south) || !isHex32(north)) return { ok: false, why: 'the record lacks both contributions' };
  const expected = Buffer.from(commitmentOf(secret, record.roomId), 'hex');
  const given = Buffer.from(isHex32(record.commitment) ? record.commitment : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, why: 'the secret does not match the commitment published at the start' };
  const key = diceKey(secret, record.roomId, south, north);
  let roll = 0;
  for (let i = 0; i < record.actions.length; i++) {
    const action = record.actions[i];
    if (!isRollAction(action)) continue;
    const faces = rollFaces(key, roll);
    const dice = action.dice as readonly number[] | undefined;
    if (!Array.isArray(dice) || dice[0] !== faces[0] || dice[1] !== faces[1])
      return {
        ok: false,
        why: `roll ${roll} (action ${i}, ${action.type}) shows ${JSON.stringify(dice)} but the dice gave ${faces[0]}-${faces[1]}`,
        roll,
        action: i,
        expected: faces,
      };
    roll++;
  }
  return { ok: true, rolls: roll };
}
