/**
 * An Astro integration that publishes the one-file embed at `/tablero.js` (and, next to it, the online
 * module it loads only for online play, `/tablero-online.js`), so a guild or SCA webmaster
 * can download it from the Embedding guide instead of building the project. The file is built fresh
 * from packages/board (packages/board/scripts/build.ts, the same build `npm run build` makes) and copied
 * into the site's output; `astro dev` builds it on the first request.
 */
import type { AstroIntegration } from 'astro';
import { copyFileSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ONLINE_FILE, buildEmbed } from '../../packages/board/scripts/build.ts';

/** Where the embed is served on the site. */
export const EMBED_PATH = '/tablero.js';
/** Where the online module is served, next to the embed (the embed imports it by this name). */
export const ONLINE_PATH = `/${ONLINE_FILE}`;

export function embedFile(): AstroIntegration {
  return {
    name: 'tablero-embed-file',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { outfile, onlineFile } = await buildEmbed();
        copyFileSync(outfile, fileURLToPath(new URL(`.${EMBED_PATH}`, dir)));
        copyFileSync(onlineFile, fileURLToPath(new URL(`.${ONLINE_PATH}`, dir)));
        logger.info(`copied the embed to ${EMBED_PATH} and its online module to ${ONLINE_PATH}`);
      },
      'astro:server:setup': ({ server }) => {
        let built: ReturnType<typeof buildEmbed> | null = null;
        server.middlewares.use((req, res, next) => {
          const path = req.url?.split('?')[0];
          if (path !== EMBED_PATH && path !== ONLINE_PATH) return next();
          built ??= buildEmbed();
          built
            .then((b) => (path === EMBED_PATH ? b.outfile : b.onlineFile))
            .then((file) => {
              res.setHeader('content-type', 'text/javascript; charset=utf-8');
              res.end(readFileSync(file));
            })
            .catch(next);
        });
      },
    },
  };
}
