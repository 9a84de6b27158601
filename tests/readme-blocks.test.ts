/**
 * The code in the READMEs and CONTRIBUTING.md works as written. Every fenced block is checked by its
 * language:
 *
 * - `ts`, `js`: type-checked against the workspace's sources (tsc, the repository's tsconfig), then run
 *   with Node. A `console.log` with a comment (at the end of its line, or alone on the next line) must
 *   print that comment: exactly, or followed by a gloss in brackets, ` (...)`.
 * - `html`: parsed; every `tablero-*` element and attribute is one the custom elements manifest
 *   documents, and a `<tablero-board>`'s attributes are read as the board reads them, without a problem.
 * - `css`: every `--tablero-*` custom property and every `::part()` is in the manifest.
 * - `sh`: every command names an npm script, workspace, package or file that exists.
 * - `json`: parses; a game record replays.
 * - `mermaid`: only the engine README's turn diagram (tests/turn-diagram.test.ts checks it).
 *
 * A block that cannot be run says why, on the line before it:
 * `<!-- doc-test: types only, <why> -->` (type-checked, not run) or `<!-- doc-test: skip, <why> -->`.
 * Relative links must lead to files that exist, and anchors to headings that exist.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '@tablero/board/headless';
import { replay } from '@tablero/engine';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOCS = ['README.md', 'CONTRIBUTING.md', 'packages/engine/README.md', 'packages/board/README.md'];
const WORK = join(ROOT, '.cache/readme-blocks');

interface Block {
  readonly doc: string;
  /** The 1-based line of the block's first line of code. */
  readonly line: number;
  readonly lang: string;
  readonly code: string;
  readonly marker: 'types only' | 'skip' | null;
}

const MARKER = /^<!-- doc-test: (types only|skip), (\S.*) -->$/;

/** The fenced blocks of a Markdown text, with the marker on the line before each, if any. */
export function blocksOf(doc: string, text: string): Block[] {
  const lines = text.split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)\s*$/.exec(lines[i]);
    if (!open) continue;
    const end = lines.indexOf('```', i + 1);
    if (end < 0) throw new Error(`${doc}:${i + 1}: a code block that never ends`);
    let before = i - 1;
    while (before >= 0 && lines[before].trim() === '') before--;
    const marker = before >= 0 ? MARKER.exec(lines[before].trim()) : null;
    blocks.push({ doc, line: i + 2, lang: open[1], code: lines.slice(i + 1, end).join('\n'), marker: marker ? (marker[1] as Block['marker']) : null });
    i = end;
  }
  return blocks;
}

const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
const blocks = DOCS.flatMap((doc) => blocksOf(doc, read(doc)));
const label = (b: Block): string => `${b.doc}:${b.line} (${b.lang || 'no language'})`;
const slug = (b: Block): string => `${b.doc.replace(/[^a-z0-9]+/gi, '-')}-${b.line}`;
const scripted = blocks.filter((b) => (b.lang === 'ts' || b.lang === 'js') && b.marker !== 'skip');

describe('the docs checker', () => {
  it('finds blocks, their language and their marker', () => {
    const found = blocksOf('x.md', 'text\n\n<!-- doc-test: skip, a sketch -->\n\n```ts\nlet a = 1;\n```\n```sh\nls\n```\n');
    expect(found).toEqual([
      { doc: 'x.md', line: 6, lang: 'ts', code: 'let a = 1;', marker: 'skip' },
      { doc: 'x.md', line: 9, lang: 'sh', code: 'ls', marker: null },
    ]);
  });

  it('reads every document', () => {
    expect(blocks.filter((b) => b.doc === 'packages/engine/README.md' && b.lang === 'ts').length).toBeGreaterThan(5);
    for (const doc of DOCS)
      expect(
        blocks.some((b) => b.doc === doc),
        doc,
      ).toBe(true);
  });
});

describe('every block has a language the checker knows, or says why it is not checked', () => {
  for (const b of blocks) {
    it(label(b), () => {
      if (b.marker === 'skip') return;
      expect(['ts', 'js', 'html', 'css', 'sh', 'json', 'mermaid']).toContain(b.lang);
      if (b.marker === 'types only') expect(['ts', 'js']).toContain(b.lang);
      if (b.lang === 'mermaid') expect(b.doc).toBe('packages/engine/README.md');
    });
  }
});

// ---- ts and js ----------------------------------------------------------------------------------

/** The comment a `console.log` on line `i` of `lines` says it prints, or null. */
function expectedOutput(lines: readonly string[], i: number): string | null {
  const trailing = / \/\/ (.*)$/.exec(lines[i]);
  if (trailing) return trailing[1].trim();
  const next = lines[i + 1]?.trim() ?? '';
  return next.startsWith('// ') ? next.slice(3).trim() : null;
}

/** Does `printed` match the comment `said`: equal, or followed by a gloss in brackets? */
export const printsAsSaid = (printed: string, said: string): boolean => printed === said || said.startsWith(`${printed} (`);

describe('ts and js blocks', () => {
  let typeErrors = '';

  beforeAll(() => {
    rmSync(WORK, { recursive: true, force: true });
    mkdirSync(join(WORK, 'run'), { recursive: true });
    // The repository's compiler settings (the @tablero/source condition: the packages' sources), every
    // block its own module.
    writeFileSync(
      join(WORK, 'tsconfig.json'),
      JSON.stringify({ extends: '../../tsconfig.json', compilerOptions: { moduleDetection: 'force' }, include: ['*.ts'] }),
    );
    for (const b of scripted) writeFileSync(join(WORK, `${slug(b)}.ts`), b.code);
    const r = spawnSync(join(ROOT, 'node_modules/.bin/tsc'), ['-p', join(WORK, 'tsconfig.json'), '--pretty', 'false'], { cwd: ROOT, encoding: 'utf8' });
    typeErrors = r.stdout + r.stderr;
  }, 120_000);

  it('the checker catches a printed value that differs from its comment', () => {
    expect(printsAsSaid('42', '42')).toBe(true);
    expect(printsAsSaid('14', '14 (the same fourteen moves)')).toBe(true);
    expect(printsAsSaid('41', '42')).toBe(false);
    expect(printsAsSaid('moving', 'moving roll')).toBe(false);
    expect(expectedOutput(['console.log(a); // 1 2'], 0)).toBe('1 2');
    expect(expectedOutput(['console.log(a);', '// 3'], 0)).toBe('3');
  });

  for (const b of scripted) {
    it(`${label(b)} type-checks`, () => {
      const mine = typeErrors.split('\n').filter((l) => l.includes(`${slug(b)}.ts(`));
      // tsc's lines read file(line,col): map them back to the document's lines.
      expect(mine.map((l) => l.replace(/^.*\.ts\((\d+),(\d+)\)/, (_, line: string, col: string) => `${b.doc}:${b.line + Number(line) - 1}:${col}`))).toEqual(
        [],
      );
    });

    if (b.marker === 'types only') continue;
    it(`${label(b)} runs and prints what its comments say`, () => {
      const lines = b.code.split('\n');
      // Every console.log reports its line, so its output can be held against its comment.
      const preamble =
        "import { format as __format } from 'node:util'; const __log = (line: number, ...args: unknown[]): void => void process.stdout.write(JSON.stringify({ line, text: __format(...args) }) + '\\n');";
      const body = lines.map((l, i) => l.replaceAll('console.log(', `__log(${i}, `)).join('\n');
      const file = join(WORK, 'run', `${slug(b)}.ts`);
      writeFileSync(file, `${preamble}\n${body}\n`);
      const r = spawnSync(process.execPath, ['--conditions=@tablero/source', '--no-warnings', file], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
      expect(r.stderr, 'what it wrote to stderr').toBe('');
      expect(r.status).toBe(0);
      const printed = r.stdout
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { line: number; text: string });
      const wrong = printed.flatMap(({ line, text }) => {
        const said = expectedOutput(lines, line);
        return said === null || printsAsSaid(text, said) ? [] : [`${b.doc}:${b.line + line}: printed "${text}", the comment says "${said}"`];
      });
      expect(wrong).toEqual([]);
    });
  }
});

// ---- html and css, against the custom elements manifest ----------------------------------------------

interface Tag {
  readonly tagName: string;
  readonly attrs: readonly { readonly name: string; readonly value: string }[];
}

/** The start tags of an HTML fragment, with their attributes (quoted, unquoted or bare). */
export function tagsOf(html: string): Tag[] {
  const attribute = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  return [...html.matchAll(/<([a-z][a-z0-9-]*)((?:\s+[^>]*?)?)\s*\/?>/gi)].map((m) => ({
    tagName: m[1].toLowerCase(),
    attrs: [...m[2].matchAll(attribute)].map((a) => ({ name: a[1].toLowerCase(), value: a[2] ?? a[3] ?? a[4] ?? '' })),
  }));
}

interface ManifestElement {
  readonly tagName?: string;
  readonly attributes?: readonly { readonly name: string; readonly description?: string }[];
  readonly cssParts?: readonly { readonly name: string }[];
  readonly cssProperties?: readonly { readonly name: string }[];
  readonly events?: readonly { readonly name: string }[];
}

describe('html and css blocks', () => {
  let elements: ManifestElement[] = [];

  beforeAll(() => {
    // Its own copy (the analyzer takes --outdir from where it runs), so no other test reads it half written.
    const out = '.cache/readme-manifest';
    execFileSync(join(ROOT, 'node_modules/.bin/cem'), ['analyze', '--quiet', '--config', 'custom-elements-manifest.config.mjs', '--outdir', out], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    const manifest = JSON.parse(readFileSync(join(ROOT, out, 'custom-elements.json'), 'utf8')) as { modules: { declarations?: ManifestElement[] }[] };
    elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName?.startsWith('tablero-'));
  }, 60_000);

  it("the board README's attribute table has one row per attribute of <tablero-board>, in the manifest's order", () => {
    const readme = read('packages/board/README.md');
    const start = readme.indexOf('## Attributes');
    const rows = [...readme.slice(start, readme.indexOf('\n## ', start + 1)).matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]);
    const board = elements.find((e) => e.tagName === 'tablero-board');
    // Attributes without a description are lower-case aliases some frameworks write, not ones to teach.
    expect(rows).toEqual((board?.attributes ?? []).filter((a) => a.description).map((a) => a.name));
  });

  it('the board README names every part and custom property of the elements, and no other custom property', () => {
    const readme = read('packages/board/README.md');
    const theming = readme.slice(readme.indexOf('## Theming'), readme.indexOf('\n## ', readme.indexOf('## Theming') + 1));
    const parts = elements.flatMap((e) => (e.cssParts ?? []).map((p) => p.name));
    const properties = elements.flatMap((e) => (e.cssProperties ?? []).map((p) => p.name));
    expect(
      parts.filter((p) => !theming.includes(`\`${p}\``)),
      'parts the Theming section leaves out',
    ).toEqual([]);
    expect(
      properties.filter((p) => !theming.includes(`\`${p}\``)),
      'custom properties the Theming section leaves out',
    ).toEqual([]);
    const named = DOCS.flatMap((doc) => [...read(doc).matchAll(/--tablero-[a-z-]*[a-z]/g)].map((m) => m[0]));
    expect(
      named.filter((p) => !properties.includes(p)),
      'custom properties the elements do not have',
    ).toEqual([]);
  });

  it("the board README's event table has a row for each event the elements fire", () => {
    const readme = read('packages/board/README.md');
    const start = readme.indexOf('## Events');
    const rows = [...readme.slice(start, readme.indexOf('\n## ', start + 1)).matchAll(/^\| `(tablero-[a-z-]+)` \|/gm)].map((m) => m[1]);
    const fired = elements.find((e) => e.tagName === 'tablero-board')?.events?.map((e) => e.name) ?? [];
    expect([...rows].sort()).toEqual([...fired].sort());
  });

  it('the checker reads tags and their attributes', () => {
    expect(tagsOf('<script type="module" src="/tablero.js" blocking=render></script>\n<tablero-board paused players=\'Ann, Bo\'></tablero-board>')).toEqual([
      {
        tagName: 'script',
        attrs: [
          { name: 'type', value: 'module' },
          { name: 'src', value: '/tablero.js' },
          { name: 'blocking', value: 'render' },
        ],
      },
      {
        tagName: 'tablero-board',
        attrs: [
          { name: 'paused', value: '' },
          { name: 'players', value: 'Ann, Bo' },
        ],
      },
    ]);
  });

  for (const b of blocks.filter((x) => x.lang === 'html' && x.marker !== 'skip')) {
    it(`${label(b)}: its tablero elements and attributes are the board's`, () => {
      const problems: string[] = [];
      const tags = tagsOf(b.code);
      expect(tags.length, 'tags in the block').toBeGreaterThan(0);
      for (const el of tags) {
        if (!el.tagName.startsWith('tablero-')) continue;
        const known = elements.find((e) => e.tagName === el.tagName);
        if (!known) {
          problems.push(`<${el.tagName}> is no element of the board`);
          continue;
        }
        for (const a of el.attrs) if (!known.attributes?.some((k) => k.name === a.name)) problems.push(`<${el.tagName} ${a.name}> is no attribute of it`);
        if (el.tagName === 'tablero-board') {
          const read = readConfig(Object.fromEntries(el.attrs.map((a) => [a.name, a.value])), () => 1);
          if (!read.ok) problems.push(`<tablero-board ${read.problem.attribute}="${read.problem.value}">: ${read.problem.why}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  for (const b of blocks.filter((x) => x.lang === 'css' && x.marker !== 'skip')) {
    it(`${label(b)}: its custom properties and parts are the board's`, () => {
      const properties = new Set(elements.flatMap((e) => (e.cssProperties ?? []).map((p) => p.name)));
      const parts = new Set(elements.flatMap((e) => (e.cssParts ?? []).map((p) => p.name)));
      const used = [...b.code.matchAll(/--tablero-[a-z-]+/g)].map((m) => m[0]);
      const partNames = [...b.code.matchAll(/::part\(([^)]*)\)/g)].flatMap((m) => m[1].trim().split(/\s+/));
      expect(used.length + partNames.length).toBeGreaterThan(0);
      expect(
        used.filter((p) => !properties.has(p)),
        'custom properties the manifest lacks',
      ).toEqual([]);
      // A square's part also names the square (d4), and its state (light, target, ...): see the README.
      expect(
        partNames.filter((p) => !parts.has(p) && !/^[a-g][1-7]$/.test(p)),
        'parts the manifest lacks',
      ).toEqual([]);
    });
  }
});

// ---- sh -----------------------------------------------------------------------------------------

interface PackageJson {
  readonly name: string;
  readonly version: string;
  readonly scripts?: Record<string, string>;
  readonly workspaces?: readonly string[];
}
const rootPackage = JSON.parse(read('package.json')) as PackageJson;
const workspaces = ['packages/engine', 'packages/board', 'site'].map((dir) => ({ dir, pkg: JSON.parse(read(`${dir}/package.json`)) as PackageJson }));
/** The commands of ./run itself; anything else it hands to npm run. */
const RUN_COMMANDS = ['start', 'test', 'lighthouse', '--help'];

/** What is wrong with one shell command line as the docs write it, or null. */
export function shellProblem(line: string): string | null {
  const words = line
    .replace(/\s+#.*$/, '')
    .trim()
    .split(/\s+/)
    .filter((w) => !/^[A-Z_]+=/.test(w));
  const [command, ...args] = words;
  const workspace = (name: string | undefined): PackageJson | undefined => workspaces.find((w) => w.pkg.name === name || w.dir === name)?.pkg;
  const script = (name: string | undefined, pkg: PackageJson = rootPackage): string | null =>
    name !== undefined && pkg.scripts?.[name] !== undefined ? null : `no npm script "${name}" in ${pkg.name}`;
  // Paths in the repository; a tarball is made by the commands before it (npm install checks its name).
  const files = args.filter((a) => /^[\w.@-]+\/[\w./@-]*$/.test(a) && !a.startsWith('@') && !a.endsWith('.tgz'));
  const missing = files.find((f) => !existsSync(join(ROOT, f)));
  if (missing) return `no file ${missing}`;
  switch (command) {
    case './run':
      return RUN_COMMANDS.includes(args[0]) ? null : script(args[0]);
    case 'npm': {
      const [verb, ...rest] = args;
      const w = rest.indexOf('-w') >= 0 ? rest[rest.indexOf('-w') + 1] : rest.indexOf('--workspace') >= 0 ? rest[rest.indexOf('--workspace') + 1] : undefined;
      if (w !== undefined && !workspace(w)) return `no workspace ${w}`;
      if (verb === 'run')
        return script(
          rest.find((r) => !r.startsWith('-') && r !== w),
          w ? workspace(w) : rootPackage,
        );
      if (verb === 'test' || verb === 'ci') return null;
      if (verb === 'pack') return rest.includes('-w') || rest.includes('--workspace') ? null : 'npm pack names its workspaces with -w';
      if (verb === 'install') {
        const wrong = rest.filter((p) => {
          const tarball = /^\.\/([\w-]+)-(\d+\.\d+\.\d+)\.tgz$/.exec(p);
          if (tarball) return !workspaces.some((x) => x.pkg.name.replace('@', '').replace('/', '-') === tarball[1] && x.pkg.version === tarball[2]);
          return !workspace(p);
        });
        return wrong.length ? `not a package of this repository: ${wrong.join(' ')}` : null;
      }
      return `npm ${verb}: not a command the checker knows`;
    }
    case 'npx':
      return existsSync(join(ROOT, 'node_modules/.bin', args[0])) ? null : `no program ${args[0]} in node_modules/.bin`;
    case 'node':
      return files.length > 0 ? null : 'node runs no file of the repository';
    case 'git':
    case 'cd':
      return null;
    default:
      return `${command}: not a command the checker knows`;
  }
}

describe('sh blocks', () => {
  it('the checker catches a script, workspace or file that does not exist', () => {
    expect(shellProblem('npm run test')).toBeNull();
    expect(shellProblem('./run start')).toBeNull();
    expect(shellProblem('npm run no-such-script')).toMatch(/no npm script/);
    expect(shellProblem('./run no-such-script --games 3')).toMatch(/no npm script/);
    expect(shellProblem('npm install @tablero/nothing')).toMatch(/not a package/);
    expect(shellProblem('npm install ./tablero-engine-9.9.9.tgz')).toMatch(/not a package/);
    expect(shellProblem('npx vitest run --project unit packages/engine/no-such-test.ts')).toMatch(/no file/);
    expect(shellProblem('rm -rf /')).toMatch(/not a command/);
  });

  for (const b of blocks.filter((x) => x.lang === 'sh' && x.marker !== 'skip')) {
    it(`${label(b)} names scripts, packages and files that exist`, () => {
      const problems = b.code
        .split('\n')
        .map((l, i) => [l.replace(/^\$ /, ''), i] as const)
        .filter(([l]) => l.trim() !== '' && !l.trim().startsWith('#'))
        .flatMap(([l, i]) => {
          const p = shellProblem(l);
          return p ? [`${b.doc}:${b.line + i}: ${p}`] : [];
        });
      expect(problems).toEqual([]);
    });
  }
});

// ---- json ---------------------------------------------------------------------------------------

describe('json blocks', () => {
  for (const b of blocks.filter((x) => x.lang === 'json' && x.marker !== 'skip')) {
    it(`${label(b)} parses, and a game record replays`, () => {
      const value = JSON.parse(b.code) as { format?: string };
      if (value.format === 'tablero-record') expect(replay(value).phase).toBeTypeOf('string');
    });
  }
});

// ---- links --------------------------------------------------------------------------------------

/** GitHub's anchor for a heading. */
const anchorOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replaceAll(' ', '-');
const anchorsOf = (text: string): Set<string> => new Set([...text.matchAll(/^#{1,6} (.*)$/gm)].map((m) => anchorOf(m[1])));

describe('links', () => {
  it("the anchor of a heading is GitHub's", () => {
    expect(anchorOf('9. Bots and headless play')).toBe('9-bots-and-headless-play');
    expect(anchorOf('Every option in `RuleOptions`')).toBe('every-option-in-ruleoptions');
  });

  for (const doc of [...DOCS, 'docs/measurements.md']) {
    it(`${doc}: relative links lead to files and headings that exist`, () => {
      const text = read(doc);
      const outside = text.replace(/^```[\s\S]*?^```$/gm, '');
      const problems: string[] = [];
      for (const [, target] of outside.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        const [path, anchor] = target.split('#');
        const file = path ? resolve(ROOT, dirname(doc), path) : join(ROOT, doc);
        if (!file.startsWith(ROOT) || !existsSync(file)) problems.push(`${target}: no such file`);
        else if (anchor && file.endsWith('.md') && !anchorsOf(readFileSync(file, 'utf8')).has(anchor))
          problems.push(`${target}: no such heading in ${relative(ROOT, file)}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('the docs carry no work history: no issue numbers, no "until" a date, no experiment logs', () => {
    const history =
      /\b(issue|PR) #?\d+|\b(until|since|in) (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}|\bwas tried\b|\bwhat was tried\b/i;
    const found = DOCS.flatMap((doc) =>
      read(doc)
        .split('\n')
        .flatMap((l, i) => (history.test(l) ? [`${doc}:${i + 1}: ${l.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
