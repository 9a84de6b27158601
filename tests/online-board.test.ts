// The online module's pure parts: the dice re-checked in the browser's way (WebCrypto) agree with the
// room server's own derivation, an invitation link, and the names a board brings to a room.
import { describe, expect, it } from 'vitest';
import { commitmentOf, diceKey, randomHex, rollFaces } from '@tablero/server';
import { inviteLink, seatNames } from '../packages/board/src/online.ts';
import { verifyDice, type DiceRecord } from '../packages/board/src/online-verify.ts';

/** A record whose rolls come from the server's dice, with a move between rolls that has no faces. */
function served(rolls: number): { record: DiceRecord; secret: string } {
  const secret = randomHex();
  const roomId = 'r00m1d';
  const contributions = [randomHex(), randomHex()] as const;
  const key = diceKey(secret, roomId, contributions[0], contributions[1]);
  const actions = Array.from({ length: rolls }, (_, i) => [{ type: 'dice.roll', dice: rollFaces(key, i) }, { type: 'glass.move' }]).flat();
  return { record: { roomId, commitment: commitmentOf(secret, roomId), contributions, actions }, secret };
}

describe('verifyDice', () => {
  it("re-derives every roll as the server's fair dice do", async () => {
    const { record, secret } = served(40);
    expect(await verifyDice(record, secret)).toEqual({ ok: true, rolls: 40 });
  });

  it('names the first roll that differs', async () => {
    const { record, secret } = served(5);
    const actions = record.actions.map((a, i) => (i === 4 ? { ...a, dice: a.dice![0] === 6 ? [1, a.dice![1]] : [a.dice![0] + 1, a.dice![1]] } : a));
    const verdict = await verifyDice({ ...record, actions }, secret);
    expect(verdict.ok).toBe(false);
    expect(!verdict.ok && verdict.why).toMatch(/^roll 3 \(dice\.roll\) shows/);
  });

  it('refuses a secret that does not match the commitment', async () => {
    const { record } = served(2);
    expect(await verifyDice(record, randomHex())).toEqual({ ok: false, why: 'the secret does not match the commitment published at the start' });
    expect((await verifyDice(record, 'abc')).ok).toBe(false);
  });
});

describe('the online module', () => {
  it('links to a room by a query parameter, keeping the page address but not its hash', () => {
    expect(inviteLink('abc_123', 'https://guild.example/play/?x=1#rules=powell')).toBe('https://guild.example/play/?x=1&tablero-room=abc_123');
    expect(inviteLink('new', 'https://guild.example/?tablero-room=old')).toBe('https://guild.example/?tablero-room=new');
  });
});

describe('seatNames', () => {
  it("brings a person's own name, trimmed", () => {
    expect(seatNames([{ name: ' Ada ' }, { name: 'Bo' }])).toEqual(['Ada', 'Bo']);
  });

  it('brings no computer\'s name and no "You": the creator sits as South, the friend who joins as Friend', () => {
    expect(seatNames([{ name: 'You' }, { name: 'Computer', bot: 'greedy' }])).toEqual(['South', 'Friend']);
    expect(seatNames([{ name: 'you ' }, { name: 'YOU' }])).toEqual(['South', 'Friend']);
    expect(seatNames([{ name: 'Computer', bot: 'expert' }, { name: '' }])).toEqual(['South', 'Friend']);
    expect(seatNames([])).toEqual(['South', 'Friend']);
  });
});
