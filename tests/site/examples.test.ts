// Every example board in the rulebook reaches the moment its page describes (site/scripts/examples.ts).
import { describe, expect, it } from 'vitest';
import { checkAll, collectExamples, EXPECTATIONS } from '../../site/scripts/examples.ts';

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
