/**
 * The embedding guide's attribute table (site/src/content/docs/embedding.mdx) against the custom
 * elements manifest that `npm run manifest` writes from the board's JSDoc: one row for each attribute
 * of <tablero-board> the manifest documents, in its order, and no row for an attribute it lacks.
 * (Undocumented manifest entries such as `botdelay`, the spelling some frameworks use before the
 * element is defined, are aliases, not attributes to teach.)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface Attribute {
  readonly name: string;
  readonly description?: string;
}
interface Manifest {
  readonly modules: readonly { readonly declarations?: readonly { readonly tagName?: string; readonly attributes?: readonly Attribute[] }[] }[];
}

let documented: string[] = [];

beforeAll(() => {
  execFileSync(`${ROOT}node_modules/.bin/cem`, ['analyze', '--quiet', '--config', 'custom-elements-manifest.config.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const manifest = JSON.parse(readFileSync(`${ROOT}packages/board/custom-elements.json`, 'utf8')) as Manifest;
  const board = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === 'tablero-board');
  documented = (board?.attributes ?? []).filter((a) => a.description).map((a) => a.name);
}, 60_000);

describe('the embedding guide', () => {
  const guide = readFileSync(`${ROOT}site/src/content/docs/embedding.mdx`, 'utf8');
  const start = guide.indexOf('## Attributes');
  const table = guide.slice(start, guide.indexOf('\n## ', start + 1));
  const rows = [...table.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]);

  it('finds the board in the manifest, with its attributes', () => {
    expect(documented).toContain('rules');
    expect(documented.length).toBeGreaterThan(10);
  });

  it('has one row per attribute of <tablero-board> in the manifest, in its order', () => {
    expect(rows).toEqual(documented);
  });
});
