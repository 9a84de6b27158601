import { describe, expect, it } from 'vitest';
import { apply, createGame, describeChange, squareName, type Action, type GameState, type RuleOptions } from '../src/index.ts';
import { fromPosition, mv, play, roll, sq } from './helpers.ts';

/** Describe `action` taken in `before` (applied to a copy). */
function told(before: GameState, action: Action) {
  return describeChange(before, action, apply(before, action));
}

const take = (names: string): Action => ({ type: 'pull.take', line: names.split(' ').map(sq) });
const anarchist = (position: string, options: RuleOptions = {}): GameState => fromPosition(position, { rules: 'anarchist', options, queen: 12 });

describe('describeChange: pulls', () => {
  it.each([
    // The same positions as the anarchist line tests: c1..c5 stand and a6 comes to c6; a diagonal; a chevron.
    ['file', '7/s6/2s4/2s4/2s3s/2s4/2s4', roll(2, 1), [mv('a6', 'c6'), mv('g3', 'g4')], 'c1 c2 c3 c4 c5 c6'],
    ['diagonal', '7/3s3/4s2/3s3/2s4/1s5/s5s', roll(2, 1), [mv('d6', 'f6'), mv('g1', 'g2')], 'a1 b2 c3 d4 e5 f6'],
    ['chevron', '7/7/7/3s2s/2s1s2/1s1s3/s6', roll(3, 2), [mv('g4', 'g1'), mv('d2', 'f2')], 'a1 b2 c3 d4 e3 f2 g1'],
  ] as const)('names a pulled %s by its kind', (kind, position, dice, moves, squares) => {
    const s = play(anarchist(position), dice, ...moves);
    const change = told(s, take(squares));
    expect(change).toMatchObject({ kind: 'pull', by: 0, line: { kind } });
    if (change.kind !== 'pull') throw new Error('not a pull');
    expect(change.line.squares.map(squareName)).toEqual(squares.split(' '));
    expect(change.fullPull).toBe(squares.split(' ').length === 7);
    expect(change.kendal).toBe(false);
  });

  it('counts the full glasses of a rank pulled, and a short line of a skunked Player as a Kendal', () => {
    // powell: North is skunked and may pull four; d7 comes down to d5 beside a5 b5 c5.
    const s = play(fromPosition('3n3/7/snn4/7/7/7/4nss n 13/2', { queen: 9 }), roll(2, 1), mv('d7', 'd5'), mv('g1', 'g2'));
    const change = told(s, take('a5 b5 c5 d5'));
    expect(change).toMatchObject({ kind: 'pull', by: 1, line: { kind: 'rank' }, shots: 4, fullPull: false, kendal: true, decided: null, ended: false });
  });
});

describe('describeChange: rolls', () => {
  it('tells the Queen roll that sets the Number, and the one that cannot', () => {
    const s = createGame({});
    expect(told(s, { type: 'queen.roll', dice: [2, 4] })).toMatchObject({
      kind: 'roll',
      roll: 'queen',
      by: 'table',
      number: 6,
      queenNumber: true,
      passes: null,
    });
    expect(told(s, { type: 'queen.roll', dice: [3, 4] })).toMatchObject({ kind: 'roll', roll: 'queen', number: 0, queenNumber: false });
  });

  it("tells a turn's roll that rolls the Queen's Number, and one that passes the dice and why", () => {
    const a = fromPosition('n6/6s/1n5/2o4/5s1/3n3/4s2', { queen: 6 });
    expect(told(a, roll(2, 4))).toMatchObject({ kind: 'roll', roll: 'turn', by: 0, toast: true, queenNumber: true, passes: null, afterTreason: false });
    const b = fromPosition('n6/6s/1n5/2o4/5s1/3n3/4s2', { queen: 9 });
    expect(told(b, roll(3, 4))).toMatchObject({ roll: 'turn', passes: 'pass', toast: false });
    expect(told(anarchist('7/s6/2s4/2s4/2s3s/2s4/2s4'), roll(3, 3))).toMatchObject({ roll: 'turn', passes: 'doubles' });
    expect(told(b, roll(2, 1))).toMatchObject({ roll: 'turn', passes: null, queenNumber: false });
  });
});

describe('describeChange: other actions', () => {
  it('tells a move with the die it used, and the pass of the dice after a passing roll', () => {
    const s = fromPosition('n6/6s/1n5/2o4/5s1/3n3/4s2', { queen: 9 });
    const moving = play(s, roll(2, 4));
    expect(told(moving, mv('e1', 'e3'))).toMatchObject({ kind: 'move', by: 0, from: sq('e1'), to: sq('e3'), die: 2 });
    const passing = play(fromPosition('n6/6s/1n5/2o4/5s1/3n3/4s2', { queen: 9 }), roll(5, 6));
    expect(told(passing, { type: 'dice.pass' })).toMatchObject({ kind: 'pass', by: 0, to: 1, reason: 'pass' });
  });

  it('tells a Queen toast: who poured the glass drunk, where it went and who filled it there, and who drank', () => {
    const s = play(fromPosition('n6/6s/1n5/2o4/5s1/3n3/4s2', { queen: 6 }), roll(2, 4));
    const change = told(s, { type: 'queen.toast', square: sq('e1') });
    expect(change).toMatchObject({ kind: 'toast', by: 0, square: sq('e1'), number: 6, pouredBy: 0, to: sq('e7'), refilledBy: 1, drinks: [1, 0, 0] });
  });

  it('tells a muggins call: the caller, the side caught, the glass drunk', () => {
    const s = play(fromPosition('n6/6s/1n5/2o4/5s1/3n3/4s2', { queen: 6, options: { queenCall: 'manual' } }), roll(2, 4), mv('a7', 'a5'));
    const change = told(s, { type: 'queen.muggins', square: sq('g6') });
    expect(change).toMatchObject({ kind: 'muggins', by: 1, caught: 0, square: sq('g6'), treason: false, drinks: [0, 1, 0] });
  });
});

describe('describeChange: the start and the end', () => {
  it('tells the roll for the first turn: a tie, then who starts', () => {
    const s = createGame({ queen: 6 });
    expect(told(s, { type: 'initiative.roll', dice: [3, 3] })).toMatchObject({ kind: 'roll', roll: 'initiative', by: 'table', outcome: 'tie', again: false });
    expect(told(s, { type: 'initiative.roll', dice: [2, 5] })).toMatchObject({ roll: 'initiative', outcome: 'start', winner: 1 });
  });

  it('tells the share of a pull, and the refill that decides the game (not yet ended: the toast round follows)', () => {
    // powell: North has 2 shots left for the 5 glasses South pulls.
    const pulled = play(fromPosition('5nn/7/7/7/ssnn3/7/4s2 s 13/2', { queen: 9 }), roll(2, 1), mv('e1', 'e3'), mv('g7', 'g6'), take('a3 b3 c3 d3 e3'));
    const share = told(pulled, { type: 'pull.share', opponent: 1, spectators: 1 });
    expect(share).toMatchObject({ kind: 'share', by: 0, shots: 5, kept: 3, opponent: 1, spectators: 1, drinks: [3, 1, 1], decided: null });
    const refilling = play(pulled, { type: 'pull.share', opponent: 0, spectators: 0 });
    const refill = told(refilling, { type: 'glasses.refill' });
    expect(refill).toMatchObject({ kind: 'refill', by: 1, square: -1, decided: { winner: 0, skunk: true }, ended: false });
    const toast = play(refilling, { type: 'glasses.refill' });
    expect(told(toast, { type: 'toast.raise' })).toMatchObject({ kind: 'raise', decided: null, ended: true });
  });
});
