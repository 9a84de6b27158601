/**
 * `<tablero-settings>` in the states a reader meets besides the plain form: no board to set up yet,
 * rules that do not fit together, a player's name that cannot be used, and the new game just started.
 */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import type { TableroSettings } from '@tablero/board';
import { boardIn } from './helpers.ts';

const meta = {
  title: 'Table/Settings states',
  component: 'tablero-settings',
  render: () =>
    html`<tablero-table>
      <tablero-board seed="7" players="Ada, Bo"></tablero-board>
      <tablero-settings></tablero-settings>
    </tablero-table>`,
} satisfies Meta;
export default meta;
type Story = StoryObj;

/** The settings in the story, attached to their board and drawn. */
async function settingsIn(canvasElement: HTMLElement): Promise<{ el: TableroSettings; form: ShadowRoot }> {
  await customElements.whenDefined('tablero-settings');
  const el = canvasElement.querySelector('tablero-settings') as TableroSettings;
  await waitFor(() => expect(el.shadowRoot?.querySelector('form')).toBeTruthy());
  await el.updateComplete;
  return { el, form: el.shadowRoot! };
}

/** Change a field the way a person does (the form reads fields on change). */
async function change(el: TableroSettings, field: HTMLInputElement | HTMLSelectElement, value: string): Promise<void> {
  field.value = value;
  field.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  await el.updateComplete;
}

async function apply(el: TableroSettings, form: ShadowRoot): Promise<void> {
  form.querySelector<HTMLButtonElement>('button[part~="apply"]')!.click();
  await el.updateComplete;
}

const shownError = (form: ShadowRoot): string => form.querySelector('[part~="error"]')?.textContent?.trim() ?? '';

/** Settings with no board near them say how to attach one, instead of showing a form that does nothing. */
export const NoBoard: Story = {
  render: () => html`<tablero-settings></tablero-settings>`,
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('tablero-settings') as TableroSettings;
    await el.updateComplete;
    await expect(el.shadowRoot!.querySelector('[part~="message"]')?.textContent).toMatch(/no board to set up yet/);
    await expect(el.shadowRoot!.querySelector('form')).toBeNull();
  },
};

/** A pull size out of range: the engine's reason is shown, and the board keeps its game. */
export const RulesDoNotFit: Story = {
  play: async ({ canvasElement }) => {
    const { el, form } = await settingsIn(canvasElement);
    const board = await boardIn(canvasElement);
    const before = board.game;
    await change(el, form.querySelector<HTMLInputElement>('#option-pullSize')!, '9');
    await apply(el, form);
    await expect(shownError(form)).toBe("These rules don't fit together, so nothing has changed yet. Pull size: expected 4 to 7.");
    await expect(board.game).toBe(before);
  },
};

/** A comma in a name would break the board's `players` attribute, so the form refuses it and says why. */
export const NameRefused: Story = {
  play: async ({ canvasElement }) => {
    const { el, form } = await settingsIn(canvasElement);
    await change(el, form.querySelector<HTMLInputElement>('#seat-1-name')!, 'Bo, the Bold');
    await apply(el, form);
    await expect(shownError(form)).toMatch(/North's name "Bo, the Bold": a name cannot hold a comma or a colon/);
  },
};

/** Applied: the status line says which game started and who plays it; the board plays the new rules, Bo now by the computer. */
export const NewGameStarted: Story = {
  play: async ({ canvasElement }) => {
    const { el, form } = await settingsIn(canvasElement);
    const board = await boardIn(canvasElement);
    form.querySelector<HTMLInputElement>('#preset-da-gucci')!.click();
    await el.updateComplete;
    await change(el, form.querySelector<HTMLSelectElement>('#seat-1-plays')!, 'random');
    await apply(el, form);
    // Bo keeps his name: only a name the form made up follows the kind of player.
    await expect(form.querySelector('[role="status"]')?.textContent).toBe('A new game of Da Gucci has started: Ada against Bo.');
    await waitFor(() => expect(board.state?.rules.preset).toBe('da-gucci'));
    await expect(board.getAttribute('players')).toBe('Ada, Bo:random');
  },
};
