/**
 * How much the boards cost a rulebook page on a phone: builds the site twice, as it is and with every
 * example board left as its empty reserved box (TABLERO_NO_BOARDS=1, see ../astro.config.mjs), serves
 * both, and runs Lighthouse (mobile, performance only) on each page of both builds, interleaved (with,
 * without, with, without, ...) so a change in the machine's load falls on both alike. Prints the load
 * average at the start and the end, a line per page (medians)
 *
 *   <path> boards=<n> score=<with>/<without> drop=<points> tbt=<with>/<without> added=<ms>
 *
 * and as its last line the page whose score drops most:
 *
 *   pages: worst=<path> score-drop=<points> tbt-added=<ms> boards=<n>
 *
 *   npm run bench:pages [-- --pages /,/lab/] [--runs 3] [--no-build]
 *
 * By default it measures every page with a board, and /lab/. The flag empties the boards of the Board
 * component (examples, try-its, the event log); the playground's board and a live table's stay in both
 * builds. The builds go to node_modules/.cache/tablero-bench-pages/{with,without} (`npm ci` clears them);
 * --no-build reuses them.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UsageError } from '../../scripts/usage-error.ts';
import { serve, type Served } from './serve.ts';
import { runLighthouse } from './lighthouse-run.ts';

export const USAGE = 'usage: npm run bench:pages -- [--pages /,/lab/] [--runs N (3 or more, default 3)] [--no-build]';

/** The command line, read. */
export interface BenchArgs {
  /** The pages to measure, as site paths ending in '/'; undefined: every page with a board, and /lab/. */
  readonly pages: readonly string[] | undefined;
  /** Lighthouse runs per page and build. */
  readonly runs: number;
  /** Build both sites first (false: reuse the last builds). */
  readonly build: boolean;
}

/** At least this many runs per page and build, so a median means something. */
export const MIN_RUNS = 3;

/** A site path as the builds know it: leading and trailing '/'. */
function sitePath(raw: string): string {
  const path = raw.trim();
  if (!path.startsWith('/')) throw new UsageError(`--pages: "${path}" is not a site path such as /lab/`);
  if (/[?#\s]/.test(path) || path.includes('..')) throw new UsageError(`--pages: "${path}" is not a plain page path`);
  return path.endsWith('/') ? path : `${path}/`;
}

/** Reads `--pages a,b` (or `--pages=a,b`), `--runs N` (or `--runs=N`) and `--no-build`. */
export function parseArgs(argv: readonly string[]): BenchArgs {
  let pages: string[] | undefined;
  let runs = MIN_RUNS;
  let build = true;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    const value = (): string => {
      const v = eq > 0 ? arg.slice(eq + 1) : argv[++i];
      if (v === undefined || v === '' || (eq < 0 && v.startsWith('--'))) throw new UsageError(`${name} needs a value`);
      return v;
    };
    if (name === '--pages') {
      pages = value()
        .split(',')
        .filter((p) => p.trim() !== '')
        .map(sitePath);
      if (pages.length === 0) throw new UsageError('--pages needs at least one page');
    } else if (name === '--runs') {
      const v = value();
      runs = Number(v);
      if (!/^\d+$/.test(v) || runs < MIN_RUNS) throw new UsageError(`--runs: "${v}" is not a whole number of at least ${MIN_RUNS}`);
    } else if (arg === '--no-build') {
      build = false;
    } else {
      throw new UsageError(`unknown argument "${arg}"`);
    }
  }
  return { pages: pages && [...new Set(pages)], runs, build };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** One page's runs in both builds. */
export interface PageRuns {
  readonly path: string;
  readonly boards: number;
  readonly with: { readonly score: readonly number[]; readonly tbt: readonly number[] };
  readonly without: { readonly score: readonly number[]; readonly tbt: readonly number[] };
}

/** One page's medians: score drop (without - with, points) and TBT added (with - without, ms). */
export interface PageSummary {
  readonly path: string;
  readonly boards: number;
  readonly score: { readonly with: number; readonly without: number };
  readonly tbt: { readonly with: number; readonly without: number };
  readonly drop: number;
  readonly added: number;
}

export function summarise(page: PageRuns): PageSummary {
  const score = { with: median(page.with.score), without: median(page.without.score) };
  const tbt = { with: median(page.with.tbt), without: median(page.without.tbt) };
  return { path: page.path, boards: page.boards, score, tbt, drop: score.without - score.with, added: tbt.with - tbt.without };
}

/** A median as printed: whole, or with one decimal when it falls between two runs. */
const num = (n: number): string => String(Math.round(n * 10) / 10);

/** A page's line. */
export function pageLine(s: PageSummary): string {
  return `${s.path} boards=${s.boards} score=${num(s.score.with)}/${num(s.score.without)} drop=${num(s.drop)} tbt=${num(s.tbt.with)}/${num(s.tbt.without)} added=${num(s.added)}`;
}

/** The last line: the page with the largest score drop (ties: the most TBT added). */
export function lastLine(summaries: readonly PageSummary[]): string {
  if (summaries.length === 0) throw new Error('no pages measured');
  const worst = summaries.reduce((a, b) => (b.drop > a.drop || (b.drop === a.drop && b.added > a.added) ? b : a));
  return `pages: worst=${worst.path} score-drop=${num(worst.drop)} tbt-added=${num(worst.added)} boards=${worst.boards}`;
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SITE = join(ROOT, 'site');
const OUT = join(ROOT, 'node_modules', '.cache', 'tablero-bench-pages');
const BUILDS = { with: join(OUT, 'with'), without: join(OUT, 'without') } as const;
const ASTRO = join(ROOT, 'node_modules', '.bin', 'astro');

/**
 * The boards a built page holds: the slots the Board component writes (the ones TABLERO_NO_BOARDS
 * empties) and any `<tablero-board>` written in the page itself (the playground, a live table), not
 * counting the copies of code samples kept in their copy buttons' data-code attributes.
 */
export function boardsIn(html: string): number {
  const markup = html.replace(/\sdata-code="[^"]*"/g, '');
  return (markup.match(/\sdata-tablero-slot[\s>=]/g)?.length ?? 0) + (markup.match(/<tablero-board[\s>]/g)?.length ?? 0);
}

/** Every page of a build with its number of boards. */
function pagesOf(dist: string): Map<string, number> {
  const found = new Map<string, number>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (entry.name === 'index.html') {
        const rel = relative(dist, dir).split(sep).join('/');
        found.set(rel ? `/${rel}/` : '/', boardsIn(readFileSync(p, 'utf8')));
      }
    }
  };
  walk(dist);
  return found;
}

async function buildSite(outDir: string, noBoards: boolean): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.TABLERO_NO_BOARDS;
  if (noBoards) env.TABLERO_NO_BOARDS = '1';
  console.error(`bench:pages: building the site ${noBoards ? 'without boards' : 'as it is'} into ${relative(ROOT, outDir)}`);
  const child = spawn(ASTRO, ['build', '--outDir', outDir], { cwd: SITE, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const code = await new Promise<number | null>((resolve, reject) => child.on('error', reject).on('exit', resolve));
  if (code !== 0) throw new Error(`the site build ${noBoards ? 'without boards ' : ''}failed (exit ${code})`);
}

const load = (): string => {
  const [one, five, fifteen] = loadavg().map((n) => n.toFixed(2));
  return `${one} ${five} ${fifteen} (1, 5, 15 min; ${cpus().length} cores)`;
};

async function main(args: BenchArgs): Promise<void> {
  console.log(`load at the start: ${load()}`);
  if (args.build) {
    await buildSite(BUILDS.with, false);
    await buildSite(BUILDS.without, true);
  }
  for (const dist of Object.values(BUILDS)) {
    if (!existsSync(join(dist, 'index.html'))) throw new UsageError(`no build in ${relative(ROOT, dist)}: run without --no-build first`);
  }
  const withPages = pagesOf(BUILDS.with);
  const withoutPages = pagesOf(BUILDS.without);
  const pages = args.pages ?? [...[...withPages].filter(([, n]) => n > 0).map(([p]) => p), ...(withPages.has('/lab/') ? ['/lab/'] : [])];
  for (const page of pages) {
    if (!withPages.has(page) || !withoutPages.has(page)) throw new UsageError(`--pages: ${page} is not a page of the rulebook`);
  }
  const servers: { with: Served; without: Served } = { with: await serve(BUILDS.with), without: await serve(BUILDS.without) };
  const summaries: PageSummary[] = [];
  try {
    for (const path of pages) {
      const runs = { with: { score: [] as number[], tbt: [] as number[] }, without: { score: [] as number[], tbt: [] as number[] } };
      for (let r = 1; r <= args.runs; r++) {
        for (const kind of ['with', 'without'] as const) {
          const result = await runLighthouse(`${servers[kind].origin}${path}`);
          runs[kind].score.push(result.score);
          runs[kind].tbt.push(result.tbt);
          console.error(`bench:pages: ${path} run ${r}/${args.runs} ${kind} boards: score=${result.score} tbt=${result.tbt}`);
        }
      }
      const summary = summarise({ path, boards: withPages.get(path)!, ...runs });
      summaries.push(summary);
      console.log(pageLine(summary));
    }
  } finally {
    await Promise.all([servers.with.close(), servers.without.close()]);
  }
  console.log(`load at the end: ${load()}`);
  console.log(lastLine(summaries));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await main(parseArgs(process.argv.slice(2)));
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(`bench:pages: ${e.message}\n${USAGE}`);
    process.exit(2);
  }
}
