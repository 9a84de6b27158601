/**
 * The board's pure helpers, in Node: attribute readers, the game wrapper, the events and words an action
 * produces, and saved games.
 */
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import fc from 'fast-check';
import { BOT_NAMES, MUGGINS_CHANCE } from '@tablero/engine/bots';
import { OPTION_NAMES, apply, resolveRules, type Action, type Choice, type GameState, type RuleOptions } from '@tablero/engine';
import { fromPosition, mv, play, roll } from '../../engine/test/helpers.ts';
import { formatOptions, readConfig, readOptions, readPlayers, readQueen, readRules, readSeed, problemText } from '../src/config.ts';
import { eventsFor } from '../src/events.ts';
import { TableroGame } from '../src/game.ts';
import { keptKeyOf, legacyBackupKeyOf, readKept, withKept, writeKept, type KeptGame } from '../src/kept-list.ts';
import { isPrefix, loadGame } from '../src/saved-game.ts';
import { writeText, type KeyValueStore } from '../src/storage.ts';
import { BOT_WORDS, mugginsWords } from '../src/bot-words.ts';
import { squareLabel } from '../src/labels.ts';
import { narrate } from '../src/narration.ts';
import { prompt } from '../src/prompts.ts';

const fresh = () => 99;

describe('attribute readers', () => {
  it('read the defaults from nothing', () => {
    const c = readConfig({}, fresh);
    expect(c).toEqual({
      ok: true,
      value: { rules: 'powell', options: {}, position: '', script: [], seed: 99, queen: 0, players: [{ name: 'South' }, { name: 'North' }] },
    });
  });

  it('options: names, values, no- prefixes and kebab-case', () => {
    expect(readOptions('pullSize=6 chevron no-kendal queen-call=manual spots=b1-e2-a3-d4-g5-c6-f7')).toEqual({
      ok: true,
      value: { pullSize: 6, chevron: true, kendal: false, queenCall: 'manual', spots: 'b1 e2 a3 d4 g5 c6 f7' },
    });
  });

  it('options: names of Object.prototype members are not options', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'valueOf', 'isPrototypeOf', 'hasOwnProperty']) {
      const r = readOptions(`${name}=1`);
      expect(r.ok).toBe(false);
      expect(readOptions(name).ok).toBe(false);
    }
  });

  it('options round-trip through formatOptions for any option set the engine accepts', () => {
    const value = fc.oneof(fc.boolean(), fc.integer({ min: 1, max: 9 }), fc.constantFrom('auto', 'manual'));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...OPTION_NAMES.filter((n) => n !== 'spots')), value, { maxKeys: 5 }), (raw) => {
        const options = raw as RuleOptions;
        try {
          resolveRules('powell', options);
        } catch {
          return; // not a valid set for the engine; the reader need not round-trip it
        }
        expect(readOptions(formatOptions(options))).toEqual({ ok: true, value: options });
      }),
    );
  });

  it('name the attribute, the value, why and what is allowed', () => {
    const r = readRules('chess');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(problemText(r.problem)).toBe('rules="chess": not a rule set. Allowed: one of powell, da-gucci, anarchist, de-jesus.');
    expect(readQueen('1').ok).toBe(false);
    expect(readSeed('4294967296', fresh).ok).toBe(false);
    expect(readSeed('', fresh)).toEqual({ ok: true, value: 99 });
  });

  it('players: a second colon is refused, not dropped ("Ann:greedy:extra")', () => {
    const r = readPlayers('Ann:greedy:extra, Bob');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(problemText(r.problem)).toMatch(/"Ann:greedy:extra" has more than one ":"/);
    expect(readPlayers('Ann::greedy, Bob').ok).toBe(false);
  });

  it('numbers are read as their digits; booleans and objects are refused, and long values cut short', () => {
    expect(readSeed(7, fresh)).toEqual({ ok: true, value: 7 });
    expect(readQueen(8)).toEqual({ ok: true, value: 8 });
    expect(readSeed(true, fresh).ok).toBe(false);
    expect(readRules({}).ok).toBe(false);
    const long = readOptions('x'.repeat(100_000));
    expect(long.ok).toBe(false);
    if (!long.ok) expect(problemText(long.problem).length).toBeLessThan(800);
  });

  it('players: names, computers, and bare bot names', () => {
    expect(readPlayers('Ada, Computer:greedy')).toEqual({ ok: true, value: [{ name: 'Ada' }, { name: 'Computer', bot: 'greedy' }] });
    expect(readPlayers('random, greedy')).toEqual({
      ok: true,
      value: [
        { name: 'Computer (random)', bot: 'random' },
        { name: 'Computer (greedy)', bot: 'greedy' },
      ],
    });
    expect(readPlayers('Ada, Bo, Cy').ok).toBe(false);
  });

  it('the engine checks combinations: house rules that belong to other rule sets', () => {
    const c = readConfig({ options: 'lawLaw' }, fresh);
    expect(c.ok ? null : c.problem).toMatchObject({ attribute: 'options', value: 'lawLaw' });
    if (!c.ok) expect(c.problem.why).toMatch(/does not apply to the powell rules/);
    const k = readConfig({ rules: 'de-jesus', options: 'pullSize=2 kendal' }, fresh);
    expect(k.ok ? null : k.problem.why).toMatch(/kendal=true: does not apply to the de-jesus rules/);
    const p = readConfig({ position: 'xyz' }, fresh);
    expect(p.ok ? null : p.problem.attribute).toBe('position');
    const q = readConfig({ rules: 'de-jesus', queen: '6' }, fresh);
    expect(q.ok ? null : q.problem.why).toMatch(/no Queen's Number/);
  });
});

const SHORT = { options: 'bottles=1 shotsPerBottle=4', queen: '8', dice: '5-2 3-3 3-3 3-3', players: 'Ada, Bo', seed: '1' };
const sq = (name: string) => (Number(name[1]) - 1) * 7 + 'abcdefg'.indexOf(name[0]);

function shortGame(): TableroGame {
  const c = readConfig(SHORT, fresh);
  if (!c.ok) throw new Error(problemText(c.problem));
  return new TableroGame(c.value);
}

describe('TableroGame', () => {
  it('plays the short game through the machine, recording every action', () => {
    const g = shortGame();
    const seen: string[] = [];
    g.subscribe((ch) => ch && seen.push(narrate(ch, ['Ada', 'Bo'])));
    expect(g.act({ type: 'initiative.roll' })?.type).toBe('initiative.roll');
    expect(g.act({ type: 'dice.roll' })).toBeNull(); // not yet: the centre glass first
    g.act({ type: 'centre.fill' });
    g.act({ type: 'dice.roll' });
    for (const [a, b] of [
      ['d1', 'd4'],
      ['e1', 'e4'],
    ])
      g.act({ type: 'glass.move', from: sq(a), to: sq(b) });
    expect(seen).toEqual([
      'For the first turn Ada rolled 5 and Bo rolled 2: Ada starts.',
      'Ada filled the centre glass and took it to their baseline.',
      'Ada rolled 3 and 3.',
      'Ada moved the glass on d1 to d4 with the 3.',
      'Ada moved the glass on e1 to e4 with the 3.',
    ]);
    expect(g.record.actions).toHaveLength(5);
    expect(prompt(g.state, ['Ada', 'Bo'])).toBe('Ada to roll.');
    expect(squareLabel(g.state, sq('d4'), ['Ada', 'Bo'])).toBe('d4: full glass, poured by Ada');
  });

  it('refuses null, strings and prototype-named actions without throwing or changing the game', () => {
    const g = shortGame();
    const before = g.state;
    for (const bad of [null, undefined, 'dice.roll', 7, {}, { type: 'constructor' }, { type: '__proto__' }, { type: 'initiative.roll', dice: null }]) {
      expect(g.act(bad as unknown as Action)).toBeNull();
      expect(typeof g.whyNot(bad as unknown as Action)).toBe('string');
    }
    expect(g.state).toBe(before);
    expect(g.record.actions).toHaveLength(0);
    expect(g.act({ type: 'initiative.roll' })?.type).toBe('initiative.roll');
  });

  it('asks a person to act, and says what a computer player is doing', () => {
    const g = shortGame();
    g.act({ type: 'initiative.roll' });
    g.act({ type: 'centre.fill' });
    g.act({ type: 'dice.roll' });
    g.act({ type: 'glass.move', from: sq('d1'), to: sq('d4') });
    expect(prompt(g.state, ['Ada', 'Bo'])).toBe('Ada: move another glass for the other die, or take the first move back.');
    expect(prompt(g.state, ['Ada', 'Bo'], true)).toBe('Ada moves a glass for the other die.');
  });

  /** A game from attributes, its machine on a simulated clock (a computer waits `delay` ms; a muggins call twice that). */
  const clocked = (attrs: Record<string, string>, delay = 500): { g: TableroGame; clock: SimulatedClock } => {
    const c = readConfig(attrs, fresh);
    if (!c.ok) throw new Error(problemText(c.problem));
    const clock = new SimulatedClock();
    return { g: new TableroGame(c.value, undefined, { clock, delay }), clock };
  };
  const MISS = { position: '6n/7/7/ssnn3/4n2/7/5s1 s', dice: '1-5', queen: '6', options: 'queenCall=manual' };

  it('the machine says who acts: a person, or a computer that moves after its delay', () => {
    const { g, clock } = clocked({ players: 'Bo:greedy, Ada', position: '6n/7/7/ssnn3/4n2/7/5s1 s', dice: '3-4', queen: '6' });
    expect(g.computerActs).toBe(true);
    expect(g.personActs).toBe(false);
    clock.increment(499);
    expect(g.record.actions).toHaveLength(0);
    clock.increment(1);
    expect(g.record.actions).toEqual([{ type: 'dice.roll', dice: [3, 4] }]);
    for (let i = 0; i < 20 && g.state.player === 0; i++) clock.increment(500);
    expect(g.state.player).toBe(1);
    expect(g.personActs).toBe(true);
    expect(g.computerActs).toBe(false);
    const n = g.record.actions.length;
    clock.increment(10_000);
    expect(g.record.actions).toHaveLength(n);
  });

  it('catches a person who forgot to call, after twice its delay, and two computers play a whole game by themselves', () => {
    // Ada (a person) rolls the Queen's Number 6 and moves without calling; Bo (expert: never misses one) catches it.
    const { g, clock } = clocked({ ...MISS, players: 'Ada, Bo:expert' });
    g.act({ type: 'dice.roll' });
    g.act({ type: 'glass.move', from: sq('e3'), to: sq('e4') });
    expect(g.state.mugginsOpen).toBe(true);
    expect(g.snapshot.matches({ watch: 'noticing' })).toBe(true);
    clock.increment(999);
    expect(g.state.tally.mugginsCalls).toBe(0);
    clock.increment(1);
    expect(g.state.tally.mugginsCalls).toBe(1);
    expect(g.record.actions.at(-1)).toMatchObject({ type: 'queen.muggins' });
    expect(g.state.mugginsOpen).toBe(false);
    const both = clocked({ players: 'greedy, random', seed: '5' }, 0);
    for (let i = 0; i < 100_000 && both.g.state.phase !== 'over'; i++) both.clock.increment(1);
    expect(both.g.state.phase).toBe('over');
    expect(both.g.computerActs).toBe(false);
  });

  it("weighs a person's miss once: a computer that lets it pass does not call later in that window", () => {
    // Bo (greedy: half the misses) decides on Ada's miss once per game seed, twice its delay after it.
    const outcomes = { called: 0, passed: 0 };
    for (let seed = 1; seed <= 40; seed++) {
      const { g, clock } = clocked({ ...MISS, players: 'Ada, Bo:greedy', seed: String(seed) });
      g.act({ type: 'dice.roll' });
      g.act({ type: 'glass.move', from: sq('e3'), to: sq('e4') });
      clock.increment(1000);
      if (g.state.tally.mugginsCalls === 1) {
        outcomes.called++;
        expect(g.state.mugginsOpen).toBe(false);
        continue;
      }
      outcomes.passed++;
      // Nothing more in this window: not after the decision, nor after the person's second move.
      expect(g.snapshot.matches({ watch: 'idle' })).toBe(true);
      expect(g.act(g.choices().find((m) => m.type === 'glass.move') as Action)).not.toBeNull();
      expect(g.state.mugginsOpen).toBe(true);
      clock.increment(5000);
      expect(g.state.tally.mugginsCalls).toBe(0);
    }
    expect(outcomes.called).toBeGreaterThan(10);
    expect(outcomes.passed).toBeGreaterThan(10);
  });

  it("calls muggins its delay after the person's miss, not put off by the person's next moves", () => {
    const { g, clock } = clocked({ ...MISS, players: 'Ada, Bo:expert' });
    g.act({ type: 'dice.roll' });
    g.act({ type: 'glass.move', from: sq('e3'), to: sq('e4') }); // the miss: the call comes in 2 x 500 ms
    clock.increment(600);
    expect(g.state.tally.mugginsCalls).toBe(0);
    expect(g.act(g.choices().find((m) => m.type === 'glass.move') as Choice)).not.toBeNull();
    expect(g.state.mugginsOpen).toBe(true);
    clock.increment(400);
    expect(g.state.tally.mugginsCalls).toBe(1);
    expect(g.state.mugginsOpen).toBe(false);
  });

  it('holds the computers while asked (a paused or read-only board), and goes on after', () => {
    const { g, clock } = clocked({ players: 'greedy, random', seed: '5' }, 100);
    g.hold(true);
    clock.increment(10_000);
    expect(g.record.actions).toHaveLength(0);
    expect(g.computerActs).toBe(true);
    g.hold(false);
    clock.increment(100);
    expect(g.record.actions).toHaveLength(1);
  });

  it('hands out frozen copies of the state: a host page cannot change the game', () => {
    const g = shortGame();
    g.act({ type: 'initiative.roll' });
    const s = g.state;
    expect(Object.isFrozen(s)).toBe(true);
    expect(Object.isFrozen(s.stake)).toBe(true);
    expect(Object.isFrozen(s.tally.pulls)).toBe(true);
    expect(() => {
      (s.stake as number[])[0] = 99;
    }).toThrow(TypeError);
    expect(g.state).toBe(s);
    expect(g.state.stake[0]).not.toBe(99);
    const changes: GameState[] = [];
    g.subscribe((ch) => ch && changes.push(ch.after));
    g.act({ type: 'centre.fill' });
    expect(Object.isFrozen(changes[0])).toBe(true);
    expect(changes[0]).toBe(g.state);
  });

  it("hands out the record's actions frozen: a change's action cannot rewrite the record", () => {
    const g = shortGame();
    const heard: Action[] = [];
    g.subscribe((ch) => ch && heard.push(ch.action));
    g.act({ type: 'initiative.roll' });
    const action = heard[0] as Extract<Action, { type: 'initiative.roll' }>;
    expect(Object.isFrozen(action)).toBe(true);
    expect(() => {
      (action.dice as number[])[0] = 1;
    }).toThrow(TypeError);
    expect(g.record.actions[0]).toEqual(action);
    expect(Object.isFrozen(g.record.actions[0])).toBe(true);
  });

  it('resumes a record with the dice where they were', () => {
    const g = shortGame();
    g.act({ type: 'initiative.roll' });
    g.act({ type: 'centre.fill' });
    g.act({ type: 'dice.roll' });
    const again = TableroGame.resume(JSON.parse(JSON.stringify(g.record)));
    expect(again.state).toEqual(g.state);
    g.act({ type: 'glass.move', from: sq('d1'), to: sq('d4') });
    g.act({ type: 'glass.move', from: sq('e1'), to: sq('e4') });
    again.act({ type: 'glass.move', from: sq('d1'), to: sq('d4') });
    again.act({ type: 'glass.move', from: sq('e1'), to: sq('e4') });
    expect(again.act({ type: 'dice.roll' })).toEqual(g.act({ type: 'dice.roll' }));
  });

  it('fires a host page the events of a pull, and of the end', () => {
    const g = shortGame();
    const names = ['Ada', 'Bo'] as const;
    const fired: string[] = [];
    g.subscribe(
      (ch) =>
        ch &&
        fired.push(
          ...eventsFor(ch, names)
            .map((e) => e.name)
            .filter((n) => n !== 'tablero-action'),
        ),
    );
    g.act({ type: 'initiative.roll' });
    g.act({ type: 'centre.fill' });
    const moves = [
      ['d1', 'd4', 'e1', 'e4'],
      ['c7', 'c4', 'b7', 'b4'],
      ['a7', 'a4', 'f1', 'f4'],
    ];
    for (const m of moves) {
      g.act({ type: 'dice.roll' });
      g.act({ type: 'glass.move', from: sq(m[0]), to: sq(m[1]) });
      g.act({ type: 'glass.move', from: sq(m[2]), to: sq(m[3]) });
    }
    g.act({ type: 'pull.take', line: ['a4', 'b4', 'c4', 'd4', 'e4', 'f4'].map(sq) });
    g.act({ type: 'pull.share', opponent: 0, spectators: 0 });
    g.act({ type: 'glasses.refill' });
    g.act({ type: 'toast.raise' });
    expect(fired.filter((n) => n !== 'tablero-move')).toEqual([
      'tablero-roll',
      'tablero-roll',
      'tablero-roll',
      'tablero-roll',
      'tablero-pull',
      'tablero-gameover',
    ]);
    expect(fired.filter((n) => n === 'tablero-move')).toHaveLength(6);
  });
});

describe("the levels' words", () => {
  it("say how often each level calls muggins, from the engine's one table of chances", () => {
    expect([25, 50, 90, 100, 75].map(mugginsWords)).toEqual([
      'calls muggins on 1 miss in 4',
      'calls muggins on 1 miss in 2',
      'calls muggins on 9 misses in 10',
      'never lets a missed Queen go',
      'calls muggins on 3 misses in 4',
    ]);
    for (const b of BOT_NAMES) expect(BOT_WORDS[b].endsWith(`; ${mugginsWords(MUGGINS_CHANCE[b])}`), b).toBe(true);
  });
});

describe('tablero-pull details', () => {
  /** The pull event fired when `squares` are pulled from `s`. */
  function pullDetail(s: GameState, squares: string): unknown {
    const action: Action = { type: 'pull.take', line: squares.split(' ').map(sq) };
    const fired = eventsFor({ action, before: s, after: apply(s, action) }, ['Ada', 'Bo']);
    return fired.find((e) => e.name === 'tablero-pull')?.detail;
  }

  it('a rank of five: neither Full nor Kendal', () => {
    // South: a3 b3 c3 d3 stand; e1-e3 makes five.
    const s = play(fromPosition('5nn/7/7/7/ssnn3/7/4s2', { queen: 9 }), roll(2, 1), mv('e1', 'e3'), mv('g7', 'g6'));
    expect(pullDetail(s, 'a3 b3 c3 d3 e3')).toEqual({ side: 0, squares: ['a3', 'b3', 'c3', 'd3', 'e3'], line: 'rank', shots: 5, full: false, kendal: false });
  });

  it('four for a skunked Player is a Kendal', () => {
    const s = play(fromPosition('3n3/7/snn4/7/7/7/4nss n 13/2', { queen: 9 }), roll(2, 1), mv('d7', 'd5'), mv('g1', 'g2'));
    expect(pullDetail(s, 'a5 b5 c5 d5')).toMatchObject({ side: 1, squares: ['a5', 'b5', 'c5', 'd5'], full: false, kendal: true });
  });

  it('all seven on a long diagonal is a Full Pull, not a Kendal', () => {
    const s = play(fromPosition('6n/5n1/1s2n2/3o3/s1s4/7/7', { queen: 9, options: { diagonal: true } }), roll(2, 3), mv('a3', 'a1'), mv('b5', 'b2'));
    expect(pullDetail(s, 'a1 b2 c3 d4 e5 f6 g7')).toEqual({
      side: 0,
      squares: ['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g7'],
      line: 'diagonal',
      shots: 6,
      full: true,
      kendal: false,
    });
  });
});

describe("One Man's Poison in the board's words", () => {
  const POISON = { queen: 9, options: { onePoison: true } };
  const change = (before: GameState, action: Action) => ({ action, before, after: apply(before, action) });

  it('a glass on the board is set out, not poured; the pull says who pours; the refill pours nothing', () => {
    const s = play(fromPosition('5nn/7/7/7/ssnn3/7/4s2', POISON), roll(2, 1), mv('e1', 'e3'), mv('g7', 'g6'));
    expect(squareLabel(s, sq('a3'), ['Ada', 'Bo'])).toBe('a3: glass set out, poured when drunk');
    const take: Action = { type: 'pull.take', line: ['a3', 'b3', 'c3', 'd3', 'e3'].map(sq) };
    const fired = eventsFor(change(s, take), ['Ada', 'Bo']);
    expect(fired.find((e) => e.name === 'tablero-pull')?.detail).toMatchObject({ shots: 5 });
    const sharing = apply(s, take);
    const share: Action = { type: 'pull.share', opponent: 1, spectators: 0 };
    expect(narrate(change(sharing, share), ['Ada', 'Bo'])).toBe("The pull is shared: Ada drinks 4, Bo 1; Bo pours Ada's shots, Ada the others.");
    const refill = apply(sharing, share);
    expect(prompt(refill, ['Ada', 'Bo'])).toBe('Bo sets the glasses out again.');
    expect(narrate(change(refill, { type: 'glasses.refill' }), ['Ada', 'Bo'])).toBe('Bo set the glasses out again.');
  });

  it("the Queen's toast names its pourer, the Opponent, or says they had none left", () => {
    const A = 'n6/6s/1n5/2o4/5s1/3n3/4s2';
    const toast: Action = { type: 'queen.toast', square: sq('e1') };
    const poured = play(fromPosition(A, { ...POISON, queen: 6 }), roll(2, 4));
    expect(narrate(change(poured, toast), ['Ada', 'Bo'])).toBe('Ada drank the glass on e1 to the Queen, poured by Bo. It went to e7.');
    const dry = play(fromPosition(`${A} s 16/0`, { ...POISON, queen: 6 }), roll(2, 4));
    expect(narrate(change(dry, toast), ['Ada', 'Bo'])).toBe('Ada raised the glass on e1 to the Queen unpoured: Bo had no shot left to pour. It went to e7.');
  });
});

describe('saved games', () => {
  const memory = (): KeyValueStore & { data: Map<string, string> } => {
    const data = new Map<string, string>();
    return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
  };

  it('save and load give the same record', () => {
    const store = memory();
    const g = shortGame();
    g.act({ type: 'initiative.roll' });
    const raw = JSON.stringify(g.record);
    expect(writeText(store, 'k', raw)).toBeNull();
    expect(loadGame(store, 'k')).toEqual({ kind: 'game', record: g.record, raw });
    expect(loadGame(store, 'other')).toEqual({ kind: 'none' });
  });

  it('an unreadable game is reported with the reason, and nothing is written', () => {
    const store = memory();
    store.setItem('k', 'not json');
    expect(loadGame(store, 'k')).toEqual({ kind: 'unreadable', why: 'it is not valid JSON', raw: 'not json' });
    expect([...store.data.keys()]).toEqual(['k']);
  });

  it("a stored name is held to the players attribute's limit (a 10,000-character name is unreadable)", () => {
    const store = memory();
    const g = shortGame();
    store.setItem('k', JSON.stringify({ ...g.record, players: [{ name: 'x'.repeat(10_000) }, { name: 'North' }] }));
    const r = loadGame(store, 'k');
    expect(r.kind).toBe('unreadable');
    expect(r.kind === 'unreadable' && r.why).toMatch(/at most 40 characters/);
  });

  it("a stored seed is held to the seed attribute's range", () => {
    const store = memory();
    store.setItem('k', JSON.stringify({ ...shortGame().record, dice: { seed: -1 } }));
    const r = loadGame(store, 'k');
    expect(r.kind === 'unreadable' && r.why).toMatch(/seed -1 is not a whole number from 0 to 4294967295/);
  });

  it('two unreadable games are both kept, each once', () => {
    const store = memory();
    const at = new Date(0).toISOString();
    let games: KeptGame[] = [];
    games = withKept(games, { id: 'a', keptAt: at, reason: 'unreadable', raw: 'first', why: 'x' });
    games = withKept(games, { id: 'b', keptAt: at, reason: 'unreadable', raw: 'second', why: 'x' });
    games = withKept(games, { id: 'c', keptAt: at, reason: 'unreadable', raw: 'second', why: 'x' });
    expect(writeKept(store, 'k', games)).toBeNull();
    expect(readKept(store, 'k').games.map((g) => g.raw)).toEqual(['first', 'second']);
  });

  it('the same game kept twice is listed once, as far as it went', () => {
    const g = shortGame();
    const start = g.record;
    g.act({ type: 'initiative.roll' });
    const at = new Date(0).toISOString();
    expect(isPrefix(start, g.record)).toBe(true);
    expect(isPrefix(g.record, start)).toBe(false);
    const games = withKept(withKept([], { id: 'a', keptAt: at, reason: 'other-tab', record: start }), {
      id: 'b',
      keptAt: at,
      reason: 'other-tab',
      record: g.record,
    });
    expect(games).toHaveLength(1);
    expect(games[0].record).toEqual(g.record);
  });

  it('a kept list that cannot be read, and the old single backup slot, become entries of a new list', () => {
    const store = memory();
    store.setItem(keptKeyOf('k'), '[broken');
    store.setItem(legacyBackupKeyOf('k'), 'old backup');
    const { games, repaired } = readKept(store, 'k');
    expect(repaired).toBe(true);
    expect(games.map((g) => [g.reason, g.raw])).toEqual([
      ['unreadable', '[broken'],
      ['unreadable', 'old backup'],
    ]);
  });
});
