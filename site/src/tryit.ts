/** Wires every `[data-tryit]` block on the page to its check in ./tasks.ts; answers go to its live region. */
import type { TableroEventName } from '@tablero/board/headless';
import type { GameState } from '@tablero/engine';
import type { Check, TaskInput, WhyNot } from './tasks.ts';

const EVENTS = [
  'tablero-move',
  'tablero-pull',
  'tablero-queen',
  'tablero-muggins',
  'tablero-action',
  'tablero-pass',
  'tablero-gameover',
] as const satisfies readonly TableroEventName[];
let wired = false;

/**
 * The checks (which use the engine's square helpers) and the engine's reasons, loaded when a board starts
 * or is clicked: they share the board's engine chunk, so a page's first paint carries none of it.
 */
interface Loaded {
  readonly tasks: typeof import('./tasks.ts');
  readonly why: WhyNot;
}
let loading: Promise<Loaded> | null = null;
const load = (): Promise<Loaded> =>
  (loading ??= Promise.all([import('./tasks.ts'), import('@tablero/engine')]).then(([tasks, engine]) => ({ tasks, why: engine.reasonIllegal })));

export function wireTasks(): void {
  if (wired) return;
  wired = true;
  for (const block of document.querySelectorAll<HTMLElement>('[data-tryit]')) {
    const name = block.dataset.tryit ?? '';
    const answer = block.querySelector<HTMLElement>('[data-tryit-answer]')!;
    let loaded: Loaded | null = null;
    let check: Check | null = null;
    /** What happened before the checks arrived, judged in order once they do. */
    const waiting: TaskInput[] = [];
    let done = false;
    let previous: string | null = null;
    const newCheck = ({ tasks }: Loaded): Check => {
      if (!tasks.isTaskName(name)) throw new Error(`TryIt: task received "${name}", expected one of ${Object.keys(tasks.TASKS).join(', ')}`);
      return tasks.TASKS[name]();
    };
    const judge = (input: TaskInput): void => {
      if (!loaded || !check) {
        waiting.push(input);
        void load().then((l) => {
          loaded = l;
          check ??= newCheck(l);
          for (const w of waiting.splice(0)) judge(w);
        });
        return;
      }
      if (done) return;
      const verdict = check({ ...input, why: loaded.why });
      if (!verdict) return;
      done = verdict.ok;
      answer.dataset.result = verdict.ok ? 'right' : 'wrong';
      answer.textContent = verdict.message;
    };
    for (const type of EVENTS) {
      block.addEventListener(type, (e) => {
        if (type === 'tablero-action') previous = null;
        judge({ kind: 'event', name: type, detail: (e as CustomEvent).detail });
      });
    }
    block.addEventListener('tablero-newgame', () => void load());
    block.addEventListener('click', (e) => {
      // A square of the board carries `part="square d4 ..."` (the board's documented parts).
      const cell = e.composedPath().find((t) => t instanceof Element && (t.getAttribute('part') ?? '').split(' ')[0] === 'square') as Element | undefined;
      void load();
      if (!cell) return;
      const board = block.querySelector('tablero-board') as (HTMLElement & { state?: GameState | null }) | null;
      const square = cell.getAttribute('part')!.split(' ')[1];
      judge({ kind: 'square', square, state: board?.state ?? null, previous });
      previous = square;
    });
    block.addEventListener('tablero-example-reset', () => {
      done = false;
      check = loaded ? newCheck(loaded) : null;
      waiting.length = 0;
      previous = null;
      delete answer.dataset.result;
      answer.textContent = '';
    });
  }
}
