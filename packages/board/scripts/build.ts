/**
 * The embed bundle: packages/board/src/index.ts with everything it imports (lit, @lit/context, xstate,
 * @tablero/engine) in ONE minified ES module, dist/tablero.js, that a host page loads with
 * `<script type="module" src="tablero.js"></script>`. No runtime fetches, no inline styles or eval, so it
 * runs under a strict `script-src 'self'` CSP (checked by tests/e2e/embed-csp.test.ts).
 *
 * Online play (src/online.ts, with Colyseus's client) is the one exception to "one file": the board
 * imports it dynamically, the first time a player goes online, from a second file built next to the
 * first, dist/tablero-online.js. A page that never goes online never loads it.
 *
 *   node packages/board/scripts/build.ts [entry.ts outfile.js]   (npm run build also writes the elements manifest)
 *
 * Writes dist/tablero.js, dist/tablero.js.map (external: the bundle itself carries no map comment) and
 * dist/meta.json (esbuild's metafile, read by size.ts and https://esbuild.github.io/analyze/).
 */
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SOURCE_CONDITION } from '../../../scripts/source-condition.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..'); // packages/board
const repo = join(root, '..', '..');

export interface EmbedBuild {
  /** Absolute path of the bundle. */
  readonly outfile: string;
  readonly metafile: Metafile;
  /** Absolute path of the online module's bundle, next to the embed (loaded only for online play). */
  readonly onlineFile: string;
}

/** The online module's file name, next to the embed's. */
export const ONLINE_FILE = 'tablero-online.js';

/** The board's dynamic import of its online module is left to the browser, pointing at the second file. */
const onlineExternal: Plugin = {
  name: 'tablero-online-external',
  setup(b) {
    b.onResolve({ filter: /^\.\/online\.ts$/ }, (args) => (args.kind === 'dynamic-import' ? { path: `./${ONLINE_FILE}`, external: true } : undefined));
  },
};

/**
 * How the embed is compiled: one minified ES2022 module for browsers, with the production builds of Lit
 * and xstate (conditions browser, module, import, default, and NODE_ENV=production) and the engine from
 * its sources (the source condition).
 */
export const EMBED_OPTIONS = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  // Setting conditions drops esbuild's implicit 'module', so it is named again.
  conditions: [SOURCE_CONDITION, 'module'],
  define: { 'process.env.NODE_ENV': '"production"' },
} as const satisfies BuildOptions;

/**
 * The bundled libraries' license notices (esbuild's collected legal comments) as one comment: for each
 * holder and license, the packages and every copyright year, e.g.
 * `/*! @lit/context, lit-html: Copyright 2017, 2021 Google LLC; SPDX-License-Identifier: BSD-3-Clause *\/`.
 * esbuild prints the same notice once per year and lists each file it covers; a notice this cannot read
 * stops the build rather than be dropped.
 */
export function licenseNotice(legal: string): string {
  const groups = new Map<string, { packages: Set<string>; years: Set<string> }>();
  let files: string[] = [];
  let comment: string[] | null = null;
  for (const line of legal.split('\n')) {
    if (!comment && line.trim().startsWith('/*')) comment = [];
    if (comment) {
      comment.push(line);
      if (!line.includes('*/')) continue;
      const text = comment.join('\n');
      const copyright = /Copyright (?:\(c\) )?(\d{4}(?:-\d{4})?) (.+)/.exec(text);
      const spdx = /SPDX-License-Identifier: (\S+)/.exec(text);
      if (!copyright || !spdx || !files.length) throw new Error(`build: cannot read this license notice:\n${text}`);
      const key = `${copyright[2].trim()}; SPDX-License-Identifier: ${spdx[1]}`;
      const group = groups.get(key) ?? { packages: new Set(), years: new Set() };
      for (const f of files) group.packages.add(/^(@[^/]+\/)?[^/]+/.exec(f)![0]);
      group.years.add(copyright[1]);
      groups.set(key, group);
      files = [];
      comment = null;
    } else if (/^\S.*:$/.test(line) && !line.startsWith('Bundled license')) files.push(line.slice(0, -1));
  }
  if (comment) throw new Error(`build: a license notice does not end:\n${comment.join('\n')}`);
  return [...groups].map(([key, g]) => `/*! ${[...g.packages].sort().join(', ')}: Copyright ${[...g.years].sort().join(', ')} ${key} */`).join('\n');
}

/** Build the embed bundle. `entry` and `outfile` default to the package's; tests may point elsewhere. */
export async function buildEmbed(entry = join(root, 'src/index.ts'), outfile = join(root, 'dist/tablero.js')): Promise<EmbedBuild> {
  const result = await build({
    entryPoints: [entry],
    outfile,
    absWorkingDir: repo, // metafile paths relative to the repo: packages/engine/..., node_modules/lit/...
    ...EMBED_OPTIONS,
    sourcemap: 'external',
    legalComments: 'external', // collected, then written once at the end (licenseNotice)
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [onlineExternal],
  });
  // The .LEGAL.txt file is there only when the bundle has license comments.
  const text = (suffix: string): string => result.outputFiles.find((f) => f.path.endsWith(suffix))?.text ?? '';
  const code = text('.js');
  if (!code) throw new Error('build: esbuild wrote no bundle');
  mkdirSync(dirname(outfile), { recursive: true });
  const notice = licenseNotice(text('.LEGAL.txt'));
  writeFileSync(outfile, notice ? `${code.trimEnd()}\n${notice}\n` : code);
  writeFileSync(`${outfile}.map`, text('.js.map'));
  writeFileSync(join(dirname(outfile), 'meta.json'), JSON.stringify(result.metafile));
  const onlineFile = join(dirname(outfile), ONLINE_FILE);
  await buildOnline(onlineFile);
  return { outfile, metafile: result.metafile, onlineFile };
}

/** Build the online module (src/online.ts and Colyseus's client) as its own file; returns its code. */
export async function buildOnline(outfile: string): Promise<Uint8Array> {
  const result = await build({
    entryPoints: [join(root, 'src/online.ts')],
    outfile,
    absWorkingDir: repo,
    ...EMBED_OPTIONS,
    legalComments: 'external',
    write: false,
    logLevel: 'warning',
  });
  const code = result.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? '';
  if (!code) throw new Error('build: esbuild wrote no online bundle');
  const notice = licenseNotice(result.outputFiles.find((f) => f.path.endsWith('.LEGAL.txt'))?.text ?? '');
  const text = notice ? `${code.trimEnd()}\n${notice}\n` : code;
  writeFileSync(outfile, text);
  return new TextEncoder().encode(text);
}

if (import.meta.main) {
  const [entryArg, outArg] = process.argv.slice(2).map((p) => resolve(p));
  const { outfile } = await buildEmbed(entryArg, outArg);
  console.log(`build: wrote ${relative(process.cwd(), outfile)}`);
}
