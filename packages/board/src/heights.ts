/**
 * Height holding: during a game the panel, and each row inside it (the big-moment line, the prompt, the
 * Queen's Number and dice, the buttons, the stakes), never get shorter (each keeps the tallest height it
 * has had at this width), so neither the rows below them nor the text below the board jump up and down
 * with every turn's prompt, moment and buttons. That matters most in a game computers play, where no
 * click excuses a shift. A new game or another width starts afresh.
 */
import type { LitElement, ReactiveController } from 'lit';
import type { GameLink, TableroGame } from './game.ts';

/** The boxes whose height is held. */
const HELD = '.panel, .moment, .status, .facts, .controls, .stakes';

export class HeightHolder implements ReactiveController {
  readonly #host: LitElement;
  readonly #link: Pick<GameLink, 'game'>;
  /** The observer that follows the held boxes. */
  #observer: ResizeObserver | null = null;
  #held = new Map<Element, { width: number; height: number; game: TableroGame | null }>();

  constructor(host: LitElement, link: Pick<GameLink, 'game'>) {
    this.#host = host;
    this.#link = link;
    host.addController(this);
  }

  /** Follow the boxes' sizes after every draw (new elements after a restart are observed afresh). */
  hostUpdated(): void {
    if (typeof ResizeObserver === 'undefined') return;
    const boxes = [...this.#host.renderRoot.querySelectorAll<HTMLElement>(HELD)];
    if (boxes.length === this.#held.size && boxes.every((b) => this.#held.has(b))) return;
    // A box drawn anew (the buttons of another moment) starts afresh; the others keep their floors.
    this.#observer ??= new ResizeObserver((entries) => entries.forEach((e) => this.#hold(e)));
    const held = new Map<Element, { width: number; height: number; game: TableroGame | null }>();
    for (const b of boxes) {
      const floor = this.#held.get(b);
      if (!floor) this.#observer.observe(b);
      held.set(b, floor ?? { width: 0, height: 0, game: null });
    }
    for (const b of this.#held.keys()) if (!held.has(b)) this.#observer.unobserve(b);
    this.#held = held;
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    this.#held.clear();
  }

  #hold(entry: ResizeObserverEntry): void {
    const box = entry.target as HTMLElement;
    const size = entry.borderBoxSize?.[0];
    const floor = this.#held.get(box);
    if (!floor || !size) return;
    const width = size.inlineSize;
    const game = this.#link.game();
    if (width !== floor.width || game !== floor.game) {
      this.#held.set(box, { width, height: 0, game });
      if (box.style.minHeight) {
        // Let go of the old floor in the next frame: changing the size inside the observer's own
        // callback would be a "ResizeObserver loop" error on the host page.
        requestAnimationFrame(() => {
          box.style.minHeight = '';
        });
        return;
      }
    }
    const height = size.blockSize;
    const now = this.#held.get(box)!;
    if (height > now.height) {
      this.#held.set(box, { ...now, height });
      // In the next frame, not inside the observer's callback: the moment line sits inside the panel, and
      // a size written to one of two observed boxes, one inside the other, while the observer delivers
      // is a "ResizeObserver loop" error on the host page (the keyboard game's test caught it).
      requestAnimationFrame(() => {
        if ((this.#held.get(box)?.height ?? 0) === height) box.style.minHeight = `${height}px`;
      });
    }
  }
}
