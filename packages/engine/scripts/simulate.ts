/**
 * `npm run simulate -- --rules anarchist --bots greedy,random --games 10000 --seed 1`
 *
 * Plays bot-against-bot games on the pure engine and prints a report (text, or JSON with --json).
 * A progress bar goes to stderr only when stderr is a terminal. Bad flags print one line naming the
 * flag and its value and exit with status 2. Run with --help for every flag.
 *
 * The command's parts (reading the command line, playing the games, writing the report) are exported
 * for the tests, `npm run bots` and the lab's benchmark; the command itself runs only when this file is
 * the program.
 */
import { parseArgs as readFlags, type ParseArgsConfig } from 'node:util';
import { BOT_NAMES, isBotName, type BotName } from '../src/bots/index.ts';
import { OPTION_KINDS, OPTION_NAMES, OPTION_ROWS, PRESETS, RulesError, createGame, resolveRules, type OptionName, type RuleOptions } from '../src/index.ts';
import { UsageError } from '../../../scripts/usage-error.ts';
import { botSeed, playSeeded, diceSeed, emptyAggregate, playSeries, summarize, type Aggregate, type Summary, type SeriesSetup } from '../src/sim/index.ts';

/** Everything a run needs, read from the command line. */
export interface SimConfig {
  rules: string;
  options: RuleOptions;
  /** The option flags as given, for the report, e.g. ["--pull-size 6", "--pass-twelve"]. */
  optionFlags: string[];
  /** A fixed Queen's Number, or undefined to have it rolled each game. */
  queen?: number;
  bots: [BotName, BotName];
  games: number;
  seed: number;
  maxRolls: number;
  json: boolean;
  help: boolean;
}

/**
 * A command's start: its flags read with `parse`. A `UsageError` is printed on stderr after the
 * command's name and gives status 2; --help prints `usage` and gives status 0; otherwise the config.
 */
export function commandLine<T extends { help: boolean }>(
  name: string,
  usage: string,
  argv: readonly string[],
  parse: (argv: readonly string[]) => T,
): T | number {
  let cfg: T;
  try {
    cfg = parse(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    process.stderr.write(`${name}: ${e.message}\n`);
    return 2;
  }
  if (!cfg.help) return cfg;
  process.stdout.write(usage + '\n');
  return 0;
}

/** `pullSize` -> `pull-size`. */
export const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());

/** Flag name (without `--`) -> option name, for every row of the engine's option table. */
const OPTION_FLAGS: ReadonlyMap<string, OptionName> = new Map(OPTION_NAMES.map((n) => [kebab(n), n]));

/** The simulator's own flags, as `node:util` `parseArgs` declares them. */
const OWN_FLAGS = {
  rules: { type: 'string' },
  bots: { type: 'string' },
  games: { type: 'string' },
  seed: { type: 'string' },
  'max-rolls': { type: 'string' },
  queen: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean' },
} as const satisfies ParseArgsConfig['options'];

/** Every flag for `parseArgs`: ours, then one per option row (a switch for a boolean, else a value). */
const FLAGS: NonNullable<ParseArgsConfig['options']> = {
  ...OWN_FLAGS,
  ...Object.fromEntries(OPTION_NAMES.map((n) => [kebab(n), { type: OPTION_ROWS[n].kind === 'boolean' ? 'boolean' : 'string' } as const])),
};

export const USAGE = `Usage: npm run simulate -- [flags]

Plays bot-against-bot games of Tablero on the pure engine and prints a report.

  --rules <preset>     ${PRESETS.join(', ')} (default powell)
  --bots <a,b>         South's and North's bots: ${BOT_NAMES.join(', ')}; one name plays both (default random,random)
  --games <n>          games to play (default 1000)
  --seed <s>           seed for the dice and the bots (default 1); the same seed gives the same games
  --max-rolls <n>      stop a game after this many rolls (default 20000; the no-score game needs it)
  --queen <n>          a fixed Queen's Number, 2..12, instead of a spectator's roll
  --json               print the report as one JSON object
  --help               this text

Rule options (any of them; see RuleOptions in packages/engine/src/options.ts):
${OPTION_NAMES.map((n) => `  ${optionUsage(n)}`).join('\n')}

Boolean options take --name, --no-name or --name=true|false.`;

function optionUsage(name: OptionName): string {
  const flag = `--${kebab(name)}`;
  switch (OPTION_KINDS[name]) {
    case 'boolean':
      return `${flag}, --no-${kebab(name)}`;
    case 'integer':
      return `${flag} <n>`;
    case 'queen-call':
      return `${flag} auto|manual`;
    case 'ranking':
      return `${flag} drunk|coins`;
    case 'squares':
      return `${flag} "b1 e2 a3 d4 g5 c6 f7"`;
  }
}

const TRUE_WORDS = ['true', 'yes', 'on', '1'];
const FALSE_WORDS = ['false', 'no', 'off', '0'];
const BOOLEAN_WORDS = [...TRUE_WORDS, ...FALSE_WORDS];

/** Edit distance, for "did you mean". */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return row[b.length];
}

function suggestion(name: string): string {
  const all = [...Object.keys(OWN_FLAGS), ...OPTION_FLAGS.keys()];
  let best = '';
  let bestD = 3;
  for (const f of all) {
    const d = distance(name, f);
    if (d < bestD) {
      bestD = d;
      best = f;
    }
  }
  return best ? `; did you mean --${best}?` : '; see --help';
}

/** A whole number from a flag's text, or a usage error naming the flag. */
export function wholeNumber(flag: string, text: string, min: number, max: number): number {
  if (!/^[+-]?\d+$/.test(text.trim())) throw new UsageError(`--${flag} ${JSON.stringify(text)}: expected a whole number`);
  const n = Number(text);
  if (n < min || n > max) throw new UsageError(`--${flag} ${text}: expected ${min} to ${max}`);
  return n;
}

/**
 * Read the command line (the arguments after the script). Throws `UsageError` with a one-line
 * message for an unknown flag or a bad value; rule options are checked by `resolveRules`, and its
 * `RulesError` message is passed on with the flag that caused it.
 *
 * `node:util` `parseArgs` splits the line into flags and values (not strictly: an unknown flag gets
 * a "did you mean" here, and a switch may be followed by true/false); the checks and messages are ours.
 */
export function parseArgs(argv: readonly string[]): SimConfig {
  const cfg: SimConfig = {
    rules: 'powell',
    options: {},
    optionFlags: [],
    bots: ['random', 'random'],
    games: 1000,
    seed: 1,
    maxRolls: 20_000,
    json: false,
    help: false,
  };
  /** What the user typed for each option, to name it in an error. */
  const typed = new Map<string, string>();
  let queenText: string | undefined;
  const { tokens } = readFlags({ args: [...argv], options: FLAGS, strict: false, allowPositionals: true, allowNegative: true, tokens: true });
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t];
    const arg = argv[token.index];
    if (arg === '-h') {
      cfg.help = true;
      continue;
    }
    if (token.kind !== 'option' || !arg.startsWith('--') || arg.length === 2)
      throw new UsageError(`unexpected argument ${JSON.stringify(arg)}: flags start with -- (see --help)`);
    // The flag as typed (`no-pass-twelve`), and a value given after `=`.
    const eq = arg.indexOf('=');
    const name = eq >= 0 ? arg.slice(2, eq) : arg.slice(2);
    const inline = eq >= 0 ? arg.slice(eq + 1) : undefined;
    const value = (): string => {
      if (token.value === undefined || (!token.inlineValue && token.value.startsWith('--'))) throw new UsageError(`--${name} needs a value (see --help)`);
      return token.value;
    };
    const noValue = (): void => {
      if (inline !== undefined) throw new UsageError(`--${name}=${inline}: --${name} takes no value`);
    };
    switch (name) {
      case 'help':
        noValue();
        cfg.help = true;
        continue;
      case 'json':
        noValue();
        cfg.json = true;
        continue;
      case 'rules':
        cfg.rules = value();
        typed.set('rules', `--rules ${cfg.rules}`);
        continue;
      case 'bots': {
        const text = value();
        const names = text.split(',').map((b) => b.trim());
        if (names.length < 1 || names.length > 2)
          throw new UsageError(`--bots ${JSON.stringify(text)}: expected one or two bot names, South's first, like random,greedy`);
        for (const b of names) {
          if (!isBotName(b)) throw new UsageError(`--bots ${JSON.stringify(text)}: unknown bot ${JSON.stringify(b)}; expected ${BOT_NAMES.join(' or ')}`);
        }
        cfg.bots = [names[0] as BotName, (names[1] ?? names[0]) as BotName];
        continue;
      }
      case 'games':
        cfg.games = wholeNumber(name, value(), 1, 100_000_000);
        continue;
      case 'seed':
        cfg.seed = wholeNumber(name, value(), -(2 ** 31), 2 ** 32 - 1);
        continue;
      case 'max-rolls':
        cfg.maxRolls = wholeNumber(name, value(), 1, 100_000_000);
        continue;
      case 'queen':
        queenText = value();
        typed.set('queen', `--queen ${queenText}`);
        continue;
    }
    // A rule option, or its --no- form.
    let option = OPTION_FLAGS.get(name);
    let negated = false;
    if (!option && name.startsWith('no-')) {
      const base = OPTION_FLAGS.get(name.slice(3));
      if (base && OPTION_KINDS[base] === 'boolean') {
        option = base;
        negated = true;
      }
    }
    if (!option) throw new UsageError(`unknown flag --${name}${suggestion(name)}`);
    const opts = cfg.options as Record<string, unknown>;
    if (OPTION_KINDS[option] === 'boolean') {
      // A switch may be followed by a word saying which way (parseArgs leaves that word as a positional).
      const next = tokens[t + 1];
      const word = next?.kind === 'positional' && next.index === token.index + 1 && BOOLEAN_WORDS.includes(next.value.toLowerCase()) ? next.value : undefined;
      let v: boolean;
      let shown: string;
      if (negated) {
        noValue();
        v = false;
        shown = arg;
      } else if (inline !== undefined || word !== undefined) {
        const text = inline ?? (t++, word as string);
        const low = text.toLowerCase();
        if (TRUE_WORDS.includes(low)) v = true;
        else if (FALSE_WORDS.includes(low)) v = false;
        else throw new UsageError(`--${name}=${text}: expected true or false`);
        shown = `--${name}=${v}`;
      } else {
        v = true;
        shown = `--${name}`;
      }
      opts[option] = v;
      typed.set(option, shown);
    } else {
      const text = value();
      // Whole numbers go to resolveRules as numbers; anything else as text, so its message names it.
      opts[option] = OPTION_KINDS[option] === 'integer' && /^[+-]?\d+$/.test(text.trim()) ? Number(text) : text;
      typed.set(option, `--${name} ${/\s/.test(text) || text === '' ? JSON.stringify(text) : text}`);
    }
  }
  if (queenText !== undefined) cfg.queen = /^[+-]?\d+$/.test(queenText.trim()) ? Number(queenText) : (queenText as unknown as number);
  cfg.optionFlags = OPTION_NAMES.filter((n) => typed.has(n)).map((n) => typed.get(n) as string);
  if (cfg.help) return cfg;
  // Let the engine judge the rules and the Queen's Number, as a game would.
  try {
    createGame({ rules: cfg.rules, options: cfg.options, queen: cfg.queen });
  } catch (e) {
    if (!(e instanceof RulesError)) throw e;
    const shown = typed.get(e.option) ?? (e.option === 'rules' ? '--rules' : `--${kebab(e.option)}`);
    throw new UsageError(`bad value ${shown}: ${e.message}`);
  }
  return cfg;
}

/** The per-game seeds and games live in the engine (`series.ts`), shared with the Variant lab and `npm run bots`. */
export { diceSeed, botSeed, playSeeded };

/** The report: plain data, printed as text or as JSON. The figures are the engine's `Summary`. */
export type Report = {
  rules: string;
  options: RuleOptions;
  optionFlags: string[];
  queen: number | null;
  bots: { south: BotName; north: BotName };
  seed: number;
  maxRolls: number;
  seconds: number;
  gamesPerSecond: number;
} & Summary;

/** The series a command line asks for. */
export const seriesOf = (cfg: SimConfig): SeriesSetup => ({
  rules: cfg.rules,
  options: cfg.options,
  queen: cfg.queen,
  bots: cfg.bots,
  seed: cfg.seed,
  maxRolls: cfg.maxRolls,
});

/**
 * Play the games. `progress(done)` is called after every game (the caller throttles the drawing).
 * Errors from the engine are re-thrown naming the game and its seeds (`playSeeded`).
 */
export function simulate(cfg: SimConfig, progress?: (done: number) => void, now: () => number = () => performance.now()): Report {
  const t0 = now();
  const agg = playSeries(seriesOf(cfg), 0, cfg.games, emptyAggregate(), progress);
  const seconds = (now() - t0) / 1000;
  return reportOf(cfg, agg, seconds);
}

/** The report of a run's totals (from `simulate`, or merged from chunks played elsewhere). */
export function reportOf(cfg: SimConfig, agg: Aggregate, seconds: number): Report {
  const { games, ...figures } = summarize(agg);
  return {
    rules: resolveRules(cfg.rules, cfg.options).preset,
    options: cfg.options,
    optionFlags: cfg.optionFlags,
    queen: cfg.queen ?? null,
    bots: { south: cfg.bots[0], north: cfg.bots[1] },
    seed: cfg.seed,
    maxRolls: cfg.maxRolls,
    games,
    seconds: Math.round(seconds * 1000) / 1000,
    gamesPerSecond: seconds > 0 ? Math.round(games / seconds) : 0,
    ...figures,
  };
}

/** Mean, sample standard deviation, min, median and max of a list of lengths (the report reads them from its histogram with the engine's `lengthSummary`). */
export function lengthStats(xs: Int32Array): Report['length'] {
  const n = xs.length;
  if (n === 0) return { mean: 0, sd: 0, min: 0, median: 0, max: 0 };
  let sum = 0;
  for (let i = 0; i < n; i++) sum += xs[i];
  const mean = sum / n;
  let sq = 0;
  for (let i = 0; i < n; i++) sq += (xs[i] - mean) ** 2;
  const sorted = xs.slice().sort();
  const mid = n >> 1;
  const median = n % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { mean, sd: n > 1 ? Math.sqrt(sq / (n - 1)) : 0, min: sorted[0], median, max: sorted[n - 1] };
}

const pct = (k: number, n: number): string => (n ? ((100 * k) / n).toFixed(2) : '0.00');
const fixed = (x: number, d: number): string => x.toFixed(d);

/** Rows of cells, left column left-aligned, the rest right-aligned, two spaces between. */
export function table(rows: string[][], indent = '  ', leftOnly = false): string[] {
  const widths: number[] = [];
  for (const r of rows) r.forEach((c, j) => (widths[j] = Math.max(widths[j] ?? 0, c.length)));
  const cell = (c: string, j: number): string => (j === 0 || leftOnly ? c.padEnd(widths[j]) : c.padStart(widths[j]));
  return rows.map((r) => (indent + r.map(cell).join('   ')).trimEnd());
}

/** The report as text, for people. */
export function formatReport(r: Report): string {
  const n = r.games;
  const who = (side: 'south' | 'north'): string => (side === 'south' ? 'South' : 'North');
  const out: string[] = [];
  out.push('Tablero simulation');
  out.push(
    ...table(
      [
        [
          'rules',
          `${r.rules}; options: ${r.optionFlags.length ? r.optionFlags.join(' ') : 'none'}; Queen's Number: ${r.queen === null ? 'rolled each game' : `fixed at ${r.queen}`}`,
        ],
        ['bots', `South ${r.bots.south}, North ${r.bots.north}`],
        ['seed', `${r.seed}; at most ${r.maxRolls} rolls a game`],
        ['played', `${n} games in ${fixed(r.seconds, 2)} s (${Math.round(r.gamesPerSecond)} games/s)`],
      ],
      '',
      true,
    ),
  );
  out.push('');
  out.push('Game length (rolls)');
  const L = r.length;
  out.push(
    ...table(
      [
        ['mean', 'sd', 'min', 'median', 'max'],
        [fixed(L.mean, 1), fixed(L.sd, 1), String(L.min), String(L.median), String(L.max)],
      ].map((row) => ['', ...row]),
    ),
  );
  out.push('');
  out.push('How games end');
  out.push(
    ...table([
      ['', 'games', '%'],
      ['won', String(r.endings.win), pct(r.endings.win, n)],
      ['drawn', String(r.endings.draw), pct(r.endings.draw, n)],
      ['no winner (unfinished at the cap)', String(r.endings.unfinished), pct(r.endings.unfinished, n)],
      ['South won', String(r.wins.south), pct(r.wins.south, n)],
      ['North won', String(r.wins.north), pct(r.wins.north, n)],
      ['skunks', String(r.wins.skunks), pct(r.wins.skunks, n)],
      ['royal skunks', String(r.wins.royalSkunks), pct(r.wins.royalSkunks, n)],
    ]),
  );
  out.push('');
  out.push('Starting player (who held the dice after setup)');
  out.push(
    ...table([
      ['', 'games', '%'],
      ['South started', String(r.starter.south), pct(r.starter.south, n)],
      ['North started', String(r.starter.north), pct(r.starter.north, n)],
      ...(r.starter.none ? [['no roll made', String(r.starter.none), pct(r.starter.none, n)]] : []),
      ['the starter won (% of games won)', String(r.starter.wins), pct(r.starter.wins, r.endings.win)],
    ]),
  );
  out.push(`  95% confidence interval of the starter's win rate (Wilson): ${pct(r.starter.winRateCi95[0], 1)}% to ${pct(r.starter.winRateCi95[1], 1)}%`);
  out.push('');
  out.push('Shots drunk');
  out.push(
    ...table([
      ['', 'total', 'per game'],
      ...(['south', 'north', 'spectators'] as const).map((k) => [
        k === 'spectators' ? 'spectators' : who(k),
        String(r.drunk.total[k]),
        fixed(r.drunk.perGame[k], 2),
      ]),
    ]),
  );
  out.push('');
  out.push('Events');
  const ev = (label: string, total: number): string[] => [label, String(total), fixed(total / n, 3)];
  out.push(
    ...table([
      ['', 'total', 'per game'],
      ev('rolls', r.events.rolls),
      ...(['2', '3', '4', '5', '6', '7'] as const).map((k) => ev(`pulls of ${k}`, r.pullsBySize[k])),
      ev('pulls, all sizes', r.events.pulls),
      ev('full pulls', r.events.fullPulls),
      ev('Kendals', r.events.kendals),
      ev("Queen's toasts", r.events.queenToasts),
      ev('muggins calls', r.events.mugginsCalls),
      ev('slashes', r.events.slashes),
      ev('runs', r.events.runs),
      ev('courtesy fills', r.events.courtesyFills),
      ev('passes', r.events.passes),
      ev('stuck rolls', r.events.stuck),
    ]),
  );
  return out.join('\n') + '\n';
}

/** A progress bar on stderr, redrawn at most ten times a second, or nothing when stderr is not a TTY. */
function progressBar(total: number): { update(done: number): void; clear(): void } {
  const err = process.stderr;
  if (!err.isTTY) return { update() {}, clear() {} };
  const start = performance.now();
  let last = 0;
  let drawn = false;
  return {
    update(done) {
      const t = performance.now();
      if (t - last < 100 && done < total) return;
      last = t;
      const width = 30;
      const filled = Math.round((width * done) / total);
      const secs = ((t - start) / 1000).toFixed(1);
      err.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} games  ${secs} s\x1b[K`);
      drawn = true;
    },
    clear() {
      if (drawn) err.write('\r\x1b[K');
    },
  };
}

/** The command: flags from `argv`, the report on stdout; the exit status. */
function main(argv: readonly string[]): number {
  const cfg = commandLine('simulate', USAGE, argv, parseArgs);
  if (typeof cfg === 'number') return cfg;
  const bar = progressBar(cfg.games);
  let report;
  try {
    report = simulate(cfg, bar.update);
  } catch (e) {
    bar.clear();
    process.stderr.write(`simulate: ${(e as Error).message}\n`);
    return 1;
  }
  bar.clear();
  process.stdout.write(cfg.json ? JSON.stringify(report, null, 2) + '\n' : formatReport(report));
  return 0;
}

if (import.meta.main) process.exitCode = main(process.argv.slice(2));
