/**
 * The board in plain words: the game log, the screen reader's labels and the prompt for each moment.
 * Pure functions of the engine's state, so they are tested without a browser.
 */
import { MUGGINS_CHANCE, type BotName } from '@tablero/engine/bots';
import { SIDE_NAMES, glassesShownEmpty, isFullPull, isKendal, openBottle, passReason, reasonIllegal, squareName, stakeSize, type GameState, type Line, type Side } from '@tablero/engine';
import type { StateChange } from './game.ts';

/** Each computer player in a few words, as measured with the simulator (the engine's README has the figures). */
export const BOT_WORDS: Readonly<Record<BotName, string>> = {
  random: `any legal move, by chance; loses nearly every game; ${mugginsWords(MUGGINS_CHANCE.random)}`,
  greedy: `pulls first, else makes its longest line; beats random; ${mugginsWords(MUGGINS_CHANCE.greedy)}`,
  hard: `weighs each move; beats greedy about half the time, 7 games in 10 in anarchist; ${mugginsWords(MUGGINS_CHANCE.hard)}`,
  expert: `also weighs the next roll; beats greedy about 6 games in 10, 3 in 4 in anarchist; ${mugginsWords(MUGGINS_CHANCE.expert)}`,
};

/** A level's chance in 100 of calling muggins on a missed Queen, in words: "calls muggins on 1 miss in 4". */
export function mugginsWords(chance: number): string {
  if (chance >= 100) return 'never lets a missed Queen go';
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const g = gcd(chance, 100);
  return `calls muggins on ${chance / g} ${chance === g ? 'miss' : 'misses'} in ${100 / g}`;
}

/** Display names, [South, North]. */
export type Names = readonly [string, string];

/** Is this name the reader themself ("You")? Its verbs and possessives then take the second person. */
export const isYou = (name: string): boolean => name.trim().toLowerCase() === 'you';

const BASE_FORMS: Readonly<Record<string, string>> = { has: 'have', is: 'are', does: 'do', goes: 'go' };

/** A verb in the third person ("fills") as it agrees with this name: "fills" for Ada, "fill" for You. */
export function verb(name: string, third: string): string {
  if (!isYou(name)) return third;
  const base = BASE_FORMS[third];
  if (base) return base;
  return /(ch|sh|ss|x)es$/.test(third) ? third.slice(0, -2) : third.replace(/s$/, '');
}

/** A name with its verb, at the start of a sentence: "Ada fills", "You fill". */
export const says = (name: string, third: string): string => `${name} ${verb(name, third)}`;

/** A name inside a sentence: "you" for You, else the name as written. */
export const them = (name: string): string => (isYou(name) ? 'you' : name);

/** A name's possessive: "your" for You, "Ada's" otherwise (at a sentence's start, capitalise it yourself). */
export const whose = (name: string): string => (isYou(name) ? 'your' : `${name}'s`);

/** Capitalise a sentence's first letter ("your glass" at the start of a line). */
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "Queen" or "Prophet": who the Number belongs to in these rules. */
export const royal = (s: GameState): string => (s.rules.queen === 'prophet' ? 'Prophet' : 'Queen');

/** The sides' names as whole words, as the engine's reasons spell them. */
const SIDE_WORDS = new RegExp(`\\b(${SIDE_NAMES.join('|')})\\b`, 'g');

/**
 * The engine's reason for an ending names sides ("North could not refill the pulled glasses"); the
 * board names players: "Bo could not refill the pulled glasses". `title` is whose Number it is (Prophet).
 */
export function reasonWords(reason: string, names: Names, title = 'Queen'): string {
  return reason.replace(/\bQueen's\b/g, `${title}'s`).replace(SIDE_WORDS, (side, at: number) => {
    const name = names[side === SIDE_NAMES[0] ? 0 : 1];
    return at === 0 ? name : them(name);
  });
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const count = (n: number, one: string, many = `${one}s`): string => `${NUMBER_WORDS[n] ?? n} ${n === 1 ? one : many}`;

/**
 * "d4: full glass, poured by North" / "d4: empty glass" / "d4: empty square, anarchy spot". One Man's
 * Poison: "d4: glass set out, poured when drunk".
 */
export function squareLabel(s: GameState, sq: number, names: Names): string {
  const g = s.at[sq];
  const f = g < 0 ? -1 : s.fill[g];
  const set = glassesShownEmpty(s.rules) ? 'glass set out, poured when drunk' : `full glass, poured by ${names[f]}`;
  const what = g < 0 ? 'empty square' : f < 0 ? 'empty glass' : set;
  return `${squareName(sq)}: ${what}${s.rules.spots.includes(sq) && s.rules.start === 'spots' ? ', anarchy spot' : ''}`;
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

/** The line of the log one accepted action writes (and, when it decided the game, how). */
export function narrate(change: StateChange, names: Names): string {
  const line = narrateAction(change, names);
  const { action: a, before: b, after: s } = change;
  // The action that decided the game says so (a whole refill that ran dry is told by the decision alone;
  // a de Jesus glass put back on its square was put, and then the next one could not be).
  const wholeRefill = a.type === 'glasses.refill' && a.square === undefined;
  if (s.result && !b.result && !wholeRefill && a.type !== 'toast.raise') return `${line} ${decision(s, names)}`;
  return line;
}

/** How the game was decided, once it is: "Bo could not refill the pulled glasses: Ada wins with a skunk." */
export function decision(s: GameState, names: Names): string {
  const r = s.result;
  if (!r) return '';
  const why = cap(reasonWords(r.reason, names, royal(s)));
  if (r.winner === null) return r.draw ? `${why}: a draw.` : `${why}: the game ends with no winner.`;
  return `${why}: ${says(names[r.winner], 'wins')}${skunkWords(s)}.`;
}

const skunkWords = (s: GameState): string => (s.result?.royalSkunk ? ' with a Royal Skunk' : s.result?.skunk ? ' with a skunk' : '');

function narrateAction(change: StateChange, names: Names): string {
  const { action: a, before: b, after: s } = change;
  const me = names[b.player];
  const you = names[b.player ^ 1];
  const sq = squareName;
  const title = royal(b);
  switch (a.type) {
    case 'queen.roll': {
      const total = a.dice[0] + a.dice[1];
      return s.queen !== 0
        ? `The spectators rolled ${a.dice[0]} and ${a.dice[1]}: the ${title}'s Number is ${s.queen}.`
        : `The spectators rolled ${a.dice[0]} and ${a.dice[1]}, ${total}, which cannot be the ${title}'s Number: they roll again.`;
    }
    case 'initiative.roll': {
      const [d0, d1] = a.dice;
      // anarchist rolls again for the start after a line resets the board: that is no longer the first turn.
      const when = b.tally.rolls > 0 ? 'To start again' : 'For the first turn';
      const head = `${when} ${them(names[0])} rolled ${d0} and ${them(names[1])} rolled ${d1}`;
      if (s.phase === 'initiative') return `${head}: a tie, so they roll again.`;
      if (s.phase === 'initiativeChoice') return `${head}: ${them(names[s.player])} ${verb(names[s.player], 'chooses')} who starts.`;
      return `${head}: ${them(names[s.player])} ${verb(names[s.player], 'starts')}.`;
    }
    case 'initiative.choose':
      return `${me} chose that ${them(names[a.starter])} ${verb(names[a.starter], 'starts')}.`;
    case 'centre.fill': {
      const filled = glassesShownEmpty(b.rules) ? 'set out' : 'filled';
      return s.squareOf.some((q, g) => q !== b.squareOf[g]) ? `${me} ${filled} the centre glass and took it to ${isYou(me) ? 'your' : 'their'} baseline.` : `${me} ${filled} the centre glass.`;
    }
    case 'glass.place':
      return `${me} placed ${aGlass(b)} on ${sq(a.square)}.`;
    case 'dice.roll':
    case 'run.roll': {
      const head = `${me} rolled ${a.dice[0]} and ${a.dice[1]}`;
      if (a.type === 'run.roll') return s.phase === 'refill' ? `${head}, and the run stumbles: ${says(them(you), 'collects')} the pot.` : `${head}, and the run goes on.`;
      if (s.phase === 'queenToast') return `${head}: the ${title}'s Number! ${says(me, 'drinks')} a glass to the ${title}.`;
      if (s.phase === 'passing') {
        const why = passReason(s);
        const reason = why === 'doubles' ? 'doubles' : why === 'stuck' ? 'no pair of moves uses both dice' : 'a pass number';
        return `${head}: ${reason}, so the dice pass.`;
      }
      if (b.phase === 'treason') return `${you} let the dice land: ${head}.`;
      return `${head}.`;
    }
    case 'dice.lift':
      return `${me} went to roll without calling the ${title}: ${them(you)} may call treason before the dice land.`;
    case 'queen.call':
      return `${me} called the ${title}'s Number.`;
    case 'queen.toast': {
      const g = b.at[a.square];
      // One Man's Poison: the Opponent pours the shot now, when they have one; the glass is only set out again.
      const poison = glassesShownEmpty(b.rules);
      const pourer = poison ? (s.drunk[b.player] > b.drunk[b.player] ? you : null) : g >= 0 && b.fill[g] >= 0 ? names[b.fill[g]] : null;
      const poured = pourer ? `, poured by ${them(pourer)}` : '';
      const to = g >= 0 ? s.squareOf[g] : -1;
      const filler = !poison && to >= 0 && s.fill[g] >= 0 ? names[s.fill[g]] : null;
      const went = to === a.square ? `It stays on ${sq(to)}` : `It went to ${sq(to)}`;
      const where = to >= 0 ? ` ${went}${filler ? `, and ${them(filler)} filled it` : ''}.` : '';
      if (poison && !pourer) return `${me} raised the glass on ${sq(a.square)} to the ${title} unpoured: ${them(you)} had no shot left to pour.${where}`;
      return `${me} drank the glass on ${sq(a.square)} to the ${title}${poured}.${where}`;
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
      const caller = a.by === 'spectator' ? 'A spectator' : you;
      return `Muggins! ${caller} caught ${whose(me)} uncalled ${title}'s Number and drank the glass on ${sq(a.square)}.`;
    }
    case 'queen.treason':
      return `Treason to the ${title}! ${you} caught ${whose(me)} uncalled ${title}'s Number and drank the glass on ${sq(a.square)}.`;
    case 'pull.take': {
      const line: Line = { squares: a.line, kind: 'rank' };
      const from = sq(a.line[0]);
      const to = sq(a.line[a.line.length - 1]);
      const extra = isFullPull(line) ? " A Full Pull: “Set 'em up!” “And knock 'em down!”" : isKendal(b.rules, line) ? ' A Kendal.' : '';
      return `${me} pulled ${count(a.line.length, 'glass', 'glasses')}, ${from} to ${to}.${extra}`;
    }
    case 'pull.decline':
      return `${me} left the line standing and ${verb(me, 'plays')} on.`;
    case 'pull.share': {
      const shots = b.pull?.shots ?? 0;
      const mine = shots - a.opponent - a.spectators;
      if (mine === shots) return `${says(me, 'drinks')} all ${shots} pulled shots.`;
      const parts = [`${them(me)} ${verb(me, 'drinks')} ${mine}`];
      if (a.opponent) parts.push(`${them(you)} ${a.opponent}`);
      if (a.spectators) parts.push(`the spectators ${a.spectators}`);
      return `The pull is shared: ${parts.join(', ')}${glassesShownEmpty(b.rules) ? `; ${them(you)} ${verb(you, 'pours')} ${whose(me)} shots, ${them(me)} the others` : ''}.`;
    }
    case 'run.announce':
      return `${says(me, 'runs')} the row of seven; ${them(you)} ${verb(you, 'stakes')} ${b.rules.runStake} more.`;
    case 'glasses.refill':
      if (a.square !== undefined) return `${names[b.filler]} put ${aGlass(b)} on ${sq(a.square)}.`;
      if (s.result && !b.result) return decision(s, names);
      return glassesShownEmpty(b.rules) ? `${names[b.filler]} set the glasses out again.` : `${names[b.filler]} refilled the glasses.`;
    case 'dice.pass':
      return `${me} passed the dice to ${them(names[s.player])}.`;
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
  const why = reasonWords(r.reason, names, royal(s));
  if (r.winner === null) return r.draw ? `A draw: ${why}.` : `The game ends with no winner: ${why}.`;
  return `${says(names[r.winner], 'wins')}${skunkWords(s)}: ${why}. Glasses up for the toast!`;
}

/**
 * What the acting player is asked to do now, in a short line. With `byComputer` the line says what the
 * computer player is doing instead of asking it to (nobody tells a computer to "take the first move back").
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
      if (s.queenPending && s.rules.muggins === 'treason') return `${me} to roll. The Queen's Number is not called yet: going to roll without calling lets ${names[s.player ^ 1]} cry treason.`;
      return `${me} to roll.`;
    case 'treason': {
      const you = names[s.player ^ 1];
      return byComputer ? `${me} goes to roll without calling the Queen: ${you} weighs treason.` : `${me} goes to roll without calling the Queen: ${you}, call treason or let the dice fly.`;
    }
    case 'queenToast':
      if (byComputer) return `${does('chooses')} a glass to drink to the ${title}.`;
      if (picked >= 0 && s.rules.movement === 'rook') return `${me}: choose the empty square the glass on ${squareName(picked)} goes to.`;
      return s.rules.movement === 'rook' ? `${me}: choose a glass to drink to the ${title}, then the empty square it goes to.` : `${me}: choose a glass to drink to the ${title}.`;
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
      if (s.rules.afterPull !== 'replenish') return glassesShownEmpty(s.rules) ? `${says(filler, 'sets')} the glasses out again.` : `${says(filler, 'refills')} the glasses.`;
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

/** "a full glass", or in One Man's Poison (glasses stand empty until a shot is drunk) "a glass". */
const aGlass = (s: GameState): string => (glassesShownEmpty(s.rules) ? 'a glass' : 'a full glass');

/** The rules let the roll's first move be taken back now (not once it was slashed, say). */
export const canUndo = (s: GameState): boolean => reasonIllegal(s, { type: 'move.undo' }) === null;

const canCourtesy = (s: GameState): boolean => reasonIllegal(s, { type: 'courtesy.fill' }) === null;

/**
 * A computer's turn in a few sentences, for a screen reader (its lines one by one would overwrite each
 * other): each roll with the moves it made ("Bo rolled 3 and 4 and moved d7 to d4 and e7 to e3."), and
 * every other action as the log tells it. A long turn (more than `LONG_TURN` rolls) is counted instead:
 * "Bo rolled 9 times and made 16 moves.", then only what stands out (toasts, pulls, the pass).
 */
export function turnSummary(changes: readonly StateChange[], names: Names): string {
  const rolls = changes.filter((c) => c.action.type === 'dice.roll').length;
  if (rolls > LONG_TURN) {
    const who = names[changes[0].before.player];
    const moves = changes.filter((c) => c.action.type === 'glass.move').length;
    const counted = `${who} rolled ${rolls} times and made ${moves} move${moves === 1 ? '' : 's'}.`;
    const out: string[] = [];
    for (const c of changes) {
      const type = c.action.type;
      // The count stands where the rolling began (after, say, the centre glass was filled).
      if (type === 'dice.roll' && !out.includes(counted)) out.push(counted);
      // Everyday rolls and moves are counted; a roll that passes the dice is told (the turn's end).
      if (type === 'glass.move' || (type === 'dice.roll' && c.after.phase !== 'passing')) continue;
      out.push(narrate(c, names));
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
  for (const c of changes) {
    const a = c.action;
    if (a.type === 'dice.roll' && c.after.phase === 'moving') {
      close();
      roll = { who: names[c.before.player], dice: `${a.dice[0]} and ${a.dice[1]}`, moves: [] };
    } else if (a.type === 'glass.move') {
      roll ??= { who: names[c.before.player], dice: null, moves: [] };
      roll.moves.push(`${squareName(a.from)} to ${squareName(a.to)}`);
    } else {
      close();
      out.push(narrate(c, names));
    }
  }
  close();
  return out.join(' ');
}

/** More rolls than this in one computer turn are counted rather than told one by one. */
const LONG_TURN = 3;

/**
 * What picking a glass up says: where it may go. "Picked up the glass on d1: it can go to d4 or d5."
 * `targets` are the squares the rules allow, in board order.
 */
export function pickedWords(from: number, targets: readonly number[], toastTo: string | null = null): string {
  const where = targets.length === 0 ? 'it cannot move' : `it can go to ${listWords(targets.map(squareName))}`;
  const what = toastTo ? `The glass on ${squareName(from)} is for the ${toastTo}` : `Picked up the glass on ${squareName(from)}`;
  return `${what}: ${where}. Escape puts it back.`;
}

/** A square the picked-up glass cannot go to: say so, and where it can. */
export function notThereWords(from: number, to: number, targets: readonly number[]): string {
  const where = targets.length ? ` It can go to ${listWords(targets.map(squareName))}.` : '';
  return `The glass on ${squareName(from)} cannot go to ${squareName(to)}.${where} It is still picked up; Escape puts it back.`;
}

/** "a", "a or b", "a, b or c"; a long list gives its first few and how many more. */
function listWords(items: readonly string[]): string {
  const shown = items.length > 8 ? [...items.slice(0, 6), `${items.length - 6} more empty squares`] : items;
  return shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}`;
}

/**
 * A big moment of the game, worth showing above the headline even on a compact board, or null for an
 * everyday action: a pull (a Full Pull loudest), a Queen's Number rolled and drunk, muggins, a slash, a
 * de Jesus run, and the game decided (with its skunk). A headline, not the log's full sentence (the log
 * and the live region carry that): short enough for two lines of a phone's panel, so that its arrival
 * moves nothing below it.
 */
export function bigMoment(change: StateChange, names: Names): string | null {
  const { action: a, before: b, after: s } = change;
  if (s.result && !b.result) return decision(s, names);
  const me = names[b.player];
  const you = names[b.player ^ 1];
  const title = royal(b);
  switch (a.type) {
    case 'pull.take': {
      const line: Line = { squares: a.line, kind: 'rank' };
      const kind = isFullPull(line) ? 'Full Pull! ' : isKendal(b.rules, line) ? 'A Kendal! ' : '';
      return `${kind}${says(me, 'pulls')} ${count(a.line.length, 'glass', 'glasses')}.`;
    }
    case 'dice.roll':
      return s.phase === 'queenToast' ? `The ${title}'s Number! A glass to the ${title}.` : null;
    case 'queen.call':
      return `${says(me, 'calls')} the ${title}'s Number!`;
    case 'queen.toast':
      return `${says(me, 'drinks')} to the ${title}.`;
    case 'queen.muggins':
      return `Muggins! ${says(a.by === 'spectator' ? 'A spectator' : you, 'catches')} ${them(me)}.`;
    case 'queen.treason':
      return `Treason to the ${title}! ${says(you, 'catches')} ${them(me)}.`;
    case 'glass.slash':
      return `${says(me, 'slashes')} a glass.`;
    case 'run.announce':
      return `${says(me, 'runs')} the row of seven!`;
    case 'courtesy.fill':
      return 'A courtesy fill: play goes on.';
    case 'run.roll':
      return s.phase === 'refill' ? `The run stumbles: ${says(you, 'collects')} the pot.` : null;
    default:
      return null;
  }
}
