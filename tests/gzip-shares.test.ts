/**
 * `npm run size -- --by-file` reads each source's marginal gzip cost through the bundle's source map
 * (packages/board/scripts/gzip-shares.ts). Checked on a bundle of two made-up sources: one of text gzip
 * cannot squeeze, one that only repeats itself.
 */
import { describe, expect, it } from 'vitest';
import { gzipSync, constants } from 'node:zlib';
import { build } from 'esbuild';
import { gzipShares } from '../packages/board/scripts/gzip-shares.ts';

/** Deterministic text with no repetition for gzip to find (a seeded LCG over letters). */
function noise(n: number, seed: number): string {
  let x = seed;
  let s = '';
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    s += String.fromCharCode(97 + ((x >>> 16) % 26));
  }
  return s;
}

async function bundle(): Promise<{ code: string; map: string }> {
  const files: Record<string, string> = {
    'entry.js': `import { a } from './noisy.js'; import { b } from './plain.js'; console.log(a, b);`,
    'noisy.js': `export const a = ${JSON.stringify(noise(4000, 7))};`,
    'plain.js': `export const b = ${JSON.stringify('ab'.repeat(2000))};`,
  };
  const result = await build({
    entryPoints: ['entry.js'],
    bundle: true,
    format: 'esm',
    sourcemap: 'external',
    outfile: 'out.js',
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'memory',
        setup(b) {
          b.onResolve({ filter: /.*/ }, (args) => ({ path: args.path.replace(/^\.\//, ''), namespace: 'mem' }));
          b.onLoad({ filter: /.*/, namespace: 'mem' }, (args) => ({ contents: files[args.path], loader: 'js' }));
        },
      },
    ],
  });
  const text = (suffix: string): string => result.outputFiles.find((f) => f.path.endsWith(suffix))!.text;
  return { code: text('out.js'), map: text('out.js.map') };
}

describe('gzipShares', () => {
  it('charges each source what gzip pays for it: incompressible text nearly its gzip size, repetition almost nothing', async () => {
    const { code, map } = await bundle();
    const shares = gzipShares(code, map);
    const of = (name: string) => shares.find((s) => s.source.endsWith(name));
    const noisy = of('noisy.js');
    const plain = of('plain.js');
    expect(noisy && plain).toBeTruthy();
    const alone = gzipSync(noise(4000, 7), { level: constants.Z_BEST_COMPRESSION }).length;
    expect(noisy!.gzip).toBeGreaterThan(alone * 0.9);
    expect(noisy!.gzip).toBeLessThan(alone * 1.1);
    expect(plain!.gzip).toBeLessThan(100);
    expect(plain!.chars).toBeGreaterThan(4000);
    // Largest first, and every character of the bundle belongs to exactly one source.
    expect(shares[0]).toBe(noisy);
    expect(shares.reduce((n, s) => n + s.chars, 0)).toBe(code.length);
  });
});
