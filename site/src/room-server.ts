/**
 * The room server the rulebook's boards name for "Play a friend online": TABLERO_SERVER when the site is
 * built (say, `wss://play.guild.example` for a published site), else the one `./run start` runs beside
 * the rulebook on this machine. Read at build time; an empty TABLERO_SERVER gives boards with no server
 * (no online play offered).
 */
export const DEFAULT_ROOM_SERVER = 'ws://127.0.0.1:2567';

export function roomServer(env: Readonly<Record<string, string | undefined>> = process.env): string | undefined {
  const value = env.TABLERO_SERVER?.trim();
  if (value === undefined) return DEFAULT_ROOM_SERVER;
  return value || undefined;
}
