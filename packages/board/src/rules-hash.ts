/**
 * Rules in a link: a preset and its options as a short string for a page's URL hash, and back. Pure
 * (no DOM): `readHash` and `hashFor` take and give hash strings, the element touches `location`.
 *
 * The string is the preset's name, then one `~token` for each option whose value differs from what the
 * preset plays anyway (see `changedOptions`), in the engine's option order:
 *
 *     powell                      the default rules
 *     anarchist~ps5~k0~qm         anarchist, pulls of five, no Kendal, the Prophet called by hand
 *     powell~t1~c1~b3~s10         powell, 12 passes, The Chevron, three bottles of ten shots
 *
 * A token is the option's code followed by its value: `1`/`0` for a switch, digits for a number, `a`/`m`
 * for queenCall (auto, manual), square names run together for spots (`spb1e2a3d4g5c6f7`).
 *
 * | option | code | | option | code |
 * | --- | --- | --- | --- | --- |
 * | pullSize | `ps` 4 | | spectatorMuggins | `sm` 1 |
 * | kendal | `k` 0 | | queenCall | `q` a, m |
 * | passTwelve | `t` 1 | | bottles | `b` 3 |
 * | queenMayPass | `qp` 1 | | shotsPerBottle | `s` 10 |
 * | diagonal | `d` 1 | | lawLaw | `ll` 1 |
 * | chevron | `c` 1 | | damonLaw | `dl` 1 |
 * | oneDirection | `od` 1 | | prophetReroll | `pr` 1 |
 * | hardcore | `h` 1 | | prophetFromInitiative | `pi` 1 |
 * | onePoison | `op` 1 | | spots | `sp` b1e2a3d4g5c6f7 |
 * | noScore | `ns` 1 | | ranking | `rk` d, c |
 *
 * (The codes live in the engine's option table; a test checks this table against them.)
 *
 * Every character is URL-safe (a-z, 0-9, `-`, `~`), so nothing is percent-encoded. In a hash the string
 * is the value of a `rules=` key, next to any other keys the page keeps there: `#rules=powell~c1&step=3`.
 * Reading is case-insensitive and never throws: a bad string gives `{ ok: false, why }`, and the rules
 * are checked with the engine (`rulesProblem`), so a string that parses is one a board can play.
 */
import {
  OPTION_KINDS,
  OPTION_NAMES,
  OPTION_ROWS,
  PRESETS,
  isPreset,
  rulesProblem,
  type OptionKind,
  type OptionName,
  type PresetName,
  type RuleOptions,
} from '@tablero/engine';
import { changedOptions } from './option-info.ts';

/** Each option's code in the string (the `code` of its row in the engine's `OPTION_ROWS`). */
export const OPTION_CODES = Object.fromEntries(OPTION_NAMES.map((n) => [n, OPTION_ROWS[n].code])) as Readonly<Record<OptionName, string>>;

/** The key of the hash that holds the rules. */
const HASH_KEY = 'rules';
/** Longer strings are refused unread (the longest real one is well under 100 characters). */
export const MAX_LENGTH = 200;

/** Rules read from a string, or why they could not be. */
export type RulesHashResult = { readonly ok: true; readonly rules: PresetName; readonly options: RuleOptions } | { readonly ok: false; readonly why: string };

/** How a value of each kind is written in a token: the pattern of its text, and the way there and back. */
const TOKEN_KINDS: Record<OptionKind, readonly [pattern: string, write: (value: unknown) => string, read: (text: string) => boolean | number | string]> = {
  boolean: ['[01]', (v) => (v ? '1' : '0'), (t) => t === '1'],
  integer: ['\\d{1,3}', String, Number],
  'queen-call': ['[am]', (v) => (v === 'manual' ? 'm' : 'a'), (t) => (t === 'm' ? 'manual' : 'auto')],
  ranking: ['[dc]', (v) => (v === 'coins' ? 'c' : 'd'), (t) => (t === 'c' ? 'coins' : 'drunk')],
  squares: [
    '(?:[a-z]\\d)+',
    (v) =>
      String(v)
        .toLowerCase()
        .split(/[\s,]+/)
        .join(''),
    (t) => (t.match(/../g) ?? []).join(' '),
  ],
};

/**
 * The short string for a preset and options: `anarchist~ps5~k0`. Options the preset plays anyway are
 * left out. Give it options `resolveRules` accepts; others are written as they are, and reading them
 * back gives the engine's complaint.
 */
export function formatRules(rules: PresetName, options: RuleOptions = {}): string {
  const changed = changedOptions(rules, options);
  const tokens = OPTION_NAMES.filter((n) => changed[n] !== undefined).map((n) => OPTION_CODES[n] + TOKEN_KINDS[OPTION_KINDS[n]][1](changed[n]));
  return [rules, ...tokens].join('~');
}

/** Each option's token, as a pattern whose group 1 is the value. */
const TOKEN_PATTERNS: readonly (readonly [OptionName, RegExp])[] = OPTION_NAMES.map(
  (name) => [name, new RegExp(`^${OPTION_CODES[name]}(${TOKEN_KINDS[OPTION_KINDS[name]][0]})$`)] as const,
);

/** One token to its option and value, or null when it is no token. */
function readToken(token: string): [OptionName, boolean | number | string] | null {
  for (const [name, pattern] of TOKEN_PATTERNS) {
    const m = pattern.exec(token);
    if (m) return [name, TOKEN_KINDS[OPTION_KINDS[name]][2](m[1])];
  }
  return null;
}

/**
 * Read a string written by `formatRules`. Never throws: unknown presets, unknown or repeated tokens and
 * rules the engine refuses give `{ ok: false, why }`.
 */
export function parseRules(text: string): RulesHashResult {
  const raw = text.trim().toLowerCase();
  if (raw === '') return { ok: false, why: 'no rules were given' };
  if (raw.length > MAX_LENGTH) return { ok: false, why: `the rules are ${raw.length} characters long; at most ${MAX_LENGTH} are read` };
  const [preset, ...tokens] = raw.split('~');
  if (!isPreset(preset)) return { ok: false, why: `"${preset}" is not a rule set (try ${PRESETS.join(', ')})` };
  const options: Record<string, boolean | number | string> = {};
  for (const token of tokens) {
    const read = readToken(token);
    if (!read) return { ok: false, why: token === '' ? 'there is an empty part between two "~"' : `"${token}" is not a rule option we know` };
    const [name, value] = read;
    if (name in options) return { ok: false, why: `${name} is given twice` };
    options[name] = value;
  }
  const problem = rulesProblem(preset, options as RuleOptions);
  if (problem) return { ok: false, why: problem.message };
  return { ok: true, rules: preset, options: options as RuleOptions };
}

/** The hash's `key=value` parts, without the leading `#`. */
const hashParts = (hash: string): string[] => hash.replace(/^#/, '').split('&').filter(Boolean);

/** Is this part of a hash the rules (`rules=...`, or a bare `rules`)? */
const isRulesPart = (part: string): boolean => part === HASH_KEY || part.startsWith(`${HASH_KEY}=`);

/**
 * The rules in a hash such as `location.hash` (`#rules=powell~c1&step=3`): null when it has no `rules`
 * key, else what `parseRules` makes of its value.
 */
export function readHash(hash: string): RulesHashResult | null {
  const part = hashParts(hash).find(isRulesPart);
  if (part === undefined) return null;
  let value: string;
  try {
    value = decodeURIComponent(part.slice(HASH_KEY.length + 1));
  } catch {
    return { ok: false, why: 'the rules in the link are not readable (a broken % escape)' };
  }
  return parseRules(value);
}

/**
 * A hash (with its `#`) holding these rules: the `rules` key of `hash` is replaced, or added at the end;
 * every other part of `hash` stays as it was.
 */
export function hashFor(hash: string, rules: PresetName, options: RuleOptions = {}): string {
  const entry = `${HASH_KEY}=${formatRules(rules, options)}`;
  const parts = hashParts(hash);
  const i = parts.findIndex(isRulesPart);
  const kept = parts.filter((p, j) => j <= i || !isRulesPart(p));
  if (i >= 0) kept[i] = entry;
  else kept.push(entry);
  return `#${kept.join('&')}`;
}
