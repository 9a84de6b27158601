/**
 * Mocha's BDD globals, which @web/test-runner provides to the browser tests in this folder, typed for
 * `npm run typecheck` without pulling in @types/mocha. Vitest tests import their `describe` and `it`
 * from 'vitest', which shadows these. (If @types/mocha is ever installed, delete this file.)
 */
interface MochaContext {
  /** Set this test's or suite's timeout in ms (0 disables it). */
  timeout(ms: number): void;
  /** Skip the running test. */
  skip(): never;
}
type MochaDone = (error?: unknown) => void;
type MochaFn = (this: MochaContext, done: MochaDone) => void | PromiseLike<unknown>;
type MochaSuiteFn = (this: MochaContext) => void;

interface MochaTestFunction {
  (title: string, fn?: MochaFn): void;
  only(title: string, fn?: MochaFn): void;
  skip(title: string, fn?: MochaFn): void;
}
interface MochaSuiteFunction {
  (title: string, fn: MochaSuiteFn): void;
  only(title: string, fn: MochaSuiteFn): void;
  skip(title: string, fn: MochaSuiteFn): void;
}

declare const describe: MochaSuiteFunction;
declare const it: MochaTestFunction;
declare function before(fn: MochaFn): void;
declare function after(fn: MochaFn): void;
declare function beforeEach(fn: MochaFn): void;
declare function afterEach(fn: MochaFn): void;
