// The bridge over the Capacitor plugins (mocked: their native sides exist only on a device): the in-app browser,
// appUrlOpen and a pending cold-start link, and the Keychain/Keystore plugin's raw string API.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const plugins = vi.hoisted(() => ({
  keychain: new Map<string, string>(),
  urlOpen: [] as ((event: { url: string }) => void)[],
  launchUrl: undefined as { url: string } | undefined,
  opened: [] as unknown[],
  closed: 0,
}));

vi.mock('@aparajita/capacitor-secure-storage', () => ({
  SecureStorage: {
    getItem: async (key: string) => plugins.keychain.get(key) ?? null,
    setItem: async (key: string, value: string) => void plugins.keychain.set(key, value),
    removeItem: async (key: string) => void plugins.keychain.delete(key),
  },
}));
vi.mock('@capacitor/app', () => ({
  App: {
    addListener: async (name: string, listener: (event: { url: string }) => void) => {
      if (name === 'appUrlOpen') plugins.urlOpen.push(listener);
      return { remove: async () => void plugins.urlOpen.splice(plugins.urlOpen.indexOf(listener), 1) };
    },
    getLaunchUrl: async () => plugins.launchUrl,
  },
}));
vi.mock('@capacitor/browser', () => ({
  Browser: {
    open: async (options: unknown) => void plugins.opened.push(options),
    close: async () => void plugins.closed++,
  },
}));

const { createCapacitorAuthBridge } = await import('./capacitor-auth-bridge.ts');
const { VERIFIER_STORAGE_KEY } = await import('../lib/native-auth-bridge.ts');
const { GRANT_VERIFIER_STORAGE_KEY } = await import('./native-channel-grant.ts');

describe('createCapacitorAuthBridge', () => {
  beforeEach(() => {
    plugins.keychain.clear();
    plugins.urlOpen.length = 0;
    plugins.opened.length = 0;
    plugins.launchUrl = undefined;
  });

  it('opens the in-app browser and keeps secrets in the secure-storage plugin only', async () => {
    const bridge = createCapacitorAuthBridge();
    await bridge.openSystemBrowser('https://api.test/api/auth/google?native=1');
    expect(plugins.opened).toEqual([
      { url: 'https://api.test/api/auth/google?native=1', presentationStyle: 'popover' },
    ]);
    await bridge.secureStorage.set('k', 'secret-value');
    expect(plugins.keychain.get('k')).toBe('secret-value');
    expect(await bridge.secureStorage.get('k')).toBe('secret-value');
    await bridge.secureStorage.remove('k');
    expect(await bridge.secureStorage.get('k')).toBeNull();
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('secret-value');
  });

  it('passes appUrlOpen links on until stopped', async () => {
    const seen: string[] = [];
    const stop = createCapacitorAuthBridge().onDeepLink((url) => seen.push(url));
    await vi.waitFor(() => expect(plugins.urlOpen).toHaveLength(1));
    plugins.urlOpen[0]!({ url: 'app.vidcraft://auth/callback?code=x' });
    expect(seen).toEqual(['app.vidcraft://auth/callback?code=x']);
    stop();
    await vi.waitFor(() => expect(plugins.urlOpen).toHaveLength(0));
  });

  it('takes the launch link only while a sign-in is pending', async () => {
    plugins.launchUrl = { url: 'app.vidcraft://auth/callback?code=cold-start' };
    const idle: string[] = [];
    createCapacitorAuthBridge().onDeepLink((url) => idle.push(url));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idle).toEqual([]);

    plugins.keychain.set(VERIFIER_STORAGE_KEY, 'pending-verifier');
    const pending: string[] = [];
    createCapacitorAuthBridge().onDeepLink((url) => pending.push(url));
    await vi.waitFor(() => expect(pending).toEqual(['app.vidcraft://auth/callback?code=cold-start']));
  });

  it('takes the launch link while a channel grant is pending', async () => {
    plugins.launchUrl = { url: 'app.vidcraft://auth/callback/youtube?state=s&code=cold-start' };
    plugins.keychain.set(GRANT_VERIFIER_STORAGE_KEY, 'pending-grant-verifier');
    const seen: string[] = [];
    createCapacitorAuthBridge().onDeepLink((url) => seen.push(url));
    await vi.waitFor(() =>
      expect(seen).toEqual(['app.vidcraft://auth/callback/youtube?state=s&code=cold-start']),
    );
  });
});
