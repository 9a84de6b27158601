/**
 * `loading="lazy"`: a board that starts its game only when it nears the viewport (or a script asks for a
 * game), as an image's lazy loading does; `eager`, the default, starts at once as always.
 */
import { expect, nextFrame } from '@open-wc/testing';
import { TableroBoard, makeBoard, record, root, until } from './board-helpers.ts';

afterEach(() => {
  document.body.replaceChildren();
  window.scrollTo(0, 0);
});

/** A board below a spacer two screens tall: off the page's first screen, and out of the lazy margin. */
async function boardBelow(attrs: Record<string, string>): Promise<TableroBoard> {
  const spacer = document.createElement('div');
  spacer.style.height = `${3 * innerHeight}px`;
  document.body.append(spacer);
  const board = await makeBoard(attrs);
  // Long enough for an observer's first report.
  await nextFrame();
  await nextFrame();
  return board;
}

const drawnGrid = (board: TableroBoard): boolean => !!root(board).querySelector('[part~="board"] [role="gridcell"]');

describe('loading', () => {
  it('an eager board (the default) starts its game at once, wherever it is', async () => {
    const board = await boardBelow({ seed: '3' });
    expect(board.state).to.not.equal(null);
    expect(drawnGrid(board)).to.equal(true);
  });

  it('a lazy board far down the page waits, then starts when scrolled near', async () => {
    const board = await boardBelow({ seed: '3', loading: 'lazy' });
    expect(board.state).to.equal(null);
    expect(drawnGrid(board)).to.equal(false);
    expect(root(board).querySelector('[part="asleep"]')).to.not.equal(null);
    expect(board.act({ type: 'queen.roll' })).to.equal(null);
    board.scrollIntoView();
    await until(() => drawnGrid(board));
    expect(board.state?.phase).to.equal('queenNumber');
  });

  it('a lazy board on the first screen starts as it is drawn', async () => {
    const board = await makeBoard({ seed: '3', loading: 'lazy' });
    await until(() => drawnGrid(board));
    expect(board.state).to.not.equal(null);
  });

  it('reset() and newGame() start a sleeping lazy board', async () => {
    const a = await boardBelow({ seed: '3', loading: 'lazy' });
    a.reset();
    await a.updateComplete;
    expect(a.state).to.not.equal(null);
    expect(drawnGrid(a)).to.equal(true);
    const b = await makeBoard({ seed: '3', loading: 'lazy' });
    document.body.prepend(Object.assign(document.createElement('div'), { style: `height: ${3 * innerHeight}px` }));
    b.newGame('anarchist', {});
    await b.updateComplete;
    expect(b.state?.rules.preset).to.equal('anarchist');
  });

  it('a lazy board taken off the page and put back still starts when it nears the viewport', async () => {
    const board = await boardBelow({ seed: '3', loading: 'lazy' });
    board.remove();
    document.body.append(board);
    await nextFrame();
    expect(board.state).to.equal(null);
    board.scrollIntoView();
    await until(() => drawnGrid(board));
  });

  it('a loading value it does not know is reported, and the board starts at once', async () => {
    const board = document.createElement('tablero-board') as TableroBoard;
    const errors = record(board, 'tablero-error');
    board.setAttribute('loading', 'soon');
    board.setAttribute('seed', '3');
    document.body.append(board);
    await board.updateComplete;
    expect(errors.map((e) => e.name)).to.include('loading');
    expect(errors.find((e) => e.name === 'loading')?.message).to.contain('loading="soon"');
    expect(board.state).to.not.equal(null);
  });
});
