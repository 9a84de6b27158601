/**
 * The board tells one story of each action: the log's line, the headline, the events and the dice all
 * read the engine's `describeChange`, so they name a pulled line (and a roll) alike.
 */
import { describe, expect, it } from 'vitest';
import { apply, type Action, type GameState, type RuleOptions } from '@tablero/engine';
import { fromPosition, mv, play, roll, sq } from '../../engine/test/helpers.ts';
import { eventsFor } from '../src/events.ts';
import { bigMoment, narrate } from '../src/narration.ts';
import { turnSummary } from '../src/turn-summary.ts';
import { afterChange, EMPTY_VIEW } from '../src/view-state.ts';

const NAMES = ['Ada', 'Bo'] as const;
const change = (before: GameState, action: Action) => ({ action, before, after: apply(before, action) });
const take = (squares: string): Action => ({ type: 'pull.take', line: squares.split(' ').map(sq) });
const anarchist = (position: string, options: RuleOptions = {}): GameState => fromPosition(position, { rules: 'anarchist', options, queen: 12 });

describe('a pulled line, told by its kind', () => {
  it.each([
    ['file', '7/s6/2s4/2s4/2s3s/2s4/2s4', roll(2, 1), [mv('a6', 'c6'), mv('g3', 'g4')], 'c1 c2 c3 c4 c5 c6', 'Ada pulled a file of six glasses, c1 to c6.'],
    [
      'diagonal',
      '7/3s3/4s2/3s3/2s4/1s5/s5s',
      roll(2, 1),
      [mv('d6', 'f6'), mv('g1', 'g2')],
      'a1 b2 c3 d4 e5 f6',
      'Ada pulled a diagonal of six glasses, a1 to f6.',
    ],
    [
      'chevron',
      '7/7/7/3s2s/2s1s2/1s1s3/s6',
      roll(3, 2),
      [mv('g4', 'g1'), mv('d2', 'f2')],
      'a1 b2 c3 d4 e3 f2 g1',
      "Ada pulled a chevron of seven glasses, a1 to g1. A Full Pull: “Set 'em up!” “And knock 'em down!”",
    ],
  ] as const)('a %s: the log names it, and the pull event says the same kind', (kind, position, dice, moves, squares, line) => {
    const s = play(anarchist(position), dice, ...moves);
    const c = change(s, take(squares));
    expect(narrate(c, NAMES)).toBe(line);
    expect(eventsFor(c, NAMES).find((e) => e.name === 'tablero-pull')?.detail).toMatchObject({
      line: kind,
      full: squares.split(' ').length === 7,
      kendal: false,
    });
  });

  it('a rank of five in powell: the log, the headline and the event', () => {
    const s = play(fromPosition('5nn/7/7/7/ssnn3/7/4s2', { queen: 9 }), roll(2, 1), mv('e1', 'e3'), mv('g7', 'g6'));
    const c = change(s, take('a3 b3 c3 d3 e3'));
    expect(narrate(c, NAMES)).toBe('Ada pulled a rank of five glasses, a3 to e3.');
    expect(bigMoment(c, NAMES)).toBe('Ada pulls five glasses.');
    expect(eventsFor(c, NAMES).find((e) => e.name === 'tablero-pull')?.detail).toMatchObject({ line: 'rank', shots: 5 });
  });

  it("a skunked Player's four is a Kendal, in the log and the headline alike", () => {
    const s = play(fromPosition('3n3/7/snn4/7/7/7/4nss n 13/2', { queen: 9 }), roll(2, 1), mv('d7', 'd5'), mv('g1', 'g2'));
    const c = change(s, take('a5 b5 c5 d5'));
    expect(narrate(c, NAMES)).toBe('Bo pulled a rank of four glasses, a5 to d5. A Kendal.');
    expect(bigMoment(c, NAMES)).toBe('A Kendal! Bo pulls four glasses.');
    expect(eventsFor(c, NAMES).find((e) => e.name === 'tablero-pull')?.detail).toMatchObject({ kendal: true });
  });
});

describe('a roll, told alike by the log, the event and the dice', () => {
  const A = 'n6/6s/1n5/2o4/5s1/3n3/4s2';

  it("the Queen's Number rolled in a turn", () => {
    const c = change(fromPosition(A, { queen: 6 }), roll(2, 4));
    expect(narrate(c, NAMES)).toBe("Ada rolled 2 and 4: the Queen's Number! Ada drinks a glass to the Queen.");
    expect(eventsFor(c, NAMES)[0]).toEqual({ name: 'tablero-roll', detail: { side: 0, kind: 'turn', dice: [2, 4], queenNumber: true, passes: false } });
    expect(afterChange(EMPTY_VIEW, c, '', [], NAMES).lastRoll).toMatchObject({ roll: 'turn', by: 0, dice: [2, 4] });
  });

  it('a roll that passes the dice, and the pass after it', () => {
    const c = change(fromPosition(A, { queen: 9 }), roll(5, 6));
    expect(narrate(c, NAMES)).toBe('Ada rolled 5 and 6: a pass number, so the dice pass.');
    expect(eventsFor(c, NAMES)[0].detail).toMatchObject({ kind: 'turn', passes: true });
    const pass = change(c.after, { type: 'dice.pass' });
    expect(narrate(pass, NAMES)).toBe('Ada passed the dice to Bo.');
    expect(eventsFor(pass, NAMES)[0]).toEqual({ name: 'tablero-pass', detail: { from: 0, to: 1, reason: 'pass' } });
  });

  it("a computer's short turn: its roll with the moves it made, in one sentence", () => {
    const s = fromPosition(A, { queen: 9 });
    const r = change(s, roll(2, 1));
    const m1 = change(r.after, mv('e1', 'e3'));
    const m2 = change(m1.after, mv('g6', 'g5'));
    expect(turnSummary([r, m1, m2], NAMES)).toBe('Ada rolled 2 and 1 and moved e1 to e3 and g6 to g5.');
  });
});
