// The settings form's state without the DOM (settings-form.ts): the players' rows and the checked choices.
import { describe, expect, it } from 'vitest';
import { chosenPlayers, chosenRules, fieldValue, problemWords, seatAfter, seatsOf } from '../src/settings-form.ts';
import { computerName } from '../src/config.ts';

describe('the players in the form', () => {
  it("rows from the board's players, and side names where there are none", () => {
    expect(seatsOf([{ name: 'Ada' }, { name: 'Bo', bot: 'greedy' }])).toEqual([
      { name: 'Ada', plays: '' },
      { name: 'Bo', plays: 'greedy' },
    ]);
    expect(seatsOf([])).toEqual([
      { name: 'South', plays: '' },
      { name: 'North', plays: '' },
    ]);
  });

  it('a name the form made up follows the kind of player; a name someone typed stays', () => {
    expect(seatAfter({ name: 'North', plays: '' }, 1, { plays: 'expert' })).toEqual({ name: computerName('expert'), plays: 'expert' });
    expect(seatAfter({ name: computerName('expert'), plays: 'expert' }, 1, { plays: '' })).toEqual({ name: 'North', plays: '' });
    expect(seatAfter({ name: '', plays: '' }, 0, { plays: 'hard' })).toEqual({ name: computerName('hard'), plays: 'hard' });
    expect(seatAfter({ name: 'Ada', plays: '' }, 0, { plays: 'greedy' })).toEqual({ name: 'Ada', plays: 'greedy' });
    expect(seatAfter({ name: 'Ada', plays: 'greedy' }, 0, { plays: 'not a bot' })).toEqual({ name: 'Ada', plays: '' });
    expect(seatAfter({ name: 'Ada', plays: '' }, 0, { name: 'Bea' })).toEqual({ name: 'Bea', plays: '' });
  });

  it("blank names become the side's or the computer's; a name past the limit is refused", () => {
    expect(
      chosenPlayers([
        { name: ' ', plays: '' },
        { name: '', plays: 'random' },
      ]),
    ).toEqual({ ok: true, players: [{ name: 'South' }, { name: computerName('random'), bot: 'random' }] });
    const long = chosenPlayers([
      { name: 'x'.repeat(41), plays: '' },
      { name: 'Bo', plays: '' },
    ]);
    expect(long.ok ? null : long.why).toMatch(/^South's name "x+": /);
  });
});

describe('the rules in the form', () => {
  it("a field gives its option's value: a switch, a number the engine reads, else the text as typed", () => {
    expect(fieldValue('boolean', { value: 'on', checked: true })).toBe(true);
    expect(fieldValue('integer', { value: ' 5 ' })).toBe(5);
    expect(fieldValue('integer', { value: '5x' })).toBe('5x');
    expect(fieldValue('squares', { value: 'd4' })).toBe('d4');
  });

  it("only what differs from the preset is chosen, and the engine's refusal is said in words", () => {
    expect(chosenRules('powell', { pullSize: 5, kendal: true })).toEqual({ ok: true, options: {} });
    expect(chosenRules('powell', { pullSize: 6, kendal: true })).toEqual({ ok: true, options: { pullSize: 6 } });
    const bad = chosenRules('powell', { pullSize: 'lots' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(problemWords(bad.error)).toMatch(/^These rules don't fit together, so nothing has changed yet\. .+: .+\.$/);
  });
});
