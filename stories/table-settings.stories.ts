/**
 * `<tablero-settings>` beside its board inside `<tablero-table>`, on each rule set: the form shows the
 * board's rule set and only the options that apply to it. Two stories apply new rules and new players.
 */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import type { TableroBoard } from '@tablero/board';
import { boardIn } from './helpers.ts';

interface TableArgs {
  rules: string;
  options?: string;
}

const meta = {
  title: 'Table/Settings on each rule set',
  component: 'tablero-settings',
  subcomponents: { 'tablero-table': 'tablero-table', 'tablero-board': 'tablero-board' },
  render: ({ rules, options }) =>
    html`<tablero-table>
      <tablero-board rules=${rules} options=${options ?? ''} seed="7" players="Ada, Bo"></tablero-board>
      <tablero-settings></tablero-settings>
    </tablero-table>`,
  argTypes: { rules: { control: 'inline-radio', options: ['powell', 'da-gucci', 'anarchist', 'de-jesus'] } },
  play: async ({ canvasElement, args }) => {
    const form = await settingsForm(canvasElement);
    await expect(form.querySelector<HTMLInputElement>(`#preset-${args.rules}`)?.checked).toBe(true);
  },
} satisfies Meta<TableArgs>;
export default meta;
type Story = StoryObj<TableArgs>;

/** The settings' form, once the settings found their board. */
async function settingsForm(canvasElement: HTMLElement): Promise<ShadowRoot> {
  await customElements.whenDefined('tablero-settings');
  const settings = canvasElement.querySelector('tablero-settings') as HTMLElement & { updateComplete: Promise<boolean> };
  await waitFor(() => expect(settings.shadowRoot?.querySelector('form')).toBeTruthy());
  await settings.updateComplete;
  return settings.shadowRoot!;
}

export const Powell: Story = { args: { rules: 'powell' } };

export const DaGucci: Story = { args: { rules: 'da-gucci' } };

/** anarchist: its own options (Law-Law, Damon Law, the spots) show; powell's Diagonal does not. */
export const Anarchist: Story = {
  args: { rules: 'anarchist' },
  play: async ({ canvasElement }) => {
    const form = await settingsForm(canvasElement);
    await expect(form.querySelector<HTMLInputElement>('#preset-anarchist')?.checked).toBe(true);
    await expect(form.querySelector('#option-lawLaw')).not.toBeNull();
    await expect(form.querySelector('#option-spots')).not.toBeNull();
    await expect(form.querySelector('#option-diagonal')).toBeNull();
  },
};

export const DeJesus: Story = { args: { rules: 'de-jesus' } };

/** Switching to de-jesus in the form and applying starts a new de-jesus game on the board. */
export const ApplyNewRules: Story = {
  args: { rules: 'powell' },
  play: async ({ canvasElement }) => {
    const form = await settingsForm(canvasElement);
    const board: TableroBoard = await boardIn(canvasElement);
    const radio = form.querySelector<HTMLInputElement>('#preset-de-jesus')!;
    radio.click();
    await waitFor(() => expect(form.querySelector<HTMLButtonElement>('button[part~="apply"]')).toBeTruthy());
    form.querySelector<HTMLButtonElement>('button[part~="apply"]')!.click();
    await waitFor(() => expect(board.getAttribute('rules')).toBe('de-jesus'));
    await board.updateComplete;
    await expect(board.state!.rules.preset).toBe('de-jesus');
  },
};

/** Bo hands his side to the computer: the new game is Ada against a greedy computer player. */
export const AgainstTheComputer: Story = {
  args: { rules: 'powell' },
  play: async ({ canvasElement }) => {
    const form = await settingsForm(canvasElement);
    const board: TableroBoard = await boardIn(canvasElement);
    const plays = form.querySelector<HTMLSelectElement>('#seat-1-plays')!;
    plays.value = 'greedy';
    plays.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    form.querySelector<HTMLButtonElement>('button[part~="apply"]')!.click();
    await waitFor(() => expect(board.getAttribute('players')).toBe('Ada, Bo:greedy'));
    await board.updateComplete;
    await expect(board.game!.players[1]).toEqual({ name: 'Bo', bot: 'greedy' });
  },
};
