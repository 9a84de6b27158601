/**
 * A series of bot-against-bot games, the way `npm run simulate` and the Variant lab play them: game
 * `i` of a run with seed `seed` always gets the same dice and bot seeds (`diceSeed`, `botSeed`), so
 * any split of the indices into chunks, played anywhere in any order and merged, gives the same totals.
 */
import { botNamed, type Bot, type BotName } from '../bots/index.ts';
import { SeededDice, Xoshiro128 } from '../rules/dice.ts';
import { playGame, type PlayOptions } from './play-game.ts';
import { createGame } from '../rules/setup.ts';
import { resolveRules, type RuleOptions, type RuleSet } from '../rules/rule-set/resolve.ts';
import type { GameState } from '../rules/state.ts';
import { addGame, emptyAggregate, outcomeOf, type Aggregate } from './outcomes.ts';

/** Everything that decides a series' games. */
export interface SeriesSetup {
  /** A preset name. */
  readonly rules: string;
  readonly options?: RuleOptions;
  /** A fixed Queen's Number, or undefined to have it rolled each game. */
  readonly queen?: number;
  /** South's and North's bots. */
  readonly bots: readonly [BotName, BotName];
  readonly seed: number;
  /** Stop a game after this many rolls (the no-score game needs a cap). */
  readonly maxRolls: number;
}

/** The seed of game `i`'s dice: a run is reproducible game by game. */
export const diceSeed = (seed: number, i: number): number => seed * 1_000_003 + i;

/** The seed of game `i`'s bots: the dice seed through a 32-bit mixer, so the two streams differ. */
export function botSeed(seed: number, i: number): number {
  let z = (diceSeed(seed, i) + 0x632be5ab) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x7feb352d);
  z = Math.imul(z ^ (z >>> 15), 0x846ca68b);
  return (z ^ (z >>> 16)) >>> 0;
}

/** A game played by `playSeeded`: its final state, and who rolled first after the setup (null: nobody). */
export interface SeededGame {
  readonly state: GameState;
  readonly first: 0 | 1 | null;
}

/**
 * Play game `i` of a run seeded `seed` (its dice from `diceSeed`, its bots' draws from `botSeed`), `bots[0]`
 * South, to the end or `maxRolls` rolls; `onAction` sees every action before it is applied (the same
 * game: `playGame` makes the same choices with an observer). An engine error is re-thrown naming the
 * game and its seeds.
 */
export function playSeeded(
  rules: RuleSet,
  bots: readonly [Bot, Bot],
  seed: number,
  i: number,
  maxRolls: number,
  queen?: number,
  onAction?: PlayOptions['onAction'],
): SeededGame {
  const s = createGame({ rules, queen });
  const dice = new SeededDice(diceSeed(seed, i));
  const rng = new Xoshiro128(botSeed(seed, i));
  try {
    // Play through the setup to the first roll: whoever rolls it is the starting player. Then on
    // to the end; two calls of playGame play exactly the moves one call would.
    playGame(s, bots, dice, rng, { maxRolls: 1, onAction });
    const first = s.tally.rolls === 1 ? s.player : null;
    playGame(s, bots, dice, rng, { maxRolls, onAction });
    return { state: s, first: first === 0 || first === 1 ? first : null };
  } catch (e) {
    throw new Error(`game ${i + 1} (dice seed ${diceSeed(seed, i)}, bot seed ${botSeed(seed, i)}): ${(e as Error).message}`, { cause: e });
  }
}

/**
 * Play games `from` (inclusive) to `to` (exclusive) of a series and add them to `into` (a new
 * aggregate if none is given), which is returned. `progress(done)` is called after each game with the
 * number played so far in this call. An engine error is re-thrown naming the game and its seeds.
 */
export function playSeries(setup: SeriesSetup, from: number, to: number, into: Aggregate = emptyAggregate(), progress?: (done: number) => void): Aggregate {
  const rules: RuleSet = resolveRules(setup.rules, setup.options ?? {});
  const bots = [botNamed(setup.bots[0]), botNamed(setup.bots[1])] as const;
  for (let i = from; i < to; i++) {
    const { state, first } = playSeeded(rules, bots, setup.seed, i, setup.maxRolls, setup.queen);
    addGame(into, outcomeOf(state, first));
    if (progress) progress(i + 1 - from);
  }
  return into;
}
