// A Vue 3 page with boards, as a Vue site writes them in a template: `:seed="7"`, `:paused="false"`,
// `:bot-delay="40"`. Vue sets a binding as a property when the element has it (defined) and as an
// attribute before that. `?late` mounts first and loads the board's module afterwards.
// Bundled by tests/e2e/frameworks.test.ts with esbuild (Vue's build with the template compiler).
import { createApp, ref } from 'vue/dist/vue.esm-bundler.js';

const paused = ref(false);
const seed = ref(7);
const api = { newGames: [], setPaused: (v) => (paused.value = v), setSeed: (v) => (seed.value = v) };
window.tablero = api;

const late = location.search.includes('late');
if (!late) await import('/tablero.js');
const app = createApp({
  setup: () => ({ paused, seed, newGames: api.newGames }),
  template: `<main>
    <h1>Vue</h1>
    <tablero-board id="game" :seed="seed" :queen="8" :bot-delay="40" :paused="paused" :readonly="false" :compact="true" players="greedy, greedy"
      @tablero-newgame="(e) => newGames.push(e.detail.rules)"></tablero-board>
    <tablero-settings for="game" :sync-hash="false"></tablero-settings>
  </main>`,
});
app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('tablero-');
app.mount('#app');
// The framework has drawn the board before the elements are defined ("late") or the page says it is ready.
while (!document.querySelector('tablero-board')) await new Promise((r) => requestAnimationFrame(r));
if (late) await import('/tablero.js');
api.ready = true;
