// The example boards' props, read in one place (site/src/board-props.ts) for Board.astro, TryIt.astro and
// the engine check of the examples.
import { describe, expect, it } from 'vitest';
import { boardAttributes, readBoardProps, readTryItProps } from '../../site/src/board-props.ts';

describe('board props', () => {
  it('passes the attribute props through, leaves out the empty ones, and adds compact and seed 1', () => {
    const r = readBoardProps({ caption: 'A board.', rules: 'anarchist', queen: 9, dice: '3-2', options: '', id: 'x', height: '30rem' });
    expect(r).toEqual({
      attrs: { rules: 'anarchist', dice: '3-2', queen: '9', compact: '', seed: '1' },
      caption: 'A board.',
      height: '30rem',
      id: 'x',
      watch: false,
    });
  });

  it('keeps a given seed, and drops compact when it is turned off', () => {
    expect(readBoardProps({ caption: 'c', seed: 7, compact: false }).attrs).toEqual({ seed: '7' });
  });

  it('gives the engine check the same attributes, whatever else the example carries', () => {
    expect(boardAttributes({ id: 'try-x', task: 'run', caption: 'c', position: '7/7/7/7/7/7/7 s' })).toEqual({
      position: '7/7/7/7/7/7/7 s',
      compact: '',
      seed: '1',
    });
  });

  it('a watch board starts paused and needs two computer players', () => {
    const r = readBoardProps({ caption: 'c', players: 'Aldith:greedy, Bertram:random', watch: true });
    expect(r.watch).toBe(true);
    expect(r.attrs).toEqual({ players: 'Aldith:greedy, Bertram:random', compact: '', paused: '', seed: '1' });
    expect(readBoardProps({ caption: 'c' }).watch).toBe(false);
    expect(() => readBoardProps({ caption: 'c', players: 'Ada, Bertram:greedy', watch: true })).toThrow(/^Board: watch needs two computer players/);
    expect(() => readBoardProps({ caption: 'c', watch: true })).toThrow(/players received ""/);
  });

  it('names the prop when the rule set is unknown or the caption is missing', () => {
    expect(() => readBoardProps({ caption: 'c', rules: 'chess' })).toThrow(
      'Board: rules received "chess", expected one of powell, da-gucci, anarchist, de-jesus',
    );
    expect(() => readBoardProps({ caption: '' })).toThrow('Board: caption received "", expected a sentence');
  });

  it('checks a try-it task by name, then its board, and hands the board props on unchanged', () => {
    expect(() => readTryItProps({ task: 'nope', caption: 'c' })).toThrow(/^TryIt: task received "nope", expected one of start-game, /);
    expect(() => readTryItProps({ task: 'run', caption: 'c', rules: 'chess' })).toThrow(/^Board: rules received "chess"/);
    expect(readTryItProps({ task: 'run', caption: 'c', rules: 'de-jesus' })).toEqual({ task: 'run', board: { caption: 'c', rules: 'de-jesus' } });
  });
});
