/**
 * What a host page configures, read from attribute strings. Pure (no DOM): every reader returns either
 * a value or an `AttributeProblem` that names the attribute, the value, why it is wrong and what is
 * allowed, so the element can show it instead of throwing into the host page.
 */
import { MAX_DELAY } from '@tablero/engine/machine';
import { BOT_NAMES, isBotName, type BotName } from '@tablero/engine/bots';
import {
  OPTION_KINDS,
  OPTION_NAMES,
  PRESETS,
  RulesError,
  SIDE_NAMES,
  createGame,
  parseDiceScript,
  type OptionKind,
  type OptionName,
  type PlayerInfo,
  type PresetName,
  type Roll,
  type RuleOptions,
} from '@tablero/engine';
import type { GameAttribute } from './attributes.ts';

/** The looks the board ships with. */
export const THEMES = ['cloth', 'wood', 'contrast'] as const;
export type Theme = (typeof THEMES)[number];

/** A bad attribute value, in words a webmaster can act on. */
export interface AttributeProblem {
  /** The attribute's name, e.g. `rules`. */
  readonly attribute: string;
  /** The value as written. */
  readonly value: string;
  /** What is wrong with it. */
  readonly why: string;
  /** What the attribute accepts. */
  readonly allowed: string;
}

/** A game's setup as the attributes describe it; every field has a default. */
export interface BoardConfig {
  readonly rules: PresetName;
  readonly options: RuleOptions;
  /** A starting position in the engine's notation, or '' for the rule set's own setup. */
  readonly position: string;
  /** Scripted rolls, played before the seeded dice take over. */
  readonly script: readonly Roll[];
  /** The dice's seed; a fresh random one when the page gives none. */
  readonly seed: number;
  /** A fixed Queen's Number (2..12), or 0 to roll for it. */
  readonly queen: number;
  /** [South, North]. */
  readonly players: readonly [PlayerInfo, PlayerInfo];
}

export type Result<T> = { ok: true; value: T } | { ok: false; problem: AttributeProblem };

/** A value in a message: at most 80 characters, so a huge value does not flood the page. */
export function shortValue(value: unknown): string {
  let text: string;
  try {
    text = typeof value === 'string' ? value : typeof value === 'object' && value !== null ? Object.prototype.toString.call(value) : String(value);
  } catch {
    text = typeof value;
  }
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

/**
 * A text attribute's value as text: strings as they are, finite numbers (and bigints) written out,
 * nothing for null/undefined; a boolean, NaN, an object or a function is a problem, since no text
 * attribute takes one.
 */
export function readText(attribute: string, value: unknown, allowed: string): Result<string> {
  if (value === null || value === undefined) return ok('');
  if (typeof value === 'string') return ok(value);
  if (typeof value === 'number') return Number.isFinite(value) ? ok(String(value)) : bad(attribute, String(value), 'not a finite number', allowed);
  if (typeof value === 'bigint') return ok(String(value));
  const what = typeof value === 'boolean' ? `${value}, a true/false value,` : Array.isArray(value) ? 'a list' : `a value of type ${typeof value}`;
  return bad(
    attribute,
    shortValue(value),
    `got ${what} where text${['seed', 'queen', 'bot-delay'].includes(attribute) ? ' or a number' : ''} was expected`,
    allowed,
  );
}

/**
 * An on/off attribute (`readonly`, `paused`, `compact`, `sync-hash`): present, true, or any text but
 * "false", "0", "off" or "no" means on; absent, false, 0 and those words mean off, so Vue's
 * `:paused="false"` (written as the attribute paused="false" before the element is defined) does not
 * pause. Objects and other types are a problem.
 */
export function readFlag(attribute: string, value: unknown): Result<boolean> {
  if (value === null || value === undefined || value === false) return ok(false);
  if (value === true) return ok(true);
  if (typeof value === 'number') return Number.isNaN(value) ? bad(attribute, 'NaN', 'not on or off', FLAG_ALLOWED) : ok(value !== 0);
  if (typeof value === 'string') return ok(!FLAG_OFF.includes(value.trim().toLowerCase()));
  return bad(attribute, shortValue(value), `got a value of type ${Array.isArray(value) ? 'array' : typeof value}`, FLAG_ALLOWED);
}
const FLAG_OFF = ['false', '0', 'off', 'no'];
const FLAG_ALLOWED = 'true or false (as a property), or the attribute present (on) or absent (off); the text "false" also means off';

/** Used when `bot-delay` is absent. */
export const DEFAULT_BOT_DELAY = 700;
const BOT_DELAY_ALLOWED = `a whole number of milliseconds from 0 to ${MAX_DELAY}, e.g. 700`;

/** `bot-delay`: how long a computer player waits, in milliseconds (0..60000); absent means 700. */
export const readBotDelay = (value: unknown): Result<number> =>
  readTrimmed(
    'bot-delay',
    value,
    BOT_DELAY_ALLOWED,
    () => DEFAULT_BOT_DELAY,
    (raw) =>
      /^\d+(\.\d+)?$/.test(raw) && Number(raw) <= MAX_DELAY
        ? ok(Math.round(Number(raw)))
        : bad('bot-delay', shortValue(raw), 'not a number of milliseconds in range', BOT_DELAY_ALLOWED),
  );

/** A text attribute's value, trimmed, handed to `read`; no text at all gives `empty()` instead. */
function readTrimmed<T>(attribute: string, value: unknown, allowed: string, empty: () => T, read: (raw: string) => Result<T>): Result<T> {
  const text = readText(attribute, value, allowed);
  if (!text.ok) return text;
  const raw = text.value.trim();
  return raw === '' ? ok(empty()) : read(raw);
}
const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const bad = (attribute: string, value: string, why: string, allowed: string): Result<never> => ({
  ok: false,
  problem: { attribute, value, why, allowed },
});

export const DEFAULT_PLAYERS: readonly [PlayerInfo, PlayerInfo] = [{ name: SIDE_NAMES[0] }, { name: SIDE_NAMES[1] }];

/**
 * One of a list of names (trimmed, any case); empty, or one of `alsoEmpty`, gives `empty`. Anything else
 * is "not <what>", with the list as what is allowed.
 */
function readChoice<T extends string>(
  attribute: string,
  value: unknown,
  list: readonly T[],
  empty: T,
  what: string,
  alsoEmpty: readonly string[] = [],
): Result<T> {
  const allowed = `one of ${list.join(', ')}`;
  const text = readText(attribute, value, allowed);
  if (!text.ok) return text;
  const v = text.value.trim().toLowerCase();
  if (v === '' || alsoEmpty.includes(v)) return ok(empty);
  if ((list as readonly string[]).includes(v)) return ok(v as T);
  return bad(attribute, shortValue(text.value), `not ${what}`, allowed);
}

/** `rules`: a preset name. Empty means powell. */
export const readRules = (value: unknown): Result<PresetName> => readChoice('rules', value, PRESETS, 'powell', 'a rule set');

const OPTIONS_ALLOWED = 'a space-separated list of option or option=value, e.g. "pullSize=5 chevron kendal=false"; options: ' + OPTION_NAMES.join(', ');

/** How `options` writes a value of each kind: the pattern it must match, its name in a message, and its reading. */
const OPTION_TEXT: Record<OptionKind, readonly [RegExp, string, (text: string) => unknown]> = {
  boolean: [/^(true|false|on|off)$/, 'true or false', (v) => v === 'true' || v === 'on'],
  integer: [/^\d+$/, 'a whole number', Number],
  'queen-call': [/^(auto|manual)$/, 'auto or manual', (v) => v],
  ranking: [/^(drunk|coins)$/, 'drunk or coins', (v) => v],
  // Squares: "b1-e2-a3" or "b1.e2.a3" (spaces separate options, so squares are joined).
  squares: [
    /(?:)/,
    '',
    (v) =>
      v
        .split(/[-.+/]/)
        .filter(Boolean)
        .join(' '),
  ],
};

/**
 * `options`: space- or comma-separated `name` (switches a variant on), `name=value`, or `no-name`
 * (switches it off). Names are the engine's option names (camelCase; kebab-case also accepted).
 */
export function readOptions(value: unknown): Result<RuleOptions> {
  const out: Record<string, unknown> = {};
  const text = readText('options', value, OPTIONS_ALLOWED);
  if (!text.ok) return text;
  const raw = text.value;
  for (const token of raw.split(/[\s,;&]+/).filter(Boolean)) {
    let [name, value] = token.includes('=') ? (token.split('=', 2) as [string, string]) : [token, 'true'];
    if (name.startsWith('no-') && !token.includes('=')) {
      name = name.slice(3);
      value = 'false';
    }
    const key = camel(name);
    if (!Object.hasOwn(OPTION_KINDS, key)) return bad('options', shortValue(raw), `"${shortValue(name)}" is not an option`, OPTIONS_ALLOWED);
    const [pattern, what, read] = OPTION_TEXT[OPTION_KINDS[key as OptionName]];
    if (!pattern.test(value)) return bad('options', shortValue(raw), `${key} takes ${what}, not "${shortValue(value)}"`, OPTIONS_ALLOWED);
    out[key] = read(value);
  }
  return ok(out as RuleOptions);
}

/** The options as the attribute writes them, in the engine's option order. Round-trips with `readOptions`. */
export function formatOptions(options: RuleOptions): string {
  const parts: string[] = [];
  for (const name of OPTION_NAMES) {
    const v = options[name];
    if (v === undefined) continue;
    if (v === true) parts.push(name);
    else if (v === false) parts.push(`no-${name}`);
    else if (name === 'spots') parts.push(`spots=${String(v).trim().split(/\s+/).join('-')}`);
    else parts.push(`${name}=${String(v)}`);
  }
  return parts.join(' ');
}

const camel = (name: string): string => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** `dice`: scripted rolls, e.g. "3-4 6-6 1-2". */
const readDice = (value: unknown): Result<Roll[]> =>
  readTrimmed(
    'dice',
    value,
    DICE_ALLOWED,
    () => [],
    (raw) => {
      try {
        return ok(parseDiceScript(raw));
      } catch (e) {
        return bad('dice', shortValue(raw), (e as Error).message, DICE_ALLOWED);
      }
    },
  );
const DICE_ALLOWED = 'rolls of two dice written like "3-4 6-6 1-2", each face 1 to 6';

/** A whole number from `min` to `max` written in digits; empty gives `empty()`, anything else is "<why>". */
function readWhole(attribute: string, value: unknown, min: number, max: number, empty: () => number, why: string): Result<number> {
  const allowed = `a whole number from ${min} to ${max}`;
  return readTrimmed(attribute, value, allowed, empty, (raw) => {
    const n = Number(raw);
    return /^\d+$/.test(raw) && n >= min && n <= max ? ok(n) : bad(attribute, shortValue(raw), why, allowed);
  });
}

/** `seed`: a whole number 0..4294967295; empty gives `fallback` (a fresh seed). */
export const readSeed = (value: unknown, fallback: () => number): Result<number> =>
  readWhole('seed', value, 0, 0xffffffff, fallback, 'not a whole number in range');

/** `queen`: a fixed Queen's (Prophet's) Number, 2..12; empty means it is rolled. */
export const readQueen = (value: unknown): Result<number> => readWhole('queen', value, 2, 12, () => 0, 'not a total two dice can make');

/** The longest player name, in characters: the `players` attribute, the settings form and saved games hold names to it. */
export const MAX_NAME_LENGTH = 40;

const PLAYERS_ALLOWED = `two players separated by a comma, South first; each a name, optionally followed by ":" and a computer player (${BOT_NAMES.join(' or ')}), e.g. "Ada, Computer:greedy"`;

/** The name a computer player gets when none is written, e.g. "Computer (greedy)". */
export const computerName = (bot: BotName): string => `Computer (${bot})`;

/** `players`: "South name[:bot], North name[:bot]". A bare bot name ("greedy") is a computer with that name. */
export const readPlayers = (value: unknown): Result<[PlayerInfo, PlayerInfo]> =>
  readTrimmed('players', value, PLAYERS_ALLOWED, () => [...DEFAULT_PLAYERS] as [PlayerInfo, PlayerInfo], playersFrom);

/** Two players from the trimmed, non-empty text of `players`. */
function playersFrom(raw: string): Result<[PlayerInfo, PlayerInfo]> {
  const parts = raw.split(',').map((p) => p.trim());
  if (parts.length !== 2) return bad('players', shortValue(raw), `names ${parts.length} player${parts.length === 1 ? '' : 's'}, not 2`, PLAYERS_ALLOWED);
  const players: PlayerInfo[] = [];
  for (const [i, part] of parts.entries()) {
    const pieces = part.split(':').map((x) => x.trim());
    if (pieces.length > 2)
      return bad('players', shortValue(raw), `"${shortValue(part)}" has more than one ":" (a name, then at most one computer player)`, PLAYERS_ALLOWED);
    const [nameText, botText = ''] = pieces;
    const side = SIDE_NAMES[i];
    if (botText === '' && isBotName(nameText.toLowerCase())) {
      const bot = nameText.toLowerCase() as BotName;
      players.push({ name: computerName(bot), bot });
      continue;
    }
    if (botText !== '' && !isBotName(botText.toLowerCase()))
      return bad('players', shortValue(raw), `"${shortValue(botText)}" is not a computer player`, PLAYERS_ALLOWED);
    const name = nameText || side;
    if (name.length > MAX_NAME_LENGTH)
      return bad('players', shortValue(raw), `the name "${name.slice(0, 20)}…" is longer than ${MAX_NAME_LENGTH} characters`, PLAYERS_ALLOWED);
    players.push(botText ? { name, bot: botText.toLowerCase() as BotName } : { name });
  }
  return ok(players as [PlayerInfo, PlayerInfo]);
}

/**
 * Why a player's name cannot go into the `players` attribute, or null when it can. Names are written
 * there between commas, with a colon before a computer player, so they may hold neither.
 */
export function playerNameProblem(name: string): string | null {
  if (/[,:]/.test(name)) return 'a name cannot hold a comma or a colon';
  if (name.trim().length > MAX_NAME_LENGTH) return `a name can be at most ${MAX_NAME_LENGTH} characters long`;
  return null;
}

/** The players as the attribute writes them. */
export const formatPlayers = (players: readonly PlayerInfo[]): string => players.map((p) => (p.bot ? `${p.name}:${p.bot}` : p.name)).join(', ');

/** The raw attribute values a board was given. */
export type AttributeValues = Partial<Record<GameAttribute, unknown>>;

/**
 * Read all the game attributes; the first problem found wins. Rule options, the Queen's Number and the
 * position are also checked together by the engine (a contradictory combination is a problem too).
 */
export function readConfig(attrs: AttributeValues, freshSeed: () => number): Result<BoardConfig> {
  const rules = readRules(attrs.rules);
  if (!rules.ok) return rules;
  const options = readOptions(attrs.options);
  if (!options.ok) return options;
  const script = readDice(attrs.dice);
  if (!script.ok) return script;
  const seed = readSeed(attrs.seed, freshSeed);
  if (!seed.ok) return seed;
  const queen = readQueen(attrs.queen);
  if (!queen.ok) return queen;
  const players = readPlayers(attrs.players);
  if (!players.ok) return players;
  const positionText = readText('position', attrs.position, POSITION_ALLOWED);
  if (!positionText.ok) return positionText;
  const position = positionText.value.trim();
  const config: BoardConfig = {
    rules: rules.value,
    options: options.value,
    position,
    script: script.value,
    seed: seed.value,
    queen: queen.value,
    players: players.value,
  };
  const checked = checkWithEngine(config, attrs);
  return checked ?? ok(config);
}

/** Ask the engine whether the rules, options, Queen's Number and position make a game. */
function checkWithEngine(config: BoardConfig, attrs: AttributeValues): Result<never> | null {
  try {
    createGame(setupOf(config));
    return null;
  } catch (e) {
    if (e instanceof RulesError) {
      // The attribute the engine's complaint is about (a rule option's is `options`), and what it accepts.
      const own: Partial<Record<string, string>> = {
        position: POSITION_ALLOWED,
        queen: "a whole number from 2 to 12 that the rules allow as a Queen's Number",
        rules: `one of ${PRESETS.join(', ')}`,
      };
      const attribute = Object.hasOwn(own, e.option) ? (e.option as GameAttribute) : 'options';
      const why = attribute === 'options' ? e.message : e.why;
      return bad(attribute, shortValue(attrs[attribute] ?? ''), why, own[attribute] ?? OPTIONS_ALLOWED);
    }
    const message = e instanceof Error ? e.message : String(e);
    return bad('position', shortValue(attrs.position ?? ''), message, 'a position in Tablero notation');
  }
}
const POSITION_ALLOWED =
  'a position in Tablero notation, e.g. "nnn4/7/7/3o3/7/7/4sss s 13/13" (ranks 7 to 1, s/n/o for a glass poured by South or North or empty, digits for empty squares; then whose roll and the stakes)';

/** The engine's setup for a config. */
export const setupOf = (c: BoardConfig) => ({
  rules: c.rules,
  options: c.options,
  ...(c.queen ? { queen: c.queen } : {}),
  ...(c.position ? { position: c.position } : {}),
});

/** `theme`: one of the shipped looks. */
export const readTheme = (value: unknown): Result<Theme> => readChoice('theme', value, THEMES, 'cloth', 'a theme');

/** The colour schemes: follow the reader's system setting (`auto`, the default), or force one. */
const COLOR_SCHEMES = ['auto', 'light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/** `color-scheme`: auto (follow `prefers-color-scheme`), light or dark. */
export const readColorScheme = (value: unknown): Result<ColorScheme> =>
  readChoice('color-scheme', value, COLOR_SCHEMES, 'auto', 'a colour scheme', ['light dark', 'normal']);

/** When a board starts its game: at once (`eager`, the default), or when it nears the viewport or is reached for (`lazy`). */
const LOADINGS = ['eager', 'lazy'] as const;
export type Loading = (typeof LOADINGS)[number];

/** `loading`: eager (the default) or lazy, as an image's or an iframe's `loading` attribute. */
export const readLoading = (value: unknown): Result<Loading> => readChoice('loading', value, LOADINGS, 'eager', 'a loading mode');

/** A problem as one sentence, for the element's message and the error event. */
export const problemText = (p: AttributeProblem): string => `${p.attribute}="${p.value}": ${p.why}. Allowed: ${p.allowed}.`;
