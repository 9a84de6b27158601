/**
 * The board's one table of attributes (attributes.ts) against what lists them elsewhere: the element's
 * `@attr` JSDoc (the manifest's source), the attribute tables of the board's README and the embedding
 * guide, and the config reader (each game attribute is read, and a bad value is reported under its name).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOARD_ATTRIBUTES, FLAG_ATTRIBUTES, GAME_ATTRIBUTES, type GameAttribute } from '../src/attributes.ts';
import { readConfig } from '../src/config.ts';

const read = (path: string): string => readFileSync(new URL(path, import.meta.url), 'utf8');
const NAMES = BOARD_ATTRIBUTES.map((a) => a.attribute);

/** The attribute names of a Markdown table's rows (`| \`name\` | ...`) under `heading`, up to the next heading. */
function tableRows(markdown: string, heading: string): string[] {
  const start = markdown.indexOf(heading);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const section = markdown.slice(start, markdown.indexOf('\n## ', start + 1));
  return [...section.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]);
}

describe('the attribute table', () => {
  it("is the element's @attr JSDoc, in order", () => {
    const board = read('../src/board.ts');
    expect([...board.matchAll(/^ \* @attr ([a-z-]+) - /gm)].map((m) => m[1])).toEqual(NAMES);
  });

  it("is the element's static properties (in any order), with each attribute's name, reflection and converter", () => {
    const board = read('../src/board.ts');
    const block = board.slice(board.indexOf('static override properties = {'), board.indexOf('view: { state: true'));
    const written = [...block.matchAll(/^ {4}(\w+): \{ (?:attribute: '([a-z-]+)', )?(reflect: true, )?converter: (\w+)Converter \},$/gm)].map((m) => ({
      attribute: m[2] ?? m[1],
      property: m[1],
      kind: m[4] === 'flag' ? 'flag' : 'text',
      reflect: m[3] !== undefined,
    }));
    const byName = (a: { attribute: string }, b: { attribute: string }): number => a.attribute.localeCompare(b.attribute);
    const table = BOARD_ATTRIBUTES.map((a) => ({ attribute: a.attribute, property: a.property, kind: a.kind, reflect: !('reflect' in a) || a.reflect }));
    expect(written.sort(byName)).toEqual(table.sort(byName));
  });

  it("is the board README's table and the embedding guide's, row by row", () => {
    expect(tableRows(read('../README.md'), '## Attributes')).toEqual(NAMES);
    expect(tableRows(read('../../../site/src/content/docs/embedding.mdx'), '## Attributes')).toEqual(NAMES);
  });

  it('names the on/off attributes and the game attributes the reader takes', () => {
    expect(FLAG_ATTRIBUTES.map((a) => a.attribute)).toEqual(['readonly', 'paused', 'compact', 'table-dice']);
    const bad: Record<GameAttribute, string> = {
      rules: 'chess',
      options: 'nonsense',
      position: 'zzz',
      dice: '9-9',
      seed: '-1',
      queen: '13',
      players: 'a, b, c',
    };
    expect(Object.keys(bad).sort()).toEqual([...GAME_ATTRIBUTES].sort());
    for (const a of GAME_ATTRIBUTES) {
      const r = readConfig({ [a]: bad[a] }, () => 1);
      expect(r.ok ? null : r.problem.attribute, a).toBe(a);
    }
  });
});
