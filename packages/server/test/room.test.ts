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
