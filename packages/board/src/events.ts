/**
 * The events `<tablero-board>` fires for host pages, with their typed details, and the pure mapping from
 * an accepted action to them. All bubble and cross shadow roots (`composed`).
 */
import { squareName, type Action, type GameResult, type GameState, type Line, type PassReason, type Side } from '@tablero/engine';
import { problemText, type AttributeProblem } from './config.ts';
import type { NewGameDetail } from './context.ts';
import { described, type StateChange } from './game.ts';
import type { OnlineDetail } from './online.ts';
export type { OnlineDetail };

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
  /** The kind of line: a rank, a file, a diagonal or a chevron (a de Jesus run's row of seven is a rank). */
  readonly line: Line['kind'];
  /** Full glasses in the line. */
  readonly shots: number;
  readonly full: boolean;
  readonly kendal: boolean;
}

/** The dice going to the other player. */
export interface PassDetail {
  readonly from: Side;
  readonly to: Side;
  /** After a roll that passed them (a pass number, doubles, no pair of moves), handed over with no roll, or by choice. */
  readonly reason: PassReason;
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
  'tablero-online': OnlineDetail;
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
  'tablero-online',
] as const satisfies readonly TableroEventName[];
// The list names every event of the map: type-checking fails here when one is added to the map only.
const _everyEventListed: [Exclude<TableroEventName, (typeof TABLERO_EVENTS)[number]>] extends [never] ? true : never = true;

/** The events as the DOM types them: `addEventListener('tablero-move', (e) => e.detail.from)`. */
export type TableroCustomEvents = { [K in TableroEventName]: CustomEvent<TableroEventMap[K]> };

/** One event to fire: its name and detail. */
export type EventToFire = { [K in TableroEventName]: { name: K; detail: TableroEventMap[K] } }[TableroEventName];

/**
 * The events an accepted action fires, in order; `tablero-action` comes last. Each detail is read from
 * the engine's account of the change (`describeChange`), as the log's line is.
 */
export function eventsFor(change: StateChange, names: readonly [string, string]): EventToFire[] {
  const d = described(change);
  const out: EventToFire[] = [];
  switch (d.kind) {
    case 'roll':
      out.push({
        name: 'tablero-roll',
        detail: { side: d.by, kind: d.roll, dice: [d.dice[0], d.dice[1]], queenNumber: d.queenNumber, passes: d.passes !== null },
      });
      if (d.roll === 'queen' && d.number !== 0) out.push({ name: 'tablero-queen', detail: { side: 'table', kind: 'number', number: d.number } });
      break;
    case 'move':
      out.push({ name: 'tablero-move', detail: { side: d.by, from: squareName(d.from), to: squareName(d.to), die: d.die } });
      break;
    case 'call':
      out.push({ name: 'tablero-queen', detail: { side: d.by, kind: 'call', number: d.number } });
      break;
    case 'toast':
      out.push({ name: 'tablero-queen', detail: { side: d.by, kind: 'toast', number: d.number, square: squareName(d.square) } });
      break;
    case 'muggins':
      out.push({ name: 'tablero-muggins', detail: { by: d.by, caught: d.caught, square: squareName(d.square) } });
      break;
    case 'pull':
      out.push({
        name: 'tablero-pull',
        detail: { side: d.by, squares: d.line.squares.map(squareName), line: d.line.kind, shots: d.shots, full: d.fullPull, kendal: d.kendal },
      });
      break;
    case 'pass':
      out.push({ name: 'tablero-pass', detail: { from: d.by, to: d.to, reason: d.reason } });
      break;
    default:
      break;
  }
  const result = change.after.result;
  if (d.ended && result) out.push({ name: 'tablero-gameover', detail: { result, winnerName: result.winner === null ? null : names[result.winner] } });
  out.push({ name: 'tablero-action', detail: { action: change.action, state: change.after } });
  return out;
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
