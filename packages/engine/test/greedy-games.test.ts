/**
 * Greedy plays the very same games as before: for a few seeds per rule set, greedy against greedy and
 * greedy (South) against random, each game written as one line of text (its result, its length, its
 * first actions, and a digest of all of its actions) and compared with the lines kept in
 * `greedy-games/<config>.txt`. A change in any move, any draw from the bot's generator or any rule
 * changes a line, and the failing test shows which games changed and how they ended before and after.
 * The same game played on the fast paths of `playGame` (no observer) must end in the very state of the
 * general loop (with an observer).
 *
 * When a change of the bots or the rules is meant to change the games, write the files again with
 * `npx vitest run --project unit packages/engine/test/greedy-games.test.ts -u`, and say why in the commit.
 */
import { describe, expect, it } from 'vitest';
import { botSeed, diceSeed, playGame, playSeeded } from '../src/sim/index.ts';
import { createGame, resolveRules, SeededDice, Xoshiro128, type Action, type GameState, type PresetName, type RuleOptions } from '../src/index.ts';
import { greedyBot, randomBot, type Bot } from '../src/bots/index.ts';

/** FNV-1a, 32 bits, of a string, in hex: stands for a whole game's actions, beside the readable parts. */
function digest(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

const CONFIGS: { name: string; file: string; rules: PresetName; options: RuleOptions }[] = [
  { name: 'powell', file: 'powell', rules: 'powell', options: {} },
  { name: 'da-gucci', file: 'da-gucci', rules: 'da-gucci', options: {} },
  { name: 'anarchist', file: 'anarchist', rules: 'anarchist', options: {} },
  { name: 'de-jesus', file: 'de-jesus', rules: 'de-jesus', options: {} },
  {
    name: 'anarchist, lines of five, no chevrons',
    file: 'anarchist-five-no-chevrons',
    rules: 'anarchist',
    options: { chevron: false, kendal: false, pullSize: 5 },
  },
  { name: 'powell with the diagonal and chevrons', file: 'powell-diagonal-chevrons', rules: 'powell', options: { diagonal: true, chevron: true } },
];

const SEED = 7;
const GAMES = 40;
const MAX_ROLLS = 3000;
/** Actions written out at the start of each game. */
const FIRST_ACTIONS = 8;

/** An action in a few characters: its type and its fields' values, e.g. `glass.move 12 19`. */
const actionText = (a: Action): string =>
  [
    a.type,
    ...Object.entries(a)
      .filter(([k]) => k !== 'type')
      .map(([, v]) => (Array.isArray(v) ? v.join(',') : String(v))),
  ].join(' ');

/** How a game ended, in words. */
function ending(s: GameState): string {
  const r = s.result;
  if (!r) return `unfinished (${s.phase})`;
  if (r.winner === null) return r.draw ? 'draw' : 'no score';
  return `${r.winner === 0 ? 'South' : 'North'} won${r.royalSkunk ? ' (royal skunk)' : r.skunk ? ' (skunk)' : ''}`;
}

/**
 * Game `i` of a config, greedy against greedy and then greedy (South) against random: one line each.
 * Also checks that the fast paths end in the same state as the general loop.
 */
function gameLines(rules: PresetName, options: RuleOptions, i: number): string[] {
  const ruleSet = resolveRules(rules, options);
  const lines: string[] = [];
  for (const [label, bots] of [
    ['greedy-greedy', [greedyBot, greedyBot]],
    ['greedy-random', [greedyBot, randomBot]],
  ] as [string, [Bot, Bot]][]) {
    const actions: Action[] = [];
    const s = createGame({ rules: ruleSet });
    playGame(s, bots, new SeededDice(diceSeed(SEED, i)), new Xoshiro128(botSeed(SEED, i)), { maxRolls: MAX_ROLLS, onAction: (_, a) => void actions.push(a) });
    expect(playSeeded(ruleSet, bots, SEED, i, MAX_ROLLS).state, `game ${i} ${label} on the fast paths`).toEqual(s);
    const first = actions.slice(0, FIRST_ACTIONS).map(actionText).join('; ');
    lines.push(
      `${String(i).padStart(2)} ${label}: ${ending(s)}, ${s.tally.rolls} rolls, ${actions.length} actions, all ${digest(JSON.stringify(actions))}; ${first}`,
    );
  }
  return lines;
}

describe('greedy plays the games it played before', () => {
  for (const c of CONFIGS) {
    it(`${c.name}: ${GAMES} games each of greedy against greedy and against random`, async () => {
      const lines = Array.from({ length: GAMES }, (_, i) => gameLines(c.rules, c.options, i)).flat();
      await expect(`${c.name}, seed ${SEED}\n${lines.join('\n')}\n`).toMatchFileSnapshot(`greedy-games/${c.file}.txt`);
    });
  }
});
