/**
 * Who acts now: the side whose decision the game waits for (or the table, for the shared rolls).
 */
import { type Side, SOUTH, other } from './geometry.ts';
import type { GameState } from './state.ts';

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
 * Who may send `action` in the game as it stands: a side, or 'spectator' for a spectator's muggins call
 * (Spectator Muggins). An Opponent's muggins or treason call comes from the side that is not the Player;
 * every other action comes from the side to act (`seatToAct`), South for the shared rolls. Whether the
 * action is legal now is `reasonIllegal`'s question; this only says whose it would be (for a room that
 * must check that a device sends only its own side's actions).
 */
export function senderOf(s: GameState, action: { readonly type: string; readonly by?: string }): Side | 'spectator' | null {
  if (action.type === 'queen.muggins') return action.by === 'spectator' ? 'spectator' : other(s.player);
  if (action.type === 'queen.treason') return other(s.player);
  return seatToAct(s);
}
