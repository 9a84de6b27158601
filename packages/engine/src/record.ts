/**
 * Game records: a JSON document holding the rules, the players, where the dice came from, and every
 * action taken (rolls with their faces). `replay(record)` plays it again and gives the same game; a
 * record that does not hold together fails with the index of the first bad action and why.
 */
import { BOT_NAMES, type BotName } from './bots.ts';
import { parseDiceScript, type Roll } from './dice.ts';
import { actionName, applyInPlace, reasonIllegal } from './game.ts';
import { PRESETS, quoteValue, type PresetName, type RuleOptions } from './rules.ts';
import { createGame } from './setup.ts';
import type { Action, GameState } from './state.ts';

/** A player: a display name, and a bot's name for a computer player. */
export interface PlayerInfo {
  readonly name: string;
  /** Absent for a person. */
  readonly bot?: BotName;
}

/** Everything needed to play a game again, exactly. */
export interface GameRecord {
  readonly format: 'tablero-record';
  readonly version: 1;
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
  return { format: 'tablero-record', version: 1, ...init, actions: init.actions ?? [] };
}

/** The record with one more action. */
export const recordAction = (r: GameRecord, a: Action): GameRecord => ({ ...r, actions: [...r.actions, a] });

/** Check a record's header; returns it typed, or throws `ReplayError` with index -1. */
export function readRecord(value: unknown): GameRecord {
  const r = value as Partial<GameRecord> | null;
  if (!r || typeof r !== 'object') throw new ReplayError(-1, 'not a JSON object');
  if (r.format !== 'tablero-record') throw new ReplayError(-1, 'format is not "tablero-record"');
  if (r.version !== 1) throw new ReplayError(-1, `version ${quoteValue(r.version)} is not supported (expected 1)`);
  if (!PRESETS.includes(r.rules as PresetName)) throw new ReplayError(-1, `rules ${quoteValue(r.rules)} is not one of ${PRESETS.join(', ')}`);
  if (!r.options || typeof r.options !== 'object' || Array.isArray(r.options)) throw new ReplayError(-1, 'options must be an object');
  if (!Array.isArray(r.players) || r.players.length !== 2) throw new ReplayError(-1, 'players must list two players');
  for (const p of r.players) {
    if (!p || typeof p !== 'object' || typeof p.name !== 'string') throw new ReplayError(-1, 'each player needs a name');
    if (p.bot !== undefined && !BOT_NAMES.includes(p.bot)) throw new ReplayError(-1, `unknown bot ${quoteValue(p.bot)}`);
  }
  if (!r.dice || typeof r.dice !== 'object') throw new ReplayError(-1, 'dice must be an object with a seed');
  const seed = r.dice.seed;
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) throw new ReplayError(-1, `dice.seed ${quoteValue(seed)} is not a whole number from 0 to 4294967295`);
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
  return r as GameRecord;
}

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
