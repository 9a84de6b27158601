/**
 * What choosing a square does, whether by a tap, a click or a key (Enter, Space): place or refill a glass,
 * pick one up and say where it may go, move it, put it back, choose a toast, or name the glass of a muggins
 * call. The pointer (drag.ts) and the keyboard (keyboard.ts) both come here.
 */
import { isOpponentCall, squareName } from '@tablero/engine';
import type { TableroGame } from './game.ts';
import { movableGlasses, targetsFrom, toastTargets } from './square-marks.ts';
import type { ViewState } from './view-state.ts';
import { notThereWords, pickedWords } from './prompts.ts';
import { royal } from './words.ts';

/** What the board's input handlers read and change. */
export interface InputLink {
  /** The game on screen. */
  readonly game: () => TableroGame | null;
  /** Is the board read-only? */
  readonly isReadonly: () => boolean;
  /** Can the person at the screen act now? */
  readonly humanActs: () => boolean;
  readonly view: () => ViewState;
  readonly setView: (patch: Partial<ViewState>) => void;
  /** Say something in the live region (a person's pick, a square a glass cannot go to). */
  readonly say: (text: string) => void;
}

/** What the live region says when a picked-up glass is put back on its square. */
export const putBackWords = (sq: number): string => `Put the glass on ${squareName(sq)} back.`;

/** How a square was chosen: a key press keeps a picked glass where a tap elsewhere puts it back. */
export type ChosenBy = 'key' | 'pointer';

/** A square was chosen: by a key (Enter, Space) or by the pointer (click, tap). */
export function chooseSquare(link: InputLink, sq: number, by: ChosenBy): void {
  const game = link.game();
  if (!game || link.isReadonly()) return;
  const s = game.state;
  const v = link.view();
  link.setView({ cursor: sq });
  if (v.mugginsBy) {
    if (s.at[sq] < 0) return;
    if (v.mugginsBy === 'opponent') {
      // The Opponent's call on that glass, as the engine lists it (da-gucci: treason).
      const call = game.mugginsCalls().find((c) => isOpponentCall(c) && c.square === sq);
      if (call) game.act(call);
    } else link.setView({ mugginsSquare: sq });
    return;
  }
  if (!link.humanActs()) return;
  switch (s.phase) {
    case 'placing':
      game.act({ type: 'glass.place', square: sq });
      return;
    case 'refill':
      game.act({ type: 'glasses.refill', square: sq });
      return;
    case 'queenToast':
      if (s.rules.movement === 'file') {
        if (s.at[sq] >= 0) game.act({ type: 'queen.toast', square: sq });
      } else if (s.at[sq] >= 0) pick(link, sq, [...toastTargets(s, sq)], royal(s));
      else if (v.selected >= 0) game.act({ type: 'queen.toast', square: v.selected, to: sq });
      return;
    case 'moving': {
      if (v.selected >= 0 && v.selected !== sq && targetsFrom(s, v.selected).has(sq)) {
        game.act({ type: 'glass.move', from: v.selected, to: sq });
        return;
      }
      if (v.selected === sq) {
        link.setView({ selected: -1 });
        link.say(putBackWords(sq));
      } else if (s.at[sq] >= 0 && movableGlasses(s).has(sq)) pick(link, sq, [...targetsFrom(s, sq)]);
      else if (v.selected >= 0 && by === 'key')
        link.say(
          notThereWords(
            v.selected,
            sq,
            [...targetsFrom(s, v.selected)].sort((x, y) => x - y),
          ),
        );
      else if (v.selected >= 0) {
        // A tap elsewhere puts the glass back, as on most boards; a key press keeps it (above), since
        // the keyboard's cursor is walked there square by square.
        link.setView({ selected: -1 });
        link.say(`The glass on ${squareName(v.selected)} cannot go to ${squareName(sq)}: put back.`);
      } else if (s.at[sq] >= 0) link.say(`The glass on ${squareName(sq)} has no move with these dice.`);
      return;
    }
    default:
      return;
  }
}

/** Pick a glass up (or, in a rook toast, choose the one to drink) and say where it may go. */
function pick(link: InputLink, sq: number, targets: number[], toastTo: string | null = null): void {
  link.setView({ selected: sq });
  link.say(
    pickedWords(
      sq,
      targets.sort((x, y) => x - y),
      toastTo,
    ),
  );
}
