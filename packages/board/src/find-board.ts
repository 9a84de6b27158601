/**
 * Which board a panel such as `<tablero-settings>` sets up: the one its `for` attribute names (in the
 * panel's document or shadow root), else the one a surrounding `<tablero-table>` provides.
 */
import type { BoardLink } from './context.ts';

/** What `for` may hold, for the explanation of a value that cannot be used. */
export const FOR_ALLOWED = 'the id of a <tablero-board> on the same page, e.g. "rules-board"';

/** Does this element do what a board does for panels? (False for a board not upgraded yet.) */
const isBoardLink = (el: unknown): el is BoardLink =>
  el instanceof EventTarget && typeof (el as Partial<BoardLink>).newGame === 'function' && 'rulesName' in el;

/** An element whose custom element definition has not loaded yet. */
const awaitingUpgrade = (el: unknown): el is Element => el instanceof Element && el.localName.includes('-') && !customElements.get(el.localName);

/**
 * The board for `panel`: the element with id `id` ('' for none) in its root, else `provided`, or null.
 * A candidate not upgraded yet is not a board yet: `retry` runs once its element is defined.
 */
export function findBoard(panel: Element, id: string, provided: unknown, retry: () => void): BoardLink | null {
  const root = panel.getRootNode() as Partial<Document>;
  const named = id && root.getElementById ? root.getElementById(id) : null;
  for (const el of [named, provided]) if (awaitingUpgrade(el)) void customElements.whenDefined(el.localName).then(retry);
  return isBoardLink(named) ? named : isBoardLink(provided) ? provided : null;
}

/** Is `node` inside `ancestor`, looking through shadow roots? */
export function composedContains(ancestor: Element, node: Node): boolean {
  for (let n: Node | null = node; n; n = n.parentNode ?? (n instanceof ShadowRoot ? n.host : null)) if (n === ancestor) return true;
  return false;
}
