/** The Embedding guide's live event list: every `tablero-*` event a board fires, in a short line each. */
import { TABLERO_EVENTS } from '@tablero/board/headless';

/** Lines kept in the list. */
const LIMIT = 60;

/** The detail as short JSON; the engine's whole state (in `tablero-action`) is left out. */
export function summarise(name: string, detail: unknown): string {
  if (name === 'tablero-action') return JSON.stringify({ action: (detail as { action?: unknown })?.action });
  return JSON.stringify(detail) ?? '';
}

let wired = false;

export function wireEventLogs(): void {
  if (wired) return;
  wired = true;
  for (const demo of document.querySelectorAll<HTMLElement>('[data-event-log]')) {
    const list = demo.querySelector<HTMLOListElement>('[data-event-log-list]')!;
    const empty = demo.querySelector<HTMLElement>('[data-event-log-empty]')!;
    for (const name of TABLERO_EVENTS) {
      demo.addEventListener(name, (e) => {
        const item = document.createElement('li');
        const code = document.createElement('code');
        code.textContent = name;
        item.append(code, ' ', summarise(name, (e as CustomEvent).detail));
        list.prepend(item);
        while (list.children.length > LIMIT) list.lastElementChild?.remove();
        empty.hidden = true;
      });
    }
    demo.querySelector('[data-event-log-clear]')?.addEventListener('click', () => {
      list.replaceChildren();
      empty.hidden = false;
    });
  }
}
