import { LitElement, html, type PropertyValues, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { actor as actingSide, CENTRE, SIDE_NAMES, formatPosition, legalChoices, replay, squareName, legalMoves, moveFrom, moveTo, pullableLines, type Action, type Choice, type GameRecord, type GameState, type PlayerInfo, type PresetName, type RuleOptions, type Side } from '@tablero/engine';
import {
  DEFAULT_BOT_DELAY,
  DEFAULT_PLAYERS,
  GAME_ATTRIBUTES,
  formatOptions,
  formatPlayers,
  problemText,
  readBotDelay,
  readColorScheme,
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
import type { BoardLink, NewGameDetail } from './context.ts';
import { eventsFor, type ErrorDetail, type EventToFire, type TableroEventMap } from './events.ts';
import { TableroGame, type GameChange } from './game.ts';
import { Persistence, keptStyles } from './persistence.ts';
import { boardStyles } from './styles.ts';
import { boardDark, ownText } from './host-styles.ts';
import { flagConverter, markPageDark, textConverter } from './props.ts';
import { momentStyles } from './styles-moments.ts';
import { glide, pour, type GlassesDrawn } from './view-motion.ts';
import { moveCursor, renderBoard } from './view-board.ts';
import { renderControls, renderFacts, renderLog, renderMoment, renderStakes, renderStatus, type LastRoll, type PanelView } from './view-panel.ts';
import { bigMoment, narrate, notThereWords, pickedWords, royal, them, turnSummary, type Names } from './words.ts';

/** The on/off properties a board reads, with their attribute names. */
const FLAGS = ['readonly', 'paused', 'compact'] as const;
/** Log lines kept on screen. */
const LOG_LIMIT = 200;
/** Lines kept in the screen reader's live region, so quick lines do not replace each other unread. */
const SAID_LIMIT = 4;

/**
 * `<tablero-board>`: a whole game of Tablero, for two people at one screen, a person against the computer,
 * or the computer against itself. It renders the engine's turn machine and decides no rule itself.
 * With no attributes it starts a new game of the default (powell) rules between two people.
 *
 * @summary The Tablero board: play any rule set by mouse, touch, keyboard or screen reader.
 *
 * @attr rules - Rule set: `powell` (default), `da-gucci`, `anarchist` or `de-jesus`.
 * @attr options - Variants on top of the rule set, e.g. `"pullSize=5 chevron no-kendal queenCall=manual"`.
 * @attr position - A starting position in Tablero notation, e.g. `"nnn4/7/7/3o3/7/7/4sss s 13/13"`.
 * @attr dice - Scripted rolls played first, e.g. `"3-4 6-6 1-2"`; seeded dice follow.
 * @attr seed - The dice's seed (0..4294967295), so a game replays exactly; random when absent.
 * @attr queen - A fixed Queen's (Prophet's) Number, 2..12, instead of a spectator's roll.
 * @attr players - `"South name[:bot], North name[:bot]"`, bot `random` or `greedy`, e.g. `"Ada, Computer:greedy"`.
 * @attr readonly - Show the game without letting anyone play it.
 * @attr paused - Computer players wait while it is set. When both sides are computers the panel has a
 *   Play / Pause button that toggles it, so a page can start such a game still (nothing moves until asked).
 * @attr persist - A storage key: the game is saved after every action and resumed on reload. A saved game
 *   that cannot be resumed (another setup, unreadable, another tab's) is kept aside, never overwritten.
 * @attr theme - `cloth` (default), `wood` or `contrast`.
 * @attr compact - A shorter panel for pages with many boards: the log starts closed, no hint lines.
 * @attr bot-delay - Milliseconds a computer player waits before acting (default 700, at most 60000).
 * @attr color-scheme - `auto` (default: follow the reader's light or dark setting), `light` or `dark`.
 *
 * @fires tablero-roll - Dice were rolled. Detail: `RollDetail` (side, kind, dice, queenNumber, passes).
 * @fires tablero-move - A glass moved for one die. Detail: `MoveDetail` (side, from, to, die).
 * @fires tablero-queen - The Queen's Number was set, called or toasted. Detail: `QueenDetail`.
 * @fires tablero-muggins - Muggins was called. Detail: `MugginsDetail` (by, caught, square).
 * @fires tablero-pull - A line was pulled. Detail: `PullDetail` (side, squares, shots, full, kendal).
 * @fires tablero-pass - The dice passed. Detail: `PassDetail` (from, to, reason).
 * @fires tablero-gameover - The game ended. Detail: `GameOverDetail` (result, winnerName).
 * @fires tablero-error - An attribute or a saved game could not be used. Detail: `ErrorDetail` (saved games carry a `code`).
 * @fires tablero-kept - The games kept aside under the `persist` key changed. Detail: `KeptDetail`.
 * @fires tablero-action - Any action was taken. Detail: `ActionDetail` (action, state).
 * @fires tablero-newgame - A new game started. Detail: `NewGameDetail` (rules, options, players).
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
 *
 * @cssprop [--tablero-font=system-ui, sans-serif] - Font of all text (the page's own font is not inherited).
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
export class TableroBoard extends LitElement implements BoardLink {
  static override styles = [ownText, boardStyles, keptStyles, momentStyles, boardDark];

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
    botDelay: { attribute: 'bot-delay', converter: textConverter },
    view: { state: true },
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
  /** Milliseconds a computer player waits before acting (0..60000; digits accepted). */
  declare botDelay: number | string;
  /** What only the view needs (selection, cursor, log); replaced, never mutated, so Lit sees changes. */
  declare private view: ViewState;

  private current: TableroGame | null = null;
  private problem: AttributeProblem | null = null;
  private unsubscribe: (() => void) | null = null;
  private botTimer: ReturnType<typeof setTimeout> | undefined;
  private drag: { sq: number; x: number; y: number; moved: boolean } | null = null;
  private suppressClick = false;
  private readonly saves = new Persistence(this, {
    key: () => this.props.persist || null,
    game: () => this.current,
    error: (detail) => this.fireError(detail),
    kept: (detail) => this.fire('tablero-kept', detail),
    adopt: (record, line) => this.adopt(record, line),
    resume: (record) => this.resumeRecord(record),
    say: (line) => this.setView({ ...this.logged(line), said: this.sayNext(line) }),
  });

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
    this.botDelay = DEFAULT_BOT_DELAY;
    this.view = EMPTY_VIEW;
  }

  // ---- The public API -------------------------------------------------------------------------

  /** The game in play, or null while the board shows a problem with its attributes. */
  get game(): TableroGame | null {
    return this.current;
  }

  /** The engine's state of the game in play (read-only), or null. */
  get state(): GameState | null {
    return this.current?.state ?? null;
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
    this.restartPending = true;
    this.freshPending = !resumeSaved;
    this.requestUpdate();
  }

  /** Start this board's game again from its attributes (same seed and script: the same game). */
  reset(): void {
    this.restart(true);
  }

  /**
   * Take a choice for whoever acts now (a host page's own controls, tests). Rolls get their faces from
   * the board's dice. Returns the action taken, or null when the rules do not allow it.
   */
  act(choice: Choice | Action): Action | null {
    return this.current?.act(choice) ?? null;
  }

  // ---- Lifecycle ------------------------------------------------------------------------------

  /**
   * Also `botdelay`: what React 19 (`botDelay={40}`) and Vue (`:botDelay="40"`) write as an attribute
   * when the element is not defined yet (HTML lower-cases the name). `bot-delay` wins when both are set.
   */
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'botdelay'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    if (name === 'botdelay') {
      if (!this.hasAttribute('bot-delay')) this.botDelay = value ?? DEFAULT_BOT_DELAY;
      return;
    }
    super.attributeChangedCallback(name, old, value);
  }

  private restartPending = true;
  /** The pending restart is a new game (`newGame`), not a resume of the saved one. */
  private freshPending = false;

  /** For the `page-dark` state (see markPageDark); null where the browser has no ElementInternals. */
  readonly #internals: ElementInternals | null = typeof this.attachInternals === 'function' ? this.attachInternals() : null;

  override connectedCallback(): void {
    super.connectedCallback();
    markPageDark(this.#internals, this);
    if (!this.restartPending && this.current) {
      this.scheduleBot();
      this.requestUpdate(); // watch the held heights again (see holdHeight)
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.botTimer);
    this.heldObserver?.disconnect();
    this.held.clear();
  }

  /** The boxes whose height is held during a game, and the observer that follows them. */
  private heldObserver: ResizeObserver | null = null;
  private held = new Map<Element, { width: number; height: number; game: TableroGame | null }>();

  protected override updated(): void {
    this.animateGlasses();
    // The focused button (Roll, Pass, ...) was drawn away: focus stays in the board instead of the page.
    if (this.focusWasInside && !this.shadowRoot?.activeElement) this.keepFocus();
    this.watchHeights();
  }

  /**
   * Follow the panel's and the big-moment line's sizes (new elements after a restart are observed
   * afresh): see holdHeight.
   */
  private watchHeights(): void {
    if (typeof ResizeObserver === 'undefined') return;
    const boxes = [...this.renderRoot.querySelectorAll<HTMLElement>('.panel, .moment')];
    if (boxes.length === this.held.size && boxes.every((b) => this.held.has(b))) return;
    this.heldObserver?.disconnect();
    this.held = new Map(boxes.map((b) => [b, { width: 0, height: 0, game: null }]));
    this.heldObserver ??= new ResizeObserver((entries) => entries.forEach((e) => this.holdHeight(e)));
    for (const b of boxes) this.heldObserver.observe(b);
  }

  /**
   * During a game the panel, and the big-moment line inside it, never get shorter (each keeps the tallest
   * height it has had at this width), so the text below them does not jump up and down with every turn's
   * prompt, moment and buttons. A new game or another width starts afresh.
   */
  private holdHeight(entry: ResizeObserverEntry): void {
    const box = entry.target as HTMLElement;
    const size = entry.borderBoxSize?.[0];
    const floor = this.held.get(box);
    if (!floor || !size) return;
    const width = size.inlineSize;
    if (width !== floor.width || this.current !== floor.game) {
      this.held.set(box, { width, height: 0, game: this.current });
      if (box.style.minHeight) {
        // Let go of the old floor in the next frame: changing the size inside the observer's own
        // callback would be a "ResizeObserver loop" error on the host page.
        requestAnimationFrame(() => {
          box.style.minHeight = '';
        });
        return;
      }
    }
    const height = size.blockSize;
    const now = this.held.get(box)!;
    if (height > now.height) {
      this.held.set(box, { ...now, height });
      // In the next frame, not inside the observer's callback: the moment line sits inside the panel, and
      // a size written to one of two observed boxes, one inside the other, while the observer delivers
      // is a "ResizeObserver loop" error on the host page (the keyboard game's test caught it).
      requestAnimationFrame(() => {
        if ((this.held.get(box)?.height ?? 0) === height) box.style.minHeight = `${height}px`;
      });
    }
  }

  /** Focus was inside the board as this update began (so it must not fall to the page when it ends). */
  private focusWasInside = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.focusWasInside = !!this.shadowRoot?.activeElement;
    const has = (name: string) => changed.has(name as keyof TableroBoard);
    if (this.restartPending || [...FLAGS, 'botDelay', 'persist'].some(has)) this.readProps();
    const gameChanged = GAME_ATTRIBUTES.some((a) => changed.has(a)) || has('persist');
    if (this.restartPending || gameChanged) {
      const fresh = this.freshPending;
      this.restartPending = false;
      this.freshPending = false;
      this.restart(false, fresh);
    }
    for (const [name, attribute, read] of [
      ['theme', 'theme', readTheme],
      ['colorScheme', 'color-scheme', readColorScheme],
    ] as const) {
      if (!has(name)) continue;
      // A look that cannot be used is reported, and the default look stays: the game plays on.
      const r = read(this[name]);
      if (!r.ok) this.fireError({ kind: 'attribute', name: attribute, value: r.problem.value, message: problemText(r.problem) });
    }
    if (has('readonly') || has('paused') || has('botDelay')) this.scheduleBot();
  }

  /** The non-game properties as read, and the first problem among them (shown like a bad game attribute). */
  private props = { readonly: false, paused: false, compact: false, botDelay: DEFAULT_BOT_DELAY, persist: '' };
  private propProblem: AttributeProblem | null = null;

  private readProps(): void {
    const before = this.propProblem;
    this.propProblem = null;
    const next = { ...this.props };
    for (const f of FLAGS) {
      const r = readFlag(f, this[f]);
      if (r.ok) next[f] = r.value;
      else this.propProblem ??= r.problem;
    }
    const delay = readBotDelay(this.botDelay);
    if (delay.ok) next.botDelay = delay.value;
    else this.propProblem ??= delay.problem;
    const persist = readText('persist', this.persist, 'a storage key: any text, e.g. "rules-page-board-1"');
    if (persist.ok) next.persist = persist.value.trim();
    else this.propProblem ??= persist.problem;
    this.props = next;
    const p = this.propProblem;
    if (p && (!before || problemText(before) !== problemText(p)))
      this.fireError({ kind: 'attribute', name: p.attribute, value: p.value, message: problemText(p) });
  }

  /** Where each glass stood and what it held at the last draw, and in which game: changes animate from there. */
  private drawn: { game: TableroGame; glasses: GlassesDrawn } | null = null;
  /** The next draw's moves do not glide (a dragged glass is already where it was dropped). */
  private noGlide = false;

  /** Glasses that moved since the last draw glide from their old squares; filled and emptied ones pour. */
  private animateGlasses(): void {
    const game = this.current;
    if (!game) return;
    const glasses: GlassesDrawn = { squares: game.state.squareOf, fill: game.state.fill };
    const before = this.drawn?.game === game ? this.drawn.glasses : null;
    if (before && (before.squares !== glasses.squares || before.fill !== glasses.fill)) {
      const limit = Math.max(150, Math.min(500, this.props.botDelay * 0.7));
      if (!this.noGlide) glide(before.squares, glasses.squares, (sq) => this.cellAt(sq), limit);
      pour(before, glasses, (sq) => this.cellAt(sq), limit);
    }
    this.drawn = { game, glasses };
    this.noGlide = false;
  }

  /**
   * Focus what comes next: the board when the moment is played on its squares (the cursor goes to a square
   * that can be played), else the moment's first button, else the board's cursor, else the log.
   */
  private keepFocus(): void {
    const game = this.current;
    const root = this.renderRoot as ShadowRoot;
    const options = { preventScroll: true };
    if (game && (this.humanActs || this.view.mugginsBy)) {
      const playable = playableSquares(game.state, this.view);
      if (playable.size > 0) {
        const sq = playable.has(this.view.cursor) ? this.view.cursor : Math.min(...playable);
        if (sq !== this.view.cursor) this.setView({ cursor: sq });
        this.updateComplete.then(() => this.cellAt(sq)?.focus(options));
        return;
      }
    }
    const next =
      root.querySelector<HTMLElement>('[part~="controls"] button:not(.secondary)') ??
      root.querySelector<HTMLElement>('[part~="controls"] button, form.share input') ??
      this.cellAt(this.view.cursor) ??
      root.querySelector<HTMLElement>('.log');
    next?.focus(options);
  }

  /** Start the game the attributes describe: a new one when `fresh`, else the saved one when there is one. */
  private restart(sameSeed = false, fresh = sameSeed): void {
    clearTimeout(this.botTimer);
    this.unsubscribe?.();
    this.current?.stop();
    this.current = null;
    const attrs: AttributeValues = {};
    for (const a of GAME_ATTRIBUTES) attrs[a] = this[a];
    if (sameSeed && this.lastSeed !== null && !this.seed) attrs.seed = String(this.lastSeed);
    const config = readConfig(attrs, freshSeed);
    if (!config.ok) {
      this.problem = config.problem;
      this.view = { ...EMPTY_VIEW, log: [] };
      this.fireError({ kind: 'attribute', name: config.problem.attribute, value: config.problem.value, message: problemText(config.problem) });
      return;
    }
    this.problem = null;
    this.lastSeed = config.value.seed;
    const game = this.saves.start(config.value, fresh);
    this.current = game;
    this.unsubscribe = game.subscribe((change) => change && this.onChange(change));
    const names = namesOf(game);
    const log = [startLine(game, names)];
    if (game.record.actions.length) log.push(`Resumed a saved game after ${game.record.actions.length} actions.`);
    if (this.saves.message) log.push(this.saves.message);
    this.botTurn = [];
    this.view = { ...EMPTY_VIEW, cursor: firstCursor(game.state), log, said: this.sayNext(log[log.length - 1], []), lastRoll: lastRollOf(game, names) };
    this.fire('tablero-newgame', { rules: config.value.rules, options: config.value.options, players: config.value.players });
    this.scheduleBot();
  }

  private lastSeed: number | null = null;

  /** The same game, further on (from another tab): shown instead of the one on screen. */
  private adopt(record: GameRecord, line: string): void {
    clearTimeout(this.botTimer);
    this.unsubscribe?.();
    this.current?.stop();
    const game = TableroGame.resume(record);
    this.current = game;
    this.unsubscribe = game.subscribe((change) => change && this.onChange(change));
    this.view = { ...EMPTY_VIEW, cursor: this.view.cursor, ...this.logged(line), said: this.sayNext(line), rollCount: this.view.rollCount, lastRoll: lastRollOf(game, namesOf(game)) };
    this.scheduleBot();
  }

  /** Set the game attributes to a record's setup; the restart this causes resumes it from storage. */
  private resumeRecord(record: GameRecord): void {
    this.rules = record.rules;
    this.options = formatOptions(record.options) || null;
    this.players = formatPlayers(record.players);
    this.position = record.position ?? null;
    this.queen = record.queen ? String(record.queen) : null;
    this.restartPending = true;
    this.requestUpdate();
  }

  /** The log with one more line, the oldest dropped past LOG_LIMIT (each line keeps its number). */
  private logged(line: string): { log: readonly string[]; logBase: number } {
    const all = [...this.view.log, line];
    const drop = Math.max(0, all.length - LOG_LIMIT);
    return { log: drop ? all.slice(drop) : all, logBase: this.view.logBase + drop };
  }

  /** One accepted action: log it, tell the host page, save, and let a computer player go on. */
  private onChange(change: GameChange): void {
    const game = this.current;
    if (!game) return;
    const names = namesOf(game);
    const line = narrate(change, names);
    const { log, logBase } = this.logged(line);
    const rolled = 'dice' in change.action;
    const lastRoll = rolled ? rollOf(change.action, change.before, names) : this.view.lastRoll;
    this.view = {
      ...this.view,
      log,
      logBase,
      said: this.spoken(change, line, names),
      selected: -1,
      mugginsBy: null,
      mugginsSquare: -1,
      lineHover: null,
      share: change.action.type === 'pull.take' ? { opponent: 0, spectators: 0 } : this.view.share,
      rollCount: this.view.rollCount + (rolled ? 1 : 0),
      lastRoll,
      // A big moment stays for the rest of the turn (long enough to read during a computer's game).
      moment: bigMoment(change, names) ?? (change.action.type === 'dice.pass' ? null : this.view.moment),
    };
    this.saves.save(game.record);
    for (const e of eventsFor(change, names)) this.fireEvent(e);
    this.scheduleBot();
  }

  /** After a pause, a computer player takes its turn (or calls muggins on a person). */
  private scheduleBot(): void {
    clearTimeout(this.botTimer);
    const game = this.current;
    if (!game || this.props.readonly || this.props.paused || this.propProblem || !this.isConnected) return;
    const due = game.botDue;
    if (!due) return;
    // A muggins call waits longer: the person who moved gets a moment to see it coming.
    const delay = this.props.botDelay * (due === 'muggins' ? 2 : 1);
    this.botTimer = setTimeout(() => {
      if (this.current !== game) return;
      this.botActing = true;
      try {
        game.playBot();
      } finally {
        this.botActing = false;
      }
    }, delay);
  }

  /** A computer's action is under way (its changes are summarised, not read one by one). */
  private botActing = false;
  /** The computer's changes since a person last heard from the live region. */
  private botTurn: GameChange[] = [];

  /**
   * What the live region says after a change: a person's action at once; a computer's actions held until
   * its turn is over (a person is to act, or the dice go to the other side), then told in one summary.
   */
  private spoken(change: GameChange, line: string, names: Names): readonly Said[] {
    const game = this.current;
    if (!this.botActing || !game) return this.sayNext(line);
    this.botTurn.push(change);
    const turnOver = !game.botDue || actingSide(change.after) !== actingSide(change.before) || change.after.phase === 'over';
    if (!turnOver) return this.view.said;
    const summary = turnSummary(this.botTurn, names);
    this.botTurn = [];
    return this.sayNext(summary);
  }

  private saidCount = 0;

  /** The live region's lines with one more (the oldest drop off). */
  private sayNext(text: string, said: readonly Said[] = this.view.said): readonly Said[] {
    return [...said, { id: ++this.saidCount, text }].slice(-SAID_LIMIT);
  }

  /** Say something in the live region (a person's pick, a square a glass cannot go to). */
  private say(text: string): void {
    this.setView({ said: this.sayNext(text) });
  }

  // ---- Events ---------------------------------------------------------------------------------

  private fire<K extends keyof TableroEventMap | 'tablero-newgame'>(name: K, detail: K extends keyof TableroEventMap ? TableroEventMap[K] : NewGameDetail): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  private fireEvent(e: EventToFire): void {
    this.dispatchEvent(new CustomEvent(e.name, { detail: e.detail, bubbles: true, composed: true }));
  }

  private fireError(detail: ErrorDetail): void {
    // Never throw into the host page: a listener's own error stays in that listener.
    try {
      this.fire('tablero-error', detail);
    } catch {
      /* a host listener threw; the board goes on */
    }
  }

  // ---- Interaction ----------------------------------------------------------------------------

  /** Can the person at the screen act now? */
  private get humanActs(): boolean {
    const g = this.current;
    return !!g && !this.props.readonly && !this.propProblem && !g.botToAct && g.state.phase !== 'over';
  }

  private setView(patch: Partial<ViewState>): void {
    this.view = { ...this.view, ...patch };
  }

  /** A square was chosen: by a key (Enter, Space) or by the pointer (click, tap). */
  private chooseSquare(sq: number, by: 'key' | 'pointer'): void {
    const game = this.current;
    if (!game || this.props.readonly) return;
    const s = game.state;
    const v = this.view;
    this.setView({ cursor: sq });
    if (v.mugginsBy) {
      if (s.at[sq] < 0) return;
      if (v.mugginsBy === 'opponent') {
        // The Opponent's call on that glass, as the engine lists it (da-gucci: treason).
        const call = game.mugginsCalls().find((c) => (c.type === 'queen.treason' || (c.type === 'queen.muggins' && c.by !== 'spectator')) && c.square === sq);
        if (call) game.act(call);
      }
      else this.setView({ mugginsSquare: sq });
      return;
    }
    if (!this.humanActs) return;
    switch (s.phase) {
      case 'placing':
        game.act({ type: 'glass.place', square: sq });
        return;
      case 'refill':
        game.act({ type: 'glasses.refill', square: sq });
        return;
      case 'queenToast':
        if (s.rules.movement === 'file') {
          if (s.at[sq] >= 0) game.act({ type: 'queen.toast', square: sq });
        } else if (s.at[sq] >= 0) this.pick(sq, [...toastTargets(s, sq)], royal(s));
        else if (v.selected >= 0) game.act({ type: 'queen.toast', square: v.selected, to: sq });
        return;
      case 'moving': {
        if (v.selected >= 0 && v.selected !== sq && targetsFrom(s, v.selected).has(sq)) {
          game.act({ type: 'glass.move', from: v.selected, to: sq });
          return;
        }
        if (v.selected === sq) {
          this.setView({ selected: -1 });
          this.say(`Put the glass on ${squareName(sq)} back.`);
        } else if (s.at[sq] >= 0 && movableGlasses(s).has(sq)) this.pick(sq, [...targetsFrom(s, sq)]);
        else if (v.selected >= 0 && by === 'key') this.say(notThereWords(v.selected, sq, [...targetsFrom(s, v.selected)].sort((x, y) => x - y)));
        else if (v.selected >= 0) {
          // A tap elsewhere puts the glass back, as on most boards; a key press keeps it (above), since
          // the keyboard's cursor is walked there square by square.
          this.setView({ selected: -1 });
          this.say(`The glass on ${squareName(v.selected)} cannot go to ${squareName(sq)}: put back.`);
        }
        else if (s.at[sq] >= 0) this.say(`The glass on ${squareName(sq)} has no move with these dice.`);
        return;
      }
      default:
        return;
    }
  }

  /** Pick a glass up (or, in a rook toast, choose the one to drink) and say where it may go. */
  private pick(sq: number, targets: number[], toastTo: string | null = null): void {
    this.setView({ selected: sq, said: this.sayNext(pickedWords(sq, targets.sort((x, y) => x - y), toastTo)) });
  }

  private onBoardClick = (e: MouseEvent): void => {
    if (this.suppressClick) {
      this.suppressClick = false;
      return;
    }
    const sq = squareOfEvent(e);
    if (sq >= 0) this.chooseSquare(sq, 'pointer');
  };

  private onBoardKey = (e: KeyboardEvent): void => {
    const v = this.view;
    // The key acts on the square that has focus (a screen reader may move focus to any cell), else the cursor.
    const at = squareOfEvent(e);
    const here = at >= 0 ? at : v.cursor;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.chooseSquare(here, 'key');
      return;
    }
    if (e.key === 'Escape') {
      if (v.selected >= 0) this.say(`Put the glass on ${squareName(v.selected)} back.`);
      this.setView({ selected: -1, mugginsBy: null, mugginsSquare: -1 });
      return;
    }
    const next = moveCursor(here, e.key);
    if (next !== here || e.key.startsWith('Arrow')) {
      e.preventDefault();
      this.setView({ cursor: next });
      this.updateComplete.then(() => this.cellAt(next)?.focus());
    }
  };

  /** Focus moved to a square (by a screen reader, a click, a script): the keyboard cursor follows it. */
  private onBoardFocus = (e: FocusEvent): void => {
    const sq = squareOfEvent(e);
    if (sq >= 0 && sq !== this.view.cursor) this.setView({ cursor: sq });
  };

  private onPointerDown = (e: PointerEvent): void => {
    const sq = squareOfEvent(e);
    if (sq < 0 || !this.humanActs || this.current?.state.phase !== 'moving') return;
    if (!movableGlasses(this.current.state).has(sq)) return;
    this.drag = { sq, x: e.clientX, y: e.clientY, moved: false };
  };

  private onPointerMove = (e: PointerEvent): void => {
    const d = this.drag;
    if (!d) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < 8) return;
    if (!d.moved) {
      d.moved = true;
      this.setView({ selected: d.sq, dragging: d.sq });
      (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
    }
    const glass = this.renderRoot.querySelector<HTMLElement>('.glass.lifted');
    glass?.style.setProperty('--drag-x', `${dx}px`);
    glass?.style.setProperty('--drag-y', `${dy}px`);
  };

  private onPointerUp = (e: PointerEvent): void => {
    const d = this.drag;
    this.drag = null;
    if (!d || !d.moved) return;
    this.suppressClick = true;
    this.setView({ dragging: -1 });
    const root = this.renderRoot as ShadowRoot;
    const under = root.elementsFromPoint?.(e.clientX, e.clientY) ?? [];
    const cell = under.map((el) => el.closest<HTMLElement>('[data-square]')).find((el) => el);
    const to = cell ? Number(cell.dataset.square) : -1;
    const s = this.current?.state;
    if (s && to >= 0 && to !== d.sq && targetsFrom(s, d.sq).has(to)) {
      this.noGlide = true;
      this.current?.act({ type: 'glass.move', from: d.sq, to });
    }
    // A drop anywhere else leaves the glass picked up, to be tapped or dragged again.
  };

  private cellAt(sq: number): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(`[data-square="${sq}"]`);
  }

  // ---- Rendering ------------------------------------------------------------------------------

  override render(): TemplateResult {
    const problem = this.problem ?? this.propProblem;
    if (problem) return renderProblem(problem);
    const game = this.current;
    if (!game) return html``;
    const s = game.state;
    const v = this.view;
    const names = namesOf(game);
    const interactive = !this.props.readonly;
    const human = this.humanActs;
    const choices = human ? game.choices() : [];
    const board = renderBoard({
      state: s,
      names,
      selected: v.selected,
      cursor: v.cursor,
      playable: human || v.mugginsBy ? playableSquares(s, v) : EMPTY_SET,
      targets: human && v.selected >= 0 ? (s.phase === 'moving' ? targetsFrom(s, v.selected) : s.phase === 'queenToast' ? toastTargets(s, v.selected) : EMPTY_SET) : EMPTY_SET,
      line: lineSquares(s, v.lineHover),
      last: new Set(s.moves.flatMap((m) => [m.from, m.to])),
      dragging: v.dragging,
      interactive,
      label: `Tablero board, ${s.rules.preset} rules. ${names[0]} (South) at the bottom, ${names[1]} (North) at the top.`,
    });
    const panel: PanelView = {
      state: s,
      names,
      choices,
      mugginsCalls: interactive && !game.botOf((s.player ^ 1) as Side) ? game.mugginsCalls() : [],
      computerActs: game.botToAct,
      // Only a game nobody at the screen plays needs a pause: otherwise it waits for a person anyway.
      pause: game.botOf(0) && game.botOf(1) ? { paused: this.props.paused, toggle: () => (this.paused = !this.props.paused) } : null,
      interactive,
      compact: this.props.compact,
      rollCount: v.rollCount,
      lastRoll: v.lastRoll,
      moment: v.moment,
      reserveMoment: !!(game.botOf(0) || game.botOf(1)),
      picked: human ? v.selected : -1,
      log: v.log,
      logBase: v.logBase,
      mugginsBy: v.mugginsBy,
      mugginsSquare: v.mugginsSquare,
      share: v.share,
      onLineHover: (line) => this.setView({ lineHover: line }),
      onAct: (c) => this.current?.act(c),
      onMuggins: (by) => this.setView({ mugginsBy: by, mugginsSquare: -1, selected: -1 }),
      onShare: (field, value) => this.setView({ share: { ...this.view.share, [field]: value } }),
      onNewGame: () => this.newGameButton(),
    };
    return html`
      ${this.saves.render()}
      <div class="layout ${this.props.compact ? 'compact' : ''}">
        <div
          class="board-wrap ${v.dragging >= 0 ? 'dragging' : ''} ${human && s.phase === 'moving' ? 'can-drag' : ''}"
          @click=${this.onBoardClick}
          @keydown=${this.onBoardKey}
          @focusin=${this.onBoardFocus}
          @pointerdown=${this.onPointerDown}
          @pointermove=${this.onPointerMove}
          @pointerup=${this.onPointerUp}
          @pointercancel=${() => ((this.drag = null), this.setView({ dragging: -1 }))}
        >
          ${board}
        </div>
        <div class="panel" part="panel">
          ${renderMoment(panel)} ${renderStatus(panel)} ${renderFacts(panel)} ${renderControls(panel)} ${renderStakes(panel)} ${renderLog(panel)}
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

  /** "New game" after the end: a fresh seed unless the page fixed one. */
  private newGameButton(): void {
    this.saves.finish();
    this.restart(false);
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

/** One line of the live region; the id keeps a line's element while newer ones are added. */
interface Said {
  readonly id: number;
  readonly text: string;
}

/** The view's own state: never game rules, only what the screen needs. */
interface ViewState {
  readonly selected: number;
  readonly cursor: number;
  readonly dragging: number;
  readonly lineHover: readonly number[] | null;
  readonly mugginsBy: 'opponent' | 'spectator' | null;
  readonly mugginsSquare: number;
  readonly share: { readonly opponent: number; readonly spectators: number };
  readonly log: readonly string[];
  /** How many lines have dropped off the front of the log (past LOG_LIMIT): log[i] is line logBase + i. */
  readonly logBase: number;
  /** The live region's newest lines (a screen reader reads each as it is added). */
  readonly said: readonly Said[];
  readonly rollCount: number;
  /** The last roll, for the dice (which otherwise show nothing between turns). */
  readonly lastRoll: LastRoll | null;
  /** The last big moment (a pull, a Queen's toast, the game decided), until the dice pass. */
  readonly moment: string | null;
}

const EMPTY_VIEW: ViewState = {
  selected: -1,
  cursor: CENTRE,
  dragging: -1,
  lineHover: null,
  mugginsBy: null,
  mugginsSquare: -1,
  share: { opponent: 0, spectators: 0 },
  log: [],
  logBase: 0,
  said: [],
  rollCount: 0,
  lastRoll: null,
  moment: null,
};

/** A roll as the dice show it. `before` is the state the roll was made in. */
function rollOf(a: Action, before: GameState, names: Names): LastRoll | null {
  if (!('dice' in a)) return null;
  const dice = [a.dice[0], a.dice[1]] as const;
  switch (a.type) {
    case 'queen.roll':
      return { dice, kind: 'queen', by: 'the spectators' };
    case 'initiative.roll':
      return { dice, kind: 'initiative', by: `${them(names[0])} rolled ${dice[0]} and ${them(names[1])} rolled ${dice[1]}` };
    case 'run.roll':
      return { dice, kind: 'run', by: names[before.player] };
    default:
      return { dice, kind: 'turn', by: names[before.player] };
  }
}

/** The last roll of a resumed game (replayed from its record, so the roller is known). */
function lastRollOf(game: TableroGame, names: Names): LastRoll | null {
  const actions = game.record.actions;
  let i = actions.length - 1;
  while (i >= 0 && !('dice' in actions[i])) i--;
  if (i < 0) return null;
  const a = actions[i];
  if (!('dice' in a)) return null;
  // Who rolled: the dice holder when the roll was made, which the record's replay gives (the whole record
  // replayed already, so its start does too; were it ever not to, the dice show the faces without a name).
  try {
    return rollOf(a, replay({ ...game.record, actions: actions.slice(0, i) }), names);
  } catch {
    return { dice: [a.dice[0], a.dice[1]], kind: 'turn', by: 'the last roller' };
  }
}

const EMPTY_SET: ReadonlySet<number> = new Set();

const namesOf = (g: TableroGame): Names => [g.players[0].name, g.players[1].name];

function startLine(g: TableroGame, names: Names): string {
  const p = g.players;
  const side = SIDE_NAMES;
  const who = (i: 0 | 1) => {
    const tags = [names[i] === side[i] ? '' : side[i], p[i].bot ? 'computer' : ''].filter(Boolean);
    return tags.length ? `${names[i]} (${tags.join(', ')})` : names[i];
  };
  return `A new game of ${g.state.rules.preset} rules: ${who(0)} against ${who(1)}.`;
}

/** A random 32-bit seed from the browser's crypto (never Math.random, so seeds are well spread). */
function freshSeed(): number {
  const a = new Uint32Array(1);
  globalThis.crypto.getRandomValues(a);
  return a[0];
}

function squareOfEvent(e: Event): number {
  const path = e.composedPath();
  for (const el of path) {
    if (el instanceof HTMLElement && el.dataset.square !== undefined) return Number(el.dataset.square);
  }
  return -1;
}

/** A state's legal moves as the board reads them: target squares by the square the glass stands on. */
type MoveMap = ReadonlyMap<number, ReadonlySet<number>>;

/** Game states are never changed once made (the machine clones), so their moves are listed once each. */
const movesByState = new WeakMap<GameState, MoveMap>();

function movesOf(s: GameState): MoveMap {
  let byFrom = movesByState.get(s) as Map<number, Set<number>> | undefined;
  if (!byFrom) {
    byFrom = new Map();
    for (const m of legalMoves(s)) {
      const from = moveFrom(m);
      const targets = byFrom.get(from) ?? new Set<number>();
      targets.add(moveTo(m));
      byFrom.set(from, targets);
    }
    movesByState.set(s, byFrom);
  }
  return byFrom;
}

/** Squares of glasses that have a legal move now. */
function movableGlasses(s: GameState): Set<number> {
  return new Set(movesOf(s).keys());
}

/** Where the glass on `from` may go now. */
function targetsFrom(s: GameState, from: number): ReadonlySet<number> {
  return movesOf(s).get(from) ?? EMPTY_SET;
}

/** Rook rules' toast: the empty squares the picked-up glass may be sent to. */
function toastTargets(s: GameState, from: number): ReadonlySet<number> {
  if (s.rules.movement !== 'rook') return EMPTY_SET;
  return new Set(legalChoices(s).flatMap((c) => (c.type === 'queen.toast' && c.square === from && c.to !== undefined ? [c.to] : [])));
}

/** Squares a tap acts on in this moment. */
function playableSquares(s: GameState, v: ViewState): Set<number> {
  if (v.mugginsBy) return new Set(s.squareOf.filter((q) => q >= 0));
  switch (s.phase) {
    case 'moving':
      return v.selected >= 0 ? new Set([...movableGlasses(s), ...targetsFrom(s, v.selected)]) : movableGlasses(s);
    case 'queenToast':
      // Rook rules: once a glass is picked, the empty squares it may be sent to.
      if (v.selected >= 0 && s.rules.movement === 'rook') return new Set(toastTargets(s, v.selected));
      return new Set(s.squareOf.filter((q) => q >= 0));
    case 'placing':
    case 'refill':
      return new Set(legalChoices(s).flatMap((c) => ((c.type === 'glass.place' || c.type === 'glasses.refill') && c.square !== undefined ? [c.square] : [])));
    default:
      return new Set();
  }
}

/** The highlighted line, or every pullable line while a pull is being decided. */
function lineSquares(s: GameState, hover: readonly number[] | null): Set<number> {
  if (hover) return new Set(hover);
  if (s.phase === 'pullDecision') return new Set(pullableLines(s).flatMap((l) => [...l.squares]));
  if ((s.phase === 'sharing' || s.phase === 'run') && s.pull) return new Set(s.pull.line);
  return new Set();
}

/** The first glass that can act, else the centre: where the keyboard cursor starts. */
function firstCursor(s: GameState): number {
  const g = s.squareOf.find((q) => q >= 0);
  return g ?? CENTRE;
}

function renderProblem(p: AttributeProblem): TemplateResult {
  return html`<div class="message" part="message" role="alert">
    <strong>This Tablero board cannot start.</strong>
    <p>The <code>${p.attribute}</code> attribute is <code>"${p.value}"</code>: ${p.why}.</p>
    <p>Allowed: ${p.allowed}.</p>
  </div>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'tablero-board': TableroBoard;
  }
  interface HTMLElementEventMap {
    'tablero-roll': CustomEvent<TableroEventMap['tablero-roll']>;
    'tablero-move': CustomEvent<TableroEventMap['tablero-move']>;
    'tablero-queen': CustomEvent<TableroEventMap['tablero-queen']>;
    'tablero-muggins': CustomEvent<TableroEventMap['tablero-muggins']>;
    'tablero-pull': CustomEvent<TableroEventMap['tablero-pull']>;
    'tablero-pass': CustomEvent<TableroEventMap['tablero-pass']>;
    'tablero-gameover': CustomEvent<TableroEventMap['tablero-gameover']>;
    'tablero-error': CustomEvent<TableroEventMap['tablero-error']>;
    'tablero-action': CustomEvent<TableroEventMap['tablero-action']>;
    'tablero-newgame': CustomEvent<NewGameDetail>;
  }
}
