/**
 * The server's configuration: where it listens, which pages may use it, and the caps that keep it safe
 * to host. Read from `TABLERO_*` environment variables, each with a default that suits one process on
 * localhost; a bad value is a `ConfigError` naming the variable and what it expects.
 */

/** The server's settings. */
export interface ServerConfig {
  /** TCP port (`TABLERO_PORT`, default 2567). */
  readonly port: number;
  /** Address to listen on (`TABLERO_HOST`, default 127.0.0.1). */
  readonly host: string;
  /**
   * Origins of the pages that may open rooms (`TABLERO_ORIGINS`, comma-separated, or `*` for any).
   * Requests without an Origin header (not from a browser page) are accepted.
   */
  readonly origins: readonly string[] | '*';
  /** Rooms one address may have open at once (`TABLERO_ROOMS_PER_ADDRESS`, default 10). */
  readonly roomsPerAddress: number;
  /** Clients in one room, both players and spectators (`TABLERO_CLIENTS_PER_ROOM`, default 12). */
  readonly clientsPerRoom: number;
  /** Largest message a client may send, in bytes (`TABLERO_MESSAGE_BYTES`, default 2048). */
  readonly messageBytes: number;
  /** Messages a client may send per second (`TABLERO_MESSAGE_RATE`, default 10). */
  readonly messageRate: number;
  /** Seconds a room with nobody connected is kept before it expires (`TABLERO_IDLE_SECONDS`, default 3600). */
  readonly idleSeconds: number;
  /** Seconds a player may be away before the other is offered to claim or end (`TABLERO_AWAY_SECONDS`, default 60). */
  readonly awaySeconds: number;
  /** Directory of the file store, its journal of every room (`TABLERO_STORE_DIR`, default `.tablero-rooms`). */
  readonly storeDir: string;
  /**
   * Redis for several processes sharing rooms (`TABLERO_REDIS_URL`): Colyseus's Redis presence and
   * driver, and the rooms stored in Redis instead of files. null: one process, rooms matched in memory.
   */
  readonly redisUrl: string | null;
  /**
   * Where clients reach this process for a room it holds, as host:port or host/path
   * (`TABLERO_PUBLIC_ADDRESS`); with Redis it defaults to host:port, and it is null without Redis.
   */
  readonly publicAddress: string | null;
}

/** A configuration value that cannot be used; the message names the variable. */
export class ConfigError extends Error {
  readonly variable: string;
  constructor(variable: string, why: string) {
    super(`${variable}: ${why}`);
    this.name = 'ConfigError';
    this.variable = variable;
  }
}

/** The defaults: one server on localhost, for the rulebook served by `./run start`. */
export const DEFAULT_CONFIG: ServerConfig = Object.freeze({
  port: 2567,
  host: '127.0.0.1',
  origins: Object.freeze(['http://127.0.0.1:4321', 'http://localhost:4321']),
  roomsPerAddress: 10,
  clientsPerRoom: 12,
  messageBytes: 2048,
  messageRate: 10,
  idleSeconds: 3600,
  awaySeconds: 60,
  storeDir: '.tablero-rooms',
  redisUrl: null,
  publicAddress: null,
});

type Env = Readonly<Record<string, string | undefined>>;

function whole(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw.trim());
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < min || value > max)
    throw new ConfigError(name, `${JSON.stringify(raw)} is not a whole number from ${min} to ${max}`);
  return value;
}

function origins(env: Env): readonly string[] | '*' {
  const raw = env.TABLERO_ORIGINS;
  if (raw === undefined || raw.trim() === '') return DEFAULT_CONFIG.origins;
  if (raw.trim() === '*') return '*';
  return raw.split(',').map((part) => {
    const text = part.trim();
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new ConfigError('TABLERO_ORIGINS', `${JSON.stringify(text)} is not an origin like https://guild.example`);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== text.replace(/\/$/, ''))
      throw new ConfigError('TABLERO_ORIGINS', `${JSON.stringify(text)} is not an origin like https://guild.example (scheme, host and port only)`);
    return url.origin;
  });
}

function redis(env: Env): string | null {
  const raw = env.TABLERO_REDIS_URL;
  if (raw === undefined || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ConfigError('TABLERO_REDIS_URL', `${JSON.stringify(raw)} is not a URL like redis://127.0.0.1:6379`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:')
    throw new ConfigError('TABLERO_REDIS_URL', `${JSON.stringify(raw)} is not a redis:// or rediss:// URL`);
  return url.href;
}

const ANY_ADDRESS = new Set(['0.0.0.0', '::', '[::]']);

/** Several processes: each its own port, and an address clients reach it at. */
function publicAddress(env: Env, redisUrl: string | null, host: string, port: number): string | null {
  const raw = env.TABLERO_PUBLIC_ADDRESS?.trim() ?? '';
  if (raw !== '' && !/^[\w.\-[\]:]+(\/[\w.-]+)*\/?$/.test(raw))
    throw new ConfigError('TABLERO_PUBLIC_ADDRESS', `${JSON.stringify(raw)} is not an address like play.guild.example/2568 or 10.0.0.5:2568 (no scheme)`);
  if (redisUrl === null) {
    if (raw !== '') throw new ConfigError('TABLERO_PUBLIC_ADDRESS', 'is for several processes sharing rooms: set TABLERO_REDIS_URL too');
    return null;
  }
  if (port === 0) throw new ConfigError('TABLERO_PORT', 'with TABLERO_REDIS_URL each process needs a port of its own (not 0)');
  if (raw !== '') return raw.replace(/\/$/, '');
  if (ANY_ADDRESS.has(host))
    throw new ConfigError(
      'TABLERO_PUBLIC_ADDRESS',
      `with TABLERO_REDIS_URL and TABLERO_HOST=${host}, say where clients reach this process (like play.guild.example/${port})`,
    );
  return `${host}:${port}`;
}

/** The configuration from environment variables (default: `process.env`); throws `ConfigError` on a bad value. */
export function readConfig(env: Env = process.env): ServerConfig {
  const host = env.TABLERO_HOST?.trim() || DEFAULT_CONFIG.host;
  if (/[\s/]/.test(host)) throw new ConfigError('TABLERO_HOST', `${JSON.stringify(host)} is not a host name or address`);
  const port = whole(env, 'TABLERO_PORT', DEFAULT_CONFIG.port, 0, 65535);
  const redisUrl = redis(env);
  return {
    port,
    host,
    origins: origins(env),
    roomsPerAddress: whole(env, 'TABLERO_ROOMS_PER_ADDRESS', DEFAULT_CONFIG.roomsPerAddress, 1, 100_000),
    clientsPerRoom: whole(env, 'TABLERO_CLIENTS_PER_ROOM', DEFAULT_CONFIG.clientsPerRoom, 2, 1000),
    messageBytes: whole(env, 'TABLERO_MESSAGE_BYTES', DEFAULT_CONFIG.messageBytes, 256, 1_048_576),
    messageRate: whole(env, 'TABLERO_MESSAGE_RATE', DEFAULT_CONFIG.messageRate, 1, 1000),
    idleSeconds: whole(env, 'TABLERO_IDLE_SECONDS', DEFAULT_CONFIG.idleSeconds, 10, 31_536_000),
    awaySeconds: whole(env, 'TABLERO_AWAY_SECONDS', DEFAULT_CONFIG.awaySeconds, 5, 86_400),
    storeDir: env.TABLERO_STORE_DIR?.trim() || DEFAULT_CONFIG.storeDir,
    redisUrl,
    publicAddress: publicAddress(env, redisUrl, host, port),
  };
}

/** Does the configuration accept a request from a page at `origin` (undefined: not from a page)? */
export function originAllowed(config: Pick<ServerConfig, 'origins'>, origin: string | null | undefined): boolean {
  if (origin === null || origin === undefined || origin === '') return true;
  return config.origins === '*' || config.origins.includes(origin);
}
