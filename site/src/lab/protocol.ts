/** The messages between the Variant lab's page and its workers. */
import type { Aggregate, SeriesSetup } from '@tablero/engine/sim';

/**
 * Page -> worker: play games `from`..`to` (exclusive) of a column's series. Ids of throwaway games (the
 * warm-up's) are negative, a run's from 0 up.
 */
export interface BatchRequest {
  readonly id: number;
  readonly column: 'a' | 'b';
  readonly setup: SeriesSetup;
  readonly from: number;
  readonly to: number;
}

/** Worker -> page: the totals of a batch and the milliseconds the worker spent playing it, or why it failed. */
export type BatchReply =
  | { readonly id: number; readonly ok: true; readonly column: 'a' | 'b'; readonly games: number; readonly ms: number; readonly aggregate: Aggregate }
  | { readonly id: number; readonly ok: false; readonly message: string };
