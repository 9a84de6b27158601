/**
 * da-gucci: the wiki's Tablero da Gucci. As powell, except: 7, 11 and 12 pass; the Queen's Number
 * may be any total; the high roller chooses who starts; a glass keeps one direction for a whole turn;
 * a pull is six or seven in a row on an inner rank, or all seven on a long diagonal; no Kendal; a
 * missed Queen is "treason", called when the Player goes back to the dice.
 */
import type { RuleSet } from '../types.ts';
import { POWELL } from './powell.ts';

export const DA_GUCCI: RuleSet = {
  ...POWELL,
  preset: 'da-gucci',
  passNumbers: [7, 11, 12],
  queenRerolls: [],
  muggins: 'treason',
  initiative: 'high-chooses',
  oneDirection: true,
  pullSize: 6,
  kendal: false,
  fullDiagonal: true,
};
