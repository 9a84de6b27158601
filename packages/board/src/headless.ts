/**
 * @tablero/board/headless: the board's game and its attribute readers without the elements. Nothing is
 * defined and no DOM is touched on import, so servers, build scripts and tests (say, a static site that
 * checks its example boards at build time) read attributes and play games exactly as `<tablero-board>` does,
 * read and write the short rules codes of its links (`powell~diag`), list the attributes a board reads
 * and the events it fires, and capitalise a sentence as the board's words do.
 */
export { TableroGame, type GameChange, type StateChange, type GameListener, type PlayOptions } from './game.ts';
export { formatRules, parseRules, type RulesHashResult } from './rules-hash.ts';
export { rulesInWords } from './option-info.ts';
export { TABLERO_EVENTS, type TableroEventName, type TableroEventMap } from './events.ts';
export { readConfig, readPlayers, type AttributeValues, type AttributeProblem, type BoardConfig, type Result } from './config.ts';
export { capitalise } from './words.ts';
export { BOARD_ATTRIBUTES, type BoardAttribute } from './attributes.ts';
