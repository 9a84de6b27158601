/**
 * One way to run axe-core, for every runner: web-test-runner's element tests, Vitest's story tests and the
 * Playwright tests of the embed and the site. Everywhere the same file (axe-core's one-file build) is put
 * into the page as a classic inline script by the same function, run with the same rule set, and a finding
 * fails with the same message: one line per violation with its id, the elements it found (shadow roots
 * joined by `>>>`) and axe's summary.
 *
 * In a browser-side runner, call `expectNoAxeViolations(root, where, source)` with a way to fetch the
 * script's text; from Playwright, call `expectNoAxeViolationsOn(page, where)`.
 */
import type { Page } from 'playwright';

/** axe-core's one-file build, as its package names it. */
export const AXE_SCRIPT = 'axe-core/axe.min.js';

/**
 * The rule set: axe-core's default rules (WCAG 2.0 to 2.2, A and AA, and its best practices), none left
 * out; only violations are reported.
 */
export const AXE_OPTIONS = { resultTypes: ['violations'] } as const;

/** A violation as the page sends it back: plain data, so Playwright can carry it. */
export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** What `axeInPage` is given. */
export interface AxeCall {
  /** axe-core's source, added to the page when it has no `axe` yet. */
  source: string;
  /** A CSS selector or an element to check; the whole document when null. */
  context: string | Element | null;
  options: typeof AXE_OPTIONS;
}

/**
 * Runs in the page: adds axe-core (once) as a classic inline script and checks `context`. It refers to
 * nothing outside itself, so Playwright can send it to a page as it is.
 */
export const axeInPage = async ({ source, context, options }: AxeCall): Promise<AxeFinding[]> => {
  type Result = { violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[] };
  const w = window as unknown as { axe?: { run(context: Element | Document, options: object): Promise<Result> } };
  if (!w.axe) {
    const script = document.createElement('script');
    script.textContent = source;
    document.head.append(script);
  }
  if (!w.axe) throw new Error('axe-core did not start (does a Content-Security-Policy refuse inline scripts?)');
  const root = typeof context === 'string' ? document.querySelector(context) : (context ?? document);
  if (!root) throw new Error(`axe-core: nothing matches ${String(context)}`);
  const result = await w.axe.run(root, options);
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? null,
    help: v.help,
    targets: v.nodes.map((n) => n.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t))).join(' >>> ')),
  }));
};

/** Each violation as one line: id (impact) at the elements found: axe's summary. */
export function axeLines(findings: readonly AxeFinding[]): string[] {
  return findings.map((f) => `${f.id} (${f.impact ?? 'no impact'}) at ${f.targets.join(', ')}: ${f.help}`);
}

/** The failure message for violations found (each line prefixed by where it was found), or '' when none. */
export function axeFailure(lines: readonly string[]): string {
  return lines.length === 0 ? '' : `axe-core found ${lines.length} violation(s):\n${lines.map((l) => `  ${l}`).join('\n')}`;
}

/** Throws the failure message when there is a line (a test that gathers findings from many pages). */
export function throwOnAxeLines(lines: readonly string[]): void {
  const message = axeFailure(lines);
  if (message) throw new Error(message);
}

/** Throws the failure message when axe-core finds a violation in `where`. */
export function throwOnAxeFindings(findings: readonly AxeFinding[], where: string): void {
  throwOnAxeLines(axeLines(findings).map((l) => `${where}: ${l}`));
}

// axe runs one check at a time per page ("Axe is already running"); a docs page draws all its stories at once.
let queue: Promise<unknown> = Promise.resolve();
let sourceText: Promise<string> | undefined;

/**
 * In a browser-side runner: axe-core's findings in `root` (shadow roots included). `source` fetches
 * axe-core's text the runner's way, once.
 */
export async function axeFindings(root: Element, source: () => Promise<string>): Promise<AxeFinding[]> {
  sourceText ??= source();
  const text = await sourceText;
  const run = queue.then(() => axeInPage({ source: text, context: root, options: AXE_OPTIONS }));
  queue = run.catch(() => undefined);
  return run;
}

/** In a browser-side runner: throws the failure message when axe-core finds a violation in `root`. */
export async function expectNoAxeViolations(root: Element, where: string, source: () => Promise<string>): Promise<void> {
  throwOnAxeFindings(await axeFindings(root, source), where);
}

/** From Node (Playwright): axe-core's findings in the page, or in the part a selector names. */
export async function axeFindingsOn(page: Pick<Page, 'evaluate'>, selector: string | null = null): Promise<AxeFinding[]> {
  // Read through getBuiltinModule so that this file imports nothing from Node and loads in a browser too.
  const { readFileSync } = process.getBuiltinModule('node:fs');
  const { createRequire } = process.getBuiltinModule('node:module');
  const source = readFileSync(createRequire(import.meta.url).resolve(AXE_SCRIPT), 'utf8');
  return page.evaluate(axeInPage, { source, context: selector, options: AXE_OPTIONS });
}

/** From Node (Playwright): throws the failure message when axe-core finds a violation in the page. */
export async function expectNoAxeViolationsOn(page: Pick<Page, 'evaluate'>, where: string, selector: string | null = null): Promise<void> {
  throwOnAxeFindings(await axeFindingsOn(page, selector), where);
}
