/** The computer against itself (also started paused, as a demonstration), and a person against the computer. */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect } from 'storybook/test';
import { boardArgTypes, boardIn, buttons, press, renderBoard, shown, untilPhase, type BoardArgs } from './helpers.ts';

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

/** A demonstration that starts still (`paused`): nothing moves until Play is pressed. */
export const PausedDemonstration: Story = {
  args: { players: 'Aldith:greedy, Bertram:greedy', 'bot-delay': 20, seed: '34', queen: '6', paused: true },
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await expect(buttons(el, /^Play$/)).toHaveLength(1);
    await expect(shown(el)).toMatch(/Paused\./);
    await expect(el.game!.record.actions).toHaveLength(0);
  },
};

/** Play pressed: the two computers play on, and the button offers to pause them. */
export const DemonstrationPlaying: Story = {
  args: { ...PausedDemonstration.args, 'bot-delay': 300 },
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await press(el, /^Play$/);
    await expect(buttons(el, /^Pause$/)).toHaveLength(1);
    await expect(el.paused).toBe(false);
  },
};
