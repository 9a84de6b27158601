/**
 * The page's own link as the settings use it: the rules in its hash (`#rules=...`), a link to share, and
 * copying that link. The hash's format is rules-hash.ts's.
 */
import type { PresetName, RuleOptions } from '@tablero/engine';
import { hashFor } from './rules-hash.ts';

/** The page's address without its hash. */
const pageAddress = (): string => location.href.split('#')[0];

/** This page's address with these rules in its hash (the hash's other parts kept). */
export const linkFor = (rules: PresetName, options: RuleOptions): string => pageAddress() + hashFor(location.hash, rules, options);

/** Put these rules in the page's hash, without a new history entry. */
export function writeRulesHash(rules: PresetName, options: RuleOptions): void {
  history.replaceState(history.state, '', linkFor(rules, options));
}

/**
 * Copy a link field's text to the clipboard; without a clipboard (an insecure page, or refused) the text
 * is selected instead. Resolves to the sentence that says which happened.
 */
export async function copyField(field: HTMLInputElement): Promise<string> {
  try {
    await navigator.clipboard.writeText(field.value);
    return 'Link copied. Paste it anywhere to share these rules.';
  } catch {
    field.focus();
    field.select();
    return 'The link is selected: press Ctrl+C (or Command+C) to copy it.';
  }
}
