/**
 * `npm run bench:bots` (packages/board/scripts/bot-tasks.ts): computer players on both sides of a board
 * in Chromium, the page's long tasks counted. The figures are the script's to print; this checks that
 * the boards really play and that the lines keep their shape.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('../../packages/board/scripts/bot-tasks.ts', import.meta.url));

describe('bot-tasks script', () => {
  it('plays expert against expert in two rule sets and prints each one and the total', () => {
    const r = spawnSync(process.execPath, [SCRIPT, '--no-build', '--rules', 'powell,de-jesus', '--seconds', '3'], { encoding: 'utf8', timeout: 90_000 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    let tasks = 0;
    for (const [i, rules] of ['powell', 'de-jesus'].entries()) {
      const m = new RegExp(`^${rules}: games=(\\d+) moves=(\\d+) long-tasks=(\\d+) longest=(\\d+)$`).exec(lines[i]);
      expect(m, lines[i]).not.toBeNull();
      // The computers have moved glasses (how many in three seconds is the machine's speed, not a test's business).
      expect(Number(m?.[2])).toBeGreaterThan(0);
      tasks += Number(m?.[3]);
      // A long task is one over 50 ms; none means a longest of 0.
      expect(Number(m?.[4]) === 0).toBe(Number(m?.[3]) === 0);
    }
    expect(lines[2]).toMatch(new RegExp(`^bot-tasks: expert long-tasks=${tasks} longest=\\d+$`));
  }, 90_000);

  it('refuses an unknown rule set or bot with status 2', () => {
    for (const args of [['--rules', 'chess'], ['--bot', 'grandmaster'], ['--seconds', '0']]) {
      const r = spawnSync(process.execPath, [SCRIPT, '--no-build', ...args], { encoding: 'utf8', timeout: 60_000 });
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/^bot-tasks: expected --rules among powell, da-gucci, anarchist, de-jesus/);
    }
  });
});
