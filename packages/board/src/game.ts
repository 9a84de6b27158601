/**
 * One game in play: the turn machine's actor and the game's record. No DOM, no timers of its own: the
 * machine conducts the game (who acts, when a computer moves, where the dice come from), and this
 * class reads its snapshot for the board and the panels, which share it through @lit/context. Every
 * rule is the engine's; `act` checks a choice at the edge and sends it to the machine, and a choice the
 * rules do not allow changes nothing.
 */
import {
  checkEvent,
  createTableroActor,
  momentOf,
  whyNot,
  type MachineClock,
  type Moment,
  type Seat,
  type TableroActor,
  type TableroSnapshot,
} from '@tablero/engine/machine';
import {
  actor as actingSide,
  describeChange,
  isRollType,
  apply,
  formatDiceScript,
  legalChoices,
  mugginsChoices,
  newRecord,
  replay,
  scriptOf,
  type Action,
  type Choice,
  type GameRecord,
  type GameState,
  type PlayerInfo,
  type RollActionType,
  type Side,
  type ChangeDescription,
} from '@tablero/engine';
import { setupOf, type BoardConfig } from './config.ts';

/** What one action did: the action (rolls with their faces) and the states around it. */
export interface StateChange {
  readonly action: Action;
  readonly before: GameState;
  readonly after: GameState;
}

/** The engine's account of a change: who acted, what happened, and its rule facts (see `describeChange`). */
export const described = (change: StateChange): ChangeDescription => describeChange(change.before, change.action, change.after);

/** What one accepted action did in a game in play (the states are frozen copies), and who sent it. */
export interface GameChange extends StateChange {
  /** `person`: through `act` (a person at the screen, a host page); `computer`: the machine's own computer player. */
  readonly by: 'person' | 'computer';
}

/**
 * Something that wants to hear about changes: an action, or null when the game changed without one (a
 * table roll taken back, a computer's roll waiting for the faces thrown at the table, computers held).
 */
export type GameListener = (change: GameChange | null) => void;

/** How a game is played, beside its setup. */
export interface PlayOptions {
  /** Milliseconds a computer waits before acting (default 0). */
  readonly delay?: number;
  /** Computers wait while this is set. */
  readonly hold?: boolean;
  /** The dice are thrown at a real table and their faces entered (`true`), or rolled from the seed. */
  readonly tableDice?: boolean;
  /** The clock the machine's delays run on (default: the real one; tests and scripts pass xstate's SimulatedClock). */
  readonly clock?: MachineClock;
}

/** What the board's helpers read about the game on screen. */
export interface GameLink {
  /** The game on screen. */
  readonly game: () => TableroGame | null;
  /** Milliseconds a computer waits before acting (glides are timed to fit in it). */
  readonly botDelay: () => number;
}

export class TableroGame {
  /** The setup this game started from. */
  readonly config: BoardConfig;
  /** Whether the dice are thrown at a table. */
  readonly tableDice: boolean;
  readonly #actor: TableroActor;
  readonly #listeners = new Set<GameListener>();
  readonly #unsubscribe: () => void;
  readonly #recordBase: GameRecord;
  #last: TableroSnapshot;
  /** A person's event is being sent (its change is the person's, not a computer's). */
  #personSending = false;
  /** The frozen copy handed out for the machine's current state, made once per state. */
  #handedOut: { inner: GameState; copy: GameState } | null = null;

  /**
   * A new game from `config`, or the game `resume` was recording (it must have been made with the same
   * config; `TableroGame.resume` checks). Throws the engine's `RulesError` for a setup that makes no game.
   */
  constructor(config: BoardConfig, resume?: GameRecord, options: PlayOptions = {}) {
    this.config = config;
    this.tableDice = options.tableDice ?? false;
    this.#recordBase = newRecord({
      rules: config.rules,
      options: config.options,
      ...(config.queen ? { queen: config.queen } : {}),
      ...(config.position ? { position: config.position } : {}),
      players: [config.players[0], config.players[1]],
      dice: { seed: config.seed, ...(config.script.length ? { script: formatDiceScript(config.script) } : {}) },
    });
    const seat = (p: PlayerInfo): Seat => (p.bot ? { kind: 'computer', level: p.bot } : { kind: 'person' });
    const actions = resume ? [...resume.actions] : [];
    this.#actor = createTableroActor({
      ...(options.clock ? { clock: options.clock } : {}),
      input: {
        ...(resume ? { game: replay(resume) } : { setup: setupOf(config) }),
        seats: [seat(config.players[0]), seat(config.players[1])],
        dice: this.tableDice ? { kind: 'table' } : { kind: 'seeded', seed: config.seed, script: config.script },
        // The dice go on from where the record left them.
        rollsMade: actions.filter((a) => 'dice' in a).length,
        actions,
        delay: options.delay ?? 0,
        hold: options.hold ?? false,
      },
    });
    this.#last = this.#actor.getSnapshot();
    const sub = this.#actor.subscribe((snap) => this.#changed(snap));
    this.#unsubscribe = () => sub.unsubscribe();
  }

  /**
   * Resume a saved record: throws the engine's `ReplayError` (or a RulesError) when it cannot be read.
   * The players come from the record; the dice carry on from its seed and script.
   */
  static resume(record: GameRecord, options: PlayOptions = {}): TableroGame {
    const config: BoardConfig = {
      rules: record.rules,
      options: record.options,
      position: record.position ?? '',
      script: scriptOf(record),
      seed: record.dice.seed,
      queen: record.queen ?? 0,
      players: record.players,
    };
    return new TableroGame(config, record, options);
  }

  /** The machine's snapshot now: ask it what can happen (`can`, `hasTag`, `matches`). */
  get snapshot(): TableroSnapshot {
    return this.#actor.getSnapshot();
  }

  /** The engine's state now: a frozen copy (the same object until the game changes), safe to hand to a host page. */
  get state(): GameState {
    return this.#handOut(this.snapshot.context.game);
  }

  /** The rulebook moment the game is in. */
  get moment(): Moment {
    return momentOf(this.snapshot.context.game);
  }

  /** The record of every action so far (a new object after each action). */
  get record(): GameRecord {
    return this.#record(this.snapshot);
  }

  get players(): readonly [PlayerInfo, PlayerInfo] {
    return this.config.players;
  }

  /** Who must act now: a side, 'table' for the shared rolls, or null once the game is over. */
  get acting(): Side | 'table' | null {
    return actingSide(this.snapshot.context.game);
  }

  /** The seat of a side: a person at this screen, or the computer at a level. */
  seatOf(side: Side): Seat {
    return this.snapshot.context.seats[side];
  }

  /** Is a person at this screen to act now (the machine's `person` tag)? */
  get personActs(): boolean {
    return this.snapshot.hasTag('person');
  }

  /** Is a computer to act now (the machine's `computer` tag), thinking or held? */
  get computerActs(): boolean {
    return this.snapshot.hasTag('computer');
  }

  /**
   * The roll whose faces, thrown at the table, the board asks for now (the dice pickers), or null: a
   * person's roll at a table, or a computer's roll waiting for its faces (the machine's `throw` tag).
   */
  get throwDue(): RollActionType | null {
    const snap = this.snapshot;
    if (snap.hasTag('throw')) return snap.context.throwing;
    // A person's roll at a table: the machine's dice are the table's, and the person may roll now.
    if (snap.context.dice.kind !== 'table' || !snap.hasTag('person')) return null;
    const roll = legalChoices(snap.context.game).find((c) => isRollType(c.type));
    return roll ? (roll.type as RollActionType) : null;
  }

  /** May the last table roll be taken back now (no glass has moved since)? */
  get mayTakeBack(): boolean {
    return this.snapshot.context.takeBack !== null;
  }

  /** The choices open to whoever acts now. */
  choices(): Choice[] {
    return legalChoices(this.snapshot.context.game);
  }

  /** The muggins calls open to the other side now. */
  mugginsCalls(): Action[] {
    return mugginsChoices(this.snapshot.context.game);
  }

  /** Why the machine will not take this choice now, or null when it will (a roll without faces: when its dice are due). */
  whyNot(choice: Choice | Action): string | null {
    const event = checkEvent(choice);
    if (!event || event.type === 'dice.takeBack') return 'not an action of the game';
    return whyNot(this.snapshot.context, event);
  }

  /**
   * Take a choice: its shape is checked at the edge (`checkEvent`), its rules once, by the machine. A
   * roll without faces is rolled by the seeded dice (at a table, the faces thrown must come with it). Returns the action taken (rolls with
   * their faces), or null when the rules do not allow it (nothing changes then, and the dice are not used).
   */
  act(choice: Choice | Action): Action | null {
    const event = checkEvent(choice);
    if (!event || event.type === 'dice.takeBack') return null;
    const before = this.snapshot;
    this.#personSending = true;
    try {
      this.#actor.send(event);
    } finally {
      this.#personSending = false;
    }
    const after = this.snapshot;
    return after.context.actions.length > before.context.actions.length ? after.context.actions[before.context.actions.length] : null;
  }

  /** Take the last table roll back (the faces were entered wrongly). Returns whether it was. */
  takeBack(): boolean {
    if (!this.mayTakeBack) return false;
    this.#actor.send({ type: 'dice.takeBack' });
    return true;
  }

  /** Hold the computers (a paused or read-only board), or let them go on. */
  hold(hold: boolean): void {
    if (this.snapshot.context.hold !== hold) this.#actor.send({ type: 'computers.hold', hold });
  }

  /** A computer's wait before acting, in milliseconds (0 to 60000). */
  setDelay(ms: number): void {
    if (this.snapshot.context.delay !== ms) this.#actor.send({ type: 'computers.delay', ms });
  }

  /** Hear about every accepted action (and null for a change without one). Returns the unsubscribe function. */
  subscribe(listener: GameListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Stop the actor (and its computers' timers); the game can no longer be played. */
  stop(): void {
    this.#listeners.clear();
    this.#unsubscribe();
    this.#actor.stop();
  }

  /** One snapshot after another: tell the listeners what each new action did (one action a snapshot). */
  #changed(snap: TableroSnapshot): void {
    const last = this.#last;
    this.#last = snap;
    const was = last.context.actions.length;
    const now = snap.context.actions.length;
    if (now <= was) {
      const c = snap.context;
      const p = last.context;
      if (now === was && c.game === p.game && c.throwing === p.throwing && c.hold === p.hold) return;
      for (const l of this.#listeners) l(null);
      return;
    }
    // One action a snapshot as a rule; should several land at once, each is told with its own states.
    let before = this.#handOut(last.context.game);
    for (let i = was; i < now; i++) {
      const action = snap.context.actions[i];
      const after = i === now - 1 ? this.#handOut(snap.context.game) : frozenCopy(apply(before, action));
      const change: GameChange = { action, before, after, by: this.#personSending ? 'person' : 'computer' };
      for (const l of this.#listeners) l(change);
      before = after;
    }
  }

  #record(snap: TableroSnapshot): GameRecord {
    return { ...this.#recordBase, actions: [...snap.context.actions] };
  }

  /** The frozen copy of an engine state the machine holds (made once for the current state). */
  #handOut(inner: GameState): GameState {
    if (this.#handedOut?.inner === inner) return this.#handedOut.copy;
    const copy = frozenCopy(inner);
    // Keep the copy of the state on screen; a change's `before` is made again only when asked for.
    if (inner === this.snapshot.context.game) this.#handedOut = { inner, copy };
    return copy;
  }
}

/** A deep, frozen copy of an engine state; the rules object (already frozen, shared by every game of those rules) stays shared. */
function frozenCopy(s: GameState): GameState {
  const copy = (v: unknown): unknown => {
    if (Array.isArray(v)) return Object.freeze(v.map(copy));
    if (typeof v === 'object' && v !== null) return Object.freeze(Object.fromEntries(Object.entries(v).map(([k, x]) => [k, copy(x)])));
    return v;
  };
  const { rules, ...rest } = s;
  return Object.freeze({ rules, ...(copy(rest) as object) }) as GameState;
}
