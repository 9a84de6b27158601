/**
 * The look of what happens, kept apart from the board's layout and themes (styles.ts): the big-moment
 * line above the headline. (Glasses glide by script: view-motion.ts.) Nothing here moves under
 * `prefers-reduced-motion: reduce`.
 */
import { css } from 'lit';

export const momentStyles = css`
  .moment {
    margin: 0;
    padding: 0.4rem 0.6rem;
    border-inline-start: 4px solid var(--tablero-pull);
    border-radius: calc(var(--tablero-radius) / 2);
    background: color-mix(in srgb, var(--tablero-pull) 16%, var(--tablero-panel));
    color: var(--tablero-text);
    font-weight: 600;
    animation: moment-in 360ms ease-out;
  }
  /* It slides in, never fades: text at part opacity would fail contrast while it shows. */
  @keyframes moment-in {
    from {
      transform: translateY(-0.3rem);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .moment {
      animation: none;
    }
  }
`;
