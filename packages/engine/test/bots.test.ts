import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greedyPairFor, greedyPullLine } from '../src/bots/greedy.ts';
import { legalMovesInto } from '../src/rules/moves.ts';
import { greedyPairSearch } from '../src/bots/pair-search.ts';
import { pairFirst, pairSecond } from '../src/bots/rank-search.ts';
import { BotScratch } from '../src/bots/scratch.ts';
import {
  applyInPlace,
  cloneState,
  createGame,
  glassesShownEmpty,
  legalChoices,
  legalMoves,
  legalPairs,
  moveFrom,
  moveTo,
  pullableLines,
  standingLines,
  reasonIllegal,
  resolveRules,
  SeededDice,
  SIZE,
  Xoshiro128,
  describe as describeState,
  type Action,
  type GameState,
  type PresetName,
  type Rng,
  type RuleOptions,
} from '../src/index.ts';
import { greedyBot, randomBot } from '../src/bots/index.ts';
import { withDice } from '../src/sim/index.ts';
import { LineBoard } from '../src/rules/lines.ts';
import { rankSearchApplies } from '../src/bots/rank-search.ts';
import { fromPosition, mv, play, roll, sq } from './helpers.ts';

/** Longest run of glasses on an inner rank (what greedy maximises under powell's rules). */
function longestInnerRun(s: GameState): number {
  let best = 0;
  for (let r = 1; r < SIZE - 1; r++) {
    let run = 0;
    for (let f = 0; f < SIZE; f++) {
      run = s.at[r * SIZE + f] >= 0 ? run + 1 : 0;
      best = Math.max(best, run);
    }
  }
  return best;
}

/** The best longest-run any legal pair of the roll reaches, by brute force over `legalPairs`. */
function bestPairScore(s: GameState): number {
  let best = 0;
  for (const p of legalPairs(s)) {
    const t = cloneState(s);
    applyInPlace(t, { type: 'glass.move', from: p.first.from, to: p.first.to });
    if (t.phase === 'moving') applyInPlace(t, { type: 'glass.move', from: p.second.from, to: p.second.to });
    best = Math.max(best, longestInnerRun(t));
  }
  return best;
}

/** The longest line standing, as greedy scores a board: the longest of `standingLines(s, 2)`, else 0. */
const longestLine = (s: GameState): number => standingLines(s, 2).reduce((best, l) => Math.max(best, l.squares.length), 0);

/** `s` with the glass on `from` moved to `to` on the board only (all that `standingLines` reads). */
function boardAfter(s: GameState, from: number, to: number): GameState {
  const t = cloneState(s);
  const g = t.at[from];
  t.at[from] = -1;
  t.at[to] = g;
  t.squareOf[g] = to;
  return t;
}

/**
 * The best pairs of the roll in `s` (no move made), found plainly: every pair played out (the first
 * move with `applyInPlace`) and scored by the longest line it leaves; those with the best score, as
 * `[first, second]` in the order the moves are listed.
 */
function bestPairs(s: GameState): [number, number][] {
  let best = -1;
  let ties: [number, number][] = [];
  for (const m1 of legalMoves(s)) {
    const t = cloneState(s);
    applyInPlace(t, { type: 'glass.move', from: moveFrom(m1), to: moveTo(m1) });
    for (const m2 of legalMoves(t)) {
      const score = longestLine(boardAfter(t, moveFrom(m2), moveTo(m2)));
      if (score > best) {
        best = score;
        ties = [];
      }
      if (score === best) ties.push([m1, m2]);
    }
  }
  return ties;
}

/**
 * Greedy's move outside the rank-only rules, written plainly from the lists the engine gives: with a
 * first move to choose among several, every pair is played out (the first move for real, with
 * `applyInPlace`) and scored by the longest line it leaves; the best pairs are listed in order and one
 * is drawn with `rng.below(count)`, and its first move is made. A second move (or a lone first move) is
 * one of the moves that leave the longest line, drawn among them the same way when several tie. It
 * reads nothing but `s` and `rng`. The searches in greedy.ts must choose the same move with the same
 * draws.
 */
function referenceGreedyMove(s: GameState, rng: Rng): Action {
  const moves = legalMoves(s);
  // Where the ranks alone score the moves (no shape within reach), the rank search chooses the pair:
  // the first move is the reference rank search's (the tests above check it against every pair).
  if (s.moves.length === 0 && moves.length > 1 && rankSearchApplies(s, 2)) {
    const [first] = greedyPairFor(s, rng, 'scoring') as [number, number];
    return { type: 'glass.move', from: moveFrom(first), to: moveTo(first) };
  }
  if (s.moves.length === 1 || moves.length === 1) {
    let best = -1;
    let tied: number[] = [];
    for (const m of moves) {
      const score = longestLine(boardAfter(s, moveFrom(m), moveTo(m)));
      if (score > best) {
        best = score;
        tied = [];
      }
      if (score === best) tied.push(m);
    }
    const m = tied.length === 1 ? tied[0] : tied[rng.below(tied.length)];
    return { type: 'glass.move', from: moveFrom(m), to: moveTo(m) };
  }
  const ties = bestPairs(s);
  const [first] = ties[rng.below(ties.length)];
  return { type: 'glass.move', from: moveFrom(first), to: moveTo(first) };
}

describe('greedy bot', () => {
  it('makes the pair of moves that leaves the longest line (checked against every legal pair; da-gucci while no full diagonal is within reach)', () => {
    const rng = new Xoshiro128(5);
    const dice = new SeededDice(6);
    let checked = 0;
    for (let game = 0; game < 40; game++) {
      const s = createGame({ queen: 2, rules: game % 2 ? 'da-gucci' : 'powell' });
      for (let step = 0; step < 400 && s.phase !== 'over'; step++) {
        if (s.phase === 'moving' && s.moves.length === 0 && !s.queenPending && rankSearchApplies(s, 2)) {
          const want = bestPairScore(s);
          const first = greedyBot.choose(s, rng) as Action;
          const t = cloneState(s);
          applyInPlace(t, first);
          applyInPlace(t, greedyBot.choose(t, rng) as Action);
          expect(longestInnerRun(t)).toBe(want);
          checked++;
        }
        applyInPlace(s, withDice(randomBot.choose(s, rng), dice));
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('finds the very pair the search scoring every pair finds, with the same draw (positions from games)', () => {
    // The fast search counts the best pairs per first move instead of scoring each pair: it must draw
    // the same pair, consuming the generator the same way. Positions come from games where one side
    // plays greedy (lines build up) and the other random, in the rank-only rules.
    const configs: { rules: 'powell' | 'de-jesus'; options: RuleOptions }[] = [
      { rules: 'powell', options: {} },
      { rules: 'powell', options: { oneDirection: true } },
      { rules: 'powell', options: { pullSize: 7, kendal: false } },
      { rules: 'de-jesus', options: {} },
      { rules: 'de-jesus', options: { oneDirection: true, pullSize: 5 } },
    ];
    let checked = 0;
    for (const [c, { rules, options }] of configs.entries()) {
      const rng = new Xoshiro128(77 + c);
      const dice = new SeededDice(78 + c);
      for (let game = 0; game < 25; game++) {
        const s = createGame({ rules, options });
        for (let step = 0; step < 600 && s.phase !== 'over'; step++) {
          if (s.phase === 'moving' && s.moves.length === 0) {
            const seed = rng.nextU32();
            const fast = new Xoshiro128(seed);
            const slow = new Xoshiro128(seed);
            const pair = greedyPairFor(s, fast, 'ranks');
            expect(pair, describeState(s)).toEqual(greedyPairFor(s, slow, 'scoring'));
            expect(fast.getState()).toEqual(slow.getState());
            if (pair) checked++;
          }
          const bot = s.player === 0 ? greedyBot : randomBot;
          const call = s.mugginsOpen ? bot.muggins(s, rng) : null;
          applyInPlace(s, call ?? withDice(bot.choose(s, rng), dice));
        }
      }
    }
    expect(checked).toBeGreaterThan(2000);
  });

  it('finds the very pair the search scoring every pair finds (random positions and rolls)', () => {
    // One glass per file on any rank, any fills, any roll: every pattern of runs, crowded ranks included.
    const position = fc.record({
      ranks: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 7, maxLength: 7 }),
      fills: fc.array(fc.constantFrom('s', 'n', 'o'), { minLength: 7, maxLength: 7 }),
      dice: fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 })),
      seed: fc.integer(),
    });
    fc.assert(
      fc.property(position, ({ ranks, fills, dice, seed }) => {
        const rows: string[] = [];
        for (let r = 6; r >= 0; r--)
          rows.push(
            ranks
              .map((rank, f) => (rank === r ? fills[f] : '1'))
              .join('')
              .replace(/1+/g, (m) => String(m.length)),
          );
        // The Queen's Number is 2 and the roll never totals 2 here, so the roll is moved at once.
        if (dice[0] + dice[1] === 2) return;
        const s = createGame({ queen: 2, position: `${rows.join('/')} s` });
        applyInPlace(s, { type: 'dice.roll', dice });
        if (s.phase !== 'moving') return;
        const fast = new Xoshiro128(seed);
        const slow = new Xoshiro128(seed);
        expect(greedyPairFor(s, fast, 'ranks')).toEqual(greedyPairFor(s, slow, 'scoring'));
        expect(fast.getState()).toEqual(slow.getState());
      }),
      { numRuns: 3000, seed: 20240613 },
    );
  });

  it('finds the very pair the search scoring every pair finds (glasses crowded on a few ranks, directions taken)', () => {
    // Glasses on one to three ranks: runs everywhere, and often every glass that may move second on
    // one rank (which the fast search scores apart, as each such move takes a glass off that rank).
    // Under one direction, each glass may already have gone up or down this turn.
    const position = fc.record({
      pool: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 3 }),
      picks: fc.array(fc.nat(), { minLength: 7, maxLength: 7 }),
      oneDirection: fc.boolean(),
      directions: fc.array(fc.constantFrom(-1, 0, 1), { minLength: 7, maxLength: 7 }),
      dice: fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 })),
      seed: fc.integer(),
    });
    let checked = 0;
    fc.assert(
      fc.property(position, ({ pool, picks, oneDirection, directions, dice, seed }) => {
        const ranks = picks.map((p) => pool[p % pool.length]);
        const rows: string[] = [];
        for (let r = 6; r >= 0; r--)
          rows.push(
            ranks
              .map((rank) => (rank === r ? 's' : '1'))
              .join('')
              .replace(/1+/g, (m) => String(m.length)),
          );
        if (dice[0] + dice[1] === 2) return;
        const s = createGame({ queen: 2, position: `${rows.join('/')} s`, options: { oneDirection } });
        if (oneDirection) for (let g = 0; g < 7; g++) s.direction[g] = directions[g];
        applyInPlace(s, { type: 'dice.roll', dice });
        if (s.phase !== 'moving') return;
        const fast = new Xoshiro128(seed);
        const slow = new Xoshiro128(seed);
        const pair = greedyPairFor(s, fast, 'ranks');
        expect(pair).toEqual(greedyPairFor(s, slow, 'scoring'));
        expect(fast.getState()).toEqual(slow.getState());
        if (pair) checked++;
      }),
      { numRuns: 3000, seed: 20261123 },
    );
    expect(checked).toBeGreaterThan(1500);
  });

  it('outside the rank-only rules, makes the move the plain search over every pair makes, with the same draws', () => {
    // Lines in every direction and chevrons (anarchist), the full diagonal and one direction
    // (da-gucci), shapes added to powell's ranks: positions from games of greedy against random.
    const configs: { rules: PresetName; options: RuleOptions }[] = [
      { rules: 'anarchist', options: {} },
      { rules: 'anarchist', options: { chevron: false, kendal: false, pullSize: 5 } },
      { rules: 'da-gucci', options: {} },
      { rules: 'da-gucci', options: { diagonal: false, chevron: true, pullSize: 4 } },
      { rules: 'powell', options: { diagonal: true, chevron: true } },
    ];
    let pairs = 0;
    let singles = 0;
    for (const [c, { rules, options }] of configs.entries()) {
      const rng = new Xoshiro128(300 + c);
      const dice = new SeededDice(400 + c);
      for (let game = 0; game < 12; game++) {
        const s = createGame({ rules, options });
        for (let step = 0; step < 500 && s.phase !== 'over'; step++) {
          // (A second move the ranks alone score completes a best pair: checked above.)
          if (s.phase === 'moving' && !s.queenPending && !(s.moves.length === 1 && rankSearchApplies(s, 1))) {
            const seed = rng.nextU32();
            const fast = new Xoshiro128(seed);
            const plain = new Xoshiro128(seed);
            const before = JSON.stringify(s);
            const choice = greedyBot.choose(s, fast);
            expect(choice, describeState(s)).toEqual(referenceGreedyMove(s, plain));
            expect(fast.getState(), describeState(s)).toEqual(plain.getState());
            expect(JSON.stringify(s)).toBe(before);
            if (s.moves.length === 0 && legalMoves(s).length > 1) pairs++;
            else singles++;
            // Greedy's side plays the move checked (asking again would draw again).
            if (s.player === game % 2) {
              applyInPlace(s, choice as Action);
              continue;
            }
          }
          const bot = s.player === game % 2 ? greedyBot : randomBot;
          const call = s.mugginsOpen ? bot.muggins(s, rng) : null;
          applyInPlace(s, call ?? withDice(bot.choose(s, rng), dice));
        }
      }
    }
    expect(pairs).toBeGreaterThan(1500);
    expect(singles).toBeGreaterThan(1000);
  });

  it('outside the rank-only rules, makes both moves the plain search makes, with the same draws (random boards: rook moves, lines and shapes one glass short, directions taken)', () => {
    const configs: { rules: PresetName; options: RuleOptions }[] = [
      { rules: 'anarchist', options: {} },
      { rules: 'anarchist', options: { chevron: false, kendal: false, pullSize: 5 } },
      { rules: 'da-gucci', options: {} },
      { rules: 'powell', options: { diagonal: true, chevron: true } },
    ];
    // Seven squares: anywhere (rook moves), or one per file (file moves); often six of them on a long
    // diagonal, a chevron or a rank, so that long lines and shapes a move from complete are common.
    const SHAPES: Record<string, number[]> = { diagonal: [0, 1, 2, 3, 4, 5, 6], chevron: [0, 1, 2, 3, 2, 1, 0], rank: [3, 3, 3, 3, 3, 3, 3] };
    const position = fc.record({
      config: fc.integer({ min: 0, max: configs.length - 1 }),
      squares: fc.uniqueArray(fc.integer({ min: 0, max: 48 }), { minLength: 7, maxLength: 7 }),
      ranks: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 7, maxLength: 7 }),
      shape: fc.constantFrom('none', 'diagonal', 'chevron', 'rank'),
      moved: fc.integer({ min: 0, max: 6 }),
      directions: fc.array(fc.constantFrom(-1, 0, 1, 2, 3), { minLength: 7, maxLength: 7 }),
      dice: fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 })),
      seed: fc.integer(),
    });
    let pairs = 0;
    let seconds = 0;
    fc.assert(
      fc.property(position, ({ config, squares, ranks, shape, moved, directions, dice, seed }) => {
        const { rules, options } = configs[config];
        const s = createGame({ rules, options });
        const rook = s.rules.movement === 'rook';
        // One glass of the shape (`moved`) stands elsewhere: its random square, or its file's random rank.
        const on =
          shape === 'none'
            ? rook
              ? squares
              : ranks.map((r, f) => r * SIZE + f)
            : SHAPES[shape].map((r, f) => (f !== moved ? r * SIZE + f : rook ? squares[f] : ranks[f] * SIZE + f));
        if (new Set(on).size < 7) return;
        for (let q = 0; q < 49; q++) s.at[q] = -1;
        on.forEach((q, g) => {
          s.squareOf[g] = q;
          s.at[q] = g;
          if (s.rules.oneDirection) s.direction[g] = Math.min(directions[g], 1);
        });
        Object.assign(s, { phase: 'moving', dice, moves: [], queenPending: false, mugginsOpen: false });
        if (legalMoves(s).length < 2 || rankSearchApplies(s, 2)) return;
        const fast = new Xoshiro128(seed);
        const plain = new Xoshiro128(seed);
        const first = greedyBot.choose(s, fast);
        expect(first, describeState(s)).toEqual(referenceGreedyMove(s, plain));
        expect(fast.getState()).toEqual(plain.getState());
        pairs++;
        // The second move: a best continuation of the first, found from the state alone; the two make
        // a best pair.
        const [b1, b2] = bestPairs(s)[0];
        const bestScore = longestLine(boardAfter(boardAfter(s, moveFrom(b1), moveTo(b1)), moveFrom(b2), moveTo(b2)));
        applyInPlace(s, first as Action);
        if (s.phase !== 'moving') return;
        const second = greedyBot.choose(s, fast) as Action;
        if (!rankSearchApplies(s, 1)) {
          expect(second, describeState(s)).toEqual(referenceGreedyMove(s, plain));
          seconds++;
        }
        applyInPlace(s, second);
        expect(longestLine(s), describeState(s)).toBe(bestScore);
      }),
      { numRuns: 3000, seed: 20261124 },
    );
    expect(pairs).toBeGreaterThan(1500);
    expect(seconds).toBeGreaterThan(1000);
  });

  it('outside the rank-only rules, draws uniformly among the best pairs (the set found plainly; chi-square over many draws)', () => {
    // Anarchist positions from games of greedy against random where several pairs tie for the best.
    const rng = new Xoshiro128(41);
    const dice = new SeededDice(42);
    const list = new Int32Array(64);
    let positions = 0;
    for (let game = 0; game < 20 && positions < 12; game++) {
      const s = createGame({ rules: 'anarchist' });
      for (let step = 0; step < 400 && s.phase !== 'over' && positions < 12; step++) {
        const ties = s.phase === 'moving' && s.moves.length === 0 && !s.queenPending ? bestPairs(s) : [];
        if (ties.length >= 3) {
          positions++;
          const keys = ties.map(([a, b]) => a + b * 4096);
          const counts = new Map(keys.map((k) => [k, 0]));
          const draws = 200 * keys.length;
          const n = legalMovesInto(s, list);
          for (let i = 0; i < draws; i++) {
            const pair = greedyPairSearch(s, new Xoshiro128(1000 + i), list, n, new BotScratch());
            const key = pairFirst(pair) + pairSecond(pair) * 4096;
            expect(counts.has(key), describeState(s)).toBe(true);
            counts.set(key, (counts.get(key) as number) + 1);
          }
          // Chi-square against uniform; the bound is its 0.999 quantile (Wilson-Hilferty).
          const expected = draws / keys.length;
          const chi = [...counts.values()].reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
          const k = keys.length - 1;
          const bound = k * (1 - 2 / (9 * k) + 3.09 * Math.sqrt(2 / (9 * k))) ** 3;
          expect(chi, describeState(s)).toBeLessThan(bound);
        }
        const bot = s.player === 0 ? greedyBot : randomBot;
        const call = s.mugginsOpen ? bot.muggins(s, rng) : null;
        applyInPlace(s, call ?? withDice(bot.choose(s, rng), dice));
      }
    }
    expect(positions).toBe(12);
  });

  it('its line board measures the longest line standing after a move as standingLines does (every preset, random boards)', () => {
    const board = fc.record({
      rules: fc.constantFrom<PresetName>('powell', 'da-gucci', 'anarchist', 'de-jesus'),
      options: fc.constantFrom<RuleOptions>({}, { chevron: true }, { pullSize: 4 }),
      squares: fc.uniqueArray(fc.integer({ min: 0, max: 48 }), { minLength: 7, maxLength: 7 }),
      onBoard: fc.integer({ min: 1, max: 7 }),
      to: fc.integer({ min: 0, max: 48 }),
      bias: fc.constantFrom('none', 'rank', 'diagonal', 'chevron'),
    });
    let long = 0;
    fc.assert(
      fc.property(board, ({ rules, options, squares, onBoard, to, bias }) => {
        if (rules === 'de-jesus' && options.chevron) return;
        const s = createGame({ rules, options });
        // Start from random squares, or (to make long lines common) from a rank, a diagonal or a chevron.
        const shaped =
          bias === 'rank'
            ? [21, 22, 23, 24, 25, 26, 27]
            : bias === 'diagonal'
              ? [0, 8, 16, 24, 32, 40, 48]
              : bias === 'chevron'
                ? [0, 8, 16, 24, 18, 12, 6]
                : squares;
        for (let q = 0; q < 49; q++) s.at[q] = -1;
        for (let g = 0; g < 7; g++) {
          s.squareOf[g] = g < onBoard ? shaped[g] : -1;
          if (g < onBoard) s.at[shaped[g]] = g;
        }
        const lines = new LineBoard(s.rules);
        lines.load(s);
        expect(lines.longest()).toBe(longestLine(s));
        const from = s.squareOf[0];
        if (s.at[to] >= 0) return;
        const want = longestLine(boardAfter(s, from, to));
        expect(lines.longestAfter(from, to)).toBe(want);
        expect(lines.longest()).toBe(longestLine(s));
        if (want >= 6) long++;
      }),
      { numRuns: 4000, seed: 20260517 },
    );
    expect(long).toBeGreaterThan(100);
  });

  it('greedyPullLine names the line greedy pulls: the first of the longest pullable lines (random boards, moved glasses, stakes)', () => {
    // Glasses on a few ranks so that runs stand; any glasses moved this turn; any stakes, so that a
    // Kendal (one short) is sometimes allowed; pull sizes 4 to 7.
    const position = fc.record({
      pool: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 3 }),
      picks: fc.array(fc.nat(), { minLength: 7, maxLength: 7 }),
      moved: fc.integer({ min: 0, max: 127 }),
      poured: fc.tuple(fc.integer({ min: 3, max: 16 }), fc.integer({ min: 3, max: 16 })),
      player: fc.constantFrom(0 as const, 1 as const),
      pullSize: fc.integer({ min: 4, max: 7 }),
      kendal: fc.boolean(),
    });
    let lines = 0;
    let none = 0;
    fc.assert(
      fc.property(position, ({ pool, picks, moved, poured, player, pullSize, kendal }) => {
        const ranks = picks.map((p) => pool[p % pool.length]);
        const rows: string[] = [];
        for (let r = 6; r >= 0; r--)
          rows.push(
            ranks
              .map((rank) => (rank === r ? 's' : '1'))
              .join('')
              .replace(/1+/g, (m) => String(m.length)),
          );
        const s = createGame({ queen: 2, position: `${rows.join('/')} s`, options: { pullSize, kendal } });
        s.movedMask = moved;
        s.player = player;
        for (const side of [0, 1]) {
          s.poured[side] = poured[side];
          s.stake[side] = 16 - poured[side];
        }
        let want: number[] | null = null;
        for (const l of pullableLines(s)) if (!want || l.squares.length > want.length) want = [...l.squares];
        expect(greedyPullLine(s)).toEqual(want);
        if (want) lines++;
        else none++;
      }),
      { numRuns: 3000, seed: 20261124 },
    );
    expect(lines).toBeGreaterThan(300);
    expect(none).toBeGreaterThan(300);
  });

  it('pulls the longest line when it can, and keeps every pulled shot', () => {
    // a4-d4 and f4 stand; e1 up 3 makes six on rank 4 (a Kendal-free pull of six).
    const s = fromPosition('6n/7/7/ssnn1s1/7/7/4s2 s');
    play(s, roll(3, 1), { type: 'glass.move', from: sq('e1'), to: sq('e4') }, { type: 'glass.move', from: sq('g7'), to: sq('g6') });
    expect(s.phase).toBe('pullDecision');
    const pull = greedyBot.choose(s, new Xoshiro128(1));
    expect(pull).toEqual({ type: 'pull.take', line: ['a4', 'b4', 'c4', 'd4', 'e4', 'f4'].map(sq) });
    applyInPlace(s, pull as Action);
    expect(greedyBot.choose(s, new Xoshiro128(1))).toEqual({ type: 'pull.share', opponent: 0, spectators: 0 });
  });

  it('anarchist: slashes every glass it may before rolling again, and before a pull every one off the line it pulls', () => {
    // A slash costs the Opponent a shot (they fill it on taking the dice, or after the pull). Greedy
    // against random, from game positions: at the roll and at the pull, greedy's choice is a slash
    // exactly when legalChoices offers one it should take.
    const rng = new Xoshiro128(61);
    const dice = new SeededDice(62);
    let rollSlashes = 0;
    let pullSlashes = 0;
    let rolls = 0;
    for (let game = 0; game < 30; game++) {
      const s = createGame({ rules: 'anarchist' });
      for (let step = 0; step < 3000 && s.phase !== 'over'; step++) {
        const bot = s.player === game % 2 ? greedyBot : randomBot;
        const call = s.mugginsOpen ? bot.muggins(s, rng) : null;
        const choice = call ?? bot.choose(s, rng);
        if (bot === greedyBot && !call && (s.phase === 'roll' || s.phase === 'pullDecision')) {
          const slashes = legalChoices(s).filter((c) => c.type === 'glass.slash');
          if (s.phase === 'roll') {
            if (slashes.length) {
              expect(choice).toEqual(slashes[0]);
              rollSlashes++;
            } else {
              expect(choice).toEqual({ type: 'dice.roll' });
              rolls++;
            }
          } else {
            const lines = pullableLines(s);
            const longest = Math.max(...lines.map((l) => l.squares.length));
            const line = lines.find((l) => l.squares.length === longest)!.squares;
            const off = slashes.filter((c) => c.type === 'glass.slash' && !line.includes(c.square));
            if (off.length) {
              expect(choice).toEqual(off[0]);
              pullSlashes++;
            } else expect(choice).toEqual({ type: 'pull.take', line: [...line] });
          }
        }
        applyInPlace(s, withDice(choice, dice) as Action);
      }
    }
    expect(rollSlashes).toBeGreaterThan(100);
    expect(rolls).toBeGreaterThan(1000);
    expect(pullSlashes).toBeGreaterThan(0);
  });

  it('de-jesus: places each glass (setup and refill) on the first square legalChoices lists, and pulls the line pullableLines gives', () => {
    // Greedy finds these without listing every choice: the games are those of taking the first choice.
    const rng = new Xoshiro128(71);
    const dice = new SeededDice(72);
    let places = 0;
    let pulls = 0;
    for (let game = 0; game < 20; game++) {
      const s = createGame({ rules: 'de-jesus', options: game % 2 ? { oneDirection: true } : {} });
      for (let step = 0; step < 3000 && s.phase !== 'over'; step++) {
        const bot = s.player === game % 2 || s.phase === 'placing' || s.phase === 'refill' ? greedyBot : randomBot;
        const choice = bot.choose(s, rng);
        if (bot === greedyBot && (s.phase === 'placing' || s.phase === 'refill')) {
          expect(choice).toEqual(legalChoices(s)[0]);
          places++;
        }
        if (bot === greedyBot && s.phase === 'pullDecision') {
          const lines = pullableLines(s);
          const longest = Math.max(...lines.map((l) => l.squares.length));
          expect(choice).toEqual({ type: 'pull.take', line: [...lines.find((l) => l.squares.length === longest)!.squares] });
          pulls++;
        }
        applyInPlace(s, withDice(choice, dice) as Action);
      }
    }
    expect(places).toBeGreaterThan(300);
    expect(pulls).toBeGreaterThan(80);
  });

  it('calls an owed Queen before moving, under manual calling', () => {
    const s = fromPosition('nnn4/7/7/3s3/7/7/4sss s', { queen: 6, options: { queenCall: 'manual' } });
    play(s, roll(4, 2));
    expect(s.queenPending).toBe(true);
    expect(greedyBot.choose(s, new Xoshiro128(1))).toEqual({ type: 'queen.call' });
  });

  it('da-gucci: a Player bot owing the Queen calls it or goes to roll; the Opponent bot decides treason by itself', () => {
    const s = fromPosition('n6/6s/1n5/2o4/5s1/3n3/4s2 s', { rules: 'da-gucci', queen: 6, options: { queenCall: 'manual' } });
    play(s, roll(2, 4), mv('a7', 'a5'), mv('e1', 'e5'));
    expect(greedyBot.choose(s, new Xoshiro128(1))).toEqual({ type: 'queen.call' });
    play(s, { type: 'dice.lift' });
    // The Opponent acts now: each bot calls treason or lets the dice land, by its own draw; greedy's
    // treason drinks the first glass, random's any glass.
    for (const bot of [greedyBot, randomBot]) {
      const seen = new Set<string>();
      for (let seed = 1; seed <= 20; seed++) {
        const c = bot.choose(s, new Xoshiro128(seed));
        seen.add(c.type === 'queen.treason' && bot === greedyBot ? `${c.type} ${c.square}` : c.type);
      }
      expect([...seen].sort(), bot.name).toEqual(bot === greedyBot ? ['dice.roll', `queen.treason ${sq('a5')}`] : ['dice.roll', 'queen.treason']);
    }
  });

  it('every choice of either bot is legal, in every preset', () => {
    for (const rules of ['powell', 'da-gucci', 'anarchist', 'de-jesus'] as const) {
      for (const bot of [randomBot, greedyBot]) {
        const s = createGame({ rules, options: rules === 'de-jesus' ? {} : { queenCall: 'manual' } });
        const rng = new Xoshiro128(9);
        const dice = new SeededDice(10);
        for (let i = 0; i < 3000 && s.phase !== 'over'; i++) {
          const call = s.mugginsOpen ? bot.muggins(s, rng) : null;
          const a = call ?? withDice(bot.choose(s, rng), dice);
          expect(reasonIllegal(s, a)).toBeNull();
          applyInPlace(s, a);
        }
      }
    }
  });

  it('the random bot spreads its choices over all of them', () => {
    const s = createGame({ queen: 2 });
    play(s, { type: 'initiative.roll', dice: [5, 2] }, { type: 'centre.fill' }, roll(3, 1));
    const n = legalChoices(s).length;
    const seen = new Set<string>();
    const rng = new Xoshiro128(3);
    for (let i = 0; i < 2000; i++) seen.add(JSON.stringify(randomBot.choose(s, rng)));
    expect(seen.size).toBe(n);
  });
});

describe("One Man's Poison and the Prophet's Number from a position", () => {
  it("One Man's Poison shows the glasses empty on the board; the count of shots is unchanged", () => {
    expect(glassesShownEmpty(resolveRules('powell', { onePoison: true }))).toBe(true);
    expect(glassesShownEmpty(resolveRules('powell'))).toBe(false);
  });

  it('a game from a position with the Prophet\'s Number "from the initiative" rolls it first, as there is no initiative', () => {
    const s = createGame({ rules: 'anarchist', options: { prophetFromInitiative: true }, position: '5n1/2n4/6n/3o3/s6/4s2/1s5 s' });
    expect(s.phase).toBe('queenNumber');
    play(s, { type: 'queen.roll', dice: [4, 4] });
    expect(s.queen).toBe(8);
    expect(s.phase).toBe('roll');
  });
});
