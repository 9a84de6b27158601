/**
 * One Lighthouse run (performance only; mobile unless asked for desktop) with Debian's Chromium, for the
 * scripts that measure the built rulebook (./lighthouse.ts, ./bench-pages.ts). CHROME_PATH overrides the
 * browser.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM, CHROMIUM_ARGS } from '../../tests/support/chromium.ts';

/** What a run found: the performance score (0-100), Total Blocking Time, and a few audits as displayed. */
export interface LighthouseResult {
  readonly score: number;
  readonly tbt: number;
  /** Display values of first-contentful-paint, largest-contentful-paint, cumulative-layout-shift, speed-index. */
  readonly display: Readonly<Record<string, string>>;
}

const SHOWN = ['first-contentful-paint', 'largest-contentful-paint', 'cumulative-layout-shift', 'speed-index'] as const;
const BIN = fileURLToPath(new URL('../../node_modules/.bin/lighthouse', import.meta.url));

interface Report {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; displayValue?: string }>;
}

/**
 * Runs Lighthouse on `url` in a child process. Asynchronous on purpose: the server answering it usually
 * runs in the caller's own process.
 */
export async function runLighthouse(url: string, options: { desktop?: boolean } = {}): Promise<LighthouseResult> {
  const dir = mkdtempSync(join(tmpdir(), 'tablero-lh-'));
  const out = join(dir, 'report.json');
  try {
    const child = spawn(
      BIN,
      [
        url,
        `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        ...(options.desktop ? ['--preset=desktop'] : []),
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    const code = await new Promise<number | null>((resolve, reject) => child.on('error', reject).on('exit', resolve));
    if (code !== 0) throw new Error(`lighthouse exited with ${code} on ${url}`);
    const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
    const score = report.categories.performance.score;
    const tbt = report.audits['total-blocking-time']?.numericValue;
    if (score === null || tbt === undefined) throw new Error(`lighthouse gave no performance score for ${url}`);
    const display = Object.fromEntries(SHOWN.map((id) => [id, report.audits[id]?.displayValue ?? '?']));
    return { score: Math.round(score * 100), tbt: Math.round(tbt), display };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
