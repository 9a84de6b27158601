/**
 * Chromium's performance trace, read for the page's main thread: how long each of its tasks kept the
 * thread busy in CPU time. Used by benchmarks that report long tasks (never by a timed test).
 */

/** The fields of a trace event this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { name?: string };
}

/** The categories to trace for `mainThreadTasks`. */
export const TASK_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

/** CPU milliseconds of each task on the page's main thread (the renderer's CrRendererMain). */
export function mainThreadTasks(events: readonly TraceEvent[]): number[] {
  const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  return events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && main.has(`${e.pid}:${e.tid}`) && e.tdur !== undefined)
    .map((e) => (e.tdur as number) / 1000);
}
