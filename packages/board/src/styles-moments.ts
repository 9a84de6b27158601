/**
 * The look of what happens, kept apart from the board's layout and themes (styles.ts): the big-moment
 * line above the headline. (Glasses glide by script: view-motion.ts.) Nothing here moves under
 * `prefers-reduced-motion: reduce`.
 */
import { css } from 'lit';

export const momentStyles = css`
  .moment {
    margin: 0;
    padding: 0.4em 0.6em;
    border-inline-start: 4px solid var(--tablero-pull);
    border-radius: calc(var(--tablero-radius) / 2);
    background: color-mix(in srgb, var(--tablero-pull) 16%, var(--tablero-panel));
    color: var(--tablero-text);
    font-weight: 600;
    animation: moment-in 360ms ease-out;
    /* Room for two lines is kept while there is no moment: its arrival shifts nothing (CLS). */
    min-height: calc(2lh + 0.8em);
  }
  .moment.none {
    border-color: transparent;
    background: none;
    animation: none;
  }
  @keyframes moment-in {
    /* Movement only: the text is never faded, so it is readable (and passes contrast) at every frame. */
    from {
      transform: translateY(-0.3em);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .moment {
      animation: none;
    }
  }
`;
