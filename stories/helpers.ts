/**
 * Shared pieces for the stories: a board drawn from its attributes (the story's args), waiting for it,
 * and (from tests/support/board-dom.ts, shared with the browser tests) the steps a play function takes
 * the way a person does: press a button by its words, tap squares by name, share a pull.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { expect, waitFor } from 'storybook/test';
import { THEMES, type TableroBoard } from '@tablero/board';
import { PRESETS } from '@tablero/engine';
import type { BOARD_ATTRIBUTES } from '@tablero/board/headless';
import { phase } from '../tests/support/board-dom.ts';
export { root, words, shown, buttons, button, press, cell, tap, rollAndMove, lineSquares, share, phase } from '../tests/support/board-dom.ts';

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
  paused?: boolean;
  persist?: string;
  theme?: string;
  compact?: boolean;
  'bot-delay'?: number;
  'color-scheme'?: string;
  'table-dice'?: boolean;
  loading?: string;
  server?: string;
}

// The args name every attribute of the board's table: type-checking fails here when one is added there only.
const _everyAttribute: [Exclude<(typeof BOARD_ATTRIBUTES)[number]['attribute'], keyof BoardArgs>] extends [never] ? true : never = true;

/** Controls for the attributes (the manifest types them `string | null`, which Storybook would edit as JSON). */
export const boardArgTypes = {
  rules: { control: 'select', options: PRESETS },
  options: { control: 'text' },
  position: { control: 'text' },
  dice: { control: 'text' },
  seed: { control: 'text' },
  queen: { control: 'text' },
  players: { control: 'text' },
  readonly: { control: 'boolean' },
  paused: { control: 'boolean' },
  compact: { control: 'boolean' },
  persist: { control: 'text' },
  theme: { control: 'inline-radio', options: THEMES },
  'bot-delay': { control: { type: 'number', min: 0, step: 50 } },
  'color-scheme': { control: 'inline-radio', options: ['light', 'dark', 'auto'] },
  'table-dice': { control: 'boolean' },
  loading: { control: 'inline-radio', options: ['eager', 'lazy'] },
  server: { control: 'text' },
} as const;

/** `<tablero-board>` with exactly the attributes given. */
export const renderBoard = (a: BoardArgs): TemplateResult =>
  html`<tablero-board
    rules=${ifDefined(a.rules)}
    options=${ifDefined(a.options)}
    position=${ifDefined(a.position)}
    dice=${ifDefined(a.dice)}
    seed=${ifDefined(a.seed)}
    queen=${ifDefined(a.queen)}
    players=${ifDefined(a.players)}
    ?readonly=${a.readonly ?? false}
    ?paused=${a.paused ?? false}
    persist=${ifDefined(a.persist)}
    theme=${ifDefined(a.theme)}
    ?compact=${a.compact ?? false}
    bot-delay=${a['bot-delay'] ?? nothing}
    color-scheme=${ifDefined(a['color-scheme'])}
    ?table-dice=${a['table-dice'] ?? false}
    loading=${ifDefined(a.loading)}
    server=${ifDefined(a.server)}
  ></tablero-board>`;

/** The board in the story, drawn. */
export async function boardIn(canvasElement: HTMLElement): Promise<TableroBoard> {
  await customElements.whenDefined('tablero-board');
  const el = canvasElement.querySelector<TableroBoard>('tablero-board');
  if (!el) throw new Error('no <tablero-board> in the story');
  await el.updateComplete;
  return el;
}

/** Wait for the board to reach a phase (computer players act after a pause). */
export async function untilPhase(el: TableroBoard, wanted: string, timeout = 20_000): Promise<void> {
  await waitFor(() => expect(phase(el)).toBe(wanted), { timeout, interval: 20 });
  await el.updateComplete;
}
