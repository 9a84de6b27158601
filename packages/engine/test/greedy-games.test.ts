/**
 * Greedy plays the very same games as it did before its searches were made faster: for a few seeds
 * per rule set, a digest of every action of the game (the general loop, with an observer) and of the
 * final state of the same game played on the fast paths of `playGame` (no observer), against the
 * digests recorded with the plain search over every pair. A change in any move, any draw from the bot's
 * generator or any rule makes a digest differ.
 *
 * The digests were recorded with `GREEDY_GAMES_RECORD=1 npx vitest run packages/engine/test/greedy-games.test.ts`
 * (which prints the table instead of checking it) at the commit that added this file, before the
 * searches changed.
 */
import { describe, expect, it } from 'vitest';
import { botSeed, createGame, diceSeed, greedyBot, playGame, playSeeded, randomBot, resolveRules, SeededDice, Xoshiro128, type Action, type Bot, type PresetName, type RuleOptions } from '../src/index.ts';

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

/** Recorded with the search over every pair (see the file's comment): per config, the digest of each game. */
const RECORDED: Record<string, string[]> = {
  'powell': [
    '163552d3', 'ea1637e5', '77d988ff', 'b112784f', '00c1ad15', '82b91f05', '8c2283c6', 'ea09f7a8',
    '0b020223', 'daa62306', '68380491', '74fa5892', '94a7cf4b', 'd8a39524', 'a4ef3db2', 'a0b301df',
    'd6f18918', 'e37f47a1', '26a2c6ba', 'ed32a88e', '20ca017e', '4991d159', '262c4a44', 'b1557b31',
    'b4a6ba40', '014fc211', 'b8374f07', 'a5830b8a', '3e6e35cf', '451c839c', '25130a31', 'bde0382d',
    '93397bd6', '4fd23f7e', 'f1f88436', 'b148c858', 'ff32dcb8', 'e03c9493', 'be3d7350', 'c39941be',
  ],
  'da-gucci': [
    '84993198', 'ce1357ed', '6c241a79', '8b312d7a', 'a7664002', 'eef17e14', 'd88293cd', '1089c9a3',
    '2d008d99', '0213e572', '342d9929', 'b8de6cd5', '7795c07d', '9bc6c86d', '890d5065', 'ee72faf0',
    '11365814', '43cf711c', 'e3597786', 'ec65b520', 'c7c7d0b8', 'bc8516d2', '6cd64bcc', '78ecd1bd',
    '2fd82221', 'df884fdb', '0334a232', 'b2b404b9', 'b1ec0531', '90f53426', '8630ce0d', '60113c25',
    'b216e38c', '14e3ba0b', '953038e9', '3b44789e', '9768f45a', '33013606', 'e433918e', '84774324',
  ],
  'anarchist': [
    '855dd539', '018e3b70', '22d42a56', 'e167389c', '0fcc09cd', 'f222d518', '584b9be6', '3327c42c',
    '435b4786', '93991bf1', '70654ac9', 'ff53a799', '3ddcddf2', '6ed2cd99', '5e3bff40', 'ca532bc2',
    '1c215bd0', '98c91c85', 'b5cead9d', '57d6d6fb', '093b1b91', '7341f4f4', '58bb58da', '079232ce',
    '82b31abd', '7f84e825', '9fe91012', 'cc414bc6', 'be973c87', '23cc5391', '6386dd9c', '2803ce1a',
    '6db60709', '7a12f1ac', 'fa5622bf', 'd33e7d4b', '8061616d', 'e71546a2', '3f0ab89e', 'cef989c3',
  ],
  'de-jesus': [
    '8030fd69', '369b5a14', 'c14e6f04', 'ba98a11b', '967acf19', '7be0f33a', '6ec6c357', '995fc75d',
    'b318ca3e', '50b07d43', 'b8b43ab1', '8ca0fa08', '5b44a06d', '339eeab7', '251b4af5', '31af4f00',
    'ec21bef1', '16451135', '74b21dfd', '6b395a5e', '4fcd865e', 'bb43c136', '67f6011a', '499463b9',
    'd57543df', '5bd3252f', 'c5a05842', '0026bc2c', 'cffbc2f1', '30d04920', '52e9b716', '8c323d85',
    '4c6deb85', '933c6c3d', '6badd993', '2673434d', '037dd96f', '9a126679', 'ef6a3edf', '15b33eb4',
  ],
  'anarchist, lines of five, no chevrons': [
    'cb85411e', 'e0af9a71', '1bfc828f', '1f135348', 'd21b8b16', 'efc0f95c', '9ab2a143', 'c0dde85c',
    '4a8f51ee', 'a05c6bb6', '04570ec4', 'ff1bdf8b', 'b7758638', 'cc0c516f', 'b6fbaa7b', 'bc81e01a',
    '2de8fe2f', 'd5bd619f', 'a9b28616', '87f1eb0d', 'dcb4ec6f', '067f5d7b', 'cd62e767', '08d5bf79',
    'e136d699', 'e5b930b0', '0ae058b3', '0531f951', '0af22817', '10cb834a', '2070a8b6', '791f0911',
    '24b4dfbf', '688a7d30', '02828fb9', '616b735b', 'c6c6bd4b', '5076c359', '050da88f', '2fce0b70',
  ],
  'powell with the diagonal and chevrons': [
    '8b404e01', '51f225c3', 'c0cd17f3', 'be285cf9', '21da376a', '1239b940', 'e4f8f117', 'ab1bf4cd',
    'f93bd4c9', '80df8393', '10bfa166', '3ffe8152', 'c4357d07', '337c0c8f', '33aa82fa', '656fb69d',
    'e5ed06a5', '43e7e607', '127a9ccc', 'b99f9fd8', '03e7bbea', '2db46f3a', 'ee0cf6c8', 'fad4f7ac',
    '97014e19', '0a837bfb', 'a08796fd', '584f3d99', '233c8b77', 'd197cad8', 'cc2d7fb7', 'c81ec8ee',
    '852c9a54', '9b303541', '48b93654', '826c824a', '694e31e9', 'd312e9e4', '2c4092ac', 'b5936c76',
  ],
};

describe('greedy plays the games it played before its searches were made faster', () => {
  if (process.env.GREEDY_GAMES_RECORD) {
    it('prints the digests', () => {
      const table = Object.fromEntries(CONFIGS.map((c) => [c.name, Array.from({ length: GAMES }, (_, i) => gameDigest(c.rules, c.options, i))]));
      console.log(JSON.stringify(table));
      expect(Object.keys(table)).toHaveLength(CONFIGS.length);
    });
    return;
  }
  for (const c of CONFIGS) {
    it(`${c.name}: ${GAMES} games each of greedy against greedy and against random`, () => {
      const got = Array.from({ length: GAMES }, (_, i) => gameDigest(c.rules, c.options, i));
      expect(got).toEqual(RECORDED[c.name]);
    });
  }
});
