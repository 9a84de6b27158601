/**
 * @tablero/board: `<tablero-board>`, `<tablero-settings>` and `<tablero-table>`. Importing this module
 * defines the three elements (once, even if loaded twice) and exports their classes and types.
 */
import { TableroBoard } from './board.ts';
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
  TableroEventMap,
  TableroEventName,
  TableroCustomEvents,
} from './events.ts';
export { TABLERO_EVENTS } from './events.ts';
export { THEMES, type Theme, type AttributeProblem, type BoardConfig } from './config.ts';

const define = (name: string, ctor: CustomElementConstructor): void => {
  if (!customElements.get(name)) customElements.define(name, ctor);
};
define('tablero-board', TableroBoard);
define('tablero-settings', TableroSettings);
define('tablero-table', TableroTable);
