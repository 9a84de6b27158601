/**
 * The engine's public API against input it does not expect: actions without their fields, action
 * types named like `Object.prototype` members, options and records from outside. Each case names the
 * error it must give; none may throw anything else. (The fuzz suites in fuzz.test.ts try the same
 * boundaries with arbitrary values.)
 */
import { describe, expect, it } from 'vitest';
import {
  IllegalAction,
  PRESETS,
  PRESET_RULES,
  ReplayError,
  RulesError,
  apply,
  applyInPlace,
  checkRules,
  createGame,
  newRecord,
  reasonIllegal,
  replay,
  resolveRules,
  rulesProblem,
  type Action,
  type GameSetup,
  type RuleOptions,
  type RuleSet,
} from '../src/index.ts';
import { caught } from './helpers.ts';

/** A value typed as an action, for tests that send what the types forbid. */
const raw = (v: unknown): Action => v as Action;

const PROTO_NAMES = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString'];

describe('actions the engine must refuse with a reason', () => {
  it('refuses a roll without its dice, in the phase it is due', () => {
    const queenNumber = createGame();
    expect(queenNumber.phase).toBe('queenNumber');
    expect(reasonIllegal(queenNumber, raw({ type: 'queen.roll' }))).toBe('dice must be two faces, 1 to 6');
    expect(() => apply(queenNumber, raw({ type: 'queen.roll' }))).toThrow(IllegalAction);
    const initiative = createGame({ queen: 6 });
    expect(reasonIllegal(initiative, raw({ type: 'initiative.roll' }))).toBe('dice must be two faces, 1 to 6');
    expect(reasonIllegal(initiative, raw({ type: 'initiative.roll', dice: [3, 9] }))).toBe('dice must be two faces, 1 to 6');
    expect(reasonIllegal(initiative, raw({ type: 'initiative.roll', dice: [3, 4] }))).toBeNull();
  });

  it('refuses action types named like Object.prototype members, and non-actions, without throwing', () => {
    const s = createGame();
    for (const type of PROTO_NAMES) {
      expect(reasonIllegal(s, raw({ type }))).toBe(`unknown action "${type}"`);
      const e = caught(() => applyInPlace(s, raw({ type })));
      expect(e).toBeInstanceOf(IllegalAction);
      expect(e.message).toBe(`${type}: unknown action "${type}"`);
    }
    for (const v of [null, undefined, 'queen.roll', 7, {}, { type: 5 }, []]) {
      expect(reasonIllegal(s, raw(v))).toBe('an action needs a type');
      expect(() => apply(s, raw(v))).toThrow(IllegalAction);
    }
    expect(caught(() => apply(s, raw(null))).message).toBe('action: an action needs a type');
  });

  it('replays a record with a roll without dice, or a prototype-named action, as a ReplayError with its index', () => {
    const base = { rules: 'powell' as const, options: {}, queen: 6, players: [{ name: 'A' }, { name: 'B' }] as const, dice: { seed: 1 } };
    for (const bad of [{ type: 'initiative.roll' }, { type: 'constructor' }, { type: '__proto__' }, null, 'dice.roll']) {
      const record = newRecord({ ...base, actions: [{ type: 'initiative.roll', dice: [3, 3] }, raw(bad)] });
      const e = caught(() => replay(record));
      expect(e).toBeInstanceOf(ReplayError);
      expect((e as ReplayError).index).toBe(1);
    }
  });
});

describe('options and rules from outside', () => {
  it('refuses option keys named like Object.prototype members, in resolveRules and createGame', () => {
    for (const key of PROTO_NAMES) {
      const options = JSON.parse(`{"${key}": true}`) as RuleOptions;
      const e = caught(() => resolveRules('powell', options));
      expect(e).toBeInstanceOf(RulesError);
      expect((e as RulesError).option).toBe(key);
      expect(() => createGame({ options })).toThrow(RulesError);
    }
  });

  it('gives the same answer whatever was resolved before', () => {
    const bogus = { bogus: undefined } as unknown as RuleOptions;
    const fresh = rulesProblem('da-gucci', bogus)?.message;
    expect(fresh).toMatch(/^bogus=undefined: unknown option/);
    resolveRules('da-gucci', {});
    expect(rulesProblem('da-gucci', bogus)?.message).toBe(fresh);
  });

  it('refuses a BigInt, a symbol or a non-object as options with a RulesError, not a TypeError', () => {
    const big = caught(() => resolveRules('powell', { bottles: 2n } as unknown as RuleOptions));
    expect(big).toBeInstanceOf(RulesError);
    expect(big.message).toBe('bottles=2n: expected a whole number');
    for (const options of [null, 'pullSize=6', 5, [1]]) expect(() => resolveRules('powell', options as unknown as RuleOptions)).toThrow(RulesError);
    expect(() => resolveRules(Symbol('x') as unknown as string)).toThrow(RulesError);
    expect(() => createGame(null as unknown as GameSetup)).toThrow(RulesError);
  });

  it('quotes a long bad value in 60 characters, not all of it', () => {
    const e = caught(() => resolveRules('anarchist', { spots: 'x'.repeat(1_000_000) }));
    expect(e).toBeInstanceOf(RulesError);
    expect(e.message.length).toBeLessThan(200);
  });

  it('takes rules given as an object only when resolveRules could have made them', () => {
    const e = caught(() => createGame({ rules: {} as RuleSet }));
    expect(e).toBeInstanceOf(RulesError);
    expect(e.message).toMatch(/^rules.preset=undefined/);
    const sixBottles = resolveRules('powell', { bottles: 6, passTwelve: true });
    const copy = JSON.parse(JSON.stringify(sixBottles)) as RuleSet;
    expect(checkRules(copy)).toBe(sixBottles);
    expect(createGame({ rules: copy }).stake).toEqual([45, 45]);
    expect(caught(() => checkRules({ ...copy, bottles: 99 })).message).toBe('bottles=99: expected 1 to 9');
    expect(caught(() => checkRules({ ...copy, lineFiles: true })).message).toBe('rules.lineFiles=true: does not fit the powell rules with these options');
    expect(caught(() => checkRules({ ...copy, extra: 1 })).message).toBe('rules.extra=1: is not a rule');
    for (const preset of PRESETS) expect(checkRules(JSON.parse(JSON.stringify(PRESET_RULES[preset])))).toBe(resolveRules(preset));
    const anarchist = resolveRules('anarchist', { spots: 'f1 c2 g3 d4 a5 e6 b7', prophetReroll: true, chevron: false });
    expect(checkRules(JSON.parse(JSON.stringify(anarchist)))).toBe(anarchist);
  });
});
