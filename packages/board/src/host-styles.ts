/**
 * What every Tablero element sets for itself so that the host page cannot break it: its own text
 * settings (a page's `* { line-height: 3; font-size: 30px }`, letter-spacing, `dir="rtl"` and the like do
 * not reach inside), and the light and dark colour schemes. The scheme follows the reader's
 * `prefers-color-scheme` unless the element's `color-scheme` attribute says `light` or `dark`.
 */
import { css, unsafeCSS, type CSSResult } from 'lit';

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

/** The dark scheme's colours, shared by the board and the settings panel. */
export const DARK = {
  text: '#ede6d3',
  muted: '#cfc6b0',
  panel: '#23211c',
  border: '#9a907a',
  field: '#2f2c26',
  accent: '#e6ad55',
  'on-accent': '#1d1b16',
  error: '#ffb4a8',
} as const;

/**
 * A colour scheme's rule bodies put in the three places a dark scheme comes from: the reader's
 * `prefers-color-scheme`, a page that declares itself dark only (the `page-dark` state, see
 * markPageDark), and the `color-scheme="dark"` attribute. Three rules, not one selector list: a browser
 * that does not know `:state()` would drop the whole list. `not` is a selector that keeps light.
 */
export function darkWhere(not: string, body: CSSResult): CSSResult {
  const keep = unsafeCSS(not);
  return css`
    @media (prefers-color-scheme: dark) {
      :host(:not([color-scheme='light' i])${keep}) {
        ${body}
      }
    }
    :host(:state(page-dark):not([color-scheme='light' i])${keep}) {
      ${body}
    }
    :host([color-scheme='dark' i]${keep}) {
      ${body}
    }
  `;
}

/** The board's colours on a dark page (the contrast theme keeps its own black on white). */
export const boardDark = darkWhere(
  ":not([theme='contrast' i])",
  unsafeCSS(
    `${(['text', 'muted', 'panel', 'border', 'accent', 'on-accent'] as const).map((k) => `--tablero-${k}: ${DARK[k]};`).join(' ')} color-scheme: dark;`,
  ),
);
