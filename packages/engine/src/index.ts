/**
 * @tablero/engine: the rules of Tablero's four rule sets as pure functions over plain data.
 * No DOM, no timers, no Math.random: dice come in through actions, chosen by a seeded `Dice`.
 */
export * from './geometry.ts';
export * from './rules.ts';
export * from './dice.ts';
export * from './state.ts';
export * from './notation.ts';
export { createGame, type GameSetup } from './setup.ts';
export { apply, applyInPlace, cloneState, isActionType, reasonIllegal, legalChoices, mugginsChoices, isOpponentCall, isRollType, actor, seatToAct, describe } from './apply.ts';
export { IllegalAction, isPassRoll, isQueenRoll, passReason } from './flow.ts';
export { legalMoves, legalPairs, hasLegalPair, encodeMove, moveFrom, moveTo, type MovePair } from './moves.ts';
export { pullableLines, standingLines, minimumPull, crossbowRank, isKendal, isFullPull, sameLine, CHEVRONS, LONG_DIAGONALS, type Line } from './lines.ts';
export { mustDrink, mostToHandOut } from './pull.ts';
export { evaluate, passChance, WIN } from './evaluate.ts';
export { runnableRow } from './runs.ts';
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
} from './stakes.ts';
export { randomBot, greedyBot, hardBot, expertBot, botNamed, BOT_NAMES, isBotName, MUGGINS_CHANCE, MugginsWatch, BotScratch, type Bot, type BotName } from './bots.ts';
export { playGame, withDice, type PlayOptions } from './selfplay.ts';
export { replay, readRecord, newRecord, recordAction, startOf, scriptOf, ReplayError, RECORD_VERSION, type GameRecord, type PlayerInfo } from './record.ts';
export { checkGame, checkRules, checkSnapshot, SnapshotError } from './snapshot.ts';
export * from './stats.ts';
export { playSeries, playSeeded, diceSeed, botSeed, type SeriesSetup, type SeededGame } from './series.ts';
