/**
 * What the acting player is asked to do now, in a short line, and what picking a glass up (or putting it
 * where it cannot go) says. Pure functions of the engine's state.
 */
import { glassesShownEmpty, squareName, type GameState } from '@tablero/engine';
import { canCourtesy, canUndo } from './allowed.ts';
import { resultWords, skunkWords } from './narration.ts';
import { aGlass, isYou, royal, says, verb, type Names } from './words.ts';

/**
 * What the acting player is asked to do now, in a short line. With `byComputer` the line says what the
 * computer player is doing instead of asking it to (nobody tells a computer to "take the first move back");
 * an online board asks for that too when nobody at its screen may act (a spectator, the waiting player).
 * `picked` is the square of a glass the person has picked up (for a rook toast, whose empty square is next).
 */
export function prompt(s: GameState, names: Names, byComputer = false, picked = -1): string {
  const me = names[s.player];
  const title = royal(s);
  const does = (third: string): string => says(me, third);
  switch (s.phase) {
    case 'queenNumber':
      return `A spectator rolls two dice for the ${title}'s Number.`;
    case 'initiative':
      return 'Each player rolls a die: who goes first?';
    case 'initiativeChoice':
      return byComputer ? `${me} won the roll and ${verb(me, 'chooses')} who starts.` : `${me} won the roll: choose who starts.`;
    case 'centre':
      return `${does('fills')} the centre glass.`;
    case 'placing':
      return `${byComputer ? does('places') : `${me}: place`} ${aGlass(s)} on rank 1 or rank 7 (${s.toPlace[s.player]} to place).`;
    case 'roll':
      // da-gucci, the Queen still uncalled: rolling opens the Opponent's treason, so say so before.
      if (s.queenPending && s.rules.muggins === 'treason')
        return `${me} to roll. The Queen's Number is not called yet: going to roll without calling lets ${names[s.player ^ 1]} cry treason.`;
      return `${me} to roll.`;
    case 'treason': {
      const you = names[s.player ^ 1];
      return byComputer
        ? `${me} goes to roll without calling the Queen: ${you} weighs treason.`
        : `${me} goes to roll without calling the Queen: ${you}, call treason or let the dice fly.`;
    }
    case 'queenToast':
      if (byComputer) return `${does('chooses')} a glass to drink to the ${title}.`;
      if (picked >= 0 && s.rules.movement === 'rook') return `${me}: choose the empty square the glass on ${squareName(picked)} goes to.`;
      return s.rules.movement === 'rook'
        ? `${me}: choose a glass to drink to the ${title}, then the empty square it goes to.`
        : `${me}: choose a glass to drink to the ${title}.`;
    case 'moving':
      if (byComputer) return s.moves.length === 0 ? `${does('moves')} a glass for each die.` : `${does('moves')} a glass for the other die.`;
      if (s.moves.length === 0) return `${me}: move a glass for each die.`;
      return canUndo(s) ? `${me}: move another glass for the other die, or take the first move back.` : `${me}: move another glass for the other die.`;
    case 'pullDecision':
      if (s.rules.pullCompulsory) return `${me} must pull the line.`;
      return byComputer ? `${does('has')} a line: to pull it, or to play on?` : `${does('has')} a line: pull it, or play on.`;
    case 'sharing':
      return byComputer ? `${does('shares')} the pulled shots.` : `${me}: share the pulled shots.`;
    case 'run':
      if (s.pot > 0) return `${does('rolls')} for the run.`;
      return byComputer ? `${does('takes')} the row, or ${verb(me, 'runs')} it again.` : `${me}: take the row, or run it again.`;
    case 'refill': {
      const filler = names[s.filler];
      if (s.rules.afterPull !== 'replenish')
        return glassesShownEmpty(s.rules) ? `${says(filler, 'sets')} the glasses out again.` : `${says(filler, 'refills')} the glasses.`;
      return byComputer ? `${says(filler, 'puts')} ${aGlass(s)} back in each empty file.` : `${filler}: put ${aGlass(s)} back in each empty file.`;
    }
    case 'passing':
      return `${does('passes')} the dice.`;
    case 'toastRound':
      if (s.result && s.result.winner !== null) {
        const winner = names[s.result.winner];
        const how = skunkWords(s);
        if (byComputer) return `${says(winner, 'has')} won${how} and ${verb(winner, 'fills')} the glasses for the toast.`;
        return `${says(winner, 'has')} won${how}: fill the glasses for the toast${canCourtesy(s) ? ', or fill as a courtesy to play on' : ''}.`;
      }
      return s.result?.draw ? 'A draw: raise the glasses together.' : 'The game is over: raise the glasses.';
    case 'over':
      return resultWords(s, names);
  }
}

/**
 * What picking a glass up says: where it may go. "Picked up the glass on d1: it can go to d4 or d5."
 * `targets` are the squares the rules allow, in board order.
 */
export function pickedWords(from: number, targets: readonly number[], toastTo: string | null = null): string {
  const where = targets.length === 0 ? 'it cannot move' : `it can go to ${squareList(targets)}`;
  const what = toastTo ? `The glass on ${squareName(from)} is for the ${toastTo}` : `Picked up the glass on ${squareName(from)}`;
  return `${what}: ${where}. Escape puts it back.`;
}

/** A square the picked-up glass cannot go to: say so, and where it can. */
export function notThereWords(from: number, to: number, targets: readonly number[]): string {
  const where = targets.length ? ` It can go to ${squareList(targets)}.` : '';
  return `The glass on ${squareName(from)} cannot go to ${squareName(to)}.${where} It is still picked up; Escape puts it back.`;
}

/** "a1", "a1 or b2", "a1, b2 or c3"; a long list gives its first few and how many more. */
function squareList(squares: readonly number[]): string {
  const items = squares.map(squareName);
  const shown = items.length > 8 ? [...items.slice(0, 6), `${items.length - 6} more empty squares`] : items;
  return shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}`;
}

/**
 * The headline while a muggins call is made: the caller picks a glass to drink (a spectator then names
 * the baseline for the glass on `square`, once it is picked; -1 before).
 */
export function mugginsPrompt(s: GameState, names: Names, by: 'opponent' | 'spectator', square: number): string {
  const style = s.rules.muggins === 'treason' ? `Treason to the ${royal(s)}!` : 'Muggins!';
  if (by === 'spectator') {
    return square >= 0 ? `${style} The spectator names the baseline for the glass on ${squareName(square)}.` : `${style} A spectator picks the glass to drink.`;
  }
  const caller = names[s.player ^ 1];
  return `${style} ${caller}: pick the glass ${isYou(caller) ? 'you drink' : 'to drink'}.`;
}
