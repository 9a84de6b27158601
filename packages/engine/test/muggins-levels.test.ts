/**
 * How closely each level watches the Queen: with manual calling, the share of missed Queens a
 * computer Opponent calls muggins (da-gucci: treason) on is its level's `MUGGINS_CHANCE`, rising with
 * the level; it is drawn from the game's rng (the same call for the same seed) once per miss; greedy,
 * hard and expert never miss their own Queen.
 */
import { describe, expect, it } from 'vitest';
import {
  applyInPlace,
  cloneState,
  createGame,
  legalChoices,
  reasonIllegal,
  SeededDice,
  Xoshiro128,
  type Action,
  type GameState,
  type PresetName,
} from '../src/index.ts';
import { BOT_NAMES, MUGGINS_CHANCE, MugginsWatch, botNamed, greedyBot, randomBot, type Bot } from '../src/bots/index.ts';
import { playGame } from '../src/sim/index.ts';
import { roll } from './helpers.ts';

/**
 * How far a share of `n` independent calls, each made with chance `p`, may stray from `p`: four standard
 * errors (a seeded run outside it is a one-in-15,000 chance, not a change of the bots to look for).
 */
const noise = (p: number, n: number): number => 4 * Math.sqrt((p * (1 - p)) / n);

/** The rule sets with a Queen to miss, and manual calling. */
const QUEEN_RULES: readonly PresetName[] = ['powell', 'da-gucci', 'anarchist'];
const MANUAL = { queenCall: 'manual' } as const;

/**
 * `n` muggins windows as they open in games of random against random (each side misses most of its
 * Queens): the state the moment the Opponent may first call, in powell, da-gucci (the treason moment)
 * and anarchist in turn.
 */
function openWindows(n: number): GameState[] {
  const out: GameState[] = [];
  for (let game = 0; out.length < n; game++) {
    const rules = QUEEN_RULES[game % QUEEN_RULES.length];
    let seen = -1;
    playGame(createGame({ rules, options: MANUAL }), [randomBot, randomBot], new SeededDice(game), new Xoshiro128(game + 7), {
      onAction: (s) => {
        if (!s.mugginsOpen || s.tally.rolls === seen || out.length >= n) return;
        seen = s.tally.rolls;
        out.push(cloneState(s));
      },
    });
  }
  return out;
}

describe('muggins attentiveness by level', () => {
  const windows = openWindows(2000);
  /** Each window asked of `bot` with its own seed (`base + i`): the calls, null where it let the miss pass. */
  const decide = (bot: Bot, base: number): (Action | null)[] => windows.map((s, i) => bot.muggins(s, new Xoshiro128(base + i)));

  it('the windows come from every rule set with a Queen, treason included', () => {
    expect(new Set(windows.map((s) => s.rules.muggins))).toEqual(new Set(['return', 'treason', 'in-place']));
    expect(windows.filter((s) => s.phase === 'treason').length).toBeGreaterThan(100);
  });

  it("each level calls about its MUGGINS_CHANCE of 2,000 misses, strictly more from level to level, and only the Opponent's legal calls", () => {
    const shares: number[] = [];
    for (const name of BOT_NAMES) {
      const calls = decide(botNamed(name), 1);
      windows.forEach((s, i) => {
        const c = calls[i];
        if (!c) return;
        expect(reasonIllegal(s, c), `${name}: ${JSON.stringify(c)}`).toBeNull();
        expect(c.type === 'queen.treason' || (c.type === 'queen.muggins' && c.by !== 'spectator')).toBe(true);
      });
      const share = calls.filter((c) => c !== null).length / windows.length;
      expect(Math.abs(share - MUGGINS_CHANCE[name] / 100), `${name} called ${share}`).toBeLessThanOrEqual(noise(MUGGINS_CHANCE[name] / 100, windows.length));
      shares.push(share);
    }
    for (let i = 1; i < shares.length; i++) expect(shares[i], BOT_NAMES[i]).toBeGreaterThan(shares[i - 1]);
    // The expert misses nothing.
    expect(shares[shares.length - 1]).toBe(1);
  });

  it("the call is drawn from the game's rng: the same for the same seed, other misses caught with another", () => {
    for (const name of ['random', 'greedy', 'hard'] as const) {
      const bot = botNamed(name);
      const called = (base: number): boolean[] =>
        decide(bot, base)
          .slice(0, 400)
          .map((c) => c !== null);
      expect(decide(bot, 1).slice(0, 400)).toEqual(decide(bot, 1).slice(0, 400));
      expect(called(1)).not.toEqual(called(5000));
    }
  });
});

describe('one decision per miss', () => {
  /** `bot`, counting how often it is asked about muggins. */
  function counted(bot: Bot): Bot & { asked: number } {
    const c = { ...bot, asked: 0 };
    c.muggins = (s, rng) => {
      c.asked++;
      return bot.muggins(s, rng);
    };
    return c;
  }

  it('MugginsWatch asks the Opponent once per window, and again at the next miss', () => {
    const never = counted({ ...greedyBot, muggins: () => null });
    const watch = new MugginsWatch();
    const rng = new Xoshiro128(1);
    const s = createGame({ rules: 'powell', options: MANUAL, position: '6n/7/ssnn3/7/4s2/7/5s1 s', queen: 5 });
    const miss = (): void => {
      applyInPlace(s, roll(2, 3));
      expect(watch.due(s)).toBe(false); // the Queen is owed; no window yet
      applyInPlace(s, legalChoices(s).find((c) => c.type === 'glass.move') as Action);
      expect(s.mugginsOpen).toBe(true);
    };
    miss();
    expect(watch.due(s)).toBe(true);
    expect(watch.call(never, s, rng)).toBeNull();
    expect(never.asked).toBe(1);
    // Still open after the move is taken back and made again, and after the second move: not asked again.
    for (const step of [{ type: 'move.undo' }, legalChoices(s).find((c) => c.type === 'glass.move')] as Action[]) {
      applyInPlace(s, step);
      expect(s.mugginsOpen).toBe(true);
      expect(watch.due(s)).toBe(false);
      expect(watch.call(never, s, rng)).toBeNull();
    }
    applyInPlace(s, legalChoices(s).find((c) => c.type === 'glass.move') as Action);
    expect(s.mugginsOpen && s.phase).toBe('roll');
    expect(watch.call(never, s, rng)).toBeNull();
    expect(never.asked).toBe(1);
    // The next roll's miss is a new window.
    miss();
    expect(watch.call(never, s, rng)).toBeNull();
    expect(never.asked).toBe(2);
  });

  it('in whole games an Opponent calls on about its share of the misses, not more for being asked at every step', () => {
    for (const name of ['greedy', 'hard'] as const) {
      const opponent = counted(botNamed(name));
      let misses = 0;
      let calls = 0;
      for (let game = 0; misses < 600; game++) {
        let seen = -1;
        playGame(createGame({ rules: 'powell', options: MANUAL }), [randomBot, opponent], new SeededDice(game + 100), new Xoshiro128(game), {
          onAction: (s, a) => {
            if (s.mugginsOpen && s.player === 0 && s.tally.rolls !== seen) {
              seen = s.tally.rolls;
              misses++;
            }
            if (a.type === 'queen.muggins') calls++;
          },
        });
      }
      expect(opponent.asked).toBe(misses);
      expect(Math.abs(calls / misses - MUGGINS_CHANCE[name] / 100), `${name}: ${calls} of ${misses}`).toBeLessThanOrEqual(
        noise(MUGGINS_CHANCE[name] / 100, misses),
      );
    }
  }, 60_000);
});

describe('their own Queen', () => {
  it('greedy, hard and expert always call their own Queen, in every rule set with one; random only when its draw picks the call', () => {
    for (const rules of QUEEN_RULES) {
      for (const name of ['greedy', 'hard', 'expert'] as const) {
        // Games until the bot has owed (and called) its Queen three times.
        let owed = 0;
        for (let game = 0; owed < 3 && game < 20; game++) {
          playGame(createGame({ rules, options: MANUAL }), [botNamed(name), randomBot], new SeededDice(game), new Xoshiro128(game), {
            maxRolls: 200,
            onAction: (s, a) => {
              if (s.player !== 0) return;
              if (a.type === 'queen.call') owed++;
              // The bot never lets its own Queen go: no window opens on it.
              expect(s.mugginsOpen, `${name} in ${rules}`).toBe(false);
            },
          });
        }
        expect(owed, `${name} in ${rules}`).toBeGreaterThanOrEqual(3);
      }
    }
    // random calls when the call is the choice it draws, so it calls some of its Queens and misses others.
    let called = 0;
    let missed = 0;
    for (let game = 0; game < 20; game++) {
      let seen = -1;
      playGame(createGame({ rules: 'powell', options: MANUAL }), [randomBot, greedyBot], new SeededDice(game), new Xoshiro128(game), {
        onAction: (s, a) => {
          if (s.player !== 0) return;
          if (a.type === 'queen.call') called++;
          if (s.mugginsOpen && s.tally.rolls !== seen) {
            seen = s.tally.rolls;
            missed++;
          }
        },
      });
    }
    expect(called).toBeGreaterThan(0);
    expect(missed).toBeGreaterThan(called);
  }, 120_000);
});
