/**
 * The package export condition under which `@tablero/engine` and `@tablero/board` resolve to their
 * TypeScript sources (`./src/*.ts`) instead of the built `./dist`. Every tool in this repository sets it
 * (tsconfig `customConditions`, Vite and Vitest `resolve.conditions`, web-test-runner's node-resolve,
 * esbuild `conditions`, `node --conditions`), so nothing here needs a build first and no test runs a stale
 * `dist/`. Projects that install the packages never set it, and get the built files.
 */
export const SOURCE_CONDITION = '@tablero/source';
