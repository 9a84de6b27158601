/**
 * The hard and expert bots. Both play every candidate out on a copy of the state with the engine's own
 * functions (the moves, then their own pull, share and refill), and score what is left with
 * `evaluate`. Hard stops there. Expert searches the dice: for its best few candidates it takes the 21
 * distinct rolls of the next throw (weights 1/36 for doubles, 2/36 otherwise), lets whoever throws it
 * make their best pair of moves, and keeps the candidate with the best expectation (expectimax, one
 * chance node deep). Muggins: as often as `MUGGINS_CHANCE` says (hard 9 times in 10, expert always); both
 * call their own Queen. Each decision is searched afresh from the state: the second move of a roll is
 * chosen by the same search as the first, over the moves left.
 */
import { other, type Side } from '../rules/geometry.ts';
import { type Bot, type BotName, CALL, moveChoice, noticedCalls, PASS, REFILL, ROLL } from './bot.ts';
import type { Rng } from '../rules/dice.ts';
import { evaluate, evaluateLoaded, passChance } from './evaluate.ts';
import type { LineBoard } from '../rules/lines.ts';
import { cloneState, reasonIllegal, runTrusted } from '../rules/apply.ts';
import { legalChoices } from '../rules/choices.ts';
import { pullableLines } from '../rules/lines.ts';
import { legalMovesInto, moveFrom, moveTo } from '../rules/moves.ts';
import { BotScratch } from './scratch.ts';
import { rollDice, moveGlass, undoMove, passDice } from '../rules/turn.ts';
import type { Action, Choice, GameState } from '../rules/state.ts';

/** The 21 distinct rolls as [die, die, weight out of 36]. */
const ROLLS: readonly (readonly [number, number, number])[] = Array.from({ length: 6 }, (_, i) => i + 1).flatMap((a) =>
  Array.from({ length: 7 - a }, (_, j) => [a, a + j, j === 0 ? 1 : 2] as const),
);

/** How a level searches. */
interface Level {
  readonly name: BotName;
  /** Candidates searched over the dice; 0: none (one ply). */
  readonly searched: number;
}

const KEEP_ALL: Action = { type: 'pull.share', opponent: 0, spectators: 0 };

/**
 * One decision's search: its working space (move lists for the top level, `firsts` and `seconds`, and
 * for the chance node, which runs inside the top level's loop, `replyFirsts` and `replySeconds`; the
 * evaluation's board) and the boards it has scored so far.
 */
interface Search {
  readonly scratch: BotScratch;
  /** Boards scored since the decision began: the search stops adding candidates past `BUDGET`. */
  evaluations: number;
}

/** What `t` is worth to `me` with `holder` to roll, read on the search's evaluation board. */
const valueFor = (search: Search, t: GameState, me: Side, holder: Side): number => evaluate(t, me, holder, search.scratch.evaluationBoard(t.rules));

/** Who rolls next once `t` comes to rest (after a refill or de Jesus's setup placing, the side named to roll). */
const holderOf = (t: GameState): Side => (t.phase === 'refill' || t.phase === 'placing' ? t.nextPlayer : t.player) as Side;

/** The longest line the Player may pull now, as squares. */
function longestPull(t: GameState): number[] | null {
  let best: readonly number[] | null = null;
  for (const l of pullableLines(t)) if (!best || l.squares.length > best.length) best = l.squares;
  return best && [...best];
}

/**
 * Should a row of seven be run rather than taken (de Jesus)? A run wins the stake on a roll that is not
 * a pass number and loses the row and the stake on one that is; with `p` the chance of a pass roll,
 * the run is worth (1 - 2p) times the row and stake, against the row for certain.
 */
function runIsBetter(t: GameState, row: number): boolean {
  const p = passChance(t.rules);
  return (1 - 2 * p) * (row + t.rules.runStake) > row;
}

/**
 * Play on `t` (changed in place) the decisions that follow a candidate and need no dice, as the bots
 * make them: pull the longest line, keep the shots, refill (a de Jesus glass, placed or refilled, on
 * the first square it may take), pass the dice, call an owed Queen, and
 * (for `me`) slash a glass when that scores better. Stops where dice are needed or the game is over.
 */
function settle(search: Search, t: GameState, me: Side): void {
  for (let step = 0; step < 16; step++) {
    switch (t.phase) {
      case 'pullDecision': {
        const line = longestPull(t);
        if (!line) return;
        runTrusted(t, { type: 'pull.take', line });
        continue;
      }
      case 'sharing':
        runTrusted(t, KEEP_ALL);
        continue;
      case 'refill':
      case 'placing':
        runTrusted(t, t.phase === 'placing' || t.rules.afterPull === 'replenish' ? (legalChoices(t)[0] as Action) : REFILL);
        continue;
      case 'run':
        if (t.pot > 0 || !t.pull) return;
        runTrusted(t, { type: 'pull.take', line: [...t.pull.line] });
        continue;
      case 'passing':
        runTrusted(t, t.queenPending && reasonIllegal(t, CALL) === null ? CALL : PASS);
        continue;
      case 'toastRound':
        runTrusted(t, { type: 'toast.raise' });
        continue;
      case 'queenToast':
        runTrusted(t, legalChoices(t)[0] as Action);
        continue;
      case 'roll':
        if (t.player === me && t.rules.slashing) slashIfBetter(search, t, me);
        return;
      default:
        return;
    }
  }
}

/** Slash the glasses of this roll on anarchy spots, one by one, while each slash scores better. */
function slashIfBetter(search: Search, t: GameState, me: Side): void {
  for (;;) {
    const slashes = legalChoices(t).filter((c) => c.type === 'glass.slash');
    let best: Choice | null = null;
    let bestScore = valueFor(search, t, me, holderOf(t));
    for (const c of slashes) {
      const u = cloneState(t);
      runTrusted(u, c as Action);
      const v = valueFor(search, u, me, holderOf(u));
      if (v > bestScore) {
        bestScore = v;
        best = c;
      }
    }
    if (!best || t.phase !== 'roll') return;
    runTrusted(t, best as Action);
    if ((t.phase as string) !== 'roll') return;
  }
}

/**
 * The chance node: `t` waits for a roll. For each of the 21 distinct rolls, whoever throws it makes
 * the pair of moves that scores best for them (or the dice pass, or the Queen is toasted); the value
 * for `me` is the weighted mean.
 */
function chance(search: Search, t: GameState, me: Side): number {
  const roller = t.player as Side;
  let total = 0;
  for (const [a, b, w] of ROLLS) {
    const c = cloneState(t);
    const n = rollDice(c, a, b, search.scratch.replyFirsts);
    let v: number;
    if (c.phase === 'moving' && n > 0) v = bestReply(search, c, me, roller, n);
    else {
      if (c.phase === 'passing') passDice(c);
      // A Queen's toast: the thrower drinks a glass that the other side fills.
      v = valueFor(search, c, me, holderOf(c)) + (c.phase === 'queenToast' ? (roller === me ? 1 : -1) : 0);
    }
    total += w * v;
  }
  return total / 36;
}

/**
 * Visit every pair of the roll in `c` (moving, no move made) whose `n` first moves are listed in
 * `firsts`, or with one move made every second move: each first move is made with `moveGlass` (and
 * taken back), each second move only shifts the glass on the board while `visit` looks at it. The
 * search's evaluation board holds the glasses as they stand for each visit, so `visit` scores with
 * `evaluateLoaded` on `board` and must not load that board itself.
 */
function forEachPair(
  search: Search,
  c: GameState,
  firsts: Int32Array,
  n: number,
  seconds: Int32Array,
  visit: (board: LineBoard, m1: number, m2: number) => void,
): void {
  const board = search.scratch.evaluationBoard(c.rules);
  if (c.moves.length === 1) {
    board.load(c);
    for (let i = 0; i < n; i++) shifted(search, c, board, firsts[i], -1, visit);
    return;
  }
  for (let i = 0; i < n; i++) {
    const m1 = firsts[i];
    moveGlass(c, moveFrom(m1), moveTo(m1));
    board.load(c);
    const n2 = legalMovesInto(c, seconds);
    for (let j = 0; j < n2; j++) shifted(search, c, board, seconds[j], m1, visit);
    undoMove(c);
  }
}

/** Shift the glass of move `m` on the state and on `board`, let `visit(board, first, m)` look, and shift it back. */
function shifted(search: Search, c: GameState, board: LineBoard, m: number, first: number, visit: (board: LineBoard, m1: number, m2: number) => void): void {
  const from = moveFrom(m);
  const to = moveTo(m);
  const g = c.at[from];
  c.at[from] = -1;
  c.at[to] = g;
  c.squareOf[g] = to;
  board.lift(from);
  board.put(to);
  search.evaluations++;
  visit(board, first, m);
  board.lift(to);
  board.put(from);
  c.at[to] = -1;
  c.at[from] = g;
  c.squareOf[g] = from;
}

/** Caps a decision's cost where rolls have hundreds of pairs (anarchist); `scripts/decisions.ts` measures the times. */
const BUDGET = 60_000;

/** The best pair for `roller` of the `n` first moves in the scratch's `replyFirsts`, scored for `me`, as `roller` chooses it. */
function bestReply(search: Search, c: GameState, me: Side, roller: Side, n: number): number {
  const sign = roller === me ? 1 : -1;
  let best = -Infinity;
  forEachPair(search, c, search.scratch.replyFirsts, n, search.scratch.replySeconds, (board) => {
    const v = sign * evaluateLoaded(c, me, roller, board);
    if (v > best) best = v;
  });
  return sign * best;
}

/** A candidate: the choice (for a pair of moves, its first move), and the state it leaves once settled. */
interface Candidate {
  readonly choice: Choice;
  readonly after: GameState;
  score: number;
}

/** What a settled state is worth to `me`: over the next roll for a searching level, else as it stands. */
function valueOf(search: Search, t: GameState, me: Side, deep: boolean): number {
  if (deep && t.phase === 'roll' && !t.result) return chance(search, t, me);
  // After a Queen's toast the same roll's moves follow: the best pair of them.
  if (deep && t.phase === 'moving' && t.moves.length === 0 && !t.queenPending) {
    const c = cloneState(t);
    const n = legalMovesInto(c, search.scratch.replyFirsts);
    if (n > 0) return bestReply(search, c, me, c.player as Side, n);
  }
  return valueFor(search, t, me, holderOf(t));
}

/** The best `keep` of the candidates by their one-ply score (all of them when keep is 0), best first. */
function shortlist(cands: Candidate[], keep: number): Candidate[] {
  cands.sort((x, y) => y.score - x.score);
  return keep > 0 ? cands.slice(0, keep) : cands.slice(0, 1);
}

/** Pick the best candidate: the shortlist searched over the dice (searching levels) or the one-ply best. */
function pick(search: Search, cands: Candidate[], me: Side, level: Level, rng: Rng): Candidate {
  const list = shortlist(cands, level.searched);
  if (level.searched === 0 || list.length === 1) return list[0];
  let best = list[0];
  let bestValue = -Infinity;
  for (const c of list) {
    if (search.evaluations > BUDGET && c !== list[0]) break;
    const v = valueOf(search, c.after, me, true);
    if (v > bestValue || (v === bestValue && rng.below(2) === 0)) {
      bestValue = v;
      best = c;
    }
  }
  return best;
}

/** How many pairs the quick scoring passes on to be played out exactly. */
const PLAYED_OUT = 8;

/**
 * The roll's moves as candidates: every pair (or, after the first move, every second move) scored
 * quickly on the board, and the best `PLAYED_OUT` of them played out with the engine and settled.
 */
function moveCandidates(search: Search, s: GameState, me: Side): Candidate[] {
  const probe = cloneState(s);
  const { firsts, seconds } = search.scratch;
  const n1 = legalMovesInto(probe, firsts);
  const top: { m1: number; m2: number; score: number }[] = [];
  forEachPair(search, probe, firsts, n1, seconds, (board, m1, m2) => {
    const score = evaluateLoaded(probe, me, me, board);
    if (top.length === PLAYED_OUT && score <= top[PLAYED_OUT - 1].score) return;
    let k = top.length < PLAYED_OUT ? top.length : PLAYED_OUT - 1;
    while (k > 0 && top[k - 1].score < score) k--;
    top.splice(k, 0, { m1, m2, score });
    if (top.length > PLAYED_OUT) top.pop();
  });
  return top.map(({ m1, m2 }) => {
    const after = cloneState(s);
    if (m1 >= 0) moveGlass(after, moveFrom(m1), moveTo(m1));
    moveGlass(after, moveFrom(m2), moveTo(m2));
    settle(search, after, me);
    return { choice: moveChoice(m1 >= 0 ? m1 : m2), after, score: valueFor(search, after, me, holderOf(after)) };
  });
}

/** Each choice played out on a copy and settled, as candidates (a roll is left for the chance node). */
function choiceCandidates(search: Search, s: GameState, me: Side, choices: readonly Choice[]): Candidate[] {
  return choices.map((choice) => {
    const after = cloneState(s);
    // A roll (or da Gucci's lift) is left as it is: its value is the chance node's.
    if (choice.type !== 'dice.roll' && choice.type !== 'dice.lift') {
      runTrusted(after, choice as Action);
      settle(search, after, me);
    }
    return { choice, after, score: valueFor(search, after, me, holderOf(after)) };
  });
}

/**
 * The level's choice for the side that acts in `s`, working in `scratch`. A roll's moves: before the
 * first move, the first move of the best pair; after it, the best second move, searched the same way
 * from the state (every second move scored, the best played out and searched over the dice).
 */
function chooseFor(level: Level, s: GameState, rng: Rng, scratch: BotScratch): Choice {
  const search: Search = { scratch, evaluations: 0 };
  const me = s.player as Side;
  const calls = s.queenPending && reasonIllegal(s, CALL) === null;
  switch (s.phase) {
    case 'moving': {
      if (calls) return CALL;
      return pick(search, moveCandidates(search, s, me), me, level, rng).choice;
    }
    case 'roll':
    case 'pullDecision': {
      if (calls) return CALL;
      const choices = legalChoices(s).filter((c) => c.type !== 'run.announce');
      const row = s.phase === 'pullDecision' && s.rules.runs ? legalChoices(s).find((c) => c.type === 'run.announce') : undefined;
      if (row && runIsBetter(s, 7)) return row;
      if (choices.length === 1) return choices[0];
      return pick(search, choiceCandidates(search, s, me, choices), me, level, rng).choice;
    }
    case 'run':
      if (s.pot === 0 && s.pull)
        return runIsBetter(s, s.pull.line.length) && legalChoices(s).some((c) => c.type === 'run.announce')
          ? { type: 'run.announce' }
          : { type: 'pull.take', line: [...s.pull.line] };
      break;
    case 'sharing':
      return KEEP_ALL as Choice;
    case 'passing':
      return calls ? CALL : PASS;
    case 'initiativeChoice':
      // Starting is a handicap where the rules offer the choice: in greedy self-play (20,000 games, seed
      // 3) the side that started won 0.469 of the decided games in da Gucci and 0.481 in anarchist.
      // Handing the start over took the expert against greedy from 0.653 to 0.680 in da Gucci (seed 1).
      return { type: 'initiative.choose', starter: other(s.player as Side) };
    case 'toastRound':
      return { type: 'toast.raise' };
    case 'treason':
      return mugginsFor(level, s, rng, scratch) ?? ROLL;
    case 'refill':
    case 'placing':
    case 'queenToast': {
      const who = (s.phase === 'refill' ? s.filler : s.player) as Side;
      const choices = legalChoices(s);
      if (choices.length === 1) return choices[0];
      // Few choices (a de Jesus refill or placement) are searched over the dice too; a rook toast's hundreds are not.
      return pick(search, choiceCandidates(search, s, who, choices), who, choices.length <= 16 ? level : { ...level, searched: 0 }, rng).choice;
    }
  }
  const choices = legalChoices(s);
  return choices.find((c) => c.type === 'queen.call') ?? choices[0];
}

/**
 * The Opponent's call on the Player's missed Queen, taken with the level's `MUGGINS_CHANCE` (drawn from
 * `rng`): the glass to drink is the one whose loss hurts the Player most.
 */
function mugginsFor(level: Level, s: GameState, rng: Rng, scratch: BotScratch): Action | null {
  const calls = noticedCalls(level.name, s, rng);
  if (!calls.length) return null;
  const me = other(s.player);
  const board = scratch.evaluationBoard(s.rules);
  let best = calls[0];
  let bestScore = -Infinity;
  for (const c of calls) {
    const t = cloneState(s);
    runTrusted(t, c);
    const v = evaluate(t, me, holderOf(t), board);
    if (v > bestScore) {
      bestScore = v;
      best = c;
    }
  }
  return best;
}

/** The bot of a level: its own scratch for a decision when the caller lends none. */
function makeBot(level: Level): Bot {
  return {
    name: level.name,
    choose: (s, rng, scratch) => chooseFor(level, s, rng, scratch ?? new BotScratch()),
    muggins: (s, rng, scratch) => mugginsFor(level, s, rng, scratch ?? new BotScratch()),
  };
}

/** One ply: plays every candidate out and keeps the best-scoring position; calls muggins 9 times in 10. */
export const hardBot: Bot = makeBot({ name: 'hard', searched: 0 });

/** Searches the next roll of the dice for its best candidates (expectimax); never misses a muggins. */
export const expertBot: Bot = makeBot({ name: 'expert', searched: 8 });
