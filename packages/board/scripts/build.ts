/**
 * The embed bundle: packages/board/src/index.ts with everything it imports (lit, @lit/context, xstate,
 * @tablero/engine) in ONE minified ES module, dist/tablero.js, that a host page loads with
 * `<script type="module" src="tablero.js"></script>`. No runtime fetches, no inline styles or eval, so it
 * runs under a strict `script-src 'self'` CSP (checked by tests/e2e/embed-csp.test.ts).
 *
 *   node packages/board/scripts/build.ts [entry.ts outfile.js]   (npm run build also writes the elements manifest)
 *
 * Writes dist/tablero.js, dist/tablero.js.map (external: the bundle itself carries no map comment) and
 * dist/meta.json (esbuild's metafile, read by size.ts and https://esbuild.github.io/analyze/; its bytes
 * per file are esbuild's, before the final pass).
 *
 * esbuild bundles and minifies; terser then minifies its output once more (FINAL_PASS). Terser's names
 * are given by how often each is used, so the file gzips about 1.9 kB smaller; the source map follows
 * both steps back to the sources.
 */
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { minify, type MinifyOptions } from 'terser';
import { parse } from '@babel/parser';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SOURCE_CONDITION } from '../../../scripts/source-condition.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..'); // packages/board
const repo = join(root, '..', '..');

export interface EmbedBuild {
  /** Absolute path of the bundle. */
  readonly outfile: string;
  readonly metafile: Metafile;
}

/**
 * esbuild minifies JavaScript, not the text inside Lit's tagged templates. This plugin squeezes, in our
 * own sources only (found by @babel/parser, so strings, comments and `${}` holes are never touched):
 * - css`...`: comments and needless whitespace (squeezeCss), each part between `${}` holes on its own;
 * - html`...` and svg`...`: every run of whitespace that holds a line break becomes one space. HTML
 *   renders such a run as one space anyway (the board sets no `white-space: pre`), so what is drawn and
 *   read stays the same; only the source's indentation goes.
 */
export const minifyLitTemplates: Plugin = {
  name: 'minify-lit-templates',
  setup(b) {
    b.onLoad({ filter: /packages[\\/]board[\\/]src[\\/].*\.ts$/ }, (args) => ({ contents: squeezeTemplates(readFileSync(args.path, 'utf8')), loader: 'ts' }));
  },
};

/** A TypeScript source with its Lit templates squeezed (see minifyLitTemplates). */
export function squeezeTemplates(source: string): string {
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as { type?: string; tag?: { type: string; name?: string }; quasi?: { quasis: { start: number; end: number; value: { raw: string } }[] } };
    if (n.type === 'TaggedTemplateExpression' && n.tag?.type === 'Identifier' && n.quasi) {
      const parts = n.quasi.quasis;
      if (n.tag.name === 'css') {
        // Beside a hole, a space that may separate tokens stays (one), so `${a} b` keeps its meaning.
        parts.forEach((q, i) => {
          let text = squeezeCss(q.value.raw, false);
          if (i === 0) text = text.trimStart();
          if (i === parts.length - 1) text = text.trimEnd();
          edits.push({ start: q.start, end: q.end, text });
        });
      }
      if (n.tag.name === 'html' || n.tag.name === 'svg') {
        for (const q of parts) edits.push({ start: q.start, end: q.end, text: q.value.raw.replace(/\s*\n\s*/g, ' ') });
      }
    }
    for (const [k, v] of Object.entries(node)) if (k !== 'loc' && k !== 'extra') visit(v);
  };
  visit(parse(source, { sourceType: 'module', plugins: ['typescript'] }).program);
  let out = source;
  for (const e of edits.sort((x, y) => y.start - x.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/**
 * Remove comments and needless whitespace from a style sheet, and write numbers and colours short
 * (`0.5em` as `.5em`, `#ffffff` as `#fff`) as CSS minifiers do, except in custom properties, whose
 * text a page may read back.
 */
export function squeezeCss(css: string, trim = true): string {
  const out = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .replace(/[^{};]+/g, (part) =>
      part.trimStart().startsWith('--') ? part : part.replace(/([^\w.#-])0\.(\d)/g, '$1.$2').replace(/#([\da-f])\1([\da-f])\2([\da-f])\3\b/gi, '#$1$2$3'),
    );
  return trim ? out.trim() : out;
}

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
 * The final pass over esbuild's output: terser's compression and name mangling for an ES module
 * (no property names are touched, so the elements' API and the libraries' internals stay as they are).
 * Comments marked `/*!` are kept.
 */
export const FINAL_PASS = {
  module: true,
  ecma: 2020,
  // Statements stay statements instead of being joined with commas: the file gzips about 40 bytes
  // smaller (npm run size). More passes gzip larger; pure_getters and the unsafe_* options would let
  // terser drop or rewrite code whose meaning it cannot see, so they stay off.
  compress: { sequences: false },
  format: { comments: 'some' },
} as const satisfies MinifyOptions;

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
  return [...groups]
    .map(([key, g]) => `/*! ${[...g.packages].sort().join(', ')}: Copyright ${[...g.years].sort().join(', ')} ${key} */`)
    .join('\n');
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
    plugins: [minifyLitTemplates],
  });
  // The .LEGAL.txt file is there only when the bundle has license comments.
  const text = (suffix: string): string => result.outputFiles.find((f) => f.path.endsWith(suffix))?.text ?? '';
  const final = await minify(text('.js'), { ...FINAL_PASS, sourceMap: { content: text('.js.map'), filename: basename(outfile) } });
  if (!final.code || typeof final.map !== 'string') throw new Error('build: the final minify pass returned no code or map');
  mkdirSync(dirname(outfile), { recursive: true });
  const notice = licenseNotice(text('.LEGAL.txt'));
  writeFileSync(outfile, notice ? `${final.code}\n${notice}\n` : final.code);
  writeFileSync(`${outfile}.map`, final.map);
  writeFileSync(join(dirname(outfile), 'meta.json'), JSON.stringify(result.metafile));
  return { outfile, metafile: result.metafile };
}

if (import.meta.main) {
  const [entryArg, outArg] = process.argv.slice(2).map((p) => resolve(p));
  const { outfile } = await buildEmbed(entryArg, outArg);
  console.log(`build: wrote ${relative(process.cwd(), outfile)}`);
}
