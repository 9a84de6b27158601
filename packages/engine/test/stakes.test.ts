import { describe, expect, it } from 'vitest';
import {
  bottlesOpened,
  createGame,
  hasUnopenedBottle,
  isSkunked,
  openBottle,
  resolveRules,
  shotsBalance,
  shotsInGlasses,
  tournamentPoints,
  tournamentTable,
  type GameResult,
  type GameState,
  type RuleOptions,
} from '../src/index.ts';
import { drink, pour } from '../src/rules/stakes.ts';
import { boardOf, fromPosition, mv, play, roll, sq } from './helpers.ts';

/** A powell game whose sides have poured these many shots (the glasses on the board are left as they stand). */
function withPoured(south: number, north: number, rules = 'powell'): GameState {
  const s = createGame({ rules, queen: 6 });
  s.poured = [south, north];
  s.stake = [16 - south, 16 - north];
  return s;
}

const result = (over: Partial<GameResult>): GameResult => ({ winner: 0, draw: false, skunk: false, royalSkunk: false, reason: 'test', ...over });

describe('pouring and drinking', () => {
  it('takes each pour from the pourer stake and counts each drink for the drinker', () => {
    const s = createGame({ queen: 6 });
    const centre = s.at[sq('d4')];
    expect(s.fill[centre]).toBe(-1);
    expect(pour(s, 1, centre)).toBe(true);
    expect(s.fill[centre]).toBe(1);
    expect(s.stake).toEqual([13, 12]);
    expect(s.poured).toEqual([3, 4]);
    expect(shotsInGlasses(s)).toBe(7);
    expect(shotsBalance(s)).toBe(true);
    drink(s, centre, 2, 0);
    drink(s, s.at[sq('e1')], 0, 0);
    expect(s.drunk).toEqual([1, 0, 1]);
    expect(s.fill[centre]).toBe(-1);
    expect(shotsInGlasses(s)).toBe(5);
    expect(shotsBalance(s)).toBe(true);
  });

  it('drinks nothing from an empty glass', () => {
    const s = createGame({ queen: 6 });
    drink(s, s.at[sq('d4')], 0, 0);
    expect(s.drunk).toEqual([0, 0, 0]);
    expect(shotsBalance(s)).toBe(true);
  });

  it('refuses a pour from an empty stake and changes nothing', () => {
    const s = fromPosition('nnn4/7/7/3o3/7/7/4sss s 13/0');
    const centre = s.at[sq('d4')];
    expect(pour(s, 1, centre)).toBe(false);
    expect(s.fill[centre]).toBe(-1);
    expect(s.stake).toEqual([13, 0]);
    expect(s.poured).toEqual([3, 16]);
  });

  it('balances: poured = in glasses + pot + drunk, and stake + poured = the stake size', () => {
    const s = createGame({ queen: 6 });
    expect(shotsBalance(s)).toBe(true);
    s.drunk[2]++; // a shot drunk from nowhere
    expect(shotsBalance(s)).toBe(false);
    s.drunk[2]--;
    s.stake[0]--; // a shot gone from a stake without a pour
    expect(shotsBalance(s)).toBe(false);
    s.stake[0]++;
    s.pot = 1; // a pot nobody poured into
    expect(shotsBalance(s)).toBe(false);
  });

  it('counts the de-jesus pot as poured', () => {
    const s = play(createGame({ rules: 'de-jesus', position: '7/7/7/snsns2/7/5s1/6n' }), roll(2, 3), mv('f2', 'f4'), mv('g1', 'g4'), {
      type: 'run.announce',
    });
    expect(s.pot).toBe(2);
    expect(s.poured).toEqual([4, 5]);
    expect(shotsInGlasses(s)).toBe(7);
    expect(s.stake[0] + s.poured[0]).toBe(15);
    expect(s.stake[1] + s.poured[1]).toBe(15);
    expect(shotsBalance(s)).toBe(true);
  });
});

describe('bottles', () => {
  const powell = resolveRules('powell');

  it.each([
    [0, 0],
    [1, 1],
    [8, 1],
    [9, 2],
    [16, 2],
  ])('after %i poured, %i bottles are open', (poured, opened) => {
    expect(bottlesOpened(powell, poured)).toBe(opened);
  });

  it.each([
    [0, 0, 8],
    [3, 0, 5],
    [8, 0, 0],
    [9, 1, 7],
    [16, 1, 0],
  ])('after %i poured, the open bottle is #%i with %i left', (poured, index, left) => {
    expect(openBottle(withPoured(poured, 0), 0)).toEqual({ index, left });
  });

  it('follows the stake settings', () => {
    const s = createGame({ queen: 6, options: { bottles: 3, shotsPerBottle: 5 } });
    expect(s.stake).toEqual([12, 12]);
    expect(openBottle(s, 0)).toEqual({ index: 0, left: 2 });
    expect(bottlesOpened(s.rules, 11)).toBe(3);
    s.poured[1] = 10;
    expect(hasUnopenedBottle(s, 1)).toBe(true);
    s.poured[1] = 11;
    expect(hasUnopenedBottle(s, 1)).toBe(false);
  });

  it('knows who still has an unopened bottle', () => {
    const s = withPoured(8, 9);
    expect(hasUnopenedBottle(s, 0)).toBe(true);
    expect(hasUnopenedBottle(s, 1)).toBe(false);
  });
});

describe('isSkunked', () => {
  it("powell ('last-bottle'): the side has opened its last bottle while the other still has an unopened one", () => {
    expect(resolveRules('powell').skunkTest).toBe('last-bottle');
    expect(isSkunked(withPoured(9, 8), 0)).toBe(true);
    expect(isSkunked(withPoured(9, 8), 1)).toBe(false);
    expect(isSkunked(withPoured(8, 3), 0)).toBe(false); // still on the first bottle
    expect(isSkunked(withPoured(15, 9), 0)).toBe(false); // the other side opened its second too
  });

  it("anarchist ('half-bottle'): less than half a bottle left while the other still has an unopened one", () => {
    expect(resolveRules('anarchist').skunkTest).toBe('half-bottle');
    expect(isSkunked(withPoured(13, 8, 'anarchist'), 0)).toBe(true); // 3 left
    expect(isSkunked(withPoured(12, 8, 'anarchist'), 0)).toBe(false); // 4 left: half a bottle
    expect(isSkunked(withPoured(13, 9, 'anarchist'), 0)).toBe(false); // the other side opened its second
    expect(isSkunked(withPoured(16, 0, 'anarchist'), 0)).toBe(true);
  });

  it('never holds with one bottle or in a no-score game', () => {
    const one = createGame({ queen: 6, options: { bottles: 1 } });
    one.stake = [1, 8];
    one.poured = [7, 0];
    expect(isSkunked(one, 0)).toBe(false);
    const free = createGame({ queen: 6, options: { noScore: true } });
    free.stake = [0, 16];
    free.poured = [16, 0];
    expect(isSkunked(free, 0)).toBe(false);
  });
});

describe('skunks in a result', () => {
  // North's four glasses on a4..d4, South's on e2 f1 g1; North has nothing left to refill with.
  // South moves e2 up to e4 (five on rank 4), pulls, and North cannot refill: South wins.
  const BOARD = '7/7/7/nnnn3/7/4s2/5ss';
  function win(southLeft: number, options: RuleOptions = {}): GameState {
    const s = fromPosition(`${BOARD} s ${southLeft}/0`, { options });
    play(s, roll(2, 1), mv('e2', 'e4'), mv('g1', 'g2'));
    play(s, { type: 'pull.take', line: ['a4', 'b4', 'c4', 'd4', 'e4'].map(sq) });
    play(s, { type: 'pull.share', opponent: 0, spectators: 0 });
    expect(boardOf(s)).toEqual(['a7:o', 'b7:o', 'c7:o', 'd7:o', 'e7:o', 'f1:s', 'g2:s']);
    play(s, { type: 'glasses.refill' });
    expect(s.phase).toBe('toastRound');
    expect(s.result?.winner).toBe(0);
    expect(s.result?.reason).toBe('North could not refill the pulled glasses');
    return s;
  }

  it('is a royal skunk when the winner never poured past the opening glasses', () => {
    const s = win(13);
    expect(s.poured[0]).toBe(3);
    expect(s.opening[0]).toBe(3);
    expect(s.result).toMatchObject({ skunk: true, royalSkunk: true, draw: false });
    expect(tournamentPoints(s.result!)).toEqual({ winner: 4, loser: -1 });
  });

  it('is neither in a game of one bottle a side (our reading: no skunks there at all), and scores 2 to 1', () => {
    const s = win(13, { bottles: 1, shotsPerBottle: 16 });
    expect(s.poured[0]).toBe(s.opening[0]);
    expect(s.result).toMatchObject({ winner: 0, skunk: false, royalSkunk: false, draw: false });
    expect(tournamentPoints(s.result!)).toEqual({ winner: 2, loser: 1 });
  });

  it('is a skunk when the winner poured more but never opened the second bottle', () => {
    const s = win(10);
    expect(s.result).toMatchObject({ skunk: true, royalSkunk: false });
    expect(tournamentPoints(s.result!)).toEqual({ winner: 3, loser: 0 });
  });

  it('is neither once the winner opened the second bottle', () => {
    const s = win(5);
    expect(s.result).toMatchObject({ skunk: false, royalSkunk: false });
    expect(tournamentPoints(s.result!)).toEqual({ winner: 2, loser: 1 });
    play(s, { type: 'toast.raise' });
    expect(s.phase).toBe('over');
    expect(s.result?.winner).toBe(0);
    expect(shotsBalance(s)).toBe(true);
  });
});

describe('tournament scoring', () => {
  it('scores win 2/1, skunk 3/0, royal skunk 4/-1 and a draw 1/1 (our reading)', () => {
    expect(tournamentPoints(result({}))).toEqual({ winner: 2, loser: 1 });
    expect(tournamentPoints(result({ skunk: true }))).toEqual({ winner: 3, loser: 0 });
    expect(tournamentPoints(result({ skunk: true, royalSkunk: true }))).toEqual({ winner: 4, loser: -1 });
    expect(tournamentPoints(result({ winner: null, draw: true }))).toEqual({ winner: 1, loser: 1 });
  });

  it('adds the points up per player, whichever side they played', () => {
    const table = tournamentTable([
      { south: 'Ana', north: 'Bo', result: result({ winner: 1 }) },
      { south: 'Cy', north: 'Ana', result: result({ winner: 1, skunk: true }) },
      { south: 'Bo', north: 'Cy', result: result({ winner: 0, skunk: true, royalSkunk: true }) },
      { south: 'Ana', north: 'Bo', result: result({ winner: null, draw: true }) },
    ]);
    expect(Object.fromEntries(table)).toEqual({ Ana: 1 + 3 + 1, Bo: 2 + 4 + 1, Cy: 0 - 1 });
  });

  it('does not count a rematch straight after a game against the same opponent', () => {
    const table = tournamentTable([
      { south: 'Ana', north: 'Bo', result: result({ winner: 0 }) },
      { south: 'Bo', north: 'Ana', result: result({ winner: 0, skunk: true, royalSkunk: true }) }, // rematch: not counted
      { south: 'Ana', north: 'Cy', result: result({ winner: 1 }) },
      { south: 'Bo', north: 'Cy', result: result({ winner: 0 }) },
      { south: 'Ana', north: 'Bo', result: result({ winner: 1 }) }, // neither played the other last: counts
    ]);
    expect(Object.fromEntries(table)).toEqual({ Ana: 2 + 1 + 1, Bo: 1 + 2 + 2, Cy: 2 + 1 });
  });

  it("does not count a game against the player's own last opponent, even if that opponent played someone else in between", () => {
    // Our reading: Bo's last game was against Ana, so Bo meeting Ana again is "twice in a row" for Bo.
    const table = tournamentTable([
      { south: 'Ana', north: 'Bo', result: result({ winner: 0 }) },
      { south: 'Ana', north: 'Cy', result: result({ winner: 0 }) },
      { south: 'Bo', north: 'Ana', result: result({ winner: 0 }) }, // not counted
    ]);
    expect(Object.fromEntries(table)).toEqual({ Ana: 4, Bo: 1, Cy: 1 });
  });

  it('lists a player whose only game did not count with 0 points', () => {
    const table = tournamentTable([
      { south: 'Ana', north: 'Bo', result: result({ winner: 0 }) },
      { south: 'Bo', north: 'Ana', result: result({ winner: 0 }) },
    ]);
    expect(table.get('Ana')).toBe(2);
    expect(table.get('Bo')).toBe(1);
    expect(table.size).toBe(2);
  });
});
