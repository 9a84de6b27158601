import { describe, expect, it } from 'vitest';
import { createGame, formatPosition } from '../src/index.ts';
import { boardOf, play } from './helpers.ts';

describe('powell setup', () => {
  it('puts three filled glasses on the right of each baseline and an empty one in the centre', () => {
    const s = createGame();
    expect(boardOf(s)).toEqual(['a7:n', 'b7:n', 'c7:n', 'd4:o', 'e1:s', 'f1:s', 'g1:s']);
    expect(s.stake).toEqual([13, 13]);
    expect(s.phase).toBe('queenNumber');
  });

  it("re-rolls a Queen's Number of 7 or 11 (house rule), keeps any other", () => {
    const s = createGame();
    play(s, { type: 'queen.roll', dice: [3, 4] });
    expect(s.phase).toBe('queenNumber');
    play(s, { type: 'queen.roll', dice: [5, 6] });
    expect(s.phase).toBe('queenNumber');
    play(s, { type: 'queen.roll', dice: [2, 4] });
    expect(s.queen).toBe(6);
    expect(s.phase).toBe('initiative');
  });

  it('lets the high roller start: they fill the centre glass and take it to the middle of their baseline', () => {
    const s = createGame({ queen: 6 });
    play(s, { type: 'initiative.roll', dice: [3, 3] });
    expect(s.phase).toBe('initiative'); // a tie rolls again
    play(s, { type: 'initiative.roll', dice: [2, 5] }, { type: 'centre.fill' });
    expect(s.player).toBe(1);
    expect(boardOf(s)).toContain('d7:n');
    expect(s.stake).toEqual([13, 12]);
    expect(s.opening).toEqual([3, 4]);
    expect(s.phase).toBe('roll');
    expect(formatPosition({ glasses: s.squareOf.map((q, g) => ({ square: q, fill: s.fill[g] })) })).toBe('nnnn3/7/7/7/7/7/4sss');
  });
});
