/**
 * The complete game state and the actions that change it.
 *
 * `GameState` is plain JSON (numbers, arrays, small objects), so it can be saved, sent and
 * restored as it is. Public functions treat it as immutable; inside the engine, `applyInPlace`
 * mutates a private copy (see apply.ts), which keeps long simulations free of garbage.
 */
import type { Side } from './geometry.ts';
import type { RuleSet } from './rule-set/resolve.ts';

/** The moments of a game, in the order a rulebook tells them. */
export const PHASES = [
  'queenNumber', // a spectator rolls the Queen's (Prophet's) Number
  'initiative', // each player rolls one die
  'initiativeChoice', // the high roller picks who starts (da-gucci; anarchist Law-Law)
  'centre', // the starter fills the centre glass (and takes it to their baseline)
  'placing', // de-jesus: players place their glasses on rank 1 or 7
  'roll', // the Player is to roll
  'treason', // da-gucci: the Player went to roll without calling the Queen; the Opponent may call treason before the dice land
  'queenToast', // the Player drinks a glass to the Queen
  'moving', // the roll's two moves: first and second die, changeable until both are made
  'pullDecision', // a line stands: pull it, or play on
  'sharing', // the puller shares the pulled shots
  'run', // de-jesus: a run of seven is on
  'refill', // the glasses emptied by a pull are refilled (or replaced)
  'passing', // the dice pass to the other player
  'toastRound', // a fill failed: the winner's toast (or a courtesy fill to play on)
  'over', // the game is over
] as const;
export type Phase = (typeof PHASES)[number];

/** Everything that can happen in a game. Squares are numbers (see geometry.ts); dice faces are 1..6. */
export type Action =
  /** A spectator rolls two dice for the Queen's Number. */
  | { type: 'queen.roll'; dice: [number, number] }
  /** Each player rolls one die: dice[0] is South's, dice[1] North's. */
  | { type: 'initiative.roll'; dice: [number, number] }
  /** The high roller names who starts. */
  | { type: 'initiative.choose'; starter: Side }
  /** The starter fills the empty centre glass (and, with baselines, takes it to their own). */
  | { type: 'centre.fill' }
  /** de-jesus setup: place (and fill) a glass on rank 1 or 7. */
  | { type: 'glass.place'; square: number }
  /**
   * The Player rolls both dice. In the `treason` moment the dice are already in the air: the Opponent
   * lets them land by sending this roll instead of calling treason.
   */
  | { type: 'dice.roll'; dice: [number, number] }
  /**
   * da-gucci: the Player goes to roll with the Queen's Number still uncalled. The chance to call it is
   * gone; the Opponent may now call treason (`queen.treason`) before the dice land (`dice.roll`).
   */
  | { type: 'dice.lift' }
  /** The Player calls the Queen's Number. */
  | { type: 'queen.call' }
  /** The Player drinks the glass on `square` to the Queen; `to` is where it goes (anarchist only). */
  | { type: 'queen.toast'; square: number; to?: number }
  /** Move one glass for one die. */
  | { type: 'glass.move'; from: number; to: number }
  /** Take back the roll's first move (before the second is made). */
  | { type: 'move.undo' }
  /** anarchist: drink a glass that a move of this roll left on an anarchy spot. */
  | { type: 'glass.slash'; square: number }
  /**
   * Muggins on an uncalled Queen's Number: the caller drinks the glass on `square`. `by` is the
   * Opponent (default; not in da-gucci, where the Opponent calls treason) or a spectator (Spectator
   * Muggins), who then names the baseline it goes to.
   */
  | { type: 'queen.muggins'; square: number; by?: 'opponent' | 'spectator'; baseline?: Side }
  /** da-gucci: "Treason to the Queen!", the Opponent's call in the `treason` moment: they drink the glass on `square`. */
  | { type: 'queen.treason'; square: number }
  /** Pull the line on these squares. */
  | { type: 'pull.take'; line: number[] }
  /** Leave a pullable line and play on. */
  | { type: 'pull.decline' }
  /** Share the pulled shots: how many go to the Opponent and to spectators; the Player drinks the rest. */
  | { type: 'pull.share'; opponent: number; spectators: number }
  /** de-jesus: run the row of seven (again) instead of taking it. */
  | { type: 'run.announce' }
  /** de-jesus: the runner's roll. */
  | { type: 'run.roll'; dice: [number, number] }
  /**
   * The Opponent refills the glasses a pull emptied. de-jesus refills glass by glass: a full glass on
   * `square`, rank 1 or 7 of a vacated file (required there, refused elsewhere).
   */
  | { type: 'glasses.refill'; square?: number }
  /** The dice go to the other player. */
  | { type: 'dice.pass' }
  /** The winner fills the loser's glasses so play goes on. */
  | { type: 'courtesy.fill' }
  /** The toast round: fill what can be filled, raise the glasses, end the game. */
  | { type: 'toast.raise' };

export type ActionType = Action['type'];
/** Actions whose dice come from the dice source. */
export const ROLL_ACTIONS = ['queen.roll', 'initiative.roll', 'dice.roll', 'run.roll'] as const;
export type RollActionType = (typeof ROLL_ACTIONS)[number];
/** An action as a player chooses it: rolls are chosen without their faces, which the dice supply. */
export type Choice = Exclude<Action, { dice: [number, number] }> | { type: RollActionType };

/** One move made with one die. */
export interface MoveRecord {
  readonly glass: number;
  readonly from: number;
  readonly to: number;
  /** Index of the die used: 0 or 1. */
  readonly die: number;
  /** The glass was slashed (drunk on an anarchy spot) after this move. */
  readonly slashed?: boolean;
  /** The glass's direction before this move (-1 none), so an undo restores it. */
  readonly prevDirection: number;
  /** Was the glass already marked as moved this turn? */
  readonly wasMoved: boolean;
}

/** How the game ended. */
export interface GameResult {
  /** The winner, or null for a draw or a no-score game. */
  readonly winner: Side | null;
  readonly draw: boolean;
  /** The loser lost while the winner had not opened their second bottle. */
  readonly skunk: boolean;
  /** The winner never filled more than their opening glasses. */
  readonly royalSkunk: boolean;
  /** Why it ended, in plain words. */
  readonly reason: string;
}

/**
 * The tally's counters: rolls, passes (`stuck`: passes for want of a pair of moves), Queen's toasts,
 * muggins calls, Full Pulls, Kendals, slashes, runs, and `courtesyFills`, the winner's `courtesy.fill`
 * actions in the toast round (a Queen's glass the Player fills because the Opponent cannot is not one).
 */
export const TALLY_COUNTS = ['rolls', 'passes', 'stuck', 'queenToasts', 'mugginsCalls', 'fullPulls', 'kendals', 'slashes', 'runs', 'courtesyFills'] as const;
export type TallyCount = (typeof TALLY_COUNTS)[number];

/** Running counts a simulator or a scoreboard wants: each of `TALLY_COUNTS`, and the pulls by size. */
export type Tally = Record<TallyCount, number> & {
  /** Pulls by number of glasses in the line (index 0..7). */
  pulls: number[];
};

/** A tally of a game not yet begun. */
export const emptyTally = (): Tally => ({
  rolls: 0,
  passes: 0,
  stuck: 0,
  queenToasts: 0,
  mugginsCalls: 0,
  pulls: [0, 0, 0, 0, 0, 0, 0, 0],
  fullPulls: 0,
  kendals: 0,
  slashes: 0,
  runs: 0,
  courtesyFills: 0,
});

/** A copy of a tally that shares nothing with it. */
export const copyTally = (t: Tally): Tally => ({ ...t, pulls: t.pulls.slice() });

/** Where play resumes after a Queen's toast or a courtesy fill. */
export interface Resume {
  readonly phase: Phase;
  readonly player: Side;
}

/** A fill that failed: who could not fill, and where play would have gone on. */
export interface Shortfall {
  readonly side: Side;
  /** Glasses left empty that the winner could courtesy-fill. */
  readonly glasses: number[];
  readonly resume: Resume;
}

/** The whole state of a game. Plain data; treat as read-only outside the engine. */
export interface GameState {
  readonly rules: RuleSet;
  phase: Phase;
  /** Who holds the dice; during setup, who is to act. */
  player: Side;
  /** Square of each glass 0..6, or -1 when it is off the board. */
  squareOf: number[];
  /** Each glass's contents: -1 empty, else the side that poured it. */
  fill: number[];
  /** Glass on each square 0..48, or -1. */
  at: number[];
  /** Shots each side has left in its stake. */
  stake: number[];
  /** Shots each side has poured so far. */
  poured: number[];
  /** Shots each side poured while setting the board up. */
  opening: number[];
  /** Shots drunk: [South, North, spectators]. */
  drunk: number[];
  /** de-jesus: shots the Opponent has staked on the run in play. */
  pot: number;
  /** The Queen's (Prophet's) Number; 0 while unset or in rules without one. */
  queen: number;
  /** Initiative dice [South, North] once rolled (for display), else null. */
  initiative: number[] | null;
  /** The current roll, or null before the first roll of a turn. */
  dice: number[] | null;
  /** Moves made for the current roll. */
  moves: MoveRecord[];
  /** Glasses moved by a die since the Player took the dice (bit per glass). */
  movedMask: number;
  /** Direction (index into ROOK_DIRECTIONS) each glass last moved this turn, or -1. */
  direction: number[];
  /** Rolls since the Player took the dice. */
  rollsThisTurn: number;
  /** A Queen's Number was rolled and not yet called (manual calling). */
  queenPending: boolean;
  /**
   * The muggins window is open: from a move made without calling until the dice are next rolled or
   * pass (da-gucci: only in the `treason` moment).
   */
  mugginsOpen: boolean;
  /** Where play resumes after the Queen's toast. */
  queenResume: Resume | null;
  /** The line being pulled or run, as squares, and its full glasses. */
  pull: { line: number[]; shots: number } | null;
  /** Glasses that must be refilled or placed in the refill or placing phase. */
  pending: number[];
  /** Who fills in the refill or placing phase, and who takes the dice after. */
  filler: Side;
  nextPlayer: Side;
  /** Glasses each side still has to place (de-jesus setup), [South, North]. */
  toPlace: number[];
  /** A fill that failed, while the toast round decides between a courtesy fill and the toast. */
  shortfall: Shortfall | null;
  /** The game began from a written position rather than the rule set's setup. */
  fromPosition: boolean;
  /** Set once the game is over (or the toast round begins). */
  result: GameResult | null;
  tally: Tally;
}
