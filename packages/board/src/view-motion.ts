/**
 * Glasses glide to their new squares instead of jumping, so a reader can follow a move (a computer's
 * above all). After each draw the board compares where every glass stands with where it stood at the
 * draw before and animates each glass that changed square from its old square's place to its new one
 * (Web Animations, transform only). Pours show too: a glass that is filled (a refill, the centre glass, a
 * courtesy fill) fills from the bottom up, a glass that is drunk or pulled drains, a glass put on the
 * board grows into its square and one taken off it (to be replenished) fades from its square. Nothing
 * moves under `prefers-reduced-motion: reduce`.
 */
import type { LitElement, ReactiveController } from 'lit';
import { glassesShownEmpty } from '@tablero/engine';
import type { GameLink, TableroGame } from './game.ts';
import { cellAt, glassNode, liquidNode } from './view-board.ts';

/** Where each glass stood at the last draw (its square, or -1 off the board). */
type GlassSquares = readonly number[];

/** How long a glass takes to cross the board, in ms, by the distance it goes (in squares). */
const glideTime = (squares: number, limit: number): number => Math.min(limit, 160 + 45 * squares);

/**
 * Animate every glass that changed square between `before` and `after`. `cellOf` finds a square's
 * cell; `limit` caps a glide's length (so a fast computer's next move never waits on the last one).
 * Returns the animations started (none with reduced motion, or when nothing moved).
 */
function glide(before: GlassSquares, after: GlassSquares, cellOf: (sq: number) => HTMLElement | null, limit: number): Animation[] {
  if (reducedMotion()) return [];
  const started: Animation[] = [];
  for (let g = 0; g < after.length; g++) {
    const from = before[g];
    const to = after[g];
    if (from === undefined || from < 0 || to < 0 || from === to) continue;
    const a = cellOf(from);
    const b = cellOf(to);
    const glass = b?.querySelector<HTMLElement>('.glass');
    if (!a || !b || !glass) continue;
    const ra = a.getBoundingClientRect();
    const rb = b.getBoundingClientRect();
    const dx = ra.left - rb.left;
    const dy = ra.top - rb.top;
    const distance = Math.max(Math.abs(dx) / (rb.width || 1), Math.abs(dy) / (rb.height || 1));
    // On its way the glass is drawn above the squares it passes over.
    b.style.zIndex = '2';
    const anim = glass.animate([{ transform: `translate(${dx}px, ${dy}px) scale(1.12)` }, { transform: 'translate(0, 0) scale(1)' }], {
      duration: glideTime(Math.round(distance), limit),
      easing: 'cubic-bezier(0.3, 0.7, 0.3, 1)',
    });
    const done = (): void => void b.style.removeProperty('z-index');
    // Finished, or cancelled (the promise rejects): the square goes back to its place in the stack.
    anim.finished.then(done, done);
    started.push(anim);
  }
  return started;
}

/** Where each glass stood and what it held at a draw (`fill`: the pourer's side, or -1 empty). */
export interface GlassesDrawn {
  readonly squares: readonly number[];
  readonly fill: readonly number[];
}

/** How long a pour (filling or draining one glass) lasts, in ms, before `limit` caps it. */
const POUR_TIME = 420;

/** Liquid rising or falling: its bottom edge stays put. */
const LEVEL = { transformBox: 'fill-box', transformOrigin: '50% 100%' } as const;

/**
 * Animate every glass whose contents changed between `before` and `after`, or that was put on the board:
 * filled glasses fill up, emptied glasses drain (a copy of the liquid they held, removed when it is
 * done), glasses put on the board grow in, glasses taken off fade out (a copy, removed when it is done).
 * Returns the animations started (none with reduced motion).
 */
function pour(before: GlassesDrawn, after: GlassesDrawn, cellOf: (sq: number) => HTMLElement | null, limit: number): Animation[] {
  if (reducedMotion()) return [];
  const started: Animation[] = [];
  const duration = Math.min(POUR_TIME, limit);
  const gone = (el: Element) => (): void => el.remove();
  for (let g = 0; g < after.squares.length; g++) {
    const sq = after.squares[g];
    const was = before.fill[g] ?? -1;
    const now = after.fill[g] ?? -1;
    const left = before.squares[g] ?? -1;
    if (sq < 0 && left >= 0) {
      const cell = cellOf(left);
      if (!cell) continue;
      const ghost = cell.appendChild(glassNode(was, ' leaving'));
      const anim = ghost.animate(
        [
          { transform: 'scale(1)', opacity: 1 },
          { transform: 'scale(0.4)', opacity: 0 },
        ],
        { duration, easing: 'ease-in', fill: 'forwards' },
      );
      anim.finished.then(gone(ghost), gone(ghost));
      started.push(anim);
      continue;
    }
    const glass = sq >= 0 ? cellOf(sq)?.querySelector<HTMLElement>('.glass') : null;
    if (!glass) continue;
    if (left < 0) {
      started.push(
        glass.animate(
          [
            { transform: 'scale(0.4)', opacity: 0 },
            { transform: 'scale(1)', opacity: 1 },
          ],
          { duration, easing: 'ease-out' },
        ),
      );
      continue;
    }
    if (was === now) continue;
    if (now >= 0) {
      const liquid = glass.querySelector<SVGElement>('.liquid');
      if (liquid)
        started.push(
          liquid.animate(
            [
              { ...LEVEL, transform: 'scaleY(0)' },
              { ...LEVEL, transform: 'scaleY(1)' },
            ],
            { duration, easing: 'ease-in' },
          ),
        );
    } else {
      const svgEl = glass.querySelector('svg');
      if (!svgEl) continue;
      // The glass is drawn empty already; a copy of its old liquid drains in the cup, then goes.
      const ghost = liquidNode(was, ' draining');
      svgEl.insertBefore(ghost, svgEl.querySelector('.rim'));
      const anim = ghost.animate(
        [
          { ...LEVEL, transform: 'scaleY(1)' },
          { ...LEVEL, transform: 'scaleY(0)' },
        ],
        { duration, easing: 'ease-in', fill: 'forwards' },
      );
      anim.finished.then(gone(ghost), gone(ghost));
      started.push(anim);
    }
  }
  return started;
}

const reducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * After each draw of the element, the glasses that moved since the last draw glide from their old squares,
 * and the ones filled, emptied, put on or taken off the board pour (see `pour`).
 */
export class MoveGlider implements ReactiveController {
  readonly #host: LitElement;
  readonly #link: Pick<GameLink, 'game' | 'botDelay'>;
  /** Where each glass stood and what it held at the last draw, and in which game: changes animate from there. */
  #drawn: { game: TableroGame; glasses: GlassesDrawn } | null = null;
  /** The next draw's moves do not glide (a dragged glass is already where it was dropped). */
  #skip = false;

  /** `link` gives the game and a computer's delay: a glide never outlasts it by much. */
  constructor(host: LitElement, link: Pick<GameLink, 'game' | 'botDelay'>) {
    this.#host = host;
    this.#link = link;
    host.addController(this);
  }

  /** The next draw's moves jump instead of gliding. */
  skipNext(): void {
    this.#skip = true;
  }

  hostUpdated(): void {
    const game = this.#link.game();
    if (!game) return;
    const glasses: GlassesDrawn = { squares: game.state.squareOf, fill: game.state.fill };
    const before = this.#drawn?.game === game ? this.#drawn.glasses : null;
    if (before && (before.squares !== glasses.squares || before.fill !== glasses.fill)) {
      const limit = Math.max(150, Math.min(500, this.#link.botDelay() * 0.7));
      const cellOf = (sq: number): HTMLElement | null => cellAt(this.#host.renderRoot, sq);
      if (!this.#skip) glide(before.squares, glasses.squares, cellOf, limit);
      // One Man's Poison: glasses stand empty on the board, so nothing is seen to fill or drain.
      if (!glassesShownEmpty(game.state.rules)) pour(before, glasses, cellOf, limit);
    }
    this.#drawn = { game, glasses };
    this.#skip = false;
  }
}
