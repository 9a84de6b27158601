import { html, isServer, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import {
  formatPosition,
  type Action,
  type Choice,
  type GameRecord,
  type GameState,
  type PlayerInfo,
  type PresetName,
  type RuleOptions,
  type Side,
} from '@tablero/engine';
import { AliasedElement } from './aliased-element.ts';
import { BOARD_ATTRIBUTES, FLAG_ATTRIBUTES, GAME_ATTRIBUTES } from './attributes.ts';
import type { InputLink } from './choose-square.ts';
import {
  DEFAULT_BOT_DELAY,
  DEFAULT_PLAYERS,
  formatOptions,
  formatPlayers,
  problemText,
  readBotDelay,
  readColorScheme,
  readLoading,
  readConfig,
  readFlag,
  readOptions,
  readPlayers,
  readRules,
  readText,
  readTheme,
  type AttributeProblem,
  type AttributeValues,
} from './config.ts';
import type { BoardLink } from './context.ts';
import { flagConverter, textConverter } from './converters.ts';
import { PointerInput } from './drag.ts';
import { attributeError, eventsFor, fire, fireError, type TableroCustomEvents } from './events.ts';
import { TableroGame, type GameChange, type GameLink, type PlayOptions } from './game.ts';
import { HeightHolder } from './heights.ts';
import { boardDark, ownText } from './host-styles.ts';
import { KeyboardInput } from './keyboard.ts';
import { markPageDarkNextFrame } from './page-dark.ts';
import { SavedGames, type SavedGamesHost } from './saved-games.ts';
import { EMPTY_SET, firstCursor, lineSquares, playableSquares, targetsFrom, toastTargets } from './square-marks.ts';
import { keptStyles } from './styles-kept-games.ts';
import { momentStyles } from './styles-moments.ts';
import { boardStyles } from './styles.ts';
import { TurnSummary } from './turn-summary.ts';
import { renderBoard } from './view-board.ts';
import { MoveGlider } from './view-motion.ts';
import { renderControls, renderFacts, renderLog, renderMoment, renderProblem, renderStakes, renderStatus, type PanelView } from './view-panel.ts';
import { EMPTY_VIEW, afterChange, lastRollOf, namesOf, startLine, withLine, withSaid, type Said, type ViewState } from './view-state.ts';
import { narrate } from './narration.ts';
import type { OnlineSession } from './online.ts';

/**
 * `<tablero-board>`: a whole game of Tablero, for two people at one screen, a person against the computer,
 * or the computer against itself. It renders the engine's turn machine and decides no rule itself.
 * With no attributes it starts a new game of the default (powell) rules between two people.
 *
 * @summary The Tablero board: play any rule set by mouse, touch, keyboard or screen reader.
 *
 * @tagname tablero-board
 *
 * @attr rules - Rule set: `powell` (default), `da-gucci`, `anarchist` or `de-jesus`.
 * @attr options - Variants on top of the rule set, e.g. `"pullSize=5 chevron no-kendal queenCall=manual"`.
 * @attr position - A starting position in Tablero notation, e.g. `"nnn4/7/7/3o3/7/7/4sss s 13/13"`.
 * @attr dice - Scripted rolls played first, e.g. `"3-4 6-6 1-2"`; seeded dice follow.
 * @attr seed - The dice's seed (0..4294967295), so a game replays exactly; random when absent.
 * @attr queen - A fixed Queen's (Prophet's) Number, 2..12, instead of a spectator's roll.
 * @attr players - `"South name[:bot], North name[:bot]"`, bot `random`, `greedy`, `hard` or `expert` (weakest first), e.g. `"Ada, Computer:expert"`.
 * @attr readonly - Show the game without letting anyone play it.
 * @attr paused - Computer players wait while it is set. When both sides are computers the panel has a
 *   Play / Pause button that toggles it, so a page can start such a game still (nothing moves until asked).
 * @attr persist - A storage key: the game is saved after every action and resumed on reload. A saved game
 *   that cannot be resumed (another setup, unreadable, another tab's) is kept aside, never overwritten.
 * @attr theme - `cloth` (default), `wood` or `contrast`.
 * @attr compact - A shorter panel for pages with many boards: the log starts closed, no hint lines.
 * @attr bot-delay - Milliseconds a computer player waits before acting (default 700, at most 60000).
 * @attr color-scheme - `auto` (default: follow the reader's light or dark setting), `light` or `dark`.
 * @attr table-dice - Real dice thrown at a table: instead of rolling, the board asks for the two faces
 *   that came up (big pickers, or keys 1-6), then keeps the rules, the stakes and the record. A roll
 *   entered wrongly can be taken back before a glass moves.
 * @attr loading - `eager` (default: the game starts as soon as the board is on the page) or `lazy`: as
 *   with an image's `loading="lazy"`, the board starts its game (and draws it) when it nears the viewport,
 *   or when a script calls `reset()` or `newGame()`; until then it costs the page nothing but its box.
 * @attr server - A Tablero room server's address, e.g. `ws://127.0.0.1:2567`: the panel then offers
 *   "Play a friend online" (a room, and a link to send), and a page opened with such a link
 *   (`?tablero-room=<id>`) joins that room by itself. Without it the board makes no network request.
 *
 * @fires tablero-roll - Dice were rolled. Detail: `RollDetail` (side, kind, dice, queenNumber, passes).
 * @fires tablero-move - A glass moved for one die. Detail: `MoveDetail` (side, from, to, die).
 * @fires tablero-queen - The Queen's Number was set, called or toasted. Detail: `QueenDetail`.
 * @fires tablero-muggins - Muggins was called. Detail: `MugginsDetail` (by, caught, square).
 * @fires tablero-pull - A line was pulled. Detail: `PullDetail` (side, squares, line, shots, full, kendal).
 * @fires tablero-pass - The dice passed. Detail: `PassDetail` (from, to, reason).
 * @fires tablero-gameover - The game ended. Detail: `GameOverDetail` (result, winnerName).
 * @fires tablero-error - An attribute or a saved game could not be used. Detail: `ErrorDetail` (saved games carry a `code`).
 * @fires tablero-kept - The games kept aside under the `persist` key changed. Detail: `KeptDetail`.
 * @fires tablero-action - Any action was taken. Detail: `ActionDetail` (action, state).
 * @fires tablero-newgame - A new game started. Detail: `NewGameDetail` (rules, options, players).
 * @fires tablero-online - Online play: the board `joined` a room, `left` it, `reconnected` after a drop, or its
 *   player was offered to claim the game (`claim-offered`). Detail: `OnlineDetail` (kind, roomId, side).
 *
 * @csspart board - The 7x7 grid.
 * @csspart square - Every square; also carries its name (`d4`), `light`/`dark`, and `target`, `selected`, `line`, `last`, `spot`, `baseline` when they apply.
 * @csspart glass - Every glass; also `full`/`empty` and `south`/`north`.
 * @csspart status - Whose turn and what to do.
 * @csspart facts - The Queen's Number and the dice.
 * @csspart dice - The two dice.
 * @csspart die - One die.
 * @csspart stakes - Both stakes.
 * @csspart stake - One side's stake (also `south`/`north`).
 * @csspart spectators - Shots the spectators have drunk (shown once there are any).
 * @csspart bottle - One bottle.
 * @csspart controls - The buttons for the moment.
 * @csspart button - Every button (also its action: `roll`, `pull`, ...).
 * @csspart panel - The side panel.
 * @csspart queen - The Queen's Number.
 * @csspart notice - A note about the saved game.
 * @csspart kept - The list of games kept aside under the `persist` key.
 * @csspart share - The form for sharing a pull.
 * @csspart log - The game log.
 * @csspart moment - The last big moment (a pull, a Queen's toast, muggins, the game decided), above the status.
 * @csspart message - The explanation shown for a bad attribute.
 * @csspart online - The online game's part of the panel (invitation link, claim offer, resign, rematch, table talk).
 *
 * @cssprop [--tablero-font=system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif] - Font of all text (the page's own font is not inherited).
 * @cssprop [--tablero-font-size=medium] - Text size; every size inside (squares, buttons) follows it. The
 *   default is the reader's own text size, whatever the page sets.
 * @cssprop [--tablero-text=#1d1b16] - Text colour.
 * @cssprop [--tablero-muted=#4a463c] - Secondary text.
 * @cssprop [--tablero-panel=#fbf8f1] - Panel background.
 * @cssprop [--tablero-border=#857c66] - Panel border.
 * @cssprop [--tablero-cloth=#2f5d3a] - The board's cloth around the squares.
 * @cssprop [--tablero-square-light=#3f7a4c] - Light squares.
 * @cssprop [--tablero-square-dark=#356a42] - Dark squares.
 * @cssprop [--tablero-line-colour=#e9e3c9] - Baselines, spots and the centre mark.
 * @cssprop [--tablero-label=#f4efdc] - File and rank labels.
 * @cssprop [--tablero-south=#9b1c2e] - South's colour (its pours, its stake).
 * @cssprop [--tablero-north=#1f4e8c] - North's colour.
 * @cssprop [--tablero-glass=#f5f5f0] - The glass itself.
 * @cssprop [--tablero-accent=#7a4b00] - Buttons.
 * @cssprop [--tablero-on-accent=#ffffff] - Button text.
 * @cssprop [--tablero-target=#ffd54a] - Legal targets and the picked-up glass.
 * @cssprop [--tablero-pull=#ffb300] - A pullable line.
 * @cssprop [--tablero-focus=#ffbf00] - The focus ring.
 * @cssprop [--tablero-radius=0.5em] - Corner radius.
 * @cssprop [--tablero-max-width=900px] - The element's widest size.
 * @cssprop [--tablero-die=#ffffff] - The dice.
 * @cssprop [--tablero-pip=#1d1b16] - The dice's pips.
 */
export class TableroBoard extends AliasedElement implements BoardLink {
  static override styles = [ownText, boardStyles, keptStyles, momentStyles, boardDark];

  // Written out (not built from the table in attributes.ts) so that the manifest's analyzer sees each
  // attribute's property and reflection; a test checks them against the table.
  static override properties = {
    rules: { reflect: true, converter: textConverter },
    options: { reflect: true, converter: textConverter },
    position: { reflect: true, converter: textConverter },
    dice: { reflect: true, converter: textConverter },
    seed: { reflect: true, converter: textConverter },
    queen: { reflect: true, converter: textConverter },
    players: { reflect: true, converter: textConverter },
    readonly: { reflect: true, converter: flagConverter },
    paused: { reflect: true, converter: flagConverter },
    persist: { reflect: true, converter: textConverter },
    theme: { reflect: true, converter: textConverter },
    colorScheme: { attribute: 'color-scheme', reflect: true, converter: textConverter },
    compact: { reflect: true, converter: flagConverter },
    tableDice: { attribute: 'table-dice', reflect: true, converter: flagConverter },
    loading: { reflect: true, converter: textConverter },
    server: { reflect: true, converter: textConverter },
    botDelay: { attribute: 'bot-delay', converter: textConverter },
    // Internal state. `state: true` implies no attribute; `attribute: false` says so to the manifest's analyzer too.
    view: { state: true, attribute: false },
  };

  // Every property takes a string, and the numbers and booleans frameworks pass; a value of another
  // type (or a bad one) shows an explanation in the element and fires `tablero-error`.
  /** Rule set: powell (default), da-gucci, anarchist or de-jesus. */
  declare rules: string | null;
  /** Variants, as the `options` attribute writes them. */
  declare options: string | null;
  /** Starting position in Tablero notation ('' for the rule set's own setup). */
  declare position: string | null;
  /** Scripted rolls, e.g. "3-4 6-6". */
  declare dice: string | null;
  /** The dice's seed: a whole number 0..4294967295 (or its digits). */
  declare seed: number | string | null;
  /** A fixed Queen's Number, 2..12 (or its digits). */
  declare queen: number | string | null;
  /** The players, e.g. "Ada, Computer:greedy". */
  declare players: string | null;
  /** Show the game without letting anyone play (the text "false" counts as off). */
  declare readonly: boolean | string;
  /** Computer players wait while this is set (a Play / Pause button shows when both sides are computers). */
  declare paused: boolean | string;
  /** Storage key for saving the game. */
  declare persist: string | null;
  /** cloth (default), wood or contrast. */
  declare theme: string | null;
  /** auto (default: follow the reader's system), light or dark. */
  declare colorScheme: string | null;
  /** A shorter panel for pages with many boards: the log starts closed, no hint lines, no stake words. */
  declare compact: boolean | string;
  /** Real dice thrown at a table: the board asks for their faces instead of rolling (the text "false" counts as off). */
  declare tableDice: boolean | string;
  /** Milliseconds a computer player waits before acting (0..60000; digits accepted). */
  declare botDelay: number | string;
  /** eager (default: start at once) or lazy (start when near the viewport, or when `reset()` or `newGame()` is called). */
  declare loading: string | null;
  /** A room server's address (e.g. "ws://127.0.0.1:2567"): the panel offers "Play a friend online". */
  declare server: string | null;
  /** What only the view needs (selection, cursor, log); replaced, never mutated, so Lit sees changes. */
  declare private view: ViewState;

  #current: TableroGame | null = null;
  #problem: AttributeProblem | null = null;
  #unsubscribe: (() => void) | null = null;
  /**
   * What the board's helpers (pointer and keyboard input, the computer player, the saved games, the
   * glides and held heights) read and do, in one object: the game on screen, the view, the settings.
   */
  readonly #link: InputLink & GameLink & SavedGamesHost = {
    game: () => this.#current,
    isReadonly: () => this.#props.readonly,
    humanActs: () => this.#humanActs,
    view: () => this.view,
    setView: (patch) => this.#setView(patch),
    say: (text) => this.#say(text),
    botDelay: () => this.#props.botDelay,
    // An online game is the room's to keep, not the page's storage.
    storageKey: () => (this.#online ? null : this.#props.persist || null),
    reportError: (detail) => fireError(this, detail),
    reportKept: (detail) => fire(this, 'tablero-kept', detail),
    adopt: (record, line) => this.#adopt(record, line),
    resume: (record) => this.#resumeRecord(record),
    logLine: (line) => this.#setView({ ...withLine(this.view, line), said: this.#sayNext(line) }),
  };
  readonly #saves = new SavedGames(this, this.#link);
  /** The live region's summary of a computer's turn. */
  readonly #summary = new TurnSummary();
  /** Moves glide after each draw (not a dragged glass's: it is already where it was dropped). */
  readonly #glider = new MoveGlider(this, this.#link);
  /** The panel keeps its tallest height during a game (heights.ts; it works through the element's updates). */
  // eslint-disable-next-line no-unused-private-class-members -- a reactive controller: making it adds it to the element
  readonly #heights = new HeightHolder(this, this.#link);
  readonly #pointer = new PointerInput(this, this.#link, (from, to) => {
    this.#glider.skipNext();
    this.#current?.act({ type: 'glass.move', from, to });
  });
  readonly #keyboard = new KeyboardInput(this, this.#link);

  constructor() {
    super();
    this.rules = null;
    this.options = null;
    this.position = null;
    this.dice = null;
    this.seed = null;
    this.queen = null;
    this.players = null;
    this.readonly = false;
    this.paused = false;
    this.persist = null;
    this.theme = null;
    this.colorScheme = null;
    this.compact = false;
    this.tableDice = false;
    this.botDelay = DEFAULT_BOT_DELAY;
    this.loading = null;
    this.server = null;
    this.view = EMPTY_VIEW;
  }

  // ---- The public API -------------------------------------------------------------------------

  /** The game in play, or null while the board shows a problem with its attributes. */
  get game(): TableroGame | null {
    return this.#current;
  }

  /** The engine's state of the game in play (read-only), or null. */
  get state(): GameState | null {
    return this.#current?.state ?? null;
  }

  /** The rule set the attributes ask for (powell when absent or bad). */
  get rulesName(): PresetName {
    const r = readRules(this.rules);
    return r.ok ? r.value : 'powell';
  }

  /** The variants the attributes ask for (none when absent or bad). */
  get ruleOptions(): RuleOptions {
    const r = readOptions(this.options);
    return r.ok ? r.value : {};
  }

  /** The players the `players` attribute asks for, South first (South and North when it is absent or bad). */
  get playerInfo(): readonly [PlayerInfo, PlayerInfo] {
    const r = readPlayers(this.players);
    return r.ok ? r.value : DEFAULT_PLAYERS;
  }

  /**
   * Start a new game with these rules (and players, when given); the `rules`, `options` and `players`
   * attributes change to match. A game saved under `persist` is kept aside, or resumed instead when
   * `resumeSaved` is set and it has exactly this setup (the settings panel's rules from a page's link).
   */
  newGame(rules: PresetName, options: RuleOptions, players?: readonly [PlayerInfo, PlayerInfo], resumeSaved = false): void {
    this.rules = rules;
    this.options = formatOptions(options) || null;
    if (players) this.players = formatPlayers(players);
    this.position = null;
    this.dice = null;
    this.queen = null;
    // The next update (a microtask away) starts the new game, even when no attribute changed.
    this.#restartPending = true;
    this.#freshPending = !resumeSaved;
    this.#awake = true;
    this.requestUpdate();
  }

  /** Start this board's game again from its attributes (same seed and script: the same game). */
  reset(): void {
    this.#awake = true;
    this.#nearing?.disconnect();
    this.#restart(true);
  }

  /**
   * Take a choice for whoever acts now (a host page's own controls, tests). Rolls get their faces from
   * the board's dice. Returns the action taken, or null when the rules do not allow it.
   */
  act(choice: Choice | Action): Action | null {
    return this.#current?.act(choice) ?? null;
  }

  // ---- Lifecycle ------------------------------------------------------------------------------

  /**
   * Also `botdelay`: what React 19 and Vue write for `botDelay` before the element is defined.
   * @internal
   */
  static override aliases = { botdelay: ['botDelay', 'bot-delay', DEFAULT_BOT_DELAY] } as const;

  #restartPending = true;
  /** The pending restart is a new game (`newGame`), not a resume of the saved one. */
  #freshPending = false;

  /** For the `page-dark` state (see page-dark.ts); null where the browser has no ElementInternals. */
  readonly #internals: ElementInternals | null = typeof this.attachInternals === 'function' ? this.attachInternals() : null;

  override connectedCallback(): void {
    super.connectedCallback();
    markPageDarkNextFrame(this.#internals, this);
    // A lazy board put back on the page before it started watches the viewport again.
    if (!this.#current && !this.#awake) this.requestUpdate();
    if (!this.#restartPending && this.#current) {
      this.#current.hold(this.#holdComputers);
      this.requestUpdate(); // watch the held heights again (see heights.ts)
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#nearing?.disconnect();
    this.#nearing = null;
    // Off the page, the computers wait (the machine's timers stop with the hold).
    this.#current?.hold(true);
  }

  /** Computers wait while the board is read-only, paused, showing a problem or off the page (or drawn on a server). */
  get #holdComputers(): boolean {
    return isServer || this.#props.readonly || this.#props.paused || !!this.#propProblem || !this.isConnected;
  }

  /** How the machine plays this board's games: the computers' delay and hold. */
  get #playOptions(): PlayOptions {
    return { delay: this.#props.botDelay, hold: this.#holdComputers, tableDice: this.#props.tableDice };
  }

  protected override updated(): void {
    // The focused button (Roll, Pass, ...) was drawn away: focus stays in the board instead of the page.
    if (this.#focusWasInside && !this.shadowRoot?.activeElement) this.#keyboard.keepFocus();
  }

  /** Focus was inside the board as this update began (so it must not fall to the page when it ends). */
  #focusWasInside = false;

  /** A `loading="lazy"` board starts its game only once this is set: it neared the viewport, or a script asked for a game. */
  #awake = false;
  /** Watches a sleeping lazy board for the viewport. */
  #nearing: IntersectionObserver | null = null;

  /** A lazy board that has not started its game: it waits for the viewport (never on a server, which draws the game). */
  #asleep(): boolean {
    if (this.#awake || isServer || this.#current) return false;
    const loading = readLoading(this.loading);
    if (!loading.ok || loading.value === 'eager') return false;
    if (!this.#nearing && typeof IntersectionObserver === 'function') {
      // Half a screen ahead, so the board is drawn by the time the reader sees it.
      this.#nearing = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          this.#nearing?.disconnect();
          this.#nearing = null;
          this.#awake = true;
          this.requestUpdate();
        },
        { rootMargin: '50% 0px' },
      );
      this.#nearing.observe(this);
    }
    return typeof IntersectionObserver === 'function';
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.#focusWasInside = !!this.shadowRoot?.activeElement;
    const has = (name: string) => changed.has(name as keyof TableroBoard);
    if (has('loading')) {
      const r = readLoading(this.loading);
      if (!r.ok) fireError(this, { ...attributeError(r.problem), name: 'loading' });
    }
    if (this.#asleep()) return;
    if (this.#restartPending || BOARD_ATTRIBUTES.some((a) => !a.game && has(a.property))) this.#readProps();
    const gameChanged = GAME_ATTRIBUTES.some((a) => changed.has(a)) || has('persist');
    if (this.#restartPending || gameChanged) {
      const fresh = this.#freshPending;
      this.#restartPending = false;
      this.#freshPending = false;
      this.#restart(false, fresh);
    }
    for (const [name, attribute, read] of [
      ['theme', 'theme', readTheme],
      ['colorScheme', 'color-scheme', readColorScheme],
    ] as const) {
      if (!has(name)) continue;
      // A look that cannot be used is reported, and the default look stays: the game plays on.
      const r = read(this[name]);
      if (!r.ok) fireError(this, { ...attributeError(r.problem), name: attribute });
    }
    // The dice's source changed mid-game: the same game goes on with dice from the table (or the board's roller).
    const game = this.#current;
    if (game && !gameChanged && !this.#restartPending && game.tableDice !== this.#props.tableDice) {
      this.#adopt(
        game.record,
        this.#props.tableDice ? 'From now on the dice are thrown at the table: enter their faces.' : 'From now on the board rolls the dice.',
      );
    }
    if (this.#current && (has('readonly') || has('paused') || has('botDelay'))) {
      this.#current.setDelay(this.#props.botDelay);
      this.#current.hold(this.#holdComputers);
    }
  }

  /** The non-game properties as read, and the first problem among them (shown like a bad game attribute). */
  #props = { readonly: false, paused: false, compact: false, tableDice: false, botDelay: DEFAULT_BOT_DELAY, persist: '' };
  #propProblem: AttributeProblem | null = null;

  #readProps(): void {
    const before = this.#propProblem;
    this.#propProblem = null;
    const next = { ...this.#props };
    for (const { attribute, property } of FLAG_ATTRIBUTES) {
      const r = readFlag(attribute, this[property]);
      if (r.ok) next[property] = r.value;
      else this.#propProblem ??= r.problem;
    }
    const delay = readBotDelay(this.botDelay);
    if (delay.ok) next.botDelay = delay.value;
    else this.#propProblem ??= delay.problem;
    const persist = readText('persist', this.persist, 'a storage key: any text, e.g. "rules-page-board-1"');
    if (persist.ok) next.persist = persist.value.trim();
    else this.#propProblem ??= persist.problem;
    this.#props = next;
    const p = this.#propProblem;
    if (p && (!before || problemText(before) !== problemText(p))) fireError(this, attributeError(p));
  }

  /** Start the game the attributes describe: a new one when `fresh`, else the saved one when there is one. */
  #restart(sameSeed = false, fresh = sameSeed): void {
    this.#online?.leave();
    this.#online = null;
    this.#unsubscribe?.();
    this.#current?.stop();
    this.#current = null;
    const attrs: AttributeValues = {};
    for (const a of GAME_ATTRIBUTES) attrs[a] = this[a];
    if (sameSeed && this.#lastSeed !== null && !this.seed) attrs.seed = String(this.#lastSeed);
    const config = readConfig(attrs, freshSeed);
    if (!config.ok) {
      this.#problem = config.problem;
      this.view = { ...EMPTY_VIEW, log: [] };
      fireError(this, attributeError(config.problem));
      return;
    }
    this.#problem = null;
    this.#lastSeed = config.value.seed;
    const game = this.#saves.start(config.value, fresh, this.#playOptions);
    this.#current = game;
    this.#actionsShown = game.record.actions.length;
    this.#unsubscribe = game.subscribe((change) => (change ? this.#onChange(change) : this.#onStill()));
    const names = namesOf(game);
    const log = [startLine(game, names)];
    if (game.record.actions.length) log.push(`Resumed a saved game after ${game.record.actions.length} actions.`);
    if (this.#saves.message) log.push(this.#saves.message);
    this.#summary.newGame();
    this.view = { ...EMPTY_VIEW, cursor: firstCursor(game.state), log, said: this.#sayNext(log[log.length - 1], []), lastRoll: lastRollOf(game) };
    fire(this, 'tablero-newgame', { rules: config.value.rules, options: config.value.options, players: config.value.players });
  }

  #lastSeed: number | null = null;

  /** The same game, further on (from another tab): shown instead of the one on screen. */
  #adopt(record: GameRecord, line: string, game = TableroGame.resume(record, this.#playOptions)): void {
    this.#unsubscribe?.();
    if (this.#current !== game) this.#current?.stop();
    this.#current = game;
    this.#actionsShown = game.record.actions.length;
    this.#unsubscribe = game.subscribe((change) => (change ? this.#onChange(change) : this.#onStill()));
    this.view = {
      ...EMPTY_VIEW,
      cursor: this.view.cursor,
      ...withLine(this.view, line),
      said: this.#sayNext(line),
      rollCount: this.view.rollCount,
      lastRoll: lastRollOf(game),
    };
  }

  /** Set the game attributes to a record's setup; the restart this causes resumes it from storage. */
  #resumeRecord(record: GameRecord): void {
    this.rules = record.rules;
    this.options = formatOptions(record.options) || null;
    this.players = formatPlayers(record.players);
    this.position = record.position ?? null;
    this.queen = record.queen ? String(record.queen) : null;
    this.#restartPending = true;
    this.requestUpdate();
  }

  /** The log with one more line, the oldest dropped past LOG_LIMIT (each line keeps its number). */
  /** One accepted action: log it, tell the host page, save, and let a computer player go on. */
  #onChange(change: GameChange): void {
    const game = this.#current;
    if (!game) return;
    const names = namesOf(game);
    const line = narrate(change, names);
    const heard = this.#summary.heard(game, change, line, names, change.by === 'computer');
    this.view = afterChange(this.view, change, line, heard === null ? this.view.said : this.#sayNext(heard), names);
    this.#saves.save(game.record);
    this.#actionsShown = game.record.actions.length;
    for (const e of eventsFor(change, names)) fire(this, e.name, e.detail);
  }

  /**
   * The game changed without an action: a table roll was taken back (said in the log), a computer's roll
   * waits for the faces thrown at the table, or the computers were held.
   */
  #onStill(): void {
    const game = this.#current;
    if (!game) return;
    if (game.record.actions.length < this.#actionsShown) {
      const line = 'The roll was taken back: enter the faces again.';
      this.view = { ...this.view, ...withLine(this.view, line), said: this.#sayNext(line), thrown: [], lastRoll: lastRollOf(game) };
      this.#saves.save(game.record);
    } else this.requestUpdate();
    this.#actionsShown = game.record.actions.length;
  }

  /** How many actions the view has shown (a take-back shows fewer). */
  #actionsShown = 0;

  #saidCount = 0;

  /** The live region's lines with one more (the oldest drop off). */
  #sayNext(text: string, said: readonly Said[] = this.view.said): readonly Said[] {
    return withSaid(said, ++this.#saidCount, text);
  }

  /** Say something in the live region (a person's pick, a square a glass cannot go to). */
  #say(text: string): void {
    this.#setView({ said: this.#sayNext(text) });
  }

  // ---- Events ---------------------------------------------------------------------------------

  // ---- Interaction ----------------------------------------------------------------------------

  /** Can the person at the screen act now? */
  get #humanActs(): boolean {
    const g = this.#current;
    return !!g && !this.#props.readonly && !this.#propProblem && g.personActs;
  }

  #setView(patch: Partial<ViewState>): void {
    this.view = { ...this.view, ...patch };
  }

  // ---- Rendering ------------------------------------------------------------------------------

  override render(): TemplateResult {
    const problem = this.#problem ?? this.#propProblem;
    if (problem) return renderProblem(problem);
    const game = this.#current;
    if (!game) return this.#asleep() ? html`<div class="asleep" part="asleep"></div>` : html``;
    const s = game.state;
    const v = this.view;
    const names = namesOf(game);
    const interactive = !this.#props.readonly;
    const human = this.#humanActs;
    const choices = human ? game.choices() : [];
    const throwDue = game.throwDue;
    const shared = { ...v, state: s, names, interactive };
    const board = renderBoard({
      ...shared,
      playable: human || v.mugginsBy ? playableSquares(s, v) : EMPTY_SET,
      targets:
        human && v.selected >= 0
          ? s.phase === 'moving'
            ? targetsFrom(s, v.selected)
            : s.phase === 'queenToast'
              ? toastTargets(s, v.selected)
              : EMPTY_SET
          : EMPTY_SET,
      line: lineSquares(s, v.lineHover),
      last: new Set(s.moves.flatMap((m) => [m.from, m.to])),
      label: `Tablero board, ${s.rules.preset} rules. ${names[0]} (South) at the bottom, ${names[1]} (North) at the top.`,
    });
    const panel: PanelView = {
      ...shared,
      choices,
      mugginsCalls: interactive && game.seatOf((s.player ^ 1) as Side).kind === 'person' ? game.mugginsCalls() : [],
      computerActs: game.computerActs,
      onlooker: this.#online !== null && !human,
      // Only a game nobody at the screen plays needs a pause: otherwise it waits for a person anyway.
      pause:
        game.seatOf(0).kind === 'computer' && game.seatOf(1).kind === 'computer'
          ? { paused: this.#props.paused, toggle: () => (this.paused = !this.#props.paused) }
          : null,
      compact: this.#props.compact,
      reserveMoment: game.seatOf(0).kind === 'computer' || game.seatOf(1).kind === 'computer',
      picked: human ? v.selected : -1,
      setView: (patch) => this.#setView(patch),
      onAct: (c) => this.#current?.act(c),
      // Online, the game ends in the room: its panel offers a rematch, or leaving for a game at this screen.
      onNewGame: this.#online ? null : () => this.#newGameButton(),
      tableDice: game.tableDice,
      tableThrow: interactive && throwDue ? { roll: throwDue, who: throwDue === 'queen.roll' ? 'A spectator' : names[s.player] } : null,
      takeBack: interactive && game.mayTakeBack ? () => this.#current?.takeBack() : null,
      pickFace: (die, face) => this.#pickFace(die, face),
    };
    return html`
      ${this.#saves.render()}
      <div class="layout ${this.#props.compact ? 'compact' : ''}" @keydown=${this.#throwKey}>
        <div
          class="board-wrap ${v.dragging >= 0 ? 'dragging' : ''} ${human && s.phase === 'moving' ? 'can-drag' : ''}"
          @click=${this.#pointer.onClick}
          @keydown=${this.#keyboard.onKeyDown}
          @focusin=${this.#keyboard.onFocusIn}
          @pointerdown=${this.#pointer.onPointerDown}
          @pointermove=${this.#pointer.onPointerMove}
          @pointerup=${this.#pointer.onPointerUp}
          @pointercancel=${this.#pointer.onPointerCancel}
        >
          ${board}
        </div>
        <div class="panel" part="panel">
          ${renderMoment(panel)} ${renderStatus(panel)} ${renderFacts(panel)} ${renderControls(panel)}
          ${this.#online?.render() ?? (this.server ? html`<button class="secondary" part="button online" @click=${() => this.#goOnline()}>Play a friend online</button>` : nothing)}
          ${renderStakes(panel)} ${renderLog(panel)}
        </div>
      </div>
      <div class="sr-only live" aria-live="polite" aria-relevant="additions">
        ${repeat(
          v.said,
          (line) => line.id,
          (line) => html`<p>${line.text}</p>`,
        )}
      </div>
    `;
  }

  /** At a table: a face picked for one die; with both in, the roll is entered (and can be taken back until a glass moves). */
  #pickFace(die: number, face: number): void {
    const game = this.#current;
    const roll = game?.throwDue;
    if (!game || !roll || this.#props.readonly) return;
    const thrown = [this.view.thrown[0] ?? 0, this.view.thrown[1] ?? 0];
    thrown[die] = face;
    if (thrown[0] && thrown[1]) {
      this.#setView({ thrown: [] });
      game.act({ type: roll, dice: [thrown[0], thrown[1]] });
    } else this.#setView({ thrown });
  }

  /** Keys 1 to 6 pick the faces thrown at a table (the first die, then the second); Backspace clears them. */
  #throwKey = (e: KeyboardEvent): void => {
    if (!this.#current?.throwDue || this.#props.readonly || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key >= '1' && e.key <= '6') {
      e.preventDefault();
      this.#pickFace(this.view.thrown[0] ? 1 : 0, Number(e.key));
    } else if (e.key === 'Backspace' && this.view.thrown.some((f) => f)) {
      e.preventDefault();
      this.#setView({ thrown: [] });
    }
  };

  // ---- Online play (online.ts, loaded on first use) -------------------------------------------

  #online: OnlineSession | null = null;

  /** Create a room (or join the one `roomId` names) on the `server`, loading the online module first. */
  async #goOnline(roomId?: string): Promise<void> {
    let startOnline: typeof import('./online.ts').startOnline;
    try {
      ({ startOnline } = await import('./online.ts'));
    } catch (e) {
      this.#link.logLine(`Online play could not start: ${String(e)}`);
      return;
    }
    this.#online?.leave();
    this.#online = startOnline(
      {
        board: this,
        server: String(this.server),
        html,
        nothing,
        Game: TableroGame,
        game: () => this.#current,
        show: (game, line) => this.#adopt(game.record, line, game),
        logLine: this.#link.logLine,
        playHere: () => {
          this.#restart();
          this.requestUpdate();
        },
      },
      roomId,
    );
    this.requestUpdate();
  }

  protected override firstUpdated(): void {
    // A page opened with a room's link: its first board with a server joins that room.
    const room = !isServer && new URLSearchParams(location.search).get('tablero-room');
    if (room && this.server && document.querySelector('tablero-board[server]') === this) void this.#goOnline(room);
  }

  /** "New game" after the end: a fresh seed unless the page fixed one. */
  #newGameButton(): void {
    this.#saves.finish();
    this.#restart(false);
    this.requestUpdate();
  }

  /** The position now, in Tablero notation (for sharing or saving a moment). */
  get positionNow(): string | null {
    const s = this.state;
    if (!s) return null;
    return formatPosition({
      glasses: s.squareOf.flatMap((sq, g) => (sq < 0 ? [] : [{ square: sq, fill: s.fill[g] }])),
      player: s.player,
      stakes: [s.stake[0], s.stake[1]],
    });
  }
}

/** A random 32-bit seed from the browser's crypto (never Math.random, so seeds are well spread). */
function freshSeed(): number {
  const a = new Uint32Array(1);
  globalThis.crypto.getRandomValues(a);
  return a[0];
}

declare global {
  interface HTMLElementTagNameMap {
    'tablero-board': TableroBoard;
  }
  /** The board's events, typed: `addEventListener('tablero-move', (e) => e.detail.to)`. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the board's events join every element's map
  interface HTMLElementEventMap extends TableroCustomEvents {}
}
