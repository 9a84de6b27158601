/**
 * The random bot: uniform among the legal choices, read straight off the move list in the common
 * phases so that headless games stay fast.
 */
import { GLASSES, SIZE } from '../rules/geometry.ts';
import type { Rng } from '../rules/dice.ts';
import { checkSlash } from '../rules/slashing.ts';
import { legalChoices } from '../rules/choices.ts';
import { legalMovesInto, MOVE_BUFFER_SIZE } from '../rules/moves.ts';
import type { Choice, GameState } from '../rules/state.ts';
import { type Bot, moveChoice, noticedCalls, PASS, REFILL, ROLL } from './bot.ts';
import type { BotScratch } from './scratch.ts';

/**
 * Uniform over the choices; with the common phases read straight off the move list, the moves of this
 * roll that may be slashed, and the board (the same choices in the same order as `legalChoices`, so
 * the same draw picks the same one). The moves are listed into `scratch` when one is lent.
 */
function randomChoice(s: GameState, rng: Rng, scratch?: BotScratch): Choice {
  if (s.phase === 'moving' && !s.queenPending) {
    // The moves, then (anarchist) the slashes; with no Queen pending there is no call to list.
    const moves = scratch?.firsts ?? new Int32Array(MOVE_BUFFER_SIZE);
    const n = legalMovesInto(s, moves);
    if (!s.rules.slashing) return moveChoice(moves[rng.below(n)]);
    const slashes: number[] = [];
    const k = rng.below(n + slashesInto(s, slashes));
    if (k < n) return moveChoice(moves[k]);
    return { type: 'glass.slash', square: slashes[k - n] };
  }
  if (s.phase === 'roll' && !s.queenPending && !s.rules.voluntaryPass) {
    // The roll, then (anarchist) the slashes. Without slashing the roll is the only choice, taken
    // without a draw.
    if (!s.rules.slashing) return ROLL;
    const slashes: number[] = [];
    const k = rng.below(1 + slashesInto(s, slashes));
    return k === 0 ? ROLL : { type: 'glass.slash', square: slashes[k - 1] };
  }
  if (s.phase === 'passing' && !s.queenPending) return PASS;
  if (s.phase === 'treason') return randomBot.muggins(s, rng) ?? ROLL;
  if (s.phase === 'refill' && s.rules.afterPull !== 'replenish') return REFILL;
  if (s.phase === 'queenToast') {
    if (s.rules.movement === 'file') return { type: 'queen.toast', square: randomToastSquare(s, rng) };
    return randomRookToast(s, rng);
  }
  const choices = legalChoices(s);
  return choices[rng.below(choices.length)];
}

/** The squares of this roll's moves whose glass may be slashed now, added to `out`; how many (0 unless slashing is in the rules). */
function slashesInto(s: GameState, out: number[]): number {
  if (!s.rules.slashing) return 0;
  for (const m of s.moves) if (checkSlash(s, { type: 'glass.slash', square: m.to }) === null) out.push(m.to);
  return out.length;
}

/**
 * The random bot's toast under rook movement: any glass on the board to any empty square, uniformly.
 * `legalChoices` lists them by glass, then by square; every glass has the same empty squares to go to,
 * so the draw's quotient names the glass and its remainder the square.
 */
function randomRookToast(s: GameState, rng: Rng): Choice {
  let glasses = 0;
  for (let g = 0; g < GLASSES; g++) if (s.squareOf[g] >= 0) glasses++;
  let empty = 0;
  for (let q = 0; q < SIZE * SIZE; q++) if (s.at[q] < 0) empty++;
  const k = rng.below(glasses * empty);
  let g = -1;
  for (let i = Math.floor(k / empty); i >= 0; i--)
    do g++;
    while (s.squareOf[g] < 0);
  let to = -1;
  for (let i = k % empty; i >= 0; i--)
    do to++;
    while (s.at[to] >= 0);
  return { type: 'queen.toast', square: s.squareOf[g], to };
}

/** The random bot's toast under file movement: any glass on the board, uniformly (the set legalChoices lists). */
export function randomToastSquare(s: GameState, rng: Rng): number {
  let count = 0;
  for (let g = 0; g < GLASSES; g++) if (s.squareOf[g] >= 0) count++;
  let k = rng.below(count);
  for (let g = 0; g < GLASSES; g++) if (s.squareOf[g] >= 0 && k-- === 0) return s.squareOf[g];
  return -1; // not reached: count glasses are on the board
}
/** Picks any legal choice, uniformly; calls muggins on a miss 1 time in 4 (`MUGGINS_CHANCE`), on any glass. */
export const randomBot: Bot = {
  name: 'random',
  choose: randomChoice,
  muggins(s, rng) {
    const calls = noticedCalls('random', s, rng);
    return calls.length ? calls[rng.below(calls.length)] : null;
  },
};
