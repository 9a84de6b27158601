/**
 * `node packages/engine/scripts/muggins.ts [--games 200] [--seed 1]`
 *
 * How closely each level watches the Queen, with manual calling, measured in whole games: each level
 * plays North against random (which misses most of its Queens) for `--games` games in each rule set
 * with a Queen (powell, da-gucci, anarchist). Prints, per level, the share of random's misses it called
 * muggins (da-gucci: treason) on, beside its `MUGGINS_CHANCE`, and the share of its own Queens it called;
 * the last line is `muggins: <level>=<called share of misses>/<own Queens called> ...`.
 */
import { parseArgs } from 'node:util';
import { BOT_NAMES, MUGGINS_CHANCE, botNamed, randomBot } from '../src/bots/index.ts';
import { SeededDice, Xoshiro128, createGame, type PresetName } from '../src/index.ts';
import { playGame } from '../src/sim/index.ts';

const { values } = parseArgs({ options: { games: { type: 'string', default: '200' }, seed: { type: 'string', default: '1' } } });
const games = Number(values.games);
const seed = Number(values.seed);
const RULES: readonly PresetName[] = ['powell', 'da-gucci', 'anarchist'];

const summary: string[] = [];
for (const name of BOT_NAMES) {
  let misses = 0;
  let caught = 0;
  let owed = 0;
  let called = 0;
  for (const rules of RULES) {
    for (let i = 0; i < games; i++) {
      // The roll whose Queen each side was last seen owing, and the roll of random's last miss.
      const owing = [-1, -1];
      let missed = -1;
      playGame(createGame({ rules, options: { queenCall: 'manual' } }), [randomBot, botNamed(name)], new SeededDice(seed * 1_000_003 + i), new Xoshiro128(seed + i), {
        maxRolls: 2000,
        onAction: (s, a) => {
          if (s.queenPending && owing[s.player] !== s.tally.rolls) {
            owing[s.player] = s.tally.rolls;
            if (s.player === 1) owed++;
          }
          if (a.type === 'queen.call' && s.player === 1) called++;
          if (s.mugginsOpen && s.player === 0 && missed !== s.tally.rolls) {
            missed = s.tally.rolls;
            misses++;
          }
          if ((a.type === 'queen.muggins' || a.type === 'queen.treason') && s.player === 0) caught++;
        },
      });
    }
  }
  const share = (n: number, of: number): string => (of ? (n / of).toFixed(2) : '-');
  console.log(
    `${name.padEnd(7)} called ${String(caught).padStart(5)} of ${String(misses).padStart(5)} misses: ${share(caught, misses)} (MUGGINS_CHANCE ${MUGGINS_CHANCE[name] / 100})   own Queen called ${String(called).padStart(4)} of ${String(owed).padStart(4)}: ${share(called, owed)}`,
  );
  summary.push(`${name}=${share(caught, misses)}/${share(called, owed)}`);
}
console.log(`muggins: ${summary.join(' ')}`);
