// Storybook for @tablero/board: the elements straight from packages/board/src (no build step), stories in
// ../stories. `npm run stories` (dev server) and `npm run build-storybook` generate the custom elements
// manifest first (packages/board/custom-elements.json, gitignored), which preview.ts hands to Storybook
// so Controls and the autodocs pages come from the elements' own JSDoc.
import type { StorybookConfig } from '@storybook/web-components-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.ts'],
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest'],
  framework: '@storybook/web-components-vite',
  core: { disableTelemetry: true },
  async viteFinal(vite) {
    // One copy of Lit's helpers in the pre-bundle, else "Multiple versions of Lit loaded".
    vite.optimizeDeps = { ...vite.optimizeDeps, include: [...(vite.optimizeDeps?.include ?? []), 'lit/directive-helpers.js'] };
    // Storybook's own docs renderer is a 1 MB chunk; do not warn about it on every build.
    vite.build = { ...vite.build, chunkSizeWarningLimit: 1500 };
    return vite;
  },
};
export default config;
