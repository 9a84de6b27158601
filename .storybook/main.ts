// Storybook for @tablero/board: the elements straight from packages/board/src (no build step: the source
// export condition, scripts/source-condition.ts), stories in
// ../stories. `npm run stories` (dev server) and `npm run build-storybook` generate the custom elements
// manifest first (packages/board/custom-elements.json, gitignored), which preview.ts hands to Storybook
// so Controls and the autodocs pages come from the elements' own JSDoc.
import type { StorybookConfig } from '@storybook/web-components-vite';
import { sourceCondition } from '../scripts/vite-source.ts';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.ts'],
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest'],
  framework: '@storybook/web-components-vite',
  core: { disableTelemetry: true },
  async viteFinal(vite) {
    // @tablero/board and @tablero/engine from their sources (no build first).
    vite.plugins = [...(vite.plugins ?? []), sourceCondition()];
    // One copy of Lit's helpers in the pre-bundle, else "Multiple versions of Lit loaded".
    vite.optimizeDeps = { ...vite.optimizeDeps, include: [...(vite.optimizeDeps?.include ?? []), 'lit/directive-helpers.js'] };
    // Storybook's own docs renderer is a 1 MB chunk; do not warn about it on every build.
    vite.build = { ...vite.build, chunkSizeWarningLimit: 1500 };
    return vite;
  },
};
export default config;
