/**
 * The end of a game: the toast round after a win, a skunk, a Royal Skunk and a draw, and a whole short
 * game played to the raised toast. The positions carry small stakes so one or two rolls decide the game.
 *
 * Win, skunk: Ada (South) rolls the Queen's Number (1-5 = 6) and toasts g1, so Bo pours one more shot;
 * her 3-4 passes; Bo's 2-2 lines five up on rank 4; Ada has two shots and cannot refill five. Bo's
 * stake decides what kind of win it is: with 5 of 16 left he had opened his second bottle (a plain
 * win), with 10 left he had not (a skunk).
 */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect } from 'storybook/test';
import type { MoveDetail, TableroBoard } from '@tablero/board';
import { boardArgTypes, boardIn, buttons, phase, press, renderBoard, rollAndMove, share, shown, tap, type BoardArgs } from './helpers.ts';

const meta = {
  title: 'Board/Endings',
  component: 'tablero-board',
  render: renderBoard,
  argTypes: boardArgTypes,
  args: { players: 'Ada, Bo' },
} satisfies Meta<BoardArgs>;
export default meta;
type Story = StoryObj<BoardArgs>;

/** Ada toasts, moves, passes; Bo lines up five and pulls; Ada cannot refill. */
async function boWinsByPull(el: TableroBoard): Promise<void> {
  await press(el, /Roll the dice/);
  await expect(phase(el)).toBe('queenToast');
  await tap(el, 'g1');
  await tap(el, 'f1', 'f2', 'g7', 'g2');
  await press(el, /Roll again/);
  await expect(phase(el)).toBe('passing');
  await press(el, /Pass the dice to Bo/);
  await rollAndMove(el, 'd6', 'd4', 'e6', 'e4');
  await press(el, /Pull a4 to e4 \(5\)/);
  await share(el, 2);
  await press(el, /Refill the glasses \(Ada\)/);
  await expect(phase(el)).toBe('toastRound');
  await expect(buttons(el, /Raise the toast/)).toHaveLength(1);
}

const TO_THE_PULL = { queen: '6', dice: '1-5 3-4 2-2' };

/** Bo wins, having opened his second bottle: no skunk. */
export const ToastRoundWin: Story = {
  args: { ...TO_THE_PULL, position: '7/3nn2/7/nsn4/7/7/5ss s 2/5' },
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await boWinsByPull(el);
    await expect(el.state!.result).toMatchObject({ winner: 1, skunk: false, royalSkunk: false });
    await expect(shown(el)).toMatch(/Bo has won: fill the glasses for the toast/);
  },
};

/** Bo wins before opening his second bottle: a skunk. */
export const ToastRoundSkunk: Story = {
  args: { ...TO_THE_PULL, position: '7/3nn2/7/nsn4/7/7/5ss s 2/10' },
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await boWinsByPull(el);
    await expect(el.state!.result).toMatchObject({ winner: 1, skunk: true, royalSkunk: false });
    await expect(shown(el)).toMatch(/Bo has won with a skunk/);
  },
};

/** Bo has no shots left; Ada lines five up on rank 3 and wins having poured only her opening glasses. */
export const ToastRoundRoyalSkunk: Story = {
  args: { queen: '9', position: '5nn/7/7/7/ssnn3/7/4s2 s 13/0', dice: '2-1' },
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await rollAndMove(el, 'e1', 'e3', 'g7', 'g6');
    await press(el, /Pull a3 to e3 \(5\)/);
    await share(el, 2);
    await press(el, /Refill the glasses \(Bo\)/);
    await expect(phase(el)).toBe('toastRound');
    await expect(el.state!.result).toMatchObject({ winner: 0, skunk: true, royalSkunk: true });
    await expect(shown(el)).toMatch(/Ada has won with a Royal Skunk/);
  },
};

/** Both stakes are empty: nobody can fill the Queen's glass, and the game is a draw. */
export const ToastRoundDraw: Story = {
  args: { queen: '6', position: '7/3nn2/7/nsn4/7/7/5ss s 0/0', dice: '1-5' },
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await press(el, /Roll the dice/);
    await tap(el, 'g1');
    await expect(phase(el)).toBe('toastRound');
    await expect(el.state!.result).toMatchObject({ winner: null, draw: true });
    await expect(shown(el)).toMatch(/A draw: raise the glasses together/);
  },
};

/**
 * A whole short game by clicks (one 4-shot bottle each): the first-turn roll, the centre glass, three
 * rolls of 3-3 lining six up on rank 4, the pull, the share, the failed refill and the raised toast.
 */
export const ShortGameToTheToast: Story = {
  args: { options: 'bottles=1 shotsPerBottle=4', queen: '8', dice: '5-2 3-3 3-3 3-3', seed: '1' },
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    const moves: string[] = [];
    el.addEventListener('tablero-move', (e) => moves.push(`${(e as CustomEvent<MoveDetail>).detail.from}-${(e as CustomEvent<MoveDetail>).detail.to}`));
    let over = 0;
    el.addEventListener('tablero-gameover', () => over++);
    await press(el, /Roll for the first turn/);
    await press(el, /Fill the centre glass/);
    await rollAndMove(el, 'd1', 'd4', 'e1', 'e4');
    await rollAndMove(el, 'c7', 'c4', 'b7', 'b4');
    await rollAndMove(el, 'a7', 'a4', 'f1', 'f4');
    await expect(moves).toEqual(['d1-d4', 'e1-e4', 'c7-c4', 'b7-b4', 'a7-a4', 'f1-f4']);
    await press(el, /Pull a4 to f4 \(6\)/);
    await share(el, 1);
    await expect(el.state!.drunk.slice(0, 2)).toEqual([5, 1]);
    await press(el, /Refill the glasses \(Bo\)/);
    await expect(phase(el)).toBe('toastRound');
    await press(el, /Raise the toast/);
    await expect(phase(el)).toBe('over');
    await expect(over).toBe(1);
    await expect(shown(el)).toMatch(/Ada wins/);
    await expect(buttons(el, /New game/)).toHaveLength(1);
  },
};

/** The Royal Skunk's toast raised: the game is over and the log says how it was won. */
export const RoyalSkunkToastRaised: Story = {
  args: ToastRoundRoyalSkunk.args,
  play: async (context) => {
    await ToastRoundRoyalSkunk.play!(context);
    const el = await boardIn(context.canvasElement);
    await press(el, /Raise the toast/);
    await expect(phase(el)).toBe('over');
    await expect(shown(el)).toMatch(/Ada wins with a Royal Skunk/);
  },
};
