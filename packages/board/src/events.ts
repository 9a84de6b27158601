/**
 * The events `<tablero-board>` fires for host pages, with their typed details, and the pure mapping from
 * an accepted action to them. All bubble and cross shadow roots (`composed`).
 */
import { isFullPull, isKendal, passReason, pullableLines, sameLine, squareName, type Action, type GameResult, type GameState, type Line, type Side } from '@tablero/engine';
import { problemText, type AttributeProblem } from './config.ts';
import type { NewGameDetail } from './context.ts';
import type { StateChange } from './game.ts';

/** A roll of the dice: the Queen's Number roll, the initiative, a turn's roll or a de Jesus runner's. */
export interface RollDetail {
  /** Who rolled: a side, or 'table' for the rolls nobody owns (Queen's Number, initiative). */
  readonly side: Side | 'table';
  readonly kind: 'queen' | 'initiative' | 'turn' | 'run';
  readonly dice: readonly [number, number];
  /** The roll made the Queen's Number. */
  readonly queenNumber: boolean;
  /** The roll passed the dice (a pass number, doubles, or no pair of moves). */
  readonly passes: boolean;
}

/** One glass moved for one die. */
export interface MoveDetail {
  readonly side: Side;
  /** Square names, e.g. "d1". */
  readonly from: string;
  readonly to: string;
  /** The die's face. */
  readonly die: number;
}

/** The Queen's Number: set, called, or toasted. */
export interface QueenDetail {
  readonly side: Side | 'table';
  readonly kind: 'number' | 'call' | 'toast';
  /** The Queen's Number. */
  readonly number: number;
  /** The glass drunk to the Queen (toast only). */
  readonly square?: string;
}

/** A muggins call on an uncalled Queen's Number (da-gucci: treason, `queen.treason`). */
export interface MugginsDetail {
  /** The side whose call it was (the Opponent), or 'spectator'. */
  readonly by: Side | 'spectator';
  /** The side caught. */
  readonly caught: Side;
  /** The glass the caller drank. */
  readonly square: string;
}

/** A line pulled. */
export interface PullDetail {
  readonly side: Side;
  readonly squares: readonly string[];
  /** Full glasses in the line. */
  readonly shots: number;
  readonly full: boolean;
  readonly kendal: boolean;
}

/** The dice going to the other player. */
export interface PassDetail {
  readonly from: Side;
  readonly to: Side;
  readonly reason: 'pass' | 'doubles' | 'stuck' | 'handed' | 'voluntary';
}

/** The game is over. */
export interface GameOverDetail {
  readonly result: GameResult;
  /** The winner's display name, or null for a draw or a no-score game. */
  readonly winnerName: string | null;
}

/** Something could not be used: a bad attribute, or a saved game that could not be resumed or saved. */
export interface ErrorDetail {
  readonly kind: 'attribute' | 'saved-game';
  /** For `saved-game`: what happened (see `SavedGameCode`). */
  readonly code?: SavedGameCode;
  /** The attribute, or the storage key. */
  readonly name: string;
  readonly value: string;
  readonly message: string;
}

/**
 * What went wrong with a saved game: it could not be read, it has another setup than the board's, another
 * tab saved a different game under the key, storage is full (or refused the write), or there is no storage.
 * In each case no game is lost: it is kept aside (see `KeptDetail`) or the board says what is not saved.
 */
export type SavedGameCode = 'saved-game-unreadable' | 'saved-game-other-setup' | 'saved-game-other-tab' | 'storage-full' | 'storage-unavailable';

/** The games kept aside under a persist key changed: one was kept (`reason`), resumed or discarded (`reason` null). */
export interface KeptDetail {
  /** The persist key. */
  readonly key: string;
  readonly reason: 'other-setup' | 'other-tab' | 'unreadable' | 'set-aside' | null;
  /** Every game kept under the key now, oldest first. */
  readonly games: readonly {
    readonly id: string;
    /** When it was kept (ISO 8601). */
    readonly keptAt: string;
    readonly reason: 'other-setup' | 'other-tab' | 'unreadable' | 'set-aside';
    /** E.g. "powell rules, Ada against North, 12 actions", or "unreadable: why". */
    readonly description: string;
    readonly actions: number;
  }[];
}

/** Every accepted action, for pages that follow the whole game (the rulebook's "try it" tasks do). */
export interface ActionDetail {
  readonly action: Action;
  readonly state: GameState;
}

/** Event names and their details. */
export interface TableroEventMap {
  'tablero-newgame': NewGameDetail;
  'tablero-roll': RollDetail;
  'tablero-move': MoveDetail;
  'tablero-queen': QueenDetail;
  'tablero-muggins': MugginsDetail;
  'tablero-pull': PullDetail;
  'tablero-pass': PassDetail;
  'tablero-gameover': GameOverDetail;
  'tablero-error': ErrorDetail;
  'tablero-action': ActionDetail;
  'tablero-kept': KeptDetail;
}
export type TableroEventName = keyof TableroEventMap;

/** Every event `<tablero-board>` fires, by name, for pages that listen to them all. */
export const TABLERO_EVENTS = [
  'tablero-newgame',
  'tablero-roll',
  'tablero-move',
  'tablero-queen',
  'tablero-muggins',
  'tablero-pull',
  'tablero-pass',
  'tablero-gameover',
  'tablero-error',
  'tablero-action',
  'tablero-kept',
] as const satisfies readonly TableroEventName[];
/** Type-checks only when `T` is never. */
type None<T extends never> = T;
// The list names every event of the map: type-checking fails here when one is added to the map only.
export type UnlistedEvent = None<Exclude<TableroEventName, (typeof TABLERO_EVENTS)[number]>>;

/** The events as the DOM types them: `addEventListener('tablero-move', (e) => e.detail.from)`. */
export type TableroCustomEvents = { [K in TableroEventName]: CustomEvent<TableroEventMap[K]> };

/** One event to fire: its name and detail. */
export type EventToFire = { [K in TableroEventName]: { name: K; detail: TableroEventMap[K] } }[TableroEventName];

const ROLL_KIND = { 'queen.roll': 'queen', 'initiative.roll': 'initiative', 'dice.roll': 'turn', 'run.roll': 'run' } as const;

/** The events an accepted action fires, in order; `tablero-action` comes last. */
export function eventsFor(change: StateChange, names: readonly [string, string]): EventToFire[] {
  const { action: a, before: b, after: s } = change;
  const out: EventToFire[] = [];
  const player = b.player;
  switch (a.type) {
    case 'queen.roll':
    case 'initiative.roll':
    case 'dice.roll':
    case 'run.roll': {
      const queenNumber = a.type === 'queen.roll' ? s.queen !== 0 : a.type === 'dice.roll' && (s.queenPending || s.phase === 'queenToast');
      out.push({
        name: 'tablero-roll',
        detail: {
          side: a.type === 'queen.roll' || a.type === 'initiative.roll' ? 'table' : player,
          kind: ROLL_KIND[a.type],
          dice: [a.dice[0], a.dice[1]],
          queenNumber,
          passes: a.type === 'dice.roll' && s.phase === 'passing',
        },
      });
      if (a.type === 'queen.roll' && s.queen !== 0) out.push({ name: 'tablero-queen', detail: { side: 'table', kind: 'number', number: s.queen } });
      break;
    }
    case 'glass.move':
      out.push({ name: 'tablero-move', detail: { side: player, from: squareName(a.from), to: squareName(a.to), die: lastDie(s) } });
      break;
    case 'queen.call':
      out.push({ name: 'tablero-queen', detail: { side: player, kind: 'call', number: b.queen } });
      break;
    case 'queen.toast':
      out.push({ name: 'tablero-queen', detail: { side: player, kind: 'toast', number: b.queen, square: squareName(a.square) } });
      break;
    case 'queen.muggins':
    case 'queen.treason':
      out.push({
        name: 'tablero-muggins',
        detail: { by: a.type === 'queen.muggins' && a.by === 'spectator' ? 'spectator' : ((player ^ 1) as Side), caught: player, square: squareName(a.square) },
      });
      break;
    case 'pull.take': {
      // The engine's own line (with its kind); a de Jesus run takes its row of seven, which is a rank.
      const line: Line = pullableLines(b).find((l) => sameLine(l.squares, a.line)) ?? { squares: a.line, kind: 'rank' };
      const shots = a.line.filter((q) => b.at[q] >= 0 && b.fill[b.at[q]] >= 0).length;
      out.push({
        name: 'tablero-pull',
        detail: { side: player, squares: a.line.map(squareName), shots, full: isFullPull(line), kendal: isKendal(b.rules, line) },
      });
      break;
    }
    case 'dice.pass':
      out.push({
        name: 'tablero-pass',
        detail: { from: player, to: s.player, reason: b.phase === 'passing' ? passReason(b) : 'voluntary' },
      });
      break;
    default:
      break;
  }
  if (s.phase === 'over' && b.phase !== 'over' && s.result) {
    const w = s.result.winner;
    out.push({ name: 'tablero-gameover', detail: { result: s.result, winnerName: w === null ? null : names[w] } });
  }
  out.push({ name: 'tablero-action', detail: { action: a, state: s } });
  return out;
}

/** The face of the die the last move used. */
function lastDie(s: GameState): number {
  const m = s.moves[s.moves.length - 1];
  return m && s.dice ? s.dice[m.die] : 0;
}


/** Fire one of the elements' events (it bubbles and crosses shadow roots); false when a listener cancelled it. */
export const fire = (target: EventTarget, name: string, detail: unknown, cancelable = false): boolean =>
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));

/** Fire `tablero-error`, never throwing into the host page: a listener's own error stays in that listener. */
export function fireError(target: EventTarget, detail: ErrorDetail): void {
  try {
    fire(target, 'tablero-error', detail);
  } catch {
    /* a host listener threw; the element goes on */
  }
}

/** The `tablero-error` detail for an attribute that cannot be used. */
export const attributeError = (p: AttributeProblem): ErrorDetail => ({ kind: 'attribute', name: p.attribute, value: p.value, message: problemText(p) });
