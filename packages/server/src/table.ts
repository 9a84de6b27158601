/**
 * A room's game without the network: the engine's turn machine run unchanged (both seats people, the
 * dice at a `table`, the faces supplied by the room's fair dice), the seats, the secret and how the game
 * ended. The room (`room.ts`) checks who sent a message; everything the rules decide is asked of the
 * engine, once, here.
 */
import { createHash, createSecretKey, type KeyObject } from 'node:crypto';
import { ErrorCode, ServerError } from '@colyseus/core';
import { createGame, seatToAct, senderOf, type Action, type GameSetup, type Side } from '@tablero/engine';
import { checkEvent, createTableroActor, whyNot, type PlayEvent, type TableroActor } from '@tablero/engine/machine';
import { commitmentOf, diceKey, isHex32, isRollAction, randomHex, rollFaces, type OnlineRecord } from './fair-dice.ts';
import type { Ending, StoredRoom, StoredSeat } from './store.ts';

/** Who sent a message: a side's player, or a spectator. */
export type Sender = Side | 'spectator';

/**
 * A message, join or room refused, with the reason a board can show. A Colyseus `ServerError`, so a
 * refused join reaches the client with its reason and is not logged as a server fault.
 */
export class Refusal extends ServerError {
  constructor(reason: string) {
    super(ErrorCode.APPLICATION_ERROR, reason);
    this.name = 'Refusal';
  }
}

/** The SHA-256 of a seat token, as the store keeps it. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The fields an action may carry; anything else a client adds is dropped. */
const ACTION_FIELDS = ['type', 'starter', 'square', 'to', 'from', 'by', 'baseline', 'line', 'opponent', 'spectators'] as const;

/** A setup from a client, checked: plain data that makes a game (the rules' own error otherwise). */
export function checkSetup(value: unknown): GameSetup {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Refusal('the setup must be an object like { "rules": "powell" }');
  const setup = JSON.parse(JSON.stringify(value)) as GameSetup;
  if (setup.rules !== undefined && typeof setup.rules !== 'string') throw new Refusal('the setup names its rules by preset, like "powell"');
  try {
    createGame(setup);
  } catch (e) {
    throw new Refusal(`the setup makes no game: ${(e as Error).message}`);
  }
  return setup;
}

const NO_SEAT: StoredSeat = Object.freeze({ name: '', tokenHash: null });

/** The stored form of a new room. */
export function newRoom(roomId: string, setup: GameSetup): StoredRoom {
  return {
    format: 'tablero-room',
    version: 1,
    roomId,
    game: 1,
    setup: setup as Record<string, unknown>,
    secret: randomHex(),
    contributions: [null, null],
    seats: [NO_SEAT, NO_SEAT],
    actions: [],
    ending: null,
    rematch: [null, null],
  };
}

/** A game at a room's table. */
export class Table {
  #room: StoredRoom;
  #actor: TableroActor;
  #key: KeyObject | null = null;
  #rolls = 0;
  /** The commitment to this game's secret (a hash: kept, not computed again for every change). */
  #commitment: string;

  /** The table for a stored room, its actions replayed through the machine (throws when they do not replay). */
  constructor(room: StoredRoom) {
    this.#room = room;
    this.#commitment = commitmentOf(room.secret, room.roomId);
    this.#actor = Table.#start(room);
    for (const [i, action] of room.actions.entries()) {
      const why = whyNot(this.#actor.getSnapshot().context, action);
      if (why !== null) throw new Error(`room ${room.roomId}: stored action ${i} does not replay: ${why}`);
      this.#actor.send(action);
      if (isRollAction(action)) this.#rolls++;
    }
  }

  static #start(room: StoredRoom): TableroActor {
    return createTableroActor({ input: { setup: room.setup as GameSetup, dice: { kind: 'table' } } });
  }

  /** The stored form (holds the secret). */
  get stored(): StoredRoom {
    return this.#room;
  }

  /** The engine's state of the game. */
  get game() {
    return this.#actor.getSnapshot().context.game;
  }

  /** The commitment to this game's secret. */
  get commitment(): string {
    return this.#commitment;
  }

  /** The secret, once the game is over ('' before). */
  get revealed(): string {
    return this.#room.ending ? this.#room.secret : '';
  }

  /** The side to act, or null (over, or the game has ended another way). */
  get toAct(): Side | null {
    if (this.#room.ending) return null;
    return seatToAct(this.game);
  }

  /** Is a seat free to take? */
  seatFree(side: Side): boolean {
    return this.#room.seats[side].tokenHash === null;
  }

  /** Seat a player: their name, the hash of their seat token, and their dice contribution. */
  seat(side: Side, name: string, hash: string, contribution: string): void {
    if (!isHex32(contribution)) throw new Refusal('a player brings a dice contribution: 32 random bytes as 64 hex digits');
    const seats = [...this.#room.seats] as [StoredSeat, StoredSeat];
    seats[side] = { name, tokenHash: hash };
    const contributions = [...this.#room.contributions] as [string | null, string | null];
    if (contributions[side] === null) contributions[side] = contribution;
    this.#room = { ...this.#room, seats, contributions };
  }

  /** The side whose seat token hashes to `hash`, or null. */
  sideOfToken(hash: string): Side | null {
    const i = this.#room.seats.findIndex((s) => s.tokenHash === hash);
    return i < 0 ? null : (i as Side);
  }

  /**
   * Check a message's action from `sender` and play it: the engine's event (`checkEvent`), whose it is
   * (`senderOf`), the faces from the fair dice for a roll, then the machine's own check (`whyNot`). A call
   * on the Queen's Number (the Player's, a muggins or treason call) is checked by the machine before whose
   * it is, so a call out of its time gets the machine's reason on every device.
   * Returns the action as recorded, or throws `Refusal` with the reason.
   */
  act(sender: Sender, value: unknown): Action {
    if (this.#room.ending) throw new Refusal('the game is over');
    const event = checkEvent(value);
    if (event === null) throw new Refusal('not an action of the game');
    if (event.type === 'dice.takeBack') throw new Refusal('the room rolls the dice: a roll cannot be taken back');
    const who = senderOf(this.game, event);
    if (sender === 'spectator' && who !== 'spectator') throw new Refusal('a spectator watches: only Spectator Muggins is theirs to call');
    let action = clean(event as unknown as Record<string, unknown>);
    // A call on the Queen's Number out of its time is refused for its timing, whoever makes it, as on one
    // screen; then only the one whose call it is may make it.
    const call = QUEEN_CALLS.has(event.type);
    if (call) this.#check(action);
    if (who !== sender) throw new Refusal(notYours(who, event.type));
    if (isRollAction(event)) {
      if ((value as { dice?: unknown }).dice !== undefined) throw new Refusal('the room rolls the dice: send a roll without faces');
      const key = this.#diceKey();
      if (key === null) throw new Refusal('the dice wait for both players to join');
      action = { type: event.type, dice: rollFaces(key, this.#rolls) } as Action;
    }
    if (!call) this.#check(action);
    this.#actor.send(action as PlayEvent);
    if (isRollAction(action)) this.#rolls++;
    const recorded = this.#actor.getSnapshot().context.actions.at(-1) as Action;
    let ending: Ending | null = null;
    if (this.game.phase === 'over') ending = { kind: 'rules', winner: this.game.result?.winner ?? null };
    this.#room = { ...this.#room, actions: [...this.#room.actions, recorded], ending };
    return recorded;
  }

  /** The machine's check of an action (the engine's reason when it is refused). */
  #check(action: Action): void {
    const why = whyNot(this.#actor.getSnapshot().context, action as PlayEvent);
    if (why !== null) throw new Refusal(why);
  }

  #diceKey(): KeyObject | null {
    if (this.#key) return this.#key;
    const [south, north] = this.#room.contributions;
    if (south === null || north === null) return null;
    this.#key = createSecretKey(diceKey(this.#room.secret, this.#room.roomId, south, north));
    return this.#key;
  }

  /** End the game another way than by its rules. */
  end(ending: Ending): void {
    if (this.#room.ending) throw new Refusal('the game is over');
    this.#room = { ...this.#room, ending };
  }

  /** How the game ended, or null. */
  get ending(): Ending | null {
    return this.#room.ending;
  }

  /**
   * `side` asks for a rematch, bringing a contribution for the next game. When both have asked, the
   * next game starts with the sides swapped (and a new secret): returns true then.
   */
  askRematch(side: Side, contribution: string): boolean {
    if (!this.#room.ending) throw new Refusal('a rematch is offered when the game is over');
    if (!isHex32(contribution)) throw new Refusal('a rematch needs a new dice contribution: 32 random bytes as 64 hex digits');
    const rematch = [...this.#room.rematch] as [string | null, string | null];
    rematch[side] = contribution;
    this.#room = { ...this.#room, rematch };
    if (rematch[0] === null || rematch[1] === null) return false;
    const [south, north] = this.#room.seats;
    this.#room = {
      ...this.#room,
      game: this.#room.game + 1,
      secret: randomHex(),
      // Sides swap: South's player now sits North, with the contribution they brought.
      seats: [north, south],
      contributions: [rematch[1], rematch[0]],
      actions: [],
      ending: null,
      rematch: [null, null],
    };
    this.#actor.stop();
    this.#actor = Table.#start(this.#room);
    this.#commitment = commitmentOf(this.#room.secret, this.#room.roomId);
    this.#key = null;
    this.#rolls = 0;
    return true;
  }

  /** The game's record as anyone can re-check it (with the secret, once revealed). */
  record(): OnlineRecord {
    const r = this.#room;
    return {
      format: 'tablero-online-record',
      version: 1,
      roomId: r.roomId,
      game: r.game,
      setup: r.setup,
      names: [r.seats[0].name, r.seats[1].name],
      commitment: this.commitment,
      contributions: [r.contributions[0] ?? '', r.contributions[1] ?? ''],
      actions: r.actions,
    };
  }

  /** Stop the machine. */
  stop(): void {
    this.#actor.stop();
  }
}

/** Calls on the Queen's Number: the Player's call, and the Opponent's (or a spectator's) on a missed one. */
const QUEEN_CALLS: ReadonlySet<string> = new Set(['queen.call', 'queen.muggins', 'queen.treason']);

/** Why an action is not the sender's: `who` may send it (a side, a spectator, or nobody: the game is over). */
function notYours(who: Sender | null, type: string): string {
  if (who === 'spectator') return 'only a spectator calls Spectator Muggins';
  if (who === null) return 'the game is over';
  if (type === 'queen.muggins') return "muggins is the Opponent's call";
  if (type === 'queen.treason') return "treason is the Opponent's call";
  return `it is ${who === 0 ? 'South' : 'North'}'s turn`;
}

/** The action with only the fields actions have (a client's extra fields are dropped). */
function clean(event: Record<string, unknown>): Action {
  const copy: Record<string, unknown> = {};
  for (const field of ACTION_FIELDS) if (event[field] !== undefined) copy[field] = event[field];
  return copy as unknown as Action;
}
