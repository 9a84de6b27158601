// ESLint for the whole repository (`npm run lint`; the root eslint.config.mjs points here). It lives in
// its own workspace because typescript-eslint reads code through TypeScript's JavaScript API, which the
// project's TypeScript 7 does not have: this workspace brings the TypeScript 6 it needs.
//
// Beyond the recommended rules: no import cycles, the engine's layers import only downward, and the
// board, the server and the site reach the engine only through its package names. Formatting is Prettier's.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The engine's layers, lowest first: each may import only the ones before it. */
const LAYERS = ['rules', 'bots', 'io', 'sim', 'machine'];
/** What each layer may import besides itself. */
const ALLOWED = { rules: [], bots: ['rules'], io: ['rules', 'bots'], sim: ['rules', 'bots', 'io'], machine: ['rules', 'bots', 'io'] };

/** An import into the engine's sources by path, from anywhere but the engine itself. */
const ENGINE_BY_PATH = {
  regex: String.raw`(^|/)engine/src(/|$)|^@tablero/engine/src`,
  message: 'Import the engine as @tablero/engine or one of its subpaths (/bots, /sim, /machine), not by path.',
};

const layerRules = LAYERS.map((layer) => {
  const forbidden = LAYERS.filter((other) => other !== layer && !ALLOWED[layer].includes(other));
  return {
    name: `tablero/engine-layer-${layer}`,
    files: [`packages/engine/src/${layer}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(\.\./)+(${forbidden.join('|')})(/|$)`,
              message: `The engine's ${layer}/ ${ALLOWED[layer].length ? `may import only from ${ALLOWED[layer].map((l) => `${l}/`).join(', ')} among the other layers` : 'imports none of the other layers'}: imports go downward (rules <- bots <- io <- sim, machine).`,
            },
            {
              regex: String.raw`^(\.\./)+index\.ts$`,
              message: 'Import the module that holds it, not the package index.',
            },
          ],
        },
      ],
    },
  };
});

export default tseslint.config(
  {
    name: 'tablero/ignores',
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '.cache/',
      'site/.astro/',
      'site/node_modules/',
      'storybook-static/',
      '**/*.d.ts',
      'packages/board/custom-elements.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    name: 'tablero/all',
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Our packages resolve to their sources, as in the tests (scripts/source-condition.ts).
      // Files an import leads to are parsed as TypeScript too, so the cycle check can follow them.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/extensions': ['.ts', '.mjs', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.mjs', '.js'], conditionNames: ['@tablero/source', 'import', 'default'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      // An unused argument may stand for its place (`_`); unused catch bindings are fine.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    name: 'tablero/chai',
    // Chai's property assertions (`expect(x).to.be.true`) are expressions that do their work when read.
    files: ['packages/board/test/browser/**/*.ts'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
  ...layerRules,
  {
    name: 'tablero/engine-by-name',
    files: ['packages/board/**/*.ts', 'packages/server/**/*.ts', 'site/**/*.ts', 'stories/**/*.ts', '.storybook/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ENGINE_BY_PATH] }] },
  },
);
