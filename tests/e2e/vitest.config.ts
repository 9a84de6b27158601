// The embed's end-to-end tests: real Chromium (Playwright) against packages/board/dist/tablero.js,
// served by a throwaway node:http server. `npm run test:e2e` (after `npm run build`).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { sourceCondition } from '../../scripts/vite-source.ts';

export default defineConfig({
  plugins: [sourceCondition()],
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    // One browser per file; starting Chromium and loading pages on a 2-core machine takes seconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    reporters: ['default'],
  },
});
