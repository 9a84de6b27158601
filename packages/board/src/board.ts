import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { formatPosition, legalChoices, legalMoves, moveFrom, moveTo, pullableLines, type Action, type Choice, type GameState, type PlayerInfo, type PresetName, type RuleOptions, type Side } from '@tablero/engine';
import {
  DEFAULT_PLAYERS,
  GAME_ATTRIBUTES,
  formatOptions,
  formatPlayers,
  problemText,
  readConfig,
  readOptions,
  readPlayers,
  readRules,
  readTheme,
  type AttributeProblem,
  type AttributeValues,
  type BoardConfig,
} from './config.ts';
import type { BoardLink, NewGameDetail } from './context.ts';
import { eventsFor, type ErrorDetail, type EventToFire, type TableroEventMap } from './events.ts';
import { TableroGame, type GameChange } from './game.ts';
import { browserStore, loadGame, saveGame } from './persist.ts';
import { boardStyles } from './styles.ts';
import { moveCursor, renderBoard } from './view-board.ts';
import { renderControls, renderFacts, renderLog, renderStakes, renderStatus, type PanelView } from './view-panel.ts';
import { narrate, type Names } from './words.ts';

/** How long a computer player waits before acting, so people can follow (ms). */
const DEFAULT_BOT_DELAY = 700;
/** Log lines kept on screen. */
const LOG_LIMIT = 200;

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
 * @attr persist - A storage key: the game is saved after every action and resumed on reload.
 * @attr theme - `cloth` (default), `wood` or `contrast`.
 * @attr compact - A shorter panel for pages with many boards: the log starts closed, no hint lines.
 * @attr bot-delay - Milliseconds a computer player waits before acting (default 700).
 *
 * @fires tablero-roll - Dice were rolled. Detail: `RollDetail` (side, kind, dice, queenNumber, passes).
 * @fires tablero-move - A glass moved for one die. Detail: `MoveDetail` (side, from, to, die).
 * @fires tablero-queen - The Queen's Number was set, called or toasted. Detail: `QueenDetail`.
 * @fires tablero-muggins - Muggins was called. Detail: `MugginsDetail` (by, caught, square).
 * @fires tablero-pull - A line was pulled. Detail: `PullDetail` (side, squares, shots, full, kendal).
 * @fires tablero-pass - The dice passed. Detail: `PassDetail` (from, to, reason).
 * @fires tablero-gameover - The game ended. Detail: `GameOverDetail` (result, winnerName).
 * @fires tablero-error - An attribute or a saved game could not be used. Detail: `ErrorDetail`.
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
 * @csspart share - The form for sharing a pull.
 * @csspart log - The game log.
 * @csspart message - The explanation shown for a bad attribute.
 *
 * @cssprop [--tablero-font=system-ui, sans-serif] - Font of all text.
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
 * @cssprop [--tablero-radius=0.5rem] - Corner radius.
 * @cssprop [--tablero-max-width=56rem] - The element's widest size.
 */
export class TableroBoard extends LitElement implements BoardLink {
  static override styles = boardStyles;

  static override properties = {
    rules: { type: String, reflect: true },
    options: { type: String, reflect: true },
    position: { type: String, reflect: true },
    dice: { type: String, reflect: true },
    seed: { type: String, reflect: true },
    queen: { type: String, reflect: true },
    players: { type: String, reflect: true },
    readonly: { type: Boolean, reflect: true },
    paused: { type: Boolean, reflect: true },
    persist: { type: String, reflect: true },
    theme: { type: String, reflect: true },
    compact: { type: Boolean, reflect: true },
    botDelay: { type: Number, attribute: 'bot-delay' },
    view: { state: true },
  };

  /** Rule set: powell (default), da-gucci, anarchist or de-jesus. */
  declare rules: string | null;
  /** Variants, as the `options` attribute writes them. */
  declare options: string | null;
  /** Starting position in Tablero notation ('' for the rule set's own setup). */
  declare position: string | null;
  /** Scripted rolls, e.g. "3-4 6-6". */
  declare dice: string | null;
  /** The dice's seed. */
  declare seed: string | null;
  /** A fixed Queen's Number. */
  declare queen: string | null;
  /** The players, e.g. "Ada, Computer:greedy". */
  declare players: string | null;
  /** Show the game without letting anyone play. */
  declare readonly: boolean;
  /** Computer players wait while this is set (a Play / Pause button shows when both sides are computers). */
  declare paused: boolean;
  /** Storage key for saving the game. */
  declare persist: string | null;
  /** cloth (default), wood or contrast. */
  declare theme: string | null;
  /** A shorter panel for pages with many boards: the log starts closed, no hint lines, no stake words. */
  declare compact: boolean;
  /** Milliseconds a computer player waits before acting. */
  declare botDelay: number;
  /** What only the view needs (selection, cursor, log); replaced, never mutated, so Lit sees changes. */
  declare private view: ViewState;

  private current: TableroGame | null = null;
  private problem: AttributeProblem | null = null;
  private unsubscribe: (() => void) | null = null;
  private botTimer: ReturnType<typeof setTimeout> | undefined;
  private drag: { sq: number; x: number; y: number; moved: boolean } | null = null;
  private suppressClick = false;

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
   * attributes change to match.
   */
  newGame(rules: PresetName, options: RuleOptions, players?: readonly [PlayerInfo, PlayerInfo]): void {
    this.rules = rules;
    this.options = formatOptions(options) || null;
    if (players) this.players = formatPlayers(players);
    this.position = null;
    this.dice = null;
    this.queen = null;
    // The attributes changed: the next update (a microtask away) starts the new game.
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

  private restartPending = true;

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.restartPending && this.current) this.scheduleBot();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.botTimer);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const gameChanged = GAME_ATTRIBUTES.some((a) => changed.has(a)) || changed.has('persist' as keyof TableroBoard);
    if (this.restartPending || gameChanged) {
      this.restartPending = false;
      this.restart();
    }
    if (changed.has('theme' as keyof TableroBoard)) {
      const t = readTheme(this.theme);
      if (!t.ok) this.fireError({ kind: 'attribute', name: 'theme', value: this.theme ?? '', message: problemText(t.problem) });
    }
    if (changed.has('readonly' as keyof TableroBoard) || changed.has('paused' as keyof TableroBoard)) this.scheduleBot();
  }

  /** Start the game the attributes describe (or resume the saved one). */
  private restart(sameSeed = false): void {
    clearTimeout(this.botTimer);
    this.unsubscribe?.();
    this.current?.stop();
    this.current = null;
    const attrs: AttributeValues = {};
    for (const a of GAME_ATTRIBUTES) attrs[a] = this[a];
    if (sameSeed && this.lastSeed !== null && !this.seed) attrs.seed = String(this.lastSeed);
    const config = readConfig(attrs, freshSeed);
    this.notice = null;
    if (!config.ok) {
      this.problem = config.problem;
      this.view = { ...EMPTY_VIEW, log: [] };
      this.fireError({ kind: 'attribute', name: config.problem.attribute, value: config.problem.value, message: problemText(config.problem) });
      return;
    }
    this.problem = null;
    this.lastSeed = config.value.seed;
    const game = this.resumeOrStart(config.value, sameSeed);
    this.current = game;
    this.unsubscribe = game.subscribe((change) => change && this.onChange(change));
    const names = namesOf(game);
    const log = [startLine(game, names)];
    if (game.record.actions.length) log.push(`Resumed a saved game after ${game.record.actions.length} actions.`);
    this.view = { ...EMPTY_VIEW, cursor: firstCursor(game.state), log, announce: log[log.length - 1] };
    this.fire('tablero-newgame', { rules: config.value.rules, options: config.value.options, players: config.value.players });
    this.scheduleBot();
  }

  private lastSeed: number | null = null;
  private notice: string | null = null;

  /** A new game, or the saved one when `persist` holds a game of the same setup. */
  private resumeOrStart(config: BoardConfig, fresh: boolean): TableroGame {
    const key = this.persist?.trim();
    if (!key) return new TableroGame(config);
    const store = browserStore();
    if (!fresh) {
      const saved = loadGame(store, key);
      if (saved.kind === 'game' && sameSetup(saved.record, config)) {
        try {
          return TableroGame.resume(saved.record);
        } catch {
          // loadGame replayed it already; a failure here would be a bug, so start fresh below.
        }
      }
      if (saved.kind === 'unreadable') {
        const kept = saved.backupKey ? ` It was kept under "${saved.backupKey}".` : '';
        this.notice = `The saved game could not be read (${saved.why}).${kept} A new game has started.`;
        this.fireError({ kind: 'saved-game', name: key, value: '', message: this.notice });
      }
    }
    const game = new TableroGame(config);
    saveGame(store, key, game.record);
    return game;
  }

  /** One accepted action: log it, tell the host page, save, and let a computer player go on. */
  private onChange(change: GameChange): void {
    const game = this.current;
    if (!game) return;
    const names = namesOf(game);
    const line = narrate(change, names);
    const log = [...this.view.log, line].slice(-LOG_LIMIT);
    const rolled = 'dice' in change.action;
    this.view = {
      ...this.view,
      log,
      announce: line,
      selected: -1,
      mugginsBy: null,
      mugginsSquare: -1,
      lineHover: null,
      share: change.action.type === 'pull.take' ? { opponent: 0, spectators: 0 } : this.view.share,
      rollCount: this.view.rollCount + (rolled ? 1 : 0),
    };
    const key = this.persist?.trim();
    if (key) {
      const err = saveGame(browserStore(), key, game.record);
      if (err) this.notice = err;
    }
    for (const e of eventsFor(change, names)) this.fireEvent(e);
    this.scheduleBot();
  }

  /** After a pause, a computer player takes its turn (or calls muggins on a person). */
  private scheduleBot(): void {
    clearTimeout(this.botTimer);
    const game = this.current;
    if (!game || this.readonly || this.paused || !this.isConnected) return;
    const due = game.botDue;
    if (!due) return;
    // A muggins call waits longer: the person who moved gets a moment to see it coming.
    const delay = Math.max(0, this.botDelay) * (due === 'muggins' ? 2 : 1);
    this.botTimer = setTimeout(() => {
      if (this.current === game) game.playBot();
    }, delay);
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
    return !!g && !this.readonly && !g.botToAct && g.state.phase !== 'over';
  }

  private setView(patch: Partial<ViewState>): void {
    this.view = { ...this.view, ...patch };
  }

  /** A square was chosen (click, tap, Enter, or the end of a drag). */
  private chooseSquare(sq: number): void {
    const game = this.current;
    if (!game || this.readonly) return;
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
        } else if (s.at[sq] >= 0) this.setView({ selected: sq });
        else if (v.selected >= 0) game.act({ type: 'queen.toast', square: v.selected, to: sq });
        return;
      case 'moving': {
        if (v.selected >= 0 && v.selected !== sq && targetsFrom(s, v.selected).has(sq)) {
          game.act({ type: 'glass.move', from: v.selected, to: sq });
          return;
        }
        if (s.at[sq] >= 0 && movableGlasses(s).has(sq)) this.setView({ selected: v.selected === sq ? -1 : sq });
        else this.setView({ selected: -1 });
        return;
      }
      default:
        return;
    }
  }

  private onBoardClick = (e: MouseEvent): void => {
    if (this.suppressClick) {
      this.suppressClick = false;
      return;
    }
    const sq = squareOfEvent(e);
    if (sq >= 0) this.chooseSquare(sq);
  };

  private onBoardKey = (e: KeyboardEvent): void => {
    const v = this.view;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.chooseSquare(v.cursor);
      return;
    }
    if (e.key === 'Escape') {
      this.setView({ selected: -1, mugginsBy: null, mugginsSquare: -1 });
      return;
    }
    const next = moveCursor(v.cursor, e.key);
    if (next !== v.cursor || e.key.startsWith('Arrow')) {
      e.preventDefault();
      this.setView({ cursor: next });
      this.updateComplete.then(() => this.cellAt(next)?.focus());
    }
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
    if (s && to >= 0 && to !== d.sq && targetsFrom(s, d.sq).has(to)) this.current?.act({ type: 'glass.move', from: d.sq, to });
    // A drop anywhere else leaves the glass picked up, as a tap would.
  };

  private cellAt(sq: number): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(`[data-square="${sq}"]`);
  }

  // ---- Rendering ------------------------------------------------------------------------------

  override render(): TemplateResult {
    if (this.problem) return renderProblem(this.problem);
    const game = this.current;
    if (!game) return html``;
    const s = game.state;
    const v = this.view;
    const names = namesOf(game);
    const interactive = !this.readonly;
    const human = this.humanActs;
    const choices = human ? game.choices() : [];
    const board = renderBoard({
      state: s,
      names,
      selected: v.selected,
      cursor: v.cursor,
      playable: human || v.mugginsBy ? playableSquares(s, v) : EMPTY_SET,
      targets: human && v.selected >= 0 && s.phase === 'moving' ? targetsFrom(s, v.selected) : EMPTY_SET,
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
      pause: game.botOf(0) && game.botOf(1) ? { paused: this.paused, toggle: () => (this.paused = !this.paused) } : null,
      interactive,
      compact: this.compact,
      rollCount: v.rollCount,
      log: v.log,
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
      ${this.notice ? html`<p class="notice" part="notice" role="status">${this.notice}</p>` : nothing}
      <div class="layout">
        <div
          class="board-wrap ${v.dragging >= 0 ? 'dragging' : ''}"
          @click=${this.onBoardClick}
          @keydown=${this.onBoardKey}
          @pointerdown=${this.onPointerDown}
          @pointermove=${this.onPointerMove}
          @pointerup=${this.onPointerUp}
          @pointercancel=${() => ((this.drag = null), this.setView({ dragging: -1 }))}
        >
          ${board}
        </div>
        <div class="panel" part="panel">
          ${renderStatus(panel)} ${renderFacts(panel)} ${renderControls(panel)} ${renderStakes(panel)} ${renderLog(panel)}
        </div>
      </div>
      <div class="sr-only" aria-live="polite" aria-atomic="true">${v.announce}</div>
    `;
  }

  /** "New game" after the end: a fresh seed unless the page fixed one. */
  private newGameButton(): void {
    if (this.persist) browserStore()?.removeItem(this.persist.trim());
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
  readonly announce: string;
  readonly rollCount: number;
}

const EMPTY_VIEW: ViewState = {
  selected: -1,
  cursor: 24,
  dragging: -1,
  lineHover: null,
  mugginsBy: null,
  mugginsSquare: -1,
  share: { opponent: 0, spectators: 0 },
  log: [],
  announce: '',
  rollCount: 0,
};

const EMPTY_SET: ReadonlySet<number> = new Set();

const namesOf = (g: TableroGame): Names => [g.players[0].name, g.players[1].name];

function startLine(g: TableroGame, names: Names): string {
  const p = g.players;
  const side = ['South', 'North'];
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

function sameSetup(r: { rules: string; options: RuleOptions; position?: string }, c: BoardConfig): boolean {
  return r.rules === c.rules && formatOptions(r.options) === formatOptions(c.options) && (r.position ?? '') === c.position;
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

/** Squares a tap acts on in this moment. */
function playableSquares(s: GameState, v: ViewState): Set<number> {
  if (v.mugginsBy) return new Set(s.squareOf.filter((q) => q >= 0));
  switch (s.phase) {
    case 'moving':
      return v.selected >= 0 ? new Set([...movableGlasses(s), ...targetsFrom(s, v.selected)]) : movableGlasses(s);
    case 'queenToast':
      // Rook rules: once a glass is picked, the empty squares it may be sent to.
      if (v.selected >= 0 && s.rules.movement === 'rook') return new Set(legalChoices(s).flatMap((c) => (c.type === 'queen.toast' && c.square === v.selected && c.to !== undefined ? [c.to] : [])));
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
  return g ?? 24;
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
