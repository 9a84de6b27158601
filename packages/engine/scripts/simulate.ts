/**
 * `npm run simulate -- --rules anarchist --bots greedy,random --games 10000 --seed 1`
 *
 * Plays bot-against-bot games on the pure engine and prints a report (text, or JSON with --json).
 * A progress bar goes to stderr only when stderr is a terminal. Bad flags print one line naming the
 * flag and its value and exit with status 2. Run with --help for every flag.
 */
import { USAGE, commandLine, formatReport, parseArgs, simulate } from './simulation.ts';

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

process.exitCode = main(process.argv.slice(2));
