/**
 * The Vite (and so Vitest, Astro and Storybook) resolve options that make `@tablero/*` imports resolve to
 * the packages' TypeScript sources (scripts/source-condition.ts), in the browser and in Node (SSR, tests),
 * on top of Vite's own default conditions.
 */
import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';
import { SOURCE_CONDITION } from './source-condition.ts';

/** Spread into a Vite config: `defineConfig({ ...sourceResolve, ... })`. */
export const sourceResolve = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions], externalConditions: [SOURCE_CONDITION] } },
} as const satisfies UserConfig;
