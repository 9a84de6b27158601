/**
 * When the computer moves: after each change, a computer player whose turn it is (or who may call muggins
 * on a person) acts once its delay has passed, unless the board is read-only, paused, showing a problem
 * or off the page. Its actions are told in the live region as one summary per turn, not one by one.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { actor as actingSide } from '@tablero/engine';
import type { GameChange, TableroGame } from './game.ts';
import { turnSummary, type Names } from './words.ts';

/** What the board tells its computer player. */
export interface ComputerLink {
  /** The game on screen. */
  readonly game_: () => TableroGame | null;
  /** May a computer act now (not read-only, not paused, no bad attribute)? */
  readonly allowed_: () => boolean;
  /** Milliseconds a computer waits before acting. */
  readonly delay_: () => number;
}

export class ComputerPlayer implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #link: ComputerLink;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** The pending action is a muggins call on a person's miss. */
  #mugginsPending = false;
  /** A computer's action is under way (its changes are summarised, not read one by one). */
  #acting = false;
  /** The computer's changes since a person last heard from the live region. */
  #turn: GameChange[] = [];

  constructor(host: ReactiveControllerHost & HTMLElement, link: ComputerLink) {
    this.#host = host;
    this.#link = link;
    host.addController(this);
  }

  hostDisconnected(): void {
    this.cancel_();
  }

  /** Stop a pending action (a new game, a board taken off the page). */
  cancel_(): void {
    clearTimeout(this.#timer);
    this.#mugginsPending = false;
  }

  /** A new game: nothing of the last one's turn is left to tell. */
  newGame_(): void {
    this.#turn = [];
  }

  /**
   * After a pause, a computer player takes its turn (or calls muggins on a person). A muggins call on
   * its way is not put off by the person's next moves: it comes its delay after the miss.
   */
  schedule_(): void {
    const game = this.#link.game_();
    const due = game && this.#link.allowed_() && this.#host.isConnected ? game.botDue : null;
    if (due === 'muggins' && this.#mugginsPending) return;
    this.cancel_();
    if (!game || !due) return;
    // A muggins call waits longer: the person who moved gets a moment to see it coming.
    const delay = this.#link.delay_() * (due === 'muggins' ? 2 : 1);
    this.#mugginsPending = due === 'muggins';
    this.#timer = setTimeout(() => {
      this.#mugginsPending = false;
      if (this.#link.game_() !== game) return;
      this.#acting = true;
      try {
        game.playBot();
      } finally {
        this.#acting = false;
      }
    }, delay);
  }

  /**
   * What the live region says after a change (`line` is its log line): a person's action at once; a
   * computer's actions held until its turn is over (a person is to act, or the dice go to the other side),
   * then told in one summary. Null while a computer's turn goes on (the live region stays as it is).
   */
  heard_(change: GameChange, line: string, names: Names): string | null {
    const game = this.#link.game_();
    if (!this.#acting || !game) return line;
    this.#turn.push(change);
    const turnOver = !game.botDue || actingSide(change.after) !== actingSide(change.before) || change.after.phase === 'over';
    if (!turnOver) return null;
    const summary = turnSummary(this.#turn, names);
    this.#turn = [];
    return summary;
  }
}
