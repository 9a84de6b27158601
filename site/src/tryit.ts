/** Wires every `[data-tryit]` block on the page to its check in ./tasks.ts; answers go to its live region. */
import type { GameState } from '@tablero/engine';
import { TASKS, isTaskName, type TaskInput, type WhyNot } from './tasks.ts';

const EVENTS = ['tablero-move', 'tablero-pull', 'tablero-queen', 'tablero-muggins', 'tablero-action', 'tablero-pass', 'tablero-gameover'];
let wired = false;

/** The engine's reasons, loaded with the board (the same chunk), so a page's first paint carries none of it. */
let why: WhyNot | null = null;
let asked = false;
const loadWhy = (): void => {
  if (asked) return;
  asked = true;
  void import('@tablero/engine').then((engine) => {
    why = engine.reasonIllegal;
  });
};

export function wireTasks(): void {
  if (wired) return;
  wired = true;
  for (const block of document.querySelectorAll<HTMLElement>('[data-tryit]')) {
    const name = block.dataset.tryit ?? '';
    if (!isTaskName(name)) throw new Error(`TryIt: task received "${name}", expected one of ${Object.keys(TASKS).join(', ')}`);
    const task = TASKS[name];
    let check = task();
    const answer = block.querySelector<HTMLElement>('[data-tryit-answer]')!;
    let done = false;
    let previous: string | null = null;
    const judge = (input: TaskInput): void => {
      if (done) return;
      const verdict = check(input);
      if (!verdict) return;
      done = verdict.ok;
      answer.dataset.result = verdict.ok ? 'right' : 'wrong';
      answer.textContent = verdict.message;
    };
    for (const type of EVENTS) {
      block.addEventListener(type, (e) => {
        if (type === 'tablero-action') previous = null;
        judge({ kind: 'event', name: type, detail: (e as CustomEvent).detail, why });
      });
    }
    block.addEventListener('tablero-newgame', loadWhy);
    block.addEventListener('click', (e) => {
      // A square of the board carries `part="square d4 ..."` (the board's documented parts).
      const cell = e.composedPath().find((t) => t instanceof Element && (t.getAttribute('part') ?? '').split(' ')[0] === 'square') as Element | undefined;
      loadWhy();
      if (!cell) return;
      const board = block.querySelector('tablero-board') as (HTMLElement & { state?: GameState | null }) | null;
      const square = cell.getAttribute('part')!.split(' ')[1];
      judge({ kind: 'square', square, state: board?.state ?? null, previous, why });
      previous = square;
    });
    block.addEventListener('tablero-example-reset', () => {
      done = false;
      check = task();
      previous = null;
      delete answer.dataset.result;
      answer.textContent = '';
    });
  }
}
