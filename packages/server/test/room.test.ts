import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Xoshiro128 } from '@tablero/engine';
import { randomHex } from '../src/fair-dice.ts';
import { ROOM_NAME } from '../src/server.ts';
import { nextMessage, playOne, startTestServer, twoPlayers, until, watch, type TestServer } from './helpers.ts';

let t: TestServer;
beforeEach(async () => {
  t = await startTestServer();
});
afterEach(async () => {
  await t.stop();
});

describe('joining a room', () => {
  it('seats the creator South, the second player North, and a third client as a spectator', async () => {
    const { south, north, roomId } = await twoPlayers(t);
    expect(south.side).toBe(0);
    expect(north.side).toBe(1);
    expect(south.seatToken).toMatch(/^[\w-]{43}$/);
    const spectator = watch(await t.client().joinById(roomId, { name: 'Cy', contribution: randomHex() }));
    await until(() => spectator.side !== null);
    expect(spectator.side).toBe('spectator');
    expect(spectator.seatToken).toBeNull();
    await until(() => south.room.state.spectators === 1);
    expect(south.room.state.seats.map((s: { name: string }) => s.name)).toEqual(['Ana', 'Ben']);
  });

  it('mirrors an action to both players at once, with the faces the room rolled', async () => {
    const players = await twoPlayers(t);
    await playOne(t, players, players.roomId, new Xoshiro128(1));
    const [first] = players.north.room.state.actions;
    const action = JSON.parse(first) as { type: string; dice: number[] };
    expect(action.type).toBe('queen.roll');
    expect(action.dice).toHaveLength(2);
    expect(players.south.room.state.actions[0]).toBe(first);
  });
});

describe('refusals', () => {
  it('refuses an action out of turn, an illegal one and faces sent by a client, with a reason', async () => {
    const { south, north } = await twoPlayers(t);
    north.room.send('action', { type: 'queen.roll' });
    expect(await nextMessage(north, 'refused')).toMatchObject({ type: 'action', reason: "it is South's turn" });
    south.room.send('action', { type: 'dice.pass' });
    expect(((await nextMessage(south, 'refused')) as { reason: string }).reason).not.toBe('');
    south.room.send('action', { type: 'queen.roll', dice: [6, 6] });
    expect(await nextMessage(south, 'refused')).toMatchObject({ reason: 'the room rolls the dice: send a roll without faces' });
    south.room.send('action', { type: 'dice.takeBack' });
    expect(await nextMessage(south, 'refused')).toMatchObject({ reason: 'the room rolls the dice: a roll cannot be taken back' });
    expect(t.room(south.room.roomId).table.stored.actions).toHaveLength(0);
  });

  it('lets a spectator watch but not act', async () => {
    const { south, roomId } = await twoPlayers(t);
    const spectator = watch(await t.client().joinById(roomId, {}));
    spectator.room.send('action', { type: 'queen.roll' });
    expect(await nextMessage(spectator, 'refused')).toMatchObject({ reason: 'a spectator watches: only Spectator Muggins is theirs to call' });
    spectator.room.send('resign', {});
    expect(await nextMessage(spectator, 'refused')).toMatchObject({ reason: 'only the players can do that' });
    expect(south.room.state.actions).toHaveLength(0);
  });

  it('holds the first roll until both players have joined', async () => {
    const south = watch(await t.client().create(ROOM_NAME, { setup: { rules: 'powell' }, contribution: randomHex() }));
    south.room.send('action', { type: 'queen.roll' });
    expect(await nextMessage(south, 'refused')).toMatchObject({ reason: 'the dice wait for both players to join' });
  });
});

/** Drop a connection as a lost network would (no leave message), with the SDK's own retrying off. */
async function drop(seat: { room: { reconnection: { enabled: boolean }; leave(consented?: boolean): Promise<number> } }): Promise<void> {
  seat.room.reconnection.enabled = false;
  await seat.room.leave(false);
}

describe('nothing lost', () => {
  it('returns a dropped player to the same seat with the whole game, by the reconnection token', async () => {
    const players = await twoPlayers(t);
    const rng = new Xoshiro128(3);
    for (let i = 0; i < 3; i++) await playOne(t, players, players.roomId, rng);
    const token = players.north.room.reconnectionToken;
    await drop(players.north);
    await until(() => players.south.room.state.seats[1].connected === false);
    const back = watch(await t.client().reconnect(token));
    await until(() => back.room.state?.actions?.length === 3 && players.south.room.state.seats[1].connected === true);
    expect(back.room.sessionId).toBe(players.north.room.sessionId);
    players.north = back;
    await playOne(t, players, players.roomId, rng);
    expect(t.room(players.roomId).table.stored.actions).toHaveLength(4);
  });

  it('returns a player to their seat by the seat token on a new connection (a reloaded tab)', async () => {
    const players = await twoPlayers(t);
    await drop(players.south);
    const again = watch(await t.client().joinById(players.roomId, { seatToken: players.south.seatToken }));
    await until(() => again.side !== null);
    expect(again.side).toBe(0);
    await until(() => players.north.room.state.seats[0].connected === true);
    await expect(t.client().joinById(players.roomId, { seatToken: 'not-a-token' })).rejects.toThrow('that seat token belongs to no seat of this room');
  });

  it('offers the present player, after the away timeout, to keep waiting, claim or end, and never decides itself', async () => {
    const players = await twoPlayers(t);
    await drop(players.north);
    await until(() => players.south.room.state.seats[1].connected === false);
    t.clock.advance(59_000);
    expect(t.room(players.roomId).state.claimOffer).toBe(-1);
    t.clock.advance(1_000);
    await until(() => players.south.room.state.claimOffer === 0);
    // Keep waiting: the offer goes, and comes back after another timeout.
    players.south.room.send('away', { choice: 'wait' });
    await until(() => players.south.room.state.claimOffer === -1);
    t.clock.advance(60_000 * 10);
    await until(() => players.south.room.state.claimOffer === 0);
    expect(players.south.room.state.ending).toBe('');
    players.south.room.send('away', { choice: 'claim' });
    await until(() => players.south.room.state.ending !== '');
    expect(JSON.parse(players.south.room.state.ending)).toEqual({ kind: 'claim', winner: 0 });
    expect(players.south.room.state.secret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('ends a game undecided when the present player chooses so, and refuses a claim nobody was offered', async () => {
    const players = await twoPlayers(t);
    players.south.room.send('away', { choice: 'claim' });
    expect(await nextMessage(players.south, 'refused')).toMatchObject({ type: 'away' });
    await drop(players.south);
    await until(() => players.north.room.state.seats[0].connected === false);
    t.clock.advance(60_000);
    await until(() => players.north.room.state.claimOffer === 1);
    players.north.room.send('away', { choice: 'end' });
    await until(() => players.north.room.state.ending !== '');
    expect(JSON.parse(players.north.room.state.ending)).toEqual({ kind: 'undecided', winner: null });
  });

  it('takes back the claim offer when the away player returns', async () => {
    const players = await twoPlayers(t);
    const token = players.north.room.reconnectionToken;
    await drop(players.north);
    await until(() => players.south.room.state.seats[1].connected === false);
    t.clock.advance(60_000);
    await until(() => players.south.room.state.claimOffer === 0);
    await t.client().reconnect(token);
    await until(() => players.south.room.state.claimOffer === -1);
    players.south.room.send('away', { choice: 'claim' });
    expect(await nextMessage(players.south, 'refused')).toMatchObject({ type: 'away' });
  });
});

describe('resign and rematch', () => {
  it('ends the game on resignation, reveals the secret, and starts a rematch with the sides swapped when both accept', async () => {
    const players = await twoPlayers(t);
    const rng = new Xoshiro128(5);
    for (let i = 0; i < 2; i++) await playOne(t, players, players.roomId, rng);
    const firstCommitment = players.south.room.state.commitment;
    players.north.room.send('resign', {});
    await until(() => players.south.room.state.ending !== '');
    expect(JSON.parse(players.south.room.state.ending)).toEqual({ kind: 'resign', winner: 0 });
    players.south.room.send('action', { type: 'queen.roll' });
    expect(await nextMessage(players.south, 'refused')).toMatchObject({ reason: 'the game is over' });

    players.south.room.send('rematch', { contribution: randomHex() });
    await until(() => players.north.room.state.rematch[0] === true);
    expect(players.north.room.state.game).toBe(1);
    players.north.room.send('rematch', { contribution: randomHex() });
    await until(() => players.south.room.state.game === 2 && players.south.side === 1 && players.north.side === 0);
    const s = players.south.room.state;
    expect(s.seats.map((seat: { name: string }) => seat.name)).toEqual(['Ben', 'Ana']);
    expect(s.actions).toHaveLength(0);
    expect(s.ending).toBe('');
    expect(s.secret).toBe('');
    expect(s.commitment).not.toBe(firstCommitment);
    // Ben now sits South and makes the table's first roll.
    players.south.room.send('action', { type: 'queen.roll' });
    expect(await nextMessage(players.south, 'refused')).toMatchObject({ reason: "it is South's turn" });
    await playOne(t, { south: players.north, north: players.south }, players.roomId, rng);
    expect(s.actions).toHaveLength(1);
  });
});

describe('table talk', () => {
  it('passes on the listed phrases to everyone and refuses free text', async () => {
    const { south, north } = await twoPlayers(t);
    south.room.send('talk', { phrase: 'to-the-queen' });
    expect(await nextMessage(north, 'talk')).toEqual({ from: 0, phrase: 'to-the-queen' });
    south.room.send('talk', { phrase: 'hello there' });
    expect(await nextMessage(south, 'refused')).toMatchObject({ reason: 'table talk is one of the listed phrases' });
  });
});
