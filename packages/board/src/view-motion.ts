/**
 * Glasses glide to their new squares instead of jumping, so a reader can follow a move (a computer's
 * above all). After each draw the board compares where every glass stands with where it stood at the
 * draw before and animates each glass that changed square from its old square's place to its new one
 * (Web Animations, transform only). Nothing moves under `prefers-reduced-motion: reduce`.
 */
import type { LitElement, ReactiveController } from 'lit';
import type { TableroGame } from './game.ts';
import { cellAt } from './view-board.ts';

/** Where each glass stood at the last draw (its square, or -1 off the board). */
export type GlassSquares = readonly number[];

/** How long a glass takes to cross the board, in ms, by the distance it goes (in squares). */
export const glideTime = (squares: number, limit: number): number => Math.min(limit, 160 + 45 * squares);

/**
 * Animate every glass that changed square between `before` and `after`. `cellOf` finds a square's
 * cell; `limit` caps a glide's length (so a fast computer's next move never waits on the last one).
 * Returns the animations started (none with reduced motion, or when nothing moved).
 */
export function glide(before: GlassSquares, after: GlassSquares, cellOf: (sq: number) => HTMLElement | null, limit: number): Animation[] {
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

const reducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** After each draw of the element, the glasses that moved since the last draw glide from their old squares. */
export class MoveGlider implements ReactiveController {
  readonly #host: LitElement;
  readonly #game: () => TableroGame | null;
  readonly #botDelay: () => number;
  /** Where each glass stood at the last draw, and in which game: moves glide from there. */
  #drawn: { game: TableroGame; squares: GlassSquares } | null = null;
  /** The next draw's moves do not glide (a dragged glass is already where it was dropped). */
  #skip = false;

  /** `botDelay` gives a computer's delay: a glide never outlasts it by much. */
  constructor(host: LitElement, game: () => TableroGame | null, botDelay: () => number) {
    this.#host = host;
    this.#game = game;
    this.#botDelay = botDelay;
    host.addController(this);
  }

  /** The next draw's moves jump instead of gliding. */
  skipNext(): void {
    this.#skip = true;
  }

  hostUpdated(): void {
    const game = this.#game();
    if (!game) return;
    const squares = game.state.squareOf;
    if (this.#drawn?.game === game && this.#drawn.squares !== squares && !this.#skip) {
      glide(this.#drawn.squares, squares, (sq) => cellAt(this.#host.renderRoot, sq), Math.max(150, Math.min(500, this.#botDelay() * 0.7)));
    }
    this.#drawn = { game, squares };
    this.#skip = false;
  }
}
