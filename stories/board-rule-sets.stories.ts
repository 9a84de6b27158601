/**
 * What only some rule sets do: anarchist's slashing on the anarchy spots and its reset to the spots after
 * a line, and a de-jesus run of seven.
 */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect } from 'storybook/test';
import type { TableroBoard } from '@tablero/board';
import { boardArgTypes, boardIn, buttons, cell, lineSquares, phase, press, renderBoard, rollAndMove, share, type BoardArgs } from './helpers.ts';

const meta = {
  title: 'Board/Rule sets',
  component: 'tablero-board',
  render: renderBoard,
  argTypes: boardArgTypes,
  args: { players: 'Ada, Bo' },
} satisfies Meta<BoardArgs>;
export default meta;
type Story = StoryObj<BoardArgs>;

/** anarchist, default spots (b1 e2 a3 d4 g5 c6 f7). Ada's 2-1: b3 down the file onto the b1 spot, g1 along the rank to f1. */
const SLASHING = { rules: 'anarchist', queen: '8', position: '5n1/7/2n4/3o3/1s5/n6/4s1s s', dice: '2-1' };

async function ontoTheSpot(el: TableroBoard): Promise<void> {
  await rollAndMove(el, 'b3', 'b1', 'g1', 'f1');
  await expect(phase(el)).toBe('roll');
}

/** The glass Ada moved onto the b1 spot may be slashed (drunk) until she rolls again. */
export const AnarchistSlashOffered: Story = {
  args: SLASHING,
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await ontoTheSpot(el);
    await expect(buttons(el, /Slash the glass on b1/)).toHaveLength(1);
  },
};

/** Slashed: the b1 glass stands empty and nobody refills it now. */
export const AnarchistSlashed: Story = {
  args: SLASHING,
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await ontoTheSpot(el);
    await press(el, /Slash the glass on b1/);
    await expect(cell(el, 'b1').getAttribute('aria-label')).toMatch(/^b1: empty glass/);
    await expect(el.state!.drunk[0]).toBe(1);
  },
};

/** anarchist: six on rank 4 after 3-1 (f1 up the file, g7 along the rank); the pull is compulsory. */
const LINE = { rules: 'anarchist', queen: '9', position: '6n/7/7/snsns2/7/7/5s1 s', dice: '3-1' };

/** The compulsory pull: there is no "Play on". */
export const AnarchistCompulsoryPull: Story = {
  args: LINE,
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await rollAndMove(el, 'f1', 'f4', 'g7', 'f7');
    await expect(phase(el)).toBe('pullDecision');
    await expect(lineSquares(el)).toEqual(['a4', 'b4', 'c4', 'd4', 'e4', 'f4']);
    await expect(buttons(el, /Play on/)).toHaveLength(0);
  },
};

/** After the line, the refill puts every glass back on a spot (the empty one on d4) and the initiative is rolled again. */
export const AnarchistResetAfterLine: Story = {
  args: LINE,
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await rollAndMove(el, 'f1', 'f4', 'g7', 'f7');
    await press(el, /Pull a4 to f4 \(6\)/);
    await share(el, 2);
    await press(el, /Refill the glasses \(Bo\)/);
    await expect(phase(el)).toBe('initiative');
    await expect(cell(el, 'd4').getAttribute('aria-label')).toMatch(/^d4: empty glass/);
    for (const spot of ['b1', 'e2', 'a3', 'g5', 'c6', 'f7']) {
      await expect(cell(el, spot).getAttribute('aria-label')).toMatch(new RegExp(`^${spot}: full glass`));
    }
    await expect(buttons(el, /Roll to start again/)).toHaveLength(1);
  },
};

/** de-jesus: all seven on rank 4 (f1 and g7 come in with 3-3); Ada may take them or run the row. */
const ROW = { rules: 'de-jesus', position: '6n/7/7/snsns2/7/7/5s1 s', dice: '3-3 2-2' };

export const DeJesusRowOfSeven: Story = {
  args: ROW,
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await rollAndMove(el, 'f1', 'f4', 'g7', 'g4');
    await expect(phase(el)).toBe('pullDecision');
    await expect(buttons(el, /Run the row/)).toHaveLength(1);
    await expect(buttons(el, /Pull a4 to g4 \(7\)/)).toHaveLength(1);
  },
};

/** The run: Bo stakes two, Ada rolls 2-2 (not 7, 11 or 12) and wins the pot; she may run again or take the seven. */
export const DeJesusRun: Story = {
  args: ROW,
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await rollAndMove(el, 'f1', 'f4', 'g7', 'g4');
    await press(el, /Run the row/);
    await expect(phase(el)).toBe('run');
    await expect(el.state!.pot).toBe(2);
    await press(el, /Roll for the run/);
    await expect(el.state!.pot).toBe(0);
    await expect(el.state!.drunk[0]).toBe(2);
    await expect(buttons(el, /Run the row/)).toHaveLength(1);
  },
};
