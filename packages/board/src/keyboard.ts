/**
 * The keyboard and focus: arrow keys (and Home, End, Page Up, Page Down) walk a cursor over the squares,
 * Enter or Space chooses the square in focus, Escape puts a picked glass back. Focus that a screen reader
 * moves to a square takes the cursor with it, and after each draw focus goes where the next action is, so
 * it never falls out of the board when the button it was on is drawn away.
 */
import type { LitElement } from 'lit';
import { chooseSquare, putBackWords, type InputLink } from './choose-square.ts';
import { playableSquares } from './square-marks.ts';
import { cellAt, moveCursor, squareOfEvent } from './view-board.ts';

/** The keyboard's handlers for the board's grid, and where focus goes after a draw. */
export class KeyboardInput {
  readonly #host: LitElement;
  readonly #link: InputLink;

  constructor(host: LitElement, link: InputLink) {
    this.#host = host;
    this.#link = link;
  }

  readonly onKeyDown = (e: KeyboardEvent): void => {
    const v = this.#link.view();
    // The key acts on the square that has focus (a screen reader may move focus to any cell), else the cursor.
    const at = squareOfEvent(e);
    const here = at >= 0 ? at : v.cursor;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      chooseSquare(this.#link, here, 'key');
      return;
    }
    if (e.key === 'Escape') {
      if (v.selected >= 0) this.#link.say(putBackWords(v.selected));
      this.#link.setView({ selected: -1, mugginsBy: null, mugginsSquare: -1 });
      return;
    }
    const next = moveCursor(here, e.key);
    if (next !== here || e.key.startsWith('Arrow')) {
      e.preventDefault();
      this.#link.setView({ cursor: next });
      this.#host.updateComplete.then(() => cellAt(this.#host.renderRoot, next)?.focus());
    }
  };

  /** Focus moved to a square (by a screen reader, a click, a script): the keyboard cursor follows it. */
  readonly onFocusIn = (e: FocusEvent): void => {
    const sq = squareOfEvent(e);
    if (sq >= 0 && sq !== this.#link.view().cursor) this.#link.setView({ cursor: sq });
  };

  /**
   * Focus what comes next: the board when the moment is played on its squares (the cursor goes to a square
   * that can be played), else the moment's first button, else the board's cursor, else the log.
   */
  keepFocus(): void {
    const game = this.#link.game();
    const root = this.#host.renderRoot;
    const view = this.#link.view();
    const options = { preventScroll: true };
    if (game && (this.#link.humanActs() || view.mugginsBy)) {
      const playable = playableSquares(game.state, view);
      if (playable.size > 0) {
        const sq = playable.has(view.cursor) ? view.cursor : Math.min(...playable);
        if (sq !== view.cursor) this.#link.setView({ cursor: sq });
        this.#host.updateComplete.then(() => cellAt(root, sq)?.focus(options));
        return;
      }
    }
    const next =
      root.querySelector<HTMLElement>('[part~="controls"] button:not(.secondary)') ??
      root.querySelector<HTMLElement>('[part~="controls"] button, form.share input') ??
      cellAt(root, view.cursor) ??
      root.querySelector<HTMLElement>('.log');
    next?.focus(options);
  }
}
