/**
 * How big the embed is on the wire: builds dist/tablero.js, gzips it (level 9) and prints where the bytes
 * go, per package, from esbuild's metafile. The LAST line is always exactly `size: <bytes> bytes min+gz`
 * (scripts may read it with `tail -1`). Above BUDGET it says so and exits with status 1.
 *
 *   node packages/board/scripts/size.ts [entry.ts outfile.js] [--by-file]    (npm run size; defaults to the package's)
 *
 * `--by-file` also prints each source file's marginal min+gz cost (gzip-shares.ts; about 20 s more).
 *
 * It also prints the online module's own figure (dist/tablero-online.js: online play and Colyseus's client,
 * loaded only when a player goes online, so outside the budget):
 * `online: <bytes> bytes min+gz, loaded only for online play`.
 *
 * It also prints the FLOOR: the same build of only what any board must carry before a line of its own
 * code (xstate's interpreter running the engine's turn machine, Lit, @lit/context), so the cost of the
 * board, the settings panel and their styles can be read as `size - floor`.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { gzipSync, constants } from 'node:zlib';
import { build } from 'esbuild';
import { EMBED_OPTIONS, buildEmbed } from './build.ts';
import { gzipShares } from './gzip-shares.ts';

/**
 * The most min+gz bytes the embed may have: its size when this budget was set plus about 3%, room for
 * small fixes. A feature that needs more raises it in its own commit, saying what the bytes buy.
 */
export const BUDGET = 91_400;

/** What every build of the board carries: the machine in an actor, a LitElement with styles, the context. */
const FLOOR_ENTRY = `
import { createActor } from 'xstate';
import { tableroMachine } from '@tablero/engine/machine';
import { LitElement, html, css, nothing } from 'lit';
import { createContext, ContextProvider, ContextConsumer } from '@lit/context';
export { createActor, tableroMachine, LitElement, html, css, nothing, createContext, ContextProvider, ContextConsumer };
`;

const gzipped = (code: Uint8Array): number => gzipSync(code, { level: constants.Z_BEST_COMPRESSION }).length;

/** min+gz bytes of FLOOR_ENTRY, built like the embed (production conditions, minified, ES2022). */
async function floorBytes(): Promise<number> {
  const result = await build({
    stdin: { contents: FLOOR_ENTRY, resolveDir: resolve(import.meta.dirname, '..'), loader: 'ts' },
    ...EMBED_OPTIONS,
    legalComments: 'none',
    write: false,
    logLevel: 'warning',
  });
  return gzipped(result.outputFiles[0].contents);
}

/** The package a bundled input belongs to: lit (with lit-html, lit-element, @lit/reactive-element), @lit/context, xstate, engine, board. */
function packageOf(path: string): string {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(path);
  if (m) return ['lit-html', 'lit-element', '@lit/reactive-element'].includes(m[1]) ? 'lit' : m[1];
  if (path.startsWith('packages/engine/')) return 'engine';
  if (path.startsWith('packages/board/')) return 'board';
  return path;
}

const args = process.argv.slice(2);
const byFile = args.includes('--by-file');
const [entryArg, outArg] = args.filter((a) => a !== '--by-file').map((p) => resolve(p));
const { outfile, metafile, onlineFile } = await buildEmbed(entryArg, outArg);
const code = readFileSync(outfile);
const gz = gzipped(code);

// Bytes each package left in the minified output (before gzip; license comments are not counted).
const output = Object.values(metafile.outputs).find((o) => o.entryPoint);
const byPackage = new Map<string, number>();
const files = new Map<string, [string, number][]>();
for (const [path, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
  const pkg = packageOf(path);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + bytesInOutput);
  files.set(pkg, [...(files.get(pkg) ?? []), [path, bytesInOutput]]);
}
const counted = [...byPackage.values()].reduce((a, b) => a + b, 0);

console.log(`file: ${outfile}`);
console.log(`minified: ${code.length} bytes (${counted} from modules, the rest license comments and glue)`);
console.log('by package (minified bytes, share, largest file):');
for (const [pkg, bytes] of [...byPackage].sort((a, b) => b[1] - a[1])) {
  const [top, topBytes] = files.get(pkg)!.sort((a, b) => b[1] - a[1])[0];
  const share = ((100 * bytes) / counted).toFixed(1).padStart(5);
  console.log(`  ${pkg.padEnd(14)} ${String(bytes).padStart(7)}  ${share}%   ${top.replace(/^.*node_modules\//, '')} ${topBytes}`);
}
if (byFile) {
  console.log('by file (bytes the gzipped file would lose without it; >= 100 shown):');
  const map = readFileSync(`${outfile}.map`, 'utf8');
  for (const { source, gzip, chars } of gzipShares(code.toString('utf8'), map)) {
    if (gzip >= 100)
      console.log(
        `  ${String(gzip).padStart(6)}  ${String(chars).padStart(7)} chars  ${relative(process.cwd(), resolve(dirname(outfile), source)).replace(/^.*node_modules\//, '')}`,
      );
  }
}
const floor = await floorBytes();
console.log(
  `floor: ${floor} bytes min+gz for xstate running the engine's machine + lit + @lit/context, no UI; the board, settings and styles add ${gz - floor}`,
);
console.log(`online: ${gzipped(readFileSync(onlineFile))} bytes min+gz, loaded only for online play (${relative(process.cwd(), onlineFile)})`);
console.log(`budget: ${BUDGET} bytes min+gz (${gz <= BUDGET ? `${BUDGET - gz} to spare` : `${gz - BUDGET} over`})`);
console.log(`size: ${gz} bytes min+gz`);
if (gz > BUDGET) {
  console.error(
    `size: the embed is ${gz} bytes min+gz, ${gz - BUDGET} over the budget of ${BUDGET} (BUDGET in packages/board/scripts/size.ts). Make it smaller, or raise the budget in a commit of its own that says what the bytes are for.`,
  );
  process.exitCode = 1;
}
