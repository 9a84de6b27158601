/**
 * The lab's words for the statistics that `compareAggregates` tests: each row's label and the chart or
 * table group it is shown in. The engine names statistics by key; what a reader sees lives here.
 */
import { PULL_SIZES } from '@tablero/engine/sim';

/** The groups of statistics, in the order the lab shows them. */
export const STAT_GROUPS = ['length', 'endings', 'starter', 'drunk', 'pulls', 'events', 'skunks'] as const;
export type StatGroup = (typeof STAT_GROUPS)[number];

/** A statistic's label and group. */
export interface StatLabel {
  readonly label: string;
  readonly group: StatGroup;
}

/** Every key `compareAggregates` gives, with its label and group. */
export const STAT_LABELS: Readonly<Record<string, StatLabel>> = {
  'length.mean': { label: 'game length in rolls (mean)', group: 'length' },
  'endings.win': { label: 'games won', group: 'endings' },
  'endings.draw': { label: 'games drawn', group: 'endings' },
  'endings.unfinished': { label: 'games with no winner (stopped at the roll cap)', group: 'endings' },
  'starter.winRate': { label: 'starting player wins (share of won games)', group: 'starter' },
  'drunk.south': { label: 'shots drunk by South per game', group: 'drunk' },
  'drunk.north': { label: 'shots drunk by North per game', group: 'drunk' },
  'drunk.spectators': { label: 'shots drunk by spectators per game', group: 'drunk' },
  ...Object.fromEntries(PULL_SIZES.map((k) => [`pulls.${k}`, { label: `pulls of ${k} per game`, group: 'pulls' }])),
  'events.fullPulls': { label: 'Full Pulls per game', group: 'events' },
  'events.kendals': { label: 'Kendals per game', group: 'events' },
  'events.queenToasts': { label: "Queen's toasts per game", group: 'events' },
  'events.mugginsCalls': { label: 'muggins calls per game', group: 'events' },
  'wins.skunks': { label: 'skunks (share of games)', group: 'skunks' },
  'wins.royalSkunks': { label: 'royal skunks (share of games)', group: 'skunks' },
};

/** The label and group of a statistic's key (a key the lab does not know is shown as itself, in "events"). */
export const statLabel = (key: string): StatLabel => STAT_LABELS[key] ?? { label: key, group: 'events' };
