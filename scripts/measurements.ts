/**
 * npm run measurements: runs the measurements a user of Tablero cares about and writes them, dated, to
 * docs/measurements.md. It takes ten minutes or more (the bots' games most) and is never part of the tests.
 *
 *   npm run measurements [-- --games 1000] [-- --load-runs 5] [-- --out docs/measurements.md]
 *
 * The bots' figures are shown to users (the docs, the settings panel's words), so they are measured on
 * at least 1,000 games a matchup by default; a run with fewer says so on the page.
 *
 * It runs, one after the other (so they do not compete for the cores):
 *   npm run bench -- --rounds 3          the engine's speed
 *   npm run bots -- --games N --timing   the bots' strength and decision times, every rule set
 *   npm run size                         the embed's size on the wire, and its budget
 *   npm run bench:load -- --runs R       a page with one board against one with a chessground board
 *   npm run bench:online                 200 rooms at once on one server process
 *   npm run bench:online -- --redis      the same on two processes sharing rooms through Redis
 * and reads each one's lines. A command that fails stops the run with its output, and nothing is written.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '1000' },
    'load-runs': { type: 'string', default: '5' },
    out: { type: 'string', default: 'docs/measurements.md' },
  },
});
const games = Number(values.games);
const loadRuns = Number(values['load-runs']);
if (!Number.isInteger(games) || games < 1) throw new Error(`--games ${values.games}: expected a whole number of games`);
if (!Number.isInteger(loadRuns) || loadRuns < 1) throw new Error(`--load-runs ${values['load-runs']}: expected a whole number of runs`);

/** The highest one-minute load average seen between the commands: a busy machine gives low figures. */
let busiest = loadavg()[0];

/** Runs one npm script with its flags and returns its output lines; a failure ends the run. */
function npmRun(script: string, args: readonly string[]): string[] {
  const command = `npm run ${script}${args.length ? ` -- ${args.join(' ')}` : ''}`;
  process.stderr.write(`measurements: ${command}\n`);
  const started = performance.now();
  const r = spawnSync('npm', ['run', '--silent', script, '--', ...args], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) {
    process.stderr.write(r.stdout + r.stderr);
    throw new Error(`${command} exited with status ${r.status}`);
  }
  busiest = Math.max(busiest, loadavg()[0]);
  process.stderr.write(`measurements: ${command} took ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
  return r.stdout.split('\n').filter((l) => l.trim() !== '');
}

/** The one line that starts with `prefix`, without it. */
function lineAfter(lines: readonly string[], prefix: string): string {
  const line = lines.find((l) => l.startsWith(prefix));
  if (line === undefined) throw new Error(`no line starting "${prefix}" in:\n${lines.join('\n')}`);
  return line.slice(prefix.length).trim();
}

/** `key=value` pairs of a summary line. */
const pairs = (line: string): Record<string, string> => Object.fromEntries(line.split(/\s+/).map((p) => p.split('=') as [string, string]));

const startLoad = loadavg()[0];
const started = new Date();

const bench = npmRun('bench', ['--rounds', '3']);
const bots = npmRun('bots', ['--games', String(games), '--timing']);
const size = npmRun('size', []);
const load = npmRun('bench:load', ['--runs', String(loadRuns)]);
const online = [npmRun('bench:online', []), npmRun('bench:online', ['--redis'])];

const b = pairs(lineAfter(bench, 'bench:'));
const n = (x: string): string => Math.round(Number(x)).toLocaleString('en');

/** The bots report: per rule set, its matchup rows and greedy's self-play speed. */
interface BotsRow {
  readonly rules: string;
  readonly matchup: string;
  readonly cells: readonly string[];
}
const botRows: BotsRow[] = [];
const selfPlay: string[] = [];
let rules = '';
for (const line of bots) {
  if (/^[a-z-]+$/.test(line)) rules = line;
  const row = /^\s+(\w+ vs \w+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+([\d.]+)\s+([\d.]+-[\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)$/.exec(line);
  if (row) botRows.push({ rules, matchup: row[1], cells: row.slice(2) });
  const speed = /greedy self-play: ([\d,]+) rolls\/s/.exec(line);
  if (speed) selfPlay.push(`${rules} ${speed[1]}`);
}
if (botRows.length === 0) throw new Error(`no matchup rows in the bots report:\n${bots.join('\n')}`);

const l = pairs(lineAfter(load, 'load:'));
/** The median KB of a `heap per board ...: a, b, c KB -> median m KB` line. */
function medianKb(line: string): string {
  const kb = /-> median ([\d.]+) KB/.exec(line)?.[1];
  if (kb === undefined) throw new Error(`no median in "${line}"`);
  return kb;
}
/** A row of the online table: the `online:` summary line and the heap each finished room keeps. */
function onlineRow(lines: readonly string[], servers: string): string {
  const o = pairs(lineAfter(lines, 'online:'));
  const heap = /per room \(finished, kept until idle\): rss [\d.-]+ KiB, heap ([\d.-]+) KiB/.exec(lineAfter(lines, 'memory:'))?.[1] ?? '?';
  return `| ${servers} | ${o.rooms} | ${o.games} | ${n(o.actions!)} | ${o.p50} ms | ${o.p95} ms | ${o.lost} | ${heap} KiB |`;
}

const pastMany = medianKb(lineAfter(load, 'heap per board past 20 boards, tablero:'));
const low = Math.min(startLoad, busiest).toFixed(1);
const high = busiest.toFixed(1);
const loadWords = `${low === high ? high : `between ${low} and ${high}`}${busiest > cpus().length ? ` (above ${cpus().length}: other work shared the cores)` : ''}`;
const minutes = Math.round((Date.now() - started.getTime()) / 60_000);

const page = `# Measurements

Measured on ${started.toISOString().slice(0, 10)} with Node ${process.version} on ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown'}), the one-minute
load average ${loadWords}.
\`npm run measurements\` writes this page (it took about ${minutes} minutes); run it again to refresh it.
The figures depend on the machine and on what else it is doing: compare runs made on one machine, not
this page with yours.

## The engine's speed

\`npm run bench -- --rounds 3\`: per second on one core, the best of three timed rounds.

| Figure | Per second | What is counted |
| --- | --- | --- |
| \`rolls\` | ${n(b.rolls)} | rolls of random-against-random self-play, default rules (dice, legal moves, lines, pulls, pours) |
| \`games\` | ${n(b.games)} | whole games of greedy-against-greedy self-play, default rules |
| \`machine\` | ${n(b.machine)} | events the turn machine handles while two random bots play through it |
| \`floor\` | ${n(b.floor)} | events of a bare three-state xstate machine: what xstate itself allows |
| \`x-rolls\`, \`x-games\` | ${b['x-rolls']}, ${b['x-games']} | how many times faster \`playGame\` is than applying every action to a fresh copy |

## The bots

\`npm run bots -- --games ${games} --timing\` (seed 1): each matchup ${games} games per rule set${games < 1000 ? '\n(fewer than the 1,000 a matchup the published figures need: a trial run, not figures to quote)' : games < 2000 ? '\n(the command plays 2,000 by default; fewer here to keep the run short)' : ''}, sides alternated.
Win share is of the decided games, with its 95% confidence interval (Wilson); decision times are CPU
milliseconds per decision of the first-named bot.

| Rule set | Matchup | Wins / draws / losses | Win share | 95% CI | p50 ms | p95 ms | Max ms |
| --- | --- | --- | --- | --- | --- | --- | --- |
${botRows.map((r) => `| ${r.rules} | ${r.matchup} | ${r.cells[1]} / ${r.cells[2]} / ${r.cells[3]} | ${r.cells[4]} | ${r.cells[5]} | ${r.cells[6]} | ${r.cells[7]} | ${r.cells[8]} |`).join('\n')}

Greedy's self-play, rolls per second of CPU time: ${selfPlay.join(', ')}.

## The embed's size

\`npm run size\`: \`packages/board/dist/tablero.js\`, minified and gzipped (level 9).

| | Bytes min+gz |
| --- | --- |
| the embed | ${lineAfter(size, 'size:').replace(/ bytes min\+gz$/, '')} |
| the floor (xstate running the turn machine, Lit, @lit/context) | ${/^(\d+)/.exec(lineAfter(size, 'floor:'))?.[1] ?? '?'} |
| the budget (\`BUDGET\` in \`packages/board/scripts/size.ts\`; above it \`npm run size\` fails) | ${/^(\d+)/.exec(lineAfter(size, 'budget:'))?.[1] ?? '?'} |

## Loading a board

\`npm run bench:load -- --runs ${loadRuns}\`: in Chromium, the median time from the script's arrival to the board drawn,
for one \`<tablero-board>\` and for one chessground board, and the JS heap each further board takes: from
one board to twenty (which includes the machine code V8 compiles once the same functions run twenty
times), and from twenty to forty.

| tablero | chessground | ratio | heap per board, 1 to 20 | heap per board, 20 to 40 |
| --- | --- | --- | --- | --- |
| ${l.tablero} ms | ${l.chessground} ms | ${l.ratio} | ${l['heap-per-board']} KB | ${pastMany} KB |

## Online rooms

\`npm run bench:online\` and \`npm run bench:online -- --redis\`: a room server on localhost (two processes
sharing rooms through Redis with \`--redis\`) and computer players on the same machine playing whole
games over WebSockets, 200 rooms at once. Each action is timed from its player sending it to the other
player's state showing it; \`lost\` counts the actions the other player never saw and the games not
finished; the heap is what each finished room keeps on its server until it expires.

| Servers | Rooms | Games | Actions | p50 | p95 | Lost | Heap per room |
| --- | --- | --- | --- | --- | --- | --- | --- |
${onlineRow(online[0]!, 'one process, file store')}
${onlineRow(online[1]!, 'two processes, Redis')}
`;

writeFileSync(resolve(ROOT, values.out), page);
process.stderr.write(`measurements: wrote ${values.out}\n`);
