/**
 * npm start (`./run start`): the rulebook AND one room server on localhost, so "Play a friend online"
 * works on the rulebook's boards with nothing else to run.
 *
 *   npm start [-- <astro preview flags>]
 *
 * Builds the site (npm run site:build), then runs two processes side by side until either stops (or
 * Ctrl-C): the room server (`./run server`, ws://127.0.0.1:2567 unless TABLERO_PORT says otherwise,
 * rooms kept in .tablero-rooms/) and the site's preview (`astro preview`, http://127.0.0.1:4321). When a server already
 * listens on the port (another `./run server`), the preview runs alone and uses that one. The site's boards
 * name the server given by TABLERO_SERVER when the site is built (ws://127.0.0.1:2567 by default).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const built = spawnSync(npm, ['run', '--silent', 'site:build'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const children: ChildProcess[] = [];
let stopping = false;

/** Stop every process still running (each by its own id), then exit with `code`. */
function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

const server = spawn(process.execPath, ['--conditions=@tablero/source', 'packages/server/scripts/serve.ts'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'pipe'],
});
children.push(server);
let serverError = '';
server.stderr?.on('data', (chunk: Buffer) => {
  serverError += chunk.toString();
  process.stderr.write(chunk);
});
server.on('exit', (code) => {
  if (stopping) return;
  if (/is in use/.test(serverError)) {
    console.error('tablero: a room server already listens on that port; the rulebook uses it.');
    return;
  }
  console.error(`tablero: the room server stopped (exit code ${code}); stopping the rulebook too.`);
  stopAll(code || 1);
});

// Astro itself (not through npm, which would not pass a stop on to it).
const preview = spawn(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'preview', '--host', '127.0.0.1', ...process.argv.slice(2)], {
  cwd: join(root, 'site'),
  stdio: 'inherit',
});
children.push(preview);
preview.on('exit', (code) => stopAll(code ?? 0));

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0));
