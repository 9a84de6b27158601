/**
 * What every Tablero element sets for itself so that the host page cannot break it: its own text
 * settings (a page's `* { line-height: 3; font-size: 30px }`, letter-spacing, `dir="rtl"` and the like do
 * not reach inside), and the light and dark colour schemes. The scheme follows the reader's
 * `prefers-color-scheme` unless the element's `color-scheme` attribute says `light` or `dark`.
 */
import { css } from 'lit';

/**
 * Inherited text styles reset on the element's top-level children. Sizes inside are in em of
 * `--tablero-font-size` (default: the reader's `medium`), so neither a page's root size nor an inherited
 * one changes the layout; the font is `--tablero-font`.
 */
export const ownText = css`
  :host > * {
    font: 400 var(--tablero-font-size, medium) / 1.4 var(--tablero-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    font-style: normal;
    font-variant: normal;
    letter-spacing: normal;
    word-spacing: normal;
    text-transform: none;
    text-indent: 0;
    text-align: start;
    text-decoration: none;
    text-shadow: none;
    white-space: normal;
    word-break: normal;
    overflow-wrap: break-word;
    hyphens: manual;
    /* The text is English: left to right in any page, isolated from the page's direction. */
    direction: ltr;
    unicode-bidi: isolate;
    writing-mode: horizontal-tb;
    box-sizing: border-box;
    visibility: visible;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
`;

/** The board's colours on a dark page (the contrast theme keeps its own black on white). */
export const boardDark = css`
  @media (prefers-color-scheme: dark) {
    :host(:not([color-scheme='light' i]):not([theme='contrast' i])) {
      --tablero-text: #ede6d3;
      --tablero-muted: #cfc6b0;
      --tablero-panel: #23211c;
      --tablero-border: #9a907a;
      --tablero-accent: #e6ad55;
      --tablero-on-accent: #1d1b16;
      color-scheme: dark;
    }
  }
  /* A page that declares itself dark only (CSS color-scheme: dark) gets the dark panels too. */
  :host(:state(page-dark):not([color-scheme='light' i]):not([theme='contrast' i])) {
    --tablero-text: #ede6d3;
    --tablero-muted: #cfc6b0;
    --tablero-panel: #23211c;
    --tablero-border: #9a907a;
    --tablero-accent: #e6ad55;
    --tablero-on-accent: #1d1b16;
    color-scheme: dark;
  }
  :host([color-scheme='dark' i]:not([theme='contrast' i])) {
    --tablero-text: #ede6d3;
    --tablero-muted: #cfc6b0;
    --tablero-panel: #23211c;
    --tablero-border: #9a907a;
    --tablero-accent: #e6ad55;
    --tablero-on-accent: #1d1b16;
    color-scheme: dark;
  }
`;
