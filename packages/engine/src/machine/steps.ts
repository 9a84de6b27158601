/**
 * The turn machine's context and the pure steps over it: who sits at each side, where the dice come
 * from, the computers' random numbers, and the record. The machine (`machine.ts`) calls these from its
 * guards and actions; nothing here knows about xstate, and nothing here keeps state between calls.
 */
import { SeededDice, Xoshiro128, isRoll, type Roll } from '../rules/dice.ts';
import { BOT_NAMES, isBotName, type BotName } from '../bots/bot.ts';
import { botNamed } from '../bots/index.ts';
import { cloneState, isActionType, isRollType, reasonIllegal, runTrusted } from '../rules/apply.ts';
import { legalChoices } from '../rules/choices.ts';
import { seatToAct } from '../rules/whose-turn.ts';
import { SnapshotError, checkGame } from '../io/checks.ts';
import type { Action, Choice, GameState, RollActionType } from '../rules/state.ts';
import type { Side } from '../rules/geometry.ts';

/**
 * Who plays a side: a person at this screen, or the computer at a level. (Play from another device will
 * be one more kind of seat.)
 */
export type Seat = { readonly kind: 'person' } | { readonly kind: 'computer'; readonly level: BotName };

/** Two people at one screen: the seats when none are given. */
export const PEOPLE: readonly [Seat, Seat] = Object.freeze([Object.freeze({ kind: 'person' }), Object.freeze({ kind: 'person' })] as const);

/**
 * Where the dice come from. `seeded`: the machine rolls them, first the scripted rolls, then from the
 * seed (so a game replays exactly). `table`: the players throw real dice and enter the faces; the
 * machine never rolls.
 */
export type DiceSource = { readonly kind: 'seeded'; readonly seed: number; readonly script?: readonly Roll[] } | { readonly kind: 'table' };

/** The seeded dice as plain data: the script, how many rolls were made, and the generator's state after them. */
export type DiceState =
  | { readonly kind: 'seeded'; readonly seed: number; readonly script: readonly Roll[]; readonly used: number; readonly rng: readonly number[] }
  | { readonly kind: 'table' };

/** A table roll that may still be taken back: the game and the record's length before it. */
interface TakeBack {
  readonly game: GameState;
  readonly actions: number;
}

/** The machine's context: plain data, so a persisted snapshot holds the whole game and how it is played. */
export interface TableroContext {
  /** The engine's state of the game: the machine's own, never to be changed (each action makes a new one). */
  readonly game: GameState;
  /** South's and North's seats. */
  readonly seats: readonly [Seat, Seat];
  /** The dice. */
  readonly dice: DiceState;
  /** The computers' random numbers: the generator's state. */
  readonly rng: readonly number[];
  /** Every action so far, rolls with their faces: the game's record (each action in it frozen). */
  readonly actions: readonly Action[];
  /** The roll (`tally.rolls`) whose muggins window a computer Opponent has weighed, or -1. */
  readonly weighed: number;
  /** Milliseconds a computer waits before it acts (twice that before it calls muggins). */
  readonly delay: number;
  /** Computers wait while this is set (a paused or read-only board). */
  readonly hold: boolean;
  /** The last table roll, while no glass has moved since: it can be taken back. */
  readonly takeBack: TakeBack | null;
  /** A computer's roll waiting for the faces thrown at the table, or null. */
  readonly throwing: RollActionType | null;
}

/** What starts a machine: a new game (`setup`) or an engine state (`game`), and how it is played. */
export interface TableroInputBase {
  /** The seats (default: two people). */
  readonly seats?: readonly [Seat, Seat];
  /** The dice (default: seeded with 1). */
  readonly dice?: DiceSource;
  /** Rolls already made from `dice` (a resumed game's record): the seeded dice go on after them. */
  readonly rollsMade?: number;
  /** The computers' seed (default: the dice's seed mixed with a constant, or 1 at a table). */
  readonly botSeed?: number;
  /** The record so far, when resuming. */
  readonly actions?: readonly Action[];
  /** Milliseconds a computer waits before acting (default 0). */
  readonly delay?: number;
  /** Start with the computers held (default false). */
  readonly hold?: boolean;
}

/** Salt so the computers' choices do not follow the dice's own sequence. */
const BOT_SALT = 0x5bd1e995;

/** The computers' default seed for dice seeded with `seed`. */
export const botSeedFor = (seed: number): number => (seed ^ BOT_SALT) >>> 0;

/** The longest wait a computer may be given, in milliseconds. */
export const MAX_DELAY = 60_000;

/** The dice as plain data, `rolls` rolls into the source. */
export function diceStateOf(source: DiceSource, rolls = 0): DiceState {
  if (source.kind === 'table') return { kind: 'table' };
  const script = source.script ?? [];
  const extra = Math.max(0, rolls - script.length);
  const dice = new SeededDice(source.seed);
  for (let i = 0; i < extra; i++) dice.roll();
  return { kind: 'seeded', seed: source.seed >>> 0, script, used: rolls, rng: dice.rng.getState() };
}

/** The next roll of seeded dice, and the dice after it. */
export function drawRoll(d: Extract<DiceState, { kind: 'seeded' }>): { roll: [number, number]; dice: DiceState } {
  if (d.used < d.script.length) {
    const [a, b] = d.script[d.used];
    return { roll: [a, b], dice: { ...d, used: d.used + 1 } };
  }
  const dice = new SeededDice(0);
  dice.rng.setState(d.rng);
  const roll = dice.roll();
  return { roll, dice: { ...d, used: d.used + 1, rng: dice.rng.getState() } };
}

/** A roll sent without its faces (the seeded dice roll them; at a table they are refused). */
export const isUnthrownRoll = (e: { type: string }): e is { type: RollActionType } => isRollType(e.type) && (e as { dice?: unknown }).dice === undefined;

/** An event the machine takes from a person, a host page or the room: an action, or a roll still to be thrown. */
export type PlayEvent = Action | Extract<Choice, { type: RollActionType }>;

export { seatToAct };

/**
 * Why the machine will not take `event` now, or null when it will. The engine decides every rule; the
 * machine adds only where the faces come from: a roll without faces is rolled by seeded dice and
 * refused at a table (the faces thrown there must come with it).
 */
export function whyNot(c: TableroContext, event: PlayEvent): string | null {
  if (isUnthrownRoll(event)) {
    if (c.dice.kind === 'table') return 'at a table the dice are thrown: send the faces that came up';
    return legalChoices(c.game).some((ch) => ch.type === event.type) ? null : `${event.type} is not due now`;
  }
  if (c.throwing !== null && (event as Action).type !== c.throwing) return 'the dice thrown for the computer come first';
  return reasonIllegal(c.game, event as Action);
}

/** The context after `event` (checked by `whyNot`): the game, the record and the dice move on. */
export function step(c: TableroContext, event: PlayEvent): Partial<TableroContext> {
  let action = event as Action;
  let dice = c.dice;
  if (isUnthrownRoll(event) && c.dice.kind === 'seeded') {
    const drawn = drawRoll(c.dice);
    action = frozenAction({ type: event.type, dice: drawn.roll } as Action);
    dice = drawn.dice;
  } else action = frozenAction(action);
  const game = cloneState(c.game);
  runTrusted(game, action);
  const tableRoll = c.dice.kind === 'table' && isRollType(action.type);
  return {
    game,
    dice,
    actions: [...c.actions, action],
    takeBack: tableRoll ? { game: c.game, actions: c.actions.length } : null,
    throwing: null,
  };
}

/** An action frozen, and its lists (a roll's faces, a shared line), so the record cannot be changed through it. */
function frozenAction(a: Action): Action {
  const copy = { ...a } as Record<string, unknown>;
  for (const key of ['dice', 'line'] as const) if (Array.isArray(copy[key])) copy[key] = Object.freeze([...(copy[key] as unknown[])]);
  return Object.freeze(copy) as unknown as Action;
}

/** The context with the last table roll taken back. */
export function takeBackRoll(c: TableroContext): Partial<TableroContext> {
  if (!c.takeBack) return {};
  return { game: c.takeBack.game, actions: c.actions.slice(0, c.takeBack.actions), takeBack: null };
}

/** The computer level of a side's seat, or null for a person. */
export function levelOf(c: TableroContext, side: Side): BotName | null {
  const seat = c.seats[side];
  return seat.kind === 'computer' ? seat.level : null;
}

/** Is the muggins window open, not yet weighed, and watched by a computer Opponent that may act? */
export function watchDue(c: TableroContext): boolean {
  const g = c.game;
  return !c.hold && g.mugginsOpen && g.phase !== 'treason' && g.tally.rolls !== c.weighed && levelOf(c, (g.player ^ 1) as Side) !== null;
}

/** Does the side to act sit a computer (and no computer's roll waits for the faces thrown at a table)? */
export function computerSeat(c: TableroContext): boolean {
  if (c.throwing !== null || c.game.phase === 'over') return false;
  const side = seatToAct(c.game);
  return side !== null && levelOf(c, side) !== null;
}

/** Is it a computer's turn to decide now: its seat, not held, and no missed Queen waiting to be weighed first? */
export function computerDue(c: TableroContext): boolean {
  return !c.hold && computerSeat(c) && !watchDue(c);
}

/** What a computer's decision needs: the game, the level, and the random numbers. */
export interface DecisionInput {
  readonly game: GameState;
  readonly level: BotName;
  readonly rng: readonly number[];
}

/** A computer's decision: its choice, the random numbers after it, and the game it was made in. */
export interface Decision {
  readonly choice: Choice;
  readonly rng: readonly number[];
  readonly game: GameState;
}

/** The decision of the computer at `level` in `game`: a pure function of the game and the random numbers. */
export function decide(input: DecisionInput): Decision {
  const rng = new Xoshiro128(0);
  rng.setState(input.rng);
  const choice = botNamed(input.level).choose(input.game, rng);
  return { choice, rng: rng.getState(), game: input.game };
}

/**
 * The computer Opponent weighs a missed Queen (once per window, at its level's chance): its call, or null
 * when it lets the miss pass, and the random numbers after the draw.
 */
export function weighMuggins(c: TableroContext): { call: Action | null; rng: readonly number[]; weighed: number } {
  const g = c.game;
  const level = levelOf(c, (g.player ^ 1) as Side) as BotName;
  const rng = new Xoshiro128(0);
  rng.setState(c.rng);
  const call = botNamed(level).muggins(g, rng);
  return { call, rng: rng.getState(), weighed: g.tally.rolls };
}

/** The machine's starting context from its input (unchecked: `checkInput` and `checkContext` check at the edge). */
export function contextOf(game: GameState, input: TableroInputBase = {}): TableroContext {
  const source = input.dice ?? { kind: 'seeded', seed: 1 };
  const seed = input.botSeed ?? (source.kind === 'seeded' ? botSeedFor(source.seed) : 1);
  return {
    game,
    seats: input.seats ?? PEOPLE,
    dice: diceStateOf(source, input.rollsMade ?? 0),
    rng: new Xoshiro128(seed).getState(),
    actions: (input.actions ?? []).map(frozenAction),
    weighed: -1,
    delay: input.delay ?? 0,
    hold: input.hold ?? false,
    takeBack: null,
    throwing: null,
  };
}

// ---- Input from outside, checked at the edge -------------------------------------------------

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isU32 = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 0xffffffff;
const shown = (v: unknown): string => {
  const text = typeof v === 'string' ? JSON.stringify(v) : Array.isArray(v) ? 'a list' : v === null ? 'null' : typeof v === 'object' ? 'an object' : String(v);
  return text.length > 40 ? `${text.slice(0, 40)}...` : text;
};
const fail = (field: string, v: unknown, expected: string): never => {
  throw new SnapshotError(field, `${shown(v)}: expected ${expected}`);
};

/**
 * The event an outside value stands for, or null when it is not one: an object whose `type` is one of
 * the engine's action types (a roll may leave out its faces), or `dice.takeBack`. Anything else (null, a
 * string, `{}`, `{ type: 5 }`, xstate's own `xstate.stop`) is not an event of the game. The rules are
 * checked later, by the machine.
 */
export function checkEvent(value: unknown): PlayEvent | { type: 'dice.takeBack' } | null {
  if (!isObj(value)) return null;
  const type = value.type;
  if (type === 'dice.takeBack') return { type };
  return isActionType(type) ? (value as unknown as PlayEvent) : null;
}

/** A seat read from outside, or a `SnapshotError` naming `field`. */
export function checkSeat(v: unknown, field: string): Seat {
  if (!isObj(v)) return fail(field, v, "{ kind: 'person' } or { kind: 'computer', level }");
  if (v.kind === 'person') return { kind: 'person' };
  if (v.kind !== 'computer') return fail(`${field}.kind`, v.kind, "'person' or 'computer'");
  if (typeof v.level !== 'string' || !isBotName(v.level)) return fail(`${field}.level`, v.level, `one of ${BOT_NAMES.join(', ')}`);
  return { kind: 'computer', level: v.level };
}

function checkRolls(v: unknown, field: string): Roll[] {
  if (!Array.isArray(v)) return fail(field, v, 'a list of rolls');
  return v.map((r, i) => (isRoll(r) ? ([r[0], r[1]] as const) : fail(`${field}.${i}`, r, 'two faces 1 to 6')));
}

function checkRng(v: unknown, field: string): number[] {
  if (!Array.isArray(v) || v.length !== 4 || !v.every(isU32) || v.every((x) => x === 0)) return fail(field, v, 'four 32-bit numbers, not all 0');
  return [...v] as number[];
}

/**
 * A persisted snapshot's context, checked field by field (the game by `checkGame`); fields a context of
 * an older version lacks take their defaults. Throws `SnapshotError` naming the field, like
 * `context.seats.1.level` or `context.game.stake.0`.
 */
export function checkContext(value: unknown): TableroContext {
  if (!isObj(value)) return fail('snapshot', value, 'an object');
  const c = value.context;
  if (!isObj(c)) return fail('context', c, 'an object');
  let game: GameState;
  try {
    game = checkGame(c.game);
  } catch (e) {
    if (e instanceof SnapshotError) throw new SnapshotError(`context.game${e.field === 'game' ? '' : `.${e.field}`}`, e.why);
    throw e;
  }
  const base = contextOf(game);
  const seats: [Seat, Seat] =
    c.seats === undefined
      ? ([...PEOPLE] as [Seat, Seat])
      : Array.isArray(c.seats) && c.seats.length === 2
        ? [checkSeat(c.seats[0], 'context.seats.0'), checkSeat(c.seats[1], 'context.seats.1')]
        : fail('context.seats', c.seats, 'two seats');
  let dice = base.dice;
  if (c.dice !== undefined) {
    const d = c.dice;
    if (!isObj(d)) return fail('context.dice', d, 'an object');
    if (d.kind === 'table') dice = { kind: 'table' };
    else if (d.kind === 'seeded') {
      if (!isU32(d.seed)) fail('context.dice.seed', d.seed, 'a whole number 0 to 4294967295');
      const script = checkRolls(d.script, 'context.dice.script');
      if (!Number.isInteger(d.used) || (d.used as number) < 0) fail('context.dice.used', d.used, 'a whole number 0 or more');
      dice = { kind: 'seeded', seed: d.seed as number, script, used: d.used as number, rng: checkRng(d.rng, 'context.dice.rng') };
    } else fail('context.dice.kind', d.kind, "'seeded' or 'table'");
  }
  const rng = c.rng === undefined ? base.rng : checkRng(c.rng, 'context.rng');
  let actions: Action[] = [];
  if (c.actions !== undefined) {
    if (!Array.isArray(c.actions)) fail('context.actions', c.actions, 'a list of actions');
    actions = (c.actions as unknown[]).map((a, i) =>
      isObj(a) && isActionType(a.type) ? (a as unknown as Action) : fail(`context.actions.${i}`, a, 'an action'),
    );
  }
  const weighed =
    c.weighed === undefined
      ? -1
      : Number.isInteger(c.weighed) && (c.weighed as number) >= -1
        ? (c.weighed as number)
        : fail('context.weighed', c.weighed, 'a whole number -1 or more');
  const delay = c.delay === undefined ? 0 : checkDelay(c.delay, 'context.delay');
  const hold = c.hold === undefined ? false : typeof c.hold === 'boolean' ? c.hold : fail('context.hold', c.hold, 'true or false');
  // A table roll waiting to be taken back, or a computer's roll waiting for faces, is not kept: the
  // game resumes where it stands.
  return { ...base, seats, dice, rng, actions: actions.map(frozenAction), weighed, delay, hold };
}

/** A computer's delay from outside: a whole number of milliseconds, 0 to `MAX_DELAY`. */
export function checkDelay(v: unknown, field = 'delay'): number {
  return Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_DELAY
    ? (v as number)
    : fail(field, v, `a whole number of milliseconds, 0 to ${MAX_DELAY}`);
}
