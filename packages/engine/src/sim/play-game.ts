/**
 * Headless play: two bots play a whole game on the pure engine, with the state changed in place and
 * no checks repeated for choices the bots took from the legal list. `playGame` is what the simulator,
 * the benchmark and the property tests run; the tests also check each choice against `reasonIllegal`.
 * The bots it plays are the same pure functions the board asks: a game played here and one played a
 * fresh copy of the state at a time (as the turn machine does) make the same actions.
 */
import { type Bot, MugginsWatch } from '../bots/bot.ts';
import { greedyBot, greedyFirst, greedyFirstMove, greedyPullLine, greedySecond, greedySecondOf, greedyToastSquare } from '../bots/greedy.ts';
import { randomBot, randomToastSquare } from '../bots/random.ts';
import { rankOnlyRules } from '../bots/rank-search.ts';
import { BotScratch } from '../bots/scratch.ts';
import { SeededDice } from '../rules/dice.ts';
import { legalMovesInto, secondMovesFromFirst } from '../rules/moves.ts';
import { runPull } from '../rules/pull.ts';
import { toastGlass } from '../rules/queen.ts';
import { moveGlass, passDice, rollDice } from '../rules/turn.ts';
import type { Dice, Rng } from '../rules/dice.ts';
import { runTrusted } from '../rules/apply.ts';
import { seatToAct } from '../rules/whose-turn.ts';
import type { Side } from '../rules/geometry.ts';
import type { Action, Choice, GameState, Phase } from '../rules/state.ts';

/** Options for a headless game. */
export interface PlayOptions {
  /** Stop after this many rolls even if the game is not over (needed for the no-score game). */
  maxRolls?: number;
  /** Called with every action before it is applied (for records and checks). */
  onAction?: (s: GameState, a: Action) => void;
}

const KEEP_ALL: Action = { type: 'pull.share', opponent: 0, spectators: 0 };
const REFILL: Action = { type: 'glasses.refill' };

/** Attach dice to a choice that rolls. */
export function withDice(c: Choice, dice: Dice): Action {
  switch (c.type) {
    case 'queen.roll':
    case 'initiative.roll':
    case 'dice.roll':
    case 'run.roll':
      return { type: c.type, dice: dice.roll() };
    default:
      return c;
  }
}

/**
 * Play `s` (changed in place) to the end with `bots[0]` for South and `bots[1]` for North. The table's
 * rolls (Queen's Number, initiative) are made by South's bot. Returns the same state. The bots are
 * lent one `BotScratch` for the game.
 */
export function playGame(s: GameState, bots: readonly [Bot, Bot], dice: Dice, rng: Rng, opts: PlayOptions = {}): GameState {
  const maxRolls = opts.maxRolls ?? 100_000;
  const onAction = opts.onAction;
  // With no observer, seeded dice and two of our bots, the turn's common steps (and greedy's pulls
  // under rank-only rules) call the rule functions directly, with the same choices and the same draws
  // from `rng` as the general loop below (a test checks this): per side, 1 for the random bot, 2 for
  // greedy under rank-only rules (its bitmask searches), 3 for greedy under any other rules (the
  // bitmask searches while no shape is within reach, else its search over every pair), 0 for the
  // general loop.
  const direct = !onAction && dice instanceof SeededDice;
  const kind = (b: Bot): number => (!direct ? 0 : b === randomBot ? 1 : b !== greedyBot ? 0 : rankOnlyRules(s.rules) ? 2 : 3);
  const kinds = [kind(bots[0]), kind(bots[1])];
  const file = s.rules.movement === 'file';
  const slashing = s.rules.slashing;
  const watch = new MugginsWatch();
  const scratch = new BotScratch();
  // The roll's first moves, as `rollDice` lists them (not the lists the bots use).
  const firstMoves = scratch.rolled;
  while (s.phase !== 'over' && s.tally.rolls < maxRolls) {
    const k = kinds[s.player];
    if (k !== 0 && s.phase === 'roll' && !s.mugginsOpen && !s.queenPending && (k !== 1 || !s.rules.voluntaryPass)) {
      // One roll: the dice, a Queen's toast, the two moves, the pass; the same choices in the same
      // order as below. rollDice lists the roll's first moves into firstMoves (as it finds whether the roll
      // is stuck); after a toast they are listed on the board it leaves. Where slashing is in the
      // rules, the bot's choice between rolling and a slash (and the random bot's between the second
      // move and a slash) is its own (a slash is played, and the general loop goes on from there).
      // Where the dice may be handed over (de-jesus) only greedy comes here: it always rolls.
      if ((k === 1 || k === 3) && slashing) {
        const c = bots[s.player].choose(s, rng, scratch);
        if (c.type !== 'dice.roll') {
          runTrusted(s, c as Action);
          continue;
        }
      }
      let n = rollDice(s, (dice as SeededDice).face(), (dice as SeededDice).face(), firstMoves);
      // At the roll cap, stop right after the roll, as the general loop does (the rest of the roll is
      // then played by the general loop if play goes on).
      if (s.tally.rolls >= maxRolls) continue;
      if ((s.phase as Phase) === 'queenToast') {
        if (file) toastGlass(s, k === 1 ? randomToastSquare(s, rng) : greedyToastSquare(s), undefined);
        else runTrusted(s, bots[s.player].choose(s, rng, scratch) as Action);
        n = legalMovesInto(s, firstMoves);
      }
      const phase = s.phase as Phase; // rollDice and toastGlass changed it
      if (phase === 'moving' && !s.queenPending) {
        if (k === 1) {
          let m = firstMoves[rng.below(n)];
          moveGlass(s, m & 63, m >> 6);
          if (file && !slashing) {
            m = firstMoves[rng.below(secondMovesFromFirst(firstMoves, n, m, s.dice as number[], firstMoves))];
            moveGlass(s, m & 63, m >> 6);
          } else runTrusted(s, bots[s.player].choose(s, rng, scratch) as Action);
        } else if (k === 2) {
          let m = greedyFirstMove(s, rng, firstMoves, n, scratch);
          moveGlass(s, m & 63, m >> 6);
          // The second moves read off the first list (file movement), as legalMovesInto lists them.
          m = greedySecondOf(s, rng, firstMoves, secondMovesFromFirst(firstMoves, n, m, s.dice as number[], firstMoves), scratch);
          moveGlass(s, m & 63, m >> 6);
        } else {
          let m = greedyFirst(s, rng, n, firstMoves, scratch);
          moveGlass(s, m & 63, m >> 6);
          m = greedySecond(s, rng, scratch);
          moveGlass(s, m & 63, m >> 6);
        }
      } else if (phase === 'passing' && !s.queenPending) passDice(s);
      continue;
    }
    if (k === 2 && s.phase === 'pullDecision' && !s.mugginsOpen && !s.queenPending && s.rules.afterPull === 'opponent-baseline' && kinds[s.player ^ 1] !== 0) {
      // A pull by greedy: the line greedyBot takes, every shot kept, then the Opponent's bot refills
      // (either of ours, asked, refills with no draw): the choices the general loop would get.
      const line = greedyPullLine(s);
      if (line) {
        runPull(s, { type: 'pull.take', line });
        if ((s.phase as Phase) === 'sharing') runPull(s, KEEP_ALL);
        if ((s.phase as Phase) === 'refill') runPull(s, REFILL);
        continue;
      }
    }
    let action: Action | null = null;
    // The Opponent weighs each miss once; in the treason moment it acts, and its choice holds its call.
    if (s.mugginsOpen) action = watch.call(bots[s.player ^ 1], s, rng, scratch);
    if (!action) {
      const who = seatToAct(s) as Side;
      action = withDice(bots[who].choose(s, rng, scratch), dice);
    }
    if (onAction) onAction(s, action);
    runTrusted(s, action);
  }
  return s;
}
