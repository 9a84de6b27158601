/**
 * No module of the engine or the board imports itself back through others, type-only imports included
 * (a type cycle still ties two files together for a reader and for the build of `.d.ts` files).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

/** Every relative import or re-export of a module (static, type-only, side-effect or dynamic). */
function relativeImports(source: string): string[] {
  const found: string[] = [];
  const patterns = [/\b(?:import|export)\s[^;'"]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g, /\bimport\s*['"](\.{1,2}\/[^'"]+)['"]/g, /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g];
  for (const p of patterns) for (const m of source.matchAll(p)) found.push(m[1]);
  return found;
}

/** The groups of files that import each other (Tarjan's strongly connected components of size > 1, or a file importing itself). */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

/** The import graph of the .ts files under a folder, keyed by path relative to the repository. */
function graphOf(folder: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const entry of readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const file = join(entry.parentPath, entry.name);
    const deps = relativeImports(readFileSync(file, 'utf8')).map((spec) => relative(ROOT, resolve(dirname(file), spec)));
    graph.set(relative(ROOT, file), deps);
  }
  return graph;
}

describe('import cycles', () => {
  it('finds a cycle when there is one, type-only imports included', () => {
    const files = {
      'a.ts': "import type { B } from './b.ts';\nexport type A = B;",
      'b.ts': "export * from './c.ts';",
      'c.ts': "import { a } from './a.ts';",
      'd.ts': "import './d.ts';",
      'e.ts': "const m = await import('./a.ts');",
    };
    const graph = new Map(Object.entries(files).map(([f, src]) => [f, relativeImports(src).map((s) => s.slice(2))]));
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['d.ts']]);
  });

  for (const folder of ['packages/engine/src', 'packages/board/src']) {
    it(`${folder} has none`, () => {
      const graph = graphOf(folder);
      expect(graph.size).toBeGreaterThan(5);
      expect(importCycles(graph)).toEqual([]);
    });
  }
});
