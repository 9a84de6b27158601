/**
 * A turn: rolling, the roll's two moves (changeable until both are made), and passing the dice.
 */
import { GLASSES, SIDE_NAMES, SQUARES, moveDistance, other, oppositeDirection, sameFile, sameRank } from './geometry.ts';
import { enterRoll, owedFills, startTurn } from './phase-changes.ts';
import { isQueenRoll, movesAfterRoll, passReason, phaseAfterRoll } from './roll-outcome.ts';
import { placeGlass } from './moves.ts';
import { anyPullableLine } from './lines.ts';
import { directionOf, isLegalMove, walk } from './moves.ts';
import type { Action, GameState } from './state.ts';
import { isRoll } from './dice.ts';

export function checkTurn(s: GameState, a: Action): string | null {
  switch (a.type) {
    case 'dice.roll':
      if (s.phase === 'roll' && mustLift(s))
        return "the Queen's Number is still uncalled: call it, or go to roll (dice.lift) and let the Opponent call treason";
      if (s.phase !== 'roll' && s.phase !== 'treason') return s.phase === 'moving' ? 'make both moves before rolling again' : 'it is not time to roll';
      return isRoll(a.dice) ? null : 'dice must be two faces, 1 to 6';
    case 'dice.lift':
      if (s.phase !== 'roll') return s.phase === 'treason' ? 'the Player has already gone to roll' : 'it is not time to roll';
      return mustLift(s) ? null : "going to roll is a step of its own only with a da-gucci Queen's Number uncalled: roll (dice.roll)";
    case 'glass.move': {
      if (s.phase !== 'moving') return 'no roll is waiting to be moved';
      if (!Number.isInteger(a.from) || !Number.isInteger(a.to) || a.from < 0 || a.from >= SQUARES || a.to < 0 || a.to >= SQUARES)
        return 'from and to must be squares';
      if (s.at[a.from] < 0) return 'there is no glass on that square';
      if (s.moves.some((m) => m.glass === s.at[a.from])) return 'that glass has already moved for this roll';
      return isLegalMove(s, a.from, a.to) ? null : whyNot(s, a.from, a.to);
    }
    case 'move.undo':
      if (s.phase !== 'moving' || s.moves.length !== 1) return 'only the first move of a roll can be taken back, before the second is made';
      return s.moves[0].slashed ? 'that glass has been drunk' : null;
    case 'dice.pass':
      if (s.phase === 'passing') return null;
      if (s.phase === 'roll' && s.rules.voluntaryPass && s.rollsThisTurn > 0) return null;
      return s.phase === 'roll' && s.rules.voluntaryPass ? 'roll at least once before handing the dice over' : 'the dice do not pass now';
    default:
      return 'not a turn action';
  }
}

/** da-gucci: the Queen is uncalled, so going to roll (`dice.lift`) opens the Opponent's treason call first. */
const mustLift = (s: GameState): boolean => s.queenPending && s.rules.muggins === 'treason';

/** A plain-words reason a move is not legal. */
function whyNot(s: GameState, from: number, to: number): string {
  const dice = s.dice as number[];
  const alongFile = sameFile(from, to);
  if (s.rules.movement === 'file' && !alongFile) return 'a glass moves only along its own file';
  if (!alongFile && !sameRank(from, to)) return 'a glass moves in a straight line along its rank or file';
  const dist = moveDistance(from, to);
  const open = s.moves.length === 1 ? [dice[1 - s.moves[0].die]] : dice;
  if (!open.includes(dist)) return `that is ${dist} squares; the ${s.moves.length ? 'die left shows' : 'dice show'} ${open.join(' and ')}`;
  if (s.rules.oneDirection && s.direction[s.at[from]] === oppositeDirection(directionOf(from, to)))
    return 'this glass has moved the other way this turn, and a glass keeps one direction for the whole turn';
  if (s.rules.movement === 'rook') {
    // Rook moves: the two glasses of a roll go one along its rank, one along its file; nothing is jumped.
    if (s.moves.length === 1 && alongFile === sameFile(s.moves[0].from, s.moves[0].to))
      return `one glass moves along its rank and the other along its file: this one must go along its ${alongFile ? 'rank' : 'file'}`;
    if (walk(s.at, from, directionOf(from, to), dist) < 0) return 'a glass cannot move through or onto another glass';
  }
  if (s.moves.length === 0) return 'then the other die could not be used: both dice must move';
  return 'that move is blocked';
}

export function runTurn(s: GameState, a: Action): void {
  switch (a.type) {
    case 'dice.roll':
      rollDice(s, a.dice[0], a.dice[1]);
      return;
    case 'glass.move':
      moveGlass(s, a.from, a.to);
      return;
    case 'move.undo':
      undoMove(s);
      return;
    case 'dice.pass':
      passDice(s);
      return;
    case 'dice.lift':
      // The dice are in the air: too late to call the Queen; the Opponent may call treason.
      s.phase = 'treason';
      s.mugginsOpen = true;
      return;
  }
}

/**
 * The Player rolls `d0` and `d1`: a Queen's toast, a pass, or the moves follow. With `firstMoves`, the
 * roll's first moves are listed into it when the moves follow, and their count is returned (0 in every
 * other case); without, nothing is listed and 0 is returned.
 */
export function rollDice(s: GameState, d0: number, d1: number, firstMoves: Int32Array | null = null): number {
  s.tally.rolls++;
  s.rollsThisTurn++;
  if (s.dice) {
    s.dice[0] = d0;
    s.dice[1] = d1;
  } else s.dice = [d0, d1];
  if (s.moves.length !== 0) s.moves = []; // a new array: cheaper than truncating one
  s.queenPending = false;
  s.mugginsOpen = false;
  if (isQueenRoll(s, d0, d1)) {
    if (s.rules.queenCall === 'auto') {
      s.queenResume = { phase: 'moving', player: s.player };
      s.phase = 'queenToast';
      return 0;
    }
    s.queenPending = true;
  }
  if (!firstMoves) {
    s.phase = phaseAfterRoll(s);
    return 0;
  }
  const n = movesAfterRoll(s, firstMoves);
  s.phase = n > 0 ? 'moving' : 'passing';
  return n;
}

/** Move the glass on `from` to `to` for one die (a legal move); after both, look for a line. */
export function moveGlass(s: GameState, from: number, to: number): void {
  const g = s.at[from];
  const dice = s.dice as number[];
  const dist = moveDistance(from, to);
  const die = s.moves.length === 1 ? 1 - s.moves[0].die : dice[0] === dist ? 0 : 1;
  const bit = 1 << g;
  s.moves.push({ glass: g, from, to, die, prevDirection: s.direction[g], wasMoved: (s.movedMask & bit) !== 0 });
  placeGlass(s, g, to);
  s.direction[g] = directionOf(from, to);
  s.movedMask |= bit;
  // Moving a glass without calling the Queen opens the muggins window (not in da-gucci, where
  // it opens when the Player goes to roll again: dice.lift).
  if (s.queenPending && s.rules.muggins !== 'treason') s.mugginsOpen = true;
  if (s.moves.length === 2) {
    if (anyPullableLine(s)) s.phase = 'pullDecision';
    else enterRoll(s);
  }
}

/** Take back the roll's first move. A muggins window it opened stays open: the call is still too late. */
export function undoMove(s: GameState): void {
  const m = s.moves[0];
  placeGlass(s, m.glass, m.from);
  s.direction[m.glass] = m.prevDirection;
  if (!m.wasMoved) s.movedMask &= ~(1 << m.glass);
  s.moves = [];
}

/** The dice go to the other player (anarchist: who then fills every empty glass). */
export function passDice(s: GameState): void {
  const reason = s.phase === 'roll' ? 'handed' : passReason(s);
  if (reason === 'stuck') s.tally.stuck++;
  else s.tally.passes++;
  const next = other(s.player);
  startTurn(s, next);
  if (s.rules.fillOnPass) {
    // anarchist: whoever takes the dice first fills every empty glass.
    const empty: number[] = [];
    for (let g = 0; g < GLASSES; g++) if (s.squareOf[g] >= 0 && s.fill[g] < 0) empty.push(g);
    owedFills(s, next, empty, { phase: 'roll', player: next }, `${SIDE_NAMES[next]} could not fill the empty glasses on taking the dice`);
  }
}
