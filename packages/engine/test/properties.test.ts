/**
 * Property tests over thousands of random games: every preset, random and greedy bots, mixed seeds,
 * and the variants that change the most code (manual calling with Spectator Muggins, one direction,
 * the no-score game).
 *
 * Each game is played by `playGame` with an `onAction` observer, which sees the state before every
 * action; the state after the last action is checked once the game returns. The checks are written
 * from RULES.md, independently of the engine's own helpers where that is cheap (move legality, stuck
 * rolls, lines on the ranks, where glasses go), so that a bug shared by the checked and the trusted
 * paths still shows.
 *
 * The games come from a fixed fast-check seed, so the checks that a batch reached every kind of action
 * (a courtesy fill is rare) hold on every run instead of failing now and then. To explore other games:
 * `FC_SEED=<number> npx vitest run packages/engine/test/properties.test.ts` (a failure prints its seed).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GLASSES as ENGINE_GLASSES,
  SIZE as ENGINE_SIZE,
  SQUARES as ENGINE_SQUARES,
  SeededDice,
  Xoshiro128,
  apply,
  applyInPlace,
  cloneState,
  createGame,
  describe as describeState,
  isSkunked,
  legalChoices,
  mugginsChoices,
  pullableLines,
  reasonIllegal,
  shotsBalance,
  stakeSize,
  type Action,
  type GameState,
  type MoveRecord,
  type PresetName,
  type RuleOptions,
  type Side,
} from '../src/index.ts';
import { botNamed, greedyBot, randomBot, type Bot, type BotName } from '../src/bots/index.ts';
import { playGame } from '../src/sim/index.ts';
import { firstMovesInto, hasLegalPair, isLegalMove, legalMoves, MOVE_BUFFER_SIZE, secondMovesFromFirst } from '../src/rules/moves.ts';
import { rollDice } from '../src/rules/turn.ts';
import { anyPullableLine } from '../src/rules/lines.ts';

// ---------------------------------------------------------------------------------------------
// Independent geometry: moves and lines as RULES.md states them.

// The board's numbers as local constants: under vitest an imported binding is a property read on
// every use, which the hot loops below would pay for millions of times. A test checks they agree.
const SIZE = 7;
const GLASSES = 7;
const SQUARES = 49;

/** Rook directions as [file step, rank step]; 0,1 along the file (up, down), 2,3 along the rank. */
const DIRS = [
  [0, 1],
  [0, -1],
  [1, 0],
  [-1, 0],
] as const;

/** The square `dist` steps from `from` in `dir` over empty squares, or -1 (edge, or a glass in the way). */
function reach(at: readonly number[], from: number, dir: number, dist: number): number {
  let f = from % SIZE;
  let r = Math.floor(from / SIZE);
  for (let i = 0; i < dist; i++) {
    f += DIRS[dir][0];
    r += DIRS[dir][1];
    if (f < 0 || f >= SIZE || r < 0 || r >= SIZE || at[r * SIZE + f] >= 0) return -1;
  }
  return r * SIZE + f;
}

/** Directions glass `g` may take now: its file only (file movement) or any; never back the way it went (one direction). */
function dirsFor(s: GameState, g: number, orientation: -1 | 0 | 1): number[] {
  const out: number[] = [];
  const last = s.rules.movement === 'file' ? 2 : 4;
  for (let d = 0; d < last; d++) {
    if (orientation === 0 && d >= 2) continue;
    if (orientation === 1 && d < 2) continue;
    if (s.rules.oneDirection && s.direction[g] >= 0 && s.direction[g] === (d ^ 1)) continue;
    out.push(d);
  }
  return out;
}

/** Can a glass other than `except` move `dist` now, along `orientation` (rook) or anyhow? */
function someMove(s: GameState, dist: number, except: number, orientation: -1 | 0 | 1): boolean {
  for (let g = 0; g < GLASSES; g++) {
    const q = s.squareOf[g];
    if (g === except || q < 0) continue;
    for (const d of dirsFor(s, g, orientation)) if (reach(s.at, q, d, dist) >= 0) return true;
  }
  return false;
}

/** Does the roll on `s` (no move made yet) have a pair of moves that uses both dice? */
function pairExists(s: GameState): boolean {
  const dice = s.dice as number[];
  const rook = s.rules.movement === 'rook';
  const at = s.at.slice();
  const probe = { ...s, at, squareOf: s.squareOf.slice() };
  for (let g = 0; g < GLASSES; g++) {
    const q = probe.squareOf[g];
    if (q < 0) continue;
    for (let die = 0; die < 2; die++) {
      for (const d of dirsFor(s, g, -1)) {
        const to = reach(at, q, d, dice[die]);
        if (to < 0) continue;
        at[q] = -1;
        at[to] = g;
        probe.squareOf[g] = to;
        const ok = someMove(probe, dice[1 - die], g, rook ? (d < 2 ? 1 : 0) : -1);
        at[to] = -1;
        at[q] = g;
        probe.squareOf[g] = q;
        if (ok) return true;
      }
    }
  }
  return false;
}

/** Why the move `from`-`to` breaks RULES.md in state `s` (before it is made), or null. */
function moveProblem(s: GameState, from: number, to: number): string | null {
  if (s.phase !== 'moving' || !s.dice) return 'a move outside the moving phase';
  const g = s.at[from];
  if (g < 0) return 'no glass on the from square';
  if (s.moves.some((m) => m.glass === g)) return 'the same glass moved twice in one roll';
  const sameFile = from % SIZE === to % SIZE;
  const sameRank = Math.floor(from / SIZE) === Math.floor(to / SIZE);
  if (s.rules.movement === 'file' && !sameFile) return 'a file-movement glass left its file';
  if (!sameFile && !sameRank) return 'not a straight move';
  const dist = sameFile ? Math.abs(from - to) / SIZE : Math.abs(from - to);
  const d = sameFile ? (to > from ? 0 : 1) : to > from ? 2 : 3;
  const open = s.moves.length === 1 ? [s.dice[1 - s.moves[0].die]] : s.dice;
  if (!open.includes(dist)) return `moved ${dist} with ${open.join('/')} to use`;
  if (reach(s.at, from, d, dist) !== to) return 'the move leaves the board or passes through or onto a glass';
  if (s.rules.oneDirection && s.direction[g] === (d ^ 1)) return 'the glass reversed its direction within the turn';
  if (s.rules.movement === 'rook' && s.moves.length === 1) {
    const m = s.moves[0];
    if ((m.from % SIZE === m.to % SIZE) === sameFile) return 'both glasses of a roll moved along the same orientation';
  }
  if (s.moves.length === 0) {
    // Both dice must be used: some second move must follow this first one.
    const probe = { ...s, at: s.at.slice(), squareOf: s.squareOf.slice(), direction: s.direction.slice() };
    probe.at[from] = -1;
    probe.at[to] = g;
    probe.squareOf[g] = to;
    probe.direction[g] = d;
    const other = open[0] === dist ? open[1] : open[0];
    if (!someMove(probe, other, g, s.rules.movement === 'rook' ? (sameFile ? 1 : 0) : -1)) return 'a first move after which the other die cannot be used';
  }
  return null;
}

/** Is there a pullable line on the ranks (and long diagonals) for the file-movement presets? */
function fileLineStands(s: GameState): boolean {
  const r = s.rules;
  const min = r.pullSize - (r.kendal && isSkunked(s, s.player) ? 1 : 0);
  const moved = (q: number): boolean => ((s.movedMask >> s.at[q]) & 1) === 1;
  const firstRank = r.baselineLines ? 0 : 1;
  const lastRank = r.baselineLines ? SIZE - 1 : SIZE - 2;
  for (let rank = firstRank; rank <= lastRank; rank++) {
    let run = 0;
    let anyMoved = false;
    for (let f = 0; f <= SIZE; f++) {
      const q = rank * SIZE + f;
      if (f < SIZE && s.at[q] >= 0) {
        run++;
        anyMoved ||= moved(q);
        continue;
      }
      if (run >= min && anyMoved) return true;
      run = 0;
      anyMoved = false;
    }
  }
  if (r.fullDiagonal) {
    for (const diag of [
      [0, 8, 16, 24, 32, 40, 48],
      [42, 36, 30, 24, 18, 12, 6],
    ]) {
      if (diag.every((q) => s.at[q] >= 0) && diag.some(moved)) return true;
    }
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// The checked game.

/** The pass numbers RULES.md gives each preset (doubles pass in anarchist). */
const PASS_NUMBERS: Record<PresetName, number[]> = {
  powell: [7, 11],
  'da-gucci': [7, 11, 12],
  anarchist: [],
  'de-jesus': [7, 11, 12],
};

/** The pass numbers for a preset with options: the preset's, or 7 and 11 with or without 12. */
const passNumbers = (preset: PresetName, options: RuleOptions = {}): number[] =>
  options.passTwelve === undefined ? PASS_NUMBERS[preset] : options.passTwelve ? [7, 11, 12] : [7, 11];

interface GameSpec {
  preset: PresetName;
  options?: RuleOptions;
  bots: readonly [Bot, Bot];
  diceSeed: number;
  botSeed: number;
  maxRolls?: number;
  /** Compare `apply` with `applyInPlace` on the first two actions of each type in a game, then every n-th of that type. */
  sampleEvery?: number;
}

/** What the checks need of the state before an action (kept small: it is taken before every action). */
interface Before {
  player: Side;
  stake: [number, number];
  drunk: [number, number, number];
  pending: number[];
  filler: Side;
  moves: MoveRecord[];
  ended: boolean;
  resumePhase: string | null;
  pullShots: number;
  /** The glass on the action's square (`from` of a move, `square` of a toast or muggins), and its fill. */
  glass: number;
  glassFill: number;
  pulls: number;
  courtesyFills: number;
}

const ended = (s: GameState): boolean => s.phase === 'toastRound' || s.phase === 'over';
const otherSide = (side: Side): Side => (side ^ 1) as Side;
const baseline = (side: Side, file: number): number => (side === 0 ? file : (SIZE - 1) * SIZE + file);

/** The state without its shared rules object, as text: plain data compares deeply this way. */
const stateText = (s: GameState): string => JSON.stringify({ ...s, rules: null });

/** Actions at which a side may owe fills (and so lose). */
function owesFills(s: GameState, a: Action): boolean {
  return a.type === 'glasses.refill' || a.type === 'centre.fill' || a.type === 'glass.place' || (a.type === 'dice.pass' && s.rules.fillOnPass);
}

/** Play one game, checking after every action; throws a message naming the seeds and the action. */
function playChecked(spec: GameSpec, actions: Map<string, number> = new Map()): GameState {
  const s = createGame({ rules: spec.preset, options: spec.options });
  const rules = s.rules;
  const size = stakeSize(rules);
  const passing = passNumbers(spec.preset, spec.options);
  /** Does this roll pass the dice at once: a pass number, or doubles in anarchist? */
  const passRoll = (d0: number, d1: number): boolean => passing.includes(d0 + d1) || (spec.preset === 'anarchist' && d0 === d1);
  const sampleEvery = spec.sampleEvery ?? 40;
  const seen = new Map<string, number>();
  /** Counted here from the actions, to check the engine's tally: stuck rolls, pulls by size, Kendals. */
  let stuck = 0;
  const pulls = [0, 0, 0, 0, 0, 0, 0, 0];
  let kendals = 0;
  /** Shots each side had poured when the first roll was made: its opening glasses. */
  let opening: number[] | null = null;
  let step = 0;
  let last: Action | null = null;
  let before: Before | null = null;
  let expected: string | null = null;

  const fail = (what: string): never => {
    throw new Error(
      `${spec.preset} ${JSON.stringify(spec.options ?? {})} bots ${spec.bots[0].name},${spec.bots[1].name} ` +
        `dice seed ${spec.diceSeed} bot seed ${spec.botSeed}: after action #${step} ${JSON.stringify(last)}: ${what}\n  ${describeState(s)}`,
    );
  };

  /** Invariants that hold in every state. */
  const checkState = (): void => {
    let onBoard = 0;
    let files = 0;
    for (let g = 0; g < GLASSES; g++) {
      const q = s.squareOf[g];
      if (!Number.isInteger(q) || q < -1 || q >= SQUARES) fail(`glass ${g} has square ${q}`);
      if (s.fill[g] !== -1 && s.fill[g] !== 0 && s.fill[g] !== 1) fail(`glass ${g} has fill ${s.fill[g]}`);
      if (q < 0) {
        if (s.fill[g] >= 0) fail(`glass ${g} is off the board but full`);
        continue;
      }
      onBoard++;
      if (s.at[q] !== g) fail(`glass ${g} is on ${q} but at[${q}] = ${s.at[q]} (lost or stacked)`);
      files |= 1 << (q % SIZE);
    }
    let occupied = 0;
    for (let q = 0; q < SQUARES; q++) {
      const g = s.at[q];
      if (g < 0) continue;
      occupied++;
      if (g >= GLASSES || s.squareOf[g] !== q) fail(`at[${q}] = ${g} but that glass is on ${s.squareOf[g]}`);
    }
    if (occupied !== onBoard) fail(`${occupied} squares hold a glass but ${onBoard} glasses are on the board`);
    // Off the board only in de-jesus, only the glasses still to be placed or replaced.
    let off = GLASSES;
    if (rules.start !== 'placed' || (s.phase !== 'initiative' && s.phase !== 'placing' && s.phase !== 'refill' && s.phase !== 'over')) off = 0;
    else if (s.phase === 'placing' || (s.phase === 'over' && s.toPlace[0] + s.toPlace[1] > 0)) off = s.toPlace[0] + s.toPlace[1];
    else if (s.phase === 'refill' || s.phase === 'over') off = s.pending.length;
    if (GLASSES - onBoard !== off) fail(`${GLASSES - onBoard} glasses off the board, expected ${off} in phase ${s.phase}`);
    for (const g of s.phase === 'refill' && rules.afterPull === 'replenish' ? s.pending : [])
      if (s.squareOf[g] >= 0) fail(`pending glass ${g} is still on the board`);
    // One glass per file where glasses move along their file.
    if (rules.movement === 'file') {
      let n = 0;
      for (let m = files; m; m &= m - 1) n++;
      if (n !== onBoard) fail(`${onBoard} glasses on ${n} files`);
    }
    // Shots are conserved.
    if (!shotsBalance(s)) fail(`shots do not balance: stake ${s.stake} poured ${s.poured} drunk ${s.drunk} pot ${s.pot}`);
    if (s.stake.some((x) => x < 0) || s.drunk.some((x) => x < 0) || s.pot < 0) fail('a negative stake, drink or pot');
    if (ended(s) !== (s.result !== null)) fail(`phase ${s.phase} with result ${JSON.stringify(s.result)}`);
    if (rules.noScore) {
      if (ended(s)) fail('a no-score game ended');
      if (s.stake[0] !== size || s.stake[1] !== size) fail(`no-score stakes shrank to ${s.stake}`);
    }
    if (s.phase === 'over' && !rules.mostDrunkWins && s.fill.some((f) => f >= 0)) fail('the toast round left a full glass');
    // Play never gets stuck where a choice list can run dry (moves are covered by the move oracle).
    if ((s.phase === 'pullDecision' || s.phase === 'run' || s.phase === 'sharing' || s.phase === 'toastRound') && legalChoices(s).length === 0)
      fail(`no legal choice in phase ${s.phase}`);
  };

  /** What an action did, against RULES.md. */
  const checkStep = (b: Before, a: Action): void => {
    const player = b.player;
    const opp = otherSide(player);
    // The game ends exactly when a required fill fails.
    if (!b.ended && ended(s)) {
      const r = s.result!;
      if (rules.mostDrunkWins) {
        const short = s.shortfall;
        if (!short || s.stake[short.side] > 0) fail(`a de-jesus game ended with the stakes at ${s.stake}`);
        if (!owesFills(s, a)) fail(`a de-jesus game ended on ${a.type}`);
        const [south, north] = s.drunk;
        if (r.draw !== (south === north) || (!r.draw && r.winner !== (south > north ? 0 : 1))) fail(`result ${JSON.stringify(r)} with drinks ${s.drunk}`);
      } else if (r.winner !== null) {
        const loser = otherSide(r.winner);
        if (!owesFills(s, a)) fail(`the game was lost on ${a.type}, which owes no fill`);
        if (s.stake[loser] !== 0) fail(`the loser still has ${s.stake[loser]} shots`);
        if (!s.shortfall || s.shortfall.side !== loser || s.shortfall.glasses.length === 0) fail(`shortfall ${JSON.stringify(s.shortfall)}`);
        for (const g of s.shortfall!.glasses) if (s.fill[g] >= 0) fail(`shortfall glass ${g} is full`);
        // Skunks (RULES.md): the winner had not opened their second bottle; a royal skunk: the winner
        // never filled more than their opening glasses.
        const w = r.winner;
        const skunk = rules.bottles > 1 && s.poured[w] <= rules.shotsPerBottle;
        // Our reading: a game of one bottle a side has no skunks, a royal one neither.
        const royal = s.rules.bottles > 1 && s.poured[w] <= (opening ?? s.poured)[w];
        if (r.skunk !== skunk || r.royalSkunk !== royal)
          fail(
            `result ${JSON.stringify(r)}; the winner poured ${s.poured[w]}, ${(opening ?? s.poured)[w]} before the first roll: skunk ${skunk}, royal ${royal}`,
          );
      } else {
        if (!r.draw) fail('an ending with no winner and no draw');
        if (a.type !== 'queen.toast' && a.type !== 'queen.muggins' && a.type !== 'queen.treason') fail(`a draw on ${a.type}`);
        if (s.stake[0] !== 0 || s.stake[1] !== 0) fail(`a draw with stakes ${s.stake}`);
      }
    }
    if (!ended(s)) {
      // ...and never before: every fill owed was made.
      if (a.type === 'glasses.refill' && a.square === undefined) for (const g of b.pending) if (s.fill[g] < 0) fail(`pending glass ${g} was not refilled`);
      if ((a.type === 'centre.fill' || (a.type === 'dice.pass' && rules.fillOnPass)) && s.fill.some((f, g) => f < 0 && s.squareOf[g] >= 0))
        fail(`${a.type} left an empty glass`);
      const placed = a.type === 'glass.place' || a.type === 'glasses.refill' ? a.square : undefined;
      if (placed !== undefined && s.fill[s.at[placed]] < 0) fail('a placed glass is empty');
    }
    switch (a.type) {
      case 'dice.roll': {
        const [d0, d1] = a.dice;
        const total = d0 + d1;
        if (s.mugginsOpen) fail('the muggins window stayed open through a roll');
        const queenRoll = rules.queen !== 'none' && total === s.queen && !(rules.doublesPass && d0 === d1 && !rules.damonLaw);
        if (queenRoll && rules.queenCall === 'auto') {
          if (s.phase !== 'queenToast') fail(`the Queen's Number ${total} led to ${s.phase}`);
        } else if (passRoll(d0, d1)) {
          if (s.phase !== 'passing') fail(`pass roll ${d0}-${d1} led to ${s.phase}`);
        } else {
          const stuck = !pairExists(s);
          if (s.phase !== (stuck ? 'passing' : 'moving')) fail(`roll ${d0}-${d1} (${stuck ? 'stuck' : 'playable'}) led to ${s.phase}`);
        }
        break;
      }
      case 'glass.move': {
        const g = b.glass;
        if (s.squareOf[g] !== a.to && !ended(s)) fail('the glass is not where it moved');
        if (s.moves.length === 1 && s.phase === 'moving') {
          // A second move must be possible (the first was legal only if one follows).
          const m = s.moves[0];
          if (!someMove(s, (s.dice as number[])[1 - m.die], m.glass, rules.movement === 'rook' ? (m.from % SIZE === m.to % SIZE ? 1 : 0) : -1))
            fail('after the first move the other die cannot be used');
        }
        if (b.moves.length === 1 && rules.movement === 'file' && rules.chevrons === 0) {
          const stands = fileLineStands(s);
          if (stands !== (s.phase === 'pullDecision')) fail(`a line ${stands ? 'stands' : 'does not stand'} but the phase is ${s.phase}`);
        }
        break;
      }
      case 'dice.pass':
        if (s.player !== opp && !ended(s)) fail('the dice did not go to the other player');
        if (s.mugginsOpen) fail('the muggins window stayed open through a pass');
        break;
      case 'pull.take':
        if (s.mugginsOpen) fail('the muggins window stayed open through a pull');
        if (s.tally.pulls[a.line.length] !== b.pulls + 1) fail('the pull was not counted by its size');
        break;
      case 'pull.share': {
        const kept = s.drunk[player] - b.drunk[player];
        const given = s.drunk[opp] - b.drunk[opp] + s.drunk[2] - b.drunk[2];
        const need = rules.share === 'all' ? b.pullShots : Math.ceil(b.pullShots / 2);
        if (kept + given !== b.pullShots || kept < need) fail(`shared ${kept}+${given} of ${b.pullShots}; the Player must drink ${need}`);
        break;
      }
      case 'queen.toast': {
        const g = b.glass;
        const dest = rules.movement === 'rook' ? a.to! : baseline(opp, a.square % SIZE);
        if (s.squareOf[g] !== dest) fail(`the Queen's glass went to ${s.squareOf[g]}, not ${dest}`);
        if (b.glassFill >= 0 && s.drunk[player] !== b.drunk[player] + 1) fail("the Player did not drink the Queen's glass");
        if (!ended(s)) {
          const filler = b.stake[opp] > 0 || rules.noScore ? opp : player;
          if (s.fill[g] !== filler) fail(`the Queen's glass was filled by ${s.fill[g]}, expected ${filler}`);
          const [d0, d1] = s.dice as number[];
          const next = passRoll(d0, d1) || !pairExists(s) ? 'passing' : 'moving';
          // The toast comes first, then the roll's moves on the board as the toast left it (RULES.md), whether
          // the call was automatic, made before moving, or made when the roll looked stuck.
          if ((b.resumePhase === 'moving' || b.resumePhase === 'passing') && s.phase !== next)
            fail(`after the toast (called in ${b.resumePhase}) the roll ${d0}-${d1} led to ${s.phase}, expected ${next}`);
        }
        break;
      }
      case 'queen.treason':
        if (rules.muggins !== 'treason') fail('treason outside da-gucci');
        if (b.glassFill >= 0 && s.drunk[opp] !== b.drunk[opp] + 1) fail('the treason caller did not drink');
        if (!ended(s) && (s.player !== player || s.phase !== 'roll' || s.mugginsOpen)) fail(`after treason: player ${s.player}, phase ${s.phase}`);
        if (s.squareOf[b.glass] !== baseline(player, a.square % SIZE)) fail(`the treason glass went to ${s.squareOf[b.glass]}`);
        break;
      case 'queen.muggins': {
        const g = b.glass;
        if (rules.muggins === 'treason' && a.by !== 'spectator') fail('treason sent as queen.muggins');
        const caller = a.by === 'spectator' ? 2 : opp;
        if (b.glassFill >= 0 && s.drunk[caller] !== b.drunk[caller] + 1) fail('the muggins caller did not drink');
        if (s.player !== player) fail('the Player lost the dice to muggins');
        if (s.mugginsOpen) fail('the muggins window stayed open after a call');
        if (rules.muggins === 'return' || a.by === 'spectator') {
          for (const m of b.moves) if (m.glass !== g && s.squareOf[m.glass] !== m.from) fail(`moved glass ${m.glass} did not go back to ${m.from}`);
          const side = a.by === 'spectator' ? a.baseline! : player;
          const fileOfG = (b.moves.find((m) => m.glass === g)?.from ?? a.square) % SIZE;
          if (s.squareOf[g] !== baseline(side, fileOfG)) fail(`the muggins glass went to ${s.squareOf[g]}`);
          if (!ended(s) && (s.moves.length !== 0 || (s.phase !== 'moving' && s.phase !== 'passing'))) fail(`after muggins the phase is ${s.phase}`);
        } else if (rules.muggins === 'in-place' && s.squareOf[g] !== a.square) fail('anarchist muggins moved the glass');
        break;
      }
      case 'glasses.refill':
        if (!ended(s) && rules.afterPull === 'opponent-baseline' && (s.player !== b.filler || s.phase !== 'roll')) fail('the refiller did not take the dice');
        break;
      case 'courtesy.fill':
        if (s.result !== null || s.tally.courtesyFills !== b.courtesyFills + 1) fail('a courtesy fill did not resume play');
        break;
      case 'toast.raise':
        if (s.phase !== 'over') fail('the toast did not end the game');
        break;
    }
  };

  const snapshot = (a: Action): Before => {
    const square = a.type === 'glass.move' ? a.from : a.type === 'queen.toast' || a.type === 'queen.muggins' || a.type === 'queen.treason' ? a.square : -1;
    const glass = square >= 0 ? s.at[square] : -1;
    return {
      player: s.player,
      stake: [s.stake[0], s.stake[1]],
      drunk: [s.drunk[0], s.drunk[1], s.drunk[2]],
      pending: s.pending.length ? s.pending.slice() : [],
      filler: s.filler,
      moves: s.moves.length ? s.moves.slice() : [],
      ended: ended(s),
      resumePhase: s.queenResume?.phase ?? null,
      pullShots: s.pull?.shots ?? 0,
      glass,
      glassFill: glass >= 0 ? s.fill[glass] : -1,
      pulls: a.type === 'pull.take' ? s.tally.pulls[a.line.length] : 0,
      courtesyFills: s.tally.courtesyFills,
    };
  };

  const afterAction = (): void => {
    checkState();
    if (before && last) checkStep(before, last);
    if (expected !== null) {
      if (stateText(s) !== expected) fail('the trusted path and the public apply() disagree');
      expected = null;
    }
  };

  checkState();
  playGame(s, spec.bots, new SeededDice(spec.diceSeed), new Xoshiro128(spec.botSeed), {
    maxRolls: spec.maxRolls ?? 20_000,
    onAction(st, a) {
      if (last) afterAction();
      step++;
      last = a;
      // The bots' choice passes the checked path.
      const why = reasonIllegal(st, a);
      if (why !== null) fail(`the bot chose an illegal action: ${why}`);
      if (a.type === 'glass.move') {
        const problem = moveProblem(st, a.from, a.to);
        if (problem) fail(`illegal move by RULES.md: ${problem}`);
      }
      const placed = a.type === 'glass.place' || a.type === 'glasses.refill' ? a.square : undefined;
      if (placed !== undefined) {
        const rank = Math.floor(placed / SIZE);
        if (rank !== 0 && rank !== SIZE - 1) fail('a glass placed off ranks 1 and 7');
      }
      before = snapshot(a);
      if (a.type === 'dice.roll' && !opening) opening = st.poured.slice();
      if (a.type === 'dice.pass' && st.phase === 'passing' && !passRoll(st.dice![0], st.dice![1])) stuck++;
      if (a.type === 'pull.take') {
        pulls[a.line.length]++;
        if (a.line.length < rules.pullSize) kendals++;
      }
      const nth = (seen.get(a.type) ?? 0) + 1;
      seen.set(a.type, nth);
      const kind = a.type === 'queen.muggins' && a.by === 'spectator' ? 'queen.muggins/spectator' : a.type;
      actions.set(kind, (actions.get(kind) ?? 0) + 1);
      if (nth <= 2 || nth % sampleEvery === 0) {
        const input = stateText(st);
        const viaApply = apply(st, a);
        if (stateText(st) !== input) fail('apply() changed its input');
        const copy = cloneState(st);
        applyInPlace(copy, a);
        expected = stateText(viaApply);
        if (stateText(copy) !== expected) fail('apply() and applyInPlace() on a clone disagree');
      }
    },
  });
  if (last) afterAction();
  if (!rules.noScore && s.phase !== 'over' && s.tally.rolls < (spec.maxRolls ?? 20_000)) fail('playGame stopped before the end');
  // The tally the simulator reports agrees with the actions taken.
  const n = (type: string): number => seen.get(type) ?? 0;
  const t = s.tally;
  const counted = {
    rolls: n('dice.roll') + n('run.roll'),
    passes: n('dice.pass') - stuck,
    stuck,
    queenToasts: n('queen.toast'),
    mugginsCalls: n('queen.muggins') + n('queen.treason'),
    pulls,
    fullPulls: pulls[7],
    kendals,
    slashes: n('glass.slash'),
    runs: n('run.announce'),
    courtesyFills: n('courtesy.fill'),
  };
  if (JSON.stringify(counted) !== JSON.stringify(t)) fail(`tally ${JSON.stringify(t)} but the actions say ${JSON.stringify(counted)}`);

  // powell's house rule: the Queen's Number is never a pass number (unless "Pass Numbers as the Queen's Number").
  if (spec.preset === 'powell' && !spec.options?.queenMayPass && passing.includes(s.queen)) fail(`powell's Queen's Number is ${s.queen}`);
  return s;
}

// ---------------------------------------------------------------------------------------------
// Arbitraries.

const seed = fc.integer({ min: 0, max: 0xffff_ffff });

/** Bots for a game: random, greedy, or one of each; greedy weighs `greedyWeight` against random's 8 (it is slow in some presets). */
function botPair(greedyWeight: number): fc.Arbitrary<readonly [BotName, BotName]> {
  if (greedyWeight === 0) return fc.constant(['random', 'random'] as const);
  const bot = fc.oneof({ arbitrary: fc.constant<BotName>('random'), weight: 8 }, { arbitrary: fc.constant<BotName>('greedy'), weight: greedyWeight });
  return fc.tuple(bot, bot);
}

/**
 * A bot that also makes the spectators' muggins calls (the stock bots call only as the Opponent, and are
 * asked once per miss, as the window opens): when it is to act with a spectator's call open, it makes
 * one two times in three.
 */
function withSpectators(base: Bot): Bot {
  return {
    name: base.name,
    choose(s, rng) {
      const calls = mugginsChoices(s).filter((c) => c.type === 'queen.muggins' && c.by === 'spectator');
      if (calls.length && rng.below(3) !== 0) return calls[rng.below(calls.length)];
      return base.choose(s, rng);
    },
    muggins: base.muggins,
  };
}

/** What a batch of games did: endings, and how often each action was taken. */
interface Count {
  games: number;
  endings: Record<string, number>;
  actions: Map<string, number>;
}

/** Stakes used alongside the preset's own, so games are shorter and endings come more often. */
const SHORT_STAKES: Record<PresetName, RuleOptions> = {
  powell: { shotsPerBottle: 4 },
  'da-gucci': { shotsPerBottle: 4 },
  anarchist: { shotsPerBottle: 4 },
  'de-jesus': { shotsPerBottle: 8 },
};

interface Workload {
  options?: RuleOptions;
  /** Half the games with the short stakes above. */
  shortStakes?: boolean;
  /** Bots also call muggins as spectators. */
  spectators?: boolean;
  maxRolls?: number;
}

/** fast-check's seed for every batch: FC_SEED from the environment, else a fixed one. */
const FC_SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : 20_261_123;

/** Run a property over random games of a preset; returns what happened, for sanity checks. */
function property(preset: PresetName, numRuns: number, greedyWeight: number, w: Workload = {}): Count {
  const count: Count = { games: 0, endings: {}, actions: new Map() };
  const arb = fc.record({ diceSeed: seed, botSeed: seed, bots: botPair(greedyWeight), short: w.shortStakes ? fc.boolean() : fc.constant(false) });
  fc.assert(
    fc.property(arb, ({ diceSeed, botSeed, bots, short }) => {
      const pair = bots.map((b) => (w.spectators ? withSpectators(botNamed(b)) : botNamed(b))) as [Bot, Bot];
      const options = short ? { ...w.options, ...SHORT_STAKES[preset] } : w.options;
      const s = playChecked({ preset, options, bots: pair, diceSeed, botSeed, maxRolls: w.maxRolls }, count.actions);
      count.games++;
      const key = s.phase !== 'over' ? 'unfinished' : s.result?.winner === null ? 'draw' : 'win';
      count.endings[key] = (count.endings[key] ?? 0) + 1;
    }),
    { numRuns, seed: FC_SEED },
  );
  return count;
}

/** How many times an action type was taken in a batch. */
const taken = (c: Count, type: string): number => c.actions.get(type) ?? 0;

// Games per preset over the whole file (at least 2,000 each):
//   powell    1000 + 400 + 300 + 100 + 25      da-gucci  1300 + 400 + 300 + 25
//   anarchist 1500 + 500 + 25                   de-jesus  1600 + 400 + 25

describe('properties over random games', () => {
  it('powell: glasses, files, shots, legality and the ending hold after every action', () => {
    const c = property('powell', 1000, 4, { shortStakes: true });
    expect(c.games).toBe(1000);
    expect(c.endings.win).toBeGreaterThan(0);
    expect(c.endings.draw).toBeGreaterThan(0);
    for (const type of ['queen.toast', 'pull.take', 'pull.decline', 'pull.share', 'glasses.refill', 'courtesy.fill', 'toast.raise'])
      expect(taken(c, type), type).toBeGreaterThan(0);
  });

  it('powell with manual calling and Spectator Muggins', () => {
    const c = property('powell', 400, 4, { options: { queenCall: 'manual', spectatorMuggins: true }, spectators: true, shortStakes: true });
    for (const type of ['queen.call', 'queen.muggins', 'queen.muggins/spectator']) expect(taken(c, type), type).toBeGreaterThan(0);
  });

  it('powell with one direction per glass per turn, and with a stake of one bottle', () => {
    expect(property('powell', 300, 4, { options: { oneDirection: true }, shortStakes: true }).games).toBe(300);
    expect(property('powell', 100, 4, { options: { bottles: 1, shotsPerBottle: 6 } }).endings.win).toBeGreaterThan(0);
  });

  it('da-gucci (treason, one direction, the diagonal)', () => {
    const c = property('da-gucci', 1300, 2, { shortStakes: true });
    expect(c.endings.draw).toBeGreaterThan(0);
    const manual = property('da-gucci', 400, 2, { options: { queenCall: 'manual' }, shortStakes: true });
    expect(taken(manual, 'queen.treason')).toBeGreaterThan(0);
    expect(taken(manual, 'dice.lift')).toBeGreaterThan(0);
    const kendal = property('da-gucci', 300, 2, { options: { pullSize: 5, kendal: true }, shortStakes: true });
    expect(taken(kendal, 'pull.take')).toBeGreaterThan(0);
  });

  it('anarchist (rook moves, slashing, compulsory pulls, reset to the spots)', () => {
    const c = property('anarchist', 1500, 1, { shortStakes: true });
    expect(c.endings.win).toBeGreaterThan(0);
    for (const type of ['glass.slash', 'pull.take', 'initiative.roll', 'centre.fill', 'queen.toast']) expect(taken(c, type), type).toBeGreaterThan(0);
    const manual = property('anarchist', 500, 1, { options: { oneDirection: true, queenCall: 'manual' }, shortStakes: true });
    expect(taken(manual, 'queen.muggins')).toBeGreaterThan(0);
  });

  it('de-jesus (placing, replacing, runs, the most drunk wins)', () => {
    const c = property('de-jesus', 1600, 8, { shortStakes: true });
    expect(c.endings.win).toBeGreaterThan(0);
    for (const type of ['glass.place', 'glasses.refill', 'pull.take', 'pull.decline', 'dice.pass']) expect(taken(c, type), type).toBeGreaterThan(0);
    expect(property('de-jesus', 400, 8, { options: { oneDirection: true }, shortStakes: true }).games).toBe(400);
  });

  it('the no-score game never ends within the roll cap and the stakes stay full', () => {
    for (const preset of ['powell', 'da-gucci', 'anarchist', 'de-jesus'] as const) {
      const c = property(preset, 25, 1, { options: { noScore: true }, maxRolls: 500 });
      expect(c.endings).toEqual({ unfinished: 25 });
    }
  });
});

describe('the direct fast path of playGame', () => {
  it('plays exactly the game the general path plays (200 seeds each of powell, da-gucci, de-jesus and anarchist, random bots)', () => {
    for (const preset of ['powell', 'da-gucci', 'de-jesus', 'anarchist'] as const) {
      for (let i = 0; i < 200; i++) {
        const fast = playGame(createGame({ rules: preset }), [randomBot, randomBot], new SeededDice(i * 7919 + 1), new Xoshiro128(i + 100_000));
        let actions = 0;
        const general = playGame(createGame({ rules: preset }), [randomBot, randomBot], new SeededDice(i * 7919 + 1), new Xoshiro128(i + 100_000), {
          onAction: () => void actions++,
        });
        expect(actions).toBeGreaterThan(0);
        expect(fast.phase).toBe('over');
        expect(stateText(fast), `${preset} seed ${i}`).toBe(stateText(general));
      }
    }
  });

  it('plays exactly the game the general path plays with greedy bots, and with one of each', () => {
    // The direct path covers greedy's rolls (with its bitmask searches under rank-only rules, and its
    // search over every pair under the others: anarchist's rook moves, da-gucci's diagonal) and (under
    // rank-only rules with pulled glasses going to the Opponent's baseline) its pulls, the sharing and
    // the refill; and the random bot's rolls, with anarchist's slashes and toasts to any square. Same final state (tally of pulls,
    // Kendals, toasts included), and the same number of draws from the bots' generator and the dice.
    const pairs: [BotName, BotName][] = [
      ['greedy', 'greedy'],
      ['greedy', 'random'],
      ['random', 'greedy'],
    ];
    const variants: { preset: PresetName; options?: RuleOptions }[] = [
      { preset: 'powell' },
      { preset: 'powell', options: { oneDirection: true, pullSize: 4 } },
      { preset: 'powell', options: { queenCall: 'manual', kendal: false } },
      { preset: 'powell', options: { bottles: 3, shotsPerBottle: 4 } },
      { preset: 'powell', options: { diagonal: true, chevron: true } },
      { preset: 'da-gucci' },
      { preset: 'da-gucci', options: { queenCall: 'manual' } },
      { preset: 'de-jesus' },
      { preset: 'anarchist' },
      { preset: 'anarchist', options: { queenCall: 'manual', damonLaw: true, kendal: false } },
    ];
    let pulls = 0;
    for (const { preset, options } of variants) {
      for (const [a, b] of pairs) {
        for (let i = 0; i < 60; i++) {
          const bots: [Bot, Bot] = [botNamed(a), botNamed(b)];
          const fastDice = new SeededDice(i * 104_729 + 3);
          const fastRng = new Xoshiro128(i + 7_000);
          const fast = playGame(createGame({ rules: preset, options }), bots, fastDice, fastRng, { maxRolls: 20_000 });
          const generalDice = new SeededDice(i * 104_729 + 3);
          const generalRng = new Xoshiro128(i + 7_000);
          const general = playGame(createGame({ rules: preset, options }), bots, generalDice, generalRng, {
            maxRolls: 20_000,
            onAction: () => {},
          });
          const where = `${preset} ${JSON.stringify(options)} ${a},${b} seed ${i}`;
          expect(fast.phase, where).toBe('over');
          expect(stateText(fast), where).toBe(stateText(general));
          expect(fastRng.getState(), where).toEqual(generalRng.getState());
          expect(fastDice.rng.getState(), where).toEqual(generalDice.rng.getState());
          pulls += fast.tally.pulls.reduce((x, y) => x + y, 0);
        }
      }
    }
    expect(pulls).toBeGreaterThan(3000);
  });
  it('stops at the roll cap right after the roll, as the general path does, and plays on from there the same', () => {
    // The simulator plays one roll, reads who rolled it (the starter), then plays on.
    let passed = 0;
    for (const preset of ['powell', 'da-gucci', 'de-jesus', 'anarchist'] as const) {
      for (const [a, b] of [
        ['random', 'greedy'],
        ['greedy', 'random'],
      ] as const) {
        for (let i = 0; i < 40; i++) {
          const bots: [Bot, Bot] = [botNamed(a), botNamed(b)];
          const fastRng = new Xoshiro128(i + 500);
          const generalRng = new Xoshiro128(i + 500);
          const fastDice = new SeededDice(i + 600);
          const generalDice = new SeededDice(i + 600);
          const fast = playGame(createGame({ rules: preset }), bots, fastDice, fastRng, { maxRolls: 1 });
          const general = playGame(createGame({ rules: preset }), bots, generalDice, generalRng, { maxRolls: 1, onAction: () => {} });
          const where = `${preset} ${a},${b} seed ${i}`;
          expect(fast.tally.rolls, where).toBe(1);
          expect(stateText(fast), where).toBe(stateText(general));
          if (fast.phase === 'passing') passed++;
          playGame(fast, bots, fastDice, fastRng, { maxRolls: 20_000 });
          playGame(general, bots, generalDice, generalRng, { maxRolls: 20_000, onAction: () => {} });
          expect(stateText(fast), where).toBe(stateText(general));
          expect(fastRng.getState(), where).toEqual(generalRng.getState());
        }
      }
    }
    expect(passed).toBeGreaterThan(20);
  });

  it('asks any other bot for its own choices: a bot of ours against a bot of the caller is asked as in the general loop', () => {
    // A bot that is not one of ours (here greedy under another object, noting each phase it is asked
    // in) must be asked for every choice of its own, the refills after the other side's pulls too.
    const asked = (log: string[]): Bot => ({
      name: 'greedy',
      choose: (s, rng) => (log.push(s.phase), greedyBot.choose(s, rng)),
      muggins: (s, rng) => greedyBot.muggins(s, rng),
    });
    let refills = 0;
    for (let i = 0; i < 40; i++) {
      const fastLog: string[] = [];
      const generalLog: string[] = [];
      const fast = playGame(createGame(), [greedyBot, asked(fastLog)], new SeededDice(i + 11), new Xoshiro128(i + 12));
      const general = playGame(createGame(), [greedyBot, asked(generalLog)], new SeededDice(i + 11), new Xoshiro128(i + 12), { onAction: () => {} });
      expect(stateText(fast), `seed ${i}`).toBe(stateText(general));
      expect(fastLog, `seed ${i}`).toEqual(generalLog);
      refills += fastLog.filter((p) => p === 'refill').length;
    }
    expect(refills).toBeGreaterThan(20);
  });
});

describe('the fast move lists agree with the general ones', () => {
  /** Every state of some games of each preset (both bots), with `check` run on each before its action. */
  function eachState(check: (s: GameState, a: Action) => void): number {
    let states = 0;
    const variants: { preset: PresetName; options?: RuleOptions }[] = [
      { preset: 'powell' },
      { preset: 'powell', options: { oneDirection: true, queenCall: 'manual' } },
      { preset: 'da-gucci' },
      { preset: 'anarchist' },
      { preset: 'de-jesus', options: { oneDirection: true } },
    ];
    for (const [v, { preset, options }] of variants.entries()) {
      for (let i = 0; i < 12; i++) {
        const bots: [Bot, Bot] = [botNamed(i % 2 ? 'greedy' : 'random'), botNamed(i % 3 ? 'random' : 'greedy')];
        playGame(createGame({ rules: preset, options }), bots, new SeededDice(v * 1000 + i), new Xoshiro128(v * 1000 + i + 1), {
          maxRolls: 3000,
          onAction: (s, a) => {
            states++;
            check(s, a);
          },
        });
      }
    }
    return states;
  }

  const list = (buf: Int32Array, n: number): number[] => Array.from(buf.subarray(0, n));

  it('rollDice lists the first moves as it finds the roll stuck or not: the same state, and the list legalMoves gives', () => {
    const buf = new Int32Array(MOVE_BUFFER_SIZE);
    let rolls = 0;
    eachState((s, a) => {
      if (a.type !== 'dice.roll') return;
      const listed = cloneState(s);
      const n = rollDice(listed, a.dice[0], a.dice[1], buf);
      const plain = cloneState(s);
      applyInPlace(plain, a);
      expect(stateText(listed)).toBe(stateText(plain));
      expect(list(buf, n)).toEqual(plain.phase === 'moving' ? legalMoves(plain) : []);
      rolls++;
    });
    expect(rolls).toBeGreaterThan(2000);
  });

  it('hasLegalPair is true exactly when there is a first move, and the second moves read off the first list are the ones legalMoves gives', () => {
    const buf = new Int32Array(MOVE_BUFFER_SIZE);
    const out = new Int32Array(MOVE_BUFFER_SIZE);
    let firsts = 0;
    eachState((s) => {
      if (!s.dice || s.moves.length !== 0) return;
      const n = firstMovesInto(s, buf);
      expect(hasLegalPair(s)).toBe(n > 0);
      if (s.phase !== 'moving') return;
      expect(list(buf, n)).toEqual(legalMoves(s));
      if (s.rules.movement !== 'file') return;
      for (const m of list(buf, n)) {
        const t = cloneState(s);
        applyInPlace(t, { type: 'glass.move', from: m & 63, to: m >> 6 });
        if (t.phase !== 'moving') continue;
        expect(list(out, secondMovesFromFirst(buf, n, m, s.dice, out)), describeState(t)).toEqual(legalMoves(t));
        firsts++;
      }
    });
    expect(firsts).toBeGreaterThan(5000);
  });

  it('anyPullableLine says whether pullableLines lists a line, in every state', () => {
    let lines = 0;
    const seen = eachState((s) => {
      const listed = pullableLines(s).length > 0;
      expect(anyPullableLine(s), describeState(s)).toBe(listed);
      if (listed) lines++;
    });
    expect(seen).toBeGreaterThan(20_000);
    expect(lines).toBeGreaterThan(200);
  });

  it('legalMoves lists exactly the moves RULES.md allows, in the order of die, glass and direction', () => {
    // The oracle tries every glass in every direction by each open die (doubles: one die), and keeps
    // the moves moveProblem finds nothing wrong with.
    let rook = 0;
    eachState((s) => {
      if (s.phase !== 'moving' || !s.dice) return;
      const dice = s.dice;
      const want: number[] = [];
      const open = s.moves.length === 1 ? [dice[1 - s.moves[0].die]] : dice[0] === dice[1] ? [dice[0]] : dice;
      for (const dist of open) {
        for (let g = 0; g < GLASSES; g++) {
          const q = s.squareOf[g];
          if (q < 0) continue;
          for (const d of dirsFor(s, g, -1)) {
            const to = reach(s.at, q, d, dist);
            if (to >= 0 && moveProblem(s, q, to) === null) want.push(q | (to << 6));
          }
        }
      }
      expect(legalMoves(s), describeState(s)).toEqual(want);
      if (s.rules.movement === 'rook') rook++;
    });
    expect(rook).toBeGreaterThan(1000);
  });

  it("the random bot's choices read off the move list are legalChoices' own, with the same draw", () => {
    // Moves with anarchist's slashes among them, the roll or a slash, a toast to any empty square:
    // the choice must be the one legalChoices lists at the index the same draw gives (where the bot
    // takes its only choice without a draw, that choice must be the only one listed).
    const kinds = new Set<string>();
    eachState((s) => {
      if (s.mugginsOpen || s.phase === 'over') return;
      const seed = (s.tally.rolls * 7919 + s.moves.length) >>> 0;
      const bot = new Xoshiro128(seed);
      const plain = new Xoshiro128(seed);
      const choice = randomBot.choose(s, bot);
      const choices = legalChoices(s);
      if (JSON.stringify(bot.getState()) === JSON.stringify(new Xoshiro128(seed).getState())) {
        expect(choices, describeState(s)).toEqual([choice]);
        return;
      }
      expect(choice, describeState(s)).toEqual(choices[plain.below(choices.length)]);
      expect(bot.getState()).toEqual(plain.getState());
      kinds.add(`${s.rules.movement} ${s.phase} ${choice.type}`);
    });
    for (const k of [
      'rook moving glass.move',
      'rook moving glass.slash',
      'rook roll dice.roll',
      'rook roll glass.slash',
      'rook queenToast queen.toast',
      'file moving glass.move',
    ]) {
      expect(kinds, k).toContain(k);
    }
  });

  it('isLegalMove says what the list of legal moves says, for every pair of squares', () => {
    let checked = 0;
    eachState((s) => {
      if (s.phase !== 'moving' || s.tally.rolls % 15 !== 0) return;
      const legal = new Set(legalMoves(s));
      for (const from of [...s.squareOf, 3, -1, 49]) {
        for (let to = -1; to <= SQUARES; to++) {
          expect(isLegalMove(s, from, to), `${from} -> ${to} in ${describeState(s)}`).toBe(legal.has(from | (to << 6)) && from >= 0 && to >= 0 && to < SQUARES);
          checked++;
        }
      }
    });
    expect(checked).toBeGreaterThan(20_000);
  });
});

describe('the checks themselves', () => {
  it("use the engine's board size", () => {
    expect([SIZE, GLASSES, SQUARES]).toEqual([ENGINE_SIZE, ENGINE_GLASSES, ENGINE_SQUARES]);
  });

  // Each check must be able to fail: break a state by hand and see the oracle notice.
  it('see a stuck roll, an illegal move and a standing line', () => {
    const s = createGame({ rules: 'powell', queen: 6 });
    applyInPlace(s, { type: 'initiative.roll', dice: [5, 2] });
    applyInPlace(s, { type: 'centre.fill' });
    // South holds e1 f1 g1 and d1; North a7 b7 c7. A 6-6 moves two rank-1 glasses to rank 7.
    applyInPlace(s, { type: 'dice.roll', dice: [6, 6] });
    expect(s.phase).toBe('moving');
    expect(pairExists(s)).toBe(true);
    expect(moveProblem(s, 4, 4 + 6 * SIZE)).toBeNull();
    expect(moveProblem(s, 4, 5)).toMatch(/left its file/);
    expect(moveProblem(s, 4, 4 + 5 * SIZE)).toMatch(/moved 5/);
    expect(moveProblem(s, 42, 42 + SIZE)).toMatch(/moved 1/);
    expect(fileLineStands(s)).toBe(false);
    // A hand-made board: five glasses on rank 3, one of them moved this turn.
    const t = cloneState(s);
    for (let g = 0; g < GLASSES; g++) t.at[t.squareOf[g]] = -1;
    t.squareOf = [14, 15, 16, 17, 18, 5, 48];
    t.squareOf.forEach((q, g) => (t.at[q] = g));
    t.movedMask = 1 << 2;
    expect(fileLineStands(t)).toBe(true);
    t.movedMask = 1 << 6;
    expect(fileLineStands(t)).toBe(false);
    // All seven on rank 4: nothing moves six, so 6-6 is stuck; 3-3 is not.
    for (let g = 0; g < GLASSES; g++) t.at[t.squareOf[g]] = -1;
    t.squareOf = [21, 22, 23, 24, 25, 26, 27];
    t.squareOf.forEach((q, g) => (t.at[q] = g));
    expect(pairExists(t)).toBe(false);
    t.dice = [3, 3];
    expect(pairExists(t)).toBe(true);
  });
});
