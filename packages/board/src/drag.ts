/**
 * How a drag works: a pointer pressed on a glass that can move, then moved 8 px or more, lifts the glass
 * (it follows the pointer through the `--drag-x`/`--drag-y` custom properties); released over a square it
 * may go to, it moves there without the glide (it is already there); released anywhere else, it stays
 * picked up. A click that ends a drag is not also a tap; any other click or tap chooses its square.
 */
import type { LitElement } from 'lit';
import { chooseSquare, type InputLink } from './choose-square.ts';
import { movableGlasses, targetsFrom } from './square-marks.ts';
import { squareOfEvent } from './view-board.ts';

/** A glass pressed on: its square and where the pointer went down. */
interface Drag {
  readonly sq: number;
  readonly x: number;
  readonly y: number;
  moved: boolean;
}

/** The pointer's handlers for the board's grid (click and tap, and dragging a glass). */
export class PointerInput {
  readonly #host: LitElement;
  readonly #link: InputLink;
  /** Move a dragged glass (its move does not glide). */
  readonly #drop: (from: number, to: number) => void;
  #drag: Drag | null = null;
  #suppressClick = false;

  constructor(host: LitElement, link: InputLink, drop: (from: number, to: number) => void) {
    this.#host = host;
    this.#link = link;
    this.#drop = drop;
  }

  readonly onClick = (e: MouseEvent): void => {
    if (this.#suppressClick) {
      this.#suppressClick = false;
      return;
    }
    const sq = squareOfEvent(e);
    if (sq >= 0) chooseSquare(this.#link, sq, 'pointer');
  };

  readonly onPointerDown = (e: PointerEvent): void => {
    const sq = squareOfEvent(e);
    const game = this.#link.game();
    if (sq < 0 || !this.#link.humanActs() || game?.state.phase !== 'moving') return;
    if (!movableGlasses(game.state).has(sq)) return;
    this.#drag = { sq, x: e.clientX, y: e.clientY, moved: false };
  };

  readonly onPointerMove = (e: PointerEvent): void => {
    const d = this.#drag;
    if (!d) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < 8) return;
    if (!d.moved) {
      d.moved = true;
      this.#link.setView({ selected: d.sq, dragging: d.sq });
      (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
    }
    const glass = this.#host.renderRoot.querySelector<HTMLElement>('.glass.lifted');
    glass?.style.setProperty('--drag-x', `${dx}px`);
    glass?.style.setProperty('--drag-y', `${dy}px`);
  };

  readonly onPointerUp = (e: PointerEvent): void => {
    const d = this.#drag;
    this.#drag = null;
    if (!d || !d.moved) return;
    this.#suppressClick = true;
    this.#link.setView({ dragging: -1 });
    const root = this.#host.renderRoot as ShadowRoot;
    const under = root.elementsFromPoint?.(e.clientX, e.clientY) ?? [];
    const cell = under.map((el) => el.closest<HTMLElement>('[data-square]')).find((el) => el);
    const to = cell ? Number(cell.dataset.square) : -1;
    const s = this.#link.game()?.state;
    if (s && to >= 0 && to !== d.sq && targetsFrom(s, d.sq).has(to)) this.#drop(d.sq, to);
    // A drop anywhere else leaves the glass picked up, to be tapped or dragged again.
  };

  readonly onPointerCancel = (): void => {
    this.#drag = null;
    this.#link.setView({ dragging: -1 });
  };
}
