/**
 * The board's look. Everything a host page may want to change is a custom property on `:host` (with its
 * default here) or a `::part`. Themes only swap custom properties. Contrast: every text colour on its
 * background meets WCAG AA in each theme.
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
    --tablero-radius: 0.5rem;
    --tablero-max-width: 56rem;
    display: block;
    container-type: inline-size;
    max-width: var(--tablero-max-width);
    font-family: var(--tablero-font);
    color: var(--tablero-text);
    line-height: 1.4;
    /* Reserve a box before and while upgrading, so the page does not jump. */
    min-height: 20rem;
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
    gap: 0.75rem;
    grid-template-columns: 1fr;
  }
  @container (min-width: 40rem) {
    .layout {
      grid-template-columns: minmax(18rem, 3fr) minmax(14rem, 2fr);
      align-items: start;
    }
  }

  /* The board: 7x7 squares with rank labels on the left and file labels below. */
  .board {
    background: var(--tablero-cloth);
    border-radius: var(--tablero-radius);
    padding: 0.35rem 0.5rem 0.2rem 0.2rem;
    display: grid;
    grid-template-columns: 1.1rem repeat(7, minmax(2.75rem, 1fr));
    grid-template-rows: repeat(7, auto) 1.2rem;
    gap: 2px;
    user-select: none;
    -webkit-user-select: none;
    touch-action: none;
  }
  :host([compact]) .stakes {
    grid-template-columns: 1fr 1fr;
  }
  .rank-label,
  .file-label {
    color: var(--tablero-label);
    font-size: 0.8rem;
    display: grid;
    place-items: center;
  }
  [role='row'] {
    display: contents;
  }
  /* On the narrowest phones seven 44 px squares fill the width: the rank labels give way (every square
     still names itself to screen readers), and below 20rem the squares shrink a little rather than
     overflow the page. */
  @container (max-width: 21.5rem) {
    .board {
      grid-template-columns: repeat(7, minmax(2.75rem, 1fr));
      padding: 2px;
      gap: 1px;
    }
    .rank-label,
    .corner {
      display: none;
    }
  }
  @container (max-width: 20rem) {
    .board {
      grid-template-columns: repeat(7, minmax(2.5rem, 1fr));
    }
    .square {
      min-width: 2.5rem;
    }
  }
  .square {
    position: relative;
    aspect-ratio: 1;
    min-width: 2.75rem;
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
  .square:focus-visible,
  .square.cursor:focus-within,
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
    gap: 0.6rem;
    background: var(--tablero-panel);
    border: 1px solid var(--tablero-border);
    border-radius: var(--tablero-radius);
    padding: 0.75rem;
  }
  .status {
    font-weight: 600;
    margin: 0;
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
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    align-items: center;
    margin: 0;
  }
  .queen {
    font-weight: 600;
  }
  .dice {
    display: flex;
    gap: 0.4rem;
  }
  .die {
    width: 2.5rem;
    height: 2.5rem;
  }
  .die rect {
    fill: #ffffff;
    stroke: var(--tablero-text);
    stroke-width: 3;
  }
  .die circle {
    fill: var(--tablero-text);
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
    gap: 0.4rem;
    margin: 0;
  }
  .stake {
    /* Name and "drunk n" share a line when they fit; each keeps its words together. */
    display: flex;
    flex-wrap: wrap;
    gap: 0.1rem 0.5rem;
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
    gap: 0.25rem;
    flex-basis: 100%;
  }
  .bottle {
    width: 1.1rem;
    height: 2.2rem;
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
    font-size: 0.9rem;
  }

  .controls {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem;
  }
  button {
    font: inherit;
    min-height: 2.75rem;
    min-width: 2.75rem;
    padding: 0.4rem 0.8rem;
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
  .share {
    display: grid;
    gap: 0.4rem;
  }
  .share label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    justify-content: space-between;
  }
  .share input {
    font: inherit;
    width: 4rem;
    min-height: 2.75rem;
    padding: 0 0.4rem;
  }
  .hint {
    color: var(--tablero-muted);
    font-size: 0.9rem;
    margin: 0;
  }
  .log {
    max-height: 10rem;
    overflow-y: auto;
    margin: 0;
    padding-inline-start: 2.4rem;
    font-size: 0.9rem;
    color: var(--tablero-muted);
  }
  .log li:first-child {
    color: var(--tablero-text);
    font-weight: 600;
  }
  details summary {
    cursor: pointer;
    min-height: 2rem;
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
    padding: 0.75rem 1rem;
  }
  .message code {
    font-size: 0.95em;
  }
  .notice {
    border-inline-start: 4px solid var(--tablero-accent);
    background: var(--tablero-panel);
    padding: 0.5rem 0.75rem;
    margin: 0 0 0.5rem;
  }
`;
