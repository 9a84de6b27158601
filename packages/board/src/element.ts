/**
 * `<tablero-board>` alone: importing this module defines the board element (once, even if loaded twice)
 * and exports its class. For pages that show boards without a settings panel or a table, so they load
 * no settings code; `@tablero/board` defines all three elements.
 */
import { TableroBoard } from './board.ts';

export { TableroBoard };

if (!customElements.get('tablero-board')) customElements.define('tablero-board', TableroBoard);
