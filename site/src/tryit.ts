/** Wires every `[data-tryit]` block on the page to its check in ./tasks.ts; answers go to its live region. */
import { TASKS, isTaskName, type TaskInput } from './tasks.ts';

const EVENTS = ['tablero-move', 'tablero-pull', 'tablero-queen', 'tablero-action', 'tablero-pass', 'tablero-gameover'];
let wired = false;

export function wireTasks(): void {
  if (wired) return;
  wired = true;
  for (const block of document.querySelectorAll<HTMLElement>('[data-tryit]')) {
    const name = block.dataset.tryit ?? '';
    if (!isTaskName(name)) throw new Error(`TryIt: task received "${name}", expected one of ${Object.keys(TASKS).join(', ')}`);
    const check = TASKS[name];
    const answer = block.querySelector<HTMLElement>('[data-tryit-answer]')!;
    let done = false;
    const judge = (input: TaskInput): void => {
      if (done) return;
      const verdict = check(input);
      if (!verdict) return;
      done = verdict.ok;
      answer.dataset.result = verdict.ok ? 'right' : 'wrong';
      answer.textContent = verdict.message;
    };
    for (const type of EVENTS) block.addEventListener(type, (e) => judge({ kind: 'event', name: type, detail: (e as CustomEvent).detail }));
    block.addEventListener('click', (e) => {
      // A square of the board carries `part="square d4 ..."` (the board's documented parts).
      const cell = e.composedPath().find((t) => t instanceof Element && (t.getAttribute('part') ?? '').split(' ')[0] === 'square') as Element | undefined;
      if (!cell) return;
      const board = block.querySelector('tablero-board') as (HTMLElement & { state?: any }) | null;
      judge({ kind: 'square', square: cell.getAttribute('part')!.split(' ')[1], state: board?.state ?? null });
    });
    block.addEventListener('tablero-example-reset', () => {
      done = false;
      delete answer.dataset.result;
      answer.textContent = '';
    });
  }
}
