/**
 * The Queen's Number (the Prophet's Number in anarchist): calling it, the toast, and muggins when a
 * Player misses it.
 *
 * - Calling: automatic (the engine goes straight to the toast) or manual. With manual calling the
 *   Player calls before moving (da-gucci: at any moment before going to roll again); moving a glass
 *   without calling opens the muggins window, and taking the move back does not close it (da-gucci:
 *   going to roll, `dice.lift`, opens it, until the dice land).
 * - The toast: the Player drinks any glass; it goes to the Opponent's baseline in its own file
 *   (anarchist: to any empty square the Player names) and the Opponent fills it. A game is never lost on
 *   a Queen's glass: if the Opponent cannot fill it the Player does, and if neither can it is a draw.
 *   (One Man's Poison: the Opponent pours the toast and the glass is only set out again; an Opponent
 *   with nothing to pour leaves the toast unpoured. A muggins shot is poured by the caught Player.)
 * - Muggins: the Opponent (or, with Spectator Muggins, a spectator once both glasses moved) drinks any
 *   glass. powell: the roll's moves are taken back, the glass goes to the Player's baseline (the
 *   spectator names the baseline), that side fills it, and the Player moves the roll again. anarchist:
 *   the Player fills it where it stands. da-gucci (treason): nothing goes back; the glass goes to the
 *   Player's baseline, the Player fills it, and rolls again.
 */
import { type Side, SQUARES, SOUTH, NORTH, other, baselineSquare, fileOf } from './geometry.ts';
import { phaseAfterRoll } from './roll-outcome.ts';
import { placeGlass } from './moves.ts';
import { queenFill, enterRoll } from './phase-changes.ts';
import { pullableLines } from './lines.ts';
import type { Action, GameState, Phase } from './state.ts';
import { drink } from './stakes.ts';

/** Phases in which the Player may call a pending Queen's Number (never once muggins may be called). */
function callablePhase(s: GameState): boolean {
  // A glass moved without the call: taking the move back does not make the call timely again.
  if (s.mugginsOpen) return false;
  if (s.phase === 'passing') return true;
  if (s.phase === 'moving') return s.moves.length === 0;
  if (s.rules.muggins === 'treason') return s.phase === 'roll' || s.phase === 'pullDecision';
  return false;
}

/** Is there a glass on `sq`? */
const glassOn = (s: GameState, sq: number): boolean => Number.isInteger(sq) && sq >= 0 && sq < SQUARES && s.at[sq] >= 0;

export function checkQueen(s: GameState, a: Action): string | null {
  switch (a.type) {
    case 'queen.call':
      if (!s.queenPending) return "no Queen's Number is waiting to be called";
      if (callablePhase(s)) return null;
      if (s.phase === 'treason') return 'too late: the Player has gone to roll, and the Opponent may call treason';
      if (s.mugginsOpen) return 'too late: a glass has moved, the muggins window is open';
      // da-gucci, our reading: between the roll's two moves the call waits for the second move (it is
      // still in time then, before the next roll), so a toast never strands the roll's second die.
      if (s.phase === 'moving' && s.rules.muggins === 'treason') return "make the roll's second move first; the Queen can be called until the next roll";
      return "the Queen's Number cannot be called now";
    case 'queen.toast': {
      if (s.phase !== 'queenToast') return "no Queen's toast is due";
      if (!glassOn(s, a.square)) return 'pick a square with a glass on it';
      if (s.rules.movement === 'rook') {
        if (a.to === undefined) return 'name the empty square the glass goes to';
        if (!Number.isInteger(a.to) || a.to < 0 || a.to >= SQUARES || s.at[a.to] >= 0) return 'the glass must go to an empty square';
        return null;
      }
      if (a.to !== undefined && a.to !== baselineSquare(other(s.player), fileOf(a.square)))
        return "the Queen's glass goes to the Opponent's baseline, in its own file";
      return null;
    }
    case 'queen.treason':
      if (s.rules.muggins !== 'treason') return 'treason is called only in da-gucci; here the Opponent calls queen.muggins';
      if (s.phase !== 'treason') return 'treason can be called only when the Player has gone to roll without calling';
      return glassOn(s, a.square) ? null : 'pick a square with a glass on it';
    case 'queen.muggins': {
      if (!s.mugginsOpen) return 'the muggins window is not open';
      if (a.by !== 'spectator' && s.rules.muggins === 'treason') return 'in da-gucci the Opponent calls treason: queen.treason';
      if (!glassOn(s, a.square)) return 'pick a square with a glass on it';
      if (a.by === 'spectator') {
        if (!s.rules.spectatorMuggins) return 'Spectator Muggins is not in play';
        if (s.moves.length < 2) return 'a spectator must wait until both glasses have moved';
        if (a.baseline !== SOUTH && a.baseline !== NORTH) return 'the spectator names the baseline: 0 (South) or 1 (North)';
      }
      return null;
    }
    default:
      return 'not a Queen action';
  }
}

export function runQueen(s: GameState, a: Action): void {
  switch (a.type) {
    case 'queen.call':
      s.queenPending = false;
      s.mugginsOpen = false;
      s.queenResume = { phase: s.phase, player: s.player };
      s.phase = 'queenToast';
      return;
    case 'queen.toast':
      toastGlass(s, a.square, a.to);
      return;
    case 'queen.muggins':
      muggins(s, a.square, a.by === 'spectator', a.baseline);
      return;
    case 'queen.treason':
      muggins(s, a.square, false, undefined);
      return;
  }
}

/**
 * The Player drinks the glass on `square` to the Queen; it goes to the Opponent's baseline in its file
 * (anarchist: to the square `to`), the Opponent fills it, and play goes on from where the call was made.
 */
export function toastGlass(s: GameState, square: number, to: number | undefined): void {
  const g = s.at[square];
  const opp = other(s.player);
  // One Man's Poison: the Opponent pours the shot; with nothing to pour the toast goes unpoured (the
  // game is never lost on a Queen's glass), and the glass goes on, standing ready.
  drink(s, g, s.player, s.player);
  placeGlass(s, g, s.rules.movement === 'rook' ? (to as number) : baselineSquare(opp, fileOf(square)));
  s.tally.queenToasts++;
  const resume = s.queenResume?.phase ?? 'moving';
  s.queenResume = null;
  if (!queenFill(s, g, opp)) return;
  resumeAfterQueen(s, resume);
}

/** After the toast, play goes on from where the call was made. */
function resumeAfterQueen(s: GameState, from: Phase): void {
  // Called in 'passing' (manual calling): a pass roll still passes, but a roll that was stuck is looked
  // at again on the board the toast left, as an automatic call would, and its moves are made if it can.
  if (from === 'roll') s.phase = 'roll';
  else if (from === 'pullDecision') {
    if (pullableLines(s).length) s.phase = 'pullDecision';
    else enterRoll(s);
  } else s.phase = phaseAfterRoll(s);
}

function muggins(s: GameState, square: number, spectator: boolean, baseline: Side | undefined): void {
  const g = s.at[square];
  const caller = spectator ? 2 : other(s.player);
  s.tally.mugginsCalls++;
  s.mugginsOpen = false;
  s.queenPending = false;
  // One Man's Poison: the caught Player pours the shot (for a spectator too); with nothing to pour it
  // goes unpoured, since muggins never decides a game.
  if (s.rules.muggins === 'in-place') {
    drink(s, g, caller, s.player);
    if (!queenFill(s, g, s.player)) return;
    // A fill by the Opponent (the Player had no shot) may open their next bottle and end the Player's
    // skunk, so a Kendal standing when the call came may no longer be pullable: then play goes on.
    if (s.phase === 'pullDecision' && pullableLines(s).length === 0) enterRoll(s);
    return;
  }
  // powell's muggins and every spectator's call take the roll's moves back; treason does not.
  const goesBack = s.rules.muggins === 'return' || spectator;
  if (goesBack) {
    // Every glass moved since the roll goes back to where it stood.
    for (let i = s.moves.length - 1; i >= 0; i--) {
      const m = s.moves[i];
      placeGlass(s, m.glass, m.from);
      s.direction[m.glass] = m.prevDirection;
      if (!m.wasMoved) s.movedMask &= ~(1 << m.glass);
    }
    s.moves = [];
  }
  const side = spectator ? (baseline as Side) : s.player;
  drink(s, g, caller, s.player);
  placeGlass(s, g, baselineSquare(side, fileOf(s.squareOf[g])));
  if (!queenFill(s, g, side)) return;
  if (goesBack)
    s.phase = phaseAfterRoll(s); // the Player moves the roll again
  else if (s.phase === 'treason') s.phase = 'roll'; // the dice did not land: the Player keeps them and rolls
}
