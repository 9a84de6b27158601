/**
 * Game records: a JSON document holding the rules, the players, where the dice came from, and every
 * action taken (rolls with their faces). `replay(record)` plays it again and gives the same game; a
 * record that does not hold together fails with the index of the first bad action and why.
 */
import { BOT_NAMES, type BotName } from '../bots/index.ts';
import { parseDiceScript, type Roll } from '../rules/dice.ts';
import { actionName, applyInPlace, reasonIllegal } from '../rules/apply.ts';
import { PRESETS, quoteValue, type PresetName, type RuleOptions } from '../rules/rule-set/resolve.ts';
import { createGame } from '../rules/setup.ts';
import type { Action, GameState } from '../rules/state.ts';

/** A player: a display name, and a bot's name for a computer player. */
export interface PlayerInfo {
  readonly name: string;
  /** Absent for a person. */
  readonly bot?: BotName;
}

/** Everything needed to play a game again, exactly. */
export interface GameRecord {
  readonly format: 'tablero-record';
  /** The format's version: `RECORD_VERSION` (older versions are upgraded when read). */
  readonly version: typeof RECORD_VERSION;
  readonly rules: PresetName;
  readonly options: RuleOptions;
  /** A fixed Queen's Number, when one was set. */
  readonly queen?: number;
  /** The starting position, when the game did not start from the rules' setup. */
  readonly position?: string;
  readonly players: readonly [PlayerInfo, PlayerInfo];
  /** Where the rolls came from: a seed, and a script played before it. */
  readonly dice: { readonly seed: number; readonly script?: string };
  /** Every action in order; rolls carry their faces. */
  readonly actions: readonly Action[];
}

/**
 * The version records are written in. Older versions are still read (`readRecord` upgrades them):
 * 1 (before da-gucci's moment of going to roll), 2 (treason sent as `queen.muggins`) and 3 (de-jesus's
 * refill sent as `glass.place`).
 */
export const RECORD_VERSION = 4;

/** A record that cannot be replayed. `index` is the first bad action (-1: the record's header). */
export class ReplayError extends Error {
  readonly index: number;
  constructor(index: number, why: string) {
    super(index < 0 ? `bad record: ${why}` : `bad record: action ${index}: ${why}`);
    this.name = 'ReplayError';
    this.index = index;
  }
}

/** A new, empty record. */
export function newRecord(init: Omit<GameRecord, 'format' | 'version' | 'actions'> & { actions?: Action[] }): GameRecord {
  return { format: 'tablero-record', version: RECORD_VERSION, ...init, actions: init.actions ?? [] };
}

/** The record with one more action. */
export const recordAction = (r: GameRecord, a: Action): GameRecord => ({ ...r, actions: [...r.actions, a] });

/**
 * Check a record's header; returns it typed (an older version upgraded to the current one), or
 * throws `ReplayError` with index -1.
 */
export function readRecord(value: unknown): GameRecord {
  const r = value as Partial<GameRecord> | null;
  if (!r || typeof r !== 'object') throw new ReplayError(-1, 'not a JSON object');
  if (r.format !== 'tablero-record') throw new ReplayError(-1, 'format is not "tablero-record"');
  const version: unknown = r.version;
  if (version !== 1 && version !== 2 && version !== 3 && version !== RECORD_VERSION)
    throw new ReplayError(-1, `version ${quoteValue(r.version)} is not supported (expected 1 to ${RECORD_VERSION})`);
  if (!PRESETS.includes(r.rules as PresetName)) throw new ReplayError(-1, `rules ${quoteValue(r.rules)} is not one of ${PRESETS.join(', ')}`);
  if (!r.options || typeof r.options !== 'object' || Array.isArray(r.options)) throw new ReplayError(-1, 'options must be an object');
  if (!Array.isArray(r.players) || r.players.length !== 2) throw new ReplayError(-1, 'players must list two players');
  for (const p of r.players) {
    if (!p || typeof p !== 'object' || typeof p.name !== 'string') throw new ReplayError(-1, 'each player needs a name');
    if (p.bot !== undefined && !BOT_NAMES.includes(p.bot)) throw new ReplayError(-1, `unknown bot ${quoteValue(p.bot)}`);
  }
  if (!r.dice || typeof r.dice !== 'object') throw new ReplayError(-1, 'dice must be an object with a seed');
  const seed = r.dice.seed;
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
    throw new ReplayError(-1, `dice.seed ${quoteValue(seed)} is not a whole number from 0 to 4294967295`);
  if (r.dice.script !== undefined) {
    if (typeof r.dice.script !== 'string') throw new ReplayError(-1, `dice.script ${quoteValue(r.dice.script)} is not a string of rolls like "3-4 6-6"`);
    try {
      parseDiceScript(r.dice.script);
    } catch (e) {
      throw new ReplayError(-1, `dice.script: ${(e as Error).message}`);
    }
  }
  if (r.queen !== undefined && !Number.isInteger(r.queen)) throw new ReplayError(-1, `queen ${quoteValue(r.queen)} is not a dice total`);
  if (r.position !== undefined && typeof r.position !== 'string') throw new ReplayError(-1, `position ${quoteValue(r.position)} is not a position string`);
  if (!Array.isArray(r.actions)) throw new ReplayError(-1, 'actions must be a list');
  return version === 1 || version === 2 || version === 3 ? upgrade(r as GameRecord, version) : (r as GameRecord);
}

const LIFT: Action = { type: 'dice.lift' };

/**
 * An older record in today's terms. Version 1 to 2: in version 1 a da-gucci Player with the Queen's
 * Number uncalled rolled in one step, and the Opponent's treason came at the dice before the roll;
 * version 2 has the moment of going to roll between them, so `dice.lift` goes in before such a roll or
 * treason. Version 2 to 3: da-gucci's treason was sent as `queen.muggins` (without `by: 'spectator'`);
 * it is `queen.treason` now. Version 3 to 4: de-jesus refilled after a pull with `glass.place`; it is
 * `glasses.refill` with the square now. The upgrade plays the record as it goes; from the first action
 * that does not play it copies the rest as it is (treason renamed), and replaying the record then names
 * that action, counted in the upgraded list.
 */
function upgrade(r: GameRecord, from: 1 | 2 | 3): GameRecord {
  let s: GameState | null;
  try {
    s = startOf(r);
  } catch {
    s = null;
  }
  const treason = s?.rules.muggins === 'treason';
  const actions: Action[] = [];
  for (const old of r.actions) {
    let a: Action = treason && isOpponentMuggins(old) ? { type: 'queen.treason', square: old.square } : old;
    // A record may hold anything: only a well-formed object has a type to look at.
    const type: unknown = typeof a === 'object' && a !== null ? a.type : undefined;
    if (s && s.phase === 'refill' && s.rules.afterPull === 'replenish' && type === 'glass.place')
      a = { type: 'glasses.refill', square: (a as { square: number }).square };
    if (from === 1 && s && s.phase === 'roll' && s.queenPending && treason && (type === 'dice.roll' || type === 'queen.treason')) {
      actions.push(LIFT);
      applyInPlace(s, LIFT);
    }
    actions.push(a);
    try {
      if (s && reasonIllegal(s, a) === null) applyInPlace(s, a);
      else s = null;
    } catch {
      s = null;
    }
  }
  return { ...r, version: RECORD_VERSION, actions };
}

/** The Opponent's muggins call (not a spectator's), as records before version 3 sent treason. */
const isOpponentMuggins = (a: unknown): a is Extract<Action, { type: 'queen.muggins' }> =>
  typeof a === 'object' && a !== null && (a as Action).type === 'queen.muggins' && (a as { by?: unknown }).by !== 'spectator';

/** The game a record starts from. */
export function startOf(r: GameRecord): GameState {
  try {
    return createGame({ rules: r.rules, options: r.options, queen: r.queen, position: r.position });
  } catch (e) {
    throw new ReplayError(-1, (e as Error).message);
  }
}

/** The scripted rolls of a record, parsed. */
export const scriptOf = (r: GameRecord): Roll[] => (r.dice.script ? parseDiceScript(r.dice.script) : []);

/**
 * Play a record again and return the final state. Throws `ReplayError` naming the first action that
 * is not legal where it stands, and why.
 */
export function replay(record: unknown): GameState {
  const r = readRecord(record);
  const s = startOf(r);
  r.actions.forEach((a, i) => {
    const why = reasonIllegal(s, a);
    if (why) throw new ReplayError(i, `${actionName(a)}: ${why}`);
    applyInPlace(s, a);
  });
  return s;
}
