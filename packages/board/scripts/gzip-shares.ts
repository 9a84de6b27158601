/**
 * What each source file costs on the wire: for every source named in a bundle's source map, how many
 * bytes the gzipped bundle would lose without that source's characters (its marginal min+gz cost).
 * gzip shares repetition across the whole file, so these figures do not add up exactly to the total;
 * they say which file to look at, and how much removing or shrinking it can save at most.
 *
 * Used by `npm run size -- --by-file`.
 */
import { gzipSync, constants } from 'node:zlib';
import { TraceMap, eachMapping, type SourceMapInput } from '@jridgewell/trace-mapping';

/** One source's share of a bundle. */
export interface GzipShare {
  /** The source's path as the map names it. */
  readonly source: string;
  /** Characters of the bundle that map to it. */
  readonly chars: number;
  /** Bytes the gzipped bundle shrinks by when those characters are left out. */
  readonly gzip: number;
}

const gz = (text: string): number => gzipSync(text, { level: constants.Z_BEST_COMPRESSION }).length;

/** Each source's marginal gzip cost in `code`, largest first (characters the map leaves unnamed count as `?`). */
export function gzipShares(code: string, map: SourceMapInput): GzipShare[] {
  const lineStart = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStart.push(i + 1);
  const marks: { at: number; source: string }[] = [];
  eachMapping(new TraceMap(map), (m) => {
    marks.push({ at: lineStart[m.generatedLine - 1] + m.generatedColumn, source: m.source ?? '?' });
  });
  marks.sort((a, b) => a.at - b.at);
  // The bundle cut into runs, each owned by the source of the mapping that starts it.
  const runs: { source: string; text: string }[] = [];
  if (!marks.length || marks[0].at > 0) runs.push({ source: '?', text: code.slice(0, marks[0]?.at ?? code.length) });
  marks.forEach((m, i) => runs.push({ source: m.source, text: code.slice(m.at, marks[i + 1]?.at ?? code.length) }));
  const total = gz(code);
  const sources = [...new Set(runs.map((r) => r.source))];
  return sources
    .map((source) => ({
      source,
      chars: runs.reduce((n, r) => n + (r.source === source ? r.text.length : 0), 0),
      gzip: total - gz(runs.map((r) => (r.source === source ? '' : r.text)).join('')),
    }))
    .sort((a, b) => b.gzip - a.gzip);
}
