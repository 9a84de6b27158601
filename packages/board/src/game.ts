/**
 * One game in play: the turn machine's actor, the dice, the players and the record. No DOM, no timers.
 * The board element renders `state` and sends choices through `act`; panels (the settings) share the
 * same `TableroGame` through @lit/context. Every rule is the engine's: `act` sends the choice to the
 * machine, and a choice the rules do not allow changes nothing.
 */
import { createActor, type Actor } from 'xstate';
import { tableroMachine, momentOf, type Moment } from '@tablero/engine/machine';
import {
  ROLL_ACTIONS,
  ScriptedDice,
  Xoshiro128,
  actor as actingSide,
  botNamed,
  formatDiceScript,
  legalChoices,
  mugginsChoices,
  MugginsWatch,
  newRecord,
  reasonIllegal,
  replay,
  scriptOf,
  withDice,
  type Action,
  type Bot,
  type Choice,
  type GameRecord,
  type GameState,
  type PlayerInfo,
  type Side,
} from '@tablero/engine';
import { setupOf, type BoardConfig } from './config.ts';

/** What one accepted action did: the action (rolls with their faces) and the states around it. */
export interface GameChange {
  readonly action: Action;
  readonly before: GameState;
  readonly after: GameState;
}

/** Something that wants to hear about changes; returns nothing. */
export type GameListener = (change: GameChange | null) => void;

/** Salt so the bots' choices do not follow the dice's own sequence. */
const BOT_SALT = 0x5bd1e995;

export class TableroGame {
  /** The setup this game started from. */
  readonly config: BoardConfig;
  readonly #machine: Actor<typeof tableroMachine>;
  readonly #dice: ScriptedDice;
  readonly #rng: Xoshiro128;
  readonly #bots: readonly [Bot | null, Bot | null];
  readonly #listeners = new Set<GameListener>();
  /** A computer Opponent weighs each of a person's missed Queens once. */
  readonly #watch = new MugginsWatch();
  #recordValue: GameRecord;

  /**
   * A new game from `config`, or the game `resume` was recording (it must have been made with the same
   * config; `TableroGame.resume` checks). Throws the engine's `RulesError` for a setup that makes no game.
   */
  constructor(config: BoardConfig, resume?: GameRecord) {
    this.config = config;
    this.#dice = new ScriptedDice(config.script, config.seed);
    this.#rng = new Xoshiro128((config.seed ^ BOT_SALT) >>> 0);
    this.#bots = [config.players[0].bot ? botNamed(config.players[0].bot) : null, config.players[1].bot ? botNamed(config.players[1].bot) : null];
    this.#recordValue = newRecord({
      rules: config.rules,
      options: config.options,
      ...(config.queen ? { queen: config.queen } : {}),
      ...(config.position ? { position: config.position } : {}),
      players: [config.players[0], config.players[1]],
      dice: { seed: config.seed, ...(config.script.length ? { script: formatDiceScript(config.script) } : {}) },
    });
    let input: { setup: ReturnType<typeof setupOf> } | { game: GameState } = { setup: setupOf(config) };
    if (resume) {
      input = { game: replay(resume) };
      // The dice go on from where the record left them.
      for (const a of resume.actions) if ('dice' in a) this.#dice.roll();
      this.#recordValue = { ...this.#recordValue, actions: [...resume.actions] };
    }
    this.#machine = createActor(tableroMachine, { input }).start();
  }

  /**
   * Resume a saved record: throws the engine's `ReplayError` (or a RulesError) when it cannot be read.
   * The players come from the record; the dice carry on from its seed and script.
   */
  static resume(record: GameRecord): TableroGame {
    const config: BoardConfig = {
      rules: record.rules,
      options: record.options,
      position: record.position ?? '',
      script: scriptOf(record),
      seed: record.dice.seed,
      queen: record.queen ?? 0,
      players: record.players,
    };
    return new TableroGame(config, record);
  }

  /** The engine's state now. Read-only. */
  get state(): GameState {
    return this.#machine.getSnapshot().context.game;
  }

  /** The rulebook moment the game is in. */
  get moment(): Moment {
    return momentOf(this.state);
  }

  /** The record of every action so far (a new object after each action). */
  get record(): GameRecord {
    return this.#recordValue;
  }

  get players(): readonly [PlayerInfo, PlayerInfo] {
    return this.config.players;
  }

  /** Who must act now: a side, 'table' for the shared rolls, or null once the game is over. */
  get acting(): Side | 'table' | null {
    return actingSide(this.state);
  }

  /** The choices open to whoever acts now. */
  choices(): Choice[] {
    return legalChoices(this.state);
  }

  /** The muggins calls open to the other side now. */
  mugginsCalls(): Action[] {
    return mugginsChoices(this.state);
  }

  /** Why the rules do not allow this choice now, or null when they do (rolls are checked without faces). */
  whyNot(choice: Choice | Action): string | null {
    if (isRollChoice(choice) && !('dice' in choice)) return legalChoices(this.state).some((c) => c.type === choice.type) ? null : 'that roll is not due now';
    return reasonIllegal(this.state, choice as Action);
  }

  /**
   * Take a choice: rolls get their faces from the dice. Returns the action taken, or null when the rules
   * do not allow it (nothing changes then, and the dice are not used).
   */
  act(choice: Choice | Action): Action | null {
    const before = this.state;
    if (isRollChoice(choice) && !('dice' in choice)) {
      if (!legalChoices(before).some((c) => c.type === choice.type)) return null;
    } else if (reasonIllegal(before, choice as Action) !== null) return null;
    const action = 'dice' in choice ? (choice as Action) : withDice(choice, this.#dice);
    this.#machine.send(action);
    const after = this.state;
    if (after === before) return null;
    this.#recordValue = { ...this.#recordValue, actions: [...this.#recordValue.actions, action] };
    const change: GameChange = { action, before, after };
    for (const l of this.#listeners) l(change);
    return action;
  }

  /** The computer player for a side, or null for a person. */
  botOf(side: Side): Bot | null {
    return this.#bots[side];
  }

  /** Is the side that must act now a computer? The table's rolls belong to South's player. */
  get botToAct(): boolean {
    const who = this.acting;
    if (who === null) return false;
    return this.#bots[who === 'table' ? 0 : who] !== null;
  }

  /** The computer's choice for whoever acts now, or null when a person acts. */
  botChoice(): Choice | null {
    const who = this.acting;
    if (who === null) return null;
    const bot = this.#bots[who === 'table' ? 0 : who];
    return bot ? bot.choose(this.state, this.#rng) : null;
  }

  /**
   * With the muggins window open and not yet weighed, the computer Opponent's call (or null to let it
   * pass, for the rest of the window: it is asked once per miss).
   */
  botMuggins(): Action | null {
    const s = this.state;
    const bot = this.#bots[s.player ^ 1];
    return bot ? this.#watch.call(bot, s, this.#rng) : null;
  }

  /**
   * What a computer player has to do now: `act` when the side to act is a computer; `muggins` when a
   * person left the muggins window open and the Opponent is a computer that has not weighed it yet; else null.
   */
  get botDue(): 'act' | 'muggins' | null {
    if (this.botToAct) return 'act';
    const s = this.state;
    return this.#bots[s.player ^ 1] && this.#watch.due(s) ? 'muggins' : null;
  }

  /**
   * The computer does what is due (see `botDue`), exactly as a board plays it. Returns the action taken,
   * or null when nothing was due or the computer let the muggins window pass.
   */
  playBot(): Action | null {
    const due = this.botDue;
    const choice = due === 'act' ? this.botChoice() : due === 'muggins' ? this.botMuggins() : null;
    return choice ? this.act(choice) : null;
  }

  /** Hear about every accepted action. Returns the unsubscribe function. */
  subscribe(listener: GameListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Stop the actor; the game can no longer be played. */
  stop(): void {
    this.#listeners.clear();
    this.#machine.stop();
  }
}

const ROLL_TYPES: readonly string[] = ROLL_ACTIONS;
/** A roll chosen without or with its faces; false for anything that is not an action-like object (null, a string). */
const isRollChoice = (c: Choice | Action): boolean => typeof c === 'object' && c !== null && ROLL_TYPES.includes(c.type);
