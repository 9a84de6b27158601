/**
 * Drawing the board: a labelled 7x7 grid (rank 7 at the top, as North sits), file and rank labels,
 * anarchy spots, and the glasses. Reads a `BoardView` and never changes game state.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import { CENTRE, FILES, SIZE, squareAt, type GameState } from '@tablero/engine';
import { squareLabel, type Names } from './words.ts';

/** What the grid needs to know besides the game: the view's own state and its handlers. */
export interface BoardView {
  readonly state: GameState;
  readonly names: Names;
  /** The square whose glass is picked up, or -1. */
  readonly selected: number;
  /** The keyboard cursor. */
  readonly cursor: number;
  /** Squares a click would act on now (glasses to pick, places to move to). */
  readonly playable: ReadonlySet<number>;
  /** Where the picked-up glass may go. */
  readonly targets: ReadonlySet<number>;
  /** Squares of the pullable lines (or the highlighted one). */
  readonly line: ReadonlySet<number>;
  /** The squares of this roll's moves. */
  readonly last: ReadonlySet<number>;
  /** A glass being dragged (its square), or -1. */
  readonly dragging: number;
  readonly interactive: boolean;
  readonly label: string;
}

const SPOT_RULES = (s: GameState): ReadonlySet<number> => (s.rules.start === 'spots' || s.rules.slashing ? new Set(s.rules.spots) : new Set());

/** The board grid. Squares carry `data-square` for the element's pointer and keyboard handlers. */
export function renderBoard(v: BoardView): TemplateResult {
  const s = v.state;
  const spots = SPOT_RULES(s);
  const rows: TemplateResult[] = [];
  for (let rank = SIZE - 1; rank >= 0; rank--) {
    const cells: TemplateResult[] = [];
    for (let file = 0; file < SIZE; file++) {
      const sq = squareAt(file, rank);
      const name = `${FILES[file]}${rank + 1}`;
      const tokens = ['square', name, (file + rank) % 2 === 0 ? 'dark' : 'light'];
      if (rank === 0 || rank === SIZE - 1) tokens.push('baseline');
      if (sq === CENTRE) tokens.push('centre');
      if (spots.has(sq)) tokens.push('spot');
      if (v.playable.has(sq)) tokens.push('playable');
      if (v.targets.has(sq)) tokens.push('target');
      if (v.line.has(sq)) tokens.push('line');
      if (v.last.has(sq)) tokens.push('last');
      if (v.selected === sq) tokens.push('selected');
      const cls = tokens.join(' ');
      const extra = v.targets.has(sq) ? (s.phase === 'queenToast' ? ', the glass can go here' : ', you can move here') : v.line.has(sq) ? ', in a line' : v.selected === sq ? ', picked up' : '';
      cells.push(html`<div
        role="gridcell"
        class=${cls}
        part=${cls}
        data-square=${sq}
        tabindex=${v.interactive && v.cursor === sq ? 0 : -1}
        aria-label=${squareLabel(s, sq, v.names) + extra}
        aria-selected=${v.selected === sq ? 'true' : 'false'}
      >
        ${renderGlass(s, sq, v.dragging === sq)}
      </div>`);
    }
    rows.push(html`<div role="row" aria-rowindex=${SIZE - rank}>
      <span class="rank-label" aria-hidden="true">${rank + 1}</span>${cells}
    </div>`);
  }
  return html`<div class="board" part="board" role="grid" aria-label=${v.label} aria-readonly=${v.interactive ? 'false' : 'true'}>
    ${rows}
    <span class="corner" aria-hidden="true"></span>
    ${[...FILES].map((f) => html`<span class="file-label" aria-hidden="true">${f}</span>`)}
  </div>`;
}

/** The liquid's outline in a glass's 40x46 drawing (view-motion.ts drains a copy of it). */
export const LIQUID = 'M7.6 12 L32.4 12 L29.6 40 L10.4 40 Z';

/** A glass on a square, or nothing. */
function renderGlass(s: GameState, sq: number, lifted: boolean): TemplateResult | typeof nothing {
  const g = s.at[sq];
  return g < 0 ? nothing : glassArt(s.fill[g], lifted ? ' lifted' : '');
}

/**
 * A glass holding `fill` (the pourer's side, or -1 empty): full glasses show their pourer's colour and
 * initial. `more` adds class (and part) names, e.g. " lifted".
 */
export function glassArt(fill: number, more = ''): TemplateResult {
  const side = fill === 0 ? 'south' : fill === 1 ? 'north' : 'empty';
  const tokens = `glass ${fill < 0 ? 'empty' : `full ${side}`}${more}`;
  return html`<div class=${tokens} part=${tokens} aria-hidden="true">
    <svg viewBox="0 0 40 46" focusable="false">
      <path class="cup" d="M4 4 L36 4 L31 43 L9 43 Z" />
      ${fill >= 0 ? svg`<path class="liquid ${side}" d=${LIQUID} />` : nothing}
      <path class="rim" d="M4 4 L36 4 L31 43 L9 43 Z" />
      ${fill >= 0 ? svg`<text class="mark" x="20" y="32">${fill === 0 ? 'S' : 'N'}</text>` : nothing}
    </svg>
  </div>`;
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
