/**
 * What the settings panel says about each rule set and each rule option: a label, one line in plain
 * words, and (asked of the engine, not written by hand) which presets accept the option, the range of a
 * number, and the value each preset plays with. Pure: no DOM.
 *
 * Applicability and ranges come from probing `resolveRules`: an option applies to a preset when the
 * engine accepts some value of it there. The tests check the probe agrees with the engine.
 */
import {
  OPTION_KINDS,
  OPTION_NAMES,
  PRESETS,
  PRESET_RULES,
  QUEEN_CALLS,
  resolveRules,
  squareName,
  type OptionName,
  type PresetName,
  type QueenCall,
  type RuleOptions,
  type RuleSet,
} from '@tablero/engine';

/** The kind of value an option takes (the engine's `OPTION_KINDS`). */
export type OptionKind = (typeof OPTION_KINDS)[OptionName];
/** One option's value: a switch, a number, 'auto'/'manual', or square names. */
export type OptionValue = boolean | number | string;
/** Values by option name; a loose `RuleOptions` (the engine checks the kinds). */
export type OptionValues = Partial<Record<OptionName, OptionValue>>;

/** Where the panel shows an option: the rulebook's variants, a house rule, or the stake. */
export const OPTION_GROUPS = ['variant', 'house', 'stake'] as const;
export type OptionGroup = (typeof OPTION_GROUPS)[number];

/** A preset as the panel names it. */
export interface PresetInfo {
  readonly name: PresetName;
  /** e.g. "Powell (the default)". */
  readonly label: string;
  /** One line on what makes this rule set itself. */
  readonly about: string;
}

/** An inclusive range of whole numbers. */
export interface IntRange {
  readonly min: number;
  readonly max: number;
}

/** One choice of a select-like option (queenCall). */
export interface OptionChoice {
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
  /** The presets whose rules accept this option (derived from `resolveRules`). */
  readonly presets: readonly PresetName[];
  /** Presets that accept it although no value changes anything (hardcore in de-jesus: they drink it all anyway). */
  readonly fixedIn: readonly PresetName[];
  /** For integer options: the accepted range in each preset it applies to. */
  readonly range: Partial<Record<PresetName, IntRange>>;
  /** For queenCall: its values, with labels. */
  readonly choices: readonly OptionChoice[];
  /** The value each applicable preset plays with when the option is left out. */
  readonly defaults: Partial<Record<PresetName, OptionValue>>;
}

/** The four rule sets, in the engine's order. */
export const PRESET_INFO: Readonly<Record<PresetName, PresetInfo>> = {
  powell: {
    name: 'powell',
    label: 'Powell (the default)',
    about: 'Glasses slide along their own files, five or more in a row make a pull, and 7 or 11 hands the dice over.',
  },
  'da-gucci': {
    name: 'da-gucci',
    label: 'Da Gucci',
    about: 'Like Powell, but 12 passes too, a glass keeps one direction all turn, and a pull needs six or seven.',
  },
  anarchist: {
    name: 'anarchist',
    label: 'Anarchist',
    about: 'Glasses start on the anarchy spots and move like rooks; doubles pass; six in any straight line must be pulled.',
  },
  'de-jesus': {
    name: 'de-jesus',
    label: 'De Jesus',
    about: 'The old gambling game: you place the glasses, take two or more in a row, and whoever drinks most wins.',
  },
};

/** The hand-written half of each option's info: words and grouping. */
const WORDS: Record<OptionName, { group: OptionGroup; label: string; about: string }> = {
  pullSize: { group: 'variant', label: 'Pull size', about: 'The fewest glasses in a row that may be pulled.' },
  kendal: {
    group: 'variant',
    label: 'Kendal for a skunked player',
    about: 'A player whose stake is nearly gone may pull a line one glass shorter (off is anarchist "Stop-it Frank").',
  },
  passTwelve: { group: 'variant', label: '12 passes the dice', about: 'A roll of 12 hands the dice over, just like 7 and 11.' },
  queenMayPass: {
    group: 'variant',
    label: "Pass numbers may be the Queen's",
    about: "A Queen's Number of 7 or 11 stands instead of being rolled again: toast first, then the dice pass.",
  },
  diagonal: { group: 'variant', label: 'The Diagonal', about: 'All seven glasses on a corner-to-corner diagonal make a line to pull.' },
  chevron: { group: 'variant', label: 'The Chevron', about: 'All seven glasses in a V with its point on d4 make a line to pull.' },
  oneDirection: {
    group: 'variant',
    label: 'One direction per turn',
    about: 'Once a glass has moved one way this turn, it may not turn back until the dice pass.',
  },
  hardcore: { group: 'variant', label: 'Hardcore', about: 'Whoever pulls drinks the whole line, with nothing shared out.' },
  onePoison: {
    group: 'variant',
    label: "One Man's Poison",
    about: 'Glasses stay empty on the board; each shot is poured just before it is drunk, by the side who owes it.',
  },
  noScore: { group: 'variant', label: 'No-score game', about: 'Stakes never run dry and nobody wins: play just for the fun of it.' },
  spectatorMuggins: {
    group: 'variant',
    label: 'Spectator Muggins',
    about: "Someone watching may also catch a missed Queen's Number, once both glasses of the roll have moved.",
  },
  queenCall: {
    group: 'variant',
    label: "Calling the Queen's Number",
    about: "The board can call the Queen's (or Prophet's) Number for you, or you can watch for it and risk muggins.",
  },
  bottles: { group: 'stake', label: 'Bottles each', about: 'How many bottles each player brings to the table.' },
  shotsPerBottle: { group: 'stake', label: 'Shots per bottle', about: 'How many shots one bottle pours.' },
  lawLaw: { group: 'house', label: 'Law-Law', about: 'Whoever wins the starting roll may give the first turn to the other side.' },
  damonLaw: {
    group: 'house',
    label: 'Damon Law',
    about: "Doubles that match the Prophet's Number are called as the Prophet's roll, and then the dice pass.",
  },
  prophetReroll: {
    group: 'house',
    label: "Re-roll a Prophet's 2, 11 or 12",
    about: "The players agree to roll again when the Prophet's Number comes up 2, 11 or 12.",
  },
  prophetFromInitiative: {
    group: 'house',
    label: "Prophet's Number from the first roll",
    about: "The total of the first roll for who starts becomes the Prophet's Number; no spectator needed.",
  },
  spots: {
    group: 'house',
    label: 'Anarchy spots',
    about: 'Seven squares, d4 among them, no two sharing a rank, file or diagonal; the glasses start there.',
  },
};

const QUEEN_CALL_LABELS: Record<QueenCall, string> = {
  auto: 'The board calls it for me',
  manual: 'I call it myself (muggins if I miss)',
};

/** Square names joined by spaces, as `RuleOptions.spots` takes them. */
export const spotsText = (squares: readonly number[]): string => squares.map(squareName).join(' ');

/**
 * The value an option has in resolved rules: the inverse of what `resolveRules` does with it. For an
 * option that does not apply to `rules.preset` the answer means nothing.
 */
export function optionValue(name: OptionName, rules: RuleSet): OptionValue {
  switch (name) {
    case 'pullSize':
      return rules.pullSize;
    case 'kendal':
      return rules.kendal;
    case 'passTwelve':
      return rules.passNumbers.includes(12);
    case 'queenMayPass':
      return rules.queenRerolls.length === 0;
    case 'diagonal':
      return rules.fullDiagonal;
    case 'chevron':
      return rules.chevrons > 0;
    case 'oneDirection':
      return rules.oneDirection;
    case 'hardcore':
      return rules.share === 'all';
    case 'onePoison':
      return rules.onePoison;
    case 'noScore':
      return rules.noScore;
    case 'spectatorMuggins':
      return rules.spectatorMuggins;
    case 'queenCall':
      return rules.queenCall;
    case 'bottles':
      return rules.bottles;
    case 'shotsPerBottle':
      return rules.shotsPerBottle;
    case 'lawLaw':
      return rules.lawLaw;
    case 'damonLaw':
      return rules.damonLaw;
    case 'prophetReroll':
      return rules.queenRerolls.length > 0;
    case 'prophetFromInitiative':
      return rules.queenFromInitiative;
    case 'spots':
      return spotsText(rules.spots);
  }
}

/** The engine's answer for one option alone on a preset: its rules, or null when it refuses. */
function tryAlone(preset: PresetName, name: OptionName, value: OptionValue): RuleSet | null {
  try {
    return resolveRules(preset, { [name]: value } as RuleOptions);
  } catch {
    return null;
  }
}

/** Integer probes: every count a panel could sensibly offer. */
const PROBE_MAX = 64;

/** Values to ask the engine about, per preset (integers: every whole number up to PROBE_MAX). */
function candidates(name: OptionName, preset: PresetName): OptionValue[] {
  switch (OPTION_KINDS[name]) {
    case 'boolean':
      return [false, true];
    case 'integer':
      return Array.from({ length: PROBE_MAX + 1 }, (_, i) => i);
    case 'queen-call':
      return [...QUEEN_CALLS];
    case 'squares':
      return [spotsText(PRESET_RULES[preset].spots.length ? PRESET_RULES[preset].spots : PRESET_RULES.anarchist.spots)];
  }
}

function buildInfo(name: OptionName): OptionInfo {
  const presets: PresetName[] = [];
  const fixedIn: PresetName[] = [];
  const range: Partial<Record<PresetName, IntRange>> = {};
  const defaults: Partial<Record<PresetName, OptionValue>> = {};
  for (const preset of PRESETS) {
    const accepted = candidates(name, preset)
      .map((v) => ({ v, rules: tryAlone(preset, name, v) }))
      .filter((x): x is { v: OptionValue; rules: RuleSet } => x.rules !== null);
    if (accepted.length === 0) continue;
    presets.push(preset);
    defaults[preset] = optionValue(name, PRESET_RULES[preset]);
    const distinct = new Set(accepted.map((x) => JSON.stringify(x.rules)));
    if (distinct.size === 1 && OPTION_KINDS[name] !== 'squares') fixedIn.push(preset);
    if (OPTION_KINDS[name] === 'integer') {
      const ints = accepted.map((x) => x.v as number);
      range[preset] = { min: Math.min(...ints), max: Math.max(...ints) };
    }
  }
  const choices = OPTION_KINDS[name] === 'queen-call' ? QUEEN_CALLS.map((value) => ({ value, label: QUEEN_CALL_LABELS[value] })) : [];
  return { name, kind: OPTION_KINDS[name], ...WORDS[name], presets, fixedIn, range, choices, defaults };
}

/** Every option's info, by name (built once, by asking the engine). */
export const OPTION_INFO: Readonly<Record<OptionName, OptionInfo>> = Object.fromEntries(
  OPTION_NAMES.map((name) => [name, buildInfo(name)]),
) as Record<OptionName, OptionInfo>;

/** Does the engine accept this option with this preset? */
export const appliesTo = (name: OptionName, preset: PresetName): boolean => OPTION_INFO[name].presets.includes(preset);

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
  const names = text.toLowerCase().split(/[\s,]+/).filter(Boolean).sort();
  const own = spots.map(squareName).sort();
  return names.length === own.length && names.every((n, i) => n === own[i]);
}
