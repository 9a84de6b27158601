/** The three themes, on the same moment of a game (a pull decision of six on rank 4). */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect } from 'storybook/test';
import { boardArgTypes, boardIn, renderBoard, rollAndMove, type BoardArgs } from './helpers.ts';

const meta = {
  title: 'Board/Themes',
  component: 'tablero-board',
  render: renderBoard,
  argTypes: boardArgTypes,
  args: { players: 'Ada, Bo', queen: '8', position: '6n/7/7/snsns2/7/7/5s1 s', dice: '3-1' },
  // Line up six so the theme's target, line and button colours all show (and axe checks their contrast).
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await rollAndMove(el, 'f1', 'f4', 'g7', 'g6');
    await expect(el.state!.phase).toBe('pullDecision');
  },
} satisfies Meta<BoardArgs>;
export default meta;
type Story = StoryObj<BoardArgs>;

export const Cloth: Story = { args: { theme: 'cloth' } };
export const Wood: Story = { args: { theme: 'wood' } };
export const Contrast: Story = { args: { theme: 'contrast' } };
