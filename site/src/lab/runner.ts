/**
 * Runs an experiment on a pool of Web Workers: hands out batches of game indices (both columns, the
 * one with fewer games handed out first), merges each batch's totals as it comes back (a few hundred
 * additions: the page never does long work), and reports progress. Each worker has two batches at a
 * time, one playing and one waiting, so it never sits idle while the page answers. Batches are sized
 * from the workers' own measured play time to take about a fifth of a second, and smaller towards the
 * end so the workers finish together; a worker idle at the end replays a batch waiting behind a slower
 * worker's. `WarmPool` starts workers before a run and has them play throwaway games, so a run starts
 * on loaded, compiled workers.
 */
import { emptyAggregate, mergeAggregates, type Aggregate, type SeriesSetup } from '@tablero/engine/sim';
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

/** What a batch should take, in milliseconds of a worker's play; never less than MIN_BATCH_MS's worth. */
const BATCH_MS = 200;
const MIN_BATCH_MS = 10;
const FIRST_BATCH = 20;
const MAX_BATCH = 5000;
/** Batches each worker holds at once: one playing, one waiting. */
const IN_FLIGHT = 2;

/** A batch handed out: a column's games `from`..`to`; `counted` once its totals are in. */
interface Batch {
  readonly column: 'a' | 'b';
  readonly from: number;
  readonly to: number;
  counted: boolean;
  copies: number;
}

/**
 * One experiment's run. `start` once; `cancel` terminates every worker. Once every game is handed out,
 * a worker left with nothing to do is given a copy of a batch still waiting behind another worker's (a
 * worker slowed by the rest of the machine would otherwise end the run alone): whichever copy comes back
 * first is counted, the other dropped, so each game counts exactly once.
 */
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
  /** Batches out, by request id. Replies with other ids (a warm-up's throwaway games) are dropped. */
  #out = new Map<number, Batch>();
  /** Each worker's requests not yet answered, in the order it plays them. */
  #queue = new Map<Worker, number[]>();
  /** Games a worker plays per millisecond of its play, from the batches back so far. */
  #speed: number;
  #settle: { resolve: (r: LabResult) => void; reject: (e: Error) => void } | null = null;

  /**
   * `speed`: games a worker plays per millisecond, when already known (a `WarmPool`'s), to size the
   * first batches; 0 starts with small ones.
   */
  constructor(
    experiment: Experiment,
    makeWorker: () => Worker,
    workers: number,
    onProgress: (p: RunProgress) => void,
    now: () => number = () => performance.now(),
    speed = 0,
  ) {
    this.#experiment = experiment;
    this.#makeWorker = makeWorker;
    this.#workerCount = Math.max(1, Math.min(workers, 2 * experiment.games));
    this.#onProgress = onProgress;
    this.#now = now;
    this.#speed = speed;
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
        this.#queue.set(worker, []);
      }
      for (let i = 0; i < IN_FLIGHT; i++) for (const worker of this.#workers) this.#send(worker);
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

  #post(worker: Worker, batch: Batch): void {
    const id = this.#nextId++;
    this.#out.set(id, batch);
    this.#queue.get(worker)?.push(id);
    const request: BatchRequest = { id, column: batch.column, setup: seriesFor(this.#experiment, batch.column), from: batch.from, to: batch.to };
    worker.postMessage(request);
  }

  /** Send `worker` the next batch, if any games are left to hand out. */
  #send(worker: Worker): void {
    const games = this.#experiment.games;
    const column = this.#next.a <= this.#next.b ? 'a' : 'b';
    const from = this.#next[column];
    if (from >= games) return;
    // A fifth of a second's play, but no more than an even share of what is left (so the last batches
    // shrink and the workers end together), nor less than a few milliseconds' worth.
    const left = 2 * games - this.#next.a - this.#next.b;
    const share = Math.ceil(left / (IN_FLIGHT * this.#workerCount));
    const size = this.#speed > 0 ? Math.max(Math.round(this.#speed * MIN_BATCH_MS), Math.min(Math.round(this.#speed * BATCH_MS), share)) : FIRST_BATCH;
    const to = Math.min(games, from + Math.max(1, Math.min(MAX_BATCH, size)));
    this.#next[column] = to;
    this.#post(worker, { column, from, to, counted: false, copies: 1 });
  }

  /** Give idle `worker` a copy of the batch waiting longest behind another worker's, if there is one. */
  #copyWaiting(worker: Worker): void {
    let best: Batch | undefined;
    let bestPlace = 0;
    for (const [other, ids] of this.#queue) {
      if (other === worker) continue;
      for (let place = 1; place < ids.length; place++) {
        const batch = this.#out.get(ids[place]);
        if (batch && !batch.counted && batch.copies === 1 && place > bestPlace) [best, bestPlace] = [batch, place];
      }
    }
    if (best) {
      best.copies++;
      this.#post(worker, best);
    }
  }

  #onReply(worker: Worker, reply: BatchReply): void {
    const batch = this.#out.get(reply.id);
    if (!this.#settle || !batch) return;
    this.#out.delete(reply.id);
    const queue = this.#queue.get(worker) ?? [];
    queue.splice(queue.indexOf(reply.id), 1);
    if (!reply.ok) {
      this.#fail(reply.message);
      return;
    }
    const speed = reply.games / Math.max(0.1, reply.ms);
    this.#speed = this.#speed > 0 ? 0.7 * this.#speed + 0.3 * speed : speed;
    const fresh = !batch.counted;
    if (fresh) {
      batch.counted = true;
      this.#totals[batch.column] = mergeAggregates(this.#totals[batch.column], reply.aggregate);
      this.#done += reply.games;
    }
    this.#send(worker);
    if (queue.length === 0) this.#copyWaiting(worker);
    if (!fresh) return;
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

/** What each warming worker plays, in milliseconds of its own play, and in batches of about this long. */
const WARM_MS = 1000;
const WARM_BATCH_MS = 25;
const FIRST_WARM_BATCH = 10;

/**
 * Workers started ahead of a run, each playing throwaway games (the setups `setups()` gives at the
 * time, its totals dropped) for about a second of its own play: by the time a run takes them their
 * script is loaded and the engine's hot code compiled and optimised. A cold worker spends its first few
 * hundred milliseconds on that, and the optimising compiler's threads (about a quarter of a worker's
 * time over a 20,000-game run, measured) would otherwise compete with the workers for the cores. A run
 * takes them with `take()` (a warm-up batch still playing then finishes in a few tens of milliseconds,
 * and its reply, with its negative id, is not the run's).
 */
export class WarmPool {
  readonly #setups: () => readonly SeriesSetup[];
  #idle: Worker[] = [];
  #played = new Map<Worker, number>();
  #nextId = -1;
  #turn = 0;
  #speed = 0;

  constructor(makeWorker: () => Worker, workers: number, setups: () => readonly SeriesSetup[]) {
    this.#setups = setups;
    for (let w = 0; w < workers; w++) {
      const worker = makeWorker();
      worker.onmessage = (e: MessageEvent<BatchReply>) => this.#onReply(worker, e.data);
      worker.onerror = () => this.#drop(worker);
      this.#idle.push(worker);
      this.#played.set(worker, 0);
      this.#warm(worker, FIRST_WARM_BATCH);
    }
  }

  /** Workers not yet taken. */
  get size(): number {
    return this.#idle.length;
  }

  /** Games a worker plays per millisecond, from the latest warm-up batches (0 before the first is back). */
  get speed(): number {
    return this.#speed;
  }

  /** A worker for a run (its handlers are the run's to set), or undefined when none are left. */
  take(): Worker | undefined {
    const worker = this.#idle.shift();
    if (worker) {
      this.#played.delete(worker);
      worker.onmessage = null;
      worker.onerror = null;
    }
    return worker;
  }

  /** Terminate the workers not taken. */
  terminate(): void {
    for (const w of this.#idle) w.terminate();
    this.#idle = [];
    this.#played.clear();
  }

  #warm(worker: Worker, games: number): void {
    // The setups in turn (the column named does not matter: the reply is dropped).
    const setups = this.#setups();
    const request: BatchRequest = { id: this.#nextId--, column: 'a', setup: setups[this.#turn++ % setups.length], from: 0, to: Math.max(1, games) };
    worker.postMessage(request);
  }

  #onReply(worker: Worker, reply: BatchReply): void {
    const played = this.#played.get(worker);
    if (played === undefined) return;
    if (!reply.ok) {
      // The run will say what is wrong, if it is the run's setup; warming is only a head start.
      this.#played.set(worker, WARM_MS);
      return;
    }
    const total = played + reply.ms;
    this.#played.set(worker, total);
    const speed = reply.games / Math.max(0.1, reply.ms);
    this.#speed = this.#speed > 0 ? 0.5 * this.#speed + 0.5 * speed : speed;
    if (total < WARM_MS) this.#warm(worker, Math.round(speed * WARM_BATCH_MS));
  }

  #drop(worker: Worker): void {
    worker.terminate();
    this.#idle = this.#idle.filter((w) => w !== worker);
    this.#played.delete(worker);
  }
}
