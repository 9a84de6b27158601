/**
 * The settings panel's words about options (src/option-info.ts): every engine option has them, and what
 * they say about presets, ranges and defaults agrees with `resolveRules`.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  OPTION_KINDS,
  OPTION_NAMES,
  PRESETS,
  PRESET_RULES,
  QUEEN_CALLS,
  RANKINGS,
  resolveRules,
  rulesProblem,
  type OptionName,
  type PresetName,
  type RuleOptions,
} from '@tablero/engine';
import { OPTION_INFO, PRESET_INFO, changedOptions, optionValue, optionsFor, rulesInWords, valuesFor, type OptionValue } from '../src/option-info.ts';

const accepts = (preset: string, options: object): boolean => rulesProblem(preset, options as RuleOptions) === null;

const SPOTS = 'b1 e2 a3 d4 g5 c6 f7';
/** Values of each kind to try, a few out of every range. */
const TRIES: Record<string, OptionValue[]> = {
  boolean: [true, false],
  integer: [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 40, 41, 100],
  'queen-call': [...QUEEN_CALLS],
  ranking: [...RANKINGS],
  squares: [SPOTS],
};

describe('OPTION_INFO', () => {
  it('covers every option the engine has, and nothing else', () => {
    expect(Object.keys(OPTION_INFO).sort()).toEqual([...OPTION_NAMES].sort());
  });

  it.each(OPTION_NAMES)("%s has a label, one line about it, and the engine's kind", (name) => {
    const info = OPTION_INFO[name];
    expect(info.name).toBe(name);
    expect(info.kind).toBe(OPTION_KINDS[name]);
    expect(info.label.length).toBeGreaterThan(2);
    expect(info.about.length).toBeGreaterThan(20);
    expect(info.about).not.toMatch(/\n/);
    expect(info.about.length).toBeLessThan(130);
    expect(info.presets.length).toBeGreaterThan(0);
  });

  it.each(OPTION_NAMES)('%s applies exactly where resolveRules accepts it', (name) => {
    for (const preset of PRESETS) {
      const engine = TRIES[OPTION_KINDS[name]].some((v) => accepts(preset, { [name]: v }));
      expect(OPTION_INFO[name].presets.includes(preset), `${name} on ${preset}`).toBe(engine);
    }
  });

  it('applies as the rulebook says for the options that belong to some rule sets only', () => {
    const where = (n: OptionName): readonly PresetName[] => OPTION_INFO[n].presets;
    expect(where('lawLaw')).toEqual(['anarchist']);
    expect(where('spots')).toEqual(['anarchist']);
    expect(where('spectatorMuggins')).toEqual(['powell', 'da-gucci']);
    expect(where('kendal')).toEqual(['powell', 'da-gucci', 'anarchist']);
    expect(where('passTwelve')).toEqual(['powell', 'da-gucci', 'de-jesus']);
    expect(where('bottles')).toEqual([...PRESETS]);
  });

  it.each(OPTION_NAMES.filter((n) => OPTION_KINDS[n] === 'integer'))('%s has the range the engine accepts', (name) => {
    for (const preset of OPTION_INFO[name].presets) {
      const range = OPTION_INFO[name].range[preset];
      expect(range).toBeDefined();
      if (!range) continue;
      for (let v = -2; v <= 60; v++) expect(accepts(preset, { [name]: v }), `${name}=${v} on ${preset}`).toBe(v >= range.min && v <= range.max);
    }
    expect(OPTION_INFO.pullSize.range).toEqual({
      powell: { min: 4, max: 7 },
      'da-gucci': { min: 4, max: 7 },
      anarchist: { min: 4, max: 7 },
      'de-jesus': { min: 2, max: 7 },
    });
  });

  it('offers both ways of calling the Queen', () => {
    expect(OPTION_INFO.queenCall.choices.map((c) => c.value)).toEqual(['auto', 'manual']);
  });

  it.each(OPTION_NAMES)("%s: optionValue reads back every value the engine accepts, and a form shows the presets' own", (name) => {
    const info = OPTION_INFO[name];
    for (const preset of info.presets) {
      const shown = valuesFor(preset, {})[name];
      expect(shown).toEqual(optionValue(name, PRESET_RULES[preset]));
      // Leaving the option out and giving the value a fresh form shows are the same game.
      expect(resolveRules(preset, { [name]: shown } as RuleOptions)).toEqual(resolveRules(preset, {}));
      if (info.fixedIn.includes(preset)) continue;
      for (const v of TRIES[info.kind]) {
        if (!accepts(preset, { [name]: v })) continue;
        expect(optionValue(name, resolveRules(preset, { [name]: v } as RuleOptions)), `${name}=${String(v)} on ${preset}`).toEqual(v);
      }
    }
  });

  it('knows hardcore changes nothing in de-jesus, where the Player drinks it all anyway', () => {
    expect(OPTION_INFO.hardcore.fixedIn).toEqual(['de-jesus']);
    expect(valuesFor('de-jesus', {}).hardcore).toBe(true);
  });
});

describe('PRESET_INFO and the helpers', () => {
  it('describes every preset in one line', () => {
    for (const p of PRESETS) {
      expect(PRESET_INFO[p].name).toBe(p);
      expect(PRESET_INFO[p].about.length).toBeGreaterThan(30);
      expect(PRESET_INFO[p].about.length).toBeLessThan(130);
    }
  });

  it('lists the options of a preset by group', () => {
    expect(optionsFor('anarchist', 'house').map((o) => o.name)).toEqual(['lawLaw', 'damonLaw', 'prophetReroll', 'prophetFromInitiative', 'spots']);
    expect(optionsFor('de-jesus', 'house')).toEqual([]);
    expect(optionsFor('powell', 'stake').map((o) => o.name)).toEqual(['bottles', 'shotsPerBottle']);
    for (const p of PRESETS) expect(optionsFor(p).map((o) => o.name)).toEqual(OPTION_NAMES.filter((n) => OPTION_INFO[n].presets.includes(p)));
  });

  it('reads the values a form shows from the options', () => {
    expect(valuesFor('powell', {})).toMatchObject({ pullSize: 5, kendal: true, chevron: false, bottles: 2, shotsPerBottle: 8, queenCall: 'auto' });
    expect(valuesFor('powell', { chevron: true, bottles: 3 })).toMatchObject({ chevron: true, bottles: 3 });
    expect(valuesFor('anarchist', {})).toMatchObject({ spots: SPOTS, lawLaw: false, pullSize: 6 });
    expect(Object.keys(valuesFor('de-jesus', {}))).not.toContain('kendal');
    // Options the engine refuses fall back to the preset's own values.
    expect(valuesFor('powell', { pullSize: 9 })).toMatchObject({ pullSize: 5 });
  });

  it('changedOptions keeps the same game and drops what the preset plays anyway', () => {
    const arb = fc
      .constantFrom(...PRESETS)
      .chain((preset) =>
        fc
          .record(
            Object.fromEntries(
              optionsFor(preset).map((o) => [
                o.name,
                o.kind === 'boolean'
                  ? fc.boolean()
                  : o.kind === 'integer'
                    ? fc.integer({ min: 1, max: 9 })
                    : o.kind === 'queen-call'
                      ? fc.constantFrom(...QUEEN_CALLS)
                      : o.kind === 'ranking'
                        ? fc.constantFrom(...RANKINGS)
                        : fc.constant(SPOTS),
              ]),
            ) as Record<string, fc.Arbitrary<OptionValue>>,
            { requiredKeys: [] },
          )
          .map((options) => ({ preset, options: options as RuleOptions })),
      )
      .filter(({ preset, options }) => accepts(preset, options));
    fc.assert(
      fc.property(arb, ({ preset, options }) => {
        const changed = changedOptions(preset, options);
        expect(resolveRules(preset, changed)).toEqual(resolveRules(preset, options));
        for (const [name, v] of Object.entries(changed)) expect(v).not.toEqual(valuesFor(preset, {})[name as OptionName]);
        // A full form's worth of values (every option shown) reduces the same way.
        expect(changedOptions(preset, { ...valuesFor(preset, {}), ...options })).toEqual(changed);
      }),
      { numRuns: 500 },
    );
  });
});

describe('rulesInWords', () => {
  it('names the rule set and only the options that change it, in words', () => {
    expect(rulesInWords('powell', {})).toBe('Powell');
    expect(rulesInWords('powell', { diagonal: true })).toBe('Powell with The Diagonal');
    expect(rulesInWords('powell', { diagonal: true, pullSize: 6 })).toBe('Powell with Pull size 6, The Diagonal');
    // What the preset plays anyway is not named.
    expect(rulesInWords('da-gucci', { passTwelve: true })).toBe('Da Gucci');
    expect(rulesInWords('powell', { kendal: false })).toBe(PRESET_RULES.powell.kendal ? 'Powell with no Kendal for a skunked player' : 'Powell');
    expect(rulesInWords('powell', { queenCall: 'manual' })).toBe("Powell with Calling the Queen's Number: I call it myself (muggins if I miss)");
  });
});
