// The Playground's `?vs=` links (site/src/playground-players.ts), which the home page's "Play now" card uses.
import { describe, expect, it } from 'vitest';
import { BOT_NAMES } from '../../packages/engine/src/bots/index.ts';
import { playersAttribute, playersFromQuery, withoutVs } from '../../site/src/playground-players.ts';

describe('playersFromQuery', () => {
  it('gives you against the computer at each level, South being you', () => {
    for (const bot of BOT_NAMES) expect(playersFromQuery(`?vs=${bot}`)).toEqual([{ name: 'You' }, { name: 'Computer', bot }]);
    expect(playersFromQuery('?vs=Expert')).toEqual([{ name: 'You' }, { name: 'Computer', bot: 'expert' }]);
  });

  it('gives two people at the screen for a friend', () => {
    expect(playersFromQuery('?vs=friend')).toEqual([{ name: 'South' }, { name: 'North' }]);
  });

  it('asks for nothing without the key, or with a level that does not exist', () => {
    expect(playersFromQuery('')).toBeNull();
    expect(playersFromQuery('?rules=anarchist')).toBeNull();
    expect(playersFromQuery('?vs=grandmaster')).toBeNull();
  });
});

describe('playersAttribute', () => {
  it('writes the players as the board attribute takes them', () => {
    expect(playersAttribute(playersFromQuery('?vs=hard') ?? [])).toBe('You, Computer:hard');
    expect(playersAttribute(playersFromQuery('?vs=friend') ?? [])).toBe('South, North');
  });
});

describe('withoutVs', () => {
  it('takes the key out of the address and keeps the rest', () => {
    expect(withoutVs('?vs=hard')).toBe('');
    expect(withoutVs('?a=1&vs=hard')).toBe('?a=1');
  });
});
