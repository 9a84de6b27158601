/**
 * A room fed anything a client can send: malformed actions, actions from the wrong seat, unknown
 * message types, junk table talk and claim or rematch answers nobody asked for, at random moments of
 * real games. Each one is refused to its sender with a reason and changes nothing; the game then plays
 * on to its end, and the stored record replays by the rules, its dice verify, and both players hold it whole.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Xoshiro128, applyInPlace, createGame, reasonIllegal, senderOf, type Action, type GameSetup, type Side } from '@tablero/engine';
import { randomHex, verifyRecord } from '../src/fair-dice.ts';
import { botChoice, playOne, refusalsOf, startTestServer, twoPlayers, until, watch, type Seat, type TestServer } from './helpers.ts';

/** Who sends a message: a player or the spectator. */
type From = 'south' | 'north' | 'spectator';

/** A message no room may take, whatever the game's moment. */
type Junk =
  /** Any value at all as an action. */
  | { kind: 'any-action'; from: From; payload: unknown }
  /** The move the game waits for, sent by a seat that is not the one to send it. */
  | { kind: 'wrong-seat'; shift: 1 | 2 }
  /** A message type the room does not know. */
  | { kind: 'unknown'; from: From; type: string; payload: unknown }
  /** Talk, a claim answer or a rematch with a payload of anything (mid-game: nobody asked). */
  | { kind: 'other'; from: From; type: 'talk' | 'away' | 'rematch'; payload: unknown }
  /** Resigning, from the spectator. */
  | { kind: 'spectator-resigns' };

const KNOWN = new Set(['action', 'resign', 'away', 'rematch', 'talk']);
const from = fc.constantFrom<From>('south', 'north', 'spectator');
const anything = fc.oneof(fc.jsonValue(), fc.anything({ withNullPrototype: true }));
const junk: fc.Arbitrary<Junk> = fc.oneof(
  fc.record({ kind: fc.constant('any-action' as const), from, payload: anything }),
  fc.record({ kind: fc.constant('wrong-seat' as const), shift: fc.constantFrom<1 | 2>(1, 2) }),
  fc.record({ kind: fc.constant('unknown' as const), from, type: fc.string({ minLength: 1, maxLength: 60 }).filter((t) => !KNOWN.has(t)), payload: anything }),
  fc.record({ kind: fc.constant('other' as const), from, type: fc.constantFrom('talk' as const, 'away' as const, 'rematch' as const), payload: anything }),
  fc.constant({ kind: 'spectator-resigns' as const }),
);

/** How many legal actions are played before each junk message (so junk comes at every moment). */
const step = fc.record({ before: fc.nat({ max: 6 }), junk });

/** Wait for `check`; half a minute without it is a message left unanswered. */
async function answered(check: () => boolean, what: string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(what)), 30_000)));
  try {
    await Promise.race([until(check), limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** A value fast-check made, as a room action: only the actions the engine would accept are legal. */
function isActionOfGame(t: TestServer, roomId: string, payload: unknown): boolean {
  return (
    typeof payload === 'object' && payload !== null && typeof (payload as { type?: unknown }).type === 'string' && t.room(roomId).table.game.phase !== 'over'
  );
}

describe('a room fed anything', () => {
  it('refuses every malformed or untimely message to its sender with a reason, changes nothing for it, and the game plays on to its end', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (steps, seed) => {
        const t = await startTestServer();
        try {
          const players = await twoPlayers(t);
          const { roomId } = players;
          const spectator = watch(await t.client().joinById(roomId, { name: 'Cy', contribution: randomHex() }));
          await until(() => spectator.side === 'spectator');
          const seats: Record<From, Seat> = { south: players.south, north: players.north, spectator };
          const rng = new Xoshiro128(seed);
          const table = () => t.room(roomId).table;
          const over = () => table().toAct === null;

          for (const { before, junk: j } of steps) {
            for (let i = 0; i < before && !over(); i++) await playOne(t, players, roomId, rng, 'greedy');
            if (over()) break;
            const actions = table().stored.actions.length;
            let seat: Seat;
            if (j.kind === 'wrong-seat') {
              // The move the game waits for, from someone who is not its sender.
              const choice = botChoice(t, roomId, rng, 'greedy');
              const sender = senderOf(table().game, choice as unknown as Action);
              const order: From[] = ['south', 'north', 'spectator'];
              const senderName: From = sender === 'spectator' ? 'spectator' : sender === null ? 'spectator' : order[sender as Side]!;
              seat = seats[order[(order.indexOf(senderName) + j.shift) % 3]!];
              seat.room.send('action', choice);
            } else if (j.kind === 'spectator-resigns') {
              seat = spectator;
              seat.room.send('resign', {});
            } else {
              // A value fast-check made could, however unlikely, be a real action of the moment: skip it then.
              if (j.kind === 'any-action' && isActionOfGame(t, roomId, j.payload)) {
                const sender = senderOf(table().game, j.payload as Action);
                if (sender !== null) continue;
              }
              seat = seats[j.from];
              seat.room.send(j.kind === 'any-action' ? 'action' : j.type, j.payload);
            }
            const refusals = refusalsOf(seat);
            await answered(() => refusalsOf(seat) > refusals, `no refusal of ${JSON.stringify(j).slice(0, 200)}`);
            const refusal = seat.messages.filter(([type]) => type === 'refused').at(-1)![1] as { reason: unknown };
            expect(typeof refusal.reason).toBe('string');
            expect((refusal.reason as string).length).toBeGreaterThan(5);
            expect(table().stored.actions).toHaveLength(actions);
          }

          // The game goes on to its end, and its record replays to what both players see.
          while (!over()) await playOne(t, players, roomId, rng, 'greedy');
          expect(table().game.phase).toBe('over');
          const stored = table().stored;
          const count = stored.actions.length;
          await until(() => players.south.room.state.actions.length === count && players.north.room.state.actions.length === count);
          expect(players.north.room.state.actions.map((a: string) => JSON.parse(a))).toEqual(stored.actions);
          const record = table().record();
          const game = createGame(record.setup as GameSetup);
          for (const action of record.actions) {
            expect(reasonIllegal(game, action)).toBeNull();
            applyInPlace(game, action);
          }
          expect(game.phase).toBe('over');
          expect(verifyRecord(record, table().revealed)).toMatchObject({ ok: true });
        } finally {
          await t.stop();
        }
      }),
      { numRuns: 25, endOnFailure: true },
    );
  }, 600_000);
});
