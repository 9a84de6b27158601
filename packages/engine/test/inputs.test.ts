/**
 * The engine's public API against input it does not expect: actions without their fields, action
 * types named like `Object.prototype` members, options and records from outside. Each case names the
 * error it must give; none may throw anything else. (The fuzz suites in fuzz.test.ts try the same
 * boundaries with arbitrary values.)
 */
import { describe, expect, it } from 'vitest';
import { IllegalAction, ReplayError, apply, applyInPlace, createGame, newRecord, reasonIllegal, replay, type Action } from '../src/index.ts';
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
