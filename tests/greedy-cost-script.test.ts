/**
 * `node packages/engine/scripts/greedy-cost.ts`: what greedy's choice of a roll's moves costs, on
 * positions from its own games (the figures behind the engine README's account of anarchist's speed).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('../packages/engine/scripts/greedy-cost.ts', import.meta.url));

describe('greedy-cost script', () => {
  it('times listing and the pair search on positions from greedy anarchist games', () => {
    const r = spawnSync(process.execPath, [SCRIPT, '--positions', '300'], { encoding: 'utf8', timeout: 120_000 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const [head, line] = r.stdout.trimEnd().split('\n');
    const m = /^anarchist: 300 positions from greedy's games, (\d+\.\d) first moves and (\d+\.\d) pairs each$/.exec(head);
    expect(m).not.toBeNull();
    const [firsts, pairs] = [Number(m?.[1]), Number(m?.[2])];
    // Only positions with two first moves or more are taken; each first move has a second move or more.
    expect(firsts).toBeGreaterThanOrEqual(2);
    expect(pairs).toBeGreaterThanOrEqual(firsts);
    const t = /^greedy-cost: listing=(\d+\.\d\d)us search=(-?\d+\.\d\d)us per position$/.exec(line);
    expect(t).not.toBeNull();
    expect(Number(t?.[1])).toBeGreaterThan(0);
  }, 120_000);

  it('refuses an unknown rule set with status 2', () => {
    const r = spawnSync(process.execPath, [SCRIPT, '--rules', 'chess'], { encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('--rules chess: expected one of powell, da-gucci, anarchist, de-jesus\n');
  });
});
