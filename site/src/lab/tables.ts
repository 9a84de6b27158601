/**
 * The Variant lab's numbers: one table per group of statistics (A, B, the difference, the test and
 * whether the difference is more than chance), each beside an empty slot its chart is drawn into.
 * The tables are the charts' text alternative.
 */
import { STAT_GROUPS, statLabel, type StatGroup } from './stat-labels.ts';
import { type ComparisonRow, type Summary } from '@tablero/engine/sim';

/** Each group's heading and what its chart shows. */
export const GROUP_TITLES: Record<StatGroup, string> = {
  length: 'Game length in rolls',
  endings: 'How games end',
  starter: "The starting player's wins",
  drunk: 'Shots drunk by each side',
  pulls: 'Pulls by size',
  events: "Full Pulls, Kendals, Queen's toasts and muggins calls",
  skunks: 'Skunks and royal skunks',
};

const pct = (x: number): string => `${(100 * x).toFixed(2)}%`;
const signed = (s: string): string => (s.startsWith('-') ? `−${s.slice(1)}` : `+${s}`);

/** A statistic's value as the table shows it. */
export function formatValue(row: Pick<ComparisonRow, 'kind'>, x: number): string {
  return row.kind === 'rate' ? pct(x) : x.toFixed(3);
}

function formatP(p: number): string {
  if (Number.isNaN(p)) return 'n/a';
  return p < 0.0001 ? '< 0.0001' : p.toFixed(4);
}

function cell(tag: 'td' | 'th', text: string, scope?: string): HTMLTableCellElement {
  const el = document.createElement(tag);
  el.textContent = text;
  if (scope) el.scope = scope;
  return el;
}

function tableRow(cells: HTMLTableCellElement[]): HTMLTableRowElement {
  const tr = document.createElement('tr');
  tr.append(...cells);
  return tr;
}

/** Rows without a test: figures that only describe (the spread of lengths, the interval). */
function extraRows(group: StatGroup, a: Summary, b: Summary): [string, string, string][] {
  if (group === 'length')
    return [
      ['median length', String(a.length.median), String(b.length.median)],
      ['standard deviation', a.length.sd.toFixed(1), b.length.sd.toFixed(1)],
      ['shortest and longest', `${a.length.min} to ${a.length.max}`, `${b.length.min} to ${b.length.max}`],
    ];
  if (group === 'starter') {
    const ci = (s: Summary): string => `${pct(s.starter.winRateCi95[0])} to ${pct(s.starter.winRateCi95[1])}`;
    return [['95% confidence interval (Wilson)', ci(a), ci(b)]];
  }
  return [];
}

/**
 * Draw every group's table into `host` (emptied first); returns each group's chart slot.
 */
export function renderTables(host: HTMLElement, rows: readonly ComparisonRow[], a: Summary, b: Summary): Record<StatGroup, HTMLElement> {
  host.replaceChildren();
  const slots = {} as Record<StatGroup, HTMLElement>;
  for (const group of STAT_GROUPS) {
    const section = document.createElement('section');
    section.className = 'lab-group';
    section.dataset.group = group;
    const h = document.createElement('h3');
    h.id = `lab-group-${group}`;
    h.textContent = GROUP_TITLES[group];
    section.setAttribute('aria-labelledby', h.id);
    const pair = document.createElement('div');
    pair.className = 'lab-pair';
    const chart = document.createElement('figure');
    chart.className = 'lab-chart';
    const table = document.createElement('table');
    table.id = `lab-table-${group}`;
    const caption = document.createElement('caption');
    caption.textContent = `${GROUP_TITLES[group]}: the numbers`;
    const head = document.createElement('thead');
    head.append(tableRow(['Statistic', 'A', 'B', 'A − B', 'Test', 'p', 'More than chance?'].map((t) => cell('th', t, 'col'))));
    const body = document.createElement('tbody');
    for (const r of rows.filter((x) => statLabel(x.key).group === group)) {
      const tr = tableRow([
        cell('th', statLabel(r.key).label, 'row'),
        cell('td', formatValue(r, r.a)),
        cell('td', formatValue(r, r.b)),
        cell('td', signed(r.kind === 'rate' ? (100 * r.diff).toFixed(2) + ' pts' : r.diff.toFixed(3))),
        cell('td', r.test),
        cell('td', formatP(r.p)),
        cell('td', Number.isNaN(r.p) ? 'cannot tell' : r.significant ? 'yes' : 'no'),
      ]);
      tr.dataset.key = r.key;
      body.append(tr);
    }
    for (const [label, va, vb] of extraRows(group, a, b))
      body.append(tableRow([cell('th', label, 'row'), cell('td', va), cell('td', vb), cell('td', ''), cell('td', ''), cell('td', ''), cell('td', '')]));
    table.append(caption, head, body);
    pair.append(chart, table);
    section.append(h, pair);
    host.append(section);
    slots[group] = chart;
  }
  return slots;
}
