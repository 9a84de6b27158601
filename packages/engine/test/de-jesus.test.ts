import { describe, expect, it } from 'vitest';
import {
  RulesError,
  createGame,
  legalChoices,
  pullableLines,
  checkRules,
  rankingScore,
  reasonIllegal,
  resolveRules,
  runnableRow,
  shotsBalance,
  squareName,
  type Action,
  type GameState,
} from '../src/index.ts';
import { boardOf, mv, play, roll, sq } from './helpers.ts';

/** A de-jesus game from a position (de-jesus has no Queen's Number, so none is given). */
const deJesus = (position: string): GameState => createGame({ rules: 'de-jesus', position });

const place = (square: string): Action => ({ type: 'glass.place', square: sq(square) });
/** de-jesus's refill: a full glass on a square of a vacated file. */
const refill = (square: string): Action => ({ type: 'glasses.refill', square: sq(square) });
const line = (...squares: string[]): Action => ({ type: 'pull.take', line: squares.map(sq) });
const names = (squares: readonly number[]): string => squares.map(squareName).join(' ');

describe('de-jesus setup', () => {
  it('stakes 15 shots each, no bottles, and starts with an empty board and no Queen', () => {
    const s = createGame({ rules: 'de-jesus' });
    expect(s.stake).toEqual([15, 15]);
    expect(s.rules.bottles).toBe(1);
    expect(s.rules.shotsPerBottle).toBe(15);
    expect(boardOf(s)).toEqual([]);
    expect(s.queen).toBe(0);
    expect(s.phase).toBe('initiative');
    expect(s.rules.passNumbers).toEqual([7, 11, 12]);
  });

  it("has no Queen's Number: a fixed number, the Queen options and a Queen roll are all refused", () => {
    expect(() => createGame({ rules: 'de-jesus', queen: 6 })).toThrow(RulesError);
    expect(() => createGame({ rules: 'de-jesus', queen: 6 })).toThrow("queen=6: the de-jesus rules have no Queen's Number");
    expect(() => createGame({ rules: 'de-jesus', options: { queenCall: 'manual' } })).toThrow(
      'does not apply to the de-jesus rules (only powell, da-gucci, anarchist)',
    );
    expect(() => createGame({ rules: 'de-jesus', options: { kendal: true } })).toThrow(RulesError);
    const s = createGame({ rules: 'de-jesus' });
    expect(reasonIllegal(s, { type: 'queen.roll', dice: [2, 3] })).toBe("the de-jesus rules have no Queen's Number");
  });

  it('has the low roller place five glasses on rank 1 or 7, one per file, then the high roller two; the low roller starts', () => {
    const s = createGame({ rules: 'de-jesus' });
    play(s, { type: 'initiative.roll', dice: [4, 4] });
    expect(s.phase).toBe('initiative'); // ties roll again
    play(s, { type: 'initiative.roll', dice: [2, 5] });
    expect(s.phase).toBe('placing');
    expect(s.player).toBe(0);
    expect(s.toPlace).toEqual([5, 2]);
    expect(reasonIllegal(s, place('d2'))).toBe('d2 is not on rank 1 or rank 7');
    expect(reasonIllegal(s, place('d4'))).toBe('d4 is not on rank 1 or rank 7');
    play(s, place('a1'), place('b7'), place('c1'), place('d1'));
    expect(reasonIllegal(s, place('a7'))).toBe('the a file already has a glass');
    play(s, place('e7'));
    expect(s.stake).toEqual([10, 15]);
    expect(s.player).toBe(1);
    expect(s.phase).toBe('placing');
    play(s, place('f7'), place('g1'));
    expect(boardOf(s)).toEqual(['a1:s', 'b7:s', 'c1:s', 'd1:s', 'e7:s', 'f7:n', 'g1:n']);
    expect(s.stake).toEqual([10, 13]);
    expect(s.opening).toEqual([5, 2]);
    expect(s.phase).toBe('roll');
    expect(s.player).toBe(0);
    expect(shotsBalance(s)).toBe(true);
  });

  it('lets North place first when North rolls low', () => {
    const s = play(createGame({ rules: 'de-jesus' }), { type: 'initiative.roll', dice: [6, 1] });
    expect(s.player).toBe(1);
    expect(s.toPlace).toEqual([2, 5]);
    play(s, place('a7'), place('b7'), place('c7'), place('d7'), place('e7'), place('f1'), place('g1'));
    expect(s.stake).toEqual([13, 10]);
    expect(s.player).toBe(1);
    expect(s.phase).toBe('roll');
  });
});

describe('de-jesus play', () => {
  // a4 b4 c2 (South), d1 e1 f7 g7 (North): c2 up 2 makes three on rank 4.
  const THREE = '5nn/7/7/ss5/7/2s4/3nn2';

  it.each([
    [3, 4],
    [5, 6],
    [6, 6],
  ])('passes the dice on %i-%i', (a, b) => {
    const s = play(deJesus(THREE), roll(a, b));
    expect(s.phase).toBe('passing');
    play(s, { type: 'dice.pass' });
    expect(s.player).toBe(1);
    expect(s.phase).toBe('roll');
  });

  it('moves glasses along their own file only', () => {
    const s = play(deJesus(THREE), roll(2, 1));
    expect(s.phase).toBe('moving');
    expect(reasonIllegal(s, mv('c2', 'e2'))).toBe('a glass moves only along its own file');
    expect(reasonIllegal(s, mv('c2', 'c5'))).toBe('that is 3 squares; the dice show 2 and 1');
    play(s, mv('c2', 'c4'));
    expect(reasonIllegal(s, mv('d1', 'd3'))).toBe('that is 2 squares; the die left shows 1');
  });

  it('offers two or more in a row on an inner rank; the pull is optional; a row on rank 1 or 7 does not count', () => {
    const s = play(deJesus(THREE), roll(2, 1), mv('c2', 'c4'), mv('g7', 'g6'));
    expect(s.phase).toBe('pullDecision');
    // d1 e1 stand on rank 1 and are not a line.
    expect(pullableLines(s).map((l) => names(l.squares))).toEqual(['a4 b4 c4']);
    expect(legalChoices(s).map((c) => c.type)).toEqual(['pull.take', 'pull.decline']);
    play(s, { type: 'pull.decline' });
    expect(s.phase).toBe('roll');
    expect(s.player).toBe(0);
    // Having rolled, the Player may hand the dice over instead of rolling again.
    expect(reasonIllegal(s, { type: 'dice.pass' })).toBeNull();
    play(s, { type: 'dice.pass' });
    expect(s.player).toBe(1);
  });

  it('makes no line of two moved onto rank 1', () => {
    // c3 down 2 to c1 beside d1 e1: three on a baseline rank.
    const s = play(deJesus('5nn/7/7/7/2s4/s6/1s1nn2'), roll(2, 1), mv('c3', 'c1'), mv('g7', 'g6'));
    expect(boardOf(s)).toContain('c1:s');
    expect(s.phase).toBe('roll');
  });

  it('a pull: the Player drinks them all, the Opponent places full glasses in the vacated files on rank 1 or 7, then must roll once', () => {
    const s = play(deJesus(THREE), roll(2, 1), mv('c2', 'c4'), mv('g7', 'g6'));
    play(s, line('a4', 'b4', 'c4'));
    expect(s.drunk).toEqual([3, 0, 0]);
    expect(s.phase).toBe('refill');
    expect(s.filler).toBe(1);
    expect(s.pending).toHaveLength(3);
    expect(boardOf(s)).toEqual(['d1:n', 'e1:n', 'f7:n', 'g6:n']);
    expect(reasonIllegal(s, { type: 'glasses.refill' })).toBe('place each glass on rank 1 or 7 of a vacated file: name its square');
    expect(reasonIllegal(s, place('a7'))).toBe('a glass that replaces a pulled one is a refill: glasses.refill with its square');
    expect(reasonIllegal(s, refill('d7'))).toBe('the d file already has a glass');
    expect(reasonIllegal(s, refill('a4'))).toBe('a4 is not on rank 1 or rank 7');
    expect(legalChoices(s).every((c) => c.type === 'glasses.refill' && c.square !== undefined)).toBe(true);
    play(s, refill('a7'), refill('b1'));
    expect(s.phase).toBe('refill');
    play(s, refill('c7'));
    expect(boardOf(s)).toEqual(['a7:n', 'b1:n', 'c7:n', 'd1:n', 'e1:n', 'f7:n', 'g6:n']);
    expect(s.stake).toEqual([12, 8]);
    expect(s.phase).toBe('roll');
    expect(s.player).toBe(1);
    expect(reasonIllegal(s, { type: 'dice.pass' })).toBe('roll at least once before handing the dice over');
    expect(legalChoices(s)).toEqual([{ type: 'dice.roll' }]);
    play(s, roll(1, 2));
    expect(s.phase).toBe('moving');
    expect(shotsBalance(s)).toBe(true);
  });

  it('has no Kendal: the pull size is the only size', () => {
    const s = createGame({ rules: 'de-jesus' });
    expect(s.rules.pullSize).toBe(2);
    expect(s.rules.kendal).toBe(false);
    expect(createGame({ rules: 'de-jesus', options: { pullSize: 3 } }).rules.pullSize).toBe(3);
    expect(() => createGame({ rules: 'de-jesus', options: { pullSize: 1 } })).toThrow('pullSize=1: expected 2 to 7');
  });
});

describe('de-jesus runs', () => {
  // a4..e4 stand; f2 up 2 and g1 up 3 make a row of seven on rank 4.
  const SEVEN = '7/7/7/snsns2/7/5s1/6n';
  const seven = (position = SEVEN): GameState => play(deJesus(position), roll(2, 3), mv('f2', 'f4'), mv('g1', 'g4'));
  const ROW = ['a4', 'b4', 'c4', 'd4', 'e4', 'f4', 'g4'];

  it('lets the Player announce a run on a row of seven; the Opponent stakes two', () => {
    const s = seven();
    expect(s.phase).toBe('pullDecision');
    expect(runnableRow(s)?.map(squareName)).toEqual(ROW);
    expect(legalChoices(s).map((c) => c.type)).toEqual(['pull.take', 'pull.decline', 'run.announce']);
    play(s, { type: 'run.announce' });
    expect(s.phase).toBe('run');
    expect(s.pot).toBe(2);
    expect(s.stake).toEqual([11, 10]);
    expect(s.tally.runs).toBe(1);
    expect(shotsBalance(s)).toBe(true);
    expect(reasonIllegal(s, line(...ROW))).toBe('roll the run first');
    expect(reasonIllegal(s, { type: 'run.announce' })).toBe('a run needs a row of all seven, decided before rolling again');
  });

  it('a run rolled 7, 11 or 12 is lost: the Opponent drinks the seven and the pot, the runner replaces the glasses and the dice pass', () => {
    const s = play(seven(), { type: 'run.announce' }, { type: 'run.roll', dice: [5, 6] });
    expect(s.drunk).toEqual([0, 9, 0]);
    expect(s.pot).toBe(0);
    expect(boardOf(s)).toEqual([]);
    expect(s.phase).toBe('refill');
    expect(s.filler).toBe(0);
    play(s, ...['a1', 'b7', 'c1', 'd7', 'e1', 'f7', 'g1'].map(refill));
    expect(boardOf(s)).toEqual(['a1:s', 'b7:s', 'c1:s', 'd7:s', 'e1:s', 'f7:s', 'g1:s']);
    expect(s.stake).toEqual([4, 10]);
    expect(s.phase).toBe('roll');
    expect(s.player).toBe(1);
    expect(shotsBalance(s)).toBe(true);
  });

  it('a run rolled anything else wins the runner the pot; they may run again, then take the seven', () => {
    const s = play(seven(), { type: 'run.announce' }, { type: 'run.roll', dice: [2, 3] });
    expect(s.drunk).toEqual([2, 0, 0]);
    expect(s.pot).toBe(0);
    expect(s.phase).toBe('run');
    expect(reasonIllegal(s, { type: 'run.roll', dice: [2, 3] })).toBe('no run is waiting for its roll');
    expect(legalChoices(s).map((c) => c.type)).toEqual(['pull.take', 'run.announce']);
    play(s, { type: 'run.announce' }, { type: 'run.roll', dice: [1, 1] });
    expect(s.drunk).toEqual([4, 0, 0]);
    expect(s.stake).toEqual([11, 8]);
    expect(s.tally.runs).toBe(2);
    expect(reasonIllegal(s, line('a4', 'b4'))).toBe('take the row of seven that is running');
    play(s, line(...ROW));
    expect(s.drunk).toEqual([11, 0, 0]);
    expect(s.phase).toBe('refill');
    expect(s.filler).toBe(1);
    play(s, ...['a7', 'b7', 'c7', 'd7', 'e7', 'f7', 'g7'].map(refill));
    expect(s.stake).toEqual([11, 1]);
    expect(s.phase).toBe('roll');
    expect(s.player).toBe(1);
    expect(shotsBalance(s)).toBe(true);
  });

  it('cannot be announced when the Opponent cannot stake two', () => {
    const s = seven(`${SEVEN} s 11/1`);
    expect(reasonIllegal(s, { type: 'run.announce' })).toBe('the Opponent cannot stake 2 more: take the seven');
    expect(legalChoices(s).some((c) => c.type === 'run.announce')).toBe(false);
    // With three left, one run is staked and then the runner must take the seven.
    const t = play(seven(`${SEVEN} s 11/3`), { type: 'run.announce' }, { type: 'run.roll', dice: [4, 4] });
    expect(t.stake).toEqual([11, 1]);
    expect(reasonIllegal(t, { type: 'run.announce' })).toBe('the Opponent cannot stake 2 more: take the seven');
    expect(legalChoices(t)).toEqual([{ type: 'pull.take', line: ROW.map(sq) }]);
  });

  it('is a de-jesus rule only', () => {
    const s = play(createGame({ rules: 'powell', queen: 6, position: '7/7/7/snsns2/7/5s1/6n' }), roll(2, 3), mv('f2', 'f4'), mv('g1', 'g4'));
    expect(s.phase).toBe('pullDecision');
    expect(reasonIllegal(s, { type: 'run.announce' })).toBe('runs are a de-jesus rule');
  });
});

describe('the end of a de-jesus game', () => {
  // North to roll: b5 down 2 beside a3 makes two on rank 3. South has 5 glasses on the board, North 2.
  const PAIR = '4snn/7/1s5/7/s6/7/2ss3';
  const pullPair = (stakes: string): GameState => play(deJesus(`${PAIR} n ${stakes}`), roll(2, 1), mv('b5', 'b3'), mv('c1', 'c2'), line('a3', 'b3'));

  it('ends when a player cannot replace a glass; the most shots drunk wins, with no toast round', () => {
    // North has drunk 10 (South's poured shots not on the board) + 2; South 12 - 2 = 10.
    const s = pullPair('0/3');
    expect(s.phase).toBe('refill');
    expect(s.drunk).toEqual([10, 12, 0]);
    play(s, refill('a1'));
    expect(s.phase).toBe('over');
    expect(s.result).toEqual({ winner: 1, draw: false, skunk: false, royalSkunk: false, reason: 'South could not replace a pulled glass' });
    expect(s.shortfall?.side).toBe(0);
    expect(reasonIllegal(s, { type: 'courtesy.fill' })).toBe('the game is over');
    expect(reasonIllegal(s, { type: 'toast.raise' })).toBe('the game is over');
  });

  it('is a draw when both have drunk the same', () => {
    const s = play(pullPair('0/1'), refill('a1'));
    expect(s.drunk).toEqual([12, 12, 0]);
    expect(s.phase).toBe('over');
    expect(s.result).toMatchObject({ winner: null, draw: true });
  });

  it('can be won by the player who could not replace a glass, when they drank more', () => {
    // South has drunk 13 (North's poured shots not on the board); North only 10 + 2.
    const t = deJesus(`${PAIR} n 0/0`);
    expect(t.drunk).toEqual([13, 10, 0]);
    play(t, roll(2, 1), mv('b5', 'b3'), mv('c1', 'c2'), line('a3', 'b3'), refill('a1'));
    expect(t.drunk).toEqual([13, 12, 0]);
    expect(t.phase).toBe('over');
    expect(t.result?.winner).toBe(0);
  });
});

describe('the de-jesus ranking option', () => {
  // North to roll: b5 down 2 beside a3 makes two on rank 3, and South, with nothing left, cannot replace
  // them. South set out six glasses, North one.
  const SIX = '4ssn/7/1s5/7/s6/7/2ss3 n 0/2';
  const end = (options = {}): GameState =>
    play(createGame({ rules: 'de-jesus', position: SIX, options }), roll(2, 1), mv('b5', 'b3'), mv('c1', 'c2'), line('a3', 'b3'), refill('a1'));

  it('ranks by shots drunk by default (our reading)', () => {
    const s = end();
    expect(s.rules.ranking).toBe('drunk');
    // South drank North's 12 poured shots not on the board; North 9 of South's, and the pull's 2.
    expect(s.drunk).toEqual([12, 11, 0]);
    expect(s.result).toMatchObject({ winner: 0, draw: false, reason: 'South could not replace a pulled glass' });
  });

  it("with ranking=coins, by the source's coins: the stake left plus the shots captured", () => {
    const s = end({ ranking: 'coins' });
    expect(s.drunk).toEqual([12, 11, 0]);
    expect(s.stake).toEqual([0, 2]);
    expect([rankingScore(s, 0), rankingScore(s, 1)]).toEqual([12, 13]);
    expect(s.result).toMatchObject({ winner: 1, draw: false, skunk: false, royalSkunk: false });
  });

  it('rules saved before the option existed (no ranking field) are read as ranking by shots drunk', () => {
    const { ranking: _left, ...old } = JSON.parse(JSON.stringify(resolveRules('de-jesus'))) as Record<string, unknown>;
    expect(checkRules(old)).toBe(resolveRules('de-jesus'));
    const coins = JSON.parse(JSON.stringify(resolveRules('de-jesus', { ranking: 'coins' })));
    expect(checkRules(coins).ranking).toBe('coins');
    expect(() => checkRules({ ...old, preset: 'powell' })).toThrow();
  });

  it('is a de-jesus option only, with the values drunk and coins', () => {
    expect(resolveRules('de-jesus', { ranking: 'coins' }).ranking).toBe('coins');
    expect(() => resolveRules('powell', { ranking: 'coins' })).toThrow('ranking="coins": does not apply to the powell rules (only de-jesus)');
    expect(() => resolveRules('de-jesus', { ranking: 'gold' as 'coins' })).toThrow('ranking="gold": expected one of drunk, coins');
  });
});
