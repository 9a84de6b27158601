/**
 * Shared pieces for the stories: a board drawn from its attributes (the story's args), and the few
 * steps a play function takes the way a person does: press a button by its words, tap squares by name.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { expect, waitFor } from 'storybook/test';
import type { TableroBoard } from '@tablero/board';

/** The board's attributes, as the stories' args (names as in the README's attribute table). */
export interface BoardArgs {
  rules?: string;
  options?: string;
  position?: string;
  dice?: string;
  seed?: string;
  queen?: string;
  players?: string;
  readonly?: boolean;
  persist?: string;
  theme?: string;
  'bot-delay'?: number;
}

/** Controls for the attributes (the manifest types them `string | null`, which Storybook would edit as JSON). */
export const boardArgTypes = {
  rules: { control: 'select', options: ['powell', 'da-gucci', 'anarchist', 'de-jesus'] },
  options: { control: 'text' },
  position: { control: 'text' },
  dice: { control: 'text' },
  seed: { control: 'text' },
  queen: { control: 'text' },
  players: { control: 'text' },
  readonly: { control: 'boolean' },
  persist: { control: 'text' },
  theme: { control: 'inline-radio', options: ['cloth', 'wood', 'contrast'] },
  'bot-delay': { control: { type: 'number', min: 0, step: 50 } },
} as const;

/** `<tablero-board>` with exactly the attributes given. */
export const renderBoard = (a: BoardArgs): TemplateResult => html`<tablero-board
  rules=${ifDefined(a.rules)}
  options=${ifDefined(a.options)}
  position=${ifDefined(a.position)}
  dice=${ifDefined(a.dice)}
  seed=${ifDefined(a.seed)}
  queen=${ifDefined(a.queen)}
  players=${ifDefined(a.players)}
  ?readonly=${a.readonly ?? false}
  persist=${ifDefined(a.persist)}
  theme=${ifDefined(a.theme)}
  bot-delay=${a['bot-delay'] ?? nothing}
></tablero-board>`;

/** The board in the story, drawn. */
export async function boardIn(canvasElement: HTMLElement): Promise<TableroBoard> {
  await customElements.whenDefined('tablero-board');
  const el = canvasElement.querySelector<TableroBoard>('tablero-board');
  if (!el) throw new Error('no <tablero-board> in the story');
  await el.updateComplete;
  return el;
}

const root = (el: TableroBoard): ShadowRoot => el.shadowRoot as ShadowRoot;
const words = (e: Element): string => e.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The buttons whose words match. */
export const buttons = (el: TableroBoard, name: RegExp): HTMLButtonElement[] =>
  [...root(el).querySelectorAll('button')].filter((b) => name.test(words(b)));

/** Press the one button whose words match, and wait for the board to draw. */
export async function press(el: TableroBoard, name: RegExp): Promise<void> {
  const found = buttons(el, name);
  if (found.length === 0) {
    const all = [...root(el).querySelectorAll('button')].map((b) => `"${words(b)}"`).join(', ');
    throw new Error(`no button matching ${name}; buttons: ${all || 'none'}`);
  }
  found[0].click();
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

/** The squares of the highlighted (pullable) line. */
export const lineSquares = (el: TableroBoard): string[] =>
  [...root(el).querySelectorAll('[role="gridcell"].line')].map((c) => c.getAttribute('aria-label')!.slice(0, 2));

/** The phase the board's game is in. */
export const phase = (el: TableroBoard): string => el.state?.phase ?? 'none';

/** Share a pull: so many shots to the Opponent, then press "Share the pull". */
export async function share(el: TableroBoard, opponent: number): Promise<void> {
  const input = root(el).querySelector<HTMLInputElement>('form.share input');
  if (!input) throw new Error('no share form');
  input.value = String(opponent);
  input.dispatchEvent(new Event('input'));
  await el.updateComplete;
  await press(el, /Share the pull/);
}

/** Wait for the board to reach a phase (computer players act after a pause). */
export async function untilPhase(el: TableroBoard, wanted: string, timeout = 20_000): Promise<void> {
  await waitFor(() => expect(phase(el)).toBe(wanted), { timeout, interval: 20 });
  await el.updateComplete;
}

/** The text the board shows (its shadow root). */
export const shown = (el: TableroBoard): string => words(root(el) as unknown as Element);
