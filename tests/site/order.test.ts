/**
 * The rulebook's reading order, checked on the MDX sources (Node only): every glossary term names the
 * one page that teaches it ("Taught in [page](/page/)" in its glossary entry), and no page of the
 * sidebar uses a term that only a later page teaches. Our readings of the rules all sit in one kind of
 * note, `<OurReading>`, so a reader can tell the sources' rules from our choices.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { READING_ORDER } from '../../site/src/sidebar.ts';
import { glossaryTerms, type GlossaryTerm } from './glossary-terms.ts';
import { proseOf } from './prose.ts';

const DOCS = fileURLToPath(new URL('../../site/src/content/docs/', import.meta.url));

/** A page's MDX (or Markdown) source, by its slug. */
function sourceOf(slug: string): string {
  for (const ext of ['.mdx', '.md']) {
    try {
      return readFileSync(join(DOCS, slug + ext), 'utf8');
    } catch {
      // try the other extension
    }
  }
  throw new Error(`no page ${slug} under ${DOCS}`);
}

/** A heading's id as Starlight makes it: lower case, apostrophes dropped, spaces as hyphens. */
const slugOf = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A glossary entry: the term and the slug of the page its "Taught in" link names. */
interface Entry {
  readonly term: GlossaryTerm;
  readonly taughtIn: string;
}

/** The glossary's entries: each `## Term` section must have exactly one "Taught in [page](/slug/...)" link. */
export function glossaryEntries(glossary: string): { entries: Entry[]; problems: string[] } {
  const sections = glossary.split(/^## /m).slice(1);
  const headings = sections.map((s) => {
    const name = s.slice(0, s.indexOf('\n')).trim();
    return { id: slugOf(name), name };
  });
  const terms = glossaryTerms(headings);
  const entries: Entry[] = [];
  const problems: string[] = [];
  for (const [i, section] of sections.entries()) {
    const links = [...section.matchAll(/Taught in\s+\[[^\]]+\]\(\/([\w/-]+?)\/(?:#[\w-]*)?\)/g)];
    if (links.length !== 1) {
      problems.push(`${headings[i].name}: ${links.length} "Taught in" links (one is needed)`);
      continue;
    }
    const term = terms.find((t) => t.id === headings[i].id);
    if (term) entries.push({ term, taughtIn: links[0][1] });
  }
  return { entries, problems };
}

/**
 * The terms a page uses that only a later page teaches, as messages. A longer term hides the shorter
 * ones inside it ("Royal Skunk" is not a use of "skunk"), as in site.test.ts.
 */
export function usedTooEarly(slug: string, prose: string, entries: readonly Entry[], order: readonly string[]): string[] {
  const here = order.indexOf(slug);
  const found: string[] = [];
  let text = prose.replace(/\s+/g, ' ');
  for (const { term, taughtIn } of [...entries].sort((a, b) => b.term.name.length - a.term.name.length)) {
    term.pattern.lastIndex = 0;
    const m = term.pattern.exec(text);
    if (m && order.indexOf(taughtIn) > here)
      found.push(
        `${slug} uses "${term.name}" ("…${text.slice(Math.max(0, m.index - 50), m.index + 40).trim()}…"), which only ${taughtIn}, later in the reading order, teaches`,
      );
    text = text.replace(term.pattern, (s) => ' '.repeat(s.length));
  }
  return found;
}

const { entries, problems } = glossaryEntries(sourceOf('glossary'));
/** The pages a newcomer reads in order: the glossary is the reference that names them all, so it is left out. */
const ORDER = READING_ORDER.filter((slug) => slug !== 'glossary');

describe('the reading order', () => {
  it('gives every glossary term one page that teaches it, a page of the sidebar that uses the term', () => {
    expect(problems).toEqual([]);
    expect(entries.length).toBeGreaterThanOrEqual(20);
    const wrong: string[] = [];
    for (const { term, taughtIn } of entries) {
      if (!ORDER.includes(taughtIn)) wrong.push(`${term.name} is taught in ${taughtIn}, which is not in the reading order`);
      else {
        term.pattern.lastIndex = 0;
        if (!term.pattern.test(proseOf(sourceOf(taughtIn)))) wrong.push(`${term.name}: ${taughtIn} never uses it`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('uses no term on a page before the page that teaches it', () => {
    const early = ORDER.flatMap((slug) => usedTooEarly(slug, proseOf(sourceOf(slug)), entries, ORDER));
    expect(early).toEqual([]);
  });

  it("fails a page that uses a later page's term (the check can fail)", () => {
    const kendal = entries.find((e) => e.term.id === 'kendal');
    expect(kendal?.taughtIn).toBe('winning');
    expect(usedTooEarly('lines-and-pulls', 'Four in a row is a Kendal.', entries, ORDER)).toHaveLength(1);
    expect(usedTooEarly('tournament', 'Four in a row is a Kendal.', entries, ORDER)).toEqual([]);
    // "Royal Skunk" is one term, not a use of "skunk" as well.
    expect(usedTooEarly('lines-and-pulls', 'A Royal Skunk.', entries, ORDER)).toHaveLength(1);
  });
});

/** The lines of a page that say "our reading" outside an `<OurReading>` note (../../site/src/components/OurReading.astro). */
export function readingsOutsideNotes(page: string): string[] {
  const outside: string[] = [];
  let inReading = false;
  for (const line of page.split('\n')) {
    if (/^\s*<OurReading>\s*$/.test(line)) inReading = true;
    else if (/^\s*<\/OurReading>\s*$/.test(line)) inReading = false;
    else if (/our reading/i.test(line) && !inReading) outside.push(line.trim());
  }
  return outside;
}

describe('our readings', () => {
  it('sit in an <OurReading> note on every page', () => {
    const outside = READING_ORDER.flatMap((slug) => readingsOutsideNotes(sourceOf(slug)).map((line) => `${slug}: ${line}`));
    expect(outside).toEqual([]);
  });

  it('finds a reading written as plain text or in another kind of note (the check can fail)', () => {
    expect(readingsOutsideNotes('Text.\n\nOur reading: a draw scores 1.\n')).toHaveLength(1);
    expect(readingsOutsideNotes('<OurReading>\nA draw scores 1, our reading of a silent source.\n</OurReading>\n')).toEqual([]);
    expect(readingsOutsideNotes('<OnTheBoard>\nOur reading: no.\n</OnTheBoard>\n')).toHaveLength(1);
  });
});
