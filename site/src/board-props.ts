/**
 * The props of the rulebook's example boards, read and checked in one place. Board.astro turns them into
 * the `<tablero-board>` attributes it stores in its slot; TryIt.astro checks its own `task` and hands the
 * rest on to Board. site/scripts/examples.ts sets each example up from the same attributes, so the engine
 * check plays exactly the game the page shows.
 */
import { readPlayers } from '@tablero/board/headless';
import { PRESETS } from '@tablero/engine';
import { TASKS } from './tasks.ts';

/** The props every example board takes (Board.astro, and TryIt.astro besides its `task`). */
export interface BoardProps {
  /** powell (default), da-gucci, anarchist or de-jesus */
  rules?: string;
  /** variants, e.g. "queenCall=manual passTwelve" */
  options?: string;
  /** a position in the engine's notation */
  position?: string;
  /** scripted rolls, e.g. "3-4 6-1" */
  dice?: string;
  seed?: number | string;
  queen?: number | string;
  players?: string;
  caption: string;
  /** the box reserved for the board, any CSS length (default: fits the board at the content width) */
  height?: string;
  /** a stable id for tests and links */
  id?: string;
  theme?: string;
  /** the board's shorter panel (log closed, no hint lines); on by default in the rulebook */
  compact?: boolean;
  /**
   * a game the computer players play by themselves: it starts `paused`, and the board's own Play / Pause
   * button starts it, so nothing moves on the page until the reader asks for it
   */
  watch?: boolean;
  /** real dice thrown at a table: the board asks for their faces instead of rolling (`table-dice`) */
  tableDice?: boolean;
}

/** A "try it" block's props: the board's, and the name of the check in ./tasks.ts. */
export interface TryItProps extends BoardProps {
  task: string;
}

/** The props passed straight through as `<tablero-board>` attributes, in this order. */
export const BOARD_ATTRIBUTES = ['rules', 'options', 'position', 'dice', 'seed', 'queen', 'players', 'theme'] as const;

/** The rule sets a board takes: the engine's presets. */
export const RULE_SETS = PRESETS;

/** What Board.astro needs: the board's attributes, and the figure's caption, height and id. */
export interface ReadBoard {
  readonly attrs: Record<string, string>;
  readonly caption: string;
  readonly height: string | undefined;
  readonly id: string | undefined;
  /** A `watch` board (two computer players, starting paused). */
  readonly watch: boolean;
}

/**
 * The `<tablero-board>` attributes for these props: the attribute props given (empty values left out),
 * `compact` unless turned off, and seed 1 unless given, so an example plays the same every time the page
 * loads. Other props (caption, id, task...) are not attributes and are left out.
 */
export function boardAttributes(props: Readonly<Partial<Record<string, unknown>>>): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const name of BOARD_ATTRIBUTES) {
    const v = props[name];
    if (v !== undefined && v !== '') attrs[name] = String(v);
  }
  if (props.compact === undefined || props.compact) attrs.compact = '';
  if (props.watch) attrs.paused = '';
  if (props.tableDice) attrs['table-dice'] = '';
  attrs.seed ??= '1';
  return attrs;
}

/**
 * Read a board's props: its attributes (see `boardAttributes`) and the figure's caption, height and id.
 * Throws, naming the prop, when the rule set is unknown or the caption is missing.
 */
export function readBoardProps(props: Readonly<Partial<BoardProps>>): ReadBoard {
  const { caption, height, id } = props;
  const watch = props.watch === true;
  const attrs = boardAttributes(props);
  if (attrs.rules && !(RULE_SETS as readonly string[]).includes(attrs.rules)) {
    throw new Error(`Board: rules received "${attrs.rules}", expected one of ${RULE_SETS.join(', ')}`);
  }
  if (typeof caption !== 'string' || !caption) throw new Error(`Board: caption received ${JSON.stringify(caption)}, expected a sentence`);
  // The board's own reading of `players`: both sides must be computers.
  const players = readPlayers(attrs.players);
  if (watch && !(players.ok && players.value.every((p) => p.bot))) {
    throw new Error(
      `Board: watch needs two computer players, e.g. players="Aldith:greedy, Bertram:greedy" (players received ${JSON.stringify(attrs.players ?? '')})`,
    );
  }
  return { attrs, caption, height, id, watch };
}

/**
 * Read a "try it" block's props: checks the task name and the board's props (as Board would), and returns
 * the task and the props to hand to Board unchanged.
 */
export function readTryItProps(props: Readonly<TryItProps>): { task: string; board: BoardProps } {
  const { task, ...board } = props;
  if (!Object.hasOwn(TASKS, task)) throw new Error(`TryIt: task received "${task}", expected one of ${Object.keys(TASKS).join(', ')}`);
  readBoardProps(board);
  return { task, board };
}
