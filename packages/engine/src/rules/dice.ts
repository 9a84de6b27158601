/**
 * Randomness, injectable and seeded so every game replays exactly.
 *
 * The generator is xoshiro128** (Blackman and Vigna, 2018), a 32-bit generator with a 128-bit state,
 * seeded through splitmix32 so that any 32-bit seed gives a well-mixed state. Die faces use
 * rejection sampling, so each face is exactly equally likely.
 */
import { clip } from './quote.ts';

/** A source of random 32-bit integers; bots take one for their own choices. */
export interface Rng {
  /** A uniformly random unsigned 32-bit integer. */
  nextU32(): number;
  /** A uniformly random integer in [0, n), n >= 1. */
  below(n: number): number;
}

/** Where dice come from: a seeded generator, a script of rolls, or both (script first). */
export interface Dice {
  /** The next roll of two dice. */
  roll(): [number, number];
}

/** A roll of two dice, each 1..6. */
export type Roll = readonly [number, number];

/** For n below 128: the largest multiple of n up to 2^31 - 1, the bound `below(n)` accepts under. */
const LIMITS = Int32Array.from({ length: 128 }, (_, n) => (n === 0 ? 0 : 0x7fffffff - (0x7fffffff % n)));

/** xoshiro128**, seeded with splitmix32. State is four 32-bit words and can be saved and restored. */
export class Xoshiro128 implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** A generator for a 32-bit seed (any number; it is taken modulo 2^32). */
  constructor(seed: number) {
    let s = seed >>> 0;
    const next = (): number => {
      s = (s + 0x9e3779b9) | 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
  }

  nextU32(): number {
    const result = Math.imul(rotl(Math.imul(this.b, 5), 7), 9) >>> 0;
    const t = this.b << 9;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    return result;
  }

  below(n: number): number {
    // Rejection sampling: accept x below the largest multiple of n that fits, so every result is
    // exactly as likely. Small n (every use in the game) work on 31 bits, which stay small integers;
    // the smallest n take that multiple from a table (one division fewer, the same numbers).
    if (n <= 0x40000000) {
      const limit = n < LIMITS.length ? LIMITS[n] : 0x7fffffff - (0x7fffffff % n);
      let x = this.nextU32() >>> 1;
      while (x >= limit) x = this.nextU32() >>> 1;
      return x % n;
    }
    const limit = 0x100000000 - (0x100000000 % n);
    let x = this.nextU32();
    while (x >= limit) x = this.nextU32();
    return x % n;
  }

  /** The generator's state, to save. */
  getState(): [number, number, number, number] {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }

  /** Restore a state from `getState`. */
  setState(state: readonly number[]): void {
    [this.a, this.b, this.c, this.d] = state.map((x) => x >>> 0);
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/** Dice rolled by a seeded generator. */
export class SeededDice implements Dice {
  readonly rng: Xoshiro128;
  constructor(seed: number) {
    this.rng = new Xoshiro128(seed);
  }
  roll(): [number, number] {
    return [this.face(), this.face()];
  }
  /** One die, 1..6: the top three bits of a draw, drawing again on 6 or 7 (exactly uniform). */
  face(): number {
    let x = this.rng.nextU32() >>> 29;
    while (x >= 6) x = this.rng.nextU32() >>> 29;
    return x + 1;
  }
}

/**
 * Dice that follow a script of rolls, then continue from a seeded generator (or throw, with
 * `then: 'stop'`, for a test that must not run past its script).
 */
export class ScriptedDice implements Dice {
  private index = 0;
  private readonly fallback: SeededDice | null;
  /** The scripted rolls. */
  readonly script: readonly Roll[];
  constructor(script: readonly Roll[], seed: number | 'stop' = 1) {
    this.script = script;
    this.fallback = seed === 'stop' ? null : new SeededDice(seed);
  }
  roll(): [number, number] {
    if (this.index < this.script.length) {
      const [a, b] = this.script[this.index++];
      return [a, b];
    }
    if (!this.fallback) throw new Error(`the dice script ran out after ${this.script.length} rolls`);
    return this.fallback.roll();
  }
  /** Rolls taken from the script so far. */
  get used(): number {
    return this.index;
  }
}

/**
 * Parse a dice script: rolls separated by spaces or commas, each two faces joined by a dash or
 * written together, e.g. "3-4 6-6 52". Throws a message naming the bad roll and its position.
 */
export function parseDiceScript(text: string): Roll[] {
  if (typeof text !== 'string') throw new Error('a dice script is a string of rolls, like "3-4 6-6"');
  const rolls: Roll[] = [];
  const re = /[^\s,]+/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const token = m[0];
    const faces = /^([1-6])-?([1-6])$/.exec(token);
    if (!faces) throw new Error(`"${clip(token)}" at character ${m.index + 1} is not a roll: write two faces 1-6, like 3-4`);
    rolls.push([Number(faces[1]), Number(faces[2])]);
  }
  return rolls;
}

/** Write rolls back as a script, e.g. "3-4 6-6". */
export const formatDiceScript = (rolls: readonly Roll[]): string => rolls.map(([a, b]) => `${a}-${b}`).join(' ');

/** Is this a legal roll of two six-sided dice? */
export const isRoll = (value: unknown): value is Roll =>
  Array.isArray(value) && value.length === 2 && value.every((f) => Number.isInteger(f) && f >= 1 && f <= 6);
