import type { i18n } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitForTranslations } from './wait-for-translations.ts';

interface FakeState {
  loaded: boolean;
  pending: boolean;
}

// Just enough of i18next for the polling logic: bundles present or not, loading finished or not.
function fakeI18n(state: FakeState): i18n {
  return {
    isInitialized: true,
    language: 'de',
    hasResourceBundle: () => state.loaded,
    hasLoadedNamespace: () => !state.pending,
  } as unknown as i18n;
}

const noSleep = () => Promise.resolve();

describe('waiting for translations', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves as soon as every namespace is in', async () => {
    await expect(
      waitForTranslations(fakeI18n({ loaded: true, pending: false }), { sleep: noSleep }),
    ).resolves.toBeUndefined();
  });

  it('polls until loading completes', async () => {
    const state = { loaded: false, pending: true };
    let polls = 0;
    const sleep = async () => {
      polls += 1;
      if (polls === 5) Object.assign(state, { loaded: true, pending: false });
    };
    await waitForTranslations(fakeI18n(state), { sleep });
    expect(polls).toBe(5);
  });

  it('gives up after time-out / poll interval attempts with a time-out error', async () => {
    let polls = 0;
    const sleep = async () => void (polls += 1);
    await expect(waitForTranslations(fakeI18n({ loaded: false, pending: true }), { sleep })).rejects.toThrow(
      'Loading translations timed out after 3000 ms',
    );
    expect(polls).toBe(30);
  });

  it('waits 10 s inside the native shell (spec §9), 3 s on the web', async () => {
    let polls = 0;
    const sleep = async () => void (polls += 1);
    vi.stubGlobal('Capacitor', { isNativePlatform: () => true });
    await expect(waitForTranslations(fakeI18n({ loaded: false, pending: true }), { sleep })).rejects.toThrow(
      'Loading translations timed out after 10000 ms',
    );
    expect(polls).toBe(100);
    vi.stubGlobal('Capacitor', { isNativePlatform: () => false });
    polls = 0;
    await expect(waitForTranslations(fakeI18n({ loaded: false, pending: true }), { sleep })).rejects.toThrow(
      'Loading translations timed out after 3000 ms',
    );
    expect(polls).toBe(30);
  });

  it('prefers the last failed request over the clock as the reason', async () => {
    await expect(
      waitForTranslations(fakeI18n({ loaded: false, pending: true }), {
        sleep: noSleep,
        lastFailure: () => 'Failed to fetch /locales/en/common.json: Failed to fetch',
      }),
    ).rejects.toThrow('Failed to fetch /locales/en/common.json');
  });

  it('fails at once when loading finished without any text', async () => {
    await expect(
      waitForTranslations(fakeI18n({ loaded: false, pending: false }), {
        sleep: noSleep,
        lastFailure: () => 'HTTP 404',
      }),
    ).rejects.toThrow('HTTP 404');
  });
});
