// The try-it checks (site/src/tasks.ts) on engine states, for the wrong tries the browser test does not click through.
import { describe, expect, it } from 'vitest';
import { apply, createGame, parseSquare, pullableLines, reasonIllegal, type Action, type GameState } from '../../packages/engine/src/index.ts';
import { TASKS, type TaskName } from '../../site/src/tasks.ts';

/** Play actions from a setup, feeding each to the task as the board's `tablero-action`; the last verdict. */
function play(task: TaskName, setup: Parameters<typeof createGame>[0], actions: (Action | ((s: GameState) => Action))[]) {
  const check = TASKS[task]();
  let s = createGame(setup);
  let verdict = null;
  for (const a of actions) {
    const action = typeof a === 'function' ? a(s) : a;
    s = apply(s, action);
    verdict = check({ kind: 'event', name: 'tablero-action', detail: { action, state: s }, why: reasonIllegal }) ?? verdict;
  }
  return verdict;
}
const move = (from: string, to: string): Action => ({ type: 'glass.move', from: parseSquare(from), to: parseSquare(to) });

describe('try-it tasks answer wrong tries with the reason', () => {
  it('Kendal: playing on instead of pulling the four', () => {
    const v = play('kendal', { queen: 9, position: '3nnnn/7/7/sss4/7/7/7 s 5/12' }, [{ type: 'dice.roll', dice: [3, 1] }, move('d7', 'd4'), move('g7', 'g6'), { type: 'pull.decline' }]);
    expect(v).toEqual({ ok: false, message: expect.stringMatching(/^You played on/) });
  });

  it('Kendal: two moves that make no four', () => {
    const v = play('kendal', { queen: 9, position: '3nnnn/7/7/sss4/7/7/7 s 5/12' }, [{ type: 'dice.roll', dice: [3, 1] }, move('e7', 'e4'), move('g7', 'g6')]);
    expect(v?.ok).toBe(false);
    expect(v?.message).toMatch(/no four stand side by side on rank 4/);
  });

  it('Chevron: the V left incomplete', () => {
    const v = play('complete-chevron', { queen: 9, options: { chevron: true }, position: '7/3s3/7/7/2n1n1s/1s3s1/n6 s' }, [{ type: 'dice.roll', dice: [2, 2] }, move('d6', 'd4'), move('g3', 'g5')]);
    expect(v?.message).toMatch(/the V is not complete/);
  });

  it('muggins: South rolls again before North calls', () => {
    const v = play('muggins', { queen: 8, options: { queenCall: 'manual' }, position: 'nnn4/7/7/7/7/7/3ssss s' }, [
      { type: 'dice.roll', dice: [5, 3] },
      move('a7', 'a2'),
      move('b7', 'b4'),
      { type: 'dice.roll', dice: [1, 2] },
    ]);
    expect(v?.message).toMatch(/^Too late: South rolled again/);
  });

  it('slash: rolling again with a glass on a spot', () => {
    const v = play('slash', { rules: 'anarchist', queen: 9, position: '1n5/7/2n1n2/1s1o3/6s/3s3/7 s' }, [
      { type: 'dice.roll', dice: [3, 1] },
      move('b4', 'b1'),
      move('g3', 'f3'),
      { type: 'dice.roll', dice: [1, 2] },
    ]);
    expect(v?.message).toMatch(/^You rolled again, and the chance to slash went with the roll/);
  });

  it('run: taking the seven instead of running', () => {
    const v = play('run', { rules: 'de-jesus', position: 'n6/7/7/1sssss1/7/7/6n s' }, [
      { type: 'dice.roll', dice: [3, 3] },
      move('a7', 'a4'),
      move('g1', 'g4'),
      (s) => ({ type: 'pull.take', line: [...pullableLines(s)[0].squares] }),
    ]);
    expect(v?.message).toMatch(/^You took the seven/);
  });

  it('share: giving only to the spectators', () => {
    const check = TASKS['share-pull']();
    check({ kind: 'event', name: 'tablero-pull', detail: { side: 0, squares: ['a3'], shots: 6, full: false, kendal: false } });
    const v = check({ kind: 'event', name: 'tablero-action', detail: { action: { type: 'pull.share', opponent: 0, spectators: 2 }, state: null } });
    expect(v).toEqual({ ok: false, message: expect.stringMatching(/^You shared 2 with the spectators but none with North/) });
  });
});

describe('the first tasks', () => {
  it('pull five: two moves that leave no five', () => {
    const v = play('pull-five', { queen: 9, position: '5nn/7/7/snsn3/7/7/4s2 s' }, [{ type: 'dice.roll', dice: [3, 1] }, move('e1', 'e2'), move('f7', 'f4')]);
    expect(v?.message).toMatch(/^Both dice are used, but no five glasses stand side by side/);
  });
});
