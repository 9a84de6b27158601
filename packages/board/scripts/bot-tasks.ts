/**
 * Do the computer players hold up the page? A measurement that prints figures, never a test (the aim:
 * no decision makes a long task in the browser, one over 50 ms).
 *
 *   npm run bench:bots [-- --rules powell,de-jesus] [-- --bot expert] [-- --seconds 20] [-- --no-build]
 *
 * It builds dist/tablero.js (as `npm run build` does; `--no-build` takes the one there), opens a page in Chromium (tests/support/chromium.ts)
 * that loads it, and in each rule set lets a board with the bot on both sides (`players="A:expert,
 * B:expert"`, `bot-delay="0"`) play game after game for the given seconds, a new game starting when one
 * ends. The browser's own long-task entries (PerformanceObserver, `longtask`) are recorded from the
 * moment the board is put on the page: its first render and the bot's first, unoptimised decisions count.
 *
 * One line per rule set: `<rules>: games=<finished> moves=<glasses moved> long-tasks=<n> longest=<ms>`
 * (the longest of those tasks, 0 when there was none), then as the LAST line
 * `bot-tasks: <bot> long-tasks=<total> longest=<ms>`.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BOT_NAMES, isBotName } from '@tablero/engine/bots';
import { isPreset, PRESETS } from '@tablero/engine';
import { launchChromium } from '../../../tests/support/chromium.ts';
import { buildEmbed } from './build.ts';

const { values } = parseArgs({ options: { rules: { type: 'string', default: PRESETS.join(',') }, bot: { type: 'string', default: 'expert' }, seconds: { type: 'string', default: '20' }, 'no-build': { type: 'boolean', default: false } } });
const rules = values.rules.split(',');
const seconds = Number(values.seconds);
const bad = rules.find((r) => !isPreset(r));
if (bad !== undefined || !(seconds > 0) || !isBotName(values.bot)) {
  console.error(`bot-tasks: expected --rules among ${PRESETS.join(', ')}, --bot one of ${BOT_NAMES.join(', ')}, and --seconds above 0; got --rules ${values.rules} --bot ${values.bot} --seconds ${values.seconds}`);
  process.exit(2);
}

const built = fileURLToPath(new URL('../dist/tablero.js', import.meta.url));
if (values['no-build'] && !existsSync(built)) {
  console.error(`bot-tasks: --no-build, but ${built} is not there: run npm run build first`);
  process.exit(2);
}
const outfile = values['no-build'] ? built : (await buildEmbed()).outfile;
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 800, height: 900 } });
  await page.setContent('<!doctype html><html lang="en"><body></body></html>');
  await page.addScriptTag({ path: outfile, type: 'module' });
  let total = 0;
  let longest = 0;
  for (const rule of rules) {
    const r = await page.evaluate(
      async ({ rule, bot, ms }) => {
        const tasks: number[] = [];
        const observer = new PerformanceObserver((list) => {
          for (const e of list.getEntries()) tasks.push(e.duration);
        });
        observer.observe({ type: 'longtask' });
        document.body.innerHTML = '';
        const board = document.createElement('tablero-board');
        let games = 0;
        let moves = 0;
        board.addEventListener('tablero-move', () => moves++);
        board.addEventListener('tablero-gameover', () => {
          games++;
          // The next game, once this one's last render is done.
          setTimeout(() => board.setAttribute('seed', String(games + 1)), 0);
        });
        board.setAttribute('rules', rule);
        board.setAttribute('players', `A:${bot}, B:${bot}`);
        board.setAttribute('bot-delay', '0');
        board.setAttribute('seed', '1');
        document.body.append(board);
        await new Promise((done) => setTimeout(done, ms));
        board.remove();
        // Entries are delivered after the task ends: one more turn of the event loop.
        await new Promise((done) => setTimeout(done, 50));
        observer.disconnect();
        return { games, moves, tasks };
      },
      { rule, bot: values.bot, ms: seconds * 1000 },
    );
    const worst = Math.max(0, ...r.tasks);
    total += r.tasks.length;
    longest = Math.max(longest, worst);
    console.log(`${rule}: games=${r.games} moves=${r.moves} long-tasks=${r.tasks.length} longest=${worst.toFixed(0)}`);
  }
  console.log(`bot-tasks: ${values.bot} long-tasks=${total} longest=${longest.toFixed(0)}`);
} finally {
  await browser.close();
}
