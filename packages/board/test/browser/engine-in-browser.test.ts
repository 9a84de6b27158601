/**
 * The engine runs in the browser as the board uses it: imported through the workspace package
 * (@tablero/engine -> packages/engine/src/*.ts), transformed by the test runner's esbuild plugin.
 * If this fails, every other browser test fails for the same reason, so it is the first place to look.
 */
import { expect } from '@open-wc/testing';
import { createActor } from 'xstate';
import { createGame, GLASSES } from '@tablero/engine';
import { tableroMachine } from '@tablero/engine/machine';

describe('@tablero/engine in the browser', () => {
  it("starts a default game: seven glasses on the board, waiting for the Queen's Number", () => {
    const s = createGame();
    expect(GLASSES).to.equal(7);
    expect(s.squareOf.filter((sq) => sq >= 0)).to.have.length(7);
    expect(s.at.filter((g) => g >= 0)).to.have.length(7);
    expect(s.phase).to.equal('queenNumber');
    expect(s.rules.preset).to.equal('powell');
  });

  it('runs the xstate turn machine from the ./machine export', () => {
    const actor = createActor(tableroMachine, { input: { setup: { rules: 'powell', queen: 6 } } }).start();
    actor.send({ type: 'initiative.roll', dice: [5, 2] });
    expect(actor.getSnapshot().matches({ play: 'centre' })).to.equal(true);
    actor.stop();
  });
});
