/**
 * The turn machine is built on first use, not when its module loads: a page that loads the board's code
 * pays for xstate resolving the chart when its first game starts. Watched through xstate's `setup`.
 */
import { describe, expect, it, vi } from 'vitest';

const built = vi.hoisted(() => ({ count: 0 }));

vi.mock('xstate', async (original) => {
  const xstate = await original<typeof import('xstate')>();
  return {
    ...xstate,
    setup: ((...args: Parameters<typeof xstate.setup>) => {
      built.count++;
      return xstate.setup(...args);
    }) as typeof xstate.setup,
  };
});

describe('the turn machine', () => {
  it('is not built when its module loads, is built by the first call, and is the same machine after', async () => {
    const { tableroMachine, createTableroActor } = await import('../src/machine/machine.ts');
    expect(built.count).toBe(0);
    const machine = tableroMachine();
    expect(built.count).toBe(1);
    expect(tableroMachine()).toBe(machine);
    createTableroActor({ input: { setup: { rules: 'powell' } } }).stop();
    expect(built.count).toBe(1);
  });
});
