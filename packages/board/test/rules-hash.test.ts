/**
 * Rules in a link (src/rules-hash.ts): every preset with any set of options the engine accepts survives
 * the trip to a string and back, the string is short and canonical, and bad strings give a reason
 * instead of throwing.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  OPTION_KINDS,
  OPTION_NAMES,
  PRESETS,
  QUEEN_CALLS,
  RANKINGS,
  resolveRules,
  rulesProblem,
  squareName,
  type OptionName,
  type PresetName,
  type RuleOptions,
} from '@tablero/engine';
import { changedOptions } from '../src/option-info.ts';
import { MAX_LENGTH, OPTION_CODES, formatRules, hashFor, parseRules, readHash } from '../src/rules-hash.ts';

/** The engine's verdict, as a value. */
const accepts = (preset: string, options: object): boolean => rulesProblem(preset, options as RuleOptions) === null;

/** All seven-queens placements through d4 (the legal anarchy spots), found by brute force. */
function spotPlacements(): string[] {
  const out: string[] = [];
  const place = (rank: number, files: number[]): void => {
    if (rank === 7) {
      if (files[3] === 3) out.push(files.map((f, r) => squareName(r * 7 + f)).join(' '));
      return;
    }
    for (let f = 0; f < 7; f++) {
      if (files.some((g, r) => g === f || Math.abs(g - f) === rank - r)) continue;
      place(rank + 1, [...files, f]);
    }
  };
  place(0, []);
  return out;
}
const SPOTS = spotPlacements();

/** Values to try for each option, in and a little out of range. */
function valueArb(name: OptionName): fc.Arbitrary<boolean | number | string> {
  switch (OPTION_KINDS[name]) {
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: 0, max: 45 });
    case 'queen-call':
      return fc.constantFrom(...QUEEN_CALLS);
    case 'ranking':
      return fc.constantFrom(...RANKINGS);
    case 'squares':
      return fc.constantFrom(...SPOTS);
  }
}

/** The options the engine takes on a preset at all (asked option by option, with try/catch). */
const applicable = (preset: PresetName): OptionName[] =>
  OPTION_NAMES.filter((n) => [true, false, 5, 3, 'manual', SPOTS[0]].some((v) => accepts(preset, { [n]: v })));

/** A preset and random options the engine accepts together. */
const rulesArb: fc.Arbitrary<{ preset: PresetName; options: RuleOptions }> = fc
  .constantFrom(...PRESETS)
  .chain((preset) =>
    fc
      .record(Object.fromEntries(applicable(preset).map((n) => [n, valueArb(n)])) as Record<string, fc.Arbitrary<unknown>>, {
        requiredKeys: [],
      })
      .map((options) => ({ preset, options: options as RuleOptions })),
  )
  .filter(({ preset, options }) => accepts(preset, options));

describe('formatRules and parseRules', () => {
  it('found the eight legal anarchy placements', () => {
    expect(SPOTS).toHaveLength(8);
    expect(SPOTS).toContain('b1 e2 a3 d4 g5 c6 f7');
  });

  it('round-trips every preset with any options the engine accepts', () => {
    fc.assert(
      fc.property(rulesArb, ({ preset, options }) => {
        const text = formatRules(preset, options);
        const back = parseRules(text);
        expect(back).toEqual({ ok: true, rules: preset, options: changedOptions(preset, options) });
        if (!back.ok) return;
        // The same game: the options that were left out are the ones the preset plays anyway.
        expect(resolveRules(back.rules, back.options)).toEqual(resolveRules(preset, options));
        // Canonical: writing what was read gives the same string.
        expect(formatRules(back.rules, back.options)).toBe(text);
        // Short and URL-safe.
        expect(text).toMatch(/^[a-z0-9~-]+$/);
        // At most about 80: anarchist with every option changed and its own spots.
        expect(text.length).toBeLessThanOrEqual(80);
      }),
      { numRuns: 600 },
    );
  });

  it('keeps options exactly when none of them is what the preset plays anyway', () => {
    fc.assert(
      fc.property(rulesArb, ({ preset, options }) => {
        const changed = changedOptions(preset, options);
        const back = parseRules(formatRules(preset, changed));
        expect(back).toEqual({ ok: true, rules: preset, options: changed });
      }),
      { numRuns: 300 },
    );
  });

  it('writes a preset with no changes as its bare name', () => {
    for (const preset of PRESETS) {
      expect(formatRules(preset)).toBe(preset);
      expect(formatRules(preset, {})).toBe(preset);
      expect(parseRules(preset)).toEqual({ ok: true, rules: preset, options: {} });
    }
  });

  it('writes hand-picked rules as documented', () => {
    expect(formatRules('anarchist', { pullSize: 5, kendal: false, queenCall: 'manual' })).toBe('anarchist~ps5~k0~qm');
    expect(formatRules('powell', { chevron: true, passTwelve: true, bottles: 3, shotsPerBottle: 10 })).toBe('powell~t1~c1~b3~s10');
    expect(formatRules('da-gucci', { oneDirection: false, passTwelve: false, diagonal: false })).toBe('da-gucci~t0~d0~od0');
    expect(formatRules('anarchist', { spots: 'f1 c2 g3 d4 a5 e6 b7' })).toBe('anarchist~spf1c2g3d4a5e6b7');
    expect(formatRules('de-jesus', { pullSize: 3, hardcore: true, noScore: true })).toBe('de-jesus~ps3~ns1');
  });

  it('leaves out what the preset plays anyway', () => {
    // Pulls of six, Kendal, the default spots and automatic calling are all anarchist's own.
    expect(formatRules('anarchist', { pullSize: 6, kendal: true, queenCall: 'auto', spots: 'd4 b1 e2 a3 g5 c6 f7' })).toBe('anarchist');
    // da-gucci already passes on 12; powell already re-rolls a Queen's 7 or 11.
    expect(formatRules('da-gucci', { passTwelve: true })).toBe('da-gucci');
    expect(formatRules('powell', { queenMayPass: false, lawLaw: false })).toBe('powell');
  });

  it('reads the example from the brief, tolerating capitals, spaces and defaults', () => {
    expect(parseRules('anarchist~ps6~k0~qm')).toEqual({ ok: true, rules: 'anarchist', options: { pullSize: 6, kendal: false, queenCall: 'manual' } });
    expect(parseRules('  Powell~C1 ')).toEqual({ ok: true, rules: 'powell', options: { chevron: true } });
    expect(parseRules('anarchist~spF1C2G3D4A5E6B7')).toEqual({ ok: true, rules: 'anarchist', options: { spots: 'f1 c2 g3 d4 a5 e6 b7' } });
    expect(parseRules('powell~s10~b3')).toEqual({ ok: true, rules: 'powell', options: { shotsPerBottle: 10, bottles: 3 } });
  });

  it("reads links written before the codes moved into the engine's option table the same", () => {
    // Every code once; these strings are in links people have shared, so they must keep their meaning.
    expect(parseRules('powell~ps6~k0~t1~qp1~d1~c1~od1~h1~op1~ns1~sm1~qm~b3~s10')).toEqual({
      ok: true,
      rules: 'powell',
      options: {
        pullSize: 6,
        kendal: false,
        passTwelve: true,
        queenMayPass: true,
        diagonal: true,
        chevron: true,
        oneDirection: true,
        hardcore: true,
        onePoison: true,
        noScore: true,
        spectatorMuggins: true,
        queenCall: 'manual',
        bottles: 3,
        shotsPerBottle: 10,
      },
    });
    expect(parseRules('anarchist~ll1~dl1~pr1~pi1~spf1c2g3d4a5e6b7')).toEqual({
      ok: true,
      rules: 'anarchist',
      options: { lawLaw: true, damonLaw: true, prophetReroll: true, prophetFromInitiative: true, spots: 'f1 c2 g3 d4 a5 e6 b7' },
    });
  });

  it('documents every code in the table at the top of rules-hash.ts', () => {
    const source = readFileSync(new URL('../src/rules-hash.ts', import.meta.url), 'utf8');
    const documented = new Map([...source.matchAll(/\| (\w+) \| `(\w+)` /g)].map((m) => [m[1], m[2]]));
    expect(Object.fromEntries(documented)).toEqual(OPTION_CODES);
  });

  it('has one code per option, none a token of another', () => {
    const codes = Object.values(OPTION_CODES);
    expect(Object.keys(OPTION_CODES).sort()).toEqual([...OPTION_NAMES].sort());
    expect(new Set(codes).size).toBe(codes.length);
  });

  const bad: [string, RegExp][] = [
    ['', /no rules/],
    ['   ', /no rules/],
    ['chess', /"chess" is not a rule set/],
    ['powell~', /empty part/],
    ['powell~~c1', /empty part/],
    ['powell~zz1', /"zz1" is not a rule option/],
    ['powell~k2', /"k2" is not a rule option/],
    ['powell~c', /"c" is not a rule option/],
    ['powell~qx', /"qx" is not a rule option/],
    ['powell~ps', /"ps" is not a rule option/],
    ['powell~ps-5', /"ps-5" is not a rule option/],
    ['powell~c1~c0', /chevron is given twice/],
    ['powell~ps9', /^pullSize=9: expected 4 to 7$/],
    ['powell~b0', /^bottles=0: expected 1 to 9$/],
    ['powell~s41', /^shotsPerBottle=41: expected 1 to 40$/],
    ['powell~ll1', /lawLaw=true: does not apply to the powell rules/],
    ['de-jesus~k1', /kendal=true: does not apply to the de-jesus rules/],
    ['anarchist~t1', /passTwelve=true: does not apply to the anarchist rules/],
    ['anarchist~spa1b2c3d4e5f6g7', /no two spots may share/],
    ['anarchist~spb1e2a3', /expected 7 squares, got 3/],
    ['anarchist~spz9e2a3d4g5c6f7', /"z9" is not a square/],
    ['anarchist~' + 'c1~'.repeat(80) + 'c1', /at most 200/],
    ['powell c1', /"powell c1" is not a rule set/],
  ];
  it.each(bad)('refuses %j with a reason', (text, why) => {
    const r = parseRules(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.why).toMatch(why);
  });

  it('never throws, whatever it is given', () => {
    const alphabet = fc.constantFrom(...'abcdgklmnopqstz0123456789~-%& '.split(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: alphabet, maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 300 })), (text) => {
        const r = parseRules(text);
        if (r.ok) expect(() => resolveRules(r.rules, r.options)).not.toThrow();
        else expect(typeof r.why).toBe('string');
        const h = readHash(`#${text}`);
        expect(h === null || typeof h.ok === 'boolean').toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it(`refuses strings longer than ${MAX_LENGTH} characters before reading them`, () => {
    expect(parseRules('x'.repeat(MAX_LENGTH + 1))).toEqual({
      ok: false,
      why: `the rules are ${MAX_LENGTH + 1} characters long; at most ${MAX_LENGTH} are read`,
    });
  });
});

describe('readHash and hashFor', () => {
  it('finds no rules in an empty hash or one without the key', () => {
    expect(readHash('')).toBeNull();
    expect(readHash('#')).toBeNull();
    expect(readHash('#step=3&rulesx=powell')).toBeNull();
  });

  it('reads the rules key wherever it stands', () => {
    expect(readHash('#rules=powell~c1')).toEqual({ ok: true, rules: 'powell', options: { chevron: true } });
    expect(readHash('#step=3&rules=de-jesus~ps3&x')).toEqual({ ok: true, rules: 'de-jesus', options: { pullSize: 3 } });
    expect(readHash('rules=anarchist')).toEqual({ ok: true, rules: 'anarchist', options: {} });
    expect(readHash('#rules=powell%7Ec1')).toEqual({ ok: true, rules: 'powell', options: { chevron: true } });
  });

  it('gives a reason for a rules key it cannot use', () => {
    expect(readHash('#rules')).toEqual({ ok: false, why: 'no rules were given' });
    expect(readHash('#rules=')).toEqual({ ok: false, why: 'no rules were given' });
    expect(readHash('#rules=%E0%A4%A')).toMatchObject({ ok: false, why: expect.stringMatching(/broken % escape/) });
    expect(readHash('#rules=ludo')).toMatchObject({ ok: false });
  });

  it('replaces or adds the rules key and keeps every other part', () => {
    expect(hashFor('', 'powell')).toBe('#rules=powell');
    expect(hashFor('#', 'powell', { chevron: true })).toBe('#rules=powell~c1');
    expect(hashFor('#step=3', 'anarchist', { lawLaw: true })).toBe('#step=3&rules=anarchist~ll1');
    expect(hashFor('#a=1&rules=old&b', 'de-jesus', { pullSize: 3 })).toBe('#a=1&rules=de-jesus~ps3&b');
    // A second rules key would make the link ambiguous: only the first stays.
    expect(hashFor('#rules=a&x&rules=b', 'powell')).toBe('#rules=powell&x');
  });

  it('round-trips through a hash with other keys', () => {
    const otherKey = fc.stringMatching(/^[a-qs-z][a-z0-9]{0,5}(=[a-z0-9]{0,5})?$/);
    fc.assert(
      fc.property(rulesArb, fc.array(otherKey, { maxLength: 3 }), ({ preset, options }, others) => {
        const before = others.length ? `#${others.join('&')}` : '';
        const hash = hashFor(before, preset, options);
        expect(readHash(hash)).toEqual({ ok: true, rules: preset, options: changedOptions(preset, options) });
        expect(
          hash
            .slice(1)
            .split('&')
            .filter((p) => !p.startsWith('rules=')),
        ).toEqual(others);
        // Writing again over itself changes nothing.
        expect(hashFor(hash, preset, options)).toBe(hash);
      }),
      { numRuns: 300 },
    );
  });
});
