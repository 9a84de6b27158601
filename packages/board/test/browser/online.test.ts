/**
 * The board's way into online play: the `server` attribute and the "Play a friend online" button. Without
 * the attribute there is no button (and no online code is loaded); with it the button is there, and a
 * server that cannot be reached is said in the panel, with a way back to a game at this screen. Play
 * through a real room server is tested end to end (tests/e2e/online.test.ts).
 */
import { expect } from '@open-wc/testing';
import { TableroBoard, makeBoard, record, root, until, expectAccessible } from './board-helpers.ts';

afterEach(() => document.body.replaceChildren());

const onlineButton = (el: TableroBoard): HTMLButtonElement | null =>
  [...root(el).querySelectorAll<HTMLButtonElement>('button[part~="online"]')].find((b) => b.textContent?.trim() === 'Play a friend online') ?? null;

describe('online play', () => {
  it('offers no online play without a server', async () => {
    const board = await makeBoard({ seed: '1' });
    expect(onlineButton(board)).to.equal(null);
    expect(root(board).querySelector('[part~="online"]')).to.equal(null);
  });

  it('offers "Play a friend online" with a server, reflected as an attribute, and takes it away with the attribute', async () => {
    const board = await makeBoard({ seed: '1' });
    board.server = 'ws://127.0.0.1:2567';
    await board.updateComplete;
    expect(board.getAttribute('server')).to.equal('ws://127.0.0.1:2567');
    expect(onlineButton(board)).to.not.equal(null);
    await expectAccessible(board);
    board.removeAttribute('server');
    await board.updateComplete;
    expect(onlineButton(board)).to.equal(null);
  });

  it('offers to invite or to join with a code, checks the code, and Cancel goes back', async () => {
    const board = await makeBoard({ seed: '1', server: 'ws://127.0.0.1:9' });
    onlineButton(board)!.click();
    await until(() => !!root(board).querySelector('[part~="join"]'));
    await expectAccessible(board);
    const input = root(board).querySelector<HTMLInputElement>('form[part~="join"] input')!;
    input.value = 'not a code!';
    (root(board).querySelector('[part~="join"] button') as HTMLButtonElement).click();
    await board.updateComplete;
    expect(root(board).querySelector('.online-status')!.textContent).to.contain('A room code is letters, digits');
    (root(board).querySelector('[part~="cancel-online"]') as HTMLButtonElement).click();
    await board.updateComplete;
    expect(root(board).querySelector('section.online')).to.equal(null);
    expect(onlineButton(board)).to.not.equal(null);
  });

  it('says when the server cannot be reached, and goes back to a game at this screen', async () => {
    // Port 9 (discard) on localhost: nothing listens there, the connection is refused at once.
    const board = await makeBoard({ seed: '1', server: 'ws://127.0.0.1:9', players: 'Ada, Bo' });
    const events = record(board, 'tablero-online');
    onlineButton(board)!.click();
    await until(() => !!root(board).querySelector('[part~="invite"]'));
    (root(board).querySelector('[part~="invite"]') as HTMLButtonElement).click();
    await until(() => !!root(board).querySelector('[part~="play-here"]'), 20_000);
    const status = root(board).querySelector('.online-status')!.textContent!;
    expect(status).to.contain('The game server could not be reached');
    expect(events).to.deep.equal([]);
    (root(board).querySelector('[part~="play-here"]') as HTMLButtonElement).click();
    await board.updateComplete;
    expect(root(board).querySelector('section.online')).to.equal(null);
    expect(onlineButton(board)).to.not.equal(null);
    expect(board.game?.players.map((p) => p.name)).to.deep.equal(['Ada', 'Bo']);
    expect(board.act({ type: 'queen.roll' })).to.not.equal(null);
  });
});
