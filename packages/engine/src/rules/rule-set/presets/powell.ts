/**
 * powell (the default): Ross W. Powell's 2024 rulebook, with its house rules.
 * Two bottles of eight shots each; glasses move along their own files; 7 and 11 pass; a Queen's
 * Number of 7 or 11 is rolled again; a pull is five or more in a row on an inner rank, and a skunked
 * player may pull four (a Kendal); the pulled glasses go to the Opponent's baseline to be refilled.
 */
import type { RuleSet } from '../types.ts';

export const POWELL: RuleSet = {
  preset: 'powell',
  movement: 'file',
  passNumbers: [7, 11],
  doublesPass: false,
  queen: 'queen',
  queenRerolls: [7, 11],
  queenFromInitiative: false,
  queenCall: 'auto',
  muggins: 'return',
  spectatorMuggins: false,
  damonLaw: false,
  start: 'baselines',
  initiative: 'high-starts',
  lawLaw: false,
  spots: [],
  oneDirection: false,
  pullSize: 5,
  kendal: true,
  skunkTest: 'last-bottle',
  lineRanks: true,
  lineFiles: false,
  lineDiagonals: false,
  baselineLines: false,
  fullDiagonal: false,
  chevrons: 0,
  pullCompulsory: false,
  share: 'half',
  afterPull: 'opponent-baseline',
  runs: false,
  runStake: 0,
  voluntaryPass: false,
  slashing: false,
  fillOnPass: false,
  mostDrunkWins: false,
  ranking: 'drunk',
  courtesyFills: true,
  onePoison: false,
  noScore: false,
  bottles: 2,
  shotsPerBottle: 8,
};
