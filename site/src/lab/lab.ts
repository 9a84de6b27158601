/**
 * The Variant lab page: reads the experiment from the address (never runs it on load), keeps the address
 * in step with every choice, runs it in Web Workers with a progress bar and Cancel, then shows each
 * statistic as a table and (once results exist, loading the chart library then) as a chart. The workers
 * start, and warm up on throwaway games, when the form is first used (focus, a key or a click in it),
 * never on load: a reader who only reads, or scrolls past it, starts none.
 */
import { SIDE_NAMES, type PlayerInfo, type PresetName, type RuleOptions } from '@tablero/engine';
import { compareAggregates, summarize } from '@tablero/engine/sim';
import { type BotName } from '@tablero/engine/bots';
import type { BoardLink } from '@tablero/board';
import { TableroSettings, type SettingsApplyDetail } from '@tablero/board/settings';
import { formatRules, rulesInWords } from '@tablero/board/headless';
import {
  DEFAULT_EXPERIMENT,
  MAX_GAMES,
  experimentHash,
  readExperiment,
  resultCsv,
  resultJson,
  seriesFor,
  type Column,
  type Experiment,
  type LabResult,
} from './experiment.ts';
import { LabRun, RunStopped, WarmPool, type RunProgress } from './runner.ts';
import { renderTables } from './tables.ts';

/**
 * `<tablero-lab-rules>`: what a `<tablero-settings>` panel sets up in place of a board. It holds one
 * column's rules; "Apply" in the panel hands them over (`newGame`), and it tells the page.
 */
class LabRules extends HTMLElement implements BoardLink {
  readonly game = null;
  rulesName: PresetName = 'powell';
  ruleOptions: RuleOptions = {};
  playerInfo: readonly [PlayerInfo, PlayerInfo] = [{ name: SIDE_NAMES[0] }, { name: SIDE_NAMES[1] }];

  newGame(rules: PresetName, options: RuleOptions, players?: readonly [PlayerInfo, PlayerInfo]): void {
    this.rulesName = rules;
    this.ruleOptions = options;
    if (players) this.playerInfo = players;
    this.dispatchEvent(new CustomEvent('tablero-newgame', { detail: { rules, options, players: this.playerInfo } }));
  }
}

if (!customElements.get('tablero-lab-rules')) customElements.define('tablero-lab-rules', LabRules);

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
const form = $<HTMLFormElement>('lab-form');
const gamesField = $<HTMLInputElement>('lab-games');
const seedField = $<HTMLInputElement>('lab-seed');
const runButton = $<HTMLButtonElement>('lab-run');
const cancelButton = $<HTMLButtonElement>('lab-cancel');
const progress = $<HTMLProgressElement>('lab-progress');
const progressText = $<HTMLParagraphElement>('lab-progress-text');
const announce = $<HTMLParagraphElement>('lab-announce');
const problem = $<HTMLParagraphElement>('lab-problem');
const results = $<HTMLElement>('lab-results');
const resultsAbout = $<HTMLParagraphElement>('lab-results-about');
const groups = $<HTMLDivElement>('lab-groups');
const rulesOf = { a: $<LabRules>('lab-a-rules'), b: $<LabRules>('lab-b-rules') };
const botField = (column: 'a' | 'b', seat: 0 | 1): HTMLSelectElement => $<HTMLSelectElement>(`lab-${column}-bot-${seat}`);

/** The experiment the form shows now. */
function current(): Experiment {
  const column = (key: 'a' | 'b'): Column => ({
    rules: rulesOf[key].rulesName,
    options: rulesOf[key].ruleOptions,
    bots: [botField(key, 0).value as BotName, botField(key, 1).value as BotName],
  });
  return { a: column('a'), b: column('b'), games: Number(gamesField.value), seed: Number(seedField.value) };
}

/** Show an experiment in the form. */
function show(e: Experiment): void {
  for (const key of ['a', 'b'] as const) {
    rulesOf[key].newGame(e[key].rules, e[key].options);
    for (const seat of [0, 1] as const) botField(key, seat).value = e[key].bots[seat];
    showRules(key);
  }
  gamesField.value = String(e.games);
  seedField.value = String(e.seed);
}

function showRules(key: 'a' | 'b'): void {
  const { rulesName, ruleOptions } = rulesOf[key];
  const code = document.querySelector(`#lab-${key}-now [data-rules-code]`);
  if (code) code.textContent = formatRules(rulesName, ruleOptions);
  const words = document.querySelector(`#lab-${key}-now [data-rules-words]`);
  if (words) words.textContent = rulesInWords(rulesName, ruleOptions);
}

/** Why the run settings cannot run, or ''. */
function runProblem(): string {
  const games = gamesField.value.trim();
  if (!/^\d+$/.test(games) || Number(games) < 1 || Number(games) > MAX_GAMES) return `Games: "${games}" is not a whole number from 1 to 1,000,000.`;
  const seed = seedField.value.trim();
  if (!/^\d+$/.test(seed) || Number(seed) > 2 ** 32 - 1) return `Seed: "${seed}" is not a whole number from 0 to 4294967295.`;
  return '';
}

/** Write the form's experiment into the address (without a new history entry). */
function remember(): void {
  if (runProblem()) return;
  history.replaceState(history.state, '', location.pathname + location.search + experimentHash(current()));
}

// Start from the address, or the default experiment.
{
  const read = readExperiment(location.hash, DEFAULT_EXPERIMENT);
  show(read.experiment);
  if (read.problems.length) problem.textContent = `Part of this page's address could not be used, so defaults stand in: ${read.problems.join('; ')}.`;
}

/**
 * The rules panels are drawn when one nears the viewport or the form is first used (on a phone they sit
 * below the first screen): until then the page's start-up is the form's own.
 */
function drawPanels(): void {
  if (!customElements.get('tablero-settings')) customElements.define('tablero-settings', TableroSettings);
}
{
  const panels = [...document.querySelectorAll('tablero-settings.lab-settings')];
  const near = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      near.disconnect();
      drawPanels();
    },
    { rootMargin: '25% 0px' },
  );
  for (const panel of panels) near.observe(panel);
  for (const type of ['focusin', 'pointerdown', 'keydown'] as const) form.addEventListener(type, drawPanels, { passive: true, once: true });
}

for (const key of ['a', 'b'] as const) {
  // The panel's Apply hands its rules to the column (there is no game to start, so the panel's own
  // "new game" step is skipped and the line above the panel announces the rules instead).
  document.querySelector(`tablero-settings[for="lab-${key}-rules"]`)?.addEventListener('tablero-settings-apply', (e) => {
    e.preventDefault();
    const { rules, options } = (e as CustomEvent<SettingsApplyDetail>).detail;
    rulesOf[key].newGame(rules, options);
  });
  rulesOf[key].addEventListener('tablero-newgame', () => {
    showRules(key);
    remember();
  });
  for (const seat of [0, 1] as const) botField(key, seat).addEventListener('change', remember);
}
gamesField.addEventListener('change', remember);
seedField.addEventListener('change', remember);
window.addEventListener('hashchange', () => show(readExperiment(location.hash, current()).experiment));

// ---------------------------------------------------------------------------------------------
// Running

let run: LabRun | null = null;
let last: LabResult | null = null;
let lastAnnounced = 0;
/** Workers started and warming before a run (see `WarmPool`); a run takes them. */
let pool: WarmPool | null = null;

const makeWorker = (): Worker => new Worker(new URL('./lab-worker.ts', import.meta.url), { type: 'module' });
const workerCount = (): number => Math.max(1, navigator.hardwareConcurrency || 2);

/**
 * The first use of the form (focus in it, a key, a mouse or pen press; not a finger that touches it to
 * scroll) starts the workers warming on the experiment it shows, for a quick start.
 */
function warm(e: Event): void {
  if (run || pool || (e instanceof PointerEvent && e.pointerType === 'touch')) return;
  pool = new WarmPool(makeWorker, workerCount(), () => {
    const e = current();
    return [seriesFor(e, 'a'), seriesFor(e, 'b')];
  });
}
for (const type of ['focusin', 'pointerdown', 'keydown', 'input'] as const) form.addEventListener(type, warm, { passive: true });

/** Counts as the page writes them (1,000): the formatter is made on first use, not at load. */
let counts: Intl.NumberFormat | null = null;
const count = (n: number): string => (counts ??= new Intl.NumberFormat('en')).format(n);
const duration = (s: number): string =>
  !Number.isFinite(s) ? 'working it out' : s < 60 ? `${Math.ceil(s)} s` : `${Math.floor(s / 60)} min ${Math.ceil(s % 60)} s`;

/** The progress shown at most this often (each change is a frame to draw, taken from the workers' cores). */
const PROGRESS_MS = 250;
let lastShown = -Infinity;

function onProgress(p: RunProgress): void {
  const now = performance.now();
  if (now - lastShown < PROGRESS_MS && p.done < p.total) return;
  lastShown = now;
  progress.max = p.total;
  progress.value = p.done;
  const text = `${count(p.done)} of ${count(p.total)} games, ${count(Math.round(p.gamesPerSecond))} games/s, time left: ${duration(p.secondsLeft)}.`;
  progressText.textContent = text;
  // Read out now and then, not at every batch.
  if (now - lastAnnounced > 5000 && p.done < p.total) {
    lastAnnounced = now;
    announce.textContent = `${Math.floor((100 * p.done) / p.total)}% done.`;
  }
}

function setRunning(on: boolean): void {
  runButton.disabled = on;
  cancelButton.disabled = !on;
  form.toggleAttribute('aria-busy', on);
  for (const el of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')) el.disabled = on;
  // The rules panels too: a change made during a run would not be the experiment being run.
  for (const panel of document.querySelectorAll('tablero-settings.lab-settings')) panel.toggleAttribute('inert', on);
}

form.addEventListener('submit', (e) => {
  e.preventDefault();
  if (run) return;
  const why = runProblem();
  problem.textContent = why;
  if (why) return;
  remember();
  const experiment = current();
  const workers = workerCount();
  const warmed = pool;
  pool = null;
  run = new LabRun(experiment, () => warmed?.take() ?? makeWorker(), workers, onProgress, undefined, warmed?.speed ?? 0);
  setRunning(true);
  results.hidden = true;
  lastAnnounced = performance.now();
  lastShown = -Infinity;
  const started = performance.now();
  progress.max = 2 * experiment.games;
  progress.value = 0;
  progressText.textContent = `Starting ${run.workers} worker${run.workers === 1 ? '' : 's'}…`;
  announce.textContent = `Running ${count(2 * experiment.games)} games.`;
  const playing = run.start();
  // The run has taken the warm workers it uses; any left over (a run of very few games) are not needed.
  warmed?.terminate();
  playing.then(
    (result) => {
      const seconds = (performance.now() - started) / 1000;
      const used = run?.workers ?? workers;
      run = null;
      setRunning(false);
      progressText.textContent = `Done: ${count(2 * experiment.games)} games in ${seconds.toFixed(1)} s on ${used} worker${used === 1 ? '' : 's'} (${count(Math.round((2 * experiment.games) / seconds))} games/s).`;
      announce.textContent = 'Done. The results are below.';
      results.dataset.gamesPerSecond = String((2 * experiment.games) / seconds);
      results.dataset.workers = String(used);
      void showResults(result);
    },
    (err: unknown) => {
      run = null;
      setRunning(false);
      const message =
        err instanceof RunStopped && err.message === 'cancelled'
          ? 'Cancelled: the workers were stopped and nothing was kept.'
          : `The run stopped: ${(err as Error).message}.`;
      progressText.textContent = message;
      announce.textContent = message;
    },
  );
});

cancelButton.addEventListener('click', () => {
  run?.cancel();
  runButton.focus();
});

// ---------------------------------------------------------------------------------------------
// Results

async function showResults(result: LabResult): Promise<void> {
  last = result;
  const rows = compareAggregates(result.a, result.b);
  const e = result.experiment;
  const rulesOf = (c: Column): string => {
    const code = formatRules(c.rules, c.options);
    return code === c.rules ? rulesInWords(c.rules, c.options) : `${rulesInWords(c.rules, c.options)} (${code})`;
  };
  const who = (c: Column): string =>
    `${rulesOf(c)}, ${c.bots[0] === c.bots[1] ? `${c.bots[0]} against itself` : `${SIDE_NAMES[0]} ${c.bots[0]} against ${SIDE_NAMES[1]} ${c.bots[1]}`}`;
  resultsAbout.textContent = `${count(e.games)} games in each column, seed ${e.seed}. A: ${who(e.a)}. B: ${who(e.b)}. A difference is marked "yes" when its test gives p below 0.05: more than chance usually makes.`;
  const slots = renderTables(groups, rows, summarize(result.a), summarize(result.b));
  results.hidden = false;
  // The chart library loads only now that there is something to draw.
  const { drawCharts } = await import('./charts.ts');
  if (last !== result) return;
  await drawCharts(slots, result);
  results.dataset.charts = 'drawn';
}

/** Offer `text` as a file to save. */
function download(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

$('lab-csv').addEventListener('click', () => {
  if (last) download('tablero-lab.csv', 'text/csv', resultCsv(last));
});
$('lab-json').addEventListener('click', () => {
  if (last) download('tablero-lab.json', 'application/json', JSON.stringify(resultJson(last), null, 2) + '\n');
});
