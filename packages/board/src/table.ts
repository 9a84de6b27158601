/**
 * `<tablero-table>`: a layout wrapper that shares the board inside it with the panels beside it (through
 * @lit/context), so `<tablero-settings>` and friends need no `for` attribute.
 */
import { LitElement, css, html } from 'lit';
import { ContextProvider } from '@lit/context';
import { boardContext, type BoardLink } from './context.ts';

/**
 * Lays out a board and its panels: side by side when there is room, stacked when narrow. The first
 * `<tablero-board>` among its descendants is provided as `boardContext` to every element inside.
 *
 * @tagname tablero-table
 *
 * @slot - The board and any panels (`<tablero-settings>`, your own content).
 *
 * @cssprop [--tablero-gap=1rem] - Space between the board and the panels.
 * @cssprop [--tablero-panel-basis=18rem] - A panel's preferred width; below it the layout stacks.
 * @cssprop [--tablero-board-basis=30rem] - The board's preferred width.
 */
export class TableroTable extends LitElement {
  /** The selector of the board to share. A subclass of the board defined under another tag can change it. */
  static boardSelector = 'tablero-board';

  static override styles = css`
    :host {
      display: flex;
      flex-wrap: wrap;
      align-items: flex-start;
      gap: var(--tablero-gap, 1rem);
    }
    :host([hidden]) {
      display: none;
    }
    ::slotted(*) {
      flex: 1 1 var(--tablero-panel-basis, 18rem);
      min-width: 0;
    }
    ::slotted(tablero-board) {
      flex: 3 1 var(--tablero-board-basis, 30rem);
    }
  `;

  readonly #provider = new ContextProvider(this, { context: boardContext, initialValue: undefined });

  /** The board shared with the elements inside, if any. */
  get board(): BoardLink | undefined {
    return this.#provider.value;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#findBoard();
  }

  override render() {
    return html`<slot @slotchange=${this.#findBoard}></slot>`;
  }

  /** Share the first board among the descendants (or none). */
  #findBoard = (): void => {
    const selector = (this.constructor as typeof TableroTable).boardSelector;
    const board = (this.querySelector(selector) as (Element & BoardLink) | null) ?? undefined;
    if (board !== this.#provider.value) this.#provider.setValue(board);
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'tablero-table': TableroTable;
  }
}
