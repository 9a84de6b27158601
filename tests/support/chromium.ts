/**
 * Debian's Chromium as every browser run here starts it (web-test-runner, Vitest's browser project,
 * the Playwright tests and Lighthouse): the binary, which CHROME_PATH overrides, and the flags checked on
 * these machines (headless, no GPU, and no background networking, which a closed network refuses), and
 * `launchChromium()`, which starts it with them through Playwright.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright';

/** The browser binary. */
export const CHROMIUM: string = process.env.CHROME_PATH || '/usr/bin/chromium';

/** The command-line flags. */
export const CHROMIUM_ARGS: string[] = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** The binary, or an error that says how to get it. */
export function requireChromium(): string {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: install Debian's chromium (bash .ci/run does) or set CHROME_PATH`);
  return CHROMIUM;
}

/** Debian's Chromium started by Playwright with these flags (throws, saying how to get it, when absent). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
}
