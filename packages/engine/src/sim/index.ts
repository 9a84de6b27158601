/**
 * @tablero/engine/sim: whole games between bots (`playGame`), seeded series of them (`playSeries`), the
 * statistics over many games (`Aggregate`, `summarize`) and the tests that say whether two
 * configurations differ (`compareAggregates`). Used by `npm run simulate` and the rulebook's Variant lab.
 */
export { playGame, withDice, type PlayOptions } from './play-game.ts';
export { playSeries, playSeeded, diceSeed, botSeed, type SeriesSetup, type SeededGame } from './series.ts';
export {
  PULL_SIZES,
  outcomeOf,
  emptyAggregate,
  addGame,
  mergeAggregates,
  lengthHistogram,
  lengthSummary,
  summarize,
  type GameOutcome,
  type Aggregate,
  type Summary,
} from './outcomes.ts';
export { Z95, wilsonInterval } from './distributions.ts';
export { ALPHA, twoProportionZ, welchT, compareAggregates, type TestResult, type TestName, type ComparisonRow } from './significance.ts';
