/**
 * The Variant lab's pure parts in Node: the experiment in the address and back, the exports, and the
 * worker pool's scheduling (with stand-in workers that play their batches with the engine, as the real
 * ones do): any number of workers gives the totals of one run, and Cancel terminates them all.
 */
import { describe, expect, it } from 'vitest';
import { compareAggregates, playSeries } from '../packages/engine/src/index.ts';
import { DEFAULT_EXPERIMENT, experimentHash, readExperiment, resultCsv, resultJson, seriesFor, type Experiment } from '../site/src/lab/experiment.ts';
import type { BatchReply, BatchRequest } from '../site/src/lab/protocol.ts';
import { LabRun, RunStopped, type RunProgress } from '../site/src/lab/runner.ts';

const EXPERIMENT: Experiment = {
  a: { rules: 'anarchist', options: { pullSize: 5 }, bots: ['greedy', 'random'] },
  b: { rules: 'powell', options: { diagonal: true }, bots: ['greedy', 'greedy'] },
  games: 45,
  seed: 9,
};

/** A stand-in for a Web Worker: plays each batch with the engine, replying a moment later. */
class FakeWorker {
  onmessage: ((e: MessageEvent<BatchReply>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  terminated = false;
  batches = 0;
  postMessage(req: BatchRequest): void {
    this.batches++;
    setTimeout(() => {
      if (this.terminated) return;
      const reply: BatchReply = { id: req.id, ok: true, column: req.column, games: req.to - req.from, aggregate: playSeries(req.setup, req.from, req.to) };
      this.onmessage?.({ data: reply } as MessageEvent<BatchReply>);
    }, 1);
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
      const run = new LabRun(EXPERIMENT, () => {
        const w = new FakeWorker();
        made.push(w);
        return w as unknown as Worker;
      }, workers, (p) => seen.push(p));
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

  it('Cancel terminates every worker and rejects the run', async () => {
    const made: FakeWorker[] = [];
    const run = new LabRun({ ...EXPERIMENT, games: 100_000 }, () => {
      const w = new FakeWorker();
      made.push(w);
      return w as unknown as Worker;
    }, 2, () => run.cancel());
    await expect(run.start()).rejects.toEqual(new RunStopped('cancelled'));
    expect(made).toHaveLength(2);
    expect(made.every((w) => w.terminated)).toBe(true);
  });
});
