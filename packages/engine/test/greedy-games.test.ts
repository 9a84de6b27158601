/**
 * Greedy plays the very same games as it did before its searches were made faster: for a few seeds
 * per rule set, a digest of every action of the game (the general loop, with an observer) and of the
 * final state of the same game played on the fast paths of `playGame` (no observer), against the
 * digests recorded with the plain search over every pair. A change in any move, any draw from the bot's
 * generator or any rule makes a digest differ.
 *
 * The digests were recorded with `GREEDY_GAMES_RECORD=1 npx vitest run packages/engine/test/greedy-games.test.ts`
 * (which prints the table instead of checking it) at the commit that added this file, before the
 * searches changed. Outside the rank-only rules they were recorded again when the search over every
 * pair stopped flipping a coin on each pair tying the best so far and began drawing once, uniformly,
 * among all the best pairs (the rank search's rule; the coin flips favoured the later ties): still a
 * best pair, but other draws and so other seeded games (powell and de-jesus, on the rank search, kept theirs).
 * Every config was recorded again when greedy stopped keeping the second move of its drawn pair and
 * began finding a best continuation of the first move made from the state alone (drawn among ties):
 * still a best pair, but other draws; and when the rules gained their `ranking` field (the final states
 * carry the rules).
 */
import { describe, expect, it } from 'vitest';
import { botSeed, diceSeed, playGame, playSeeded } from '../src/sim/index.ts';
import { createGame, resolveRules, SeededDice, Xoshiro128, type Action, type PresetName, type RuleOptions } from '../src/index.ts';
import { greedyBot, randomBot, type Bot } from '../src/bots/index.ts';

/** FNV-1a, 32 bits, of a string, in hex. */
function digest(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

const CONFIGS: { name: string; rules: PresetName; options: RuleOptions }[] = [
  { name: 'powell', rules: 'powell', options: {} },
  { name: 'da-gucci', rules: 'da-gucci', options: {} },
  { name: 'anarchist', rules: 'anarchist', options: {} },
  { name: 'de-jesus', rules: 'de-jesus', options: {} },
  { name: 'anarchist, lines of five, no chevrons', rules: 'anarchist', options: { chevron: false, kendal: false, pullSize: 5 } },
  { name: 'powell with the diagonal and chevrons', rules: 'powell', options: { diagonal: true, chevron: true } },
];

const SEED = 7;
const GAMES = 40;
const MAX_ROLLS = 3000;

/**
 * The digest of game `i`: of the digests of greedy against greedy, then greedy (South) against random,
 * each as its actions and as its final state.
 */
function gameDigest(rules: PresetName, options: RuleOptions, i: number): string {
  const ruleSet = resolveRules(rules, options);
  const out: string[] = [];
  for (const bots of [[greedyBot, greedyBot], [greedyBot, randomBot]] as [Bot, Bot][]) {
    const actions: Action[] = [];
    const s = createGame({ rules: ruleSet });
    playGame(s, bots, new SeededDice(diceSeed(SEED, i)), new Xoshiro128(botSeed(SEED, i)), { maxRolls: MAX_ROLLS, onAction: (_, a) => void actions.push(a) });
    out.push(digest(JSON.stringify(actions)));
    out.push(digest(JSON.stringify(playSeeded(ruleSet, bots, SEED, i, MAX_ROLLS).state)));
  }
  return digest(out.join(' '));
}

/** The digest of the digests of a config's games, in order. */
function configDigest(rules: PresetName, options: RuleOptions): string {
  return digest(Array.from({ length: GAMES }, (_, i) => gameDigest(rules, options, i)).join(' '));
}

/** Recorded with the search over every pair (see the file's comment): per config, the digest of its games' digests. */
const RECORDED: Record<string, string> = {
  'powell': '33f985eb',
  'da-gucci': 'de92e046',
  'anarchist': 'faee2715',
  'de-jesus': 'a6df5331',
  'anarchist, lines of five, no chevrons': 'b31b3df5',
  'powell with the diagonal and chevrons': '19aa7170',
};

describe('greedy plays the games it played before its searches were made faster', () => {
  if (process.env.GREEDY_GAMES_RECORD) {
    it('prints the digests', () => {
      const table = Object.fromEntries(CONFIGS.map((c) => [c.name, configDigest(c.rules, c.options)]));
      console.log(JSON.stringify(table));
      expect(Object.keys(table)).toHaveLength(CONFIGS.length);
    });
    return;
  }
  for (const c of CONFIGS) {
    it(`${c.name}: ${GAMES} games each of greedy against greedy and against random`, () => {
      expect(configDigest(c.rules, c.options)).toBe(RECORDED[c.name]);
    });
  }
});
