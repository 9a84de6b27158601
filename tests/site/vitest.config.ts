// The rulebook site's tests: the example boards checked on the engine (examples.test.ts, Node only), the
// try-it checks on engine states (tasks.test.ts, Node only) and
// the built site in Debian Chromium (site.test.ts) and the pages in their own words against the rules sources (own-words.test.ts, Node only, skipped without the rules sources). `npm run test:site` builds the site first.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { sourceCondition } from '../../scripts/vite-source.ts';

export default defineConfig({
  plugins: [sourceCondition()],
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/site/**/*.test.ts'],
    environment: 'node',
    // One browser for the file; many pages, boards and axe runs on a shared 2-core machine.
    testTimeout: 180_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    reporters: ['default'],
  },
});
