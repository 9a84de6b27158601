/**
 * The greedy bot: pulls whenever it can, keeps the whole pull, slashes whatever it may (anarchist),
 * and otherwise makes the pair of moves that leaves the longest line (under rank-only rules with the
 * searches of `rank-search.ts`, otherwise by trying every pair on a `LineBoard`). It remembers nothing
 * between moves: the second move of a roll is the best continuation of the first move made, found
 * again from the state.
 */
import { GLASSES, SIZE, other } from '../rules/geometry.ts';
import type { Rng } from '../rules/dice.ts';
import { legalChoices } from '../rules/choices.ts';
import { reasonIllegal } from '../rules/apply.ts';
import { checkSlash } from '../rules/slashing.ts';
import { checkPlace } from '../rules/setup.ts';
import { minimumPull, pullableLines } from '../rules/lines.ts';
import { legalMovesInto } from '../rules/moves.ts';
import { greedyBestSingle, greedyPairSearch } from './pair-search.ts';
import type { Choice, GameState } from '../rules/state.ts';
import { type Bot, CALL, moveChoice, noticedCalls, PASS, REFILL, ROLL } from './bot.ts';
import { pairByRanks, pairByScoring, pairFirst, pairSecond, rankBestSingle, rankOnlyRules, rankSearchApplies } from './rank-search.ts';
import { BotScratch } from './scratch.ts';

/** Pulls when it can (the longest line), keeps every pulled shot, otherwise makes the longest line. */
export const greedyBot: Bot = {
  name: 'greedy',
  choose(s, rng, scratch) {
    switch (s.phase) {
      case 'moving':
        // Call an owed Queen before moving (the call is only open before the first move).
        if (s.queenPending && s.moves.length === 0 && reasonIllegal(s, CALL) === null) return CALL;
        return greedyMove(s, rng, scratch ?? new BotScratch());
      case 'pullDecision': {
        let best: number[] | null = null;
        if (rankOnlyRules(s.rules)) best = greedyPullLine(s);
        else for (const l of pullableLines(s)) if (!best || l.squares.length > best.length) best = [...l.squares];
        // anarchist: first drink what may be slashed off the line (the Opponent refills it too).
        const slash = greedySlash(s, best);
        if (slash >= 0) return { type: 'glass.slash', square: slash };
        if (best) return { type: 'pull.take', line: best };
        break;
      }
      case 'sharing':
        return { type: 'pull.share', opponent: 0, spectators: 0 };
      case 'run':
        if (s.pot === 0 && s.pull) return { type: 'pull.take', line: [...s.pull.line] };
        break;
      case 'queenToast':
        return greedyToast(s);
      case 'initiativeChoice':
        return { type: 'initiative.choose', starter: s.player };
      case 'toastRound':
        return { type: 'toast.raise' };
      case 'roll': {
        // anarchist: drink every glass this roll left on a spot before rolling again.
        const slash = greedySlash(s, null);
        if (slash >= 0) return { type: 'glass.slash', square: slash };
        if (!s.queenPending) return ROLL;
        break;
      }
      case 'treason':
        return greedyBot.muggins(s, rng) ?? ROLL;
      case 'passing':
        if (!s.queenPending) return PASS;
        break;
      case 'placing':
        return { type: 'glass.place', square: greedyPlaceSquare(s) };
      case 'refill':
        return s.rules.afterPull === 'replenish' ? { type: 'glasses.refill', square: greedyPlaceSquare(s) } : REFILL;
    }
    const choices = legalChoices(s);
    // Call the Queen whenever it is owed; otherwise the first choice (roll, refill, pass...).
    return choices.find((c) => c.type === 'queen.call') ?? choices[0];
  },
  muggins(s, rng) {
    // Calls on a miss 1 time in 2 (MUGGINS_CHANCE), drinking the first glass on the board.
    return noticedCalls('greedy', s, rng)[0] ?? null;
  },
};

/**
 * The square of a glass greedy slashes now (anarchist), or -1: the first move of this roll whose full
 * glass stands on a spot, and not on `line` (the line about to be pulled, whose glasses are drunk
 * anyway). A slash costs the Opponent a shot: whoever takes the dice next, or refills after a pull,
 * pours it, and that is the Opponent.
 */
function greedySlash(s: GameState, line: readonly number[] | null): number {
  if (!s.rules.slashing) return -1;
  for (const m of s.moves) {
    if (line && line.includes(m.to)) continue;
    if (checkSlash(s, { type: 'glass.slash', square: m.to }) === null) return m.to;
  }
  return -1;
}

/**
 * Greedy's pull under rank-only rules, with a line standing: the squares of the line `greedyBot`
 * takes, which is the first of the longest that `pullableLines` lists (inner ranks from the lowest,
 * runs from file a), read straight off the board; null when no line may be pulled.
 */
export function greedyPullLine(s: GameState): number[] | null {
  const min = minimumPull(s, s.player);
  const moved = s.movedMask;
  let bestLength = 0;
  let bestEnd = 0;
  for (let r = 1; r < SIZE - 1; r++) {
    let run = 0;
    let anyMoved = false;
    for (let q = r * SIZE, end = q + SIZE; q <= end; q++) {
      const g = q < end ? s.at[q] : -1;
      if (g >= 0) {
        run++;
        if ((moved >> g) & 1) anyMoved = true;
        continue;
      }
      if (anyMoved && run >= min && run > bestLength) {
        bestLength = run;
        bestEnd = q;
      }
      run = 0;
      anyMoved = false;
    }
  }
  if (bestLength === 0) return null;
  const line: number[] = [];
  for (let q = bestEnd - bestLength; q < bestEnd; q++) line.push(q);
  return line;
}
/**
 * de-jesus: where greedy places a glass (at the setup, or to replace a pulled one), the first square
 * `legalChoices` lists (the lowest, so rank 1 of the first file without a glass), found without
 * listing them all: only squares of rank 1 and rank 7 may take one.
 */
function greedyPlaceSquare(s: GameState): number {
  for (let sq = 0; sq < SIZE * SIZE; sq += sq === SIZE - 1 ? SIZE * (SIZE - 2) + 1 : 1) if (checkPlace(s, sq) === null) return sq;
  return -1; // not reached: a glass waits for a vacated file
}

/** Toast the glass that matters least to the Player's lines (a glass on a baseline, else the first). */
function greedyToast(s: GameState): Choice {
  const pick = greedyToastSquare(s);
  if (s.rules.movement === 'rook') {
    let to = 0;
    while (s.at[to] >= 0) to++;
    return { type: 'queen.toast', square: pick, to };
  }
  return { type: 'queen.toast', square: pick };
}

/** The square of the glass greedy toasts: the first glass the Opponent filled, else the first on the board. */
export function greedyToastSquare(s: GameState): number {
  const opp = other(s.player);
  for (let g = 0; g < GLASSES; g++) {
    const sq = s.squareOf[g];
    if (sq >= 0 && s.fill[g] === opp) return sq;
  }
  return s.squareOf.find((q) => q >= 0) as number;
}
/**
 * Greedy's first move of a roll under rank-only rules, encoded, given the roll's first moves (`list`,
 * `n` of them, as `legalMovesInto` lists them): `greedyFirst`. Shared by the bot and the direct path of
 * `playGame`.
 */
export function greedyFirstMove(s: GameState, rng: Rng, list: Int32Array, n: number, scratch: BotScratch): number {
  return greedyFirst(s, rng, n, list, scratch);
}

/**
 * Greedy's second move under rank-only rules, encoded: among the second moves open after the first
 * move made, one that leaves the longest run on an inner rank (ties drawn from `rng`). After the
 * first move of a best pair, that completes a best pair.
 */
function greedySecondMove(s: GameState, rng: Rng, scratch: BotScratch): number {
  return greedySecondOf(s, rng, scratch.firsts, legalMovesInto(s, scratch.firsts), scratch);
}

/** `greedySecondMove` with the second moves already listed: the `n` in `list` (not the scratch's `seconds`), as `legalMovesInto` lists them. */
export function greedySecondOf(s: GameState, rng: Rng, list: Int32Array, n: number, scratch: BotScratch): number {
  return rankBestSingle(s, rng, list, n, scratch.rank.masks, scratch.seconds);
}

/**
 * Greedy's pair search under rank-only rules, for tests: the pair (first and second move, encoded) that
 * the fast search (`ranks`) or the reference search scoring every pair (`scoring`) picks for the roll
 * in `s`, with the first move listed; null when the roll has fewer than two first moves, or (`ranks`)
 * when the fast search does not apply.
 */
export function greedyPairFor(s: GameState, rng: Rng, search: 'ranks' | 'scoring'): [number, number] | null {
  const scratch = new BotScratch();
  const list = scratch.firsts;
  const n1 = legalMovesInto(s, list);
  if (n1 < 2 || !rankSearchApplies(s, 2)) return null;
  const pair = search === 'ranks' ? pairByRanks(s, rng, list, n1, scratch.rank) : pairByScoring(s, rng, list, n1);
  return pair < 0 ? null : [pairFirst(pair), pairSecond(pair)];
}

/** Greedy's move: the bitmask searches where the ranks alone score the moves; otherwise every pair is tried on the board. */
function greedyMove(s: GameState, rng: Rng, scratch: BotScratch): Choice {
  if (s.moves.length === 0) return moveChoice(greedyFirst(s, rng, legalMovesInto(s, scratch.firsts), scratch.firsts, scratch));
  return moveChoice(greedySecond(s, rng, scratch));
}

/**
 * Greedy's first move of a roll, encoded, the roll's `n` first moves listed in `list`: the first move
 * of a best pair, drawn uniformly among the best pairs, by the rank search where it applies
 * (`rankSearchApplies`: rank-only rules, or ranks and shapes with no shape within reach of the roll),
 * otherwise by the search over every pair. The pair's second move is not kept: `greedySecond` finds
 * a best continuation again from the state.
 */
export function greedyFirst(s: GameState, rng: Rng, n: number, list: Int32Array, scratch: BotScratch): number {
  if (n === 1) return list[0];
  // (The rank search needs one glass per file, which file movement keeps: it always answers.)
  if (rankSearchApplies(s, 2)) {
    const pair = pairByRanks(s, rng, list, n, scratch.rank);
    if (pair >= 0) return pairFirst(pair);
  }
  return pairFirst(greedyPairSearch(s, rng, list, n, scratch));
}

/**
 * Greedy's second move of a roll, encoded: a move that leaves the longest line after the first move
 * made, by the same score as the pair searches (ties drawn from `rng`). After the first move of a best
 * pair, that makes a best pair.
 */
export function greedySecond(s: GameState, rng: Rng, scratch: BotScratch): number {
  if (rankSearchApplies(s, 1)) return greedySecondMove(s, rng, scratch);
  return greedyBestSingle(s, rng, scratch.firsts, legalMovesInto(s, scratch.firsts), scratch);
}
