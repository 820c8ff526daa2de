import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAuthStatus, setAuthStatus } from '../../lib/auth-status.ts';
import { useMe } from './use-me.ts';

describe('useMe', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setAuthStatus(null);
  });

  it('keeps the signed-in user in the header up to date with the server', async () => {
    setAuthStatus({
      isAuthenticated: true,
      user: { email: 'maya@example.com', name: 'Maya', avatar: null, preferredLanguage: 'en' },
    });
    const me = {
      id: 'u1',
      email: 'maya@example.com',
      name: 'Maya Chen',
      avatar: null,
      preferredLanguage: 'de',
      isAdmin: false,
      createdAt: '2026-03-10T12:00:00.000Z',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(me), { status: 200 })),
    );
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useMe(), { wrapper });
    await waitFor(() => expect(getAuthStatus()?.user?.name).toBe('Maya Chen'));
    expect(getAuthStatus()?.user?.preferredLanguage).toBe('de');
  });
});
