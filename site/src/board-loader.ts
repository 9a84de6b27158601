/**
 * Starts the rulebook's example boards lazily. Every `[data-tablero-slot]` holds its attributes as JSON;
 * when the slot comes near the viewport the element code is loaded (once per page, by a dynamic import,
 * so a page's first paint carries none of it) and a `<tablero-board>` is created in the slot.
 */
type BoardElement = HTMLElement & { reset(): void };

let loading: Promise<unknown> | null = null;
/** Wait for the main thread to be free (a separate task), so loading and drawing never add up to one long task. */
const idle = (): Promise<void> =>
  new Promise((resolve) => ('requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 1000 }) : setTimeout(resolve, 1)));
const loadElements = (): Promise<unknown> => (loading ??= idle().then(() => import('@tablero/board')));

/** Create the board in its slot now (idempotent). */
export async function startBoard(slot: HTMLElement): Promise<BoardElement> {
  const existing = slot.querySelector<BoardElement>('tablero-board');
  if (existing) return existing;
  const attrs = JSON.parse(slot.dataset.attrs ?? '{}') as Record<string, string>;
  const board = document.createElement('tablero-board') as BoardElement;
  for (const [name, value] of Object.entries(attrs)) board.setAttribute(name, value);
  await loadElements();
  await idle();
  if (slot.querySelector('tablero-board')) return slot.querySelector<BoardElement>('tablero-board')!;
  slot.replaceChildren(board);
  slot.dataset.started = '';
  return board;
}

let observer: IntersectionObserver | null = null;
let wired = false;

/** Watch every example on the page; wire the Reset buttons. Safe to call more than once. */
export function startBoards(): void {
  if (wired) return;
  wired = true;
  const slots = [...document.querySelectorAll<HTMLElement>('[data-tablero-slot]')];
  observer = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        observer?.unobserve(e.target);
        void startBoard(e.target as HTMLElement);
      }
    },
    { rootMargin: '0px' },
  );
  for (const slot of slots) observer.observe(slot);
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
      void loadElements()
        .then(idle)
        .then(() => {
          slot.replaceChildren(template.content.cloneNode(true));
          slot.dataset.started = '';
        });
    }
  });
  for (const slot of document.querySelectorAll<HTMLElement>('[data-tablero-lazy]')) io.observe(slot);
}
