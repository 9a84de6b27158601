import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { sourceCondition } from './scripts/vite-source.ts';
import { CHROMIUM, CHROMIUM_ARGS } from './tests/support/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  // @tablero/* from their sources, no build first (both projects extend this).
  plugins: [sourceCondition()],
  test: {
    reporters: ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.ts', 'tests/**/*.test.ts'],
          // Browser tests run in Chromium under web-test-runner (npm run test:browser), and the embed's
          // end-to-end tests under their own config (tests/e2e/vitest.config.ts, npm run test:e2e).
          exclude: [...configDefaults.exclude, 'packages/board/test/browser/**', 'tests/e2e/**', 'tests/site/**'],
          environment: 'node',
          // Property tests play thousands of games; give them room on a shared 2-core machine.
          testTimeout: 120_000,
        },
      },
      {
        // Every story in stories/ rendered in Debian's Chromium: it must render without an error, and
        // .storybook/preview.ts's afterEach fails it on an axe-core violation or a board that did not start.
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook'), storybookScript: 'npm run stories -- --ci' })],
        optimizeDeps: { include: ['lit/directive-helpers.js'] },
        test: {
          name: 'storybook',
          globalSetup: [path.join(dirname, '.storybook/manifest-setup.ts')],
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
