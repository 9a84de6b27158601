/**
 * The Queen's Number across devices: manual calling, the muggins window (with Spectator Muggins) and
 * da-gucci's treason, each player and spectator on their own connection, with the timing rules of one
 * screen (the engine's). The positions come from random games at a table with fixed secrets, so every
 * run plays the same games; the room is then rebuilt from a store and the players take their seats by
 * their seat tokens.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  Xoshiro128,
  isOpponentCall,
  legalChoices,
  mugginsChoices,
  reasonIllegal,
  senderOf,
  type Action,
  type GameSetup,
  type GameState,
  type Side,
} from '@tablero/engine';
import { botNamed } from '@tablero/engine/bots';
import { MemoryStore, type StoredRoom } from '../src/store.ts';
import { Table, newRoom, tokenHash } from '../src/table.ts';
import { startTestServer, until, watch, type Seat, type TestServer } from './helpers.ts';

const TOKENS = ['south-seat-token', 'north-seat-token'] as const;
const SIDE_NAMES = ['South', 'North'] as const;

const MANUAL: GameSetup = { rules: 'powell', options: { queenCall: 'manual', spectatorMuggins: true } };
const TREASON: GameSetup = { rules: 'da-gucci', options: { queenCall: 'manual' } };

/** The first choice of `type` open to the side to act (a roll without faces), or undefined. */
const first = (game: GameState, type: string): Action | undefined => legalChoices(game).find((c) => c.type === type) as Action | undefined;

/** The first choice open now that is not calling the Queen: play goes on past a missed Queen's Number. */
const onward = (game: GameState): Action | undefined => legalChoices(game).find((c) => c.type !== 'queen.call') as Action | undefined;

/** The Player's moves after a roll, made without calling the Queen, until the roll's moves are done. */
function moveOn(table: Table): void {
  const player = table.game.player;
  for (let n = 0; n < 6 && table.game.phase === 'moving' && table.game.player === player; n++) {
    const choice = onward(table.game);
    if (!choice) return;
    table.act(player, choice);
  }
}

/**
 * A room with two seated players (seat tokens TOKENS) at the moment just before a roll that brings the
 * Queen's Number, in the first of a series of random games (fixed secrets and bot) where `fits` holds
 * for the table at that moment.
 */
function roomBeforeQueen(setup: GameSetup, fits: (table: Table) => boolean): StoredRoom {
  for (let g = 0; g < 300; g++) {
    const hex = (n: number): string => (g * 7 + n).toString(16).padStart(2, '0').repeat(32);
    const room: StoredRoom = {
      ...newRoom(`queen${g}`, setup),
      secret: hex(1),
      contributions: [hex(2), hex(3)],
      seats: [
        { name: 'Ana', tokenHash: tokenHash(TOKENS[0]) },
        { name: 'Ben', tokenHash: tokenHash(TOKENS[1]) },
      ],
    };
    const table = new Table(room);
    const rng = new Xoshiro128(g + 1);
    for (let n = 0; n < 400 && table.toAct !== null; n++) {
      const before = table.stored;
      const choice = { ...(botNamed('random').choose(table.game, rng) as object) } as Record<string, unknown>;
      delete choice.dice;
      table.act(senderOf(table.game, choice as Action) as Side, choice);
      const rolledQueen = choice.type === 'dice.roll' && table.game.queenPending && table.game.phase === 'moving' && table.game.moves.length === 0;
      if (rolledQueen && fits(new Table(before))) return before;
    }
  }
  throw new Error('no game reached such a position');
}

/** A server holding `room`, and each player on their own connection, back in their seat. */
async function seated(room: StoredRoom): Promise<{ t: TestServer; players: [Seat, Seat] }> {
  const store = new MemoryStore();
  await store.save(room);
  const t = await startTestServer({ store });
  servers.push(t);
  const players = (await Promise.all(TOKENS.map(async (seatToken) => watch(await t.client().joinById(room.roomId, { seatToken }))))) as [Seat, Seat];
  await until(() => players[0].side === 0 && players[1].side === 1);
  return { t, players };
}

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((t) => t.stop()));
});

/**
 * `seat` sends `action`; resolves with the room's reason when it is refused, or with null once the room
 * recorded it and every one of `watchers` has it in their state.
 */
async function send(t: TestServer, roomId: string, seat: Seat, action: Action | Record<string, unknown>, watchers: Seat[]): Promise<string | null> {
  const table = t.room(roomId).table;
  const before = table.stored.actions.length;
  const from = seat.messages.length;
  seat.room.send('action', action);
  const refusal = (): [string, unknown] | undefined => seat.messages.slice(from).find(([type]) => type === 'refused');
  await until(() => table.stored.actions.length > before || refusal() !== undefined);
  const refused = refusal();
  if (refused) return (refused[1] as { reason: string }).reason;
  const count = table.stored.actions.length;
  await until(() => watchers.every((w) => w.room.state.actions.length === count));
  return null;
}

/** The last action every watcher's state shows. */
const lastSeen = (watchers: Seat[]): unknown[] => watchers.map((w) => JSON.parse(w.room.state.actions.at(-1) as string) as unknown);

/** With manual calling, both players seated and the Player's roll (the Queen's Number) played from their device. */
async function queenRolled() {
  const room = roomBeforeQueen(MANUAL, () => true);
  const { t, players } = await seated(room);
  const table = t.room(room.roomId).table;
  const player = table.toAct as Side;
  const [mine, theirs] = [players[player], players[1 - player]];
  expect(await send(t, room.roomId, mine, { type: 'dice.roll' }, players)).toBeNull();
  return { t, room, players, table, player, mine, theirs };
}

describe('manual Queen calling across devices', () => {
  it("the player who rolled the Queen's Number calls it from their device (not the other player), and toasts", async () => {
    const { t, room, players, table, player, mine, theirs } = await queenRolled();
    expect(table.game.queenPending).toBe(true);

    expect(await send(t, room.roomId, theirs, { type: 'queen.call' }, players)).toBe(`it is ${SIDE_NAMES[player]}'s turn`);
    expect(await send(t, room.roomId, mine, { type: 'queen.call' }, players)).toBeNull();
    expect(lastSeen(players)).toEqual([{ type: 'queen.call' }, { type: 'queen.call' }]);
    expect(table.game.phase).toBe('queenToast');
    expect(await send(t, room.roomId, mine, first(table.game, 'queen.toast')!, players)).toBeNull();
    expect(table.game.tally.queenToasts).toBe(1);
  });

  it("a missed Queen is called muggins from the other player's device while the window is open (never the player's own)", async () => {
    const { t, room, players, table, mine, theirs } = await queenRolled();
    expect(await send(t, room.roomId, mine, first(table.game, 'glass.move')!, players)).toBeNull();
    expect(table.game.mugginsOpen).toBe(true);
    // Too late to call the Queen now, from either device: the engine's reason.
    expect(await send(t, room.roomId, mine, { type: 'queen.call' }, players)).toBe('too late: a glass has moved, the muggins window is open');

    const call = mugginsChoices(table.game).find(isOpponentCall)!;
    expect(await send(t, room.roomId, mine, call, players)).toBe("muggins is the Opponent's call");
    expect(await send(t, room.roomId, theirs, call, players)).toBeNull();
    expect(lastSeen(players)).toEqual([call, call]);
    expect(table.game.tally.mugginsCalls).toBe(1);
    expect(table.game.mugginsOpen).toBe(false);
  });

  it("is refused with the engine's reason once the window has closed", async () => {
    /** Play on from the roll without calling until the window closes, the game still on. */
    const closeWindow = (table: Table): boolean => {
      for (let n = 0; n < 12 && table.toAct !== null; n++) {
        if (n > 0 && !table.game.mugginsOpen) return true;
        const choice = n === 0 ? { type: 'dice.roll' } : onward(table.game);
        if (!choice) return false;
        table.act(senderOf(table.game, choice as Action) as Side, choice);
      }
      return false;
    };
    const room = roomBeforeQueen(MANUAL, closeWindow);
    const { t, players } = await seated(room);
    const table = t.room(room.roomId).table;
    const opponent = (1 - (table.toAct as Side)) as Side;
    const call = (): Action => ({ type: 'queen.muggins', square: table.game.squareOf.find((sq) => sq >= 0)! });
    // The same steps, each from the device whose turn it is.
    for (let n = 0; n === 0 || table.game.mugginsOpen; n++) {
      const choice = n === 0 ? { type: 'dice.roll' } : onward(table.game)!;
      expect(await send(t, room.roomId, players[senderOf(table.game, choice as Action) as Side], choice, players)).toBeNull();
    }
    expect(table.game.tally.mugginsCalls).toBe(0);
    const why = reasonIllegal(table.game, call());
    expect(why).toBe('the muggins window is not open');
    expect(await send(t, room.roomId, players[opponent], call(), players)).toBe(why);
  });

  it('a spectator calls Spectator Muggins from their device once both glasses have moved', async () => {
    // Both of the roll's dice move a glass, and the window is still open after the second.
    const bothMove = (table: Table): boolean => {
      table.act(table.toAct as Side, { type: 'dice.roll' });
      for (let i = 0; i < 2; i++) {
        const move = first(table.game, 'glass.move');
        if (!move) return false;
        table.act(table.game.player, move);
      }
      return table.game.mugginsOpen && table.game.moves.length === 2;
    };
    const room = roomBeforeQueen(MANUAL, bothMove);
    const { t, players } = await seated(room);
    const spectator = watch(await t.client().joinById(room.roomId, { name: 'Cy' }));
    await until(() => spectator.side === 'spectator');
    const everyone = [...players, spectator];
    const table = t.room(room.roomId).table;
    const mine = players[table.toAct as Side];
    const call = (): Extract<Action, { type: 'queen.muggins' }> => ({
      type: 'queen.muggins',
      square: table.game.squareOf.find((sq) => sq >= 0)!,
      by: 'spectator',
      baseline: 1,
    });

    expect(await send(t, room.roomId, mine, { type: 'dice.roll' }, everyone)).toBeNull();
    expect(await send(t, room.roomId, mine, first(table.game, 'glass.move')!, everyone)).toBeNull();
    expect(await send(t, room.roomId, spectator, call(), everyone)).toBe('a spectator must wait until both glasses have moved');
    expect(await send(t, room.roomId, mine, first(table.game, 'glass.move')!, everyone)).toBeNull();
    // A player cannot make a spectator's call, nor a spectator the Opponent's.
    expect(await send(t, room.roomId, players[0], call(), everyone)).toBe('only a spectator calls Spectator Muggins');
    const opponents = { type: 'queen.muggins', square: call().square };
    expect(await send(t, room.roomId, spectator, opponents, everyone)).toBe('a spectator watches: only Spectator Muggins is theirs to call');
    const spectators = call();
    expect(await send(t, room.roomId, spectator, spectators, everyone)).toBeNull();
    expect(lastSeen(everyone)).toEqual([spectators, spectators, spectators]);
    expect(table.game.tally.mugginsCalls).toBe(1);
    expect(table.game.moves).toHaveLength(0);
  });
});

describe('treason across devices (da-gucci)', () => {
  /** The Player moves the roll without calling and is to roll again, the Queen still uncalled. */
  const toRollUncalled = (table: Table): boolean => {
    const player = table.toAct as Side;
    table.act(player, { type: 'dice.roll' });
    moveOn(table);
    return table.game.phase === 'roll' && table.game.player === player && table.game.queenPending;
  };

  /** Seated at that moment: the roll and the moves made from the Player's device. */
  async function toTreason(): Promise<{ t: TestServer; roomId: string; table: Table; mine: Seat; theirs: Seat; players: [Seat, Seat] }> {
    const room = roomBeforeQueen(TREASON, toRollUncalled);
    const { t, players } = await seated(room);
    const table = t.room(room.roomId).table;
    const player = table.toAct as Side;
    const [mine, theirs] = [players[player], players[1 - player]];
    expect(await send(t, room.roomId, mine, { type: 'dice.roll' }, players)).toBeNull();
    while (table.game.phase === 'moving') expect(await send(t, room.roomId, mine, onward(table.game)!, players)).toBeNull();
    expect(table.game).toMatchObject({ phase: 'roll', player, queenPending: true });
    // Still in time to call the Queen; treason is not open yet.
    expect(reasonIllegal(table.game, { type: 'queen.call' })).toBeNull();
    expect(await send(t, room.roomId, theirs, { type: 'queen.treason', square: table.game.squareOf.find((sq) => sq >= 0)! }, players)).toBe(
      'treason can be called only when the Player has gone to roll without calling',
    );
    // The Player goes to roll without calling: the dice are in the air.
    expect(await send(t, room.roomId, mine, { type: 'dice.lift' }, players)).toBeNull();
    expect(table.game.phase).toBe('treason');
    return { t, roomId: room.roomId, table, mine, theirs, players };
  }

  it("is the other player's call from their device while the dice are in the air; the Player can no longer call the Queen", async () => {
    const { t, roomId, table, mine, theirs, players } = await toTreason();
    const square = table.game.squareOf.find((sq) => sq >= 0)!;
    expect(await send(t, roomId, mine, { type: 'queen.call' }, players)).toBe('too late: the Player has gone to roll, and the Opponent may call treason');
    expect(await send(t, roomId, mine, { type: 'queen.treason', square }, players)).toBe("treason is the Opponent's call");
    expect(await send(t, roomId, theirs, { type: 'queen.muggins', square }, players)).toBe('in da-gucci the Opponent calls treason: queen.treason');
    expect(await send(t, roomId, theirs, { type: 'queen.treason', square }, players)).toBeNull();
    expect(lastSeen(players)).toEqual([
      { type: 'queen.treason', square },
      { type: 'queen.treason', square },
    ]);
    expect(table.game).toMatchObject({ phase: 'roll', queenPending: false });
    expect(table.game.tally.mugginsCalls).toBe(1);
  });

  it("is refused with the engine's reason once the other player has let the dice land", async () => {
    const { t, roomId, table, theirs, players } = await toTreason();
    expect(await send(t, roomId, theirs, { type: 'dice.roll' }, players)).toBeNull();
    const treason: Action = { type: 'queen.treason', square: table.game.squareOf.find((sq) => sq >= 0)! };
    const why = reasonIllegal(table.game, treason);
    expect(why).toBe('treason can be called only when the Player has gone to roll without calling');
    expect(await send(t, roomId, theirs, treason, players)).toBe(why);
    expect(table.game.tally.mugginsCalls).toBe(0);
  });
});
