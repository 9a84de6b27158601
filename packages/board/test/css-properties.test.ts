/**
 * Each element's `@cssprop [--name=default]` JSDoc (what the manifest and the docs tell host pages)
 * against its styles: the default is the value the styles give the property on the host, or, for a
 * property the styles never set, the fallback of every `var(--name, fallback)` that reads it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const source = (file: string): string => readFileSync(new URL(`../src/${file}`, import.meta.url), 'utf8');
const squeeze = (text: string): string => text.replace(/\s+/g, ' ').trim();
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The `@cssprop` defaults an element's JSDoc documents, by property name. */
function documented(element: string): Map<string, string> {
  const lines = [...source(element).matchAll(/^ \* @cssprop \[(--[a-z-]+)=([^\]]+)\] - /gm)];
  return new Map(lines.map((m) => [m[1], squeeze(m[2])]));
}

/** The default the styles give `name`: its first declaration, else the fallbacks of its `var()` reads. */
function styled(name: string, css: string): string[] {
  const declared = new RegExp(`${escape(name)}:\\s*([^;]+);`).exec(css);
  if (declared) return [squeeze(declared[1])];
  // A fallback runs to the var()'s closing parenthesis; a font list has no parentheses of its own.
  return [...css.matchAll(new RegExp(`var\\(${escape(name)},\\s*([^)]+)\\)`, 'g'))].map((m) => squeeze(m[1]));
}

describe.each([
  ['<tablero-board>', 'board.ts', ['styles.ts', 'host-styles.ts', 'styles-moments.ts']],
  ['<tablero-table>', 'table.ts', ['table.ts']],
])('%s custom properties', (_, element, styleFiles) => {
  const css = styleFiles.map(source).join('\n');
  const props = documented(element);

  it('are documented', () => {
    expect(props.size).toBeGreaterThan(2);
  });

  it.each([...props])('%s: the documented default is the styles’ own', (name, value) => {
    const found = styled(name, css);
    expect(found.length, `${name} is not in the styles`).toBeGreaterThan(0);
    for (const f of found) expect(f).toBe(value);
  });
});
