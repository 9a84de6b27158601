/**
 * Properties as host pages and frameworks set them: numbers, booleans and strings, set on an element
 * before its definition loaded (the upgrade-property pattern) and after. Every property either takes the
 * value or refuses it with the visible message and `tablero-error`; nothing is thrown into the page.
 */
import { expect, nextFrame } from '@open-wc/testing';
import { TableroSettings } from '../../src/settings.ts';
import { TableroBoard, record, root, until, whileATwinPlays } from './board-helpers.ts';

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

let defined = 0;

/**
 * A board whose properties are set on the element first, then connected, then (when `late`) defined:
 * as a page does when its script loads after the markup, or a framework renders before the import.
 */
async function boardWith(props: Record<string, unknown>, late: boolean): Promise<TableroBoard> {
  const tag = late ? `tablero-board-late-${++defined}` : 'tablero-board';
  const el = document.createElement(tag) as TableroBoard;
  Object.assign(el, props);
  document.body.append(el);
  if (late) customElements.define(tag, class extends TableroBoard {});
  await (el as TableroBoard).updateComplete;
  await el.updateComplete;
  return el;
}

const message = (el: TableroBoard | TableroSettings): string => (el.shadowRoot?.querySelector('[part="message"]')?.textContent ?? '').replace(/\s+/g, ' ');

/** Thrown errors and unhandled rejections while `fn` runs (none may reach the page). */
async function pageErrors(fn: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const onError = (e: ErrorEvent) => seen.push(String(e.message));
  const onRejection = (e: PromiseRejectionEvent) => seen.push(String(e.reason));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  try {
    await fn();
    await nextFrame(); // what the last updates scheduled has run
  } finally {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  }
  return seen;
}

for (const late of [false, true]) {
  const when = late ? 'set before the element is defined' : 'set on a defined element';

  describe(`<tablero-board> properties, ${when}`, () => {
    it('seed and queen as numbers and as digits start the game they name', async () => {
      for (const [seed, queen] of [
        [7, 8],
        ['7', '8'],
      ] as const) {
        const errors = record(document, 'tablero-error');
        const el = await boardWith({ seed, queen }, late);
        expect(message(el), `seed ${typeof seed}`).to.equal('');
        expect(errors).to.deep.equal([]);
        expect(el.game?.record.dice.seed).to.equal(7);
        expect(el.state?.queen).to.equal(8);
        expect(root(el).querySelectorAll('[role="gridcell"]')).to.have.length(49);
      }
    });

    it('text properties take numbers as text, and refuse booleans and objects with the message', async () => {
      const el = await boardWith(
        { rules: 'anarchist', options: 'pullSize=5', players: 'Ann, Bob', dice: '3-4', position: '', persist: 'p1', theme: 'wood', colorScheme: 'dark' },
        late,
      );
      expect(message(el)).to.equal('');
      expect(el.state?.rules.preset).to.equal('anarchist');
      expect(el.state?.rules.pullSize).to.equal(5);
      expect(el.game?.players.map((p) => p.name)).to.deep.equal(['Ann', 'Bob']);
      expect(localStorage.getItem('p1')).to.be.a('string');
      for (const [name, value, says] of [
        ['rules', 5, /rules.*"5".*not a rule set/],
        ['seed', true, /seed.*true, a true\/false value/],
        ['queen', {}, /queen.*object/],
        ['players', ['Ann', 'Bob'], /players.*list/],
        ['seed', Number.NaN, /seed.*NaN.*not a finite number/],
        ['persist', false, /persist.*false/],
      ] as const) {
        const errors = record(document, 'tablero-error');
        const bad = await boardWith({ [name]: value }, late);
        expect(message(bad), `${name}=${String(value)}`).to.match(says);
        expect(errors.map((e) => e.name)).to.deep.equal([name]);
        expect(bad.game === null || name === 'persist').to.equal(true);
      }
    });

    it('botDelay takes a number or digits, and refuses anything else', async () => {
      for (const botDelay of [40, '40']) {
        const el = await boardWith({ botDelay, players: 'greedy, greedy', seed: 3 }, late);
        expect(message(el)).to.equal('');
        // The machine times the computers with the delay given (the default is 700 ms), and they play.
        expect(el.game?.snapshot.context.delay).to.equal(40);
        await until(() => (el.game?.record.actions.length ?? 0) >= 3, 10_000);
      }
      for (const botDelay of ['soon', -5, true, 1e9]) {
        const errors = record(document, 'tablero-error');
        const el = await boardWith({ botDelay, players: 'greedy, greedy' }, late);
        expect(message(el), String(botDelay)).to.contain('bot-delay');
        expect(errors.map((e) => e.name)).to.deep.equal(['bot-delay']);
        await whileATwinPlays({ players: 'greedy, greedy', 'bot-delay': '0' });
        expect(el.game?.record.actions.length ?? 0, 'no computer plays behind the message').to.equal(0);
      }
    });

    it('paused, readonly and compact take booleans, and the text "false" is off', async () => {
      for (const off of [false, 'false', 0, null]) {
        const el = await boardWith({ paused: off, readonly: off, compact: off, botDelay: 0, players: 'greedy, greedy', seed: 5 }, late);
        expect(message(el)).to.equal('');
        await until(() => (el.game?.record.actions.length ?? 0) >= 2, 3000);
        expect(root(el).querySelector('details[part="log"]')?.hasAttribute('open'), `compact=${String(off)}`).to.equal(true);
      }
      for (const on of [true, 'true', '', 1]) {
        const el = await boardWith({ paused: on, readonly: on, compact: on, botDelay: 0, players: 'greedy, greedy' }, late);
        expect(message(el)).to.equal('');
        await whileATwinPlays({ players: 'greedy, greedy', 'bot-delay': '0' });
        expect(el.game?.record.actions.length, `paused=${JSON.stringify(on)}`).to.equal(0);
        expect(el.hasAttribute('compact')).to.equal(true);
        expect(root(el).querySelector('details[part="log"]')?.hasAttribute('open')).to.equal(false);
      }
      const errors = record(document, 'tablero-error');
      const el = await boardWith({ paused: {} }, late);
      expect(message(el)).to.match(/paused/);
      expect(errors.map((e) => e.name)).to.deep.equal(['paused']);
    });

    it('the attribute paused="false" (Vue before upgrade) does not pause', async () => {
      const tag = late ? `tablero-board-late-${++defined}` : 'tablero-board';
      const el = document.createElement(tag) as TableroBoard;
      el.setAttribute('paused', 'false');
      el.setAttribute('bot-delay', '0');
      el.setAttribute('players', 'greedy, greedy');
      document.body.append(el);
      if (late) customElements.define(tag, class extends TableroBoard {});
      await el.updateComplete;
      await until(() => (el.game?.record.actions.length ?? 0) >= 2, 3000);
      el.paused = true;
      await el.updateComplete;
      expect(el.getAttribute('paused')).to.equal('');
      el.paused = false;
      await el.updateComplete;
      expect(el.hasAttribute('paused')).to.equal(false);
    });

    it('botDelay written as the attribute botdelay (React 19 and Vue before upgrade) is read', async () => {
      const tag = late ? `tablero-board-late-${++defined}` : 'tablero-board';
      const el = document.createElement(tag) as TableroBoard;
      el.setAttribute('botDelay', '30');
      el.setAttribute('players', 'greedy, greedy');
      document.body.append(el);
      if (late) customElements.define(tag, class extends TableroBoard {});
      await el.updateComplete;
      expect(el.game?.snapshot.context.delay).to.equal(30);
      await until(() => (el.game?.record.actions.length ?? 0) >= 3, 10_000);
    });

    it('no value of any type throws into the page', async () => {
      const values: unknown[] = [0, 1, -1, 2.5, Number.NaN, Infinity, true, false, '', 'x'.repeat(5000), null, undefined, {}, [], 10n, Symbol('s'), () => 1];
      const names = [
        'rules',
        'options',
        'position',
        'dice',
        'seed',
        'queen',
        'players',
        'readonly',
        'paused',
        'persist',
        'theme',
        'colorScheme',
        'compact',
        'botDelay',
      ];
      const errors = await pageErrors(async () => {
        for (const name of names) {
          const el = await boardWith({}, late);
          for (const value of values) {
            (el as unknown as Record<string, unknown>)[name] = value;
            await el.updateComplete;
          }
          const shown = message(el);
          expect(shown.length, `${name}: a long value is cut short in the message`).to.be.below(1200);
          el.remove();
        }
      });
      expect(errors).to.deep.equal([]);
    });
  });

  describe(`<tablero-settings> properties, ${when}`, () => {
    it('htmlFor takes an id (also a number) and syncHash a boolean or "false"', async () => {
      const board = document.createElement('tablero-board');
      board.id = '42';
      document.body.append(board);
      const tag = late ? `tablero-settings-late-${++defined}` : 'tablero-settings';
      if (!late && !customElements.get(tag)) customElements.define(tag, TableroSettings);
      const el = document.createElement(tag) as TableroSettings;
      Object.assign(el, { htmlFor: 42, syncHash: 'false' });
      document.body.append(el);
      if (late) customElements.define(tag, class extends TableroSettings {});
      await el.updateComplete;
      expect(el.board, 'found the board by a numeric id').to.equal(board);
      expect(el.hasAttribute('sync-hash')).to.equal(false);
      el.syncHash = true;
      await el.updateComplete;
      expect(el.getAttribute('sync-hash')).to.equal('');
      const errors = await pageErrors(async () => {
        for (const value of [{}, [], Symbol('s'), Number.NaN, true]) {
          (el as unknown as Record<string, unknown>).htmlFor = value;
          (el as unknown as Record<string, unknown>).syncHash = value;
          await el.updateComplete;
        }
      });
      expect(errors).to.deep.equal([]);
      expect(message(el)).to.match(/for/);
    });
  });
}
