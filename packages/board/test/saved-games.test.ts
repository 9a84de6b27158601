// The saved games' decisions that need no DOM: what another tab's write to the key means (tab-sync.ts).
import { describe, expect, it } from 'vitest';
import { readConfig, problemText } from '../src/config.ts';
import { TableroGame } from '../src/game.ts';
import { otherTabWrite } from '../src/tab-sync.ts';

function game(players = 'Ada, Bo'): TableroGame {
  const c = readConfig({ queen: '8', dice: '5-2 3-3 3-3 3-3', players, seed: '1' }, () => 1);
  if (!c.ok) throw new Error(problemText(c.problem));
  return new TableroGame(c.value);
}

describe('another tab wrote the key', () => {
  it('nothing to do when the key holds what this board wrote, or nothing', () => {
    const ours = game().record;
    const raw = JSON.stringify(ours);
    expect(otherTabWrite(raw, raw, ours, false)).toEqual({ kind: 'none' });
    expect(otherTabWrite(null, raw, ours, false)).toEqual({ kind: 'none' });
  });

  it('the same game further on is adopted, with how many actions were taken there', () => {
    const g = game();
    const ours = g.record;
    g.act({ type: 'initiative.roll' });
    const theirs = JSON.stringify(g.record);
    expect(otherTabWrite(theirs, JSON.stringify(ours), ours, false)).toEqual({ kind: 'adopt', record: g.record, raw: theirs, actions: 1 });
  });

  it('a different game: this one is kept aside once played, forgotten while nothing was played', () => {
    const played = game();
    played.act({ type: 'initiative.roll' });
    const other = JSON.stringify(game('Cy, Di').record);
    expect(otherTabWrite(other, JSON.stringify(played.record), played.record, false)).toEqual({ kind: 'detach' });
    expect(otherTabWrite(other, null, game().record, false)).toEqual({ kind: 'forget' });
  });

  it('while a game with another setup waits, the waiting game becomes what the key holds (null when unreadable)', () => {
    const ours = game().record;
    const other = game('Cy, Di').record;
    expect(otherTabWrite(JSON.stringify(other), null, ours, true)).toEqual({ kind: 'wait', waiting: { record: other, raw: JSON.stringify(other) } });
    expect(otherTabWrite('not json', null, ours, true)).toEqual({ kind: 'wait', waiting: null });
  });
});
