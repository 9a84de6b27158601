/**
 * The grammar of the board's sentences: players' names with verbs that agree ("Ada fills", "You fill"),
 * possessives, counts in words, a glass as the rules pour it, and the word for whose Number it is. Pure string functions.
 */
import { glassesShownEmpty, type GameState } from '@tablero/engine';

/** Display names, [South, North]. */
export type Names = readonly [string, string];

/** Is this name the reader themself ("You")? Its verbs and possessives then take the second person. */
export const isYou = (name: string): boolean => name.trim().toLowerCase() === 'you';

const BASE_FORMS: Readonly<Record<string, string>> = { has: 'have', is: 'are', does: 'do', goes: 'go' };

/** A verb in the third person ("fills") as it agrees with this name: "fills" for Ada, "fill" for You. */
export function verb(name: string, third: string): string {
  if (!isYou(name)) return third;
  const base = BASE_FORMS[third];
  if (base) return base;
  return /(ch|sh|ss|x)es$/.test(third) ? third.slice(0, -2) : third.replace(/s$/, '');
}

/** A name with its verb, at the start of a sentence: "Ada fills", "You fill". */
export const says = (name: string, third: string): string => `${name} ${verb(name, third)}`;

/** A name inside a sentence: "you" for You, else the name as written. */
export const them = (name: string): string => (isYou(name) ? 'you' : name);

/** A name's possessive: "your" for You, "Ada's" otherwise (at a sentence's start, `capitalise` it). */
export const whose = (name: string): string => (isYou(name) ? 'your' : `${name}'s`);

/** The text with its first letter in capitals ("your glass" at the start of a line). */
export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "Queen" or "Prophet": who the Number belongs to in these rules. */
export const royal = (s: GameState): string => (s.rules.queen === 'prophet' ? 'Prophet' : 'Queen');

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** A count in words with its noun: "one glass", "three glasses", "12 glasses". */
export const count = (n: number, one: string, many = `${one}s`): string => `${NUMBER_WORDS[n] ?? n} ${n === 1 ? one : many}`;

/** "a full glass", or in One Man's Poison (glasses stand empty until a shot is drunk) "a glass". */
export const aGlass = (s: GameState): string => (glassesShownEmpty(s.rules) ? 'a glass' : 'a full glass');
