/**
 * `node packages/engine/scripts/de-jesus-turns.ts [--games 300] [--seed 11] [--bots expert,greedy]`
 *
 * Where a de Jesus matchup is won and lost, turn by turn: the first-named bot plays the second, sides
 * alternating game by game (the simulator's seeds). For each bot it prints its turns (from taking the
 * dice to handing them on), the shots it took per turn, the lines it took, its rolls, and how often it
 * declined a line or handed the dice over. Then the first bot's wins, draws and losses when it started
 * and when the other did, and how well `raceValue` foretells the end: the least-squares slope of the
 * result (1 won, 0 drawn, -1 lost, for the side about to roll) on the race value at every roll, where
 * 1 means the race's chances are right on average.
 */
import { parseArgs } from 'node:util';
import { BOT_NAMES, botNamed, isBotName, type BotName } from '../src/bots/index.ts';
import { resolveRules } from '../src/index.ts';
import { raceValue } from '../src/bots/race.ts';
import { playSeeded } from '../src/sim/series.ts';

const { values } = parseArgs({ options: { games: { type: 'string', default: '300' }, seed: { type: 'string', default: '11' }, bots: { type: 'string', default: 'expert,greedy' } } });
const names = values.bots.split(',');
if (names.length !== 2 || !names.every(isBotName)) {
  console.error(`--bots ${values.bots}: expected two of ${BOT_NAMES.join(', ')}, comma-separated`);
  process.exit(2);
}
const bots = [botNamed(names[0] as BotName), botNamed(names[1] as BotName)];
const games = Number(values.games);
const seed = Number(values.seed);
const rules = resolveRules('de-jesus');

/** Per bot (0: first-named): turns, shots taken, lines taken, rolls, declines, hand-overs. */
const sides = [0, 1].map(() => ({ turns: 0, shots: 0, lines: 0, rolls: 0, declines: 0, handed: 0 }));
/** The first bot's wins, draws, losses: [when it started, when the other did]. */
const starts = [
  [0, 0, 0],
  [0, 0, 0],
];
let xy = 0;
let xx = 0;
for (let i = 0; i < games; i++) {
  const first = i % 2; // the first-named bot's side in this game
  const rolls: { side: number; race: number }[] = [];
  const { state, first: starter } = playSeeded(rules, first === 0 ? [bots[0], bots[1]] : [bots[1], bots[0]], seed, i, 20_000, undefined, (s, a) => {
    const bot = s.player === first ? 0 : 1;
    if (s.phase === 'roll' && a.type === 'dice.roll') {
      const n = sides[bot];
      n.rolls++;
      if (s.rollsThisTurn === 0) n.turns++;
      const me = s.player;
      rolls.push({ side: me, race: raceValue(rules, s.drunk[me] - s.drunk[1 - me], s.stake[me], s.stake[1 - me], true) });
    } else if (s.phase === 'pullDecision' && a.type === 'pull.take') {
      sides[bot].shots += a.line.length;
      sides[bot].lines++;
    } else if (a.type === 'pull.decline') sides[bot].declines++;
    else if (s.phase === 'roll' && a.type === 'dice.pass') sides[bot].handed++;
  });
  const winner = state.result?.winner;
  if (state.phase !== 'over' || winner === undefined) continue;
  starts[starter === first ? 0 : 1][winner === null ? 1 : winner === first ? 0 : 2]++;
  for (const r of rolls) {
    const y = winner === null ? 0 : winner === r.side ? 1 : -1;
    xy += r.race * y;
    xx += r.race * r.race;
  }
}
const f = (x: number): string => x.toFixed(3);
for (const [k, n] of sides.entries())
  console.log(`${names[k]}: ${n.turns} turns, ${f(n.shots / n.turns)} shots, ${f(n.lines / n.turns)} lines, ${f(n.rolls / n.turns)} rolls a turn; ${n.declines} declined, ${n.handed} handed over`);
for (const [k, [w, d, l]] of starts.entries()) console.log(`${names[0]} ${k === 0 ? 'starting' : 'second'}: ${w}/${d}/${l} share=${f(w / Math.max(1, w + l))}`);
console.log(`race: slope=${f(xx > 0 ? xy / xx : 0)} over ${games} games`);
