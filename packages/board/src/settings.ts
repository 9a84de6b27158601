/**
 * `<tablero-settings>`: a form to choose the players, the rule set, its variants and the stake for a
 * board's next game, check them with the engine, start the game, and share the rules as a link. The form's
 * state is settings-form.ts's, finding the board find-board.ts's, the page's link page-link.ts's, and what
 * it draws view-settings.ts's.
 */
import { ContextConsumer } from '@lit/context';
import type { PropertyValues, TemplateResult } from 'lit';
import { isPreset, type OptionName, type PlayerInfo, type PresetName, type RuleOptions } from '@tablero/engine';
import { AliasedElement } from './aliased-element.ts';
import { problemText, readFlag, readText, type AttributeProblem } from './config.ts';
import { boardContext, type BoardLink, type NewGameDetail } from './context.ts';
import { flagConverter, textConverter } from './converters.ts';
import { attributeError, fire, fireError } from './events.ts';
import { FOR_ALLOWED, composedContains, findBoard } from './find-board.ts';
import { ownText } from './host-styles.ts';
import { OPTION_INFO, PRESET_INFO, valuesFor, type OptionValues } from './option-info.ts';
import { markPageDarkNextFrame } from './page-dark.ts';
import { copyField, writeRulesHash } from './page-link.ts';
import { formatRules, readHash } from './rules-hash.ts';
import { chosenPlayers, chosenRules, fieldValue, problemWords, seatAfter, seatsOf, type Seat } from './settings-form.ts';
import { settingsStyles } from './settings-styles.ts';
import { renderNoBoard, renderSettingsForm, renderSettingsProblem } from './view-settings.ts';

/** An on/off property as a board reads it (the text "false" is off). */
const isOn = (v: boolean | string): boolean => {
  const r = readFlag('table-dice', v);
  return r.ok && r.value;
};

/** Detail of `tablero-settings-apply`: the rules about to start on the board. */
export interface SettingsApplyDetail {
  readonly rules: PresetName;
  /** Only the options that differ from the preset's own rules. */
  readonly options: RuleOptions;
  /** The rules as a link's string, e.g. `anarchist~ps5~k0`. */
  readonly hash: string;
  /** Who plays the new game, South first (a link keeps the board's players). */
  readonly players: readonly [PlayerInfo, PlayerInfo];
  /** What asked for them: the Apply button, or the page's link (`sync-hash`). */
  readonly source: 'form' | 'hash';
}

/**
 * Settings for a board's next game: who plays (a person at the screen or the computer, for each side),
 * the rule set, every variant that applies to it, and the stake, checked with the engine before
 * "Apply: new game" starts them. A "Share these rules" area gives the
 * rules as a link.
 *
 * It finds its board inside a `<tablero-table>` (through context), or through `for="board-id"`
 * (looked up in the same document or shadow root). Without a board it says so.
 *
 * @tagname tablero-settings
 *
 * @attr for - The id of the `<tablero-board>` to set up (wins over a surrounding `<tablero-table>`).
 * @attr color-scheme - `auto` (default: follow the reader's light or dark setting), `light` or `dark`.
 * @attr sync-hash - Keep the rules in the page's URL hash (`#rules=...`): applying writes them there
 *   (other hash keys are kept), and on load the rules in the hash start the board's game.
 *
 * @fires tablero-settings-apply - New rules are about to start on the board. Cancelable: call
 *   `preventDefault()` to keep the board as it is. Detail: `SettingsApplyDetail` (rules, options, hash, source).
 *
 * @csspart form - The whole form.
 * @csspart preset - The rule set choice (a fieldset).
 * @csspart group - Each fieldset of options; also `players`, `variant`, `house` or `stake`.
 * @csspart seat - One player's name and who plays it (a fieldset inside `players`).
 * @csspart option - One option's row; also its name (`chevron`, `pullSize`, ...) and `fixed` when it cannot change.
 * @csspart error - The engine's explanation of rules that do not fit together.
 * @csspart apply - The "Apply: new game" button.
 * @csspart share - The "Share these rules" area.
 * @csspart copy - The copy button.
 * @csspart message - The note shown while no board is attached.
 *
 * @cssprop [--tablero-font=system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif] - Font of all text (the page's own font is not inherited).
 * @cssprop [--tablero-font-size=medium] - Text size (default: the reader's own, whatever the page sets).
 * @cssprop [--tablero-text=#1d1b16] - Text colour.
 * @cssprop [--tablero-muted=#4a463c] - The one-line explanations.
 * @cssprop [--tablero-panel=#fbf8f1] - Background.
 * @cssprop [--tablero-border=#857c66] - Fieldset and field borders.
 * @cssprop [--tablero-field=#ffffff] - Background of text and number fields.
 * @cssprop [--tablero-accent=#7a4b00] - Buttons, checked switches and radios.
 * @cssprop [--tablero-on-accent=#ffffff] - Button text.
 * @cssprop [--tablero-error=#8b1a1a] - The error message.
 * @cssprop [--tablero-focus=#ffbf00] - The focus ring.
 * @cssprop [--tablero-radius=0.5em] - Corner radius.
 */
export class TableroSettings extends AliasedElement {
  static override properties = {
    htmlFor: { attribute: 'for', reflect: true, converter: textConverter },
    syncHash: { attribute: 'sync-hash', reflect: true, converter: flagConverter },
    colorScheme: { attribute: 'color-scheme', reflect: true, converter: textConverter },
    // Internal state. `state: true` implies no attribute; `attribute: false` says so to the manifest's analyzer too.
    linked: { state: true, attribute: false },
    preset: { state: true, attribute: false },
    values: { state: true, attribute: false },
    seats: { state: true, attribute: false },
    error: { state: true, attribute: false },
    status: { state: true, attribute: false },
  };

  /** The id of the board to set up, as in the `for` attribute (a number is taken as its digits). */
  declare htmlFor: string | number | null;
  /** Keep the rules in the page's URL hash (the text "false" counts as off). */
  declare syncHash: boolean | string;
  /** auto (default: follow the reader's system), light or dark. */
  declare colorScheme: string | null;
  /** The board whose listeners are attached. */
  declare protected linked: BoardLink | null;
  /** The rule set chosen in the form. */
  declare protected preset: PresetName;
  /** The form's value for every option that applies to `preset`. */
  declare protected values: OptionValues;
  /** The form's players, South first. */
  declare protected seats: [Seat, Seat];
  /** Why the last attempt to apply was refused, or ''. */
  declare protected error: string;
  /** A short note after an action (applied, copied), read out politely. */
  declare protected status: string;

  /** A `for` or `sync-hash` value of a type the element cannot use, shown instead of the form. */
  #propProblem: AttributeProblem | null = null;
  /** Whether the page's hash was looked at since the element was connected. */
  #hashChecked = false;
  readonly #consumer = new ContextConsumer(this, {
    context: boardContext,
    subscribe: true,
    callback: () => this.#attach(),
  });

  constructor() {
    super();
    this.htmlFor = null;
    this.syncHash = false;
    this.colorScheme = null;
    this.linked = null;
    this.preset = 'powell';
    this.values = valuesFor('powell', {});
    this.seats = seatsOf([]);
    this.error = '';
    this.status = '';
  }

  /**
   * Also `synchash`: what React 19 and Vue write for `syncHash` before the element is defined.
   * @internal
   */
  static override aliases = { synchash: ['syncHash', 'sync-hash', false] } as const;

  /** The board these settings apply to, or null. */
  get board(): BoardLink | null {
    return this.linked;
  }

  /** For the `page-dark` state (see page-dark.ts); null where the browser has no ElementInternals. */
  readonly #internals: ElementInternals | null = typeof this.attachInternals === 'function' ? this.attachInternals() : null;

  override connectedCallback(): void {
    markPageDarkNextFrame(this.#internals, this);
    // Before super: the table may hand over its board (and the hash be read) while super runs.
    this.#hashChecked = false;
    super.connectedCallback();
    window.addEventListener('hashchange', this.#onHashChange);
    window.addEventListener('context-provider', this.#onProvider);
    this.#attach();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('hashchange', this.#onHashChange);
    window.removeEventListener('context-provider', this.#onProvider);
    // Forget the table's board too: connected again elsewhere, the context is asked for afresh.
    this.#consumer.value = undefined;
    this.#link(null);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('htmlFor') || changed.has('syncHash')) this.#readProps();
    if (changed.has('htmlFor')) this.#attach();
    if (changed.has('syncHash')) this.#maybeReadHash();
  }

  /** `for` as an id ('' when absent or unusable). */
  get #forId(): string {
    const r = readText('for', this.htmlFor, FOR_ALLOWED);
    return r.ok ? r.value.trim() : '';
  }

  /** Is `sync-hash` on? */
  get #syncOn(): boolean {
    const r = readFlag('sync-hash', this.syncHash);
    return r.ok && r.value;
  }

  /** Check `for` and `sync-hash`; a value of the wrong type is shown and fires `tablero-error` once. */
  #readProps(): void {
    const before = this.#propProblem;
    const id = readText('for', this.htmlFor, FOR_ALLOWED);
    const sync = readFlag('sync-hash', this.syncHash);
    this.#propProblem = !id.ok ? id.problem : !sync.ok ? sync.problem : null;
    const p = this.#propProblem;
    if (p && (!before || problemText(before) !== problemText(p))) fireError(this, attributeError(p));
  }

  /**
   * Attach to the board `for` names (in this element's document or shadow root), else the one the
   * surrounding table provides. An element that is not upgraded yet is looked at again once it is.
   */
  #attach(): void {
    if (!this.isConnected) return;
    this.#link(findBoard(this, this.#forId, this.#consumer.value, () => this.#attach()));
  }

  /** Move the `tablero-newgame` listener to `board` and show its rules. */
  #link(board: BoardLink | null): void {
    if (board === this.linked) return;
    this.linked?.removeEventListener('tablero-newgame', this.#onNewGame);
    this.linked = board;
    if (!board) return;
    board.addEventListener('tablero-newgame', this.#onNewGame);
    this.#show(board.rulesName, board.ruleOptions);
    this.seats = seatsOf(board.playerInfo);
    this.#maybeReadHash();
  }

  /** Fill the form with these rules. */
  #show(rules: PresetName, options: RuleOptions): void {
    this.preset = rules;
    this.values = valuesFor(rules, options);
    this.error = '';
  }

  /**
   * A `<tablero-table>` around us was upgraded after we asked for its board (its module loaded later
   * than ours): ask again, now that someone is listening.
   */
  #onProvider = (e: Event): void => {
    const { context, contextTarget } = e as Event & { context?: unknown; contextTarget?: Element };
    if (context !== boardContext || this.#consumer.value || !contextTarget || !composedContains(contextTarget, this)) return;
    this.#consumer.hostDisconnected();
    this.#consumer.hostConnected();
  };

  #onNewGame = (e: Event): void => {
    const detail = (e as CustomEvent<NewGameDetail | undefined>).detail;
    if (detail && isPreset(detail.rules)) this.#show(detail.rules, detail.options ?? {});
    else if (this.linked) this.#show(this.linked.rulesName, this.linked.ruleOptions);
    const players = detail?.players ?? this.linked?.playerInfo;
    if (players) this.seats = seatsOf(players);
  };

  #onHashChange = (): void => this.#maybeReadHash(true);

  /** Once per connection (or `again`, when the hash changed), with a board and `sync-hash`: start the rules the page's link carries. */
  #maybeReadHash(again = false): void {
    if ((this.#hashChecked && !again) || !this.#syncOn || !this.linked || !this.isConnected) return;
    this.#hashChecked = true;
    this.#useHash();
  }

  #useHash(): void {
    const board = this.linked;
    const read = readHash(location.hash);
    if (!board || read === null) return;
    if (!read.ok) {
      this.error = `The rules in this page's link could not be used, so the board keeps its own: ${read.why}.`;
      return;
    }
    // Already playing them: no need to start over.
    if (formatRules(read.rules, read.options) === formatRules(board.rulesName, board.ruleOptions)) return;
    this.#show(read.rules, read.options);
    this.#start(read.rules, read.options, board.playerInfo, 'hash');
  }

  #onSubmit = (e: Event): void => {
    e.preventDefault();
    if (!this.linked) return;
    const players = chosenPlayers(this.seats);
    if (!players.ok) {
      this.error = `Nothing has changed yet. ${players.why}.`;
      this.status = '';
      return;
    }
    const chosen = chosenRules(this.preset, this.values);
    if (!chosen.ok) {
      this.error = problemWords(chosen.error);
      this.status = '';
      return;
    }
    if (this.#start(this.preset, chosen.options, players.players, 'form'))
      this.status = `A new game of ${PRESET_INFO[this.preset].label} has started: ${players.players.map((p) => p.name).join(' against ')}.`;
  };

  /** Fire the (cancelable) apply event, then start the game and write the hash. */
  #start(rules: PresetName, options: RuleOptions, players: readonly [PlayerInfo, PlayerInfo], source: SettingsApplyDetail['source']): boolean {
    const board = this.linked;
    if (!board) return false;
    const detail: SettingsApplyDetail = { rules, options, hash: formatRules(rules, options), players, source };
    if (!fire(this, 'tablero-settings-apply', detail, true)) return false;
    this.error = '';
    board.newGame(rules, options, players, source === 'hash');
    if (this.#syncOn) writeRulesHash(rules, options);
    return true;
  }

  #onPreset = (e: Event): void => {
    const value = (e.target as HTMLInputElement).value;
    if (!isPreset(value)) return;
    // The board's own rules come back when its preset is chosen again; other presets start from their defaults.
    const board = this.linked;
    this.#show(value, board && board.rulesName === value ? board.ruleOptions : {});
    this.status = '';
  };

  #onOption = (e: Event): void => {
    const input = e.target as HTMLInputElement | HTMLSelectElement;
    const name = input.dataset.option as OptionName | undefined;
    if (!name || !(name in OPTION_INFO)) return;
    // Fields report on change (not on every keystroke), so a half-typed number is never written back.
    this.values = { ...this.values, [name]: fieldValue(OPTION_INFO[name].kind, input) };
    this.error = '';
    this.status = '';
  };

  #onSeat = (e: Event): void => {
    const input = e.target as HTMLInputElement | HTMLSelectElement;
    const i = Number(input.dataset.seat);
    if (i !== 0 && i !== 1) return;
    const next = seatAfter(this.seats[i], i, input.localName === 'select' ? { plays: input.value } : { name: input.value });
    this.seats = (i === 0 ? [next, this.seats[1]] : [this.seats[0], next]) as [Seat, Seat];
    this.error = '';
    this.status = '';
  };

  #onCopy = async (): Promise<void> => {
    const field = this.renderRoot.querySelector<HTMLInputElement>('#share-link');
    if (field) this.status = await copyField(field);
  };

  override render(): TemplateResult {
    if (this.#propProblem) return renderSettingsProblem(this.#propProblem);
    const board = this.linked;
    if (!board) return renderNoBoard();
    const chosen = chosenRules(this.preset, this.values);
    return renderSettingsForm({
      forId: this.#forId,
      preset: this.preset,
      values: this.values,
      seats: this.seats,
      error: this.error,
      status: this.status,
      tableDice: board.tableDice === undefined ? undefined : isOn(board.tableDice),
      options: chosen.ok ? chosen.options : null,
      onSubmit: this.#onSubmit,
      onSeat: this.#onSeat,
      onTableDice: this.#onTableDice,
      onPreset: this.#onPreset,
      onOption: this.#onOption,
      onCopy: this.#onCopy,
    });
  }

  /** The table-dice switch: the linked board goes on with dice from the table (or from its own roller). */
  #onTableDice = (e: Event): void => {
    if (this.linked) this.linked.tableDice = (e.target as HTMLInputElement).checked;
    this.requestUpdate();
  };

  static override styles = [ownText, settingsStyles];
}

declare global {
  interface HTMLElementTagNameMap {
    'tablero-settings': TableroSettings;
  }
  interface HTMLElementEventMap {
    'tablero-settings-apply': CustomEvent<SettingsApplyDetail>;
  }
}
