/**
 * Real processes for tests and the bench: a private redis-server, and room servers (`scripts/serve.ts`)
 * started as child processes on free ports of localhost. Each is stopped by its own handle.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url));

/** Is Debian's redis-server on the PATH? */
export function hasRedisServer(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** A free TCP port on 127.0.0.1 (free when asked; the caller binds it next). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

/** A child process started and ready (it printed the line that says so). */
export interface Started {
  readonly child: ChildProcess;
  readonly port: number;
  /** Everything it printed. */
  readonly output: () => string;
  /** Stop it (SIGTERM, or the signal given; SIGKILL if it has not exited 5 s later) and wait for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv, port: number, ready: RegExp): Promise<Started> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started: Started = {
    child,
    port,
    output: () => text,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const late = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(late);
    },
  };
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer): void => {
      text += chunk.toString();
      if (ready.test(text)) resolve(started);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`${path.basename(command)} exited (${code}) before it was ready:\n${text}`)));
  });
}

/** A redis-server of its own on a free port: nothing saved to disk, gone when stopped. */
export async function startRedis(): Promise<Started & { url: string }> {
  const port = await freePort();
  const started = await startProcess(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', '/tmp'],
    process.env,
    port,
    /Ready to accept connections/,
  );
  return { ...started, url: `redis://127.0.0.1:${port}` };
}

/**
 * A room server (`./run server`) on a free port (or `port`), configured by `TABLERO_*` variables (merged
 * over the caller's), Node started with `nodeArgs` too.
 */
export async function startRoomServer(env: Record<string, string>, port?: number, nodeArgs: readonly string[] = []): Promise<Started & { url: string }> {
  const chosen = port ?? (await freePort());
  const started = await startProcess(
    process.execPath,
    [...nodeArgs, '--conditions=@tablero/source', SERVE],
    { ...process.env, TABLERO_PORT: String(chosen), TABLERO_HOST: '127.0.0.1', ...env },
    chosen,
    /tablero-server: listening on /,
  );
  return { ...started, url: `http://127.0.0.1:${chosen}` };
}
