import { describe, expect, it } from 'vitest';
import {
  CHEVRONS,
  IllegalAction,
  RulesError,
  createGame,
  legalChoices,
  legalPairs,
  pullableLines,
  reasonIllegal,
  shotsBalance,
  squareName,
  type Action,
  type GameState,
  type RuleOptions,
} from '../src/index.ts';
import { boardOf, fromPosition, mv, play, roll, sq } from './helpers.ts';

/** An anarchist game from a position; the Prophet's Number is 12 unless a test needs another. */
function anarchist(position: string, options: RuleOptions = {}, queen = 12): GameState {
  return fromPosition(position, { rules: 'anarchist', options, queen });
}

/** Square names of a list of squares, sorted. */
const names = (squares: readonly number[]): string[] => squares.map(squareName).sort();

/** The moves open now, as "from-to" names. */
function movesNow(s: GameState, from?: string): string[] {
  return legalChoices(s)
    .filter((c): c is Extract<Action, { type: 'glass.move' }> => c.type === 'glass.move')
    .filter((c) => from === undefined || c.from === sq(from))
    .map((c) => `${squareName(c.from)}-${squareName(c.to)}`)
    .sort();
}

const slash = (square: string): Action => ({ type: 'glass.slash', square: sq(square) });
const toast = (square: string, to?: string): Action => ({ type: 'queen.toast', square: sq(square), to: to === undefined ? undefined : sq(to) });

describe('anarchist setup', () => {
  it('puts a glass on each default anarchy spot; each player fills the three nearest their baseline, the centre stays empty', () => {
    const s = createGame({ rules: 'anarchist' });
    expect(names(s.rules.spots)).toEqual(['a3', 'b1', 'c6', 'd4', 'e2', 'f7', 'g5']);
    expect(boardOf(s)).toEqual(['a3:s', 'b1:s', 'c6:n', 'd4:o', 'e2:s', 'f7:n', 'g5:n']);
    expect(s.stake).toEqual([13, 13]);
    expect(s.opening).toEqual([3, 3]);
    expect(s.phase).toBe('queenNumber');
    expect(shotsBalance(s)).toBe(true);
  });

  it('takes other spots from the spots option, a 7-queens placement through d4', () => {
    const s = createGame({ rules: 'anarchist', options: { spots: 'f1 c2 g3 d4 a5 e6 b7' } });
    expect(names(s.rules.spots)).toEqual(['a5', 'b7', 'c2', 'd4', 'e6', 'f1', 'g3']);
    expect(boardOf(s)).toEqual(['a5:n', 'b7:n', 'c2:s', 'd4:o', 'e6:n', 'f1:s', 'g3:s']);
  });

  it.each([
    ['b1 e2 a3 d4 g5 c6', 'expected 7 squares, got 6'],
    ['a1 c2 e3 g4 b5 d6 f7', 'the spots must include the centre, d4'],
    ['a1 b2 c3 d4 e5 f6 g7', 'no two spots may share a rank, file or diagonal'],
    ['b1 e2 a3 d4 g5 c6 c7', 'no two spots may share a rank, file or diagonal'],
    ['b1 e2 a3 d4 g5 c6 z9', '"z9" is not a square'],
  ])('rejects spots "%s"', (spots, why) => {
    let err: unknown;
    try {
      createGame({ rules: 'anarchist', options: { spots } });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(RulesError);
    expect((err as RulesError).option).toBe('spots');
    expect((err as RulesError).message).toContain(why);
  });

  it('accepts the spots option only in the anarchist rules', () => {
    expect(() => createGame({ rules: 'powell', options: { spots: 'b1 e2 a3 d4 g5 c6 f7' } })).toThrow('does not apply to the powell rules (only anarchist)');
  });
});

describe("the Prophet's Number", () => {
  it('is set by the spectator roll, any total (2, 11 and 12 included)', () => {
    const s = createGame({ rules: 'anarchist' });
    play(s, { type: 'queen.roll', dice: [5, 6] });
    expect(s.queen).toBe(11);
    expect(s.phase).toBe('initiative');
    expect(reasonIllegal(s, { type: 'queen.roll', dice: [1, 2] })).toBe("the Queen's Number is already set");
  });

  it('with prophetReroll, re-rolls a 2, 11 or 12 and keeps anything else (7 included)', () => {
    const s = createGame({ rules: 'anarchist', options: { prophetReroll: true } });
    for (const dice of [
      [1, 1],
      [5, 6],
      [6, 6],
    ] as [number, number][]) {
      play(s, { type: 'queen.roll', dice });
      expect(s.phase).toBe('queenNumber');
      expect(s.queen).toBe(0);
    }
    play(s, { type: 'queen.roll', dice: [3, 4] });
    expect(s.queen).toBe(7);
    expect(s.phase).toBe('initiative');
  });

  it('with prophetFromInitiative, is the total of the first initiative roll, even a tie', () => {
    const s = createGame({ rules: 'anarchist', options: { prophetFromInitiative: true } });
    expect(s.phase).toBe('initiative');
    play(s, { type: 'initiative.roll', dice: [3, 3] });
    expect(s.queen).toBe(6);
    expect(s.phase).toBe('initiative'); // the tie is rolled again; the number stands
    play(s, { type: 'initiative.roll', dice: [1, 4] });
    expect(s.queen).toBe(6);
    expect(s.player).toBe(1);
    expect(s.phase).toBe('centre');
  });

  it('with prophetFromInitiative and prophetReroll, a first roll of 11 is rolled again, initiative and all', () => {
    // Our reading: the number comes from that roll, so re-rolling the number re-rolls the initiative too.
    const s = createGame({ rules: 'anarchist', options: { prophetFromInitiative: true, prophetReroll: true } });
    play(s, { type: 'initiative.roll', dice: [6, 5] });
    expect(s.queen).toBe(0);
    expect(s.phase).toBe('initiative');
    play(s, { type: 'initiative.roll', dice: [2, 5] });
    expect(s.queen).toBe(7);
    expect(s.player).toBe(1);
    expect(s.phase).toBe('centre');
  });

  it('rejects the Prophet options in other rule sets', () => {
    expect(() => createGame({ rules: 'powell', options: { prophetReroll: true } })).toThrow(RulesError);
    expect(() => createGame({ rules: 'da-gucci', options: { prophetFromInitiative: true } })).toThrow(
      'prophetFromInitiative=true: does not apply to the da-gucci rules (only anarchist)',
    );
    expect(() => createGame({ rules: 'de-jesus', options: { damonLaw: true } })).toThrow(RulesError);
  });
});

describe('anarchist initiative', () => {
  it('makes the high roller the Player, who fills the empty centre glass where it stands', () => {
    const s = createGame({ rules: 'anarchist', queen: 9 });
    expect(s.phase).toBe('initiative');
    play(s, { type: 'initiative.roll', dice: [5, 2] });
    expect(s.phase).toBe('centre');
    expect(s.player).toBe(0);
    expect(reasonIllegal(s, { type: 'initiative.choose', starter: 1 })).toBe('nobody is choosing who starts now');
    play(s, { type: 'centre.fill' });
    expect(boardOf(s)).toEqual(['a3:s', 'b1:s', 'c6:n', 'd4:s', 'e2:s', 'f7:n', 'g5:n']);
    expect(s.stake).toEqual([12, 13]);
    expect(s.opening).toEqual([4, 3]);
    expect(s.phase).toBe('roll');
    expect(s.player).toBe(0);
  });

  it('with the Law-Law, lets the high roller hand the first turn over; the starter fills the centre', () => {
    const s = createGame({ rules: 'anarchist', queen: 9, options: { lawLaw: true } });
    play(s, { type: 'initiative.roll', dice: [2, 5] });
    expect(s.phase).toBe('initiativeChoice');
    expect(s.player).toBe(1);
    play(s, { type: 'initiative.choose', starter: 0 });
    expect(s.phase).toBe('centre');
    play(s, { type: 'centre.fill' });
    expect(boardOf(s)).toContain('d4:s');
    expect(s.stake).toEqual([12, 13]);
    expect(s.player).toBe(0);
    expect(s.phase).toBe('roll');
  });
});

describe('anarchist rook moves', () => {
  // a7 g7 (North), d6 (North), b4 d4 (South), f2 (South), g1 (North).
  const CROSS = 'n5n/3n3/7/1s1s3/7/5s1/6n';

  it('moves a glass along its rank or file exactly the die, never through or onto another glass', () => {
    const s = play(anarchist(CROSS), roll(3, 1));
    expect(s.phase).toBe('moving');
    // d4 up 3 would pass d6, left 3 would pass b4; everything else is open.
    expect(movesNow(s, 'd4')).toEqual(['d4-c4', 'd4-d1', 'd4-d3', 'd4-d5', 'd4-e4', 'd4-g4']);
    expect(reasonIllegal(s, mv('d4', 'a4'))).toBe('a glass cannot move through or onto another glass');
    expect(reasonIllegal(s, mv('d4', 'd7'))).toBe('a glass cannot move through or onto another glass');
    expect(reasonIllegal(s, mv('d4', 'd6'))).toBe('that is 2 squares; the dice show 3 and 1');
    expect(reasonIllegal(s, mv('d4', 'e5'))).toBe('a glass moves in a straight line along its rank or file');
  });

  it('moves one glass along its rank and the other along its file', () => {
    const s = play(anarchist(CROSS), roll(3, 1), mv('d4', 'd5'));
    // The second glass goes 3 along its rank; b4 may now pass d4, which the first glass left.
    expect(movesNow(s)).toEqual(['a7-d7', 'b4-e4', 'd6-a6', 'd6-g6', 'f2-c2', 'g1-d1', 'g7-d7']);
    expect(reasonIllegal(s, mv('f2', 'f5'))).toBe('one glass moves along its rank and the other along its file: this one must go along its rank');
    expect(reasonIllegal(s, mv('d5', 'd2'))).toBe('that glass has already moved for this roll');
    play(s, mv('g1', 'd1'));
    expect(boardOf(s)).toEqual(['a7:n', 'b4:s', 'd1:n', 'd5:s', 'd6:n', 'f2:s', 'g7:n']);
    expect(s.phase).toBe('roll');
  });

  it('pairs every rank move with a file move', () => {
    const s = play(anarchist(CROSS), roll(3, 1));
    const pairs = legalPairs(s);
    expect(pairs.length).toBeGreaterThan(20);
    for (const { first, second } of pairs) {
      const firstAlongFile = first.from % 7 === first.to % 7;
      const secondAlongFile = second.from % 7 === second.to % 7;
      expect(firstAlongFile).not.toBe(secondAlongFile);
    }
  });

  it('passes the dice at once on doubles, and has no pass numbers', () => {
    const s = anarchist(CROSS);
    expect(s.rules.passNumbers).toEqual([]);
    play(s, roll(2, 2));
    expect(s.phase).toBe('passing');
    expect(reasonIllegal(s, mv('d4', 'd6'))).toBe('no roll is waiting to be moved');
    play(s, { type: 'dice.pass' });
    expect(s.player).toBe(1);
    expect(s.phase).toBe('roll');
    expect(s.tally.passes).toBe(1);
    // A 7 and an 11 are moved like any other roll.
    play(s, roll(3, 4));
    expect(s.phase).toBe('moving');
    const t = play(anarchist(CROSS), roll(5, 6));
    expect(t.phase).toBe('moving');
  });

  it('passes the dice when the roll cannot use both dice (a Cluster)', () => {
    // Every glass is inside b2..f6, so none can move 6.
    const s = play(anarchist('7/1s3n1/7/2sos2/7/1n3n1/7'), roll(6, 5));
    expect(s.phase).toBe('passing');
    play(s, { type: 'dice.pass' });
    expect(s.tally.stuck).toBe(1);
    expect(s.tally.passes).toBe(0);
    expect(s.player).toBe(1);
  });
});

describe("anarchist Prophet's Number in play", () => {
  const CROSS = 'n5n/3n3/7/1s1s3/7/5s1/6n';

  it('lets the Player drink any glass and put it on any empty square; the Opponent fills it, then the roll is moved', () => {
    const s = play(anarchist(CROSS, {}, 5), roll(2, 3));
    expect(s.phase).toBe('queenToast');
    expect(reasonIllegal(s, toast('d6'))).toBe('name the empty square the glass goes to');
    expect(reasonIllegal(s, toast('d6', 'b4'))).toBe('the glass must go to an empty square');
    expect(reasonIllegal(s, toast('c3', 'c5'))).toBe('pick a square with a glass on it');
    play(s, toast('b4', 'c5'));
    expect(boardOf(s)).toEqual(['a7:n', 'c5:n', 'd4:s', 'd6:n', 'f2:s', 'g1:n', 'g7:n']);
    expect(s.drunk).toEqual([1, 0, 0]);
    expect(s.stake).toEqual([13, 11]);
    expect(s.tally.queenToasts).toBe(1);
    expect(s.phase).toBe('moving');
    expect(s.dice).toEqual([2, 3]);
    expect(shotsBalance(s)).toBe(true);
  });

  it("never loses the game on the Prophet's glass: the Player fills it when the Opponent cannot; a draw when neither can", () => {
    const s = play(anarchist(`${CROSS} s 13/0`, {}, 5), roll(2, 3), toast('b4', 'c5'));
    expect(boardOf(s)).toContain('c5:s');
    expect(s.stake).toEqual([12, 0]);
    expect(s.result).toBeNull();
    expect(s.phase).toBe('moving');
    const t = play(anarchist(`${CROSS} s 0/0`, {}, 5), roll(2, 3), toast('b4', 'c5'));
    expect(boardOf(t)).toContain('c5:o');
    expect(t.result).toEqual({ winner: null, draw: true, skunk: false, royalSkunk: false, reason: "nobody had a shot left to fill the Queen's glass" });
    expect(t.phase).toBe('toastRound');
    expect(reasonIllegal(t, { type: 'courtesy.fill' })).toBe('there is nothing to fill');
    play(t, { type: 'toast.raise' });
    expect(t.phase).toBe('over');
    expect(shotsBalance(t)).toBe(true);
  });

  it('lets doubles equal to the number simply pass without the Damon Law', () => {
    const s = play(anarchist(CROSS, {}, 4), roll(2, 2));
    expect(s.phase).toBe('passing');
    expect(s.tally.queenToasts).toBe(0);
  });

  it('with the Damon Law, toasts doubles equal to the number, then passes the dice', () => {
    const s = play(anarchist(CROSS, { damonLaw: true }, 4), roll(2, 2));
    expect(s.phase).toBe('queenToast');
    play(s, toast('d6', 'e6'));
    expect(boardOf(s)).toContain('e6:n');
    expect(s.drunk).toEqual([1, 0, 0]);
    expect(s.phase).toBe('passing');
    play(s, { type: 'dice.pass' });
    expect(s.player).toBe(1);
    expect(s.phase).toBe('roll');
  });

  it('muggins: the Opponent drinks any glass and the Player fills it where it stands; nothing goes back', () => {
    const s = play(anarchist(CROSS, { queenCall: 'manual' }, 5), roll(2, 3));
    expect(s.phase).toBe('moving');
    expect(s.queenPending).toBe(true);
    play(s, mv('d4', 'd2'));
    expect(s.mugginsOpen).toBe(true);
    expect(reasonIllegal(s, { type: 'queen.call' })).toBe('too late: a glass has moved, the muggins window is open');
    play(s, { type: 'queen.muggins', square: sq('g7') });
    expect(s.mugginsOpen).toBe(false);
    expect(s.drunk).toEqual([0, 1, 0]);
    expect(s.stake).toEqual([12, 12]);
    expect(boardOf(s)).toEqual(['a7:n', 'b4:s', 'd2:s', 'd6:n', 'f2:s', 'g1:n', 'g7:s']);
    expect(s.moves.map((m) => squareName(m.to))).toEqual(['d2']);
    expect(s.phase).toBe('moving');
    expect(s.tally.mugginsCalls).toBe(1);
    expect(shotsBalance(s)).toBe(true);
  });
});

describe('anarchist lines', () => {
  // a1..e1 South, f3 South, d5 South: f3 to f1 makes six on South's own baseline.
  const BASELINE = '7/7/3s3/7/5s1/7/sssss2';

  it('counts six on a baseline rank; the pull is compulsory', () => {
    const s = play(anarchist(BASELINE), roll(2, 1), mv('f3', 'f1'), mv('d5', 'e5'));
    expect(s.phase).toBe('pullDecision');
    expect(pullableLines(s).map((l) => [l.kind, names(l.squares).join(' ')])).toEqual([['rank', 'a1 b1 c1 d1 e1 f1']]);
    expect(reasonIllegal(s, { type: 'pull.decline' })).toBe('in these rules a line must be pulled');
    expect(legalChoices(s).some((c) => c.type === 'pull.decline')).toBe(false);
  });

  it.each([
    // c1..c5 stand; a6 goes along rank 6 to c6: six on the c file.
    ['file', '7/s6/2s4/2s4/2s3s/2s4/2s4', [mv('a6', 'c6'), mv('g3', 'g4')], 'c1 c2 c3 c4 c5 c6'],
    // a1 b2 c3 d4 e5 stand; d6 goes along its rank to f6.
    ['diagonal', '7/3s3/4s2/3s3/2s4/1s5/s5s', [mv('d6', 'f6'), mv('g1', 'g2')], 'a1 b2 c3 d4 e5 f6'],
    // The chevron a1 b2 c3 d4 e3 f2 g1, completed by g4 to g1 and d2 to f2.
    ['chevron', '7/7/7/3s2s/2s1s2/1s1s3/s6', [mv('g4', 'g1'), mv('d2', 'f2')], 'a1 b2 c3 d4 e3 f2 g1'],
  ])('counts a %s line', (kind, position, moves, squares) => {
    const dice = kind === 'chevron' ? roll(3, 2) : roll(2, 1);
    const s = play(anarchist(position), dice, ...moves);
    expect(s.phase).toBe('pullDecision');
    const lines = pullableLines(s);
    expect(lines.map((l) => [l.kind, names(l.squares).join(' ')])).toEqual([[kind, squares]]);
  });

  it('has four chevrons of seven, each with its point on d4', () => {
    expect(CHEVRONS.map((c) => names(c).join(' '))).toEqual(['a1 b2 c3 d4 e3 f2 g1', 'a7 b6 c5 d4 e5 f6 g7', 'a1 a7 b2 b6 c3 c5 d4', 'd4 e3 e5 f2 f6 g1 g7']);
    expect(createGame({ rules: 'anarchist' }).rules.chevrons).toBe(4);
  });

  it('counts no chevron with the chevron option off', () => {
    const s = play(anarchist('7/7/7/3s2s/2s1s2/1s1s3/s6', { chevron: false }), roll(3, 2), mv('g4', 'g1'), mv('d2', 'f2'));
    expect(s.rules.chevrons).toBe(0);
    expect(s.phase).toBe('roll');
  });

  it('after a pull, the Opponent fills all but one glass, every glass goes back to the spots with the empty one on d4, and initiative is rolled again', () => {
    const s = play(anarchist(BASELINE), roll(2, 1), mv('f3', 'f1'), mv('d5', 'e5'));
    play(s, { type: 'pull.take', line: [sq('a1'), sq('b1'), sq('c1'), sq('d1'), sq('e1'), sq('f1')] });
    expect(s.phase).toBe('sharing');
    expect(reasonIllegal(s, { type: 'pull.share', opponent: 2, spectators: 2 })).toBe('the Player must drink at least 3 of the 6');
    play(s, { type: 'pull.share', opponent: 1, spectators: 2 });
    expect(s.drunk).toEqual([3, 1, 2]);
    expect(s.phase).toBe('refill');
    expect(s.filler).toBe(1);
    expect(s.pending).toHaveLength(5);
    play(s, { type: 'glasses.refill' });
    expect(s.stake).toEqual([9, 11]);
    expect(boardOf(s)).toEqual(['a3:n', 'b1:s', 'c6:n', 'd4:o', 'e2:n', 'f7:n', 'g5:n']);
    expect(s.phase).toBe('initiative');
    expect(shotsBalance(s)).toBe(true);
    // The initiative winner fills the centre glass; the Prophet's Number stays.
    play(s, { type: 'initiative.roll', dice: [1, 4] }, { type: 'centre.fill' });
    expect(boardOf(s)).toContain('d4:n');
    expect(s.stake).toEqual([9, 10]);
    expect(s.player).toBe(1);
    expect(s.phase).toBe('roll');
    expect(s.queen).toBe(12);
    expect(s.opening).toEqual([7, 0]); // the refill is not an opening pour
  });

  describe('the skunked pull of five', () => {
    // a1 b1 (South) c1 d1 (North) and e3 (South) going to e1; g5 (North), a7 (South).
    const FIVE = 's6/7/6n/7/4s2/7/ssnn3';
    const fiveRoll = (s: GameState): GameState => play(s, roll(2, 1), mv('e3', 'e1'), mv('g5', 'f5'));

    it('is allowed with less than half a bottle left while the Opponent has an unopened bottle', () => {
      const s = fiveRoll(anarchist(`${FIVE} s 3/13`));
      expect(s.phase).toBe('pullDecision');
      expect(pullableLines(s).map((l) => names(l.squares).join(' '))).toEqual(['a1 b1 c1 d1 e1']);
      play(s, { type: 'pull.take', line: [sq('a1'), sq('b1'), sq('c1'), sq('d1'), sq('e1')] });
      expect(s.tally.kendals).toBe(1);
      expect(s.tally.pulls[5]).toBe(1);
    });

    it('is not allowed with half a bottle left', () => {
      expect(fiveRoll(anarchist(`${FIVE} s 4/13`)).phase).toBe('roll');
    });

    it('is not allowed once the Opponent has opened their second bottle', () => {
      expect(fiveRoll(anarchist(`${FIVE} s 3/7`)).phase).toBe('roll');
    });

    it('is not allowed under Stop-it Frank (kendal: false)', () => {
      expect(fiveRoll(anarchist(`${FIVE} s 3/13`, { kendal: false })).phase).toBe('roll');
    });
  });
});

describe('anarchist slashing', () => {
  // a7 g7 c5 c1 (North), d4 b3 f2 (South). b1 and e2 are spots; c1 is not.
  const SLASH = 'n5n/7/2n4/3s3/1s5/5s1/2n4';

  it('lets the mover drink a glass a move of this roll left on a spot; nobody refills it', () => {
    const s = play(anarchist(SLASH), roll(2, 1), mv('b3', 'b1'));
    play(s, slash('b1'));
    expect(reasonIllegal(s, { type: 'move.undo' })).toBe('that glass has been drunk');
    expect(reasonIllegal(s, slash('b1'))).toBe('that glass is already empty');
    play(s, mv('f2', 'e2'));
    expect(s.phase).toBe('roll');
    expect(reasonIllegal(s, slash('d4'))).toBe('only a glass this roll moved onto the spot can be slashed');
    expect(reasonIllegal(s, slash('c1'))).toBe('only a glass on an anarchy spot can be slashed');
    play(s, slash('e2'));
    expect(boardOf(s)).toEqual(['a7:n', 'b1:o', 'c1:n', 'c5:n', 'd4:s', 'e2:o', 'g7:n']);
    expect(s.drunk).toEqual([2, 0, 0]);
    expect(s.stake).toEqual([13, 12]);
    expect(s.tally.slashes).toBe(2);
    expect(s.phase).toBe('roll');
    // The next roll closes the chance.
    play(s, roll(3, 1));
    expect(reasonIllegal(s, slash('e2'))).toBe('only a glass this roll moved onto the spot can be slashed');
  });

  it('is an anarchist rule only', () => {
    const s = play(fromPosition('nnn4/7/7/3o3/7/7/4sss'), roll(2, 1), mv('e1', 'e3'), mv('g1', 'g2'));
    expect(reasonIllegal(s, slash('e3'))).toBe('slashing is an anarchist rule');
  });

  it('counts emptying every glass by slashing as a line: the Opponent fills all but one and the glasses go back to the spots', () => {
    // Only b3 is full; it slashes on b1.
    const s = play(anarchist('o5o/7/2o4/3o3/1s5/5o1/2o4'), roll(2, 1), mv('b3', 'b1'), mv('f2', 'e2'));
    play(s, slash('b1'));
    expect(s.phase).toBe('refill');
    expect(s.filler).toBe(1);
    play(s, { type: 'glasses.refill' });
    expect(boardOf(s)).toEqual(['a3:n', 'b1:n', 'c6:n', 'd4:o', 'e2:n', 'f7:n', 'g5:n']);
    expect(s.stake).toEqual([15, 10]);
    expect(s.drunk).toEqual([1, 0, 0]);
    expect(s.phase).toBe('initiative');
    expect(shotsBalance(s)).toBe(true);
  });
});

describe('anarchist passing and the end of the game', () => {
  // Every glass inside b2..f6 (so a 6 cannot be moved) and the centre glass empty.
  const INNER = '7/1s3n1/7/2sos2/7/1n3n1/7';

  it('has the new Player fill every empty glass when the dice pass', () => {
    const s = play(anarchist(INNER), roll(6, 5), { type: 'dice.pass' });
    expect(boardOf(s)).toContain('d4:n');
    expect(s.stake).toEqual([13, 12]);
    expect(s.phase).toBe('roll');
    expect(s.player).toBe(1);
  });

  it('ends the game when the new Player cannot fill; the winner may courtesy-fill to play on', () => {
    const s = play(anarchist(`${INNER} s 13/0`), roll(6, 5), { type: 'dice.pass' });
    expect(s.phase).toBe('toastRound');
    expect(s.result).toMatchObject({ winner: 0, draw: false, reason: 'North could not fill the empty glasses on taking the dice' });
    expect(s.shortfall).toEqual({ side: 1, glasses: [s.at[sq('d4')]], resume: { phase: 'roll', player: 1 } });
    play(s, { type: 'courtesy.fill' });
    expect(boardOf(s)).toContain('d4:s');
    expect(s.stake).toEqual([12, 0]);
    expect(s.result).toBeNull();
    expect(s.phase).toBe('roll');
    expect(s.player).toBe(1);
    expect(s.tally.courtesyFills).toBe(1);
  });

  it('ends with the toast round when the winner does not courtesy-fill', () => {
    const s = play(anarchist(`${INNER} s 13/0`), roll(6, 5), { type: 'dice.pass' }, { type: 'toast.raise' });
    expect(s.phase).toBe('over');
    expect(s.result?.winner).toBe(0);
    expect(boardOf(s).every((g) => g.endsWith(':o'))).toBe(true);
    expect(s.stake).toEqual([12, 0]); // the winner filled the empty glass for the toast
    expect(() => play(s, roll(1, 2))).toThrow(IllegalAction);
  });

  it('ends the game when the initiative winner cannot fill the centre glass after a line', () => {
    // North has exactly the five shots the refill takes.
    const s = play(anarchist('7/7/3s3/7/5s1/7/sssss2 s 9/5'), roll(2, 1), mv('f3', 'f1'), mv('d5', 'e5'));
    play(s, { type: 'pull.take', line: [sq('a1'), sq('b1'), sq('c1'), sq('d1'), sq('e1'), sq('f1')] });
    play(s, { type: 'pull.share', opponent: 0, spectators: 0 }, { type: 'glasses.refill' });
    expect(s.phase).toBe('initiative');
    expect(s.stake).toEqual([9, 0]);
    play(s, { type: 'initiative.roll', dice: [1, 4] }, { type: 'centre.fill' });
    expect(s.phase).toBe('toastRound');
    expect(s.result).toMatchObject({ winner: 0, reason: 'North could not fill the centre glass' });
    play(s, { type: 'courtesy.fill' });
    expect(boardOf(s)).toContain('d4:s');
    expect(s.phase).toBe('roll');
    expect(s.player).toBe(1);
  });

  it('ends the game when the Opponent cannot fill after a line; a courtesy fill goes on to the spots and the initiative', () => {
    const s = play(anarchist('7/7/3s3/7/5s1/7/sssss2 s 9/3'), roll(2, 1), mv('f3', 'f1'), mv('d5', 'e5'));
    play(s, { type: 'pull.take', line: [sq('a1'), sq('b1'), sq('c1'), sq('d1'), sq('e1'), sq('f1')] });
    play(s, { type: 'pull.share', opponent: 0, spectators: 0 });
    play(s, { type: 'glasses.refill' });
    expect(s.phase).toBe('toastRound');
    expect(s.result).toMatchObject({ winner: 0, reason: 'North could not refill the pulled glasses' });
    expect(s.stake).toEqual([9, 0]);
    expect(s.shortfall?.glasses).toHaveLength(2);
    expect(s.shortfall?.resume).toEqual({ phase: 'initiative', player: 1 });
    play(s, { type: 'courtesy.fill' });
    expect(s.stake).toEqual([7, 0]);
    expect(s.phase).toBe('initiative');
    // North filled three of the five, South the last two; the still-empty glass is on d4.
    expect(boardOf(s)).toEqual(['a3:n', 'b1:s', 'c6:s', 'd4:o', 'e2:n', 'f7:s', 'g5:n']);
    expect(shotsBalance(s)).toBe(true);
  });
});
