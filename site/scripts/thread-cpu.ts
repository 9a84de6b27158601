/**
 * CPU time of a browser's threads, from Linux's /proc: every thread of this process's descendants
 * (the Chromium that Playwright started), named by process type and thread name. `watchThreadCpu()`
 * samples them until stopped (a worker's thread is gone once it is terminated, so its last sample
 * counts) and gives the milliseconds each spent in between. Used by `npm run lab:bench`; elsewhere
 * than Linux it gives nothing.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';

/** A thread's CPU time so far: its process type (`renderer`, `gpu-process`, `browser`...), its name, and milliseconds. */
interface ThreadTime {
  readonly label: string;
  readonly ms: number;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** The fields of a /proc stat line after the command name (which may hold spaces). */
const statFields = (stat: string): string[] => stat.slice(stat.lastIndexOf(')') + 2).split(' ');

/** Every thread of this process's descendants, by "pid/tid". */
function threadTimes(): Map<string, ThreadTime> {
  const parent = new Map<number, number>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      parent.set(Number(d), Number(statFields(readFileSync(`/proc/${d}/stat`, 'utf8'))[1]));
    } catch {
      // gone meanwhile
    }
  }
  const mine = (pid: number): boolean => {
    for (let p = parent.get(pid) ?? 0, hops = 0; p > 1 && hops < 32; p = parent.get(p) ?? 0, hops++) if (p === process.pid) return true;
    return false;
  };
  const out = new Map<string, ThreadTime>();
  for (const pid of parent.keys()) {
    if (!mine(pid)) continue;
    try {
      const type = /--type=([\w-]+)/.exec(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))?.[1] ?? 'browser';
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const f = statFields(stat);
        out.set(`${pid}/${tid}`, { label: `${type}:${stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))}`, ms: (Number(f[11]) + Number(f[12])) * TICK_MS });
      }
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** Start sampling; `stop()` gives the CPU milliseconds spent since, summed by thread label. */
export function watchThreadCpu(everyMs = 20): { stop(): Map<string, number> } {
  if (!existsSync('/proc/self/task')) return { stop: () => new Map() };
  const start = threadTimes();
  const last = new Map(start);
  const sample = (): void => {
    for (const [k, v] of threadTimes()) last.set(k, v);
  };
  const timer = setInterval(sample, everyMs);
  return {
    stop(): Map<string, number> {
      clearInterval(timer);
      sample();
      const by = new Map<string, number>();
      for (const [k, v] of last) {
        const ms = v.ms - (start.get(k)?.ms ?? 0);
        if (ms > 0) by.set(v.label, (by.get(v.label) ?? 0) + ms);
      }
      return by;
    },
  };
}
