import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { Xoshiro128, type Side } from '@tablero/engine';
import { botNamed } from '@tablero/engine/bots';
import { randomHex } from '../src/fair-dice.ts';
import { Table, newRoom } from '../src/table.ts';

const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'tablero-scripts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(script: string, args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, ['--conditions=@tablero/source', path.join(PACKAGE, 'scripts', script), ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
}

/** A game played at a table (no network) for a number of rolls, then resigned: its record and secret. */
function finishedGame(rolls: number) {
  const table = new Table(newRoom('room42', { rules: 'powell' }));
  table.seat(0, 'Ana', 'a'.repeat(64), randomHex());
  table.seat(1, 'Ben', 'b'.repeat(64), randomHex());
  const rng = new Xoshiro128(3);
  while (table.record().actions.filter((a) => 'dice' in a).length < rolls) {
    const choice = { ...(botNamed('random').choose(table.game, rng) as object) } as Record<string, unknown>;
    delete choice.dice;
    table.act(table.toAct as Side, choice);
  }
  table.end({ kind: 'resign', winner: 0 });
  return { record: table.record(), secret: table.revealed };
}

describe('npm run verify', () => {
  it('says a saved game verifies, and names the roll of a tampered one', () => {
    const saved = finishedGame(5);
    const good = path.join(dir, 'good.json');
    writeFileSync(good, JSON.stringify(saved));
    const ok = run('verify.ts', [good]);
    expect(ok.stdout.trim()).toBe('verified: room room42 game 1, all 5 rolls come from the committed dice');
    expect(ok.status).toBe(0);

    const last = saved.record.actions.findLastIndex((a) => 'dice' in a);
    const actions = saved.record.actions.map((a, i) =>
      i === last ? { ...a, dice: [7 - (a as { dice: number[] }).dice[0], 7 - (a as { dice: number[] }).dice[1]] } : a,
    );
    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ record: { ...saved.record, actions }, secret: saved.secret }));
    const caught = run('verify.ts', [bad]);
    expect(caught.stdout).toMatch(new RegExp(`^NOT verified: room room42 game 1: roll 4 \\(action ${last}, `));
    expect(caught.status).toBe(1);

    const recordOnly = path.join(dir, 'record.json');
    writeFileSync(recordOnly, JSON.stringify(saved.record));
    expect(run('verify.ts', [recordOnly, saved.secret]).status).toBe(0);
    expect(run('verify.ts', [recordOnly]).stderr).toMatch(/^verify: the secret is missing/);
  });
});

describe('npm run server', () => {
  it('stops on a bad setting with one line naming it, not a stack', () => {
    const r = run('serve.ts', [], { TABLERO_MESSAGE_RATE: 'lots' });
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('tablero-server: TABLERO_MESSAGE_RATE: "lots" is not a whole number from 1 to 1000\n');
  });
});
