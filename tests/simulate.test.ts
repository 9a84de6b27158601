/**
 * The `npm run simulate` command, run as a child process the way a person runs it.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OPTION_NAMES, SeededDice, Xoshiro128, createGame } from '../packages/engine/src/index.ts';
import { botNamed } from '../packages/engine/src/bots/index.ts';
import { playGame } from '../packages/engine/src/sim/index.ts';
import { botSeed, diceSeed, type Report } from '../packages/engine/scripts/simulate.ts';

const SCRIPT = fileURLToPath(new URL('../packages/engine/scripts/simulate.ts', import.meta.url));

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function run(...args: string[]): Run {
  const r = spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The report as JSON, with the timings (which differ from run to run) taken out. */
function figures(...args: string[]): Omit<Report, 'seconds' | 'gamesPerSecond'> {
  const r = run(...args, '--json');
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  const { seconds: _seconds, gamesPerSecond: _gamesPerSecond, ...report } = JSON.parse(r.stdout) as Report;
  return report;
}

/** The number in the first column after a row's label in the text report. */
function row(text: string, label: string): number[] {
  // A label is followed by the column gap (at least two spaces), so "South" does not match "South won".
  const line = text.split('\n').find((l) => l.trimStart().startsWith(label + '  '));
  if (!line) throw new Error(`no row "${label}" in:\n${text}`);
  return line.trim().slice(label.length).trim().split(/\s+/).map(Number);
}

/** Checks every report must pass: the figures add up. */
function addsUp(r: ReturnType<typeof figures>): void {
  const n = r.games;
  expect(r.endings.win + r.endings.draw + r.endings.unfinished).toBe(n);
  expect(r.wins.south + r.wins.north).toBe(r.endings.win);
  expect(r.starter.south + r.starter.north + r.starter.none).toBe(n);
  expect(r.starter.wins).toBeLessThanOrEqual(r.endings.win);
  expect(r.wins.skunks).toBeLessThanOrEqual(r.endings.win);
  expect(r.wins.royalSkunks).toBeLessThanOrEqual(r.endings.win);
  const pulls = Object.values(r.pullsBySize as Record<string, number>).reduce((a, b) => a + b, 0);
  expect(pulls).toBe(r.events.pulls);
  expect(r.events.fullPulls).toBe(r.pullsBySize['7']);
  expect(r.length.min).toBeLessThanOrEqual(r.length.median);
  expect(r.length.median).toBeLessThanOrEqual(r.length.max);
  expect(r.length.mean * n).toBeCloseTo(r.events.rolls, 6);
  expect(r.length.sd).toBeGreaterThanOrEqual(0);
  for (const k of ['south', 'north', 'spectators'] as const) expect(r.drunk.perGame[k] * n).toBeCloseTo(r.drunk.total[k], 6);
  for (const k of Object.keys(r.events) as (keyof typeof r.events)[]) expect(r.perGame[k] * n).toBeCloseTo(r.events[k], 6);
}

describe('npm run simulate', () => {
  it('prints a text report whose figures add up, and nothing on stderr when it is not a terminal', () => {
    const r = run('--games', '150', '--seed', '3');
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    const text = r.stdout;
    for (const heading of ['Tablero simulation', 'Game length (rolls)', 'How games end', 'Starting player', 'Shots drunk', 'Events'])
      expect(text).toContain(heading);
    expect(text).toMatch(/^rules +powell; options: none/m);
    expect(text).toMatch(/^bots +South random, North random/m);
    expect(text).toMatch(/^played +150 games in [\d.]+ s \(\d+ games\/s\)/m);
    const [won] = row(text, 'won');
    const [drawn] = row(text, 'drawn');
    const [unfinished] = row(text, 'no winner (unfinished at the cap)');
    expect(won + drawn + unfinished).toBe(150);
    expect(row(text, 'South won')[0] + row(text, 'North won')[0]).toBe(won);
    expect(row(text, 'South started')[0] + row(text, 'North started')[0]).toBe(150);
    for (const size of [2, 3, 4, 5, 6, 7]) expect(row(text, `pulls of ${size}`)).toHaveLength(2);
    const bySize = [2, 3, 4, 5, 6, 7].map((k) => row(text, `pulls of ${k}`)[0]).reduce((a, b) => a + b, 0);
    expect(row(text, 'pulls, all sizes')[0]).toBe(bySize);
    const [rolls, perGame] = row(text, 'rolls');
    expect(perGame).toBeCloseTo(rolls / 150, 3);
    // The text and the JSON of the same run tell the same story.
    const json = figures('--games', '150', '--seed', '3');
    expect(json.endings).toEqual({ win: won, draw: drawn, unfinished });
    expect(json.events.rolls).toBe(rolls);
    expect(row(text, 'South')[0]).toBe(json.drunk.total.south);
    expect(row(text, 'spectators')[0]).toBe(json.drunk.total.spectators);
    expect(row(text, "Queen's toasts")[0]).toBe(json.events.queenToasts);
    addsUp(json);
  });

  it('prints one JSON object that parses and adds up, for every preset', () => {
    for (const [preset, bots] of [
      ['powell', 'greedy,random'],
      ['da-gucci', 'random,greedy'],
      ['anarchist', 'greedy,random'],
      ['de-jesus', 'greedy,greedy'],
    ]) {
      const r = figures('--rules', preset, '--bots', bots, '--games', '60', '--seed', '9');
      expect(r.rules).toBe(preset);
      expect(r.games).toBe(60);
      expect(r.bots).toEqual({ south: bots.split(',')[0], north: bots.split(',')[1] });
      expect(r.endings.unfinished).toBe(0);
      expect(r.events.rolls).toBeGreaterThan(0);
      addsUp(r);
      if (preset === 'anarchist') expect(r.events.slashes).toBeGreaterThan(0);
      if (preset === 'de-jesus') expect(r.pullsBySize['2'] + r.pullsBySize['3']).toBeGreaterThan(0);
      if (preset !== 'anarchist') expect(r.events.slashes).toBe(0);
    }
  });

  it('gives the same figures for the same seed, and different ones for another seed', () => {
    const args = ['--rules', 'anarchist', '--bots', 'greedy,random', '--games', '40'];
    const a = figures(...args, '--seed', '7');
    const b = figures(...args, '--seed', '7');
    const c = figures(...args, '--seed', '8');
    expect(b).toEqual(a);
    expect(c.events).not.toEqual(a.events);
  });

  it('passes the rule options on to the engine', () => {
    // Greedy bots pull whatever they can: with the pull size at 7 and no Kendals, only full pulls.
    const full = figures('--bots', 'greedy', '--games', '40', '--pull-size', '7', '--no-kendal', '--queen', '6');
    expect(full.options).toEqual({ pullSize: 7, kendal: false });
    expect(full.optionFlags).toEqual(['--pull-size 7', '--no-kendal']);
    expect(full.queen).toBe(6);
    expect(full.events.pulls).toBeGreaterThan(0);
    expect(full.events.pulls).toBe(full.pullsBySize['7']);
    expect(full.events.kendals).toBe(0);
    addsUp(full);
    // --kendal=false is the same as --no-kendal.
    expect(figures('--bots', 'greedy', '--games', '40', '--pull-size=7', '--kendal=false', '--queen', '6').events).toEqual(full.events);
    // Manual calling: random bots miss calls and call muggins on each other.
    const manual = figures('--rules', 'powell', '--queen-call', 'manual', '--spectator-muggins', '--games', '40', '--seed', '2');
    expect(manual.options).toEqual({ queenCall: 'manual', spectatorMuggins: true });
    expect(manual.events.mugginsCalls).toBeGreaterThan(0);
    addsUp(manual);
    const spots = figures('--rules', 'anarchist', '--spots', 'b1 e2 a3 d4 g5 c6 f7', '--bottles', '3', '--games', '20');
    expect(spots.options).toEqual({ spots: 'b1 e2 a3 d4 g5 c6 f7', bottles: 3 });
    addsUp(spots);
  });

  it('plays the same game when it stops at the first roll to see who starts', () => {
    // The simulator finds the starting player by playing to the first roll, then plays on: this must be
    // the very game one call of playGame plays.
    for (const rules of ['powell', 'da-gucci', 'anarchist', 'de-jesus']) {
      for (const bots of [
        ['random', 'random'],
        ['greedy', 'random'],
      ] as const) {
        for (let i = 0; i < 5; i++) {
          const pair = [botNamed(bots[0]), botNamed(bots[1])] as const;
          const whole = playGame(createGame({ rules }), pair, new SeededDice(diceSeed(1, i)), new Xoshiro128(botSeed(1, i)));
          const split = createGame({ rules });
          const dice = new SeededDice(diceSeed(1, i));
          const rng = new Xoshiro128(botSeed(1, i));
          playGame(split, pair, dice, rng, { maxRolls: 1 });
          expect(split.tally.rolls).toBe(1);
          expect(split.phase).not.toBe('over');
          playGame(split, pair, dice, rng);
          expect(JSON.stringify(split), `${rules} ${bots} game ${i}`).toBe(JSON.stringify(whole));
        }
      }
    }
    expect(new Set([0, 1, 2, 3].map((i) => botSeed(1, i))).size).toBe(4);
    expect(diceSeed(2, 0)).not.toBe(diceSeed(1, 0));
  });

  it('stops no-score games at the roll cap and counts them as unfinished', () => {
    const r = figures('--no-score', '--games', '12', '--max-rolls', '400');
    expect(r.endings).toEqual({ win: 0, draw: 0, unfinished: 12 });
    expect(r.length).toEqual({ mean: 400, sd: 0, min: 400, median: 400, max: 400 });
    addsUp(r);
  });

  it('lists every flag in --help, including one for every rule option', () => {
    const r = run('--help');
    expect(r.status).toBe(0);
    for (const flag of ['--rules', '--bots', '--games', '--seed', '--max-rolls', '--queen', '--json']) expect(r.stdout).toContain(flag);
    for (const name of OPTION_NAMES) expect(r.stdout).toContain('--' + name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase()));
  });

  it('rejects bad flags with exit code 2 and one line naming the flag and the value', () => {
    const cases: [string[], RegExp][] = [
      [['--rules', 'nope'], /--rules nope.*unknown rule set/],
      [['--pull-size', '9'], /--pull-size 9.*pullSize=9: expected 4 to 7/],
      [['--pull-size', 'six'], /--pull-size six.*expected a whole number/],
      [['--frobnicate'], /unknown flag --frobnicate/],
      [['--games', 'lots'], /--games "lots": expected a whole number/],
      [['--bots', 'greedy,clever'], /--bots "greedy,clever".*unknown bot "clever"/],
      [['--queen', '13'], /--queen 13.*expected a dice total/],
      [['--kendal=perhaps'], /--kendal=perhaps: expected true or false/],
      [['--rules', 'anarchist', '--pass-twelve'], /--pass-twelve.*does not apply to the anarchist rules/],
      [['--rules', 'anarchist', '--spots', 'a1 b2'], /--spots "a1 b2".*expected 7 squares/],
      [['--queen-call', 'shout'], /--queen-call shout.*expected one of auto, manual/],
      [['--seed'], /--seed needs a value/],
    ];
    for (const [args, message] of cases) {
      const r = run(...args, '--games', '1');
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trim().split('\n'), 'a single line, no stack trace').toHaveLength(1);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });
});
