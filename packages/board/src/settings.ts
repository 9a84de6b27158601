/**
 * `<tablero-settings>`: a form to choose the players, the rule set, its variants and the stake for a
 * board's next game, check them with the engine, start the game, and share the rules as a link.
 */
import { ContextConsumer } from '@lit/context';
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { BOT_NAMES, PRESETS, SIDE_NAMES, isBotName, isPreset, rulesProblem, type BotName, type PlayerInfo, type RulesError, type OptionName, type PresetName, type RuleOptions, type Side } from '@tablero/engine';
import { AliasedElement } from './aliased-element.ts';
import { computerName, playerNameProblem, problemText, readFlag, readText, type AttributeProblem } from './config.ts';
import { boardContext, type BoardLink, type NewGameDetail } from './context.ts';
import { flagConverter, textConverter } from './converters.ts';
import { attributeError, fire, fireError } from './events.ts';
import { ownText } from './host-styles.ts';
import { OPTION_INFO, PRESET_INFO, changedOptions, optionsFor, valuesFor, type OptionGroup, type OptionInfo, type OptionValue, type OptionValues } from './option-info.ts';
import { markPageDark } from './page-dark.ts';
import { formatRules, hashFor, readHash } from './rules-hash.ts';
import { settingsStyles } from './settings-styles.ts';
import { BOT_WORDS } from './words.ts';

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

/** One side's row in the form: the name as typed, and who plays it ('' for a person at this screen). */
interface Seat {
  readonly name: string;
  readonly plays: '' | BotName;
}

const SIDE_PLACES = ['near side', 'far side'] as const;

/** The kinds of player in the form: a person, then each computer player, weakest first. */
const PLAYS: readonly Seat['plays'][] = ['', ...BOT_NAMES];

/** What a kind of player is called in the form. */
const playsLabel = (plays: Seat['plays']): string => (plays ? `Computer: ${plays}` : 'A person');

const seatsOf = (players: readonly PlayerInfo[]): [Seat, Seat] => [seatOf(players, 0), seatOf(players, 1)];
const seatOf = (players: readonly PlayerInfo[], i: Side): Seat => ({ name: players[i]?.name ?? SIDE_NAMES[i], plays: players[i]?.bot ?? '' });

/** Does this element do what a board does for panels? (False for a board not upgraded yet.) */
const isBoardLink = (el: unknown): el is BoardLink =>
  el instanceof EventTarget && typeof (el as Partial<BoardLink>).newGame === 'function' && 'rulesName' in el;

/** An element whose custom element definition has not loaded yet. */
const awaitingUpgrade = (el: unknown): el is Element =>
  el instanceof Element && el.localName.includes('-') && !customElements.get(el.localName);

const GROUP_LEGENDS: Record<OptionGroup, string> = {
  variant: 'Variants',
  house: 'House rules',
  stake: 'Stake (for each player)',
};

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
 * @cssprop [--tablero-font=system-ui, sans-serif] - Font of all text (the page's own font is not inherited).
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

  /** For the `page-dark` state (see markPageDark); null where the browser has no ElementInternals. */
  readonly #internals: ElementInternals | null = typeof this.attachInternals === 'function' ? this.attachInternals() : null;

  override connectedCallback(): void {
    markPageDark(this.#internals, this);
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
    const id = this.#forId;
    const root = this.getRootNode() as Partial<Document>;
    const named = id && root.getElementById ? root.getElementById(id) : null;
    const provided = this.#consumer.value;
    for (const el of [named, provided]) if (awaitingUpgrade(el)) void customElements.whenDefined(el.localName).then(() => this.#attach());
    this.#link(isBoardLink(named) ? named : isBoardLink(provided) ? provided : null);
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

  /** The form's rules, reduced to what differs from the preset, and checked by the engine. */
  #chosen(): { ok: true; options: RuleOptions } | { ok: false; error: RulesError } {
    const shown: OptionValues = {};
    for (const info of optionsFor(this.preset)) shown[info.name] = this.values[info.name];
    const options = changedOptions(this.preset, shown);
    const problem = rulesProblem(this.preset, options);
    return problem ? { ok: false, error: problem } : { ok: true, options };
  }

  /** The form's players, or why one of them cannot play. */
  #chosenPlayers(): { ok: true; players: [PlayerInfo, PlayerInfo] } | { ok: false; why: string } {
    const players: PlayerInfo[] = [];
    for (const [i, seat] of this.seats.entries()) {
      const name = seat.name.trim() || (seat.plays ? computerName(seat.plays) : SIDE_NAMES[i]);
      const problem = playerNameProblem(name);
      if (problem) return { ok: false, why: `${SIDE_NAMES[i]}'s name "${name}": ${problem}` };
      players.push(seat.plays ? { name, bot: seat.plays } : { name });
    }
    return { ok: true, players: players as [PlayerInfo, PlayerInfo] };
  }

  #onSubmit = (e: Event): void => {
    e.preventDefault();
    if (!this.linked) return;
    const players = this.#chosenPlayers();
    if (!players.ok) {
      this.error = `Nothing has changed yet. ${players.why}.`;
      this.status = '';
      return;
    }
    const chosen = this.#chosen();
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
    if (this.#syncOn) history.replaceState(history.state, '', pageAddress() + hashFor(location.hash, rules, options));
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
    const kind = OPTION_INFO[name].kind;
    let value: OptionValue;
    if (kind === 'boolean') value = (input as HTMLInputElement).checked;
    // Fields report on change (not on every keystroke), so a half-typed number is never written back.
    // A number the engine can read, else the text as typed so its message names it.
    else if (kind === 'integer') value = /^\s*\d+\s*$/.test(input.value) ? Number(input.value) : input.value;
    else value = input.value;
    this.values = { ...this.values, [name]: value };
    this.error = '';
    this.status = '';
  };

  #onSeat = (e: Event): void => {
    const input = e.target as HTMLInputElement | HTMLSelectElement;
    const i = Number(input.dataset.seat);
    if (i !== 0 && i !== 1) return;
    const seat = this.seats[i];
    let next: Seat;
    if (input.localName === 'select') {
      const plays = isBotName(input.value) ? input.value : '';
      // A name the form made up for the old kind of player gives way to one for the new kind.
      const madeUp = seat.name === '' || seat.name === SIDE_NAMES[i] || BOT_NAMES.some((b) => seat.name === computerName(b));
      next = { plays, name: madeUp ? (plays ? computerName(plays) : SIDE_NAMES[i]) : seat.name };
    } else next = { ...seat, name: input.value };
    this.seats = (i === 0 ? [next, this.seats[1]] : [this.seats[0], next]) as [Seat, Seat];
    this.error = '';
    this.status = '';
  };

  #onCopy = async (): Promise<void> => {
    const field = this.renderRoot.querySelector<HTMLInputElement>('#share-link');
    if (!field) return;
    try {
      // Without a clipboard (an insecure page) this throws too, and the link is selected instead.
      await navigator.clipboard.writeText(field.value);
      this.status = 'Link copied. Paste it anywhere to share these rules.';
    } catch {
      field.focus();
      field.select();
      this.status = 'The link is selected: press Ctrl+C (or Command+C) to copy it.';
    }
  };

  override render(): TemplateResult {
    const problem = this.#propProblem;
    if (problem)
      return html`<div class="message" part="message" role="alert">
        <strong>These settings cannot start.</strong>
        <p>The <code>${problem.attribute}</code> attribute is <code>"${problem.value}"</code>: ${problem.why}.</p>
        <p>Allowed: ${problem.allowed}.</p>
      </div>`;
    if (!this.linked)
      return html`<p class="message" part="message">
        There is no board to set up yet. Put these settings inside a <code>&lt;tablero-table&gt;</code> with a board, or
        point them at one with <code>for="the-board-id"</code>.
      </p>`;
    const chosen = this.#chosen();
    return html`<form part="form" aria-label=${`Rules for a new game${this.#forId ? ` on board "${this.#forId}"` : ''}`} novalidate @submit=${this.#onSubmit}>
      ${this.#renderPlayers()}
      <fieldset part="preset">
        <legend>Rule set</legend>
        ${PRESETS.map((p) => this.#renderPreset(p))}
      </fieldset>
      ${(['variant', 'house', 'stake'] as const).map((g) => this.#renderGroup(g))}
      <div class="error" part="error" role="alert">${this.error}</div>
      <button type="submit" part="apply">Apply: new game</button>
      <p class="status" role="status">${this.status}</p>
      ${this.#renderShare(chosen.ok ? chosen.options : null)}
    </form>`;
  }

  #renderPlayers(): TemplateResult {
    return html`<fieldset part="group players">
      <legend>Players</legend>
      <p class="about">
        Two people can share this screen, or one can play the computer, which can also play both sides. The computer
        players, weakest first: ${BOT_NAMES.map((b) => `${b} (${BOT_WORDS[b]})`).join(', ')}. Who moves first is rolled for.
      </p>
      ${this.seats.map((seat, i) => {
        const id = `seat-${i}`;
        return html`<fieldset part="seat" class="seat">
          <legend>${SIDE_NAMES[i]} <span class="place">(${SIDE_PLACES[i]})</span></legend>
          <div class="option">
            <label for="${id}-name">Name</label>
            <input type="text" id="${id}-name" data-seat=${i} .value=${seat.name} maxlength="40" autocomplete="off" spellcheck="false" @change=${this.#onSeat} />
          </div>
          <div class="option">
            <label for="${id}-plays">Played by</label>
            <select id="${id}-plays" data-seat=${i} @change=${this.#onSeat}>
              ${PLAYS.map((v) => html`<option value=${v} ?selected=${seat.plays === v}>${playsLabel(v)}</option>`)}
            </select>
          </div>
        </fieldset>`;
      })}
      ${this.linked?.tableDice !== undefined
        ? html`<div class="option boolean" part="option table-dice">
            <input type="checkbox" role="switch" id="table-dice" .checked=${isOn(this.linked.tableDice)} aria-describedby="table-dice-about" @change=${this.#onTableDice} />
            <label for="table-dice">Real dice at the table</label>
            <p class="about" id="table-dice-about">Throw real dice and tap the faces that came up; the board keeps the rules, the stakes and the score. Takes effect at once, in the game in play.</p>
          </div>`
        : nothing}
    </fieldset>`;
  }

  /** The table-dice switch: the linked board goes on with dice from the table (or from its own roller). */
  #onTableDice = (e: Event): void => {
    if (this.linked) this.linked.tableDice = (e.target as HTMLInputElement).checked;
    this.requestUpdate();
  };

  #renderPreset(p: PresetName): TemplateResult {
    const info = PRESET_INFO[p];
    return html`<div class="choice">
      <input type="radio" name="preset" id="preset-${p}" value=${p} .checked=${this.preset === p} aria-describedby="preset-${p}-about" @change=${this.#onPreset} />
      <label for="preset-${p}">${info.label}</label>
      <p class="about" id="preset-${p}-about">${info.about}</p>
    </div>`;
  }

  #renderGroup(group: OptionGroup): TemplateResult | typeof nothing {
    const infos = optionsFor(this.preset, group);
    if (infos.length === 0) return nothing;
    return html`<fieldset part="group ${group}">
      <legend>${GROUP_LEGENDS[group]}</legend>
      ${infos.map((info) => this.#renderOption(info))}
    </fieldset>`;
  }

  #renderOption(info: OptionInfo): TemplateResult {
    const id = `option-${info.name}`;
    const about = `${id}-about`;
    const value = this.values[info.name];
    const fixed = info.fixedIn.includes(this.preset);
    const range = info.range[this.preset];
    const aboutText = `${info.about}${range ? ` (${range.min} to ${range.max})` : ''}${fixed ? ` Always so in ${PRESET_INFO[this.preset].label}.` : ''}`;
    let control: TemplateResult;
    switch (info.kind) {
      case 'boolean':
        control = html`<input type="checkbox" role="switch" id=${id} data-option=${info.name} .checked=${value === true} ?disabled=${fixed} aria-describedby=${about} @change=${this.#onOption} />`;
        break;
      case 'integer':
        control = html`<input type="number" inputmode="numeric" id=${id} data-option=${info.name} min=${range?.min ?? 0} max=${range?.max ?? 99} .value=${String(value ?? '')} aria-describedby=${about} @change=${this.#onOption} />`;
        break;
      case 'queen-call':
      case 'ranking':
        control = html`<select id=${id} data-option=${info.name} aria-describedby=${about} @change=${this.#onOption}>
          ${info.choices.map((c) => html`<option value=${c.value} ?selected=${value === c.value}>${c.label}</option>`)}
        </select>`;
        break;
      case 'squares':
        control = html`<input type="text" id=${id} data-option=${info.name} .value=${String(value ?? '')} spellcheck="false" autocomplete="off" aria-describedby=${about} @change=${this.#onOption} />`;
        break;
    }
    return html`<div part="option ${info.name}${fixed ? ' fixed' : ''}" class="option ${info.kind}">
      ${info.kind === 'boolean' ? html`${control}<label for=${id}>${info.label}</label>` : html`<label for=${id}>${info.label}</label>${control}`}
      <p class="about" id=${about}>${aboutText}</p>
    </div>`;
  }

  #renderShare(options: RuleOptions | null): TemplateResult {
    if (!options)
      return html`<div part="share" class="share">
        <p class="share-title">Share these rules</p>
        <p class="about">Once the choices above fit together, a link to them shows here.</p>
      </div>`;
    const code = formatRules(this.preset, options);
    const link = pageAddress() + hashFor(location.hash, this.preset, options);
    return html`<div part="share" class="share">
      <label class="share-title" for="share-link">Share these rules</label>
      <p class="about" id="share-about">Send this link to a friend to play with the same rules. Rules code: <code>${code}</code></p>
      <div class="copy-row">
        <input id="share-link" type="text" readonly .value=${link} aria-describedby="share-about" @focus=${selectAll} />
        <button type="button" part="copy" @click=${this.#onCopy}>Copy link</button>
      </div>
    </div>`;
  }

  static override styles = [ownText, settingsStyles];
}

const FOR_ALLOWED = 'the id of a <tablero-board> on the same page, e.g. "rules-board"';

/** Is `node` inside `ancestor`, looking through shadow roots? */
function composedContains(ancestor: Element, node: Node): boolean {
  for (let n: Node | null = node; n; n = n.parentNode ?? (n instanceof ShadowRoot ? n.host : null)) if (n === ancestor) return true;
  return false;
}

/** The page's address without its hash. */
const pageAddress = (): string => location.href.split('#')[0];

const selectAll = (e: Event): void => (e.target as HTMLInputElement).select();

/** The engine's refusal, in a sentence that says what happened and which choice it was about. */
function problemWords(e: RulesError): string {
  const label = e.option in OPTION_INFO ? OPTION_INFO[e.option as OptionName].label : e.option;
  return `These rules don't fit together, so nothing has changed yet. ${label}: ${e.why}.`;
}

declare global {
  interface HTMLElementTagNameMap {
    'tablero-settings': TableroSettings;
  }
  interface HTMLElementEventMap {
    'tablero-settings-apply': CustomEvent<SettingsApplyDetail>;
  }
}
