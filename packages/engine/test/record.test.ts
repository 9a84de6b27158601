import { describe, expect, it } from 'vitest';
import {
  PRESETS,
  RECORD_VERSION,
  ReplayError,
  SeededDice,
  Xoshiro128,
  cloneState,
  createGame,
  newRecord,
  readRecord,
  recordAction,
  replay,
  shotsBalance,
  startOf,
  type Action,
  type GameRecord,
  type GameState,
  type PresetName,
  type RuleOptions,
} from '../src/index.ts';
import { greedyBot, randomBot, type Bot } from '../src/bots/index.ts';
import { playGame } from '../src/sim/index.ts';
import { boardOf } from './helpers.ts';

/** Options that switch on the less common paths of each preset (manual calling, muggins, house rules). */
const VARIANTS: Record<PresetName, RuleOptions> = {
  powell: { queenCall: 'manual', spectatorMuggins: true },
  'da-gucci': { queenCall: 'manual', chevron: true },
  anarchist: { queenCall: 'manual', lawLaw: true, damonLaw: true, prophetFromInitiative: true },
  'de-jesus': { pullSize: 3 },
};

interface Played {
  /** The state the game ended in. */
  final: GameState;
  record: GameRecord;
  /** before[i] is the state action i was applied to: the state after actions 0..i-1. */
  before: GameState[];
}

/** Two bots play a whole game; every action goes into a record as it is taken. */
function playRecorded(rules: PresetName, seed: number, options: RuleOptions = {}, bots: [Bot, Bot] = [randomBot, greedyBot]): Played {
  let record = newRecord({
    rules,
    options,
    players: [
      { name: 'Ann', bot: bots[0].name },
      { name: 'Bob', bot: bots[1].name },
    ],
    dice: { seed },
  });
  const before: GameState[] = [];
  const final = createGame({ rules, options });
  playGame(final, bots, new SeededDice(seed), new Xoshiro128(seed * 7919 + 1), {
    onAction: (s, a) => {
      before.push(cloneState(s));
      record = recordAction(record, a);
    },
  });
  return { final, record, before };
}

/** The record as it would come back from storage. */
const roundTrip = (r: GameRecord): unknown => JSON.parse(JSON.stringify(r));

/** The ReplayError a replay throws (fails the test when it does not throw one). */
function replayError(record: unknown): ReplayError {
  try {
    replay(record);
  } catch (e) {
    if (e instanceof ReplayError) return e;
    throw e;
  }
  throw new Error('the record replayed without error');
}

const withActions = (r: GameRecord, actions: readonly Action[]): GameRecord => ({ ...r, actions });

describe('records', () => {
  it('start empty and grow one action at a time without changing the old record', () => {
    const r0 = newRecord({
      rules: 'anarchist',
      options: { lawLaw: true },
      queen: 8,
      players: [{ name: 'Ann' }, { name: 'Bob', bot: 'greedy' }],
      dice: { seed: 42 },
    });
    expect(r0).toEqual({
      format: 'tablero-record',
      version: RECORD_VERSION,
      rules: 'anarchist',
      options: { lawLaw: true },
      queen: 8,
      players: [{ name: 'Ann' }, { name: 'Bob', bot: 'greedy' }],
      dice: { seed: 42 },
      actions: [],
    });
    const r1 = recordAction(r0, { type: 'initiative.roll', dice: [2, 5] });
    const r2 = recordAction(r1, { type: 'initiative.choose', starter: 0 });
    expect(r0.actions).toEqual([]);
    expect(r1.actions).toEqual([{ type: 'initiative.roll', dice: [2, 5] }]);
    expect(r2.actions).toHaveLength(2);
    const s = replay(roundTrip(recordAction(r2, { type: 'centre.fill' })));
    expect(s.queen).toBe(8);
    expect(s.phase).toBe('roll');
    expect(s.player).toBe(0);
    expect(boardOf(s)).toContain('d4:s');
  });

  it('replays a record that starts from a position', () => {
    const r = newRecord({
      rules: 'powell',
      options: {},
      queen: 6,
      position: '7/7/7/nnnn3/7/4s2/5ss s 13/0',
      players: [{ name: 'Ann' }, { name: 'Bob' }],
      dice: { seed: 1, script: '2-1' },
      actions: [
        { type: 'dice.roll', dice: [2, 1] },
        { type: 'glass.move', from: 11, to: 25 },
        { type: 'glass.move', from: 6, to: 13 },
      ],
    });
    const s = replay(roundTrip(r));
    expect(s.phase).toBe('pullDecision');
    expect(boardOf(s)).toEqual(['a4:n', 'b4:n', 'c4:n', 'd4:n', 'e4:s', 'f1:s', 'g2:s']);
    expect(startOf(r).fromPosition).toBe(true);
  });
});

describe('replaying a played game', () => {
  for (const rules of PRESETS) {
    for (const seed of [1, 2, 3]) {
      it(`${rules}, seed ${seed}: the record survives JSON and replays to the same state`, () => {
        const { final, record } = playRecorded(rules, seed);
        expect(final.phase).toBe('over');
        expect(final.result).not.toBeNull();
        expect(record.actions.length).toBeGreaterThan(20);
        const text = JSON.stringify(record);
        const back = replay(JSON.parse(text));
        expect(back).toEqual(final);
        expect(shotsBalance(back)).toBe(true);
      });
    }
    it(`${rules} with ${JSON.stringify(VARIANTS[rules])}: replays to the same state`, () => {
      const { final, record } = playRecorded(rules, 11, VARIANTS[rules], [greedyBot, randomBot]);
      expect(final.phase).toBe('over');
      expect(replay(roundTrip(record))).toEqual(final);
    });
  }

  it('gives a different game for a different seed (the record is not trivially the same)', () => {
    const a = playRecorded('powell', 1).record.actions;
    const b = playRecorded('powell', 2).record.actions;
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
  });
});

describe('truncated records', () => {
  it.each(PRESETS)('%s: every prefix replays to the state the game was in at that point', (rules) => {
    const { record, before } = playRecorded(rules, 5);
    const n = record.actions.length;
    for (const k of [0, 1, 2, 3, Math.floor(n / 3), Math.floor(n / 2), n - 2, n - 1]) {
      const s = replay(roundTrip(withActions(record, record.actions.slice(0, k))));
      expect(s).toEqual(before[k]);
      expect(s.phase).not.toBe('over');
      expect(shotsBalance(s)).toBe(true);
    }
  });
});

describe('bad records', () => {
  const good = (): Record<string, unknown> =>
    roundTrip(newRecord({ rules: 'powell', options: {}, players: [{ name: 'Ann' }, { name: 'Bob' }], dice: { seed: 3 } })) as Record<string, unknown>;

  it.each([
    ['not an object', null, 'not a JSON object'],
    ['a string', 'tablero', 'not a JSON object'],
    ['format', { format: 'chess-pgn' }, 'format is not "tablero-record"'],
    ['version', { version: 5 }, 'version 5 is not supported (expected 1 to 4)'],
    ['rules', { rules: 'chess' }, 'rules "chess" is not one of powell, da-gucci, anarchist, de-jesus'],
    ['options', { options: null }, 'options must be an object'],
    ['players: one', { players: [{ name: 'Ann' }] }, 'players must list two players'],
    ['players: no name', { players: [{ name: 'Ann' }, { bot: 'random' }] }, 'each player needs a name'],
    ['players: bot', { players: [{ name: 'Ann' }, { name: 'Bob', bot: 'deep-blue' }] }, 'unknown bot "deep-blue"'],
    ['dice: seed', { dice: { seed: 1.5 } }, 'dice.seed 1.5 is not a whole number from 0 to 4294967295'],
    ['dice: missing', { dice: undefined }, 'dice must be an object with a seed'],
    ['dice: script', { dice: { seed: 1, script: '3-4 7-1' } }, 'dice.script: "7-1" at character 5 is not a roll'],
    ['actions', { actions: {} }, 'actions must be a list'],
    ['an option the rules refuse', { options: { pullSize: 9 } }, 'pullSize=9: expected 4 to 7'],
    ['a position that cannot be read', { position: 'nnn4/7' }, 'position "nnn4/7"'],
  ])('refuses a bad header (%s) with index -1', (_what, patch, why) => {
    const record = patch === null || typeof patch === 'string' ? patch : { ...good(), ...patch };
    const e = replayError(record);
    expect(e.index).toBe(-1);
    expect(e.name).toBe('ReplayError');
    expect(e.message.startsWith('bad record: ')).toBe(true);
    expect(e.message).toContain(why);
  });

  it('readRecord passes a good header through', () => {
    const r = good();
    expect(readRecord(r)).toBe(r);
  });

  it('names the first illegal action by its index, and says why', () => {
    const { record, before } = playRecorded('powell', 7);
    const k = before.findIndex((s, i) => i > 10 && s.phase === 'roll');
    expect(k).toBeGreaterThan(10);
    const actions = [...record.actions];
    actions[k] = { type: 'glass.move', from: 4, to: 11 };
    const e = replayError(roundTrip(withActions(record, actions)));
    expect(e.index).toBe(k);
    expect(e.message).toBe(`bad record: action ${k}: glass.move: no roll is waiting to be moved`);
  });

  it('refuses rolls with impossible faces and actions it does not know', () => {
    const { record, before } = playRecorded('anarchist', 8);
    const k = before.findIndex((s, i) => i > 5 && s.phase === 'roll');
    const badDice = [...record.actions];
    badDice[k] = { type: 'dice.roll', dice: [0, 7] };
    const e1 = replayError(roundTrip(withActions(record, badDice)));
    expect(e1.index).toBe(k);
    expect(e1.message).toBe(`bad record: action ${k}: dice.roll: dice must be two faces, 1 to 6`);
    const unknown = [...record.actions];
    unknown[3] = { type: 'glass.teleport' } as unknown as Action;
    const e2 = replayError(roundTrip(withActions(record, unknown)));
    expect(e2.index).toBe(3);
    expect(e2.message).toBe('bad record: action 3: glass.teleport: unknown action "glass.teleport"');
    const missing = [...record.actions];
    missing[1] = null as unknown as Action;
    const e3 = replayError(roundTrip(withActions(record, missing)));
    expect(e3.index).toBe(1);
    expect(e3.message).toBe('bad record: action 1: action: an action needs a type');
  });

  it('refuses an action after the game is over', () => {
    const { record } = playRecorded('de-jesus', 4);
    const n = record.actions.length;
    const e = replayError(roundTrip(recordAction(record, { type: 'dice.roll', dice: [1, 2] })));
    expect(e.index).toBe(n);
    expect(e.message).toBe(`bad record: action ${n}: dice.roll: the game is over`);
  });

  it('refuses an action out of its moment in a hand-written record', () => {
    const r = newRecord({
      rules: 'anarchist',
      options: {},
      players: [{ name: 'Ann' }, { name: 'Bob' }],
      dice: { seed: 1 },
      actions: [
        { type: 'queen.roll', dice: [6, 6] },
        { type: 'initiative.roll', dice: [2, 5] },
        { type: 'dice.roll', dice: [3, 4] },
      ],
    });
    const e = replayError(roundTrip(r));
    expect(e.index).toBe(2);
    expect(e.message).toBe('bad record: action 2: dice.roll: it is not time to roll');
    // Cut before the bad action, it replays to the centre fill.
    const s = replay(roundTrip(withActions(r, r.actions.slice(0, 2))));
    expect(s.phase).toBe('centre');
    expect(s.player).toBe(1);
    expect(s.queen).toBe(12);
  });
});

describe('records of versions 1 and 2 (before the moment of going to roll; before queen.treason)', () => {
  // A da-gucci game with the Queen (6) called by hand: 2-4 rolled and moved without calling.
  const v1 = (...tail: Action[]): Record<string, unknown> => ({
    format: 'tablero-record',
    version: 1,
    rules: 'da-gucci',
    options: { queenCall: 'manual' },
    queen: 6,
    position: 'n6/6s/1n5/2o4/5s1/3n3/4s2 s',
    players: [{ name: 'Ann' }, { name: 'Bob' }],
    dice: { seed: 1 },
    actions: [{ type: 'dice.roll', dice: [2, 4] }, { type: 'glass.move', from: 42, to: 28 }, { type: 'glass.move', from: 4, to: 32 }, ...tail],
  });
  const LIFT: Action = { type: 'dice.lift' };

  it('a treason called at the dice replays: going to roll goes in before it', () => {
    const old = v1({ type: 'queen.muggins', square: 19 }, { type: 'dice.roll', dice: [1, 2] });
    const r = readRecord(old);
    expect(r.version).toBe(RECORD_VERSION);
    expect(r.actions.slice(3)).toEqual([LIFT, { type: 'queen.treason', square: 19 }, { type: 'dice.roll', dice: [1, 2] }]);
    const s = replay(old);
    // North drank South's f3 (square 19), which went to f1; South filled it and rolled on.
    expect(boardOf(s)).toEqual(['a5:n', 'b5:n', 'c4:o', 'd2:n', 'e5:s', 'f1:s', 'g6:s']);
    expect(s).toMatchObject({ phase: 'moving', dice: [1, 2], drunk: [0, 1, 0], queenPending: false });
    expect(shotsBalance(s)).toBe(true);
  });

  it('a roll past the uncalled Queen replays: going to roll goes in before it; a call or a later roll is left alone', () => {
    const rolled = readRecord(v1({ type: 'dice.roll', dice: [1, 2] }));
    expect(rolled.actions.slice(3)).toEqual([LIFT, { type: 'dice.roll', dice: [1, 2] }]);
    expect(replay(rolled)).toMatchObject({ phase: 'moving', dice: [1, 2], queenPending: false, drunk: [0, 0, 0] });
    const called = readRecord(v1({ type: 'queen.call' }, { type: 'queen.toast', square: 41 }, { type: 'dice.roll', dice: [1, 2] }));
    expect(called.actions.slice(3)).toEqual([{ type: 'queen.call' }, { type: 'queen.toast', square: 41 }, { type: 'dice.roll', dice: [1, 2] }]);
    expect(replay(called).phase).toBe('moving');
  });

  it('version 2: da-gucci’s treason sent as queen.muggins is read as queen.treason; a spectator’s call and other rules are left alone', () => {
    const v2 = { ...v1(LIFT, { type: 'queen.muggins', square: 19 }), version: 2 };
    expect(readRecord(v2).actions.slice(3)).toEqual([LIFT, { type: 'queen.treason', square: 19 }]);
    expect(replay(v2)).toMatchObject({ phase: 'roll', drunk: [0, 1, 0] });
    const spectator = {
      ...v1(LIFT, { type: 'queen.muggins', square: 19, by: 'spectator', baseline: 1 }),
      version: 2,
      options: { queenCall: 'manual', spectatorMuggins: true },
    };
    expect(readRecord(spectator).actions[4]).toEqual({ type: 'queen.muggins', square: 19, by: 'spectator', baseline: 1 });
    const powell = { ...v1({ type: 'queen.muggins', square: 19 }), version: 2, rules: 'powell' };
    expect(readRecord(powell).actions.slice(3)).toEqual([{ type: 'queen.muggins', square: 19 }]);
  });

  it('version 3: de-jesus’s refill sent as glass.place is read as glasses.refill; its setup placing is left alone', () => {
    // Three on rank 4 a-c; c2 up 2 makes them, and South pulls them; North places the three again.
    const v3 = {
      format: 'tablero-record',
      version: 3,
      rules: 'de-jesus',
      options: {},
      position: '5nn/7/7/ss5/7/2s4/3nn2',
      players: [{ name: 'Ann' }, { name: 'Bob' }],
      dice: { seed: 1 },
      actions: [
        { type: 'dice.roll', dice: [2, 1] },
        { type: 'glass.move', from: 9, to: 23 },
        { type: 'glass.move', from: 48, to: 41 },
        { type: 'pull.take', line: [21, 22, 23] },
        { type: 'glass.place', square: 42 },
        { type: 'glass.place', square: 1 },
        { type: 'glass.place', square: 44 },
      ],
    };
    const r = readRecord(v3);
    expect(r.actions.slice(4)).toEqual([
      { type: 'glasses.refill', square: 42 },
      { type: 'glasses.refill', square: 1 },
      { type: 'glasses.refill', square: 44 },
    ]);
    expect(replay(v3)).toMatchObject({ phase: 'roll', player: 1 });
    const setup = {
      ...v3,
      position: undefined,
      actions: [
        { type: 'initiative.roll', dice: [2, 5] },
        { type: 'glass.place', square: 0 },
      ],
    };
    expect(readRecord(setup).actions[1]).toEqual({ type: 'glass.place', square: 0 });
  });

  it('an old record holding garbage is upgraded without throwing, and replay names the bad action', () => {
    for (const junk of [null, 'queen.roll', {}, 7]) {
      const e = replayError(v1(junk as unknown as Action, { type: 'dice.roll', dice: [1, 2] }));
      expect(e).toBeInstanceOf(ReplayError);
      expect(e.index).toBe(3);
    }
  });

  it('a version-1 record that does not play is upgraded up to its bad action, which replay then names', () => {
    const e = replayError(v1({ type: 'glass.move', from: 0, to: 7 }, { type: 'dice.roll', dice: [1, 2] }));
    expect(e.index).toBe(3);
    expect(e.message).toBe('bad record: action 3: glass.move: no roll is waiting to be moved');
  });
});
