import { describe, expect, it } from 'vitest';
import { createGame, senderOf, seatToAct } from '../src/index.ts';
import { play } from './helpers.ts';

describe('senderOf: whose an action would be', () => {
  it('gives the shared rolls to South, a call on the Player to the Opponent or a spectator, the rest to the side to act', () => {
    const s = createGame({ rules: 'powell', queen: 6 });
    expect(senderOf(s, { type: 'initiative.roll' })).toBe(0);
    play(s, { type: 'initiative.roll', dice: [2, 5] });
    const player = seatToAct(s);
    expect(player).toBe(1);
    expect(senderOf(s, { type: 'centre.fill' })).toBe(1);
    expect(senderOf(s, { type: 'queen.muggins', by: 'opponent' })).toBe(0);
    expect(senderOf(s, { type: 'queen.muggins' })).toBe(0);
    expect(senderOf(s, { type: 'queen.muggins', by: 'spectator' })).toBe('spectator');
    expect(senderOf(s, { type: 'queen.treason' })).toBe(0);
  });
});
