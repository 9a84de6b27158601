// Vitest globalSetup for the `storybook` project: write packages/board/custom-elements.json (gitignored)
// before the stories load, so `npx vitest run` works on a fresh checkout too. About 1 s.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export default function setup(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  execFileSync(path.join(root, 'node_modules/.bin/cem'), ['analyze', '--quiet', '--config', 'custom-elements-manifest.config.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
}
