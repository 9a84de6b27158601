/**
 * The simulator's command line (packages/engine/scripts/simulate.ts `parseArgs`): flags come from the
 * engine's option rows, a switch takes --name, --no-name, --name=word or a following true/false word,
 * and every mistake is one line naming the flag, with a "did you mean" for a near miss.
 */
import { describe, expect, it } from 'vitest';
import { OPTION_KINDS, OPTION_NAMES } from '@tablero/engine';
import { USAGE, kebab, parseArgs } from '../packages/engine/scripts/simulate.ts';
import { usageProblem } from './support/usage.ts';

const problem = (argv: string[]): string => usageProblem(parseArgs, argv);

describe('simulate: the command line', () => {
  it('has a flag for every option row, and --no- for every switch', () => {
    for (const n of OPTION_NAMES) {
      expect(USAGE).toContain(`--${kebab(n)}`);
      if (OPTION_KINDS[n] === 'boolean') expect(USAGE).toContain(`--no-${kebab(n)}`);
    }
  });

  it('reads switches every way the help says, and values after a space or =', () => {
    const cfg = parseArgs([
      '--rules',
      'anarchist',
      '--law-law',
      '--no-kendal',
      '--damon-law',
      'off',
      '--chevron=TRUE',
      '--pull-size=5',
      '--queen-call',
      'manual',
      '--seed',
      '-3',
      '--json',
    ]);
    expect(cfg.options).toEqual({ lawLaw: true, kendal: false, damonLaw: false, chevron: true, pullSize: 5, queenCall: 'manual' });
    expect(cfg.optionFlags).toEqual(['--pull-size 5', '--no-kendal', '--chevron=true', '--queen-call manual', '--law-law', '--damon-law=false']);
    expect([cfg.seed, cfg.json, cfg.rules]).toEqual([-3, true, 'anarchist']);
    expect(parseArgs(['-h']).help).toBe(true);
    expect(parseArgs(['--bots', 'expert,greedy']).bots).toEqual(['expert', 'greedy']);
    expect(parseArgs(['--bots', 'hard']).bots).toEqual(['hard', 'hard']);
    expect(parseArgs(['--spots', 'f1 c2 g3 d4 a5 e6 b7', '--rules', 'anarchist']).optionFlags).toEqual(['--spots "f1 c2 g3 d4 a5 e6 b7"']);
  });

  it.each([
    [['--pass-twelv'], 'unknown flag --pass-twelv; did you mean --pass-twelve?'],
    [['--no-json'], 'unknown flag --no-json; see --help'],
    [['--gmaes', '5'], 'unknown flag --gmaes; did you mean --games?'],
    [['--no-pull-size'], 'unknown flag --no-pull-size; see --help'],
    [['--frobnicate'], 'unknown flag --frobnicate; see --help'],
    [['--games', '--seed', '3'], '--games needs a value (see --help)'],
    [['--pull-size'], '--pull-size needs a value (see --help)'],
    [['--json=1'], '--json=1: --json takes no value'],
    [['--no-kendal=false'], '--no-kendal=false: --no-kendal takes no value'],
    [['--kendal=maybe'], '--kendal=maybe: expected true or false'],
    [['--kendal', 'maybe'], 'unexpected argument "maybe": flags start with -- (see --help)'],
    [['-hx'], 'unexpected argument "-hx": flags start with -- (see --help)'],
    [['--', '--json'], 'unexpected argument "--": flags start with -- (see --help)'],
    [['--games', '0'], '--games 0: expected 1 to 100000000'],
    [['--bots', 'greedy,smart'], '--bots "greedy,smart": unknown bot "smart"; expected random or greedy or hard or expert'],
    [['--pull-size', '9'], 'bad value --pull-size 9: pullSize=9: expected 4 to 7'],
    [['--law-law'], 'bad value --law-law: lawLaw=true: does not apply to the powell rules (only anarchist)'],
  ])('%j: %s', (argv, message) => {
    expect(problem(argv)).toBe(message);
  });
});
