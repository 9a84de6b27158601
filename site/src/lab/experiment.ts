/**
 * The Variant lab's experiment as plain data: two columns (rules and bots each), the number of games
 * and the seed; kept in the page's address hash, and its results written as CSV or JSON. Pure (no DOM).
 *
 *     #a=powell~d1&a-bots=greedy,greedy&b=powell&b-bots=greedy,greedy&games=2000&seed=1
 *
 * The rules use the board's own short code (formatRules and parseRules of @tablero/board/headless).
 */
import { BOT_NAMES, isBotName, type BotName } from '@tablero/engine/bots';
import { compareAggregates, summarize, type Aggregate, type ComparisonRow, type SeriesSetup, type Summary } from '@tablero/engine/sim';
import { type PresetName, type RuleOptions } from '@tablero/engine';
import { statLabel } from './stat-labels.ts';
import { formatRules, parseRules } from '@tablero/board/headless';

/** One side of the comparison. */
export interface Column {
  readonly rules: PresetName;
  readonly options: RuleOptions;
  /** South's and North's bots. */
  readonly bots: readonly [BotName, BotName];
}

/** Everything a run needs. */
export interface Experiment {
  readonly a: Column;
  readonly b: Column;
  readonly games: number;
  readonly seed: number;
}

/** The most games a column can play. */
export const MAX_GAMES = 1_000_000;
/** The roll cap per game (as `npm run simulate`'s default). */
export const MAX_ROLLS = 20_000;

/** What the page opens with when its address holds no experiment: the Diagonal against plain powell. */
export const DEFAULT_EXPERIMENT: Experiment = {
  a: { rules: 'powell', options: { diagonal: true }, bots: ['greedy', 'greedy'] },
  b: { rules: 'powell', options: {}, bots: ['greedy', 'greedy'] },
  games: 2000,
  seed: 1,
};

/** The hash (with `#`) that holds an experiment. */
export function experimentHash(e: Experiment): string {
  const parts: [string, string][] = [];
  for (const key of ['a', 'b'] as const) {
    parts.push([key, formatRules(e[key].rules, e[key].options)]);
    parts.push([`${key}-bots`, e[key].bots.join(',')]);
  }
  parts.push(['games', String(e.games)], ['seed', String(e.seed)]);
  // encodeURIComponent keeps the rules' "~" as it is (URLSearchParams would write %7E); "," reads fine too.
  return `#${parts.map(([k, v]) => `${k}=${encodeURIComponent(v).replaceAll('%2C', ',')}`).join('&')}`;
}

/**
 * Read an experiment from a hash. Whatever is missing or unreadable keeps the default's value, and
 * each problem is named in `problems` (for the page to say why).
 */
export function readExperiment(hash: string, base: Experiment = DEFAULT_EXPERIMENT): { experiment: Experiment; problems: string[] } {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  const problems: string[] = [];
  const column = (key: 'a' | 'b'): Column => {
    let { rules, options, bots } = base[key];
    const text = p.get(key);
    if (text !== null) {
      const read = parseRules(text);
      if (read.ok) ({ rules, options } = read);
      else problems.push(`column ${key.toUpperCase()}'s rules: ${read.why}`);
    }
    const botText = p.get(`${key}-bots`);
    if (botText !== null) {
      const names = botText.split(',').map((s) => s.trim());
      if (names.length >= 1 && names.length <= 2 && names.every(isBotName)) bots = [names[0] as BotName, (names[1] ?? names[0]) as BotName];
      else problems.push(`column ${key.toUpperCase()}'s players "${botText}": expected bot names (${BOT_NAMES.join(', ')})`);
    }
    return { rules, options, bots };
  };
  const whole = (key: string, min: number, max: number, fallback: number): number => {
    const text = p.get(key);
    if (text === null) return fallback;
    const n = Number(text);
    if (/^-?\d+$/.test(text.trim()) && n >= min && n <= max) return n;
    problems.push(`${key} "${text}": expected a whole number from ${min} to ${max}`);
    return fallback;
  };
  return {
    experiment: { a: column('a'), b: column('b'), games: whole('games', 1, MAX_GAMES, base.games), seed: whole('seed', 0, 2 ** 32 - 1, base.seed) },
    problems,
  };
}

/** The series a column plays: the same seed for both columns, so A and B see the same dice streams. */
export const seriesFor = (e: Experiment, column: 'a' | 'b'): SeriesSetup => ({
  rules: e[column].rules,
  options: e[column].options,
  bots: e[column].bots,
  seed: e.seed,
  maxRolls: MAX_ROLLS,
});

/** A finished run: the totals of each column. */
export interface LabResult {
  readonly experiment: Experiment;
  readonly a: Aggregate;
  readonly b: Aggregate;
}

/** The results as one JSON document: the experiment, each column's figures and totals, and the comparison. */
export function resultJson(r: LabResult): {
  experiment: Experiment & { hash: string };
  a: Summary & { aggregate: Aggregate };
  b: Summary & { aggregate: Aggregate };
  comparison: ComparisonRow[];
} {
  return {
    experiment: { ...r.experiment, hash: experimentHash(r.experiment) },
    a: { ...summarize(r.a), aggregate: r.a },
    b: { ...summarize(r.b), aggregate: r.b },
    comparison: compareAggregates(r.a, r.b),
  };
}

/** A CSV field, quoted when it needs to be. */
const field = (v: string | number | boolean): string => {
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

/** The comparison as CSV: one row per statistic, and the game length histogram of both columns. */
export function resultCsv(r: LabResult): string {
  const rows: (string | number | boolean)[][] = [['statistic', 'key', 'A', 'B', 'A minus B', 'test', 'statistic value', 'p', 'more than chance (p < 0.05)']];
  for (const c of compareAggregates(r.a, r.b)) rows.push([statLabel(c.key).label, c.key, c.a, c.b, c.diff, c.test, c.statistic, c.p, c.significant]);
  rows.push([]);
  rows.push(['game length (rolls)', 'games in A', 'games in B']);
  const lengths = [...new Set([...Object.keys(r.a.lengths), ...Object.keys(r.b.lengths)].map(Number))].sort((x, y) => x - y);
  for (const len of lengths) rows.push([len, r.a.lengths[len] ?? 0, r.b.lengths[len] ?? 0]);
  return rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
