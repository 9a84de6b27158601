/**
 * What the live region says while a computer plays: a person's action is told at once; a computer's
 * actions are held until its turn is over (a person is to act, the dice go to the other side, or the
 * game ends), then told in one summary. When a computer acts is the turn machine's business.
 */
import { actor as actingSide, squareName } from '@tablero/engine';
import { described, type GameChange, type StateChange, type TableroGame } from './game.ts';
import { narrate } from './narration.ts';
import type { Names } from './words.ts';

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

/** More rolls than this in one computer turn are counted rather than told one by one. */
const LONG_TURN = 3;

/**
 * A computer's turn in a few sentences, for a screen reader (its lines one by one would overwrite each
 * other): each roll with the moves it made ("Bo rolled 3 and 4 and moved d7 to d4 and e7 to e3."), and
 * every other action as the log tells it. A long turn (more than `LONG_TURN` rolls) is counted instead:
 * "Bo rolled 9 times and made 16 moves.", then only what stands out (toasts, pulls, the pass).
 */
export function turnSummary(changes: readonly StateChange[], names: Names): string {
  const told = changes.map((c) => ({ change: c, d: described(c) }));
  const rolls = told.filter(({ d }) => d.kind === 'roll' && d.roll === 'turn').length;
  if (rolls > LONG_TURN) {
    const who = names[changes[0].before.player];
    const moves = told.filter(({ d }) => d.kind === 'move').length;
    const counted = `${who} rolled ${rolls} times and made ${moves} move${moves === 1 ? '' : 's'}.`;
    const out: string[] = [];
    for (const { change, d } of told) {
      const turnRoll = d.kind === 'roll' && d.roll === 'turn';
      // The count stands where the rolling began (after, say, the centre glass was filled).
      if (turnRoll && !out.includes(counted)) out.push(counted);
      // Everyday rolls and moves are counted; a roll that passes the dice is told (the turn's end).
      if (d.kind === 'move' || (turnRoll && !d.passes)) continue;
      out.push(narrate(change, names));
    }
    return out.join(' ');
  }
  const out: string[] = [];
  let roll: { who: string; dice: string | null; moves: string[] } | null = null;
  const close = (): void => {
    if (roll && roll.moves.length) out.push(`${roll.who} ${roll.dice ? `rolled ${roll.dice} and ` : ''}moved ${roll.moves.join(' and ')}.`);
    else if (roll?.dice) out.push(`${roll.who} rolled ${roll.dice}.`);
    roll = null;
  };
  for (const { change, d } of told) {
    if (d.kind === 'roll' && d.roll === 'turn' && change.after.phase === 'moving') {
      close();
      roll = { who: names[d.by], dice: `${d.dice[0]} and ${d.dice[1]}`, moves: [] };
    } else if (d.kind === 'move') {
      roll ??= { who: names[d.by], dice: null, moves: [] };
      roll.moves.push(`${squareName(d.from)} to ${squareName(d.to)}`);
    } else {
      close();
      out.push(narrate(change, names));
    }
  }
  close();
  return out.join(' ');
}
