/**
 * A Variant lab worker: plays the batches of games the page sends and posts back each batch's totals
 * (the engine's `playSeries`, as `npm run simulate` plays them) and how long it took to play them.
 */
import { playSeries } from '@tablero/engine/sim';
import type { BatchReply, BatchRequest } from './protocol.ts';

/** The worker's global scope, as far as this file uses it (the program's types are the page's, not a worker's). */
interface WorkerScope {
  onmessage: ((e: MessageEvent<BatchRequest>) => void) | null;
  postMessage(message: BatchReply): void;
}
const scope = self as unknown as WorkerScope;

scope.onmessage = (e: MessageEvent<BatchRequest>): void => {
  const { id, column, setup, from, to } = e.data;
  let reply: BatchReply;
  const t0 = performance.now();
  try {
    const aggregate = playSeries(setup, from, to);
    reply = { id, ok: true, column, games: to - from, ms: performance.now() - t0, aggregate };
  } catch (err) {
    reply = { id, ok: false, message: (err as Error).message };
  }
  scope.postMessage(reply);
};
