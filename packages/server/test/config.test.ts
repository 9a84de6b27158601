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
      TABLERO_PUBLIC_ADDRESS: 'play.guild.example/3000/',
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
      publicAddress: 'play.guild.example/3000',
    });
    expect(readConfig({ TABLERO_ORIGINS: '*' }).origins).toBe('*');
    // With Redis, a process on one address is reached where it listens.
    expect(readConfig({ TABLERO_REDIS_URL: 'redis://127.0.0.1:6379', TABLERO_PORT: '2568' }).publicAddress).toBe('127.0.0.1:2568');
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
    ['TABLERO_PUBLIC_ADDRESS', 'play.guild.example', 'TABLERO_PUBLIC_ADDRESS: is for several processes sharing rooms: set TABLERO_REDIS_URL too'],
  ])('refuses %s=%s with a message naming it', (name, value, message) => {
    expect(() => readConfig({ [name]: value })).toThrow(new ConfigError(name, message.slice(name.length + 2)));
    expect(() => readConfig({ [name]: value })).toThrow(message);
  });

  it('asks each of several processes for a port of its own and an address clients reach it at', () => {
    const redis = { TABLERO_REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(() => readConfig({ ...redis, TABLERO_PORT: '0' })).toThrow('TABLERO_PORT: with TABLERO_REDIS_URL each process needs a port of its own (not 0)');
    expect(() => readConfig({ ...redis, TABLERO_HOST: '0.0.0.0' })).toThrow(
      'TABLERO_PUBLIC_ADDRESS: with TABLERO_REDIS_URL and TABLERO_HOST=0.0.0.0, say where clients reach this process (like play.guild.example/2567)',
    );
    expect(() => readConfig({ ...redis, TABLERO_PUBLIC_ADDRESS: 'wss://play.guild.example' })).toThrow(
      'TABLERO_PUBLIC_ADDRESS: "wss://play.guild.example" is not an address',
    );
  });

  it('accepts requests from the configured pages, and from no page at all', () => {
    const config = readConfig({ TABLERO_ORIGINS: 'https://guild.example' });
    expect(originAllowed(config, 'https://guild.example')).toBe(true);
    expect(originAllowed(config, 'https://elsewhere.example')).toBe(false);
    expect(originAllowed(config, undefined)).toBe(true);
  });
});
