/**
 * Every example board of the rulebook, checked on the engine: reads each `<Board>` and `<TryIt>` from the
 * MDX pages, sets the game up exactly as `<tablero-board>` reads its attributes, plays the steps the page's
 * text describes (with the example's own scripted dice), and checks the moment it reaches.
 *
 *   npm run site:examples    (node --conditions=@tablero/source site/scripts/examples.ts) prints one line
 *                            per example; exit 1 when one fails
 *
 * tests/site/examples.test.ts runs the same checks under vitest.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ScriptedDice,
  Xoshiro128,
  apply,
  createGame,
  crossbowRank,
  glassesShownEmpty,
  isFullPull,
  isKendal,
  isSkunked,
  legalMoves,
  legalPairs,
  moveFrom,
  moveTo,
  parsePosition,
  parseSquare,
  pullableLines,
  reasonIllegal,
  squareName,
  tournamentPoints,
  type Action,
  type GameState,
} from '@tablero/engine';
import { expertBot } from '@tablero/engine/bots';
import { SimulatedClock } from 'xstate';
import { TableroGame, readConfig, type AttributeValues } from '@tablero/board/headless';
import { boardAttributes } from '../src/board-props.ts';

export const DOCS = fileURLToPath(new URL('../src/content/docs/', import.meta.url));

export interface Example {
  readonly id: string;
  readonly page: string;
  readonly component: 'Board' | 'TryIt' | 'EventLog';
  readonly attrs: Readonly<Record<string, string>>;
  /** The page's words around it: from the heading above it (or the page's start) to the end of its tag. */
  readonly words: string;
}

/**
 * Steps in a small language: `roll`, `centre`, `move e1 e4`, `pull`, `share <opponent> <spectators>`, `refill`,
 * `toast c3`, `muggins c7` (the Opponent's call), `spectator c7 n` (a spectator's muggins call, sending the
 * glass to North's baseline; `s` for South's), `call` (the Queen), `decline` (play on), `pass` (the dice),
 * `slash b1`, `run`. Or the one step `computers`: the
 * example's computer players play the whole game, through the board's own TableroGame (same seed, same
 * choices as on the page).
 */
interface Expectation {
  readonly steps: readonly string[];
  /** What the page says about the moment; the check must hold there. */
  readonly says: string;
  /** Does the moment hold? `played` is the game the `computers` step played, with the example itself. */
  readonly check: (s: GameState, played: Played) => boolean | string;
}

/** What the check may read besides the final state: the example, and (after `computers`) every action taken. */
export interface Played {
  readonly example: Example;
  readonly actions: readonly Action[];
}

/** Pulls the game's `pull.share` actions handed out, at least in part. */
const sharedPulls = (actions: readonly Action[]): number => actions.filter((a) => a.type === 'pull.share' && a.opponent + a.spectators > 0).length;

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** "38", "twenty" or "thirty-eight" as a number; NaN for anything else. */
function readCount(word: string): number {
  const w = word.toLowerCase();
  if (/^\d+$/.test(w)) return Number(w);
  if (NUMBER_WORDS.includes(w)) return NUMBER_WORDS.indexOf(w);
  const [tens, ones] = w.split('-');
  const t = TENS.indexOf(tens);
  const o = ones === undefined ? 0 : NUMBER_WORDS.indexOf(ones);
  return t >= 2 && o >= 0 && o < 10 ? t * 10 + o : NaN;
}

/**
 * A watched game against the words around its board (the caption and the text of its section): each
 * claim those words make must hold in the game the computers played. Shared pulls ("the pulls being
 * shared", "a pull is shared"): at least one pull hands shots out. "over in N rolls" / "after N rolls":
 * exactly N rolls. A Full Pull named (and not denied): at least one. Returns null when every claim
 * holds, else what failed.
 */
export function watchedGameClaims(s: GameState, played: Played): string | null {
  const words = `${played.example.attrs.caption ?? ''} ${played.example.words}`.replace(/\s+/g, ' ');
  const wrong: string[] = [];
  const shares = sharedPulls(played.actions);
  if (/\bpulls?\b[^.]*\bshar(e|es|ed|ing)\b|\bshar(e|es|ed|ing)\b[^.]*\bpulls?\b/i.test(words) && shares === 0)
    wrong.push('the words say pulls are shared, but no pull of this game hands a shot out');
  if (/\bkeeps? (?:every|all|each)\b[^.(]*\b(?:shots?|pulls?)\b/i.test(words) && shares > 0)
    wrong.push(`the words say every pulled shot is kept, but ${shares} pull${shares === 1 ? '' : 's'} of this game hand${shares === 1 ? 's' : ''} shots out`);
  const rolls = words.match(/\b(?:over in|after|in) ([\w-]+) rolls\b/i);
  if (rolls && readCount(rolls[1]) !== s.tally.rolls) wrong.push(`the words say ${rolls[1]} rolls, the game takes ${s.tally.rolls}`);
  if (/Full Pull/i.test(words) && !/\bno \[?Full Pull/i.test(words) && s.tally.fullPulls === 0)
    wrong.push('the words promise a Full Pull, and the game has none');
  return wrong.length ? wrong.join('; ') : null;
}

const glassAt = (s: GameState, sq: string): number => s.at[parseSquare(sq)];
const firstMovesWithDie = (s: GameState, die: number): string[] =>
  legalMoves(s)
    .filter((m) => Math.abs(Math.floor(moveTo(m) / 7) - Math.floor(moveFrom(m) / 7)) === die)
    .map((m) => squareName(moveFrom(m)));
const longestPull = (s: GameState): number => Math.max(0, ...pullableLines(s).map((l) => l.squares.length));

export const EXPECTATIONS: Readonly<Record<string, Expectation>> = {
  'home-board': { steps: [], says: 'a fresh game: roll for the first turn', check: (s) => s.phase === 'initiative' && s.queen === 6 },
  'home-demo': {
    steps: ['computers'],
    says: 'the computer players finish the game with a winner, as the words around the board tell it (pulls shared or kept, the number of rolls, a Full Pull)',
    check: (s, played) => (s.phase === 'over' && s.result?.winner !== null ? (watchedGameClaims(s, played) ?? true) : 'the game did not end with a winner'),
  },
  'setup-after': {
    steps: [],
    says: 'South holds the dice after the setup; d1 holds the centre glass',
    check: (s) => s.phase === 'roll' && s.player === 0 && glassAt(s, 'd1') >= 0,
  },
  'try-start': {
    steps: ['roll', 'centre'],
    says: 'South wins the first roll, fills the centre glass and takes it to d1',
    check: (s) => s.phase === 'roll' && s.player === 0 && s.fill[glassAt(s, 'd1')] === 0 && glassAt(s, 'd4') < 0,
  },
  'real-dice-enter': {
    steps: ['roll'],
    says: 'the faces entered (3 and 1) are the roll: South is to move a glass for each die',
    check: (s) => s.phase === 'moving' && s.player === 0 && (s.dice ?? []).join() === '3,1',
  },
  'turn-steps': {
    steps: ['roll', 'move d1 d3', 'move f7 f3', 'roll', 'move e1 e3', 'move g7 g6', 'pull', 'share 2 0', 'refill'],
    says: 'one turn: 2 and 4 make no line, 2 and 1 make six on rank 3; South pulls, North refills the six on rank 7 and takes the dice',
    check: (s) =>
      s.phase === 'roll' && s.player === 1 && s.drunk.join() === '4,2,0' && ['a7', 'b7', 'c7', 'd7', 'e7', 'f7'].every((q) => s.fill[glassAt(s, q)] === 1),
  },
  'try-six': {
    steps: ['roll'],
    says: 'only a baseline glass (a7 or g1) can take the 6; d4 cannot',
    check: (s) => s.phase === 'moving' && firstMovesWithDie(s, 6).sort().join() === 'a7,g1',
  },
  'moving-pass': {
    steps: ['roll'],
    says: 'a seven: nothing moves and the dice go to North',
    check: (s) => s.phase === 'passing' && s.player === 0 && s.moves.length === 0,
  },
  'queen-auto': { steps: ['roll'], says: "5 and 3 make the Queen's Number 8: the toast comes up", check: (s) => s.phase === 'queenToast' && s.queen === 8 },
  'try-queen': {
    steps: ['roll'],
    says: "the Queen's Number is rolled and waits for a manual call",
    check: (s) => s.phase === 'moving' && s.queenPending && s.queen === 8,
  },
  'try-muggins': {
    steps: ['roll', 'move a7 a2', 'muggins c7'],
    says: "a glass moved without a call, North cries muggins and drinks c7: a7 is back, the glass goes to South's baseline and South refills it",
    check: (s) => !s.mugginsOpen && s.phase === 'moving' && s.moves.length === 0 && glassAt(s, 'a7') >= 0 && s.fill[glassAt(s, 'c1')] === 0 && s.drunk[1] === 1,
  },
  'try-kendal': {
    steps: ['roll', 'move d7 d4', 'move g7 g6'],
    says: 'skunked South may pull four on rank 4: a Kendal',
    check: (s) => s.phase === 'pullDecision' && isSkunked(s, 0) && pullableLines(s).some((l) => l.squares.length === 4 && isKendal(s.rules, l)),
  },
  'try-five': {
    steps: ['roll', 'move e1 e4', 'move f7 f6'],
    says: 'e1 to e4 makes five in a row on rank 4, which may be pulled',
    check: (s) => s.phase === 'pullDecision' && longestPull(s) === 5,
  },
  'lines-standing': {
    steps: ['roll', 'move e1 e3', 'move g7 g6'],
    says: 'e1 up two makes a line of five on rank 3',
    check: (s) => s.phase === 'pullDecision' && longestPull(s) === 5,
  },
  'try-win': {
    steps: ['roll', 'move e1 e3', 'move g7 g6', 'pull', 'share 2 0', 'refill'],
    says: 'North cannot refill: South wins, a skunk',
    check: (s) => s.phase === 'toastRound' && s.result?.winner === 0 && s.result.skunk,
  },
  'try-chevron': {
    steps: ['roll', 'move d6 d4', 'move g3 g1'],
    says: 'double 2 completes the Chevron, a pull of seven',
    check: (s) => s.phase === 'pullDecision' && pullableLines(s).some((l) => l.kind === 'chevron' && l.squares.length === 7),
  },
  'try-crossbow': {
    steps: [],
    says: 'six on rank 4 with the seventh missing (on a7): a Crossbow',
    check: (s) => crossbowRank(s) === 3 && glassAt(s, 'a7') >= 0,
  },
  'gucci-start': { steps: [], says: "da Gucci with a Queen's Number of 7, at the first roll", check: (s) => s.phase === 'initiative' && s.queen === 7 },
  'anarchist-start': {
    steps: [],
    says: "seven glasses on the seven spots, the centre one empty, the Prophet's Number 8",
    check: (s) =>
      s.phase === 'initiative' &&
      s.queen === 8 &&
      ['b1', 'e2', 'a3', 'd4', 'g5', 'c6', 'f7'].every((q) => glassAt(s, q) >= 0) &&
      s.fill[glassAt(s, 'd4')] === -1,
  },
  'dejesus-start': { steps: ['roll'], says: 'South rolls low (2 against 5) and places first', check: (s) => s.phase === 'placing' && s.player === 0 },
  'try-share': {
    steps: ['roll', 'move f1 f3', 'move g7 g6', 'pull', 'share 2 0'],
    says: 'six on rank 3 are pulled; South drinks 4, North 2, and North refills',
    check: (s) => s.phase === 'refill' && s.drunk[0] === 4 && s.drunk[1] === 2 && s.filler === 1,
  },
  'lines-full': {
    steps: ['roll', 'move a7 a5', 'move g1 g5'],
    says: 'all seven in a row on rank 5: a Full Pull',
    check: (s) => s.phase === 'pullDecision' && pullableLines(s).some((l) => l.squares.length === 7 && isFullPull(l)),
  },
  'moving-stuck': {
    steps: ['roll'],
    says: 'double 6 with both baselines bare: stuck, the dice pass',
    check: (s) => s.phase === 'passing' && s.moves.length === 0 && s.dice?.join() === '6,6' && !s.rules.passNumbers.includes(12),
  },
  'winning-courtesy': {
    steps: ['roll', 'toast c3'],
    says: "North cannot fill the Queen's glass: South fills it on c7 as a courtesy, and moves the 5 and 3",
    check: (s) => s.phase === 'moving' && s.stake[1] === 0 && s.fill[glassAt(s, 'c7')] === 0 && s.result === null,
  },
  'variants-diagonal': {
    steps: ['roll', 'move a4 a1', 'move g5 g7'],
    says: 'a1 to g7 complete: the Diagonal may be pulled',
    check: (s) => s.phase === 'pullDecision' && pullableLines(s).some((l) => l.kind === 'diagonal' && l.squares.length === 7),
  },
  'try-direction': {
    steps: ['roll', 'move e1 e4', 'move a7 a6', 'roll'],
    says: 'e4 moved up this turn: it may go on up, never back down',
    check: (s) =>
      s.phase === 'moving' &&
      reasonIllegal(s, { type: 'glass.move', from: parseSquare('e4'), to: parseSquare('e2') })?.includes('direction') === true &&
      reasonIllegal(s, { type: 'glass.move', from: parseSquare('e4'), to: parseSquare('e6') }) === null,
  },
  'variants-poison': {
    steps: [],
    says: "One Man's Poison: the glasses are shown empty, and setting them out poured nothing (both stakes whole)",
    check: (s) => s.rules.onePoison && glassesShownEmpty(s.rules) && s.stake.join() === '16,16' && s.poured.join() === '0,0',
  },
  'variants-hardcore': {
    steps: ['roll', 'move e1 e3', 'move g7 g6', 'pull'],
    says: 'Hardcore: no sharing, South drinks all five and North refills',
    check: (s) => s.phase === 'refill' && s.drunk[0] === 5 && s.drunk[1] === 0,
  },
  'try-slash': {
    steps: ['roll', 'move b4 b1', 'move g3 f3', 'slash b1'],
    says: 'a file move to the b1 spot and a rank move; the glass on b1 is slashed',
    check: (s) => s.phase === 'roll' && s.fill[glassAt(s, 'b1')] === -1 && s.drunk[0] === 1 && s.tally.slashes === 1,
  },
  'try-run': {
    steps: ['roll', 'move a7 a4', 'move g1 g4', 'run'],
    says: 'seven in a row on rank 4; South runs and North stakes two',
    check: (s) => s.phase === 'run' && s.pot === 2,
  },
  'try-queen-roll': {
    steps: ['roll', 'roll'],
    says: "the spectator's 7 is thrown again and 8 stands as the Queen's Number; the roll for the first turn comes next",
    check: (s) => s.phase === 'initiative' && s.queen === 8,
  },
  'try-late-call': {
    steps: ['roll', 'move a7 a2', 'move b7 b3'],
    says: "da Gucci: South moves both glasses of a Queen's roll without calling, and may still call before going to roll again (North may cry treason only once South goes to roll)",
    check: (s) => s.phase === 'roll' && s.queenPending && !s.mugginsOpen && reasonIllegal(s, { type: 'queen.call' }) === null && s.moves.length === 2,
  },
  'try-skunk-points': {
    steps: ['roll', 'move e1 e3', 'move f7 f3', 'pull', 'share 2 0', 'refill'],
    says: "six on rank 3 against North's five shots: North cannot refill, South wins a skunk (3 points to 0)",
    check: (s) =>
      s.phase === 'toastRound' &&
      s.result?.winner === 0 &&
      s.result.skunk &&
      !s.result.royalSkunk &&
      tournamentPoints(s.result).winner === 3 &&
      tournamentPoints(s.result).loser === 0,
  },
  'try-rook': {
    steps: ['roll'],
    says: 'rook moves: a4 cannot jump b4 to reach d4, d7 cannot land on f7 (nor f7 on d7); d7 and b4 have clear paths to d4',
    check: (s) => {
      const why = (from: string, to: string) => reasonIllegal(s, { type: 'glass.move', from: parseSquare(from), to: parseSquare(to) });
      const blocked = (from: string, to: string) => /through or onto another glass/.test(why(from, to) ?? '');
      return s.phase === 'moving' && blocked('a4', 'd4') && blocked('d7', 'f7') && blocked('f7', 'd7') && why('d7', 'd4') === null && why('b4', 'd4') === null;
    },
  },
  'winning-toast': {
    steps: ['roll', 'move e1 e5', 'move g7 g6', 'pull', 'share 2 0', 'refill'],
    says: 'North refills two of the five and runs dry: South wins, no skunk, and the toast round waits with three glasses empty',
    check: (s) =>
      s.phase === 'toastRound' && s.result?.winner === 0 && !s.result.skunk && s.stake[1] === 0 && s.shortfall?.glasses.length === 3 && s.shortfall.side === 1,
  },
  'etiquette-skunk': {
    steps: ['roll', 'move g7 g4', 'move a1 a2', 'pull', 'share 2 0', 'refill'],
    says: 'North pulls five; South pours their last shot and cannot fill the rest: North wins a skunk (not a Royal one)',
    check: (s) => s.phase === 'toastRound' && s.result?.winner === 1 && s.result.skunk && !s.result.royalSkunk && s.stake[0] === 0,
  },
  'lines-four': {
    steps: ['roll', 'move d1 d4', 'move g7 g6'],
    says: 'd1 up three makes four in a row on rank 4: one short, no pull, South rolls again',
    check: (s) => s.phase === 'roll' && s.player === 0 && pullableLines(s).length === 0 && ['a4', 'b4', 'c4', 'd4'].every((q) => glassAt(s, q) >= 0),
  },
  'try-pull-six': {
    steps: ['roll', 'move e1 e4', 'move f5 f4'],
    says: 'pull size six: e1 up three and f5 down one make six on rank 4, which may be pulled (e1 to e4 with any other 1 leaves five, which may not)',
    check: (s) => {
      const five = apply(
        apply(apply(createGame({ queen: 9, options: { pullSize: 6 }, position: '6n/7/5n1/snsn3/7/7/4s2 s' }), { type: 'dice.roll', dice: [3, 1] }), {
          type: 'glass.move',
          from: parseSquare('e1'),
          to: parseSquare('e4'),
        }),
        { type: 'glass.move', from: parseSquare('g7'), to: parseSquare('g6') },
      );
      return s.phase === 'pullDecision' && s.rules.pullSize === 6 && longestPull(s) === 6 && five.phase === 'roll' && pullableLines(five).length === 0;
    },
  },
  'variants-twelve': {
    steps: ['roll'],
    says: 'Twelve passes: double 6 moves nothing and the dice go to North (without the variant a7, b7 or c7 could take each 6)',
    check: (s) => {
      const plain = apply(createGame({ queen: 9, position: 'nnn4/7/7/7/7/7/3ssss s' }), { type: 'dice.roll', dice: [6, 6] });
      return (
        s.phase === 'passing' &&
        s.moves.length === 0 &&
        s.dice?.join() === '6,6' &&
        s.rules.passNumbers.includes(12) &&
        plain.phase === 'moving' &&
        firstMovesWithDie(plain, 6).length > 0
      );
    },
  },
  'variants-noscore': {
    steps: ['roll', 'move e1 e3', 'move g7 g6', 'pull', 'share 2 0', 'refill'],
    says: 'No-score game: South pulls five and shares two; North refills all five and takes the dice, and neither stake has gone down',
    check: (s) => s.phase === 'roll' && s.player === 1 && s.result === null && s.stake.join() === '13,12' && s.drunk.join() === '3,2,0' && s.rules.noScore,
  },
  'try-spectator': {
    steps: ['roll', 'move a7 a2', 'move b7 b4', 'spectator c7 n'],
    says: "South moves both glasses of a Queen's roll without calling; a spectator calls muggins, drinks c7 and sends it to North's baseline: both moves go back, North refills, South moves the 5 and 3 again",
    check: (s) =>
      s.phase === 'moving' &&
      !s.mugginsOpen &&
      s.moves.length === 0 &&
      glassAt(s, 'a7') >= 0 &&
      glassAt(s, 'b7') >= 0 &&
      s.fill[glassAt(s, 'c7')] === 1 &&
      s.drunk.join() === '0,0,1' &&
      s.dice?.join() === '5,3',
  },
  'try-queen-pass': {
    steps: ['roll', 'call', 'toast b5'],
    says: "4 and 3 make 7, the Queen's Number and a pass number: South toasts b5, it goes to b7 for North to refill, then the dice pass",
    check: (s) => s.phase === 'passing' && s.queen === 7 && s.player === 0 && glassAt(s, 'b5') < 0 && s.fill[glassAt(s, 'b7')] === 1 && s.drunk[0] === 1,
  },
  'try-baseline': {
    steps: ['roll', 'move g1 g4', 'move b5 b6', 'roll'],
    says: 'g1 up three strips the last baseline glass: the next roll, 6 and 2, cannot be moved and the dice pass',
    check: (s) => s.phase === 'passing' && s.moves.length === 0 && s.dice?.join() === '6,2' && s.player === 0 && !s.rules.passNumbers.includes(8),
  },
  'hints-who-starts': {
    steps: ['roll'],
    says: 'North (the expert) throws higher for the start and hands the first turn to South',
    check: (s) => {
      if (s.phase !== 'initiativeChoice' || s.player !== 1) return false;
      const choice = expertBot.choose(s, new Xoshiro128(1));
      return choice.type === 'initiative.choose' && choice.starter === 0;
    },
  },
  'hints-big-small': {
    steps: ['roll', 'move e1 e4', 'move g7 g2'],
    says: "five on rank 4 may be pulled; playing on, 2 of the 36 next throws complete the seven and 14 pass the dice straight away; a 6 and a 3 make the Queen's Number 9: after the toast the glass stands on North's baseline, where it can take the 6, so whichever glass is toasted South keeps the dice and moves the roll (toast f5: 11 pairs)",
    check: (s) => {
      if (s.phase !== 'pullDecision' || longestPull(s) !== 5) return false;
      const on = apply(s, { type: 'pull.decline' });
      // 6-3 is the Queen's Number: the toasted glass goes to North's baseline, from where it can take the 6.
      for (const dice of [
        [6, 3],
        [3, 6],
      ] as [number, number][]) {
        const toast = apply(on, { type: 'dice.roll', dice });
        if (toast.phase !== 'queenToast') return "6-3 does not bring the Queen's toast";
        for (let g = 0; g < 7; g++) {
          const after = apply(toast, { type: 'queen.toast', square: toast.squareOf[g] });
          if (after.phase !== 'moving' || after.player !== 0 || legalPairs(after).length === 0)
            return `after toasting ${squareName(toast.squareOf[g])}, ${dice.join('-')} cannot be moved`;
        }
        const f5 = apply(toast, { type: 'queen.toast', square: parseSquare('f5') });
        if (legalPairs(f5).length !== 11 || f5.at[parseSquare('f7')] < 0)
          return `after toasting f5 (to f7), ${dice.join('-')} has ${legalPairs(f5).length} pairs, not 11`;
      }
      let sevens = 0;
      let passes = 0;
      for (let a = 1; a <= 6; a++) {
        for (let b = 1; b <= 6; b++) {
          const r = apply(on, { type: 'dice.roll', dice: [a, b] });
          if (r.phase === 'passing') passes++;
          else if (
            r.phase === 'moving' &&
            legalPairs(r).some((p) => longestPull(apply(apply(r, { type: 'glass.move', ...p.first }), { type: 'glass.move', ...p.second })) === 7)
          )
            sevens++;
        }
      }
      return sevens === 2 && passes === 14;
    },
  },
  'embed-default': { steps: [], says: "a new default game: the Queen's Number is rolled first", check: (s) => s.phase === 'queenNumber' },
  'embed-moment': { steps: ['roll'], says: 'Ada rolls 1 and 5 and moves', check: (s) => s.phase === 'moving' && s.queen === 8 && s.player === 0 },
  'embed-events': {
    steps: ['roll', 'move e1 e3', 'move g7 g6'],
    says: 'South rolls 2 and 1 and may pull five on rank 3: a roll, two moves and a pull to list',
    check: (s) => s.phase === 'pullDecision' && longestPull(s) === 5,
  },
  'embed-wood': { steps: [], says: "a new game, Queen's Number 6", check: (s) => s.phase === 'initiative' },
};

/** The examples grouped by the site path of their page (`/lines-and-pulls/`, `/` for the home page), in the docs' order. */
export function examplesByPage(examples: readonly Example[] = collectExamples()): Map<string, Example[]> {
  const byPage = new Map<string, Example[]>();
  for (const ex of examples) {
    const path = `/${ex.page.replace(/(index)?\.mdx$/, '')}/`.replace(/\/+$/, '/').replace(/^\/+/, '/');
    byPage.set(path, [...(byPage.get(path) ?? []), ex]);
  }
  return byPage;
}

/** Every `<Board .../>`, `<TryIt ...>` and `<EventLog .../>` in the docs, with its attributes. */
export function collectExamples(dir = DOCS): Example[] {
  const out: Example[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.mdx')) {
        const text = readFileSync(path, 'utf8');
        for (const m of text.matchAll(/<(Board|TryIt|EventLog)\b([^>]*?)\/?>/g)) {
          const attrs: Record<string, string> = {};
          for (const a of m[2].matchAll(/([a-zA-Z-]+)="([^"]*)"/g)) attrs[a[1]] = a[2].replaceAll('&quot;', '"');
          if (!attrs.id) throw new Error(`${relative(dir, path)}: a <${m[1]}> has no id`);
          const before = text.slice(0, m.index);
          const heading = Math.max(before.lastIndexOf('\n#'), 0);
          const words = text.slice(heading, (m.index ?? 0) + m[0].length);
          out.push({ id: attrs.id, page: relative(dir, path), component: m[1] as Example['component'], attrs, words });
        }
      }
    }
  };
  walk(dir);
  return out;
}

/** The game as the board would start it, from the attributes Board.astro gives it (../src/board-props.ts: seed 1 unless the example gives one). */
export function startOf(example: Example): { game: GameState; dice: ScriptedDice } {
  const c = configOf(example);
  const game = createGame({ rules: c.rules, options: c.options, queen: c.queen || undefined, position: c.position || undefined });
  return { game, dice: new ScriptedDice(c.script, c.seed) };
}

function configOf(example: Example) {
  const config = readConfig(boardAttributes(example.attrs) as AttributeValues, () => 1);
  if (!config.ok) throw new Error(`${example.id}: ${config.problem.attribute}="${config.problem.value}": ${config.problem.why}`);
  return config.value;
}

/** The example's computer players play its whole game, as the page's board does (the `computers` step); every action they took, in order. */
function playedByComputers(example: Example): { state: GameState; actions: Action[] } {
  // The board's own machine, its computers' delays on a simulated clock.
  const clock = new SimulatedClock();
  const game = new TableroGame(configOf(example), undefined, { clock });
  for (let n = 0; game.state.phase !== 'over'; n++) {
    if (n === 100_000) throw new Error('the computer players did not finish in 100,000 steps of the clock');
    if (game.personActs) throw new Error(`nobody plays: a person must act (phase ${game.state.phase})`);
    clock.increment(1);
  }
  return { state: game.state, actions: [...game.record.actions] };
}

const ROLLS: Partial<Record<GameState['phase'], Action['type']>> = {
  queenNumber: 'queen.roll',
  initiative: 'initiative.roll',
  roll: 'dice.roll',
};

/** The engine action for one step of the small language above (a roll takes the next scripted dice). */
export function stepAction(s: GameState, text: string, dice: ScriptedDice): Action {
  const [verb, a, b] = text.split(' ');
  switch (verb) {
    case 'roll': {
      const type = ROLLS[s.phase];
      if (!type) throw new Error(`cannot roll in phase ${s.phase}`);
      return { type, dice: dice.roll() } as Action;
    }
    case 'centre':
      return { type: 'centre.fill' };
    case 'move':
      return { type: 'glass.move', from: parseSquare(a), to: parseSquare(b) };
    case 'pull':
      return { type: 'pull.take', line: [...pullableLines(s)[0].squares] };
    case 'share':
      return { type: 'pull.share', opponent: Number(a), spectators: Number(b) };
    case 'refill':
      return { type: 'glasses.refill' };
    case 'toast':
      return { type: 'queen.toast', square: parseSquare(a) };
    case 'muggins':
      return { type: 'queen.muggins', square: parseSquare(a) };
    case 'spectator':
      return { type: 'queen.muggins', square: parseSquare(a), by: 'spectator', baseline: b === 'n' ? 1 : 0 };
    case 'call':
      return { type: 'queen.call' };
    case 'decline':
      return { type: 'pull.decline' };
    case 'pass':
      return { type: 'dice.pass' };
    case 'slash':
      return { type: 'glass.slash', square: parseSquare(a) };
    case 'run':
      return { type: 'run.announce' };
    default:
      throw new Error(`unknown step "${text}"`);
  }
}

/** One step of the small language above, on the engine. */
export function step(s: GameState, text: string, dice: ScriptedDice): GameState {
  return apply(s, stepAction(s, text, dice));
}

export interface CheckResult {
  readonly example: Example;
  readonly ok: boolean;
  readonly message: string;
}

/** Play one example's steps and check its moment. Never throws. */
export function checkExample(example: Example): CheckResult {
  const want = EXPECTATIONS[example.id];
  if (!want) return { example, ok: false, message: `no expectation for "${example.id}" in site/scripts/examples.ts` };
  try {
    if (example.attrs.position) parsePosition(example.attrs.position);
    const start = startOf(example);
    const dice = start.dice;
    let game = start.game;
    let actions: Action[] = [];
    if (want.steps.join() === 'computers') ({ state: game, actions } = playedByComputers(example));
    else for (const s of want.steps) game = step(game, s, dice);
    const verdict = want.check(game, { example, actions });
    if (verdict === true) return { example, ok: true, message: want.says };
    const why = typeof verdict === 'string' ? `: ${verdict}` : '';
    return { example, ok: false, message: `does not reach: ${want.says} (phase ${game.phase}, player ${game.player})${why}` };
  } catch (e) {
    return { example, ok: false, message: (e as Error).message };
  }
}

export function checkAll(): CheckResult[] {
  const examples = collectExamples();
  const ids = new Set<string>();
  const results = examples.map((ex) => {
    if (ids.has(ex.id)) return { example: ex, ok: false, message: `duplicate id "${ex.id}"` };
    ids.add(ex.id);
    return checkExample(ex);
  });
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = checkAll();
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.example.page} #${r.example.id}: ${r.message}`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(`examples: ${results.length - failed}/${results.length} ok`);
  process.exit(failed ? 1 : 0);
}
