/**
 * Re-checking an online game's dice in the browser, once the room has revealed its secret: the same
 * derivation as the room server's fair dice (its README says how), with the page's WebCrypto. The
 * commitment is `SHA-256(secret ‖ roomId)`, the dice key `SHA-256(secret ‖ roomId ‖ south ‖ north)`,
 * and roll `i` takes its two faces from `HMAC-SHA256(key, "roll:i:block")`, skipping bytes from 252 up.
 */

/** What a game's record needs for its dice to be re-checked. */
export interface DiceRecord {
  readonly roomId: string;
  /** The commitment published at the game's start (hex). */
  readonly commitment: string;
  /** South's and North's contributions (hex). */
  readonly contributions: readonly [string, string];
  /** Every action of the game; the rolls carry their faces (`dice`). */
  readonly actions: readonly { readonly type: string; readonly dice?: readonly number[] }[];
}

/** What the re-check found: every roll matched, or the first thing that did not. */
export type DiceVerdict = { readonly ok: true; readonly rolls: number } | { readonly ok: false; readonly why: string };

const HEX_32 = /^[0-9a-f]{64}$/;
const text = new TextEncoder();

function hexBytes(hex: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

const toHex = (bytes: ArrayBuffer): string => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

function joined(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Re-derive every roll of `record` from the revealed `secret` and compare it with the faces played. */
export async function verifyDice(record: DiceRecord, secret: string, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<DiceVerdict> {
  if (!HEX_32.test(secret)) return { ok: false, why: 'the secret is not 64 hex digits' };
  const [south, north] = record.contributions;
  if (!HEX_32.test(south) || !HEX_32.test(north)) return { ok: false, why: 'the record lacks both contributions' };
  const room = text.encode(record.roomId);
  const seed = hexBytes(secret);
  if (toHex(await subtle.digest('SHA-256', joined(seed, room))) !== record.commitment)
    return { ok: false, why: 'the secret does not match the commitment published at the start' };
  const keyBytes = await subtle.digest('SHA-256', joined(seed, room, hexBytes(south), hexBytes(north)));
  const key = await subtle.importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  let roll = 0;
  for (const action of record.actions) {
    if (!action.dice) continue;
    const faces: number[] = [];
    for (let block = 0; faces.length < 2; block++) {
      const bytes = new Uint8Array(await subtle.sign('HMAC', key, text.encode(`roll:${roll}:${block}`)));
      for (const byte of bytes) {
        if (byte < 252) faces.push((byte % 6) + 1);
        if (faces.length === 2) break;
      }
    }
    if (action.dice[0] !== faces[0] || action.dice[1] !== faces[1])
      return { ok: false, why: `roll ${roll + 1} (${action.type}) shows ${action.dice.join('-')} but the dice gave ${faces[0]}-${faces[1]}` };
    roll++;
  }
  return { ok: true, rolls: roll };
}
