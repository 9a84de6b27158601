/**
 * @tablero/board: `<tablero-board>`, `<tablero-settings>` and `<tablero-table>`. Importing this module
 * defines the three elements (once, even if loaded twice) and exports their classes and types.
 */
import { TableroBoard } from './element.ts';
import { TableroSettings } from './settings.ts';
export type { SettingsApplyDetail } from './settings.ts';
import { TableroTable } from './table.ts';

export { TableroBoard, TableroSettings, TableroTable };
export { TableroGame, type GameChange, type StateChange, type GameListener, type PlayOptions } from './game.ts';
export { boardContext, type BoardLink, type NewGameDetail } from './context.ts';
export type {
  RollDetail,
  MoveDetail,
  QueenDetail,
  MugginsDetail,
  PullDetail,
  PassDetail,
  GameOverDetail,
  ErrorDetail,
  ActionDetail,
  OnlineDetail,
  TableroEventMap,
  TableroEventName,
  TableroCustomEvents,
} from './events.ts';
export { TABLERO_EVENTS } from './events.ts';
export { THEMES, type Theme, type AttributeProblem, type BoardConfig } from './config.ts';

// A page may load the package twice (say, the embed and a bundle of its own): the first definition stays
// (./element.ts defines the board).
if (!customElements.get('tablero-settings')) customElements.define('tablero-settings', TableroSettings);
if (!customElements.get('tablero-table')) customElements.define('tablero-table', TableroTable);
