/**
 * Working space for the bots' searches. A decision reads nothing from here that it did not write in
 * the same call: the space only saves allocating buffers per decision. `playGame` makes one per game
 * and hands it to its bots; a bot asked with no scratch (`bot.choose(s, rng)`, as the board asks)
 * makes its own, so a decision depends only on the state and the random numbers it draws.
 */
import { GLASSES, SIZE, SQUARES } from '../rules/geometry.ts';
import { LineBoard } from '../rules/lines.ts';
import { MOVE_BUFFER_SIZE } from '../rules/moves.ts';
import type { RuleSet } from '../rules/rule-set/resolve.ts';

/**
 * The buffers of greedy's rank-only searches (`rank-search.ts`): plain arrays of small integers, which
 * cost less to make once a game than typed arrays, each with a buffer of its own to collect.
 */
export class RankScratch {
  /** Rank masks (bit f: a glass on file f), per rank. */
  readonly masks: number[] = new Array<number>(SIZE).fill(0);
  /** Per first move (index into the list): its best score, and how many pairs reach the best. */
  readonly scoreOf: number[] = new Array<number>(MOVE_BUFFER_SIZE).fill(0);
  readonly pairsOf: number[] = new Array<number>(MOVE_BUFFER_SIZE).fill(0);
  /** Per glass: the files of the glasses of a higher index. */
  readonly above: number[] = new Array<number>(GLASSES).fill(0);
  /** Per rank: the files whose glass a move of die 1 brings onto that rank. */
  readonly land: number[] = new Array<number>(SIZE).fill(0);
  /** Per file: the rank of its glass. */
  readonly rankOfFile: number[] = new Array<number>(SIZE).fill(0);
}

/**
 * Scratch space for one game's bot decisions (or one decision's, when made per call). The move lists
 * are made with it; the rest when first asked for, since most decisions need only a part of it.
 */
export class BotScratch {
  /** Move lists, on one buffer: a roll's first moves, the second moves (or tied moves) of a search, and one for the caller (`playGame` lists a roll's first moves there). */
  readonly #lists = new ArrayBuffer(3 * MOVE_BUFFER_SIZE * 4);
  readonly firsts = new Int32Array(this.#lists, 0, MOVE_BUFFER_SIZE);
  readonly seconds = new Int32Array(this.#lists, MOVE_BUFFER_SIZE * 4, MOVE_BUFFER_SIZE);
  readonly rolled = new Int32Array(this.#lists, 2 * MOVE_BUFFER_SIZE * 4, MOVE_BUFFER_SIZE);
  #replyFirsts: Int32Array | null = null;
  #replySeconds: Int32Array | null = null;
  #pairTies: Int32Array | null = null;
  #squares: number[] | null = null;
  #rank: RankScratch | null = null;
  /** Line boards per rule set: greedy's search's, and the evaluation's (a search loads each before use). */
  #search: Map<RuleSet, LineBoard> | null = null;
  #evaluation: Map<RuleSet, LineBoard> | null = null;

  /** The expert's chance node's move lists (it runs inside the loop over the top level's). */
  get replyFirsts(): Int32Array {
    return (this.#replyFirsts ??= new Int32Array(MOVE_BUFFER_SIZE));
  }
  get replySeconds(): Int32Array {
    return (this.#replySeconds ??= new Int32Array(MOVE_BUFFER_SIZE));
  }

  /** Greedy's pair search: the pairs tied for the best score (a roll has at most 64 first moves of 14 second moves). */
  get pairTies(): Int32Array {
    return (this.#pairTies ??= new Int32Array(MOVE_BUFFER_SIZE * 2 * SIZE));
  }

  /** Greedy's pair search: the glass on each square (-1: none), copied from the state and changed there instead. */
  get squares(): number[] {
    return (this.#squares ??= new Array<number>(SQUARES).fill(-1));
  }

  /** Greedy's rank-only searches' buffers. */
  get rank(): RankScratch {
    return (this.#rank ??= new RankScratch());
  }

  /** The `LineBoard` greedy's searches load the glasses into, for `rules`. */
  searchBoard(rules: RuleSet): LineBoard {
    return boardIn((this.#search ??= new Map()), rules);
  }

  /** The `LineBoard` the evaluation reads the glasses into, for `rules` (not the search's: a search loads it in between). */
  evaluationBoard(rules: RuleSet): LineBoard {
    return boardIn((this.#evaluation ??= new Map()), rules);
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
