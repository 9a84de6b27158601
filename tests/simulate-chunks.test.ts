/**
 * `npm run simulate` and the Variant lab give the same numbers: the command's JSON report equals the
 * report of the same games played in N chunks (as the lab's workers play them) and merged.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mergeAggregates, playSeries } from '../packages/engine/src/sim/index.ts';
import { parseArgs, reportOf, seriesOf } from '../packages/engine/scripts/simulate.ts';

const SCRIPT = fileURLToPath(new URL('../packages/engine/scripts/simulate.ts', import.meta.url));

describe('simulate against merged chunks', () => {
  for (const args of [
    ['--rules', 'powell', '--bots', 'greedy,greedy', '--games', '90', '--seed', '5'],
    ['--rules', 'powell', '--diagonal', '--bots', 'greedy,random', '--games', '70', '--seed', '3'],
  ]) {
    it(args.join(' '), () => {
      const r = spawnSync(process.execPath, [SCRIPT, ...args, '--json'], { encoding: 'utf8', timeout: 60_000 });
      expect(r.status).toBe(0);
      const { seconds: _s, gamesPerSecond: _g, ...cli } = JSON.parse(r.stdout);
      const cfg = parseArgs(args);
      const series = seriesOf(cfg);
      for (const n of [1, 2, 4, 9]) {
        const size = Math.ceil(cfg.games / n);
        const parts = Array.from({ length: n }, (_, k) => playSeries(series, k * size, Math.min(cfg.games, (k + 1) * size)));
        const { seconds: _s2, gamesPerSecond: _g2, ...merged } = reportOf(cfg, mergeAggregates(...parts.reverse()), 0);
        // Through JSON, as the command prints it.
        expect(JSON.parse(JSON.stringify(merged)), `${n} chunks`).toEqual(cli);
      }
    });
  }
});
