/** The computer players in words, for the settings form. */
import { MUGGINS_CHANCE, type BotName } from '@tablero/engine/bots';

/** Each computer player in a few words, as measured with the simulator (`npm run bots` measures them). */
export const BOT_WORDS: Readonly<Record<BotName, string>> = {
  random: `any legal move, by chance; loses nearly every game; ${mugginsWords(MUGGINS_CHANCE.random)}`,
  greedy: `pulls first, else makes its longest line; beats random; ${mugginsWords(MUGGINS_CHANCE.greedy)}`,
  hard: `weighs each move; beats greedy about half the time, 7 games in 10 in anarchist; ${mugginsWords(MUGGINS_CHANCE.hard)}`,
  expert: `also weighs the next roll; beats greedy about 6 games in 10, 3 in 4 in anarchist; ${mugginsWords(MUGGINS_CHANCE.expert)}`,
};

/** A level's chance in 100 of calling muggins on a missed Queen, in words: "calls muggins on 1 miss in 4". */
export function mugginsWords(chance: number): string {
  if (chance >= 100) return 'never lets a missed Queen go';
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const g = gcd(chance, 100);
  return `calls muggins on ${chance / g} ${chance === g ? 'miss' : 'misses'} in ${100 / g}`;
}
