/**
 * The rulebook's "try it" tasks: small named checks over the board's events. Each task reads one event
 * (its name and detail, as `<tablero-board>` fires it) and answers: right, a reason why not, or nothing
 * (the event does not settle the task). No DOM here; ./tryit.ts wires the checks to the page.
 */
import { NORTH, SIZE, SOUTH, baselineSquare, fileOf, parseSquare, rankOf, squareAt, squareName, tournamentPoints } from '@tablero/engine';
import type { Action, GameState } from '@tablero/engine';
import type { TableroEventMap, TableroEventName } from '@tablero/board';
import { capitalise } from '@tablero/board/headless';

export interface Verdict {
  readonly ok: boolean;
  readonly message: string;
}

/** The engine's `reasonIllegal`, handed in by ./tryit.ts (loaded with the board, never up front). */
export type WhyNot = (state: GameState, action: Action) => string | null;

/**
 * What a task sees: a board event, or a click on a square (the square's name, from its `part`; the
 * square clicked just before it, if any, since the last action; and the engine's reasons, once loaded).
 */
export type TaskInput =
  | { readonly kind: 'event'; readonly name: string; readonly detail: unknown; readonly why?: WhyNot | null }
  | { readonly kind: 'square'; readonly square: string; readonly state: GameState | null; readonly previous?: string | null; readonly why?: WhyNot | null };

export type Check = (input: TaskInput) => Verdict | null;
/** A task: makes a fresh check (with its own memory) for each board, and again after every Reset. */
export type Task = () => Check;

const right = (message: string): Verdict => ({ ok: true, message });
const wrong = (message: string): Verdict => ({ ok: false, message });
/** The detail of the event `name`, when that is the event the task is looking at. */
const event = <K extends TableroEventName>(input: TaskInput, name: K): TableroEventMap[K] | undefined =>
  input.kind === 'event' && input.name === name ? (input.detail as TableroEventMap[K]) : undefined;

/** The engine's action (from `tablero-action`), or undefined. */
const action = (input: TaskInput): TableroEventMap['tablero-action'] | undefined => event(input, 'tablero-action');

/** The engine's square number for a name such as "d4" (-1 for anything else). */
const indexOf = parseSquare;
const isSquare = (square: string): boolean => parseSquare(square) >= 0;
/** The rank as printed on the board, 1 to 7. */
const rankNumber = (square: string): number => rankOf(parseSquare(square)) + 1;

/**
 * A move the reader tried and the board refused: a glass clicked, then an empty square it may not go to.
 * Returns the glass's square, the target and the engine's reason, or null when the click was no such try.
 */
function refusedMove(input: TaskInput): { from: string; to: string; reason: string } | null {
  if (input.kind !== 'square' || !input.previous || !input.state || input.state.phase !== 'moving') return null;
  const s = input.state;
  const from = input.previous;
  const to = input.square;
  if (from === to || !isSquare(from) || !isSquare(to)) return null;
  if (s.at[indexOf(from)] < 0 || s.at[indexOf(to)] >= 0) return null;
  const reason = input.why?.(s, { type: 'glass.move', from: indexOf(from), to: indexOf(to) });
  return reason ? { from, to, reason } : null;
}

/** Setting up: roll for the first turn, then the starter fills the centre glass. */
export const startGame: Check = (input) => {
  const a = action(input);
  if (a?.action.type === 'centre.fill') return right('Right: South rolled high, filled the centre glass and carried it to d1. South holds the dice.');
  return null;
};

/** Moving: use the 6 of a 6-2 roll; explain why most glasses cannot take it. */
export const sixCannotMove: Check = (input) => {
  const move = event(input, 'tablero-move');
  if (move?.die === 6)
    return right(
      `Right: ${move.from} to ${move.to} is exactly six squares along the file, from one baseline to the other. A glass standing anywhere else would leave the board.`,
    );
  if (input.kind === 'square' && input.state?.phase === 'moving' && input.state.dice?.includes(6)) {
    if (!isSquare(input.square)) return null;
    const r = rankNumber(input.square);
    if (r !== 1 && r !== 7) {
      return wrong(
        `Not with the 6: the glass on ${input.square} stands on rank ${r}. Six squares up would be rank ${r + 6}, six down rank ${r - 6}, and the board has only ranks 1 to 7. It may still take the 2.`,
      );
    }
  }
  return null;
};

/** Lines and pulls: make a line of five on an inner rank and pull it. */
export const pullFive: Check = (input) => {
  const pull = event(input, 'tablero-pull');
  if (pull) {
    return pull.squares.length === 5
      ? right(`Right: five in a row (${pull.squares.join(' ')}). South drinks at least three of them and may share the rest.`)
      : wrong(`That pull has ${pull.squares.length} glasses; this task wants exactly five.`);
  }
  const a = action(input);
  if (a?.action.type === 'glass.move' && a.state.phase === 'roll') {
    return wrong('Both dice are used, but no five glasses stand side by side on one rank. Press Reset and look for the glass that can close the gap.');
  }
  return null;
};

/** The Queen's Number: call it before moving anything (manual calling). */
export const callQueen: Check = (input) => {
  const q = event(input, 'tablero-queen');
  if (q?.kind === 'call')
    return right(
      "Right: you called the Queen before touching a glass. Now pick any glass to drink in her honour; it goes to North's baseline and North refills it.",
    );
  if (q?.kind === 'toast') return right(`Right, and toasted: the glass from ${q.square} went to North's baseline. Now move the same 5 and 3.`);
  const a = action(input);
  if (a?.action.type === 'glass.move' && a.state.mugginsOpen) {
    return wrong('Too late: a glass moved before you called, so North may now cry muggins and drink a glass you must refill. Press Reset and call first.');
  }
  return null;
};

/** The game's result once it is decided: when the refill fails (the toast round follows), or at the latest when it is over. */
function decided(input: TaskInput): GameState['result'] {
  const a = action(input);
  return event(input, 'tablero-gameover')?.result ?? (a?.state?.phase === 'toastRound' ? a.state.result : null);
}

/** Winning: pull the last line while North cannot refill. */
export const winGame: Check = (input) => {
  const a = action(input);
  // The game is won the moment the refill fails; the toast round that follows only closes it.
  const result = decided(input);
  if (result) {
    const skunk = result.royalSkunk ? ', and it is a Royal Skunk' : result.skunk ? ', and it is a skunk' : '';
    return right(`Right: North could not refill the pulled glasses, so South wins${skunk}. The toast round closes the game.`);
  }
  if (a?.action.type === 'pull.decline')
    return wrong('You played on. That is allowed, but the win was right there: press Reset, make the five again and pull it.');
  if (a?.action.type === 'glass.move' && a.state.phase === 'roll') {
    return wrong('Both dice are used, but there is no line of five to pull. The 2 and the 1 can each bring a glass onto rank 3: press Reset and look again.');
  }
  return null;
};

/** Sharing the pull: hand some of the shots to the Opponent. */
export const sharePull: Task = () => {
  let shots = 0;
  return (input) => {
    const pull = event(input, 'tablero-pull');
    if (pull) shots = pull.shots;
    const a = action(input);
    if (a?.action.type !== 'pull.share') return null;
    const { opponent = 0, spectators = 0 } = a.action as { opponent?: number; spectators?: number };
    const kept = shots - opponent - spectators;
    if (opponent > 0) {
      const rest = spectators ? `, ${spectators} to the spectators` : '';
      return right(
        `Right: of ${shots} shots South drinks ${kept} and North ${opponent}${rest}. The Player always keeps at least half, rounded up; North now refills the pulled glasses.`,
      );
    }
    if (spectators > 0)
      return wrong(
        `You shared ${spectators} with the spectators but none with North. That is allowed, but this task asks for some to go to the Opponent. Press Reset and try again.`,
      );
    return wrong(
      `You kept all ${shots}. That is allowed, but this task asks you to hand some to North. Press Reset and set the shots for the Opponent before you share.`,
    );
  };
};

/** Skunks and Kendals: the Player facing a skunk pulls a line of four. */
export const kendal: Task = () => (input) => {
  const pull = event(input, 'tablero-pull');
  if (pull?.kendal)
    return right(
      `Right: a Kendal, four in a row (${pull.squares.join(' ')}). South is facing a skunk (North has not opened a second bottle), so four may be pulled; expect some teasing from the table.`,
    );
  if (pull) return right(`Right: a pull of ${pull.squares.length} (${pull.squares.join(' ')}).`);
  const a = action(input);
  if (a?.action.type === 'pull.decline')
    return wrong('You played on. Allowed, but a player facing a skunk who can pull a Kendal usually should: press Reset and pull the four.');
  if (a?.action.type === 'glass.move' && a.state.phase === 'roll') {
    return wrong(
      'Both dice are used, but no four stand side by side on rank 4. The 3 can bring the d-file glass down next to the other three: press Reset and look again.',
    );
  }
  return null;
};

/** Muggins: the Player moves without calling the Queen, and the reader, as the Opponent, catches it. */
export const muggins: Task = () => {
  let windowWasOpen = false;
  return (input) => {
    const m = event(input, 'tablero-muggins');
    if (m)
      return right(
        `Right: muggins! North drinks the glass from ${m.square}. South's moves go back, the glass goes to South's baseline, South refills it and must play the same 5 and 3 again.`,
      );
    const q = event(input, 'tablero-queen');
    if (q?.kind === 'call')
      return wrong(
        'South called the Queen, which is exactly right for South, but then there is nothing for North to catch. Press Reset and let South move without calling.',
      );
    const a = action(input);
    if (!a) return null;
    const before = windowWasOpen;
    windowWasOpen = a.state.mugginsOpen;
    if (a.action.type === 'dice.roll' && before)
      return wrong('Too late: South rolled again, and that closes the muggins window. North has to speak up before the next roll. Press Reset and try again.');
    return null;
  };
};

/** Hints: spot the glass that a Crossbow can never take in. */
export const crossbow: Task = () => (input) => {
  if (input.kind !== 'square' || !input.state || !isSquare(input.square)) return null;
  const s = input.state;
  const sq = input.square;
  const glass = s.at[indexOf(sq)] >= 0;
  if (sq === 'a7') {
    return right(
      'Right: the glass on a7 is the missing seventh. Every roll moves two glasses, so on the roll that brings it down to rank 4 the other die must move one of the six away. Six can never become seven: pull the six, or build elsewhere.',
    );
  }
  if (rankNumber(sq) === 4 && glass) return wrong(`The glass on ${sq} is one of the six already on rank 4. Look for the glass outside the line.`);
  if (sq === 'a4') return wrong('a4 is the gap in the line, and it is empty. Which glass would have to fill it? Click that glass.');
  return null;
};

/** Variants, one direction per turn: a glass that went up cannot come back down in the same turn. */
export const oneDirection: Task = () => {
  let tried: string | null = null;
  return (input) => {
    const refused = refusedMove(input);
    if (refused && /direction/.test(refused.reason)) {
      tried = refused.from;
      return wrong(`No: ${refused.from} to ${refused.to} is not allowed. ${capitalise(refused.reason)}. It may still go on the way it went before.`);
    }
    if (refused) return wrong(`Not that square: ${refused.reason}.`);
    const move = event(input, 'tablero-move');
    if (move && tried && move.from === tried) {
      return right(
        `Right: the glass on ${move.from} kept going the same way, to ${move.to}. Only when the dice pass, or the turn ends with a pull, may it turn round.`,
      );
    }
    return null;
  };
};

/** Variants: complete the Chevron (a V of all seven with its point on d4). */
export const completeChevron: Task = () => (input) => {
  const pull = event(input, 'tablero-pull');
  if (pull?.squares.length === 7) return right(`Right: all seven in a V (${pull.squares.join(' ')}), a Full Pull. Set 'em up!`);
  if (pull) return wrong(`That pull has ${pull.squares.length} glasses; the Chevron takes all seven.`);
  const a = action(input);
  if (a?.action.type === 'pull.decline') return wrong('You played on, and left the Chevron standing. Press Reset and pull it.');
  if (a?.action.type === 'glass.move' && a.state.phase === 'roll') {
    return wrong(
      'Both dice are used, but the V is not complete: its arms need one glass on each of a1 b2 c3 and e3 f2 g1, with the point on d4. Press Reset and try again.',
    );
  }
  return null;
};

/** Anarchist: a rook move onto an anarchy spot, then slash the glass. */
export const slash: Task = () => {
  let last: GameState | null = null;
  return (input) => {
    const a = action(input);
    if (a?.action.type === 'glass.slash') return right('Right: the glass ended its move on an anarchy spot, so you drank it at once. Nobody refills it yet.');
    const refused = refusedMove(input);
    if (refused) return wrong(`Not ${refused.from} to ${refused.to}: ${refused.reason}.`);
    if (!a) return null;
    const before = last;
    last = a.state;
    // A glass the last roll left on a spot could have been slashed until this roll.
    const missed = !!before && before.rules.spots.some((sq) => input.why?.(before, { type: 'glass.slash', square: sq }) === null);
    if (a.action.type === 'dice.roll' && missed)
      return wrong('You rolled again, and the chance to slash went with the roll. Press Reset and look for the Slash button before rolling.');
    return null;
  };
};

/** de Jesus: with seven in a row, run instead of taking them. */
export const run: Task = () => (input) => {
  const a = action(input);
  if (a?.action.type === 'run.announce')
    return right(
      "Right: you ran. North stakes two more shots, and you roll: a 7, 11 or 12 loses the run, and North drinks all nine (the seven on the board and the two staked); any other total wins you North's two, and you may run again or take the seven.",
    );
  if (a?.action.type === 'pull.take')
    return wrong('You took the seven. A fine choice in a real game, but this task wants a run: press Reset and announce the run instead.');
  if (a?.action.type === 'glass.move' && a.state.phase === 'roll') {
    return wrong('Both dice are used, but the row of seven is not there: the double 3 can bring a7 down and g1 up to rank 4. Press Reset and try again.');
  }
  return null;
};

/**
 * Setting up: the reader, as the spectator, rolls the Queen's Number; a 7 (a pass number) is thrown again
 * under the house rule, and the task is right once a number stands.
 */
export const rollQueen: Task = () => {
  const refused: number[] = [];
  let rerolls: readonly number[] = [];
  return (input) => {
    const a = action(input);
    if (a?.action.type === 'queen.roll') {
      // The numbers these rules throw again (7 and 11, and 12 with Twelve passes): the rules say, not the task.
      rerolls = a.state.rules.queenRerolls;
      const total = a.action.dice[0] + a.action.dice[1];
      if (rerolls.includes(total)) refused.push(total);
      return null;
    }
    const q = event(input, 'tablero-queen');
    if (q?.kind !== 'number') return null;
    const passing = rerolls.length > 1 ? `${rerolls.slice(0, -1).join(', ')} and ${rerolls[rerolls.length - 1]}` : rerolls.join('');
    const again = refused.length
      ? `the ${refused.join(' and the ')} ${refused.length > 1 ? 'were' : 'was'} thrown again, since ${passing} already pass the dice, and `
      : '';
    return right(
      `Right: ${again}${q.number} stands as the Queen's Number for the whole game. The board keeps it beside the dice; next comes the roll for the first turn.`,
    );
  };
};

/**
 * da Gucci: with manual calling, the Player may move first and call the Queen afterwards, until they go
 * to roll again (`dice.lift`, which opens North's treason; in powell moving first would open muggins).
 */
export const lateCall: Task = () => {
  let moved = 0;
  let pending = false;
  return (input) => {
    const q = event(input, 'tablero-queen');
    if (q?.kind === 'call') {
      return moved >= 2
        ? right(
            'Right: both glasses moved first, and the call still counted. In da Gucci the Queen can be called until the dice are rolled again; under the default rules, moving first would have let North cry muggins.',
          )
        : right(
            'Right, and the safe way: you called before moving. In da Gucci you could also have moved both glasses first, since the call stays open until you roll again.',
          );
    }
    if (event(input, 'tablero-muggins')) {
      return wrong(
        'That was North crying "Treason to the Queen!": South went to roll without having called. This task wants you, as South, to call the Queen yourself before you roll again. Press Reset and try again.',
      );
    }
    const a = action(input);
    if (!a) return null;
    const before = pending;
    pending = a.state.queenPending;
    if (a.action.type === 'glass.move') moved++;
    if (a.action.type === 'dice.lift') {
      return wrong(
        'You went to roll again without calling the Queen. 5 and 4 made 9, the Queen\'s Number: reaching for the dice ended your chance to call, and gave North the moment to cry "Treason to the Queen!" before the dice land. Press Reset and call before rolling.',
      );
    }
    if (a.action.type === 'dice.roll') {
      if (before)
        return wrong(
          'You rolled again without calling the Queen. 5 and 4 made 9, the Queen\'s Number: reaching for the dice was the moment North could cry "Treason to the Queen!", and once the dice land the toast is lost to both of you. Press Reset and call before rolling.',
        );
      moved = 0;
    }
    return null;
  };
};

/** Tournament: finish the game on this roll with a pull longer than North can refill, while it is still a skunk. */
export const skunkPoints: Check = (input) => {
  const a = action(input);
  const result = decided(input);
  if (result) {
    const p = tournamentPoints(result);
    const kind = result.royalSkunk ? 'a Royal Skunk' : result.skunk ? 'a skunk, since South never opened a second bottle' : 'an ordinary win';
    return right(
      `Right: North could not refill every glass, so South wins, and it is ${kind}. In a tournament that is ${p.winner} points to South and ${p.loser} to North.`,
    );
  }
  const pull = event(input, 'tablero-pull');
  if (pull && pull.squares.length < 6) {
    return wrong(
      `A pull of ${pull.squares.length}, and North has exactly five shots: North refills them all and takes the dice. The game goes on, and if North pulls a line before you do, you refill it from your second bottle and the skunk (3 points) is gone. Press Reset and look for six.`,
    );
  }
  if (a?.action.type === 'pull.decline') return wrong('You played on. The game could have ended on this roll: press Reset and pull the line.');
  if (a?.action.type === 'glass.move' && a.state.phase === 'roll') {
    return wrong('Both dice are used, but there is no line to pull. The 2 and the 4 can both bring a glass onto rank 3: press Reset and look again.');
  }
  return null;
};

/** The first glass between two squares of one rank or file, or null. */
function glassBetween(state: GameState, from: string, to: string): string | null {
  const a = parseSquare(from);
  const b = parseSquare(to);
  const df = Math.sign(fileOf(b) - fileOf(a));
  const dr = Math.sign(rankOf(b) - rankOf(a));
  for (let sq = squareAt(fileOf(a) + df, rankOf(a) + dr); sq >= 0 && sq !== b; sq = squareAt(fileOf(sq) + df, rankOf(sq) + dr)) {
    if (state.at[sq] >= 0) return squareName(sq);
  }
  return null;
}

/**
 * Anarchist: a rook move never jumps a glass or lands on one. Bring a glass to the centre spot d4; a try
 * over a glass (an empty square clicked beyond one) or onto one (a glass, then another glass in line at a
 * die's count) is answered with why not.
 */
export const rookPath: Task = () => (input) => {
  const move = event(input, 'tablero-move');
  if (move?.to === 'd4') {
    const along = move.from[0] === 'd' ? 'file' : 'rank';
    return right(
      `Right: ${move.from} to d4 is ${move.die} squares along the ${along}, with nothing in the way. d4 is an anarchy spot, so you may slash the glass now.`,
    );
  }
  if (
    input.kind === 'square' &&
    input.state?.phase === 'moving' &&
    input.previous &&
    isSquare(input.previous) &&
    isSquare(input.square) &&
    input.previous !== input.square
  ) {
    const s = input.state;
    const from = input.previous;
    const to = input.square;
    if (s.at[indexOf(from)] >= 0) {
      const reason = input.why?.(s, { type: 'glass.move', from: indexOf(from), to: indexOf(to) }) ?? null;
      if (reason && /through or onto/.test(reason)) {
        if (s.at[indexOf(to)] >= 0) {
          return wrong(`No: ${from} cannot end its move on ${to}, because a glass already stands there. A rook move stops on an empty square or not at all.`);
        }
        const inTheWay = glassBetween(s, from, to);
        return wrong(
          `No: ${from} to ${to} would pass over the glass on ${inTheWay ?? 'the way'}. A rook move slides square by square, so a glass in its path stops it: it never hops over one.`,
        );
      }
      if (reason && s.at[indexOf(to)] < 0) return wrong(`Not ${from} to ${to}: ${reason}.`);
    }
  }
  const a = action(input);
  if (a?.action.type === 'glass.move' && a.state.phase !== 'moving' && !a.state.moves.some((m) => m.to === indexOf('d4'))) {
    return wrong('Both dice are used, but no glass reached d4. Press Reset and look for a glass with a clear path of 3 or 2 squares to it.');
  }
  return null;
};

/** The longest run of glasses side by side on one inner rank (2 to 6), as square names. */
function longestRow(state: GameState): string[] {
  let best: string[] = [];
  for (let rank = 1; rank < SIZE - 1; rank++) {
    let run: string[] = [];
    for (let file = 0; file < SIZE; file++) {
      const sq = squareAt(file, rank);
      run = state.at[sq] >= 0 ? [...run, squareName(sq)] : [];
      if (run.length > best.length) best = run;
    }
  }
  return best;
}

/** The glasses standing on either baseline (rank 1 or rank 7). */
const baselineGlasses = (state: GameState): string[] =>
  Array.from({ length: SIZE }, (_, file) => [baselineSquare(SOUTH, file), baselineSquare(NORTH, file)])
    .flat()
    .filter((sq) => state.at[sq] >= 0)
    .map(squareName);

/** Variants, pull size six: five in a row is one short; pull the six. */
export const pullSix: Task = () => (input) => {
  const pull = event(input, 'tablero-pull');
  if (pull) {
    return right(
      `Right: ${pull.squares.length} in a row (${pull.squares.join(' ')}). With the pull size at six, that is the shortest line the board lets you pull; South drinks at least ${Math.ceil(pull.shots / 2)} and may share the rest.`,
    );
  }
  const a = action(input);
  if (a?.action.type === 'glass.move' && a.state.phase === 'roll') {
    const row = longestRow(a.state);
    if (row.length === 5) {
      return wrong(
        `Five in a row (${row.join(' ')}), but the pull size here is six: five is one short, so the board offers no pull. Press Reset and find the move that brings a sixth glass into the line.`,
      );
    }
    return wrong('Both dice are used, but no six glasses stand side by side on one rank. Press Reset and look again.');
  }
  return null;
};

/** Variants, pass numbers as the Queen's Number: a 7 that is also the Queen's is toasted before the dice pass. */
export const queenPass: Task = () => {
  let pending = false;
  let dice: readonly number[] = [];
  return (input) => {
    const q = event(input, 'tablero-queen');
    if (q?.kind === 'toast') {
      const fromLine = q.square !== undefined && ['a5', 'b5', 'c5', 'd5'].includes(q.square) ? ", which also takes a glass out of North's four on rank 5" : '';
      return right(
        `Right: ${q.number} is a pass number and the Queen's Number at once, so the toast comes first. The glass from ${q.square} goes to North's baseline and North refills it${fromLine}. Now pass the dice: a ${q.number} moves nothing.`,
      );
    }
    const a = action(input);
    if (!a) return null;
    const before = pending;
    pending = a.state.queenPending;
    if (a.action.type === 'dice.roll') dice = (a.action as { dice?: number[] }).dice ?? a.state.dice ?? [];
    if (a.action.type === 'dice.pass' && before) {
      const total = dice.length === 2 ? `${dice[0]} and ${dice[1]} make ${dice[0] + dice[1]}` : 'That roll was';
      return wrong(
        `You passed the dice without calling the Queen. ${total}: a pass number, but here also the Queen's Number, so a toast was yours before the dice went. Once they have passed it is lost. Press Reset and call the Queen first.`,
      );
    }
    return null;
  };
};

/** Variants, Spectator Muggins: South moves both glasses without calling; a spectator catches it. */
export const spectatorMuggins: Task = () => {
  let open = false;
  return (input) => {
    const a = action(input);
    if (a?.action.type === 'queen.muggins') {
      const { by, baseline, square } = a.action as unknown as { by?: string; baseline?: number; square: number };
      if (by === 'spectator') {
        const side = baseline === 1 ? 'North' : 'South';
        return right(
          `Right: both glasses had moved, so the spectator could call. The spectator drinks the glass from ${squareName(square)}; both moves go back, the glass goes to ${side}'s baseline, ${side} refills it, and South plays the same 5 and 3 again.`,
        );
      }
      return wrong(
        "That was North's muggins call: allowed, but this task is the spectator's. Press Reset, let South make both moves, and use the spectator's button.",
      );
    }
    if (event(input, 'tablero-queen')?.kind === 'call') {
      return wrong(
        'South called the Queen, which is right for South, but then there is nothing for anyone to catch. Press Reset and let South move without calling.',
      );
    }
    if (!a) return null;
    const before = open;
    open = a.state.mugginsOpen;
    if (a.action.type === 'dice.roll' && before) {
      return wrong(
        'Too late: South rolled again, and that closes the muggins window for spectators as well as for North. Press Reset and call after the second move, before the next roll.',
      );
    }
    return null;
  };
};

/** Hints: make the 3 and 1 without stripping the last glass off the baselines (a 6 and 2 come next). */
export const keepBaseline: Task = () => (input) => {
  const a = action(input);
  if (!a || a.state.player !== 0) return null;
  if (a.action.type === 'glass.move' && a.state.phase !== 'moving') {
    const kept = baselineGlasses(a.state);
    if (kept.length) {
      return right(
        `Right: ${kept.join(' and ')} ${kept.length > 1 ? 'stand' : 'stands'} on a baseline, so the 6 of the next roll (6 and 2) has a glass to move: from one baseline straight across to the other.`,
      );
    }
    return wrong(
      'Both baselines are bare now. The next roll is 6 and 2, and only a glass on rank 1 or rank 7 can move six squares, so that roll will be stuck and the dice will pass to North. Press Reset and keep a glass on a baseline.',
    );
  }
  if (a.action.type === 'dice.roll' && a.state.phase === 'passing' && a.state.dice?.includes(6) && !baselineGlasses(a.state).length) {
    return wrong(
      'There it is: no glass stands on a baseline, so nothing can take the 6, neither glass moves, and the dice pass to North. Press Reset and keep a glass back.',
    );
  }
  return null;
};

const fixed =
  (check: Check): Task =>
  () =>
    check;

/** Every task, by the `task` prop of TryIt. */
export const TASKS = {
  'start-game': fixed(startGame),
  'six-cannot-move': fixed(sixCannotMove),
  'pull-five': fixed(pullFive),
  'call-queen': fixed(callQueen),
  'win-game': fixed(winGame),
  'share-pull': sharePull,
  kendal,
  muggins,
  crossbow,
  'one-direction': oneDirection,
  'complete-chevron': completeChevron,
  slash,
  run,
  'roll-queen': rollQueen,
  'late-call': lateCall,
  'skunk-points': fixed(skunkPoints),
  'rook-path': rookPath,
  'pull-six': pullSix,
  'queen-pass': queenPass,
  'spectator-muggins': spectatorMuggins,
  'keep-baseline': keepBaseline,
} as const satisfies Record<string, Task>;

export type TaskName = keyof typeof TASKS;
export const isTaskName = (name: string): name is TaskName => Object.hasOwn(TASKS, name);
