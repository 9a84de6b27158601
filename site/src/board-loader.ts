/**
 * Brings the rulebook's example boards to life. Each `[data-tablero-slot]` holds its board's attributes as
 * JSON and, drawn at build time (./board-still.ts), a still of the board as it first draws, so the page
 * shows every board at once and loads no board code. A still comes to life, a live `<tablero-board>`
 * taking its place, when the reader reaches for it (a pointer over it, a tap, a key or focus inside it)
 * or, once the reader scrolls, when it nears the viewport. The element code is loaded then, once per
 * page, by a dynamic import. The live board draws the same markup in the same box, so nothing shifts:
 * a tap or a focus on the still is handed on to the same control of the live board.
 */
type BoardElement = HTMLElement & { reset(): void; updateComplete?: Promise<unknown> };

let loadingBoard: Promise<unknown> | null = null;
let loadingAll: Promise<unknown> | null = null;
/** Wait for the main thread to be free (a separate task), so loading and drawing never add up to one long task. */
const idle = (): Promise<void> =>
  new Promise((resolve) => ('requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 1000 }) : setTimeout(resolve, 1)));
/** The board element alone: an example has no settings panel, so its page loads no settings code. */
const loadBoard = (): Promise<unknown> => (loadingBoard ??= import('@tablero/board/element'));
/** All three elements, for the live tables (a board with its settings). */
const loadElements = (): Promise<unknown> => (loadingAll ??= import('@tablero/board'));

/** Where an element sits in a shadow root: the indices of its element ancestors, style elements not counted. */
function pathIn(root: ShadowRoot, target: Element): number[] | null {
  const path: number[] = [];
  for (let el: Element | null = target; el; el = el.parentElement) {
    const siblings = [...(el.parentElement?.children ?? root.children)].filter((e) => e.localName !== 'style');
    path.unshift(siblings.indexOf(el));
    if (!el.parentElement) return el.parentNode === root ? path : null;
  }
  return null;
}

/** The element at a path (see `pathIn`) in another shadow root drawing the same markup. */
function atPath(root: ShadowRoot, path: readonly number[]): Element | null {
  let children: Element[] = [...root.children];
  let el: Element | null = null;
  for (const i of path) {
    el = children.filter((e) => e.localName !== 'style')[i] ?? null;
    if (!el) return null;
    children = [...el.children];
  }
  return el;
}

/** The still in a slot (null once the board is live). */
const stillOf = (slot: HTMLElement): HTMLElement | null => slot.querySelector<HTMLElement>(':scope > tablero-still');

/** What the reader did to a still before the live board was there: handed on to the live board. */
interface Pending {
  /** The control that was clicked (a path in the still's shadow root). */
  click: number[] | null;
  /** The control that had focus. */
  focus: number[] | null;
}
const pending = new WeakMap<HTMLElement, Pending>();

/** A still on a page that declares itself dark (Starlight's dark theme) draws the board's dark look, as the live board will. */
function markDark(slot: HTMLElement): void {
  const still = stillOf(slot);
  if (still && document.documentElement.dataset.theme === 'dark' && !still.hasAttribute('color-scheme')) still.setAttribute('color-scheme', 'dark');
}

const starting = new WeakMap<HTMLElement, Promise<BoardElement>>();

/**
 * Bring the board in a slot to life now (idempotent). `soon` waits for the main thread to be free first
 * (a board scrolled to); a board the reader reached for starts at once.
 */
export function startBoard(slot: HTMLElement, soon = false): Promise<BoardElement> {
  const existing = slot.querySelector<BoardElement>(':scope > tablero-board');
  if (existing) return Promise.resolve(existing);
  let start = starting.get(slot);
  if (!start) {
    start = (async () => {
      const attrs = JSON.parse(slot.dataset.attrs ?? '{}') as Record<string, string>;
      if (soon) await idle();
      await loadBoard();
      const board = document.createElement('tablero-board') as BoardElement;
      for (const [name, value] of Object.entries(attrs)) board.setAttribute(name, value);
      // The board draws in the task it is connected in (its first update is a microtask), so the still
      // is gone and the board drawn before the next frame: no frame shows neither.
      const still = stillOf(slot);
      const handOn = pending.get(slot);
      const focused = still?.shadowRoot?.activeElement ?? null;
      const focusPath = focused && still?.shadowRoot ? pathIn(still.shadowRoot, focused) : (handOn?.focus ?? null);
      slot.replaceChildren(board);
      slot.dataset.started = '';
      await board.updateComplete;
      const root = board.shadowRoot;
      if (root && focusPath) (atPath(root, focusPath) as HTMLElement | null)?.focus();
      if (root && handOn?.click) (atPath(root, handOn.click) as HTMLElement | null)?.click();
      pending.delete(slot);
      return board;
    })();
    starting.set(slot, start);
  }
  return start;
}

/** The reader reached for a still: start its board, remembering a click on one of its controls. */
function reachedFor(slot: HTMLElement, e: Event): void {
  const still = stillOf(slot);
  if (!still?.shadowRoot) return;
  const handOn = pending.get(slot) ?? { click: null, focus: null };
  const target = e.composedPath()[0];
  if (target instanceof Element && still.shadowRoot.contains(target)) {
    const control = target.closest('button, summary, [role="gridcell"], a, input, select');
    if (e.type === 'click' && control) handOn.click = pathIn(still.shadowRoot, control);
    if (e.type === 'focusin') handOn.focus = pathIn(still.shadowRoot, target);
  }
  pending.set(slot, handOn);
  void startBoard(slot);
}

let wired = false;

/** Watch every example on the page; wire the Reset buttons. Safe to call more than once. */
export function startBoards(): void {
  if (wired) return;
  wired = true;
  const slots = [...document.querySelectorAll<HTMLElement>('[data-tablero-slot]')];
  for (const slot of slots) {
    markDark(slot);
    for (const type of ['pointerover', 'pointerdown', 'click', 'focusin', 'keydown']) {
      slot.addEventListener(type, (e) => (stillOf(slot) ? reachedFor(slot, e) : undefined), { capture: true });
    }
  }
  // Near the viewport: a margin of half a screen, so a board is live by the time the reader sees it.
  // Before the reader scrolls, boards wait for a touch: the page's load stays the page's own.
  const near = new Set<HTMLElement>();
  let scrolled = false;
  const startNear = () => {
    for (const slot of near) void startBoard(slot, true);
    near.clear();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        const slot = e.target as HTMLElement;
        if (e.isIntersecting) {
          near.add(slot);
          observer.unobserve(slot);
        }
      }
      if (scrolled) startNear();
    },
    { rootMargin: '50% 0px' },
  );
  for (const slot of slots) observer.observe(slot);
  addEventListener(
    'scroll',
    () => {
      scrolled = true;
      startNear();
    },
    { once: true, passive: true },
  );
  document.addEventListener('click', (e) => {
    const button = (e.target as Element | null)?.closest?.('[data-tablero-reset]');
    if (!button) return;
    const slot = button.closest('figure')?.querySelector<HTMLElement>('[data-tablero-slot]');
    if (!slot) return;
    void startBoard(slot).then((board) => {
      board.reset();
      slot.closest('figure')?.dispatchEvent(new CustomEvent('tablero-example-reset', { bubbles: true }));
    });
  });
}

let lazyWired = false;

/**
 * Any `[data-tablero-lazy]` holds a `<template>` of Tablero markup (say a `<tablero-table>` with its
 * settings): when it comes into view the elements are loaded and the template takes the placeholder's place.
 */
export function startLazy(): void {
  if (lazyWired) return;
  lazyWired = true;
  const io = new IntersectionObserver((entries) => {
    for (const e of entries) {
      if (!e.isIntersecting) continue;
      io.unobserve(e.target);
      const slot = e.target as HTMLElement;
      const template = slot.querySelector('template');
      if (!template) continue;
      void idle()
        .then(loadElements)
        .then(idle)
        .then(() => {
          slot.replaceChildren(template.content.cloneNode(true));
          slot.dataset.started = '';
        });
    }
  });
  for (const slot of document.querySelectorAll<HTMLElement>('[data-tablero-lazy]')) io.observe(slot);
}
