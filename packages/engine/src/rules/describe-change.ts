/**
 * What one accepted action did, in structured form: who acted, what kind of thing happened, and the
 * rule facts that follow from the states around it (a pulled line's kind, a Full Pull or a Kendal, why
 * the dice passed, who poured and who drank, the game decided). Read by anything that tells the game:
 * a log, events for a host page, the dice on screen. Pure: it reads the two states and changes nothing.
 */
import { glassesShownEmpty } from './rule-set/resolve.ts';
import { other, type Side } from './geometry.ts';
import { passReason } from './roll-outcome.ts';
import { isFullPull, isKendal, pullableLines, sameLine, type Line } from './lines.ts';
import type { Action, GameResult, GameState } from './state.ts';

/** Why the dice passed after a turn's roll: a pass number, doubles, or no pair of moves uses both dice. */
export type PassRollReason = 'pass' | 'doubles' | 'stuck';

/** Why the dice went to the other player: after a roll that passed them, handed over with no roll, or by choice. */
export type PassReason = PassRollReason | 'handed' | 'voluntary';

/** Fields every roll has. */
interface RollBase {
  readonly kind: 'roll';
  readonly dice: readonly [number, number];
  /** The roll made the Queen's (Prophet's) Number: set it, or rolled it in a turn. */
  readonly queenNumber: boolean;
  /** A turn's roll that passed the dice, and why; null for every other roll. */
  readonly passes: PassRollReason | null;
}

/** The spectators' roll for the Queen's Number. */
export interface QueenRollChange extends RollBase {
  readonly roll: 'queen';
  readonly by: 'table';
  /** The Number it set, or 0 when the total cannot be the Number (they roll again). */
  readonly number: number;
}

/** Both players' roll for who starts (each die is one player's, South's first). */
export interface InitiativeRollChange extends RollBase {
  readonly roll: 'initiative';
  readonly by: 'table';
  /** Rolled again for a new start after a line reset the board (anarchist), not for the first turn. */
  readonly again: boolean;
  /** A tie (roll again), the higher roller chooses who starts, or the higher roller starts. */
  readonly outcome: 'tie' | 'choose' | 'start';
  /** Who chooses or starts (after a tie: whoever the state names, of no meaning). */
  readonly winner: Side;
}

/** A turn's roll. */
export interface TurnRollChange extends RollBase {
  readonly roll: 'turn';
  readonly by: Side;
  /** The roll is the Queen's Number: a glass is drunk to the Queen now. */
  readonly toast: boolean;
  /** The Opponent let the dice land instead of calling treason (da-gucci). */
  readonly afterTreason: boolean;
}

/** A de Jesus runner's roll. */
export interface RunRollChange extends RollBase {
  readonly roll: 'run';
  readonly by: Side;
  /** The run stumbled: the Opponent collects the pot. */
  readonly stumbled: boolean;
}

/** Any roll of the dice. */
export type RollChange = QueenRollChange | InitiativeRollChange | TurnRollChange | RunRollChange;

/** One glass moved for one die. */
export interface MoveChange {
  readonly kind: 'move';
  readonly by: Side;
  readonly from: number;
  readonly to: number;
  /** The face of the die the move used (0 when unknown). */
  readonly die: number;
}

/** A line pulled (or a de Jesus run's row of seven taken). */
export interface PullChange {
  readonly kind: 'pull';
  readonly by: Side;
  /** The squares as the action named them, and the kind of line they make. */
  readonly line: Line;
  /** Full glasses in the line. */
  readonly shots: number;
  readonly fullPull: boolean;
  readonly kendal: boolean;
}

/** A glass drunk to the Queen (Prophet) for a rolled Number. */
export interface ToastChange {
  readonly kind: 'toast';
  readonly by: Side;
  readonly square: number;
  readonly number: number;
  /** Who poured the shot drunk, or null when the glass went up unpoured (One Man's Poison, no shot left). */
  readonly pouredBy: Side | null;
  /** The square the glass went to (the same square when it stays), or -1 when it left the board. */
  readonly to: number;
  /** Who filled it again where it went, or null (not refilled, or glasses shown empty). */
  readonly refilledBy: Side | null;
}

/** A muggins (or da-gucci treason) call on an uncalled Queen's Number. */
export interface MugginsChange {
  readonly kind: 'muggins';
  /** The caller: the Opponent, or a spectator. */
  readonly by: Side | 'spectator';
  readonly caught: Side;
  /** The glass the caller drank. */
  readonly square: number;
  readonly treason: boolean;
}

/** The dice going to the other player. */
export interface PassChange {
  readonly kind: 'pass';
  readonly by: Side;
  readonly to: Side;
  readonly reason: PassReason;
}

/** A pull's shots shared out. */
export interface ShareChange {
  readonly kind: 'share';
  readonly by: Side;
  readonly shots: number;
  /** Shots the Player drinks, gives the Opponent, gives the spectators. */
  readonly kept: number;
  readonly opponent: number;
  readonly spectators: number;
}

/** Glasses refilled after a pull: all at once, or (de Jesus) one put on a square. */
export interface RefillChange {
  readonly kind: 'refill';
  /** Who refills: the filler. */
  readonly by: Side;
  /** The square a de Jesus glass was put on, or -1 for a whole refill. */
  readonly square: number;
}

/** The actions that need nothing more than who acted (and a square or a side). */
export type PlainChange =
  | { readonly kind: 'initiative-choice'; readonly by: Side; readonly starter: Side }
  | { readonly kind: 'centre'; readonly by: Side; /** The filled centre glass went to the Player's baseline. */ readonly carried: boolean }
  | { readonly kind: 'place'; readonly by: Side; readonly square: number }
  | { readonly kind: 'lift'; readonly by: Side }
  | { readonly kind: 'call'; readonly by: Side; readonly number: number }
  | {
      readonly kind: 'undo';
      readonly by: Side;
      /** The move taken back, or null when the state did not record it. */ readonly move: { readonly from: number; readonly to: number } | null;
    }
  | { readonly kind: 'slash'; readonly by: Side; readonly square: number }
  | { readonly kind: 'decline'; readonly by: Side }
  | { readonly kind: 'run'; readonly by: Side; /** The Opponent's stake on the run. */ readonly stake: number }
  | { readonly kind: 'courtesy'; readonly by: Side }
  | { readonly kind: 'raise'; readonly by: Side };

/** What happened, by kind. */
export type ChangeWhat = RollChange | MoveChange | PullChange | ToastChange | MugginsChange | PassChange | ShareChange | RefillChange | PlainChange;

/** Facts about any change, beside what happened. */
export interface ChangeOutcome {
  /** Shots drunk by this action: [South, North, spectators]. */
  readonly drinks: readonly [number, number, number];
  /** The result this action decided (the game had none before), or null. */
  readonly decided: GameResult | null;
  /** This action ended the game (its phase is now `over`). */
  readonly ended: boolean;
}

/** One accepted action described: what happened and its outcome. */
export type ChangeDescription = ChangeWhat & ChangeOutcome;

/**
 * Describe one accepted action: `before` is the state it was taken in, `after` the state it made
 * (`apply(before, action)`). The action must be the one that made `after`; nothing is checked.
 */
export function describeChange(before: GameState, action: Action, after: GameState): ChangeDescription {
  const drunk = (i: number): number => (after.drunk[i] ?? 0) - (before.drunk[i] ?? 0);
  const outcome: ChangeOutcome = {
    drinks: [drunk(0), drunk(1), drunk(2)],
    decided: after.result && !before.result ? after.result : null,
    ended: after.phase === 'over' && before.phase !== 'over',
  };
  return { ...what(before, action, after), ...outcome };
}

function what(b: GameState, a: Action, s: GameState): ChangeWhat {
  const me = b.player;
  switch (a.type) {
    case 'queen.roll':
      return { kind: 'roll', roll: 'queen', by: 'table', dice: [a.dice[0], a.dice[1]], queenNumber: s.queen !== 0, passes: null, number: s.queen };
    case 'initiative.roll': {
      const outcome = s.phase === 'initiative' ? 'tie' : s.phase === 'initiativeChoice' ? 'choose' : 'start';
      return {
        kind: 'roll',
        roll: 'initiative',
        by: 'table',
        dice: [a.dice[0], a.dice[1]],
        queenNumber: false,
        passes: null,
        again: b.tally.rolls > 0,
        outcome,
        winner: s.player,
      };
    }
    case 'dice.roll': {
      const toast = s.phase === 'queenToast';
      const passes = s.phase === 'passing' ? (passReason(s) as PassRollReason) : null;
      return {
        kind: 'roll',
        roll: 'turn',
        by: me,
        dice: [a.dice[0], a.dice[1]],
        queenNumber: toast || s.queenPending,
        passes,
        toast,
        afterTreason: b.phase === 'treason',
      };
    }
    case 'run.roll':
      return { kind: 'roll', roll: 'run', by: me, dice: [a.dice[0], a.dice[1]], queenNumber: false, passes: null, stumbled: s.phase === 'refill' };
    case 'initiative.choose':
      return { kind: 'initiative-choice', by: me, starter: a.starter };
    case 'centre.fill':
      return { kind: 'centre', by: me, carried: s.squareOf.some((q, g) => q !== b.squareOf[g]) };
    case 'glass.place':
      return { kind: 'place', by: me, square: a.square };
    case 'dice.lift':
      return { kind: 'lift', by: me };
    case 'queen.call':
      return { kind: 'call', by: me, number: b.queen };
    case 'queen.toast':
      return toastOf(b, a.square, s);
    case 'glass.move': {
      const m = s.moves[s.moves.length - 1];
      return { kind: 'move', by: me, from: a.from, to: a.to, die: m && s.dice ? s.dice[m.die] : 0 };
    }
    case 'move.undo': {
      const m = b.moves[b.moves.length - 1];
      return { kind: 'undo', by: me, move: m ? { from: m.from, to: m.to } : null };
    }
    case 'glass.slash':
      return { kind: 'slash', by: me, square: a.square };
    case 'queen.muggins':
    case 'queen.treason':
      return {
        kind: 'muggins',
        by: a.type === 'queen.muggins' && a.by === 'spectator' ? 'spectator' : other(me),
        caught: me,
        square: a.square,
        treason: a.type === 'queen.treason',
      };
    case 'pull.take': {
      const line = lineOf(b, a.line);
      const shots = a.line.filter((q) => b.at[q] >= 0 && b.fill[b.at[q]] >= 0).length;
      return { kind: 'pull', by: me, line, shots, fullPull: isFullPull(line), kendal: isKendal(b.rules, line) };
    }
    case 'pull.decline':
      return { kind: 'decline', by: me };
    case 'pull.share': {
      const shots = b.pull?.shots ?? 0;
      return { kind: 'share', by: me, shots, kept: shots - a.opponent - a.spectators, opponent: a.opponent, spectators: a.spectators };
    }
    case 'run.announce':
      return { kind: 'run', by: me, stake: b.rules.runStake };
    case 'glasses.refill':
      return { kind: 'refill', by: b.filler, square: a.square ?? -1 };
    case 'dice.pass':
      return { kind: 'pass', by: me, to: s.player, reason: b.phase === 'passing' ? passReason(b) : 'voluntary' };
    case 'courtesy.fill':
      return { kind: 'courtesy', by: b.result?.winner ?? me };
    case 'toast.raise':
      return { kind: 'raise', by: me };
  }
}

/**
 * The line a pull took, with its kind as the rules found it standing. A de Jesus run's row of seven
 * (taken in the run, when no line is pullable) is a rank.
 */
function lineOf(b: GameState, squares: readonly number[]): Line {
  const found = b.phase === 'pullDecision' ? pullableLines(b).find((l) => sameLine(l.squares, squares)) : undefined;
  return { squares: [...squares], kind: found?.kind ?? 'rank' };
}

/** A glass drunk to the Queen: who poured it, where it went, who filled it there. */
function toastOf(b: GameState, square: number, s: GameState): ToastChange {
  const me = b.player;
  const g = b.at[square];
  // One Man's Poison: the Opponent pours the shot now, when they have one; the glass is only set out again.
  const poison = glassesShownEmpty(b.rules);
  const pouredBy = poison ? (s.drunk[me] > b.drunk[me] ? other(me) : null) : g >= 0 && b.fill[g] >= 0 ? (b.fill[g] as Side) : null;
  const to = g >= 0 ? s.squareOf[g] : -1;
  const refilledBy = !poison && to >= 0 && s.fill[g] >= 0 ? (s.fill[g] as Side) : null;
  return { kind: 'toast', by: me, square, number: b.queen, pouredBy, to, refilledBy };
}
