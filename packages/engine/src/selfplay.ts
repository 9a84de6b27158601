/**
 * Headless play: two bots play a whole game on the pure engine, with the state changed in place and
 * no checks repeated for choices the bots took from the legal list. `playGame` is what the simulator,
 * the benchmark and the property tests run; the tests also check each choice against `reasonIllegal`.
 */
import { type Bot, randomBot } from './bots.ts';
import { SeededDice } from './dice.ts';
import { legalMovesInto, MOVE_BUFFER_SIZE } from './moves.ts';
import { moveGlass, passDice, rollDice } from './turn.ts';
import type { Dice, Rng } from './dice.ts';
import { runTrusted } from './game.ts';
import type { Action, Choice, GameState, Phase } from './state.ts';

/** Options for a headless game. */
export interface PlayOptions {
  /** Stop after this many rolls even if the game is not over (needed for the no-score game). */
  maxRolls?: number;
  /** Called with every action before it is applied (for records and checks). */
  onAction?: (s: GameState, a: Action) => void;
}

const MOVES = new Int32Array(MOVE_BUFFER_SIZE);

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
 * rolls (Queen's Number, initiative) are made by South's bot. Returns the same state.
 */
export function playGame(s: GameState, bots: readonly [Bot, Bot], dice: Dice, rng: Rng, opts: PlayOptions = {}): GameState {
  const maxRolls = opts.maxRolls ?? 100_000;
  const onAction = opts.onAction;
  // Two random bots with no observer: the turn's common steps call the rule functions directly, with
  // the same choices and the same draws from `rng` as the general loop below (a test checks this).
  const direct = !onAction && bots[0] === randomBot && bots[1] === randomBot && s.rules.movement === 'file' && dice instanceof SeededDice;
  while (s.phase !== 'over' && s.tally.rolls < maxRolls) {
    if (direct && s.phase === 'roll' && !s.mugginsOpen && !s.queenPending && !s.rules.voluntaryPass) {
      // One roll: the dice, the two moves, the pass; the same choices in the same order as below.
      rollDice(s, (dice as SeededDice).face(), (dice as SeededDice).face());
      const phase = s.phase as Phase; // rollDice changed it
      if (phase === 'moving' && !s.queenPending) {
        let m = MOVES[rng.below(legalMovesInto(s, MOVES))];
        moveGlass(s, m & 63, m >> 6);
        m = MOVES[rng.below(legalMovesInto(s, MOVES))];
        moveGlass(s, m & 63, m >> 6);
      } else if (phase === 'passing' && !s.queenPending) passDice(s);
      continue;
    }
    let action: Action | null = null;
    if (s.mugginsOpen) action = bots[s.player ^ 1].muggins(s, rng);
    if (!action) {
      const who = s.phase === 'refill' ? s.filler : s.phase === 'toastRound' ? (s.result?.winner ?? s.player) : s.player;
      action = withDice(bots[who].choose(s, rng), dice);
    }
    if (onAction) onAction(s, action);
    runTrusted(s, action);
  }
  return s;
}
