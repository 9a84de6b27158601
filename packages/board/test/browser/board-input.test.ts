/**
 * What a host page gives the board: attributes (good and bad), saved games, themes and events.
 */
import { expect } from '@open-wc/testing';
import { expectAccessible, until, cell, makeBoard, phase, press, record, root } from './board-helpers.ts';

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

describe('bad attributes', () => {
  const BAD: [string, string, RegExp][] = [
    ['rules', 'chess', /powell, da-gucci, anarchist, de-jesus/],
    ['options', 'pullSize=9', /pullSize/],
    ['options', 'wobble', /"wobble" is not an option/],
    ['options', 'kendal=maybe', /kendal takes true or false/],
    ['position', 'nnn4/7/7', /position/],
    ['dice', '3-9', /"3-9"/],
    ['seed', '-4', /whole number from 0/],
    ['queen', '13', /2 to 12/],
    ['queen', '7', /roll a 7 again/],
    ['players', 'Ada', /not 2/],
    ['players', 'Ada, Bo:deep-blue', /"deep-blue" is not a computer player/],
  ];
  for (const [attribute, value, allowed] of BAD) {
    it(`${attribute}="${value}": explains inside the element and fires tablero-error`, async () => {
      const errors: CustomEvent[] = [];
      document.addEventListener('tablero-error', (e) => errors.push(e as CustomEvent), { once: true });
      const el = await makeBoard({ [attribute]: value });
      const message = root(el).querySelector('[part="message"]');
      expect(message, 'the message is shown').to.exist;
      expect(message!.getAttribute('role')).to.equal('alert');
      expect(message!.textContent).to.contain(attribute).and.contain(value);
      expect(message!.textContent).to.match(allowed);
      expect(errors).to.have.length(1);
      expect(errors[0].detail).to.include({ kind: 'attribute', name: attribute, value });
      expect(el.game).to.equal(null);
    });
  }

  it('a bad board does not stop the other boards on the page', async () => {
    const bad = await makeBoard({ rules: 'chess' });
    const good = await makeBoard({ rules: 'da-gucci' });
    expect(bad.game).to.equal(null);
    expect(good.game?.state.rules.preset).to.equal('da-gucci');
    expect(root(good).querySelectorAll('[role="gridcell"]')).to.have.length(49);
  });

  it('fixing the attribute starts the game', async () => {
    const el = await makeBoard({ rules: 'chess' });
    el.setAttribute('rules', 'anarchist');
    await el.updateComplete;
    expect(root(el).querySelector('[part="message"]')).to.equal(null);
    expect(el.state?.rules.preset).to.equal('anarchist');
  });

  it('a bad theme is reported but the game plays on', async () => {
    const errors = record(document, 'tablero-error');
    const el = await makeBoard({ theme: 'neon' });
    expect(errors.map((e) => e.name)).to.deep.equal(['theme']);
    expect(el.game).to.not.equal(null);
  });
});

describe('attributes set the game up', () => {
  it('position, queen, players and scripted dice', async () => {
    const el = await makeBoard({ position: '6n/7/7/ssnn3/4n2/7/5s1 n', queen: '9', players: 'Ada, Bo', dice: '2-2' });
    expect(phase(el)).to.equal('roll');
    expect(el.state?.player).to.equal(1);
    expect(cell(el, 'a4').getAttribute('aria-label')).to.equal('a4: full glass, poured by Ada');
    expect(cell(el, 'd4').getAttribute('aria-label')).to.equal('d4: full glass, poured by Bo');
    expect(cell(el, 'd5').getAttribute('aria-label')).to.equal('d5: empty square');
    expect(root(el).textContent).to.contain("Queen's Number: 9");
    await press(el, /Roll the dice/);
    expect(el.state?.dice).to.deep.equal([2, 2]);
  });

  it('the same seed plays the same game', async () => {
    const a = await makeBoard({ seed: '42', players: 'random, random', 'bot-delay': '0' });
    const b = await makeBoard({ seed: '42', players: 'random, random', 'bot-delay': '0' });
    await until(() => [a, b].every((el) => el.game!.record.actions.length > 5));
    a.remove();
    b.remove();
    const n = Math.min(a.game!.record.actions.length, b.game!.record.actions.length);
    expect(n).to.be.greaterThan(5);
    expect(a.game!.record.actions.slice(0, n)).to.deep.equal(b.game!.record.actions.slice(0, n));
  });

  it('anarchist shows its anarchy spots', async () => {
    const el = await makeBoard({ rules: 'anarchist' });
    const spots = [...root(el).querySelectorAll('[role="gridcell"].spot')].map((c) => c.getAttribute('aria-label')?.slice(0, 2));
    expect(spots).to.have.length(7);
    expect(cell(el, 'd4').getAttribute('aria-label')).to.contain('anarchy spot');
  });

  it('readonly shows the game with no buttons and no focusable squares', async () => {
    const el = await makeBoard({ readonly: true });
    expect(root(el).querySelectorAll('.controls button')).to.have.length(0);
    expect(root(el).querySelector('[role="gridcell"][tabindex="0"]')).to.equal(null);
    expect(root(el).querySelector('[role="grid"]')?.getAttribute('aria-readonly')).to.equal('true');
  });

  it('reflects its properties to attributes', async () => {
    const el = await makeBoard({});
    el.rules = 'de-jesus';
    el.theme = 'wood';
    await el.updateComplete;
    expect(el.getAttribute('rules')).to.equal('de-jesus');
    expect(el.getAttribute('theme')).to.equal('wood');
    expect(el.state?.rules.preset).to.equal('de-jesus');
  });

  it('compact: the log starts closed and the hints go', async () => {
    const el = await makeBoard({ compact: true, position: '6n/7/7/ssnn3/4n2/7/5s1 s', queen: '8', dice: '1-5' });
    expect(root(el).querySelector('details[part="log"]')?.hasAttribute('open')).to.equal(false);
    await press(el, /Roll the dice/);
    expect(root(el).querySelector('.hint')).to.equal(null);
    const full = await makeBoard({ position: '6n/7/7/ssnn3/4n2/7/5s1 s', queen: '8', dice: '1-5' });
    await press(full, /Roll the dice/);
    expect(root(full).querySelector('details[part="log"]')?.hasAttribute('open')).to.equal(true);
    expect(root(full).querySelector('.hint')).to.exist;
  });

  for (const width of [304, 360, 800]) {
    it(`fits a ${width} px column without overflowing, squares at least 40 px`, async () => {
      const box = document.createElement('div');
      box.style.width = `${width}px`;
      document.body.append(box);
      const el = await makeBoard({}, box);
      const board = root(el).querySelector<HTMLElement>('[part="board"]')!;
      expect(board.getBoundingClientRect().width).to.be.at.most(width);
      const square = cell(el, 'd4').getBoundingClientRect();
      expect(square.width).to.be.at.least(width >= 320 ? 44 : 40);
    });
  }

  it('every theme passes axe', async () => {
    for (const theme of ['cloth', 'wood', 'contrast']) {
      const el = await makeBoard({ theme, position: '6n/7/7/ssnn3/4n2/7/5s1 s', queen: '8' });
      await expectAccessible(el, theme);
      el.remove();
    }
  });

  it('the axe check fails on a violation inside the board, naming it', async () => {
    const el = await makeBoard({});
    root(el).append(document.createElement('button')); // a button with no name
    const failure = await expectAccessible(el, 'a board with a nameless button').then(
      () => null,
      (e: Error) => e.message,
    );
    expect(failure).to.match(
      /^axe-core found 1 violation\(s\):\n {2}a board with a nameless button: button-name \(critical\) at tablero-board >>> \S+: Buttons must have discernible text$/,
    );
    el.remove();
  });
});
