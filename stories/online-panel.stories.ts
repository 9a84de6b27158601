/**
 * The online part of the board's panel in each of its states. The panel is drawn by the same function
 * the online session uses (`renderOnline`, fed the plain `OnlineView` the session builds from its room),
 * inside a panel with the board's own styles; there is no room server here, and the buttons' actions are
 * Storybook spies (the Actions tab lists them).
 */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { LitElement, css, html, nothing, unsafeCSS, type TemplateResult } from 'lit';
import { expect, fn, waitFor } from 'storybook/test';
import { TALK } from '@tablero/engine';
import { ownText } from '../packages/board/src/host-styles.ts';
import { boardStyles } from '../packages/board/src/styles.ts';
import { ONLINE_STYLES, renderOnline, type OnlineActions, type OnlineRoom, type OnlineView } from '../packages/board/src/online-view.ts';

/** The board's panel holding the online part, at the width the panel has beside a desktop board. */
class OnlinePanelPreview extends LitElement {
  static override styles = [
    ownText,
    boardStyles,
    unsafeCSS(ONLINE_STYLES),
    css`
      .panel {
        max-width: 22em;
      }
    `,
  ];
  static override properties = { view: { attribute: false }, actions: { attribute: false } };
  declare view: OnlineView;
  declare actions: OnlineActions;

  override render(): TemplateResult {
    return html`<div class="panel" part="panel">${this.view ? renderOnline(this.view, { html, nothing }, this.actions) : nothing}</div>`;
  }
}
if (!customElements.get('tablero-online-preview')) customElements.define('tablero-online-preview', OnlinePanelPreview);

type PanelArgs = OnlineActions & { view: OnlineView };

const meta = {
  title: 'Board/Online panel',
  render: ({ view, ...actions }) => html`<tablero-online-preview .view=${view} .actions=${actions}></tablero-online-preview>`,
  args: {
    invite: fn(),
    join: fn(),
    playHere: fn(),
    copyLink: fn(),
    askResign: fn(),
    resign: fn(),
    away: fn(),
    rematch: fn(),
    talk: fn(),
    view: { kind: 'choosing', status: '' },
  },
  argTypes: { view: { control: 'object' } },
} satisfies Meta<PanelArgs>;
export default meta;
type Story = StoryObj<PanelArgs>;

/** A room between Ana (South, this board) and Ben (North), both here, the game on. */
const ROOM: OnlineRoom = {
  roomId: 'k7Q2xWp4a',
  link: 'https://guild.example/play/?tablero-room=k7Q2xWp4a',
  side: 0,
  seats: [
    { name: 'Ana', taken: true, connected: true },
    { name: 'Ben', taken: true, connected: true },
  ],
  spectators: 0,
  ended: false,
  claimOffer: -1,
  awaySeconds: 60,
  rematch: [false, false],
  refusal: '',
  copied: '',
  confirmResign: false,
  verified: '',
};
const inRoom = (room: Partial<OnlineRoom>): OnlineView => ({ kind: 'room', room: { ...ROOM, ...room } });

/** The panel's shadow root. */
async function panelIn(canvasElement: HTMLElement): Promise<ShadowRoot> {
  const el = canvasElement.querySelector<OnlinePanelPreview>('tablero-online-preview')!;
  await el.updateComplete;
  return el.shadowRoot!;
}
const text = (root: ShadowRoot): string => root.querySelector('section.online')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const buttonNamed = (root: ShadowRoot, words: string): HTMLButtonElement => {
  const found = [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === words);
  if (!found) throw new Error(`no button "${words}"`);
  return found;
};

/** "Play a friend online" pressed: start a room and get a link, or join a friend's with their code. */
export const InviteOrJoin: Story = {
  args: { view: { kind: 'choosing', status: 'Play a friend on their own phone or computer:' } },
  play: async ({ canvasElement, args }) => {
    const root = await panelIn(canvasElement);
    root.querySelector('input')!.value = 'k7Q2xWp4a';
    buttonNamed(root, 'Join').click();
    await expect(args.join).toHaveBeenCalledWith('k7Q2xWp4a');
  },
};

/** The room is made: the link and the code to send, while the game waits for the friend. */
export const Invite: Story = {
  args: { view: inRoom({ seats: [ROOM.seats[0], { name: '', taken: false, connected: false }] }) },
  play: async ({ canvasElement, args }) => {
    const root = await panelIn(canvasElement);
    await expect(text(root)).toContain('Waiting for your friend to open the link');
    await expect(root.querySelector('[part~="invite-link"]')?.textContent).toBe(ROOM.link);
    await expect(root.querySelector('.room-code')?.textContent).toBe(ROOM.roomId);
    // No resigning, and no table talk, before there is an opponent.
    await expect(root.querySelector('[part~="resign"]')).toBeNull();
    await expect(root.querySelector('[part~="talk"]')).toBeNull();
    buttonNamed(root, 'Copy the link').click();
    await expect(args.copyLink).toHaveBeenCalled();
  },
};

/** Both seated and playing, two people watching; the table talk opened, with every canned phrase. */
export const Playing: Story = {
  args: { view: inRoom({ spectators: 2 }) },
  play: async ({ canvasElement, args }) => {
    const root = await panelIn(canvasElement);
    await expect(text(root)).toContain('Online: you play South against Ben. 2 watching.');
    root.querySelector('details.talk')!.setAttribute('open', '');
    const phrases = [...root.querySelectorAll('[part~="talk-phrase"]')].map((b) => b.textContent?.trim());
    await expect(phrases).toEqual(Object.values(TALK));
    buttonNamed(root, 'To the Queen!').click();
    await expect(args.talk).toHaveBeenCalledWith('to-the-queen');
    buttonNamed(root, 'Resign').click();
    await expect(args.askResign).toHaveBeenCalledWith(true);
  },
};

/** Resign pressed: asked once more before the game is given up. */
export const ConfirmResign: Story = {
  args: { view: inRoom({ confirmResign: true }) },
  play: async ({ canvasElement, args }) => {
    const root = await panelIn(canvasElement);
    buttonNamed(root, 'Play on').click();
    await expect(args.askResign).toHaveBeenCalledWith(false);
    buttonNamed(root, 'Yes, resign').click();
    await expect(args.resign).toHaveBeenCalled();
  },
};

/** A third person opened the link: they watch, read only (table talk is theirs too), with one other spectator. */
export const Spectator: Story = {
  args: { view: inRoom({ side: 'spectator', spectators: 2 }) },
  play: async ({ canvasElement }) => {
    const root = await panelIn(canvasElement);
    await expect(text(root)).toContain("You are watching Ana (South) and Ben (North): a spectator's view, read only. 1 other watching.");
    await expect(root.querySelector('[part~="resign"], [part~="rematch"], [part~="invite"]')).toBeNull();
    await expect(root.querySelector('details.talk')).not.toBeNull();
  },
};

/** Players who brought no name of their own (a board's "You", a computer's seat): the seats go by their sides. */
export const SpectatorOfUnnamedSeats: Story = {
  args: {
    view: inRoom({
      side: 'spectator',
      spectators: 1,
      seats: [
        { name: 'South', taken: true, connected: true },
        { name: 'Friend', taken: true, connected: true },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const root = await panelIn(canvasElement);
    await expect(text(root)).toContain("You are watching South and Friend (North): a spectator's view, read only.");
  },
};

/** The room refused this board's last message, with the room's reason. */
export const Refused: Story = {
  args: { view: inRoom({ side: 1, refusal: 'too late: a glass has moved, the muggins window is open' }) },
  play: async ({ canvasElement }) => {
    const root = await panelIn(canvasElement);
    await expect(root.querySelector('[part~="refused"]')?.textContent).toBe('The room refused that: too late: a glass has moved, the muggins window is open.');
  },
};

/** Ben has been away past the room's timeout: Ana may wait, claim the game or end it undecided. */
export const ClaimOffer: Story = {
  args: { view: inRoom({ seats: [ROOM.seats[0], { name: 'Ben', taken: true, connected: false }], claimOffer: 0 }) },
  play: async ({ canvasElement, args }) => {
    const root = await panelIn(canvasElement);
    await expect(text(root)).toContain('Ben is away: the game waits for them.');
    await expect(root.querySelector('[part~="claim"]')?.textContent).toContain('Ben has been away for more than 60 seconds');
    buttonNamed(root, 'Keep waiting').click();
    buttonNamed(root, 'Claim the game').click();
    buttonNamed(root, 'End it undecided').click();
    await waitFor(() => expect(args.away).toHaveBeenCalledTimes(3));
    await expect((args.away as ReturnType<typeof fn>).mock.calls.map((c) => c[0])).toEqual(['wait', 'claim', 'end']);
  },
};

/** The game is over: the revealed secret re-checked every roll, and Ben asks for a rematch (sides swap). */
export const GameOver: Story = {
  args: { view: inRoom({ ended: true, rematch: [false, true], verified: 'Dice verified: all 57 rolls come from the committed dice.' }) },
  play: async ({ canvasElement, args }) => {
    const root = await panelIn(canvasElement);
    await expect(text(root)).toContain('Dice verified: all 57 rolls come from the committed dice.');
    await expect(text(root)).toContain(
      "Dice verified: all 57 rolls come from the committed dice. Accept Ben's rematch Ben asks for a rematch. In a rematch the sides swap: you would play North.",
    );
    await expect(root.querySelector('[part~="resign"]')).toBeNull();
    buttonNamed(root, "Accept Ben's rematch").click();
    await expect(args.rematch).toHaveBeenCalled();
    buttonNamed(root, 'Leave and play at this screen').click();
    await expect(args.playHere).toHaveBeenCalled();
  },
};

/** A spectator at the end: no rematch is theirs, only the way back to a game at their own screen. */
export const GameOverSpectator: Story = {
  args: { view: inRoom({ side: 'spectator', spectators: 1, ended: true, verified: 'Dice verified: all 57 rolls come from the committed dice.' }) },
  play: async ({ canvasElement, args }) => {
    const root = await panelIn(canvasElement);
    await expect(text(root)).toContain("You are watching Ana (South) and Ben (North): a spectator's view, read only. Dice verified");
    await expect(text(root), 'the only spectator is not told one person watches').not.toMatch(/\d+ (others? )?watching/);
    await expect(root.querySelector('[part~="rematch"]')).toBeNull();
    buttonNamed(root, 'Leave and play at this screen').click();
    await expect(args.playHere).toHaveBeenCalled();
  },
};

/** The server could not be reached: said in the panel, with the way back to a game at this screen. */
export const CouldNotConnect: Story = {
  args: { view: { kind: 'connecting', status: 'The game server could not be reached (Failed to fetch).', failed: true } },
  play: async ({ canvasElement, args }) => {
    const root = await panelIn(canvasElement);
    buttonNamed(root, 'Play at this screen instead').click();
    await expect(args.playHere).toHaveBeenCalled();
  },
};
