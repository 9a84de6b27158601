/**
 * `npm run bots -- --games 500 --rules powell,anarchist`
 *
 * Plays the expert against random and greedy, and greedy against random, in each rule set, and prints
 * a table per rule set (wins, draws, losses, confidence intervals, decision times), greedy's self-play
 * speed, and last a summary line. Never part of the tests. Run with --help for every flag; a bad flag
 * prints one line and exits with status 2.
 */
import { BOTS_USAGE, formatBots, parseBotsArgs, runBots } from './matchups.ts';
import { commandLine } from './simulation.ts';

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

process.exitCode = main(process.argv.slice(2));
