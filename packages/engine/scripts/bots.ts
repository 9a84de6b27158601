/**
 * `npm run bots -- --games 500 --rules powell,anarchist [--timing]`
 *
 * Plays the expert against random and greedy, and greedy against random, in each rule set, and prints
 * a table per rule set (wins, draws, losses, confidence intervals), how often greedy wins against itself
 * when it starts (starting is a handicap in some rule sets), and last a summary line. The games
 * are fixed by the seed, so the same flags print the same report. With `--timing` the tables also give
 * the first-named bot's decision times in CPU time (a decision over 50 ms would be a long task on a
 * page) and greedy's self-play speed. Run with --help for every flag; a bad flag prints one line and
 * exits with status 2.
 *
 * The command's parts (reading flags, playing, formatting) are exported for the tests; the command
 * itself runs only when this file is the program.
 */
import { parseArgs as readFlags } from 'node:util';
import { BOT_NAMES, botNamed, isBotName, greedyBot, type Bot, type BotName } from '../src/bots/index.ts';
import { PRESETS, isPreset, resolveRules, type PresetName, type RuleSet } from '../src/index.ts';
import { UsageError } from '../../../scripts/usage-error.ts';
import { commandLine, playSeeded, table, wholeNumber } from './simulate.ts';

/** Everything a run needs, read from the command line. */
export interface BotsConfig {
  /** The rule sets to report, in the order of `PRESETS`. */
  rules: PresetName[];
  /** The bot playing the expert's columns. */
  expert: BotName;
  /** Games per matchup and rule set. */
  games: number;
  seed: number;
  maxRolls: number;
  /** Time the decisions and greedy's self-play speed. */
  timing: boolean;
  /** Greedy's self-play speed: seconds per timed round, and rounds (the best round counts). */
  speedSeconds: number;
  speedRounds: number;
  help: boolean;
}

export const BOTS_USAGE = `Usage: npm run bots -- [flags]

Plays the bots against one another in each rule set and prints, per rule set, a table of wins, draws
and losses of the first-named bot (sides alternated, fixed seeds) and its win share of the decided games
with a 95% confidence interval (Wilson), and the starting side's win share in greedy's self-play. With --timing, also its decision times and greedy's self-play
speed, both in CPU time.

  --rules <a,b,..>       rule sets to report: ${PRESETS.join(', ')} (default all)
  --expert <bot>         the bot of the expert columns: ${BOT_NAMES.join(', ')} (default expert)
  --games <n>            games per matchup and rule set (default 2000)
  --seed <s>             seed of the first game (default 1); the same seed gives the same games
  --max-rolls <n>        stop a game after this many rolls (default 20000)
  --timing               also time the decisions (p50, p95, max ms) and greedy's self-play (rolls/s)
  --speed-seconds <s>    with --timing: seconds per timed self-play round (default 1)
  --speed-rounds <n>     with --timing: timed self-play rounds, the best counts (default 3)
  --help                 this text

The last line reads, per rule set:
  <rules>=<expert-vs-random>/<expert-vs-greedy>/<greedy-vs-random>
and with --timing also /<expert p95 ms>.`;

const FLAGS = {
  rules: { type: 'string' },
  expert: { type: 'string' },
  games: { type: 'string' },
  seed: { type: 'string' },
  'max-rolls': { type: 'string' },
  timing: { type: 'boolean' },
  'speed-seconds': { type: 'string' },
  'speed-rounds': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Read the command line (the arguments after the script); a `UsageError` names a bad flag or value. */
export function parseBotsArgs(argv: readonly string[]): BotsConfig {
  let values;
  try {
    ({ values } = readFlags({ args: [...argv], options: FLAGS, strict: true, allowPositionals: false }));
  } catch (e) {
    throw new UsageError(`${(e as Error).message} (see --help)`);
  }
  const cfg: BotsConfig = {
    rules: [...PRESETS],
    expert: 'expert' as BotName,
    games: 2000,
    seed: 1,
    maxRolls: 20_000,
    timing: values.timing === true,
    speedSeconds: 1,
    speedRounds: 3,
    help: values.help === true,
  };
  if (values.rules !== undefined) {
    const names = values.rules.split(',').map((r) => r.trim());
    for (const r of names)
      if (!isPreset(r)) throw new UsageError(`--rules ${JSON.stringify(values.rules)}: unknown rule set ${JSON.stringify(r)}; expected ${PRESETS.join(', ')}`);
    cfg.rules = PRESETS.filter((p) => names.includes(p));
  }
  const expert = values.expert ?? 'expert';
  if (!cfg.help && !isBotName(expert)) throw new UsageError(`--expert ${expert}: no bot of that name; the known bots are ${BOT_NAMES.join(', ')}`);
  cfg.expert = expert as BotName;
  if (values.games !== undefined) cfg.games = wholeNumber('games', values.games, 1, 100_000_000);
  if (values.seed !== undefined) cfg.seed = wholeNumber('seed', values.seed, -(2 ** 31), 2 ** 32 - 1);
  if (values['max-rolls'] !== undefined) cfg.maxRolls = wholeNumber('max-rolls', values['max-rolls'], 1, 100_000_000);
  if (values['speed-seconds'] !== undefined) {
    const t = Number(values['speed-seconds']);
    if (!(t > 0 && t <= 600)) throw new UsageError(`--speed-seconds ${values['speed-seconds']}: expected a number of seconds above 0, at most 600`);
    cfg.speedSeconds = t;
  }
  if (values['speed-rounds'] !== undefined) cfg.speedRounds = wholeNumber('speed-rounds', values['speed-rounds'], 1, 1000);
  return cfg;
}

/** The 95% Wilson score interval of a share `k` of `n` (0..1 when n is 0). */
export function wilson(k: number, n: number, z = 1.96): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  // At 0 or n the interval reaches 0 or 1 exactly (rounding would leave it a hair short).
  return { low: k === 0 ? 0 : Math.max(0, centre - half), high: k === n ? 1 : Math.min(1, centre + half) };
}

/** The `q` quantile (0..1) of sorted values, by the nearest rank; 0 for none. */
export function quantile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** A bot's decision times, in milliseconds of the clock it was timed with. */
export interface DecisionTimes {
  decisions: number;
  p50: number;
  p95: number;
  max: number;
}

/** One matchup in one rule set: the first-named bot's results, and its decision times when timed. */
export interface Matchup {
  bots: [BotName, BotName];
  games: number;
  wins: number;
  draws: number;
  losses: number;
  /** Games stopped at the roll cap with no result. */
  unfinished: number;
  /** Wins over decided games (wins + losses), 0 when none was decided. */
  share: number;
  low: number;
  high: number;
  times?: DecisionTimes;
}

/** The starting side's wins and losses over the decided games of a self-play, and its win share with its 95% interval. */
export interface StarterShare {
  wins: number;
  losses: number;
  share: number;
  low: number;
  high: number;
}

/** How the starting side fares when `bot` plays itself: `games` games on the simulator's seeds. */
export function starterShare(rules: RuleSet, bot: BotName, games: number, seed: number, maxRolls: number): StarterShare {
  const both = botNamed(bot);
  let wins = 0;
  let losses = 0;
  for (let i = 0; i < games; i++) {
    const { state, first } = playSeeded(rules, [both, both], seed, i, maxRolls);
    const winner = state.phase === 'over' ? state.result?.winner : undefined;
    if (winner === null || winner === undefined || first === null) continue;
    if (winner === first) wins++;
    else losses++;
  }
  const decided = wins + losses;
  return { wins, losses, share: decided ? wins / decided : 0, ...wilson(wins, decided) };
}

/** One rule set's figures. */
export interface RulesReport {
  rules: PresetName;
  expertVsRandom: Matchup;
  expertVsGreedy: Matchup;
  greedyVsRandom: Matchup;
  /** Greedy against itself: how the side that started fared in the decided games. */
  starter: StarterShare;
  /** With timing: the expert's decision time p95 over both of its matchups (ms), and greedy-vs-greedy self-play rolls per second (best round). */
  timing?: { expertP95: number; greedyRollsPerSecond: number };
}

export interface BotsReport {
  expert: BotName;
  seed: number;
  games: number;
  timed: boolean;
  rules: RulesReport[];
}

/** Times (ms) of a bot's decisions, in a growing buffer. */
class Times {
  values = new Float64Array(1024);
  length = 0;
  push(t: number): void {
    if (this.length === this.values.length) {
      const next = new Float64Array(this.values.length * 2);
      next.set(this.values);
      this.values = next;
    }
    this.values[this.length++] = t;
  }
  sorted(): Float64Array {
    return this.values.slice(0, this.length).sort();
  }
}

/** `bot`, with the time of each decision (`choose` and `muggins`) recorded into `times`. */
function timed(bot: Bot, times: Times, now: () => number): Bot {
  return {
    name: bot.name,
    choose(s, rng, scratch) {
      const t0 = now();
      const c = bot.choose(s, rng, scratch);
      times.push(now() - t0);
      return c;
    },
    muggins(s, rng, scratch) {
      const t0 = now();
      const c = bot.muggins(s, rng, scratch);
      times.push(now() - t0);
      return c;
    },
  };
}

/**
 * Play `games` games of `a` against `b` under `rules`: game i on the simulator's seeds for i, with
 * `a` South in the even games and North in the odd ones. Counts `a`'s wins, draws and losses and,
 * given a clock `now`, times its decisions (`times` is then every decision's time, sorted).
 */
export function playMatchup(
  rules: RuleSet,
  a: BotName,
  b: BotName,
  games: number,
  seed: number,
  maxRolls: number,
  now?: () => number,
): { matchup: Matchup; times: Float64Array } {
  const times = new Times();
  const first = now ? timed(botNamed(a), times, now) : botNamed(a);
  const second = botNamed(b);
  let wins = 0;
  let draws = 0;
  let losses = 0;
  let unfinished = 0;
  for (let i = 0; i < games; i++) {
    const side = i % 2;
    const { state } = playSeeded(rules, side === 0 ? [first, second] : [second, first], seed, i, maxRolls);
    const result = state.phase === 'over' ? state.result : null;
    if (!result) unfinished++;
    else if (result.winner === null) draws++;
    else if (result.winner === side) wins++;
    else losses++;
  }
  const decided = wins + losses;
  const { low, high } = wilson(wins, decided);
  const sorted = times.sorted();
  const matchup: Matchup = { bots: [a, b], games, wins, draws, losses, unfinished, share: decided ? wins / decided : 0, low, high };
  if (now) matchup.times = { decisions: sorted.length, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: quantile(sorted, 1) };
  return { matchup, times: sorted };
}

/**
 * This process's CPU time in milliseconds: a machine shared with other work slows the wall clock, not
 * this, so times taken with it compare across runs even when the load changes. (The process's clock
 * counts microseconds; the thread's, `process.threadCpuUsage`, moves in whole scheduler ticks.)
 */
export const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * Self-play rolls per second of `bot` against itself under `rules` (the `playGame` fast paths, no
 * timing inside), over games on the simulator's seeds for about `seconds` of `now`.
 */
function selfPlayRate(bot: Bot, rules: RuleSet, seconds: number, seed: number, maxRolls: number, now: () => number): number {
  let rolls = 0;
  const t0 = now();
  let elapsed = 0;
  for (let i = 0; elapsed < seconds * 1000; i++) {
    rolls += playSeeded(rules, [bot, bot], seed, i, maxRolls).state.tally.rolls;
    elapsed = now() - t0;
  }
  return (rolls * 1000) / elapsed;
}

/**
 * Run every matchup of every rule set in `cfg`. With `cfg.timing`, the first-named bot's decisions are
 * timed with `clock`, and then greedy's self-play speed is measured with it, round by round across the
 * rule sets so that a busy spell on a shared machine falls on all of them; the best round of each
 * counts. `progress` is told what is being played.
 */
export function runBots(cfg: BotsConfig, progress?: (what: string) => void, clock: () => number = cpuMs): BotsReport {
  const now = cfg.timing ? clock : undefined;
  const reports: RulesReport[] = [];
  for (const name of cfg.rules) {
    const rules = resolveRules(name);
    const play = (a: BotName, b: BotName): { matchup: Matchup; times: Float64Array } => {
      progress?.(`${name}: ${a} vs ${b}`);
      return playMatchup(rules, a, b, cfg.games, cfg.seed, cfg.maxRolls, now);
    };
    const vsRandom = play(cfg.expert, 'random');
    const vsGreedy = play(cfg.expert, 'greedy');
    const greedy = play('greedy', 'random');
    progress?.(`${name}: greedy vs greedy`);
    const starter = starterShare(rules, 'greedy', cfg.games, cfg.seed, cfg.maxRolls);
    const report: RulesReport = { rules: name, expertVsRandom: vsRandom.matchup, expertVsGreedy: vsGreedy.matchup, greedyVsRandom: greedy.matchup, starter };
    if (cfg.timing) {
      const both = new Float64Array(vsRandom.times.length + vsGreedy.times.length);
      both.set(vsRandom.times);
      both.set(vsGreedy.times, vsRandom.times.length);
      report.timing = { expertP95: quantile(both.sort(), 0.95), greedyRollsPerSecond: 0 };
    }
    reports.push(report);
  }
  if (cfg.timing) {
    progress?.('greedy self-play speed');
    for (let round = 0; round < cfg.speedRounds; round++) {
      for (const r of reports) {
        const timing = r.timing as NonNullable<RulesReport['timing']>;
        timing.greedyRollsPerSecond = Math.max(
          timing.greedyRollsPerSecond,
          selfPlayRate(greedyBot, resolveRules(r.rules), cfg.speedSeconds, cfg.seed + round, cfg.maxRolls, clock),
        );
      }
    }
  }
  return { expert: cfg.expert, seed: cfg.seed, games: cfg.games, timed: cfg.timing, rules: reports };
}

const ms = (t: number): string => t.toFixed(3);
const two = (x: number): string => x.toFixed(2);

/** The tables, one per rule set, and the summary line last. */
export function formatBots(r: BotsReport): string {
  const out: string[] = [];
  out.push(`Tablero bots: ${r.games} games per matchup, seed ${r.seed}, sides alternated; the expert is ${r.expert}`);
  if (r.timed) out.push('Times are CPU milliseconds per decision of the first-named bot.');
  for (const rr of r.rules) {
    out.push('');
    out.push(rr.rules);
    const head = ['matchup', 'games', 'wins', 'draws', 'losses', 'win share', '95% CI'];
    const rows = [r.timed ? [...head, 'p50 ms', 'p95 ms', 'max ms'] : head];
    for (const m of [rr.expertVsRandom, rr.expertVsGreedy, rr.greedyVsRandom]) {
      const row = [
        `${m.bots[0]} vs ${m.bots[1]}`,
        String(m.games),
        String(m.wins),
        String(m.draws),
        String(m.losses),
        two(m.share),
        `${two(m.low)}-${two(m.high)}`,
      ];
      if (m.unfinished) row[0] += ` (${m.unfinished} unfinished)`;
      if (m.times) row.push(ms(m.times.p50), ms(m.times.p95), ms(m.times.max));
      rows.push(row);
    }
    out.push(...table(rows));
    const st = rr.starter;
    out.push(
      `  greedy vs greedy, the side that started: won ${st.wins} of ${st.wins + st.losses} decided games, win share ${two(st.share)} (95% CI ${two(st.low)}-${two(st.high)})`,
    );
    if (rr.timing) out.push(`  greedy self-play: ${Math.round(rr.timing.greedyRollsPerSecond).toLocaleString('en')} rolls/s`);
  }
  out.push('');
  out.push(summaryLine(r));
  return out.join('\n') + '\n';
}

/** `bots: powell=0.99/0.71/0.99 da-gucci=...`: per rule set, the three win shares, and with timing the expert's p95 ms. */
export function summaryLine(r: BotsReport): string {
  const parts = r.rules.map(
    (rr) =>
      `${rr.rules}=${two(rr.expertVsRandom.share)}/${two(rr.expertVsGreedy.share)}/${two(rr.greedyVsRandom.share)}${rr.timing ? `/${rr.timing.expertP95.toFixed(1)}` : ''}`,
  );
  return `bots: ${parts.join(' ')}`;
}

/** The command: flags from `argv`, progress on stderr when it is a terminal, the report on stdout; the exit status. */
function main(argv: readonly string[]): number {
  const cfg = commandLine('bots', BOTS_USAGE, argv, parseBotsArgs);
  if (typeof cfg === 'number') return cfg;
  // What is being played, on stderr when it is a terminal (a matchup can take minutes).
  const progress = process.stderr.isTTY ? (what: string): void => void process.stderr.write(`\r${what}...\x1b[K`) : undefined;
  const report = runBots(cfg, progress);
  if (progress) process.stderr.write('\r\x1b[K');
  process.stdout.write(formatBots(report));
  return 0;
}

if (import.meta.main) process.exitCode = main(process.argv.slice(2));
