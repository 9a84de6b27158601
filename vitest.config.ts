import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts', 'tests/**/*.test.ts'],
    environment: 'node',
    // Property tests play thousands of games; give them room on a shared 2-core machine.
    testTimeout: 120_000,
    reporters: ['default'],
  },
});
