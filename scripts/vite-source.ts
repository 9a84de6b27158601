/**
 * A Vite plugin (so also for Vitest, Astro and Storybook) that makes `@tablero/*` imports resolve to the
 * packages' TypeScript sources (scripts/source-condition.ts) in every environment Vite builds for: the
 * browser, SSR and Astro's prerendering, on top of each environment's own conditions.
 */
import { defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';
import { SOURCE_CONDITION } from './source-condition.ts';

const withSource = (conditions: readonly string[]): string[] => [SOURCE_CONDITION, ...conditions.filter((c) => c !== SOURCE_CONDITION)];

/** Add to a Vite config's `plugins`. */
export function sourceCondition(): Plugin {
  return {
    name: 'tablero-source-condition',
    configEnvironment(name, config) {
      const client = (config.consumer ?? (name === 'client' ? 'client' : 'server')) === 'client';
      const resolve = config.resolve ?? {};
      config.resolve = {
        ...resolve,
        conditions: withSource(resolve.conditions ?? (client ? defaultClientConditions : defaultServerConditions)),
        externalConditions: client ? resolve.externalConditions : withSource(resolve.externalConditions ?? []),
      };
    },
  };
}
