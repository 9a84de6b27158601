/**
 * The powell rule set (the default), rule by rule, on hand-built positions.
 *
 * Positions are written in the engine's notation (see notation.ts): rank 7 first, files a..g,
 * `s`/`n` a full glass poured by South/North, `o` an empty glass, digits empty squares, then who holds
 * the dice and the stakes left.
 */
import { describe, expect, it } from 'vitest';
import {
  IllegalAction,
  apply,
  applyInPlace,
  cloneState,
  crossbowRank,
  isKendal,
  isSkunked,
  legalChoices,
  legalMoves,
  legalPairs,
  minimumPull,
  moveFrom,
  moveTo,
  mugginsChoices,
  passReason,
  pullableLines,
  reasonIllegal,
  shotsBalance,
  squareName,
  standingLines,
  type Action,
  type GameState,
  type RuleOptions,
} from '../src/index.ts';
import { boardOf, fromPosition, mv, play, roll, sq } from './helpers.ts';

/** A Queen's Number none of the rolls below make, unless a test is about her. */
const NO_QUEEN = 9;

/** A powell game from a position, with a Queen's Number of 9 unless given. */
const game = (position: string, queen = NO_QUEEN, options: RuleOptions = {}): GameState => fromPosition(position, { queen, options });

/** The legal moves now, as "a7-a5", sorted. */
const moveNames = (s: GameState): string[] =>
  legalMoves(s)
    .map((m) => `${squareName(moveFrom(m))}-${squareName(moveTo(m))}`)
    .sort();

/** A line as square names. */
const lineNames = (squares: readonly number[]): string[] => squares.map(squareName);

/** pull.take for squares named "a3 b3 ...". */
const take = (names: string): Action => ({ type: 'pull.take', line: names.split(' ').map(sq) });

/** Apply an action that must be refused; check the reason and that nothing changed. */
function refused(s: GameState, a: Action, why: string): void {
  expect(reasonIllegal(s, a)).toBe(why);
  const before = JSON.stringify(s);
  expect(() => apply(s, a)).toThrow(IllegalAction);
  expect(() => apply(s, a)).toThrow(`${a.type}: ${why}`);
  expect(() => applyInPlace(s, a)).toThrow(IllegalAction);
  expect(JSON.stringify(s)).toBe(before);
}

/**
 * Position A: one glass on each rank but one, so every glass has a different reach.
 *
 *   7  n . . . . . .      a7 n (can go down 6)
 *   6  . . . . . . s      g6 s (up 1, down 5)
 *   5  . n . . . . .      b5 n (up 2, down 4)
 *   4  . . o . . . .      c4 o (up 3, down 3), empty
 *   3  . . . . . s .      f3 s (up 4, down 2)
 *   2  . . . n . . .      d2 n (up 5, down 1)
 *   1  . . . . s . .      e1 s (up 6)
 */
const A = 'n6/6s/1n5/2o4/5s1/3n3/4s2';

/**
 * Position L: four glasses on rank 3, e1 two below the fifth square.
 *
 *   7  . . . . . n n
 *   3  s s n n . . .
 *   1  . . . . s . .
 */
const L = '5nn/7/7/7/ssnn3/7/4s2';

describe('powell moves', () => {
  it('moves a glass along its own file only, exactly the die count, staying on the board', () => {
    const s = play(game(A), roll(2, 4));
    expect(s.phase).toBe('moving');
    // Each glass up or down its file by 2 or by 4, where the board allows: a7 only down, e1 only up,
    // c4 cannot go 4 either way, g6 cannot go up 2.
    expect(moveNames(s)).toEqual([
      'a7-a3',
      'a7-a5',
      'b5-b1',
      'b5-b3',
      'b5-b7',
      'c4-c2',
      'c4-c6',
      'd2-d4',
      'd2-d6',
      'e1-e3',
      'e1-e5',
      'f3-f1',
      'f3-f5',
      'f3-f7',
      'g6-g2',
      'g6-g4',
    ]);
    refused(s, mv('a7', 'c7'), 'a glass moves only along its own file');
    refused(s, mv('b5', 'd7'), 'a glass moves only along its own file');
    refused(s, mv('a7', 'a4'), 'that is 3 squares; the dice show 2 and 4');
    refused(s, mv('e1', 'e2'), 'that is 1 squares; the dice show 2 and 4');
    refused(s, mv('a1', 'a3'), 'there is no glass on that square');
    refused(s, { type: 'glass.move', from: sq('a7'), to: 49 }, 'from and to must be squares');
  });

  it('moves two different glasses, one per die: dice never combine on one glass', () => {
    const s = play(game(A), roll(2, 4), mv('a7', 'a5'));
    expect(s.moves).toHaveLength(1);
    expect(s.moves[0]).toMatchObject({ from: sq('a7'), to: sq('a5'), die: 0 });
    refused(s, mv('a5', 'a1'), 'that glass has already moved for this roll');
    refused(s, mv('b5', 'b7'), 'that is 2 squares; the die left shows 4');
    // The second move uses the die that is left: only 4s, and not the glass already moved.
    expect(moveNames(s)).toEqual(['b5-b1', 'd2-d6', 'e1-e5', 'f3-f7', 'g6-g2']);
    play(s, mv('e1', 'e5'));
    expect(boardOf(s)).toEqual(['a5:n', 'b5:n', 'c4:o', 'd2:n', 'e5:s', 'f3:s', 'g6:s']);
    expect(s.phase).toBe('roll');
    expect(s.player).toBe(0);
    // Every legal pair moves two different glasses.
    const t = play(game(A), roll(3, 3));
    for (const p of legalPairs(t)) expect(p.first.from).not.toBe(p.second.from);
  });

  it('needs both dice: a first move that would leave the other die unplayable is refused', () => {
    // a1 is the only glass that can go 6; the others, on rank 4, can go 2 (up to 3 either way).
    const s = play(game('7/7/7/1ssonnn/7/7/s6'), roll(6, 2));
    expect(s.phase).toBe('moving');
    refused(s, mv('a1', 'a3'), 'then the other die could not be used: both dice must move');
    expect(moveNames(s)).toContain('a1-a7');
    expect(moveNames(s)).toContain('b4-b6');
    expect(moveNames(s)).not.toContain('a1-a3');
    play(s, mv('b4', 'b6'));
    expect(moveNames(s)).toEqual(['a1-a7']);
  });

  it('a roll that cannot use both dice moves nothing and the dice pass', () => {
    // Only a1 can move 4 or 6 (rank 4 reaches 3 at most): one glass cannot take both dice.
    const s = play(game('7/7/7/1ssonnn/7/7/s6'), roll(4, 6));
    expect(s.phase).toBe('passing');
    expect(legalPairs(s)).toEqual([]);
    expect(passReason(s)).toBe('stuck');
    const board = boardOf(s);
    refused(s, mv('a1', 'a6'), 'no roll is waiting to be moved');
    refused(s, roll(1, 2), 'it is not time to roll');
    expect(legalChoices(s)).toEqual([{ type: 'dice.pass' }]);
    play(s, { type: 'dice.pass' });
    expect(s.phase).toBe('roll');
    expect(s.player).toBe(1);
    expect(s.dice).toBeNull();
    expect(boardOf(s)).toEqual(board);
    expect(s.tally).toMatchObject({ rolls: 1, stuck: 1, passes: 0 });
  });

  it('7 and 11 pass the dice at once; 12 does not', () => {
    for (const dice of [
      [3, 4],
      [1, 6],
      [5, 6],
    ] as const) {
      const s = play(game(A), roll(dice[0], dice[1]));
      expect(s.phase).toBe('passing');
      expect(passReason(s)).toBe('pass');
      play(s, { type: 'dice.pass' });
      expect(s).toMatchObject({ phase: 'roll', player: 1 });
      expect(s.tally).toMatchObject({ passes: 1, stuck: 0 });
      expect(boardOf(s)).toEqual(boardOf(game(A)));
    }
    // Boxcars: a7 and e1 can each go 6.
    const s = play(game(A), roll(6, 6));
    expect(s.phase).toBe('moving');
    expect(moveNames(s)).toEqual(['a7-a1', 'e1-e7']);
  });

  it('refuses to roll before both moves are made, and to pass when the dice do not pass', () => {
    const s = play(game(A), roll(2, 4));
    refused(s, roll(1, 2), 'make both moves before rolling again');
    refused(s, { type: 'dice.pass' }, 'the dice do not pass now');
    refused(s, roll(0, 7), 'dice must be two faces, 1 to 6');
  });

  it('takes back the first move of a roll (move.undo), but not the second', () => {
    const s = play(game(A), roll(2, 4), mv('a7', 'a5'));
    expect(s.movedMask).not.toBe(0);
    play(s, { type: 'move.undo' });
    expect(boardOf(s)).toEqual(boardOf(game(A)));
    expect(s.moves).toEqual([]);
    expect(s.movedMask).toBe(0);
    expect(s.phase).toBe('moving');
    refused(s, { type: 'move.undo' }, 'only the first move of a roll can be taken back, before the second is made');
    // After the undo the roll can be played another way.
    play(s, mv('a7', 'a3'), mv('e1', 'e3'));
    expect(boardOf(s)).toContain('a3:n');
    refused(s, { type: 'move.undo' }, 'only the first move of a roll can be taken back, before the second is made');
  });

  it('an undo keeps a glass marked as moved when it moved earlier in the turn', () => {
    const s = play(game(A), roll(2, 4), mv('a7', 'a5'), mv('e1', 'e5'), roll(1, 2));
    const aBit = 1 << s.at[sq('a5')];
    play(s, mv('a5', 'a4'));
    play(s, { type: 'move.undo' });
    expect(s.movedMask & aBit).toBe(aBit);
    expect(boardOf(s)).toContain('a5:n');
  });
});

describe("powell Queen's Number, automatic calling", () => {
  it('toasts first: the Player drinks, the glass goes to the Opponent’s baseline in its file, the Opponent refills; then the same roll is moved', () => {
    const s = play(game(A, 6), roll(2, 4));
    expect(s.phase).toBe('queenToast');
    refused(s, mv('a7', 'a5'), 'no roll is waiting to be moved');
    refused(s, { type: 'queen.toast', square: sq('a1') }, 'pick a square with a glass on it');
    refused(s, { type: 'queen.toast', square: sq('e1'), to: sq('e6') }, "the Queen's glass goes to the Opponent's baseline, in its own file");
    play(s, { type: 'queen.toast', square: sq('e1') });
    // South drank its own shot from e1; the glass stands on e7 now, filled by North.
    expect(boardOf(s)).toEqual(['a7:n', 'b5:n', 'c4:o', 'd2:n', 'e7:n', 'f3:s', 'g6:s']);
    expect(s.drunk).toEqual([1, 0, 0]);
    expect(s.stake).toEqual([13, 12]);
    expect(s.phase).toBe('moving');
    expect(s.player).toBe(0);
    expect(s.dice).toEqual([2, 4]);
    expect(s.tally).toMatchObject({ rolls: 1, queenToasts: 1 });
    // The roll is moved from the new board: e7 can now go down.
    expect(moveNames(s)).toContain('e7-e5');
    expect(moveNames(s)).toContain('e7-e3');
    expect(moveNames(s)).not.toContain('e1-e3');
    expect(shotsBalance(s)).toBe(true);
  });

  it('any glass may be toasted, an Opponent’s one or one on a baseline (it stays on that baseline)', () => {
    const s = play(game(A, 6), roll(2, 4), { type: 'queen.toast', square: sq('a7') });
    expect(boardOf(s)).toContain('a7:n');
    expect(s.drunk).toEqual([1, 0, 0]);
    expect(s.stake).toEqual([13, 12]);
    // Toasting the empty glass gives nothing to drink, and it is still the Opponent’s to fill.
    const t = play(game(A, 6), roll(2, 4), { type: 'queen.toast', square: sq('c4') });
    expect(boardOf(t)).toContain('c7:n');
    expect(t.drunk).toEqual([0, 0, 0]);
    expect(t.stake).toEqual([13, 12]);
  });

  it('the roll is judged on the board the toast leaves: a roll stuck before the toast may be movable after it', () => {
    // Queen 10, rolled 4-6: only a1 reaches 4 or 6, so the roll alone would be stuck.
    const s = play(game('7/7/7/1ssonnn/7/7/s6', 10), roll(4, 6));
    expect(s.phase).toBe('queenToast');
    // b4 goes to b7, from where it can go down 4 or 6: now two glasses share the dice.
    play(s, { type: 'queen.toast', square: sq('b4') });
    expect(s.phase).toBe('moving');
    expect(
      legalPairs(s)
        .map((p) => [squareName(p.first.from) + squareName(p.first.to), squareName(p.second.from) + squareName(p.second.to)].sort().join(' '))
        .sort(),
    ).toEqual(['a1a5 b7b1', 'a1a7 b7b3']);
    // Toasting a glass that does not help leaves it stuck: the dice pass.
    const t = play(game('7/7/7/1ssonnn/7/7/s6', 10), roll(4, 6), { type: 'queen.toast', square: sq('a1') });
    expect(t.phase).toBe('passing');
  });

  it('the Queen’s glass is never lost: when the Opponent cannot fill it the Player does', () => {
    const s = play(game(`${A} s 13/0`, 6), roll(2, 4), { type: 'queen.toast', square: sq('e1') });
    expect(boardOf(s)).toContain('e7:s');
    expect(s.stake).toEqual([12, 0]);
    expect(s.phase).toBe('moving');
    expect(s.result).toBeNull();
  });

  it('when nobody can fill the Queen’s glass the game is a draw', () => {
    const s = play(game(`${A} s 0/0`, 6), roll(2, 4));
    // From a position, shots poured but no longer in a glass count as drunk by the other side.
    expect(s.drunk).toEqual([13, 13, 0]);
    play(s, { type: 'queen.toast', square: sq('e1') });
    expect(s.phase).toBe('toastRound');
    expect(s.result).toEqual({ winner: null, draw: true, skunk: false, royalSkunk: false, reason: "nobody had a shot left to fill the Queen's glass" });
    refused(s, { type: 'courtesy.fill' }, 'there is nothing to fill');
    play(s, { type: 'toast.raise' });
    expect(s.phase).toBe('over');
    // The five full glasses left are raised and drunk by the table.
    expect(s.drunk).toEqual([14, 13, 5]);
  });
});

describe("powell Queen's Number, manual calling", () => {
  const manual: RuleOptions = { queenCall: 'manual' };

  it('the Player calls before moving: the toast, then the roll', () => {
    const s = play(game(A, 6, manual), roll(2, 4));
    expect(s.phase).toBe('moving');
    expect(s.queenPending).toBe(true);
    expect(s.mugginsOpen).toBe(false);
    expect(legalChoices(s)).toContainEqual({ type: 'queen.call' });
    play(s, { type: 'queen.call' });
    expect(s.phase).toBe('queenToast');
    expect(s.queenPending).toBe(false);
    play(s, { type: 'queen.toast', square: sq('g6') });
    expect(boardOf(s)).toContain('g7:n');
    expect(s.phase).toBe('moving');
    expect(s.dice).toEqual([2, 4]);
    refused(s, { type: 'queen.call' }, "no Queen's Number is waiting to be called");
  });

  it('moving without calling opens muggins: the Opponent’s call takes the move back, drinks, the glass goes to the Player’s baseline and the Player fills it', () => {
    const s = play(game(A, 6, manual), roll(2, 4), mv('a7', 'a5'));
    expect(s.mugginsOpen).toBe(true);
    refused(s, { type: 'queen.call' }, 'too late: a glass has moved, the muggins window is open');
    refused(s, { type: 'queen.muggins', square: sq('a1') }, 'pick a square with a glass on it');
    expect(mugginsChoices(s)).toHaveLength(7);
    play(s, { type: 'queen.muggins', square: sq('g6') });
    // a5 went back to a7; North drank South's g6, the glass went to g1 and South filled it.
    expect(boardOf(s)).toEqual(['a7:n', 'b5:n', 'c4:o', 'd2:n', 'e1:s', 'f3:s', 'g1:s']);
    expect(s.drunk).toEqual([0, 1, 0]);
    expect(s.stake).toEqual([12, 13]);
    expect(s).toMatchObject({ phase: 'moving', player: 0, dice: [2, 4], moves: [], movedMask: 0, mugginsOpen: false, queenPending: false });
    expect(s.tally.mugginsCalls).toBe(1);
    // The Player moves the same roll again, and no window opens this time.
    play(s, mv('a7', 'a5'));
    expect(s.mugginsOpen).toBe(false);
    play(s, mv('g1', 'g5'));
    expect(s.phase).toBe('roll');
    expect(shotsBalance(s)).toBe(true);
  });

  it('taking the first move back does not make the call timely again, nor close the muggins window', () => {
    // Queen 8, roll 5+3, d2 up to d7 without calling, then the move taken back.
    const s = play(game(A, 8, manual), roll(5, 3), mv('d2', 'd7'));
    expect(s.mugginsOpen).toBe(true);
    play(s, { type: 'move.undo' });
    expect(s).toMatchObject({ phase: 'moving', moves: [], mugginsOpen: true, queenPending: true });
    refused(s, { type: 'queen.call' }, 'too late: a glass has moved, the muggins window is open');
    refused(s, { type: 'queen.treason', square: sq('g6') }, 'treason is called only in da-gucci; here the Opponent calls queen.muggins');
    expect(legalChoices(s)).not.toContainEqual({ type: 'queen.call' });
    expect(mugginsChoices(s)).toHaveLength(7);
    // The Opponent's call still stands: nothing is left to take back, North drinks, South fills on g1.
    play(s, { type: 'queen.muggins', square: sq('g6') });
    expect(boardOf(s)).toEqual(['a7:n', 'b5:n', 'c4:o', 'd2:n', 'e1:s', 'f3:s', 'g1:s']);
    expect(s).toMatchObject({ phase: 'moving', mugginsOpen: false, queenPending: false, dice: [5, 3] });
    expect(shotsBalance(s)).toBe(true);
  });

  it('a muggins glass is a Queen’s glass (our reading): when the Player cannot fill it the Opponent does, and nobody loses', () => {
    const s = play(game(`${A} s 0/13`, 6, manual), roll(2, 4), mv('a7', 'a5'), { type: 'queen.muggins', square: sq('g6') });
    expect(boardOf(s)).toContain('g1:n');
    expect(s.stake).toEqual([0, 12]);
    expect(s.result).toBeNull();
    expect(s.phase).toBe('moving');
  });

  it('muggins after both moves sends both glasses back', () => {
    const s = play(game(A, 6, manual), roll(2, 4), mv('a7', 'a5'), mv('e1', 'e5'));
    expect(s.phase).toBe('roll');
    expect(s.mugginsOpen).toBe(true);
    refused(s, { type: 'queen.call' }, 'too late: a glass has moved, the muggins window is open');
    // The Opponent may pick a glass that moved: it goes back first, then to the Player's baseline.
    play(s, { type: 'queen.muggins', square: sq('a5') });
    expect(boardOf(s)).toEqual(['a1:s', 'b5:n', 'c4:o', 'd2:n', 'e1:s', 'f3:s', 'g6:s']);
    expect(s.drunk).toEqual([0, 1, 0]);
    expect(s.stake).toEqual([12, 13]);
    expect(s.phase).toBe('moving');
    expect(s.dice).toEqual([2, 4]);
  });

  it('the window closes on the next roll', () => {
    const s = play(game(A, 6, manual), roll(2, 4), mv('a7', 'a5'), mv('e1', 'e5'), roll(1, 2));
    expect(s.mugginsOpen).toBe(false);
    refused(s, { type: 'queen.muggins', square: sq('a5') }, 'the muggins window is not open');
    expect(mugginsChoices(s)).toEqual([]);
  });

  it('the window closes when the dice pass', () => {
    const s = play(game(A, 6, manual), roll(2, 4), mv('a7', 'a5'), mv('e1', 'e5'), roll(3, 4));
    expect(s.phase).toBe('passing');
    expect(s.mugginsOpen).toBe(false);
    refused(s, { type: 'queen.muggins', square: sq('a5') }, 'the muggins window is not open');
    play(s, { type: 'dice.pass' });
    expect(s.mugginsOpen).toBe(false);
    refused(s, { type: 'queen.muggins', square: sq('a5') }, 'the muggins window is not open');
  });

  it('the window stays open at the pull decision and closes when a pull is declared', () => {
    // e1-e3 makes a3..e3; g7-g3 is the other die.
    const s = play(game(L, 6, manual), roll(2, 4), mv('e1', 'e3'), mv('g7', 'g3'));
    expect(s.phase).toBe('pullDecision');
    expect(s.mugginsOpen).toBe(true);
    const called = play(cloneState(s), { type: 'queen.muggins', square: sq('c3') });
    // Muggins before the pull: both moves go back and the line is gone.
    expect(boardOf(called)).toEqual(['a3:s', 'b3:s', 'c1:s', 'd3:n', 'e1:s', 'f7:n', 'g7:n']);
    expect(called.phase).toBe('moving');
    play(s, take('a3 b3 c3 d3 e3'));
    expect(s.mugginsOpen).toBe(false);
    refused(s, { type: 'queen.muggins', square: sq('g3') }, 'the muggins window is not open');
  });

  it('a Queen’s roll that passes (Queen 11, variant) can still be called before the dice pass', () => {
    const s = play(game('7/7/7/1ssonnn/7/7/s6', 11, { ...manual, queenMayPass: true }), roll(5, 6));
    expect(s.phase).toBe('passing');
    expect(s.queenPending).toBe(true);
    play(s, { type: 'queen.call' }, { type: 'queen.toast', square: sq('a1') });
    expect(boardOf(s)).toContain('a7:n');
    expect(s.phase).toBe('passing');
  });
});

describe('powell lines', () => {
  it('5 contiguous glasses on an inner rank made this turn can be pulled', () => {
    const s = play(game(L), roll(2, 1), mv('e1', 'e3'), mv('g7', 'g6'));
    expect(s.phase).toBe('pullDecision');
    const lines = pullableLines(s);
    expect(lines.map((l) => ({ squares: lineNames(l.squares), kind: l.kind }))).toEqual([{ squares: ['a3', 'b3', 'c3', 'd3', 'e3'], kind: 'rank' }]);
    expect(legalChoices(s)).toEqual([{ type: 'pull.take', line: [sq('a3'), sq('b3'), sq('c3'), sq('d3'), sq('e3')] }, { type: 'pull.decline' }]);
  });

  it('the inner ranks are 2 to 6: lines on rank 2 and on rank 6 count', () => {
    // a2..d2 and e1-e2; a6..d6 and e1-e6.
    const two = play(game('5nn/7/7/7/7/ssnn3/4s2'), roll(1, 2), mv('e1', 'e2'), mv('g7', 'g5'));
    expect(pullableLines(two).map((l) => lineNames(l.squares))).toEqual([['a2', 'b2', 'c2', 'd2', 'e2']]);
    const six = play(game('5nn/ssnn3/7/7/7/7/4s2'), roll(5, 1), mv('e1', 'e6'), mv('g7', 'g6'));
    // g6 is not joined to the five: f6 is empty.
    expect(pullableLines(six).map((l) => lineNames(l.squares))).toEqual([['a6', 'b6', 'c6', 'd6', 'e6']]);
  });

  it('four in a row, or five with a gap, is no line', () => {
    // a3 b3 c3 d3 + f3: a gap on e3.
    const s = play(game(L), roll(2, 4), mv('g7', 'g5'), mv('f7', 'f3'));
    expect(s.phase).toBe('roll');
    expect(standingLines(s, 5)).toEqual([]);
    expect(standingLines(s, 4).map((l) => lineNames(l.squares))).toEqual([['a3', 'b3', 'c3', 'd3']]);
  });

  it('never on a baseline: five on rank 1 or rank 7 is no line', () => {
    // a1 b1 c1 d1 on South's baseline; e3 comes down to e1.
    const s = play(game('5nn/7/7/7/4s2/7/ssnn3'), roll(2, 1), mv('e3', 'e1'), mv('g7', 'g6'));
    expect(boardOf(s).filter((b) => b.endsWith('1:s') || b.endsWith('1:n'))).toHaveLength(5);
    expect(s.phase).toBe('roll');
    expect(standingLines(s, 5)).toEqual([]);
    const n = play(game('ssnn3/4s2/7/7/7/7/5nn'), roll(1, 2), mv('e6', 'e7'), mv('g1', 'g3'));
    expect(n.phase).toBe('roll');
    expect(standingLines(n, 5)).toEqual([]);
  });

  it('six or seven in a row pull as one line, the whole run (our reading: the run is pulled as it stands)', () => {
    // a3..d3, then e1-e3 and f7-f3 make six.
    const s = play(game(L), roll(2, 4), mv('e1', 'e3'), mv('f7', 'f3'));
    expect(pullableLines(s).map((l) => lineNames(l.squares))).toEqual([['a3', 'b3', 'c3', 'd3', 'e3', 'f3']]);
    refused(s, take('a3 b3 c3 d3 e3'), 'those squares are not a line that can be pulled');
    play(s, take('f3 e3 d3 c3 b3 a3'));
    expect(s.phase).toBe('sharing');
    expect(s.pull).toEqual({ line: ['a3', 'b3', 'c3', 'd3', 'e3', 'f3'].map(sq), shots: 6 });
  });

  it('a line standing since an earlier turn cannot be pulled by moves that do not touch it', () => {
    // a3..e3 stand from before this turn; f and g move elsewhere.
    const s = play(game('5nn/7/7/7/ssnns2/7/7'), roll(1, 2), mv('f7', 'f6'), mv('g7', 'g5'));
    expect(s.phase).toBe('roll');
    expect(standingLines(s, 5).map((l) => lineNames(l.squares))).toEqual([['a3', 'b3', 'c3', 'd3', 'e3']]);
    expect(pullableLines(s)).toEqual([]);
    refused(s, take('a3 b3 c3 d3 e3'), 'no line can be pulled now');
    // A glass moved onto it makes it pullable (now six long).
    play(s, roll(3, 1), mv('f6', 'f3'), mv('g5', 'g6'));
    expect(s.phase).toBe('pullDecision');
    expect(pullableLines(s).map((l) => lineNames(l.squares))).toEqual([['a3', 'b3', 'c3', 'd3', 'e3', 'f3']]);
  });

  it('a line made earlier in the same turn can be pulled after a later roll; not in the next turn', () => {
    const s = play(game(L), roll(2, 1), mv('e1', 'e3'), mv('g7', 'g6'), { type: 'pull.decline' });
    expect(s.phase).toBe('roll');
    // The next roll of the same turn moves glasses away from the line: e3 moved this turn, so it counts.
    play(s, roll(1, 2), mv('g6', 'g5'), mv('f7', 'f5'));
    expect(s.phase).toBe('pullDecision');
    expect(pullableLines(s).map((l) => lineNames(l.squares))).toEqual([['a3', 'b3', 'c3', 'd3', 'e3']]);
    // Decline again and pass: in North's turn the same line is not North's to pull.
    play(s, { type: 'pull.decline' }, roll(3, 4), { type: 'dice.pass' });
    expect(s.player).toBe(1);
    play(s, roll(1, 2), mv('g5', 'g4'), mv('f5', 'f7'));
    expect(s.phase).toBe('roll');
    expect(standingLines(s, 5)).toHaveLength(1);
    expect(pullableLines(s)).toEqual([]);
  });
});

describe('powell pulls', () => {
  /** L after e1-e3 and g7-g6: a3..e3 to pull, South's turn. */
  const atPull = (stakes = ''): GameState => play(game(`${L}${stakes}`), roll(2, 1), mv('e1', 'e3'), mv('g7', 'g6'));

  it('pull.decline plays on: the Player rolls again', () => {
    const s = play(atPull(), { type: 'pull.decline' });
    expect(s).toMatchObject({ phase: 'roll', player: 0 });
    refused(s, { type: 'pull.decline' }, 'no line can be pulled now');
  });

  it('the Player drinks at least half rounded up and shares the rest; the glasses go to the Opponent’s baseline; the Opponent refills and takes the dice', () => {
    const s = play(atPull(), take('a3 b3 c3 d3 e3'));
    expect(s.phase).toBe('sharing');
    expect(s.pull?.shots).toBe(5);
    // Of 5 shots the Player keeps 3 or more: 6 ways to hand out the other 2.
    expect(legalChoices(s)).toHaveLength(6);
    refused(s, { type: 'pull.share', opponent: 3, spectators: 0 }, 'the Player must drink at least 3 of the 5');
    refused(s, { type: 'pull.share', opponent: 1, spectators: 2 }, 'the Player must drink at least 3 of the 5');
    refused(s, { type: 'pull.share', opponent: 6, spectators: 0 }, 'only 5 shots were pulled');
    refused(s, { type: 'pull.share', opponent: -1, spectators: 0 }, 'shares must be whole numbers, 0 or more');
    play(s, { type: 'pull.share', opponent: 1, spectators: 1 });
    expect(s.drunk).toEqual([3, 1, 1]);
    expect(s.phase).toBe('refill');
    // Emptied, on North's baseline in their own files.
    expect(boardOf(s)).toEqual(['a7:o', 'b7:o', 'c7:o', 'd7:o', 'e7:o', 'f7:n', 'g6:n']);
    expect(legalChoices(s)).toEqual([{ type: 'glasses.refill' }]);
    refused(s, { type: 'glasses.refill', square: sq('a1') }, 'the glasses are refilled where they stand: no square to name');
    play(s, { type: 'glasses.refill' });
    expect(boardOf(s)).toEqual(['a7:n', 'b7:n', 'c7:n', 'd7:n', 'e7:n', 'f7:n', 'g6:n']);
    expect(s.stake).toEqual([13, 7]);
    expect(s).toMatchObject({ phase: 'roll', player: 1, pull: null, movedMask: 0 });
    expect(s.tally.pulls[5]).toBe(1);
    expect(shotsBalance(s)).toBe(true);
  });

  it('an empty glass in the line gives no shot; the share is counted on the full ones', () => {
    // d3 is empty: 4 shots, the Player keeps at least 2.
    const s = play(game('5nn/7/7/7/ssno3/7/4s2'), roll(2, 1), mv('e1', 'e3'), mv('g7', 'g6'), take('a3 b3 c3 d3 e3'));
    expect(s.pull?.shots).toBe(4);
    refused(s, { type: 'pull.share', opponent: 3, spectators: 0 }, 'the Player must drink at least 2 of the 4');
    play(s, { type: 'pull.share', opponent: 0, spectators: 2 });
    expect(s.drunk).toEqual([2, 0, 2]);
  });

  it('the loser is who cannot fill a glass they owe: partial fills, then the toast round', () => {
    // North has 2 shots left for 5 glasses; South never opened a second bottle nor poured past the opening.
    const s = play(atPull(' s 13/2'), take('a3 b3 c3 d3 e3'), { type: 'pull.share', opponent: 0, spectators: 0 }, { type: 'glasses.refill' });
    expect(s.phase).toBe('toastRound');
    // North filled two (a7, b7) before running dry.
    expect(boardOf(s)).toEqual(['a7:n', 'b7:n', 'c7:o', 'd7:o', 'e7:o', 'f7:n', 'g6:n']);
    expect(s.stake).toEqual([13, 0]);
    expect(s.result).toEqual({ winner: 0, draw: false, skunk: true, royalSkunk: true, reason: 'North could not refill the pulled glasses' });
    expect(s.shortfall).toMatchObject({ side: 1, resume: { phase: 'roll', player: 1 } });
    expect(s.shortfall?.glasses.map((g) => squareName(s.squareOf[g]))).toEqual(['c7', 'd7', 'e7']);
    expect(legalChoices(s)).toEqual([{ type: 'courtesy.fill' }, { type: 'toast.raise' }]);
    refused(s, roll(1, 2), 'it is not time to roll');
    expect(shotsBalance(s)).toBe(true);
  });

  it('skunk and royal skunk depend on what the winner poured', () => {
    const result = (stakes: string) =>
      play(atPull(stakes), take('a3 b3 c3 d3 e3'), { type: 'pull.share', opponent: 0, spectators: 0 }, { type: 'glasses.refill' }).result;
    // South poured 6 (3 more than the opening 3), still in the first bottle of 8: a skunk, not royal.
    expect(result(' s 10/2')).toMatchObject({ winner: 0, skunk: true, royalSkunk: false });
    // South poured 8: the first bottle is just empty, the second unopened: still a skunk.
    expect(result(' s 8/2')).toMatchObject({ winner: 0, skunk: true, royalSkunk: false });
    // South poured 9: the second bottle is open: no skunk.
    expect(result(' s 7/2')).toMatchObject({ winner: 0, skunk: false, royalSkunk: false });
  });

  it('courtesy.fill: the winner fills the loser’s glasses and the game goes on with the loser to roll', () => {
    const s = play(atPull(' s 13/2'), take('a3 b3 c3 d3 e3'), { type: 'pull.share', opponent: 0, spectators: 0 }, { type: 'glasses.refill' });
    play(s, { type: 'courtesy.fill' });
    expect(boardOf(s)).toEqual(['a7:n', 'b7:n', 'c7:s', 'd7:s', 'e7:s', 'f7:n', 'g6:n']);
    expect(s.stake).toEqual([10, 0]);
    expect(s).toMatchObject({ phase: 'roll', player: 1, result: null, shortfall: null });
    expect(s.tally.courtesyFills).toBe(1);
    expect(shotsBalance(s)).toBe(true);
  });

  it('courtesy.fill needs the winner to have the shots', () => {
    const s = play(atPull(' s 2/2'), take('a3 b3 c3 d3 e3'), { type: 'pull.share', opponent: 0, spectators: 0 }, { type: 'glasses.refill' });
    expect(s.phase).toBe('toastRound');
    refused(s, { type: 'courtesy.fill' }, 'the winner has not got 3 shots to pour');
  });

  it('toast.raise ends the game: the winner fills what they can and the table drinks', () => {
    const s = play(atPull(' s 13/2'), take('a3 b3 c3 d3 e3'), { type: 'pull.share', opponent: 0, spectators: 0 }, { type: 'glasses.refill' });
    // North's 10 shots not on the board count as drunk by South before the game; the pull added 5.
    expect(s.drunk).toEqual([15, 0, 0]);
    play(s, { type: 'toast.raise' });
    expect(s.phase).toBe('over');
    expect(s.stake).toEqual([10, 0]);
    expect(s.drunk).toEqual([15, 0, 7]);
    expect(boardOf(s).every((b) => b.endsWith(':o'))).toBe(true);
    expect(s.result?.winner).toBe(0);
    expect(legalChoices(s)).toEqual([]);
    refused(s, roll(1, 2), 'the game is over');
    refused(s, { type: 'courtesy.fill' }, 'the game is over');
    expect(shotsBalance(s)).toBe(true);
  });

  it('outside their moment, pull and ending actions are refused with a reason', () => {
    const s = play(game(A), roll(2, 4));
    refused(s, take('a3 b3 c3 d3 e3'), 'no line can be pulled now');
    refused(s, { type: 'pull.share', opponent: 0, spectators: 0 }, 'no pull is being shared');
    refused(s, { type: 'glasses.refill' }, 'no glasses are waiting to be refilled');
    refused(s, { type: 'glass.place', square: sq('a1') }, 'no glass is waiting to be placed');
    refused(s, { type: 'courtesy.fill' }, 'the game is not decided');
    refused(s, { type: 'toast.raise' }, 'the game is not decided');
    refused(s, { type: 'queen.toast', square: sq('a7') }, "no Queen's toast is due");
    refused(s, { type: 'queen.call' }, "no Queen's Number is waiting to be called");
    refused(s, { type: 'centre.fill' }, 'the centre glass is not waiting to be filled');
    refused(s, { type: 'glass.slash', square: sq('a7') }, 'slashing is an anarchist rule');
    expect(reasonIllegal(s, { type: 'bogus' } as unknown as Action)).toBe('unknown action "bogus"');
  });

  it('apply leaves its input alone; applyInPlace changes only the state it is given', () => {
    const s = play(game(A), roll(2, 4));
    const before = JSON.stringify(s);
    const next = apply(s, mv('a7', 'a5'));
    expect(JSON.stringify(s)).toBe(before);
    expect(boardOf(next)).toContain('a5:n');
    expect(boardOf(s)).toContain('a7:n');
  });
});

describe('powell Kendal: a skunked Player may pull 4', () => {
  /**
   * a5 b5 c5 on rank 5, d7 two above d5; North to roll. North's stake decides whether North is skunked.
   *
   *   7  . . . n . . .
   *   5  s n n . . . .
   *   1  . . . . n s s
   */
  const K = '3n3/7/snn4/7/7/7/4nss n';

  it('isSkunked (our reading): on the last bottle while the other side has not opened its second', () => {
    // North poured 9 of 16 (second bottle open), South poured 3.
    expect(isSkunked(game(`${K} 13/7`), 1)).toBe(true);
    expect(isSkunked(game(`${K} 13/7`), 0)).toBe(false);
    // North poured 8: the first bottle is empty but the second is not opened yet.
    expect(isSkunked(game(`${K} 13/8`), 1)).toBe(false);
    // South poured 9 too: nobody has an unopened bottle, so nobody is skunked.
    expect(isSkunked(game(`${K} 7/7`), 1)).toBe(false);
    expect(minimumPull(game(`${K} 13/7`), 1)).toBe(4);
    expect(minimumPull(game(`${K} 13/7`), 0)).toBe(5);
  });

  it('a skunked Player pulls a line of 4 (a Kendal); the same four are no line for anyone else', () => {
    const s = play(game(`${K} 13/2`), roll(2, 1), mv('d7', 'd5'), mv('g1', 'g2'));
    expect(s.phase).toBe('pullDecision');
    expect(pullableLines(s).map((l) => lineNames(l.squares))).toEqual([['a5', 'b5', 'c5', 'd5']]);
    expect(isKendal(s.rules, pullableLines(s)[0])).toBe(true);
    play(s, take('a5 b5 c5 d5'));
    expect(s.tally.kendals).toBe(1);
    expect(s.tally.pulls[4]).toBe(1);
    // Once South opened a second bottle too, North is no longer skunked: four is not enough.
    const t = play(game(`${K} 5/2`), roll(2, 1), mv('d7', 'd5'), mv('g1', 'g2'));
    expect(t.phase).toBe('roll');
    expect(pullableLines(t)).toEqual([]);
  });
});

describe('powell crossbow', () => {
  /** Six on rank 4 (a4..f4), the seventh on g1. */
  const X = '7/7/7/ssnnno1/7/7/6s';

  it('crossbowRank finds six on an inner rank with the seventh missing', () => {
    expect(crossbowRank(game(X))).toBe(3);
    expect(crossbowRank(game(A))).toBe(-1);
    expect(crossbowRank(game('7/7/7/7/7/7/sssnnno'))).toBe(-1);
  });

  it('can never become seven in one roll: the other die must move a glass of the six', () => {
    let withG4 = 0;
    for (let d0 = 1; d0 <= 6; d0++) {
      for (let d1 = d0; d1 <= 6; d1++) {
        const s = play(game(X, 12), roll(d0, d1));
        if (d0 + d1 === 7 || d0 + d1 === 11 || d0 + d1 === 12) continue;
        // Rolls the six cannot take (4, 5 or 6 on both dice: rank 4 reaches 3 at most) leave g1 alone
        // with both dice: stuck.
        const stuck = d0 >= 4 && d1 >= 4;
        expect(s.phase).toBe(stuck ? 'passing' : 'moving');
        expect(legalPairs(s).length === 0).toBe(stuck);
        for (const p of legalPairs(s)) {
          const t = play(cloneState(s), { type: 'glass.move', ...p.first }, { type: 'glass.move', ...p.second });
          expect(boardOf(t).filter((b) => b[1] === '4').length).toBeLessThan(7);
          if (p.first.to === sq('g4') || p.second.to === sq('g4')) {
            withG4++;
            // g1 reached g4, so the other move came from the line on rank 4.
            const otherFrom = p.first.to === sq('g4') ? p.second.from : p.first.from;
            expect(Math.floor(otherFrom / 7)).toBe(3);
          }
        }
      }
    }
    // g1 reaches g4 with a 3: rolls 1-3, 2-3, 3-3, 3-5, 3-6 (3-4 passes).
    expect(withG4).toBeGreaterThan(0);
  });
});
