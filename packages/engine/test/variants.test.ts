/**
 * Variants and house rules (RuleOptions in options.ts), each switched on and off on the powell preset,
 * and the errors resolveRules gives for options it cannot take.
 */
import { describe, expect, it } from 'vitest';
import {
  RulesError,
  apply,
  createGame,
  isFullPull,
  isKendal,
  legalMoves,
  moveFrom,
  moveTo,
  mugginsChoices,
  mustDrink,
  pullableLines,
  reasonIllegal,
  resolveRules,
  rulesProblem,
  shotsBalance,
  squareName,
  stakeSize,
  type Action,
  type GameState,
  type RuleOptions,
} from '../src/index.ts';
import { boardOf, caught, fromPosition, mv, play, roll, sq } from './helpers.ts';

const game = (position: string, options: RuleOptions = {}, queen = 9): GameState => fromPosition(position, { queen, options });
const moveNames = (s: GameState): string[] =>
  legalMoves(s)
    .map((m) => `${squareName(moveFrom(m))}-${squareName(moveTo(m))}`)
    .sort();
const lineNames = (s: GameState): string[][] => pullableLines(s).map((l) => l.squares.map(squareName));
const take = (names: string): Action => ({ type: 'pull.take', line: names.split(' ').map(sq) });

/** Expect resolveRules to refuse with a RulesError naming `option` and `value`, with this message. */
function rejects(preset: string, options: Record<string, unknown>, option: string, value: unknown, message: string): void {
  const e = caught(() => resolveRules(preset, options as RuleOptions));
  expect(e).toBeInstanceOf(RulesError);
  expect((e as RulesError).option).toBe(option);
  expect((e as RulesError).value).toEqual(value);
  expect(e.message).toBe(message);
}

/**
 * Rank 3 holds a3..d3 (d3 empty in S7); the roll below brings more glasses in.
 *   L:  a3 b3 c3 d3, e1, f7 g7.  2-1: e1-e3 g7-g6 makes 5;  2-4: e1-e3 f7-f3 makes 6.
 *   S7: a3 b3 c3 d3 e3, f1, g7.  2-4: f1-f3 g7-g3 makes 7;  2-1: f1-f3 g7-g6 makes 6.
 *   F4: b3 c3 d3, e1, a7 f7 g7.  2-1: e1-e3 g7-g6 makes 4 (b3..e3).
 */
const L = '5nn/7/7/7/ssnn3/7/4s2';
const S7 = '6n/7/7/7/ssnno2/7/5s1';
const F4 = 'n4nn/7/7/7/1snn3/7/4s2';

/** Position A of the powell tests: one glass on each rank but one. */
const A = 'n6/6s/1n5/2o4/5s1/3n3/4s2';

describe('pullSize (4..7)', () => {
  it('4: four in a row is a pull (and the default 5 is not)', () => {
    const on = play(game(F4, { pullSize: 4 }), roll(2, 1), mv('e1', 'e3'), mv('g7', 'g6'));
    expect(on.rules.pullSize).toBe(4);
    expect(on.phase).toBe('pullDecision');
    expect(lineNames(on)).toEqual([['b3', 'c3', 'd3', 'e3']]);
    expect(isKendal(on.rules, pullableLines(on)[0])).toBe(false);
    const off = play(game(F4), roll(2, 1), mv('e1', 'e3'), mv('g7', 'g6'));
    expect(off.rules.pullSize).toBe(5);
    expect(off.phase).toBe('roll');
  });

  it('6: five is not enough, six is', () => {
    const five = play(game(L, { pullSize: 6 }), roll(2, 1), mv('e1', 'e3'), mv('g7', 'g6'));
    expect(five.phase).toBe('roll');
    const six = play(game(L, { pullSize: 6 }), roll(2, 4), mv('e1', 'e3'), mv('f7', 'f3'));
    expect(six.phase).toBe('pullDecision');
    expect(lineNames(six)).toEqual([['a3', 'b3', 'c3', 'd3', 'e3', 'f3']]);
  });

  it('7: only a Full Pull counts', () => {
    const six = play(game(S7, { pullSize: 7 }), roll(2, 1), mv('f1', 'f3'), mv('g7', 'g6'));
    expect(six.phase).toBe('roll');
    const seven = play(game(S7, { pullSize: 7 }), roll(2, 4), mv('f1', 'f3'), mv('g7', 'g3'));
    expect(seven.phase).toBe('pullDecision');
    expect(isFullPull(pullableLines(seven)[0])).toBe(true);
    play(seven, take('a3 b3 c3 d3 e3 f3 g3'));
    expect(seven.tally.fullPulls).toBe(1);
    expect(seven.pull?.shots).toBe(6); // e3 was empty
    // With the default size the six would have been a pull.
    expect(play(game(S7), roll(2, 1), mv('f1', 'f3'), mv('g7', 'g6')).phase).toBe('pullDecision');
  });

  it('is refused outside 4..7 (2..7 in de-jesus)', () => {
    rejects('powell', { pullSize: 3 }, 'pullSize', 3, 'pullSize=3: expected 4 to 7');
    rejects('powell', { pullSize: 8 }, 'pullSize', 8, 'pullSize=8: expected 4 to 7');
    rejects('da-gucci', { pullSize: 4.5 }, 'pullSize', 4.5, 'pullSize=4.5: expected a whole number');
    expect(resolveRules('de-jesus', { pullSize: 2 }).pullSize).toBe(2);
    rejects('de-jesus', { pullSize: 1 }, 'pullSize', 1, 'pullSize=1: expected 2 to 7');
  });
});

describe('kendal', () => {
  // North to roll, skunked (second bottle open, South's not): a5 b5 c5, and d7-d5 makes four.
  const K = '3n3/7/snn4/7/7/7/4nss n 13/2';

  it('on (powell default): the skunked Player may pull one fewer', () => {
    const s = play(game(K), roll(2, 1), mv('d7', 'd5'), mv('g1', 'g2'));
    expect(s.rules.kendal).toBe(true);
    expect(lineNames(s)).toEqual([['a5', 'b5', 'c5', 'd5']]);
  });

  it('off: the skunked Player needs the full size', () => {
    const s = play(game(K, { kendal: false }), roll(2, 1), mv('d7', 'd5'), mv('g1', 'g2'));
    expect(s.rules.kendal).toBe(false);
    expect(s.phase).toBe('roll');
    expect(pullableLines(s)).toEqual([]);
  });

  it('with pullSize 6 a Kendal is 5', () => {
    const s = play(game('5nn/7/7/7/ssnn3/7/4s2 s 2/12', { pullSize: 6 }), roll(2, 1), mv('e1', 'e3'), mv('g7', 'g6'));
    // South poured 14 (second bottle open), North only 4: South is skunked, five is a Kendal.
    expect(lineNames(s)).toEqual([['a3', 'b3', 'c3', 'd3', 'e3']]);
  });
});

describe('passTwelve', () => {
  it('on: 12 passes the dice; off: 12 is moved', () => {
    const on = play(game(A, { passTwelve: true }), roll(6, 6));
    expect(on.rules.passNumbers).toEqual([7, 11, 12]);
    expect(on.phase).toBe('passing');
    const off = play(game(A), roll(6, 6));
    expect(off.rules.passNumbers).toEqual([7, 11]);
    expect(off.phase).toBe('moving');
  });

  it("on: 12 is re-rolled as a Queen's Number too (the house rule follows the pass numbers)", () => {
    const on = createGame({ options: { passTwelve: true } });
    play(on, { type: 'queen.roll', dice: [6, 6] });
    expect(on.phase).toBe('queenNumber');
    play(on, { type: 'queen.roll', dice: [5, 5] });
    expect(on.queen).toBe(10);
    const off = play(createGame(), { type: 'queen.roll', dice: [6, 6] });
    expect(off.queen).toBe(12);
  });
});

describe('queenMayPass ("Pass Numbers as the Queen\'s Number")', () => {
  it('on: 7 or 11 may be the Queen’s Number; rolled, the toast is drunk and filled first, then the dice pass', () => {
    const s = createGame({ options: { queenMayPass: true }, position: A });
    expect(s.phase).toBe('queenNumber');
    play(s, { type: 'queen.roll', dice: [3, 4] });
    expect(s.queen).toBe(7);
    expect(s.phase).toBe('roll');
    play(s, roll(5, 2));
    expect(s.phase).toBe('queenToast');
    play(s, { type: 'queen.toast', square: sq('g6') });
    expect(boardOf(s)).toContain('g7:n');
    expect(s.stake).toEqual([13, 12]);
    expect(s.phase).toBe('passing');
    play(s, { type: 'dice.pass' });
    expect(s).toMatchObject({ phase: 'roll', player: 1 });
    expect(s.tally).toMatchObject({ queenToasts: 1, passes: 1 });
  });

  it('off (powell house rule): 7 and 11 are rolled again', () => {
    const s = createGame({ position: A });
    play(s, { type: 'queen.roll', dice: [3, 4] }, { type: 'queen.roll', dice: [6, 5] });
    expect(s.phase).toBe('queenNumber');
    expect(s.queen).toBe(0);
    play(s, { type: 'queen.roll', dice: [6, 2] });
    expect(s.queen).toBe(8);
  });

  it('a fixed Queen’s Number follows the same rule: 7 is refused without the variant, taken with it', () => {
    const e = caught(() => createGame({ queen: 7, position: A }));
    expect(e).toBeInstanceOf(RulesError);
    expect((e as RulesError).option).toBe('queen');
    expect(e.message).toBe("queen=7: these powell rules roll a 7 again (7, 11 are never the Queen's Number)");
    expect(() => createGame({ queen: 12, options: { passTwelve: true } })).toThrow(
      "queen=12: these powell rules roll a 12 again (7, 11, 12 are never the Queen's Number)",
    );
    expect(createGame({ queen: 7, options: { queenMayPass: true }, position: A }).queen).toBe(7);
  });

  it('on with 12 added: 12 may be the Queen’s Number as well', () => {
    const s = createGame({ options: { queenMayPass: true, passTwelve: true }, position: A });
    play(s, { type: 'queen.roll', dice: [6, 6] });
    expect(s.queen).toBe(12);
  });
});

describe('diagonal (The Diagonal)', () => {
  // a3 and b5 come down to a1 and b2; c3 d4 e5 f6 g7 already stand on the a1-g7 diagonal.
  const D1 = '6n/5n1/1s2n2/3o3/s1s4/7/7';
  // g3 and f5 come down to g1 and f2; a7 b6 c5 d4 e3 stand on the a7-g1 diagonal.
  const D2 = 'n6/1n5/2n2s1/3o3/4s1s/7/7';

  it('on: all seven on a long diagonal is a Full Pull, either diagonal', () => {
    const s = play(game(D1, { diagonal: true }), roll(2, 3), mv('a3', 'a1'), mv('b5', 'b2'));
    expect(s.phase).toBe('pullDecision');
    expect(pullableLines(s).map((l) => l.kind)).toEqual(['diagonal']);
    expect(lineNames(s)).toEqual([['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g7']]);
    play(s, take('a1 b2 c3 d4 e5 f6 g7'));
    expect(s.tally.fullPulls).toBe(1);
    expect(s.pull?.shots).toBe(6);
    const t = play(game(D2, { diagonal: true }), roll(2, 3), mv('g3', 'g1'), mv('f5', 'f2'));
    expect(lineNames(t)).toEqual([['a7', 'b6', 'c5', 'd4', 'e3', 'f2', 'g1']]);
  });

  it('on: six of the seven on the diagonal is nothing', () => {
    const s = play(game(D1, { diagonal: true }), roll(2, 1), mv('a3', 'a1'), mv('b5', 'b4'));
    expect(s.phase).toBe('roll');
  });

  it('off: the full diagonal is no line', () => {
    const s = play(game(D1), roll(2, 3), mv('a3', 'a1'), mv('b5', 'b2'));
    expect(s.rules.fullDiagonal).toBe(false);
    expect(s.phase).toBe('roll');
  });
});

describe('chevron (The Chevron)', () => {
  // a3 and g4 come down to a1 and g1: a1 b2 c3 d4 e3 f2 g1, point on d4, arms to South's corners.
  const C1 = '7/7/7/3o2s/s1s1n2/1n3n1/7';
  // a5 and g4 go up to a7 and g7: the reverse chevron a7 b6 c5 d4 e5 f6 g7.
  const C2 = '7/1n3n1/s1s1n2/3o2s/7/7/7';

  it('on: both chevrons count, always as a Full Pull of all seven', () => {
    const s = play(game(C1, { chevron: true }), roll(2, 3), mv('a3', 'a1'), mv('g4', 'g1'));
    expect(s.rules.chevrons).toBe(2);
    expect(s.phase).toBe('pullDecision');
    expect(pullableLines(s).map((l) => l.kind)).toEqual(['chevron']);
    expect(lineNames(s)).toEqual([['a1', 'b2', 'c3', 'd4', 'e3', 'f2', 'g1']]);
    expect(isKendal(s.rules, pullableLines(s)[0])).toBe(false);
    play(s, take('a1 b2 c3 d4 e3 f2 g1'));
    expect(s.tally.fullPulls).toBe(1);
    const t = play(game(C2, { chevron: true }), roll(2, 3), mv('a5', 'a7'), mv('g4', 'g7'));
    expect(lineNames(t)).toEqual([['a7', 'b6', 'c5', 'd4', 'e5', 'f6', 'g7']]);
  });

  it('on: six glasses of a chevron are nothing', () => {
    const s = play(game(C1, { chevron: true }), roll(2, 1), mv('a3', 'a1'), mv('g4', 'g5'));
    expect(s.phase).toBe('roll');
  });

  it('off: a chevron is no line', () => {
    const s = play(game(C1), roll(2, 3), mv('a3', 'a1'), mv('g4', 'g1'));
    expect(s.rules.chevrons).toBe(0);
    expect(s.phase).toBe('roll');
  });
});

describe('oneDirection', () => {
  it('on: a glass cannot reverse within a turn; the rule resets with the next turn', () => {
    const s = play(game(A, { oneDirection: true }), roll(2, 4), mv('a7', 'a5'), mv('e1', 'e5'), roll(1, 2));
    // a5 went down and e5 up this turn: a5 may not go up, e5 may not go down.
    expect(moveNames(s)).not.toContain('a5-a6');
    expect(moveNames(s)).not.toContain('e5-e4');
    expect(moveNames(s)).toContain('a5-a4');
    expect(moveNames(s)).toContain('e5-e6');
    const why = 'this glass has moved the other way this turn, and a glass keeps one direction for the whole turn';
    expect(reasonIllegal(s, mv('a5', 'a6'))).toBe(why);
    expect(() => apply(s, mv('e5', 'e4'))).toThrow(why);
    // Pass to North: a fresh turn, every glass free again.
    play(s, mv('a5', 'a4'), mv('e5', 'e7'), roll(3, 4), { type: 'dice.pass' });
    expect(s.player).toBe(1);
    expect(s.direction.every((d) => d === -1)).toBe(true);
    play(s, roll(1, 2));
    expect(moveNames(s)).toContain('a4-a5');
    expect(moveNames(s)).toContain('e7-e5');
  });

  it('off (powell default): a glass may go back the way it came within a turn', () => {
    const s = play(game(A), roll(2, 4), mv('a7', 'a5'), mv('e1', 'e5'), roll(1, 2));
    expect(s.rules.oneDirection).toBe(false);
    expect(moveNames(s)).toContain('a5-a6');
    expect(moveNames(s)).toContain('e5-e4');
    play(s, mv('a5', 'a6'), mv('e5', 'e3'));
    expect(boardOf(s)).toContain('a6:n');
  });
});

describe('hardcore', () => {
  const atPull = (options: RuleOptions): GameState => play(game(L, options), roll(2, 1), mv('e1', 'e3'), mv('g7', 'g6'), take('a3 b3 c3 d3 e3'));

  it('on: the Player drinks the whole pull; nothing is shared', () => {
    const s = atPull({ hardcore: true });
    expect(s.rules.share).toBe('all');
    expect(mustDrink(s, 5)).toBe(5);
    expect(s.drunk).toEqual([5, 0, 0]);
    expect(s.phase).toBe('refill');
    expect(reasonIllegal(s, { type: 'pull.share', opponent: 1, spectators: 0 })).toBe('no pull is being shared');
  });

  it('off: at least half, rounded up, and the rest may be shared', () => {
    const s = atPull({});
    expect(mustDrink(s, 5)).toBe(3);
    expect(mustDrink(s, 6)).toBe(3);
    expect(mustDrink(s, 7)).toBe(4);
    expect(s.phase).toBe('sharing');
    play(s, { type: 'pull.share', opponent: 2, spectators: 0 });
    expect(s.drunk).toEqual([3, 2, 0]);
  });
});

describe('noScore', () => {
  const atRefill = (options: RuleOptions): GameState =>
    play(
      game(`${L} s 13/0`, options),
      roll(2, 1),
      mv('e1', 'e3'),
      mv('g7', 'g6'),
      take('a3 b3 c3 d3 e3'),
      { type: 'pull.share', opponent: 0, spectators: 0 },
      { type: 'glasses.refill' },
    );

  it('on: stakes never run out, so a fill never ends the game', () => {
    const s = atRefill({ noScore: true });
    expect(s.phase).toBe('roll');
    expect(s.player).toBe(1);
    expect(s.result).toBeNull();
    expect(s.stake).toEqual([13, 0]);
    expect(boardOf(s).filter((b) => b.endsWith(':n'))).toHaveLength(7);
    expect(shotsBalance(s)).toBe(true);
    // Nobody is ever skunked in a no-score game, and the Queen's glass always gets filled.
    const q = play(game(`${A} s 0/0`, { noScore: true }, 6), roll(2, 4), { type: 'queen.toast', square: sq('e1') });
    expect(q.phase).toBe('moving');
    expect(boardOf(q)).toContain('e7:n');
  });

  it('off: the same refill loses the game', () => {
    const s = atRefill({});
    expect(s.phase).toBe('toastRound');
    expect(s.result?.winner).toBe(0);
  });
});

describe('spectatorMuggins', () => {
  const manual: RuleOptions = { queenCall: 'manual', spectatorMuggins: true };
  const spectator = (square: string, baseline?: 0 | 1): Action => ({ type: 'queen.muggins', square: sq(square), by: 'spectator', baseline });

  it('on: a spectator may call only after both glasses moved', () => {
    const s = play(game(A, manual, 6), roll(2, 4), mv('a7', 'a5'));
    expect(s.mugginsOpen).toBe(true);
    expect(reasonIllegal(s, spectator('g6', 1))).toBe('a spectator must wait until both glasses have moved');
    expect(mugginsChoices(s)).toHaveLength(7); // the Opponent's calls only
    play(s, mv('e1', 'e5'));
    expect(mugginsChoices(s)).toHaveLength(21); // and a spectator's, naming either baseline
    expect(reasonIllegal(s, spectator('g6'))).toBe('the spectator names the baseline: 0 (South) or 1 (North)');
  });

  it('on: both glasses go back, the spectators drink, the named baseline’s side fills', () => {
    const north = play(game(A, manual, 6), roll(2, 4), mv('a7', 'a5'), mv('e1', 'e5'), spectator('g6', 1));
    expect(boardOf(north)).toEqual(['a7:n', 'b5:n', 'c4:o', 'd2:n', 'e1:s', 'f3:s', 'g7:n']);
    expect(north.drunk).toEqual([0, 0, 1]);
    expect(north.stake).toEqual([13, 12]);
    expect(north).toMatchObject({ phase: 'moving', player: 0, dice: [2, 4], mugginsOpen: false });
    const south = play(game(A, manual, 6), roll(2, 4), mv('a7', 'a5'), mv('e1', 'e5'), spectator('a5', 0));
    expect(boardOf(south)).toEqual(['a1:s', 'b5:n', 'c4:o', 'd2:n', 'e1:s', 'f3:s', 'g6:s']);
    expect(south.drunk).toEqual([0, 0, 1]);
    expect(south.stake).toEqual([12, 13]);
  });

  it('off: spectators may not call', () => {
    const s = play(game(A, { queenCall: 'manual' }, 6), roll(2, 4), mv('a7', 'a5'), mv('e1', 'e5'));
    expect(reasonIllegal(s, spectator('g6', 1))).toBe('Spectator Muggins is not in play');
    expect(mugginsChoices(s)).toHaveLength(7);
  });
});

describe('queenCall', () => {
  it('auto (default): the Queen’s roll goes straight to the toast', () => {
    const s = play(game(A, {}, 6), roll(2, 4));
    expect(s.rules.queenCall).toBe('auto');
    expect(s.phase).toBe('queenToast');
    expect(s.queenPending).toBe(false);
  });

  it('manual: the roll waits to be moved or called', () => {
    const s = play(game(A, { queenCall: 'manual' }, 6), roll(2, 4));
    expect(s.rules.queenCall).toBe('manual');
    expect(s.phase).toBe('moving');
    expect(s.queenPending).toBe(true);
  });
});

describe('bottles and shotsPerBottle', () => {
  it('set the stake size', () => {
    const s = createGame({ options: { bottles: 3, shotsPerBottle: 5 } });
    expect(stakeSize(s.rules)).toBe(15);
    expect(s.stake).toEqual([12, 12]);
    const one = createGame({ options: { bottles: 1 } });
    expect(one.stake).toEqual([5, 5]);
    expect(createGame().stake).toEqual([13, 13]);
    // A position's stakes are checked against the stake size.
    expect(() => fromPosition(`${L} s 13/12`, { options: { bottles: 1, shotsPerBottle: 10 } })).toThrow(
      'South has 3 glasses poured and 13 shots left, more than a stake of 10',
    );
    rejects('powell', { bottles: 0 }, 'bottles', 0, 'bottles=0: expected 1 to 9');
    rejects('powell', { bottles: 10 }, 'bottles', 10, 'bottles=10: expected 1 to 9');
    rejects('powell', { shotsPerBottle: 41 }, 'shotsPerBottle', 41, 'shotsPerBottle=41: expected 1 to 40');
    rejects('powell', { shotsPerBottle: '8' }, 'shotsPerBottle', '8', 'shotsPerBottle="8": expected a whole number');
  });

  /** South pulls L and North cannot refill: the result, for these stakes and options. */
  const lossBy = (stakes: string, options: RuleOptions) =>
    play(
      game(`${L} ${stakes}`, options),
      roll(2, 1),
      mv('e1', 'e3'),
      mv('g7', 'g6'),
      take('a3 b3 c3 d3 e3'),
      { type: 'pull.share', opponent: 0, spectators: 0 },
      { type: 'glasses.refill' },
    ).result;

  it('a skunk needs two bottles or more', () => {
    // One bottle of 16: South poured 6 of it; with one bottle there is no second to leave unopened.
    expect(lossBy('s 10/2', { bottles: 1, shotsPerBottle: 16 })).toMatchObject({ winner: 0, skunk: false, royalSkunk: false });
    // The same pours with two bottles of 8: a skunk.
    expect(lossBy('s 10/2', {})).toMatchObject({ winner: 0, skunk: true, royalSkunk: false });
  });

  it('our reading: a game of one bottle a side has no skunks at all, a Royal Skunk neither', () => {
    // South poured only its opening glasses: with two bottles a Royal Skunk, with one an ordinary win.
    expect(lossBy('s 13/2', { bottles: 1, shotsPerBottle: 16 })).toMatchObject({ winner: 0, skunk: false, royalSkunk: false });
    expect(lossBy('s 13/2', {})).toMatchObject({ winner: 0, skunk: true, royalSkunk: true });
  });

  it('with three bottles the skunk is about the second bottle, as the rules say', () => {
    // Three bottles of 4: South poured 5, so it opened its second bottle (not its third): no skunk.
    expect(lossBy('s 7/2', { bottles: 3, shotsPerBottle: 4 })).toMatchObject({ winner: 0, skunk: false });
    // South poured 4: still in the first bottle: a skunk.
    expect(lossBy('s 8/2', { bottles: 3, shotsPerBottle: 4 })).toMatchObject({ winner: 0, skunk: true });
  });
});

describe('resolveRules errors', () => {
  it('an unknown option names itself and lists the known ones', () => {
    const e = caught(() => resolveRules('powell', { pullsize: 5 } as unknown as RuleOptions));
    expect(e).toBeInstanceOf(RulesError);
    expect((e as RulesError).option).toBe('pullsize');
    expect((e as RulesError).value).toBe(5);
    expect(e.message).toMatch(/^pullsize=5: unknown option; expected one of pullSize, kendal, passTwelve, /);
  });

  it('a value of the wrong type', () => {
    rejects('powell', { kendal: 'yes' }, 'kendal', 'yes', 'kendal="yes": expected true or false');
    rejects('powell', { diagonal: 1 }, 'diagonal', 1, 'diagonal=1: expected true or false');
    rejects('powell', { queenCall: 'sometimes' }, 'queenCall', 'sometimes', 'queenCall="sometimes": expected one of auto, manual');
    rejects('powell', { pullSize: '5' }, 'pullSize', '5', 'pullSize="5": expected a whole number');
  });

  it('a value out of range', () => {
    rejects('powell', { pullSize: 9 }, 'pullSize', 9, 'pullSize=9: expected 4 to 7');
    rejects('da-gucci', { bottles: -1 }, 'bottles', -1, 'bottles=-1: expected 1 to 9');
    rejects('powell', { shotsPerBottle: 0 }, 'shotsPerBottle', 0, 'shotsPerBottle=0: expected 1 to 40');
  });

  it('an option that does not apply to the preset', () => {
    rejects('powell', { lawLaw: true }, 'lawLaw', true, 'lawLaw=true: does not apply to the powell rules (only anarchist)');
    rejects('anarchist', { passTwelve: true }, 'passTwelve', true, 'passTwelve=true: does not apply to the anarchist rules (only powell, da-gucci, de-jesus)');
    rejects('de-jesus', { queenMayPass: false }, 'queenMayPass', false, 'queenMayPass=false: does not apply to the de-jesus rules (only powell, da-gucci)');
    rejects(
      'anarchist',
      { spectatorMuggins: true },
      'spectatorMuggins',
      true,
      'spectatorMuggins=true: does not apply to the anarchist rules (only powell, da-gucci)',
    );
    rejects(
      'de-jesus',
      { queenCall: 'manual' },
      'queenCall',
      'manual',
      'queenCall="manual": does not apply to the de-jesus rules (only powell, da-gucci, anarchist)',
    );
    rejects(
      'powell',
      { spots: 'b1 e2 a3 d4 g5 c6 f7' },
      'spots',
      'b1 e2 a3 d4 g5 c6 f7',
      'spots="b1 e2 a3 d4 g5 c6 f7": does not apply to the powell rules (only anarchist)',
    );
  });

  it('an unknown preset', () => {
    const e = caught(() => resolveRules('chess'));
    expect(e).toBeInstanceOf(RulesError);
    expect((e as RulesError).option).toBe('rules');
    expect(e.message).toBe('rules="chess": unknown rule set; expected one of powell, da-gucci, anarchist, de-jesus');
  });

  it('createGame passes the error on, and rejects a bad Queen’s Number', () => {
    const e = caught(() => createGame({ options: { pullSize: 2 } }));
    expect(e).toBeInstanceOf(RulesError);
    expect(e.message).toBe('pullSize=2: expected 4 to 7');
    expect(() => createGame({ queen: 13 })).toThrow('queen=13: expected a dice total, 2 to 12');
    expect(() => createGame({ rules: 'de-jesus', queen: 6 })).toThrow("queen=6: the de-jesus rules have no Queen's Number");
  });

  it('rulesProblem gives the same verdict as a value: null, or the error resolveRules throws', () => {
    expect(rulesProblem('powell', { pullSize: 6 })).toBeNull();
    expect(rulesProblem('anarchist', { lawLaw: true })).toBeNull();
    const e = rulesProblem('powell', { lawLaw: true });
    expect(e).toBeInstanceOf(RulesError);
    expect(e?.message).toBe(caught(() => resolveRules('powell', { lawLaw: true })).message);
    expect(rulesProblem('chess')?.option).toBe('rules');
  });

  it('options left undefined are ignored, and the presets are not changed by resolving', () => {
    const r = resolveRules('powell', { pullSize: undefined, hardcore: true });
    expect(r.pullSize).toBe(5);
    expect(r.share).toBe('all');
    expect(resolveRules('powell').share).toBe('half');
  });
});
