/**
 * Helpers for the board's browser tests: a board made from attributes, event recording, waiting, axe.
 * Finding and pressing things the way a person does comes from tests/support/board-dom.ts, which the
 * stories share.
 */
import { TableroBoard } from '../../src/board.ts';
import type { TableroEventMap, TableroEventName } from '../../src/events.ts';
export { root, words, shown, buttons, button, press, cell, tap, rollAndMove, lineSquares, share, phase } from '../../../../tests/support/board-dom.ts';

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

/** Collect the details of an event as it fires. */
export function record<K extends TableroEventName>(el: EventTarget, name: K): TableroEventMap[K][] {
  const seen: TableroEventMap[K][] = [];
  el.addEventListener(name, (e) => seen.push((e as CustomEvent<TableroEventMap[K]>).detail));
  return seen;
}

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
