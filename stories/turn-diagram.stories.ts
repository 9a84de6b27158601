/**
 * The turn-flow diagram (drawn from the turn machine, as the rulebook's "A turn, step by step" shows it)
 * beside a live board: the step the board is at is highlighted, and moves on with every action.
 */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { render } from 'lit';
import { expect, waitFor } from 'storybook/test';
import type { TableroBoard } from '@tablero/board';
import { tableroMachine } from '@tablero/engine/machine';
import { TURN_WORDS, turnDiagram, type TurnEdge } from '../site/src/turn-diagram.ts';
import { playedTurns } from '../site/src/turn-flow.ts';

/** Where events led in a few games played on the machine (the rulebook's build plays more), made once. */
let playedOnce: readonly TurnEdge[] | null = null;
const playedSample = (): readonly TurnEdge[] => (playedOnce ??= playedTurns(2, 300));
import { boardArgTypes, boardIn, press, renderBoard, type BoardArgs } from './helpers.ts';

const STYLE = `
  .turn-story { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr)); align-items: start; }
  .turn-story .scroll { overflow-x: auto; border: 1px solid #888; border-radius: 8px; padding: 4px; }
  .turn-story svg { display: block; width: 100%; min-width: 46rem; height: auto; }
  .turn-story figure { margin: 0; }
  .turn-story figcaption { margin: 0.5rem 0; font-weight: 600; }
`;

/** The board (from the story's args) and, beside it, the diagram with the board's current step highlighted. */
function renderWithDiagram(args: BoardArgs): HTMLElement {
  const root = document.createElement('div');
  root.className = 'turn-story';
  root.innerHTML = `<style>${STYLE}</style><div class="board"></div><figure></figure>`;
  const boardBox = root.querySelector<HTMLElement>('.board')!;
  const figure = root.querySelector<HTMLElement>('figure')!;
  render(renderBoard(args), boardBox);
  const draw = (): void => {
    const moment = boardBox.querySelector<TableroBoard>('tablero-board')?.game?.moment;
    const d = turnDiagram(tableroMachine, TURN_WORDS, { current: moment, idPrefix: 'story-turn', played: playedSample() });
    const now = d.steps.find((s) => s.current)?.words ?? 'the game is starting';
    figure.innerHTML =
      `<figcaption>Now: ${now}</figcaption>` +
      `<div class="scroll" tabindex="0" role="group" aria-label="Turn flow diagram">${d.svg}</div>` +
      `<details><summary>The same steps in words</summary>${d.listHtml}</details>`;
  };
  // The board's events bubble out of it: redraw after each action and each new game.
  root.addEventListener('tablero-action', draw);
  root.addEventListener('tablero-newgame', draw);
  draw();
  void customElements.whenDefined('tablero-board').then(async () => {
    await boardBox.querySelector<TableroBoard>('tablero-board')?.updateComplete;
    draw();
  });
  return root;
}

const meta = {
  title: 'Rulebook/Turn diagram',
  component: 'tablero-board',
  render: renderWithDiagram,
  argTypes: boardArgTypes,
} satisfies Meta<BoardArgs>;
export default meta;
type Story = StoryObj<BoardArgs>;

/** The highlighted box: its state's path. */
const highlighted = (canvas: HTMLElement): string | undefined => canvas.querySelector<SVGGElement>('svg .state.current')?.dataset.state;

/** A person's turn: the Player rolls, and the highlight moves to the first move. */
export const PersonsTurn: Story = {
  args: { position: '6n/7/7/ssnn3/4n2/7/5s1 s', dice: '1-5', queen: '8', players: 'Ada, Bo' },
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    await waitFor(() => expect(highlighted(canvasElement)).toBe('play.roll'));
    await press(el, /Roll the dice/);
    await waitFor(() => expect(highlighted(canvasElement)).toBe('play.moving.firstDie'));
    await expect(canvasElement.querySelector('figcaption')?.textContent).toBe('Now: move a glass by one die');
    await expect(canvasElement.querySelector('[aria-current="step"]')?.getAttribute('data-state')).toBe('play.moving.firstDie');
  },
};

/** Two computers play; the highlight follows every step the board takes. */
export const ComputersPlaying: Story = {
  args: { players: 'Aldith:greedy, Bertram:random', 'bot-delay': 150, seed: '7' },
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    const seen = new Set<string>();
    await waitFor(
      () => {
        const moment = el.game?.moment;
        expect(highlighted(canvasElement)).toBe(`play.${moment}`);
        seen.add(moment ?? '');
        expect(seen.size).toBeGreaterThanOrEqual(4);
      },
      { timeout: 30_000, interval: 30 },
    );
  },
};
