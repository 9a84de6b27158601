/**
 * What a computer player is: the `Bot` interface, the names of the bots, and the choices every bot
 * makes the same way. The bots themselves live in their own files; `index.ts` names them.
 */
import { isOpponentCall, mugginsChoices } from '../rules/choices.ts';
import type { Rng } from '../rules/dice.ts';
import { moveFrom, moveTo } from '../rules/moves.ts';
import type { BotScratch } from './scratch.ts';
import type { Action, Choice, GameState } from '../rules/state.ts';

/**
 * A computer player. Its choices are pure: they depend only on the state it is given and the numbers it
 * draws from `rng`, never on earlier calls. `scratch` is working space the caller may lend it (one per
 * game saves allocating per decision); without it the bot makes its own.
 */
export interface Bot {
  readonly name: BotName;
  /** The bot's choice for the side that acts now. */
  choose(s: GameState, rng: Rng, scratch?: BotScratch): Choice;
  /**
   * With the muggins window open, the Opponent's call, or null to let it pass. (In the `treason` moment
   * the Opponent is the side that acts, and `choose` asks this, then lets the dice land.) Each call
   * draws from `rng`; `playGame` and the board ask once per miss (`MugginsWatch`).
   */
  muggins(s: GameState, rng: Rng, scratch?: BotScratch): Action | null;
}

/** The bots by name, weakest first. */
export const BOT_NAMES = ['random', 'greedy', 'hard', 'expert'] as const;
export type BotName = (typeof BOT_NAMES)[number];

/** Is `name` one of the bots' names (`BOT_NAMES`)? */
export const isBotName = (name: string): name is BotName => (BOT_NAMES as readonly string[]).includes(name);

/**
 * How closely each level watches the other side's Queen: the chance in 100 that it calls muggins
 * (da-gucci: treason) on a missed Queen's Number, drawn once per miss from the game's rng. It rises with
 * the level, so that a person learning to call the Queen is caught now and then by random, every other
 * time by greedy, nearly always by hard, and always by expert.
 */
export const MUGGINS_CHANCE: Readonly<Record<BotName, number>> = { random: 25, greedy: 50, hard: 90, expert: 100 };

/**
 * The Opponent's muggins (da-gucci: treason) calls open now, one per glass, when the level `name`
 * notices the miss (one draw from `rng`, made only when a call is open); otherwise none.
 */
export function noticedCalls(name: BotName, s: GameState, rng: Rng): Action[] {
  const calls = mugginsChoices(s).filter(isOpponentCall);
  return calls.length && rng.below(100) < MUGGINS_CHANCE[name] ? calls : [];
}

/**
 * Asks a computer Opponent about each missed Queen once, so that its level's chance is a chance per
 * miss: the muggins window of a roll (it opens at most once between two rolls) is weighed the first time
 * it is seen open, and a bot that let it pass is not asked again before the next roll.
 */
export class MugginsWatch {
  /** The roll (`tally.rolls`) whose window was weighed. */
  #weighed = -1;

  /** Is the muggins window open and not yet weighed? */
  due(s: GameState): boolean {
    return s.mugginsOpen && s.phase !== 'treason' && s.tally.rolls !== this.#weighed;
  }

  /** When `due`, `bot`'s call (or null: it lets the miss pass, for the rest of the window); else null. */
  call(bot: Bot, s: GameState, rng: Rng, scratch?: BotScratch): Action | null {
    if (!this.due(s)) return null;
    this.#weighed = s.tally.rolls;
    return bot.muggins(s, rng, scratch);
  }
}

/** The choices that carry nothing but their type, built once. */
export const ROLL = { type: 'dice.roll' } as const satisfies Choice;
export const PASS = { type: 'dice.pass' } as const satisfies Choice;
export const REFILL = { type: 'glasses.refill' } as const satisfies Choice;
export const CALL = { type: 'queen.call' } as const satisfies Choice;

/** The choice that makes the encoded move `m`. */
export const moveChoice = (m: number): Choice => ({ type: 'glass.move', from: moveFrom(m), to: moveTo(m) });
