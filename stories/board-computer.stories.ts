/** The computer against itself: greedy (South) against random (North), a short pause between actions. */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect } from 'storybook/test';
import { boardArgTypes, boardIn, renderBoard, shown, untilPhase, type BoardArgs } from './helpers.ts';

const meta = {
  title: 'Board/Computer players',
  component: 'tablero-board',
  render: renderBoard,
  argTypes: boardArgTypes,
} satisfies Meta<BoardArgs>;
export default meta;
type Story = StoryObj<BoardArgs>;

/** A whole game on its own (one 6-shot bottle each, so it is short); the story waits for the toast. */
export const ComputerAgainstComputer: Story = {
  args: { players: 'greedy, random', 'bot-delay': 20, seed: '3', options: 'bottles=1 shotsPerBottle=6' },
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await untilPhase(el, 'over', 30_000);
    await expect(shown(el)).toMatch(/wins|draw|no winner/i);
  },
};

/** A person against the computer: Ada rolls for the first turn, the computer answers after its pause. */
export const PersonAgainstComputer: Story = {
  args: { players: 'Ada, Computer:greedy', 'bot-delay': 200, seed: '5', queen: '8' },
};
