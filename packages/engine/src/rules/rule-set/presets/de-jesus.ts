/**
 * de-jesus: Tablero de Jesus, the gambling game the others grew from (its "medieval" history is an
 * invention). Fifteen shots a side and no bottles; no Queen's Number; the players place the glasses;
 * 7, 11 and 12 pass; any two or more in a row on an inner rank may be taken, all by the Player; the
 * Opponent replaces them; a row of seven may be run; whoever drank the most wins.
 */
import type { RuleSet } from '../types.ts';
import { POWELL } from './powell.ts';

export const DE_JESUS: RuleSet = {
  ...POWELL,
  preset: 'de-jesus',
  passNumbers: [7, 11, 12],
  queen: 'none',
  queenRerolls: [],
  start: 'placed',
  initiative: 'low-starts',
  pullSize: 2,
  kendal: false,
  share: 'all',
  afterPull: 'replenish',
  runs: true,
  runStake: 2,
  voluntaryPass: true,
  mostDrunkWins: true,
  courtesyFills: false,
  bottles: 1,
  shotsPerBottle: 15,
};
