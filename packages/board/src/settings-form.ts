/**
 * The settings form's state, without the DOM: the players' rows, the rule options as typed, and what they
 * make once checked (the players of a new game, the options that differ from the preset, or why not).
 */
import { BOT_NAMES, isBotName, type BotName } from '@tablero/engine/bots';
import { SIDE_NAMES, rulesProblem, type OptionName, type PlayerInfo, type PresetName, type RuleOptions, type RulesError, type Side } from '@tablero/engine';
import { computerName, playerNameProblem } from './config.ts';
import { OPTION_INFO, changedOptions, optionsFor, type OptionKind, type OptionValue, type OptionValues } from './option-info.ts';

/** One side's row in the form: the name as typed, and who plays it ('' for a person at this screen). */
export interface Seat {
  readonly name: string;
  readonly plays: '' | BotName;
}

/** The kinds of player in the form: a person, then each computer player, weakest first. */
export const PLAYS: readonly Seat['plays'][] = ['', ...BOT_NAMES];

/** What a kind of player is called in the form. */
export const playsLabel = (plays: Seat['plays']): string => (plays ? `Computer: ${plays}` : 'A person');

/** The rows for these players, South first (a side with no player gets its side's name, played by a person). */
export const seatsOf = (players: readonly PlayerInfo[]): [Seat, Seat] => [seatOf(players, 0), seatOf(players, 1)];
const seatOf = (players: readonly PlayerInfo[], i: Side): Seat => ({ name: players[i]?.name ?? SIDE_NAMES[i], plays: players[i]?.bot ?? '' });

/**
 * Side `i`'s row after a change: another kind of player chosen (`plays`, any text: not a computer is a
 * person), or a name typed. A name the form made up for the old kind of player gives way to one for the new.
 */
export function seatAfter(seat: Seat, i: Side, change: { readonly plays: string } | { readonly name: string }): Seat {
  if ('name' in change) return { ...seat, name: change.name };
  const plays = isBotName(change.plays) ? change.plays : '';
  const madeUp = seat.name === '' || seat.name === SIDE_NAMES[i] || BOT_NAMES.some((b) => seat.name === computerName(b));
  return { plays, name: madeUp ? (plays ? computerName(plays) : SIDE_NAMES[i]) : seat.name };
}

/**
 * An option's value as its field gives it: a switch's state, a number the engine can read (else the text
 * as typed, so the engine's message names it), or the text.
 */
export function fieldValue(kind: OptionKind, field: { readonly value: string; readonly checked?: boolean }): OptionValue {
  if (kind === 'boolean') return field.checked === true;
  if (kind === 'integer') return /^\s*\d+\s*$/.test(field.value) ? Number(field.value) : field.value;
  return field.value;
}

/** The form's rules, reduced to what differs from the preset, and checked by the engine. */
export function chosenRules(preset: PresetName, values: OptionValues): { ok: true; options: RuleOptions } | { ok: false; error: RulesError } {
  const shown: OptionValues = {};
  for (const info of optionsFor(preset)) shown[info.name] = values[info.name];
  const options = changedOptions(preset, shown);
  const problem = rulesProblem(preset, options);
  return problem ? { ok: false, error: problem } : { ok: true, options };
}

/** The form's players, or why one of them cannot play. */
export function chosenPlayers(seats: readonly [Seat, Seat]): { ok: true; players: [PlayerInfo, PlayerInfo] } | { ok: false; why: string } {
  const players: PlayerInfo[] = [];
  for (const [i, seat] of seats.entries()) {
    const name = seat.name.trim() || (seat.plays ? computerName(seat.plays) : SIDE_NAMES[i]);
    const problem = playerNameProblem(name);
    if (problem) return { ok: false, why: `${SIDE_NAMES[i]}'s name "${name}": ${problem}` };
    players.push(seat.plays ? { name, bot: seat.plays } : { name });
  }
  return { ok: true, players: players as [PlayerInfo, PlayerInfo] };
}

/** The engine's refusal, in a sentence that says what happened and which choice it was about. */
export function problemWords(e: RulesError): string {
  const label = e.option in OPTION_INFO ? OPTION_INFO[e.option as OptionName].label : e.option;
  return `These rules don't fit together, so nothing has changed yet. ${label}: ${e.why}.`;
}
