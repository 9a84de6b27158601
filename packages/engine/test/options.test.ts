/**
 * The option table (src/options.ts): what each row says about presets, ranges, fixed values and reading
 * back agrees with what `resolveRules` does, asked here by trying values (the table itself tries
 * nothing); every row has a link code, and the README's table of options has a line for each.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  OPTION_KINDS,
  OPTION_NAMES,
  OPTION_ROWS,
  PRESETS,
  PRESET_RULES,
  QUEEN_CALLS,
  RANKINGS,
  optionAppliesTo,
  optionRow,
  readOption,
  resolveRules,
  rulesProblem,
  type OptionName,
  type PresetName,
  type RuleOptions,
} from '../src/index.ts';

const SPOTS = 'b1 e2 a3 d4 g5 c6 f7';
/** Values of each kind to try: every whole number a form could offer, and some out of range. */
const TRIES: Record<string, readonly (boolean | number | string)[]> = {
  boolean: [false, true],
  integer: Array.from({ length: 70 }, (_, i) => i - 3),
  'queen-call': QUEEN_CALLS,
  ranking: RANKINGS,
  squares: [SPOTS, 'f1 c2 g3 d4 a5 e6 b7', 'a1 c2 e3 g4 b5 d6 f7'],
};
const accepted = (name: OptionName, preset: PresetName): (boolean | number | string)[] =>
  TRIES[OPTION_KINDS[name]].filter((v) => rulesProblem(preset, { [name]: v } as RuleOptions) === null);

describe('OPTION_ROWS', () => {
  it('has one row per option, in the order of OPTION_NAMES, with the kinds of OPTION_KINDS', () => {
    expect(Object.keys(OPTION_ROWS)).toEqual(OPTION_NAMES);
    for (const n of OPTION_NAMES) expect(OPTION_ROWS[n].kind).toBe(OPTION_KINDS[n]);
  });

  it.each(OPTION_NAMES)('%s applies exactly where resolveRules accepts some value of it', (name) => {
    for (const preset of PRESETS) expect(optionAppliesTo(name, preset), `${name} on ${preset}`).toBe(accepted(name, preset).length > 0);
  });

  it.each(OPTION_NAMES.filter((n) => OPTION_KINDS[n] === 'integer'))('%s has the range resolveRules accepts', (name) => {
    for (const preset of PRESETS) {
      const range = optionRow(name).range?.(preset);
      expect(range, `${name} on ${preset}`).toBeDefined();
      const { min, max } = range ?? { min: 0, max: -1 };
      expect(accepted(name, preset), `${name} on ${preset}`).toEqual(Array.from({ length: max - min + 1 }, (_, i) => min + i));
    }
  });

  it.each(OPTION_NAMES)('%s: fixed exactly where no accepted value changes the rules', (name) => {
    const fixedIn = optionRow(name).fixedIn ?? [];
    for (const preset of PRESETS.filter((p) => optionAppliesTo(name, p))) {
      const distinct = new Set(accepted(name, preset).map((v) => JSON.stringify(resolveRules(preset, { [name]: v } as RuleOptions))));
      expect(fixedIn.includes(preset), `${name} on ${preset}`).toBe(OPTION_KINDS[name] !== 'squares' && distinct.size === 1);
    }
  });

  it.each(OPTION_NAMES)("%s: readOption gives back every value it was set to, and the preset's own when left out", (name) => {
    for (const preset of PRESETS.filter((p) => optionAppliesTo(name, p))) {
      const own = readOption(name, PRESET_RULES[preset]);
      expect(resolveRules(preset, { [name]: own } as RuleOptions), `${name}=${String(own)} on ${preset}`).toEqual(resolveRules(preset, {}));
      if (optionRow(name).fixedIn?.includes(preset)) continue;
      for (const v of accepted(name, preset))
        expect(readOption(name, resolveRules(preset, { [name]: v } as RuleOptions)), `${name}=${String(v)} on ${preset}`).toEqual(v);
    }
  });

  it('gives every option its own link code of lower-case letters', () => {
    const codes = OPTION_NAMES.map((n) => OPTION_ROWS[n].code);
    for (const c of codes) expect(c).toMatch(/^[a-z]{1,3}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('the README', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const start = readme.indexOf('### Every option in `RuleOptions`');
  const section = readme.slice(start, readme.indexOf('\n## ', start));
  /** The table's rows: option name, then one cell per preset (powell, da-gucci, anarchist, de-jesus). */
  const rows = section
    .split('\n')
    .filter((l) => /^\| `\w+` \|/.test(l))
    .map((l) =>
      l
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );

  it("lists every option once, in the table's order", () => {
    expect(rows.map((r) => r[0].replaceAll('`', ''))).toEqual(OPTION_NAMES);
  });

  it('says "refused" exactly for the presets an option does not apply to', () => {
    const header = section.split('\n').find((l) => l.startsWith('| Option |')) ?? '';
    const columns = header
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    expect(columns.slice(-4)).toEqual([...PRESETS]);
    for (const r of rows) {
      const name = r[0].replaceAll('`', '') as OptionName;
      PRESETS.forEach((preset, i) => expect(r[r.length - 4 + i].startsWith('refused'), `${name} on ${preset}`).toBe(!optionAppliesTo(name, preset)));
    }
  });
});
