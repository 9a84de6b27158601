/**
 * The online part of the board's panel, drawn from a plain description of the moment (`OnlineView`):
 * choosing to invite or join, connecting, the invitation, playing or watching, a refusal, the claim
 * offer, the end with its dice check and the rematch, and the table talk (once there is someone to talk
 * to). The online session (`online.ts`) keeps the room and builds the description; what a button does
 * comes back through `OnlineActions`. Lit is lent by the board (`OnlineLit`), as for the session.
 */
import type { html as litHtml, nothing as litNothing, TemplateResult } from 'lit';
import { TALK, type Side, type TalkId } from '@tablero/engine';

/** Lit's template tag and `nothing`, the board's own copy. */
export interface OnlineLit {
  readonly html: typeof litHtml;
  readonly nothing: typeof litNothing;
}

/** A seat of the room, as the panel shows it. */
export interface OnlineSeat {
  /** The player's name ('' before anyone sits there: the side's name is shown). */
  readonly name: string;
  readonly taken: boolean;
  readonly connected: boolean;
}

/** The room as the panel shows it. */
export interface OnlineRoom {
  readonly roomId: string;
  /** The link to send a friend. */
  readonly link: string;
  /** This board's side, 'spectator', or null until the room has said. */
  readonly side: Side | 'spectator' | null;
  readonly seats: readonly [OnlineSeat, OnlineSeat];
  readonly spectators: number;
  /** The game is over (by the rules, a resignation, a claim or undecided). */
  readonly ended: boolean;
  /** The side offered to claim the game (its opponent is away past the timeout), or -1. */
  readonly claimOffer: number;
  /** The away timeout the room states, in seconds. */
  readonly awaySeconds: number;
  /** Which sides asked for a rematch. */
  readonly rematch: readonly [boolean, boolean];
  /** The room's reason for refusing this board's last message, or ''. */
  readonly refusal: string;
  /** What became of "Copy the link", or ''. */
  readonly copied: string;
  /** The player pressed Resign and is asked to confirm. */
  readonly confirmResign: boolean;
  /** The dice check once the secret is revealed ("Dice verified: ..."), or ''. */
  readonly verified: string;
}

/** What the online part shows now. */
export type OnlineView =
  /** No room yet: invite, or join with a code; `status` says what to do, or what was wrong with a code. */
  | { readonly kind: 'choosing'; readonly status: string }
  /** Connecting, coming back after a drop, or failed (then "Play at this screen instead"). */
  | { readonly kind: 'connecting'; readonly status: string; readonly failed: boolean }
  | { readonly kind: 'room'; readonly room: OnlineRoom };

/** What the online part's buttons do. */
export interface OnlineActions {
  /** Start a room and get its link. */
  invite(): void;
  /** Join a friend's room: the text typed (a room code or a pasted link). */
  join(text: string): void;
  /** Leave online play and play at this screen. */
  playHere(): void;
  copyLink(): void;
  /** Ask to confirm resigning (`true`), or take that back (`false`). */
  askResign(asking: boolean): void;
  resign(): void;
  /** The answer to a claim offer. */
  away(choice: 'wait' | 'claim' | 'end'): void;
  rematch(): void;
  talk(phrase: TalkId): void;
}

export const SIDE_NAMES = ['South', 'North'] as const;

/** A seat's player's name, or the side's name when the seat has none. */
const nameOf = (room: OnlineRoom, side: Side): string => room.seats[side].name || SIDE_NAMES[side];

/** The online part of the panel. */
export function renderOnline(view: OnlineView, lit: OnlineLit, on: OnlineActions): TemplateResult {
  const { html, nothing } = lit;
  if (view.kind === 'choosing') return choice(view.status, lit, on);
  if (view.kind === 'connecting') {
    return html`<section class="online" part="online" aria-label="Online game">
      <p class="online-status" role="status">${view.status}</p>
      ${
        view.failed
          ? html`<div class="controls">
              <button class="secondary" part="button play-here" @click=${() => on.playHere()}>Play at this screen instead</button>
            </div>`
          : nothing
      }
    </section>`;
  }
  const room = view.room;
  const me = room.side;
  const player = me !== null && me !== 'spectator';
  const other = player ? ((1 - me) as Side) : null;
  const waiting = other !== null && !room.seats[other].taken;
  const away = other !== null && room.seats[other].taken && !room.seats[other].connected;
  return html`<section class="online" part="online" aria-label="Online game">
    <p class="online-status" role="status">${headline(room)}</p>
    ${waiting ? invite(room, lit, on) : nothing}
    ${away && !room.ended ? html`<p class="hint">${nameOf(room, other)} is away: the game waits for them.</p>` : nothing}
    ${room.refusal ? html`<p class="online-refused" part="refused">The room refused that: ${room.refusal}.</p>` : nothing}
    ${player && other !== null && room.claimOffer === me ? claim(room, other, lit, on) : nothing}
    ${room.verified ? html`<p class="hint">${room.verified}</p>` : nothing} ${player && !waiting ? playerButtons(room, me, lit, on) : nothing}
    ${
      room.ended
        ? html`<div class="controls">
            <button class="secondary" part="button leave-room" @click=${() => on.playHere()}>Leave and play at this screen</button>
          </div>`
        : nothing
    }
    ${waiting ? nothing : talk(lit, on)}
  </section>`;
}

/** Invite (a new room and its link) or join a friend's room by its code (or its link, pasted). */
function choice(status: string, { html }: OnlineLit, on: OnlineActions): TemplateResult {
  const join = (e: Event): void => {
    e.preventDefault();
    on.join((new FormData(e.target as HTMLFormElement).get('code') ?? '').toString());
  };
  return html`<section class="online" part="online" aria-label="Online game">
    <p class="online-status" role="status">${status}</p>
    <div class="controls">
      <button part="button invite" @click=${() => on.invite()}>Start a game and get a link</button>
    </div>
    <form class="join-code" part="join" @submit=${join}>
      <label>Or join a friend's game: <input name="code" autocomplete="off" spellcheck="false" placeholder="room code or link" /></label>
      <button part="button join">Join</button>
    </form>
    <div class="controls"><button class="secondary" part="button cancel-online" @click=${() => on.playHere()}>Cancel</button></div>
  </section>`;
}

function headline(room: OnlineRoom): string {
  const me = room.side;
  // "Ada (South)", or just "South" for a seat known only by its side.
  const seat = (side: Side): string => (nameOf(room, side) === SIDE_NAMES[side] ? SIDE_NAMES[side] : `${nameOf(room, side)} (${SIDE_NAMES[side]})`);
  const names = `${seat(0)} and ${seat(1)}`;
  const watching = room.spectators > 0 ? ` ${room.spectators} watching.` : '';
  if (me === null) return 'Joining the game…';
  if (me === 'spectator') {
    const others = room.spectators - 1;
    return `You are watching ${names}: a spectator's view, read only.${others > 0 ? ` ${others} other${others === 1 ? '' : 's'} watching.` : ''}`;
  }
  const other = (1 - me) as Side;
  if (!room.seats[other].taken) return 'Waiting for your friend to open the link…';
  return `Online: you play ${SIDE_NAMES[me]} against ${nameOf(room, other)}.${watching}`;
}

function invite(room: OnlineRoom, { html, nothing }: OnlineLit, on: OnlineActions): TemplateResult {
  return html`<div class="invite" part="invite">
    <p class="hint">Send your friend this link (anyone else who opens it watches):</p>
    <p class="invite-link" part="invite-link">${room.link}</p>
    <p class="hint">Or read out the room code: <strong class="room-code">${room.roomId}</strong></p>
    <div class="controls">
      <button part="button copy-link" @click=${() => on.copyLink()}>Copy the link</button>
    </div>
    ${room.copied ? html`<p class="hint" role="status">${room.copied}</p>` : nothing}
  </div>`;
}

function claim(room: OnlineRoom, away: Side, { html }: OnlineLit, on: OnlineActions): TemplateResult {
  return html`<div class="claim" part="claim" role="group" aria-label="Your opponent is away">
    <p>${nameOf(room, away)} has been away for more than ${room.awaySeconds} seconds. Nothing happens unless you choose:</p>
    <div class="controls">
      <button part="button claim-wait" class="secondary" @click=${() => on.away('wait')}>Keep waiting</button>
      <button part="button claim-win" @click=${() => on.away('claim')}>Claim the game</button>
      <button part="button claim-end" class="secondary" @click=${() => on.away('end')}>End it undecided</button>
    </div>
  </div>`;
}

function playerButtons(room: OnlineRoom, me: Side, { html, nothing }: OnlineLit, on: OnlineActions): TemplateResult {
  if (!room.ended) {
    if (!room.confirmResign) {
      return html`<div class="controls"><button class="secondary" part="button resign" @click=${() => on.askResign(true)}>Resign</button></div>`;
    }
    return html`<div class="controls" role="group" aria-label="Resign?">
      <button part="button resign-yes" @click=${() => on.resign()}>Yes, resign</button>
      <button class="secondary" part="button resign-no" @click=${() => on.askResign(false)}>Play on</button>
    </div>`;
  }
  const other = (1 - me) as Side;
  const asked = room.rematch;
  const swap = `In a rematch the sides swap: you would play ${SIDE_NAMES[other]}.`;
  return html`<div class="controls">
      ${
        asked[me]
          ? html`<p class="hint">You asked for a rematch: waiting for ${nameOf(room, other)}.</p>`
          : html`<button part="button rematch" @click=${() => on.rematch()}>${asked[other] ? `Accept ${nameOf(room, other)}'s rematch` : 'Rematch'}</button>`
      }
    </div>
    <p class="hint">${asked[other] && !asked[me] ? `${nameOf(room, other)} asks for a rematch. ` : nothing}${swap}</p>`;
}

function talk({ html }: OnlineLit, on: OnlineActions): TemplateResult {
  return html`<details class="talk" part="talk">
    <summary>Table talk</summary>
    <div class="controls">
      ${(Object.entries(TALK) as [TalkId, string][]).map(
        ([id, phrase]) => html`<button class="secondary" part="button talk-phrase" @click=${() => on.talk(id)}>${phrase}</button>`,
      )}
    </div>
  </details>`;
}

/** The online part's own styles, added to the board's shadow root (constructed, so a strict CSP allows them). */
export const ONLINE_STYLES = `
  .online { display: grid; gap: 0.5em; border-top: 1px solid var(--tablero-border); padding-top: 0.5em; }
  .online p { margin: 0; }
  .online-status { font-weight: 600; }
  .invite-link { font-family: ui-monospace, monospace; font-size: 0.9em; overflow-wrap: anywhere; user-select: all; -webkit-user-select: all;
    background: color-mix(in srgb, var(--tablero-panel) 80%, var(--tablero-border)); padding: 0.3em 0.5em; border-radius: var(--tablero-radius); }
  .room-code { font-family: ui-monospace, monospace; letter-spacing: 0.08em; user-select: all; -webkit-user-select: all; }
  .invite { display: grid; gap: 0.4em; }
  .online-refused { color: var(--tablero-south); font-weight: 600; }
  .claim { border: 2px solid var(--tablero-accent); border-radius: var(--tablero-radius); padding: 0.5em; display: grid; gap: 0.4em; }
  .talk summary { cursor: pointer; min-height: 2.75em; display: flex; align-items: center; }
  /* A details element's content does not inherit the board's border-box sizing (its slot is in between). */
  .talk .controls { min-height: 0; box-sizing: border-box; }
  .join-code { display: flex; flex-wrap: wrap; gap: 0.4em; align-items: end; }
  .join-code label { display: grid; gap: 0.2em; flex: 1 1 12em; min-width: 0; }
  .join-code input { font: inherit; min-height: 2.75em; padding: 0.3em 0.5em; min-width: 0; border: 1px solid var(--tablero-border);
    border-radius: var(--tablero-radius); background: var(--tablero-panel); color: var(--tablero-text); }
`;
