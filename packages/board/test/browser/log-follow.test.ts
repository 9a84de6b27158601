/**
 * The game's log follows its newest line, unless the reader has scrolled back to read: then it stays
 * where they left it until they scroll to the end again.
 */
import { expect } from '@open-wc/testing';
import { makeBoard, until, type TableroBoard } from './board-helpers.ts';

const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));
const actions = (b: TableroBoard): number => b.game?.record.actions.length ?? 0;
const over = (b: TableroBoard): boolean => b.state?.phase === 'over';
const logOf = (b: TableroBoard): HTMLElement => b.shadowRoot!.querySelector<HTMLElement>('.log')!;
const atEnd = (log: HTMLElement): boolean => log.scrollTop + log.clientHeight >= log.scrollHeight - 2;

/** Let the computers play six more actions (or to the end), pause them, and let the log draw. */
async function playSixMore(b: TableroBoard): Promise<void> {
  const from = actions(b);
  b.paused = false;
  await until(() => actions(b) >= from + 6 || over(b), 60_000);
  b.paused = true;
  await frame();
  await frame();
}

/** Wait for a scroll event from the log (the reader's scroll has been seen). */
const scrolled = (log: HTMLElement): Promise<void> => new Promise((resolve) => log.addEventListener('scroll', () => resolve(), { once: true }));

describe('the log', () => {
  let board: TableroBoard | null = null;
  afterEach(() => board?.remove());

  it('keeps to its end as lines come, stays where a reader scrolled back, and follows again from the end', async function () {
    this.timeout(120_000);
    board = await makeBoard({ players: 'A:random, B:random', 'bot-delay': '30', seed: '21' });
    board.style.width = '700px';
    const log = logOf(board);
    await until(() => log.scrollHeight > log.clientHeight + 200 || over(board!), 100_000);
    board.paused = true;
    await frame();
    await frame();
    expect(log.scrollHeight, 'the log overflows its box').to.be.above(log.clientHeight);
    expect(atEnd(log), 'at the newest line').to.equal(true);

    // The reader scrolls back to the top; more lines come.
    const seen = scrolled(log);
    log.scrollTop = 0;
    await seen;
    await playSixMore(board);
    expect(log.scrollTop, 'left where the reader scrolled').to.equal(0);

    // Back at the end, it follows again.
    const back = scrolled(log);
    log.scrollTop = log.scrollHeight;
    await back;
    await playSixMore(board);
    expect(atEnd(log), 'following the newest line again').to.equal(true);
  });
});
