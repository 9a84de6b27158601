/**
 * Debian's Chromium as every browser run here starts it (web-test-runner, Vitest's browser project,
 * the Playwright tests and Lighthouse): the binary, which CHROME_PATH overrides, and the flags checked on
 * these machines (headless, no GPU, and no background networking, which a closed network refuses).
 */
import { existsSync } from 'node:fs';

/** The browser binary. */
export const CHROMIUM: string = process.env.CHROME_PATH || '/usr/bin/chromium';

/** The command-line flags. */
export const CHROMIUM_ARGS: string[] = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/** The binary, or an error that says how to get it. */
export function requireChromium(): string {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: install Debian's chromium (bash .ci/run does) or set CHROME_PATH`);
  return CHROMIUM;
}
