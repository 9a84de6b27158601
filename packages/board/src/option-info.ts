/**
 * What the settings panel says about each rule set and each rule option: a label and one line in plain
 * words (written here, keyed by option name), and, read from the engine's option table (`OPTION_ROWS`),
 * which presets accept the option, the range of a number, and the value each preset plays with.
 * Pure: no DOM, and nothing is tried at load. The tests check the table agrees with `resolveRules`.
 */
import {
  OPTION_KINDS,
  OPTION_NAMES,
  OPTION_ROWS,
  PRESETS,
  PRESET_RULES,
  QUEEN_CALLS,
  RANKINGS,
  readOption,
  squareName,
  type IntRange,
  type OptionName,
  type OptionRow,
  type PresetName,
  type QueenCall,
  type Ranking,
  type RuleOptions,
  type RuleSet,
  resolveRules,
} from '@tablero/engine';

/** The kind of value an option takes (the engine's `OPTION_KINDS`). */
export type OptionKind = (typeof OPTION_KINDS)[OptionName];
/** One option's value: a switch, a number, 'auto'/'manual', or square names. */
export type OptionValue = boolean | number | string;
/** Values by option name; a loose `RuleOptions` (the engine checks the kinds). */
export type OptionValues = Partial<Record<OptionName, OptionValue>>;

/** Where the panel shows an option: the rulebook's variants, a house rule, or the stake. */
export type OptionGroup = 'variant' | 'house' | 'stake';

/** A preset as the panel names it. */
export interface PresetInfo {
  readonly name: PresetName;
  /** e.g. "Powell (the default)". */
  readonly label: string;
  /** One line on what makes this rule set itself. */
  readonly about: string;
}

/** One choice of a select-like option (queenCall). */
interface OptionChoice {
  readonly value: string;
  readonly label: string;
}

/** What the panel needs to show one rule option. */
export interface OptionInfo {
  readonly name: OptionName;
  readonly kind: OptionKind;
  readonly group: OptionGroup;
  /** e.g. "The Chevron". */
  readonly label: string;
  /** One line: what it changes at the table. */
  readonly about: string;
  /** The presets whose rules accept this option (the engine's table). */
  readonly presets: readonly PresetName[];
  /** Presets that accept it although no value changes anything (hardcore in de-jesus: they drink it all anyway). */
  readonly fixedIn: readonly PresetName[];
  /** For integer options: the accepted range in each preset it applies to. */
  readonly range: Partial<Record<PresetName, IntRange>>;
  /** For queenCall and ranking: their values, with labels. */
  readonly choices: readonly OptionChoice[];
}

/** The four rule sets, in the engine's order: each one's label and its line. */
const PRESET_WORDS: Record<PresetName, readonly [label: string, about: string]> = {
  powell: ['Powell (the default)', 'Glasses slide along their own files, five or more in a row make a pull, and 7 or 11 hands the dice over.'],
  'da-gucci': ['Da Gucci', 'Like Powell, but 12 passes too, a glass keeps one direction all turn, and a pull needs six or seven.'],
  anarchist: ['Anarchist', 'Glasses start on the anarchy spots and move like rooks; doubles pass; six in any straight line must be pulled.'],
  'de-jesus': ['De Jesus', 'The old gambling game: you place the glasses, take two or more in a row, and whoever drinks most wins.'],
};

/** A preset as the panel names it, by name. */
export const PRESET_INFO: Readonly<Record<PresetName, PresetInfo>> = Object.fromEntries(
  PRESETS.map((name) => [name, { name, label: PRESET_WORDS[name][0], about: PRESET_WORDS[name][1] }]),
) as Record<PresetName, PresetInfo>;

/** The hand-written half of each option's info: its group, label and line. */
const WORDS: Record<OptionName, readonly [group: OptionGroup, label: string, about: string]> = {
  pullSize: ['variant', 'Pull size', 'The fewest glasses in a row that may be pulled.'],
  kendal: [
    'variant',
    'Kendal for a skunked player',
    'A player whose stake is nearly gone may pull a line one glass shorter (off is anarchist "Stop-it Frank").',
  ],
  passTwelve: ['variant', '12 passes the dice', 'A roll of 12 hands the dice over, just like 7 and 11.'],
  queenMayPass: [
    'variant',
    "Pass numbers may be the Queen's",
    "A Queen's Number of 7 or 11 stands instead of being rolled again: toast first, then the dice pass.",
  ],
  diagonal: ['variant', 'The Diagonal', 'All seven glasses on a corner-to-corner diagonal make a line to pull.'],
  chevron: ['variant', 'The Chevron', 'All seven glasses in a V with its point on d4 make a line to pull.'],
  oneDirection: ['variant', 'One direction per turn', 'Once a glass has moved one way this turn, it may not turn back until the dice pass.'],
  hardcore: ['variant', 'Hardcore', 'Whoever pulls drinks the whole line, with nothing shared out.'],
  onePoison: [
    'variant',
    "One Man's Poison",
    'Swap equal stakes; glasses stay empty, and each shot is poured just before it is drunk, by the player not drinking it.',
  ],
  noScore: ['variant', 'No-score game', 'Stakes never run dry and nobody wins: play just for the fun of it.'],
  spectatorMuggins: ['variant', 'Spectator Muggins', "Someone watching may also catch a missed Queen's Number, once both glasses of the roll have moved."],
  queenCall: [
    'variant',
    "Calling the Queen's Number",
    "The board can call the Queen's (or Prophet's) Number for you, or you can watch for it and risk muggins.",
  ],
  bottles: ['stake', 'Bottles each', 'How many bottles each player brings to the table.'],
  shotsPerBottle: ['stake', 'Shots per bottle', 'How many shots one bottle pours.'],
  lawLaw: ['house', 'Law-Law', 'Whoever wins the starting roll may give the first turn to the other side.'],
  damonLaw: ['house', 'Damon Law', "Doubles that match the Prophet's Number are called as the Prophet's roll, and then the dice pass."],
  prophetReroll: ['house', "Re-roll a Prophet's 2, 11 or 12", "The players agree to roll again when the Prophet's Number comes up 2, 11 or 12."],
  prophetFromInitiative: [
    'house',
    "Prophet's Number from the first roll",
    "The total of the first roll for who starts becomes the Prophet's Number; no spectator needed.",
  ],
  spots: ['house', 'Anarchy spots', 'Seven squares, d4 among them, no two sharing a rank, file or diagonal; the glasses start there.'],
  ranking: [
    'variant',
    'Who wins at the end',
    'Our reading ranks by shots drunk; the old gambling game counted coins: the stake left plus everything captured.',
  ],
};

const QUEEN_CALL_LABELS: Record<QueenCall, string> = {
  auto: 'The board calls it for me',
  manual: 'I call it myself (muggins if I miss)',
};

const RANKING_LABELS: Record<Ranking, string> = {
  drunk: 'Most shots drunk',
  coins: 'Most coins: stake left plus shots captured',
};

/**
 * The value an option has in resolved rules: the inverse of what `resolveRules` does with it (the
 * engine's `readOption`). For an option that does not apply to `rules.preset` the answer means nothing.
 */
export const optionValue = (name: OptionName, rules: RuleSet): OptionValue => readOption(name, rules);

function buildInfo(name: OptionName): OptionInfo {
  const row: Pick<OptionRow<OptionValue>, 'kind' | 'presets' | 'range' | 'fixedIn'> = OPTION_ROWS[name];
  const presets = row.presets;
  const range: Partial<Record<PresetName, IntRange>> = {};
  for (const preset of presets) {
    const r = row.range?.(preset);
    if (r) range[preset] = r;
  }
  const choices =
    row.kind === 'queen-call'
      ? QUEEN_CALLS.map((value) => ({ value, label: QUEEN_CALL_LABELS[value] }))
      : row.kind === 'ranking'
        ? RANKINGS.map((value) => ({ value, label: RANKING_LABELS[value] }))
        : [];
  const fixedIn = row.fixedIn ?? [];
  const [group, label, about] = WORDS[name];
  return { name, kind: OPTION_KINDS[name], group, label, about, presets, fixedIn, range, choices };
}

/** Every option's info, by name (built once, from the engine's table and the words here). */
export const OPTION_INFO: Readonly<Record<OptionName, OptionInfo>> = Object.fromEntries(OPTION_NAMES.map((name) => [name, buildInfo(name)])) as Record<
  OptionName,
  OptionInfo
>;

/** The options that apply to a preset, in the engine's order, optionally of one group. */
export const optionsFor = (preset: PresetName, group?: OptionGroup): OptionInfo[] =>
  OPTION_NAMES.map((n) => OPTION_INFO[n]).filter((o) => o.presets.includes(preset) && (group === undefined || o.group === group));

/**
 * The value of every option that applies to `preset`, as these options make it: what a form should
 * show. Options the engine refuses are ignored (the preset's own value shows instead).
 */
export function valuesFor(preset: PresetName, options: RuleOptions): OptionValues {
  let rules: RuleSet;
  try {
    rules = resolveRules(preset, options);
  } catch {
    rules = PRESET_RULES[preset];
  }
  const out: OptionValues = {};
  for (const info of optionsFor(preset)) out[info.name] = optionValue(info.name, rules);
  return out;
}

/**
 * Only the options whose value differs from what the preset plays anyway, in the engine's order. The
 * result resolves to the same rules as the input (the tests check it). Values of the wrong kind are
 * kept, so the engine can still name them.
 */
export function changedOptions(preset: PresetName, options: OptionValues | RuleOptions): RuleOptions {
  const base = PRESET_RULES[preset];
  const out: Record<string, OptionValue> = {};
  const given = options as OptionValues;
  for (const name of OPTION_NAMES) {
    const v = given[name];
    if (v === undefined) continue;
    if (name === 'spots' && typeof v === 'string' && sameSpots(v, base.spots)) continue;
    if (v !== optionValue(name, base)) out[name] = v;
  }
  return out as RuleOptions;
}

/** Do these square names list exactly the preset's spots, in any order? */
function sameSpots(text: string, spots: readonly number[]): boolean {
  const names = text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean)
    .sort();
  const own = spots.map(squareName).sort();
  return names.length === own.length && names.every((n, i) => n === own[i]);
}

/**
 * A rule set and its options in words, for a summary line: "Powell with The Diagonal, Pull size 6".
 * Only the options that change the preset are named (see `changedOptions`).
 */
export function rulesInWords(preset: PresetName, options: RuleOptions): string {
  // The panel's label without its aside: "Powell (the default)" is "Powell" here.
  const name = PRESET_INFO[preset].label.replace(/ \(.*\)$/, '');
  const changes = Object.entries(changedOptions(preset, options)).map(([key, v]) => {
    const info = OPTION_INFO[key as OptionName];
    if (v === true) return info.label;
    if (v === false) return `no ${info.label}`;
    const choice = info.choices.find((c) => c.value === v);
    return choice ? `${info.label}: ${choice.label}` : `${info.label} ${String(v)}`;
  });
  return changes.length ? `${name} with ${changes.join(', ')}` : name;
}
