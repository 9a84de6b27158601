// The try-it checks (site/src/tasks.ts) on engine states, for the wrong tries the browser test does not click through.
import { describe, expect, it } from 'vitest';
import {
  apply,
  createGame,
  parseSquare,
  pullableLines,
  reasonIllegal,
  tournamentPoints,
  type Action,
  type GameState,
} from '../../packages/engine/src/index.ts';
import { TASKS, type TaskName } from '../../site/src/tasks.ts';
import { eventsFor } from '../../packages/board/src/events.ts';
import { EXPECTATIONS, collectExamples, startOf, stepAction } from '../../site/scripts/examples.ts';

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

describe('the winning task', () => {
  const WIN = { queen: 9, position: '5nn/7/7/7/ssnn3/7/4s2 s 13/0' };
  it('answers right the moment the refill fails, before the toast is raised', () => {
    const v = play('win-game', WIN, [
      { type: 'dice.roll', dice: [2, 1] },
      move('e1', 'e3'),
      move('g7', 'g6'),
      (s) => ({ type: 'pull.take', line: [...pullableLines(s)[0].squares] }),
      { type: 'pull.share', opponent: 0, spectators: 0 },
      { type: 'glasses.refill' },
    ]);
    expect(v).toEqual({
      ok: true,
      message: 'Right: North could not refill the pulled glasses, so South wins, and it is a Royal Skunk. The toast round closes the game.',
    });
  });
  it('answers playing on, and two moves that make no five', () => {
    const declined = play('win-game', WIN, [{ type: 'dice.roll', dice: [2, 1] }, move('e1', 'e3'), move('g7', 'g6'), { type: 'pull.decline' }]);
    expect(declined?.message).toMatch(/^You played on/);
    const none = play('win-game', WIN, [{ type: 'dice.roll', dice: [2, 1] }, move('e1', 'e2'), move('g7', 'g5')]);
    expect(none).toEqual({ ok: false, message: expect.stringMatching(/^Both dice are used, but there is no line of five/) });
  });
});

describe('try-it tasks answer wrong tries with the reason', () => {
  it('Kendal: playing on instead of pulling the four', () => {
    const v = play('kendal', { queen: 9, position: '3nnnn/7/7/sss4/7/7/7 s 5/12' }, [
      { type: 'dice.roll', dice: [3, 1] },
      move('d7', 'd4'),
      move('g7', 'g6'),
      { type: 'pull.decline' },
    ]);
    expect(v).toEqual({ ok: false, message: expect.stringMatching(/^You played on/) });
  });

  it('Kendal: two moves that make no four', () => {
    const v = play('kendal', { queen: 9, position: '3nnnn/7/7/sss4/7/7/7 s 5/12' }, [{ type: 'dice.roll', dice: [3, 1] }, move('e7', 'e4'), move('g7', 'g6')]);
    expect(v?.ok).toBe(false);
    expect(v?.message).toMatch(/no four stand side by side on rank 4/);
  });

  it('Chevron: the V left incomplete', () => {
    const v = play('complete-chevron', { queen: 9, options: { chevron: true }, position: '7/3s3/7/7/2n1n1s/1s3s1/n6 s' }, [
      { type: 'dice.roll', dice: [2, 2] },
      move('d6', 'd4'),
      move('g3', 'g5'),
    ]);
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

describe('the setup, da Gucci, tournament and rook tasks', () => {
  it("Setting up: the spectator's 7 is thrown again, and the number that stands is named", () => {
    const check = TASKS['roll-queen']();
    let s = createGame({});
    const roll = (dice: [number, number]) => {
      const action: Action = { type: 'queen.roll', dice };
      s = apply(s, action);
      return check({ kind: 'event', name: 'tablero-action', detail: { action, state: s } });
    };
    expect(roll([3, 4])).toBeNull();
    expect(roll([5, 3])).toBeNull();
    expect(s.queen).toBe(8);
    const v = check({ kind: 'event', name: 'tablero-queen', detail: { side: 'table', kind: 'number', number: 8 } });
    expect(v).toEqual({
      ok: true,
      message: expect.stringMatching(/^Right: the 7 was thrown again, since 7 and 11 already pass the dice, and 8 stands as the Queen's Number/),
    });
  });

  const gucci = { rules: 'da-gucci', queen: 9, options: { queenCall: 'manual' as const }, position: 'nnn4/7/7/7/7/7/3ssss s' };

  it('da Gucci: going to roll again without calling the Queen', () => {
    const v = play('late-call', gucci, [{ type: 'dice.roll', dice: [5, 4] }, move('a7', 'a2'), move('b7', 'b3'), { type: 'dice.lift' }]);
    expect(v?.ok).toBe(false);
    expect(v?.message).toMatch(/^You went to roll again without calling the Queen/);
  });

  it('da Gucci: North crying treason is not the task', () => {
    const check = TASKS['late-call']();
    const v = check({ kind: 'event', name: 'tablero-muggins', detail: { by: 1, caught: 0, square: 'c7' } });
    expect(v?.message).toMatch(/^That was North crying "Treason to the Queen!"/);
  });

  it('da Gucci: calling after both moves is right, and says so', () => {
    const check = TASKS['late-call']();
    let s = createGame(gucci);
    for (const a of [{ type: 'dice.roll', dice: [5, 4] }, move('a7', 'a2'), move('b7', 'b3')] as Action[]) {
      s = apply(s, a);
      check({ kind: 'event', name: 'tablero-action', detail: { action: a, state: s }, why: reasonIllegal });
    }
    const v = check({ kind: 'event', name: 'tablero-queen', detail: { side: 0, kind: 'call', number: 9 } });
    expect(v).toEqual({ ok: true, message: expect.stringMatching(/^Right: both glasses moved first, and the call still counted/) });
  });

  const tournament = { queen: 9, position: '5nn/7/7/7/ssnn3/7/4s2 s 8/5' };

  it('Tournament: a pull of five leaves North able to refill', () => {
    const check = TASKS['skunk-points']();
    const v = check({
      kind: 'event',
      name: 'tablero-pull',
      detail: { side: 0, squares: ['a3', 'b3', 'c3', 'd3', 'e3'], shots: 5, full: false, kendal: false },
    });
    expect(v?.message).toMatch(/^A pull of 5, and North has exactly five shots/);
    // And on the engine: after that pull North does refill all five and takes the dice.
    let s = createGame(tournament);
    for (const a of [{ type: 'dice.roll', dice: [2, 4] }, move('e1', 'e3'), move('g7', 'g3')] as Action[]) s = apply(s, a);
    s = apply(s, { type: 'pull.take', line: [...pullableLines(s)[0].squares] });
    s = apply(s, { type: 'pull.share', opponent: 0, spectators: 0 });
    s = apply(s, { type: 'glasses.refill' });
    expect([s.phase, s.player, s.stake[1], s.result]).toEqual(['roll', 1, 0, null]);
  });

  it("Tournament: the points the task names are the engine's table", () => {
    const results = [
      { winner: 0, draw: false, skunk: false, royalSkunk: false, reason: '' },
      { winner: 0, draw: false, skunk: true, royalSkunk: false, reason: '' },
      { winner: 1, draw: false, skunk: true, royalSkunk: true, reason: '' },
      { winner: null, draw: true, skunk: false, royalSkunk: false, reason: '' },
    ] as const;
    for (const r of results) {
      const p = tournamentPoints(r);
      const said = TASKS['skunk-points']()({ kind: 'event', name: 'tablero-gameover', detail: { result: r, winnerName: 'South' } });
      expect(said?.message).toContain(`In a tournament that is ${p.winner} points to South and ${p.loser} to North.`);
    }
    const v = TASKS['skunk-points']()({ kind: 'event', name: 'tablero-gameover', detail: { result: results[1], winnerName: 'South' } });
    expect(v?.message).toMatch(/it is a skunk, since South never opened a second bottle\. In a tournament that is 3 points to South and 0 to North\.$/);
  });

  describe('Anarchist: a rook move never jumps a glass or lands on one', () => {
    const rolled = () => apply(createGame({ rules: 'anarchist', queen: 9, position: '3n1n1/7/7/sn5/7/7/4sss s' }), { type: 'dice.roll', dice: [3, 2] });
    const click = (previous: string, square: string) => TASKS['rook-path']()({ kind: 'square', square, previous, state: rolled(), why: reasonIllegal });

    it('over a glass: a4 to d4 passes b4', () => {
      expect(click('a4', 'd4')).toEqual({ ok: false, message: expect.stringMatching(/^No: a4 to d4 would pass over the glass on b4\./) });
    });

    it('onto a glass: d7 to f7, and f7 to d7', () => {
      expect(click('d7', 'f7')?.message).toMatch(/^No: d7 cannot end its move on f7, because a glass already stands there/);
      expect(click('f7', 'd7')?.message).toMatch(/^No: f7 cannot end its move on d7/);
    });

    it('picking another glass that is not in reach is no try at all', () => {
      expect(click('a4', 'e1')).toBeNull();
      expect(click('e1', 'f1')).toBeNull();
    });

    it('both moves made and none reached d4', () => {
      const v = play('rook-path', { rules: 'anarchist', queen: 9, position: '3n1n1/7/7/sn5/7/7/4sss s' }, [
        { type: 'dice.roll', dice: [3, 2] },
        move('f7', 'f4'),
        move('e1', 'c1'),
      ]);
      expect(v?.message).toMatch(/^Both dice are used, but no glass reached d4/);
    });
  });
});

describe('the tournament task on the engine', () => {
  it('answers as soon as the refill fails, with the points', () => {
    const v = play('skunk-points', { queen: 9, position: '5nn/7/7/7/ssnn3/7/4s2 s 8/5' }, [
      { type: 'dice.roll', dice: [2, 4] },
      move('e1', 'e3'),
      move('f7', 'f3'),
      (s) => ({ type: 'pull.take', line: [...pullableLines(s)[0].squares] }),
      { type: 'pull.share', opponent: 2, spectators: 0 },
      { type: 'glasses.refill' },
    ]);
    expect(v).toEqual({ ok: true, message: expect.stringMatching(/^Right: .* it is a skunk, .* 3 points to South and 0 to North\.$/) });
  });
});

describe('the variant and hint tasks', () => {
  const sixSetup = { queen: 9, options: { pullSize: 6 }, position: '6n/7/5n1/snsn3/7/7/4s2 s' };

  it('pull size six: five in a row is one short', () => {
    const v = play('pull-six', sixSetup, [{ type: 'dice.roll', dice: [3, 1] }, move('e1', 'e4'), move('g7', 'g6')]);
    expect(v).toEqual({ ok: false, message: expect.stringMatching(/^Five in a row \(a4 b4 c4 d4 e4\), but the pull size here is six/) });
  });

  it('pull size six: no line at all', () => {
    const v = play('pull-six', sixSetup, [{ type: 'dice.roll', dice: [3, 1] }, move('f5', 'f2'), move('e1', 'e2')]);
    expect(v?.message).toMatch(/^Both dice are used, but no six glasses stand side by side/);
  });

  it('pull size six: the six is right, and South drinks at least three', () => {
    const check = TASKS['pull-six']();
    const v = check({
      kind: 'event',
      name: 'tablero-pull',
      detail: { side: 0, squares: ['a4', 'b4', 'c4', 'd4', 'e4', 'f4'], shots: 6, full: false, kendal: false },
    });
    expect(v).toEqual({ ok: true, message: expect.stringMatching(/^Right: 6 in a row \(a4 b4 c4 d4 e4 f4\).*at least 3 /) });
  });

  const queenPass = { queen: 7, options: { queenMayPass: true, queenCall: 'manual' as const }, position: '7/7/nnnn3/7/7/7/4sss s' };

  it("pass numbers as the Queen's Number: passing the dice without the toast", () => {
    const v = play('queen-pass', queenPass, [{ type: 'dice.roll', dice: [4, 3] }, { type: 'dice.pass' }]);
    expect(v).toEqual({ ok: false, message: expect.stringMatching(/^You passed the dice without calling the Queen\. 4 and 3 make 7: a pass number/) });
  });

  it("pass numbers as the Queen's Number: a plain pass (no Queen's roll) is no wrong try", () => {
    const v = play('queen-pass', { ...queenPass, queen: 11 }, [{ type: 'dice.roll', dice: [4, 3] }, { type: 'dice.pass' }]);
    expect(v).toBeNull();
  });

  it("pass numbers as the Queen's Number: the toast from North's four is right", () => {
    const v = TASKS['queen-pass']()({ kind: 'event', name: 'tablero-queen', detail: { side: 0, kind: 'toast', number: 7, square: 'b5' } });
    expect(v).toEqual({
      ok: true,
      message: expect.stringMatching(/^Right: 7 is a pass number and the Queen's Number at once.*takes a glass out of North's four on rank 5/),
    });
  });

  const spectator = { queen: 8, options: { queenCall: 'manual' as const, spectatorMuggins: true }, position: 'nnn4/7/7/7/7/7/3ssss s' };

  it("Spectator Muggins: North's call is not the spectator's", () => {
    const v = play('spectator-muggins', spectator, [
      { type: 'dice.roll', dice: [5, 3] },
      move('a7', 'a2'),
      move('b7', 'b4'),
      { type: 'queen.muggins', square: parseSquare('c7') },
    ]);
    expect(v).toEqual({ ok: false, message: expect.stringMatching(/^That was North's muggins call/) });
  });

  it('Spectator Muggins: rolling again closes the window', () => {
    const v = play('spectator-muggins', spectator, [
      { type: 'dice.roll', dice: [5, 3] },
      move('a7', 'a2'),
      move('b7', 'b4'),
      { type: 'dice.roll', dice: [1, 2] },
    ]);
    expect(v?.message).toMatch(/^Too late: South rolled again/);
  });

  it("Spectator Muggins: the spectator's call names the glass and the baseline", () => {
    const v = play('spectator-muggins', spectator, [
      { type: 'dice.roll', dice: [5, 3] },
      move('a7', 'a2'),
      move('b7', 'b4'),
      { type: 'queen.muggins', square: parseSquare('e1'), by: 'spectator', baseline: 1 },
    ]);
    expect(v).toEqual({ ok: true, message: expect.stringMatching(/^Right: .*drinks the glass from e1; .* goes to North's baseline, North refills it/) });
    // And the engine refuses the spectator after only one move, which is why the board shows no button then.
    const one = apply(apply(createGame(spectator), { type: 'dice.roll', dice: [5, 3] }), move('a7', 'a2'));
    expect(reasonIllegal(one, { type: 'queen.muggins', square: parseSquare('c7'), by: 'spectator', baseline: 1 })).toMatch(
      /wait until both glasses have moved/,
    );
  });

  const baseline = { queen: 9, position: '7/2n4/1n5/3sns1/7/s6/6s s' };

  it('keep a glass on the baselines: moving g1 strips them, and the 6 and 2 are stuck', () => {
    const v = play('keep-baseline', baseline, [{ type: 'dice.roll', dice: [3, 1] }, move('g1', 'g4'), move('b5', 'b6')]);
    expect(v).toEqual({ ok: false, message: expect.stringMatching(/^Both baselines are bare now/) });
    const then = play('keep-baseline', baseline, [
      { type: 'dice.roll', dice: [3, 1] },
      move('g1', 'g4'),
      move('b5', 'b6'),
      { type: 'dice.roll', dice: [6, 2] },
    ]);
    expect(then?.message).toMatch(/^There it is: no glass stands on a baseline/);
  });

  it('keep a glass on the baselines: g1 stays, or a glass comes back to one', () => {
    expect(play('keep-baseline', baseline, [{ type: 'dice.roll', dice: [3, 1] }, move('c6', 'c3'), move('b5', 'b4')])).toEqual({
      ok: true,
      message: expect.stringMatching(/^Right: g1 stands on a baseline/),
    });
    expect(play('keep-baseline', baseline, [{ type: 'dice.roll', dice: [3, 1] }, move('g1', 'g4'), move('a2', 'a1')])?.message).toMatch(
      /^Right: a1 stands on a baseline/,
    );
    // On the engine: with g1 kept, the 6 of the next roll can be moved.
    let s = createGame(baseline);
    for (const a of [{ type: 'dice.roll', dice: [3, 1] }, move('c6', 'c3'), move('b5', 'b4'), { type: 'dice.roll', dice: [6, 2] }] as Action[]) s = apply(s, a);
    expect(reasonIllegal(s, move('g1', 'g7'))).toBeNull();
  });
});

/** A number of shots as the messages write it: a digit or a word. */
const NUMBER = '(\\d+|one|two|three|four|five|six|seven|eight|nine|ten)';
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const count = (n: string): number => (/^\d+$/.test(n) ? Number(n) : WORDS.indexOf(n));

/** A message's claim: `who` ends up drinking `n` shots (at least `n`, when the message says so). */
interface ShotClaim {
  readonly who: 'South' | 'North';
  readonly n: number;
  readonly atLeast: boolean;
  readonly words: string;
}

/**
 * The shots a task's message says someone drinks, wins or is handed, clause by clause: "South drinks at
 * least three", "North 2", "loses all nine to North", "wins you North's two", and "wins them" (the last
 * number before it). The subject is South (the reader's side) unless North is named.
 */
export function shotClaims(message: string): ShotClaim[] {
  const out: ShotClaim[] = [];
  let last: number | null = null;
  const side = (w: string | undefined): 'South' | 'North' => (w === 'North' ? 'North' : 'South');
  const pattern = new RegExp(
    [
      `\\b(?:(South|North|you)\\s+)?(?:drinks?|wins?|collects?|keeps?|takes?)\\s+(?:(you)\\s+)?(at least\\s+)?(?:(?:North|South)['’]s\\s+)?(?:all\\s+)?${NUMBER}\\b`,
      `\\b(South|North)\\s+${NUMBER}\\b`,
      `\\bloses?\\s+(?:all\\s+)?${NUMBER}\\s+to\\s+(South|North)\\b`,
      `\\b(?:wins?|collects?|takes?)\\s+(them)\\b`,
    ].join('|'),
    'g',
  );
  for (const m of message.matchAll(pattern)) {
    if (m[4] !== undefined) out.push({ who: side(m[1]), n: count(m[4]), atLeast: !!m[3], words: m[0] });
    else if (m[6] !== undefined) out.push({ who: side(m[5]), n: count(m[6]), atLeast: false, words: m[0] });
    else if (m[7] !== undefined) out.push({ who: side(m[8]), n: count(m[7]), atLeast: false, words: m[0] });
    else if (m[9] !== undefined && last !== null) out.push({ who: 'South', n: last, atLeast: false, words: m[0] });
    const numbers = m[0].match(new RegExp(NUMBER, 'g'));
    if (numbers) last = count(numbers[numbers.length - 1]);
  }
  return out;
}

describe('task messages state the shots the engine pours', () => {
  /** Play the actions, feeding every event the board would fire to the task; the last message and the state it came with. */
  function answered(task: TaskName, setup: Parameters<typeof createGame>[0], actions: (Action | ((s: GameState) => Action))[]) {
    const check = TASKS[task]();
    let s = createGame(setup);
    let said: { message: string; state: GameState } | null = null;
    for (const a of actions) {
      const action = typeof a === 'function' ? a(s) : a;
      const before = s;
      s = apply(s, action);
      for (const e of eventsFor({ action, before, after: s }, ['South', 'North'])) {
        const v = check({ kind: 'event', name: e.name, detail: e.detail, why: reasonIllegal });
        if (v?.ok) said = { message: v.message, state: before };
      }
    }
    if (!said) throw new Error(`${task}: no right answer`);
    return said;
  }
  const SIDE = { South: 0, North: 1 } as const;
  /** The fewest shots the Player may keep of the pull waiting to be shared: the engine's own limit. */
  function fewestKept(s: GameState): number {
    const shots = s.pull?.shots ?? 0;
    for (let given = shots; given >= 0; given--) if (reasonIllegal(s, { type: 'pull.share', opponent: given, spectators: 0 }) === null) return shots - given;
    return shots;
  }
  /** Check each claim against the engine: shots drunk from `from` to one of the `ends`, or the sharing limit. */
  function check(message: string, from: GameState, ends: GameState[], sharing?: GameState): string[] {
    const claims = shotClaims(message);
    const wrong: string[] = [];
    if (!claims.length) wrong.push(`no number of shots found in "${message}"`);
    for (const c of claims) {
      const ok = c.atLeast ? !!sharing && fewestKept(sharing) === c.n : ends.some((e) => e.drunk[SIDE[c.who]] - from.drunk[SIDE[c.who]] === c.n);
      if (!ok) wrong.push(`"${c.words}" (${c.who} ${c.atLeast ? 'at least ' : ''}${c.n}) in: ${message}`);
    }
    return wrong;
  }
  const take = (s: GameState): Action => ({ type: 'pull.take', line: [...pullableLines(s)[0].squares] });

  /** The tasks whose messages state shots, each checked on the engine below. */
  const CHECKED = ['run', 'share-pull', 'pull-five', 'pull-six'];

  it("every task message that states shots, on the rulebook's own try-it boards, is one checked below", () => {
    const stating = new Set<string>();
    for (const ex of collectExamples().filter((e) => e.component === 'TryIt')) {
      const task = ex.attrs.task as TaskName;
      const check = TASKS[task]();
      const start = startOf(ex);
      const dice = start.dice;
      let game = start.game;
      for (const text of EXPECTATIONS[ex.id].steps) {
        const before = game;
        const action = stepAction(game, text, dice);
        game = apply(game, action);
        for (const e of eventsFor({ action, before, after: game }, ['South', 'North'])) {
          const v = check({ kind: 'event', name: e.name, detail: e.detail, why: reasonIllegal });
          if (v && shotClaims(v.message).length) stating.add(task);
        }
      }
    }
    expect([...stating].sort()).toEqual(CHECKED.filter((t) => stating.has(t)).sort());
    expect(stating.size).toBeGreaterThan(0);
  });

  it('reads claims from sentences, including the old run message that gave the runner all nine', () => {
    expect(shotClaims('Right: of 6 shots South drinks 4 and North 2.').map((c) => `${c.who} ${c.n}`)).toEqual(['South 4', 'North 2']);
    const old =
      'Right: you ran. North stakes two more shots into the pot, and you roll: a 7, 11 or 12 loses all nine to North; anything else wins them, and you may run again or take the seven.';
    expect(shotClaims(old).map((c) => `${c.who} ${c.n}`)).toEqual(['North 9', 'South 9']);
  });

  it('the de Jesus run: a stumble gives North the nine, any other total gives South the two', () => {
    const setup = { rules: 'de-jesus' as const, position: 'n6/7/7/1sssss1/7/7/6n s' };
    const path: Action[] = [{ type: 'dice.roll', dice: [3, 3] }, move('a7', 'a4'), move('g1', 'g4'), { type: 'run.announce' }];
    const { message, state } = answered('run', setup, path);
    const after = (dice: [number, number]) =>
      apply(
        path.reduce((s, a) => apply(s, a), createGame(setup)),
        { type: 'run.roll', dice },
      );
    expect(check(message, state, [after([4, 3]), after([2, 3])])).toEqual([]);
    // The same check refuses the old message.
    const old =
      'Right: you ran. North stakes two more shots into the pot, and you roll: a 7, 11 or 12 loses all nine to North; anything else wins them, and you may run again or take the seven.';
    expect(check(old, state, [after([4, 3]), after([2, 3])])).toEqual([expect.stringContaining('"wins them" (South 9)')]);
  });

  it('sharing a pull: the shots South and North drink', () => {
    const setup = { queen: 9, position: '6n/7/7/7/sssnn2/7/5s1 s' };
    const path: (Action | ((s: GameState) => Action))[] = [
      { type: 'dice.roll', dice: [2, 1] },
      move('f1', 'f3'),
      move('g7', 'g6'),
      take,
      { type: 'pull.share', opponent: 2, spectators: 0 },
    ];
    const { message, state } = answered('share-pull', setup, path);
    const end = path.reduce<GameState>((s, a) => apply(s, typeof a === 'function' ? a(s) : a), createGame(setup));
    expect(check(message, state, [end])).toEqual([]);
  });

  it('pulls of five and of six: the fewest the Player may keep', () => {
    const five = { queen: 9, position: '5nn/7/7/snsn3/7/7/4s2 s' };
    const fivePath: (Action | ((s: GameState) => Action))[] = [{ type: 'dice.roll', dice: [3, 1] }, move('e1', 'e4'), move('f7', 'f6'), take];
    const a = answered('pull-five', five, fivePath);
    const sharing5 = fivePath.reduce<GameState>((s, x) => apply(s, typeof x === 'function' ? x(s) : x), createGame(five));
    expect(check(a.message, a.state, [], sharing5)).toEqual([]);

    const six = { queen: 9, options: { pullSize: 6 }, position: '6n/7/5n1/snsn3/7/7/4s2 s' };
    const sixPath: (Action | ((s: GameState) => Action))[] = [{ type: 'dice.roll', dice: [3, 1] }, move('e1', 'e4'), move('f5', 'f4'), take];
    const b = answered('pull-six', six, sixPath);
    const sharing6 = sixPath.reduce<GameState>((s, x) => apply(s, typeof x === 'function' ? x(s) : x), createGame(six));
    expect(check(b.message, b.state, [], sharing6)).toEqual([]);
  });
});
