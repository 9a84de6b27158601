/**
 * The rulebook in its own words: no page may share a run of eight words with the rules sources (after
 * case, punctuation and markup are set aside). The facts carry over from the sources; their sentences do not.
 *
 * The sources are not part of this repository: the test reads them from `../shared/rules-sources` beside
 * the repository root, where CI puts them, and skips (saying so) in a clone without them.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { proseOf, wordsOf } from './prose.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SOURCES = join(ROOT, '..', 'shared', 'rules-sources');
const DOCS = join(ROOT, 'site', 'src', 'content', 'docs');
/** The shortest run of words that counts as copied. */
const RUN = 8;

/** Every run of `RUN` words in a list of words, joined by spaces. */
function runsOf(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + RUN <= words.length; i++) out.push(words.slice(i, i + RUN).join(' '));
  return out;
}

function filesUnder(dir: string, ends: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, ends) : ends.test(name) ? [path] : [];
  });
}

describe('proseOf and wordsOf', () => {
  it('keep the text and the string props, and drop imports, code, tags and link targets', () => {
    const page =
      "---\ntitle: The Queen's Number\n---\nimport X from './x';\n\nRoll the [dice](/glossary/#dice), `pullSize=4`.\n\n<Task caption=\"Pull five now\" seed={3} />\n```html\n<tablero-board></tablero-board>\n```\n";
    expect(wordsOf(proseOf(page))).toEqual(['the', 'queens', 'number', 'roll', 'the', 'dice', 'pull', 'five', 'now']);
  });
});

const present = existsSync(SOURCES);
describe.skipIf(!present)(
  present ? 'the rulebook in its own words' : `the rulebook in its own words: SKIPPED, no rules sources at ${SOURCES} (only CI has them beside the repository)`,
  () => {
    it(`shares no run of ${RUN} words with any rules source`, () => {
      const sources = new Map<string, string>();
      for (const file of filesUnder(SOURCES, /\.(txt|md)$/)) {
        for (const run of runsOf(wordsOf(readFileSync(file, 'utf8')))) sources.set(run, relative(SOURCES, file));
      }
      expect(sources.size).toBeGreaterThan(1000);
      const hits: string[] = [];
      for (const file of filesUnder(DOCS, /\.mdx?$/)) {
        const seen = new Set<string>();
        for (const run of runsOf(wordsOf(proseOf(readFileSync(file, 'utf8'))))) {
          const source = sources.get(run);
          if (source && !seen.has(run)) {
            seen.add(run);
            hits.push(`${relative(DOCS, file)}: "${run}" (as in ${source})`);
          }
        }
      }
      expect(hits).toEqual([]);
    });
  },
);
