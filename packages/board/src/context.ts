/**
 * How panels find their board: `<tablero-table>` provides the board inside it through @lit/context,
 * and a panel outside a table can point at a board with `for="board-id"`. Both give a `BoardLink`.
 */
import { createContext } from '@lit/context';
import type { PlayerInfo, PresetName, RuleOptions } from '@tablero/engine';
import type { TableroGame } from './game.ts';

/** What a panel may do with a board. `<tablero-board>` implements it. */
export interface BoardLink extends EventTarget {
  /** The game in play, or null while the board shows a problem instead of a game. */
  readonly game: TableroGame | null;
  /** The rule set the board's attributes ask for (the default when the attribute is bad or absent). */
  readonly rulesName: PresetName;
  /** The variants the board's attributes ask for. */
  readonly ruleOptions: RuleOptions;
  /** The players the board's attributes ask for, South first (the defaults when the attribute is bad or absent). */
  readonly playerInfo: readonly [PlayerInfo, PlayerInfo];
  /**
   * Real dice thrown at a table (the board asks for their faces); changing it goes on with the same game.
   * Absent on a link with no game of its own (the Variant lab's rules), which then offers no such switch.
   */
  tableDice?: boolean | string;
  /**
   * Start a new game with these rules: the board's `rules` and `options` attributes change to match,
   * and it fires `tablero-newgame`. The position and scripted dice are dropped (they belong to the old
   * rules). Given `players`, the `players` attribute changes to them; else the players stay. A game saved
   * under the board's `persist` key is kept aside; with `resumeSaved` (rules a page's link asks for on
   * load) a saved game of exactly this setup is resumed instead.
   */
  newGame(rules: PresetName, options: RuleOptions, players?: readonly [PlayerInfo, PlayerInfo], resumeSaved?: boolean): void;
}

/** The board shared by a `<tablero-table>` with the panels inside it. */
export const boardContext = createContext<BoardLink | undefined>(Symbol.for('tablero.board'));

/** Fired by a board whenever a new game starts (also on the first start). */
export interface NewGameDetail {
  readonly rules: PresetName;
  readonly options: RuleOptions;
  /** South, then North; a computer player has its `bot`. */
  readonly players: readonly [PlayerInfo, PlayerInfo];
}
