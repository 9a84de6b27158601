/**
 * `<tablero-settings>` and `<tablero-table>` in Chromium. Most tests use a small fake board (defined
 * here) that records `newGame` calls and fires `tablero-newgame`, so they do not depend on the real
 * board; the last one plays the real `<tablero-board>`.
 */
import { expect } from '@open-wc/testing';
import { html, render, type TemplateResult } from 'lit';
import { sendKeys } from '@web/test-runner-commands';
import { BOT_NAMES } from '@tablero/engine/bots';
import {
  OPTION_KINDS,
  OPTION_NAMES,
  PRESETS,
  QUEEN_CALLS,
  RANKINGS,
  resolveRules,
  rulesProblem,
  type PlayerInfo,
  type PresetName,
  type RuleOptions,
} from '@tablero/engine';
import type { BoardLink } from '../../src/context.ts';
import { OPTION_INFO, PRESET_INFO } from '../../src/option-info.ts';
import { formatRules, readHash } from '../../src/rules-hash.ts';
import { TableroSettings, type SettingsApplyDetail } from '../../src/settings.ts';
import { TableroTable } from '../../src/table.ts';
import { BOT_WORDS } from '../../src/bot-words.ts';
import { expectAccessible, until } from './board-helpers.ts';

/** A board as panels see it: records what it is asked to do, and announces new games like the real one. */
class FakeBoard extends HTMLElement implements BoardLink {
  readonly game = null;
  rulesName: PresetName = 'powell';
  ruleOptions: RuleOptions = {};
  playerInfo: readonly [PlayerInfo, PlayerInfo] = [{ name: 'South' }, { name: 'North' }];
  readonly calls: { rules: PresetName; options: RuleOptions }[] = [];
  /** The players each newGame call was given. */
  readonly playerCalls: (readonly [PlayerInfo, PlayerInfo] | undefined)[] = [];
  /** `tablero-newgame` listeners attached right now. */
  newGameListeners = 0;

  newGame(rules: PresetName, options: RuleOptions, players?: readonly [PlayerInfo, PlayerInfo]): void {
    this.calls.push({ rules, options });
    this.playerCalls.push(players);
    this.announce(rules, options, players);
  }

  /** Take new rules (and players) as if from the page (attributes) and say so. */
  announce(rules: PresetName, options: RuleOptions, players = this.playerInfo): void {
    this.rulesName = rules;
    this.ruleOptions = options;
    this.playerInfo = players;
    this.dispatchEvent(new CustomEvent('tablero-newgame', { detail: { rules, options, players }, bubbles: true, composed: true }));
  }

  override addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void {
    if (type === 'tablero-newgame') this.newGameListeners++;
    super.addEventListener(type, listener, options);
  }

  override removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void {
    if (type === 'tablero-newgame') this.newGameListeners--;
    super.removeEventListener(type, listener, options);
  }
}

/** The table, sharing fake boards instead of real ones. */
class FakeTable extends TableroTable {
  static override boardSelector = 'fake-board';
}

customElements.define('fake-board', FakeBoard);
customElements.define('fake-table', FakeTable);
if (!customElements.get('tablero-settings')) customElements.define('tablero-settings', TableroSettings);
if (!customElements.get('tablero-table')) customElements.define('tablero-table', TableroTable);

declare global {
  interface HTMLElementTagNameMap {
    'fake-board': FakeBoard;
    'fake-table': FakeTable;
  }
}

// ---- helpers ----------------------------------------------------------------------------------

const sr = (el: TableroSettings): ShadowRoot => el.shadowRoot as ShadowRoot;
const text = (node: Element | ShadowRoot | null | undefined): string => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The options the form shows, in order. */
const shownOptions = (el: TableroSettings): string[] => [...sr(el).querySelectorAll<HTMLElement>('[data-option]')].map((e) => e.dataset.option ?? '');

function field<T extends HTMLElement = HTMLInputElement>(el: TableroSettings, selector: string): T {
  const found = sr(el).querySelector<T>(selector);
  if (!found) throw new Error(`nothing matches ${selector}; the form shows ${shownOptions(el).join(', ') || 'no options'}`);
  return found;
}

const checkedPreset = (el: TableroSettings): string | undefined => sr(el).querySelector<HTMLInputElement>('input[name="preset"]:checked')?.value;

async function choosePreset(el: TableroSettings, preset: PresetName): Promise<void> {
  field(el, `#preset-${preset}`).click();
  await el.updateComplete;
}

async function setSwitch(el: TableroSettings, name: string, on: boolean): Promise<void> {
  const box = field(el, `#option-${name}`);
  if (box.checked !== on) box.click();
  await el.updateComplete;
}

/** Type into a number or text field, or pick in a select, as a person would. */
async function setField(el: TableroSettings, name: string, value: string): Promise<void> {
  const input = field<HTMLInputElement | HTMLSelectElement>(el, `#option-${name}`);
  input.value = value;
  input.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  await el.updateComplete;
}

async function applyClick(el: TableroSettings): Promise<void> {
  field<HTMLButtonElement>(el, '[part~="apply"]').click();
  await el.updateComplete;
}

/** The engine's own complaint about these rules (the test does not trust the element for it). */
function engineWhy(preset: PresetName, options: Record<string, unknown>): string {
  const e = rulesProblem(preset, options as RuleOptions);
  if (!e) throw new Error('the engine accepted these rules');
  return e.why;
}

/**
 * Render a template into the page and wait for every Lit element in it to draw. (Not @open-wc's
 * `fixture`: for a plain root element it waits for an animation frame, and a page the runner keeps in
 * the background while another test file runs gets none, so the test would hang.)
 */
const mounted: HTMLElement[] = [];
async function mount<T extends Element>(template: TemplateResult): Promise<T> {
  const host = document.createElement('div');
  document.body.append(host);
  mounted.push(host);
  render(template, host);
  for (const e of host.querySelectorAll('*')) if ('updateComplete' in e) await (e as Element & { updateComplete: Promise<unknown> }).updateComplete;
  return host.firstElementChild as T;
}
const cleanup = (): void => mounted.splice(0).forEach((host) => host.remove());

/** A fake board with these rules, and settings pointing at it with `for`. */
async function withBoard(rules: PresetName = 'powell', options: RuleOptions = {}, syncHash = false): Promise<{ board: FakeBoard; el: TableroSettings }> {
  const wrap = await mount<HTMLDivElement>(
    html`<div>
      <fake-board id="b1"></fake-board>
    </div>`,
  );
  const board = wrap.querySelector('fake-board') as FakeBoard;
  board.rulesName = rules;
  board.ruleOptions = options;
  const el = document.createElement('tablero-settings');
  el.setAttribute('for', 'b1');
  if (syncHash) el.setAttribute('sync-hash', '');
  wrap.append(el);
  await el.updateComplete;
  return { board, el };
}

/** The page's address, to put the hash back after the hash tests. */
const PAGE = location.pathname + location.search;
const setHash = (hash: string): void => history.replaceState(history.state, '', PAGE + hash);

afterEach(() => {
  cleanup();
  setHash('');
});

// ---- tests -------------------------------------------------------------------------------------

describe('<tablero-settings> without a board', () => {
  it('says there is no board, and is still accessible', async () => {
    const el = await mount<TableroSettings>(html`<tablero-settings></tablero-settings>`);
    expect(el.board).to.equal(null);
    expect(text(field(el, '[part="message"]'))).to.match(/no board to set up/i);
    expect(sr(el).querySelector('form')).to.equal(null);
    await expectAccessible(el);
  });

  it('says so too when for= names nothing, or something that is not a board', async () => {
    const wrap = await mount<HTMLDivElement>(
      html`<div>
        <p id="x">hi</p>
        <tablero-settings for="nope"></tablero-settings>
      </div>`,
    );
    const el = wrap.querySelector('tablero-settings') as TableroSettings;
    expect(el.board).to.equal(null);
    el.htmlFor = 'x';
    await el.updateComplete;
    expect(el.board).to.equal(null);
    expect(text(sr(el))).to.match(/no board/i);
  });
});

describe('<tablero-settings for="...">', () => {
  it("attaches to the board and starts from the board's rules", async () => {
    const { board, el } = await withBoard('anarchist', { lawLaw: true, pullSize: 5 });
    expect(el.board).to.equal(board);
    expect(checkedPreset(el)).to.equal('anarchist');
    expect(field(el, '#option-lawLaw').checked).to.equal(true);
    expect(field(el, '#option-damonLaw').checked).to.equal(false);
    expect(field(el, '#option-pullSize').value).to.equal('5');
    expect(field(el, '#option-spots').value).to.equal('b1 e2 a3 d4 g5 c6 f7');
    expect(board.newGameListeners).to.equal(1);
  });

  it('moves to another board when for changes, and lets go of the first', async () => {
    const { board, el } = await withBoard('powell');
    const other = document.createElement('fake-board');
    other.id = 'b2';
    other.rulesName = 'de-jesus';
    board.after(other);
    el.htmlFor = 'b2';
    await el.updateComplete;
    expect(el.getAttribute('for')).to.equal('b2');
    expect(el.board).to.equal(other);
    expect(board.newGameListeners).to.equal(0);
    expect(other.newGameListeners).to.equal(1);
    expect(checkedPreset(el)).to.equal('de-jesus');
  });

  it('finds a board that is defined after the settings', async () => {
    const wrap = await mount<HTMLDivElement>(html`<div><later-board id="late"></later-board><tablero-settings for="late"></tablero-settings></div>`);
    const el = wrap.querySelector('tablero-settings') as TableroSettings;
    expect(el.board).to.equal(null);
    customElements.define('later-board', class extends FakeBoard {});
    await until(() => el.board !== null);
    await el.updateComplete;
    expect(el.board).to.equal(wrap.querySelector('later-board'));
  });

  it('removes every listener when disconnected', async () => {
    const { board, el } = await withBoard('powell');
    const added: string[] = [];
    const removed: string[] = [];
    const { addEventListener: add, removeEventListener: remove } = window;
    window.addEventListener = ((type: string, ...rest: [EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined]) => {
      added.push(type);
      add.call(window, type, ...rest);
    }) as typeof window.addEventListener;
    window.removeEventListener = ((type: string, ...rest: [EventListenerOrEventListenerObject, boolean | EventListenerOptions | undefined]) => {
      removed.push(type);
      remove.call(window, type, ...rest);
    }) as typeof window.removeEventListener;
    try {
      el.remove();
      expect(board.newGameListeners).to.equal(0);
      expect(removed).to.include('hashchange');
      board.after(el);
      await el.updateComplete;
      expect(board.newGameListeners).to.equal(1);
      expect(added).to.include('hashchange');
      el.remove();
      expect(board.newGameListeners).to.equal(0);
    } finally {
      window.addEventListener = add;
      window.removeEventListener = remove;
    }
  });

  it("follows the board's new games (tablero-newgame)", async () => {
    const { board, el } = await withBoard('powell');
    await setSwitch(el, 'chevron', true);
    board.announce('da-gucci', { diagonal: false, bottles: 4 });
    await el.updateComplete;
    expect(checkedPreset(el)).to.equal('da-gucci');
    expect(field(el, '#option-diagonal').checked).to.equal(false);
    expect(field(el, '#option-oneDirection').checked).to.equal(true);
    expect(field(el, '#option-bottles').value).to.equal('4');
  });
});

describe('the form', () => {
  it('describes every preset in one line', async () => {
    const { el } = await withBoard();
    const fieldset = field<HTMLFieldSetElement>(el, 'fieldset[part~="preset"]');
    expect(text(fieldset.querySelector('legend'))).to.equal('Rule set');
    for (const p of PRESETS) {
      const radio = field(el, `#preset-${p}`);
      expect(radio.labels?.[0]?.textContent).to.equal(PRESET_INFO[p].label);
      expect(text(sr(el).getElementById(radio.getAttribute('aria-describedby') ?? ''))).to.equal(PRESET_INFO[p].about);
    }
  });

  it('shows exactly the variants the engine accepts for each preset, each with its label and explanation', async () => {
    const { el } = await withBoard();
    const tries: Record<string, unknown[]> = {
      boolean: [true, false],
      integer: [2, 3, 5, 8],
      'queen-call': [...QUEEN_CALLS],
      ranking: [...RANKINGS],
      squares: ['b1 e2 a3 d4 g5 c6 f7'],
    };
    for (const p of PRESETS) {
      await choosePreset(el, p);
      const engine = OPTION_NAMES.filter((n) =>
        tries[OPTION_KINDS[n]].some((v) => {
          try {
            resolveRules(p, { [n]: v });
            return true;
          } catch {
            return false;
          }
        }),
      );
      // Grouped (variants, house rules, stake), so compared as sets.
      expect([...shownOptions(el)].sort(), p).to.deep.equal([...engine].sort());
      for (const name of engine) {
        const input = field(el, `#option-${name}`);
        expect(input.labels?.[0]?.textContent, name).to.equal(OPTION_INFO[name].label);
        expect(text(sr(el).getElementById(input.getAttribute('aria-describedby') ?? '')), name).to.contain(OPTION_INFO[name].about);
        expect(input.closest('[part~="option"]')?.getAttribute('part'), name).to.contain(name);
        expect(input.closest('fieldset')?.querySelector('legend')?.textContent, name).to.be.a('string');
      }
      // Switches for switches, numbers and selects for the rest; the stake has its own fieldset.
      for (const name of engine) {
        const input = field(el, `#option-${name}`);
        const kind = OPTION_KINDS[name];
        if (kind === 'boolean') expect(input.getAttribute('role'), name).to.equal('switch');
        if (kind === 'integer') expect(input.type, name).to.equal('number');
        if (kind === 'queen-call') expect(input.localName, name).to.equal('select');
      }
      const stake = field(el, 'fieldset[part~="stake"]');
      expect(stake.querySelector('#option-bottles')).to.not.equal(null);
      expect(stake.querySelector('#option-shotsPerBottle')).to.not.equal(null);
    }
  });

  it("shows a preset's own values when it is chosen, and the board's when the board's preset is chosen again", async () => {
    const { el } = await withBoard('powell', { chevron: true });
    await choosePreset(el, 'de-jesus');
    expect(field(el, '#option-pullSize').value).to.equal('2');
    expect(field(el, '#option-shotsPerBottle').value).to.equal('15');
    // Hardcore changes nothing in de-jesus: shown on, and locked.
    expect(field(el, '#option-hardcore').checked).to.equal(true);
    expect(field(el, '#option-hardcore').disabled).to.equal(true);
    await choosePreset(el, 'powell');
    expect(field(el, '#option-chevron').checked).to.equal(true);
  });
});

describe('applying', () => {
  it('starts a new game on the board with the changed options only', async () => {
    const { board, el } = await withBoard('powell');
    const events: SettingsApplyDetail[] = [];
    el.addEventListener('tablero-settings-apply', (e) => events.push(e.detail));
    await setSwitch(el, 'chevron', true);
    await setSwitch(el, 'kendal', false);
    await setField(el, 'pullSize', '4');
    await setField(el, 'queenCall', 'manual');
    await setField(el, 'bottles', '3');
    await applyClick(el);
    const options = { pullSize: 4, kendal: false, chevron: true, queenCall: 'manual', bottles: 3 };
    expect(board.calls).to.deep.equal([{ rules: 'powell', options }]);
    expect(events).to.deep.equal([
      { rules: 'powell', options, hash: 'powell~ps4~k0~c1~qm~b3', players: [{ name: 'South' }, { name: 'North' }], source: 'form' },
    ]);
    expect(text(field(el, '[role="status"]'))).to.match(/new game/i);
    expect(text(field(el, '[part~="error"]'))).to.equal('');
  });

  it('starts another preset, leaving out what that preset plays anyway', async () => {
    const { board, el } = await withBoard('powell', { chevron: true });
    await choosePreset(el, 'anarchist');
    await setSwitch(el, 'lawLaw', true);
    await setField(el, 'spots', 'f1 c2 g3 d4 a5 e6 b7');
    await applyClick(el);
    expect(board.calls).to.deep.equal([{ rules: 'anarchist', options: { lawLaw: true, spots: 'f1 c2 g3 d4 a5 e6 b7' } }]);
    await choosePreset(el, 'de-jesus');
    await applyClick(el);
    expect(board.calls[1]).to.deep.equal({ rules: 'de-jesus', options: {} });
  });

  const contradictions: [string, PresetName, string, string, Record<string, unknown>, string][] = [
    ['spots sharing a diagonal', 'anarchist', 'spots', 'a1 b2 c3 d4 e5 f6 g7', { spots: 'a1 b2 c3 d4 e5 f6 g7' }, 'f1 c2 g3 d4 a5 e6 b7'],
    ['six spots', 'anarchist', 'spots', 'b1 e2 a3 d4 g5 c6', { spots: 'b1 e2 a3 d4 g5 c6' }, 'b1 e2 a3 d4 g5 c6 f7'],
    ['a pull of nine', 'powell', 'pullSize', '9', { pullSize: 9 }, '7'],
    ['a pull of one', 'de-jesus', 'pullSize', '1', { pullSize: 1 }, '3'],
    ['no bottles', 'da-gucci', 'bottles', '0', { bottles: 0 }, '1'],
    ['an empty shots field', 'powell', 'shotsPerBottle', '', { shotsPerBottle: '' }, '8'],
  ];
  for (const [what, preset, name, value, options, fixed] of contradictions) {
    it(`explains ${what} in the engine's words and applies nothing`, async () => {
      const { board, el } = await withBoard(preset);
      let fired = 0;
      el.addEventListener('tablero-settings-apply', () => fired++);
      await setField(el, name, value);
      await applyClick(el);
      expect(board.calls).to.deep.equal([]);
      expect(fired).to.equal(0);
      const error = field(el, '[part~="error"]');
      expect(error.getAttribute('role')).to.equal('alert');
      expect(text(error)).to.contain(engineWhy(preset, options));
      expect(text(error)).to.contain(OPTION_INFO[name as keyof typeof OPTION_INFO].label);
      // The share area does not offer a link to rules that cannot be played.
      expect(sr(el).querySelector('#share-link')).to.equal(null);
      // Fixing it clears the message; applying then works.
      await setField(el, name, fixed);
      expect(text(field(el, '[part~="error"]'))).to.equal('');
      await applyClick(el);
      expect(text(field(el, '[part~="error"]'))).to.equal('');
      expect(board.calls).to.have.length(1);
    });
  }

  it('quotes a bad square in the spots whole, after the choice it is about', async () => {
    const { board, el } = await withBoard('anarchist');
    await setField(el, 'spots', 'b1: e2');
    await applyClick(el);
    expect(board.calls).to.deep.equal([]);
    expect(text(field(el, '[part~="error"]'))).to.equal(
      `These rules don't fit together, so nothing has changed yet. ${OPTION_INFO.spots.label}: "b1:" is not a square (files a-g, ranks 1-7, like d4).`,
    );
  });

  it('lets a host page veto the new game (the event is cancelable)', async () => {
    const { board, el } = await withBoard('powell');
    el.addEventListener('tablero-settings-apply', (e) => e.preventDefault());
    await setSwitch(el, 'diagonal', true);
    await applyClick(el);
    expect(board.calls).to.deep.equal([]);
  });
});

describe('players', () => {
  /** Type a name, or pick who plays a side, as a person would. */
  async function setSeat(el: TableroSettings, side: 0 | 1, what: 'name' | 'plays', value: string): Promise<void> {
    const input = field<HTMLInputElement | HTMLSelectElement>(el, `#seat-${side}-${what}`);
    input.value = value;
    input.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    await el.updateComplete;
  }
  const seat = (el: TableroSettings, side: 0 | 1): [string, string] => [
    field(el, `#seat-${side}-name`).value,
    field<HTMLSelectElement>(el, `#seat-${side}-plays`).value,
  ];

  it("shows the board's players: names, and who plays each side", async () => {
    const { board, el } = await withBoard('powell');
    board.announce('powell', {}, [{ name: 'Ada' }, { name: 'Bo', bot: 'greedy' }]);
    await el.updateComplete;
    expect(seat(el, 0)).to.deep.equal(['Ada', '']);
    expect(seat(el, 1)).to.deep.equal(['Bo', 'greedy']);
    const options = [...field<HTMLSelectElement>(el, '#seat-1-plays').options].map((o) => `${o.value}: ${o.text}`);
    expect(options).to.deep.equal([': A person', ...BOT_NAMES.map((b) => `${b}: Computer: ${b}`)]);
    // The panel says what each computer player is, in its few words.
    const about = (el.shadowRoot?.querySelector('[part~="players"] .about')?.textContent ?? '').replace(/\s+/g, ' ');
    for (const b of BOT_NAMES) expect(about).to.contain(`${b} (${BOT_WORDS[b]})`);
  });

  it('starts the new game with the players chosen; a name the form made up follows the kind of player', async () => {
    const { board, el } = await withBoard('powell');
    const events: SettingsApplyDetail[] = [];
    el.addEventListener('tablero-settings-apply', (e) => events.push(e.detail));
    await setSeat(el, 1, 'plays', 'random');
    expect(seat(el, 1)).to.deep.equal(['Computer (random)', 'random']);
    await setSeat(el, 1, 'plays', 'greedy');
    expect(seat(el, 1)).to.deep.equal(['Computer (greedy)', 'greedy']);
    await setSeat(el, 0, 'name', 'Ada');
    await setSeat(el, 0, 'plays', 'greedy');
    expect(seat(el, 0)).to.deep.equal(['Ada', 'greedy']); // a typed name stays
    await setSeat(el, 0, 'plays', '');
    await applyClick(el);
    const players = [{ name: 'Ada' }, { name: 'Computer (greedy)', bot: 'greedy' }];
    expect(board.playerCalls).to.deep.equal([players]);
    expect(events.map((e) => e.players)).to.deep.equal([players]);
    expect(text(field(el, '[role="status"]'))).to.equal('A new game of Powell (the default) has started: Ada against Computer (greedy).');
  });

  it('an empty name becomes the side (or the computer) again', async () => {
    const { board, el } = await withBoard('powell');
    await setSeat(el, 0, 'name', '   ');
    await setSeat(el, 1, 'plays', 'random');
    await setSeat(el, 1, 'name', '');
    await applyClick(el);
    expect(board.playerCalls).to.deep.equal([[{ name: 'South' }, { name: 'Computer (random)', bot: 'random' }]]);
  });

  it('refuses a name with a comma or a colon, or too long, and says which and why', async () => {
    const { board, el } = await withBoard('powell');
    await setSeat(el, 1, 'name', 'Bo, the Bold');
    await applyClick(el);
    expect(board.playerCalls).to.deep.equal([]);
    expect(text(field(el, '[part~="error"]'))).to.equal('Nothing has changed yet. North\'s name "Bo, the Bold": a name cannot hold a comma or a colon.');
    await setSeat(el, 1, 'name', 'Bo');
    await setSeat(el, 0, 'name', 'x'.repeat(41)); // typed by script: maxlength stops only typing
    await applyClick(el);
    expect(text(field(el, '[part~="error"]'))).to.match(/^Nothing has changed yet\. South's name "x+": a name can be at most 40 characters long\.$/);
    await setSeat(el, 0, 'name', 'Ada');
    await applyClick(el);
    expect(board.playerCalls).to.deep.equal([[{ name: 'Ada' }, { name: 'Bo' }]]);
    expect(text(field(el, '[part~="error"]'))).to.equal('');
  });
});

describe('sharing', () => {
  it('shows the link with the rules in its hash, and copies it', async () => {
    const { el } = await withBoard('powell');
    await setSwitch(el, 'passTwelve', true);
    const link = field(el, '#share-link');
    expect(link.readOnly).to.equal(true);
    expect(link.value).to.equal(`${location.href.split('#')[0]}#rules=powell~t1`);
    expect(text(field(el, '[part~="share"]'))).to.contain('powell~t1');
    expect(link.labels?.[0]?.textContent).to.match(/share these rules/i);

    const had = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    let copied = '';
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (t: string) => void (copied = t) } });
    try {
      field<HTMLButtonElement>(el, '[part~="copy"]').click();
      await until(() => copied !== '');
      await el.updateComplete;
      expect(copied).to.equal(link.value);
      expect(text(field(el, '[role="status"]'))).to.match(/copied/i);

      // No clipboard (or it refuses): the link is selected for the reader to copy.
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async () => Promise.reject(new Error('denied')) } });
      field<HTMLButtonElement>(el, '[part~="copy"]').click();
      await until(() => sr(el).activeElement === link);
      await el.updateComplete;
      expect(sr(el).activeElement).to.equal(link);
      expect([link.selectionStart, link.selectionEnd]).to.deep.equal([0, link.value.length]);
      expect(text(field(el, '[role="status"]'))).to.match(/selected/i);
    } finally {
      delete (navigator as unknown as Record<string, unknown>).clipboard;
      if (had) Object.defineProperty(Navigator.prototype, 'clipboard', had);
    }
  });

  it('keeps the rest of the page hash in the link', async () => {
    setHash('#step=2&rules=powell');
    const { el } = await withBoard('powell');
    await setSwitch(el, 'hardcore', true);
    expect(field(el, '#share-link').value).to.match(/#step=2&rules=powell~h1$/);
    // Without sync-hash the page's hash is left alone.
    await applyClick(el);
    expect(location.hash).to.equal('#step=2&rules=powell');
  });
});

describe('sync-hash', () => {
  it('starts the rules in the page hash on connect, and writes applied rules back, keeping other keys', async () => {
    setHash('#x=1&rules=anarchist~k0~ll1&y');
    const { board, el } = await withBoard('powell', {}, true);
    expect(board.calls).to.deep.equal([{ rules: 'anarchist', options: { kendal: false, lawLaw: true } }]);
    expect(checkedPreset(el)).to.equal('anarchist');
    expect(field(el, '#option-lawLaw').checked).to.equal(true);

    await setSwitch(el, 'damonLaw', true);
    await setField(el, 'pullSize', '5');
    await applyClick(el);
    expect(location.hash).to.equal('#x=1&rules=anarchist~ps5~k0~ll1~dl1&y');
    const read = readHash(location.hash);
    expect(read).to.deep.equal({ ok: true, rules: 'anarchist', options: board.calls[1].options });
    expect(formatRules(board.rulesName, board.ruleOptions)).to.equal('anarchist~ps5~k0~ll1~dl1');
  });

  it('round-trips: a link written by one page opens with the same rules in another', async () => {
    const first = await withBoard('powell', {}, true);
    await choosePreset(first.el, 'da-gucci');
    await setSwitch(first.el, 'spectatorMuggins', true);
    await setField(first.el, 'shotsPerBottle', '12');
    await applyClick(first.el);
    const written = location.hash;
    expect(written).to.equal('#rules=da-gucci~sm1~s12');
    cleanup();

    const second = await withBoard('powell', {}, true);
    expect(second.board.calls).to.deep.equal([{ rules: 'da-gucci', options: { spectatorMuggins: true, shotsPerBottle: 12 } }]);
    expect(field(second.el, '#option-spectatorMuggins').checked).to.equal(true);
    expect(field(second.el, '#option-shotsPerBottle').value).to.equal('12');
  });

  it('leaves the board alone when the hash holds its rules already, or has no rules', async () => {
    setHash('#rules=powell~c1');
    const same = await withBoard('powell', { chevron: true }, true);
    expect(same.board.calls).to.deep.equal([]);
    cleanup();
    setHash('#step=4');
    const none = await withBoard('powell', {}, true);
    expect(none.board.calls).to.deep.equal([]);
    expect(text(field(none.el, '[part~="error"]'))).to.equal('');
  });

  it('explains a hash it cannot use and keeps the board as it is', async () => {
    setHash('#rules=powell~ll1');
    const { board, el } = await withBoard('powell', {}, true);
    expect(board.calls).to.deep.equal([]);
    expect(text(field(el, '[part~="error"]'))).to.match(/link could not be used.*lawLaw=true: does not apply to the powell rules/);
  });

  it('follows a hash the reader changes later', async () => {
    const { board } = await withBoard('powell', {}, true);
    location.hash = 'rules=de-jesus~ps3';
    await new Promise((r) => window.addEventListener('hashchange', r, { once: true }));
    expect(board.calls).to.deep.equal([{ rules: 'de-jesus', options: { pullSize: 3 } }]);
  });
});

describe('<tablero-table>', () => {
  it('gives the panels inside it its first board (context), and lays them out', async () => {
    const table = await mount<FakeTable>(
      html`<fake-table>
        <div><fake-board></fake-board></div>
        <fake-board id="second"></fake-board>
        <section><tablero-settings></tablero-settings></section>
      </fake-table>`,
    );
    const el = table.querySelector('tablero-settings') as TableroSettings;
    await el.updateComplete;
    const first = table.querySelector('fake-board') as FakeBoard;
    expect(table.board).to.equal(first);
    expect(el.board).to.equal(first);
    expect(getComputedStyle(table).display).to.equal('flex');
    await setSwitch(el, 'onePoison', true);
    await applyClick(el);
    expect(first.calls).to.deep.equal([{ rules: 'powell', options: { onePoison: true } }]);
  });

  it('updates the shared board when the board arrives or leaves (slotchange)', async () => {
    const table = await mount<FakeTable>(html`<fake-table><tablero-settings></tablero-settings></fake-table>`);
    const el = table.querySelector('tablero-settings') as TableroSettings;
    expect(el.board).to.equal(null);
    const board = document.createElement('fake-board');
    board.rulesName = 'anarchist';
    table.prepend(board);
    await until(() => el.board === board);
    await el.updateComplete;
    expect(el.board).to.equal(board);
    expect(checkedPreset(el)).to.equal('anarchist');
    board.remove();
    await until(() => el.board === null);
    await el.updateComplete;
    expect(el.board).to.equal(null);
    expect(board.newGameListeners).to.equal(0);
  });

  it('attaches when the table is defined after the settings (modules loading out of order)', async () => {
    const wrap = await mount<HTMLDivElement>(
      html`<div>
        <late-table><fake-board></fake-board><tablero-settings></tablero-settings></late-table>
      </div>`,
    );
    const el = wrap.querySelector('tablero-settings') as TableroSettings;
    expect(el.board).to.equal(null);
    customElements.define('late-table', class extends FakeTable {});
    await el.updateComplete;
    expect(el.board).to.equal(wrap.querySelector('fake-board'));
  });

  it('lets for= win over the table', async () => {
    const table = await mount<FakeTable>(
      html`<fake-table> <fake-board></fake-board><fake-board id="other"></fake-board><tablero-settings for="other"></tablero-settings> </fake-table>`,
    );
    const el = table.querySelector('tablero-settings') as TableroSettings;
    await el.updateComplete;
    expect(el.board).to.equal(table.querySelector('#other'));
    el.removeAttribute('for');
    await el.updateComplete;
    expect(el.board).to.equal(table.querySelector('fake-board'));
  });

  it('stacks at 320px without sideways scrolling', async () => {
    const table = await mount<FakeTable>(
      html`<fake-table style="width: 320px">
        <fake-board style="display: block; height: 100px"></fake-board><tablero-settings></tablero-settings>
      </fake-table>`,
    );
    const el = table.querySelector('tablero-settings') as TableroSettings;
    await choosePreset(el, 'anarchist');
    expect(table.scrollWidth).to.be.at.most(320);
    expect(el.getBoundingClientRect().width).to.be.at.most(320);
    const form = field(el, 'form');
    expect(form.scrollWidth).to.be.at.most(form.clientWidth);
    const b = (table.querySelector('fake-board') as FakeBoard).getBoundingClientRect();
    expect(el.getBoundingClientRect().top).to.be.at.least(b.bottom);
  });

  it('puts the board and a panel side by side when wide', async () => {
    const table = await mount<FakeTable>(
      html`<fake-table style="width: 1100px">
        <fake-board style="display: block; height: 100px"></fake-board><tablero-settings></tablero-settings>
      </fake-table>`,
    );
    const el = table.querySelector('tablero-settings') as TableroSettings;
    await el.updateComplete;
    const b = (table.querySelector('fake-board') as FakeBoard).getBoundingClientRect();
    expect(el.getBoundingClientRect().left).to.be.at.least(b.right);
  });
});

describe('accessibility', () => {
  for (const p of PRESETS) {
    it(`has no axe violations with ${p}, before and after an error`, async () => {
      const { el } = await withBoard(p);
      await expectAccessible(el);
      await setField(el, 'pullSize', '99');
      await applyClick(el);
      expect(text(field(el, '[part~="error"]'))).to.not.equal('');
      await expectAccessible(el);
    });
  }

  it('groups with fieldsets and legends, labels every control, and has 44px touch targets', async () => {
    const { el } = await withBoard('anarchist');
    for (const fs of sr(el).querySelectorAll('fieldset')) expect(text(fs.querySelector(':scope > legend'))).to.not.equal('');
    for (const input of sr(el).querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')) {
      expect(input.labels?.length, input.id).to.equal(1);
      const target = ['checkbox', 'radio'].includes(input.type) ? (input.labels?.[0] as HTMLElement) : input;
      expect(target.getBoundingClientRect().height, input.id).to.be.at.least(44);
    }
    for (const b of sr(el).querySelectorAll('button')) {
      expect(b.getBoundingClientRect().height).to.be.at.least(44);
      expect(b.getBoundingClientRect().width).to.be.at.least(44);
    }
  });

  it("shows a focus ring in the theme's focus colour when reached by keyboard", async () => {
    const { el } = await withBoard('powell');
    el.style.setProperty('--tablero-focus', 'rgb(1, 2, 3)');
    const before = document.createElement('button');
    before.textContent = 'before';
    el.before(before);
    before.focus();
    await sendKeys({ press: 'Tab' });
    const focused = sr(el).activeElement as HTMLElement;
    expect(focused?.id).to.equal('seat-0-name'); // the form begins with who plays
    expect(focused.matches(':focus-visible')).to.equal(true);
    const style = getComputedStyle(focused);
    expect(style.outlineColor).to.equal('rgb(1, 2, 3)');
    expect(parseFloat(style.outlineWidth)).to.be.at.least(2);
  });

  it("takes the board's custom properties", async () => {
    const { el } = await withBoard('powell');
    el.style.setProperty('--tablero-accent', 'rgb(10, 20, 30)');
    el.style.setProperty('--tablero-panel', 'rgb(250, 240, 230)');
    await el.updateComplete;
    expect(getComputedStyle(field(el, '[part~="apply"]')).backgroundColor).to.equal('rgb(10, 20, 30)');
    expect(getComputedStyle(el).backgroundColor).to.equal('rgb(250, 240, 230)');
    // Set on an ancestor (a page's theme, a table), they reach the settings too.
    el.style.removeProperty('--tablero-accent');
    (el.parentElement as HTMLElement).style.setProperty('--tablero-accent', 'rgb(40, 50, 60)');
    expect(getComputedStyle(field(el, '[part~="apply"]')).backgroundColor).to.equal('rgb(40, 50, 60)');
  });
});

describe('with the real <tablero-board>', () => {
  type RealBoard = HTMLElement & BoardLink & { updateComplete: Promise<boolean> };

  /** A real table holding `board` and settings, both drawn. */
  async function realTable(board: TemplateResult): Promise<{ board: RealBoard; el: TableroSettings }> {
    await import('../../src/index.ts');
    const table = await mount<TableroTable>(html`<tablero-table>${board}<tablero-settings></tablero-settings></tablero-table>`);
    const found = { board: table.querySelector('tablero-board') as RealBoard, el: table.querySelector('tablero-settings') as TableroSettings };
    await found.board.updateComplete;
    await found.el.updateComplete;
    return found;
  }

  it('sets up the real board inside a real <tablero-table>', async function () {
    this.timeout(20_000);
    const { board, el } = await realTable(html`<tablero-board rules="powell" seed="7"></tablero-board>`);
    expect(el.board).to.equal(board);
    expect(checkedPreset(el)).to.equal('powell');

    await choosePreset(el, 'anarchist');
    await setSwitch(el, 'lawLaw', true);
    await setSwitch(el, 'chevron', false);
    const started = new Promise<CustomEvent>((r) => board.addEventListener('tablero-newgame', (e) => r(e as CustomEvent), { once: true }));
    await applyClick(el);
    const e = await started;
    expect(e.detail).to.deep.equal({ rules: 'anarchist', options: { chevron: false, lawLaw: true }, players: [{ name: 'South' }, { name: 'North' }] });
    expect(board.rulesName).to.equal('anarchist');
    expect(board.ruleOptions).to.deep.equal({ chevron: false, lawLaw: true });
    expect(board.getAttribute('rules')).to.equal('anarchist');
    await el.updateComplete;
    expect(checkedPreset(el)).to.equal('anarchist');
    expect(field(el, '#option-lawLaw').checked).to.equal(true);
    await expectAccessible(el);
  });

  it('hands both sides to the computer, which then plays on its own', async function () {
    this.timeout(20_000);
    const { board, el } = await realTable(html`<tablero-board seed="11" bot-delay="0" players="Ada, Bo"></tablero-board>`);
    expect(field(el, '#seat-0-name').value).to.equal('Ada');
    for (const side of [0, 1]) {
      const plays = field<HTMLSelectElement>(el, `#seat-${side}-plays`);
      plays.value = side === 0 ? 'greedy' : 'random';
      plays.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
      await el.updateComplete;
    }
    await applyClick(el);
    expect(board.getAttribute('players')).to.equal('Ada:greedy, Bo:random');
    expect(board.playerInfo).to.deep.equal([
      { name: 'Ada', bot: 'greedy' },
      { name: 'Bo', bot: 'random' },
    ]);
    await until(() => (board.game?.record.actions.length ?? 0) >= 6, 15_000);
  });
});
