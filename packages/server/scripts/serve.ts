/**
 * Start one room server (`./run server`, `npm run server`): configured from `TABLERO_*` environment
 * variables (see the package README), rooms rebuilt from the store. A bad setting stops it with one line
 * naming the variable. Ctrl-C (SIGINT) or SIGTERM stops it after the store has written everything.
 */
import { ConfigError, readConfig, type ServerConfig } from '../src/config.ts';
import { startServer } from '../src/server.ts';

function fail(message: string): never {
  console.error(`tablero-server: ${message}`);
  process.exit(1);
}

let config: ServerConfig;
try {
  config = readConfig();
} catch (e) {
  if (e instanceof ConfigError) fail(e.message);
  throw e;
}

try {
  const started = await startServer({ config });
  const from = config.redisUrl === null ? config.storeDir : `Redis, sharing rooms as ${config.publicAddress}`;
  console.log(`tablero-server: listening on ws://${config.host}:${started.port}; ${started.rooms} room(s) rebuilt from ${from}`);
  const stop = async (): Promise<void> => {
    await started.server.gracefullyShutdown(false);
    await started.deps.store.flush();
    await started.deps.store.close?.();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  // SIGUSR2 prints the memory in use (after a garbage collection when Node runs with --expose-gc).
  process.on('SIGUSR2', () => {
    (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    console.log(`tablero-server: memory rss=${rss} heapUsed=${heapUsed}`);
  });
} catch (e) {
  const error = e as NodeJS.ErrnoException;
  if (error instanceof ConfigError) fail(error.message);
  if (error.code === 'EADDRINUSE') fail(`port ${config.port} on ${config.host} is in use (set TABLERO_PORT)`);
  if (error.code === 'EACCES' || error.code === 'EADDRNOTAVAIL') fail(`cannot listen on ${config.host}:${config.port} (${error.code})`);
  throw e;
}
