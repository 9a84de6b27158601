/**
 * @tablero/engine/bots: the computer players. Each takes the state and a seeded `Rng` and returns its choice; neither touches the
 * state. `random` picks uniformly among the legal choices; `greedy` pulls whenever it can, keeps the
 * whole pull, and otherwise makes the pair of moves that leaves the longest line. This file names
 * them; each bot lives in its own file, and how often each level calls muggins is `MUGGINS_CHANCE`.
 */
import type { Bot, BotName } from './bot.ts';
import { expertBot, hardBot } from './expert.ts';
import { greedyBot } from './greedy.ts';
import { randomBot } from './random.ts';

export { BOT_NAMES, isBotName, MUGGINS_CHANCE, MugginsWatch, type Bot, type BotName } from './bot.ts';
export { greedyBot } from './greedy.ts';
export { randomBot } from './random.ts';
export { expertBot, hardBot } from './expert.ts';
export { BotScratch } from './scratch.ts';
export { evaluate, passChance, WIN } from './evaluate.ts';

const BY_NAME: Readonly<Record<BotName, Bot>> = { random: randomBot, greedy: greedyBot, hard: hardBot, expert: expertBot };

/** The bot of a given name. */
export const botNamed = (name: BotName): Bot => BY_NAME[name];
