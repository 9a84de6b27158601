/**
 * The look of `<tablero-settings>`. The page's `--tablero-*` custom properties are read with a default,
 * never set, so they also inherit from a page or a `<tablero-table>`; the defaults follow the reader's
 * light or dark scheme (or the element's `color-scheme` attribute). Sizes are in em of the element's own
 * text size, and every control is at least 44 px in both directions.
 */
import { css, unsafeCSS, type CSSResult } from 'lit';
import { DARK, darkWhere } from './host-styles.ts';

/** The light scheme's defaults (the dark scheme's are the board's DARK). */
const LIGHT = {
  text: '#1d1b16',
  muted: '#4a463c',
  panel: '#fbf8f1',
  border: '#857c66',
  field: '#ffffff',
  accent: '#7a4b00',
  'on-accent': '#ffffff',
  error: '#8b1a1a',
  focus: '#ffbf00',
  radius: '0.5em',
};

/** Each `--tablero-*` property the page may set, read into a private `--_*` one with these defaults. */
const defaults = (table: Readonly<Record<string, string>>, scheme: string): CSSResult =>
  unsafeCSS(
    `${Object.entries(table)
      .map(([k, v]) => `--_${k}:var(--tablero-${k},${v});`)
      .join('')}color-scheme:${scheme}`,
  );
const light = defaults(LIGHT, 'light');
const dark = darkWhere('', defaults(DARK, 'dark'));

export const settingsStyles = css`
  :host {
    ${light};
    display: block;
    box-sizing: border-box;
    max-width: min(100%, 640px);
    min-width: 0;
    padding: 12px;
    color: var(--_text);
    background: var(--_panel);
    border-radius: var(--_radius);
  }
  ${dark}
  :host([hidden]) {
    display: none;
  }
  fieldset {
    min-width: 0;
    margin: 0 0 0.75em;
    padding: 0.25em 0.75em 0.5em;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  legend {
    padding: 0 0.25em;
    font-weight: 700;
  }
  p {
    margin: 0;
  }
  .choice,
  .option {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    column-gap: 0.35em;
    align-items: center;
    padding: 0.1em 0;
  }
  .option:not(.boolean) {
    grid-template-columns: minmax(0, 1fr) auto;
  }
  .choice label,
  .option label {
    display: flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
    cursor: pointer;
  }
  .about {
    grid-column: 1 / -1;
    color: var(--_muted);
    font-size: 0.9em;
  }
  .choice .about,
  .option.boolean .about {
    grid-column: 2;
  }
  /* Switches and radios drawn here (not by the browser), so they read the same on light and dark pages:
     an empty box or ring when off, a filled box with a tick or a dot when on, in a 44 px target. */
  input:is([type='radio'], [type='checkbox']) {
    appearance: none;
    -webkit-appearance: none;
    position: relative;
    display: inline-grid;
    place-content: center;
    width: 44px;
    height: 44px;
    margin: 0 0 0 -10px;
    background: none;
    border: 0;
    cursor: pointer;
  }
  input:is([type='radio'], [type='checkbox'])::before {
    content: '';
    width: 1.4em;
    height: 1.4em;
    border: 2px solid var(--_border);
    border-radius: 0.25em;
    background: var(--_field);
  }
  input[type='radio']::before {
    border-radius: 50%;
  }
  input[type='checkbox']:checked::before {
    background: var(--_accent);
    border-color: var(--_accent);
  }
  input[type='checkbox']:checked::after {
    content: '';
    position: absolute;
    left: 50%;
    top: 50%;
    width: 0.4em;
    height: 0.8em;
    border: solid var(--_on-accent);
    border-width: 0 0.18em 0.18em 0;
    transform: translate(-50%, -60%) rotate(45deg);
  }
  input[type='radio']:checked::before {
    border-color: var(--_accent);
    box-shadow:
      inset 0 0 0 0.25em var(--_field),
      inset 0 0 0 1em var(--_accent);
  }
  /* Windows' high contrast drops shadows: the chosen radio's dot is kept, in the system highlight. */
  @media (forced-colors: active) {
    input[type='radio']:checked::before {
      forced-color-adjust: none;
      border-color: Highlight;
      box-shadow:
        inset 0 0 0 0.25em Canvas,
        inset 0 0 0 1em Highlight;
    }
  }
  input[type='checkbox']:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  input[type='number'],
  input[type='text'],
  select {
    min-height: 44px;
    min-width: 0;
    padding: 0 0.5em;
    font: inherit;
    color: var(--_text);
    background: var(--_field);
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) / 2);
  }
  input[type='number'] {
    width: 5em;
  }
  select {
    max-width: 100%;
  }
  .option.squares,
  .option.queen-call,
  .option.ranking {
    grid-template-columns: minmax(0, 1fr);
  }
  .seat {
    margin: 0.5em 0 0;
  }
  .seat .option {
    /* Label above its field: the panel is often a narrow column. */
    grid-template-columns: minmax(0, 1fr);
    padding: 0;
  }
  .seat label {
    min-height: 2em;
  }
  .seat input[type='text'],
  .seat select {
    width: 100%;
  }
  .place {
    font-weight: 400;
    color: var(--_muted);
  }
  button {
    min-height: 44px;
    min-width: 44px;
    padding: 0.5em 1em;
    font: inherit;
    font-weight: 700;
    color: var(--_on-accent);
    background: var(--_accent);
    border: 0;
    border-radius: var(--_radius);
    cursor: pointer;
  }
  :focus-visible {
    /* A dark ring inside a bright one: visible on light and dark backgrounds alike. */
    outline: 3px solid var(--_focus);
    outline-offset: 3px;
    box-shadow: 0 0 0 3px var(--_text);
  }
  input:is([type='radio'], [type='checkbox']):focus-visible {
    outline-offset: -4px;
    box-shadow: none;
  }
  .error:not(:empty) {
    margin: 0 0 0.75em;
    padding: 0.5em 0.75em;
    color: var(--_error);
    background: var(--_field);
    border-inline-start: 4px solid var(--_error);
    font-weight: 600;
  }
  .status {
    min-height: 1.4em;
    margin: 0.5em 0;
  }
  .share {
    padding-top: 0.75em;
    border-top: 1px solid var(--_border);
  }
  .share-title {
    display: block;
    font-weight: 700;
  }
  .copy-row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
    margin-top: 0.5em;
  }
  .copy-row input {
    flex: 1 1 12em;
  }
  code {
    overflow-wrap: anywhere;
  }
  .message p {
    margin-top: 0.5em;
  }
`;
