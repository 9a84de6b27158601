/**
 * Drawing the board: a labelled 7x7 grid (rank 7 at the top, as North sits), file and rank labels,
 * anarchy spots, and the glasses. Reads a `BoardView` and never changes game state.
 *
 * A board draws often and many boards may share a page, so the grid is light in memory: its fixed
 * structure (rows, labels, the 49 cells with their names) is built once per module and cloned per board,
 * and one directive on the grid element sets each square's changing attributes and glass, touching only
 * the squares whose state changed since the last draw. No Lit part per square, no SVG where no glass
 * stands.
 */
import { html, isServer, noChange, type TemplateResult } from 'lit';
import { Directive, directive, type ElementPart } from 'lit/directive.js';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { CENTRE, FILES, SIDE_NAMES, SIZE, glassesShownEmpty, squareAt, type GameState } from '@tablero/engine';
import type { ViewState } from './view-state.ts';
import { squareLabel } from './labels.ts';
import type { Names } from './words.ts';

/** What the grid needs to know besides the game: the view's own state and its handlers. */
export interface BoardView extends Pick<ViewState, 'selected' | 'cursor' | 'dragging'> {
  readonly state: GameState;
  readonly names: Names;
  /** Squares a click would act on now (glasses to pick, places to move to). */
  readonly playable: ReadonlySet<number>;
  /** Where the picked-up glass may go. */
  readonly targets: ReadonlySet<number>;
  /** Squares of the pullable lines (or the highlighted one). */
  readonly line: ReadonlySet<number>;
  /** The squares of this roll's moves. */
  readonly last: ReadonlySet<number>;
  readonly interactive: boolean;
  readonly label: string;
}

/**
 * The board grid. Squares carry `data-square` for the element's pointer and keyboard handlers. Rendered
 * on a server (Lit's server rendering, which runs no directive's `update`), the squares come as markup
 * equal to what the directive draws in a browser, so a server-rendered board looks like the live one.
 */
export function renderBoard(v: BoardView): TemplateResult {
  if (isServer) {
    return html`<div class="board" part="board" role="grid" aria-label=${v.label} aria-readonly=${v.interactive ? 'false' : 'true'}>
      ${unsafeHTML(gridMarkup(v))}
    </div>`;
  }
  return html`<div class="board" part="board" role="grid" aria-label=${v.label} aria-readonly=${v.interactive ? 'false' : 'true'} ${squares(v)}></div>`;
}

/** Each side's class (and part) name, South first: its glasses, liquid, stake and turn marker. */
export const SIDE_CLASS = ['south', 'north'] as const;

/** A square's class (and part) names that change in play, after its fixed ones, in this order. */
const FLAGS = ['spot', 'playable', 'target', 'line', 'last', 'selected'] as const;
/** Bits of a square's drawn state past the FLAGS: the keyboard cursor (tabindex 0), then its glass. */
const CURSOR = 1 << FLAGS.length;
const GLASS = CURSOR << 1;

/** A square's fixed class names: "square d4 light", then "baseline" and "centre" where they apply. */
function fixedTokens(sq: number): string {
  const file = sq % SIZE;
  const rank = Math.floor(sq / SIZE);
  const base = `square ${FILES[file]}${rank + 1} ${(file + rank) % 2 === 0 ? 'dark' : 'light'}`;
  return base + (rank === 0 || rank === SIZE - 1 ? ' baseline' : '') + (sq === CENTRE ? ' centre' : '');
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A new element with these attributes, in this order (an SVG one when `ns` is SVG_NS). */
function make(tag: string, attrs: Record<string, string>, ns = 'http://www.w3.org/1999/xhtml'): Element {
  const el = document.createElementNS(ns, tag);
  for (const k in attrs) el.setAttribute(k, attrs[k]);
  return el;
}

/** A label beside the squares, hidden from screen readers (every square names itself). */
const label = (cls: string, text: string): Element => {
  const el = make('span', { class: cls, 'aria-hidden': 'true' });
  el.textContent = text;
  return el;
};

/** The grid's fixed structure, built on first use and cloned for each board. */
let gridModel: DocumentFragment | null = null;

function gridStructure(): DocumentFragment {
  if (gridModel) return gridModel;
  gridModel = document.createDocumentFragment();
  for (let rank = SIZE - 1; rank >= 0; rank--) {
    const row = gridModel.appendChild(make('div', { role: 'row', 'aria-rowindex': String(SIZE - rank) }));
    row.append(label('rank-label', String(rank + 1)));
    for (let file = 0; file < SIZE; file++) {
      const sq = squareAt(file, rank);
      const tokens = fixedTokens(sq);
      // The changing attributes get their places here (Lit's order) and their values on the first draw.
      row.append(
        make('div', { role: 'gridcell', class: tokens, part: tokens, 'data-square': String(sq), tabindex: '-1', 'aria-label': '', 'aria-selected': 'false' }),
      );
    }
  }
  gridModel.append(label('corner', ''), ...[...FILES].map((f) => label('file-label', f)));
  return gridModel;
}

/**
 * Draws the squares into the grid element it is bound to: the structure on the first draw, then each
 * square's class and part names, tabindex, aria-label, aria-selected and glass, only where they changed.
 */
class Squares extends Directive {
  /**
   * Each square's state as last drawn: FLAGS bits, CURSOR, and its glass (0 none, else GLASS times
   * fill + 2). Empty before the first draw.
   */
  #drawn: number[] = [];

  render(_view: BoardView): unknown {
    return noChange;
  }

  override update(part: ElementPart, [v]: [BoardView]): unknown {
    const s = v.state;
    const grid = part.element;
    if (!this.#drawn.length) {
      grid.append(gridStructure().cloneNode(true));
      this.#drawn = Array.from({ length: SIZE * SIZE }, () => -1);
    }
    const marks = marksOf(v);
    for (const cell of grid.querySelectorAll('[role="gridcell"]')) {
      const sq = Number(cell.getAttribute('data-square'));
      const flags = flagsOf(v, marks, sq);
      const g = s.at[sq];
      const drawn = flags + (g < 0 ? 0 : GLASS * (s.fill[g] + 2));
      const before = this.#drawn[sq];
      if (drawn !== before) {
        const changed = before < 0 ? -1 : drawn ^ before;
        if (changed & (CURSOR - 1)) {
          const tokens = squareTokens(sq, flags);
          cell.setAttribute('class', tokens);
          cell.setAttribute('part', tokens);
          cell.setAttribute('aria-selected', v.selected === sq ? 'true' : 'false');
        }
        if (changed & CURSOR) cell.setAttribute('tabindex', flags & CURSOR ? '0' : '-1');
        if (Math.floor(drawn / GLASS) !== Math.floor(before / GLASS)) placeGlass(cell, before >= GLASS, g < 0 ? null : shownFill(s, g));
        this.#drawn[sq] = drawn;
      }
      // The square's own glass comes first in its cell (the ghosts view-motion.ts adds come after).
      if (g >= 0) setTokens(cell.firstElementChild as Element, glassTokens(shownFill(s, g), `${readyMark(s, g)}${v.dragging === sq ? ' lifted' : ''}`));
      const label = cellLabel(v, sq);
      if (cell.getAttribute('aria-label') !== label) cell.setAttribute('aria-label', label);
    }
    return noChange;
  }
}

/** The square sets behind FLAGS, in their order (the last flag, `selected`, is the view's own). */
function marksOf(v: BoardView): ReadonlySet<number>[] {
  const s = v.state;
  const spots = new Set(s.rules.start === 'spots' || s.rules.slashing ? s.rules.spots : []);
  return [spots, v.playable, v.targets, v.line, v.last];
}

/** A square's FLAGS bits, and CURSOR where the keyboard cursor stands on an interactive board. */
function flagsOf(v: BoardView, marks: readonly ReadonlySet<number>[], sq: number): number {
  let flags = 0;
  for (let i = 0; i < marks.length; i++) if (marks[i].has(sq)) flags |= 1 << i;
  if (v.selected === sq) flags |= 1 << (FLAGS.length - 1);
  if (v.interactive && v.cursor === sq) flags |= CURSOR;
  return flags;
}

/** A square's class (and part) names: its fixed ones, then its flags. */
const squareTokens = (sq: number, flags: number): string => [fixedTokens(sq), ...FLAGS.filter((_, i) => flags & (1 << i))].join(' ');

/** What a screen reader hears for a square: its name and glass, and what a click would do there. */
function cellLabel(v: BoardView, sq: number): string {
  const extra = v.targets.has(sq)
    ? v.state.phase === 'queenToast'
      ? ', the glass can go here'
      : ', you can move here'
    : v.line.has(sq)
      ? ', in a line'
      : v.selected === sq
        ? ', picked up'
        : '';
  return squareLabel(v.state, sq, v.names) + extra;
}

/** Text and attribute values escaped for markup. */
const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A glass as markup, the same element `glassNode` builds (server rendering has no DOM to build it in). */
function glassMarkup(fill: number, more: string): string {
  const tokens = glassTokens(fill, more);
  const liquid = fill >= 0 ? `<path class="liquid ${SIDE_CLASS[fill]}" d="${LIQUID}"></path>` : '';
  const mark = fill >= 0 ? `<text class="mark" x="20" y="32">${SIDE_NAMES[fill][0]}</text>` : '';
  return (
    `<div aria-hidden="true" class="${tokens}" part="${tokens}"><svg viewBox="0 0 40 46" focusable="false">` +
    `<path class="cup" d="${CUP}"></path>${liquid}<path class="rim" d="${CUP}"></path>${mark}</svg></div>`
  );
}

/** The grid's rows, squares, glasses and labels as markup: what `Squares` draws on its first draw. */
function gridMarkup(v: BoardView): string {
  const s = v.state;
  const marks = marksOf(v);
  const labelMarkup = (cls: string, text: string) => `<span class="${cls}" aria-hidden="true">${escapeMarkup(text)}</span>`;
  let out = '';
  for (let rank = SIZE - 1; rank >= 0; rank--) {
    out += `<div role="row" aria-rowindex="${SIZE - rank}">${labelMarkup('rank-label', String(rank + 1))}`;
    for (let file = 0; file < SIZE; file++) {
      const sq = squareAt(file, rank);
      const flags = flagsOf(v, marks, sq);
      const tokens = squareTokens(sq, flags);
      const g = s.at[sq];
      const glass = g < 0 ? '' : glassMarkup(shownFill(s, g), `${readyMark(s, g)}${v.dragging === sq ? ' lifted' : ''}`);
      out +=
        `<div role="gridcell" class="${tokens}" part="${tokens}" data-square="${sq}" tabindex="${flags & CURSOR ? '0' : '-1'}" ` +
        `aria-label="${escapeMarkup(cellLabel(v, sq))}" aria-selected="${v.selected === sq ? 'true' : 'false'}">${glass}</div>`;
    }
    out += '</div>';
  }
  return out + labelMarkup('corner', '') + [...FILES].map((f) => labelMarkup('file-label', f)).join('');
}

/**
 * What glass `g` is drawn holding: its fill, except in One Man's Poison, where every glass stands empty
 * until its shot is poured, just before it is drunk.
 */
const shownFill = (s: GameState, g: number): number => (glassesShownEmpty(s.rules) ? -1 : s.fill[g]);

/** One Man's Poison: a glass set out (its shot not yet poured) is marked ` ready`, apart from a glass left empty. */
const readyMark = (s: GameState, g: number): string => (glassesShownEmpty(s.rules) && s.fill[g] >= 0 ? ' ready' : '');

/**
 * Puts a glass holding `fill` in a cell (or none, for null); `had` says whether one stands there. A glass
 * that stays keeps its element (an animation on it goes on) and gets a new drawing.
 */
function placeGlass(cell: Element, had: boolean, fill: number | null): void {
  const old = had ? cell.firstElementChild : null;
  if (fill === null) old?.remove();
  else if (old) old.replaceChildren(glassNode(fill).firstChild as Node);
  else cell.prepend(glassNode(fill));
}

/** The grid's squares (see `Squares`); bound to the grid element. */
const squares = directive(Squares);

/** The liquid's outline in a glass's 40x46 drawing (view-motion.ts drains a copy of it). */
const LIQUID = 'M7.6 12 L32.4 12 L29.6 40 L10.4 40 Z';
const CUP = 'M4 4 L36 4 L31 43 L9 43 Z';

/** A glass's class (and part) names. */
const glassTokens = (fill: number, more: string): string => `glass ${fill < 0 ? 'empty' : `full ${SIDE_CLASS[fill]}`}${more}`;

/** Sets an element's class and part names, when they changed. */
function setTokens(el: Element, tokens: string): void {
  if (el.getAttribute('class') === tokens) return;
  el.setAttribute('class', tokens);
  el.setAttribute('part', tokens);
}

/** The three glasses (empty, South's, North's), built on first use and cloned. */
const glassModels: HTMLElement[] = [];

/** The liquid a side poured (`fill` 0 South, 1 North), with `more` class names (view-motion drains a copy). */
export const liquidNode = (fill: number, more = ''): Element => make('path', { class: `liquid ${SIDE_CLASS[fill]}${more}`, d: LIQUID }, SVG_NS);

/**
 * A glass holding `fill` (the pourer's side, or -1 empty): full glasses show their pourer's colour and
 * initial. `more` adds class (and part) names, e.g. " leaving".
 */
export function glassNode(fill: number, more = ''): HTMLElement {
  let model = glassModels[fill + 1];
  if (!model) {
    model = make('div', { 'aria-hidden': 'true' }) as HTMLElement;
    const drawing = model.appendChild(make('svg', { viewBox: '0 0 40 46', focusable: 'false' }, SVG_NS));
    drawing.append(make('path', { class: 'cup', d: CUP }, SVG_NS));
    if (fill >= 0) drawing.append(liquidNode(fill));
    drawing.append(make('path', { class: 'rim', d: CUP }, SVG_NS));
    if (fill >= 0) drawing.appendChild(make('text', { class: 'mark', x: '20', y: '32' }, SVG_NS)).textContent = SIDE_NAMES[fill][0];
    glassModels[fill + 1] = model;
  }
  const glass = model.cloneNode(true) as HTMLElement;
  setTokens(glass, glassTokens(fill, more));
  return glass;
}

/** Where the keyboard cursor goes for an arrow key (rank 7 is up), staying on the board. */
export function moveCursor(sq: number, key: string): number {
  const file = sq % SIZE;
  const rank = Math.floor(sq / SIZE);
  switch (key) {
    case 'ArrowUp':
      return rank < SIZE - 1 ? sq + SIZE : sq;
    case 'ArrowDown':
      return rank > 0 ? sq - SIZE : sq;
    case 'ArrowLeft':
      return file > 0 ? sq - 1 : sq;
    case 'ArrowRight':
      return file < SIZE - 1 ? sq + 1 : sq;
    case 'Home':
      return sq - file;
    case 'End':
      return sq - file + SIZE - 1;
    case 'PageUp':
      return file + (SIZE - 1) * SIZE;
    case 'PageDown':
      return file;
    default:
      return sq;
  }
}

/** The square an event happened on (the nearest `data-square` on its path, across the shadow root), or -1. */
export function squareOfEvent(e: Event): number {
  for (const el of e.composedPath()) {
    if (el instanceof HTMLElement && el.dataset.square !== undefined) return Number(el.dataset.square);
  }
  return -1;
}

/** A square's cell in the drawn board. */
export const cellAt = (root: ParentNode, sq: number): HTMLElement | null => root.querySelector<HTMLElement>(`[data-square="${sq}"]`);
