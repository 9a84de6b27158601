/**
 * The two packages as a project outside this repository gets them: `npm run build`, `npm pack` of both
 * into a temporary directory, `npm install` of the two tarballs into an empty project there (lit, xstate
 * and @lit/context come from the npm cache, or the registry when the cache lacks them), and then:
 * - plain `node`, with no TypeScript loader and no export condition, imports `@tablero/engine` and plays a
 *   seeded game to its end (the same game this repository's sources play);
 * - a Vite + TypeScript page imports `@tablero/board` and uses `<tablero-board>` with its types; `tsc`
 *   type-checks it (the packages' own .d.ts included, no skipLibCheck) and `vite build` bundles it.
 * The page is checked with this repository's `tsc` and `vite` (a new project would install its own; the
 * packages do not depend on either).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SeededDice, Xoshiro128, createGame } from '@tablero/engine';
import { greedyBot, randomBot } from '@tablero/engine/bots';
import { playGame } from '@tablero/engine/sim';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const BIN = join(REPO, 'node_modules', '.bin');
/** The seeded game both sides play: da Gucci rules, greedy (South) against random (North). */
const GAME = { rules: 'da-gucci', seed: 7 } as const;

/** Our environment minus what `npm test` hands its children about this repository's own package. */
const cleanEnv = (): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_(package_|lifecycle_|config_(local_prefix|workspace))/i.test(k)));

/** Run one step; a failure names the step and shows its output. */
function step(name: string, cmd: string, args: readonly string[], cwd: string): string {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: cleanEnv(), timeout: 120_000 });
  if (r.status !== 0) {
    const why = r.error ? String(r.error) : `exit ${r.status}`;
    throw new Error(`${name} failed (${why}): ${cmd} ${args.join(' ')}\n--- stdout\n${r.stdout}\n--- stderr\n${r.stderr}`);
  }
  return r.stdout;
}

interface Packed {
  readonly name: string;
  readonly filename: string;
  readonly files: readonly { path: string }[];
}

let dir = '';
let app = '';
let packed: Packed[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tablero-packages-'));
  app = join(dir, 'app');
  mkdirSync(join(app, 'src'), { recursive: true });
  step('build', 'npm', ['run', 'build', '--silent'], REPO);
  packed = JSON.parse(
    step('npm pack', 'npm', ['pack', '--json', '--pack-destination', dir, '-w', '@tablero/engine', '-w', '@tablero/board'], REPO),
  ) as Packed[];
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'tablero-consumer', private: true, type: 'module' }));
  const tarballs = packed.map((p) => join(dir, p.filename));
  step('npm install of the tarballs', 'npm', ['install', ...tarballs, '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
}, 180_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the packed packages', () => {
  it('hold the built modules, their types and maps, and (the board) the embed and its manifest', () => {
    const files = (name: string): string[] => packed.find((p) => p.name === name)?.files.map((f) => f.path) ?? [];
    const engine = files('@tablero/engine');
    const board = files('@tablero/board');
    for (const f of [
      'dist/index.js',
      'dist/index.d.ts',
      'dist/index.js.map',
      'dist/machine/machine.js',
      'dist/machine/machine.d.ts',
      'dist/bots/index.js',
      'dist/sim/index.js',
    ])
      expect(engine).toContain(f);
    for (const f of ['dist/index.js', 'dist/index.d.ts', 'dist/headless.js', 'dist/tablero.js', 'custom-elements.json']) expect(board).toContain(f);
    expect(board).not.toContain('dist/meta.json');
    for (const list of [engine, board]) expect(list.filter((f) => /(^|\/)test\//.test(f))).toEqual([]);

    // Installed, they name only registry versions: nothing that points into this repository.
    for (const name of ['engine', 'board']) {
      const pkg = JSON.parse(readFileSync(join(app, 'node_modules/@tablero', name, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
        private?: boolean;
      };
      expect(pkg.private).toBeUndefined();
      expect(Object.values(pkg.dependencies ?? {}).filter((v) => /^(file|link|workspace):|\//.test(v))).toEqual([]);
    }
    const manifest = JSON.parse(readFileSync(join(app, 'node_modules/@tablero/board/custom-elements.json'), 'utf8')) as {
      modules: { declarations?: { tagName?: string }[] }[];
    };
    const tags = manifest.modules.flatMap((m) => (m.declarations ?? []).map((d) => d.tagName)).filter(Boolean);
    expect(tags).toEqual(expect.arrayContaining(['tablero-board', 'tablero-settings', 'tablero-table']));
  });

  it('plain node imports @tablero/engine from dist and plays a seeded game to its end', () => {
    writeFileSync(
      join(app, 'play.mjs'),
      `import { SeededDice, Xoshiro128, createGame } from '@tablero/engine';
import { greedyBot, randomBot } from '@tablero/engine/bots';
import { playGame } from '@tablero/engine/sim';
import { tableroMachine } from '@tablero/engine/machine';
const s = playGame(createGame({ rules: '${GAME.rules}' }), [greedyBot, randomBot], new SeededDice(${GAME.seed}), new Xoshiro128(${GAME.seed}));
console.log(JSON.stringify({ resolved: import.meta.resolve('@tablero/engine'), machine: tableroMachine.id, state: s }));
`,
    );
    const out = JSON.parse(step('node play.mjs', process.execPath, ['play.mjs'], app)) as {
      resolved: string;
      machine: string;
      state: { phase: string; result: unknown };
    };
    expect(out.resolved).toMatch(/\/node_modules\/@tablero\/engine\/dist\/index\.js$/);
    expect(out.machine).toBe('tablero');
    expect(out.state.phase).toBe('over');
    expect(out.state.result).not.toBeNull();
    // The very game the sources play with the same seed.
    const here = playGame(createGame({ rules: GAME.rules }), [greedyBot, randomBot], new SeededDice(GAME.seed), new Xoshiro128(GAME.seed));
    expect(out.state).toEqual(JSON.parse(JSON.stringify(here)));
  });

  it('a Vite + TypeScript page uses <tablero-board> with its types, type-checks and builds', () => {
    writeFileSync(
      join(app, 'index.html'),
      `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Tablero from npm</title></head>
  <body>
    <tablero-board players="You, Computer:greedy"></tablero-board>
    <script type="module" src="/src/main.ts"></script>
  </body>
</html>
`,
    );
    writeFileSync(
      join(app, 'src/main.ts'),
      `import '@tablero/board';
import type { GameOverDetail, TableroBoard } from '@tablero/board';

const board: TableroBoard = document.querySelector('tablero-board')!;
board.seed = 7;
board.addEventListener('tablero-gameover', (e) => {
  const detail: GameOverDetail = (e as CustomEvent<GameOverDetail>).detail;
  document.title = detail.winnerName ?? 'A draw';
});
// The tag's type comes from the package (HTMLElementTagNameMap), so a property it lacks is an error:
// @ts-expect-error
document.querySelector('tablero-board')!.notAProperty = 1;
`,
    );
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'es2022',
          module: 'esnext',
          moduleResolution: 'bundler',
          lib: ['es2023', 'dom', 'dom.iterable'],
          types: [],
          strict: true,
          noEmit: true,
        },
        include: ['src'],
      }),
    );
    step('tsc on the page', join(BIN, 'tsc'), ['-p', 'tsconfig.json'], app);
    step('vite build of the page', join(BIN, 'vite'), ['build', '--logLevel', 'warn'], app);
    const assets = join(app, 'dist/assets');
    const js = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(assets, f), 'utf8'))
      .join('\n');
    expect(js).toContain('tablero-board');
    expect(js).toContain('customElements');
  });
});
