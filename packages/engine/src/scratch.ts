/**
 * Working space for the bots' searches. A decision reads nothing from here that it did not write in
 * the same call: the space only saves allocating buffers per decision. `playGame` makes one per game
 * and hands it to its bots; a bot asked with no scratch (`bot.choose(s, rng)`, as the board asks)
 * makes its own, so a decision depends only on the state and the random numbers it draws.
 */
import { GLASSES, SIZE } from './geometry.ts';
import { LineBoard } from './lines.ts';
import { MOVE_BUFFER_SIZE } from './moves.ts';
import type { RuleSet } from './rules.ts';

/** The buffers of greedy's rank-only searches (`rank-search.ts`). */
export class RankScratch {
  /** Rank masks (bit f: a glass on file f), per rank. */
  readonly masks = new Uint8Array(SIZE);
  /** Per first move (index into the list): its best score, and how many pairs reach the best. */
  readonly scoreOf = new Int8Array(MOVE_BUFFER_SIZE);
  readonly pairsOf = new Int32Array(MOVE_BUFFER_SIZE);
  /** Per glass: the files of the glasses of a higher index. */
  readonly above = new Uint8Array(GLASSES);
  /** Per rank: the files whose glass a move of die 1 brings onto that rank. */
  readonly land = new Uint8Array(SIZE);
  /** Per file: the rank of its glass. */
  readonly rankOfFile = new Int8Array(SIZE);
}

/** Scratch space for one game's bot decisions (or one decision's, when made per call). */
export class BotScratch {
  /** Move lists: a roll's first moves, and the second moves (or tied moves) of a search. */
  readonly firsts = new Int32Array(MOVE_BUFFER_SIZE);
  readonly seconds = new Int32Array(MOVE_BUFFER_SIZE);
  /** The expert's chance node's move lists (it runs inside the loop over the top level's). */
  readonly replyFirsts = new Int32Array(MOVE_BUFFER_SIZE);
  readonly replySeconds = new Int32Array(MOVE_BUFFER_SIZE);
  /** Greedy's pair search: the pairs tied for the best score (a roll has at most 64 first moves of 14 second moves). */
  readonly pairTies = new Int32Array(MOVE_BUFFER_SIZE * 2 * SIZE);
  readonly rank = new RankScratch();
  /** Line boards per rule set: greedy's search's, and the evaluation's (a search loads each before use). */
  readonly #search = new Map<RuleSet, LineBoard>();
  readonly #evaluation = new Map<RuleSet, LineBoard>();

  /** The `LineBoard` greedy's searches load the glasses into, for `rules`. */
  searchBoard(rules: RuleSet): LineBoard {
    return boardIn(this.#search, rules);
  }

  /** The `LineBoard` the evaluation reads the glasses into, for `rules` (not the search's: a search loads it in between). */
  evaluationBoard(rules: RuleSet): LineBoard {
    return boardIn(this.#evaluation, rules);
  }
}

function boardIn(boards: Map<RuleSet, LineBoard>, rules: RuleSet): LineBoard {
  let b = boards.get(rules);
  if (!b) {
    b = new LineBoard(rules);
    boards.set(rules, b);
  }
  return b;
}
