/**
 * Lines and pulls: the pull decision with five, six and seven in a row, the Diagonal and the Chevron,
 * then sharing the pulled shots and the refill. Each starts from a position one roll (3-3 or 3-1) away
 * from the line; the play function rolls and makes the two moves by tapping the squares.
 */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect } from 'storybook/test';
import type { TableroBoard } from '@tablero/board';
import { boardArgTypes, boardIn, buttons, lineSquares, phase, press, renderBoard, rollAndMove, share, shown, type BoardArgs } from './helpers.ts';

const meta = {
  title: 'Board/Pulls',
  component: 'tablero-board',
  render: renderBoard,
  argTypes: boardArgTypes,
  args: { players: 'Ada, Bo', queen: '8' },
} satisfies Meta<BoardArgs>;
export default meta;
type Story = StoryObj<BoardArgs>;

/** Roll, make the moves (pairs of squares), and check the pull decision shows the expected line. */
async function lineUp(el: TableroBoard, squares: string[], line: string[]): Promise<void> {
  await rollAndMove(el, ...squares);
  await expect(phase(el)).toBe('pullDecision');
  await expect([...lineSquares(el)].sort()).toEqual([...line].sort());
  // The button names the line's ends, in either order.
  const [a, b] = [line[0], line[line.length - 1]];
  const pull = new RegExp(`Pull (${a} to ${b}|${b} to ${a}) \\(${line.length}\\)`);
  await expect(buttons(el, pull)).toHaveLength(1);
}

const RANK4 = (n: number) => ['a4', 'b4', 'c4', 'd4', 'e4', 'f4', 'g4'].slice(0, n);

/** powell pulls five or more: a4 b4 c4 stand, d1 and e7 come in with 3-3. */
export const PullFive: Story = {
  args: { position: '4n2/6n/7/sns4/7/5s1/3s3 s', dice: '3-3' },
  play: async ({ canvasElement }) => lineUp(await boardIn(canvasElement), ['d1', 'd4', 'e7', 'e4'], RANK4(5)),
};

/** Six in a row: f1 comes up with the 3, g7 steps down with the 1. */
export const PullSix: Story = {
  args: { position: '6n/7/7/snsns2/7/7/5s1 s', dice: '3-1' },
  play: async ({ canvasElement }) => lineUp(await boardIn(canvasElement), ['f1', 'f4', 'g7', 'g6'], RANK4(6)),
};

/** All seven on rank 4: a Full Pull. */
export const PullSeven: Story = {
  args: { position: '6n/7/7/snsns2/7/7/5s1 s', dice: '3-3' },
  play: async ({ canvasElement }) => lineUp(await boardIn(canvasElement), ['f1', 'f4', 'g7', 'g4'], RANK4(7)),
};

/** da-gucci's Diagonal: all seven on a1..g7 (c6 and e2 come in with 3-3). */
export const Diagonal: Story = {
  args: { rules: 'da-gucci', position: '6n/2s2s1/7/3s3/7/1n2n2/s6 s', dice: '3-3' },
  play: async ({ canvasElement }) => lineUp(await boardIn(canvasElement), ['c6', 'c3', 'e2', 'e5'], ['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g7']),
};

/** The Chevron variant on powell: a V with its point on d4, opening toward North. */
export const Chevron: Story = {
  args: { options: 'chevron', position: 'n5s/1s3n1/7/3n3/7/2s1n2/7 s', dice: '3-3' },
  play: async ({ canvasElement }) => lineUp(await boardIn(canvasElement), ['c2', 'c5', 'e2', 'e5'], ['a7', 'b6', 'c5', 'd4', 'e5', 'f6', 'g7']),
};

/** The six pulled: Ada shares them out (at least half, rounded up, are hers). */
export const Sharing: Story = {
  args: PullSix.args,
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await lineUp(el, ['f1', 'f4', 'g7', 'g6'], RANK4(6));
    await press(el, /Pull a4 to f4 \(6\)/);
    await expect(phase(el)).toBe('sharing');
    await expect(el.shadowRoot!.querySelector('form.share')).not.toBeNull();
  },
};

/** PullSix's line pulled and shared: so many shots to Bo (and to the spectators), the rest Ada's. */
async function pullSixAndShare(el: TableroBoard, opponent: number, spectators = 0): Promise<void> {
  await lineUp(el, ['f1', 'f4', 'g7', 'g6'], RANK4(6));
  await press(el, /Pull a4 to f4 \(6\)/);
  await share(el, opponent, spectators);
}

/** Shared (two to Bo, four to Ada): now Bo refills the six glasses. */
export const Refill: Story = {
  args: PullSix.args,
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await pullSixAndShare(el, 2);
    await expect(el.state!.drunk.slice(0, 2)).toEqual([4, 2]);
    await expect(phase(el)).toBe('refill');
    await expect(buttons(el, /Refill the glasses \(Bo\)/)).toHaveLength(1);
  },
};

/** Shared with the spectators too (one to Bo, two to the table): their shots show under the stakes. */
export const SharedWithSpectators: Story = {
  args: PullSix.args,
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await pullSixAndShare(el, 1, 2);
    await expect(el.state!.drunk).toEqual([3, 1, 2]);
    await expect(el.shadowRoot!.querySelector('[part~="spectators"]')?.textContent).toBe('Spectators drunk 2');
  },
};

/** After the refill, play goes on: the glasses are full again and Ada rolls again. */
export const AfterRefill: Story = {
  args: PullSix.args,
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await pullSixAndShare(el, 2);
    await press(el, /Refill the glasses/);
    await expect(el.state!.fill.every((f) => f >= 0)).toBe(true);
    await expect(shown(el)).toMatch(/Ada/);
  },
};

/** A compact board (log closed) after a Full Pull: the big moment shows above the headline while the shots are shared. */
export const CompactFullPullMoment: Story = {
  args: { position: '6n/7/7/snsns2/7/7/5s1 s', dice: '3-3', compact: true },
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await lineUp(el, ['f1', 'f4', 'g7', 'g4'], RANK4(7));
    await press(el, /Pull a4 to g4/);
    await expect(phase(el)).toBe('sharing');
    await expect(el.shadowRoot!.querySelector('[part~="moment"]')?.textContent).toBe('Full Pull! Ada pulls seven glasses.');
    await expect(el.hasAttribute('compact')).toBe(true);
    await expect(el.shadowRoot!.querySelector('details.log-box')?.hasAttribute('open')).toBe(false);
    await expect(shown(el)).toMatch(/Ada: share the pulled shots\./);
  },
};
