/**
 * The table companion: real glasses and dice at a revel, the board beside them on a phone. Instead of
 * rolling, it asks for the faces that came up, then keeps the rules, the Queen's Number, the stakes and
 * the record. A roll entered wrongly is taken back before a glass moves.
 */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import type { TableroBoard } from '@tablero/board';
import { expect, waitFor } from 'storybook/test';
import { boardArgTypes, boardIn, buttons, press, renderBoard, root, shown, type BoardArgs } from './helpers.ts';

const meta = {
  title: 'Board/Table dice',
  component: 'tablero-board',
  render: renderBoard,
  argTypes: boardArgTypes,
} satisfies Meta<BoardArgs>;
export default meta;
type Story = StoryObj<BoardArgs>;

/** The faces a picker row shows as pressed. */
const picked = (el: TableroBoard): string[] =>
  [...root(el).querySelectorAll('button.face[aria-checked="true"]')].map((b) => b.getAttribute('aria-label') ?? '');

/** A new game at the table: the first roll (who starts) is entered face by face, South's die then North's. */
export const EnterTheFirstRoll: Story = {
  args: { 'table-dice': true, queen: '8', players: 'Ada, Bo' },
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await expect(buttons(el, /^Roll/)).toHaveLength(0);
    await expect(shown(el)).toMatch(/enter the dice thrown for who starts/i);
    await expect(root(el).querySelectorAll('button.face')).toHaveLength(12);
  },
};

/** One face picked: the first die shows it, and the roll waits for the second. */
export const OneFacePicked: Story = {
  args: EnterTheFirstRoll.args,
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    root(el).querySelectorAll<HTMLButtonElement>('button.face')[4].click(); // South's die: 5
    await el.updateComplete;
    await expect(picked(el)).toEqual(['5']);
    await expect(el.game!.record.actions).toHaveLength(0);
  },
};

/** Both faces in (keys 5 then 2): the roll is made, and until a glass moves it can be taken back. */
export const RollEnteredByKeys: Story = {
  args: { ...EnterTheFirstRoll.args, position: '6n/7/7/ssnn3/4n2/7/5s1 s' },
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    const face = root(el).querySelector<HTMLButtonElement>('button.face')!;
    face.focus();
    for (const key of ['3', '4']) face.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
    await waitFor(() => expect(el.game!.record.actions).toEqual([{ type: 'dice.roll', dice: [3, 4] }]));
    await el.updateComplete;
    await expect(buttons(el, /Take back the roll/)).toHaveLength(1);
  },
};

/** Taken back: the roll is gone from the record, and the pickers ask again. */
export const RollTakenBack: Story = {
  args: RollEnteredByKeys.args,
  play: async (context) => {
    await RollEnteredByKeys.play!(context);
    const el = await boardIn(context.canvasElement);
    await press(el, /Take back the roll/);
    await expect(el.game!.record.actions).toHaveLength(0);
    await expect(root(el).querySelectorAll('button.face')).toHaveLength(12);
  },
};

/** A computer at the table: the person throws for it and enters its faces; the computer then moves. */
export const ThrowingForTheComputer: Story = {
  args: { 'table-dice': true, players: 'Ada, Computer:greedy', position: '6n/7/7/ssnn3/4n2/7/5s1 n', queen: '8', 'bot-delay': 100 },
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await waitFor(() => expect(shown(el)).toMatch(/Computer: enter the dice thrown for a turn/), { timeout: 5000 });
    const faces = root(el).querySelectorAll<HTMLButtonElement>('button.face');
    faces[1].click();
    faces[6 + 2].click();
    await waitFor(() => expect(el.game!.record.actions.length).toBeGreaterThan(1), { timeout: 5000 });
    await expect(el.game!.record.actions[0]).toEqual({ type: 'dice.roll', dice: [2, 3] });
  },
};
