/**
 * What a player sees and hears: the dice, the log's sentences, the headline, the buttons of the moment,
 * focus and the live region. Each test plays to the moment by clicks (or keys), as a person does.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { expectAccessible, button, buttons, cell, makeBoard, phase, press, root, rollAndMove, share, tap, until, type TableroBoard } from './board-helpers.ts';

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

/** A short powell game: Ada (South) starts; three 3-3 rolls line six glasses up on rank 4. */
const SHORT_GAME = { options: 'bottles=2 shotsPerBottle=2', queen: '8', dice: '5-2 3-3 3-3 3-3', seed: '1' };

const status = (el: TableroBoard): string => root(el).querySelector('[part~="status"]')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const diceLabel = (el: TableroBoard): string => root(el).querySelector('[part~="dice"]')?.getAttribute('aria-label') ?? '';
const logLines = (el: TableroBoard): string[] => [...root(el).querySelectorAll('.log li')].map((li) => li.textContent?.trim() ?? '');
const pips = (el: TableroBoard): number[] => [...root(el).querySelectorAll('[part~="die"]')].map((d) => d.querySelectorAll('circle').length);

/** Play SHORT_GAME up to Ada's pull of a4 to f4 (the six shots not yet shared). */
async function playShortGameToPull(el: TableroBoard): Promise<void> {
  await press(el, /Roll for the first turn/);
  await press(el, /Fill the centre glass/);
  await rollAndMove(el, 'd1', 'd4', 'e1', 'e4');
  await rollAndMove(el, 'c7', 'c4', 'b7', 'b4');
  await rollAndMove(el, 'a7', 'a4', 'f1', 'f4');
  await press(el, /Pull a4 to f4/);
}

/** Play SHORT_GAME to its end: Ada pulls, shares, Bo cannot refill. */
async function playShortGame(el: TableroBoard): Promise<void> {
  await playShortGameToPull(el);
  await share(el, 1, 1);
  await press(el, /Refill the glasses/);
}

describe('the dice', () => {
  it('show the last roll between turns, in pips and in words', async () => {
    const el = await makeBoard({ queen: '8', dice: '5-2 3-4', players: 'Ada, Bo' });
    await press(el, /Roll for the first turn/);
    await press(el, /Fill the centre glass/);
    await press(el, /Roll the dice/);
    await press(el, /Pass the dice to Bo/);
    expect(phase(el)).to.equal('roll');
    expect(diceLabel(el)).to.equal('Dice: Ada rolled 3 and 4');
    expect(pips(el)).to.deep.equal([3, 4]);
  });

  it('show the last roll of a saved game when it is resumed', async () => {
    const attrs = { queen: '8', dice: '5-2 3-4', players: 'Ada, Bo', persist: 'player-dice', seed: '1' };
    const first = await makeBoard(attrs);
    await press(first, /Roll for the first turn/);
    await press(first, /Fill the centre glass/);
    await press(first, /Roll the dice/);
    await press(first, /Pass the dice to Bo/);
    first.remove();
    const again = await makeBoard(attrs);
    expect(again.state?.player).to.equal(1);
    expect(diceLabel(again)).to.equal('Dice: Ada rolled 3 and 4');
  });

  it("show the spectators' roll for the Queen's Number, and a 7 that is rolled again", async () => {
    const el = await makeBoard({ dice: '3-4 2-6', players: 'Ada, Bo' });
    const tumbles = () => root(el).querySelector('[part~="die"]');
    await press(el, /Roll for the Queen's Number/);
    expect(el.state?.queen).to.equal(0);
    expect(diceLabel(el)).to.equal("Dice: the spectators rolled 3 and 4 for the Queen's Number");
    expect(pips(el)).to.deep.equal([3, 4]);
    expect(root(el).querySelector('[part~="queen"]')?.textContent).to.equal("Queen's Number: 7 rolled, roll again");
    const first = tumbles();
    el.requestUpdate();
    await el.updateComplete;
    expect(tumbles()).to.equal(first); // drawn again without a roll: the same dice, no tumble
    await press(el, /Roll for the Queen's Number/);
    expect(el.state?.queen).to.equal(8);
    expect(pips(el)).to.deep.equal([2, 6]);
    expect(tumbles()).to.not.equal(first); // a new pair of dice, so they tumble again
  });
});

describe('the log and the headline', () => {
  it('end a game without contradicting themselves, naming players rather than sides', async () => {
    const el = await makeBoard({ ...SHORT_GAME, players: 'Ada, Bo' });
    await playShortGame(el);
    expect(phase(el)).to.equal('toastRound');
    const log = logLines(el);
    expect(log).to.not.include('Bo refilled the glasses.');
    expect(log.at(-1)).to.equal('Bo could not refill the pulled glasses: Ada wins with a Royal Skunk.');
    await press(el, /Raise the toast/);
    expect(logLines(el).at(-1)).to.equal('Ada wins with a Royal Skunk: Bo could not refill the pulled glasses. Glasses up for the toast!');
    expect(logLines(el).slice(1).join(' ')).to.not.match(/\b(South|North)\b/); // the first line says who sits where
  });

  it('name who could not replace a glass at the end of a de Jesus game', async () => {
    const el = await makeBoard({ rules: 'de-jesus', position: '4snn/7/1s5/7/s6/7/2ss3 n 0/3', dice: '2-1', players: 'Ada, Bo' });
    await rollAndMove(el, 'b5', 'b3', 'c1', 'c2');
    await press(el, /Pull a3 to b3/);
    await tap(el, 'a1');
    expect(phase(el)).to.equal('over');
    expect(logLines(el).at(-1)).to.equal('Ada put a full glass on a1. Ada could not replace a pulled glass: Bo wins.');
  });

  it('speak to a player named "You" in the second person', async () => {
    const el = await makeBoard({ ...SHORT_GAME, players: 'You, Bo' });
    await press(el, /Roll for the first turn/);
    expect(logLines(el).at(-1)).to.equal('For the first turn you rolled 5 and Bo rolled 2: you start.');
    expect(status(el)).to.equal('You fill the centre glass.');
    await press(el, /Fill the centre glass/);
    await rollAndMove(el, 'd1', 'd4', 'e1', 'e4');
    await rollAndMove(el, 'c7', 'c4', 'b7', 'b4');
    await rollAndMove(el, 'a7', 'a4', 'f1', 'f4');
    expect(status(el)).to.equal('You have a line: pull it, or play on.');
    await press(el, /Pull a4 to f4/);
    expect(root(el).querySelector('form.share')?.textContent).to.match(/You drink at least/);
    await share(el, 1, 1);
    expect(logLines(el).at(-1)).to.equal('The pull is shared: you drink 4, Bo 1, the spectators 1.');
    await press(el, /Refill the glasses/);
    expect(status(el)).to.match(/^You have won with a Royal Skunk/);
    await press(el, /Raise the toast/);
    expect(logLines(el).at(-1)).to.match(/^You win with a Royal Skunk: Bo could not refill/);
  });

  it('name the loser "you" when You cannot refill', async () => {
    const el = await makeBoard({ ...SHORT_GAME, players: 'Ada, You' });
    await playShortGame(el);
    expect(logLines(el).at(-1)).to.equal('You could not refill the pulled glasses: Ada wins with a Royal Skunk.');
  });

  it("say when a Queen's glass stays where it was drunk, and when a pull is not shared", async () => {
    const el = await makeBoard({ ...SHORT_GAME, dice: '5-2 4-4', players: 'Ada, Bo' });
    await press(el, /Roll for the first turn/);
    await press(el, /Fill the centre glass/);
    await press(el, /Roll the dice/);
    await tap(el, 'c7'); // on Bo's baseline already
    expect(logLines(el).at(-1)).to.equal('Ada drank the glass on c7 to the Queen, poured by Bo. It stays on c7, and Bo filled it.');
    const pulled = await makeBoard({ ...SHORT_GAME, players: 'Ada, Bo' });
    await playShortGameToPull(pulled);
    await share(pulled, 0, 0);
    expect(logLines(pulled).at(-1)).to.equal('Ada drinks all 6 pulled shots.');
  });

  it('say who acts once muggins is called', async () => {
    const el = await makeBoard({ queen: '8', options: 'queenCall=manual', dice: '5-2 3-5', players: 'Ada, Bo' });
    await press(el, /Roll for the first turn/);
    await press(el, /Fill the centre glass/);
    await rollAndMove(el, 'd1', 'd4'); // the 8 was not called: the muggins window opens
    await press(el, /Muggins! \(Bo\)/);
    expect(status(el)).to.equal('Muggins! Bo: pick the glass to drink.');
    expect(root(el).querySelector('[part~="status"] .turn-marker.north')).to.not.equal(null);
    await tap(el, 'e1');
    expect(status(el)).to.match(/^Ada: /);
  });
});

describe('the log on a page of many boards', () => {
  it('adds one line per action and leaves the lines already drawn alone', async () => {
    const el = await makeBoard({ queen: '8', dice: '5-2 3-1 2-2', players: 'Ada, Bo' });
    await press(el, /Roll for the first turn/);
    await press(el, /Fill the centre glass/);
    const list = root(el).querySelector('[part~="log"] ol')!;
    const before = [...list.querySelectorAll('li')];
    expect(before.length).to.be.greaterThan(1);
    const changes: MutationRecord[] = [];
    const watch = new MutationObserver((records) => changes.push(...records));
    watch.observe(list, { subtree: true, childList: true, characterData: true });
    await press(el, /Roll the dice/);
    watch.disconnect();
    const added = changes.flatMap((c) => [...c.addedNodes]).filter((n) => n.nodeName === 'LI');
    expect(added, 'one new line').to.have.length(1);
    expect(
      changes.filter((c) => c.type === 'characterData' || c.removedNodes.length > 0),
      'nothing redrawn',
    ).to.deep.equal([]);
    // The lines drawn before are the same elements, above the new one.
    expect([...list.querySelectorAll('li')].slice(0, -1)).to.deep.equal(before);
  });
});

describe('names in a right-to-left script', () => {
  it('are isolated in the headline, the log and the big moment, so the words around them keep their order', async () => {
    const el = await makeBoard({ players: 'אדה, Bo', queen: '8', dice: '5-2 4-4', compact: true });
    await press(el, /Roll for the first turn/);
    const isolated = (selector: string) => [...root(el).querySelectorAll(`${selector} bdi`)].map((b) => b.textContent);
    expect(isolated('[part~="status"]')).to.deep.equal(['אדה']);
    expect(isolated('[part~="log"] li')).to.include('אדה');
    await press(el, /Fill the centre glass/);
    await press(el, /Roll the dice/);
    expect(isolated('[part~="moment"]')).to.deep.equal([]); // "The Queen's Number! ..." names nobody
    expect(root(el).querySelector('[part~="status"]')?.textContent).to.contain('אדה');
  });

  it('leave other names as plain text', async () => {
    const el = await makeBoard({ players: 'Ada, Bo', queen: '8', dice: '5-2' });
    await press(el, /Roll for the first turn/);
    expect(root(el).querySelectorAll('bdi')).to.have.length(0);
  });
});

describe("the anarchist Prophet's toast", () => {
  it('asks for the empty square, marks the squares, and logs where the glass went', async () => {
    const el = await makeBoard({ rules: 'anarchist', queen: '5', dice: '5-2 2-3', players: 'Ada, Bo' });
    await press(el, /Roll for the first turn/);
    await press(el, /Fill the centre glass/);
    await press(el, /Roll the dice/);
    expect(phase(el)).to.equal('queenToast');
    expect(status(el)).to.equal('Ada: choose a glass to drink to the Prophet, then the empty square it goes to.');
    await tap(el, 'b1');
    expect(status(el)).to.equal('Ada: choose the empty square the glass on b1 goes to.');
    const targets = root(el).querySelectorAll('[role="gridcell"].target');
    expect(targets.length).to.equal(42); // every empty square
    expect(cell(el, 'b1').classList.contains('target')).to.equal(false);
    expect(cell(el, 'c1').getAttribute('aria-label')).to.match(/c1: empty square, the glass can go here/);
    await tap(el, 'c1');
    expect(logLines(el).at(-1)).to.equal('Ada drank the glass on b1 to the Prophet, poured by Ada. It went to c1, and Bo filled it.');
    expect(root(el).textContent).to.not.match(/Queen/);
  });
});

describe('after an anarchist line', () => {
  it('rolls "to start again", not "for the first turn"', async () => {
    const el = await makeBoard({ rules: 'anarchist', position: '6n/7/7/sssss2/7/7/5s1 s 10/15', queen: '8', dice: '3-1 5-2', players: 'Ada, Bo' });
    await rollAndMove(el, 'f1', 'f4', 'g7', 'f7');
    await press(el, /Pull a4 to f4/);
    await share(el, 0);
    await press(el, /Refill the glasses/);
    expect(buttons(el, /Roll for the first turn/)).to.have.length(0);
    await press(el, /Roll to start again/);
    expect(logLines(el).at(-1)).to.equal('To start again Ada rolled 5 and Bo rolled 2: Ada starts.');
    expect(diceLabel(el)).to.equal('Dice: to see who starts, Ada rolled 5 and Bo rolled 2');
  });
});

describe('after an anarchist slash', () => {
  it('offers no take-back of the slashed move', async () => {
    const el = await makeBoard({ rules: 'anarchist', position: 'nnn4/7/7/7/7/1s5/4sss s 12/13', dice: '1-2', queen: '6', players: 'Ada, Bo' });
    await press(el, /Roll the dice/);
    await tap(el, 'b2', 'b1');
    expect(buttons(el, /Take back the first move/)).to.have.length(1);
    await press(el, /Slash the glass on b1/);
    expect(buttons(el, /Take back/)).to.have.length(0);
    expect(status(el)).to.equal('Ada: move another glass for the other die.');
  });
});

/** The live region's lines, oldest first. */
const said = (el: TableroBoard): string[] => [...root(el).querySelectorAll('.live[aria-live="polite"] p')].map((p) => p.textContent?.trim() ?? '');
const focused = (el: TableroBoard): Element | null => root(el).activeElement;
/** Focus a button and press Enter on it, as a keyboard user does. */
async function enter(el: TableroBoard, name: RegExp): Promise<void> {
  button(el, name).focus();
  await sendKeys({ press: 'Enter' });
  await el.updateComplete;
  await el.updateComplete;
}
/** Arrow the focused square's cursor to `square` (the board must have focus). */
async function arrowTo(el: TableroBoard, square: string): Promise<void> {
  for (let i = 0; i < 14; i++) {
    const at = (focused(el) as HTMLElement).getAttribute('aria-label')!.slice(0, 2);
    if (at === square) return;
    const key = at[0] < square[0] ? 'ArrowRight' : at[0] > square[0] ? 'ArrowLeft' : at[1] < square[1] ? 'ArrowUp' : 'ArrowDown';
    await sendKeys({ press: key });
    await el.updateComplete;
  }
}

describe('keyboard and screen reader', () => {
  it('keeps focus in the board when the focused button goes, on a square that can be played', async () => {
    const el = await makeBoard({ ...SHORT_GAME, players: 'Ada, Bo' });
    await enter(el, /Roll for the first turn/);
    expect(focused(el)?.textContent).to.match(/Fill the centre glass/); // the next button, not <body>
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(focused(el)?.textContent).to.match(/Roll the dice/);
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    await el.updateComplete;
    // The moves are made on the board: focus goes to a glass that can move.
    const cellNow = focused(el) as HTMLElement;
    expect(cellNow.getAttribute('role')).to.equal('gridcell');
    expect(cellNow.classList.contains('playable')).to.equal(true);
    expect(document.activeElement).to.equal(el);
  });

  it('says where a picked-up glass can go, and keeps it picked up on Enter on another square', async () => {
    const el = await makeBoard({ ...SHORT_GAME, players: 'Ada, Bo' });
    await press(el, /Roll for the first turn/);
    await press(el, /Fill the centre glass/);
    await enter(el, /Roll the dice/);
    await arrowTo(el, 'd1');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(said(el).at(-1)).to.equal('Picked up the glass on d1: it can go to d4. Escape puts it back.');
    await arrowTo(el, 'd5');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(cell(el, 'd1').classList.contains('selected')).to.equal(true); // still picked up
    expect(said(el).at(-1)).to.equal('The glass on d1 cannot go to d5. It can go to d4. It is still picked up; Escape puts it back.');
    await arrowTo(el, 'd4');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.state?.moves).to.have.length(1);
    expect(said(el).slice(-2)).to.deep.equal([
      'The glass on d1 cannot go to d5. It can go to d4. It is still picked up; Escape puts it back.',
      'Ada moved the glass on d1 to d4 with the 3.',
    ]);
  });

  it("counts a long computer turn's rolls and moves, and tells what stands out", async () => {
    const el = await makeBoard({ queen: '8', dice: '5-2 3-3 1-2 2-1 1-1 6-1', players: 'Ada:greedy, Bo', 'bot-delay': '1', seed: '3' });
    await until(() => el.state?.player === 1 && phase(el) === 'roll');
    await el.updateComplete;
    expect(said(el).at(-1)).to.equal(
      'Ada filled the centre glass and took it to their baseline. Ada rolled 5 times and made 8 moves. Ada rolled 6 and 1: a pass number, so the dice pass. Ada passed the dice to Bo.',
    );
  });

  it('acts on the square that has focus, wherever focus was moved', async () => {
    const el = await makeBoard({ ...SHORT_GAME, players: 'Ada, Bo' });
    await press(el, /Roll for the first turn/);
    await press(el, /Fill the centre glass/);
    await press(el, /Roll the dice/);
    cell(el, 'e1').focus(); // as a screen reader's grid navigation does
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(cell(el, 'e1').classList.contains('selected')).to.equal(true);
    expect(cell(el, 'e1').tabIndex).to.equal(0); // the roving tab stop followed
    cell(el, 'e4').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.state?.moves.map((m) => [m.from, m.to])).to.deep.equal([[4, 25]]);
  });

  it('a tap on a square the glass cannot go to puts it back, and says so', async () => {
    const el = await makeBoard({ ...SHORT_GAME, players: 'Ada, Bo' });
    await press(el, /Roll for the first turn/);
    await press(el, /Fill the centre glass/);
    await press(el, /Roll the dice/);
    await tap(el, 'd1', 'd5');
    expect(cell(el, 'd1').classList.contains('selected')).to.equal(false);
    expect(said(el).at(-1)).to.equal('The glass on d1 cannot go to d5: put back.');
    await tap(el, 'd1', 'd4');
    expect(el.state?.moves).to.have.length(1);
  });

  it("summarises the computer's turn in one line instead of overwriting it move by move", async () => {
    const el = await makeBoard({ queen: '8', dice: '5-2 3-3 1-2 6-1 2-1 6-1', players: 'Ada, Bo:greedy', 'bot-delay': '1', seed: '3' });
    await press(el, /Roll for the first turn/);
    await press(el, /Fill the centre glass/);
    await rollAndMove(el, 'd1', 'd4', 'e1', 'e4');
    await press(el, /Roll again/);
    await tap(el, 'e4', 'e5');
    await tap(el, 'd4', 'd6');
    await press(el, /Roll again/); // 6 and 1: a pass number
    await press(el, /Pass the dice to Bo/);
    await until(() => el.state?.player === 0 && phase(el) === 'roll');
    await el.updateComplete;
    const summary = said(el).at(-1) ?? '';
    expect(summary).to.match(/^Bo rolled \d and \d and moved [a-g]\d to [a-g]\d and [a-g]\d to [a-g]\d\./);
    expect(summary).to.match(/ Bo rolled 6 and 1: a pass number, so the dice pass. Bo passed the dice to Ada\.$/);
    expect(said(el).at(-2)).to.equal('Ada passed the dice to Bo.');
  });
});

/** The big-moment line, if it shows (and not inside the closed log). */
function moment(el: TableroBoard): string | null {
  const m = root(el).querySelector<HTMLElement>('[part~="moment"]');
  if (!m || m.closest('details:not([open])') || m.getBoundingClientRect().height === 0) return null;
  return m.textContent?.replace(/\s+/g, ' ').trim() || null;
}

describe('big moments on a compact board', () => {
  it('show a Full Pull above the headline while the shots are shared', async () => {
    // Five glasses on rank 4; 3 and 3 bring f1 and g1 up: seven in a row.
    const el = await makeBoard({ compact: true, position: '7/7/7/sssss2/7/7/5ss s 9/16', queen: '8', dice: '3-3', players: 'Aldith, Bertram' });
    await rollAndMove(el, 'f1', 'f4', 'g1', 'g4');
    await press(el, /Pull a4 to g4/);
    expect(phase(el)).to.equal('sharing');
    expect(root(el).querySelector('details.log-box')?.hasAttribute('open')).to.equal(false);
    expect(moment(el)).to.equal('Full Pull! Aldith pulls seven glasses.');
    expect(status(el)).to.equal('Aldith: share the pulled shots.');
    for (const theme of ['cloth', 'wood', 'contrast']) {
      el.setAttribute('theme', theme);
      await el.updateComplete;
      await expectAccessible(el, theme); // the moment's colours are readable in every theme
    }
  });

  it("show the Queen's Number and the toast, until the dice pass", async () => {
    const el = await makeBoard({ compact: true, queen: '8', dice: '5-2 4-4 1-2 6-1', players: 'Ada, Bo' });
    await press(el, /Roll for the first turn/);
    await press(el, /Fill the centre glass/);
    expect(moment(el)).to.equal(null);
    await press(el, /Roll the dice/);
    expect(moment(el)).to.equal("The Queen's Number! A glass to the Queen.");
    // It slides in but never fades (part-transparent text fails contrast while it shows).
    const frames = root(el)
      .querySelector('[part~="moment"]')!
      .getAnimations()
      .flatMap((an) => (an.effect as KeyframeEffect).getKeyframes());
    expect(frames.length).to.be.greaterThan(0);
    expect(frames.filter((f) => 'opacity' in f)).to.deep.equal([]);
    await tap(el, 'e1');
    expect(moment(el)).to.equal('Ada drinks to the Queen.');
    await tap(el, 'd1', 'd5', 'f1', 'f5'); // the 4 and 4 are moved
    expect(moment(el)).to.equal('Ada drinks to the Queen.');
    await rollAndMove(el, 'd5', 'd6', 'f5', 'f7'); // 1 and 2: the same turn goes on
    expect(moment(el)).to.equal('Ada drinks to the Queen.');
    await press(el, /Roll again/); // 6 and 1: a pass number
    await press(el, /Pass the dice to Bo/);
    expect(moment(el)).to.equal(null);
  });

  it("show a Queen's Number called by hand", async () => {
    const el = await makeBoard({ compact: true, queen: '8', options: 'queenCall=manual', dice: '5-2 3-5', players: 'Ada, Bo' });
    await press(el, /Roll for the first turn/);
    await press(el, /Fill the centre glass/);
    await press(el, /Roll the dice/);
    expect(moment(el)).to.equal(null); // not called yet: nothing gives the Number away
    await press(el, /Call the Queen!/);
    expect(moment(el)).to.equal("Ada calls the Queen's Number!");
  });

  it('show the end of the game, with its skunk', async () => {
    const el = await makeBoard({ ...SHORT_GAME, compact: true, players: 'Ada, Bo' });
    await playShortGame(el);
    expect(moment(el)).to.equal('Bo could not refill the pulled glasses: Ada wins with a Royal Skunk.');
  });
});

describe('moves glide', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  /** The running animations of the glass on `square`. */
  const glides = (el: TableroBoard, square: string): Animation[] => cell(el, square).querySelector('.glass')?.getAnimations() ?? [];

  it('from the square a glass left to the one it reached', async () => {
    const el = await makeBoard({ ...SHORT_GAME, players: 'Ada, Bo' });
    await press(el, /Roll for the first turn/);
    await press(el, /Fill the centre glass/);
    await rollAndMove(el, 'd1', 'd4');
    const [anim] = glides(el, 'd4');
    expect(anim, 'the glass on d4 is gliding').to.exist;
    expect(anim.playState).to.equal('running');
    const start = (anim.effect as KeyframeEffect).getKeyframes()[0].transform as string;
    const down = cell(el, 'd1').getBoundingClientRect().top - cell(el, 'd4').getBoundingClientRect().top;
    const [, dx, dy] = /^translate\((-?[\d.]+)px, (-?[\d.]+)px\) scale\(1\.12\)$/.exec(start) ?? [];
    expect(Number(dx)).to.equal(0);
    expect(Number(dy)).to.be.closeTo(down, 0.01);
    expect(down).to.be.greaterThan(100); // three squares below
    expect(cell(el, 'd4').style.zIndex).to.equal('2'); // drawn above the squares it passes
    anim.finish();
    await anim.finished;
    expect(glides(el, 'd4')).to.have.length(0);
    expect(cell(el, 'd4').style.zIndex).to.equal('');
  });

  it("glide for a computer's moves too", async () => {
    const el = await makeBoard({ queen: '8', dice: '5-2', players: 'Ada:greedy, Bo', 'bot-delay': '300', seed: '3' });
    await until(() => phase(el) === 'moving' || (el.state?.moves.length ?? 0) > 0, 5000);
    await until(() => (el.state?.moves.length ?? 0) > 0, 5000);
    await el.updateComplete;
    const to = el.state!.moves[0].to;
    const name = 'abcdefg'[to % 7] + (Math.floor(to / 7) + 1);
    expect(glides(el, name)).to.have.length(1);
  });

  it('stand still with reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await makeBoard({ ...SHORT_GAME, players: 'Ada, Bo' });
    await press(el, /Roll for the first turn/);
    await press(el, /Fill the centre glass/);
    await rollAndMove(el, 'd1', 'd4');
    expect(el.state?.at[24]).to.be.at.least(0);
    expect(glides(el, 'd4')).to.have.length(0);
  });
});

describe('pours show', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  /** The running animations of the liquid (and of a draining copy) in the glass on `square`. */
  const levels = (el: TableroBoard, square: string): Animation[] => [...cell(el, square).querySelectorAll('.liquid')].flatMap((l) => l.getAnimations());
  const keyframes = (a: Animation): string[] => (a.effect as KeyframeEffect).getKeyframes().map((k) => String(k.transform));

  it('a glass that is filled fills from the bottom up', async () => {
    const el = await makeBoard({ ...SHORT_GAME, players: 'Ada, Bo' });
    await press(el, /Roll for the first turn/);
    await press(el, /Fill the centre glass/);
    const filled = el.state!.squareOf.filter((_, g) => el.state!.fill[g] >= 0);
    const name = (s: number): string => 'abcdefg'[s % 7] + (Math.floor(s / 7) + 1);
    const rising = filled.map(name).filter((n) => levels(el, n).length > 0);
    expect(rising, 'one glass was filled: the centre glass').to.have.length(1);
    const [anim] = levels(el, rising[0]);
    expect(keyframes(anim)).to.deep.equal(['scaleY(0)', 'scaleY(1)']);
  });

  it('pulled glasses drain, and the draining copies go when they are done', async () => {
    const el = await makeBoard({ ...SHORT_GAME, players: 'Ada, Bo' });
    await playShortGameToPull(el);
    await share(el, 1, 1);
    // The six pulled glasses went to Bo's baseline, emptied: each drains there, in its pourer's colour.
    const drains = [...root(el).querySelectorAll('.liquid.draining')];
    expect(drains).to.have.length(6);
    expect(drains.filter((d) => d.classList.contains('north'))).to.have.length(3);
    for (const d of drains) {
      const square = d.closest('[role="gridcell"]')!;
      expect(square.getAttribute('aria-label')).to.match(/^[a-f]7: empty glass/);
      expect(square.querySelectorAll('.liquid'), 'only the draining copy: the glass is drawn empty').to.have.length(1);
      const [anim] = d.getAnimations();
      expect(keyframes(anim)).to.deep.equal(['scaleY(1)', 'scaleY(0)']);
      anim.finish();
      await anim.finished;
      expect(square.querySelector('.liquid'), 'the copy is gone').to.equal(null);
    }
  });

  it('de Jesus: pulled glasses fade from the board, and each one put back grows into its square', async () => {
    const el = await makeBoard({ rules: 'de-jesus', position: '5nn/7/7/ss5/7/2s4/3nn2 s', dice: '2-1', players: 'Ada, Bo' });
    await press(el, /Roll the dice/);
    await tap(el, 'c2', 'c4', 'g7', 'g6');
    await press(el, /^Pull a4 to c4/);
    for (const sq of ['a4', 'b4', 'c4']) {
      expect(cell(el, sq).getAttribute('aria-label'), sq).to.equal(`${sq}: empty square`);
      const ghost = cell(el, sq).querySelector('.glass.leaving');
      expect(ghost, `${sq} fades`).to.not.equal(null);
      const [anim] = ghost!.getAnimations();
      expect((anim.effect as KeyframeEffect).getKeyframes().map((k) => Number(k.opacity))).to.deep.equal([1, 0]);
      anim.finish();
      await anim.finished;
      expect(cell(el, sq).querySelector('.glass'), `${sq}'s copy is gone`).to.equal(null);
    }
    await tap(el, 'a7');
    const [grow] = cell(el, 'a7').querySelector('.glass')!.getAnimations();
    expect((grow.effect as KeyframeEffect).getKeyframes().map((k) => k.transform)).to.deep.equal(['scale(0.4)', 'scale(1)']);
  });

  it('stand still with reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await makeBoard({ ...SHORT_GAME, players: 'Ada, Bo' });
    await playShortGameToPull(el);
    await share(el, 1, 1);
    expect(cell(el, 'a7').getAttribute('aria-label')).to.match(/empty glass/);
    expect(root(el).querySelectorAll('.liquid.draining')).to.have.length(0);
    expect([...root(el).querySelectorAll('.liquid')].flatMap((l) => l.getAnimations())).to.have.length(0);
  });
});
