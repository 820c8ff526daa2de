// Readers of the config and sign-in stores re-render only when what they read changes: a useSyncExternalStore
// reader re-renders synchronously, and after hydration such a re-render of the whole layout was one long task.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import {
  appConfigStore,
  DEFAULT_APP_CONFIG,
  parseAppConfig,
  setAppConfig,
  useAppConfigPart,
} from './app-config.ts';
import { setAuthStatus, SIGNED_OUT, useAuthState, useSignedIn } from './auth-status.ts';

function mount(element: React.ReactNode) {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  act(() => root.render(element));
  return () => act(() => root.unmount());
}

describe('store readers', () => {
  afterEach(() => {
    act(() => {
      setAuthStatus(null);
      setAppConfig(DEFAULT_APP_CONFIG);
    });
  });

  it('keeps the parts of the config that did not change, and the whole config when nothing did', () => {
    const first = parseAppConfig({ environment: 'development', links: {} });
    act(() => setAppConfig(first));
    const stored = appConfigStore.get();
    act(() => setAppConfig(parseAppConfig({ environment: 'development', links: {} })));
    expect(appConfigStore.get()).toBe(stored);
    act(() => setAppConfig(parseAppConfig({ environment: 'staging', links: {} })));
    expect(appConfigStore.get()).not.toBe(stored);
    expect(appConfigStore.get().environment).toBe('staging');
    expect(appConfigStore.get().links).toBe(stored.links);
  });

  it('re-renders a reader of the links only when the links change', () => {
    let renders = 0;
    function Links() {
      renders += 1;
      return <p>{Object.keys(useAppConfigPart('links')).join(',')}</p>;
    }
    const unmount = mount(<Links />);
    expect(renders).toBe(1);
    act(() =>
      setAppConfig(parseAppConfig({ environment: 'development', apiBaseUrl: 'http://x', links: {} })),
    );
    expect(renders).toBe(1);
    act(() => setAppConfig(parseAppConfig({ links: { youtube: 'https://youtube.com/@vidcraft' } })));
    expect(renders).toBe(2);
    expect(document.body.textContent).toContain('youtube');
    unmount();
  });

  it('re-renders a sign-in reader only when the state changes', () => {
    const seen: string[] = [];
    const signedIn: boolean[] = [];
    function Reader() {
      seen.push(useAuthState());
      return null;
    }
    function SignedInReader() {
      signedIn.push(useSignedIn());
      return null;
    }
    const unmount = mount(
      <>
        <Reader />
        <SignedInReader />
      </>,
    );
    act(() => setAuthStatus(SIGNED_OUT));
    act(() => setAuthStatus({ isAuthenticated: false, user: null }));
    const user = { email: 'a@b.c', name: 'Ada', avatar: null, preferredLanguage: 'en' };
    act(() => setAuthStatus({ isAuthenticated: true, user }));
    act(() => setAuthStatus({ isAuthenticated: true, user: { ...user, name: 'Ada L.' } }));
    expect(seen).toEqual(['unknown', 'signedOut', 'signedIn']);
    // Unknown and signed out read the same here: the check's first answer re-renders nothing.
    expect(signedIn).toEqual([false, true]);
    unmount();
  });
});
