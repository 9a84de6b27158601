/**
 * de Jesus's race to the end. The game stops when a side cannot replace the glasses the other pulled,
 * and the most shots drunk wins: so what shots are worth depends on the stakes left. `raceValue` is the
 * chance of winning less the chance of losing, counted over a model of the turns to come: a turn pulls
 * two (about 0.57 of turns in self-play), three (0.09), four (0.003), or nothing (the dice pass), and
 * each pull costs the other side's stake as much, until a pull is larger than the stake that must
 * replace it.
 */
import type { RuleSet } from '../rules/rule-set/resolve.ts';
import { stakeSize } from '../rules/rule-set/resolve.ts';

/** A turn's pull, by size (index), as measured in self-play; index 0 is a turn that pulls nothing. */
const TURN = [0.335, 0, 0.572, 0.09, 0.003];
/** Leads beyond this many shots count as this many. */
const LEAD = 20;

/**
 * Per stake size: the values with the holder to roll and with the other side to roll. A memo of the
 * stake size: a table is built whole on first use and never changed after.
 */
const tables = new Map<number, Float32Array>();

function table(size: number): Float32Array {
  let t = tables.get(size);
  if (t) return t;
  const n = size + 1;
  const leads = 2 * LEAD + 1;
  // t[((h * n + a) * n + b) * leads + l + LEAD]: h 0 when I roll, 1 when they do; a, b the stakes.
  t = new Float32Array(2 * n * n * leads);
  const at = (h: number, a: number, b: number, l: number): number => ((h * n + a) * n + b) * leads + Math.max(-LEAD, Math.min(LEAD, l)) + LEAD;
  const q0 = TURN[0];
  for (let sum = 0; sum <= 2 * size; sum++)
    for (let a = Math.max(0, sum - size); a <= Math.min(size, sum); a++) {
      const b = sum - a;
      for (let l = -LEAD; l <= LEAD; l++) {
        let mine = 0;
        let theirs = 0;
        for (let k = 2; k < TURN.length; k++) {
          mine += TURN[k] * (k > b ? Math.sign(l + k) : t[at(1, a, b - k, l + k)]);
          theirs += TURN[k] * (k > a ? Math.sign(l - k) : t[at(0, a - k, b, l - k)]);
        }
        t[at(0, a, b, l)] = (mine + q0 * theirs) / (1 - q0 * q0);
        t[at(1, a, b, l)] = (theirs + q0 * mine) / (1 - q0 * q0);
      }
    }
  tables.set(size, t);
  return t;
}

/**
 * The race to the end in de Jesus, from one side's view: its lead in shots drunk, its stake and the
 * other side's, and whether it rolls next. Returns its chance of winning less its chance of losing.
 */
export function raceValue(rules: RuleSet, lead: number, mine: number, theirs: number, rolling: boolean): number {
  const size = stakeSize(rules);
  const t = table(size);
  const n = size + 1;
  const a = Math.max(0, Math.min(size, mine));
  const b = Math.max(0, Math.min(size, theirs));
  return t[(((rolling ? 0 : 1) * n + a) * n + b) * (2 * LEAD + 1) + Math.max(-LEAD, Math.min(LEAD, lead)) + LEAD];
}
