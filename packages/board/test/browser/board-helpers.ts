/**
 * Helpers for the board's browser tests: a board made from attributes, event recording, waiting, the axe check.
 * Finding and pressing things the way a person does comes from tests/support/board-dom.ts, which the
 * stories share.
 */
import { waitUntil } from '@open-wc/testing';
import { TableroBoard } from '../../src/board.ts';
import type { TableroEventMap, TableroEventName } from '../../src/events.ts';
import { AXE_SCRIPT, expectNoAxeViolations } from '../../../../tests/support/axe.ts';
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

/** Wait until a condition holds (computer players act after a pause); @open-wc's waitUntil, polled every 10 ms. */
export const until = (cond: () => boolean, ms = 5000): Promise<void> => waitUntil(cond, 'timed out waiting', { interval: 10, timeout: ms });

/**
 * Wait as long as a board made from `attrs`, its computers free to play, takes to make `actions` actions,
 * then remove it: the time in which a board that must stand still (paused, or refusing an attribute) would
 * have moved had it not.
 */
export async function whileATwinPlays(attrs: Record<string, string>, actions = 3): Promise<void> {
  const twin = await makeBoard(attrs);
  try {
    await until(() => (twin.game?.record.actions.length ?? 0) >= actions);
  } finally {
    twin.remove();
  }
}

/** The text of axe-core's one-file build, as the test server serves it. */
async function axeSource(): Promise<string> {
  const res = await fetch(`/node_modules/${AXE_SCRIPT}`);
  if (!res.ok) throw new Error(`axe-core did not load: HTTP ${res.status}`);
  return res.text();
}

/** Throws, listing each violation, when axe-core finds one in the element (the shared check of tests/support/axe.ts). */
export const expectAccessible = (el: Element, where = `<${el.localName}>`): Promise<void> => expectNoAxeViolations(el, where, axeSource);
