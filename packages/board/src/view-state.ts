/**
 * What only the screen needs (the picked-up glass, the cursor, the log, the live region's lines, the last
 * roll), never game rules, and how one accepted action changes it. The element replaces its view state
 * and never mutates it, so Lit sees every change.
 */
import { CENTRE, SIDE_NAMES, apply, describeChange, replay, type RollChange } from '@tablero/engine';
import { described, type StateChange, type TableroGame } from './game.ts';
import { bigMoment } from './narration.ts';
import type { Names } from './words.ts';

/** Log lines kept on screen. */
const LOG_LIMIT = 200;
/** Lines kept in the screen reader's live region, so quick lines do not replace each other unread. */
const SAID_LIMIT = 4;

/** The last roll, as the engine describes it: its faces, what it was for and who rolled. */
export type LastRoll = RollChange;

/** One line of the live region; the id keeps a line's element while newer ones are added. */
export interface Said {
  readonly id: number;
  readonly text: string;
}

/** The view's own state: never game rules, only what the screen needs. */
export interface ViewState {
  /** The square whose glass is picked up, or -1. */
  readonly selected: number;
  /** The keyboard cursor. */
  readonly cursor: number;
  /** A glass being dragged (its square), or -1. */
  readonly dragging: number;
  /** A line the pointer or focus is on, to highlight on the board. */
  readonly lineHover: readonly number[] | null;
  /** The muggins caller picking a glass, if any. */
  readonly mugginsBy: 'opponent' | 'spectator' | null;
  /** The spectators' muggins glass, waiting for its baseline. */
  readonly mugginsSquare: number;
  /** The sharing form's values. */
  readonly share: { readonly opponent: number; readonly spectators: number };
  readonly log: readonly string[];
  /** How many lines have dropped off the front of the log (past LOG_LIMIT): log[i] is line logBase + i. */
  readonly logBase: number;
  /** The live region's newest lines (a screen reader reads each as it is added). */
  readonly said: readonly Said[];
  /** Counts each roll, so the dice tumble once per roll. */
  readonly rollCount: number;
  /** The last roll, for the dice (which otherwise show nothing between turns). */
  readonly lastRoll: LastRoll | null;
  /** The last big moment (a pull, a Queen's toast, the game decided), until the dice pass. */
  readonly moment: string | null;
  /** At a table: the faces picked so far for the roll being entered (none, or the first die's). */
  readonly thrown: readonly number[];
}

export const EMPTY_VIEW: ViewState = {
  selected: -1,
  cursor: CENTRE,
  dragging: -1,
  lineHover: null,
  mugginsBy: null,
  mugginsSquare: -1,
  share: { opponent: 0, spectators: 0 },
  log: [],
  logBase: 0,
  said: [],
  rollCount: 0,
  lastRoll: null,
  moment: null,
  thrown: [],
};

/** The log with one more line, the oldest dropped past LOG_LIMIT (each line keeps its number). */
export function withLine(v: ViewState, line: string): { log: readonly string[]; logBase: number } {
  const all = [...v.log, line];
  const drop = Math.max(0, all.length - LOG_LIMIT);
  return { log: drop ? all.slice(drop) : all, logBase: v.logBase + drop };
}

/** The live region's lines with one more, numbered `id` (the oldest drop off). */
export const withSaid = (said: readonly Said[], id: number, text: string): readonly Said[] => [...said, { id, text }].slice(-SAID_LIMIT);

/**
 * The view after one accepted action: its line logged, the pick and muggins call cleared, the dice and the
 * big moment updated. `said` is the live region as it is to be after it.
 */
export function afterChange(v: ViewState, change: StateChange, line: string, said: readonly Said[], names: Names): ViewState {
  const d = described(change);
  const rolled = d.kind === 'roll';
  return {
    ...v,
    ...withLine(v, line),
    said,
    selected: -1,
    mugginsBy: null,
    mugginsSquare: -1,
    lineHover: null,
    share: d.kind === 'pull' ? { opponent: 0, spectators: 0 } : v.share,
    rollCount: v.rollCount + (rolled ? 1 : 0),
    lastRoll: rolled ? d : v.lastRoll,
    // A big moment stays for the rest of the turn (long enough to read during a computer's game).
    moment: bigMoment(change, names) ?? (d.kind === 'pass' ? null : v.moment),
  };
}

/** The last roll of a resumed game (its record replayed up to that roll, so the roller is known), or null. */
export function lastRollOf(game: TableroGame): LastRoll | null {
  const actions = game.record.actions;
  let i = actions.length - 1;
  while (i >= 0 && !('dice' in actions[i])) i--;
  if (i < 0) return null;
  // The whole record replayed already, so its start does too; were it ever not to, the dice show no roll.
  try {
    const before = replay({ ...game.record, actions: actions.slice(0, i) });
    const d = describeChange(before, actions[i], apply(before, actions[i]));
    return d.kind === 'roll' ? d : null;
  } catch {
    return null;
  }
}

/** The players' names, South first. */
export const namesOf = (g: TableroGame): Names => [g.players[0].name, g.players[1].name];

/** The log's first line: the rules and who plays whom. */
export function startLine(g: TableroGame, names: Names): string {
  const p = g.players;
  const side = SIDE_NAMES;
  const who = (i: 0 | 1) => {
    const tags = [names[i] === side[i] ? '' : side[i], p[i].bot ? 'computer' : ''].filter(Boolean);
    return tags.length ? `${names[i]} (${tags.join(', ')})` : names[i];
  };
  return `A new game of ${g.state.rules.preset} rules: ${who(0)} against ${who(1)}.`;
}
