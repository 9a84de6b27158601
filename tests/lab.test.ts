/**
 * The Variant lab's pure parts in Node: the experiment in the address and back, the exports, and the
 * worker pool's scheduling (with stand-in workers that play their batches with the engine, as the real
 * ones do): any number of workers gives the totals of one run, each worker holds a batch in reserve,
 * warmed workers give the same totals (their throwaway games never counted), and Cancel terminates them all.
 */
import { describe, expect, it } from 'vitest';
import { compareAggregates, playSeries } from '../packages/engine/src/sim/index.ts';
import { DEFAULT_EXPERIMENT, experimentHash, readExperiment, resultCsv, resultJson, seriesFor, type Experiment } from '../site/src/lab/experiment.ts';
import type { BatchReply, BatchRequest } from '../site/src/lab/protocol.ts';
import { LabRun, RunStopped, WarmPool, type RunProgress } from '../site/src/lab/runner.ts';

const EXPERIMENT: Experiment = {
  a: { rules: 'anarchist', options: { pullSize: 5 }, bots: ['greedy', 'random'] },
  b: { rules: 'powell', options: { diagonal: true }, bots: ['greedy', 'greedy'] },
  games: 45,
  seed: 9,
};

/**
 * A stand-in for a Web Worker: plays each batch with the engine, one after the other, replying `delay`
 * milliseconds after the previous reply (or the request) with the time it took (or `ms`, when given).
 * `requests` keeps what it was sent; `waiting` counts batches not yet answered.
 */
class FakeWorker {
  onmessage: ((e: MessageEvent<BatchReply>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  terminated = false;
  batches = 0;
  waiting = 0;
  readonly requests: BatchRequest[] = [];
  readonly ms: number | undefined;
  readonly delay: number;
  #free = 0;
  /** Replies held back until `release()` (a worker that stalls), when the worker was made holding. */
  #held: (() => void)[] | null;
  constructor(ms?: number, delay = 1, holding = false) {
    this.ms = ms;
    this.delay = delay;
    this.#held = holding ? [] : null;
  }
  postMessage(req: BatchRequest): void {
    this.batches++;
    this.waiting++;
    this.requests.push(req);
    const answer = (): void => {
      this.waiting--;
      if (this.terminated) return;
      const t0 = performance.now();
      const aggregate = playSeries(req.setup, req.from, req.to);
      const reply: BatchReply = { id: req.id, ok: true, column: req.column, games: req.to - req.from, ms: this.ms ?? performance.now() - t0, aggregate };
      this.onmessage?.({ data: reply } as MessageEvent<BatchReply>);
    };
    if (this.#held) {
      this.#held.push(answer);
      return;
    }
    this.#free = Math.max(performance.now(), this.#free) + this.delay;
    setTimeout(answer, this.#free - performance.now());
  }
  /** Answer every held batch, in order, and every later one at once. */
  release(): void {
    const held = this.#held ?? [];
    this.#held = null;
    for (const answer of held) setTimeout(answer, 0);
  }
  terminate(): void {
    this.terminated = true;
  }
}

describe('the lab experiment in the address', () => {
  it('reads back what it writes', () => {
    const hash = experimentHash(EXPERIMENT);
    expect(hash).toBe('#a=anarchist~ps5&a-bots=greedy,random&b=powell~d1&b-bots=greedy,greedy&games=45&seed=9');
    expect(readExperiment(hash)).toEqual({ experiment: EXPERIMENT, problems: [] });
    expect(readExperiment('').experiment).toEqual(DEFAULT_EXPERIMENT);
  });

  it('keeps the defaults for what it cannot read, and says why', () => {
    const { experiment, problems } = readExperiment('#a=nope&b-bots=greedy,clever&games=0&seed=x&b=powell~c1');
    expect(experiment.a).toEqual(DEFAULT_EXPERIMENT.a);
    expect(experiment.b).toEqual({ ...DEFAULT_EXPERIMENT.b, rules: 'powell', options: { chevron: true } });
    expect(experiment.games).toBe(DEFAULT_EXPERIMENT.games);
    expect(problems).toHaveLength(4);
    expect(problems.join(' ')).toMatch(/column A's rules.*"nope" is not a rule set.*column B's players "greedy,clever".*games "0".*seed "x"/);
  });
});

describe('the lab runner', () => {
  for (const workers of [1, 3, 8]) {
    it(`gives the totals of one run on ${workers} worker(s), with progress to the end`, async () => {
      const made: FakeWorker[] = [];
      const seen: RunProgress[] = [];
      const run = new LabRun(
        EXPERIMENT,
        () => {
          const w = new FakeWorker();
          made.push(w);
          return w as unknown as Worker;
        },
        workers,
        (p) => seen.push(p),
      );
      const result = await run.start();
      expect(made).toHaveLength(workers);
      expect(made.every((w) => w.terminated)).toBe(true);
      expect(result.a).toEqual(playSeries(seriesFor(EXPERIMENT, 'a'), 0, EXPERIMENT.games));
      expect(result.b).toEqual(playSeries(seriesFor(EXPERIMENT, 'b'), 0, EXPERIMENT.games));
      expect(seen.at(-1)).toMatchObject({ done: 90, total: 90 });
      expect(seen.map((p) => p.done)).toEqual([...seen.map((p) => p.done)].sort((x, y) => x - y));
      // The exports carry the same figures.
      const json = resultJson(result);
      expect(json.a.games).toBe(45);
      expect(json.comparison).toEqual(compareAggregates(result.a, result.b));
      const csv = resultCsv(result).split('\r\n');
      expect(csv[0]).toBe('statistic,key,A,B,A minus B,test,statistic value,p,more than chance (p < 0.05)');
      expect(csv.filter((l) => l.includes(',length.mean,'))).toHaveLength(1);
    });
  }

  it('gives each worker a second batch to start on while the page handles the first', async () => {
    const made: FakeWorker[] = [];
    const run = new LabRun(
      EXPERIMENT,
      () => {
        const w = new FakeWorker();
        made.push(w);
        return w as unknown as Worker;
      },
      3,
      () => {},
    );
    const result = run.start();
    expect(made.map((w) => w.waiting)).toEqual([2, 2, 2]);
    await result;
    // Every game handed out once: the batches tile each column's games.
    for (const column of ['a', 'b'] as const) {
      const spans = made
        .flatMap((w) => w.requests)
        .filter((r) => r.column === column)
        .sort((x, y) => x.from - y.from);
      expect(spans.map((r) => [r.from, r.to])).toEqual(spans.map((r, i) => [i === 0 ? 0 : spans[i - 1].to, r.to]));
      expect(spans.at(-1)?.to).toBe(EXPERIMENT.games);
    }
  });

  it('gives an idle worker a copy of a batch waiting behind a slow one, and counts it once', async () => {
    // The second worker stalls: it answers nothing until the first has taken a copy of its waiting batch.
    const made = [new FakeWorker(undefined, 1), new FakeWorker(undefined, 1, true)];
    let next = 0;
    const run = new LabRun(
      EXPERIMENT,
      () => made[next++] as unknown as Worker,
      2,
      () => {},
    );
    const done = run.start();
    const key = (r: BatchRequest): string => `${r.column}${r.from}-${r.to}`;
    const copied = (): number => {
      const slow = new Set(made[1].requests.map(key));
      return made[0].requests.filter((r) => slow.has(key(r))).length;
    };
    await expect.poll(copied, { timeout: 60_000 }).toBeGreaterThan(0);
    made[1].release();
    const { a, b } = await done;
    expect(a).toEqual(playSeries(seriesFor(EXPERIMENT, 'a'), 0, EXPERIMENT.games));
    expect(b).toEqual(playSeries(seriesFor(EXPERIMENT, 'b'), 0, EXPERIMENT.games));
  });

  it('runs on warmed workers with the same totals, their throwaway games never counted', async () => {
    const made: FakeWorker[] = [];
    // Each batch "takes" 200 ms: a warming worker stops after about a second's worth, 5 batches.
    const pool = new WarmPool(
      () => {
        const w = new FakeWorker(200);
        made.push(w);
        return w as unknown as Worker;
      },
      2,
      () => [seriesFor(EXPERIMENT, 'a'), seriesFor(EXPERIMENT, 'b')],
    );
    expect(pool.size).toBe(2);
    // Batches sent and batches unanswered, per worker: the pool sends the next batch as it handles a
    // reply, so once none is unanswered no other will come.
    await expect
      .poll(() => made.map((w) => [w.batches, w.waiting]))
      .toEqual([
        [5, 0],
        [5, 0],
      ]);
    expect(made.flatMap((w) => w.requests).every((r) => r.id < 0)).toBe(true);
    // A warm-up batch still playing when the run takes the worker: its reply reaches the run, which drops it.
    made[0].postMessage({ id: -100, column: 'a', setup: seriesFor(EXPERIMENT, 'a'), from: 0, to: 7 });
    const run = new LabRun(
      EXPERIMENT,
      () => pool.take() as Worker,
      2,
      () => {},
    );
    const result = run.start();
    expect(pool.size).toBe(0);
    const { a, b } = await result;
    expect(a).toEqual(playSeries(seriesFor(EXPERIMENT, 'a'), 0, EXPERIMENT.games));
    expect(b).toEqual(playSeries(seriesFor(EXPERIMENT, 'b'), 0, EXPERIMENT.games));
    expect(made.every((w) => w.terminated)).toBe(true);
  });

  it('Cancel terminates every worker and rejects the run', async () => {
    const made: FakeWorker[] = [];
    const run = new LabRun(
      { ...EXPERIMENT, games: 100_000 },
      () => {
        const w = new FakeWorker();
        made.push(w);
        return w as unknown as Worker;
      },
      2,
      () => run.cancel(),
    );
    await expect(run.start()).rejects.toEqual(new RunStopped('cancelled'));
    expect(made).toHaveLength(2);
    expect(made.every((w) => w.terminated)).toBe(true);
  });
});
