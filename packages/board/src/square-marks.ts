/**
 * Which squares the board marks, read from the engine: where a glass may go (listed once per game state),
 * what a tap acts on now, the highlighted lines and where the keyboard cursor starts. The rules are the
 * engine's; this only indexes its answers for drawing and input.
 */
import { CENTRE, legalChoices, legalMoves, moveFrom, moveTo, pullableLines, type GameState } from '@tablero/engine';
import type { ViewState } from './view-state.ts';

export const EMPTY_SET: ReadonlySet<number> = new Set();

/** A state's legal moves as the board reads them: target squares by the square the glass stands on. */
type MoveMap = ReadonlyMap<number, ReadonlySet<number>>;

/** Game states are never changed once made (the machine clones), so their moves are listed once each. */
const movesByState = new WeakMap<GameState, MoveMap>();

function movesOf(s: GameState): MoveMap {
  let byFrom = movesByState.get(s) as Map<number, Set<number>> | undefined;
  if (!byFrom) {
    byFrom = new Map();
    for (const m of legalMoves(s)) {
      const from = moveFrom(m);
      const targets = byFrom.get(from) ?? new Set<number>();
      targets.add(moveTo(m));
      byFrom.set(from, targets);
    }
    movesByState.set(s, byFrom);
  }
  return byFrom;
}

/** Squares of glasses that have a legal move now. */
export function movableGlasses(s: GameState): Set<number> {
  return new Set(movesOf(s).keys());
}

/** Where the glass on `from` may go now. */
export function targetsFrom(s: GameState, from: number): ReadonlySet<number> {
  return movesOf(s).get(from) ?? EMPTY_SET;
}

/** Rook rules' toast: the empty squares the picked-up glass may be sent to. */
export function toastTargets(s: GameState, from: number): ReadonlySet<number> {
  if (s.rules.movement !== 'rook') return EMPTY_SET;
  return new Set(legalChoices(s).flatMap((c) => (c.type === 'queen.toast' && c.square === from && c.to !== undefined ? [c.to] : [])));
}

/** Squares a tap acts on in this moment. */
export function playableSquares(s: GameState, v: ViewState): Set<number> {
  if (v.mugginsBy) return new Set(s.squareOf.filter((q) => q >= 0));
  switch (s.phase) {
    case 'moving':
      return v.selected >= 0 ? new Set([...movableGlasses(s), ...targetsFrom(s, v.selected)]) : movableGlasses(s);
    case 'queenToast':
      // Rook rules: once a glass is picked, the empty squares it may be sent to.
      if (v.selected >= 0 && s.rules.movement === 'rook') return new Set(toastTargets(s, v.selected));
      return new Set(s.squareOf.filter((q) => q >= 0));
    case 'placing':
    case 'refill':
      return new Set(legalChoices(s).flatMap((c) => ((c.type === 'glass.place' || c.type === 'glasses.refill') && c.square !== undefined ? [c.square] : [])));
    default:
      return new Set();
  }
}

/** The highlighted line, or every pullable line while a pull is being decided. */
export function lineSquares(s: GameState, hover: readonly number[] | null): Set<number> {
  if (hover) return new Set(hover);
  if (s.phase === 'pullDecision') return new Set(pullableLines(s).flatMap((l) => [...l.squares]));
  if ((s.phase === 'sharing' || s.phase === 'run') && s.pull) return new Set(s.pull.line);
  return new Set();
}

/** The first glass that can act, else the centre: where the keyboard cursor starts. */
export function firstCursor(s: GameState): number {
  const g = s.squareOf.find((q) => q >= 0);
  return g ?? CENTRE;
}
