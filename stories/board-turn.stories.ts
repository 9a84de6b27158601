/**
 * The moments of a turn before any line: the dice just rolled, the Queen's toast owed, and the muggins
 * window left open by a Player who moved without calling the Queen.
 */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect } from 'storybook/test';
import { boardArgTypes, boardIn, buttons, cell, phase, press, renderBoard, tap, type BoardArgs } from './helpers.ts';

/** South to roll 1 and 5 with six glasses nearly lined up on rank 4 (the README's example). */
const NEARLY = '6n/7/7/ssnn3/4n2/7/5s1 s';

const meta = {
  title: 'Board/Turn',
  component: 'tablero-board',
  render: renderBoard,
  argTypes: boardArgTypes,
  args: { position: NEARLY, dice: '1-5', players: 'Ada, Bo' },
} satisfies Meta<BoardArgs>;
export default meta;
type Story = StoryObj<BoardArgs>;

/** Before the roll: South holds the dice. */
export const ReadyToRoll: Story = { args: { queen: '8' } };

/** The dice just rolled (1 and 5): the glasses that can move are marked. */
export const Rolling: Story = {
  args: { queen: '8' },
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await press(el, /Roll the dice/);
    await expect(phase(el)).toBe('moving');
    await expect(el.state!.dice).toEqual([1, 5]);
    await expect(el.shadowRoot!.querySelector('[part~="dice"]')!.getAttribute('aria-label')).toBe('Dice: Ada rolled 1 and 5');
  },
};

/** 1 and 5 make 6, the Queen's Number: Ada must drink a glass before moving. */
export const QueenToastPending: Story = {
  args: { queen: '6' },
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await press(el, /Roll the dice/);
    await expect(phase(el)).toBe('queenToast');
  },
};

/** The toast drunk: the glass from e3 went to North's baseline, refilled by Bo. */
export const QueenToastDrunk: Story = {
  args: { queen: '6' },
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await press(el, /Roll the dice/);
    await tap(el, 'e3');
    await expect(cell(el, 'e7').getAttribute('aria-label')).toBe('e7: full glass, poured by Bo');
    await expect(phase(el)).toBe('moving');
  },
};

/** Manual calling: Ada rolls the Queen's Number and moves without calling, so Bo may call muggins. */
export const MugginsWindowOpen: Story = {
  args: { queen: '6', options: 'queenCall=manual' },
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await press(el, /Roll the dice/);
    await expect(buttons(el, /^Call the Queen!$/)).toHaveLength(1);
    await tap(el, 'e3', 'e4');
    await expect(el.state!.mugginsOpen).toBe(true);
    await expect(buttons(el, /Muggins! \(Bo\)/)).toHaveLength(1);
  },
};
