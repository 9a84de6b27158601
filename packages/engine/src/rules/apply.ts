/**
 * Applying an action: whether the rules allow it now (`reasonIllegal`), and the state after it.
 *
 * `apply(state, action)` returns a new state and leaves its input alone. `applyInPlace` changes the
 * state it is given; simulations and bots use it on their own copy to avoid garbage. Both run the
 * same code, so there is one set of rules.
 */
import { SIDE_NAMES, SOUTH, squareName } from './geometry.ts';
import { checkSlash, runSlash } from './slashing.ts';
import { checkRun, runRun } from './runs.ts';
import { checkEnding, runEnding } from './ending.ts';
import { checkPull, runPull } from './pull.ts';
import { checkQueen, runQueen } from './queen.ts';
import { checkSetup, runSetup } from './setup.ts';
import { ROLL_ACTIONS, copyTally, type Action, type ActionType, type GameState, type RollActionType } from './state.ts';
import { isRoll } from './dice.ts';
import { clip } from './quote.ts';
import { checkTurn, runTurn } from './turn.ts';

/** An action that the rules do not allow now; the message says why. */
export class IllegalAction extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IllegalAction';
  }
}

type Handler = { check(s: GameState, a: Action): string | null; run(s: GameState, a: Action): void };

const setup: Handler = { check: checkSetup, run: runSetup };
const turn: Handler = { check: checkTurn, run: runTurn };
const queen: Handler = { check: checkQueen, run: runQueen };
const pull: Handler = { check: checkPull, run: runPull };
const run: Handler = { check: checkRun, run: runRun };
const ending: Handler = { check: checkEnding, run: runEnding };

const HANDLERS: Record<ActionType, Handler> = {
  'queen.roll': setup,
  'initiative.roll': setup,
  'initiative.choose': setup,
  'centre.fill': setup,
  'glass.place': setup,
  'dice.roll': turn,
  'glass.move': turn,
  'move.undo': turn,
  'dice.pass': turn,
  'dice.lift': turn,
  'queen.call': queen,
  'queen.toast': queen,
  'queen.muggins': queen,
  'queen.treason': queen,
  'glass.slash': { check: checkSlash, run: runSlash },
  'pull.take': pull,
  'pull.decline': pull,
  'pull.share': pull,
  'glasses.refill': pull,
  'run.announce': run,
  'run.roll': run,
  'courtesy.fill': ending,
  'toast.raise': ending,
};

/** Fields no handler checks itself: dice (two faces 1..6 on a roll, and nothing else as dice elsewhere), and who calls muggins. */
function badFields(a: Action): string | null {
  const d = (a as { dice?: unknown }).dice;
  if (d === undefined && !isRollType(a.type)) {
    if (a.type !== 'queen.muggins') return null;
    // The one other field a handler reads without checking: a muggins call is the Opponent's unless it says otherwise.
    const by = (a as { by?: unknown }).by;
    return by === undefined || by === 'opponent' || by === 'spectator' ? null : "by must be 'opponent' or 'spectator'";
  }
  return isRoll(d) ? null : 'dice must be two faces, 1 to 6';
}

/** Is `t` a roll's action type (`ROLL_ACTIONS`: the Queen's Number, the initiative, a turn's, a run's)? */
export const isRollType = (t: string): t is RollActionType => (ROLL_ACTIONS as readonly string[]).includes(t);

/** Is `type` one of the engine's action types? (An own key: `constructor` or `__proto__` are not.) */
export const isActionType = (type: unknown): type is ActionType => typeof type === 'string' && Object.hasOwn(HANDLERS, type);

/** An action's type for a message (cut short when long), or "action" when it has none. */
export function actionName(a: unknown): string {
  const t = typeof a === 'object' && a !== null ? (a as { type?: unknown }).type : undefined;
  return typeof t !== 'string' ? 'action' : clip(t);
}

/** Why `action` is not allowed in `state`, or null when it is. Never throws, whatever it is given. */
export function reasonIllegal(s: GameState, a: Action): string | null {
  if (typeof a !== 'object' || a === null || typeof (a as { type?: unknown }).type !== 'string') return 'an action needs a type';
  if (!isActionType(a.type)) return `unknown action "${actionName(a)}"`;
  if (typeof s !== 'object' || s === null || typeof s.phase !== 'string') return 'not a game state';
  if (s.phase === 'over') return 'the game is over';
  return badFields(a) ?? HANDLERS[a.type].check(s, a);
}

/** Apply an action to `state` itself. Throws `IllegalAction` (changing nothing) when it is not allowed. */
export function applyInPlace(s: GameState, a: Action): void {
  const why = reasonIllegal(s, a);
  if (why) throw new IllegalAction(`${actionName(a)}: ${why}`);
  HANDLERS[a.type].run(s, a);
}

/**
 * Apply an action already known to be legal (a bot took it from `legalChoices`), skipping the check.
 * For simulations only; the tests check that every such action passes `reasonIllegal`.
 */
export function runTrusted(s: GameState, a: Action): void {
  // A switch on the common actions: faster than the keyed table in a hot loop.
  switch (a.type) {
    case 'dice.roll':
    case 'glass.move':
    case 'dice.pass':
      runTurn(s, a);
      return;
    default:
      HANDLERS[a.type].run(s, a);
  }
}

/**
 * A deep copy of a state (the rules object is shared: it is never changed). Written field by field in
 * the same order as `createGame` builds a state, so every state has one shape and the hot functions
 * stay monomorphic.
 */
export function cloneState(s: GameState): GameState {
  return {
    rules: s.rules,
    phase: s.phase,
    player: s.player,
    squareOf: s.squareOf.slice(),
    fill: s.fill.slice(),
    at: s.at.slice(),
    stake: s.stake.slice(),
    poured: s.poured.slice(),
    opening: s.opening.slice(),
    drunk: s.drunk.slice(),
    pot: s.pot,
    queen: s.queen,
    initiative: s.initiative && s.initiative.slice(),
    dice: s.dice && s.dice.slice(),
    moves: s.moves.slice(),
    movedMask: s.movedMask,
    direction: s.direction.slice(),
    rollsThisTurn: s.rollsThisTurn,
    queenPending: s.queenPending,
    mugginsOpen: s.mugginsOpen,
    queenResume: s.queenResume,
    pull: s.pull,
    pending: s.pending.slice(),
    filler: s.filler,
    nextPlayer: s.nextPlayer,
    toPlace: s.toPlace.slice(),
    shortfall: s.shortfall,
    result: s.result,
    fromPosition: s.fromPosition,
    tally: copyTally(s.tally),
  };
}

/** The state after `action`; `state` is left as it was. Throws `IllegalAction` when it is not allowed. */
export function apply(s: GameState, a: Action): GameState {
  const why = reasonIllegal(s, a);
  if (why) throw new IllegalAction(`${actionName(a)}: ${why}`);
  const next = cloneState(s);
  HANDLERS[a.type].run(next, a);
  return next;
}

/** Whose turn, the phase, and the dice, in a line for logs and tests. */
export function describe(s: GameState): string {
  const who = SIDE_NAMES[s.player];
  const dice = s.dice ? ` dice ${s.dice.join('-')}` : '';
  const glasses = s.squareOf.map((q, g) => (q < 0 ? '--' : squareName(q) + (s.fill[g] < 0 ? 'o' : s.fill[g] === SOUTH ? 's' : 'n'))).join(' ');
  return `${s.phase} ${who}${dice} | ${glasses} | stakes ${s.stake.join('/')}`;
}
