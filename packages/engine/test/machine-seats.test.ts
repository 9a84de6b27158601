/** The machine's seats, dice sources and timers: who acts, table dice, taking a roll back, holding, restoring. */
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { parseSquare as sq, SnapshotError } from '../src/index.ts';
import { checkContext, createTableroActor, restoreActor } from '../src/machine/machine.ts';

const POSITION = '6n/7/7/ssnn3/4n2/7/5s1';

describe('seats', () => {
  it('a computer acts its delay after its turn comes, and not before; a person is never acted for', () => {
    const clock = new SimulatedClock();
    const actor = createTableroActor({
      clock,
      input: {
        setup: { position: `${POSITION} n`, queen: 8 },
        seats: [{ kind: 'person' }, { kind: 'computer', level: 'greedy' }],
        dice: { kind: 'seeded', seed: 3 },
        delay: 300,
      },
    });
    expect(actor.getSnapshot().hasTag('computer')).toBe(true);
    expect(actor.getSnapshot().matches({ seat: { computer: 'waiting' } })).toBe(true);
    clock.increment(299);
    expect(actor.getSnapshot().context.actions).toHaveLength(0);
    clock.increment(1);
    expect(actor.getSnapshot().context.actions).toHaveLength(1);
    for (let i = 0; i < 50 && actor.getSnapshot().hasTag('computer'); i++) clock.increment(300);
    expect(actor.getSnapshot().hasTag('person')).toBe(true);
    const n = actor.getSnapshot().context.actions.length;
    clock.increment(60_000);
    expect(actor.getSnapshot().context.actions).toHaveLength(n);
  });

  it('held computers wait (the hold event), and go on when let go', () => {
    const clock = new SimulatedClock();
    const actor = createTableroActor({
      clock,
      input: {
        seats: [
          { kind: 'computer', level: 'random' },
          { kind: 'computer', level: 'random' },
        ],
        hold: true,
        delay: 10,
      },
    });
    clock.increment(10_000);
    expect(actor.getSnapshot().context.actions).toHaveLength(0);
    expect(actor.getSnapshot().matches({ seat: { computer: 'held' } })).toBe(true);
    actor.send({ type: 'computers.hold', hold: false });
    clock.increment(10);
    expect(actor.getSnapshot().context.actions).toHaveLength(1);
  });

  it('refuses a seat that is not one, naming it', () => {
    expect(() => createTableroActor({ input: { seats: [{ kind: 'person' }, { kind: 'computer', level: 'grandmaster' }] as never } })).toThrow(SnapshotError);
    expect(() => createTableroActor({ input: { delay: -5 } })).toThrow(/delay/);
  });
});

describe('dice from a real table', () => {
  const table = () => createTableroActor({ input: { setup: { position: `${POSITION} s`, queen: 8 }, dice: { kind: 'table' } } });

  it('a roll needs the faces thrown; with them it is played, and it can be taken back until a glass moves', () => {
    const actor = table();
    actor.send({ type: 'dice.roll' });
    expect(actor.getSnapshot().context.actions).toHaveLength(0);
    actor.send({ type: 'dice.roll', dice: [3, 4] });
    const rolled = actor.getSnapshot();
    expect(rolled.context.actions).toEqual([{ type: 'dice.roll', dice: [3, 4] }]);
    expect(rolled.context.takeBack).not.toBeNull();
    actor.send({ type: 'dice.takeBack' });
    expect(actor.getSnapshot().context.actions).toHaveLength(0);
    expect(actor.getSnapshot().context.game.phase).toBe('roll');
    expect(actor.getSnapshot().matches({ play: 'roll' })).toBe(true);
    actor.send({ type: 'dice.roll', dice: [1, 2] });
    actor.send({ type: 'glass.move', from: sq('e3'), to: sq('e4') });
    expect(actor.getSnapshot().context.takeBack).toBeNull();
    actor.send({ type: 'dice.takeBack' });
    expect(actor.getSnapshot().context.actions).toHaveLength(2);
  });

  it("a computer's roll waits for the faces thrown for it (the throw tag), then it plays on", () => {
    const clock = new SimulatedClock();
    const actor = createTableroActor({
      clock,
      input: {
        setup: { position: `${POSITION} n`, queen: 8 },
        seats: [{ kind: 'person' }, { kind: 'computer', level: 'expert' }],
        dice: { kind: 'table' },
        delay: 100,
      },
    });
    clock.increment(100);
    expect(actor.getSnapshot().hasTag('throw')).toBe(true);
    expect(actor.getSnapshot().context.throwing).toBe('dice.roll');
    actor.send({ type: 'glass.move', from: sq('g7'), to: sq('g6') }); // nothing else first
    expect(actor.getSnapshot().context.actions).toHaveLength(0);
    actor.send({ type: 'dice.roll', dice: [1, 2] });
    expect(actor.getSnapshot().context.actions).toEqual([{ type: 'dice.roll', dice: [1, 2] }]);
    expect(actor.getSnapshot().hasTag('computer')).toBe(true);
    clock.increment(100);
    expect(actor.getSnapshot().context.actions[1]).toMatchObject({ type: 'glass.move' });
  });
});

describe('restoring', () => {
  it("a computer's game restored from its snapshot resumes its timers and plays the same game on", () => {
    const input = {
      seats: [
        { kind: 'computer', level: 'greedy' },
        { kind: 'computer', level: 'hard' },
      ] as const,
      dice: { kind: 'seeded', seed: 9 } as const,
      delay: 50,
    };
    const clockA = new SimulatedClock();
    const a = createTableroActor({ clock: clockA, input });
    for (let i = 0; i < 30; i++) clockA.increment(50);
    const saved = JSON.parse(JSON.stringify(a.getPersistedSnapshot()));
    const clockB = new SimulatedClock();
    const b = restoreActor(saved, { clock: clockB });
    expect(b.getSnapshot().context).toEqual(checkContext(saved));
    for (let i = 0; i < 400; i++) {
      clockA.increment(100);
      clockB.increment(100);
    }
    expect(b.getSnapshot().context.actions.length).toBeGreaterThan(30);
    expect(b.getSnapshot().context.actions).toEqual(a.getSnapshot().context.actions);
  });

  it('refuses a snapshot whose seats, dice or random numbers are wrong, naming the field', () => {
    const saved = JSON.parse(JSON.stringify(createTableroActor({ input: { dice: { kind: 'seeded', seed: 4 } } }).getPersistedSnapshot()));
    const broken = (path: string[], value: unknown) => {
      const copy = JSON.parse(JSON.stringify(saved));
      let o = copy.context;
      for (const k of path.slice(0, -1)) o = o[k];
      o[path[path.length - 1]] = value;
      try {
        restoreActor(copy);
      } catch (e) {
        return (e as SnapshotError).field;
      }
      return 'restored';
    };
    expect(broken(['seats', '1'], { kind: 'robot' })).toBe('context.seats.1.kind');
    expect(broken(['dice', 'rng'], [0, 0, 0, 0])).toBe('context.dice.rng');
    expect(broken(['dice', 'script'], [[7, 1]])).toBe('context.dice.script.0');
    expect(broken(['rng'], 'x')).toBe('context.rng');
    expect(broken(['delay'], 1e9)).toBe('context.delay');
    expect(broken(['actions'], [{ type: 'teleport' }])).toBe('context.actions.0');
  });
});
