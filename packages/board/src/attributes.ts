/**
 * Every attribute of `<tablero-board>`, in one table: its name, the property it is (camelCase), whether
 * it is text or on/off, and whether it sets the game up (a change starts the game again). The element
 * and the config reader take their lists of game attributes and on/off attributes from it. What must be
 * written out for the custom elements manifest (the element's `@attr` JSDoc and its `static properties`)
 * and the docs' attribute tables are checked against it by tests.
 */
export const BOARD_ATTRIBUTES = [
  { attribute: 'rules', property: 'rules', kind: 'text', game: true },
  { attribute: 'options', property: 'options', kind: 'text', game: true },
  { attribute: 'position', property: 'position', kind: 'text', game: true },
  { attribute: 'dice', property: 'dice', kind: 'text', game: true },
  { attribute: 'seed', property: 'seed', kind: 'text', game: true },
  { attribute: 'queen', property: 'queen', kind: 'text', game: true },
  { attribute: 'players', property: 'players', kind: 'text', game: true },
  { attribute: 'readonly', property: 'readonly', kind: 'flag', game: false },
  { attribute: 'paused', property: 'paused', kind: 'flag', game: false },
  { attribute: 'persist', property: 'persist', kind: 'text', game: false },
  { attribute: 'theme', property: 'theme', kind: 'text', game: false },
  { attribute: 'compact', property: 'compact', kind: 'flag', game: false },
  // Not reflected: a computer's pace is the page's to set, not the element's to write back.
  { attribute: 'bot-delay', property: 'botDelay', kind: 'text', game: false, reflect: false },
  { attribute: 'color-scheme', property: 'colorScheme', kind: 'text', game: false },
  { attribute: 'table-dice', property: 'tableDice', kind: 'flag', game: false },
  { attribute: 'loading', property: 'loading', kind: 'text', game: false },
  { attribute: 'server', property: 'server', kind: 'text', game: false },
] as const satisfies readonly BoardAttribute[];

/** One row of the table. */
export interface BoardAttribute {
  /** The attribute as HTML writes it. */
  readonly attribute: string;
  /** The element's property for it. */
  readonly property: string;
  /** Text (any value, read by its own reader), or on/off (see `readFlag`). */
  readonly kind: 'text' | 'flag';
  /** It sets the game up: a change starts the game again. */
  readonly game: boolean;
  /** The property is written back to the attribute (default true). */
  readonly reflect?: boolean;
}

type Row = (typeof BOARD_ATTRIBUTES)[number];

/** The properties that set a game up. */
export type GameAttribute = Extract<Row, { game: true }>['property'];

/** The properties that set a game up, in the table's order. */
export const GAME_ATTRIBUTES: readonly GameAttribute[] = BOARD_ATTRIBUTES.flatMap((a) => (a.game ? [a.property] : []));

/** The on/off properties, with their attributes (for messages). */
export const FLAG_ATTRIBUTES: readonly Extract<Row, { kind: 'flag' }>[] = BOARD_ATTRIBUTES.filter(
  (a): a is Extract<Row, { kind: 'flag' }> => a.kind === 'flag',
);
