/** A bad attribute never breaks the page: the board says which attribute, what was written and what it accepts. */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect } from 'storybook/test';
import { boardArgTypes, boardIn, renderBoard, type BoardArgs } from './helpers.ts';

const meta = {
  title: 'Board/Bad attributes',
  component: 'tablero-board',
  render: renderBoard,
  argTypes: boardArgTypes,
  // preview.ts's afterEach otherwise fails a story whose board shows a problem.
  parameters: { tablero: { problem: true } },
} satisfies Meta<BoardArgs>;
export default meta;
type Story = StoryObj<BoardArgs>;

const message = (el: HTMLElement): string => el.shadowRoot!.querySelector('[part~="message"]')?.textContent?.replace(/\s+/g, ' ') ?? '';

/** An unknown rule set. */
export const UnknownRules: Story = {
  args: { rules: 'chess' },
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await expect(el.state).toBeNull();
    await expect(message(el)).toMatch(/rules/);
    await expect(message(el)).toMatch(/chess/);
  },
};

/** A position that cannot be read: the message points at the character. */
export const UnreadablePosition: Story = {
  args: { position: 'nnn4/7/7/3x3/7/7/4sss' },
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await expect(message(el)).toMatch(/position/);
    await expect(message(el)).toMatch(/character 11/);
  },
};

/** An option that does not apply to the rule set. */
export const OptionNotForTheseRules: Story = {
  args: { rules: 'de-jesus', options: 'chevron' },
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await expect(message(el)).toMatch(/chevron/);
  },
};
