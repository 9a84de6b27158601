/**
 * Who plays a Playground game that a link starts: `/playground/?vs=expert` (you against the computer at
 * that level: random, greedy, hard or expert) or `/playground/?vs=friend` (two people at this screen).
 * The home page's "Play now" links use it, so one click starts the game the visitor chose.
 */
import { isBotName } from '@tablero/engine/bots';
import { type PlayerInfo } from '@tablero/engine';

/** The query key the Playground reads. */
export const VS_KEY = 'vs';

/** The players a page's query string asks for (South first), or null when it asks for none or for an unknown one. */
export function playersFromQuery(search: string): readonly [PlayerInfo, PlayerInfo] | null {
  const vs = new URLSearchParams(search).get(VS_KEY)?.trim().toLowerCase();
  if (!vs) return null;
  if (vs === 'friend') return [{ name: 'South' }, { name: 'North' }];
  if (isBotName(vs)) return [{ name: 'You' }, { name: 'Computer', bot: vs }];
  return null;
}

/** Players as the board's `players` attribute writes them: `"You, Computer:expert"`. */
export function playersAttribute(players: readonly PlayerInfo[]): string {
  return players.map((p) => (p.bot ? `${p.name}:${p.bot}` : p.name)).join(', ');
}

/** The query string with the `vs` key taken out (`?` and all when nothing else is left). */
export function withoutVs(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(VS_KEY);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
