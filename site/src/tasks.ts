/**
 * The rulebook's "try it" tasks: small named checks over the board's events. Each task reads one event
 * (its name and detail, as `<tablero-board>` fires it) and answers: right, a reason why not, or nothing
 * (the event does not settle the task). No DOM here; ./tryit.ts wires the checks to the page.
 */
import type { GameState } from '@tablero/engine';

export interface Verdict {
  readonly ok: boolean;
  readonly message: string;
}

/** What a task sees: a board event, or a click on a square (the square's name, from its `part`). */
export type TaskInput =
  | { readonly kind: 'event'; readonly name: string; readonly detail: any }
  | { readonly kind: 'square'; readonly square: string; readonly state: GameState | null };

export type Check = (input: TaskInput) => Verdict | null;

const right = (message: string): Verdict => ({ ok: true, message });
const wrong = (message: string): Verdict => ({ ok: false, message });
const event = (input: TaskInput, name: string): any => (input.kind === 'event' && input.name === name ? input.detail : undefined);

/** The engine's action (from `tablero-action`), or undefined. */
const action = (input: TaskInput): { action: { type: string }; state: GameState } | undefined => event(input, 'tablero-action');

const FILES = 'abcdefg';
const rankOf = (square: string): number => Number(square[1]);

/** Setting up: roll for the first turn, then the starter fills the centre glass. */
export const startGame: Check = (input) => {
  const a = action(input);
  if (a?.action.type === 'centre.fill') return right('Right: South rolled high, filled the centre glass and carried it to d1. South holds the dice.');
  return null;
};

/** Moving: use the 6 of a 6-2 roll; explain why most glasses cannot take it. */
export const sixCannotMove: Check = (input) => {
  const move = event(input, 'tablero-move');
  if (move?.die === 6) return right(`Right: ${move.from} to ${move.to} is exactly six squares along the file, from one baseline to the other. A glass standing anywhere else would leave the board.`);
  if (input.kind === 'square' && input.state?.phase === 'moving' && input.state.dice?.includes(6)) {
    const r = rankOf(input.square);
    if (!FILES.includes(input.square[0]) || !(r >= 1 && r <= 7)) return null;
    if (r !== 1 && r !== 7) {
      return wrong(`Not with the 6: the glass on ${input.square} stands on rank ${r}. Six squares up would be rank ${r + 6}, six down rank ${r - 6}, and the board has only ranks 1 to 7. It may still take the 2.`);
    }
  }
  return null;
};

/** Lines and pulls: make a line of five on an inner rank and pull it. */
export const pullFive: Check = (input) => {
  const pull = event(input, 'tablero-pull');
  if (pull) {
    return pull.squares.length === 5
      ? right(`Right: five in a row (${pull.squares.join(' ')}). South drinks at least three of them and may share the rest.`)
      : wrong(`That pull has ${pull.squares.length} glasses; this task wants exactly five.`);
  }
  const a = action(input);
  if (a?.action.type === 'glass.move' && a.state.phase === 'roll' && a.state.moves.length === 0) {
    return wrong('Both dice are used, but no five glasses stand side by side on one rank. Press Reset and look for the glass that can close the gap.');
  }
  return null;
};

/** The Queen's Number: call it before moving anything (manual calling). */
export const callQueen: Check = (input) => {
  const q = event(input, 'tablero-queen');
  if (q?.kind === 'call') return right('Right: you called the Queen before touching a glass. Now pick any glass to drink in her honour; it goes to North\'s baseline and North refills it.');
  if (q?.kind === 'toast') return right(`Right, and toasted: the glass from ${q.square} went to North's baseline. Now move the same 5 and 3.`);
  const a = action(input);
  if (a?.action.type === 'glass.move' && a.state.mugginsOpen) {
    return wrong('Too late: a glass moved before you called, so North may now cry muggins and drink a glass you must refill. Press Reset and call first.');
  }
  return null;
};

/** Winning: pull the last line while North cannot refill. */
export const winGame: Check = (input) => {
  const over = event(input, 'tablero-gameover');
  if (over) return right(`Right: North could not refill the pulled glasses, so ${over.winnerName ?? 'South'} wins${over.result?.skunk ? ', and it is a skunk' : ''}.`);
  const a = action(input);
  if (a?.action.type === 'pull.decline') return wrong('You played on. That is allowed, but the win was right there: the line can still be pulled this turn.');
  return null;
};

/** Every task, by the `task` prop of TryIt. */
export const TASKS = {
  'start-game': startGame,
  'six-cannot-move': sixCannotMove,
  'pull-five': pullFive,
  'call-queen': callQueen,
  'win-game': winGame,
} as const satisfies Record<string, Check>;

export type TaskName = keyof typeof TASKS;
export const isTaskName = (name: string): name is TaskName => Object.hasOwn(TASKS, name);
