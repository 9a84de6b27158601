/**
 * Playing whole games on <tablero-board> the way people do: by clicks, and by keyboard alone.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import {
  expectAccessible,
  whileATwinPlays,
  button,
  buttons,
  cell,
  lineSquares,
  makeBoard,
  phase,
  press,
  record,
  root,
  rollAndMove,
  share,
  shown,
  tap,
  until,
  type TableroBoard,
} from './board-helpers.ts';

/**
 * A short whole game. Stakes of one 4-shot bottle: South (who starts) pours 3 opening glasses and the
 * centre glass, North 3. Three rolls of 3-3 line six glasses up on rank 4; South pulls them; North must
 * refill six with one shot left, cannot, and loses.
 */
const SHORT_GAME = {
  options: 'bottles=1 shotsPerBottle=4',
  queen: '8',
  dice: '5-2 3-3 3-3 3-3',
  players: 'Ada, Bo',
  seed: '1',
};

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

describe('a whole game by clicks', () => {
  it('plays from the first roll to the toast, firing the events a host page hears', async () => {
    const el = await makeBoard(SHORT_GAME);
    const rolls = record(el, 'tablero-roll');
    const moves = record(el, 'tablero-move');
    const pulls = record(el, 'tablero-pull');
    const over = record(el, 'tablero-gameover');
    expect(phase(el)).to.equal('initiative');
    await expectAccessible(el);

    await press(el, /Roll for the first turn/);
    expect(rolls[0]).to.deep.include({ side: 'table', kind: 'initiative' });
    await press(el, /Fill the centre glass/);
    expect(el.state?.at[3]).to.be.at.least(0); // the centre glass went to d1

    await rollAndMove(el, 'd1', 'd4', 'e1', 'e4');
    expect(buttons(el, /^Roll again$/)).to.have.length(1); // the same player rolls on
    await rollAndMove(el, 'c7', 'c4', 'b7', 'b4');
    await rollAndMove(el, 'a7', 'a4', 'f1', 'f4');
    expect(moves.map((m) => `${m.from}-${m.to}`)).to.deep.equal(['d1-d4', 'e1-e4', 'c7-c4', 'b7-b4', 'a7-a4', 'f1-f4']);

    expect(phase(el)).to.equal('pullDecision');
    expect(lineSquares(el)).to.deep.equal(['a4', 'b4', 'c4', 'd4', 'e4', 'f4']);
    await expectAccessible(el);
    await press(el, /Pull a4 to f4/);
    expect(pulls).to.deep.equal([{ side: 0, squares: ['a4', 'b4', 'c4', 'd4', 'e4', 'f4'], line: 'rank', shots: 6, full: false, kendal: false }]);

    // Share: one shot to Bo, one to the spectators; Ada drinks the other four.
    expect(phase(el)).to.equal('sharing');
    expect(root(el).querySelector('[part~="spectators"]')).to.equal(null);
    await share(el, 1, 1);
    expect(el.state?.drunk).to.deep.equal([4, 1, 1]);
    expect(root(el).querySelector('[part~="spectators"]')?.textContent).to.equal('Spectators drunk 1');

    await press(el, /Refill the glasses/);
    expect(phase(el)).to.equal('toastRound');
    await expectAccessible(el);
    await press(el, /Raise the toast/);
    expect(phase(el)).to.equal('over');
    expect(over).to.have.length(1);
    expect(over[0].winnerName).to.equal('Ada');
    expect(root(el).textContent).to.match(/Ada wins/);
    expect(buttons(el, /New game/)).to.have.length(1);
  });

  it('lets the first move be taken back until the second is made', async () => {
    const el = await makeBoard(SHORT_GAME);
    await press(el, /Roll for the first turn/);
    await press(el, /Fill the centre glass/);
    await rollAndMove(el, 'd1', 'd4');
    await press(el, /Take back the first move/);
    expect(el.state?.at[3]).to.not.equal(-1); // d1 has its glass again
    expect(el.state?.moves).to.have.length(0);
    await tap(el, 'e1', 'e4', 'd1', 'd4');
    expect(buttons(el, /Take back/)).to.have.length(0);
  });

  it('moves a glass by dragging it to its square (pointer events, as touch and mouse give)', async () => {
    const el = await makeBoard(SHORT_GAME);
    const moves = record(el, 'tablero-move');
    await press(el, /Roll for the first turn/);
    await press(el, /Fill the centre glass/);
    await press(el, /Roll the dice/);
    const centre = (sq: string): [number, number] => {
      const r = cell(el, sq).getBoundingClientRect();
      return [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)];
    };
    await sendMouse({ type: 'move', position: centre('e1') });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: centre('e2') });
    await sendMouse({ type: 'move', position: centre('e4') });
    await sendMouse({ type: 'up' });
    await el.updateComplete;
    expect(moves.map((m) => `${m.from}-${m.to}`)).to.deep.equal(['e1-e4']);
    // A drop on a square the glass may not reach moves nothing.
    await sendMouse({ type: 'move', position: centre('d1') });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: centre('d2') });
    await sendMouse({ type: 'move', position: centre('c3') });
    await sendMouse({ type: 'up' });
    await el.updateComplete;
    expect(moves).to.have.length(1);
  });

  it('shows where a picked-up glass may go, and ignores a square it may not', async () => {
    const el = await makeBoard(SHORT_GAME);
    await press(el, /Roll for the first turn/);
    await press(el, /Fill the centre glass/);
    await press(el, /Roll the dice/);
    await tap(el, 'e1');
    const targets = [...root(el).querySelectorAll('[role="gridcell"].target')].map((c) => c.getAttribute('aria-label')?.slice(0, 2));
    expect(targets).to.deep.equal(['e4']);
    await tap(el, 'e5'); // not a target: nothing moves
    expect(el.state?.moves).to.have.length(0);
  });
});

describe('a whole game by keyboard alone', () => {
  /** Tab until the focused element in the board's shadow root satisfies `test`. */
  async function tabTo(el: TableroBoard, test: (e: Element) => boolean, max = 40): Promise<void> {
    for (let i = 0; i < max; i++) {
      const active = root(el).activeElement;
      if (active && test(active)) return;
      await sendKeys({ press: 'Tab' });
      await el.updateComplete;
    }
    throw new Error('could not reach the element by Tab');
  }
  const pressButton = async (el: TableroBoard, name: RegExp) => {
    await tabTo(el, (e) => e.tagName === 'BUTTON' && name.test(e.textContent ?? ''));
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
  };
  /** Arrow from the focused square to `square`, then Enter. */
  const choose = async (el: TableroBoard, square: string) => {
    await tabTo(el, (e) => e.getAttribute('role') === 'gridcell');
    for (let i = 0; i < 14; i++) {
      const active = root(el).activeElement as HTMLElement;
      const at = active.getAttribute('aria-label')!.slice(0, 2);
      if (at === square) break;
      const key = at[0] < square[0] ? 'ArrowRight' : at[0] > square[0] ? 'ArrowLeft' : at[1] < square[1] ? 'ArrowUp' : 'ArrowDown';
      await sendKeys({ press: key });
      await el.updateComplete;
    }
    expect((root(el).activeElement as HTMLElement).getAttribute('aria-label')).to.match(new RegExp(`^${square}:`));
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
  };

  it('plays the same game with Tab, arrows and Enter', async () => {
    const el = await makeBoard(SHORT_GAME);
    const moves = record(el, 'tablero-move');
    el.focus();
    await pressButton(el, /Roll for the first turn/);
    await pressButton(el, /Fill the centre glass/);
    await pressButton(el, /Roll the dice/);
    for (const sq of ['d1', 'd4', 'e1', 'e4']) await choose(el, sq);
    await pressButton(el, /Roll again/);
    for (const sq of ['c7', 'c4', 'b7', 'b4']) await choose(el, sq);
    await pressButton(el, /Roll again/);
    for (const sq of ['a7', 'a4', 'f1', 'f4']) await choose(el, sq);
    expect(moves).to.have.length(6);
    await pressButton(el, /Pull a4 to f4/);
    await pressButton(el, /Share the pull/);
    await pressButton(el, /Refill the glasses/);
    await pressButton(el, /Raise the toast/);
    expect(phase(el)).to.equal('over');
  });
});

describe('the Queen and muggins', () => {
  it("drinks the Queen's toast when the roll makes the Queen's Number", async () => {
    // 1-5 makes 6, the Queen's Number: the Player drinks a glass before moving.
    const el = await makeBoard({ position: '6n/7/7/ssnn3/4n2/7/5s1 s', dice: '1-5', queen: '6', players: 'Ada, Bo' });
    const queen = record(el, 'tablero-queen');
    await press(el, /Roll the dice/);
    expect(phase(el)).to.equal('queenToast');
    await tap(el, 'e3');
    expect(queen).to.deep.equal([{ side: 0, kind: 'toast', number: 6, square: 'e3' }]);
    // The glass went to North's baseline in its file, refilled by North.
    expect(cell(el, 'e7').getAttribute('aria-label')).to.equal('e7: full glass, poured by Bo');
    expect(phase(el)).to.equal('moving');
  });

  it('opens the muggins window when a manual caller moves without calling, and the Opponent catches it', async () => {
    const el = await makeBoard({ position: '6n/7/7/ssnn3/4n2/7/5s1 s', dice: '1-5', queen: '6', options: 'queenCall=manual', players: 'Ada, Bo' });
    const muggins = record(el, 'tablero-muggins');
    await press(el, /Roll the dice/);
    expect(buttons(el, /^Call the Queen!$/)).to.have.length(1);
    await tap(el, 'e3', 'e4');
    expect(el.state?.mugginsOpen).to.equal(true);
    await press(el, /Muggins! \(Bo\)/);
    await tap(el, 'a4');
    expect(muggins).to.deep.equal([{ by: 1, caught: 0, square: 'a4' }]);
    // The move went back; the roll's moves are to be made again.
    expect(cell(el, 'e3').getAttribute('aria-label')).to.match(/^e3: full glass/);
    expect(phase(el)).to.equal('moving');
  });

  it('keeps the muggins window open when the move is taken back: no call, and the Opponent still catches it', async () => {
    const el = await makeBoard({ position: '6n/7/7/ssnn3/4n2/7/5s1 s', dice: '1-5', queen: '6', options: 'queenCall=manual', players: 'Ada, Bo' });
    const muggins = record(el, 'tablero-muggins');
    await press(el, /Roll the dice/);
    await tap(el, 'e3', 'e4');
    await press(el, /Take back the first move/);
    expect(el.state?.moves).to.have.length(0);
    expect(buttons(el, /Call the Queen/)).to.have.length(0);
    await press(el, /Muggins! \(Bo\)/);
    await tap(el, 'a4');
    expect(muggins).to.deep.equal([{ by: 1, caught: 0, square: 'a4' }]);
  });

  it('lets the Player call the Queen before moving', async () => {
    const el = await makeBoard({ position: '6n/7/7/ssnn3/4n2/7/5s1 s', dice: '1-5', queen: '6', options: 'queenCall=manual' });
    await press(el, /Roll the dice/);
    await press(el, /^Call the Queen!$/);
    expect(phase(el)).to.equal('queenToast');
  });

  it("names the Prophet on anarchist boards: the call button and the number's label", async () => {
    const el = await makeBoard({ rules: 'anarchist', position: '6n/7/7/ssnn3/4n2/7/5s1 s', dice: '1-5', queen: '6', options: 'queenCall=manual' });
    expect(root(el).querySelector('[part~="queen"]')?.textContent).to.equal("Prophet's Number: 6");
    await press(el, /Roll the dice/);
    expect(buttons(el, /^Call the Prophet!$/)).to.have.length(1);
    expect(buttons(el, /Queen/)).to.have.length(0);
  });
});

describe('da Gucci treason: only once the Player goes to roll', () => {
  // Queen 6; 1-5 moves e3 up one and f1 up five (five on rank 4 is no pull in da Gucci); 1-2 is the next roll.
  const GUCCI = { rules: 'da-gucci', position: '6n/7/7/ssnn3/4n2/7/5s1 s', dice: '1-5 1-2', queen: '6', options: 'queenCall=manual' };

  it('after both moves only the Player may call; rolling again opens North’s treason, a person’s choice', async () => {
    const el = await makeBoard({ ...GUCCI, players: 'Ada, Bo' });
    const muggins = record(el, 'tablero-muggins');
    const actions = record(el, 'tablero-action');
    await press(el, /Roll the dice/);
    await tap(el, 'e3', 'e4', 'f1', 'f6');
    expect(phase(el)).to.equal('roll');
    expect(buttons(el, /^Call the Queen!$/)).to.have.length(1);
    expect(buttons(el, /Treason/)).to.have.length(0);
    expect(shown(el)).to.contain("Ada to roll. The Queen's Number is not called yet: going to roll without calling lets Bo cry treason.");
    await press(el, /Roll again/);
    expect(phase(el)).to.equal('treason');
    expect(shown(el)).to.contain('Ada goes to roll without calling the Queen: Bo, call treason or let the dice fly.');
    expect(buttons(el, /Call the Queen/)).to.have.length(0);
    expect(buttons(el, /^Let the dice fly$/)).to.have.length(1);
    await expectAccessible(el);
    await press(el, /Treason to the Queen! \(Bo\)/);
    await tap(el, 'a4');
    expect(muggins).to.deep.equal([{ by: 1, caught: 0, square: 'a4' }]);
    expect(actions.map((d) => d.action.type).slice(-2)).to.deep.equal(['dice.lift', 'queen.treason']);
    // Ada keeps the dice and rolls on; the glass went to her baseline and she filled it.
    expect(cell(el, 'a1').getAttribute('aria-label')).to.equal('a1: full glass, poured by Ada');
    expect(phase(el)).to.equal('roll');
    await press(el, /Roll again/);
    expect(el.state?.dice).to.deep.equal([1, 2]);
  });

  it('North may let the dice fly: they land, and the chance is gone for both', async () => {
    const el = await makeBoard({ ...GUCCI, players: 'Ada, Bo' });
    await press(el, /Roll the dice/);
    await tap(el, 'e3', 'e4', 'f1', 'f6');
    await press(el, /Roll again/);
    await press(el, /^Let the dice fly$/);
    expect(phase(el)).to.equal('moving');
    expect(el.state?.dice).to.deep.equal([1, 2]);
    expect(buttons(el, /Treason|Call the Queen/)).to.have.length(0);
  });

  it('a computer North decides by itself when the person rolls without calling: the expert always cries treason', async () => {
    const el = await makeBoard({ ...GUCCI, players: 'Ada, Computer:expert', 'bot-delay': '0' });
    const muggins = record(el, 'tablero-muggins');
    await press(el, /Roll the dice/);
    await tap(el, 'e3', 'e4', 'f1', 'f6');
    await press(el, /Roll again/);
    await until(() => muggins.length === 1);
    expect(muggins[0]).to.include({ by: 1, caught: 0 });
    expect(phase(el)).to.equal('roll');
    expect(el.state?.player).to.equal(0);
  });

  it('a computer that lets the miss pass lets the dice fly (greedy, which cries treason half the time, with a seed where it does not)', async () => {
    const el = await makeBoard({ ...GUCCI, players: 'Ada, Computer:greedy', 'bot-delay': '0', seed: '1' });
    const muggins = record(el, 'tablero-muggins');
    await press(el, /Roll the dice/);
    await tap(el, 'e3', 'e4', 'f1', 'f6');
    await press(el, /Roll again/);
    await until(() => phase(el) === 'moving');
    expect(el.state?.dice).to.deep.equal([1, 2]);
    expect(muggins).to.have.length(0);
  });
});

describe('de Jesus refill', () => {
  it('puts each pulled glass back by a tap on its new square, sent as glasses.refill', async () => {
    // a4 b4 and c2: 2 takes c2 up to c4 and three stand; the pull empties them and Bo places three full glasses.
    const el = await makeBoard({ rules: 'de-jesus', position: '5nn/7/7/ss5/7/2s4/3nn2 s', dice: '2-1', players: 'Ada, Bo' });
    const actions = record(el, 'tablero-action');
    await press(el, /Roll the dice/);
    await tap(el, 'c2', 'c4', 'g7', 'g6');
    await press(el, /^Pull a4 to c4/);
    expect(phase(el)).to.equal('refill');
    expect(buttons(el, /Refill/)).to.have.length(0);
    await tap(el, 'a7', 'b1', 'c7');
    expect(actions.map((d) => d.action).slice(-3)).to.deep.equal([
      { type: 'glasses.refill', square: 42 },
      { type: 'glasses.refill', square: 1 },
      { type: 'glasses.refill', square: 44 },
    ]);
    expect(cell(el, 'b1').getAttribute('aria-label')).to.equal('b1: full glass, poured by Bo');
    expect(phase(el)).to.equal('roll');
  });
});

describe('every preset', () => {
  for (const rules of ['powell', 'da-gucci', 'anarchist', 'de-jesus']) {
    it(`${rules}: starts and plays a roll through its buttons and squares`, async () => {
      const el = await makeBoard({ rules, seed: '11' });
      const rolls = record(el, 'tablero-roll');
      for (let step = 0; step < 40 && phase(el) !== 'moving' && phase(el) !== 'passing' && phase(el) !== 'queenToast'; step++) {
        const playable = root(el).querySelector<HTMLElement>('[role="gridcell"].playable');
        const next = buttons(el, /Roll|Fill|starts/)[0];
        if (next) next.click();
        else if (playable) playable.click();
        else throw new Error(`stuck in ${phase(el)}`);
        await el.updateComplete;
      }
      expect(rolls.some((r) => r.kind === 'turn')).to.equal(true, 'a turn roll was made');
      expect(root(el).querySelectorAll('[role="gridcell"]')).to.have.length(49);
    });
  }
});

describe('computer players', () => {
  it('two computers play a whole game on their own', async () => {
    const el = await makeBoard({ players: 'greedy, random', 'bot-delay': '0', seed: '3', options: 'bottles=1 shotsPerBottle=6' });
    const over = record(el, 'tablero-gameover');
    await until(() => over.length === 1, 20000);
    expect(phase(el)).to.equal('over');
    expect(root(el).querySelector('.log li:last-child')?.textContent).to.match(/wins|draw|no winner/i);
  });

  it('two computers wait while paused; Play and Pause on the panel start and stop them', async () => {
    const el = await makeBoard({ players: 'greedy, random', 'bot-delay': '0', seed: '3', paused: true });
    const actions = (): number => el.game?.record.actions.length ?? 0;
    const twin = { players: 'greedy, random', 'bot-delay': '0', seed: '3' };
    await whileATwinPlays(twin);
    expect(actions()).to.equal(0);
    expect(root(el).textContent).to.match(/Paused\./);
    await press(el, /^Play$/);
    expect(el.paused).to.equal(false);
    expect(el.hasAttribute('paused')).to.equal(false);
    await until(() => actions() >= 5);
    await press(el, /^Pause$/);
    expect(el.hasAttribute('paused')).to.equal(true);
    const stopped = actions();
    await whileATwinPlays(twin);
    expect(actions()).to.equal(stopped);
    await expectAccessible(el);
  });

  it('offers no Play / Pause when a person plays', async () => {
    const el = await makeBoard({ players: 'Ada, Computer:greedy', 'bot-delay': '0', seed: '5', queen: '8' });
    expect(buttons(el, /^(Play|Pause)$/)).to.have.length(0);
  });

  it('a person against the computer: the computer answers after its pause', async () => {
    const el = await makeBoard({ players: 'Ada, Computer:greedy', 'bot-delay': '0', seed: '5', queen: '8' });
    // The table's rolls belong to South, a person here.
    await press(el, /Roll for the first turn/);
    await until(() => phase(el) === 'roll' || phase(el) === 'centre');
    if (el.state?.player === 0 && phase(el) === 'centre') await press(el, /Fill the centre glass/);
    else {
      // North (the computer) won the initiative: it fills the centre and rolls by itself.
      await until(() => el.state?.player === 0 && phase(el) === 'roll', 10000);
    }
    expect(button(el, /Roll the dice/)).to.exist;
  });
});
