/**
 * Move counts in the manner of chess perft: for documented positions and rolls, the number of legal
 * pairs of moves, `legalPairs(state).length` right after the roll, each unordered pair counted once.
 *
 * Notation for the hand counts: for a die d, m_d(X) is how many moves glass X has of exactly d squares
 * (0, 1 or 2: up and/or down its file), and M_d the sum over the glasses. With file movement nothing
 * ever blocks (one glass per file), so for two different dice the pairs are
 *     sum over X != Y of m_d0(X) * m_d1(Y)  =  M_d0 * M_d1 - sum over X of m_d0(X) * m_d1(X),
 * and for doubles, where the order of the two moves does not matter,
 *     (M_d^2 - sum over X of m_d(X)^2) / 2.
 * A glass on rank r (1..7) reaches r - 1 squares down and 7 - r up.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyInPlace,
  cloneState,
  createGame,
  describe as describeState,
  legalPairs,
  SIZE,
  reasonIllegal,
  type Action,
  type GameState,
  type RuleOptions,
} from '../src/index.ts';
import { firstMovesInto, MOVE_BUFFER_SIZE } from '../src/rules/moves.ts';
import { mv, roll } from './helpers.ts';

interface Case {
  rules?: string;
  options?: RuleOptions;
  queen?: number;
  /** Actions played before the roll that is counted (an earlier roll of the same turn). */
  before?: Action[];
}

/** The state right after rolling `dice` in `position`. */
function rolled(position: string, dice: [number, number], c: Case = {}): GameState {
  // Queen's Number 8 (2-6, 3-5, 4-4): none of the rolls counted below.
  const s = createGame({ rules: c.rules ?? 'powell', options: c.options, queen: c.queen ?? 8, position });
  for (const a of c.before ?? []) applyInPlace(s, a);
  applyInPlace(s, roll(dice[0], dice[1]));
  return s;
}

const perft = (position: string, dice: [number, number], c: Case = {}): number => legalPairs(rolled(position, dice, c)).length;

/**
 * The same count found the slow way, through the public move-by-move API ("divide"): every glass, every
 * square on its rank or file, first moves that `reasonIllegal` allows, then second moves after it,
 * collected as unordered pairs of (from, to).
 */
function bruteForce(s: GameState): number {
  const seen = new Set<string>();
  const candidates = (t: GameState): Action[] => {
    const out: Action[] = [];
    for (const from of t.squareOf) {
      if (from < 0) continue;
      for (let to = 0; to < 49; to++) {
        if (to === from || (to % 7 !== from % 7 && Math.floor(to / 7) !== Math.floor(from / 7))) continue;
        out.push({ type: 'glass.move', from, to });
      }
    }
    return out;
  };
  for (const first of candidates(s)) {
    if (reasonIllegal(s, first) !== null) continue;
    const t = cloneState(s);
    applyInPlace(t, first);
    for (const second of candidates(t)) {
      if (reasonIllegal(t, second) !== null) continue;
      const a = first as { from: number; to: number };
      const b = second as { from: number; to: number };
      seen.add([`${a.from}-${a.to}`, `${b.from}-${b.to}`].sort().join('|'));
    }
  }
  return seen.size;
}

/** The formula from the header, from the glasses' squares and the directions they may not take. */
function fileFormula(s: GameState, d0: number, d1: number): number {
  const m = (g: number, d: number): number => {
    const r = Math.floor(s.squareOf[g] / 7);
    const dir = s.rules.oneDirection ? s.direction[g] : -1;
    return (dir !== 1 && 6 - r >= d ? 1 : 0) + (dir !== 0 && r >= d ? 1 : 0);
  };
  const glasses = [0, 1, 2, 3, 4, 5, 6];
  if (d0 === d1) {
    const M = glasses.reduce((t, g) => t + m(g, d0), 0);
    return (M * M - glasses.reduce((t, g) => t + m(g, d0) ** 2, 0)) / 2;
  }
  const M0 = glasses.reduce((t, g) => t + m(g, d0), 0);
  const M1 = glasses.reduce((t, g) => t + m(g, d1), 0);
  return M0 * M1 - glasses.reduce((t, g) => t + m(g, d0) * m(g, d1), 0);
}

/** Powell right after the start: South took the centre glass to d1. Every glass stands on a baseline. */
const START = 'nnn4/7/7/7/7/7/3ssss s';

/**
 * One glass on each rank but one:
 *   a7 (down 6), b5 (up 2, down 4), c4 (up 3, down 3), d2 (up 5, down 1), e1 (up 6), f3 (up 4, down 2),
 *   g6 (up 1, down 5).
 */
const SPREAD = 'n6/6s/1n5/2o4/5s1/3n3/4s2';

/** All seven on rank 4: each glass reaches 3 up and 3 down, no further. */
const MIDDLE = '7/7/7/sssnnno/7/7/7';

/** a1, and b4..g4 (reach 3 each way). */
const ONE_LONG = '7/7/7/1ssonnn/7/7/s6';

/** The anarchist opening: a glass on each anarchy spot b1 e2 a3 d4 g5 c6 f7, no two on a rank or file. */
const SPOTS = '5n1/2n4/6n/3o3/s6/4s2/1s5';

/** anarchist: a1..f1 side by side on rank 1, and g7 alone. */
const ROW_AND_ONE = '6n/7/7/7/7/7/ssssss1';

/** anarchist: all seven on rank 1. */
const FULL_ROW = '7/7/7/7/7/7/sssssss';

describe('perft: powell (file moves)', () => {
  it('START', () => {
    // Every glass is on a baseline, so for any die it has exactly one move, away from its baseline:
    // m_d(X) = 1 for all seven. 1-2: 7 * 7 - 7 = 42 (7 glasses for the 1, 6 others for the 2).
    expect(perft(START, [1, 2])).toBe(42);
    // 6-4: the same, 42: a 6 takes a glass from one baseline to the other, still one move each.
    expect(perft(START, [6, 4])).toBe(42);
    // Doubles 3-3: any two of the seven glasses, C(7, 2) = (49 - 7) / 2 = 21.
    expect(perft(START, [3, 3])).toBe(21);
  });

  it('SPREAD', () => {
    // 6-4. 6s: a7-a1, e1-e7 (m_6 = 1 for a and e, 0 for the rest; M_6 = 2).
    // 4s: a7-a3, b5-b1, d2-d6, e1-e5, f3-f7, g6-g2 (M_4 = 6); c4 has none.
    // 2 * 6 - (a: 1*1 + e: 1*1) = 10: a's 6 with one of 5 others' 4s, and e's 6 the same.
    expect(perft(SPREAD, [6, 4])).toBe(10);
    // 1-3. m_1: a1 b2 c2 d2 e1 f2 g2 (M = 12). m_3: a1 b1 c2 d1 e1 f1 g1 (M = 8).
    // 12 * 8 - (1 + 2 + 4 + 2 + 1 + 2 + 2) = 96 - 14 = 82.
    expect(perft(SPREAD, [1, 3])).toBe(82);
    // Doubles 2-2. m_2: a1 b2 c2 d1 e1 f2 g1 (M = 10, sum of squares 16): (100 - 16) / 2 = 42.
    expect(perft(SPREAD, [2, 2])).toBe(42);
  });

  it('MIDDLE: no pair at all for dice above 3', () => {
    // 4-5, 6-6: no glass reaches 4 squares either way: 0 pairs, and the dice pass.
    expect(perft(MIDDLE, [4, 5])).toBe(0);
    expect(perft(MIDDLE, [6, 6])).toBe(0);
    expect(rolled(MIDDLE, [4, 5]).phase).toBe('passing');
    // 1-3: every glass has two 1s and two 3s: 14 * 14 - 7 * (2 * 2) = 196 - 28 = 168.
    expect(perft(MIDDLE, [1, 3])).toBe(168);
  });

  it('ONE_LONG: one glass that could take either die is not a pair', () => {
    // 4-6: only a1 reaches 4 or 6 (a5, a7): one glass, two dice: 0.
    expect(perft(ONE_LONG, [4, 6])).toBe(0);
    // 4-2: a1's 4 (a1-a5) with any other glass's 2, which each have two (up, down): 1 * 12 = 12;
    // a1's 2 would leave the 4 to a rank-4 glass, which cannot: 0 more.
    expect(perft(ONE_LONG, [4, 2])).toBe(12);
  });
});

describe('perft: da-gucci (one direction per turn), after a first roll in the turn', () => {
  // From START, the first roll 2-3 moves a7-a5 (down) and e1-e4 (up). a5 may now only go down
  // (4 squares), e4 only up (3 squares).
  const before = [roll(2, 3), mv('a7', 'a5'), mv('e1', 'e4')];

  it('the first roll of a turn counts as in powell', () => {
    expect(perft(START, [1, 2], { rules: 'da-gucci' })).toBe(42);
  });

  it('the second roll: 1-3 and doubles 2-2', () => {
    // 1-3. a5: down only, m_1 = m_3 = 1. e4: up only (3 squares), m_1 = m_3 = 1. The five glasses
    // still on a baseline: 1 each. So 7 * 7 - 7 = 42.
    expect(perft(START, [1, 3], { rules: 'da-gucci', before })).toBe(42);
    // Without the direction rule (powell) a5 would have two 1s (up 2 / down 4 reach) and one 3,
    // e4 two of each: M_1 = 9, M_3 = 8, 72 - (2 + 4 + 5) = 61.
    expect(perft(START, [1, 3], { before })).toBe(61);
    // 2-2: every glass has one 2 (a5 down, e4 up, the rest off their baseline): C(7, 2) = 21.
    expect(perft(START, [2, 2], { rules: 'da-gucci', before })).toBe(21);
    // powell: a5 and e4 have two 2s each: M = 9, squares 4 + 4 + 5 = 13, (81 - 13) / 2 = 34.
    expect(perft(START, [2, 2], { before })).toBe(34);
  });

  it('the second roll: 4-5, where a glass’s only way is shut', () => {
    // a5 may go down 4 (to a1) but not 5; e4 may go up 3 at most: neither 4 nor 5. Others: 1 each.
    // m_4: a1 b1 c1 d1 e0 f1 g1 (M = 6); m_5: a0 b1 c1 d1 e0 f1 g1 (M = 5). 30 - 5 = 25.
    expect(perft(START, [4, 5], { rules: 'da-gucci', before })).toBe(25);
  });
});

describe('perft: anarchist (rook moves: one glass along its rank, the other along its file)', () => {
  it('SPOTS, 5-6', () => {
    // No two glasses share a rank or file, so only the edge and the first move can block.
    // Along a rank by 6: a3-g3, g5-a5.      Along a file by 6: b1-b7, f7-f1.
    // Along a rank by 5: b1-g1, a3-f3, g5-b5, f7-a7.   Along a file by 5: b1-b6, e2-e7, c6-c1, f7-f2.
    // Rank-6 with file-5: {a3-g3, g5-a5} x {b1-b6, e2-e7, c6-c1, f7-f2} = 8; paths cross (e.g. a3-g3
    //   passes c3, which c6-c1 also passes) but no move lands on the other's path.
    // File-6 with rank-5: b1-b7 with a3-f3, g5-b5 (g5 first, then b1 would be blocked on b5, but in
    //   the other order both go), f7-a7 (f7 first, passing b7): 3. f7-f1 with b1-g1 (b1 first, then
    //   f7 passes f1 freely), a3-f3 (f7 first), g5-b5 (f7 first): 3. A pair counts when either order
    //   is legal: 6.
    // Total 14.
    expect(perft(SPOTS, [5, 6], { rules: 'anarchist' })).toBe(14);
  });

  it('ROW_AND_ONE, 1-2', () => {
    // a1..f1 are packed: along rank 1 only f1-g1 is open, until a file move empties a square.
    // Along a file: every glass has a 1 and a 2 (up for rank 1, down for g7).
    // Rank by 1 + file by 2:
    //   f1-g1 with any of the other six going 2 along its file: 6.
    //   g7-f7 with any of a1..f1 going up 2: 6.
    //   into a square a file move emptied: a1 up lets b1 in; b1..e1 up let both neighbours in; f1 up
    //   lets e1 in: 1 + 2 * 4 + 1 = 10.
    // Rank by 2 + file by 1:
    //   g7-e7 with any of a1..f1 going up 1: 6.
    //   e1-g1 once f1 has gone up 1 (e1 passes f1): 1. No other glass has two empty squares.
    // Total 22 + 7 = 29.
    expect(perft(ROW_AND_ONE, [1, 2], { rules: 'anarchist' })).toBe(29);
  });

  it('FULL_ROW, 1-2', () => {
    // All seven on rank 1: no rank move until a file move (by 2) empties a square, then a neighbour
    // slides in by 1: a1 or g1 up lets one neighbour in (2 x 1), b1..f1 up let either (5 x 2): 12.
    // A rank move by 2 would need two empty squares: none.
    expect(perft(FULL_ROW, [1, 2], { rules: 'anarchist' })).toBe(12);
  });

  it('MIDDLE, 5-6: no pair (and no pass number in anarchist, yet the dice pass)', () => {
    // Along the file nobody reaches 5; along rank 4 everybody is packed: 0.
    expect(perft(MIDDLE, [5, 6], { rules: 'anarchist' })).toBe(0);
    expect(rolled(MIDDLE, [5, 6], { rules: 'anarchist' }).phase).toBe('passing');
  });
});

describe('perft: legalPairs agrees with the move-by-move API', () => {
  const cases: [string, string, [number, number], Case][] = [
    ['START', START, [1, 2], {}],
    ['SPREAD', SPREAD, [1, 3], {}],
    ['SPREAD doubles', SPREAD, [2, 2], {}],
    ['ONE_LONG', ONE_LONG, [4, 2], {}],
    ['da-gucci second roll', START, [1, 3], { rules: 'da-gucci', before: [roll(2, 3), mv('a7', 'a5'), mv('e1', 'e4')] }],
    ['SPOTS', SPOTS, [5, 6], { rules: 'anarchist' }],
    ['SPOTS 1-2', SPOTS, [1, 2], { rules: 'anarchist' }],
    ['ROW_AND_ONE', ROW_AND_ONE, [1, 2], { rules: 'anarchist' }],
    ['FULL_ROW', FULL_ROW, [1, 2], { rules: 'anarchist' }],
  ];
  it.each(cases)('%s', (_name, position, dice, c) => {
    const s = rolled(position, dice, c);
    expect(s.phase).toBe('moving');
    expect(bruteForce(s)).toBe(legalPairs(s).length);
  });

  it('every pair moves two different glasses, and each unordered pair is listed once', () => {
    for (const [, position, dice, c] of cases) {
      const pairs = legalPairs(rolled(position, dice, c));
      const keys = pairs.map((p) => [`${p.first.from}-${p.first.to}`, `${p.second.from}-${p.second.to}`].sort().join('|'));
      expect(new Set(keys).size).toBe(keys.length);
      for (const p of pairs) expect(p.first.from).not.toBe(p.second.from);
    }
  });
});

describe('perft: the file-move formula holds on random positions', () => {
  /** A random file-move position: the rank of each file's glass, and a fill. */
  const position = fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 7, maxLength: 7 }).map((ranks) => {
    const rows: string[] = [];
    for (let r = 6; r >= 0; r--) {
      let row = '';
      let gap = 0;
      for (let f = 0; f < 7; f++) {
        if (ranks[f] !== r) {
          gap++;
          continue;
        }
        row += (gap ? String(gap) : '') + 'sno'[f % 3];
        gap = 0;
      }
      rows.push(row + (gap ? String(gap) : ''));
    }
    return rows.join('/');
  });

  it('powell: all 21 rolls', () => {
    fc.assert(
      fc.property(position, (pos) => {
        const s = createGame({ queen: 9, position: pos });
        for (let d0 = 1; d0 <= 6; d0++) {
          for (let d1 = d0; d1 <= 6; d1++) {
            // The count depends on the dice only, so the dice are set on a copy rather than rolled.
            expect(legalPairs({ ...s, phase: 'moving', moves: [], dice: [d0, d1] })).toHaveLength(fileFormula(s, d0, d1));
          }
        }
      }),
      { numRuns: 60, seed: 7 },
    );
  });

  it('da-gucci: after a random first pair of moves, all 21 rolls', () => {
    fc.assert(
      fc.property(position, fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.nat(), (pos, a, b, pick) => {
        const s = createGame({ rules: 'da-gucci', queen: 9, options: { queenCall: 'manual' }, position: pos });
        applyInPlace(s, roll(a, b));
        const pairs = legalPairs(s);
        if (s.phase !== 'moving' || pairs.length === 0) return;
        const p = pairs[pick % pairs.length];
        applyInPlace(s, { type: 'glass.move', ...p.first });
        applyInPlace(s, { type: 'glass.move', ...p.second });
        for (let d0 = 1; d0 <= 6; d0++) {
          for (let d1 = d0; d1 <= 6; d1++) {
            expect(legalPairs({ ...s, phase: 'moving', moves: [], dice: [d0, d1] })).toHaveLength(fileFormula(s, d0, d1));
          }
        }
      }),
      { numRuns: 60, seed: 11 },
    );
  });
});

describe('rook first moves', () => {
  /**
   * The first moves of a rook roll found the plain way, as the generator did before it counted the
   * glasses left a second move: every glass, direction and die (doubles: one die), stepping square by
   * square on a copy of the board, kept when, with the move made, another glass can step the other die
   * along the other orientation (and, under one direction, not back the way it went this turn).
   */
  function plainFirstMoves(s: GameState): number[] {
    const dice = s.dice as number[];
    const steps = [SIZE, -SIZE, 1, -1];
    const allowed = (g: number, dir: number): boolean => !s.rules.oneDirection || s.direction[g] < 0 || s.direction[g] !== (dir ^ 1);
    const target = (at: number[], from: number, dir: number, dist: number): number => {
      let q = from;
      for (let k = 0; k < dist; k++) {
        const f = q % SIZE;
        if ((dir === 2 && f === SIZE - 1) || (dir === 3 && f === 0)) return -1;
        q += steps[dir];
        if (q < 0 || q >= SIZE * SIZE || at[q] >= 0) return -1;
      }
      return q;
    };
    const out: number[] = [];
    for (const [dist, other] of dice[0] === dice[1]
      ? [[dice[0], dice[1]]]
      : [
          [dice[0], dice[1]],
          [dice[1], dice[0]],
        ]) {
      for (let g = 0; g < 7; g++) {
        const q = s.squareOf[g];
        if (q < 0) continue;
        for (let dir = 0; dir < 4; dir++) {
          const to = allowed(g, dir) ? target(s.at, q, dir, dist) : -1;
          if (to < 0) continue;
          const at = [...s.at];
          at[q] = -1;
          at[to] = g;
          const second = dir < 2 ? [2, 3] : [0, 1];
          let follows = false;
          for (let h = 0; h < 7 && !follows; h++) {
            const p = h === g ? -1 : s.squareOf[h];
            if (p >= 0) follows = second.some((d) => allowed(h, d) && target(at, p, d, other) >= 0);
          }
          if (follows) out.push(q | (to << 6));
        }
      }
    }
    return out;
  }

  it('lists the moves the plain generator lists, in its order (random crowded boards, directions taken)', () => {
    // Seven glasses (or fewer, some drunk) in a few ranks and files, so that paths are often blocked
    // and a first move often leaves few or no glasses a second move.
    const position = fc.record({
      squares: fc.uniqueArray(fc.integer({ min: 0, max: 48 }), { minLength: 7, maxLength: 7 }),
      crowd: fc.integer({ min: 2, max: 7 }),
      onBoard: fc.integer({ min: 2, max: 7 }),
      oneDirection: fc.boolean(),
      directions: fc.array(fc.integer({ min: -1, max: 3 }), { minLength: 7, maxLength: 7 }),
      dice: fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 })),
    });
    let none = 0;
    let some = 0;
    fc.assert(
      fc.property(position, ({ squares, crowd, onBoard, oneDirection, directions, dice }) => {
        const s = createGame({ rules: 'anarchist', options: { oneDirection } });
        // Squares folded into a crowd x crowd corner of the board.
        const on = [...new Set(squares.map((q) => (Math.floor(q / SIZE) % crowd) * SIZE + ((q % SIZE) % crowd)))].slice(0, onBoard);
        for (let q = 0; q < SIZE * SIZE; q++) s.at[q] = -1;
        for (let g = 0; g < 7; g++) {
          s.squareOf[g] = g < on.length ? on[g] : -1;
          if (g < on.length) s.at[on[g]] = g;
          s.direction[g] = oneDirection ? directions[g] : -1;
        }
        Object.assign(s, { phase: 'moving', dice, moves: [] });
        const buf = new Int32Array(MOVE_BUFFER_SIZE);
        const want = plainFirstMoves(s);
        expect(Array.from(buf.subarray(0, firstMovesInto(s, buf))), describeState(s)).toEqual(want);
        if (want.length === 0) none++;
        else some++;
      }),
      { numRuns: 4000, seed: 20261124 },
    );
    expect(none).toBeGreaterThan(100);
    expect(some).toBeGreaterThan(1000);
  });
});
