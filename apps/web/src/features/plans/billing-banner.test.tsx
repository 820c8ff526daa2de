import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { QuotaStatus } from '@vidcraft/contracts';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthStatus } from '../../lib/auth-status.ts';
import { englishI18n } from '../../test/english-i18n.ts';
import { BillingBanner } from './billing-banner.tsx';
import { PRO, TRIAL, quotaOf } from './plan-fixtures.ts';
import { fakeServer } from './plans-fake-server.ts';

const i18n = englishI18n();
const ME = {
  id: 'user-1',
  email: 'omar.haddad@example.com',
  name: 'Omar',
  avatar: null,
  preferredLanguage: 'en',
  isAdmin: false,
  createdAt: '2026-11-20T00:00:00.000Z',
};
const DAY_MS = 24 * 3600 * 1000;

function show(status: QuotaStatus) {
  setAuthStatus({ isAuthenticated: true, user: ME });
  const calls = fakeServer({
    'GET /api/auth/me': { body: ME },
    'GET /api/quota-status/user-1': { body: status },
    'POST /api/billing/portal': { body: { url: '/pricing' } },
  });
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <BillingBanner /> },
      { path: '/pricing', element: <p>pricing page</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return calls;
}

describe('the billing banner', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setAuthStatus(null);
  });

  it('asks for new payment details while a payment is past due, through the billing portal', async () => {
    const status = quotaOf(PRO, 'sandbox');
    const calls = show({
      ...status,
      subscription: { ...status.subscription, status: 'past_due', source: 'sandbox' },
      billing: { provider: 'sandbox', canManage: true },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your last payment did not go through. Your Pro plan keeps working');
    screen.getByRole('button', { name: 'Update payment' }).click();
    expect(await screen.findByText('pricing page')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/billing/portal']);
  });

  it('warns three days before the trial ends, with the way to a plan', async () => {
    const status = quotaOf(TRIAL, 'sandbox');
    show({
      ...status,
      subscription: { ...status.subscription, trialEndsAt: new Date(Date.now() + 2 * DAY_MS).toISOString() },
    });
    const note = await screen.findByRole('status');
    expect(note.textContent).toMatch(/^Your trial ends on .+\. After that the Free plan's limits apply/);
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
  });

  it('stays away while nothing needs the creator', async () => {
    const trial = quotaOf(TRIAL, 'sandbox');
    const calls = show({
      ...trial,
      subscription: { ...trial.subscription, trialEndsAt: new Date(Date.now() + 10 * DAY_MS).toISOString() },
    });
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/quota-status/user-1'));
    // The answer has arrived and rendered nothing.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
