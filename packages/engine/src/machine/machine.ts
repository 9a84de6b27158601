/**
 * The turn machine: an xstate v5 statechart that conducts a game. It holds the game, who sits at each
 * side (a person at this screen, or the computer at a level), where the dice come from (the seeded
 * roller, or real dice thrown at a table) and the record; the rules are the engine's, called from named
 * guards and actions.
 *
 * Four regions run side by side:
 * - `play`: the rulebook's moments (`MOMENTS`, the engine's phases; `moving` is split into the roll's
 *   first and second die). Each moment names the events that can happen in it; every one is guarded by
 *   `allowed` (the engine's check, done once) and runs `apply` (the engine's new state), then the
 *   `next` state routes play to the moment the engine's state is in.
 * - `seat`: who acts. `person` while a person at this screen is to act; `computer` while a computer
 *   is: it `waits` its delay, then `decides` (an invoked actor running the bot, a pure function of the
 *   game and the random numbers); at a table, a computer's roll waits in `throwing` for the faces.
 * - `watch`: a computer Opponent watching a person's (or a computer's) missed Queen's Number: it
 *   notices after twice its delay, then weighs the miss once at its level's chance (`MUGGINS_CHANCE`).
 *   The Player's computer waits while a miss is being weighed.
 * - `muggins`: whether the muggins window is open.
 *
 * Tags say what a view may offer: `person` (controls for the side to act), `computer` (a computer is
 * thinking), `throw` (dice pickers: the faces thrown at the table), `over`.
 *
 * The context is plain JSON (`TableroContext`), so `getPersistedSnapshot()` saves a game, seats,
 * dice and random numbers included. xstate does not resume a delayed transition from a persisted
 * snapshot, so a game is restored by starting a new actor from its context (`createTableroActor({
 * snapshot })`): every region re-enters from the game, timers included.
 *
 * ```ts
 * const actor = createTableroActor({ input: { setup: { rules: 'powell', queen: 6 }, dice: { kind: 'seeded', seed: 7, script: [[5, 2]] } } });
 * actor.send({ type: 'initiative.roll' }); // the machine rolls 5-2: South starts
 * actor.getSnapshot().matches({ play: 'centre' }); // true
 * ```
 */
import { createActor, enqueueActions, fromCallback, not, setup, type Actor, type ActorOptions, type SnapshotFrom } from 'xstate';
import { createGame, type GameSetup } from '../rules/setup.ts';
import type { GameState } from '../rules/state.ts';
import {
  checkContext,
  checkDelay,
  checkSeat,
  computerDue,
  computerSeat,
  contextOf,
  decide,
  levelOf,
  seatToAct,
  step,
  takeBackRoll,
  watchDue,
  weighMuggins,
  whyNot,
  isUnthrownRoll,
  type Decision,
  type DecisionInput,
  type PlayEvent,
  type TableroContext,
  type TableroInputBase,
} from './steps.ts';
import { checkGame } from '../io/checks.ts';

export type { TableroContext, Seat, DiceSource, DiceState, PlayEvent, Decision, DecisionInput } from './steps.ts';
export { checkEvent, checkContext, decide, seatToAct, step, whyNot, botSeedFor, diceStateOf, drawRoll, MAX_DELAY, PEOPLE } from './steps.ts';

/** Start a new game from a setup, or resume one from an engine state (e.g. a replayed record), with its seats and dice. */
export type TableroInput = TableroInputBase & {
  readonly setup?: GameSetup;
  readonly game?: GameState;
  /** A whole context to go on from (a restored snapshot, checked by `checkContext`); the rest is then ignored. */
  readonly resume?: TableroContext;
};

/** The machine's events: the engine's actions (a roll may leave its faces to the seeded dice), and the controls of the table. */
export type TableroEvent =
  | PlayEvent
  /** At a table: take the last roll back (before a glass moves), the faces were entered wrongly. */
  | { type: 'dice.takeBack' }
  /** Hold the computers (a paused or read-only board) or let them go on. */
  | { type: 'computers.hold'; hold: boolean }
  /** A computer's wait before acting, in milliseconds. */
  | { type: 'computers.delay'; ms: number }
  /** From the machine's own decision actor: a computer's choice. */
  | { type: 'computer.decided'; decision: Decision };

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

const ID = 'tablero';
const NEXT = `#${ID}.play.next`;

/** The events a moment takes: each checked once by the engine, applied, then routed by the new state. */
function takes(...types: PlayEvent['type'][]) {
  return Object.fromEntries(types.map((t) => [t, { guard: 'allowed' as const, actions: 'apply' as const, target: NEXT }]));
}

const chart = setup({
  types: {
    context: {} as TableroContext,
    events: {} as TableroEvent,
    input: {} as TableroInput | undefined,
  },
  actors: {
    /** A computer's decision: the bot's choice, as a pure function of the game and the random numbers, sent back at once. */
    decide: fromCallback<TableroEvent, DecisionInput>(({ input, sendBack }) => {
      sendBack({ type: 'computer.decided', decision: decide(input) });
    }),
  },
  delays: {
    /** A computer's pause before it acts. */
    think: ({ context }) => context.delay,
    /** A computer's pause before it notices a missed Queen: twice as long, so a person sees it coming. */
    notice: ({ context }) => context.delay * 2,
  },
  guards: {
    /** The engine allows the event now (a roll without faces: the dice are due and seeded). */
    allowed: ({ context, event }) => whyNot(context, event as PlayEvent) === null,
    /** The game is in this moment: routes play after each change. */
    isIn: ({ context }, params: { moment: Moment }) => momentOf(context.game) === params.moment,
    /** The muggins window is open in the game. */
    mugginsWindowOpen: ({ context }) => context.game.mugginsOpen,
    /** The side to act sits a computer (and no computer's roll waits for thrown faces). */
    computerSeat: ({ context }) => computerSeat(context),
    /** A computer is to act now: its seat, not held, no missed Queen waiting to be weighed first. */
    computerDue: ({ context }) => computerDue(context),
    /** A computer Opponent has a missed Queen to weigh. */
    watchDue: ({ context }) => watchDue(context),
    /** The game is over. */
    over: ({ context }) => context.game.phase === 'over',
    /** The decision was made in the game as it still is. */
    decisionCurrent: ({ context, event }) => event.type === 'computer.decided' && event.decision.game === context.game,
    /** A computer's roll waits for the faces thrown at the table. */
    throwing: ({ context }) => context.throwing !== null,
    /** The last table roll may still be taken back. */
    mayTakeBack: ({ context }) => context.takeBack !== null,
  },
  actions: {
    /** The context takes the engine's state after the event, the record and the dice move on. */
    apply: enqueueActions(({ context, event, enqueue }) => enqueue.assign(step(context, event as PlayEvent))),
    /** A computer's decision is played: a roll at a table waits for the faces; anything else is sent as a person's event would be. */
    play: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'computer.decided') return;
      const { choice, rng } = event.decision;
      enqueue.assign({ rng });
      if (context.dice.kind === 'table' && isUnthrownRoll(choice)) enqueue.assign({ throwing: choice.type });
      else enqueue.raise(choice as TableroEvent);
    }),
    /** A computer Opponent weighs the missed Queen: a call when it noticed, at its level's chance. */
    weigh: enqueueActions(({ context, enqueue }) => {
      const { call, rng, weighed } = weighMuggins(context);
      enqueue.assign({ rng, weighed });
      if (call) enqueue.raise(call);
    }),
    takeBack: enqueueActions(({ context, enqueue }) => enqueue.assign(takeBackRoll(context))),
    hold: enqueueActions(({ event, enqueue }) => {
      if (event.type === 'computers.hold' && typeof event.hold === 'boolean') enqueue.assign({ hold: event.hold });
    }),
    setDelay: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'computers.delay') return;
      try {
        enqueue.assign({ delay: checkDelay(event.ms) });
      } catch {
        // A delay out of range changes nothing (the board checks its attribute and says why).
      }
    }),
  },
}).createMachine({
  id: ID,
  type: 'parallel',
  context: ({ input }) => input?.resume ?? contextOf(input?.game ?? createGame(input?.setup ?? {}), input),
  on: {
    'dice.takeBack': { guard: 'mayTakeBack', actions: 'takeBack', target: [NEXT, `#${ID}.seat.route`] },
    'computers.hold': { actions: 'hold' },
    'computers.delay': { actions: 'setDelay' },
  },
  states: {
    play: {
      initial: 'next',
      states: {
        /** Not a moment: routes a new, resumed or changed game to the moment it is in. */
        next: {
          always: MOMENTS.map((m) => ({ guard: { type: 'isIn' as const, params: { moment: m } }, target: `#${ID}.play.${m}` })),
        },
        queenNumber: { on: takes('queen.roll') },
        initiative: { on: takes('initiative.roll') },
        initiativeChoice: { on: takes('initiative.choose') },
        centre: { on: takes('centre.fill') },
        placing: { on: takes('glass.place') },
        roll: { on: takes('dice.roll', 'dice.lift', 'dice.pass', 'queen.call', 'queen.muggins', 'glass.slash') },
        /** da-gucci: the Player went to roll past an uncalled Queen; the Opponent calls treason or lets the dice land. */
        treason: { on: takes('dice.roll', 'queen.treason', 'queen.muggins') },
        queenToast: { on: takes('queen.toast') },
        moving: {
          initial: 'firstDie',
          states: {
            firstDie: { on: takes('glass.move', 'queen.call', 'queen.muggins') },
            secondDie: { on: takes('glass.move', 'move.undo', 'queen.muggins', 'glass.slash') },
          },
        },
        pullDecision: { on: takes('pull.take', 'pull.decline', 'run.announce', 'queen.call', 'queen.muggins', 'glass.slash') },
        sharing: { on: takes('pull.share') },
        run: { on: takes('run.roll', 'run.announce', 'pull.take') },
        refill: { on: takes('glasses.refill') },
        passing: { on: takes('dice.pass', 'queen.call') },
        toastRound: { on: takes('courtesy.fill', 'toast.raise') },
        over: { type: 'final', tags: ['over'] },
      },
    },
    seat: {
      initial: 'route',
      states: {
        /** Not a seat: who acts after a change. */
        route: {
          always: [
            { guard: 'over', target: 'done' },
            { guard: 'throwing', target: 'throwing' },
            { guard: 'computerSeat', target: 'computer' },
            { target: 'person' },
          ],
        },
        /** A person at this screen is to act. */
        person: {
          tags: ['person'],
          always: { guard: 'computerSeat', target: 'route' },
        },
        /** A computer is to act. */
        computer: {
          tags: ['computer'],
          initial: 'held',
          always: { guard: not('computerSeat'), target: 'route' },
          states: {
            /** Held by the board (paused, read-only), or waiting while its Opponent weighs a missed Queen. */
            held: { always: { guard: 'computerDue', target: 'waiting' } },
            /** The computer's pause before it acts. */
            waiting: {
              always: { guard: not('computerDue'), target: 'held' },
              after: { think: 'deciding' },
            },
            /** The bot chooses; its choice is played if the game has not changed meanwhile. */
            deciding: {
              always: { guard: not('computerDue'), target: 'held' },
              invoke: {
                src: 'decide',
                input: ({ context }) => ({ game: context.game, level: levelOf(context, seatToAct(context.game) ?? 0) ?? 'random', rng: context.rng }),
              },
              on: {
                'computer.decided': [{ guard: 'decisionCurrent', actions: 'play', target: `#${ID}.seat.route` }, { target: 'waiting' }],
              },
            },
          },
        },
        /** At a table: the computer's roll waits for the faces the dice showed. */
        throwing: {
          tags: ['throw'],
          always: { guard: not('throwing'), target: 'route' },
        },
        done: { type: 'final' },
      },
    },
    watch: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'watchDue', target: 'noticing' } },
        /** A computer Opponent is about to notice the missed Queen (or not, at its level's chance). */
        noticing: {
          always: { guard: not('watchDue'), target: 'idle' },
          after: { notice: { actions: 'weigh', target: 'idle' } },
        },
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

/** The turn machine. Send it only events checked at the edge (`checkEvent`); `createTableroActor` checks its input. */
export const tableroMachine = chart;

/** An actor of the turn machine. */
export type TableroActor = Actor<typeof tableroMachine>;

/** A clock for the machine's delays (xstate's `SimulatedClock` in tests and scripts). */
export type MachineClock = NonNullable<ActorOptions<typeof tableroMachine>['clock']>;

/** A snapshot of the turn machine. */
export type TableroSnapshot = SnapshotFrom<typeof tableroMachine>;

/**
 * A started `TableroActor` for a new game (`input.setup`), an engine state (`input.game`, checked by
 * `checkGame`) or a persisted snapshot (`snapshot`, checked by `checkContext`: the game, seats, dice
 * and random numbers). A setup that makes no game throws its `RulesError`, and a snapshot that cannot
 * be played on its `SnapshotError`, here, before there is an actor. A snapshot is resumed from its
 * context: every region (and every computer's timer) starts again from the game as it stands.
 */
export function createTableroActor(options: ActorOptions<typeof tableroMachine> = {}): TableroActor {
  const { snapshot, input, ...rest } = options;
  if (snapshot !== undefined) return createActor(tableroMachine, { ...rest, input: { resume: checkContext(snapshot) } }).start();
  const seats = input?.seats === undefined ? undefined : ([checkSeat(input.seats[0], 'seats.0'), checkSeat(input.seats[1], 'seats.1')] as const);
  const game = input?.game !== undefined ? checkGame(input.game) : createGame(input?.setup ?? {});
  if (input?.delay !== undefined) checkDelay(input.delay);
  return createActor(tableroMachine, { ...rest, input: { ...input, game, ...(seats ? { seats } : {}) } }).start();
}

/**
 * Resume a game saved with `actor.getPersistedSnapshot()` (parsed back from JSON): checked first
 * (`checkContext`), then started again from the game as it stands. Throws `SnapshotError` naming the
 * field, like `context.game.stake.0`, when it cannot be played on.
 */
export function restoreActor(persisted: unknown, options: Omit<ActorOptions<typeof tableroMachine>, 'input' | 'snapshot'> = {}): TableroActor {
  return createTableroActor({ ...options, snapshot: (persisted ?? null) as ActorOptions<typeof tableroMachine>['snapshot'] });
}
