/**
 * The turn-flow diagram (site/src/turn-diagram.ts): drawn from whatever machine it is given, with words
 * for every state and event of the turn machine.
 */
import { describe, expect, it } from 'vitest';
import { createMachine, fromPromise } from 'xstate';
import { tableroMachine } from '@tablero/engine/machine';
import { readFileSync } from 'node:fs';
import { TURN_WORDS, eventKey, idToWords, turnDiagram, turnGraph, turnMermaid } from '../site/src/turn-diagram.ts';
import { playedTurns } from '../site/src/turn-flow.ts';

/** A small machine with each kind of transition the walk reads: events, always, after, an invoked actor, nesting, regions. */
const sample = createMachine({
  id: 'sample',
  type: 'parallel',
  states: {
    turn: {
      initial: 'waiting',
      states: {
        waiting: { on: { 'dice.roll': 'moving', poke: 'waiting' }, after: { 500: 'asleep' } },
        asleep: { always: { target: 'waiting' } },
        moving: {
          initial: 'first',
          states: { first: { on: { 'glass.move': 'second' } }, second: {} },
          on: { 'move.undo': '.first' },
          invoke: { id: 'think', src: fromPromise(async () => 1), onDone: '#sample.turn.over', onError: 'waiting' },
        },
        over: { type: 'final' },
      },
    },
    light: { initial: 'off', states: { off: { on: { flick: 'on' } }, on: { on: { flick: 'off' } } } },
  },
});

describe('the walk over a machine', () => {
  it('finds every leaf state and every transition, whatever its kind', () => {
    const g = turnGraph(sample);
    expect(g.regions).toEqual(['turn', 'light']);
    expect(g.initial).toEqual({ turn: 'turn.waiting', light: 'light.off' });
    expect(g.nodes.map((n) => n.id)).toEqual(['turn.waiting', 'turn.asleep', 'turn.moving.first', 'turn.moving.second', 'turn.over', 'light.off', 'light.on']);
    const edges = g.edges.map((e) => `${e.from} -${e.event}-> ${e.to}`).sort();
    expect(edges).toEqual(
      [
        'light.off -flick-> light.on',
        'light.on -flick-> light.off',
        'turn.asleep -always-> turn.waiting',
        // A transition into a state with states enters its first one.
        'turn.waiting -dice.roll-> turn.moving.first',
        'turn.waiting -poke-> turn.waiting',
        'turn.waiting -after-> turn.asleep',
        'turn.moving.first -glass.move-> turn.moving.second',
        // Transitions of a state with states belong to each state inside it.
        'turn.moving.first -move.undo-> turn.moving.first',
        'turn.moving.second -move.undo-> turn.moving.first',
        'turn.moving.first -done.think-> turn.over',
        'turn.moving.second -done.think-> turn.over',
        'turn.moving.first -error.think-> turn.waiting',
        'turn.moving.second -error.think-> turn.waiting',
      ].sort(),
    );
  });

  it("keys events by name, and xstate's own by kind", () => {
    expect(eventKey('dice.roll')).toBe('dice.roll');
    expect(eventKey('xstate.after.500.sample.turn.waiting')).toBe('after');
    expect(eventKey('xstate.done.actor.think')).toBe('done.think');
    expect(eventKey('xstate.error.actor.think')).toBe('error.think');
  });

  it('words an id it has no words for', () => {
    expect(idToWords('moving.firstDie')).toBe('moving first die');
    expect(idToWords('queen-call')).toBe('queen call');
    const d = turnDiagram(sample, { states: {}, events: {} });
    expect(d.svg).toContain('>Moving first<');
    expect(d.svg).toContain('>Turn<');
    expect(d.listHtml).toContain('Dice roll: to moving first');
  });
});

describe("the turn machine's diagram", () => {
  const graph = turnGraph(tableroMachine);
  // Where events led in a few games played on the machine: drawn instead of the arrows through its router.
  const played = playedTurns(2, 300);
  const drawn = turnGraph(tableroMachine, played);

  it('has words for every state and every event of the turn machine', () => {
    const states = [...graph.regions.filter(Boolean), ...graph.nodes.map((n) => n.id)];
    const events = [...new Set(graph.edges.map((e) => e.event))];
    expect(
      states.filter((id) => !(id in TURN_WORDS.states)),
      'states without words in TURN_WORDS',
    ).toEqual([]);
    expect(
      events.filter((key) => !(key in TURN_WORDS.events)),
      'events without words in TURN_WORDS',
    ).toEqual([]);
  });

  it('draws a box per state, in the words, and an arrow per pair of states an event joins', () => {
    const d = turnDiagram(tableroMachine, TURN_WORDS, { played });
    expect(d.svg.match(/<g class="state/g)?.length).toBe(graph.nodes.length);
    expect(d.svg).toContain('>The Player rolls<');
    expect(d.svg).toContain('roll the dice');
    // A router goes at once to many states (play.next: a new game, a resumed one, or the rules deciding;
    // seat.route: who acts); one arrow is drawn for each.
    const routers = ['play.next', 'seat.route'];
    const pairs = new Set(drawn.edges.filter((e) => e.from !== e.to && (e.event !== 'always' || !routers.includes(e.from))).map((e) => `${e.from}|${e.to}`));
    expect(d.svg.match(/<path class="arrow"/g)?.length).toBe(pairs.size + routers.length);
    // Events lead straight to the steps they led to in play, not through the router.
    expect(drawn.edges.filter((e) => e.to === 'play.next' && e.event !== 'always')).toEqual([]);
    const rolls = drawn.edges.filter((e) => e.from === 'play.roll' && e.event === 'dice.roll').map((e) => e.to);
    expect(rolls).toEqual(expect.arrayContaining(['play.moving.firstDie', 'play.passing']));
    expect(d.steps.map((s) => s.id)).toEqual(graph.nodes.map((n) => n.id));
  });

  it('gives screen readers a title, a description and the steps as a list', () => {
    const d = turnDiagram(tableroMachine, TURN_WORDS, { idPrefix: 'flow', played });
    expect(d.svg).toMatch(/^<svg [^>]*role="img" aria-labelledby="flow-title flow-desc"/);
    expect(d.svg).toContain('<title id="flow-title">');
    expect(d.svg).toContain('<desc id="flow-desc">');
    expect(d.listHtml).toContain('<li data-state="play.roll"><strong>The Player rolls the dice</strong>');
    expect(d.listHtml).toMatch(/Roll the dice: to [^<]*move a glass by one die/);
  });

  it('highlights the current state, named by its path within the region or whole', () => {
    for (const current of ['moving.firstDie', 'play.moving.firstDie']) {
      const d = turnDiagram(tableroMachine, TURN_WORDS, { current });
      expect(d.svg.match(/class="state current"/g)?.length).toBe(1);
      expect(d.svg).toContain('<g class="state current" data-state="play.moving.firstDie">');
      expect(d.steps.filter((s) => s.current).map((s) => s.id)).toEqual(['play.moving.firstDie']);
      expect(d.listHtml).toContain('<li aria-current="step" class="current" data-state="play.moving.firstDie">');
    }
    expect(turnDiagram(tableroMachine, TURN_WORDS).svg).not.toContain('state current');
  });

  it("the engine README's Mermaid copy of the turn flow is the machine's, as played now", () => {
    const readme = readFileSync(new URL('../packages/engine/README.md', import.meta.url), 'utf8');
    const block = /```mermaid\n([\s\S]*?)\n```/.exec(readme)?.[1];
    expect(block, 'a mermaid block in packages/engine/README.md').toBeDefined();
    expect(block).toBe(turnMermaid(tableroMachine, TURN_WORDS, playedTurns()));
  });
});
