// ESLint's configuration lives with its own dependencies in tools/lint (see there why).
export { default } from './tools/lint/eslint.config.mjs';
