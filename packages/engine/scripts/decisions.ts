/**
 * `node packages/engine/scripts/decisions.ts [--games 20] [--seed 1] [--bots hard,expert]`
 *
 * How long each bot takes per decision, in each rule set: it plays the bot against greedy (sides
 * alternating game by game) and times every `choose` and `muggins` call of the bot in CPU time (so a
 * busy machine does not count against it). Prints one line per rule set and bot: decisions, median,
 * 95th percentile and the slowest, in milliseconds.
 */
import { parseArgs } from 'node:util';
import { cpuUsage } from 'node:process';
import { PRESETS, SeededDice, Xoshiro128, createGame } from '../src/index.ts';
import { isBotName, botNamed, greedyBot, type Bot } from '../src/bots/index.ts';
import { playGame } from '../src/sim/index.ts';

const { values } = parseArgs({ options: { games: { type: 'string', default: '20' }, seed: { type: 'string', default: '1' }, bots: { type: 'string', default: 'hard,expert' } } });
const games = Number(values.games);
const seed = Number(values.seed);
const names = values.bots.split(',').filter(isBotName);

/** CPU milliseconds since `t0`. */
const since = (t0: NodeJS.CpuUsage): number => {
  const u = cpuUsage(t0);
  return (u.user + u.system) / 1000;
};

/** `bot` with each decision's CPU time pushed into `times`. */
function timed(bot: Bot, times: number[]): Bot {
  return {
    name: bot.name,
    choose(s, rng, scratch) {
      const t0 = cpuUsage();
      const c = bot.choose(s, rng, scratch);
      times.push(since(t0));
      return c;
    },
    muggins(s, rng, scratch) {
      const t0 = cpuUsage();
      const a = bot.muggins(s, rng, scratch);
      times.push(since(t0));
      return a;
    },
  };
}

const at = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

for (const rules of PRESETS) {
  for (const name of names) {
    const times: number[] = [];
    const bot = timed(botNamed(name), times);
    for (let i = 0; i < games; i++) {
      const s = createGame({ rules });
      playGame(s, i % 2 === 0 ? [bot, greedyBot] : [greedyBot, bot], new SeededDice(seed * 1_000_003 + i), new Xoshiro128(seed + i), { maxRolls: 2000, onAction: () => {} });
    }
    times.sort((a, b) => a - b);
    const ms = (x: number): string => x.toFixed(2).padStart(7);
    console.log(`${rules.padEnd(10)} ${name.padEnd(7)} decisions ${String(times.length).padStart(6)}  median ${ms(at(times, 0.5))}  p95 ${ms(at(times, 0.95))}  max ${ms(times[times.length - 1])} ms`);
  }
}
