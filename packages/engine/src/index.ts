/**
 * @tablero/engine: the rules of Tablero's four rule sets as pure functions over plain data, and the
 * records that save and replay a game. No DOM, no timers, no Math.random: dice come in through actions,
 * chosen by a seeded `Dice`.
 *
 * The computer players are `@tablero/engine/bots`, simulation and statistics `@tablero/engine/sim`, and
 * the xstate turn machine `@tablero/engine/machine`.
 */
export {
  SIZE,
  SQUARES,
  GLASSES,
  SIDES,
  SOUTH,
  NORTH,
  SIDE_NAMES,
  CENTRE,
  FILES,
  other,
  fileOf,
  rankOf,
  squareAt,
  squareName,
  parseSquare,
  parseSquareList,
  baselineRank,
  baselineSquare,
  type Side,
} from './rules/geometry.ts';
export {
  PRESETS,
  PRESET_RULES,
  QUEEN_CALLS,
  RANKINGS,
  RulesError,
  isPreset,
  resolveRules,
  rulesProblem,
  glassesShownEmpty,
  stakeSize,
  type PresetName,
  type QueenCall,
  type Ranking,
  type RuleSet,
  type Movement,
  type StartKind,
  type InitiativeKind,
  type MugginsKind,
  type AfterPull,
  type SkunkTest,
} from './rules/rule-set/resolve.ts';
export {
  OPTION_ROWS,
  OPTION_NAMES,
  OPTION_KINDS,
  OPTION_KIND_NAMES,
  optionRow,
  readOption,
  optionAppliesTo,
  type OptionKind,
  type OptionName,
  type OptionRow,
  type IntRange,
  type RuleOptions,
} from './rules/rule-set/options.ts';
export { Xoshiro128, SeededDice, ScriptedDice, parseDiceScript, formatDiceScript, isRoll, type Rng, type Dice, type Roll } from './rules/dice.ts';
export {
  PHASES,
  ROLL_ACTIONS,
  TALLY_COUNTS,
  emptyTally,
  type Phase,
  type Action,
  type ActionType,
  type RollActionType,
  type Choice,
  type MoveRecord,
  type GameResult,
  type Tally,
  type TallyCount,
  type Resume,
  type Shortfall,
  type GameState,
} from './rules/state.ts';
export { parsePosition, formatPosition, NotationError, type Position, type PlacedGlass } from './rules/notation.ts';
export { createGame, type GameSetup } from './rules/setup.ts';
export { apply, applyInPlace, cloneState, isActionType, reasonIllegal, isRollType, describe } from './rules/apply.ts';
export { legalChoices, mugginsChoices, isOpponentCall } from './rules/choices.ts';
export { actor, seatToAct, senderOf } from './rules/whose-turn.ts';
export { IllegalAction } from './rules/apply.ts';
export { isPassRoll, isQueenRoll, passReason } from './rules/roll-outcome.ts';
export {
  describeChange,
  type ChangeDescription,
  type ChangeWhat,
  type ChangeOutcome,
  type RollChange,
  type QueenRollChange,
  type InitiativeRollChange,
  type TurnRollChange,
  type RunRollChange,
  type MoveChange,
  type PullChange,
  type ToastChange,
  type MugginsChange,
  type PassChange,
  type PassReason,
  type PassRollReason,
  type ShareChange,
  type RefillChange,
  type PlainChange,
} from './rules/describe-change.ts';
export { legalMoves, legalPairs, hasLegalPair, encodeMove, moveFrom, moveTo, type MovePair } from './rules/moves.ts';
export { pullableLines, standingLines, minimumPull, crossbowRank, isKendal, isFullPull, sameLine, CHEVRONS, LONG_DIAGONALS, type Line } from './rules/lines.ts';
export { mustDrink, mostToHandOut } from './rules/pull.ts';
export { runnableRow } from './rules/runs.ts';
export {
  shotsBalance,
  shotsInGlasses,
  openBottle,
  bottlesOpened,
  hasUnopenedBottle,
  isSkunked,
  pourerOf,
  rankingScore,
  tournamentPoints,
  tournamentTable,
} from './rules/stakes.ts';
export { replay, readRecord, newRecord, recordAction, startOf, scriptOf, ReplayError, RECORD_VERSION, type GameRecord, type PlayerInfo } from './io/record.ts';
export { checkGame, checkRules, checkSnapshot, SnapshotError } from './io/checks.ts';
export { TALK, isTalkId, type TalkId } from './io/talk.ts';
