/**
 * Quoting outside input in messages. Every engine error that repeats what it was given (an option
 * name, a position, a record's field) quotes it through `clip` or `quoteValue`, so a megabyte of bad
 * input still gives a message of a line or two.
 */

/** The most characters of someone's input that a message quotes. */
export const QUOTE_LIMIT = 40;

/**
 * At most `QUOTE_LIMIT` characters of `text`, starting at `from`, with "…" where something was cut
 * off before or after. A surrogate pair is never split.
 */
export function clip(text: string, from = 0): string {
  let start = Math.max(0, Math.min(from, text.length));
  if (start > 0 && isLowSurrogate(text.charCodeAt(start))) start--;
  let end = start + QUOTE_LIMIT;
  if (end >= text.length) return start > 0 ? `…${text.slice(start)}` : text;
  if (isLowSurrogate(text.charCodeAt(end))) end--;
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}…`;
}

const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/**
 * A value as a message quotes it: JSON where it has one (a BigInt as `5n`), cut by `clip`.
 * Never throws.
 */
export function quoteValue(value: unknown): string {
  let t: string | undefined;
  try {
    t = typeof value === 'bigint' ? `${value}n` : typeof value === 'symbol' || typeof value === 'function' ? String(value) : JSON.stringify(value);
  } catch {
    t = undefined;
  }
  if (t === undefined) t = typeof value === 'object' ? '[object]' : String(value as undefined);
  return clip(t);
}
