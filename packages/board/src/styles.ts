/**
 * The board's look. Everything a host page may want to change is a custom property on `:host` (with its
 * default here) or a `::part`. Themes only swap custom properties. Contrast: every text colour on its
 * background meets WCAG AA in each theme, light and dark.
 *
 * Sizes inside are in em of the element's own text size (`--tablero-font-size`, by default the reader's
 * `medium`), never rem or the page's inherited size, so a host page's `html { font-size: 62.5% }` or
 * `* { font-size: 30px }` does not shrink or blow up the squares and buttons. The container queries are in
 * px for the same reason.
 */
import { css } from 'lit';

export const boardStyles = css`
  :host {
    --tablero-font: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
    --tablero-text: #1d1b16;
    --tablero-muted: #4a463c;
    --tablero-panel: #fbf8f1;
    --tablero-border: #857c66;
    --tablero-cloth: #2f5d3a;
    --tablero-square-light: #3f7a4c;
    --tablero-square-dark: #356a42;
    --tablero-line-colour: #e9e3c9;
    --tablero-label: #f4efdc;
    --tablero-south: #9b1c2e;
    --tablero-north: #1f4e8c;
    --tablero-glass: #f5f5f0;
    --tablero-accent: #7a4b00;
    --tablero-on-accent: #ffffff;
    --tablero-target: #ffd54a;
    --tablero-pull: #ffb300;
    --tablero-focus: #ffbf00;
    --tablero-radius: 0.5em;
    --tablero-max-width: 900px;
    --tablero-die: #ffffff;
    --tablero-pip: #1d1b16;
    display: block;
    box-sizing: border-box;
    /* The element sizes itself from the width it is given (its container queries), so it needs an
       intrinsic width of its own: in a flex row, a grid auto column or an inline-block it is 560 px, or
       less when that is all there is, and never 0. */
    container-type: inline-size;
    contain-intrinsic-inline-size: 560px;
    min-width: 0;
    max-width: min(100%, var(--tablero-max-width));
    color-scheme: light;
    color: var(--tablero-text);
  }
  :host([hidden]) {
    display: none;
  }
  :host([theme='wood']) {
    --tablero-cloth: #5a3a1e;
    --tablero-square-light: #c89a63;
    --tablero-square-dark: #b5844d;
    --tablero-line-colour: #3b2410;
    --tablero-label: #fff3e0;
    --tablero-panel: #fdf6ec;
  }
  :host([theme='contrast']) {
    --tablero-text: #000000;
    --tablero-muted: #000000;
    --tablero-panel: #ffffff;
    --tablero-border: #000000;
    --tablero-cloth: #000000;
    --tablero-square-light: #ffffff;
    --tablero-square-dark: #e6e6e6;
    --tablero-line-colour: #000000;
    --tablero-label: #ffffff;
    --tablero-south: #b00020;
    --tablero-north: #0033aa;
    --tablero-accent: #000000;
    --tablero-on-accent: #ffffff;
    --tablero-target: #000000;
    --tablero-pull: #000000;
    --tablero-focus: #0050ff;
  }

  .layout {
    display: grid;
    gap: 0.75em;
    grid-template-columns: minmax(0, 1fr);
  }
  /* A lazy board not started yet: the board's square, so the page barely moves when it starts. */
  .asleep {
    aspect-ratio: 1;
    max-height: 100vh;
  }
  @container (min-width: 640px) {
    .layout {
      grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
      align-items: start;
    }
  }

  /* The board: 7x7 squares with rank labels on the left and file labels below. */
  .board {
    background: var(--tablero-cloth);
    border-radius: var(--tablero-radius);
    padding: 0.35em 0.5em 0.2em 0.2em;
    display: grid;
    /* Squares share the width they are given (never a minimum that could push them out of a narrow
       column): 44 px each once the board is 351 px wide with its rank labels, or 320 px without. */
    grid-template-columns: 1.1em repeat(7, minmax(0, 1fr));
    grid-template-rows: repeat(7, auto) 1.2em;
    gap: 2px;
    user-select: none;
    -webkit-user-select: none;
    /* A swipe that starts on the board scrolls the page; only a touch on a glass that may move now is
       kept for dragging it (.can-drag below). */
    touch-action: pan-x pan-y pinch-zoom;
  }
  .can-drag .square.playable:has(.glass) {
    touch-action: none;
  }
  .layout.compact .stakes {
    grid-template-columns: 1fr 1fr;
  }
  .rank-label,
  .file-label {
    color: var(--tablero-label);
    font-size: 0.8em;
    line-height: 1.2;
    display: grid;
    place-items: center;
    min-width: 0;
  }
  [role='row'] {
    display: contents;
  }
  /* On the narrowest phones the rank labels give way (every square still names itself to screen readers),
     so seven 44 px squares fit 320 px; in a narrower column the squares shrink rather than overflow. */
  @container (max-width: 351px) {
    .board {
      grid-template-columns: repeat(7, minmax(0, 1fr));
      padding: 2px;
      gap: 1px;
    }
    .rank-label,
    .corner {
      display: none;
    }
  }
  .square {
    position: relative;
    aspect-ratio: 1;
    min-width: 0;
    background: var(--tablero-square-light);
    border: 1px solid color-mix(in srgb, var(--tablero-line-colour) 40%, transparent);
    display: grid;
    place-items: center;
    cursor: default;
    outline: none;
  }
  .square.dark {
    background: var(--tablero-square-dark);
  }
  .square.baseline {
    border-color: var(--tablero-line-colour);
  }
  .square.spot::before {
    content: '';
    position: absolute;
    inset: 22%;
    border: 2px dashed var(--tablero-line-colour);
    border-radius: 50%;
  }
  .square.centre::after {
    content: '';
    position: absolute;
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: var(--tablero-line-colour);
    bottom: 4px;
    right: 4px;
  }
  .square.playable {
    cursor: pointer;
  }
  .square.target::before {
    content: '';
    position: absolute;
    width: 32%;
    height: 32%;
    border-radius: 50%;
    background: var(--tablero-target);
    box-shadow: 0 0 0 2px var(--tablero-cloth);
  }
  .square.line {
    box-shadow: inset 0 0 0 3px var(--tablero-pull);
  }
  .square.last {
    box-shadow: inset 0 0 0 2px color-mix(in srgb, var(--tablero-target) 70%, transparent);
  }
  .square.selected {
    box-shadow: inset 0 0 0 4px var(--tablero-target);
  }
  .square:focus {
    outline: 3px solid var(--tablero-focus);
    outline-offset: -3px;
    z-index: 1;
  }

  /* A shot glass, seen from the side: a clear tumbler, the liquid coloured by whoever poured it. */
  .glass {
    width: 64%;
    height: 72%;
    position: relative;
    pointer-events: none;
    transition: transform 160ms ease-out;
  }
  /* A glass taken off the board fades out where it stood (view-motion.ts), over whatever comes there. */
  .glass.leaving {
    position: absolute;
    left: 18%;
    top: 14%;
  }
  .glass svg {
    width: 100%;
    height: 100%;
    display: block;
    overflow: visible;
  }
  .glass .cup {
    fill: color-mix(in srgb, var(--tablero-glass) 30%, transparent);
  }
  .glass .rim {
    fill: none;
    stroke: var(--tablero-glass);
    stroke-width: 2.5;
  }
  .glass .liquid.south {
    fill: var(--tablero-south);
  }
  .glass .liquid.north {
    fill: var(--tablero-north);
  }
  /* One Man's Poison: a glass set out, its shot poured only when it is drunk, has a bold rim. */
  .glass.ready .rim {
    stroke-width: 4;
  }
  .glass .mark {
    font: 700 11px var(--tablero-font);
    fill: #ffffff;
    text-anchor: middle;
  }
  :host([theme='contrast']) .glass .cup {
    fill: #ffffff;
  }
  :host([theme='contrast']) .glass .rim {
    stroke: #000000;
  }
  .dragging .glass.lifted {
    transform: translate(var(--drag-x, 0), var(--drag-y, 0)) scale(1.1);
    transition: none;
    z-index: 2;
  }

  /* The side panel. */
  .panel {
    display: grid;
    /* The height held during a game (see heights.ts) stays below the log, not between the rows. */
    align-content: start;
    gap: 0.6em;
    background: var(--tablero-panel);
    border: 1px solid var(--tablero-border);
    border-radius: var(--tablero-radius);
    padding: 0.75em;
  }
  .status {
    font-weight: 600;
    margin: 0;
    /* Two lines reserved: a longer prompt does not push the page down. */
    min-height: 2.8em;
  }
  .turn-marker {
    display: inline-block;
    width: 0.8em;
    height: 0.8em;
    border-radius: 50%;
    margin-inline-end: 0.35em;
    vertical-align: -0.05em;
  }
  .turn-marker.south,
  .swatch.south {
    background: var(--tablero-south);
  }
  .turn-marker.north,
  .swatch.north {
    background: var(--tablero-north);
  }
  .facts {
    /* The Queen's Number beside the dice, never wrapping under them: the row keeps its height whether
       the number is "not yet rolled" or 8. */
    display: flex;
    gap: 0.5em 1em;
    align-items: center;
    justify-content: space-between;
    min-height: 2.8em;
  }
  .facts .queen {
    flex: 1 1 auto;
    min-width: 0;
  }
  .facts .dice {
    flex: none;
    margin-inline-start: auto;
  }
  .queen {
    font-weight: 600;
  }
  .dice {
    display: flex;
    gap: 0.4em;
  }
  .die {
    width: 2.5em;
    height: 2.5em;
  }
  .die rect {
    fill: var(--tablero-die);
    stroke: var(--tablero-pip);
    stroke-width: 3;
  }
  .die circle {
    fill: var(--tablero-pip);
  }
  .die.rolled {
    animation: tumble 420ms cubic-bezier(0.2, 0.8, 0.3, 1);
  }
  @keyframes tumble {
    0% {
      transform: rotate(-200deg) scale(0.6);
      opacity: 0.2;
    }
    100% {
      transform: none;
      opacity: 1;
    }
  }
  /* Windows' high contrast (forced colours) drops shadows and backgrounds: the marks of the moment are
     drawn with outlines and the system's highlight instead, and the side colours stay. */
  @media (forced-colors: active) {
    .square.target::before {
      forced-color-adjust: none;
      background: Highlight;
      box-shadow: none;
    }
    .square.line {
      outline: 3px solid Highlight;
      outline-offset: -4px;
    }
    .square.last {
      outline: 2px dashed CanvasText;
      outline-offset: -4px;
    }
    .square.selected {
      outline: 4px double Highlight;
      outline-offset: -5px;
    }
    .turn-marker,
    .swatch {
      forced-color-adjust: none;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .die.rolled {
      animation: none;
    }
    .glass {
      transition: none;
    }
  }

  .stakes {
    display: grid;
    gap: 0.4em;
  }
  .stake {
    /* Name and "drunk n" share a line when they fit; each keeps its words together. */
    display: flex;
    flex-wrap: wrap;
    gap: 0.1em 0.5em;
    align-items: center;
  }
  .stake .who {
    font-weight: 600;
  }
  .stake .who,
  .drunk {
    white-space: nowrap;
  }
  .swatch {
    display: inline-block;
    width: 0.75em;
    height: 0.75em;
    border-radius: 2px;
    margin-inline-end: 0.3em;
  }
  .bottles {
    display: flex;
    gap: 0.25em;
    flex-basis: 100%;
  }
  .bottle {
    width: 1.1em;
    height: 2.2em;
  }
  .bottle .outline {
    fill: none;
    stroke: var(--tablero-text);
    stroke-width: 1.5;
  }
  .bottle .level.south {
    fill: var(--tablero-south);
  }
  .bottle .level.north {
    fill: var(--tablero-north);
  }
  .bottle.open .outline {
    stroke-width: 2.5;
  }
  .spectators {
    grid-column: 1 / -1;
  }
  .spectators .who {
    font-weight: 600;
  }
  .stake-words {
    flex-basis: 100%;
    color: var(--tablero-muted);
    font-size: 0.9em;
  }

  .controls {
    /* One row of buttons is always reserved, so the panel keeps its height between turns. */
    min-height: 2.75em;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4em;
  }
  button {
    font: inherit;
    min-height: 2.75em;
    min-width: 2.75em;
    padding: 0.4em 0.8em;
    border-radius: var(--tablero-radius);
    border: 2px solid var(--tablero-accent);
    background: var(--tablero-accent);
    color: var(--tablero-on-accent);
    cursor: pointer;
  }
  button.secondary {
    background: transparent;
    color: var(--tablero-text);
    border-color: var(--tablero-border);
  }
  button:focus-visible {
    outline: 3px solid var(--tablero-focus);
    outline-offset: 2px;
  }
  button:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  /* The dice pickers (real dice thrown at a table): a full-width block, a row of six faces per die. */
  .throw {
    flex: 1 1 100%;
    display: grid;
    gap: 0.5em;
  }
  .throw-heading {
    margin: 0;
    font-weight: 600;
  }
  .throw-die {
    display: grid;
    grid-template-columns: repeat(6, minmax(0, 1fr));
    gap: 0.3em;
  }
  .throw-label {
    grid-column: 1 / -1;
  }
  button.face {
    min-width: 0;
    padding: 0.2em;
    background: transparent;
    border-color: var(--tablero-border);
  }
  button.face .die {
    display: block;
    width: 100%;
    max-width: 3.5em;
    height: auto;
    margin: auto;
  }
  button.face.picked {
    background: var(--tablero-target);
    border-color: var(--tablero-accent);
  }
  .throw .hint {
    margin: 0;
  }
  .share {
    display: grid;
    gap: 0.4em;
  }
  .share label {
    display: flex;
    align-items: center;
    gap: 0.5em;
    justify-content: space-between;
  }
  .share input {
    font: inherit;
    width: 4em;
    min-height: 2.75em;
    padding: 0 0.4em;
  }
  .hint {
    color: var(--tablero-muted);
    font-size: 0.9em;
    margin: 0;
  }
  .log {
    /* A fixed height, so the panel does not grow with every line of a game (no layout shift); new lines
       come at the end, and the list scrolls to them (view-panel.ts). */
    height: 10em;
    overflow-y: auto;
    margin: 0;
    padding-inline-start: 2.4em;
    font-size: 0.9em;
    color: var(--tablero-muted);
  }
  .log li:last-child {
    color: var(--tablero-text);
    font-weight: 600;
  }
  details summary {
    cursor: pointer;
    min-height: 2.75em;
    display: flex;
    align-items: center;
  }
  details summary::before {
    content: '▸';
    margin-inline-end: 0.4em;
  }
  details[open] summary::before {
    content: '▾';
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .message {
    border: 2px solid #8a1c1c;
    background: #fff4f4;
    color: #5a0f0f;
    border-radius: var(--tablero-radius);
    padding: 0.75em 1em;
  }
  .message code {
    font-size: 0.95em;
  }
  .notice {
    border-inline-start: 4px solid var(--tablero-accent);
    background: var(--tablero-panel);
    padding: 0.5em 0.75em;
    margin: 0 0 0.5em;
  }
`;
