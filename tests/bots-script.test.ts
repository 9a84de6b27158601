/**
 * `npm run bots`: its core run with a few games, and its command line as a person runs it.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BOT_NAMES, botNamed } from '../packages/engine/src/bots/index.ts';
import { resolveRules } from '../packages/engine/src/index.ts';
import { formatBots, parseBotsArgs, playMatchup, quantile, runBots, starterShare, summaryLine, wilson, type Matchup } from '../packages/engine/scripts/bots.ts';
import { playSeeded } from '../packages/engine/scripts/simulate.ts';
import { UsageError } from '../scripts/usage-error.ts';

const SCRIPT = fileURLToPath(new URL('../packages/engine/scripts/bots.ts', import.meta.url));

/** The checks every matchup's figures must pass: they add up, and the shares follow from the counts. */
function addsUp(m: Matchup, games: number): void {
  expect(m.games).toBe(games);
  expect(m.wins + m.draws + m.losses + m.unfinished).toBe(games);
  const decided = m.wins + m.losses;
  expect(m.share).toBeCloseTo(decided ? m.wins / decided : 0, 12);
  expect(m.low).toBeLessThanOrEqual(m.share);
  expect(m.high).toBeGreaterThanOrEqual(m.share);
}

/** A clock that moves 1 ms each time it is read: every timed decision takes exactly 1 ms of it. */
function tickingClock(): () => number {
  let t = 0;
  return () => t++;
}

describe('npm run bots', () => {
  it('plays each matchup with sides alternated, and its table and last line agree with the figures', () => {
    const games = 6;
    const cfg = parseBotsArgs(['--expert', 'greedy', '--rules', 'anarchist,powell', '--games', String(games), '--seed', '3']);
    expect(cfg.rules).toEqual(['powell', 'anarchist']);
    expect(cfg.timing).toBe(false);
    const seen: string[] = [];
    const report = runBots(cfg, (what) => seen.push(what));
    expect(seen).toEqual([
      'powell: greedy vs random',
      'powell: greedy vs greedy',
      'powell: greedy vs random',
      'powell: greedy vs greedy',
      'anarchist: greedy vs random',
      'anarchist: greedy vs greedy',
      'anarchist: greedy vs random',
      'anarchist: greedy vs greedy',
    ]);
    expect(report.rules.map((r) => r.rules)).toEqual(['powell', 'anarchist']);
    for (const r of report.rules) {
      for (const m of [r.expertVsRandom, r.expertVsGreedy, r.greedyVsRandom]) {
        addsUp(m, games);
        expect(m.times).toBeUndefined();
      }
      // The expert is greedy here: its games against random are greedy's.
      expect(r.expertVsRandom.wins).toBe(r.greedyVsRandom.wins);
      expect(r.timing).toBeUndefined();
    }

    const text = formatBots(report);
    const lines = text.trimEnd().split('\n');
    // One row per matchup, its counts as the report has them.
    for (const r of report.rules) {
      const at = lines.indexOf(r.rules);
      expect(at).toBeGreaterThan(0);
      expect(lines[at + 1].trim().split(/\s{2,}/)).toEqual(['matchup', 'games', 'wins', 'draws', 'losses', 'win share', '95% CI']);
      const m = r.greedyVsRandom;
      const row = lines[at + 4].trim().split(/\s{2,}/);
      expect(row).toEqual([
        'greedy vs random',
        String(games),
        String(m.wins),
        String(m.draws),
        String(m.losses),
        m.share.toFixed(2),
        `${m.low.toFixed(2)}-${m.high.toFixed(2)}`,
      ]);
      const st = r.starter;
      expect(lines[at + 5]).toBe(
        `  greedy vs greedy, the side that started: won ${st.wins} of ${st.wins + st.losses} decided games, win share ${st.share.toFixed(2)} (95% CI ${st.low.toFixed(2)}-${st.high.toFixed(2)})`,
      );
    }
    expect(text).not.toMatch(/ms|rolls\/s/);
    const last = lines[lines.length - 1];
    expect(last).toBe(summaryLine(report));
    expect(last).toMatch(/^bots: powell=\d\.\d\d\/\d\.\d\d\/\d\.\d\d anarchist=\d\.\d\d\/\d\.\d\d\/\d\.\d\d$/);
    const [, anarchist] = last
      .split(' ')
      .slice(1)
      .map((p) => p.split('=')[1].split('/'));
    const a = report.rules[1];
    expect(anarchist).toEqual([a.expertVsRandom.share, a.expertVsGreedy.share, a.greedyVsRandom.share].map((x) => x.toFixed(2)));
    // The same flags play the same games.
    expect(formatBots(runBots(cfg))).toBe(text);
  });

  it("with --timing, times every decision of the first-named bot and greedy's self-play on the clock it is given", () => {
    const games = 4;
    const cfg = {
      ...parseBotsArgs(['--expert', 'greedy', '--rules', 'de-jesus', '--games', String(games), '--timing', '--speed-seconds', '0.05', '--speed-rounds', '2']),
    };
    expect(cfg.timing).toBe(true);
    const untimed = runBots({ ...cfg, timing: false });
    const report = runBots(cfg, undefined, tickingClock());
    const [r] = report.rules;
    for (const [k, m] of [r.expertVsRandom, r.expertVsGreedy, r.greedyVsRandom].entries()) {
      // Timing changes no game.
      const plain = [untimed.rules[0].expertVsRandom, untimed.rules[0].expertVsGreedy, untimed.rules[0].greedyVsRandom][k];
      expect({ ...m, times: undefined }).toEqual(plain);
      expect(m.times?.decisions).toBeGreaterThan(games);
      expect({ ...m.times, decisions: 0 }).toEqual({ decisions: 0, p50: 1, p95: 1, max: 1 });
    }
    // Self-play: the clock moves 1 ms a game, and the best round counts.
    expect(r.timing?.expertP95).toBe(1);
    expect(r.timing?.greedyRollsPerSecond).toBeGreaterThan(0);
    const lines = formatBots(report).trimEnd().split('\n');
    expect(lines[1]).toBe('Times are CPU milliseconds per decision of the first-named bot.');
    const at = lines.indexOf('de-jesus');
    expect(
      lines[at + 1]
        .trim()
        .split(/\s{2,}/)
        .slice(7),
    ).toEqual(['p50 ms', 'p95 ms', 'max ms']);
    expect(
      lines[at + 2]
        .trim()
        .split(/\s{2,}/)
        .slice(7),
    ).toEqual(['1.000', '1.000', '1.000']);
    expect(lines[at + 6]).toBe(`  greedy self-play: ${Math.round(r.timing?.greedyRollsPerSecond ?? 0).toLocaleString('en')} rolls/s`);
    expect(lines[lines.length - 1]).toMatch(/^bots: de-jesus=\d\.\d\d\/\d\.\d\d\/\d\.\d\d\/1\.0$/);
  });

  it("game i is the simulator's game i, with the first-named bot South in even games and North in odd ones", () => {
    const rules = resolveRules('anarchist');
    const { matchup } = playMatchup(rules, 'greedy', 'random', 8, 5, 20_000);
    let wins = 0;
    let losses = 0;
    for (let i = 0; i < 8; i++) {
      const side = i % 2;
      const bots = [botNamed('greedy'), botNamed('random')] as const;
      const { state } = playSeeded(rules, side === 0 ? bots : [bots[1], bots[0]], 5, i, 20_000);
      if (state.result?.winner === side) wins++;
      else if (state.result && state.result.winner !== null) losses++;
    }
    expect([matchup.wins, matchup.losses]).toEqual([wins, losses]);
  });

  it("the starter's share counts the decided games of greedy against itself by who started them", () => {
    const rules = resolveRules('da-gucci');
    let wins = 0;
    let losses = 0;
    for (let i = 0; i < 10; i++) {
      const { state, first } = playSeeded(rules, [botNamed('greedy'), botNamed('greedy')], 2, i, 20_000);
      const w = state.result?.winner;
      if (w === null || w === undefined || first === null) continue;
      if (w === first) wins++;
      else losses++;
    }
    expect(wins + losses).toBeGreaterThan(0);
    expect(starterShare(rules, 'greedy', 10, 2, 20_000)).toEqual({ wins, losses, share: wins / (wins + losses), ...wilson(wins, wins + losses) });
  });

  it('Wilson intervals and nearest-rank quantiles', () => {
    // 8 of 10: the interval is 0.490 to 0.943 (z = 1.96).
    const w = wilson(8, 10);
    expect(w.low).toBeCloseTo(0.4902, 3);
    expect(w.high).toBeCloseTo(0.9433, 3);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
    expect(wilson(5, 5).high).toBe(1);
    const xs = Float64Array.from({ length: 100 }, (_, i) => i + 1);
    expect([quantile(xs, 0.5), quantile(xs, 0.95), quantile(xs, 1)]).toEqual([50, 95, 100]);
  });

  it('refuses an unknown expert or rule set, naming the known ones; --help prints the usage', () => {
    expect(() => parseBotsArgs(['--expert', 'nobody'])).toThrow(UsageError);
    const r = spawnSync(process.execPath, [SCRIPT, '--expert', 'nobody'], { encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`bots: --expert nobody: no bot of that name; the known bots are ${BOT_NAMES.join(', ')}\n`);
    expect(() => parseBotsArgs(['--expert', 'greedy', '--rules', 'powell,chess'])).toThrow(
      /unknown rule set "chess"; expected powell, da-gucci, anarchist, de-jesus/,
    );
    expect(() => parseBotsArgs(['--expert', 'greedy', '--games', '0'])).toThrow(/--games 0: expected 1 to/);
    const help = spawnSync(process.execPath, [SCRIPT, '--help'], { encoding: 'utf8', timeout: 60_000 });
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm run bots/);
  });
});
