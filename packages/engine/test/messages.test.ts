/**
 * Error messages against outside input: a RulesError's reason alone (`why`), and every message that
 * quotes what it was given (an option name, a position, a record's field) quoting a short piece of it.
 */
import { describe, expect, it } from 'vitest';
import {
  IllegalAction,
  NotationError,
  OPTION_NAMES,
  ReplayError,
  RulesError,
  SnapshotError,
  applyInPlace,
  checkGame,
  checkRules,
  cloneState,
  createGame,
  parsePosition,
  readRecord,
  replay,
  resolveRules,
  rulesProblem,
  type Action,
  type RuleOptions,
  type RuleSet,
} from '../src/index.ts';
import { QUOTE_LIMIT, clip } from '../src/rules/quote.ts';
import { caught } from './helpers.ts';

const MB = 'x'.repeat(1_000_000);

describe('RulesError.why', () => {
  it('holds the reason alone; the message is the option, the value and the reason', () => {
    const e = rulesProblem('anarchist', { spots: 'b1: e2' });
    expect(e).toBeInstanceOf(RulesError);
    expect(e?.why).toBe('"b1:" is not a square (files a-g, ranks 1-7, like d4)');
    expect(e?.message).toBe('spots="b1: e2": "b1:" is not a square (files a-g, ranks 1-7, like d4)');
  });

  it('is set by every kind of refusal, and ends the message', () => {
    const refusals: [() => unknown, string][] = [
      [() => resolveRules('nope'), 'unknown rule set; expected one of powell, da-gucci, anarchist, de-jesus'],
      [() => resolveRules('powell', { bottles: 99 }), 'expected 1 to 9'],
      [() => resolveRules('powell', { kendal: 'yes' } as unknown as RuleOptions), 'expected true or false'],
      [() => resolveRules('powell', { spots: 'b1 e2 a3 d4 g5 c6 f7' }), 'does not apply to the powell rules (only anarchist)'],
      [() => createGame({ queen: 13 }), 'expected a dice total, 2 to 12'],
      [() => createGame({ rules: {} as RuleSet }), 'rules given as an object must come from resolveRules (check rules from elsewhere with checkRules)'],
      [() => createGame({ position: 'nnn4/7/7/3o3/7/7/4ss1 s' }), 'a position needs all 7 glasses on the board, found 6'],
      [() => checkRules({ ...resolveRules('powell'), extra: 1 }), 'is not a rule'],
    ];
    for (const [fn, why] of refusals) {
      const e = caught(fn) as RulesError;
      expect(e).toBeInstanceOf(RulesError);
      expect(e.why).toBe(why);
      expect(e.message.endsWith(`: ${why}`)).toBe(true);
    }
  });
});

describe('clip', () => {
  it('keeps short text whole and cuts long text to the limit, marking the cut', () => {
    expect(clip('d4')).toBe('d4');
    expect(clip('y'.repeat(QUOTE_LIMIT))).toBe('y'.repeat(QUOTE_LIMIT));
    expect(clip('y'.repeat(QUOTE_LIMIT + 1))).toBe(`${'y'.repeat(QUOTE_LIMIT)}…`);
    expect(clip(`ab${'y'.repeat(100)}`, 2)).toBe(`…${'y'.repeat(QUOTE_LIMIT)}…`);
    expect(clip('abcdef', 3)).toBe('…def');
  });

  it('never splits a character made of two UTF-16 units', () => {
    const faces = '🎲'.repeat(QUOTE_LIMIT);
    expect(clip(faces)).toBe(`${'🎲'.repeat(QUOTE_LIMIT / 2)}…`);
    expect(clip(faces, 1)).toBe(`${'🎲'.repeat(QUOTE_LIMIT / 2)}…`);
    expect(clip(faces, 2)).toBe(`…${'🎲'.repeat(QUOTE_LIMIT / 2)}…`);
    expect(clip(`a${faces}`)).toBe(`a${'🎲'.repeat(QUOTE_LIMIT / 2 - 1)}…`);
  });
});

describe('a megabyte of input gives a short message that still names the problem', () => {
  const header = {
    format: 'tablero-record',
    version: 4,
    rules: 'powell',
    options: {},
    players: [{ name: 'A' }, { name: 'B' }],
    dice: { seed: 1 },
    actions: [],
  };
  const game = createGame({ queen: 6 });
  const cases: [string, () => unknown, new (...args: never[]) => Error, string][] = [
    ['an option name', () => resolveRules('powell', { [MB]: true } as RuleOptions), RulesError, 'unknown option'],
    ['an option value', () => resolveRules('anarchist', { spots: MB }), RulesError, 'is not a square'],
    ['a rule set name', () => resolveRules(MB), RulesError, 'unknown rule set'],
    ['a rule in saved rules', () => checkRules({ ...resolveRules('powell'), [MB]: 1 }), RulesError, 'is not a rule'],
    ['a position', () => createGame({ position: MB }), RulesError, 'is not s, n, o, a digit 1-7'],
    ['a position read alone', () => parsePosition(MB), NotationError, 'is not s, n, o, a digit 1-7'],
    ['the end of a position', () => parsePosition(`nnn4/7/7/3o3/7/7/4sss ${MB}`), NotationError, 'after the ranks expected'],
    ["a record's rules", () => readRecord({ ...header, rules: MB }), ReplayError, 'is not one of powell'],
    ["a record's bot", () => readRecord({ ...header, players: [{ name: 'A', bot: MB }, { name: 'B' }] }), ReplayError, 'unknown bot'],
    ["a record's dice script", () => readRecord({ ...header, dice: { seed: 1, script: MB } }), ReplayError, 'is not a roll'],
    ["a record's option name", () => replay({ ...header, options: { [MB]: 1 } }), ReplayError, 'unknown option'],
    ["a record's position", () => replay({ ...header, position: MB }), ReplayError, 'is not s, n, o, a digit 1-7'],
    ["a record's action type", () => replay({ ...header, actions: [{ type: MB }] }), ReplayError, 'unknown action'],
    ['an action type', () => applyInPlace(cloneState(game), { type: MB } as unknown as Action), IllegalAction, 'unknown action'],
    ['a saved phase', () => checkGame({ ...cloneState(game), phase: MB }), SnapshotError, 'is not one of the phases'],
    ['a saved rule', () => checkGame({ ...cloneState(game), rules: { ...resolveRules('powell'), [MB]: 1 } }), SnapshotError, 'is not a rule'],
  ];
  // The one message that lists every option name besides the quote.
  const limit = 300 + OPTION_NAMES.join(', ').length;
  for (const [what, fn, kind, problem] of cases) {
    it(`for ${what}`, () => {
      const e = caught(fn);
      expect(e).toBeInstanceOf(kind);
      expect(e.message).toContain(problem);
      // A piece of the input, to find it by (a field path quotes a shorter piece of the name).
      expect(e.message).toContain('x'.repeat(QUOTE_LIMIT - 10));
      expect(e.message).not.toMatch(new RegExp(`x{${QUOTE_LIMIT + 1}}`));
      expect(e.message.length).toBeLessThan(problem === 'unknown option' ? limit : 300);
    });
  }
});
