/**
 * anarchist: Uthyr the Bastard's Anarchist Tablero. Glasses start on seven anarchy spots and move like
 * rooks (one along its rank, the other along its file); doubles pass; the Prophet's Number; lines of
 * six in any straight line and the four chevrons; pulls are compulsory and reset the board to the
 * spots; slashing on the spots; whoever takes the dice fills the empty glasses.
 */
import { parseSquareList } from '../../geometry.ts';
import type { RuleSet } from '../types.ts';
import { POWELL } from './powell.ts';

/** The first of the eight 7-queens placements through d4, the spots the board marks by default. */
export const DEFAULT_SPOTS: readonly number[] = Object.freeze(parseSquareList('b1 e2 a3 d4 g5 c6 f7'));

export const ANARCHIST: RuleSet = {
  ...POWELL,
  preset: 'anarchist',
  movement: 'rook',
  passNumbers: [],
  doublesPass: true,
  queen: 'prophet',
  queenRerolls: [],
  muggins: 'in-place',
  start: 'spots',
  spots: DEFAULT_SPOTS,
  pullSize: 6,
  kendal: true,
  skunkTest: 'half-bottle',
  lineFiles: true,
  lineDiagonals: true,
  baselineLines: true,
  fullDiagonal: true,
  chevrons: 4,
  pullCompulsory: true,
  afterPull: 'reset-spots',
  slashing: true,
  fillOnPass: true,
};
