/**
 * `node packages/engine/scripts/de-jesus-turns.ts`: a de Jesus matchup turn by turn (the figures behind
 * the engine README's account of where the expert wins and loses against greedy).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('../packages/engine/scripts/de-jesus-turns.ts', import.meta.url));

describe('de-jesus-turns script', () => {
  it('counts turns, lines and declines per bot, wins by who started, and the race slope', () => {
    const r = spawnSync(process.execPath, [SCRIPT, '--games', '40', '--bots', 'greedy,random'], { encoding: 'utf8', timeout: 120_000 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(5);
    const turn = /^(greedy|random): (\d+) turns, (\d+\.\d{3}) shots, (\d+\.\d{3}) lines, (\d+\.\d{3}) rolls a turn; (\d+) declined, (\d+) handed over$/;
    const [g, rnd] = lines.slice(0, 2).map((l) => turn.exec(l));
    expect(g?.[1]).toBe('greedy');
    expect(rnd?.[1]).toBe('random');
    for (const m of [g, rnd]) {
      // A line is two glasses or more, and a turn has one roll at least.
      expect(Number(m?.[3])).toBeGreaterThanOrEqual(2 * Number(m?.[4]));
      expect(Number(m?.[5])).toBeGreaterThanOrEqual(1);
    }
    // Greedy takes every line and always rolls on.
    expect(g?.[6]).toBe('0');
    expect(g?.[7]).toBe('0');
    const starts = lines.slice(2, 4).map((l) => /^greedy (starting|second): (\d+)\/(\d+)\/(\d+) share=(\d\.\d{3})$/.exec(l));
    expect(starts.map((m) => m?.[1])).toEqual(['starting', 'second']);
    const total = starts.reduce((n, m) => n + Number(m?.[2]) + Number(m?.[3]) + Number(m?.[4]), 0);
    expect(total).toBe(40);
    // Greedy beats random nearly always, and the race foretells it: a clearly positive slope.
    const wins = starts.reduce((n, m) => n + Number(m?.[2]), 0);
    expect(wins).toBeGreaterThan(30);
    const slope = /^race: slope=(-?\d+\.\d{3}) over 40 games$/.exec(lines[4]);
    expect(Number(slope?.[1])).toBeGreaterThan(0.2);
  }, 120_000);

  it('refuses a bots list that is not two known bots, with status 2', () => {
    const r = spawnSync(process.execPath, [SCRIPT, '--bots', 'greedy'], { encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('--bots greedy: expected two of random, greedy, hard, expert, comma-separated\n');
  });
});
