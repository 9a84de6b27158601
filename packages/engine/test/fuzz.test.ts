/**
 * Fuzzing the public API at its edges: arbitrary events to the actor, mutated records, arbitrary
 * position strings and option objects. What must hold: nothing is thrown but the API's own errors, an
 * event the rules refuse changes nothing, and no impossible game comes out (the shots balance).
 *
 * fast-check runs from a fixed seed, so CI sees the same cases each time; another seed explores:
 * `FC_SEED=<number> npx vitest run packages/engine/test/fuzz.test.ts` (a failure prints its seed).
 * Longer hunts for saved games: FC_RUNS (corruptions, default 3,000), FC_GAMES and FC_EVERY (the real
 * games sampled, default 60, every 7th state).
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  NotationError,
  OPTION_NAMES,
  PRESETS,
  ReplayError,
  RulesError,
  SeededDice,
  SnapshotError,
  Xoshiro128,
  apply,
  applyInPlace,
  checkGame,
  checkRules,
  createGame,
  formatPosition,
  legalChoices,
  newRecord,
  parsePosition,
  mugginsChoices,
  reasonIllegal,
  replay,
  resolveRules,
  shotsBalance,
  type Action,
  type GameRecord,
  type GameSetup,
  type GameState,
  type Position,
  type PresetName,
  type RuleOptions,
  type Side,
} from '../src/index.ts';
import { randomBot } from '../src/bots/index.ts';
import { withDice } from '../src/sim/index.ts';
import { checkEvent, whyNot, createTableroActor, restoreActor, tableroMachine, type TableroActor } from '../src/machine/machine.ts';

const FC_SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : 20_261_124;

const ACTION_TYPES = [
  'queen.roll',
  'initiative.roll',
  'initiative.choose',
  'centre.fill',
  'glass.place',
  'dice.roll',
  'queen.call',
  'queen.toast',
  'glass.move',
  'move.undo',
  'glass.slash',
  'queen.muggins',
  'pull.take',
  'pull.decline',
  'pull.share',
  'run.announce',
  'run.roll',
  'glasses.refill',
  'dice.pass',
  'courtesy.fill',
  'toast.raise',
] as const;
const PROTO_NAMES = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'propertyIsEnumerable'];

/** A value for an action's field: mostly near the right kind, sometimes anything. */
const fieldValue = fc.oneof(
  fc.integer({ min: -2, max: 50 }),
  fc.tuple(fc.integer({ min: -1, max: 8 }), fc.integer({ min: -1, max: 8 })),
  fc.array(fc.integer({ min: -1, max: 50 }), { maxLength: 8 }),
  fc.constantFrom(null, undefined, NaN, Infinity, -0, 1.5, '3', 'spectator', 'opponent', true),
  fc.anything({ maxDepth: 2 }),
);

/** An action-shaped object: a known, prototype-named or made-up type, with fields of any kind. */
const actionLike = fc.record(
  {
    type: fc.oneof(fc.constantFrom(...ACTION_TYPES), fc.constantFrom(...PROTO_NAMES, 'glass.teleport', ''), fc.string({ maxLength: 12 })),
    dice: fieldValue,
    square: fieldValue,
    from: fieldValue,
    to: fieldValue,
    line: fieldValue,
    opponent: fieldValue,
    spectators: fieldValue,
    starter: fieldValue,
    by: fieldValue,
    baseline: fieldValue,
  },
  { requiredKeys: ['type'] },
);

/** Anything at all that a caller might send. */
const junk = fc.oneof(
  actionLike,
  fc.anything({ maxDepth: 2 }),
  fc.constantFrom<unknown>(null, undefined, {}, 'queen.roll', { type: 'queen.roll' }, { type: 'initiative.roll' }, []),
);

/** One step of a fuzzed game: a legal choice (so games get somewhere), or junk. */
const step = fc.oneof({ weight: 3, arbitrary: fc.nat().map((pick) => ({ pick })) }, { weight: 2, arbitrary: junk.map((value) => ({ value })) });

describe('the actor under arbitrary events', () => {
  it('never throws, never stops, and changes nothing for an event the rules refuse (20,000 events)', () => {
    let sent = 0;
    let refused = 0;
    fc.assert(
      fc.property(
        fc.constantFrom<PresetName>(...PRESETS),
        fc.boolean(),
        fc.integer({ min: 0, max: 0xffff }),
        fc.array(step, { minLength: 560, maxLength: 560 }),
        (rules, guarded, seed, steps) => {
          // Half the games on a TableroActor, half on a plain xstate actor; every value goes through the
          // edge check (checkEvent) first, as the board's and a room's input does.
          const options = { input: { setup: { rules, options: rules === 'de-jesus' ? {} : { queenCall: 'manual' as const } } } };
          const actor: TableroActor = guarded ? createTableroActor(options) : createActor(tableroMachine, options).start();
          const errors: unknown[] = [];
          actor.subscribe({ error: (e) => errors.push(e) });
          const dice = new SeededDice(seed);
          const rng = new Xoshiro128(seed);
          for (const s of steps) {
            const game = actor.getSnapshot().context.game;
            let event: unknown;
            if ('pick' in s) {
              const open = [...legalChoices(game), ...mugginsChoices(game)];
              if (open.length === 0) continue;
              event = withDice(open[(s.pick + rng.below(open.length)) % open.length], dice);
            } else {
              event = s.value;
              if (rng.below(50) === 0) event = { type: 'xstate.stop' };
            }
            const before = JSON.stringify(actor.getPersistedSnapshot());
            const context = actor.getSnapshot().context;
            const checked = checkEvent(event);
            if (checked) actor.send(checked);
            sent++;
            const after = actor.getSnapshot();
            expect(after.status).toBe('active');
            expect(errors).toEqual([]);
            const legal = checked !== null && checked.type !== 'dice.takeBack' && whyNot(context, checked) === null;
            if (!legal) {
              refused++;
              expect(after.context.game).toBe(game);
              expect(JSON.stringify(actor.getPersistedSnapshot())).toBe(before);
            } else expect(after.context.game).not.toBe(game);
            expect(shotsBalance(after.context.game)).toBe(true);
          }
          actor.stop();
        },
      ),
      { numRuns: 40, seed: FC_SEED },
    );
    expect(sent).toBeGreaterThan(19_000);
    expect(refused).toBeGreaterThan(5_000);
  });
});

// ---------------------------------------------------------------------------------------------
// Saved games: real states from played games, then each one corrupted.

/** Setups that reach most phases: every preset, manual calling with Spectator Muggins, the no-score game. */
const SETUPS: GameSetup[] = [
  { rules: 'powell' },
  { rules: 'powell', options: { queenCall: 'manual', spectatorMuggins: true, bottles: 1, shotsPerBottle: 6 } },
  { rules: 'da-gucci', options: { queenCall: 'manual' } },
  { rules: 'anarchist', options: { queenCall: 'manual', bottles: 1, shotsPerBottle: 8 } },
  { rules: 'de-jesus', options: { bottles: 1, shotsPerBottle: 10 } },
  { rules: 'powell', options: { noScore: true } },
];

/** States seen along seeded games played by the random bot, with its choices (muggins included). */
function playedStates(games: number, every: number): GameState[] {
  const out: GameState[] = [];
  for (let i = 0; i < games; i++) {
    const s = createGame(SETUPS[i % SETUPS.length]);
    const dice = new SeededDice(i + 1);
    const rng = new Xoshiro128(i + 7);
    for (let step = 0; step < 400 && s.phase !== 'over'; step++) {
      const muggins = mugginsChoices(s);
      const c = muggins.length && rng.below(3) === 0 ? muggins[0] : randomBot.choose(s, rng);
      applyInPlace(s, withDice(c, dice));
      if (step % every === 0 || (s.phase as string) === 'over') out.push(JSON.parse(JSON.stringify(s)) as GameState);
    }
  }
  return out;
}

const STATES = playedStates(Number(process.env.FC_GAMES ?? 60), Number(process.env.FC_EVERY ?? 7));

describe('saved games', () => {
  it('takes back every state a real game passes through, unchanged', () => {
    const phases = new Set<string>();
    for (const s of STATES) {
      phases.add(s.phase);
      expect(checkGame(s)).toEqual(s);
    }
    // The sample reaches the moments a save can be made in.
    for (const p of ['roll', 'moving', 'pullDecision', 'sharing', 'refill', 'passing', 'queenToast', 'over', 'placing']) expect(phases).toContain(p);
  });

  /** A value of the wrong kind, or of the right kind out of range. */
  const corrupt = fc.oneof(
    fc.constantFrom<unknown>(null, undefined, -1, 99, 1e20, NaN, 0.5, '0', true, [], {}, [0], [-1, -1, -1]),
    fc.integer({ min: -3, max: 60 }),
    fc.anything({ maxDepth: 2 }),
  );

  /** Every path to a leaf or a list/object inside a state, like `stake.0` or `tally.pulls`. */
  function paths(v: unknown, prefix: string, out: string[]): string[] {
    if (prefix) out.push(prefix);
    if (typeof v === 'object' && v !== null && prefix !== 'rules')
      for (const k of Object.keys(v)) paths((v as Record<string, unknown>)[k], prefix ? `${prefix}.${k}` : k, out);
    return out;
  }

  function setPath(root: unknown, path: string, value: unknown): void {
    const keys = path.split('.');
    let o = root as Record<string, unknown>;
    for (const k of keys.slice(0, -1)) {
      o = o[k] as Record<string, unknown>;
      if (typeof o !== 'object' || o === null) return; // an earlier change replaced a parent
    }
    o[keys[keys.length - 1]] = value;
  }

  it('refuses a corrupted state naming a field, or restores one that balances and plays on (3,000 corruptions)', () => {
    let refused = 0;
    let kept = 0;
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.array(corrupt, { minLength: 1, maxLength: 2 }), fc.nat(), (which, where, values, seed) => {
        const state = JSON.parse(JSON.stringify(STATES[which % STATES.length])) as GameState;
        const all = paths(state, '', []);
        values.forEach((v, i) => setPath(state, all[(where + i * 31) % all.length], v));
        const snapshot = { status: 'active', value: {}, context: { game: state } };
        let game: GameState;
        try {
          game = restoreActor(snapshot).getSnapshot().context.game;
        } catch (e) {
          expect(e).toBeInstanceOf(SnapshotError);
          expect((e as SnapshotError).field).toMatch(/^(snapshot|context\.game)(\.[A-Za-z0-9]+)*$/);
          refused++;
          return;
        }
        kept++;
        // Accepted: the shots balance, and the game plays on under the rules without a throw.
        expect(shotsBalance(game)).toBe(true);
        const dice = new SeededDice(seed);
        const rng = new Xoshiro128(seed);
        for (let i = 0; i < 40 && game.phase !== 'over'; i++) {
          const muggins = mugginsChoices(game);
          const next = muggins.length && rng.below(3) === 0 ? muggins[rng.below(muggins.length)] : withDice(randomBot.choose(game, rng), dice);
          game = apply(game, next);
          expect(shotsBalance(game)).toBe(true);
        }
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 3_000), seed: FC_SEED },
    );
    expect(refused).toBeGreaterThan(1_500);
    expect(kept).toBeGreaterThan(20);
  });
});

// ---------------------------------------------------------------------------------------------
// Records: real ones, mutated.

/** Records of seeded games played by the random bot, each cut at a random length. */
function playedRecords(games: number): GameRecord[] {
  const out: GameRecord[] = [];
  for (let i = 0; i < games; i++) {
    const setup = SETUPS[i % SETUPS.length];
    const s = createGame(setup);
    const dice = new SeededDice(i + 101);
    const rng = new Xoshiro128(i + 3);
    const actions: Action[] = [];
    for (let step = 0; step < 150 && s.phase !== 'over'; step++) {
      const a = withDice(randomBot.choose(s, rng), dice);
      applyInPlace(s, a);
      actions.push(a);
    }
    out.push(
      newRecord({
        rules: setup.rules as PresetName,
        options: setup.options ?? {},
        players: [{ name: 'S' }, { name: 'N', bot: 'random' }],
        dice: { seed: i + 101 },
        actions,
      }),
    );
  }
  return out;
}

const RECORDS = playedRecords(24);

/** A mutation of a record's actions (or of its header). */
const mutation = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: junk }),
  fc.record({
    kind: fc.constant('field' as const),
    at: fc.nat(),
    key: fc.constantFrom('dice', 'square', 'from', 'to', 'line', 'opponent', 'spectators', 'starter', 'type'),
    value: fieldValue,
  }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('swap' as const), at: fc.nat(), with: fc.nat() }),
  fc.record({ kind: fc.constant('repeat' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('header' as const),
    key: fc.constantFrom('format', 'version', 'rules', 'options', 'players', 'dice', 'queen', 'position', 'actions'),
    value: fc.oneof(corruptValue(), fieldValue),
  }),
);

function corruptValue(): fc.Arbitrary<unknown> {
  return fc.constantFrom<unknown>(
    null,
    undefined,
    -1,
    1e20,
    '1',
    [],
    {},
    { seed: -1 },
    { seed: 1, script: 34 },
    JSON.parse('{"__proto__": true}'),
    { constructor: 1 },
    [{ name: 'a' }],
  );
}

describe('mutated records', () => {
  it('replay throws only ReplayError, at the first bad action, and the prefix before it replays (5,000 records)', () => {
    let bad = 0;
    fc.assert(
      fc.property(fc.nat(), fc.array(mutation, { minLength: 1, maxLength: 3 }), (which, mutations) => {
        const base = RECORDS[which % RECORDS.length];
        const record = JSON.parse(JSON.stringify(base)) as Record<string, unknown> & { actions: unknown[] };
        for (const m of mutations) {
          const n = record.actions.length;
          if (m.kind === 'header') (record as Record<string, unknown>)[m.key] = m.value;
          else if (n === 0) continue;
          else if (m.kind === 'replace') record.actions[m.at % n] = m.value;
          else if (m.kind === 'field') {
            const a = record.actions[m.at % n];
            if (typeof a === 'object' && a !== null) (a as Record<string, unknown>)[m.key] = m.value;
          } else if (m.kind === 'delete') record.actions.splice(m.at % n, 1);
          else if (m.kind === 'swap') {
            const [i, j] = [m.at % n, m.with % n];
            [record.actions[i], record.actions[j]] = [record.actions[j], record.actions[i]];
          } else record.actions.splice(m.at % n, 0, record.actions[m.at % n]);
          if (!Array.isArray(record.actions)) return; // a header mutation replaced the list
        }
        let error: unknown = null;
        try {
          replay(record);
        } catch (e) {
          error = e;
        }
        if (error === null) return;
        bad++;
        expect(error).toBeInstanceOf(ReplayError);
        const index = (error as ReplayError).index;
        if (index < 0) return;
        // The prefix before the bad action replays, and the bad action is illegal where it stands.
        const before = replay({ ...record, actions: record.actions.slice(0, index) });
        expect(reasonIllegal(before, record.actions[index] as Action)).not.toBeNull();
      }),
      { numRuns: 5_000, seed: FC_SEED },
    );
    expect(bad).toBeGreaterThan(2_500);
  });
});

// ---------------------------------------------------------------------------------------------
// Position notation.

/** A valid position: up to 7 glasses on different squares, maybe who holds the dice, maybe stakes. */
const position = fc.record(
  {
    glasses: fc.uniqueArray(fc.record({ square: fc.integer({ min: 0, max: 48 }), fill: fc.constantFrom(-1, 0, 1) }), {
      maxLength: 7,
      selector: (g) => g.square,
    }),
    player: fc.constantFrom<Side>(0, 1),
    stakes: fc.tuple(fc.maxSafeNat(), fc.maxSafeNat()),
  },
  { requiredKeys: ['glasses'] },
);

/** Glasses in reading order (rank 7 first, files a to g), as parsePosition lists them. */
const readingOrder = (p: Position): Position => ({
  ...p,
  glasses: [...p.glasses].sort((a, b) => ((b.square / 7) | 0) - ((a.square / 7) | 0) || a.square - b.square),
});

/** Strings near the notation: its own characters, spaces and slashes, digits, sometimes anything. */
const positionText = fc.oneof(
  fc.string({ unit: fc.constantFrom('s', 'n', 'o', 'S', 'N', '.', '/', ' ', '1', '3', '4', '7', '8', '0', '9', 'x'), maxLength: 40 }),
  fc.string({ maxLength: 40 }),
  position
    .map((p) => formatPosition(p))
    .chain((t) => fc.tuple(fc.nat({ max: t.length }), fc.string({ maxLength: 3 })).map(([i, ins]) => t.slice(0, i) + ins + t.slice(i + 1))),
);

describe('position notation', () => {
  it('round-trips every valid position through formatPosition and parsePosition (3,000 positions)', () => {
    fc.assert(
      fc.property(position, (p) => {
        const text = formatPosition(p);
        const back = parsePosition(text);
        expect(back).toEqual({ player: undefined, stakes: undefined, ...readingOrder(p) });
        expect(formatPosition(back)).toBe(text);
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 3_000), seed: FC_SEED },
    );
  });

  it('gives only NotationError for arbitrary strings, and whatever it reads writes back the same (5,000 strings)', () => {
    fc.assert(
      fc.property(positionText, (text) => {
        let p: Position;
        try {
          p = parsePosition(text);
        } catch (e) {
          expect(e).toBeInstanceOf(NotationError);
          expect((e as NotationError).message.length).toBeLessThan(300);
          return;
        }
        expect(parsePosition(formatPosition(p))).toEqual(p);
      }),
      { numRuns: 5_000, seed: FC_SEED },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Rule options.

const OPTION_KEY = fc.oneof(fc.constantFrom(...OPTION_NAMES), fc.constantFrom(...PROTO_NAMES, 'bogus', ''), fc.string({ maxLength: 8 }));
const OPTION_VALUE = fc.oneof(
  fc.boolean(),
  fc.integer({ min: -1, max: 45 }),
  fc.constantFrom<unknown>('auto', 'manual', 'f1 c2 g3 d4 a5 e6 b7', 'b1 e2 a3 d4 g5 c6 f7', undefined, null, 2n, 1.5, NaN, '6'),
  fc.anything({ maxDepth: 1 }),
);
/** An options object built with defineProperty, so "__proto__" is an own key as JSON.parse would make it. */
const optionObject = fc.array(fc.tuple(OPTION_KEY, OPTION_VALUE), { maxLength: 4 }).map((entries) => {
  const o = {};
  for (const [k, v] of entries) Object.defineProperty(o, k, { value: v, enumerable: true, configurable: true, writable: true });
  return o as RuleOptions;
});
const presetName = fc.oneof(fc.constantFrom<string>(...PRESETS), fc.constantFrom('constructor', '__proto__', 'chess', ''));

/** resolveRules' answer as data: the rules' JSON, or the RulesError's message. Anything else fails the test. */
function answer(resolve: typeof resolveRules, preset: string, options: RuleOptions): string {
  try {
    return `rules ${JSON.stringify(resolve(preset, options))}`;
  } catch (e) {
    // By name: the fresh copy of the module has its own RulesError class.
    expect((e as Error).name).toBe('RulesError');
    return `error ${(e as RulesError).message}`;
  }
}

describe('rule options', () => {
  it('give a RulesError or valid rules, the same whatever was resolved before (3,000 option objects)', async () => {
    const cases = fc.sample(fc.tuple(presetName, optionObject), { numRuns: Number(process.env.FC_RUNS ?? 3_000), seed: FC_SEED });
    // The same questions, asked of this module (warm, in this order) and of a fresh copy of the rules
    // module (empty cache, in the reverse order).
    vi.resetModules();
    const fresh = ((await import('../src/rules/rule-set/resolve.ts')) as { resolveRules: typeof resolveRules }).resolveRules;
    expect(fresh).not.toBe(resolveRules);
    const warm = cases.map(([p, o]) => answer(resolveRules, p, o));
    const cold = [...cases]
      .reverse()
      .map(([p, o]) => answer(fresh, p, o))
      .reverse();
    expect(cold).toEqual(warm);
    // Some of each: the cases are not all errors.
    expect(warm.filter((a) => a.startsWith('rules')).length).toBeGreaterThan(200);
    for (const a of warm) if (a.startsWith('rules')) expect(() => checkRules(JSON.parse(a.slice(6)))).not.toThrow();
  });
});
