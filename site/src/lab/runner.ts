/**
 * Runs an experiment on a pool of Web Workers: hands out batches of game indices (both columns, the
 * one with fewer games handed out first), merges each batch's totals as it comes back (a few hundred
 * additions: the page never does long work), and reports progress. Batches are sized from the measured
 * speed to take about a fifth of a second each, so progress moves smoothly and messages stay few.
 */
import { emptyAggregate, mergeAggregates, type Aggregate } from '@tablero/engine';
import { seriesFor, type Experiment, type LabResult } from './experiment.ts';
import type { BatchReply, BatchRequest } from './protocol.ts';

/** Progress of a run. */
export interface RunProgress {
  /** Games played, both columns together, and the total. */
  readonly done: number;
  readonly total: number;
  readonly gamesPerSecond: number;
  /** Estimated seconds to go (NaN until there is a speed to go by). */
  readonly secondsLeft: number;
}

/** Why a run stopped early. */
export class RunStopped extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RunStopped';
  }
}

/** What a batch should take, in milliseconds. */
const BATCH_MS = 200;
const FIRST_BATCH = 20;
const MAX_BATCH = 5000;

/** One experiment's run. `start` once; `cancel` terminates every worker. */
export class LabRun {
  readonly #experiment: Experiment;
  readonly #makeWorker: () => Worker;
  readonly #workerCount: number;
  readonly #onProgress: (p: RunProgress) => void;
  readonly #now: () => number;
  #workers: Worker[] = [];
  #totals: Record<'a' | 'b', Aggregate> = { a: emptyAggregate(), b: emptyAggregate() };
  #next: Record<'a' | 'b', number> = { a: 0, b: 0 };
  #done = 0;
  #started = 0;
  #nextId = 0;
  /** Batches out, by id: when each was sent and its size. */
  #out = new Map<number, { sent: number; games: number }>();
  /** Games a worker plays per millisecond, from the batches back so far. */
  #speed = 0;
  #settle: { resolve: (r: LabResult) => void; reject: (e: Error) => void } | null = null;

  constructor(experiment: Experiment, makeWorker: () => Worker, workers: number, onProgress: (p: RunProgress) => void, now: () => number = () => performance.now()) {
    this.#experiment = experiment;
    this.#makeWorker = makeWorker;
    this.#workerCount = Math.max(1, Math.min(workers, 2 * experiment.games));
    this.#onProgress = onProgress;
    this.#now = now;
  }

  /** Workers in use. */
  get workers(): number {
    return this.#workerCount;
  }

  /** Play every game; resolves with both columns' totals, rejects with `RunStopped` on cancel or error. */
  start(): Promise<LabResult> {
    return new Promise((resolve, reject) => {
      this.#settle = { resolve, reject };
      this.#started = this.#now();
      for (let w = 0; w < this.#workerCount; w++) {
        const worker = this.#makeWorker();
        worker.onmessage = (e: MessageEvent<BatchReply>) => this.#onReply(worker, e.data);
        worker.onerror = (e: ErrorEvent) => this.#fail(`a worker stopped: ${e.message || 'unknown error'}`);
        this.#workers.push(worker);
        this.#send(worker);
      }
    });
  }

  /** Stop now: every worker is terminated and `start`'s promise rejects. */
  cancel(): void {
    this.#fail('cancelled');
  }

  #fail(message: string): void {
    for (const w of this.#workers) w.terminate();
    this.#workers = [];
    const settle = this.#settle;
    this.#settle = null;
    settle?.reject(new RunStopped(message));
  }

  /** Send `worker` the next batch, if any games are left to hand out. */
  #send(worker: Worker): void {
    const games = this.#experiment.games;
    const column = this.#next.a <= this.#next.b ? 'a' : 'b';
    const from = this.#next[column];
    if (from >= games) return;
    const size = this.#speed > 0 ? Math.round(this.#speed * BATCH_MS) : FIRST_BATCH;
    const to = Math.min(games, from + Math.max(1, Math.min(MAX_BATCH, size)));
    this.#next[column] = to;
    const id = this.#nextId++;
    this.#out.set(id, { sent: this.#now(), games: to - from });
    const request: BatchRequest = { id, column, setup: seriesFor(this.#experiment, column), from, to };
    worker.postMessage(request);
  }

  #onReply(worker: Worker, reply: BatchReply): void {
    if (!this.#settle) return;
    const out = this.#out.get(reply.id);
    this.#out.delete(reply.id);
    if (!reply.ok) {
      this.#fail(reply.message);
      return;
    }
    if (out) {
      const ms = Math.max(1, this.#now() - out.sent);
      const speed = out.games / ms;
      this.#speed = this.#speed > 0 ? 0.7 * this.#speed + 0.3 * speed : speed;
    }
    this.#totals[reply.column] = mergeAggregates(this.#totals[reply.column], reply.aggregate);
    this.#done += reply.games;
    this.#send(worker);
    const total = 2 * this.#experiment.games;
    const seconds = (this.#now() - this.#started) / 1000;
    const gamesPerSecond = seconds > 0 ? this.#done / seconds : 0;
    this.#onProgress({ done: this.#done, total, gamesPerSecond, secondsLeft: gamesPerSecond > 0 ? (total - this.#done) / gamesPerSecond : NaN });
    if (this.#done === total) {
      for (const w of this.#workers) w.terminate();
      this.#workers = [];
      const settle = this.#settle;
      this.#settle = null;
      settle.resolve({ experiment: this.#experiment, a: this.#totals.a, b: this.#totals.b });
    }
  }
}
