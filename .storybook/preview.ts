// Every story: the elements defined once, Controls and docs from the custom elements manifest, and after
// each story (in the Storybook UI and in `vitest run`) two checks that fail the story when they fail:
// no board shows an attribute problem unless the story says it expects one (parameters.tablero.problem),
// and axe-core finds no accessibility violation in what the story drew (the shared check, tests/support/axe.ts).
import type { Preview } from '@storybook/web-components-vite';
import { setCustomElementsManifest } from '@storybook/web-components';
import '@tablero/board';
import type { TableroBoard } from '@tablero/board';
import { expectNoAxeViolations } from '../tests/support/axe.ts';

// The manifest is generated (npm run manifest); a glob keeps a missing file from breaking the preview.
const manifests = import.meta.glob<{ default: object }>('../packages/board/custom-elements.json', { eager: true });
const manifest = Object.values(manifests)[0]?.default;
if (manifest) setCustomElementsManifest(forControls(manifest));

interface Named {
  name: string;
  privacy?: string;
}
interface Declaration {
  tagName?: string;
  members?: Named[];
  attributes?: Named[];
  cssParts?: Named[];
}

/**
 * The manifest as Controls and the docs tables want it. Storybook keys every row by its name, so the
 * board's `dice` part would hide its `dice` attribute: a part whose name an attribute has is shown as
 * `::part(dice)`. Private and protected members (internal state) are left out.
 */
function forControls(raw: object): object {
  const copy = structuredClone(raw) as { modules?: { declarations?: Declaration[] }[] };
  for (const d of (copy.modules ?? []).flatMap((m) => m.declarations ?? [])) {
    if (!d.tagName) continue;
    d.members = d.members?.filter((m) => !m.privacy || m.privacy === 'public');
    const attributes = new Set((d.attributes ?? []).map((a) => a.name));
    for (const part of d.cssParts ?? []) if (attributes.has(part.name)) part.name = `::part(${part.name})`;
  }
  return copy;
}

/** axe-core's text, loaded on first use (it is half a megabyte and only the check needs it). */
const axeSource = async (): Promise<string> => (await import('axe-core/axe.min.js?raw')).default;

/** Boards anywhere in the story, and their updates finished. */
async function settledBoards(root: Element): Promise<TableroBoard[]> {
  await customElements.whenDefined('tablero-board');
  const boards = [...root.querySelectorAll<TableroBoard>('tablero-board')];
  await Promise.all(boards.map((b) => b.updateComplete));
  return boards;
}

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    controls: { expanded: true },
    // The docs pages run each story's play function too, so they show the moment the story is about.
    docs: { story: { autoplay: true } },
    layout: 'padded',
  },
  async afterEach({ canvasElement, parameters }) {
    const boards = await settledBoards(canvasElement);
    const expectProblem = Boolean(parameters.tablero?.problem);
    for (const board of boards) {
      const message = board.shadowRoot?.querySelector('[part~="message"]')?.textContent?.trim();
      if (!expectProblem && (message || !board.state)) {
        throw new Error(`the board did not start: ${message ?? 'no game'}`);
      }
      if (expectProblem && !message) throw new Error('the board was expected to show an attribute problem');
    }
    await expectNoAxeViolations(canvasElement, 'the story', axeSource);
  },
};

export default preview;
