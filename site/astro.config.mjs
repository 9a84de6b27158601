// The Tablero rulebook: Astro + Starlight + MDX. Build with `npm run site:build` from the repository root.
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import mdx from '@astrojs/mdx';
import { embedFile } from './integrations/embed-file.ts';
import { sourceCondition } from '../scripts/vite-source.ts';
import { SIDEBAR } from './src/sidebar.ts';

// The address the rulebook is published at, e.g. TABLERO_SITE_URL=https://tablero.example.net/ npm run
// site:build. It gives pages their canonical links and the build its sitemap; with none set, pages get
// neither (a sitemap pointing at a made-up host would be worse than none).
const siteUrl = process.env.TABLERO_SITE_URL?.trim() || undefined;
if (siteUrl && !/^https?:\/\/[^/\s]+/.test(siteUrl)) {
  throw new Error(`TABLERO_SITE_URL="${siteUrl}" is not an http(s) address such as https://tablero.example.net/`);
}

// TABLERO_NO_BOARDS=1 builds the baseline `npm run bench:pages` compares against: every example board
// (./src/components/Board.astro) is its empty reserved box, and the scripts of Board and TryIt are left
// out, so the pages carry no board code. Never for publishing.
const noBoards = process.env.TABLERO_NO_BOARDS === '1';

/** @returns {import('vite').Plugin} Empties the client scripts of the board components. */
function withoutBoardScripts() {
  const script = /\/src\/components\/(Board|TryIt)\.astro\?astro&type=script/;
  return {
    name: 'tablero-no-boards',
    enforce: 'pre',
    transform: (_code, id) => (script.test(id) ? 'export {};' : undefined),
  };
}

export default defineConfig({
  site: siteUrl,
  telemetry: false,
  // @tablero/board and @tablero/engine from their sources, in the pages' scripts and at build time.
  vite: { plugins: noBoards ? [sourceCondition(), withoutBoardScripts()] : [sourceCondition()] },
  integrations: [
    starlight({
      title: 'Tablero',
      description: 'The dice-and-shot-glass board game of the revels: rules, live boards, variants.',
      customCss: ['./src/styles/site.css'],
      // The home page is titled "Tablero" alone, not "Tablero | Tablero".
      routeMiddleware: './src/route-data.ts',
      // Wrapped code never scrolls sideways, so no unnamed scroll regions (axe: landmark-unique).
      expressiveCode: { defaultProps: { wrap: true } },
      // The reading order: each page uses only what the pages above it taught (./src/sidebar.ts).
      sidebar: SIDEBAR.map((group) => ({ label: group.label, items: [...group.items] })),
    }),
    mdx(),
    // /tablero.js: the one-file embed, downloadable from the Embedding guide.
    embedFile(),
  ],
});
