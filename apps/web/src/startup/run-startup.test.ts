import { describe, expect, it, vi } from 'vitest';
import { TimeoutError } from '../lib/fetch-with-timeout.ts';
import { createInitStore } from './init-store.ts';
import { runStartup } from './run-startup.ts';

const ok = () => Promise.resolve();
const quiet = () => undefined;

describe('start-up sequence', () => {
  it('runs config, translations and auth in that order and becomes ready', async () => {
    const order: string[] = [];
    const store = createInitStore();
    const step = (name: string) => async () => void order.push(name);
    await runStartup(store, { config: step('config'), i18n: step('i18n'), auth: step('auth') }, quiet);
    expect(order).toEqual(['config', 'i18n', 'auth']);
    expect(store.get().ready).toBe(true);
    expect(store.get().steps.auth.status).toBe('completed');
  });

  it('continues after a config failure and records it without blocking', async () => {
    const store = createInitStore();
    const warn = vi.fn();
    await runStartup(
      store,
      { config: () => Promise.reject(new Error('HTTP 500')), i18n: ok, auth: ok },
      warn,
    );
    const { steps, error, ready } = store.get();
    expect(steps.config).toMatchObject({ status: 'failed', error: 'HTTP 500', stage: 'config' });
    expect(error).toBeNull();
    expect(ready).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('is not ready and shows an error when translations fail, until Continue Offline', async () => {
    const store = createInitStore();
    await runStartup(
      store,
      { config: ok, i18n: () => Promise.reject(new TimeoutError('Loading translations', 3000)), auth: ok },
      quiet,
    );
    expect(store.get().ready).toBe(false);
    expect(store.get().error).toEqual({
      message: 'Loading translations timed out after 3000 ms',
      stage: 'timeout',
    });
    expect(store.get().steps.auth.status).toBe('completed');
    store.continueOffline();
    expect(store.get()).toMatchObject({ ready: true, error: null });
  });

  it('treats an auth failure as finished, not blocking', async () => {
    const store = createInitStore();
    await runStartup(
      store,
      { config: ok, i18n: ok, auth: () => Promise.reject(new TimeoutError('Auth', 3000)) },
      quiet,
    );
    expect(store.get().ready).toBe(true);
    expect(store.get().steps.auth.stage).toBe('timeout');
  });

  it('stamps start and end times', async () => {
    let now = 100;
    const store = createInitStore(() => (now += 10));
    await runStartup(store, { config: ok, i18n: ok, auth: ok }, quiet);
    expect(store.get().steps.config).toMatchObject({ startTime: 110, endTime: 120 });
  });

  it('reports the overall time-out with the timeout stage', () => {
    const store = createInitStore();
    store.failAll('Initialization did not finish within 10000 ms');
    expect(store.get().error?.stage).toBe('timeout');
  });
});
