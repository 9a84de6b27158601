/** Canned table talk: every listed id is one, and nothing else is (not even an object's own names). */
import { describe, expect, it } from 'vitest';
import { TALK, isTalkId } from '../src/index.ts';

describe('table talk', () => {
  it('has the phrases a table says, each under its id', () => {
    expect(TALK['to-the-queen']).toBe('To the Queen!');
    expect(TALK['set-em-up']).toBe("Set 'em up!");
    expect(Object.isFrozen(TALK)).toBe(true);
    for (const id of Object.keys(TALK)) expect(isTalkId(id)).toBe(true);
  });

  it('takes no other text as an id', () => {
    for (const value of ['hello there', 'To the Queen!', 'toString', '__proto__', '', 1, null, undefined, { phrase: 'cheers' }]) {
      expect(isTalkId(value)).toBe(false);
    }
  });
});
