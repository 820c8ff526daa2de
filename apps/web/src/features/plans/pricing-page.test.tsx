import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthStatus } from '../../lib/auth-status.ts';
import { englishI18n } from '../../test/english-i18n.ts';
import { PLANS, PRO, TRIAL, quotaOf } from './plan-fixtures.ts';
import { fakeServer } from './plans-fake-server.ts';
import { PricingLive } from './pricing-live.tsx';
import { PricingContent, PricingPage } from './pricing-page.tsx';

const i18n = englishI18n();
const ME = {
  id: 'user-1',
  email: 'priya.nair@example.com',
  name: 'Priya',
  avatar: null,
  preferredLanguage: 'en',
  isAdmin: false,
  createdAt: '2026-11-20T00:00:00.000Z',
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/pricing', element: <PricingContent source={PricingLive} /> },
      { path: '/billing/checkout/:id', element: <p>checkout page</p> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('the pricing page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setAuthStatus(null);
  });

  it('shows every public plan with its price, limits, trial terms, the FAQ and the example-price note', async () => {
    setAuthStatus({ isAuthenticated: false, user: null });
    fakeServer({ 'GET /api/subscription-plans': { body: { data: PLANS } } });
    renderAt('/pricing');
    // The catalogue (what the prerendered page shows) is replaced by this deployment's live plans.
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Pro' }).textContent).toContain('100 per month'),
    );
    const pro = screen.getByRole('article', { name: 'Pro' });
    expect(within(pro).getByText('$19.00')).toBeTruthy();
    expect(within(pro).getByText('Optimization runs: 100 per month')).toBeTruthy();
    expect(within(pro).getByText('AI-written suggestions')).toBeTruthy();
    expect(within(pro).getByText('14-day trial, no card needed')).toBeTruthy();
    expect(within(pro).getByRole('link', { name: 'Sign in to choose a plan' })).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Free' })).getByText('Free', { selector: 'span' }),
    ).toBeTruthy();
    expect(screen.getByText(/Example prices/)).toBeTruthy();
    expect(screen.getByText('What happens when the trial ends?')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Yearly' }));
    expect(within(pro).getByText('$190.00')).toBeTruthy();
    expect(within(pro).getByText('per year')).toBeTruthy();

    // The offer catalogue's structured data lives in the SEO head (seo-head.test.ts), not in the page body.
    expect(document.body.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('shows a signed-in user their plan and usage, and goes to the sandbox checkout on Upgrade', async () => {
    setAuthStatus({ isAuthenticated: true, user: { ...ME, preferredLanguage: 'en' } });
    const calls = fakeServer({
      'GET /api/subscription-plans': { body: { data: PLANS } },
      'GET /api/auth/me': { body: ME },
      'GET /api/quota-status/user-1': { body: quotaOf(TRIAL, 'sandbox') },
      'POST /api/user-subscription': { body: { checkoutUrl: '/billing/checkout/c-1' } },
    });
    const router = renderAt('/pricing');
    expect(await screen.findByRole('heading', { name: 'Your plan: Trial' })).toBeTruthy();
    expect(screen.getAllByRole('progressbar').length).toBe(7);
    expect(within(screen.getByRole('article', { name: 'Trial' })).getByText('Your plan')).toBeTruthy();
    // Upgrade waits for the live plans (the catalogue shown first has no plan ids to check out with).
    const upgrade = await waitFor(() => {
      const button = within(screen.getByRole('article', { name: 'Pro' })).getByRole('button', {
        name: 'Upgrade',
      });
      expect((button as HTMLButtonElement).disabled).toBe(false);
      return button;
    });
    fireEvent.click(upgrade);
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing/checkout/c-1'));
    const start = calls.find((call) => call.method === 'POST');
    expect(start?.body).toMatchObject({ planId: PRO.id, interval: 'month' });
    expect((start?.body as { idempotencyKey: string }).idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says plainly when this deployment takes no payments, and offers no buttons', async () => {
    setAuthStatus({ isAuthenticated: true, user: { ...ME, preferredLanguage: 'en' } });
    fakeServer({
      'GET /api/subscription-plans': { body: { data: PLANS } },
      'GET /api/auth/me': { body: ME },
      'GET /api/quota-status/user-1': { body: quotaOf(TRIAL, 'none') },
    });
    renderAt('/pricing');
    expect(await screen.findByText(/This deployment takes no payments/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
  });

  it('hydrates from the catalogue without the query library, then loads its live part', async () => {
    setAuthStatus({ isAuthenticated: false, user: null });
    fakeServer({ 'GET /api/subscription-plans': { body: { data: PLANS } } });
    const router = createMemoryRouter([{ path: '/pricing', element: <PricingPage /> }], {
      initialEntries: ['/pricing'],
    });
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    // The first render is the catalogue (what the prerendered HTML shows), with no query client around it.
    const catalogue = screen.getByRole('article', { name: 'Pro' }).textContent;
    await waitFor(() => expect(screen.getByRole('article', { name: 'Pro' }).textContent).not.toBe(catalogue));
    const pro = screen.getByRole('article', { name: 'Pro' });
    expect(within(pro).getByText('Optimization runs: 100 per month')).toBeTruthy();
    expect(within(pro).getByText('$19.00')).toBeTruthy();
  });
});
