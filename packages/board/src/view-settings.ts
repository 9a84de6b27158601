/**
 * What `<tablero-settings>` draws: the form (players, rule set, option groups, the error, Apply, the share
 * link), or a message when it has no board or a bad attribute. Its state and handlers come from the element.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { BOT_NAMES } from '@tablero/engine/bots';
import { PRESETS, SIDE_NAMES, type PresetName, type RuleOptions } from '@tablero/engine';
import { MAX_NAME_LENGTH, type AttributeProblem } from './config.ts';
import { PRESET_INFO, optionsFor, type OptionGroup, type OptionInfo, type OptionValues } from './option-info.ts';
import { linkFor } from './page-link.ts';
import { formatRules } from './rules-hash.ts';
import { PLAYS, playsLabel, type Seat } from './settings-form.ts';
import { BOT_WORDS } from './bot-words.ts';

/** What the form shows and what its fields do. */
export interface SettingsView {
  /** The board's id from `for` ('' when the board is the table's). */
  readonly forId: string;
  readonly preset: PresetName;
  readonly values: OptionValues;
  readonly seats: readonly [Seat, Seat];
  /** Why the last attempt to apply was refused, or ''. */
  readonly error: string;
  /** A short note after an action, or ''. */
  readonly status: string;
  /** The board's table-dice setting, or undefined when the board has none (no switch is shown). */
  readonly tableDice: boolean | undefined;
  /** The chosen options when they fit together (the share link shows then), else null. */
  readonly options: RuleOptions | null;
  readonly onSubmit: (e: Event) => void;
  readonly onSeat: (e: Event) => void;
  readonly onTableDice: (e: Event) => void;
  readonly onPreset: (e: Event) => void;
  readonly onOption: (e: Event) => void;
  readonly onCopy: () => void;
}

const SIDE_PLACES = ['near side', 'far side'] as const;

const GROUP_LEGENDS: Record<OptionGroup, string> = {
  variant: 'Variants',
  house: 'House rules',
  stake: 'Stake (for each player)',
};

/** A `for` or `sync-hash` value the element cannot use, shown instead of the form. */
export const renderSettingsProblem = (problem: AttributeProblem): TemplateResult =>
  html`<div class="message" part="message" role="alert">
    <strong>These settings cannot start.</strong>
    <p>The <code>${problem.attribute}</code> attribute is <code>"${problem.value}"</code>: ${problem.why}.</p>
    <p>Allowed: ${problem.allowed}.</p>
  </div>`;

/** Shown while no board is attached. */
export const renderNoBoard = (): TemplateResult =>
  html`<p class="message" part="message">
    There is no board to set up yet. Put these settings inside a <code>&lt;tablero-table&gt;</code> with a board, or point them at one with
    <code>for="the-board-id"</code>.
  </p>`;

/** The whole form. */
export function renderSettingsForm(v: SettingsView): TemplateResult {
  return html`<form part="form" aria-label=${`Rules for a new game${v.forId ? ` on board "${v.forId}"` : ''}`} novalidate @submit=${v.onSubmit}>
    ${renderPlayers(v)}
    <fieldset part="preset">
      <legend>Rule set</legend>
      ${PRESETS.map((p) => renderPreset(v, p))}
    </fieldset>
    ${(['variant', 'house', 'stake'] as const).map((g) => renderGroup(v, g))}
    <div class="error" part="error" role="alert">${v.error}</div>
    <button type="submit" part="apply">Apply: new game</button>
    <p class="status" role="status">${v.status}</p>
    ${renderShare(v)}
  </form>`;
}

function renderPlayers(v: SettingsView): TemplateResult {
  return html`<fieldset part="group players">
    <legend>Players</legend>
    <p class="about">
      Two people can share this screen, or one can play the computer, which can also play both sides. The computer players, weakest first:
      ${BOT_NAMES.map((b) => `${b} (${BOT_WORDS[b]})`).join(', ')}. Who moves first is rolled for.
    </p>
    ${v.seats.map((seat, i) => {
      const id = `seat-${i}`;
      return html`<fieldset part="seat" class="seat">
        <legend>${SIDE_NAMES[i]} <span class="place">(${SIDE_PLACES[i]})</span></legend>
        <div class="option">
          <label for="${id}-name">Name</label>
          <input
            type="text"
            id="${id}-name"
            data-seat=${i}
            .value=${seat.name}
            maxlength=${MAX_NAME_LENGTH}
            autocomplete="off"
            spellcheck="false"
            @change=${v.onSeat}
          />
        </div>
        <div class="option">
          <label for="${id}-plays">Played by</label>
          <select id="${id}-plays" data-seat=${i} @change=${v.onSeat}>
            ${PLAYS.map((p) => html`<option value=${p} ?selected=${seat.plays === p}>${playsLabel(p)}</option>`)}
          </select>
        </div>
      </fieldset>`;
    })}
    ${
      v.tableDice !== undefined
        ? html`<div class="option boolean" part="option table-dice">
            <input type="checkbox" role="switch" id="table-dice" .checked=${v.tableDice} aria-describedby="table-dice-about" @change=${v.onTableDice} />
            <label for="table-dice">Real dice at the table</label>
            <p class="about" id="table-dice-about">
              Throw real dice and tap the faces that came up; the board keeps the rules, the stakes and the score. Takes effect at once, in the game in play.
            </p>
          </div>`
        : nothing
    }
  </fieldset>`;
}

function renderPreset(v: SettingsView, p: PresetName): TemplateResult {
  const info = PRESET_INFO[p];
  return html`<div class="choice">
    <input type="radio" name="preset" id="preset-${p}" value=${p} .checked=${v.preset === p} aria-describedby="preset-${p}-about" @change=${v.onPreset} />
    <label for="preset-${p}">${info.label}</label>
    <p class="about" id="preset-${p}-about">${info.about}</p>
  </div>`;
}

function renderGroup(v: SettingsView, group: OptionGroup): TemplateResult | typeof nothing {
  const infos = optionsFor(v.preset, group);
  if (infos.length === 0) return nothing;
  return html`<fieldset part="group ${group}">
    <legend>${GROUP_LEGENDS[group]}</legend>
    ${infos.map((info) => renderOption(v, info))}
  </fieldset>`;
}

function renderOption(v: SettingsView, info: OptionInfo): TemplateResult {
  const id = `option-${info.name}`;
  const about = `${id}-about`;
  const value = v.values[info.name];
  const fixed = info.fixedIn.includes(v.preset);
  const range = info.range[v.preset];
  const aboutText = `${info.about}${range ? ` (${range.min} to ${range.max})` : ''}${fixed ? ` Always so in ${PRESET_INFO[v.preset].label}.` : ''}`;
  let control: TemplateResult;
  switch (info.kind) {
    case 'boolean':
      control = html`<input
        type="checkbox"
        role="switch"
        id=${id}
        data-option=${info.name}
        .checked=${value === true}
        ?disabled=${fixed}
        aria-describedby=${about}
        @change=${v.onOption}
      />`;
      break;
    case 'integer':
      control = html`<input
        type="number"
        inputmode="numeric"
        id=${id}
        data-option=${info.name}
        min=${range?.min ?? 0}
        max=${range?.max ?? 99}
        .value=${String(value ?? '')}
        aria-describedby=${about}
        @change=${v.onOption}
      />`;
      break;
    case 'queen-call':
    case 'ranking':
      control = html`<select id=${id} data-option=${info.name} aria-describedby=${about} @change=${v.onOption}>
        ${info.choices.map((c) => html`<option value=${c.value} ?selected=${value === c.value}>${c.label}</option>`)}
      </select>`;
      break;
    case 'squares':
      control = html`<input
        type="text"
        id=${id}
        data-option=${info.name}
        .value=${String(value ?? '')}
        spellcheck="false"
        autocomplete="off"
        aria-describedby=${about}
        @change=${v.onOption}
      />`;
      break;
  }
  return html`<div part="option ${info.name}${fixed ? ' fixed' : ''}" class="option ${info.kind}">
    ${info.kind === 'boolean' ? html`${control}<label for=${id}>${info.label}</label>` : html`<label for=${id}>${info.label}</label>${control}`}
    <p class="about" id=${about}>${aboutText}</p>
  </div>`;
}

function renderShare(v: SettingsView): TemplateResult {
  if (!v.options)
    return html`<div part="share" class="share">
      <p class="share-title">Share these rules</p>
      <p class="about">Once the choices above fit together, a link to them shows here.</p>
    </div>`;
  const code = formatRules(v.preset, v.options);
  return html`<div part="share" class="share">
    <label class="share-title" for="share-link">Share these rules</label>
    <p class="about" id="share-about">Send this link to a friend to play with the same rules. Rules code: <code>${code}</code></p>
    <div class="copy-row">
      <input id="share-link" type="text" readonly .value=${linkFor(v.preset, v.options)} aria-describedby="share-about" @focus=${selectAll} />
      <button type="button" part="copy" @click=${v.onCopy}>Copy link</button>
    </div>
  </div>`;
}

const selectAll = (e: Event): void => (e.target as HTMLInputElement).select();
