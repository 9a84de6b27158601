// A React 19 page with boards, as a React site writes them: numbers and booleans as props. React 19 sets a
// prop as a property when the element already has it (defined), and as an attribute before that.
// `?late` renders first and loads the board's module afterwards (the element upgrades under React).
// Bundled by tests/e2e/frameworks.test.ts with esbuild; window.tablero lets the test change the props.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function App({ api }) {
  const [paused, setPaused] = useState(false);
  const [seed, setSeed] = useState(7);
  api.setPaused = setPaused;
  api.setSeed = setSeed;
  return (
    <main>
      <h1>React</h1>
      <tablero-board
        id="game"
        seed={seed}
        queen={8}
        botDelay={40}
        paused={paused}
        readonly={false}
        compact={true}
        players="greedy, greedy"
        ontablero-newgame={(e) => api.newGames.push(e.detail.rules)}
      />
      <tablero-settings for="game" syncHash={false} />
    </main>
  );
}

const api = { newGames: [] };
window.tablero = api;
const late = location.search.includes('late');
if (!late) await import('/tablero.js');
createRoot(document.getElementById('app')).render(<App api={api} />);
// The framework has drawn the board before the elements are defined ("late") or the page says it is ready.
while (!document.querySelector('tablero-board')) await new Promise((r) => requestAnimationFrame(r));
if (late) await import('/tablero.js');
api.ready = true;
