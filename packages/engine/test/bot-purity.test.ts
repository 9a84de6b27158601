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
import { botSeed, diceSeed, playGame } from '../src/sim/index.ts';
import { createGame, PRESETS, SeededDice, Xoshiro128, type Action, type GameState, type PresetName } from '../src/index.ts';
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
