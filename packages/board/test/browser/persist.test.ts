/**
 * `persist`: a saved game is resumed, and never lost: another setup, another tab, full storage, oversized
 * or unreadable saves each keep the game aside, say so inside the board and fire `tablero-error`.
 */
import { expect } from '@open-wc/testing';
import type { GameRecord } from '@tablero/engine';
import { TableroGame } from '../../src/game.ts';
import { expectAccessible, button, makeBoard, press, record, root, shown, until, type TableroBoard } from './board-helpers.ts';

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

/** A short game: a fixed Queen's Number, South rolls 1-5 first. */
const SETUP = { position: '6n/7/7/ssnn3/4n2/7/5s1 s', queen: '8', dice: '1-5' };

/** A board on `key` that has rolled once (so its saved game has an action to lose). */
async function boardWithARoll(key: string, extra: Record<string, string> = {}): Promise<TableroBoard> {
  const el = await makeBoard({ persist: key, ...SETUP, ...extra });
  await press(el, /Roll the dice/);
  expect(el.game!.record.actions.length).to.be.greaterThan(0);
  return el;
}

const saved = (key: string): GameRecord | null => {
  const raw = localStorage.getItem(key);
  return raw === null ? null : (JSON.parse(raw) as GameRecord);
};
const kept = (key: string): { reason: string; record?: GameRecord; raw?: string }[] => JSON.parse(localStorage.getItem(`${key}:kept`) ?? '[]');
const spoken = (el: TableroBoard): string => root(el).querySelector('[aria-live]')?.textContent ?? '';
const focused = (el: TableroBoard): Element | null => root(el).activeElement;
const notice = (el: TableroBoard): string => root(el).querySelector('[part="notice"]')?.textContent?.replace(/\s+/g, ' ') ?? '';

/** What another tab does to localStorage: write, then the `storage` event this window would get. */
function otherTabWrites(key: string, value: string): void {
  const oldValue = localStorage.getItem(key);
  localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: localStorage, url: location.href }));
}

describe('persist: resuming', () => {
  it('a saved game survives a reload', async () => {
    const first = await boardWithARoll('test-game');
    const actions = first.game!.record.actions.length;
    expect(saved('test-game')!.actions).to.have.length(actions);
    first.remove();
    const again = await makeBoard({ persist: 'test-game', ...SETUP });
    expect(again.game!.record.actions).to.have.length(actions);
    expect(again.state?.dice).to.deep.equal([1, 5]);
    expect(shown(again)).to.contain('Resumed a saved game');
  });

  it('a record with an illegal action is reported by its index', async () => {
    const record0 = {
      format: 'tablero-record',
      version: 1,
      rules: 'powell',
      options: {},
      players: [{ name: 'South' }, { name: 'North' }],
      dice: { seed: 1 },
      actions: [{ type: 'glass.move', from: 4, to: 11 }],
    };
    localStorage.setItem('illegal', JSON.stringify(record0));
    const el = await makeBoard({ persist: 'illegal' });
    expect(notice(el)).to.contain('action 0');
  });
});

describe('persist: a saved game with another setup', () => {
  for (const [what, attrs, words] of [
    ['rules', { rules: 'anarchist', position: '', queen: '' }, /other rules/],
    ['options', { options: 'chevron' }, /other options/],
    ['players', { players: 'Ada, Computer:greedy' }, /other players/],
  ] as const) {
    it(`other ${what}: the saved game is kept, the board says so, fires tablero-error, and can go back to it`, async () => {
      const first = await boardWithARoll('setup');
      const before = saved('setup')!;
      first.remove();
      const errors = record(document, 'tablero-error');
      const keptEvents = record(document, 'tablero-kept');
      const el = await makeBoard({ persist: 'setup', ...SETUP, ...attrs, 'bot-delay': '60000' });
      expect(notice(el)).to.match(words);
      expect(spoken(el), 'read out, not only shown').to.match(words);
      expect(errors.map((e) => e.code)).to.deep.equal(['saved-game-other-setup']);
      expect(saved('setup'), 'nothing is overwritten before this game is played').to.deep.equal(before);
      // Playing this game keeps the other one aside.
      el.act(el.game!.choices()[0]);
      await el.updateComplete;
      expect(kept('setup').map((k) => k.record)).to.deep.equal([before]);
      expect(keptEvents.map((k) => k.reason)).to.deep.equal(['other-setup']);
      expect(saved('setup')!.actions).to.have.length(1);
      // ... and the kept list resumes it; the game it replaces is kept in turn.
      const list = root(el).querySelector<HTMLDetailsElement>('[part="kept"]')!;
      expect(list.textContent).to.match(/Kept games \(1\)/);
      await press(el, /^Resume$/);
      await until(() => el.game?.record.actions.length === before.actions.length && el.state?.rules.preset === 'powell');
      expect(el.playerInfo).to.deep.equal(before.players);
      expect(saved('setup')).to.deep.equal(before);
      expect(kept('setup').map((k) => k.reason)).to.deep.equal(['set-aside']);
    });
  }

  it('"Resume it" in the notice goes back to the saved game; "Discard it" lets this one be saved', async () => {
    const first = await boardWithARoll('choice');
    const before = saved('choice')!;
    first.remove();
    const el = await makeBoard({ persist: 'choice', rules: 'da-gucci' });
    await press(el, /^Resume it$/);
    await until(() => el.state?.rules.preset === 'powell');
    expect(el.game!.record).to.deep.equal(before);
    expect(el.getAttribute('rules')).to.equal('powell');
    el.remove();
    const other = await makeBoard({ persist: 'choice', rules: 'da-gucci' });
    await press(other, /^Discard it$/);
    await other.updateComplete;
    expect(focused(other)?.getAttribute('role'), 'focus stays in the board').to.equal('gridcell');
    expect(saved('choice')!.rules).to.equal('da-gucci');
    expect(kept('choice')).to.deep.equal([]);
    expect(notice(other)).to.equal('');
  });

  it("a new game of the same setup (the settings' Apply, newGame) starts one and keeps the old game", async () => {
    const el = await makeBoard({ persist: 'again', players: 'Ada, Bo' });
    el.act(el.game!.choices()[0]);
    const before = el.game!.record;
    el.newGame('powell', {});
    await el.updateComplete;
    expect(el.game!.record.actions).to.have.length(0);
    expect(kept('again').map((k) => k.record)).to.deep.equal([before]);
    expect(notice(el)).to.contain('The game played before');
  });

  it('newGame with the attributes the board already has still starts a new game', async () => {
    const el = await makeBoard({ rules: 'powell', players: 'Ada, Bo' });
    el.act(el.game!.choices()[0]);
    el.newGame('powell', {}, [{ name: 'Ada' }, { name: 'Bo' }]);
    await el.updateComplete;
    expect(el.game!.record.actions).to.have.length(0);
  });

  it('the kept list is accessible', async () => {
    const first = await boardWithARoll('axe');
    first.remove();
    const el = await makeBoard({ persist: 'axe', rules: 'anarchist' });
    el.act(el.game!.choices()[0]);
    await el.updateComplete;
    root(el).querySelector<HTMLDetailsElement>('[part="kept"]')!.open = true;
    await el.updateComplete;
    await expectAccessible(el);
    for (const b of root(el).querySelectorAll('[part="kept"] button')) expect(b.getBoundingClientRect().height).to.be.at.least(44);
  });
});

describe('persist: two tabs on one key', () => {
  it('the same game taken further in another tab is followed, not overwritten', async () => {
    const el = await boardWithARoll('tabs');
    const further = TableroGame.resume(el.game!.record);
    further.act(further.choices()[0]);
    otherTabWrites('tabs', JSON.stringify(further.record));
    await el.updateComplete;
    expect(el.game!.record).to.deep.equal(further.record);
    expect(shown(el)).to.contain('went on in another tab');
  });

  it('a different game saved by another tab: this one is kept and goes on saving aside; the other is not overwritten', async () => {
    const el = await boardWithARoll('tabs2');
    const errors = record(document, 'tablero-error');
    const theirs = JSON.stringify({ ...el.game!.record, dice: { seed: 99 }, actions: [] });
    otherTabWrites('tabs2', theirs);
    await el.updateComplete;
    expect(errors.map((e) => e.code)).to.deep.equal(['saved-game-other-tab']);
    expect(notice(el)).to.contain('Another tab saved a different game');
    expect(kept('tabs2').map((k) => k.record)).to.deep.equal([el.game!.record]);
    el.act(el.game!.choices()[0]);
    await el.updateComplete;
    expect(localStorage.getItem('tabs2')).to.equal(theirs);
    expect(kept('tabs2').map((k) => k.record)).to.deep.equal([el.game!.record]);
  });

  it('two pages in two frames on one key lose no action', async () => {
    const frames = await Promise.all(
      ['a', 'b'].map(
        (name) =>
          new Promise<HTMLIFrameElement>((resolve) => {
            const f = document.createElement('iframe');
            f.name = name;
            f.src = new URL('./persist-frame.html', import.meta.url).href;
            f.onload = () => resolve(f);
            document.body.append(f);
          }),
      ),
    );
    const boardIn = (f: HTMLIFrameElement) => f.contentDocument!.querySelector('tablero-board') as TableroBoard;
    await until(() => frames.every((f) => boardIn(f)?.game));
    const [a, b] = frames.map(boardIn);
    // Both resumed the same (empty) game; A plays, B follows through the real storage event.
    await press(a, /Roll the dice/);
    await until(() => b.game!.record.actions.length === a.game!.record.actions.length);
    // B plays on; A follows.
    b.act(b.game!.choices()[0]);
    await until(() => a.game!.record.actions.length === b.game!.record.actions.length);
    // A starts again (the host page's reset): B's game is not wiped, B keeps it aside and says so.
    const bGame = b.game!.record;
    a.reset();
    await until(() => kept('frames').some((k) => JSON.stringify(k.record) === JSON.stringify(bGame)));
    await until(() => notice(b).includes('Another tab saved a different game'));
    expect(a.game!.record.actions).to.have.length(0);
  });
});

describe('persist: storage full', () => {
  it('fires tablero-error once, says so, and says when saving works again', async () => {
    const el = await makeBoard({ persist: 'full', ...SETUP });
    const errors = record(document, 'tablero-error');
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    try {
      await press(el, /Roll the dice/);
      el.act(el.game!.choices()[0]);
      await el.updateComplete;
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(errors.map((e) => [e.kind, e.code, e.name])).to.deep.equal([['saved-game', 'storage-full', 'full']]);
    expect(notice(el)).to.match(/could not be saved.*storage is full/);
    expect(root(el).querySelector('[part~="log"]')?.textContent, 'in the log, and read out when it happened').to.match(/could not be saved/);
    el.act(el.game!.choices()[0]);
    await el.updateComplete;
    expect(notice(el)).to.contain('saved again');
    expect(saved('full')!.actions).to.have.length(el.game!.record.actions.length);
  });
});

describe('persist: no storage', () => {
  it('a page without storage (blocked, sandboxed) plays unsaved and says so', async () => {
    const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
    const where = own ? window : Object.getPrototypeOf(window);
    const descriptor = Object.getOwnPropertyDescriptor(where, 'localStorage')!;
    Object.defineProperty(where, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
      },
    });
    const errors = record(document, 'tablero-error');
    let el: TableroBoard;
    try {
      el = await makeBoard({ persist: 'nowhere', ...SETUP });
      await press(el, /Roll the dice/);
    } finally {
      Object.defineProperty(where, 'localStorage', descriptor);
    }
    expect(errors.map((e) => e.code)).to.deep.equal(['storage-unavailable']);
    expect(notice(el)).to.contain('not saved');
    expect(el.game!.record.actions.length).to.be.greaterThan(0);
  });
});

describe('persist: bad saves', () => {
  it('a 10,000-character name from storage is refused like the attribute, and the page does not widen', async () => {
    const g = new TableroGame({ rules: 'powell', options: {}, position: '', script: [], seed: 1, queen: 0, players: [{ name: 'South' }, { name: 'North' }] });
    const long = 'W'.repeat(10_000);
    localStorage.setItem('long', JSON.stringify({ ...g.record, players: [{ name: long }, { name: 'North' }] }));
    const errors = record(document, 'tablero-error');
    const el = await makeBoard({ persist: 'long' });
    expect(errors.map((e) => e.code)).to.deep.equal(['saved-game-unreadable']);
    expect(notice(el)).to.contain('at most 40 characters');
    expect(shown(el)).to.not.contain(long);
    expect(document.documentElement.scrollWidth).to.be.at.most(window.innerWidth);
    expect(kept('long')[0].raw).to.contain(long);
  });

  it('two unreadable saves are both kept', async () => {
    localStorage.setItem('broken', '{"format":"tablero-record",');
    const errors = record(document, 'tablero-error');
    const first = await makeBoard({ persist: 'broken' });
    expect(notice(first)).to.match(/could not be read.*kept below/s);
    expect(first.game).to.not.equal(null);
    first.remove();
    localStorage.setItem('broken', 'second garbage');
    const second = await makeBoard({ persist: 'broken' });
    expect(kept('broken').map((k) => k.raw)).to.deep.equal(['{"format":"tablero-record",', 'second garbage']);
    expect(errors.map((e) => [e.kind, e.code, e.name])).to.deep.equal([
      ['saved-game', 'saved-game-unreadable', 'broken'],
      ['saved-game', 'saved-game-unreadable', 'broken'],
    ]);
    expect(root(second).querySelector('[part="kept"]')?.textContent).to.match(/Kept games \(2\)/);
    // An unreadable game can only be discarded (its text stays in storage until then).
    await press(second, /^Discard$/);
    await second.updateComplete;
    expect(kept('broken')).to.have.length(1);
    expect(focused(second)?.tagName).to.equal('SUMMARY');
    expect(button(second, /^Discard$/)).to.exist;
  });
});
