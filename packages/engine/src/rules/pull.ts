/**
 * Pulls: taking a line (or playing on), sharing the pulled shots, and refilling afterwards.
 *
 * The Player drinks at least half the pulled shots, rounded up (all of them in Hardcore and in
 * de-jesus), and may hand the rest to the Opponent and the spectators. Then, by rule set: the emptied
 * glasses go to the Opponent's baseline and the Opponent refills them and takes the dice (powell,
 * da-gucci); the Opponent fills all but one glass and everything goes back to the anarchy spots
 * (anarchist); or the Opponent places and fills new glasses in the vacated files (de-jesus).
 */
import { type Side, GLASSES, SIDE_NAMES, baselineSquare, fileOf, other } from './geometry.ts';
import { enterRoll, owedFills, pourFailed, startTurn } from './phase-changes.ts';
import { placeGlass } from './moves.ts';
import { isFullPull, isKendal, pullableLines, sameLine } from './lines.ts';
import { resetToSpots } from './spots.ts';
import type { Action, GameState } from './state.ts';
import { drink } from './stakes.ts';
import { checkPlace, place } from './setup.ts';

/** The least the Player must drink of a pull of `shots`. */
export const mustDrink = (s: GameState, shots: number): number => (s.rules.share === 'all' ? shots : Math.ceil(shots / 2));

/**
 * The most of a pull of `shots` the Player may hand out. In One Man's Poison the Player pours every
 * shot they hand out, so no more than their stake holds.
 */
export function mostToHandOut(s: GameState, shots: number): number {
  const free = shots - mustDrink(s, shots);
  return s.rules.onePoison && !s.rules.noScore ? Math.min(free, s.stake[s.player]) : free;
}

export function checkPull(s: GameState, a: Action): string | null {
  switch (a.type) {
    case 'pull.take':
      if (!Array.isArray(a.line)) return 'name the line by its squares';
      if (s.phase === 'run') return s.pot > 0 ? 'roll the run first' : s.pull && sameLine(a.line, s.pull.line) ? null : 'take the row of seven that is running';
      if (s.phase !== 'pullDecision') return 'no line can be pulled now';
      return pullableLines(s).some((l) => sameLine(l.squares, a.line)) ? null : 'those squares are not a line that can be pulled';
    case 'pull.decline':
      if (s.phase !== 'pullDecision') return 'no line can be pulled now';
      return s.rules.pullCompulsory ? 'in these rules a line must be pulled' : null;
    case 'pull.share': {
      if (s.phase !== 'sharing' || !s.pull) return 'no pull is being shared';
      const { opponent, spectators } = a;
      if (!Number.isInteger(opponent) || !Number.isInteger(spectators) || opponent < 0 || spectators < 0) return 'shares must be whole numbers, 0 or more';
      const shots = s.pull.shots;
      const kept = shots - opponent - spectators;
      if (kept < 0) return `only ${shots} shots were pulled`;
      if (kept < mustDrink(s, shots)) return `the Player must drink at least ${mustDrink(s, shots)} of the ${shots}`;
      const most = mostToHandOut(s, shots);
      return opponent + spectators <= most ? null : `the Player has ${most} shot${most === 1 ? '' : 's'} left to pour for others`;
    }
    case 'glasses.refill':
      if (s.phase !== 'refill') return 'no glasses are waiting to be refilled';
      if (s.rules.afterPull === 'replenish')
        return a.square === undefined ? 'place each glass on rank 1 or 7 of a vacated file: name its square' : checkPlace(s, a.square);
      return a.square === undefined ? null : 'the glasses are refilled where they stand: no square to name';
    default:
      return 'not a pull action';
  }
}

export function runPull(s: GameState, a: Action): void {
  switch (a.type) {
    case 'pull.take': {
      const line = s.phase === 'run' ? (s.pull as { line: number[] }).line : a.line.slice().sort((x, y) => x - y);
      let shots = 0;
      for (const q of line) if (s.fill[s.at[q]] >= 0) shots++;
      s.mugginsOpen = false;
      s.queenPending = false;
      s.pull = { line, shots };
      s.tally.pulls[line.length]++;
      const asLine = { squares: line, kind: 'rank' as const };
      if (isFullPull(asLine)) s.tally.fullPulls++;
      else if (isKendal(s.rules, asLine)) s.tally.kendals++;
      if (shots - mustDrink(s, shots) <= 0) drinkPull(s, 0, 0);
      else s.phase = 'sharing';
      return;
    }
    case 'pull.decline':
      enterRoll(s);
      return;
    case 'pull.share':
      drinkPull(s, a.opponent, a.spectators);
      return;
    case 'glasses.refill': {
      if (a.square !== undefined) {
        place(s, a.square); // de-jesus: one full glass in a vacated file
        return;
      }
      const resetAfter = s.rules.afterPull === 'reset-spots';
      const resume = { phase: resetAfter ? ('initiative' as const) : ('roll' as const), player: s.nextPlayer };
      const who = SIDE_NAMES[s.filler];
      if (!owedFills(s, s.filler, s.pending, resume, `${who} could not refill the pulled glasses`)) return;
      s.pending = [];
      if (resetAfter) {
        resetToSpots(s);
        s.phase = 'initiative';
      } else startTurn(s, s.nextPlayer);
      return;
    }
  }
}

/**
 * The pulled glasses are drunk: `toOpponent` and `toSpectators` shots handed out, the rest by the
 * Player; then the refill. In One Man's Poison each shot is poured first (see `drink`): when the
 * Opponent cannot pour the Player's shots, the Opponent has lost.
 */
function drinkPull(s: GameState, toOpponent: number, toSpectators: number): void {
  const pull = s.pull as { line: number[] };
  const player = s.player as Side;
  let dry = false;
  for (const q of pull.line) {
    const g = s.at[q];
    if (s.fill[g] < 0) continue;
    if (toOpponent > 0) {
      drink(s, g, other(player), player);
      toOpponent--;
    } else if (toSpectators > 0) {
      drink(s, g, 2, player);
      toSpectators--;
    } else if (!drink(s, g, player, player)) dry = true;
  }
  if (dry) pourFailed(s, other(player), `${SIDE_NAMES[other(player)]} could not pour the pulled shots`);
  else afterPull(s);
}

/** The pulled glasses are empty: set up the refill the rule set asks for. */
export function afterPull(s: GameState): void {
  const opp = other(s.player);
  const line = s.pull ? s.pull.line : [];
  const glasses = line.map((q) => s.at[q]);
  s.filler = opp;
  s.nextPlayer = opp;
  s.phase = 'refill';
  switch (s.rules.afterPull) {
    case 'opponent-baseline':
      // Each glass goes to the Opponent's baseline in its own file (lift them all first, then set down).
      for (const g of glasses) placeGlass(s, g, -1);
      for (let i = 0; i < glasses.length; i++) placeGlass(s, glasses[i], baselineSquare(opp, fileOf(line[i])));
      s.pending = glasses;
      return;
    case 'replenish':
      for (const g of glasses) placeGlass(s, g, -1);
      s.pending = glasses;
      return;
    case 'reset-spots': {
      // The Opponent fills all but one of the empty glasses; the one left empty goes to the centre.
      const empty: number[] = [];
      for (let g = 0; g < GLASSES; g++) if (s.fill[g] < 0) empty.push(g);
      s.pending = empty.slice(1);
      return;
    }
  }
}
