import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthStatus, SIGNED_OUT } from '../../lib/auth-status.ts';
import { englishI18n } from '../../test/english-i18n.ts';
import { PROTECTED_REDIRECT_DELAY_MS, RequireAuth } from './require-auth.tsx';

const i18n = englishI18n();

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <p>login page</p> },
      { path: '/de/login', element: <p>German login page</p> },
      { path: '*', element: <RequireAuth>secret screen</RequireAuth> },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

describe('protected-route wrapper (spec §2, §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setAuthStatus(null);
  });

  it('says it is authenticating while the auth check runs', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    setAuthStatus(null);
    renderAt('/dashboard');
    expect(screen.getByText('Checking your sign-in…')).toBeTruthy();
    expect(screen.queryByText('secret screen')).toBeNull();
  });

  it('with no user: the redirecting message, then /login with the wanted page after 100 ms', async () => {
    vi.useFakeTimers();
    setAuthStatus(SIGNED_OUT);
    const router = renderAt('/de/channels?x=1');
    expect(screen.getByText('You are not signed in. Taking you to the sign-in page…')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(PROTECTED_REDIRECT_DELAY_MS - 1));
    expect(router.state.location.pathname).toBe('/de/channels');
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/de/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/de/channels?x=1');
  });

  it('shows the screen to a signed-in user', () => {
    setAuthStatus({
      isAuthenticated: true,
      user: { email: 'a@b.c', name: 'A', avatar: null, preferredLanguage: 'en' },
    });
    renderAt('/dashboard');
    expect(screen.getByText('secret screen')).toBeTruthy();
  });
});
