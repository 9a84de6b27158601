/**
 * The `./run` wrapper and scripts/env.sh, run as a person runs them: flags reach the npm script whether
 * or not a `--` comes first, `--help` lists the scripts, Lighthouse gets a built site, and npm ci's
 * refusal stays quiet when the `npm install` fallback works. A copy of `run` in a scratch directory with
 * a stand-in `npm` on PATH shows exactly what `run` asks npm to do, without installing anything.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const NODE_DIR = dirname(process.execPath);

/** A scratch checkout holding `run`, scripts/env.sh and package.json, with a stand-in npm that logs its arguments. */
function scratch(npmScript: string): {
  dir: string;
  calls: () => string[];
  run: (...args: string[]) => { status: number | null; stdout: string; stderr: string };
} {
  const dir = mkdtempSync(join(tmpdir(), 'tablero-run-'));
  mkdirSync(join(dir, 'scripts'));
  mkdirSync(join(dir, 'bin'));
  mkdirSync(join(dir, 'node_modules'));
  copyFileSync(join(REPO, 'run'), join(dir, 'run'));
  copyFileSync(join(REPO, 'scripts/env.sh'), join(dir, 'scripts/env.sh'));
  copyFileSync(join(REPO, 'package.json'), join(dir, 'package.json'));
  writeFileSync(join(dir, 'package-lock.json'), '{}');
  writeFileSync(join(dir, 'node_modules/.package-lock.json'), '{}');
  const past = new Date(Date.now() - 60_000);
  utimesSync(join(dir, 'package-lock.json'), past, past); // the dependencies are up to date
  writeFileSync(join(dir, 'bin/npm'), `#!/usr/bin/env bash\necho "$*" >> "${join(dir, 'calls')}"\n${npmScript}\n`);
  chmodSync(join(dir, 'bin/npm'), 0o755);
  chmodSync(join(dir, 'run'), 0o755);
  return {
    dir,
    calls: () => readFileSync(join(dir, 'calls'), 'utf8').trim().split('\n'),
    run: (...args) => {
      const r = spawnSync(join(dir, 'run'), args, {
        encoding: 'utf8',
        env: { ...process.env, PATH: `${join(dir, 'bin')}:${NODE_DIR}:/usr/bin:/bin` },
        timeout: 60_000,
      });
      return { status: r.status, stdout: r.stdout, stderr: r.stderr };
    },
  };
}

describe('./run', () => {
  it('passes a script its flags once, with or without a `--` before them', () => {
    const s = scratch('exit 0');
    expect(s.run('simulate', '--', '--rules', 'anarchist', '--games', '100').status).toBe(0);
    expect(s.run('simulate', '--rules', 'anarchist', '--games', '100').status).toBe(0);
    expect(s.calls()).toEqual(['run --silent simulate -- --rules anarchist --games 100', 'run --silent simulate -- --rules anarchist --games 100']);
  });

  it('builds the site before Lighthouse when there is none', () => {
    const s = scratch('exit 0');
    const r = s.run('lighthouse');
    expect(r.status).toBe(0);
    expect(r.stderr).toContain('building it first');
    expect(s.calls()).toEqual(['run --silent site:build', 'run --silent lighthouse --']);
  });

  it('--help lists its commands and the npm scripts without installing anything', () => {
    const s = scratch('exit 0');
    const r = s.run('--help');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/\.\/run test/);
    expect(r.stdout).toMatch(/^ {2}simulate$/m);
    expect(r.stdout).toMatch(/^ {2}lighthouse$/m);
    expect(r.stdout).not.toMatch(/^ {2}scripts$/m);
    expect(() => s.calls()).toThrow(); // npm was never called
  });

  it('really runs the simulator as the README writes it', () => {
    const r = spawnSync(join(REPO, 'run'), ['simulate', '--', '--rules', 'anarchist', '--bots', 'greedy,random', '--games', '3', '--seed', '1', '--json'], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).games).toBe(3);
  });
});

describe('scripts/env.sh: installing the dependencies', () => {
  const FAILING_CI = `if [ "$1" = ci ]; then for i in $(seq 130); do echo "npm error line $i" >&2; done; exit 1; fi`;

  /** The lock file changed since the last install, so ensure_deps installs. */
  const lockChanged = (dir: string): void => {
    const past = new Date(Date.now() - 120_000);
    utimesSync(join(dir, 'node_modules/.package-lock.json'), past, past);
    utimesSync(join(dir, 'package-lock.json'), new Date(), new Date());
  };

  it("keeps npm ci's refusal quiet when npm install works", () => {
    const s = scratch(`${FAILING_CI}\nexit 0`);
    lockChanged(s.dir);
    const install = spawnSync('bash', ['-c', 'source scripts/env.sh; ensure_deps'], {
      cwd: s.dir,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${join(s.dir, 'bin')}:${NODE_DIR}:/usr/bin:/bin` },
    });
    expect(install.status).toBe(0);
    expect(install.stderr).not.toContain('npm error');
    expect(install.stderr.trim().split('\n')).toHaveLength(2);
    expect(s.calls().map((c) => c.split(' ')[0])).toEqual(['ci', 'install']);
  });

  it('shows them when npm install fails too', () => {
    const s = scratch(`${FAILING_CI}\nexit 1`);
    lockChanged(s.dir);
    const install = spawnSync('bash', ['-c', 'source scripts/env.sh; ensure_deps'], {
      cwd: s.dir,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${join(s.dir, 'bin')}:${NODE_DIR}:/usr/bin:/bin` },
    });
    expect(install.status).not.toBe(0);
    expect(install.stderr).toContain('npm install failed too');
    expect(install.stderr).toContain('npm error line 130');
  });
});
