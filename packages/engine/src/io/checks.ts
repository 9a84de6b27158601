/**
 * Checking a saved game before it is played on. `checkGame` takes any value (parsed JSON, a persisted
 * actor snapshot's `context.game`) and returns it as a `GameState` only when every field has its type
 * and range, the glasses and squares agree, every shot is accounted for, and some action can follow;
 * otherwise it throws a `SnapshotError` naming the first field that is wrong.
 */
import { GLASSES, SQUARES, moveDistance, sameFile, sameRank, squareName } from '../rules/geometry.ts';
import { isRoll } from '../rules/dice.ts';
import { cloneState } from '../rules/apply.ts';
import { legalChoices } from '../rules/choices.ts';
import {
  PRESETS,
  PRESET_RULES,
  RulesError,
  isPreset,
  isResolvedRules,
  quoteValue,
  resolveRules,
  stakeSize,
  type RuleOptions,
  type RuleSet,
} from '../rules/rule-set/resolve.ts';
import { clip } from '../rules/quote.ts';
import { shotsBalance } from '../rules/stakes.ts';
import { PHASES, TALLY_COUNTS, type GameState } from '../rules/state.ts';

/** A saved game that cannot be played on: `field` is the path of what is wrong, like `stake.0`. */
export class SnapshotError extends Error {
  readonly field: string;
  /** What is wrong with it, in words. */
  readonly why: string;
  constructor(field: string, why: string) {
    super(`saved game: ${field}: ${why}`);
    this.name = 'SnapshotError';
    this.field = field;
    this.why = why;
  }
}

type Obj = Record<string, unknown>;

const sameList = (a: unknown, b: readonly number[]): boolean => Array.isArray(a) && a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Check rules that came from outside (a saved game, a `createGame({ rules })` call): they must be
 * exactly what `resolveRules` gives for their preset and some options. Returns that shared, frozen
 * rule set; throws `RulesError` naming the first field (`rules.bottles`) that does not fit.
 */
export function checkRules(value: unknown): RuleSet {
  if (isResolvedRules(value)) return value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new RulesError('rules', value, 'expected a rule set name or resolved rules');
  // Rules saved before the `ranking` rule existed ranked by shots drunk, as every rule set then did.
  const r: Record<string, unknown> = { ranking: 'drunk', ...(value as Record<string, unknown>) };
  if (typeof r.preset !== 'string' || !isPreset(r.preset)) throw new RulesError('rules.preset', r.preset, `expected one of ${PRESETS.join(', ')}`);
  const base = PRESET_RULES[r.preset] as unknown as Record<string, unknown>;
  // The options that would make these rules from the preset; resolveRules then checks them.
  const o: Record<string, unknown> = {};
  const differs = (field: string): boolean => (Array.isArray(base[field]) ? !sameList(r[field], base[field] as number[]) : r[field] !== base[field]);
  const SAME_NAME = [
    'pullSize',
    'kendal',
    'oneDirection',
    'onePoison',
    'noScore',
    'spectatorMuggins',
    'queenCall',
    'bottles',
    'shotsPerBottle',
    'lawLaw',
    'damonLaw',
    'ranking',
  ];
  for (const f of SAME_NAME) if (differs(f)) o[f] = r[f];
  if (differs('fullDiagonal')) o.diagonal = r.fullDiagonal;
  if (differs('queenFromInitiative')) o.prophetFromInitiative = r.queenFromInitiative;
  // Each option is set only when its mark differs from the preset's; resolveRules fills in the rest.
  const has12 = (list: unknown): boolean => Array.isArray(list) && list.includes(12);
  if (has12(r.passNumbers) !== has12(base.passNumbers)) o.passTwelve = has12(r.passNumbers);
  const rerolls = (list: unknown): boolean => Array.isArray(list) && list.length > 0;
  if (rerolls(r.queenRerolls) !== rerolls(base.queenRerolls))
    o[r.preset === 'anarchist' ? 'prophetReroll' : 'queenMayPass'] = (r.preset === 'anarchist') === rerolls(r.queenRerolls);
  if (differs('share')) o.hardcore = r.share === 'all';
  const chevrons = (n: unknown): boolean => typeof n === 'number' && n > 0;
  if (chevrons(r.chevrons) !== chevrons(base.chevrons)) o.chevron = chevrons(r.chevrons);
  if (differs('spots')) {
    const spots = r.spots;
    if (!Array.isArray(spots) || !spots.every((q) => Number.isInteger(q) && q >= 0 && q < SQUARES))
      throw new RulesError('rules.spots', spots, 'expected a list of squares 0 to 48');
    o.spots = spots.map(squareName).join(' ');
  }
  const rules = resolveRules(r.preset, o as RuleOptions);
  const resolvedFields = rules as unknown as Record<string, unknown>;
  for (const field of Object.keys(resolvedFields)) {
    const want = resolvedFields[field];
    if (Array.isArray(want) ? !sameList(r[field], want) : r[field] !== want)
      throw new RulesError(`rules.${field}`, r[field], `does not fit the ${r.preset} rules with these options`);
  }
  for (const field of Object.keys(r)) if (!Object.hasOwn(resolvedFields, field)) throw new RulesError(`rules.${clip(field)}`, r[field], 'is not a rule');
  return rules;
}

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, lo: number, hi: number): v is number => Number.isInteger(v) && (v as number) >= lo && (v as number) <= hi;
const BIG = Number.MAX_SAFE_INTEGER;

function fail(field: string, value: unknown, expected: string): never {
  throw new SnapshotError(field, `${quoteValue(value)} is not ${expected}`);
}

function int(o: Obj, key: string, lo: number, hi: number, path = key): number {
  const v = o[key];
  if (!isInt(v, lo, hi)) fail(path, v, hi === BIG ? `a whole number, ${lo} or more` : `a whole number from ${lo} to ${hi}`);
  return v;
}

function bool(o: Obj, key: string, path = key): void {
  if (typeof o[key] !== 'boolean') fail(path, o[key], 'true or false');
}

function ints(o: Obj, key: string, length: number, lo: number, hi: number, path = key): number[] {
  const v = o[key];
  if (!Array.isArray(v) || v.length !== length) fail(path, v, `a list of ${length} numbers`);
  v.forEach((_, i) => int(v as unknown as Obj, String(i), lo, hi, `${path}.${i}`));
  return v;
}

function list(o: Obj, key: string, max: number, path = key): unknown[] {
  const v = o[key];
  if (!Array.isArray(v) || v.length > max) fail(path, v, `a list of at most ${max}`);
  return v;
}

function side(o: Obj, key: string, path = key): void {
  int(o, key, 0, 1, path);
}

function phase(o: Obj, key: string, path = key): void {
  if (!(PHASES as readonly unknown[]).includes(o[key])) fail(path, o[key], `one of the phases (${PHASES.join(', ')})`);
}

function resume(o: Obj, key: string): void {
  const r = o[key];
  if (!isObj(r)) fail(key, r, 'an object { phase, player }');
  phase(r, 'phase', `${key}.phase`);
  side(r, 'player', `${key}.player`);
}

/**
 * The value as a `GameState` that can be played on, or a `SnapshotError` naming the first field that
 * is wrong (`stake.0`, `rules.bottles`, `phase`). The rules come back as the shared resolved object.
 */
export function checkGame(value: unknown): GameState {
  if (!isObj(value)) fail('game', value, 'an object');
  const s = value;
  let rules;
  try {
    rules = checkRules(s.rules);
  } catch (e) {
    if (e instanceof RulesError) throw new SnapshotError(e.option.startsWith('rules') ? e.option : `rules.${e.option}`, e.message);
    throw e;
  }
  phase(s, 'phase');
  side(s, 'player');
  const squareOf = ints(s, 'squareOf', GLASSES, -1, SQUARES - 1);
  const fill = ints(s, 'fill', GLASSES, -1, 1);
  const at = ints(s, 'at', SQUARES, -1, GLASSES - 1);
  for (let q = 0; q < SQUARES; q++) if (at[q] >= 0 && squareOf[at[q]] !== q) fail(`at.${q}`, at[q], `the glass on square ${q} (squareOf says otherwise)`);
  for (let g = 0; g < GLASSES; g++) {
    if (squareOf[g] >= 0 && at[squareOf[g]] !== g) fail(`squareOf.${g}`, squareOf[g], `where glass ${g} is (at says otherwise)`);
    if (squareOf[g] < 0 && fill[g] >= 0) fail(`fill.${g}`, fill[g], 'empty (-1): the glass is off the board');
  }
  const stake = ints(s, 'stake', 2, 0, BIG);
  const poured = ints(s, 'poured', 2, 0, BIG);
  const opening = ints(s, 'opening', 2, 0, BIG);
  ints(s, 'drunk', 3, 0, BIG);
  int(s, 'pot', 0, BIG);
  const size = stakeSize(rules);
  for (const i of [0, 1]) {
    if (!rules.noScore && stake[i] + poured[i] !== size) fail(`stake.${i}`, stake[i], `${size - poured[i]}: a stake of ${size} less the ${poured[i]} poured`);
    if (opening[i] > poured[i]) fail(`opening.${i}`, opening[i], `at most the ${poured[i]} poured`);
  }
  const queen = s.queen;
  if (queen !== 0 && !isInt(queen, 2, 12)) fail('queen', queen, '0 (not set) or a dice total, 2 to 12');
  if (queen !== 0 && rules.queen === 'none') fail('queen', queen, `0: the ${rules.preset} rules have no Queen's Number`);
  if (s.initiative !== null && !isRoll(s.initiative)) fail('initiative', s.initiative, 'null or two faces, 1 to 6');
  if (s.dice !== null && !isRoll(s.dice)) fail('dice', s.dice, 'null or two faces, 1 to 6');
  const moves = list(s, 'moves', 2);
  moves.forEach((m, i) => {
    const path = `moves.${i}`;
    if (!isObj(m)) fail(path, m, 'a move');
    int(m, 'glass', 0, GLASSES - 1, `${path}.glass`);
    int(m, 'from', 0, SQUARES - 1, `${path}.from`);
    int(m, 'to', 0, SQUARES - 1, `${path}.to`);
    int(m, 'die', 0, 1, `${path}.die`);
    int(m, 'prevDirection', -1, 3, `${path}.prevDirection`);
    bool(m, 'wasMoved', `${path}.wasMoved`);
    if (m.slashed !== undefined) bool(m, 'slashed', `${path}.slashed`);
    // A move goes straight along a rank or file (a file only, where glasses keep to their files), as
    // far as its die shows, one die per move.
    const from = m.from as number;
    const to = m.to as number;
    const dist = moveDistance(from, to);
    const dice = s.dice as number[] | null;
    if (
      !dice ||
      from === to ||
      !(sameFile(from, to) || (sameRank(from, to) && rules.movement === 'rook')) ||
      dist !== dice[m.die as number] ||
      (i === 1 && (moves[0] as Obj).die === m.die)
    )
      fail(`${path}.to`, to, `a move from square ${from} for die ${String(m.die)} of the roll ${quoteValue(dice)}`);
    // The glass stands where the move took it, unless a muggins call has since sent it away.
    const there = at[m.to as number];
    if (there !== m.glass && there !== -1) fail(`${path}.glass`, m.glass, `the glass the move took to square ${String(m.to)} (glass ${there} is there)`);
  });
  int(s, 'movedMask', 0, (1 << GLASSES) - 1);
  ints(s, 'direction', GLASSES, -1, 3);
  int(s, 'rollsThisTurn', 0, BIG);
  bool(s, 'queenPending');
  bool(s, 'mugginsOpen');
  if (s.queenResume !== null) resume(s, 'queenResume');
  if (s.pull !== null) {
    const p = s.pull;
    if (!isObj(p)) fail('pull', p, 'null or { line, shots }');
    const line = list(p, 'line', GLASSES, 'pull.line');
    line.forEach((_, i) => int(line as unknown as Obj, String(i), 0, SQUARES - 1, `pull.line.${i}`));
    int(p, 'shots', 0, GLASSES, 'pull.shots');
    // While it is shared out or run: different squares, each with a glass on it.
    if ((s.phase === 'sharing' || s.phase === 'run') && (new Set(line).size !== line.length || line.some((q) => at[q as number] < 0)))
      fail('pull.line', line, 'the squares of a line of glasses');
  }
  const pending = list(s, 'pending', GLASSES);
  pending.forEach((_, i) => int(pending as unknown as Obj, String(i), 0, GLASSES - 1, `pending.${i}`));
  if (new Set(pending).size !== pending.length) fail('pending', pending, 'a list of different glasses');
  side(s, 'filler');
  side(s, 'nextPlayer');
  ints(s, 'toPlace', 2, 0, GLASSES);
  if (s.shortfall !== null) {
    const f = s.shortfall;
    if (!isObj(f)) fail('shortfall', f, 'null or { side, glasses, resume }');
    side(f, 'side', 'shortfall.side');
    const glasses = list(f, 'glasses', GLASSES, 'shortfall.glasses');
    glasses.forEach((_, i) => int(glasses as unknown as Obj, String(i), 0, GLASSES - 1, `shortfall.glasses.${i}`));
    resume(f, 'resume');
  }
  bool(s, 'fromPosition');
  if (s.result !== null) {
    const r = s.result;
    if (!isObj(r)) fail('result', r, 'null or the result of the game');
    if (r.winner !== null) side(r, 'winner', 'result.winner');
    for (const k of ['draw', 'skunk', 'royalSkunk']) bool(r, k, `result.${k}`);
    if (typeof r.reason !== 'string') fail('result.reason', r.reason, 'a string');
  }
  const t = s.tally;
  if (!isObj(t)) fail('tally', t, 'an object of counts');
  for (const k of TALLY_COUNTS) int(t, k, 0, BIG, `tally.${k}`);
  ints(t, 'pulls', 8, 0, BIG, 'tally.pulls');
  // Each moment's own fields.
  const game = { ...(s as unknown as GameState), rules };
  const needs = (field: keyof GameState, ok: boolean): void => {
    if (!ok) fail(field, s[field], `set in the ${String(s.phase)} phase`);
  };
  switch (game.phase) {
    case 'moving':
      needs('dice', game.dice !== null);
      break;
    case 'queenToast':
      needs('queenResume', game.queenResume !== null);
      needs('dice', game.dice !== null);
      break;
    case 'sharing':
    case 'run':
      needs('pull', game.pull !== null);
      break;
    case 'toastRound':
    case 'over':
      needs('result', game.result !== null);
      break;
    case 'queenNumber':
      needs('queen', game.queen === 0 && rules.queen !== 'none');
      break;
  }
  // A Queen's Number waiting to be called, or the muggins window, needs a number, a roll, and a moment
  // of the turn where a call can come.
  for (const flag of ['queenPending', 'mugginsOpen'] as const)
    if (game[flag] && (game.queen === 0 || game.dice === null || !['roll', 'treason', 'moving', 'pullDecision', 'passing'].includes(game.phase)))
      fail(flag, true, `false: no Queen's Number is waiting in the ${game.phase} phase`);
  if (!shotsBalance(game)) fail('drunk', s.drunk, 'what balances the shots poured against those in the glasses, the pot and drunk');
  // Last: the game must be able to go on (a state no action can leave would be stuck for good).
  let open: number;
  try {
    open = legalChoices(game).length;
  } catch {
    throw new SnapshotError('phase', `the ${String(s.phase)} phase does not fit the rest of the game`);
  }
  if (game.phase !== 'over' && open === 0 && !game.mugginsOpen) throw new SnapshotError('phase', `no action can follow in the ${String(s.phase)} phase`);
  // A fresh copy in the engine's own shape (fields in one order, nothing extra).
  return cloneState(game);
}

/** The game in a persisted actor snapshot (`actor.getPersistedSnapshot()`), checked by `checkGame`; fields are named from `context.game`. */
export function checkSnapshot(value: unknown): GameState {
  if (!isObj(value)) fail('snapshot', value, 'an object');
  if (!isObj(value.context)) fail('context', value.context, 'an object');
  try {
    return checkGame(value.context.game);
  } catch (e) {
    if (e instanceof SnapshotError) throw new SnapshotError(`context.game${e.field === 'game' ? '' : `.${e.field}`}`, e.why);
    throw e;
  }
}
