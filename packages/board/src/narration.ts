/**
 * The game told in sentences: the log's line for each accepted action, how the game was decided, and
 * the headline of a big moment. Each reads the engine's account of the change (`describeChange`), so
 * the log, the events and the dice tell the same story.
 */
import { SIDE_NAMES, glassesShownEmpty, other, squareName, type ChangeDescription, type GameState, type RollChange } from '@tablero/engine';
import { described, type StateChange } from './game.ts';
import { aGlass, capitalise, count, isYou, royal, says, them, verb, whose, type Names } from './words.ts';

/** The sides' names as whole words, as the engine's reasons spell them. */
const SIDE_WORDS = new RegExp(`\\b(${SIDE_NAMES.join('|')})\\b`, 'g');

/**
 * The engine's reason for an ending names sides ("North could not refill the pulled glasses"); the
 * board names players: "Bo could not refill the pulled glasses". `title` is whose Number it is (Prophet).
 */
function reasonWords(reason: string, names: Names, title = 'Queen'): string {
  return reason.replace(/\bQueen's\b/g, `${title}'s`).replace(SIDE_WORDS, (side, at: number) => {
    const name = names[side === SIDE_NAMES[0] ? 0 : 1];
    return at === 0 ? name : them(name);
  });
}

/** The line of the log one accepted action writes (and, when it decided the game, how). */
export function narrate(change: StateChange, names: Names): string {
  const d = described(change);
  const line = actionWords(d, change, names);
  // The action that decided the game says so (a whole refill that ran dry is told by the decision alone;
  // a de Jesus glass put back on its square was put, and then the next one could not be).
  const wholeRefill = d.kind === 'refill' && d.square < 0;
  if (d.decided && !wholeRefill && d.kind !== 'raise') return `${line} ${decision(change.after, names)}`;
  return line;
}

/** How the game was decided, once it is: "Bo could not refill the pulled glasses: Ada wins with a skunk." */
function decision(s: GameState, names: Names): string {
  const r = s.result;
  if (!r) return '';
  const why = capitalise(reasonWords(r.reason, names, royal(s)));
  if (r.winner === null) return r.draw ? `${why}: a draw.` : `${why}: the game ends with no winner.`;
  return `${why}: ${says(names[r.winner], 'wins')}${skunkWords(s)}.`;
}

/** " with a Royal Skunk", " with a skunk", or nothing: how big the win was. */
export const skunkWords = (s: GameState): string => (s.result?.royalSkunk ? ' with a Royal Skunk' : s.result?.skunk ? ' with a skunk' : '');

/** The result in a sentence: winner, skunk or royal skunk, or a draw. */
export function resultWords(s: GameState, names: Names): string {
  const r = s.result;
  if (!r) return 'The game goes on.';
  const why = reasonWords(r.reason, names, royal(s));
  if (r.winner === null) return r.draw ? `A draw: ${why}.` : `The game ends with no winner: ${why}.`;
  return `${says(names[r.winner], 'wins')}${skunkWords(s)}: ${why}. Glasses up for the toast!`;
}

/** Why a turn's roll passed the dice, in words. */
const PASS_WORDS = { pass: 'a pass number', doubles: 'doubles', stuck: 'no pair of moves uses both dice' } as const;

function rollWords(d: RollChange, names: Names, title: string): string {
  const [d0, d1] = d.dice;
  switch (d.roll) {
    case 'queen':
      return d.number !== 0
        ? `The spectators rolled ${d0} and ${d1}: the ${title}'s Number is ${d.number}.`
        : `The spectators rolled ${d0} and ${d1}, ${d0 + d1}, which cannot be the ${title}'s Number: they roll again.`;
    case 'initiative': {
      // anarchist rolls again for the start after a line resets the board: that is no longer the first turn.
      const head = `${d.again ? 'To start again' : 'For the first turn'} ${them(names[0])} rolled ${d0} and ${them(names[1])} rolled ${d1}`;
      const winner = names[d.winner];
      if (d.outcome === 'tie') return `${head}: a tie, so they roll again.`;
      return `${head}: ${them(winner)} ${verb(winner, d.outcome === 'choose' ? 'chooses' : 'starts')}${d.outcome === 'choose' ? ' who starts' : ''}.`;
    }
    case 'turn': {
      const me = names[d.by];
      const head = `${me} rolled ${d0} and ${d1}`;
      if (d.toast) return `${head}: the ${title}'s Number! ${says(me, 'drinks')} a glass to the ${title}.`;
      if (d.passes) return `${head}: ${PASS_WORDS[d.passes]}, so the dice pass.`;
      if (d.afterTreason) return `${names[other(d.by)]} let the dice land: ${head}.`;
      return `${head}.`;
    }
    case 'run': {
      const head = `${names[d.by]} rolled ${d0} and ${d1}`;
      return d.stumbled ? `${head}, and the run stumbles: ${says(them(names[other(d.by)]), 'collects')} the pot.` : `${head}, and the run goes on.`;
    }
  }
}

function actionWords(d: ChangeDescription, change: StateChange, names: Names): string {
  const { before: b, after: s } = change;
  const sq = squareName;
  const title = royal(b);
  if (d.kind === 'roll') return rollWords(d, names, title);
  if (d.kind === 'muggins') {
    const me = names[d.caught];
    const caller = d.by === 'spectator' ? 'A spectator' : names[d.by];
    const call = d.treason ? `Treason to the ${title}!` : 'Muggins!';
    return `${call} ${caller} caught ${whose(me)} uncalled ${title}'s Number and drank the glass on ${sq(d.square)}.`;
  }
  const me = names[d.by];
  const you = names[other(d.by)];
  switch (d.kind) {
    case 'initiative-choice':
      return `${me} chose that ${them(names[d.starter])} ${verb(names[d.starter], 'starts')}.`;
    case 'centre': {
      const filled = glassesShownEmpty(b.rules) ? 'set out' : 'filled';
      return d.carried ? `${me} ${filled} the centre glass and took it to ${isYou(me) ? 'your' : 'their'} baseline.` : `${me} ${filled} the centre glass.`;
    }
    case 'place':
      return `${me} placed ${aGlass(b)} on ${sq(d.square)}.`;
    case 'lift':
      return `${me} went to roll without calling the ${title}: ${them(you)} may call treason before the dice land.`;
    case 'call':
      return `${me} called the ${title}'s Number.`;
    case 'toast': {
      const went = d.to === d.square ? `It stays on ${sq(d.to)}` : `It went to ${sq(d.to)}`;
      const filled = d.refilledBy === null ? '' : `, and ${them(names[d.refilledBy])} filled it`;
      const where = d.to >= 0 ? ` ${went}${filled}.` : '';
      // One Man's Poison: the Opponent pours the shot as it is drunk; with none left the glass goes up unpoured.
      if (glassesShownEmpty(b.rules) && d.pouredBy === null)
        return `${me} raised the glass on ${sq(d.square)} to the ${title} unpoured: ${them(you)} had no shot left to pour.${where}`;
      const poured = d.pouredBy === null ? '' : `, poured by ${them(names[d.pouredBy])}`;
      return `${me} drank the glass on ${sq(d.square)} to the ${title}${poured}.${where}`;
    }
    case 'move':
      return `${me} moved the glass on ${sq(d.from)} to ${sq(d.to)}${d.die ? ` with the ${d.die}` : ''}.`;
    case 'undo':
      return d.move ? `${me} took back the move to ${sq(d.move.to)}.` : `${me} took back a move.`;
    case 'slash':
      return `${me} slashed the glass on ${sq(d.square)}: drunk on an anarchy spot.`;
    case 'pull': {
      const squares = d.line.squares;
      const extra = d.fullPull ? " A Full Pull: “Set 'em up!” “And knock 'em down!”" : d.kendal ? ' A Kendal.' : '';
      return `${me} pulled a ${d.line.kind} of ${count(squares.length, 'glass', 'glasses')}, ${sq(squares[0])} to ${sq(squares[squares.length - 1])}.${extra}`;
    }
    case 'decline':
      return `${me} left the line standing and ${verb(me, 'plays')} on.`;
    case 'share': {
      if (d.kept === d.shots) return `${says(me, 'drinks')} all ${d.shots} pulled shots.`;
      const parts = [`${them(me)} ${verb(me, 'drinks')} ${d.kept}`];
      if (d.opponent) parts.push(`${them(you)} ${d.opponent}`);
      if (d.spectators) parts.push(`the spectators ${d.spectators}`);
      return `The pull is shared: ${parts.join(', ')}${glassesShownEmpty(b.rules) ? `; ${them(you)} ${verb(you, 'pours')} ${whose(me)} shots, ${them(me)} the others` : ''}.`;
    }
    case 'run':
      return `${says(me, 'runs')} the row of seven; ${them(you)} ${verb(you, 'stakes')} ${d.stake} more.`;
    case 'refill':
      if (d.square >= 0) return `${me} put ${aGlass(b)} on ${sq(d.square)}.`;
      if (d.decided) return decision(s, names);
      return glassesShownEmpty(b.rules) ? `${me} set the glasses out again.` : `${me} refilled the glasses.`;
    case 'pass':
      return `${me} passed the dice to ${them(names[d.to])}.`;
    case 'courtesy':
      return `${me} filled the empty glasses as a courtesy, and play goes on.`;
    case 'raise':
      return resultWords(s, names);
  }
}

/**
 * A big moment of the game, worth showing above the headline even on a compact board, or null for an
 * everyday action: a pull (a Full Pull loudest), a Queen's Number rolled and drunk, muggins, a slash, a
 * de Jesus run, and the game decided (with its skunk). A headline, not the log's full sentence (the log
 * and the live region carry that): short enough for two lines of a phone's panel, so that its arrival
 * moves nothing below it.
 */
export function bigMoment(change: StateChange, names: Names): string | null {
  const d = described(change);
  if (d.decided) return decision(change.after, names);
  const title = royal(change.before);
  if (d.kind === 'muggins') {
    const caller = d.by === 'spectator' ? 'A spectator' : names[d.by];
    return `${d.treason ? `Treason to the ${title}!` : 'Muggins!'} ${says(caller, 'catches')} ${them(names[d.caught])}.`;
  }
  if (d.kind === 'roll') {
    if (d.roll === 'turn' && d.toast) return `The ${title}'s Number! A glass to the ${title}.`;
    if (d.roll === 'run' && d.stumbled) return `The run stumbles: ${says(names[other(d.by)], 'collects')} the pot.`;
    return null;
  }
  const me = names[d.by];
  switch (d.kind) {
    case 'pull': {
      const kind = d.fullPull ? 'Full Pull! ' : d.kendal ? 'A Kendal! ' : '';
      return `${kind}${says(me, 'pulls')} ${count(d.line.squares.length, 'glass', 'glasses')}.`;
    }
    case 'call':
      return `${says(me, 'calls')} the ${title}'s Number!`;
    case 'toast':
      return `${says(me, 'drinks')} to the ${title}.`;
    case 'slash':
      return `${says(me, 'slashes')} a glass.`;
    case 'run':
      return `${says(me, 'runs')} the row of seven!`;
    case 'courtesy':
      return 'A courtesy fill: play goes on.';
    default:
      return null;
  }
}
