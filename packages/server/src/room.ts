/**
 * The `tablero` room: a `Table` on the network. It seats the first two players who bring a dice
 * contribution (South, then North; later clients watch), checks every message (a known kind, the
 * sender's rate, the sender's seat) and lets the table check the rules; it sends each change at once
 * (no patch interval), stores the room after each change, holds a dropped player's seat, offers the
 * other a claim after the away timeout (never deciding by itself), and expires rooms nobody uses.
 */
import { randomBytes } from 'node:crypto';
import { Room, type AuthContext, type Client, type Deferred } from '@colyseus/core';
import { ArraySchema } from '@colyseus/schema';
import { isTalkId, type Side } from '@tablero/engine';
import { originAllowed, type ServerConfig } from './config.ts';
import { isHex32 } from './fair-dice.ts';
import { RoomState, SeatState } from './state.ts';
import { Refusal, Table, checkSetup, newRoom, tokenHash, type Sender } from './table.ts';
import type { RoomStore, StoredRoom } from './store.ts';

/** Timers the room sets (the away timeout, idle expiry); tests give a clock they move by hand. */
export interface Timers {
  /** Call `run` after `ms` milliseconds; returns a function that cancels it. */
  set(run: () => void, ms: number): () => void;
}

/** The real clock's timers. */
export const REAL_TIMERS: Timers = {
  set(run, ms) {
    const handle = setTimeout(run, ms);
    return () => clearTimeout(handle);
  },
};

/** What the rooms of one server share: the configuration, the store, the timers and the caps' counts. */
export interface RoomDeps {
  readonly config: ServerConfig;
  readonly store: RoomStore;
  readonly timers: Timers;
  /** Milliseconds now (for the message rate). */
  readonly now: () => number;
  /** Rooms open per client address (the rooms-per-address cap). */
  readonly roomsByAddress: Map<string, number>;
  /** Matchmaking tickets not yet used by a new room: the address that asked, and when. */
  readonly tickets: Map<string, { readonly address: string; readonly at: number }>;
  /** Stored rooms waiting to be rebuilt, by room id (filled by the server at start). */
  readonly restoring: Map<string, StoredRoom>;
  /** Where the room reports a store that failed to write. */
  readonly warn: (message: string) => void;
}

/** What a room keeps about each client. */
interface ClientData {
  /** The side the client plays, or 'spectator'. */
  sender: Sender;
  /** Messages the client may still send now (refilled at the configured rate). */
  allowance: number;
  /** When the allowance was last refilled. */
  refilled: number;
}

type TableroClient = Client<{ userData: ClientData }>;

/** The message kinds a client may send. */
export const CLIENT_MESSAGES = ['action', 'resign', 'away', 'rematch', 'talk'] as const;

/** The option the matchmaking check adds to a request: its ticket (see `onAuth`). */
const TICKET = 'tableroTicket';

/** How long a ticket is kept for the room it may create. */
const TICKET_MS = 60_000;

/** The longest name a player may give. */
const NAME_LENGTH = 40;

function nameOf(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim().slice(0, NAME_LENGTH) : '';
}

/** The room class for a server's shared `deps`. */
export function tableroRoom(deps: RoomDeps) {
  const { config } = deps;

  return class TableroRoom extends Room<{ state: RoomState; client: TableroClient }> {
    table!: Table;
    /** The session holding each seat, or null. */
    readonly #holders: [string | null, string | null] = [null, null];
    /** A dropped player's reconnection, by side: rejected when someone else takes the seat. */
    readonly #reconnections: [Deferred<Client> | null, Deferred<Client> | null] = [null, null];
    /** Cancels each side's away timer. */
    readonly #away: [(() => void) | null, (() => void) | null] = [null, null];
    #idle: (() => void) | null = null;
    #creatorAddress: string | null = null;
    /** The ending the state last showed (its JSON is written only when it changes). */
    #shownEnding: StoredRoom['ending'] | undefined = undefined;

    /** The rooms-per-address cap: the address that asked for this room (by its ticket) has one more open. */
    #countCreator(ticket: unknown): void {
      const entry = typeof ticket === 'string' ? deps.tickets.get(ticket) : undefined;
      if (!entry) return;
      deps.tickets.delete(ticket as string);
      const open = deps.roomsByAddress.get(entry.address) ?? 0;
      if (open >= config.roomsPerAddress) throw new Refusal(`too many rooms open from this address (at most ${config.roomsPerAddress})`);
      deps.roomsByAddress.set(entry.address, open + 1);
      this.#creatorAddress = entry.address;
    }

    override onCreate(options: { setup?: unknown; restore?: unknown; [TICKET]?: unknown } = {}): void {
      let stored: StoredRoom;
      const restore = typeof options.restore === 'string' ? deps.restoring.get(options.restore) : undefined;
      if (restore) {
        deps.restoring.delete(restore.roomId);
        this.roomId = restore.roomId;
        stored = restore;
      } else {
        stored = newRoom(this.roomId, checkSetup(options.setup));
        this.#countCreator(options[TICKET]);
      }
      this.table = new Table(stored);
      this.patchRate = null;
      this.autoDispose = false;
      this.maxClients = config.clientsPerRoom;
      // Colyseus closes a connection far past the rate; below that, messages over the rate are refused.
      this.maxMessagesPerSecond = config.messageRate * 4;
      const state = new RoomState();
      state.seats = new ArraySchema(new SeatState(), new SeatState());
      state.contributions = new ArraySchema('', '');
      state.rematch = new ArraySchema(false, false);
      state.claimOffer = -1;
      state.awaySeconds = config.awaySeconds;
      this.state = state;
      this.#sync();
      this.#save();
      this.onMessage('action', (client, message) => this.#handle(client, 'action', () => this.#act(client, message)));
      this.onMessage('resign', (client) => this.#handle(client, 'resign', () => this.#resign(client)));
      this.onMessage('away', (client, message) => this.#handle(client, 'away', () => this.#awayChoice(client, message)));
      this.onMessage('rematch', (client, message) => this.#handle(client, 'rematch', () => this.#rematch(client, message)));
      this.onMessage('talk', (client, message) => this.#handle(client, 'talk', () => this.#talk(client, message)));
      this.onMessage('*', (client, type) =>
        this.#handle(client, String(type), () => {
          throw new Refusal(`unknown message ${JSON.stringify(String(type)).slice(0, 40)}: send one of ${CLIENT_MESSAGES.join(', ')}`);
        }),
      );
      this.#startIdle();
    }

    /**
     * Every matchmaking request (create, join) passes here first, before a room is made: the page's
     * origin, the contribution's form, and a ticket naming the client's address for `onCreate` (which
     * counts the rooms per address; a client cannot forge a ticket, it is random and kept here).
     */
    static override async onAuth(_token: string, options: Record<string, unknown>, context: AuthContext): Promise<{ address: string }> {
      if (!originAllowed(config, context.headers.get('origin'))) throw new Refusal('this server does not accept games from that page');
      if (options.contribution !== undefined && !isHex32(options.contribution))
        throw new Refusal('a player brings a dice contribution: 32 random bytes as 64 hex digits');
      const address = context.ip ?? 'unknown';
      const now = deps.now();
      for (const [ticket, entry] of deps.tickets) if (now - entry.at > TICKET_MS) deps.tickets.delete(ticket);
      const ticket = randomBytes(16).toString('hex');
      deps.tickets.set(ticket, { address, at: now });
      options[TICKET] = ticket;
      return { address };
    }

    override onJoin(client: TableroClient, options: { name?: unknown; contribution?: unknown; seatToken?: unknown; spectate?: unknown } = {}): void {
      this.#stopIdle();
      const name = nameOf(options.name);
      let sender: Sender = 'spectator';
      if (typeof options.seatToken === 'string' && options.seatToken.length <= 128) {
        const side = this.table.sideOfToken(tokenHash(options.seatToken));
        if (side === null) throw new Refusal('that seat token belongs to no seat of this room');
        this.#takeOver(side);
        client.send('seat', { side });
        sender = side;
      } else if (typeof options.contribution === 'string' && options.spectate !== true && !this.table.ending) {
        const side = ([0, 1] as const).find((s) => this.table.seatFree(s));
        if (side !== undefined) {
          const token = randomBytes(32).toString('base64url');
          this.table.seat(side, name, tokenHash(token), options.contribution);
          client.send('seat', { side, seatToken: token });
          sender = side;
        }
      }
      client.userData = { sender, allowance: config.messageRate, refilled: deps.now() };
      if (sender === 'spectator') client.send('seat', { side: 'spectator' });
      else {
        this.#holders[sender] = client.sessionId;
        this.#present(sender);
      }
      this.#changed();
    }

    /** A seat's token came back on a new connection: the new one holds the seat, an older one is let go. */
    #takeOver(side: Side): void {
      const holder = this.#holders[side];
      if (holder !== null) {
        this.#holders[side] = null;
        this.clients.get(holder)?.leave();
      }
      this.#reconnections[side]?.reject(false);
      this.#reconnections[side] = null;
    }

    override onDrop(client: TableroClient): void {
      const sender = client.userData?.sender;
      if (sender === undefined || sender === 'spectator' || this.#holders[sender] !== client.sessionId) return;
      const reconnection = this.allowReconnection(client, 'manual');
      // While the room is being disposed (a shutdown) there is no reconnection to wait for.
      reconnection.catch(() => undefined);
      this.#reconnections[sender] = 'reject' in reconnection ? reconnection : null;
      this.#gone(sender);
      this.#changed();
    }

    override onReconnect(client: TableroClient): void {
      const sender = client.userData?.sender;
      this.#stopIdle();
      if (sender === undefined || sender === 'spectator') return;
      this.#reconnections[sender] = null;
      this.#holders[sender] = client.sessionId;
      this.#present(sender);
      this.#changed();
    }

    override onLeave(client: TableroClient): void {
      const sender = client.userData?.sender;
      if (sender !== undefined && sender !== 'spectator' && this.#holders[sender] === client.sessionId) {
        this.#holders[sender] = null;
        this.#reconnections[sender] = null;
        this.#gone(sender);
      }
      this.#changed();
      if (this.clients.length === 0) this.#startIdle();
    }

    override onDispose(): void {
      for (const cancel of this.#away) cancel?.();
      this.#stopIdle();
      // A room whose creation was refused has no table.
      (this.table as Table | undefined)?.stop();
      if (this.#creatorAddress !== null) {
        const open = (deps.roomsByAddress.get(this.#creatorAddress) ?? 1) - 1;
        if (open > 0) deps.roomsByAddress.set(this.#creatorAddress, open);
        else deps.roomsByAddress.delete(this.#creatorAddress);
      }
    }

    /** A seated player is connected again: no away timer, no claim offer against them. */
    #present(side: Side): void {
      this.#away[side]?.();
      this.#away[side] = null;
      if (this.state.claimOffer === 1 - side) this.state.claimOffer = -1;
    }

    /** A seated player went away: after the away timeout the other is offered to claim or end. */
    #gone(side: Side): void {
      this.#away[side]?.();
      this.#away[side] = null;
      if (this.table.ending) return;
      this.#away[side] = deps.timers.set(() => {
        this.#away[side] = null;
        if (this.table.ending || this.#connected(side)) return;
        this.state.claimOffer = 1 - side;
        this.broadcastPatch();
      }, config.awaySeconds * 1000);
    }

    #connected(side: Side): boolean {
      return this.#holders[side] !== null && this.#reconnections[side] === null;
    }

    #startIdle(): void {
      this.#stopIdle();
      this.#idle = deps.timers.set(() => {
        this.#idle = null;
        if (this.clients.length > 0) return;
        void deps.store
          .remove(this.roomId)
          .catch((e: Error) => deps.warn(`room ${this.roomId}: could not remove its stored form: ${e.message}`))
          .then(() => this.disconnect());
      }, config.idleSeconds * 1000);
    }

    #stopIdle(): void {
      this.#idle?.();
      this.#idle = null;
    }

    /** Run a client's message: over the rate it is refused; a `Refusal` goes back to the client with its reason. */
    #handle(client: TableroClient, type: string, run: () => void): void {
      const data = client.userData;
      if (!data) return;
      const now = deps.now();
      data.allowance = Math.min(config.messageRate, data.allowance + ((now - data.refilled) / 1000) * config.messageRate);
      data.refilled = now;
      if (data.allowance < 1) {
        client.send('refused', { type, reason: `too many messages: at most ${config.messageRate} a second` });
        return;
      }
      data.allowance -= 1;
      try {
        run();
      } catch (e) {
        if (!(e instanceof Refusal)) throw e;
        client.send('refused', { type, reason: e.message });
      }
    }

    #seatOf(client: TableroClient): Side {
      const sender = client.userData?.sender;
      if (sender === undefined || sender === 'spectator' || this.#holders[sender] !== client.sessionId) throw new Refusal('only the players can do that');
      return sender;
    }

    #act(client: TableroClient, message: unknown): void {
      this.table.act(client.userData?.sender ?? 'spectator', message);
      this.#changed();
    }

    #resign(client: TableroClient): void {
      const side = this.#seatOf(client);
      this.table.end({ kind: 'resign', winner: (1 - side) as Side });
      this.#changed();
    }

    #awayChoice(client: TableroClient, message: unknown): void {
      const side = this.#seatOf(client);
      const choice = (message as { choice?: unknown } | null)?.choice;
      if (this.state.claimOffer !== side) throw new Refusal('there is no claim to decide: the other player is here, or not away long enough');
      const absent = (1 - side) as Side;
      if (choice === 'wait') {
        this.state.claimOffer = -1;
        this.#gone(absent);
      } else if (choice === 'claim') {
        this.table.end({ kind: 'claim', winner: side });
        this.state.claimOffer = -1;
      } else if (choice === 'end') {
        this.table.end({ kind: 'undecided', winner: null });
        this.state.claimOffer = -1;
      } else throw new Refusal('choose "wait", "claim" or "end"');
      this.#changed();
    }

    #rematch(client: TableroClient, message: unknown): void {
      const side = this.#seatOf(client);
      const started = this.table.askRematch(side, (message as { contribution?: unknown } | null)?.contribution as string);
      if (started) {
        // The sides swap: each player's session, reconnection and away timer go with them.
        this.#holders.reverse();
        this.#reconnections.reverse();
        for (const cancel of this.#away) cancel?.();
        this.#away[0] = this.#away[1] = null;
        this.state.claimOffer = -1;
        for (const c of this.clients) {
          const data = c.userData;
          if (data && data.sender !== 'spectator') {
            data.sender = (1 - data.sender) as Side;
            c.send('seat', { side: data.sender });
          }
        }
        for (const s of [0, 1] as const) if (!this.#connected(s)) this.#gone(s);
      }
      this.#changed();
    }

    #talk(client: TableroClient, message: unknown): void {
      const phrase = (message as { phrase?: unknown } | null)?.phrase;
      if (!isTalkId(phrase)) throw new Refusal('table talk is one of the listed phrases');
      this.broadcast('talk', { from: client.userData?.sender ?? 'spectator', phrase });
    }

    /** After a change: the state brought up to date and sent at once, then the room stored. */
    #changed(): void {
      this.#sync();
      this.broadcastPatch();
      this.#save();
    }

    #save(): void {
      deps.store.save(this.table.stored).catch((e: Error) => deps.warn(`room ${this.roomId}: could not store it: ${e.message}`));
    }

    /** The state from the table: only what changed is written, so a patch carries only that. */
    #sync(): void {
      const s = this.state;
      const t = this.table;
      const stored = t.stored;
      if (s.game !== stored.game) {
        s.game = stored.game;
        s.actions.clear();
      }
      // The setup is the room's for every game: written once.
      if (!s.setup) s.setup = JSON.stringify(stored.setup);
      for (let i = s.actions.length; i < stored.actions.length; i++) s.actions.push(JSON.stringify(stored.actions[i]));
      const game = t.game;
      if (s.phase !== game.phase) s.phase = game.phase;
      const toAct = t.toAct ?? -1;
      if (s.toAct !== toAct) s.toAct = toAct;
      const commitment = t.commitment;
      if (s.commitment !== commitment) s.commitment = commitment;
      const secret = t.revealed;
      if (s.secret !== secret) s.secret = secret;
      if (stored.ending !== this.#shownEnding) {
        this.#shownEnding = stored.ending;
        const ending = stored.ending ? JSON.stringify(stored.ending) : '';
        if (s.ending !== ending) s.ending = ending;
      }
      let spectators = 0;
      for (const c of this.clients) if (c.userData?.sender === 'spectator') spectators++;
      if (s.spectators !== spectators) s.spectators = spectators;
      for (const side of [0, 1] as const) {
        const seat = s.seats[side];
        const kept = stored.seats[side];
        if (seat.name !== kept.name) seat.name = kept.name;
        const taken = kept.tokenHash !== null;
        if (seat.taken !== taken) seat.taken = taken;
        const connected = this.#connected(side);
        if (seat.connected !== connected) seat.connected = connected;
        const contribution = stored.contributions[side] ?? '';
        if (s.contributions[side] !== contribution) s.contributions[side] = contribution;
        const rematch = stored.rematch[side] !== null;
        if (s.rematch[side] !== rematch) s.rematch[side] = rematch;
      }
    }
  };
}

/** A `tablero` room class. */
export type TableroRoom = InstanceType<ReturnType<typeof tableroRoom>>;
