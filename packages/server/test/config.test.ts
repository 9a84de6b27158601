import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_CONFIG, originAllowed, readConfig } from '../src/config.ts';

describe('configuration from the environment', () => {
  it('takes the defaults when nothing is set', () => {
    expect(readConfig({})).toEqual(DEFAULT_CONFIG);
  });

  it('reads every setting', () => {
    const config = readConfig({
      TABLERO_PORT: '3000',
      TABLERO_HOST: '0.0.0.0',
      TABLERO_ORIGINS: 'https://guild.example, http://localhost:8080/',
      TABLERO_ROOMS_PER_ADDRESS: '3',
      TABLERO_CLIENTS_PER_ROOM: '6',
      TABLERO_MESSAGE_BYTES: '1024',
      TABLERO_MESSAGE_RATE: '5',
      TABLERO_IDLE_SECONDS: '120',
      TABLERO_AWAY_SECONDS: '30',
      TABLERO_STORE_DIR: '/var/lib/tablero',
      TABLERO_REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      origins: ['https://guild.example', 'http://localhost:8080'],
      roomsPerAddress: 3,
      clientsPerRoom: 6,
      messageBytes: 1024,
      messageRate: 5,
      idleSeconds: 120,
      awaySeconds: 30,
      storeDir: '/var/lib/tablero',
      redisUrl: 'redis://127.0.0.1:6379',
    });
    expect(readConfig({ TABLERO_ORIGINS: '*' }).origins).toBe('*');
  });

  it.each([
    ['TABLERO_PORT', '70000', 'TABLERO_PORT: "70000" is not a whole number from 0 to 65535'],
    ['TABLERO_PORT', 'eighty', 'TABLERO_PORT: "eighty" is not a whole number from 0 to 65535'],
    ['TABLERO_MESSAGE_RATE', '2.5', 'TABLERO_MESSAGE_RATE: "2.5" is not a whole number from 1 to 1000'],
    ['TABLERO_CLIENTS_PER_ROOM', '1', 'TABLERO_CLIENTS_PER_ROOM: "1" is not a whole number from 2 to 1000'],
    ['TABLERO_ORIGINS', 'guild.example', 'TABLERO_ORIGINS: "guild.example" is not an origin like https://guild.example'],
    [
      'TABLERO_ORIGINS',
      'https://guild.example/play',
      'TABLERO_ORIGINS: "https://guild.example/play" is not an origin like https://guild.example (scheme, host and port only)',
    ],
    ['TABLERO_REDIS_URL', 'http://127.0.0.1', 'TABLERO_REDIS_URL: "http://127.0.0.1" is not a redis:// or rediss:// URL'],
    ['TABLERO_HOST', 'a b', 'TABLERO_HOST: "a b" is not a host name or address'],
  ])('refuses %s=%s with a message naming it', (name, value, message) => {
    expect(() => readConfig({ [name]: value })).toThrow(new ConfigError(name, message.slice(name.length + 2)));
    expect(() => readConfig({ [name]: value })).toThrow(message);
  });

  it('accepts requests from the configured pages, and from no page at all', () => {
    const config = readConfig({ TABLERO_ORIGINS: 'https://guild.example' });
    expect(originAllowed(config, 'https://guild.example')).toBe(true);
    expect(originAllowed(config, 'https://elsewhere.example')).toBe(false);
    expect(originAllowed(config, undefined)).toBe(true);
  });
});
