/**
 * Playing a friend online: the board's side of a room on the Tablero room server (packages/server, whose
 * README documents the protocol). This module holds Colyseus's client and is loaded only when online play
 * is used: a dynamic import, built as a second file next to `tablero.js` (`tablero-online.js`), so a page
 * that never goes online loads none of it and makes no network request.
 *
 * It imports nothing of the board or Lit at run time, and of the engine only the canned table talk (a few
 * phrases; the rest would be bundled twice): the board lends it what it needs (`OnlineHost`), its game
 * class included. The room decides every rule and rolls the dice; the board replays the room's record
 * through its own game (the machine with dice at a `table`, so rolls come with their faces) and sends the
 * local player's choices to the room.
 */
import { Client, type Room } from '@colyseus/sdk';
import type { html as litHtml, nothing as litNothing, TemplateResult } from 'lit';
import { TALK, type Action, type Choice, type PlayerInfo, type PresetName, type RuleOptions, type Side, type TalkId } from '@tablero/engine';
import type { BoardConfig } from './config.ts';
import type { TableroGame } from './game.ts';
import { verifyDice } from './online-verify.ts';
import { ONLINE_STYLES, SIDE_NAMES, renderOnline, type OnlineActions, type OnlineSeat, type OnlineView } from './online-view.ts';

/** How long a dropped player keeps asking for a room the server does not have (yet): a restarting server rebuilds it. */
const ROOM_BACK_MS = 30_000;

/** The query parameter of an invitation link: the room's id. */
const ROOM_PARAM = 'tablero-room';

/** The detail of `tablero-online`: what happened, in which room, and this board's side there. */
export interface OnlineDetail {
  /** `joined` a room, `left` it, `reconnected` after a drop, or `claim-offered` (the opponent is away past the timeout). */
  readonly kind: 'joined' | 'left' | 'reconnected' | 'claim-offered';
  readonly roomId: string;
  /** This board's side in the room, or 'spectator'. */
  readonly side: Side | 'spectator';
}

/** What the board lends an online session. */
export interface OnlineHost {
  /** The board element: events are fired on it, and it is drawn again after each change. */
  readonly board: HTMLElement & { requestUpdate(): void };
  /** The room server's address, e.g. `ws://127.0.0.1:2567`. */
  readonly server: string;
  /** Lit's template tag and `nothing`, the board's own copy. */
  readonly html: typeof litHtml;
  readonly nothing: typeof litNothing;
  /** The board's game class. */
  readonly Game: typeof TableroGame;
  /** The game on screen: a new room starts from its setup, with its players' names. */
  readonly game: () => TableroGame | null;
  /** Show this game instead of the one on screen, with a line in the log. */
  readonly show: (game: TableroGame, line: string) => void;
  /** A line in the log, read out by screen readers. */
  readonly logLine: (line: string) => void;
  /** Leave online play (the session has left its room): the board starts a game at this screen again. */
  readonly playHere: () => void;
}

/** An online session as the board holds it. */
export interface OnlineSession {
  /** The online part of the panel. */
  render(): TemplateResult;
  /** Leave the room (the seat stays the player's: the link brings them back). */
  leave(): void;
}

/** A seat as the room's state has it. */
interface SeatView {
  readonly name: string;
  readonly taken: boolean;
  readonly connected: boolean;
}

/** The fields of the room's state (`RoomState`, see the server's README) this board reads. */
interface RoomView {
  readonly game: number;
  readonly setup: string;
  readonly seats: Iterable<SeatView>;
  readonly spectators: number;
  readonly actions: Iterable<string>;
  readonly commitment: string;
  readonly contributions: Iterable<string>;
  readonly secret: string;
  readonly ending: string;
  readonly claimOffer: number;
  readonly awaySeconds: number;
  readonly rematch: Iterable<boolean>;
}

/** How a game ended, as the room says. */
interface Ending {
  readonly kind: 'rules' | 'resign' | 'claim' | 'undecided';
  readonly winner: Side | null;
}

/** What the tab keeps of its seat in a room (sessionStorage, never in the link). */
interface KeptSeat {
  readonly seatToken: string;
  readonly reconnectionToken?: string;
}

type Sender = Side | 'spectator';

const storageKey = (roomId: string): string => `tablero-room:${roomId}`;

/** 32 random bytes from the device, as 64 hex digits: this player's share of the dice. */
function contribution(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function keptSeat(roomId: string): KeptSeat | null {
  try {
    const text = sessionStorage.getItem(storageKey(roomId));
    const kept = text ? (JSON.parse(text) as Partial<KeptSeat>) : null;
    return kept && typeof kept.seatToken === 'string' ? (kept as KeptSeat) : null;
  } catch {
    return null;
  }
}

function keepSeat(roomId: string, seat: KeptSeat): void {
  try {
    sessionStorage.setItem(storageKey(roomId), JSON.stringify(seat));
  } catch {
    /* no storage: a reload then joins as a new client (a spectator once both seats are taken) */
  }
}

/**
 * The names a board brings to a room: South's when it creates the room, North's when it joins. Only a
 * person's own name is shown to the other devices: a computer's is not a person's, and "You" is how a
 * board at one screen speaks to its player, not a name. Without one, the creator sits as "South" and
 * the friend who joins as "Friend".
 */
export function seatNames(players: readonly PlayerInfo[]): [string, string] {
  const own = (p: PlayerInfo | undefined): string | null =>
    p && !p.bot && p.name.trim() !== '' && p.name.trim().toLowerCase() !== 'you' ? p.name.trim() : null;
  return [own(players[0]) ?? 'South', own(players[1]) ?? 'Friend'];
}

/**
 * This page's address with the room in its query: the link to send a friend. The page's hash is left out
 * (the room's setup, not a hash's rules, sets the game up).
 */
export function inviteLink(roomId: string, href = location.href): string {
  const url = new URL(href);
  url.searchParams.set(ROOM_PARAM, roomId);
  url.hash = '';
  return url.href;
}

/** The board's game class made to play through a room: the local player's choices go to the room. */
function onlineGame(Base: typeof TableroGame) {
  return class OnlineGame extends Base {
    /** The dice come from the room: no pickers, Roll buttons send a roll without faces. */
    override readonly tableDice = false;
    readonly #session: Session;

    constructor(config: BoardConfig, session: Session) {
      // The machine's dice are the table's: every roll arrives from the room with its faces.
      super(config, undefined, { tableDice: true });
      this.#session = session;
    }

    /** The local player's choice goes to the room (a roll without faces); the room's record brings it back. */
    override act(choice: Choice | Action): Action | null {
      const { dice: _faces, ...sent } = choice as Action & { dice?: unknown };
      this.#session.send('action', sent);
      return null;
    }

    /** An action from the room's record, played on this board's machine. */
    receive(action: Action): Action | null {
      return super.act(action);
    }

    /** A person acts here only for their own side (the shared rolls are South's to send, as the room has it). */
    override get personActs(): boolean {
      const me = this.#session.side;
      if (me === null || me === 'spectator' || this.#session.ended || !this.#session.ready) return false;
      const who = this.acting;
      return super.personActs && (who === 'table' ? 0 : who) === me;
    }

    override get throwDue(): null {
      return null;
    }

    override get mayTakeBack(): boolean {
      return false;
    }

    /** Muggins is called by the other side's player, or by a spectator where the variant has Spectator Muggins. */
    override mugginsCalls(): Action[] {
      const me = this.#session.side;
      if (me === null || this.#session.ended) return [];
      const spectators = (a: Action): boolean => a.type === 'queen.muggins' && a.by === 'spectator';
      const calls = super.mugginsCalls();
      if (me === 'spectator') return calls.filter(spectators);
      return me === this.state.player ? [] : calls.filter((a) => !spectators(a));
    }
  };
}
type OnlineGame = InstanceType<ReturnType<typeof onlineGame>>;

/** Start online play: create a room (no `roomId`), or join the room of a link (with the seat kept in this tab, if any). */
export function startOnline(host: OnlineHost, roomId?: string): OnlineSession {
  return new Session(host, roomId ?? null);
}

class Session implements OnlineSession {
  readonly #host: OnlineHost;
  readonly #client: Client;
  readonly #Game: ReturnType<typeof onlineGame>;
  #room: Room | null = null;
  #roomId: string | null;
  #left = false;
  /** A room has been joined once (a later join is a return). */
  #joined = false;
  /** What the panel says while there is no room: connecting, or why it failed. */
  #status: { readonly text: string; readonly failed: boolean } = { text: 'Connecting to the game server…', failed: false };
  /** This board's side in the room, once the room has said. */
  side: Sender | null = null;
  #game: OnlineGame | null = null;
  /** What the game on screen was built from: the room's game number, setup and names. */
  #built = '';
  #state: RoomView | null = null;
  #refusal = '';
  #copied = '';
  #confirmResign = false;
  #endingSaid = '';
  #verified = '';
  #offered = false;
  /** The names a new seat brings: the board's players, South's when creating, North's when joining. */
  readonly #names: readonly [string, string];
  readonly #setup: Record<string, unknown>;

  constructor(host: OnlineHost, roomId: string | null) {
    this.#host = host;
    this.#roomId = roomId;
    this.#Game = onlineGame(host.Game);
    const server = host.server.replace(/^ws(s?):/, 'http$1:');
    this.#client = new Client(server);
    const config = host.game()?.config;
    this.#names = seatNames(config?.players ?? []);
    this.#setup = config
      ? {
          rules: config.rules,
          options: config.options,
          ...(config.queen ? { queen: config.queen } : {}),
          ...(config.position ? { position: config.position } : {}),
        }
      : {};
    adoptStyles(host.board.shadowRoot);
    // With a room to join, at once; else the player chooses: a new room to invite to, or a friend's code.
    if (roomId !== null) void this.#connect();
    else this.#status = { text: 'Play a friend on their own phone or computer:', failed: false };
    this.#choosing = roomId === null;
  }

  /** The player has not yet chosen between inviting and joining with a code. */
  #choosing: boolean;

  /** Is the game on: the board connected to its room (not dropped, not coming back), both seats taken? */
  get ready(): boolean {
    return this.#room !== null && !this.#status.text && this.#seats().every((seat) => seat.taken);
  }

  /** Is the room's game over (by the rules, a resignation, a claim or undecided)? */
  get ended(): boolean {
    return !!this.#state?.ending;
  }

  send(type: 'action' | 'resign' | 'away' | 'rematch' | 'talk', message: unknown): void {
    this.#refusal = '';
    this.#room?.send(type, message);
    this.#host.board.requestUpdate();
  }

  leave(): void {
    if (this.#left) return;
    this.#left = true;
    const room = this.#room;
    this.#room = null;
    if (room) void room.leave(true).catch(() => undefined);
    if (this.#roomId && this.side !== null) this.#fire('left');
    // The address bar no longer names the room: a reload starts a game at this screen.
    const url = new URL(location.href);
    if (this.#roomId !== null && url.searchParams.get(ROOM_PARAM) === this.#roomId) {
      url.searchParams.delete(ROOM_PARAM);
      history.replaceState(history.state, '', url.href);
    }
  }

  // ---- Joining ------------------------------------------------------------------------------

  async #connect(): Promise<void> {
    this.#choosing = false;
    this.#status = { text: 'Connecting to the game server…', failed: false };
    this.#host.board.requestUpdate();
    try {
      const id = this.#roomId;
      let room: Room;
      if (id === null) {
        room = await this.#client.create('tablero', { setup: this.#setup, name: this.#names[0], contribution: contribution() });
      } else room = await this.#join(id);
      if (this.#left) {
        void room.leave(true);
        return;
      }
      this.#attach(room);
      // The address bar names the room too (a reload comes back to it); the page's hash stays.
      if (new URL(location.href).searchParams.get(ROOM_PARAM) !== room.roomId) history.replaceState(history.state, '', inviteLink(room.roomId) + location.hash);
    } catch (e) {
      this.#fail(e);
    }
  }

  /** Join a room by its id: back to this tab's seat when it has one, else a free seat or a spectator's place. */
  async #join(id: string): Promise<Room> {
    const kept = keptSeat(id);
    if (kept) {
      try {
        return await this.#client.joinById(id, { seatToken: kept.seatToken });
      } catch (e) {
        // The seat is not this tab's any more (a room restored without it): join afresh.
        if (!/seat token/.test(errorText(e))) throw e;
      }
    }
    return this.#client.joinById(id, { name: this.#names[1], contribution: contribution() });
  }

  #fail(e: unknown): void {
    const why = errorText(e);
    const text = /not found|no rooms found|invalid/i.test(why)
      ? `There is no game ${this.#roomId ?? ''} on the server any more (a room is closed when nobody has used it for a while).`
      : `The game server could not be reached (${why}).`;
    this.#status = { text, failed: true };
    this.#host.logLine(text);
    this.#host.board.requestUpdate();
  }

  #attach(room: Room): void {
    const first = !this.#joined;
    this.#joined = true;
    this.#room = room;
    this.#roomId = room.roomId;
    // A dropped connection is taken up again by Colyseus a few times; then this session rejoins with its seat token.
    room.reconnection.maxRetries = 4;
    room.onMessage('seat', (seat: { side: Sender; seatToken?: string }) => {
      const was = this.side;
      this.side = seat.side;
      if (seat.seatToken) keepSeat(room.roomId, { seatToken: seat.seatToken, reconnectionToken: room.reconnectionToken });
      else if (seat.side !== 'spectator') {
        const kept = keptSeat(room.roomId);
        if (kept) keepSeat(room.roomId, { ...kept, reconnectionToken: room.reconnectionToken });
      }
      if (was === null) this.#fire(first ? 'joined' : 'reconnected');
      else if (was !== seat.side && seat.side !== 'spectator') this.#host.logLine(`The sides have swapped: you play ${SIDE_NAMES[seat.side]} now.`);
      this.#sync();
    });
    room.onMessage('refused', (r: { type: string; reason: string }) => {
      this.#refusal = r.reason;
      this.#host.logLine(`The room refused that: ${r.reason}.`);
      this.#host.board.requestUpdate();
    });
    room.onMessage('talk', (t: { from: Sender; phrase: TalkId }) => {
      const who = t.from === 'spectator' ? 'A spectator' : this.#nameOf(t.from);
      this.#host.logLine(`${who}: “${TALK[t.phrase] ?? t.phrase}”`);
    });
    room.onStateChange((state: RoomView) => {
      this.#state = state;
      this.#sync();
    });
    room.onReconnect(() => {
      this.#fire('reconnected');
      this.#sync();
    });
    room.onDrop(() => {
      this.#status = { text: 'The connection dropped: coming back…', failed: false };
      this.#host.board.requestUpdate();
    });
    room.onLeave(() => {
      if (this.#left || this.#room !== room) return;
      this.#room = null;
      void this.#comeBack();
    });
  }

  /** The connection is gone (the network, or the server restarted): rejoin with the seat token until it works. */
  async #comeBack(): Promise<void> {
    const id = this.#roomId;
    if (id === null) return;
    this.#status = { text: 'The connection dropped: coming back…', failed: false };
    this.#host.board.requestUpdate();
    // A server that restarts rebuilds its rooms just after it listens again: a room not found is taken
    // as gone only once it has stayed away this long.
    const giveUpAt = Date.now() + ROOM_BACK_MS;
    for (let wait = 500; !this.#left; wait = Math.min(wait * 2, 5000)) {
      try {
        const kept = keptSeat(id);
        const room = await this.#client.joinById(id, kept ? { seatToken: kept.seatToken } : {});
        if (this.#left) {
          void room.leave(true);
          return;
        }
        this.side = null;
        this.#attach(room);
        return;
      } catch (e) {
        const why = errorText(e);
        if (/seat token/i.test(why) || (/not found/i.test(why) && Date.now() >= giveUpAt)) return this.#fail(e);
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  #fire(kind: OnlineDetail['kind']): void {
    if (this.#roomId === null || this.side === null) return;
    const detail: OnlineDetail = { kind, roomId: this.#roomId, side: this.side };
    this.#host.board.dispatchEvent(new CustomEvent('tablero-online', { detail, bubbles: true, composed: true }));
  }

  // ---- Following the room -------------------------------------------------------------------

  #seats(): SeatView[] {
    return this.#state ? Array.from(this.#state.seats) : [];
  }

  #nameOf(side: Side): string {
    return this.#seats()[side]?.name || SIDE_NAMES[side];
  }

  /** The room's state changed: draw its game (new actions played on, or the game built again). */
  #sync(): void {
    const s = this.#state;
    if (!s || this.#left) return;
    this.#status = { text: '', failed: false };
    const names: [string, string] = [this.#nameOf(0), this.#nameOf(1)];
    const built = JSON.stringify([s.game, s.setup, names]);
    const actions = Array.from(s.actions, (a) => JSON.parse(a) as Action);
    let game = this.#game;
    if (!game || built !== this.#built || this.#host.game() !== game || game.record.actions.length > actions.length) {
      game = this.#build(s, names, actions);
    } else {
      for (let i = game.record.actions.length; i < actions.length; i++) {
        if (game.receive(actions[i]) === null) {
          game = this.#build(s, names, actions);
          break;
        }
      }
    }
    if (actions.length) this.#refusal = '';
    this.#ended(s, names);
    const offered = s.claimOffer >= 0 && s.claimOffer === this.side;
    if (offered && !this.#offered) this.#fire('claim-offered');
    this.#offered = offered;
    this.#host.board.requestUpdate();
  }

  /** The room's game, built afresh from its record (on joining, after a rematch, or should the two differ). */
  #build(s: RoomView, names: [string, string], actions: readonly Action[]): OnlineGame {
    const setup = JSON.parse(s.setup || '{}') as { rules?: PresetName; options?: RuleOptions; queen?: number; position?: string };
    const config: BoardConfig = {
      rules: setup.rules ?? 'powell',
      options: setup.options ?? {},
      position: setup.position ?? '',
      queen: setup.queen ?? 0,
      script: [],
      seed: 0,
      players: [{ name: names[0] }, { name: names[1] }],
    };
    const game = new this.#Game(config, this);
    for (const action of actions) game.receive(action);
    this.#game = game;
    this.#built = JSON.stringify([s.game, s.setup, names]);
    this.#verified = '';
    this.#endingSaid = '';
    const where = this.side === null ? '' : this.side === 'spectator' ? ' You are watching.' : ` You play ${SIDE_NAMES[this.side]}.`;
    this.#host.show(game, `Online game ${s.game} in room ${this.#roomId}.${where}`);
    return game;
  }

  /** Say how the game ended (once), and re-check the dice when the secret is revealed. */
  #ended(s: RoomView, names: [string, string]): void {
    if (!s.ending || s.ending === this.#endingSaid) return;
    this.#endingSaid = s.ending;
    this.#confirmResign = false;
    const ending = JSON.parse(s.ending) as Ending;
    const line = endingWords(ending, names);
    if (line) this.#host.logLine(line);
    if (!s.secret) return;
    const record = {
      roomId: this.#roomId ?? '',
      commitment: s.commitment,
      contributions: Array.from(s.contributions) as [string, string],
      actions: Array.from(s.actions, (a) => JSON.parse(a) as Action),
    };
    void verifyDice(record, s.secret).then((verdict) => {
      this.#verified = verdict.ok ? `Dice verified: all ${verdict.rolls} rolls come from the committed dice.` : `The dice do not check out: ${verdict.why}.`;
      this.#host.logLine(this.#verified);
    });
  }

  // ---- Drawing ------------------------------------------------------------------------------

  render(): TemplateResult {
    return renderOnline(this.#view(), this.#host, this.#actions);
  }

  /** What the online part of the panel shows now, as plain data. */
  #view(): OnlineView {
    if (this.#choosing) return { kind: 'choosing', status: this.#status.text };
    const s = this.#state;
    const room = this.#room;
    if (!s || !room || this.#status.text)
      return { kind: 'connecting', status: this.#status.text || 'Connecting to the game server…', failed: this.#status.failed };
    const seats = this.#seats();
    const seat = (side: Side): OnlineSeat => ({ name: seats[side]?.name ?? '', taken: !!seats[side]?.taken, connected: !!seats[side]?.connected });
    const rematch = Array.from(s.rematch);
    return {
      kind: 'room',
      room: {
        roomId: room.roomId,
        link: inviteLink(room.roomId),
        side: this.side,
        seats: [seat(0), seat(1)],
        spectators: s.spectators,
        ended: !!s.ending,
        claimOffer: s.claimOffer,
        awaySeconds: s.awaySeconds,
        rematch: [!!rematch[0], !!rematch[1]],
        refusal: this.#refusal,
        copied: this.#copied,
        confirmResign: this.#confirmResign,
        verified: this.#verified,
      },
    };
  }

  /** What the online part's buttons do. */
  readonly #actions: OnlineActions = {
    invite: () => void this.#connect(),
    join: (text) => {
      const code = /[?&]tablero-room=([^&#\s]+)/.exec(text.trim())?.[1] ?? text.trim();
      if (!/^[\w-]{1,64}$/.test(code)) {
        this.#status = { text: 'A room code is letters, digits, "-" and "_" (as your friend reads it out), or paste their link.', failed: false };
        this.#host.board.requestUpdate();
        return;
      }
      this.#roomId = code;
      void this.#connect();
    },
    playHere: () => {
      this.leave();
      this.#host.playHere();
    },
    copyLink: () => void this.#copyLink(),
    askResign: (asking) => {
      this.#confirmResign = asking;
      this.#host.board.requestUpdate();
    },
    resign: () => this.send('resign', {}),
    away: (choice) => this.send('away', { choice }),
    rematch: () => this.send('rematch', { contribution: contribution() }),
    talk: (phrase) => this.send('talk', { phrase }),
  };

  async #copyLink(): Promise<void> {
    if (this.#roomId === null) return;
    try {
      await navigator.clipboard.writeText(inviteLink(this.#roomId));
      this.#copied = 'Link copied: send it to your friend.';
    } catch {
      this.#copied = 'Select the link above and copy it (Ctrl+C or Command+C).';
    }
    this.#host.board.requestUpdate();
  }
}

/** How a game ended, in a sentence; '' for an ending by the rules (the board says that itself). */
function endingWords(ending: Ending, names: readonly [string, string]): string {
  const w = ending.winner;
  switch (ending.kind) {
    case 'resign':
      return w === null ? '' : `${names[1 - w]} resigned: ${names[w]} wins.`;
    case 'claim':
      return w === null ? '' : `${names[w]} claimed the game: ${names[1 - w]} stayed away.`;
    case 'undecided':
      return 'The game was ended undecided.';
    default:
      return '';
  }
}

function adoptStyles(root: ShadowRoot | null): void {
  if (!root || typeof CSSStyleSheet !== 'function' || !('replaceSync' in CSSStyleSheet.prototype)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(ONLINE_STYLES);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
