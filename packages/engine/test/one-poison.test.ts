/**
 * One Man's Poison: the players swap equal stakes, the glasses stand empty, and each shot is poured
 * just before it is drunk, by the side not drinking it, from that side's stake (which holds the
 * drinker's own drink). Every shot drunk costs the other side's stake; a side that must pour and
 * cannot has lost.
 */
import { describe, expect, it } from 'vitest';
import {
  PRESETS,
  SeededDice,
  Xoshiro128,
  apply,
  checkGame,
  cloneState,
  createGame,
  legalChoices,
  newRecord,
  reasonIllegal,
  replay,
  shotsBalance,
  type Action,
  type GameState,
  type RuleOptions,
} from '../src/index.ts';
import { greedyBot, randomBot } from '../src/bots/index.ts';
import { playGame } from '../src/sim/index.ts';
import { boardOf, fromPosition, mv, play, roll, sq } from './helpers.ts';

const POISON: RuleOptions = { onePoison: true };
const game = (position: string, options: RuleOptions = {}, queen = 9): GameState => fromPosition(position, { queen, options: { ...POISON, ...options } });
const take = (names: string): Action => ({ type: 'pull.take', line: names.split(' ').map(sq) });
const share = (opponent: number, spectators: number): Action => ({ type: 'pull.share', opponent, spectators });
const REFILL: Action = { type: 'glasses.refill' };

/** Rank 3 holds a3..d3; 2-1 (e1-e3, g7-g6) makes five, a3..e3. */
const L = '5nn/7/7/7/ssnn3/7/4s2';
const five = (position: string, options: RuleOptions = {}): GameState =>
  play(game(position, options), roll(2, 1), mv('e1', 'e3'), mv('g7', 'g6'), take('a3 b3 c3 d3 e3'));

describe("One Man's Poison: glasses stand empty", () => {
  it('a new game pours nothing: both stakes are whole, and the opening glasses stand ready', () => {
    const s = createGame({ options: POISON, queen: 9 });
    expect(s.stake).toEqual([16, 16]);
    expect(s.poured).toEqual([0, 0]);
    expect(s.opening).toEqual([0, 0]);
    expect(s.fill.filter((f) => f >= 0)).toHaveLength(6);
    const t = play(s, { type: 'initiative.roll', dice: [5, 2] }, { type: 'centre.fill' });
    expect(t.stake).toEqual([16, 16]);
    expect(t.fill.filter((f) => f >= 0)).toHaveLength(7);
    expect(shotsBalance(t)).toBe(true);
  });

  it('a position without stakes gives each side its whole stake', () => {
    expect(game(L).stake).toEqual([16, 16]);
    expect(game(L).drunk).toEqual([0, 0, 0]);
    // Shots already poured were drunk by the side that did not pour them.
    expect(game(`${L} s 10/14`).drunk).toEqual([2, 6, 0]);
  });
});

describe("One Man's Poison: each shot is poured by the side not drinking it", () => {
  it("the Player's shots come from the Opponent's stake, the Opponent's and the spectators' from the Player's", () => {
    const s = five(L);
    expect(s.phase).toBe('sharing');
    play(s, share(1, 1));
    // South drank 3 (North poured them), North 1 and a spectator 1 (South poured both).
    expect(s.drunk).toEqual([3, 1, 1]);
    expect(s.stake).toEqual([14, 13]);
    expect(s.poured).toEqual([2, 3]);
    expect(shotsBalance(s)).toBe(true);
    // The refill pours nothing: the glasses go back empty, ready for the next pull.
    play(s, REFILL);
    expect(s.stake).toEqual([14, 13]);
    expect(boardOf(s).filter((g) => g.endsWith(':o'))).toEqual([]);
    expect(s.phase).toBe('roll');
    expect(s.player).toBe(1);
  });

  it('without the variant the same pull costs only the refill, from the Opponent (the variant changes the count)', () => {
    const s = play(fromPosition(L, { queen: 9 }), roll(2, 1), mv('e1', 'e3'), mv('g7', 'g6'), take('a3 b3 c3 d3 e3'), share(1, 1), REFILL);
    expect(s.stake).toEqual([13, 7]);
  });

  it('a Player cannot hand out shots they have not got to pour', () => {
    const s = five(`${L} s 1/16`);
    expect(reasonIllegal(s, share(2, 0))).toBe('the Player has 1 shot left to pour for others');
    expect(reasonIllegal(s, share(1, 1))).toBe('the Player has 1 shot left to pour for others');
    expect(legalChoices(s)).toEqual([share(0, 0), share(0, 1), share(1, 0)]);
    play(s, share(1, 0));
    expect(s.stake).toEqual([0, 12]);
    expect(s.drunk[1]).toBeGreaterThan(0);
  });

  it('the Opponent who cannot pour the Player’s shots has lost: they pour what they can, and no courtesy fill follows', () => {
    const s = five(`${L} s 15/2`);
    play(s, share(0, 0));
    expect(s.phase).toBe('toastRound');
    expect(s.result).toEqual({ winner: 0, draw: false, skunk: true, royalSkunk: false, reason: 'North could not pour the pulled shots' });
    expect(s.stake).toEqual([15, 0]);
    expect(s.drunk[0]).toBe(14 + 2);
    expect(reasonIllegal(s, { type: 'courtesy.fill' })).toBe("in One Man's Poison nobody pours the other's shots: there is no courtesy fill");
    expect(shotsBalance(s)).toBe(true);
    // The toast: the winner pours a shot for each glass on the board, the table drinks them.
    play(s, { type: 'toast.raise' });
    expect(s.phase).toBe('over');
    expect(s.stake[0]).toBe(15 - 7);
    expect(s.drunk[2]).toBe(7);
    expect(shotsBalance(s)).toBe(true);
  });

  it('a Royal Skunk: the winner never poured a shot (the loser never drank one)', () => {
    const s = play(five(`${L} s 16/0`), share(0, 0));
    expect(s.result).toMatchObject({ winner: 0, skunk: true, royalSkunk: true });
  });
});

describe("One Man's Poison: the Queen, muggins and the ending", () => {
  /** Position A of the powell tests, Queen's Number 6, South rolls 2-4. */
  const A = 'n6/6s/1n5/2o4/5s1/3n3/4s2';

  it("the Queen's shot is poured by the Opponent; the glass goes to their baseline and stands ready", () => {
    const s = play(game(A, {}, 6), roll(2, 4), { type: 'queen.toast', square: sq('e1') });
    expect(s.drunk).toEqual([1, 0, 0]);
    expect(s.stake).toEqual([16, 15]);
    expect(boardOf(s)).toContain('e7:n');
    expect(s.phase).toBe('moving');
  });

  it("the Queen's glass is never lost: an Opponent with nothing to pour leaves the toast unpoured, and play goes on", () => {
    const s = play(game(`${A} s 16/0`, {}, 6), roll(2, 4), { type: 'queen.toast', square: sq('e1') });
    expect(s.result).toBeNull();
    expect(s.phase).toBe('moving');
    expect(s.stake).toEqual([16, 0]);
    expect(s.drunk[0]).toBe(16);
    expect(shotsBalance(s)).toBe(true);
  });

  it('muggins: the Opponent drinks a shot the Player pours', () => {
    const s = play(game(A, { queenCall: 'manual' }, 6), roll(2, 4), mv('g6', 'g2'));
    play(s, { type: 'queen.muggins', square: sq('b5') });
    expect(s.drunk).toEqual([0, 1, 0]);
    expect(s.stake).toEqual([15, 16]);
  });

  it('a game played out keeps every shot counted, and replays from its record', () => {
    const start = game(`${L} s 16/3`);
    const actions: Action[] = [roll(2, 1), mv('e1', 'e3'), mv('g7', 'g6'), take('a3 b3 c3 d3 e3'), share(0, 0)];
    let s = start;
    for (const a of actions) {
      s = apply(s, a);
      expect(shotsBalance(s)).toBe(true);
      expect(checkGame(JSON.parse(JSON.stringify(s)))).toEqual(s);
    }
    expect(s.result?.winner).toBe(0);
    const record = newRecord({
      rules: 'powell',
      options: POISON,
      queen: 9,
      position: `${L} s 16/3`,
      players: [{ name: 'Ada' }, { name: 'Bo' }],
      dice: { seed: 1 },
      actions,
    });
    expect(replay(JSON.parse(JSON.stringify(record)))).toEqual(s);
  });
});

describe("One Man's Poison in the other rule sets", () => {
  it('anarchist: a slashed shot is poured by the Opponent; an Opponent who cannot pour it has lost', () => {
    const SLASH = 'n5n/7/2n4/3s3/1s5/5s1/2n4';
    const s = play(fromPosition(SLASH, { rules: 'anarchist', queen: 9, options: POISON }), roll(2, 1), mv('b3', 'b1'), {
      type: 'glass.slash',
      square: sq('b1'),
    });
    expect(s.drunk).toEqual([1, 0, 0]);
    expect(s.stake).toEqual([16, 15]);
    const t = play(fromPosition(`${SLASH} s 16/0`, { rules: 'anarchist', queen: 9, options: POISON }), roll(2, 1), mv('b3', 'b1'), {
      type: 'glass.slash',
      square: sq('b1'),
    });
    expect(t.result).toMatchObject({ winner: 0, reason: 'North could not pour the slashed shot' });
  });

  it('de-jesus: the captured shots are poured by the Opponent; replacing the glasses pours nothing', () => {
    const PAIR = '4snn/7/1s5/7/s6/7/2ss3';
    const s = play(createGame({ rules: 'de-jesus', options: POISON, position: `${PAIR} n` }), roll(2, 1), mv('b5', 'b3'), mv('c1', 'c2'), take('a3 b3'));
    expect(s.drunk).toEqual([0, 2, 0]);
    expect(s.stake).toEqual([13, 15]);
    play(s, { type: 'glasses.refill', square: sq('a1') }, { type: 'glasses.refill', square: sq('b1') });
    expect(s.stake).toEqual([13, 15]);
    expect(s.phase).toBe('roll');
    expect(shotsBalance(s)).toBe(true);
  });

  it('de-jesus runs: the pot is poured by the side that does not drink it', () => {
    const SEVEN = '7/7/7/snsns2/7/5s1/6n';
    const seven = (): GameState =>
      play(createGame({ rules: 'de-jesus', options: POISON, position: SEVEN }), roll(2, 3), mv('f2', 'f4'), mv('g1', 'g4'), { type: 'run.announce' });
    const won = play(seven(), { type: 'run.roll', dice: [2, 2] });
    expect(won.drunk).toEqual([2, 0, 0]);
    expect(won.stake).toEqual([15, 13]);
    const lost = play(seven(), { type: 'run.roll', dice: [5, 6] });
    expect(lost.drunk).toEqual([0, 9, 0]);
    expect(lost.stake).toEqual([6, 15]);
    expect(shotsBalance(lost)).toBe(true);
  });
});

describe("One Man's Poison over whole games", () => {
  /** Every state on the way: the shots balance, no stake goes below 0, and a saved copy loads as it is. */
  const sound = (t: GameState): void => {
    expect(shotsBalance(t)).toBe(true);
    expect(t.stake.every((x) => x >= 0)).toBe(true);
    expect(checkGame(JSON.parse(JSON.stringify(t)))).toEqual(t);
  };

  it.each(PRESETS)('%s: what each action drank was poured by the side not drinking it, and a game is lost only on a pour', (preset) => {
    let lost = 0;
    for (let i = 0; i < 12; i++) {
      const s = createGame({ rules: preset, options: POISON });
      let prev = cloneState(s);
      let last: Action | null = null;
      playGame(s, [greedyBot, i % 2 ? randomBot : greedyBot], new SeededDice(100 + i), new Xoshiro128(200 + i), {
        maxRolls: 400,
        onAction: (now, a) => {
          // `now` is the state the previous action (`last`) left.
          const drunk = now.drunk.map((d, k) => d - prev.drunk[k]);
          const poured = now.poured.map((p, k) => p - prev.poured[k]);
          const why = JSON.stringify(last);
          expect(poured[0] + poured[1], why).toBe(drunk[0] + drunk[1] + drunk[2]);
          expect(poured[1], why).toBeGreaterThanOrEqual(drunk[0]);
          expect(poured[0], why).toBeGreaterThanOrEqual(drunk[1]);
          sound(now);
          last = a;
          prev = cloneState(now);
        },
      });
      sound(s);
      if (s.result && s.result.winner !== null && !s.rules.mostDrunkWins) {
        expect(s.result.reason).toMatch(/could not pour/);
        lost++;
      }
    }
    if (preset !== 'de-jesus') expect(lost).toBeGreaterThan(0);
  });
});
