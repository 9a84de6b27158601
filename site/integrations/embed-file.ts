/**
 * An Astro integration that publishes the one-file embed at `/tablero.js`, so a guild or SCA webmaster
 * can download it from the Embedding guide instead of building the project. The file is built fresh
 * from packages/board (packages/board/scripts/build.ts, the same build `npm run build` makes) and copied
 * into the site's output; `astro dev` builds it on the first request.
 */
import type { AstroIntegration } from 'astro';
import { copyFileSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildEmbed } from '../../packages/board/scripts/build.ts';

/** Where the embed is served on the site. */
export const EMBED_PATH = '/tablero.js';

export function embedFile(): AstroIntegration {
  return {
    name: 'tablero-embed-file',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { outfile } = await buildEmbed();
        const target = fileURLToPath(new URL(`.${EMBED_PATH}`, dir));
        copyFileSync(outfile, target);
        logger.info(`copied the embed to ${EMBED_PATH}`);
      },
      'astro:server:setup': ({ server }) => {
        let built: Promise<string> | null = null;
        server.middlewares.use((req, res, next) => {
          if (req.url?.split('?')[0] !== EMBED_PATH) return next();
          built ??= buildEmbed().then((b) => b.outfile);
          built
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
