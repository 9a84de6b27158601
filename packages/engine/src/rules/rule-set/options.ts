/**
 * The rule options as one table: a row per option, saying what kind of value it takes, which presets
 * accept it, the range of a number, its code in a rules link, how it changes the rules and how to read
 * it back from resolved rules. `resolveRules` (resolve.ts) builds rules from these rows; the board's
 * settings panel, the rules links and the simulator's flags are all read from them too, so adding an
 * option means adding a row here (and its field to `RuleOptions`, its words to the board, its line to
 * the docs: the compiler and the tests ask for each).
 *
 * The shape of resolved rules comes from types.ts; resolve.ts imports this file, never the reverse.
 */
import { isQueensPlacement, parseSquareList, squareName, CENTRE } from '../geometry.ts';
import { PRESETS, type PresetName, type QueenCall, type Ranking, type RuleSet } from './types.ts';

/** The kinds of value an option takes. */
export const OPTION_KIND_NAMES = ['boolean', 'integer', 'queen-call', 'squares', 'ranking'] as const;
export type OptionKind = (typeof OPTION_KIND_NAMES)[number];

/** An inclusive range of whole numbers. */
export interface IntRange {
  readonly min: number;
  readonly max: number;
}

/**
 * The variants and house rules, each optional; anything left out comes from the preset. Each has a row
 * in `OPTION_ROWS` (options.ts), which says where it applies and what it does.
 */
export interface RuleOptions {
  /** Smallest pull (4..7; 2..7 in de-jesus). */
  pullSize?: number;
  /** A skunked player may pull one fewer (Kendal). Off = anarchist "Stop-it Frank". */
  kendal?: boolean;
  /** Add 12 to the pass numbers. */
  passTwelve?: boolean;
  /** "Pass Numbers as the Queen's Number": the Queen's Number may be a pass number. */
  queenMayPass?: boolean;
  /** The Diagonal: all seven on a long diagonal. */
  diagonal?: boolean;
  /** The Chevron: all seven in a V with its point on d4. */
  chevron?: boolean;
  /** One direction per glass per turn. */
  oneDirection?: boolean;
  /** Hardcore: the Player drinks the whole pull. */
  hardcore?: boolean;
  /** One Man's Poison. */
  onePoison?: boolean;
  /** No-score game: endless stakes, nobody wins. */
  noScore?: boolean;
  /** Spectator Muggins. */
  spectatorMuggins?: boolean;
  /** Calling the Queen: 'auto' (default) or 'manual'. */
  queenCall?: QueenCall;
  /** Bottles per player (1..9). */
  bottles?: number;
  /** Shots per bottle (1..40). */
  shotsPerBottle?: number;
  /** Anarchist Law-Law: the initiative winner may hand the first turn over. */
  lawLaw?: boolean;
  /** Anarchist Damon Law: doubles equal to the Prophet's Number are called, then pass. */
  damonLaw?: boolean;
  /** Anarchist: players agreed to re-roll a Prophet's Number of 2, 11 or 12. */
  prophetReroll?: boolean;
  /** Anarchist: the Prophet's Number is the total of the first initiative roll. */
  prophetFromInitiative?: boolean;
  /** Anarchist: the seven anarchy spots, e.g. "b1 e2 a3 d4 g5 c6 f7". */
  spots?: string;
  /** de-jesus: rank the players by shots drunk ('drunk', default) or by coins ('coins': stake left plus shots captured). */
  ranking?: Ranking;
}

/** Rules while an option is being applied: a copy of the preset's, open to change. */
export type RulesDraft = { -readonly [K in keyof RuleSet]: RuleSet[K] };

/** One option: everything the engine, the board and the tools know about it. */
export interface OptionRow<V, K extends OptionKind = OptionKind> {
  readonly kind: K;
  /** The presets whose rules accept the option; the others refuse it. */
  readonly presets: readonly PresetName[];
  /** Presets that accept it although no value changes anything (hardcore in de-jesus). */
  readonly fixedIn?: readonly PresetName[];
  /** Whole numbers: the accepted range on a preset. */
  readonly range?: (preset: PresetName) => IntRange;
  /** The option's code in a rules link (`ps` in `powell~ps6`): lower-case letters, unique. */
  readonly code: string;
  /**
   * Put a value (of the right kind, on a preset that accepts it, within range) into the rules being
   * built. Returns why the value is refused, when it is; nothing when it was applied.
   */
  readonly apply: (rules: RulesDraft, value: V, preset: PresetName, base: RuleSet) => string | undefined;
  /** The option's value in resolved rules: the inverse of `apply`. */
  readonly read: (rules: RuleSet) => V;
}

/** Every preset, for options none refuses. */
const ALL: readonly PresetName[] = PRESETS;
const WITH_QUEEN: readonly PresetName[] = ['powell', 'da-gucci', 'anarchist'];
const FILE_MOVES: readonly PresetName[] = ['powell', 'da-gucci', 'de-jesus'];
const ANARCHIST: readonly PresetName[] = ['anarchist'];

/** A switch that sets one field of the rules to its value, and reads it back from there. */
function flag(
  field: 'kendal' | 'fullDiagonal' | 'oneDirection' | 'onePoison' | 'noScore' | 'spectatorMuggins' | 'lawLaw' | 'damonLaw' | 'queenFromInitiative',
  code: string,
  presets: readonly PresetName[],
): OptionRow<boolean, 'boolean'> {
  return {
    kind: 'boolean',
    presets,
    code,
    apply: (r, v) => {
      r[field] = v;
      return undefined;
    },
    read: (r) => r[field],
  };
}

/** A whole number that sets one field of the rules, within a range. */
function count(field: 'pullSize' | 'bottles' | 'shotsPerBottle', code: string, range: (preset: PresetName) => IntRange): OptionRow<number, 'integer'> {
  return {
    kind: 'integer',
    presets: ALL,
    range,
    code,
    apply: (r, v) => {
      r[field] = v;
      return undefined;
    },
    read: (r) => r[field],
  };
}

/** The anarchy spots: seven squares through d4, no two on one rank, file or diagonal. */
function applySpots(r: RulesDraft, value: string): string | undefined {
  let squares: number[];
  try {
    squares = parseSquareList(value);
  } catch (e) {
    return (e as Error).message;
  }
  if (squares.length !== 7) return `expected 7 squares, got ${squares.length}`;
  if (!squares.includes(CENTRE)) return 'the spots must include the centre, d4';
  if (!isQueensPlacement(squares)) return 'no two spots may share a rank, file or diagonal';
  r.spots = Object.freeze(squares.sort((a, b) => a - b));
  return undefined;
}

/**
 * The rule options, one row each, in the order the engine reads them (and links and forms list
 * them). The order is part of `resolveRules`' cache key and of every rules link: add new rows at the end.
 */
export const OPTION_ROWS = {
  pullSize: count('pullSize', 'ps', (preset) => ({ min: preset === 'de-jesus' ? 2 : 4, max: 7 })),
  kendal: flag('kendal', 'k', WITH_QUEEN),
  passTwelve: {
    kind: 'boolean',
    presets: FILE_MOVES,
    code: 't',
    apply: (r, v) => {
      r.passNumbers = v ? [7, 11, 12] : [7, 11];
      return undefined;
    },
    read: (r) => r.passNumbers.includes(12),
  },
  queenMayPass: {
    kind: 'boolean',
    presets: ['powell', 'da-gucci'],
    code: 'qp',
    apply: (r, v) => {
      r.queenRerolls = v ? [] : [7, 11];
      return undefined;
    },
    read: (r) => r.queenRerolls.length === 0,
  },
  diagonal: flag('fullDiagonal', 'd', ['powell', 'da-gucci']),
  chevron: {
    kind: 'boolean',
    presets: WITH_QUEEN,
    code: 'c',
    apply: (r, v, preset) => {
      r.chevrons = v ? (preset === 'anarchist' ? 4 : 2) : 0;
      return undefined;
    },
    read: (r) => r.chevrons > 0,
  },
  oneDirection: flag('oneDirection', 'od', ALL),
  hardcore: {
    kind: 'boolean',
    presets: ALL,
    fixedIn: ['de-jesus'],
    code: 'h',
    apply: (r, v, _preset, base) => {
      r.share = v ? 'all' : base.share;
      return undefined;
    },
    read: (r) => r.share === 'all',
  },
  onePoison: flag('onePoison', 'op', ALL),
  noScore: flag('noScore', 'ns', ALL),
  spectatorMuggins: flag('spectatorMuggins', 'sm', ['powell', 'da-gucci']),
  queenCall: {
    kind: 'queen-call',
    presets: WITH_QUEEN,
    code: 'q',
    apply: (r, v) => {
      r.queenCall = v;
      return undefined;
    },
    read: (r) => r.queenCall,
  },
  bottles: count('bottles', 'b', () => ({ min: 1, max: 9 })),
  shotsPerBottle: count('shotsPerBottle', 's', () => ({ min: 1, max: 40 })),
  lawLaw: flag('lawLaw', 'll', ANARCHIST),
  damonLaw: flag('damonLaw', 'dl', ANARCHIST),
  prophetReroll: {
    kind: 'boolean',
    presets: ANARCHIST,
    code: 'pr',
    apply: (r, v) => {
      r.queenRerolls = v ? [2, 11, 12] : [];
      return undefined;
    },
    read: (r) => r.queenRerolls.length > 0,
  },
  prophetFromInitiative: flag('queenFromInitiative', 'pi', ANARCHIST),
  spots: {
    kind: 'squares',
    presets: ANARCHIST,
    code: 'sp',
    apply: applySpots,
    read: (r) => r.spots.map(squareName).join(' '),
  },
  ranking: {
    kind: 'ranking',
    presets: ['de-jesus'],
    code: 'rk',
    apply: (r, v) => {
      r.ranking = v;
      return undefined;
    },
    read: (r) => r.ranking,
  },
} as const satisfies { readonly [K in keyof RuleOptions]-?: OptionRow<NonNullable<RuleOptions[K]>> };

/** An option's name. */
export type OptionName = keyof typeof OPTION_ROWS;

/** Every option name, in the table's order. */
export const OPTION_NAMES = Object.keys(OPTION_ROWS) as OptionName[];

/** Every option name, with the kind of value it takes (from the table). */
export const OPTION_KINDS = Object.fromEntries(OPTION_NAMES.map((n) => [n, OPTION_ROWS[n].kind])) as {
  readonly [K in OptionName]: (typeof OPTION_ROWS)[K]['kind'];
};

/** One option's row, typed by its value (the table's rows, looked up by a name known only at run time). */
export const optionRow = <K extends OptionName>(name: K): OptionRow<NonNullable<RuleOptions[K]>> =>
  OPTION_ROWS[name] as unknown as OptionRow<NonNullable<RuleOptions[K]>>;

/** An option's value in resolved rules (for an option the preset refuses, the answer means nothing). */
export const readOption = <K extends OptionName>(name: K, rules: RuleSet): NonNullable<RuleOptions[K]> => optionRow(name).read(rules);

/** Does this preset accept this option? Read from the table; nothing is tried. */
export const optionAppliesTo = (name: OptionName, preset: PresetName): boolean => (OPTION_ROWS[name].presets as readonly PresetName[]).includes(preset);
