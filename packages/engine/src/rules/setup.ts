/**
 * Setting up: the board, the stakes, the Queen's Number, the initiative roll, the centre glass, and
 * (de-jesus) the players placing their glasses.
 */
import { type Side, GLASSES, SQUARES, SIZE, SOUTH, NORTH, CENTRE, SIDE_NAMES, other, baselineSquare, fileOf, rankOf, squareName } from './geometry.ts';
import { owedFills, startTurn } from './phase-changes.ts';
import { placeGlass } from './moves.ts';
import { parsePosition, NotationError } from './notation.ts';
import { isResolvedRules, resolveRules, stakeSize, RulesError, type RuleOptions, type RuleSet } from './rule-set/resolve.ts';
import { emptyTally, type Action, type GameState } from './state.ts';

/** How to start a game. Everything is optional: the default is a new powell game. */
export interface GameSetup {
  /** A preset name (default 'powell') or already-resolved rules. */
  rules?: string | RuleSet;
  /** Variants and house rules on top of the preset. */
  options?: RuleOptions;
  /** A fixed Queen's Number, 2..12, instead of a spectator's roll. */
  queen?: number;
  /** A position to start from (see notation.ts); play starts with that side's roll. */
  position?: string;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A packed array of `n` copies of `v` (`new Array(n).fill(v)` makes a holey array, slower to read). */
function filled(n: number, v: number): number[] {
  const a: number[] = [];
  for (let i = 0; i < n; i++) a.push(v);
  return a;
}

function emptyState(rules: RuleSet): Mutable<GameState> {
  const size = stakeSize(rules);
  return {
    rules,
    phase: 'initiative',
    player: SOUTH,
    squareOf: filled(GLASSES, -1),
    fill: filled(GLASSES, -1),
    at: filled(SQUARES, -1),
    stake: [size, size],
    poured: [0, 0],
    opening: [0, 0],
    drunk: [0, 0, 0],
    pot: 0,
    queen: 0,
    initiative: null,
    dice: null,
    moves: [],
    movedMask: 0,
    direction: filled(GLASSES, -1),
    rollsThisTurn: 0,
    queenPending: false,
    mugginsOpen: false,
    queenResume: null,
    pull: null,
    pending: [],
    filler: SOUTH,
    nextPlayer: SOUTH,
    toPlace: [0, 0],
    shortfall: null,
    result: null,
    fromPosition: false,
    tally: emptyTally(),
  };
}

/**
 * Fill a glass at setup from `side`'s stake, counted as an opening pour. (One Man's Poison: the glass
 * is only set out, empty; nothing is poured.)
 */
function openingPour(s: GameState, g: number, side: Side): void {
  if (s.rules.onePoison) {
    s.fill[g] = side;
    return;
  }
  // No-score game: stakes never run down (as in `pour`).
  if (!s.rules.noScore) s.stake[side]--;
  s.poured[side]++;
  s.opening[side]++;
  s.fill[g] = side;
}

/**
 * Start a game. Throws `RulesError` (with `option` and `value`) for a bad rule set, option, Queen's
 * Number or position.
 */
export function createGame(setup: GameSetup = {}): GameState {
  if (typeof setup !== 'object' || setup === null) throw new RulesError('setup', setup, 'expected an object like { rules: "powell" }');
  // Rules given as an object must be ones `resolveRules` made (rules from elsewhere, such as JSON, go
  // through `checkRules` first), so a game never runs on rules nobody checked.
  const given = setup.rules;
  if (typeof given === 'object' && given !== null && !isResolvedRules(given))
    throw new RulesError('rules', given, 'rules given as an object must come from resolveRules (check rules from elsewhere with checkRules)');
  const rules = typeof given === 'object' && given !== null ? given : resolveRules(given ?? 'powell', setup.options ?? {});
  const s = emptyState(rules);
  if (setup.queen !== undefined) {
    if (rules.queen === 'none') throw new RulesError('queen', setup.queen, `the ${rules.preset} rules have no Queen's Number`);
    if (!Number.isInteger(setup.queen) || setup.queen < 2 || setup.queen > 12) throw new RulesError('queen', setup.queen, 'expected a dice total, 2 to 12');
    // A fixed number obeys the same re-roll rule as a rolled one (powell: never a pass number).
    if (rules.queenRerolls.includes(setup.queen))
      throw new RulesError(
        'queen',
        setup.queen,
        `these ${rules.preset} rules roll a ${setup.queen} again (${rules.queenRerolls.join(', ')} are never the ${rules.queen === 'prophet' ? "Prophet's" : "Queen's"} Number)`,
      );
    s.queen = setup.queen;
  }
  if (setup.position !== undefined) {
    loadPosition(s, setup.position);
  } else if (rules.start === 'baselines') {
    // Glass g stands on file g: North's three on a7 b7 c7, the centre glass on d4, South's on e1 f1 g1.
    for (let g = 0; g < GLASSES; g++) {
      const sq = g < 3 ? baselineSquare(NORTH, g) : g === 3 ? CENTRE : baselineSquare(SOUTH, g);
      placeGlass(s, g, sq);
      if (g !== 3) openingPour(s, g, g < 3 ? NORTH : SOUTH);
    }
  } else if (rules.start === 'spots') {
    // One rank per spot: the three nearest rank 1 are South's, the three nearest rank 7 North's.
    const spots = [...rules.spots].sort((a, b) => a - b);
    spots.forEach((sq, g) => {
      placeGlass(s, g, sq);
      if (sq !== CENTRE) openingPour(s, g, rankOf(sq) < 3 ? SOUTH : NORTH);
    });
  }
  // The Queen's Number is rolled first, unless it comes from the initiative roll (which a game from a
  // position does not have).
  const queenFirst = rules.queen !== 'none' && s.queen === 0 && (!rules.queenFromInitiative || s.fromPosition);
  s.phase = queenFirst ? 'queenNumber' : s.fromPosition ? 'roll' : 'initiative';
  if (s.phase === 'roll') startTurn(s, s.player);
  return s;
}

function loadPosition(s: Mutable<GameState>, text: string): void {
  let p;
  try {
    p = parsePosition(text);
  } catch (e) {
    throw new RulesError('position', text, e instanceof NotationError ? e.message : String(e));
  }
  if (p.glasses.length !== GLASSES) throw new RulesError('position', text, `a position needs all 7 glasses on the board, found ${p.glasses.length}`);
  if (s.rules.movement === 'file') {
    const files = new Set(p.glasses.map((g) => fileOf(g.square)));
    if (files.size !== GLASSES) throw new RulesError('position', text, `the ${s.rules.preset} rules keep one glass on each file`);
  }
  const size = stakeSize(s.rules);
  const onBoard = [0, 0];
  p.glasses.forEach((pg, g) => {
    placeGlass(s, g, pg.square);
    s.fill[g] = pg.fill;
    if (pg.fill >= 0) onBoard[pg.fill]++;
  });
  // One Man's Poison: the glasses on the board stand empty, so they cost nothing.
  const inGlasses = (side: Side): number => (s.rules.onePoison ? 0 : onBoard[side]);
  for (const side of [SOUTH, NORTH] as const) {
    const left = p.stakes ? p.stakes[side] : size - inGlasses(side);
    if (!s.rules.noScore && (left < 0 || left > size - inGlasses(side)))
      throw new RulesError('position', text, `${SIDE_NAMES[side]} has ${inGlasses(side)} glasses poured and ${left} shots left, more than a stake of ${size}`);
    s.stake[side] = left;
    s.poured[side] = size - left;
    s.opening[side] = inGlasses(side);
    // Shots poured that are no longer in a glass were drunk, by the other side as far as we know.
    s.drunk[other(side)] += s.poured[side] - inGlasses(side);
  }
  s.player = p.player ?? SOUTH;
  s.fromPosition = true;
}

/** Check and apply the setup actions. Each returns a reason when the action is not allowed now. */
export function checkSetup(s: GameState, a: Action): string | null {
  switch (a.type) {
    case 'queen.roll':
      if (s.rules.queen === 'none') return `the ${s.rules.preset} rules have no Queen's Number`;
      return s.phase === 'queenNumber' ? null : "the Queen's Number is already set";
    case 'initiative.roll':
      return s.phase === 'initiative' ? null : 'nobody is rolling for the start now';
    case 'initiative.choose':
      if (s.phase !== 'initiativeChoice') return 'nobody is choosing who starts now';
      return a.starter === SOUTH || a.starter === NORTH ? null : 'starter must be 0 (South) or 1 (North)';
    case 'centre.fill':
      return s.phase === 'centre' ? null : 'the centre glass is not waiting to be filled';
    case 'glass.place':
      if (s.phase === 'refill' && s.rules.afterPull === 'replenish') return 'a glass that replaces a pulled one is a refill: glasses.refill with its square';
      if (s.phase !== 'placing') return 'no glass is waiting to be placed';
      return checkPlace(s, a.square);
    default:
      return 'not a setup action';
  }
}

/** Can a full glass go on `sq` (de-jesus: rank 1 or 7, in a file with no glass)? Why not, or null. */
export function checkPlace(s: GameState, sq: number): string | null {
  if (!Number.isInteger(sq) || sq < 0 || sq >= SQUARES) return `${sq} is not a square`;
  const r = rankOf(sq);
  if (r !== 0 && r !== SIZE - 1) return `${squareName(sq)} is not on rank 1 or rank 7`;
  for (let rr = 0; rr < SIZE; rr++) if (s.at[rr * SIZE + fileOf(sq)] >= 0) return `the ${'abcdefg'[fileOf(sq)]} file already has a glass`;
  return null;
}

export function runSetup(s: GameState, a: Action): void {
  switch (a.type) {
    case 'queen.roll': {
      const total = a.dice[0] + a.dice[1];
      if (s.rules.queenRerolls.includes(total)) return; // re-rolled: still setting the number
      s.queen = total;
      if (s.fromPosition) startTurn(s, s.player);
      else s.phase = 'initiative';
      return;
    }
    case 'initiative.roll': {
      const [south, north] = a.dice;
      s.initiative = [south, north];
      if (s.rules.queenFromInitiative && s.queen === 0) {
        if (s.rules.queenRerolls.includes(south + north)) return; // agreed re-roll of the Prophet's Number
        s.queen = south + north;
      }
      if (south === north) return; // ties roll again
      const high: Side = south > north ? SOUTH : NORTH;
      if (s.rules.initiative === 'low-starts') {
        const low = other(high);
        s.toPlace = [0, 0];
        s.toPlace[low] = 5;
        s.toPlace[high] = 2;
        s.player = low;
        s.nextPlayer = low;
        s.phase = 'placing';
      } else {
        s.player = high;
        s.phase = s.rules.initiative === 'high-chooses' || s.rules.lawLaw ? 'initiativeChoice' : 'centre';
      }
      return;
    }
    case 'initiative.choose':
      s.player = a.starter;
      s.phase = 'centre';
      return;
    case 'centre.fill': {
      const side = s.player;
      const firstFill = s.tally.rolls === 0;
      const empty: number[] = [];
      for (let g = 0; g < GLASSES; g++) if (s.squareOf[g] >= 0 && s.fill[g] < 0) empty.push(g);
      if (s.rules.start === 'baselines') {
        const g = s.at[CENTRE];
        if (g >= 0) placeGlass(s, g, baselineSquare(side, fileOf(CENTRE)));
      }
      const before = s.poured[side];
      if (!owedFills(s, side, empty, { phase: 'roll', player: side }, `${SIDE_NAMES[side]} could not fill the centre glass`)) return;
      if (firstFill) s.opening[side] += s.poured[side] - before;
      startTurn(s, side);
      return;
    }
    case 'glass.place':
      place(s, a.square);
      return;
  }
}

/** A full glass on `sq`: de-jesus's setup placing, or its refill after a pull. */
export function place(s: GameState, sq: number): void {
  if (s.phase === 'refill') {
    const g = s.pending[0];
    placeGlass(s, g, sq);
    s.pending = s.pending.slice(1);
    if (!owedFills(s, s.filler, [g], { phase: 'roll', player: s.nextPlayer }, `${SIDE_NAMES[s.filler]} could not replace a pulled glass`)) return;
    if (s.pending.length === 0) startTurn(s, s.nextPlayer);
    return;
  }
  let g = 0;
  while (s.squareOf[g] >= 0) g++;
  const side = s.player;
  placeGlass(s, g, sq);
  s.toPlace[side]--;
  const before = s.poured[side];
  if (!owedFills(s, side, [g], { phase: 'roll', player: s.nextPlayer }, `${SIDE_NAMES[side]} could not fill a placed glass`)) return;
  s.opening[side] += s.poured[side] - before;
  if (s.toPlace[side] > 0) return;
  if (s.toPlace[other(side)] > 0) s.player = other(side);
  else startTurn(s, s.nextPlayer);
}
