import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NotationError, RulesError, createGame, formatPosition, parsePosition, type PlacedGlass, type Position } from '../src/index.ts';
import { boardOf, caught, sq } from './helpers.ts';

/** Parse and expect a NotationError at `index` with `message`. */
function expectNotationError(text: string, index: number, why: string): void {
  const e = caught(() => parsePosition(text));
  expect(e).toBeInstanceOf(NotationError);
  expect((e as NotationError).index).toBe(index);
  expect(e.message).toBe(`position "${text}": at character ${index + 1}, ${why}`);
}

const bySquare = (gs: readonly PlacedGlass[]): PlacedGlass[] => [...gs].sort((a, b) => a.square - b.square);

describe('parsePosition', () => {
  it('reads the powell setup: ranks from 7 down, files a to g', () => {
    const p = parsePosition('nnn4/7/7/3o3/7/7/4sss');
    expect(p.glasses).toEqual([
      { square: sq('a7'), fill: 1 },
      { square: sq('b7'), fill: 1 },
      { square: sq('c7'), fill: 1 },
      { square: sq('d4'), fill: -1 },
      { square: sq('e1'), fill: 0 },
      { square: sq('f1'), fill: 0 },
      { square: sq('g1'), fill: 0 },
    ]);
    expect(p.player).toBeUndefined();
    expect(p.stakes).toBeUndefined();
  });

  it('reads who holds the dice and the stakes, in either case, with extra spaces', () => {
    expect(parsePosition('nnn4/7/7/3o3/7/7/4sss n')).toMatchObject({ player: 1, stakes: undefined });
    expect(parsePosition('nnn4/7/7/3o3/7/7/4sss s 13/12')).toMatchObject({ player: 0, stakes: [13, 12] });
    expect(parsePosition('  NNN4/7/7/3O3/7/7/4SSS   N   0/16  ')).toMatchObject({ player: 1, stakes: [0, 16] });
    // The stakes may be given without naming who holds the dice.
    expect(parsePosition('nnn4/7/7/3o3/7/7/4sss 9/8')).toMatchObject({ player: undefined, stakes: [9, 8] });
  });

  it('counts "." as one empty square and adds up digits within a rank', () => {
    const dots = parsePosition('n.....n/7/7/...o.../7/7/s..s..s');
    const digits = parsePosition('n5n/7/7/3o3/7/7/s2s2s');
    expect(dots.glasses).toEqual(digits.glasses);
    expect(bySquare(digits.glasses).map((g) => g.square)).toEqual([sq('a1'), sq('d1'), sq('g1'), sq('d4'), sq('a7'), sq('g7')]);
    expect(parsePosition('1111111/7/7/7/7/7/7').glasses).toEqual([]);
  });

  describe('errors name the character where reading failed (0-based index)', () => {
    it('a rank too short', () => {
      expectNotationError('nnn3/7/7/3o3/7/7/4sss', 4, 'rank 7 ("nnn3") has 6 squares, not 7');
      expectNotationError('7/7/7/3o2/7/7/4sss', 9, 'rank 4 ("3o2") has 6 squares, not 7');
      expectNotationError('7/7/7/7/7/7/4ss', 15, 'rank 1 ("4ss") has 6 squares, not 7');
      expectNotationError('', 0, 'rank 7 ("") has 0 squares, not 7');
    });

    it('a rank too long', () => {
      expectNotationError('nnn5/7/7/3o3/7/7/4sss', 3, 'rank 7 has more than 7 squares');
      expectNotationError('7/7/7/3o4/7/7/4sss', 8, 'rank 4 has more than 7 squares');
      expectNotationError('7/7/7/7/7/7/7s', 13, 'rank 1 has more than 7 squares');
    });

    it('a character that is not a glass, a digit 1-7 or "."', () => {
      expectNotationError('nnx4/7/7/3o3/7/7/4sss', 2, '"x" is not s, n, o, a digit 1-7 or "."');
      expectNotationError('nnn4/7/7/0o6/7/7/4sss', 9, '"0" is not s, n, o, a digit 1-7 or "."');
      expectNotationError('nnn4/7/7/8/7/7/4sss', 9, '"8" is not s, n, o, a digit 1-7 or "."');
      expectNotationError('nnn4,7/7/3o3/7/7/4sss', 4, '"," is not s, n, o, a digit 1-7 or "."');
    });

    it('a missing "/" (too few ranks, or a space where a rank should end)', () => {
      expectNotationError('nnn4/7/7/3o3/7/7', 16, 'expected "/" before rank 1, found the end of the text');
      expectNotationError('nnn4/7/7/3o3/7/7 s', 16, 'expected "/" before rank 1, found " "');
      expectNotationError('nnn4 7/7/3o3/7/7/4sss', 4, 'expected "/" before rank 6, found " "');
    });

    it('too many glasses: the eighth is named', () => {
      expectNotationError('sssssss/n6/7/7/7/7/7', 8, '"n" would be an 8th glass; the game has 7');
      expectNotationError('nnn4/7/7/3o3/7/7/3ssss', 21, '"s" would be an 8th glass; the game has 7');
    });

    it('junk after the ranks', () => {
      const why = (found: string): string => `after the ranks expected who holds the dice (s or n) and the stakes (like 13/13), found "${found}"`;
      expectNotationError('nnn4/7/7/3o3/7/7/4sss x', 22, why('x'));
      expectNotationError('nnn4/7/7/3o3/7/7/4sss s 13', 22, why('s 13'));
      expectNotationError('nnn4/7/7/3o3/7/7/4sss s 13/13 n', 22, why('s 13/13 n'));
      expectNotationError('nnn4/7/7/3o3/7/7/4sss/7', 21, why('/7'));
      expectNotationError('nnn4/7/7/3o3/7/7/4sss s -1/13', 22, why('s -1/13'));
    });
  });
});

describe('formatPosition', () => {
  it('writes the shortest string: runs of empty squares as one digit', () => {
    const p = parsePosition('n.....n/7/7/...o.../7/7/s..s..s');
    expect(formatPosition(p)).toBe('n5n/7/7/3o3/7/7/s2s2s');
  });

  it('round-trips with and without the dice holder and stakes', () => {
    for (const text of [
      'nnn4/7/7/3o3/7/7/4sss',
      'nnn4/7/7/3o3/7/7/4sss n',
      'nnn4/7/7/3o3/7/7/4sss s 13/13',
      'nnn4/7/7/3o3/7/7/4sss n 0/7',
      'nnn4/7/7/3o3/7/7/4sss 5/6',
      '7/7/7/sssnnno/7/7/7 n 2/11',
    ]) {
      const p = parsePosition(text);
      expect(formatPosition(p)).toBe(text);
      expect(parsePosition(formatPosition(p))).toEqual(p);
    }
  });

  it('writes a game state’s board like the setup test does', () => {
    const s = createGame({ queen: 6 });
    const glasses = s.squareOf.map((q, g) => ({ square: q, fill: s.fill[g] }));
    expect(formatPosition({ glasses, player: 0, stakes: [13, 13] })).toBe('nnn4/7/7/3o3/7/7/4sss s 13/13');
  });

  it('random positions: format then parse gives the same position back (fast-check)', () => {
    const position: fc.Arbitrary<Position> = fc
      .record({
        squares: fc.uniqueArray(fc.integer({ min: 0, max: 48 }), { maxLength: 7 }),
        fills: fc.array(fc.constantFrom(-1, 0, 1), { minLength: 7, maxLength: 7 }),
        player: fc.option(fc.constantFrom(0 as const, 1 as const), { nil: undefined }),
        stakes: fc.option(fc.tuple(fc.nat(99), fc.nat(99)), { nil: undefined }),
      })
      .map(({ squares, fills, player, stakes }) => ({
        glasses: squares.map((square, i) => ({ square, fill: fills[i] })),
        player,
        stakes,
      }));
    fc.assert(
      fc.property(position, (p) => {
        const text = formatPosition(p);
        const back = parsePosition(text);
        expect(bySquare(back.glasses)).toEqual(bySquare(p.glasses));
        expect(back.player).toBe(p.player);
        expect(back.stakes).toEqual(p.stakes);
        // And the string is a fixed point.
        expect(formatPosition(back)).toBe(text);
      }),
      { numRuns: 500, seed: 20240607 },
    );
  });
});

describe('createGame with a position', () => {
  it('sets the board, the dice holder and the stakes', () => {
    const s = createGame({ queen: 6, position: 'nnn4/7/7/7/7/7/3ssss n 12/10' });
    expect(boardOf(s)).toEqual(['a7:n', 'b7:n', 'c7:n', 'd1:s', 'e1:s', 'f1:s', 'g1:s']);
    expect(s.player).toBe(1);
    expect(s.phase).toBe('roll');
    expect(s.stake).toEqual([12, 10]);
    // Poured = stake size less what is left; what is not in a glass was drunk by the other side.
    expect(s.poured).toEqual([4, 6]);
    expect(s.opening).toEqual([4, 3]);
    expect(s.drunk).toEqual([3, 0, 0]);
    expect(s.fromPosition).toBe(true);
  });

  it('without a Queen’s Number starts by rolling for it, then plays from the position', () => {
    const s = createGame({ position: 'nnn4/7/7/7/7/7/3ssss n' });
    expect(s.phase).toBe('queenNumber');
    const next = createGame({ queen: 8, position: 'nnn4/7/7/7/7/7/3ssss n' });
    expect(next.phase).toBe('roll');
    expect(next.queen).toBe(8);
  });

  it('throws RulesError with option "position" for a string that does not parse', () => {
    const e = caught(() => createGame({ queen: 6, position: 'nnx4/7/7/3o3/7/7/4sss' }));
    expect(e).toBeInstanceOf(RulesError);
    expect((e as RulesError).option).toBe('position');
    expect((e as RulesError).value).toBe('nnx4/7/7/3o3/7/7/4sss');
    expect(e.message).toBe('position="nnx4/7/7/3o3/7/7/4sss": position "nnx4/7/7/3o3/7/7/4sss": at character 3, "x" is not s, n, o, a digit 1-7 or "."');
  });

  it('throws RulesError for positions the rules cannot play', () => {
    const bad = (position: string, why: string): void => {
      const e = caught(() => createGame({ queen: 6, position }));
      expect(e).toBeInstanceOf(RulesError);
      expect((e as RulesError).option).toBe('position');
      expect(e.message).toContain(why);
    };
    bad('nnn4/7/7/7/7/7/4sss', 'a position needs all 7 glasses on the board, found 6');
    bad('nnn4/7/7/3o3/7/7/3sss1', 'the powell rules keep one glass on each file');
    bad('nnn4/7/7/7/7/7/3ssss s 13/13', 'South has 4 glasses poured and 13 shots left, more than a stake of 16');
    bad('nnn4/7/7/7/7/7/3ssss s 1/14', 'North has 3 glasses poured and 14 shots left, more than a stake of 16');
  });
});
