/**
 * A Tablero room server: Colyseus with its WebSocket transport, the `tablero` room, the configured
 * origins and caps, and the store. `startServer` listens and rebuilds the stored rooms;
 * `createTableroServer` only builds it (tests listen themselves). With `redisUrl` the process shares
 * rooms with other processes through Colyseus's Redis presence and driver, and stores rooms in Redis.
 */
import { Server, defineRoom, defineServer, matchMaker } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { originAllowed, type ServerConfig } from './config.ts';
import { RedisStore } from './redis-store.ts';
import { REAL_TIMERS, tableroRoom, type RoomDeps, type Timers } from './room.ts';
import { FileStore, type RoomStore } from './store.ts';

/** The room type clients create and join. */
export const ROOM_NAME = 'tablero';

/** What a server is built from; the store, timers and clock have real defaults. */
export interface TableroServerOptions {
  readonly config: ServerConfig;
  /** Default: a `RedisStore` when `config.redisUrl` is set, else a `FileStore` in `config.storeDir`. */
  readonly store?: RoomStore;
  readonly timers?: Timers;
  readonly now?: () => number;
  readonly warn?: (message: string) => void;
}

/** A built server and what its rooms share. */
export interface TableroServer {
  readonly server: Server;
  readonly deps: RoomDeps;
}

/** Build a server (not yet listening). */
export function createTableroServer(options: TableroServerOptions): TableroServer {
  const { config } = options;
  const { redisUrl } = config;
  const deps: RoomDeps = {
    config,
    store: options.store ?? (redisUrl !== null ? new RedisStore(redisUrl) : new FileStore(config.storeDir)),
    timers: options.timers ?? REAL_TIMERS,
    now: options.now ?? (() => performance.now()),
    roomsByAddress: new Map(),
    tickets: new Map(),
    restoring: new Map(),
    warn: options.warn ?? ((message) => console.warn(`tablero-server: ${message}`)),
  };
  // Browsers may read the matchmaking answers only on the configured pages.
  delete (matchMaker.controller.DEFAULT_CORS_HEADERS as Record<string, string>)['Access-Control-Allow-Origin'];
  matchMaker.controller.getCorsHeaders = (headers: Headers): Record<string, string> => {
    const origin = headers.get('origin');
    return originAllowed(config, origin) && origin ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {};
  };
  const transport = new WebSocketTransport({
    maxPayload: config.messageBytes,
    beforeUpgrade: (_request, context) => (originAllowed(config, context.headers.get('origin')) ? undefined : new Response(null, { status: 403 })),
  });
  const shared =
    redisUrl === null
      ? {}
      : {
          presence: new RedisPresence(redisUrl),
          driver: new RedisDriver(redisUrl),
          publicAddress: config.publicAddress ?? undefined,
          // A room is made by the process its creator asked (whichever one the proxy chose): the
          // rooms-per-address count and the rebuilding of stored rooms are that process's own.
          selectProcessIdToCreateRoom: async () => matchMaker.processId,
        };
  const server = defineServer({
    transport,
    greet: false,
    gracefullyShutdown: false,
    ...shared,
    rooms: { [ROOM_NAME]: defineRoom(tableroRoom(deps)) },
  });
  return { server, deps };
}

/** How long a process's claim to rebuild a room keeps others from rebuilding it too (several processes). */
const REBUILD_CLAIM_SECONDS = 60;

/**
 * Rebuild every stored room (by replaying its actions) that no running process holds; returns how many.
 * Several processes starting at once share the work: each room is rebuilt by the one that claims it
 * first in the presence.
 */
export async function restoreRooms(deps: RoomDeps): Promise<number> {
  let count = 0;
  const several = deps.config.redisUrl !== null;
  for (const room of await deps.store.loadAll()) {
    if (several) {
      if (await matchMaker.driver.has(room.roomId)) continue;
      if ((await matchMaker.presence.hincrbyex(`tablero:rebuilding:${room.roomId}`, 'claims', 1, REBUILD_CLAIM_SECONDS)) !== 1) continue;
    }
    deps.restoring.set(room.roomId, room);
    try {
      await matchMaker.createRoom(ROOM_NAME, { restore: room.roomId });
      count++;
    } catch (e) {
      deps.restoring.delete(room.roomId);
      deps.warn(`room ${room.roomId} could not be rebuilt: ${(e as Error).message}`);
    }
  }
  return count;
}

/** Build a server, listen on the configured address, and rebuild the stored rooms. */
export async function startServer(options: TableroServerOptions): Promise<TableroServer & { rooms: number; port: number }> {
  const built = createTableroServer(options);
  await built.server.listen(options.config.port, options.config.host);
  const address = built.server.transport.server?.address();
  const port = typeof address === 'object' && address ? address.port : options.config.port;
  const rooms = await restoreRooms(built.deps);
  return { ...built, rooms, port };
}
