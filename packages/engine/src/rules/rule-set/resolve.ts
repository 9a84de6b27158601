/**
 * Rule sets: the four presets as plain objects, and the variants and house rules that can be
 * switched on top of them. `resolveRules(preset, options)` gives the complete `RuleSet` a game
 * runs on, or throws a `RulesError` naming the option and value it rejects.
 */
import { OPTION_KINDS, OPTION_NAMES, optionRow, type OptionName, type OptionRow, type RulesDraft, type RuleOptions } from './options.ts';
import { PRESETS, QUEEN_CALLS, RANKINGS, type PresetName, type RuleSet } from './types.ts';
import { POWELL } from './presets/powell.ts';
import { DA_GUCCI } from './presets/da-gucci.ts';
import { ANARCHIST, DEFAULT_SPOTS } from './presets/anarchist.ts';
import { DE_JESUS } from './presets/de-jesus.ts';
import { clip, quoteValue } from '../quote.ts';

export { DEFAULT_SPOTS, quoteValue };
export * from './types.ts';
export * from './options.ts';

/**
 * An option or preset the rules cannot accept. `option` and `value` name what was wrong, `why` says
 * why in words (`"b1:" is not a square`), and `message` is the whole sentence (`spots="b1: e2": ...`)
 * with the option and value quoted short.
 */
export class RulesError extends Error {
  readonly option: string;
  readonly value: unknown;
  /** The reason alone, without the option and value in front. */
  readonly why: string;
  constructor(option: string, value: unknown, why: string) {
    super(`${clip(option)}=${quoteValue(value)}: ${why}`);
    this.name = 'RulesError';
    this.option = option;
    this.value = value;
    this.why = why;
  }
}

/** The four presets, as plain objects (one file each under presets/). */
export const PRESET_RULES: Readonly<Record<PresetName, RuleSet>> = {
  powell: POWELL,
  'da-gucci': DA_GUCCI,
  anarchist: ANARCHIST,
  'de-jesus': DE_JESUS,
};

/** Is this a preset name? */
export const isPreset = (name: string): name is PresetName => (PRESETS as readonly string[]).includes(name);

function checkKind(name: OptionName, value: unknown): void {
  const kind = OPTION_KINDS[name];
  if (kind === 'boolean' && typeof value !== 'boolean') throw new RulesError(name, value, 'expected true or false');
  if (kind === 'integer' && !Number.isInteger(value)) throw new RulesError(name, value, 'expected a whole number');
  if (kind === 'queen-call' && !(QUEEN_CALLS as readonly unknown[]).includes(value))
    throw new RulesError(name, value, `expected one of ${QUEEN_CALLS.join(', ')}`);
  if (kind === 'ranking' && !(RANKINGS as readonly unknown[]).includes(value)) throw new RulesError(name, value, `expected one of ${RANKINGS.join(', ')}`);
  if (kind === 'squares' && typeof value !== 'string') throw new RulesError(name, value, 'expected square names like "b1 e2 a3 d4 g5 c6 f7"');
}

/**
 * Build the rules for a preset with options on top. Throws `RulesError` for an unknown preset,
 * an unknown option, a value of the wrong kind or range, or an option the preset contradicts.
 */
export function resolveRules(preset: string = 'powell', options: RuleOptions = {}): RuleSet {
  if (typeof preset !== 'string') throw new RulesError('rules', preset, `expected a rule set name: one of ${PRESETS.join(', ')}`);
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new RulesError('options', options, 'expected an object of options, like { "pullSize": 6 }');
  // Names and kinds are checked before the cache is asked, so the answer never depends on what was
  // resolved before (JSON.stringify drops an unknown key whose value is undefined, and throws on a BigInt).
  const names = Object.keys(options);
  for (const key of names) {
    if (!Object.hasOwn(OPTION_KINDS, key))
      throw new RulesError(key, (options as Record<string, unknown>)[key], `unknown option; expected one of ${OPTION_NAMES.join(', ')}`);
    const value = options[key as OptionName];
    if (value !== undefined) checkKind(key as OptionName, value);
  }
  // Resolved rules are frozen and shared: the same setup gives the same object, so per-rules caches
  // (line geometry) are built once, not once per game.
  // The key lists the options in one order (OPTION_NAMES), however the caller wrote them; no options
  // (every new game with the preset's rules) skip the slower stringify with a key list.
  const key = names.length === 0 ? preset : `${preset}|${JSON.stringify(options, OPTION_NAMES)}`;
  const cached = resolved.get(key);
  if (cached) return cached;
  const rules = Object.freeze(buildRules(preset, options));
  RESOLVED.add(rules);
  if (resolved.size < 1000) resolved.set(key, rules);
  return rules;
}

/**
 * Rule sets already built, by preset and options: a memo whose entries are frozen and never replaced
 * (the same key always gives rules equal in every field).
 */
const resolved = new Map<string, RuleSet>();
/** Every rule set `resolveRules` has built (frozen): these need no checking. Only ever added to. */
const RESOLVED = new WeakSet<RuleSet>();

/** Did `resolveRules` (or `checkRules`) make this rule set? Such rules need no checking. */
export const isResolvedRules = (value: unknown): value is RuleSet => typeof value === 'object' && value !== null && RESOLVED.has(value as RuleSet);

/**
 * The engine's verdict on a preset and options, as a value rather than a throw: `null` when they make
 * rules, else the `RulesError` that `resolveRules` would throw (for forms and links that show the reason).
 */
export function rulesProblem(preset: string, options: RuleOptions = {}): RulesError | null {
  try {
    resolveRules(preset, options);
    return null;
  } catch (e) {
    if (e instanceof RulesError) return e;
    throw e;
  }
}

function buildRules(preset: string, options: RuleOptions): RuleSet {
  if (!isPreset(preset)) throw new RulesError('rules', preset, `unknown rule set; expected one of ${PRESETS.join(', ')}`);
  const base = PRESET_RULES[preset];
  const r: RulesDraft = { ...base };
  // Names and kinds were checked by resolveRules, the only caller.
  for (const key of Object.keys(options)) {
    const name = key as OptionName;
    const value = options[name];
    if (value === undefined) continue;
    const row = optionRow(name) as OptionRow<typeof value>;
    if (!row.presets.includes(preset)) throw new RulesError(name, value, `does not apply to the ${preset} rules (only ${row.presets.join(', ')})`);
    if (row.range) {
      const { min, max } = row.range(preset);
      if ((value as number) < min || (value as number) > max) throw new RulesError(name, value, `expected ${min} to ${max}`);
    }
    const refused = row.apply(r, value, preset, base);
    if (refused !== undefined) throw new RulesError(name, value, refused);
  }
  // House rule "the Queen's Number is never a pass number": re-roll whatever the pass numbers are.
  if (r.queenRerolls.length && preset !== 'anarchist') r.queenRerolls = [...r.passNumbers];
  if (r.kendal && r.pullSize - 1 < 2) throw new RulesError('kendal', true, `a Kendal would be a pull of ${r.pullSize - 1}; turn kendal off or raise pullSize`);
  return r;
}

/**
 * Does the board show every glass empty? True in One Man's Poison, where a glass on the board only stands
 * ready (its `fill` says who set it out) and each shot is poured just before it is drunk, by the side
 * not drinking it.
 */
export const glassesShownEmpty = (rules: RuleSet): boolean => rules.onePoison;

/** Total shots each player brings. */
export const stakeSize = (rules: RuleSet): number => rules.bottles * rules.shotsPerBottle;
