/**
 * `node packages/engine/scripts/greedy-cost.ts [--rules anarchist] [--positions 30000] [--seed 1]`
 *
 * What greedy's choice of a roll's moves costs under rules where it searches every pair (anarchist,
 * or shapes within reach). Positions are taken from greedy's own self-play games at each roll's first
 * move (where the roll has two first moves or more); on them the roll's first moves are listed
 * (`legalMovesInto`) and greedy's search over every pair is run (`greedyPairSearch`), each timed on
 * its own, in CPU time, best of three rounds. Prints the first moves and pairs per position and the
 * microseconds per position of each.
 */
import { parseArgs } from 'node:util';
import { cpuUsage } from 'node:process';
import { cloneState } from '../src/apply.ts';
import { Xoshiro128 } from '../src/dice.ts';
import { greedyBot } from '../src/greedy.ts';
import { legalMovesInto, MOVE_BUFFER_SIZE, moveFrom, moveTo } from '../src/moves.ts';
import { greedyPairSearch } from '../src/pair-search.ts';
import { isPreset, PRESETS, resolveRules } from '../src/rules.ts';
import { playSeeded } from '../src/series.ts';
import { moveGlass, undoMove } from '../src/turn.ts';
import type { GameState } from '../src/state.ts';

const { values } = parseArgs({ options: { rules: { type: 'string', default: 'anarchist' }, positions: { type: 'string', default: '30000' }, seed: { type: 'string', default: '1' } } });
if (!isPreset(values.rules)) {
  console.error(`--rules ${values.rules}: expected one of ${PRESETS.join(', ')}`);
  process.exit(2);
}
const rules = resolveRules(values.rules);
const wanted = Number(values.positions);
const seed = Number(values.seed);
const LIST = new Int32Array(MOVE_BUFFER_SIZE);
const SECONDS = new Int32Array(MOVE_BUFFER_SIZE);

// The positions: greedy's self-play games on the simulator's seeds, looked at before each roll's first move.
const positions: GameState[] = [];
for (let i = 0; positions.length < wanted && i < 1_000_000; i++) {
  playSeeded(rules, [greedyBot, greedyBot], seed, i, 20_000, undefined, (s, a) => {
    if (a.type === 'glass.move' && s.moves.length === 0 && positions.length < wanted && legalMovesInto(s, LIST) >= 2) positions.push(cloneState(s));
  });
}

let firsts = 0;
let pairs = 0;
for (const p of positions) {
  const s = cloneState(p);
  const n = legalMovesInto(s, LIST);
  firsts += n;
  for (let i = 0; i < n; i++) {
    moveGlass(s, moveFrom(LIST[i]), moveTo(LIST[i]));
    pairs += legalMovesInto(s, SECONDS);
    undoMove(s);
  }
}

const cpu = (): number => {
  const u = cpuUsage();
  return (u.user + u.system) / 1000;
};
/** Microseconds of CPU per position for `f`, the best of three rounds. */
function timed(f: (s: GameState) => void): number {
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const t0 = cpu();
    for (const s of positions) f(s);
    best = Math.min(best, ((cpu() - t0) * 1000) / positions.length);
  }
  return best;
}
const rng = new Xoshiro128(seed);
const listing = timed((s) => legalMovesInto(s, LIST));
const both = timed((s) => greedyPairSearch(s, rng, LIST, legalMovesInto(s, LIST)));
const k = positions.length;
console.log(`${values.rules}: ${k} positions from greedy's games, ${(firsts / k).toFixed(1)} first moves and ${(pairs / k).toFixed(1)} pairs each`);
console.log(`greedy-cost: listing=${listing.toFixed(2)}us search=${(both - listing).toFixed(2)}us per position`);
