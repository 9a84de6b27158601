// Every example board in the rulebook reaches the moment its page describes (site/scripts/examples.ts).
import { describe, expect, it } from 'vitest';
import { createGame, type Action } from '@tablero/engine';
import { checkAll, collectExamples, EXPECTATIONS, watchedGameClaims, type Example } from '../../site/scripts/examples.ts';

describe('rulebook examples on the engine', () => {
  const results = checkAll();
  it('finds the examples', () => {
    expect(results.length).toBeGreaterThanOrEqual(15);
  });
  for (const r of results) {
    it(`${r.example.page} #${r.example.id}: ${r.message}`, () => {
      expect(r.ok, r.message).toBe(true);
    });
  }
  it('has no expectation left without its example', () => {
    const ids = new Set(collectExamples().map((e) => e.id));
    expect(Object.keys(EXPECTATIONS).filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe("a watched game against its page's words", () => {
  const example = (words: string, caption = ''): Example => ({ id: 'demo', page: 'index.mdx', component: 'Board', attrs: { caption }, words });
  const over = (rolls: number, fullPulls: number) => {
    const s = createGame({ queen: 6 });
    s.tally.rolls = rolls;
    s.tally.fullPulls = fullPulls;
    return s;
  };
  const kept: Action = { type: 'pull.share', opponent: 0, spectators: 0 };
  const shared: Action = { type: 'pull.share', opponent: 1, spectators: 0 };

  it('holds a page that promises shared pulls to a game with one', () => {
    expect(watchedGameClaims(over(20, 0), { example: example('watch the pulls being shared'), actions: [kept] })).toBe(
      'the words say pulls are shared, but no pull of this game hands a shot out',
    );
    expect(watchedGameClaims(over(20, 0), { example: example('', 'a pull is shared out'), actions: [kept] })).not.toBeNull();
    expect(watchedGameClaims(over(20, 0), { example: example('watch the pulls being shared'), actions: [kept, shared] })).toBeNull();
    expect(watchedGameClaims(over(20, 0), { example: example('watch the glasses line up'), actions: [kept] })).toBeNull();
  });

  it('holds a page that says every pulled shot is kept to a game that shares none', () => {
    const words = 'both play the greedy way and keep every shot they pull (at a real table many hand one on)';
    expect(watchedGameClaims(over(20, 0), { example: example(words), actions: [kept, shared, shared] })).toBe(
      'the words say every pulled shot is kept, but 2 pulls of this game hand shots out',
    );
    expect(watchedGameClaims(over(20, 0), { example: example(words), actions: [kept, kept] })).toBeNull();
  });

  it('holds its count of rolls and its Full Pull to the game', () => {
    expect(watchedGameClaims(over(38, 0), { example: example('this one is over in thirty-eight rolls'), actions: [] })).toBeNull();
    expect(watchedGameClaims(over(38, 0), { example: example('over in twenty rolls, with a [Full Pull](/glossary/#full-pull)'), actions: [] })).toBe(
      'the words say twenty rolls, the game takes 38; the words promise a Full Pull, and the game has none',
    );
    expect(watchedGameClaims(over(20, 1), { example: example('after 20 rolls, with a Full Pull'), actions: [] })).toBeNull();
  });
});
