/**
 * The turn machine: an xstate v5 statechart whose states are the rulebook's moments, driving the pure
 * engine. Each moment has the name of the engine's phase (`PHASES`); only `moving` is split, into the
 * roll's first and second die. The chart names where each event may lead; the engine decides which: every transition is
 * guarded by `leadsTo` (the engine's outcome of the event lands in that moment) and runs
 * `applyAction` (the context takes the engine's new state). No rule is decided here.
 *
 * A muggins call never leads to passing the dice: the glasses go back and the drunk glass lands on a
 * baseline, from where it can move any die, so the roll's pair of moves still exists (except a
 * spectator's call in the `treason` moment, below). In da-gucci the
 * Player who goes to roll past an uncalled Queen (`dice.lift`) enters the `treason` moment, where the
 * Opponent calls treason (`queen.treason`) or lets the dice land (`dice.roll`).
 *
 * Two regions run side by side: `play` (the moments of the game) and `muggins` (whether the muggins
 * window is open). An event the rules do not allow changes nothing. Dice arrive in events; the machine
 * never rolls. Context is plain JSON, so `getPersistedSnapshot()` saves a game and `restoreActor(saved)`
 * restores it after checking the game in it (`createActor(tableroMachine, { snapshot })` restores without
 * checking). There are no timers and no child actors. For input from outside, `createTableroActor`
 * makes an actor whose `send` ignores anything that is not one of the engine's actions.
 *
 * ```ts
 * const actor = createActor(tableroMachine, { input: { setup: { rules: 'powell', queen: 6 } } }).start();
 * actor.send({ type: 'initiative.roll', dice: [5, 2] });
 * actor.getSnapshot().matches({ play: 'centre' }); // true
 * ```
 */
import { createActor, setup, assign, not, type Actor, type ActorOptions } from 'xstate';
import { cloneState, isActionType, reasonIllegal, runTrusted } from './apply.ts';
import { createGame, type GameSetup } from './setup.ts';
import { checkGame, checkSnapshot } from './snapshot.ts';
import type { Action, GameState } from './state.ts';

/** The machine's context: the whole game, as the engine's plain-data state. */
export interface TableroContext {
  readonly game: GameState;
}

/** Start a new game from a setup, or resume one from an engine state (e.g. a replayed record). */
export type TableroInput = { readonly setup?: GameSetup; readonly game?: GameState };

/** The machine's events are the engine's actions (`domain.verb` names; rolls carry their faces). */
export type TableroEvent = Action;

/** The moments of the `play` region, as state paths. */
export const MOMENTS = [
  'queenNumber',
  'initiative',
  'initiativeChoice',
  'centre',
  'placing',
  'roll',
  'treason',
  'queenToast',
  'moving.firstDie',
  'moving.secondDie',
  'pullDecision',
  'sharing',
  'run',
  'refill',
  'passing',
  'toastRound',
  'over',
] as const;
export type Moment = (typeof MOMENTS)[number];

/**
 * The moment an engine state is in: its phase, by the same name; the roll's moves are split into the
 * first and the second die.
 */
export function momentOf(game: GameState): Moment {
  if (game.phase === 'moving') return game.moves.length === 0 ? 'moving.firstDie' : 'moving.secondDie';
  return game.phase;
}

// The engine's outcome of the last event, kept so the guards and the action compute it once.
let lastGame: GameState | null = null;
let lastEvent: unknown = null;
let lastNext: GameState | null = null;

/** The state after `event`, or null when the rules do not allow it. Pure; memoised on the last call. */
export function outcome(game: GameState, event: TableroEvent): GameState | null {
  if (game === lastGame && event === lastEvent) return lastNext;
  let next: GameState | null = null;
  if (reasonIllegal(game, event) === null) {
    next = cloneState(game);
    runTrusted(next, event);
  }
  lastGame = game;
  lastEvent = event;
  lastNext = next;
  return next;
}

const ID = 'tablero';
const target = (m: Moment): string => `#${ID}.play.${m}`;

/** Transitions for an event that may lead to any of `moments`: each guarded by where the engine lands. */
function routes(...moments: Moment[]) {
  return moments.map((m) => ({
    guard: { type: 'leadsTo' as const, params: { moment: m } },
    target: target(m),
    actions: 'applyAction' as const,
  }));
}

const chart = setup({
  types: {
    context: {} as TableroContext,
    events: {} as TableroEvent,
    input: {} as TableroInput | undefined,
  },
  guards: {
    /** The engine allows the event, and its outcome is the moment `moment`. */
    leadsTo: ({ context, event }, params: { moment: Moment }) => {
      const next = outcome(context.game, event);
      return next !== null && momentOf(next) === params.moment;
    },
    /** The game (restored or new) is in this moment: for the start and for resuming. */
    isIn: ({ context }, params: { moment: Moment }) => momentOf(context.game) === params.moment,
    /** The muggins window is open in the game. */
    mugginsWindowOpen: ({ context }) => context.game.mugginsOpen,
  },
  actions: {
    /** The context takes the engine's state after the event. */
    applyAction: assign({ game: ({ context, event }) => outcome(context.game, event) ?? context.game }),
  },
}).createMachine({
  id: ID,
  type: 'parallel',
  context: ({ input }) => ({ game: input?.game ?? createGame(input?.setup ?? {}) }),
  states: {
    play: {
      initial: 'start',
      states: {
        /** Not a moment: routes a new or resumed game to the moment it is in. */
        start: {
          always: MOMENTS.map((m) => ({ guard: { type: 'isIn' as const, params: { moment: m } }, target: target(m) })),
        },
        queenNumber: {
          on: { 'queen.roll': routes('queenNumber', 'initiative', 'roll') },
        },
        initiative: {
          on: { 'initiative.roll': routes('initiative', 'initiativeChoice', 'centre', 'placing') },
        },
        initiativeChoice: {
          on: { 'initiative.choose': routes('centre') },
        },
        centre: {
          on: { 'centre.fill': routes('roll', 'toastRound') },
        },
        placing: {
          on: { 'glass.place': routes('placing', 'roll', 'over') },
        },
        roll: {
          on: {
            'dice.roll': routes('queenToast', 'moving.firstDie', 'passing'),
            'dice.lift': routes('treason'),
            'dice.pass': routes('roll'),
            'queen.call': routes('queenToast'),
            'queen.muggins': routes('roll', 'moving.firstDie', 'toastRound'),
            'glass.slash': routes('roll', 'refill'),
          },
        },
        /** da-gucci: the Player went to roll past an uncalled Queen; the Opponent calls treason or lets the dice land. */
        treason: {
          on: {
            'dice.roll': routes('moving.firstDie', 'passing'),
            'queen.treason': routes('roll', 'toastRound'),
            // A spectator's call (Spectator Muggins) takes the roll's moves back, and the glass it sends
            // to a baseline may leave the roll no pair of moves (seen in the machine's random walks).
            'queen.muggins': routes('moving.firstDie', 'passing', 'toastRound'),
          },
        },
        queenToast: {
          on: { 'queen.toast': routes('moving.firstDie', 'passing', 'roll', 'pullDecision', 'toastRound') },
        },
        moving: {
          initial: 'firstDie',
          states: {
            firstDie: {
              on: {
                'glass.move': routes('moving.secondDie'),
                'queen.call': routes('queenToast'),
                // The window stays open when a first move is taken back.
                'queen.muggins': routes('moving.firstDie', 'toastRound'),
              },
            },
            secondDie: {
              on: {
                'glass.move': routes('pullDecision', 'roll'),
                'move.undo': routes('moving.firstDie'),
                'queen.muggins': routes('moving.firstDie', 'moving.secondDie', 'toastRound'),
                'glass.slash': routes('moving.secondDie', 'refill'),
              },
            },
          },
        },
        pullDecision: {
          on: {
            'pull.take': routes('sharing', 'refill'),
            'pull.decline': routes('roll'),
            'run.announce': routes('run'),
            'queen.call': routes('queenToast'),
            // anarchist (drunk in place): a fill that ends the Player's skunk leaves a Kendal standing at
            // the call no longer pullable, and play goes on to the roll (seen in the machine's random walks).
            'queen.muggins': routes('moving.firstDie', 'pullDecision', 'roll', 'toastRound'),
            'glass.slash': routes('pullDecision', 'refill'),
          },
        },
        sharing: {
          on: { 'pull.share': routes('refill') },
        },
        run: {
          on: {
            'run.roll': routes('run', 'refill'),
            'run.announce': routes('run'),
            'pull.take': routes('refill'),
          },
        },
        refill: {
          on: {
            'glasses.refill': routes('refill', 'roll', 'initiative', 'toastRound', 'over'),
          },
        },
        passing: {
          on: {
            'dice.pass': routes('roll', 'toastRound'),
            'queen.call': routes('queenToast'),
          },
        },
        toastRound: {
          on: {
            'courtesy.fill': routes('roll', 'initiative'),
            'toast.raise': routes('over'),
          },
        },
        over: { type: 'final' },
      },
    },
    muggins: {
      initial: 'closed',
      states: {
        closed: { always: { guard: 'mugginsWindowOpen', target: 'open' } },
        open: { always: { guard: not('mugginsWindowOpen'), target: 'closed' } },
      },
    },
  },
});

// Input checked at the machine's edge: a value that is not an event object with a string type (a bare
// string, {}, { type: 5 }) changes nothing, instead of throwing inside xstate and stopping the actor.
// Well-formed events go on to the guards, where the engine refuses what the rules do not allow.
const chartTransition = chart.transition.bind(chart);
chart.transition = (snapshot, event, scope) => {
  const type: unknown = typeof event === 'object' && event !== null ? (event as { type?: unknown }).type : undefined;
  return typeof type === 'string' ? chartTransition(snapshot, event, scope) : snapshot;
};

/**
 * The turn machine. `createActor(tableroMachine, ...)` works; `createTableroActor` also refuses `null`
 * and `undefined`, which xstate itself cannot take, and events outside the game (`xstate.stop`).
 */
export const tableroMachine = chart;

/**
 * An actor of the turn machine that no event can stop: anything but one of the engine's actions is
 * ignored before it reaches xstate, and an action the rules do not allow leaves the snapshot as it was.
 * Made by `createTableroActor` and `restoreActor`.
 */
export type TableroActor = Actor<typeof tableroMachine>;

/**
 * A started `TableroActor` for a new game (`input.setup`), an engine state (`input.game`, checked by
 * `checkGame`) or a persisted snapshot (`snapshot`, checked by `checkSnapshot`). A setup that makes no
 * game throws its `RulesError`, and a game that cannot be played on its `SnapshotError`, here, before
 * there is an actor to stop.
 */
export function createTableroActor(options: ActorOptions<typeof tableroMachine> = {}): TableroActor {
  const { snapshot, input, ...rest } = options;
  const game = snapshot !== undefined ? checkSnapshot(snapshot) : input?.game !== undefined ? checkGame(input.game) : createGame(input?.setup ?? {});
  // The game alone is passed on: play resumes at the moment it is in, whatever a snapshot's value said.
  const actor = createActor(tableroMachine, { ...rest, input: { game } });
  const send = actor.send.bind(actor);
  // An own `send` on the instance (not a subclass), so a bundle that never makes one leaves it out.
  actor.send = (event: TableroEvent): void => {
    if (typeof event === 'object' && event !== null && isActionType((event as { type?: unknown }).type)) send(event);
  };
  return actor.start();
}

/**
 * Resume a game saved with `actor.getPersistedSnapshot()` (parsed back from JSON): the game in it is
 * checked first (`checkSnapshot`), and play resumes at the moment the game is in. Throws
 * `SnapshotError` naming the field, like `context.game.stake.0`, when it cannot be played on.
 */
export function restoreActor(persisted: unknown, options: Omit<ActorOptions<typeof tableroMachine>, 'input' | 'snapshot'> = {}): TableroActor {
  if (persisted === undefined) checkSnapshot(persisted); // throws: there is nothing to restore
  return createTableroActor({ ...options, snapshot: persisted as ActorOptions<typeof tableroMachine>['snapshot'] });
}
