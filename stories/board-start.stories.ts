/** A new game of each rule set, as the board shows it before anyone rolls. */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect } from 'storybook/test';
import { boardArgTypes, boardIn, buttons, phase, renderBoard, type BoardArgs } from './helpers.ts';

const meta = {
  title: 'Board/Start of each rule set',
  component: 'tablero-board',
  render: renderBoard,
  argTypes: boardArgTypes,
  args: { players: 'Ada, Bo', seed: '11' },
} satisfies Meta<BoardArgs>;
export default meta;
type Story = StoryObj<BoardArgs>;

/** powell (the default): the Queen's Number is rolled first, by a spectator. */
export const Powell: Story = {
  args: { rules: 'powell' },
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await expect(phase(el)).toBe('queenNumber');
    await expect(buttons(el, /Roll for the Queen's Number/)).toHaveLength(1);
    await expect(el.shadowRoot!.querySelectorAll('[role="gridcell"]')).toHaveLength(49);
  },
};

/** da-gucci: like powell, then the high roller chooses who starts. */
export const DaGucci: Story = { args: { rules: 'da-gucci' } };

/** anarchist: the glasses start on the seven anarchy spots; the Prophet's Number is rolled first. */
export const Anarchist: Story = { args: { rules: 'anarchist' } };

/** de-jesus: no Queen; the board starts empty and the players place their own glasses. */
export const DeJesus: Story = {
  args: { rules: 'de-jesus' },
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await expect(phase(el)).toBe('initiative');
    await expect(el.state!.squareOf.every((sq) => sq < 0)).toBe(true);
  },
};
