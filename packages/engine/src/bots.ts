/**
 * Computer players. Each takes the state and a seeded `Rng` and returns its choice; neither touches the
 * state. `random` picks uniformly among the legal choices; `greedy` pulls whenever it can, keeps the
 * whole pull, and otherwise makes the pair of moves that leaves the longest line.
 */
import { GLASSES, SIZE, RANK_OF, other } from './board.ts';
import type { Rng } from './dice.ts';
import { legalChoices, mugginsChoices, reasonIllegal } from './game.ts';
import { pullableLines, standingLines } from './lines.ts';
import { legalMoves, legalMovesInto, moveFrom, moveTo, directionOf, encodeMove, isLegalMove, MOVE_BUFFER_SIZE } from './moves.ts';
import type { Action, Choice, GameState } from './state.ts';

/** A computer player. */
export interface Bot {
  readonly name: BotName;
  /** The bot's choice for the side that acts now. */
  choose(s: GameState, rng: Rng): Choice;
  /** With the muggins window open, the Opponent's call, or null to let it pass. */
  muggins(s: GameState, rng: Rng): Action | null;
}

export const BOT_NAMES = ['random', 'greedy'] as const;
export type BotName = (typeof BOT_NAMES)[number];

/** Uniform over the choices; with the common phases read straight off the move list (same set). */
function randomChoice(s: GameState, rng: Rng): Choice {
  if (s.phase === 'moving' && !s.queenPending && !s.rules.slashing) {
    const n = legalMovesInto(s, BUF1);
    const m = BUF1[rng.below(n)];
    return { type: 'glass.move', from: moveFrom(m), to: moveTo(m) };
  }
  if (s.phase === 'roll' && !s.queenPending && !s.rules.voluntaryPass && !s.rules.slashing) return ROLL;
  if (s.phase === 'passing' && !s.queenPending) return PASS;
  if (s.phase === 'refill' && s.rules.afterPull !== 'replenish') return REFILL;
  if (s.phase === 'queenToast' && s.rules.movement === 'file') {
    // Any glass on the board, uniformly (the same set legalChoices lists).
    let count = 0;
    for (let g = 0; g < GLASSES; g++) if (s.squareOf[g] >= 0) count++;
    let k = rng.below(count);
    for (let g = 0; g < GLASSES; g++) if (s.squareOf[g] >= 0 && k-- === 0) return { type: 'queen.toast', square: s.squareOf[g] };
  }
  const choices = legalChoices(s);
  return choices[rng.below(choices.length)];
}

const ROLL: Choice = { type: 'dice.roll' };
const PASS: Choice = { type: 'dice.pass' };
const REFILL: Choice = { type: 'glasses.refill' };
const CALL: Choice = { type: 'queen.call' };

/** Picks any legal choice, uniformly; calls muggins half the time the window is open. */
export const randomBot: Bot = {
  name: 'random',
  choose: randomChoice,
  muggins(s, rng) {
    if (rng.below(2) === 0) return null;
    const calls = mugginsChoices(s).filter((c) => c.type !== 'queen.muggins' || c.by !== 'spectator');
    return calls.length ? calls[rng.below(calls.length)] : null;
  },
};

/** Pulls when it can (the longest line), keeps every pulled shot, otherwise makes the longest line. */
export const greedyBot: Bot = {
  name: 'greedy',
  choose(s, rng) {
    switch (s.phase) {
      case 'moving':
        // Call an owed Queen before moving (the call is only open before the first move).
        if (s.queenPending && s.moves.length === 0 && reasonIllegal(s, CALL) === null) return CALL;
        return greedyMove(s, rng);
      case 'pullDecision': {
        let best: number[] | null = null;
        for (const l of pullableLines(s)) if (!best || l.squares.length > best.length) best = [...l.squares];
        if (best) return { type: 'pull.take', line: best };
        break;
      }
      case 'sharing':
        return { type: 'pull.share', opponent: 0, spectators: 0 };
      case 'run':
        if (s.pot === 0 && s.pull) return { type: 'pull.take', line: [...s.pull.line] };
        break;
      case 'queenToast':
        return greedyToast(s);
      case 'initiativeChoice':
        return { type: 'initiative.choose', starter: s.player };
      case 'toastRound':
        return { type: 'toast.raise' };
      case 'roll':
        if (!s.queenPending) return ROLL;
        break;
      case 'passing':
        if (!s.queenPending) return PASS;
        break;
      case 'refill':
        if (s.rules.afterPull !== 'replenish') return REFILL;
        break;
    }
    const choices = legalChoices(s);
    // Call the Queen whenever it is owed; otherwise the first choice (roll, refill, pass...).
    return choices.find((c) => c.type === 'queen.call') ?? choices[0];
  },
  muggins(s) {
    // Always calls (a miss is a free shot), drinking the first glass on the board.
    const calls = mugginsChoices(s).filter((c) => c.type === 'queen.muggins' && c.by !== 'spectator');
    if (!calls.length) return null;
    return calls[0];
  },
};

/** The bot of a given name. */
export const botNamed = (name: BotName): Bot => (name === 'greedy' ? greedyBot : randomBot);

/** Toast the glass that matters least to the Player's lines (a glass on a baseline, else the first). */
function greedyToast(s: GameState): Choice {
  const opp = other(s.player);
  let pick = -1;
  for (let g = 0; g < GLASSES && pick < 0; g++) {
    const sq = s.squareOf[g];
    if (sq >= 0 && s.fill[g] === opp) pick = sq;
  }
  if (pick < 0) pick = s.squareOf.find((q) => q >= 0) as number;
  if (s.rules.movement === 'rook') {
    let to = 0;
    while (s.at[to] >= 0) to++;
    return { type: 'queen.toast', square: pick, to };
  }
  return { type: 'queen.toast', square: pick };
}

/** Longest run of glasses on a rank, for each 7-bit rank mask. */
const LONGEST = new Uint8Array(128).map((_, m) => {
  let best = 0;
  let run = 0;
  for (let i = 0; i < SIZE; i++) {
    run = (m >> i) & 1 ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
});

/** Longest run on a rank after adding at most one more glass, for each 7-bit mask (an upper bound). */
const LONGEST_PLUS_ONE = new Uint8Array(128).map((_, m) => {
  let best = LONGEST[m];
  for (let i = 0; i < SIZE; i++) if (LONGEST[m | (1 << i)] > best) best = LONGEST[m | (1 << i)];
  return best;
});

/** The longest line standing (any length, on the tracks the rules count). */
function lineScore(s: GameState): number {
  let best = 0;
  for (const l of standingLines(s, 2)) if (l.squares.length > best) best = l.squares.length;
  return best;
}

const scratchMasks = new Uint8Array(SIZE);
const BUF1 = new Int32Array(MOVE_BUFFER_SIZE);
/** Second-move options per die for the rank-only search: glass, from-rank, to-rank, file bit, in fours. */
const OPTS = [new Int32Array(4 * 2 * GLASSES), new Int32Array(4 * 2 * GLASSES)];
const OPT_COUNT = [0, 0];
/** First moves tied for the best score (a first move appears once per best pair it starts). */
const TIES = new Int32Array(MOVE_BUFFER_SIZE * 2 * GLASSES);
const INNER = new Uint8Array(SIZE).map((_, r) => (r > 0 && r < SIZE - 1 ? 1 : 0));

/** Rules where only rank lines count and glasses move along their files: a bitmask search works. */
const rankOnlyRules = (r: GameState['rules']): boolean =>
  r.movement === 'file' && r.lineRanks && !r.lineFiles && !r.lineDiagonals && !r.fullDiagonal && r.chevrons === 0 && !r.baselineLines;

/**
 * The rank-only pair search: every legal pair scored by the longest run on an inner rank after it,
 * with 7-bit rank masks. A second move changes two ranks only, so each first move keeps its three
 * best inner ranks and a pair is scored from those and the two changed ranks. Each unordered pair is
 * scored once; ties go to a uniformly random one of the best pairs.
 */
function greedyRankPair(s: GameState, rng: Rng, n1: number): Choice {
  const dice = s.dice as number[];
  const masks = scratchMasks;
  masks.fill(0);
  for (let g = 0; g < GLASSES; g++) {
    const q = s.squareOf[g];
    if (q >= 0) masks[RANK_OF[q]] |= 1 << q % SIZE;
  }
  // Every single move of each die, for the second move (file moves never block one another).
  const one = s.rules.oneDirection;
  for (let die = 0; die < 2; die++) {
    const dist = dice[die];
    const opts = OPTS[die];
    let k = 0;
    for (let g = 0; g < GLASSES; g++) {
      const q = s.squareOf[g];
      if (q < 0) continue;
      const r = RANK_OF[q];
      const prev = s.direction[g];
      const bit = 1 << q % SIZE;
      if (r + dist < SIZE && !(one && prev === 1)) {
        opts[k++] = g;
        opts[k++] = r;
        opts[k++] = r + dist;
        opts[k++] = bit;
      }
      if (r - dist >= 0 && !(one && prev === 0)) {
        opts[k++] = g;
        opts[k++] = r;
        opts[k++] = r - dist;
        opts[k++] = bit;
      }
    }
    OPT_COUNT[die] = k;
  }
  let best = -1;
  let ties = 0;
  for (let i = 0; i < n1; i++) {
    const m1 = BUF1[i];
    const from = moveFrom(m1);
    const to = moveTo(m1);
    const g = s.at[from];
    // Each unordered pair once: first moves of die 0 only (with doubles, second glasses above g).
    if (Math.abs(RANK_OF[from] - RANK_OF[to]) !== dice[0]) continue;
    const other = 1;
    const doubles = dice[0] === dice[1];
    const b1 = 1 << from % SIZE;
    const rf1 = RANK_OF[from];
    const rt1 = RANK_OF[to];
    masks[rf1] &= ~b1;
    masks[rt1] |= b1;
    // The three best inner ranks after the first move (score and rank), best first; and a bound on
    // what any second move could reach (one glass added to one rank), to skip hopeless first moves.
    let v0 = -1, v1 = -1, v2 = -1, r0 = -1, r1 = -1, r2 = -1;
    let bound = 0;
    for (let r = 1; r < SIZE - 1; r++) {
      if (LONGEST_PLUS_ONE[masks[r]] > bound) bound = LONGEST_PLUS_ONE[masks[r]];
    }
    if (bound < best) {
      masks[rt1] &= ~b1;
      masks[rf1] |= b1;
      continue;
    }
    for (let r = 1; r < SIZE - 1; r++) {
      const v = LONGEST[masks[r]];
      if (v > v0) {
        v2 = v1; r2 = r1; v1 = v0; r1 = r0; v0 = v; r0 = r;
      } else if (v > v1) {
        v2 = v1; r2 = r1; v1 = v; r1 = r;
      } else if (v > v2) {
        v2 = v; r2 = r;
      }
    }
    const opts = OPTS[other];
    const count = OPT_COUNT[other];
    for (let j = 0; j < count; j += 4) {
      if (opts[j] === g || (doubles && opts[j] < g)) continue;
      const rf2 = opts[j + 1];
      const rt2 = opts[j + 2];
      const bit = opts[j + 3];
      // Best of the untouched inner ranks, then the two ranks the second move changes.
      let score = r0 !== rf2 && r0 !== rt2 ? v0 : r1 !== rf2 && r1 !== rt2 ? v1 : v2;
      if (INNER[rf2] && LONGEST[masks[rf2] & ~bit] > score) score = LONGEST[masks[rf2] & ~bit];
      if (INNER[rt2] && LONGEST[masks[rt2] | bit] > score) score = LONGEST[masks[rt2] | bit];
      if (score > best) {
        best = score;
        ties = 0;
      }
      if (score === best) {
        TIES[ties] = m1;
        TIE_SECONDS[ties++] = j;
        TIE_OTHER[ties - 1] = other;
      }
    }
    masks[rt1] &= ~b1;
    masks[rf1] |= b1;
  }
  const k = rng.below(ties);
  const chosen = TIES[k];
  // Remember the pair's second move, so the second call needs no search.
  const opts = OPTS[TIE_OTHER[k]];
  const j = TIE_SECONDS[k];
  const g2sq = s.squareOf[opts[j]];
  planned.state = s;
  planned.first = chosen;
  planned.second = encodeMove(g2sq, g2sq + (opts[j + 2] - opts[j + 1]) * SIZE);
  return { type: 'glass.move', from: moveFrom(chosen), to: moveTo(chosen) };
}

/** The second move of the pair greedy chose, for the state it chose it in. */
const planned: { state: GameState | null; first: number; second: number } = { state: null, first: 0, second: 0 };
const TIE_SECONDS = new Int32Array(MOVE_BUFFER_SIZE * 2 * GLASSES);
const TIE_OTHER = new Int32Array(MOVE_BUFFER_SIZE * 2 * GLASSES);

/** The rank-only search for the roll's second move. */
function greedyRankSingle(s: GameState, n: number): Choice {
  const masks = scratchMasks;
  masks.fill(0);
  for (let g = 0; g < GLASSES; g++) {
    const q = s.squareOf[g];
    if (q >= 0) masks[(q / SIZE) | 0] |= 1 << q % SIZE;
  }
  let best = -1;
  let bestMove = BUF1[0];
  for (let i = 0; i < n; i++) {
    const m = BUF1[i];
    const from = moveFrom(m);
    const to = moveTo(m);
    const bit = 1 << from % SIZE;
    const rf = (from / SIZE) | 0;
    const rt = (to / SIZE) | 0;
    masks[rf] &= ~bit;
    masks[rt] |= bit;
    let score = 0;
    for (let r = 1; r < SIZE - 1; r++) if (LONGEST[masks[r]] > score) score = LONGEST[masks[r]];
    masks[rt] &= ~bit;
    masks[rf] |= bit;
    if (score > best) {
      best = score;
      bestMove = m;
    }
  }
  return { type: 'glass.move', from: moveFrom(bestMove), to: moveTo(bestMove) };
}


/** Try every legal pair; keep the one with the longest line after it (ties: the first found). */
function greedyMove(s: GameState, rng: Rng): Choice {
  if (s.moves.length === 0 && rankOnlyRules(s.rules)) {
    const n1 = legalMovesInto(s, BUF1);
    if (n1 > 1) return greedyRankPair(s, rng, n1);
  }
  if (s.moves.length === 1 && rankOnlyRules(s.rules)) {
    const m = s.moves[0];
    if (planned.state === s && planned.first === encodeMove(m.from, m.to) && isLegalMove(s, moveFrom(planned.second), moveTo(planned.second))) {
      planned.state = null;
      return { type: 'glass.move', from: moveFrom(planned.second), to: moveTo(planned.second) };
    }
    return greedyRankSingle(s, legalMovesInto(s, BUF1));
  }
  const moves = legalMoves(s);
  if (s.moves.length === 1 || moves.length === 1) {
    // Second move (or only one option): the best single move.
    return bestSingle(s, moves);
  }
  let best = -1;
  let bestMove = moves[0];
  const dice = s.dice as number[];
  for (const m1 of moves) {
    const from = moveFrom(m1);
    const to = moveTo(m1);
    const g = s.at[from];
    // Play the first move on the state itself, score each second move, and put it back.
    const dist = from % SIZE === to % SIZE ? Math.abs(from - to) / SIZE : Math.abs(from - to);
    const die = dice[0] === dist ? 0 : 1;
    const savedDir = s.direction[g];
    move(s, g, from, to);
    s.direction[g] = directionOf(from, to);
    s.moves.push({ glass: g, from, to, die, prevDirection: savedDir, wasMoved: false });
    for (const m2 of legalMoves(s)) {
      const f2 = moveFrom(m2);
      const t2 = moveTo(m2);
      const g2 = s.at[f2];
      move(s, g2, f2, t2);
      const score = lineScore(s);
      move(s, g2, t2, f2);
      if (score > best || (score === best && rng.below(2) === 0)) {
        best = score;
        bestMove = m1;
      }
    }
    s.moves.pop();
    s.direction[g] = savedDir;
    move(s, g, to, from);
  }
  return { type: 'glass.move', from: moveFrom(bestMove), to: moveTo(bestMove) };
}

function bestSingle(s: GameState, moves: number[]): Choice {
  let best = -1;
  let bestMove = moves[0];
  for (const m of moves) {
    const from = moveFrom(m);
    const to = moveTo(m);
    const g = s.at[from];
    move(s, g, from, to);
    const score = lineScore(s);
    move(s, g, to, from);
    if (score > best) {
      best = score;
      bestMove = m;
    }
  }
  return { type: 'glass.move', from: moveFrom(bestMove), to: moveTo(bestMove) };
}

/** Move a glass on the board, for trying moves out (the caller puts it back). */
function move(s: GameState, g: number, from: number, to: number): void {
  s.at[from] = -1;
  s.at[to] = g;
  s.squareOf[g] = to;
}
