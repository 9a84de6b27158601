/** The kept games' list and the saved-game notice's buttons (the board's own button styles apply). */
import { css } from 'lit';

export const keptStyles = css`
  .notice p {
    margin: 0;
  }
  .notice .controls {
    margin-top: 0.4rem;
  }
  .kept {
    margin: 0 0 0.5rem;
    padding: 0.25rem 0.75rem;
    border: 1px solid var(--tablero-border);
    border-radius: var(--tablero-radius);
    background: var(--tablero-panel);
    color: var(--tablero-text);
  }
  .kept summary {
    min-height: 2.75rem;
    padding-block: 0.6rem;
    box-sizing: border-box;
  }
  .kept ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .kept li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.4rem;
    padding: 0.4rem 0;
    border-top: 1px solid var(--tablero-border);
    overflow-wrap: anywhere;
  }
`;
