/**
 * @tablero/server: online rooms for Tablero on Colyseus. The room runs the engine's turn machine with
 * fair dice from the server; the store keeps every room so a restart loses no game.
 */
export { readConfig, originAllowed, ConfigError, DEFAULT_CONFIG, type ServerConfig } from './config.ts';
export { commitmentOf, diceKey, rollFaces, verifyRecord, isHex32, randomHex, type OnlineRecord, type Verdict } from './fair-dice.ts';
export { FileStore, MemoryStore, type RoomStore, type StoredRoom, type StoredSeat, type Ending } from './store.ts';
export { RedisStore } from './redis-store.ts';
export { Table, Refusal, checkSetup, newRoom, type Sender } from './table.ts';
export { tableroRoom, CLIENT_MESSAGES, REAL_TIMERS, type RoomDeps, type Timers, type TableroRoom } from './room.ts';
export { RoomState, SeatState } from './state.ts';
export { createTableroServer, restoreRooms, startServer, ROOM_NAME, type TableroServer, type TableroServerOptions } from './server.ts';
