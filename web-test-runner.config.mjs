// @web/test-runner: the board's browser tests (packages/board/test/browser/**/*.test.ts) in Debian's
// headless Chromium. `npm run test:browser`; pass `--watch` or `--files <glob>` after `--` as usual.
//
// TypeScript (ours and the engine's, which the workspace links as raw .ts through the source condition of
// its package.json "exports", scripts/source-condition.ts) is stripped by esbuild on the fly; bare imports
// (lit, xstate, @tablero/engine) are resolved by the dev server's node-resolve, which follows the
// workspace symlink to packages/engine.
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { CHROMIUM_ARGS, requireChromium } from './tests/support/chromium.ts';
import { SOURCE_CONDITION } from './scripts/source-condition.ts';

const CHROMIUM = requireChromium();

export default {
  rootDir: '.',
  files: ['packages/board/test/browser/**/*.test.ts'],
  // Resolve bare specifiers; 'development' picks Lit's dev build, whose warnings help in tests, and the
  // source condition our packages' sources.
  nodeResolve: { exportConditions: [SOURCE_CONDITION, 'browser', 'development'] },
  plugins: [
    // Every .ts request (tests, board sources, engine sources) is transformed; no type-checking here
    // (that is `npm run typecheck`). tsconfig gives esbuild the project's settings.
    esbuildPlugin({ ts: true, target: 'es2023', tsconfig: 'tsconfig.json' }),
    // Colyseus's client (the board's online module) imports Node's `ws` for Node only; in a browser it
    // uses the page's WebSocket. `ws`'s browser file is CommonJS, which the dev server serves as it is:
    // here it is given as the module it stands for (bundlers such as esbuild convert it themselves).
    {
      name: 'ws-browser-module',
      transform(context) {
        if (context.path.endsWith('/node_modules/ws/browser.js'))
          return { body: "export default function WebSocket() { throw new Error('ws does not work in the browser'); }" };
      },
    },
  ],
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS },
    }),
  ],
  // One test file at a time: each has the browser's front tab, where timers keep their pace and frames
  // are drawn (a hidden tab draws none, so a test that waits for a frame or measures layout would hang).
  concurrency: 1,
  // Per-file browser start, the whole run and each test: generous, since the engine's sources load
  // unbundled and a busy 2-core machine may run a test (say, three axe checks) many times slower.
  browserStartTimeout: 120_000,
  testsStartTimeout: 120_000,
  testsFinishTimeout: 900_000,
  testFramework: { config: { timeout: 60_000 } },
  // Lit's one-line dev-mode notice would otherwise be printed for every test file.
  filterBrowserLogs: ({ args }) => !(typeof args[0] === 'string' && args[0].startsWith('Lit is in dev mode')),
};
