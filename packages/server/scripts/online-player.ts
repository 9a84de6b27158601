/**
 * Computer players over a real connection: two Colyseus SDK clients play one whole game in a room, the
 * engine's bot choosing each action from the game the client has replayed from the room's record. Used
 * by `npm run bench:online` and the scale-out test. Each action's time is measured from the moment its
 * player sends it to the moment the other player's state shows it.
 */
import { Client, type Room } from '@colyseus/sdk';
import { applyInPlace, createGame, Xoshiro128, type Action, type GameSetup, type GameState, type Side } from '@tablero/engine';
import { botNamed, type BotName } from '@tablero/engine/bots';
import { randomHex } from '../src/fair-dice.ts';

/** The room type (as `ROOM_NAME`, without loading the server). */
const ROOM = 'tablero';

/** The state fields a player reads (the room's `RoomState`). */
interface SeenState {
  readonly seats: ArrayLike<{ readonly name: string; readonly taken: boolean }>;
  readonly actions: ArrayLike<string>;
  readonly toAct: number;
  readonly ending: string;
}

/** How one game went. */
export interface PlayedGame {
  readonly roomId: string;
  /** Actions the room recorded. */
  readonly actions: number;
  /** Milliseconds from each action sent to the other player's update showing it, in the order sent. */
  readonly latencies: number[];
  /** Actions sent that the other player never saw (0 for a game played to its end). */
  readonly unseen: number;
  /** Whether both players saw the game end. */
  readonly finished: boolean;
  /** Actions the room refused (a bot's choice it did not take). */
  readonly refused: number;
}

/** What a game is played with. */
export interface GameOptions {
  /** Where South creates the room, and where North joins it (another process, with Redis). */
  readonly southUrl: string;
  readonly northUrl: string;
  readonly setup?: GameSetup;
  readonly bot?: BotName;
  /** The bots' random choices. */
  readonly seed?: number;
  /** Give up on a game not over by then (performance.now() milliseconds); it counts as not finished. */
  readonly deadline?: number;
  /** Called once both players are seated. */
  readonly seated?: (roomId: string) => void;
}

/** A player: its connection, the game replayed from the record, and its side. */
class Player {
  readonly room: Room;
  side: Side | null = null;
  readonly game: GameState;
  seen = 0;
  /** The record's length when this player last sent an action (it waits for the record to grow). */
  sentAt = -1;
  refused = 0;

  constructor(room: Room, setup: GameSetup, name: string) {
    this.room = room;
    this.game = createGame(setup);
    // The side comes in a `seat` message, and shows in the state as the seat with this player's name
    // (whichever is seen first: a message may come before its handler is set).
    room.onMessage('seat', (message: { side: Side | 'spectator' }) => {
      if (message.side !== 'spectator') this.side = message.side;
    });
    room.onStateChange((state: SeenState) => {
      if (this.side !== null || !state.seats) return;
      for (const side of [0, 1] as const) if (state.seats[side]?.taken && state.seats[side]?.name === name) this.side = side;
    });
  }

  /** Bring the replayed game up to the record; returns how many actions were new. */
  catchUp(actions: ArrayLike<string>): number {
    const from = this.seen;
    for (; this.seen < actions.length; this.seen++) applyInPlace(this.game, JSON.parse(actions[this.seen] as string) as Action);
    return this.seen - from;
  }
}

/**
 * Play one whole game: South creates a room at `southUrl`, North joins it at `northUrl`, and the bots play
 * until the game is over (or the deadline passes). Both connections are closed at the end.
 */
export async function playGame(options: GameOptions): Promise<PlayedGame> {
  const setup = options.setup ?? { rules: 'powell' };
  const bot = botNamed(options.bot ?? 'greedy');
  const rng = new Xoshiro128(options.seed ?? 1);
  const south = new Player(await new Client(options.southUrl).create(ROOM, { setup, name: 'South bot', contribution: randomHex() }), setup, 'South bot');
  const north = new Player(
    await new Client(options.northUrl).joinById(south.room.roomId, { name: 'North bot', contribution: randomHex() }),
    setup,
    'North bot',
  );
  const players = [south, north];
  /** When each action (by its index in the record) was sent, and by which player. */
  const sent = new Map<number, { at: number; by: Player }>();
  const latencies: number[] = [];
  let finish: (finished: boolean) => void = () => {};
  const done = new Promise<boolean>((resolve) => (finish = resolve));
  let over = 0;

  const act = (player: Player, state: SeenState): void => {
    if (state.ending !== '' || player.side === null || state.toAct !== player.side) return;
    if (player.sentAt === state.actions.length || player.seen !== state.actions.length) return;
    const choice = { ...(bot.choose(player.game, rng) as object) } as Record<string, unknown>;
    delete choice.dice;
    player.sentAt = state.actions.length;
    sent.set(state.actions.length, { at: performance.now(), by: player });
    player.room.send('action', choice);
  };

  for (const player of players) {
    const other = player === south ? north : south;
    player.room.onMessage('refused', () => {
      // The bot's choice was not taken: choose again (a few times), then give the game up.
      player.refused++;
      player.sentAt = -1;
      if (player.refused > 3) finish(false);
      else act(player, player.room.state as SeenState);
    });
    player.room.onStateChange((state: SeenState) => {
      const now = performance.now();
      const from = player.seen;
      player.catchUp(state.actions);
      for (let i = from; i < player.seen; i++) {
        const sending = sent.get(i);
        if (sending && sending.by === other) latencies.push(now - sending.at);
      }
      if (state.ending !== '') {
        if (player.seen === state.actions.length && (over |= player === south ? 1 : 2) === 3) finish(true);
        return;
      }
      act(player, state);
    });
  }
  await until(() => south.side !== null && north.side !== null, options.deadline);
  options.seated?.(south.room.roomId);
  // The state may have been seen before the seats were known: whoever is to act, acts.
  for (const player of players) act(player, player.room.state as SeenState);

  let timer: ReturnType<typeof setTimeout> | undefined;
  if (options.deadline !== undefined) timer = setTimeout(() => finish(false), Math.max(0, options.deadline - performance.now()));
  const finished = await done;
  clearTimeout(timer);
  const actions = (south.room.state as SeenState).actions.length;
  const unseen = [...sent.entries()].filter(([index, { by }]) => (by === south ? north : south).seen <= index).length;
  await Promise.all(players.map((p) => p.room.leave(true).catch(() => undefined)));
  return { roomId: south.room.roomId, actions, latencies, unseen, finished, refused: south.refused + north.refused };
}

async function until(check: () => boolean, deadline = Infinity): Promise<void> {
  while (!check()) {
    if (performance.now() > deadline) throw new Error('the players were not seated in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
