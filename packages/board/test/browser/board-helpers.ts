/**
 * Helpers for the board's browser tests: find things in the shadow root the way a person would (by the
 * button's words, by a square's name), click them, and wait for the element to draw.
 */
import { TableroBoard } from '../../src/board.ts';
import type { TableroEventMap, TableroEventName } from '../../src/events.ts';

if (!customElements.get('tablero-board')) customElements.define('tablero-board', TableroBoard);

export { TableroBoard };

/** A board made from attributes, connected to the page and drawn. */
export async function makeBoard(attrs: Record<string, string | boolean>, parent: HTMLElement = document.body): Promise<TableroBoard> {
  const el = document.createElement('tablero-board');
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false) continue;
    el.setAttribute(k, v === true ? '' : v);
  }
  parent.append(el);
  await el.updateComplete;
  return el;
}

export const root = (el: TableroBoard): ShadowRoot => el.shadowRoot as ShadowRoot;

/** The buttons whose text matches. */
export function buttons(el: TableroBoard, name: RegExp): HTMLButtonElement[] {
  return [...root(el).querySelectorAll('button')].filter((b) => name.test(b.textContent?.replace(/\s+/g, ' ').trim() ?? ''));
}

/** The one button whose text matches; fails the test when there is none. */
export function button(el: TableroBoard, name: RegExp): HTMLButtonElement {
  const found = buttons(el, name);
  if (found.length === 0) {
    const all = [...root(el).querySelectorAll('button')].map((b) => `"${b.textContent?.trim()}"`).join(', ');
    throw new Error(`no button matching ${name}; buttons: ${all || 'none'}`);
  }
  return found[0];
}

/** Click a button by its words and wait for the board to draw. */
export async function press(el: TableroBoard, name: RegExp): Promise<void> {
  button(el, name).click();
  await el.updateComplete;
}

/** The grid cell of a square ("d4"). */
export function cell(el: TableroBoard, square: string): HTMLElement {
  const c = [...root(el).querySelectorAll<HTMLElement>('[role="gridcell"]')].find((x) => x.getAttribute('aria-label')?.startsWith(`${square}:`));
  if (!c) throw new Error(`no cell ${square}`);
  return c;
}

/** Click squares in turn, waiting for each draw. */
export async function tap(el: TableroBoard, ...squares: string[]): Promise<void> {
  for (const sq of squares) {
    cell(el, sq).click();
    await el.updateComplete;
  }
}

/** Collect the details of an event as it fires. */
export function record<K extends TableroEventName>(el: EventTarget, name: K): TableroEventMap[K][] {
  const seen: TableroEventMap[K][] = [];
  el.addEventListener(name, (e) => seen.push((e as CustomEvent<TableroEventMap[K]>).detail));
  return seen;
}

/** The phase the board's game is in. */
export const phase = (el: TableroBoard): string => el.state?.phase ?? 'none';

/** Wait until a condition holds (computer players act after a pause). */
export async function until(cond: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

declare global {
  interface Window {
    axe?: { run(node: Element | Document, options?: object): Promise<{ violations: { id: string; help: string; nodes: { target: unknown[] }[] }[] }> };
  }
}

/** Load axe-core once (it is a script, not a module). */
async function loadAxe(): Promise<NonNullable<Window['axe']>> {
  if (!window.axe) {
    await new Promise<void>((resolve, reject) => {
      const s = document.createElement('script');
      s.src = '/node_modules/axe-core/axe.min.js';
      s.onload = () => resolve();
      s.onerror = () => reject(new Error('axe-core did not load'));
      document.head.append(s);
    });
  }
  return window.axe as NonNullable<Window['axe']>;
}

/** axe-core's violations for the element, as readable lines (empty when none). */
export async function axeViolations(el: Element): Promise<string[]> {
  const axe = await loadAxe();
  const result = await axe.run(el, { resultTypes: ['violations'] });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')})`);
}
