/**
 * Every bot is a pure function of the state it is asked about and the numbers it draws: the games
 * `playGame` plays (the simulator's and the Variant lab's path, with the state changed in place and
 * one scratch for the game) are the games the board plays (a new state for every action, each bot
 * asked with that new state and nothing else). Seeded games of every level in every rule set are
 * played three ways, with an observer, without one (the direct path) and a new state at a time, and
 * must make the same actions and end the same. The engine's sources must hold no module-level `let`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BOT_NAMES, botNamed, greedyBot, randomBot, type Bot, type BotName } from '../src/bots/index.ts';
import { botSeed, diceSeed, playGame, withDice } from '../src/sim/index.ts';
import { apply, cloneState, createGame, PRESETS, seatToAct, SeededDice, Xoshiro128, type Action, type GameState, type PresetName } from '../src/index.ts';
import { playGameStepwise } from './helpers.ts';

const stateText = (s: GameState): string => JSON.stringify({ ...s, rules: null });

/** The index of the first action where two games part, or -1 when they are the same actions. */
function parting(a: readonly Action[], b: readonly Action[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (JSON.stringify(a[i]) !== JSON.stringify(b[i])) return i;
  return a.length === b.length ? -1 : n;
}

/** Rolls a game may last: whole games, except the searching levels' (a cap keeps the test short). */
const MAX_ROLLS: Record<BotName, number> = { random: 5000, greedy: 5000, hard: 150, expert: 40 };

/** The games each level plays (see `seatsOf`): the expert, the slowest, plays on one side only. */
const GAMES: Record<BotName, readonly number[]> = { random: [0, 1, 2], greedy: [0, 1, 2], hard: [0, 1, 2], expert: [1, 2] };

/** Game i of a level: against itself, against random, and behind greedy (North), in turn. */
function seatsOf(level: Bot, i: number): [Bot, Bot] {
  if (i % 3 === 0) return [level, level];
  if (i % 3 === 1) return [level, randomBot];
  return [greedyBot, level];
}

const SEED = 26;

describe('a bot chooses the same in playGame as on a new state at every step', () => {
  for (const preset of PRESETS as readonly PresetName[]) {
    for (const name of BOT_NAMES) {
      it(`${name} in ${preset}: ${GAMES[name].length} seeded games, every action the same three ways`, () => {
        const level = botNamed(name);
        const maxRolls = MAX_ROLLS[name];
        let moves = 0;
        for (const i of GAMES[name]) {
          const bots = seatsOf(level, i);
          const where = `${preset} ${bots[0].name} against ${bots[1].name}, game ${i}`;
          const dice = (): SeededDice => new SeededDice(diceSeed(SEED, i));
          const rng = (): Xoshiro128 => new Xoshiro128(botSeed(SEED, i));

          const recorded: Action[] = [];
          const observedRng = rng();
          const observed = playGame(createGame({ rules: preset }), bots, dice(), observedRng, { maxRolls, onAction: (_, a) => void recorded.push(a) });

          const directRng = rng();
          const direct = playGame(createGame({ rules: preset }), bots, dice(), directRng, { maxRolls });

          const stepRng = rng();
          const stepwise = playGameStepwise(createGame({ rules: preset }), bots, dice(), stepRng, maxRolls);

          const at = parting(recorded, stepwise.actions);
          expect(
            at,
            `${where}: parts at action ${at}, ${JSON.stringify(recorded[at])} in playGame against ${JSON.stringify(stepwise.actions[at])} a new state at a time`,
          ).toBe(-1);
          expect(stateText(stepwise.state), where).toBe(stateText(observed));
          expect(stateText(direct), `${where}: the direct path`).toBe(stateText(observed));
          expect(stepRng.getState(), where).toEqual(observedRng.getState());
          expect(directRng.getState(), where).toEqual(observedRng.getState());
          moves += recorded.filter((a) => a.type === 'glass.move').length;
        }
        // Enough play to mean something: many moves were chosen.
        expect(moves).toBeGreaterThan(40);
      });
    }
  }
});

/** A deep, frozen copy of a state (its rules, already frozen, shared): a bot that writes to it throws. */
function frozenState(s: GameState): GameState {
  const copy = (v: unknown): unknown => {
    if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return v;
    if (Array.isArray(v)) return Object.freeze(v.map(copy));
    return Object.freeze(Object.fromEntries(Object.entries(v).map(([k, x]) => [k, copy(x)])));
  };
  return copy(s) as GameState;
}

/** Rolls of the game each level is asked in, frozen (frozen lists are slow to copy, so the searching levels play less). */
const FROZEN_ROLLS: Record<BotName, number> = { random: 400, greedy: 400, hard: 60, expert: 12 };

describe('a bot never writes to the state it is given, not even for a moment', () => {
  for (const preset of PRESETS as readonly PresetName[]) {
    for (const name of BOT_NAMES) {
      it(`${name} in ${preset}: asked with a frozen state at every step, it chooses as on a plain copy`, () => {
        const level = botNamed(name);
        const bots: [Bot, Bot] = [level, name === 'random' ? greedyBot : randomBot];
        const dice = new SeededDice(diceSeed(SEED, 7));
        const rng = new Xoshiro128(botSeed(SEED, 7));
        let s = createGame({ rules: preset });
        let asked = 0;
        while (s.phase !== 'over' && s.tally.rolls < FROZEN_ROLLS[name]) {
          // The same draws twice: once on a plain copy, once (the game's own) on a frozen copy.
          const twin = (): Xoshiro128 => {
            const r = new Xoshiro128(0);
            r.setState(rng.getState());
            return r;
          };
          let action: Action | null = null;
          if (s.mugginsOpen) {
            const watcher = bots[s.player ^ 1];
            const expected = watcher.muggins(cloneState(s), twin());
            action = watcher.muggins(frozenState(s), rng);
            expect(action, `${preset} ${watcher.name}'s muggins, roll ${s.tally.rolls}`).toEqual(expected);
            if (watcher === level) asked++;
          }
          if (!action) {
            const bot = bots[seatToAct(s) ?? 0];
            const expected = bot.choose(cloneState(s), twin());
            const choice = bot.choose(frozenState(s), rng);
            expect(choice, `${preset} ${bot.name}, roll ${s.tally.rolls}`).toEqual(expected);
            if (bot === level) asked++;
            action = withDice(choice, dice);
          }
          s = apply(s, action);
        }
        expect(asked).toBeGreaterThan(5);
      });
    }
  }
});

describe('the engine keeps no module-level mutable variable', () => {
  it('no top-level let or var in packages/engine/src, the turn machine included', () => {
    const dir = fileURLToPath(new URL('../src/', import.meta.url));
    const found: string[] = [];
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    for (const file of files) {
      readFileSync(dir + file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/^(export\s+)?(let|var)\s/.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(files).toContain('machine/machine.ts');
    expect(files.length).toBeGreaterThan(30);
    expect(found).toEqual([]);
  });
});
