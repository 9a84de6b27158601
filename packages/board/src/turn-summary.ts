/**
 * What the live region says while a computer plays: a person's action is told at once; a computer's
 * actions are held until its turn is over (a person is to act, the dice go to the other side, or the
 * game ends), then told in one summary. When a computer acts is the turn machine's business.
 */
import { actor as actingSide } from '@tablero/engine';
import type { GameChange, TableroGame } from './game.ts';
import { turnSummary, type Names } from './words.ts';

export class TurnSummary {
  /** The computer's changes since a person last heard from the live region. */
  #turn: GameChange[] = [];

  /** A new game: nothing of the last one's turn is left to tell. */
  newGame(): void {
    this.#turn = [];
  }

  /**
   * What the live region says after a change (`line` is its log line): a person's action at once; a
   * computer's actions (`byComputer`) in one summary when its turn is over; null while it goes on.
   */
  heard(game: TableroGame, change: GameChange, line: string, names: Names, byComputer: boolean): string | null {
    if (!byComputer) return line;
    this.#turn.push(change);
    const turnOver = !game.computerActs || actingSide(change.after) !== actingSide(change.before) || change.after.phase === 'over';
    if (!turnOver) return null;
    const summary = turnSummary(this.#turn, names);
    this.#turn = [];
    return summary;
  }
}
