import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts', 'tests/**/*.test.ts'],
    // Browser tests run in Chromium under web-test-runner (npm run test:browser), and the embed's
    // end-to-end tests under their own config (tests/e2e/vitest.config.ts, npm run test:e2e).
    exclude: [...configDefaults.exclude, 'packages/board/test/browser/**', 'tests/e2e/**'],
    environment: 'node',
    // Property tests play thousands of games; give them room on a shared 2-core machine.
    testTimeout: 120_000,
    reporters: ['default'],
  },
});
