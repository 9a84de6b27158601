/**
 * A Tablero room server: Colyseus with its WebSocket transport, the `tablero` room, the configured
 * origins and caps, and the store. `startServer` listens and rebuilds the stored rooms;
 * `createTableroServer` only builds it (tests listen themselves).
 */
import { Server, defineRoom, defineServer, matchMaker } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { originAllowed, type ServerConfig } from './config.ts';
import { REAL_TIMERS, tableroRoom, type RoomDeps, type Timers } from './room.ts';
import { FileStore, type RoomStore } from './store.ts';

/** The room type clients create and join. */
export const ROOM_NAME = 'tablero';

/** What a server is built from; the store, timers and clock have real defaults. */
export interface TableroServerOptions {
  readonly config: ServerConfig;
  /** Default: a `FileStore` in `config.storeDir`. */
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
  if (config.redisUrl !== null) throw new Error('TABLERO_REDIS_URL: Redis presence is not part of this server yet; leave it unset to run one process');
  const deps: RoomDeps = {
    config,
    store: options.store ?? new FileStore(config.storeDir),
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
  const server = defineServer({
    transport,
    greet: false,
    gracefullyShutdown: false,
    rooms: { [ROOM_NAME]: defineRoom(tableroRoom(deps)) },
  });
  return { server, deps };
}

/** Rebuild every stored room (by replaying its actions); returns how many. */
export async function restoreRooms(deps: RoomDeps): Promise<number> {
  let count = 0;
  for (const room of await deps.store.loadAll()) {
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
