/**
 * The engine's public API against input it does not expect: actions without their fields, action
 * types named like `Object.prototype` members, options and records from outside. Each case names the
 * error it must give; none may throw anything else. (The fuzz suites in fuzz.test.ts try the same
 * boundaries with arbitrary values.)
 */
import { describe, expect, it } from 'vitest';
import {
  IllegalAction,
  NotationError,
  PRESETS,
  PRESET_RULES,
  RECORD_VERSION,
  ReplayError,
  RulesError,
  SnapshotError,
  apply,
  applyInPlace,
  checkRules,
  createGame,
  formatPosition,
  legalMoves,
  legalPairs,
  newRecord,
  parsePosition,
  readRecord,
  reasonIllegal,
  replay,
  resolveRules,
  rulesProblem,
  type Action,
  type GameSetup,
  type Position,
  type RuleOptions,
  type RuleSet,
} from '../src/index.ts';
import { checkEvent, createTableroActor, restoreActor } from '../src/machine/machine.ts';
import { caught, mv, sq } from './helpers.ts';

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

  it('quotes a long bad value in 40 characters, not all of it', () => {
    const e = caught(() => resolveRules('anarchist', { spots: 'x'.repeat(1_000_000) }));
    expect(e).toBeInstanceOf(RulesError);
    expect(e.message.length).toBeLessThan(200);
  });

  it('takes rules given as an object only from resolveRules; checkRules admits those it could have made', () => {
    const e = caught(() => createGame({ rules: {} as RuleSet }));
    expect(e).toBeInstanceOf(RulesError);
    expect(e.message).toBe('rules={}: rules given as an object must come from resolveRules (check rules from elsewhere with checkRules)');
    expect(caught(() => checkRules({})).message).toMatch(/^rules.preset=undefined/);
    const sixBottles = resolveRules('powell', { bottles: 6, passTwelve: true });
    const copy = JSON.parse(JSON.stringify(sixBottles)) as RuleSet;
    expect(checkRules(copy)).toBe(sixBottles);
    expect(() => createGame({ rules: copy })).toThrow(RulesError);
    expect(createGame({ rules: checkRules(copy) }).stake).toEqual([45, 45]);
    expect(caught(() => checkRules({ ...copy, bottles: 99 })).message).toBe('bottles=99: expected 1 to 9');
    expect(caught(() => checkRules({ ...copy, lineFiles: true })).message).toBe('rules.lineFiles=true: does not fit the powell rules with these options');
    expect(caught(() => checkRules({ ...copy, extra: 1 })).message).toBe('rules.extra=1: is not a rule');
    for (const preset of PRESETS) expect(checkRules(JSON.parse(JSON.stringify(PRESET_RULES[preset])))).toBe(resolveRules(preset));
    const anarchist = resolveRules('anarchist', { spots: 'f1 c2 g3 d4 a5 e6 b7', prophetReroll: true, chevron: false });
    expect(checkRules(JSON.parse(JSON.stringify(anarchist)))).toBe(anarchist);
  });
});

describe('record headers', () => {
  const header = {
    format: 'tablero-record',
    version: 1,
    rules: 'powell',
    options: {},
    players: [{ name: 'A' }, { name: 'B' }],
    dice: { seed: 1 },
    actions: [],
  };
  const headerError = (change: Record<string, unknown>): ReplayError => {
    const e = caught(() => readRecord({ ...header, ...change }));
    expect(e).toBeInstanceOf(ReplayError);
    expect((e as ReplayError).index).toBe(-1);
    return e as ReplayError;
  };

  it('refuses seeds outside 0..2^32-1 and a script that is not a string', () => {
    expect(headerError({ dice: { seed: -1 } }).message).toBe('bad record: dice.seed -1 is not a whole number from 0 to 4294967295');
    expect(headerError({ dice: { seed: 1e20 } }).message).toBe('bad record: dice.seed 100000000000000000000 is not a whole number from 0 to 4294967295');
    expect(headerError({ dice: { seed: 1, script: 34 } }).message).toBe('bad record: dice.script 34 is not a string of rolls like "3-4 6-6"');
    expect(readRecord({ ...header, dice: { seed: 0xffffffff, script: '3-4' } }).dice.seed).toBe(0xffffffff);
  });

  it('quotes the version and rules as they were written', () => {
    expect(headerError({ version: '1' }).message).toBe(`bad record: version "1" is not supported (expected 1 to ${RECORD_VERSION})`);
    expect(headerError({ rules: 'x'.repeat(1000) }).message.length).toBeLessThan(200);
  });

  it('refuses prototype-named options, a queen or position of the wrong type, as header errors', () => {
    for (const options of [JSON.parse('{"__proto__": 1}'), { constructor: true }, { toString: 'x' }]) {
      const record = { ...header, options };
      expect(() => replay(record)).toThrow(ReplayError);
    }
    expect(headerError({ queen: '6' }).message).toBe('bad record: queen "6" is not a dice total');
    expect(headerError({ position: 5 }).message).toBe('bad record: position 5 is not a position string');
  });
});

describe('position notation', () => {
  it('refuses a stake too big to be exact instead of reading Infinity', () => {
    const nines = '9'.repeat(310);
    const e = caught(() => parsePosition(`nnn4/7/7/3o3/7/7/4sss s 13/${nines}`));
    expect(e).toBeInstanceOf(NotationError);
    expect((e as NotationError).index).toBe(27);
    expect(e.message).toMatch(/a stake of 310 digits is more shots than any game has$/);
    expect(e.message.length).toBeLessThan(200);
    expect(() => formatPosition({ glasses: [], stakes: [Infinity, 1] })).toThrow(NotationError);
  });

  it('gives a NotationError, not a TypeError, for a position that is not a string', () => {
    for (const v of [null, undefined, 5, {}, ['7/7']]) expect(() => parsePosition(v as unknown as string)).toThrow(NotationError);
    expect(() => createGame({ position: null as unknown as string })).toThrow(RulesError);
  });

  it('quotes the fault, not the whole input, for a long position', () => {
    const long = `nnn4/7/7/3o3/7/7/4sss ${'x'.repeat(1_000_000)}`;
    const e = caught(() => parsePosition(long));
    expect(e).toBeInstanceOf(NotationError);
    expect(e.message.length).toBeLessThan(300);
    const r = caught(() => createGame({ position: long }));
    expect(r).toBeInstanceOf(RulesError);
    expect(r.message.length).toBeLessThan(300);
  });

  it('will not write a position it could not read back', () => {
    const glass = (square: number, fill = 0) => ({ square, fill });
    for (const p of [
      { glasses: [glass(1), glass(1)] },
      { glasses: [glass(49)] },
      { glasses: [glass(3, 2)] },
      { glasses: [], player: 2 },
      { glasses: [], stakes: [1.5, 2] },
    ])
      expect(() => formatPosition(p as Position)).toThrow(NotationError);
  });
});

describe('the actor at its edge', () => {
  const setup = { rules: 'powell', queen: 6 };

  it('checkEvent lets through only objects whose type is one of the engine actions (a roll may leave out its faces)', () => {
    for (const bad of [
      null,
      undefined,
      'initiative.roll',
      7,
      [],
      {},
      { type: 5 },
      { type: 'constructor' },
      { type: '__proto__' },
      { type: 'xstate.stop' },
      { type: 'xstate.init' },
      { type: 'computers.hold', hold: false },
    ])
      expect(checkEvent(raw(bad))).toBeNull();
    expect(checkEvent({ type: 'initiative.roll' })).toEqual({ type: 'initiative.roll' });
    expect(checkEvent({ type: 'dice.takeBack' })).toEqual({ type: 'dice.takeBack' });
  });

  it('an actor sent checked events survives any object, and an event the rules refuse changes nothing', () => {
    const actor = createTableroActor({ input: { setup } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    const before = actor.getSnapshot();
    for (const bad of [
      null,
      undefined,
      'initiative.roll',
      7,
      {},
      { type: 5 },
      { type: 'constructor' },
      { type: '__proto__' },
      { type: 'xstate.stop' },
      { type: 'initiative.roll', dice: 'x' },
      { type: 'dice.roll', dice: [3, 4] },
    ]) {
      const event = checkEvent(raw(bad));
      if (event) actor.send(event);
    }
    expect(actor.getSnapshot().status).toBe('active');
    expect(errors).toEqual([]);
    expect(actor.getSnapshot().context).toBe(before.context);
    actor.send({ type: 'initiative.roll', dice: [5, 2] });
    expect(actor.getSnapshot().matches({ play: 'centre' })).toBe(true);
  });

  it('a setup that makes no game throws its RulesError when the actor is made, not later', () => {
    expect(() => createTableroActor({ input: { setup: { rules: 'de-jesus', options: { queenCall: 'manual' } } } })).toThrow(RulesError);
  });
});

describe('restoring a saved actor', () => {
  /** A persisted snapshot of a powell game a few actions in, as JSON would bring it back. */
  function saved(): { context: { game: Record<string, unknown> } } & Record<string, unknown> {
    const actor = createTableroActor({ input: { setup: { rules: 'powell', queen: 6 } } });
    for (const a of [{ type: 'initiative.roll', dice: [5, 2] }, { type: 'centre.fill' }, { type: 'dice.roll', dice: [1, 2] }] as Action[]) actor.send(a);
    return JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
  }
  const refusal = (snapshot: unknown): SnapshotError => {
    const e = caught(() => restoreActor(snapshot));
    expect(e).toBeInstanceOf(SnapshotError);
    return e as SnapshotError;
  };

  it('restores a good snapshot at the moment it was in, and plays on', () => {
    const actor = restoreActor(saved());
    expect(actor.getSnapshot().matches({ play: { moving: 'firstDie' } })).toBe(true);
    actor.send(mv('d1', 'd2'));
    expect(actor.getSnapshot().matches({ play: { moving: 'secondDie' } })).toBe(true);
  });

  it('refuses stakes of 99, negative drunk shots, a glass on square 99, no game, a made-up phase, naming the field', () => {
    const withGame = (change: Record<string, unknown>) => {
      const s = saved();
      Object.assign(s.context.game, change);
      return s;
    };
    expect(refusal(withGame({ stake: [99, 13] })).field).toBe('context.game.stake.0');
    expect(refusal(withGame({ drunk: [-1, 0, 0] })).field).toBe('context.game.drunk.0');
    const squareOf = saved().context.game.squareOf as number[];
    expect(refusal(withGame({ squareOf: [99, ...squareOf.slice(1)] })).field).toBe('context.game.squareOf.0');
    expect(refusal(withGame({ phase: 'bogus' })).field).toBe('context.game.phase');
    expect(refusal({ ...saved(), context: {} }).field).toBe('context.game');
    expect(refusal(null).field).toBe('snapshot');
    expect(refusal(withGame({ rules: { ...(saved().context.game.rules as object), bottles: 99 } })).message).toBe(
      'saved game: context.game.rules.bottles: bottles=99: expected 1 to 9',
    );
  });

  it('refuses a shot that vanished: a glass emptied without anyone drinking it', () => {
    const s = saved();
    (s.context.game.fill as number[])[0] = -1;
    expect(refusal(s).field).toBe('context.game.drunk');
  });

  it('refuses what longer fuzz runs found: a move record that does not fit, a line of empty squares, a toast or muggins window without a roll', () => {
    const moved = (): ReturnType<typeof saved> => {
      const actor = restoreActor(saved());
      actor.send(mv('d1', 'd2'));
      return JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    };
    const m = moved();
    (m.context.game.moves as { glass: number }[])[0].glass = 0;
    expect(refusal(m).field).toBe('context.game.moves.0.glass');
    const f = moved();
    (f.context.game.moves as { from: number }[])[0].from = 0;
    expect(refusal(f).field).toBe('context.game.moves.0.to');
    const w = saved();
    Object.assign(w.context.game, { phase: 'roll', dice: null, moves: [], mugginsOpen: true, queenPending: true });
    expect(refusal(w).field).toBe('context.game.queenPending');
    const t = saved();
    Object.assign(t.context.game, { phase: 'queenToast', dice: null, moves: [], queenResume: { phase: 'moving', player: 0 } });
    expect(refusal(t).field).toBe('context.game.dice');
    const p = saved();
    Object.assign(p.context.game, { phase: 'sharing', moves: [], pull: { line: [0, 1, 2, 3, 4], shots: 5 } });
    expect(refusal(p).field).toBe('context.game.pull.line');
  });

  it('refuses a game no action can leave', () => {
    const s = saved();
    Object.assign(s.context.game, { phase: 'moving', dice: null });
    expect(refusal(s).field).toBe('context.game.dice');
  });
});

describe('legalPairs answers for the state it is given', () => {
  const start = () => createGame({ queen: 9, position: 'nnn4/7/7/7/7/7/3ssss s' });

  it('lists no pairs for a roll that passes the dice, nor before a roll', () => {
    expect(legalPairs(start())).toEqual([]);
    for (const dice of [
      [3, 4],
      [5, 6],
    ] as const) {
      const s = apply(start(), { type: 'dice.roll', dice: [dice[0], dice[1]] });
      expect(s.phase).toBe('passing');
      expect(legalPairs(s)).toEqual([]);
    }
  });

  it('after the first move, lists the pairs that begin with it', () => {
    const rolled = apply(start(), { type: 'dice.roll', dice: [3, 1] });
    expect(legalPairs(rolled)).toHaveLength(42);
    const moved = apply(rolled, mv('d1', 'd4'));
    const pairs = legalPairs(moved);
    expect(pairs.length).toBeGreaterThan(0);
    expect(pairs.length).toBe(legalMoves(moved).length);
    for (const p of pairs) expect(p.first).toEqual({ from: sq('d1'), to: sq('d4') });
    expect(pairs.map((p) => p.second.to - p.second.from).every((d) => Math.abs(d) === 7)).toBe(true);
  });
});

describe('a muggins call names its caller', () => {
  it("refuses a caller other than 'opponent' or 'spectator', instead of taking it as the Opponent's", () => {
    const s = createGame({ queen: 4, options: { queenCall: 'manual' } });
    for (const a of [{ type: 'initiative.roll', dice: [5, 2] }, { type: 'centre.fill' }, { type: 'dice.roll', dice: [3, 1] }, mv('a7', 'a4')] as Action[])
      applyInPlace(s, a);
    expect(s.mugginsOpen).toBe(true);
    expect(reasonIllegal(s, raw({ type: 'queen.muggins', square: sq('e1'), by: 'bogus' }))).toBe("by must be 'opponent' or 'spectator'");
    expect(reasonIllegal(s, raw({ type: 'queen.muggins', square: sq('e1'), by: null }))).toBe("by must be 'opponent' or 'spectator'");
    expect(reasonIllegal(s, { type: 'queen.muggins', square: sq('e1') })).toBeNull();
    expect(reasonIllegal(s, { type: 'queen.muggins', square: sq('e1'), by: 'opponent' })).toBeNull();
  });
});

describe('createTableroActor with a snapshot', () => {
  it('checks a snapshot passed to it, as restoreActor does', () => {
    const actor = createTableroActor({ input: { setup: { rules: 'powell', queen: 6 } } });
    const saved = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    saved.context.game.stake = [99, 13];
    const e = caught(() => createTableroActor({ snapshot: saved }));
    expect(e).toBeInstanceOf(SnapshotError);
    expect((e as SnapshotError).field).toBe('context.game.stake.0');
    expect(() => restoreActor(undefined)).toThrow(SnapshotError);
  });
});
