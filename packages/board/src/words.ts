/**
 * The board in plain words: the game log, the screen reader's labels and the prompt for each moment.
 * Pure functions of the engine's state, so they are tested without a browser.
 */
import {
  GLASSES,
  isFullPull,
  isKendal,
  openBottle,
  passReason,
  reasonIllegal,
  squareName,
  stakeSize,
  type Action,
  type GameState,
  type Line,
  type Side,
} from '@tablero/engine';
import type { GameChange } from './game.ts';

/** Display names, [South, North]. */
export type Names = readonly [string, string];

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const count = (n: number, one: string, many = `${one}s`): string => `${NUMBER_WORDS[n] ?? n} ${n === 1 ? one : many}`;

/** "d4: full glass, poured by North" / "d4: empty glass" / "d4: empty square, anarchy spot". */
export function squareLabel(s: GameState, sq: number, names: Names): string {
  const g = s.at[sq];
  const spot = s.rules.spots.includes(sq) && s.rules.start === 'spots' ? ', anarchy spot' : '';
  if (g < 0) return `${squareName(sq)}: empty square${spot}`;
  const f = s.fill[g];
  if (f < 0) return `${squareName(sq)}: empty glass${spot}`;
  return `${squareName(sq)}: full glass, poured by ${names[f]}${spot}`;
}

/** A stake in words: "12 shots left; bottle 2 of 2 is open, 4 shots in it". */
export function stakeWords(s: GameState, side: Side): string {
  if (s.rules.noScore) return 'endless stake (no-score game)';
  const left = s.stake[side];
  if (s.rules.bottles <= 1) return `${left} of ${stakeSize(s.rules)} shots left`;
  const open = openBottle(s, side);
  if (left === 0) return 'no shots left';
  return `${left} shots left; bottle ${open.index + 1} of ${s.rules.bottles} open, ${open.left} in it`;
}

/** The line of the log one accepted action writes. */
export function narrate(change: GameChange, names: Names): string {
  const { action: a, before: b, after: s } = change;
  const me = names[b.player];
  const you = names[b.player ^ 1];
  const sq = squareName;
  switch (a.type) {
    case 'queen.roll': {
      const total = a.dice[0] + a.dice[1];
      const title = b.rules.queen === 'prophet' ? "Prophet's" : "Queen's";
      return s.queen !== 0 ? `The spectators rolled ${a.dice[0]} and ${a.dice[1]}: the ${title} Number is ${s.queen}.` : `The spectators rolled ${total}, which is rolled again.`;
    }
    case 'initiative.roll': {
      const [d0, d1] = a.dice;
      const head = `For the first turn ${names[0]} rolled ${d0} and ${names[1]} rolled ${d1}`;
      if (s.phase === 'initiative') return `${head}: a tie, so they roll again.`;
      if (s.phase === 'initiativeChoice') return `${head}: ${names[s.player]} chooses who starts.`;
      return `${head}: ${names[s.player]} starts.`;
    }
    case 'initiative.choose':
      return `${me} chose that ${names[a.starter]} starts.`;
    case 'centre.fill':
      return s.squareOf.some((q, g) => q !== b.squareOf[g]) ? `${me} filled the centre glass and took it to their baseline.` : `${me} filled the centre glass.`;
    case 'glass.place':
      return `${me} placed a full glass on ${sq(a.square)}.`;
    case 'dice.roll':
    case 'run.roll': {
      const head = `${me} rolled ${a.dice[0]} and ${a.dice[1]}`;
      if (a.type === 'run.roll') return s.phase === 'refill' ? `${head}, and the run stumbles: ${you} collects the pot.` : `${head}, and the run goes on.`;
      if (s.phase === 'queenToast') return `${head}: the Queen's Number! ${me} drinks a glass to the Queen.`;
      if (s.phase === 'passing') {
        const why = passReason(s);
        const reason = why === 'doubles' ? 'doubles' : why === 'stuck' ? 'no pair of moves uses both dice' : 'a pass number';
        return `${head}: ${reason}, so the dice pass.`;
      }
      if (b.phase === 'treason') return `${you} let the dice land: ${head}.`;
      return `${head}.`;
    }
    case 'dice.lift':
      return `${me} went to roll without calling the Queen: ${you} may call treason before the dice land.`;
    case 'queen.call':
      return `${me} called the Queen's Number.`;
    case 'queen.toast': {
      const g = b.at[a.square];
      const poured = g >= 0 && b.fill[g] >= 0 ? `, poured by ${names[b.fill[g]]}` : '';
      return `${me} drank the glass on ${sq(a.square)} to the Queen${poured}.`;
    }
    case 'glass.move': {
      const m = s.moves[s.moves.length - 1];
      const die = m && s.dice ? ` with the ${s.dice[m.die]}` : '';
      return `${me} moved the glass on ${sq(a.from)} to ${sq(a.to)}${die}.`;
    }
    case 'move.undo': {
      const m = b.moves[b.moves.length - 1];
      return m ? `${me} took back the move to ${sq(m.to)}.` : `${me} took back a move.`;
    }
    case 'glass.slash':
      return `${me} slashed the glass on ${sq(a.square)}: drunk on an anarchy spot.`;
    case 'queen.muggins': {
      const caller = a.by === 'spectator' ? 'a spectator' : you;
      return `Muggins! ${caller} caught ${me}'s uncalled Queen's Number and drank the glass on ${sq(a.square)}.`;
    }
    case 'queen.treason':
      return `Treason to the Queen! ${you} caught ${me}'s uncalled Queen's Number and drank the glass on ${sq(a.square)}.`;
    case 'pull.take': {
      const line: Line = { squares: a.line, kind: 'rank' };
      const from = sq(a.line[0]);
      const to = sq(a.line[a.line.length - 1]);
      const extra = isFullPull(line) ? " A Full Pull: “Set 'em up!” “And knock 'em down!”" : isKendal(b.rules, line) ? ' A Kendal.' : '';
      return `${me} pulled ${count(a.line.length, 'glass', 'glasses')}, ${from} to ${to}.${extra}`;
    }
    case 'pull.decline':
      return `${me} left the line standing and plays on.`;
    case 'pull.share': {
      const shots = b.pull?.shots ?? 0;
      const mine = shots - a.opponent - a.spectators;
      const parts = [`${me} drinks ${mine}`];
      if (a.opponent) parts.push(`${you} ${a.opponent}`);
      if (a.spectators) parts.push(`the spectators ${a.spectators}`);
      return `The pull is shared: ${parts.join(', ')}.`;
    }
    case 'run.announce':
      return `${me} runs the row of seven; ${you} stakes ${b.rules.runStake} more.`;
    case 'glasses.refill':
      return a.square !== undefined ? `${names[b.filler]} put a full glass on ${sq(a.square)}.` : `${names[b.filler]} refilled the glasses.`;
    case 'dice.pass':
      return `${me} passed the dice to ${names[s.player]}.`;
    case 'courtesy.fill':
      return `${names[b.result?.winner ?? b.player]} filled the empty glasses as a courtesy, and play goes on.`;
    case 'toast.raise':
      return resultWords(s, names);
  }
}

/** The result in a sentence: winner, skunk or royal skunk, or a draw. */
export function resultWords(s: GameState, names: Names): string {
  const r = s.result;
  if (!r) return 'The game goes on.';
  if (r.winner === null) return r.draw ? `A draw: ${r.reason}.` : `The game ends with no winner: ${r.reason}.`;
  const how = r.royalSkunk ? ' with a Royal Skunk' : r.skunk ? ' with a skunk' : '';
  return `${names[r.winner]} wins${how}: ${r.reason}. Glasses up for the toast!`;
}

/**
 * What the acting player is asked to do now, in a short line. With `byComputer` the line says what the
 * computer player is doing instead of asking it to (nobody tells a computer to "take the first move back").
 */
export function prompt(s: GameState, names: Names, byComputer = false): string {
  const me = names[s.player];
  const title = s.rules.queen === 'prophet' ? "Prophet's" : "Queen's";
  switch (s.phase) {
    case 'queenNumber':
      return `A spectator rolls two dice for the ${title} Number.`;
    case 'initiative':
      return 'Each player rolls a die: who goes first?';
    case 'initiativeChoice':
      return byComputer ? `${me} won the roll and chooses who starts.` : `${me} won the roll: choose who starts.`;
    case 'centre':
      return `${me} fills the centre glass.`;
    case 'placing':
      return `${me}${byComputer ? ' places' : ': place'} a full glass on rank 1 or rank 7 (${s.toPlace[s.player]} to place).`;
    case 'roll':
      // da-gucci, the Queen still uncalled: rolling opens the Opponent's treason, so say so before.
      if (s.queenPending && s.rules.muggins === 'treason') return `${me} to roll. The Queen's Number is not called yet: going to roll without calling lets ${names[s.player ^ 1]} cry treason.`;
      return `${me} to roll.`;
    case 'treason': {
      const you = names[s.player ^ 1];
      return byComputer ? `${me} goes to roll without calling the Queen: ${you} weighs treason.` : `${me} goes to roll without calling the Queen: ${you}, call treason or let the dice fly.`;
    }
    case 'queenToast':
      return byComputer ? `${me} chooses a glass to drink to the Queen.` : `${me}: choose a glass to drink to the Queen.`;
    case 'moving':
      if (byComputer) return s.moves.length === 0 ? `${me} moves a glass for each die.` : `${me} moves a glass for the other die.`;
      return s.moves.length === 0 ? `${me}: move a glass for each die.` : `${me}: move another glass for the other die, or take the first move back.`;
    case 'pullDecision':
      if (s.rules.pullCompulsory) return `${me} must pull the line.`;
      return byComputer ? `${me} has a line: to pull it, or to play on?` : `${me} has a line: pull it, or play on.`;
    case 'sharing':
      return byComputer ? `${me} shares the pulled shots.` : `${me}: share the pulled shots.`;
    case 'run':
      if (s.pot > 0) return `${me} rolls for the run.`;
      return byComputer ? `${me} takes the row, or runs it again.` : `${me}: take the row, or run it again.`;
    case 'refill':
      if (s.rules.afterPull !== 'replenish') return `${names[s.filler]} refills the glasses.`;
      return byComputer ? `${names[s.filler]} puts a full glass back in each empty file.` : `${names[s.filler]}: put a full glass back in each empty file.`;
    case 'passing':
      return `${me} passes the dice.`;
    case 'toastRound':
      if (s.result && s.result.winner !== null) {
        const how = s.result.royalSkunk ? ' with a Royal Skunk' : s.result.skunk ? ' with a skunk' : '';
        if (byComputer) return `${names[s.result.winner]} has won${how} and fills the glasses for the toast.`;
        return `${names[s.result.winner]} has won${how}: fill the glasses for the toast${canCourtesy(s) ? ', or fill as a courtesy to play on' : ''}.`;
      }
      return s.result?.draw ? 'A draw: raise the glasses together.' : 'The game is over: raise the glasses.';
    case 'over':
      return resultWords(s, names);
  }
}

const canCourtesy = (s: GameState): boolean => reasonIllegal(s, { type: 'courtesy.fill' }) === null;

/** How many glasses are on the board and full: for the status line. */
export const fullGlasses = (s: GameState): number => {
  let n = 0;
  for (let g = 0; g < GLASSES; g++) if (s.squareOf[g] >= 0 && s.fill[g] >= 0) n++;
  return n;
};

/** The action's short name for buttons. */
export function actionLabel(a: Action, s: GameState, names: Names): string {
  switch (a.type) {
    case 'pull.take':
      return `Pull ${squareName(a.line[0])}–${squareName(a.line[a.line.length - 1])}`;
    default:
      return `${a.type} (${names[s.player]})`;
  }
}
