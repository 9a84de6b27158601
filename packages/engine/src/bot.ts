/**
 * What a computer player is: the `Bot` interface, the names of the bots, and the choices every bot
 * makes the same way. The bots themselves live in their own files; `bots.ts` names them.
 */
import type { Rng } from './dice.ts';
import { moveFrom, moveTo } from './moves.ts';
import type { Action, Choice, GameState } from './state.ts';

/** A computer player. */
export interface Bot {
  readonly name: BotName;
  /** The bot's choice for the side that acts now. */
  choose(s: GameState, rng: Rng): Choice;
  /**
   * With the muggins window open, the Opponent's call, or null to let it pass. (In the `treason` moment
   * the Opponent is the side that acts, and `choose` asks this, then lets the dice land.)
   */
  muggins(s: GameState, rng: Rng): Action | null;
}

/** The bots by name, weakest first. */
export const BOT_NAMES = ['random', 'greedy', 'hard', 'expert'] as const;
export type BotName = (typeof BOT_NAMES)[number];

/** The choices that carry nothing but their type, built once. */
export const ROLL = { type: 'dice.roll' } as const satisfies Choice;
export const PASS = { type: 'dice.pass' } as const satisfies Choice;
export const REFILL = { type: 'glasses.refill' } as const satisfies Choice;
export const CALL = { type: 'queen.call' } as const satisfies Choice;

/** The choice that makes the encoded move `m`. */
export const moveChoice = (m: number): Choice => ({ type: 'glass.move', from: moveFrom(m), to: moveTo(m) });
