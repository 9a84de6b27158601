/**
 * de-jesus's runs. A row of all seven (not on rank 1 or 7) may be run instead of taken: the Opponent
 * stakes two shots; the runner rolls; 7, 11 or 12 loses the run and the Opponent drinks all nine (the
 * runner then replaces the seven glasses and the dice pass); any other roll wins the runner the two,
 * and the runner may run again or take the seven. The run stops when the Opponent cannot stake two.
 */
import { SIDE_NAMES, SIZE, other } from './geometry.ts';
import { isRoll } from './dice.ts';
import { isPassRoll } from './roll-outcome.ts';
import { placeGlass } from './moves.ts';
import { pourFailed } from './phase-changes.ts';
import { pullableLines } from './lines.ts';
import type { Action, GameState } from './state.ts';
import { canPour, drink, drinkPot, stakeOnRun } from './stakes.ts';

/** The row of seven that can be run now, if any. */
export function runnableRow(s: GameState): number[] | null {
  if (!s.rules.runs) return null;
  if (s.phase === 'run') return s.pot === 0 ? (s.pull as { line: number[] }).line : null;
  if (s.phase !== 'pullDecision') return null;
  const row = pullableLines(s).find((l) => l.squares.length === SIZE && l.kind === 'rank');
  return row ? [...row.squares] : null;
}

export function checkRun(s: GameState, a: Action): string | null {
  switch (a.type) {
    case 'run.announce':
      if (!s.rules.runs) return 'runs are a de-jesus rule';
      if (!runnableRow(s)) return 'a run needs a row of all seven, decided before rolling again';
      return canPour(s, other(s.player), s.rules.runStake) ? null : `the Opponent cannot stake ${s.rules.runStake} more: take the seven`;
    case 'run.roll':
      if (s.phase !== 'run' || s.pot === 0) return 'no run is waiting for its roll';
      return isRoll(a.dice) ? null : 'dice must be two faces, 1 to 6';
    default:
      return 'not a run action';
  }
}

export function runRun(s: GameState, a: Action): void {
  const opp = other(s.player);
  switch (a.type) {
    case 'run.announce': {
      const line = runnableRow(s) as number[];
      stakeOnRun(s, opp, s.rules.runStake);
      let shots = 0;
      for (const q of line) if (s.fill[s.at[q]] >= 0) shots++;
      s.pull = { line, shots };
      s.tally.runs++;
      s.phase = 'run';
      return;
    }
    case 'run.roll': {
      s.tally.rolls++;
      s.dice = [a.dice[0], a.dice[1]];
      const pot = s.pot;
      s.pot = 0;
      if (isPassRoll(s.rules, a.dice[0], a.dice[1])) {
        // The runner stumbles: the Opponent drinks the seven and the pot; the runner replaces the glasses.
        // (One Man's Poison: the runner pours all nine, and a runner who cannot has lost.)
        let dry = !drinkPot(s, pot, opp);
        const line = (s.pull as { line: number[] }).line;
        const glasses = line.map((q) => s.at[q]);
        for (const g of glasses) if (!drink(s, g, opp, s.player)) dry = true;
        if (dry) {
          pourFailed(s, s.player, `${SIDE_NAMES[s.player]} could not pour the stumbled run`);
          return;
        }
        for (const g of glasses) placeGlass(s, g, -1);
        s.pull = null;
        s.pending = glasses;
        s.filler = s.player;
        s.nextPlayer = opp;
        s.phase = 'refill';
        return;
      }
      // (One Man's Poison: the Opponent pours the pot now; the run was announced only if they could.)
      drinkPot(s, pot, s.player);
      return;
    }
  }
}
