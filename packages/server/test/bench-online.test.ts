import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../scripts/usage-error.ts';
import { quantile, readBenchArgs, summaryLine } from '../scripts/bench-online.ts';
import type { PlayedGame } from '../scripts/online-player.ts';

const SCRIPT = fileURLToPath(new URL('../scripts/bench-online.ts', import.meta.url));
const LAST_LINE = /^online: rooms=(\d+) games=(\d+) actions=(\d+) p50=(\d+\.\d) p95=(\d+\.\d) lost=(\d+)$/;

const game = (latencies: number[], over = { unseen: 0, finished: true }): PlayedGame => ({
  roomId: 'r',
  actions: latencies.length,
  latencies,
  refused: 0,
  ...over,
});

describe('npm run bench:online', () => {
  it('reads its flags, with defaults, and names a bad one', () => {
    expect(readBenchArgs([])).toEqual({ rooms: 200, redis: false, rules: 'powell', seed: 1, timeoutSeconds: 300, profile: null, help: false });
    expect(readBenchArgs(['--rooms', '2', '--redis', '--setup', 'anarchist', '--timeout', '9'])).toMatchObject({
      rooms: 2,
      redis: true,
      rules: 'anarchist',
      timeoutSeconds: 9,
    });
    expect(() => readBenchArgs(['--rooms', '0'])).toThrow(new UsageError('--rooms: "0" is not a whole number from 1 to 5000'));
    expect(() => readBenchArgs(['--setup', 'chess'])).toThrow('--setup: "chess" is not a rule set');
    expect(() => readBenchArgs(['--fast'])).toThrow(UsageError);
  });

  it('ends with one line: rooms, games finished, actions, p50 and p95, and what was lost', () => {
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.5)).toBe(5);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95)).toBe(10);
    const line = summaryLine({ rooms: 3, games: [game([4, 2, 1, 3]), game([5, 6], { unseen: 1, finished: true }), game([7], { unseen: 0, finished: false })] });
    expect(line).toBe('online: rooms=3 games=2 actions=7 p50=4.0 p95=7.0 lost=2');
    expect(line).toMatch(LAST_LINE);
  });

  it('plays two rooms of whole games over WebSockets and prints that line last', () => {
    const run = spawnSync(process.execPath, ['--conditions=@tablero/source', SCRIPT, '--rooms', '2'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const lines = run.stdout.trim().split('\n');
    const [, rooms, games, actions, , , lost] = LAST_LINE.exec(lines.at(-1) ?? '') ?? [];
    expect([rooms, games, lost]).toEqual(['2', '2', '0']);
    expect(Number(actions)).toBeGreaterThan(20);
    expect(run.stdout).toMatch(/memory: .* per room/);
  });
});
