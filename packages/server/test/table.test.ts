import { describe, expect, it } from 'vitest';
import { reasonIllegal, senderOf, Xoshiro128, type Action, type GameSetup, type GameState, type Side } from '@tablero/engine';
import { botNamed } from '@tablero/engine/bots';
import { Refusal, Table, newRoom } from '../src/table.ts';
import type { StoredRoom } from '../src/store.ts';

const SETUP: GameSetup = { rules: 'powell', options: { queenCall: 'manual', spectatorMuggins: true } };

/** A spectator's muggins call the engine would take now, or null. */
function spectatorCall(game: GameState): Action | null {
  for (let square = 0; square < 49; square++)
    for (const baseline of [0, 1] as const) {
      const call: Action = { type: 'queen.muggins', square, by: 'spectator', baseline };
      if (reasonIllegal(game, call) === null) return call;
    }
  return null;
}

/** Play random games (fixed secrets: the same games every run) until a spectator could call muggins. */
function tableWithSpectatorCall(): { table: Table; call: Action } {
  for (let g = 0; g < 500; g++) {
    const hex = (n: number) => (g * 7 + n).toString(16).padStart(2, '0').repeat(32);
    const room: StoredRoom = { ...newRoom('spectate', SETUP), secret: hex(1), contributions: [hex(2), hex(3)] };
    const table = new Table(room);
    const rng = new Xoshiro128(g + 1);
    for (let n = 0; n < 400 && table.toAct !== null; n++) {
      const call = spectatorCall(table.game);
      if (call) return { table, call };
      const choice = { ...(botNamed('random').choose(table.game, rng) as object) } as Record<string, unknown>;
      delete choice.dice;
      table.act(senderOf(table.game, choice as Action) as Side, choice);
    }
  }
  throw new Error('no game reached a Spectator Muggins window');
}

describe('Spectator Muggins at the table', () => {
  it("is the spectators' call alone", () => {
    const { table, call } = tableWithSpectatorCall();
    const before = table.stored.actions.length;
    expect(() => table.act(table.game.player as Side, call)).toThrow(new Refusal('only a spectator calls Spectator Muggins'));
    expect(() => table.act((1 - table.game.player) as Side, call)).toThrow(new Refusal('only a spectator calls Spectator Muggins'));
    expect(table.act('spectator', call)).toEqual(call);
    expect(table.stored.actions).toHaveLength(before + 1);
    expect(table.game.tally.mugginsCalls).toBeGreaterThan(0);
  });
});
