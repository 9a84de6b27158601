/**
 * Layout shift while computers play: two computer-vs-computer boards on one page must not move what is
 * around them (or inside them) as their games go on. Measured as the page's own layout-shift entries.
 */
import { expect } from '@open-wc/testing';
import { makeBoard, until, type TableroBoard } from './board-helpers.ts';

/** The sum of layout-shift values (those without recent input) reported from now until `stop()`. */
function watchShifts(): { stop(): { total: number; count: number } } {
  let total = 0;
  let count = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (entry.hadRecentInput) continue;
      total += entry.value;
      count++;
    }
  });
  observer.observe({ type: 'layout-shift' });
  return {
    stop() {
      for (const entry of observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) {
          total += entry.value;
          count++;
        }
      }
      observer.disconnect();
      return { total, count };
    },
  };
}

const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));

const actions = (b: TableroBoard): number => b.game?.record.actions.length ?? 0;
const over = (b: TableroBoard): boolean => b.state?.phase === 'over';

describe('two computer-vs-computer boards on one page', () => {
  let boards: TableroBoard[] = [];
  let page: HTMLElement;
  afterEach(() => {
    for (const b of boards) b.remove();
    page.remove();
    boards = [];
  });

  it('play without shifting the layout', async function () {
    this.timeout(120_000);
    page = document.createElement('main');
    page.style.width = '700px';
    document.body.append(page);
    // Layout shifts are measured on drawn frames: a hidden page draws none.
    expect(document.visibilityState, 'the test page is in front').to.equal('visible');
    for (const seed of ['11', '12']) boards.push(await makeBoard({ players: 'A:random, B:random', 'bot-delay': '50', seed }, page));
    const after = document.createElement('p');
    after.textContent = 'Text below the boards.';
    page.append(after);
    // Drawn and settled before the watch starts: only what the games do is counted.
    await frame();
    await frame();
    const watch = watchShifts();
    // Enough of each game for many turns' prompts, moments and logs to come and go.
    await until(() => boards.every((b) => actions(b) >= 80 || over(b)), 110_000).catch((e: Error) => {
      // Say where each game stood, for a run that stalls.
      const where = boards.map((b) => `${actions(b)} actions, ${JSON.stringify(b.game?.snapshot.value)}, hold ${String(b.game?.snapshot.context.hold)}`);
      throw new Error(`${e.message}: ${where.join('; ')}`);
    });
    await frame();
    await frame();
    const { total, count } = watch.stop();
    expect(
      boards.every((b) => actions(b) >= 20),
      'each game went some way',
    ).to.equal(true);
    expect(total, `${count} shifts summing to ${total.toFixed(4)}`).to.be.below(0.01);
    // The log grows at its end and follows it: the newest line is in view (once the games are paused and
    // the frame after their last draw has scrolled the log).
    for (const b of boards) b.paused = true;
    await frame();
    await frame();
    for (const b of boards) {
      const log = b.shadowRoot!.querySelector<HTMLElement>('.log')!;
      expect(log.scrollHeight, 'the log overflows its box').to.be.above(log.clientHeight);
      expect(log.scrollTop + log.clientHeight, 'scrolled to the newest line').to.be.closeTo(log.scrollHeight, 2);
    }
  });
});
