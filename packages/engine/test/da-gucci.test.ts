/**
 * The da-gucci rule set: what it changes from powell. Pass numbers 7, 11 and 12; pulls of six or seven
 * (and the full diagonal); the high roller chooses who starts; one direction per glass per turn; any
 * total may be the Queen's Number; and a Queen called late, with "Treason to the Queen!" for a miss.
 */
import { describe, expect, it } from 'vitest';
import {
  actor,
  apply,
  createGame,
  isSkunked,
  legalChoices,
  legalMoves,
  moveFrom,
  moveTo,
  mugginsChoices,
  pullableLines,
  reasonIllegal,
  resolveRules,
  shotsBalance,
  squareName,
  type Action,
  type GameState,
  type RuleOptions,
} from '../src/index.ts';
import { boardOf, fromPosition, mv, play, roll, sq } from './helpers.ts';

const game = (position: string, queen = 9, options: RuleOptions = {}): GameState => fromPosition(position, { rules: 'da-gucci', queen, options });
const moveNames = (s: GameState): string[] =>
  legalMoves(s)
    .map((m) => `${squareName(moveFrom(m))}-${squareName(moveTo(m))}`)
    .sort();
const lineNames = (s: GameState): string[][] => pullableLines(s).map((l) => l.squares.map(squareName));
const take = (names: string): Action => ({ type: 'pull.take', line: names.split(' ').map(sq) });

/** One glass on each rank but one (see powell.test.ts): a7 b5 c4(empty) d2 e1 f3 g6. */
const A = 'n6/6s/1n5/2o4/5s1/3n3/4s2';
/** a3 b3 c3 d3, e1, f7 g7: e1-e3 makes five, and f7-f3 six. */
const L = '5nn/7/7/7/ssnn3/7/4s2';

describe('da-gucci setup', () => {
  it('resolves to its own rules', () => {
    const r = resolveRules('da-gucci');
    expect(r).toMatchObject({
      passNumbers: [7, 11, 12],
      queenRerolls: [],
      muggins: 'treason',
      initiative: 'high-chooses',
      oneDirection: true,
      pullSize: 6,
      kendal: false,
      fullDiagonal: true,
      chevrons: 0,
      movement: 'file',
    });
  });

  it('any total may be the Queen’s Number, pass numbers included', () => {
    for (const [dice, total] of [
      [[3, 4], 7],
      [[5, 6], 11],
      [[6, 6], 12],
      [[1, 1], 2],
    ] as const) {
      const s = play(createGame({ rules: 'da-gucci' }), { type: 'queen.roll', dice: [dice[0], dice[1]] });
      expect(s.queen).toBe(total);
      expect(s.phase).toBe('initiative');
    }
  });

  it('the high roller chooses who starts; the starter fills the centre glass and takes it to their baseline', () => {
    const s = createGame({ rules: 'da-gucci', queen: 8 });
    play(s, { type: 'initiative.roll', dice: [4, 4] });
    expect(s.phase).toBe('initiative'); // a tie rolls again
    play(s, { type: 'initiative.roll', dice: [2, 5] });
    expect(s.phase).toBe('initiativeChoice');
    expect(s.player).toBe(1); // North rolled high and chooses
    expect(legalChoices(s)).toEqual([
      { type: 'initiative.choose', starter: 0 },
      { type: 'initiative.choose', starter: 1 },
    ]);
    expect(reasonIllegal(s, { type: 'centre.fill' })).toBe('the centre glass is not waiting to be filled');
    expect(reasonIllegal(s, { type: 'initiative.choose', starter: 2 as 0 })).toBe('starter must be 0 (South) or 1 (North)');
    // North hands the start to South.
    play(s, { type: 'initiative.choose', starter: 0 });
    expect(s).toMatchObject({ phase: 'centre', player: 0 });
    play(s, { type: 'centre.fill' });
    expect(boardOf(s)).toEqual(['a7:n', 'b7:n', 'c7:n', 'd1:s', 'e1:s', 'f1:s', 'g1:s']);
    expect(s.stake).toEqual([12, 13]);
    expect(s.opening).toEqual([4, 3]);
    expect(s).toMatchObject({ phase: 'roll', player: 0 });
    expect(reasonIllegal(s, { type: 'initiative.choose', starter: 1 })).toBe('nobody is choosing who starts now');
  });

  it('the high roller may also choose to start', () => {
    const s = play(
      createGame({ rules: 'da-gucci', queen: 8 }),
      { type: 'initiative.roll', dice: [6, 1] },
      { type: 'initiative.choose', starter: 0 },
      { type: 'centre.fill' },
    );
    expect(s.player).toBe(0);
    expect(boardOf(s)).toContain('d1:s');
    const t = play(
      createGame({ rules: 'da-gucci', queen: 8 }),
      { type: 'initiative.roll', dice: [6, 1] },
      { type: 'initiative.choose', starter: 1 },
      { type: 'centre.fill' },
    );
    expect(t.player).toBe(1);
    expect(boardOf(t)).toContain('d7:n');
    expect(t.stake).toEqual([13, 12]);
  });
});

describe('da-gucci rolls', () => {
  it('7, 11 and 12 pass the dice', () => {
    for (const dice of [
      [3, 4],
      [5, 6],
      [6, 6],
    ] as const) {
      const s = play(game(A), roll(dice[0], dice[1]));
      expect(s.phase).toBe('passing');
      play(s, { type: 'dice.pass' });
      expect(s).toMatchObject({ phase: 'roll', player: 1 });
    }
    expect(play(game(A), roll(4, 4)).phase).toBe('moving');
  });

  it('a glass moves in one direction for the whole turn; the next turn frees it', () => {
    const s = play(game(A), roll(2, 4), mv('a7', 'a5'), mv('e1', 'e5'), roll(1, 2));
    expect(moveNames(s)).toContain('a5-a4');
    expect(moveNames(s)).not.toContain('a5-a6');
    expect(moveNames(s)).toContain('e5-e6');
    expect(moveNames(s)).not.toContain('e5-e4');
    expect(reasonIllegal(s, mv('e5', 'e3'))).toBe('this glass has moved the other way this turn, and a glass keeps one direction for the whole turn');
    // A glass that has not moved this turn may go either way.
    expect(moveNames(s)).toContain('b5-b6');
    expect(moveNames(s)).toContain('b5-b4');
    play(s, mv('a5', 'a4'), mv('b5', 'b7'), roll(3, 4), { type: 'dice.pass' }, roll(1, 2));
    expect(s.player).toBe(1);
    expect(moveNames(s)).toContain('a4-a5');
    expect(moveNames(s)).toContain('e5-e4');
  });

  it('one direction also holds between the first and a later roll for the second die', () => {
    // d2 went up 2 in the first roll; in the second, d4 may go 2 more up (to d6) but not back down.
    const s = play(game(A), roll(2, 3), mv('d2', 'd4'), mv('e1', 'e4'), roll(2, 1));
    expect(moveNames(s)).toContain('d4-d6');
    expect(moveNames(s)).not.toContain('d4-d2');
    expect(moveNames(s)).not.toContain('d4-d3');
  });
});

describe('da-gucci lines', () => {
  it('five in a row is not a line', () => {
    const s = play(game(L), roll(2, 1), mv('e1', 'e3'), mv('g7', 'g6'));
    expect(s.phase).toBe('roll');
    expect(pullableLines(s)).toEqual([]);
  });

  it('six or seven in a row on an inner rank is', () => {
    const six = play(game(L), roll(2, 4), mv('e1', 'e3'), mv('f7', 'f3'));
    expect(six.phase).toBe('pullDecision');
    expect(lineNames(six)).toEqual([['a3', 'b3', 'c3', 'd3', 'e3', 'f3']]);
    play(six, take('a3 b3 c3 d3 e3 f3'));
    // Of six the Player drinks at least three.
    expect(reasonIllegal(six, { type: 'pull.share', opponent: 4, spectators: 0 })).toBe('the Player must drink at least 3 of the 6');
    play(six, { type: 'pull.share', opponent: 2, spectators: 1 }, { type: 'glasses.refill' });
    expect(six.drunk).toEqual([3, 2, 1]);
    expect(boardOf(six)).toEqual(['a7:n', 'b7:n', 'c7:n', 'd7:n', 'e7:n', 'f7:n', 'g7:n']);
    expect(six).toMatchObject({ phase: 'roll', player: 1 });
    const seven = play(game('6n/7/7/7/ssnns2/7/5s1'), roll(2, 4), mv('f1', 'f3'), mv('g7', 'g3'));
    expect(lineNames(seven)).toEqual([['a3', 'b3', 'c3', 'd3', 'e3', 'f3', 'g3']]);
  });

  it('six on a baseline is not', () => {
    // a7..e7 and f5 going up to f7: six on North's baseline.
    const s = play(game('ssnnn2/7/5n1/7/7/7/6s'), roll(2, 1), mv('f5', 'f7'), mv('g1', 'g2'));
    expect(s.phase).toBe('roll');
  });

  it('no Kendal: a skunked Player still needs six', () => {
    // South has opened its second bottle, North has not: South is skunked, yet five is no pull.
    const s = play(game(`${L} s 2/12`), roll(2, 1), mv('e1', 'e3'), mv('g7', 'g6'));
    expect(isSkunked(s, 0)).toBe(true);
    expect(s.phase).toBe('roll');
    // The kendal option turns it on.
    const k = play(game(`${L} s 2/12`, 9, { kendal: true }), roll(2, 1), mv('e1', 'e3'), mv('g7', 'g6'));
    expect(lineNames(k)).toEqual([['a3', 'b3', 'c3', 'd3', 'e3']]);
  });

  it('the full diagonal counts; a chevron does not', () => {
    const d = play(game('6n/5n1/1s2n2/3o3/s1s4/7/7'), roll(2, 3), mv('a3', 'a1'), mv('b5', 'b2'));
    expect(d.phase).toBe('pullDecision');
    expect(pullableLines(d).map((l) => l.kind)).toEqual(['diagonal']);
    expect(lineNames(d)).toEqual([['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g7']]);
    const c = play(game('7/7/7/3o2s/s1s1n2/1n3n1/7'), roll(2, 3), mv('a3', 'a1'), mv('g4', 'g1'));
    expect(c.phase).toBe('roll');
  });
});

describe("da-gucci Queen's Number", () => {
  it('a pass number may be the Queen’s: the toast is drunk and filled, then the dice pass', () => {
    const s = play(game(A, 12), roll(6, 6));
    expect(s.phase).toBe('queenToast');
    play(s, { type: 'queen.toast', square: sq('f3') });
    expect(boardOf(s)).toContain('f7:n');
    expect(s.stake).toEqual([13, 12]);
    expect(s.drunk).toEqual([1, 0, 0]);
    expect(s.phase).toBe('passing');
    play(s, { type: 'dice.pass' });
    expect(s).toMatchObject({ phase: 'roll', player: 1 });
  });

  describe('manual calling', () => {
    const manual: RuleOptions = { queenCall: 'manual' };

    it('the Player may call before moving', () => {
      const s = play(game(A, 6, manual), roll(2, 4), { type: 'queen.call' });
      expect(s.phase).toBe('queenToast');
      play(s, { type: 'queen.toast', square: sq('e1') });
      expect(boardOf(s)).toContain('e7:n');
      expect(s.phase).toBe('moving');
      expect(s.dice).toEqual([2, 4]);
    });

    it('moving does not open a window; the Player may still call after both moves, before rolling again', () => {
      const s = play(game(A, 6, manual), roll(2, 4), mv('a7', 'a5'));
      expect(s.mugginsOpen).toBe(false);
      expect(reasonIllegal(s, { type: 'queen.muggins', square: sq('g6') })).toBe('the muggins window is not open');
      // Our reading: between the roll's two moves the call waits for the second move.
      expect(reasonIllegal(s, { type: 'queen.call' })).toBe("make the roll's second move first; the Queen can be called until the next roll");
      play(s, mv('e1', 'e5'));
      expect(s.phase).toBe('roll');
      expect(legalChoices(s)).toContainEqual({ type: 'queen.call' });
      play(s, { type: 'queen.call' });
      expect(s.phase).toBe('queenToast');
      play(s, { type: 'queen.toast', square: sq('g6') });
      // The toast made, play resumes at the dice; no treason can be called now.
      expect(boardOf(s)).toEqual(['a5:n', 'b5:n', 'c4:o', 'd2:n', 'e5:s', 'f3:s', 'g7:n']);
      expect(s.drunk).toEqual([1, 0, 0]);
      expect(s).toMatchObject({ phase: 'roll', player: 0, mugginsOpen: false, queenPending: false });
      expect(mugginsChoices(s)).toEqual([]);
    });

    it('after both moves the call is still the Player’s alone: no treason yet, and the roll is a step of its own', () => {
      const s = play(game(A, 6, manual), roll(2, 4), mv('a7', 'a5'), mv('e1', 'e5'));
      expect(s).toMatchObject({ phase: 'roll', queenPending: true, mugginsOpen: false });
      expect(mugginsChoices(s)).toEqual([]);
      expect(reasonIllegal(s, { type: 'queen.treason', square: sq('f3') })).toBe('treason can be called only when the Player has gone to roll without calling');
      expect(legalChoices(s)).toEqual([{ type: 'dice.lift' }, { type: 'queen.call' }]);
      expect(reasonIllegal(s, roll(1, 2))).toBe("the Queen's Number is still uncalled: call it, or go to roll (dice.lift) and let the Opponent call treason");
    });

    it('going to roll (dice.lift) ends the chance to call and opens treason, for the Opponent, until the dice land', () => {
      const s = play(game(A, 6, manual), roll(2, 4), mv('a7', 'a5'), mv('e1', 'e5'), { type: 'dice.lift' });
      expect(s).toMatchObject({ phase: 'treason', player: 0, queenPending: true, mugginsOpen: true });
      expect(actor(s)).toBe(1);
      expect(reasonIllegal(s, { type: 'queen.call' })).toBe('too late: the Player has gone to roll, and the Opponent may call treason');
      expect(reasonIllegal(s, { type: 'dice.lift' })).toBe('the Player has already gone to roll');
      expect(reasonIllegal(s, { type: 'dice.pass' })).toBe('the dice do not pass now');
      // The Opponent's choices: let the dice land, or call treason (queen.treason, not muggins) on any glass.
      expect(legalChoices(s)).toEqual([{ type: 'dice.roll' }]);
      expect(mugginsChoices(s)).toHaveLength(7);
      expect(mugginsChoices(s)[0]).toEqual({ type: 'queen.treason', square: sq('a5') });
      expect(reasonIllegal(s, { type: 'queen.muggins', square: sq('f3') })).toBe('in da-gucci the Opponent calls treason: queen.treason');
      expect(reasonIllegal(s, { type: 'queen.treason', square: sq('a1') })).toBe('pick a square with a glass on it');
    });

    it('treason: the Opponent drinks; nothing goes back; the Player fills and keeps the dice', () => {
      const s = play(game(A, 6, manual), roll(2, 4), mv('a7', 'a5'), mv('e1', 'e5'), { type: 'dice.lift' });
      // North drinks South's f3; the moves stand; the glass goes to f1 and South fills it.
      play(s, { type: 'queen.treason', square: sq('f3') });
      expect(boardOf(s)).toEqual(['a5:n', 'b5:n', 'c4:o', 'd2:n', 'e5:s', 'f1:s', 'g6:s']);
      expect(s.drunk).toEqual([0, 1, 0]);
      expect(s.stake).toEqual([12, 13]);
      expect(s).toMatchObject({ phase: 'roll', player: 0, mugginsOpen: false, queenPending: false });
      expect(s.tally.mugginsCalls).toBe(1);
      expect(reasonIllegal(s, { type: 'queen.call' })).toBe("no Queen's Number is waiting to be called");
      expect(reasonIllegal(s, { type: 'dice.lift' })).toBe("going to roll is a step of its own only with a da-gucci Queen's Number uncalled: roll (dice.roll)");
      expect(shotsBalance(s)).toBe(true);
      // The Player rolls on.
      expect(apply(s, roll(1, 2)).phase).toBe('moving');
    });

    it('treason may take a glass that moved: it goes to the Player’s baseline from where it stands', () => {
      const s = play(game(A, 6, manual), roll(2, 4), mv('a7', 'a5'), mv('e1', 'e5'), { type: 'dice.lift' }, { type: 'queen.treason', square: sq('a5') });
      expect(boardOf(s)).toEqual(['a1:s', 'b5:n', 'c4:o', 'd2:n', 'e5:s', 'f3:s', 'g6:s']);
    });

    it('the treason window closes when the dice land: the chance is lost for both', () => {
      const s = play(game(A, 6, manual), roll(2, 4), mv('a7', 'a5'), mv('e1', 'e5'), { type: 'dice.lift' }, roll(1, 2));
      expect(s).toMatchObject({ phase: 'moving', player: 0, dice: [1, 2], mugginsOpen: false, queenPending: false });
      expect(reasonIllegal(s, { type: 'queen.treason', square: sq('f3') })).toBe('treason can be called only when the Player has gone to roll without calling');
      expect(reasonIllegal(s, { type: 'queen.call' })).toBe("no Queen's Number is waiting to be called");
    });

    it('a Queen’s roll that passes can be called before the dice go; passed uncalled, there is no treason', () => {
      const called = play(game(A, 7, manual), roll(3, 4));
      expect(called).toMatchObject({ phase: 'passing', queenPending: true });
      play(called, { type: 'queen.call' }, { type: 'queen.toast', square: sq('d2') });
      expect(boardOf(called)).toContain('d7:n');
      expect(called.phase).toBe('passing');
      const missed = play(game(A, 7, manual), roll(3, 4), { type: 'dice.pass' });
      expect(missed).toMatchObject({ phase: 'roll', player: 1, mugginsOpen: false, queenPending: false });
    });

    it('at a pull decision the Player may call; the line is still offered if the toast left it standing', () => {
      const base = play(game(L, 6, manual), roll(2, 4), mv('e1', 'e3'), mv('f7', 'f3'));
      expect(base.phase).toBe('pullDecision');
      expect(base.mugginsOpen).toBe(false);
      // Toasting g7 (North's baseline, it stays there) leaves the six standing.
      const kept = play(structuredClone(base), { type: 'queen.call' }, { type: 'queen.toast', square: sq('g7') });
      expect(kept.phase).toBe('pullDecision');
      expect(lineNames(kept)).toEqual([['a3', 'b3', 'c3', 'd3', 'e3', 'f3']]);
      // Toasting a3 sends it to a7: five are left, no line, back to the dice.
      const broken = play(structuredClone(base), { type: 'queen.call' }, { type: 'queen.toast', square: sq('a3') });
      expect(boardOf(broken)).toContain('a7:n');
      expect(broken.phase).toBe('roll');
      expect(broken.mugginsOpen).toBe(false);
    });

    it('declaring a pull ends the chance to call, and with it any treason', () => {
      const s = play(game(L, 6, manual), roll(2, 4), mv('e1', 'e3'), mv('f7', 'f3'), take('a3 b3 c3 d3 e3 f3'));
      expect(s.queenPending).toBe(false);
      expect(reasonIllegal(s, { type: 'queen.call' })).toBe("no Queen's Number is waiting to be called");
      // Declining instead goes back to the dice, where the Player may still call, or go to roll.
      const d = play(game(L, 6, manual), roll(2, 4), mv('e1', 'e3'), mv('f7', 'f3'), { type: 'pull.decline' });
      expect(d).toMatchObject({ phase: 'roll', queenPending: true, mugginsOpen: false });
      expect(legalChoices(d)).toEqual([{ type: 'dice.lift' }, { type: 'queen.call' }]);
      expect(play(d, { type: 'dice.lift' })).toMatchObject({ phase: 'treason', mugginsOpen: true });
    });
  });
});
