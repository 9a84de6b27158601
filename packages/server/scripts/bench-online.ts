/**
 * `npm run bench:online -- [--rooms N] [--redis] [--setup RULES] [--seed S] [--timeout SECONDS] [--profile DIR]`
 *
 * Starts a room server (two, sharing rooms through a private redis-server, with --redis) as child
 * processes on localhost, and plays `--rooms` whole games at once between computer players over real
 * WebSockets (the engine's greedy bot chooses each action; with --redis each room is created through
 * one process and joined through the other). For every action it measures the time from its player
 * sending it to the other player's state showing it. Prints the load average, the servers' memory per
 * room (resident set and heap, after the games against before them, over the rooms), and as its last line
 *   online: rooms=<n> games=<n> actions=<n> p50=<ms> p95=<ms> lost=<n>
 * where games counts the games finished and lost the actions the other player never saw plus the
 * games not finished within the timeout. Never part of the tests: it measures, on a shared machine.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isPreset } from '@tablero/engine';
import { UsageError } from '../../../scripts/usage-error.ts';
import { playGame, type PlayedGame } from './online-player.ts';
import { startRedis, startRoomServer, type Started } from './processes.ts';

/** What a run is asked to do. */
export interface BenchOptions {
  readonly rooms: number;
  readonly redis: boolean;
  readonly rules: string;
  readonly seed: number;
  readonly timeoutSeconds: number;
  /** Write the servers' CPU profiles (node --cpu-prof) into this directory. */
  readonly profile: string | null;
  readonly help: boolean;
}

export const BENCH_ONLINE_USAGE = `Usage: npm run bench:online -- [flags]

Plays whole games between computer players over WebSockets on localhost, all rooms at once, and
measures each action from sent to seen by the other player.

  --rooms <n>        rooms (games) at once (default 200)
  --redis            two server processes sharing rooms through a private redis-server
  --setup <rules>    the rules of every game (default powell)
  --seed <s>         the bots' first seed (default 1)
  --timeout <s>      give up on games not over after this many seconds (default 300)
  --profile <dir>    write the servers' CPU profiles there (node --cpu-prof)
  --help             this text

The last line reads
  online: rooms=<n> games=<n> actions=<n> p50=<ms> p95=<ms> lost=<n>`;

function whole(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) throw new UsageError(`--${name}: ${JSON.stringify(raw)} is not a whole number from ${min} to ${max}`);
  return value;
}

/** Read the command line (throws `UsageError` naming the flag). */
export function readBenchArgs(argv: readonly string[]): BenchOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        rooms: { type: 'string' },
        redis: { type: 'boolean', default: false },
        setup: { type: 'string' },
        seed: { type: 'string' },
        timeout: { type: 'string' },
        profile: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (e) {
    throw new UsageError((e as Error).message.split('\n')[0] ?? 'bad flags');
  }
  const { values } = parsed;
  const rules = values.setup ?? 'powell';
  if (!isPreset(rules)) throw new UsageError(`--setup: ${JSON.stringify(rules)} is not a rule set`);
  return {
    rooms: whole('rooms', values.rooms, 200, 1, 5000),
    redis: values.redis,
    rules,
    seed: whole('seed', values.seed, 1, 0, 2 ** 31),
    timeoutSeconds: whole('timeout', values.timeout, 300, 1, 86_400),
    profile: values.profile ?? null,
    help: values.help,
  };
}

/** The q-quantile of sorted numbers (nearest rank). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}

/** What a run measured. */
export interface BenchResult {
  readonly rooms: number;
  readonly games: readonly PlayedGame[];
}

/** The last line: rooms, games finished, actions, p50 and p95 in ms, and what was lost. */
export function summaryLine(result: BenchResult): string {
  const latencies = result.games.flatMap((g) => g.latencies).sort((a, b) => a - b);
  const finished = result.games.filter((g) => g.finished).length;
  const actions = result.games.reduce((sum, g) => sum + g.actions, 0);
  const lost = result.games.reduce((sum, g) => sum + g.unseen, 0) + (result.rooms - finished);
  const ms = (value: number): string => (Number.isNaN(value) ? 'NaN' : value.toFixed(1));
  return `online: rooms=${result.rooms} games=${finished} actions=${actions} p50=${ms(quantile(latencies, 0.5))} p95=${ms(quantile(latencies, 0.95))} lost=${lost}`;
}

/** A server's memory, as it reports it on SIGUSR2 (after a garbage collection). */
interface Memory {
  readonly rss: number;
  readonly heap: number;
}

async function memoryOf(server: Started): Promise<Memory> {
  const from = server.output().length;
  server.child.kill('SIGUSR2');
  const pattern = /tablero-server: memory rss=(\d+) heapUsed=(\d+)/;
  for (;;) {
    const match = pattern.exec(server.output().slice(from));
    if (match) return { rss: Number(match[1]), heap: Number(match[2]) };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function memoryOfAll(servers: readonly Started[]): Promise<Memory> {
  const all = await Promise.all(servers.map(memoryOf));
  return { rss: all.reduce((s, m) => s + m.rss, 0), heap: all.reduce((s, m) => s + m.heap, 0) };
}

/** CPU seconds a child process has used (user + system, from /proc; 0 where there is none). */
async function cpuSeconds(server: Started): Promise<number> {
  try {
    const stat = await readFile(`/proc/${server.child.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

const cpuOfAll = async (servers: readonly Started[]): Promise<number> => (await Promise.all(servers.map(cpuSeconds))).reduce((a, b) => a + b, 0);

const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Run the bench: start the servers, play the games, print the figures; stops everything it started. */
export async function runBench(options: BenchOptions, print: (line: string) => void = console.log): Promise<BenchResult> {
  const store = await mkdtemp(path.join(tmpdir(), 'tablero-bench-'));
  const redis = options.redis ? await startRedis() : null;
  const servers: (Started & { url: string })[] = [];
  try {
    const env: Record<string, string> = {
      TABLERO_ORIGINS: '*',
      TABLERO_MESSAGE_RATE: '1000',
      TABLERO_ROOMS_PER_ADDRESS: String(options.rooms + 10),
      TABLERO_STORE_DIR: store,
    };
    if (redis) env.TABLERO_REDIS_URL = redis.url;
    const nodeArgs = ['--expose-gc', ...(options.profile ? ['--cpu-prof', `--cpu-prof-dir=${options.profile}`] : [])];
    for (let i = 0; i < (redis ? 2 : 1); i++) servers.push(await startRoomServer(env, undefined, nodeArgs));
    print(`servers: ${servers.length} (${redis ? 'Redis presence, driver and store' : 'one process, file store'}); load average before: ${load()}`);
    // A first game warms the servers up (code compiled, connections made); it is not counted.
    await playGame({ southUrl: servers[0]!.url, northUrl: servers.at(-1)!.url, setup: { rules: options.rules }, seed: options.seed });
    const before = await memoryOfAll(servers);

    const serverCpu = await cpuOfAll(servers);
    const clientCpu = process.cpuUsage();
    const started = performance.now();
    const deadline = started + options.timeoutSeconds * 1000;
    const games = await Promise.all(
      Array.from({ length: options.rooms }, (_, i) =>
        playGame({
          southUrl: servers[i % servers.length]!.url,
          northUrl: servers[(i + 1) % servers.length]!.url,
          setup: { rules: options.rules },
          seed: options.seed + 1 + i,
          deadline,
        }).catch((e: Error): PlayedGame => {
          print(`room ${i}: ${e.message}`);
          return { roomId: '', actions: 0, latencies: [], unseen: 0, finished: false, refused: 0 };
        }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const loadAfter = load();
    const serverSeconds = (await cpuOfAll(servers)) - serverCpu;
    const { user, system } = process.cpuUsage(clientCpu);
    const clientSeconds = (user + system) / 1e6;
    const after = await memoryOfAll(servers);
    const result: BenchResult = { rooms: options.rooms, games };
    const actions = games.reduce((sum, g) => sum + g.actions, 0);
    const refused = games.reduce((sum, g) => sum + g.refused, 0);
    const mib = (bytes: number): string => (bytes / 1024 / 1024).toFixed(1);
    const kib = (bytes: number): string => (bytes / 1024).toFixed(1);
    print(`played: ${actions} actions in ${seconds.toFixed(1)} s (${(actions / seconds).toFixed(0)} actions/s), ${refused} refused`);
    print(
      `cpu: servers ${serverSeconds.toFixed(1)} s (${((1000 * serverSeconds) / Math.max(1, actions)).toFixed(2)} ms an action), clients ${clientSeconds.toFixed(1)} s (${((1000 * clientSeconds) / Math.max(1, actions)).toFixed(2)} ms an action), in ${seconds.toFixed(1)} s`,
    );
    print(`load average after: ${loadAfter}`);
    print(
      `memory: rss ${mib(before.rss)} -> ${mib(after.rss)} MiB, heap ${mib(before.heap)} -> ${mib(after.heap)} MiB; per room (finished, kept until idle): rss ${kib((after.rss - before.rss) / options.rooms)} KiB, heap ${kib((after.heap - before.heap) / options.rooms)} KiB`,
    );
    print(summaryLine(result));
    return result;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await redis?.stop();
    await rm(store, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  try {
    const options = readBenchArgs(process.argv.slice(2));
    if (options.help) console.log(BENCH_ONLINE_USAGE);
    else await runBench(options);
    process.exit(0);
  } catch (e) {
    if (e instanceof UsageError) {
      console.error(`bench:online: ${e.message}`);
      process.exit(2);
    }
    throw e;
  }
}
