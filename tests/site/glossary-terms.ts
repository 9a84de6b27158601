/**
 * The glossary's terms as the site tests find them in running text (site.test.ts links each one,
 * order.test.ts keeps the reading order).
 */

/** A glossary term: its heading's id and name, and how a page's text uses it. */
export interface GlossaryTerm {
  readonly id: string;
  readonly name: string;
  readonly pattern: RegExp;
}

/**
 * How each glossary term is found in running text (case-insensitive unless the pattern says otherwise).
 * A term not listed here is matched by its heading, the last word allowing -s, -es, -ed or -ing. "Run"
 * is left out: the everyday verb ("runs dry") would drown the de Jesus term.
 */
export const TERM_PATTERNS: Record<string, RegExp | null> = {
  player: /\b[Tt]he Player\b/g,
  opponent: /\b[Tt]he Opponent\b/g,
  'opened-bottle': /\b(?:un)?opened\b|\bopens? (?:their|a|the) (?:second |last )?bottle/gi,
  'queens-number': /\bQueen['’]s Numbers?\b/gi,
  'prophets-number': /\bProphet['’]s Numbers?\b/gi,
  skunk: /\bskunk(?:s|ed)?\b/gi,
  run: null,
};

/** The glossary's terms (its h2 headings, id and name), longest name first so "Full Pull" is found before "pull". */
export function glossaryTerms(headings: readonly { id: string; name: string }[]): GlossaryTerm[] {
  const terms: GlossaryTerm[] = [];
  for (const { id, name } of headings) {
    const pattern =
      id in TERM_PATTERNS ? TERM_PATTERNS[id] : new RegExp(`\\b${name.replace(/['’]/g, "['’]").split(/\s+/).join('\\s+')}(?:s|es|ed|d|ing)?\\b`, 'gi');
    if (pattern) terms.push({ id, name, pattern });
  }
  return terms.sort((a, b) => b.name.length - a.name.length);
}
