/** What the rules allow now, as the board's prompts and buttons ask it (the engine decides). */
import { reasonIllegal, type GameState } from '@tablero/engine';

/** The rules let the roll's first move be taken back now (not once it was slashed, say). */
export const canUndo = (s: GameState): boolean => reasonIllegal(s, { type: 'move.undo' }) === null;

/** The winner may fill the empty glasses as a courtesy now, and play goes on. */
export const canCourtesy = (s: GameState): boolean => reasonIllegal(s, { type: 'courtesy.fill' }) === null;
