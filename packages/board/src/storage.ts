/**
 * The browser's storage as the saved games use it: reads and writes that never throw, saying instead why
 * the browser refused (blocked, or full).
 */

/** The part of `Storage` used here (so tests can pass a plain map). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The page's localStorage, or null where the browser blocks it. */
export function browserStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Write a text; returns an error message when storage refuses (full, or blocked). */
export function writeText(store: KeyValueStore, key: string, text: string): string | null {
  try {
    store.setItem(key, text);
    return null;
  } catch (e) {
    const full = e instanceof DOMException && (e.name === 'QuotaExceededError' || e.code === 22);
    return full ? `the browser's storage is full (${errorText(e)})` : `the browser refused to save (${errorText(e)})`;
  }
}

/** An exception's message, for a sentence that says what went wrong. */
export const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));
