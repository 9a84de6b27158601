/**
 * Reading and working a `<tablero-board>` the way a person does: buttons by their words, squares by
 * their names, the highlighted line, the sharing form. Plain DOM, no test framework, so the browser tests
 * (packages/board/test/browser) and the stories' play functions (stories/) share one copy.
 */
import type { TableroBoard } from '../../packages/board/src/board.ts';

/** The board's shadow root, where everything it draws lives. */
export const root = (el: TableroBoard): ShadowRoot => el.shadowRoot as ShadowRoot;

/** An element's words, whitespace collapsed. */
export const words = (e: Element | ShadowRoot): string => e.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The text the board shows. */
export const shown = (el: TableroBoard): string => words(root(el));

/** The buttons whose words match. */
export const buttons = (el: TableroBoard, name: RegExp): HTMLButtonElement[] => [...root(el).querySelectorAll('button')].filter((b) => name.test(words(b)));

/** The one button whose words match; throws, listing the buttons there are, when there is none. */
export function button(el: TableroBoard, name: RegExp): HTMLButtonElement {
  const found = buttons(el, name);
  if (found.length === 0) {
    const all = [...root(el).querySelectorAll('button')].map((b) => `"${words(b)}"`).join(', ');
    throw new Error(`no button matching ${name}; buttons: ${all || 'none'}`);
  }
  return found[0];
}

/** Press a button by its words and wait for the board to draw. */
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

/** Tap squares in turn (pick a glass, then its square), waiting for each draw. */
export async function tap(el: TableroBoard, ...squares: string[]): Promise<void> {
  for (const sq of squares) {
    cell(el, sq).click();
    await el.updateComplete;
  }
}

/** The squares of the highlighted (pullable) line, in board order. */
export const lineSquares = (el: TableroBoard): string[] =>
  [...root(el).querySelectorAll('[role="gridcell"].line')].map((c) => c.getAttribute('aria-label')!.slice(0, 2));

/** Share a pull: so many shots to the Opponent (and to the spectators), then press "Share the pull". */
export async function share(el: TableroBoard, opponent: number, spectators = 0): Promise<void> {
  const inputs = root(el).querySelectorAll<HTMLInputElement>('form.share input');
  if (inputs.length !== 2) throw new Error('no share form (Opponent and spectators)');
  for (const [input, n] of [
    [inputs[0], opponent],
    [inputs[1], spectators],
  ] as const) {
    input.value = String(n);
    input.dispatchEvent(new Event('input'));
    await el.updateComplete;
  }
  await press(el, /Share the pull/);
}

/** The phase the board's game is in ('none' before it has one). */
export const phase = (el: TableroBoard): string => el.state?.phase ?? 'none';

/** Press the roll button ("Roll the dice" or "Roll again"), then tap the squares of the roll's moves. */
export async function rollAndMove(el: TableroBoard, ...squares: string[]): Promise<void> {
  await press(el, /^Roll (the dice|again)$/);
  await tap(el, ...squares);
}
