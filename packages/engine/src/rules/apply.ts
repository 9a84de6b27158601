/**
 * The game as a whole: which actions are legal now, and applying one.
 *
 * `apply(state, action)` returns a new state and leaves its input alone. `applyInPlace` changes the
 * state it is given; simulations and bots use it on their own copy to avoid garbage. Both run the
 * same code, so there is one set of rules.
 */
import { type Side, GLASSES, SQUARES, SIDE_NAMES, SOUTH, NORTH, other, squareName } from './geometry.ts';
import { checkSlash, runSlash } from './slashing.ts';
import { checkRun, runRun, runnableRow } from './runs.ts';
import { checkEnding, runEnding } from './ending.ts';
import { IllegalAction } from './flow.ts';
import { pullableLines } from './lines.ts';
import { legalMoves, moveFrom, moveTo } from './moves.ts';
import { checkPull, mostToHandOut, runPull } from './pull.ts';
import { checkQueen, runQueen } from './queen.ts';
import { checkSetup, runSetup } from './setup.ts';
import { ROLL_ACTIONS, type Action, type ActionType, type Choice, type GameState, type RollActionType } from './state.ts';
import { canPour } from './stakes.ts';
import { isRoll } from './dice.ts';
import { clip } from './quote.ts';
import { checkTurn, runTurn } from './turn.ts';

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
  const t = s.tally;
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
    tally: {
      rolls: t.rolls,
      passes: t.passes,
      stuck: t.stuck,
      queenToasts: t.queenToasts,
      mugginsCalls: t.mugginsCalls,
      pulls: t.pulls.slice(),
      fullPulls: t.fullPulls,
      kendals: t.kendals,
      slashes: t.slashes,
      runs: t.runs,
      courtesyFills: t.courtesyFills,
    },
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

/**
 * The side whose player decides now: the actor, with the table's shared rolls (Queen's Number,
 * initiative) made by South's player; null once the game is over. `playGame`, the turn machine and the
 * board all ask this.
 */
export function seatToAct(s: GameState): Side | null {
  const who = actor(s);
  return who === 'table' ? SOUTH : who;
}

/**
 * Who acts in this phase: a side, 'table' for the shared rolls (Queen's Number, initiative), or null when
 * over. In the `treason` moment the Opponent acts: treason, or letting the dice land.
 */
export function actor(s: GameState): Side | 'table' | null {
  switch (s.phase) {
    case 'queenNumber':
    case 'initiative':
      return 'table';
    case 'refill':
      return s.filler;
    case 'treason':
      return other(s.player);
    case 'toastRound':
      return s.result?.winner ?? s.player;
    case 'over':
      return null;
    default:
      return s.player;
  }
}

/**
 * Every choice open to the acting side now (rolls without their faces; muggins is listed separately by
 * `mugginsChoices`, since it is the other side's call). Taking back a move is left out: it is a
 * convenience of the board, not a decision of the game.
 */
export function legalChoices(s: GameState): Choice[] {
  const out: Choice[] = [];
  const mayCall = (): void => {
    if (reasonIllegal(s, { type: 'queen.call' }) === null) out.push({ type: 'queen.call' });
  };
  const slashes = (): void => {
    if (!s.rules.slashing) return;
    for (const m of s.moves) if (reasonIllegal(s, { type: 'glass.slash', square: m.to }) === null) out.push({ type: 'glass.slash', square: m.to });
  };
  switch (s.phase) {
    case 'queenNumber':
      out.push({ type: 'queen.roll' });
      break;
    case 'initiative':
      out.push({ type: 'initiative.roll' });
      break;
    case 'initiativeChoice':
      out.push({ type: 'initiative.choose', starter: SOUTH }, { type: 'initiative.choose', starter: NORTH });
      break;
    case 'centre':
      out.push({ type: 'centre.fill' });
      break;
    case 'placing':
      for (let sq = 0; sq < SQUARES; sq++) if (reasonIllegal(s, { type: 'glass.place', square: sq }) === null) out.push({ type: 'glass.place', square: sq });
      break;
    case 'roll':
      out.push(reasonIllegal(s, LIFT) === null ? LIFT : { type: 'dice.roll' });
      if (s.rules.voluntaryPass && s.rollsThisTurn > 0) out.push({ type: 'dice.pass' });
      mayCall();
      slashes();
      break;
    case 'treason':
      // The Opponent lets the dice land (their treason calls are in mugginsChoices).
      out.push({ type: 'dice.roll' });
      break;
    case 'queenToast':
      for (let g = 0; g < GLASSES; g++) {
        const sq = s.squareOf[g];
        if (sq < 0) continue;
        if (s.rules.movement === 'rook') {
          for (let to = 0; to < SQUARES; to++) if (s.at[to] < 0) out.push({ type: 'queen.toast', square: sq, to });
        } else out.push({ type: 'queen.toast', square: sq });
      }
      break;
    case 'moving':
      for (const m of legalMoves(s)) out.push({ type: 'glass.move', from: moveFrom(m), to: moveTo(m) });
      mayCall();
      slashes();
      break;
    case 'pullDecision':
      for (const l of pullableLines(s)) out.push({ type: 'pull.take', line: [...l.squares] });
      if (!s.rules.pullCompulsory) out.push({ type: 'pull.decline' });
      if (runnableRow(s) && canPour(s, other(s.player), s.rules.runStake)) out.push({ type: 'run.announce' });
      mayCall();
      slashes();
      break;
    case 'sharing': {
      const shots = s.pull?.shots ?? 0;
      const free = mostToHandOut(s, shots);
      for (let o = 0; o <= free; o++) for (let sp = 0; sp + o <= free; sp++) out.push({ type: 'pull.share', opponent: o, spectators: sp });
      break;
    }
    case 'run':
      if (s.pot > 0) out.push({ type: 'run.roll' });
      else {
        out.push({ type: 'pull.take', line: [...(s.pull as { line: number[] }).line] });
        if (canPour(s, other(s.player), s.rules.runStake)) out.push({ type: 'run.announce' });
      }
      break;
    case 'refill':
      if (s.rules.afterPull === 'replenish') {
        for (let sq = 0; sq < SQUARES; sq++) if (reasonIllegal(s, { type: 'glasses.refill', square: sq }) === null) out.push({ type: 'glasses.refill', square: sq });
      } else out.push({ type: 'glasses.refill' });
      break;
    case 'passing':
      out.push({ type: 'dice.pass' });
      mayCall();
      break;
    case 'toastRound':
      if (reasonIllegal(s, { type: 'courtesy.fill' }) === null) out.push({ type: 'courtesy.fill' });
      out.push({ type: 'toast.raise' });
      break;
    case 'over':
      break;
  }
  return out;
}

const LIFT: Action & Choice = { type: 'dice.lift' };

/** Is `c` the Opponent's call on a missed Queen (muggins, or treason in da Gucci), not a spectator's? */
export const isOpponentCall = (c: Action): c is Extract<Action, { type: 'queen.treason' | 'queen.muggins' }> => c.type === 'queen.treason' || (c.type === 'queen.muggins' && c.by !== 'spectator');

/** The muggins calls open now: the Opponent's (da-gucci: treason) and, with Spectator Muggins, a spectator's. */
export function mugginsChoices(s: GameState): Action[] {
  if (!s.mugginsOpen) return [];
  const out: Action[] = [];
  for (let g = 0; g < GLASSES; g++) {
    const sq = s.squareOf[g];
    if (sq < 0) continue;
    out.push(s.rules.muggins === 'treason' ? { type: 'queen.treason', square: sq } : { type: 'queen.muggins', square: sq });
    if (s.rules.spectatorMuggins && s.moves.length === 2) {
      out.push({ type: 'queen.muggins', square: sq, by: 'spectator', baseline: SOUTH }, { type: 'queen.muggins', square: sq, by: 'spectator', baseline: NORTH });
    }
  }
  return out;
}

/** Whose turn, the phase, and the dice, in a line for logs and tests. */
export function describe(s: GameState): string {
  const who = SIDE_NAMES[s.player];
  const dice = s.dice ? ` dice ${s.dice.join('-')}` : '';
  const glasses = s.squareOf.map((q, g) => (q < 0 ? '--' : squareName(q) + (s.fill[g] < 0 ? 'o' : s.fill[g] === SOUTH ? 's' : 'n'))).join(' ');
  return `${s.phase} ${who}${dice} | ${glasses} | stakes ${s.stake.join('/')}`;
}

