// The operations pages against a fake server: only admins see them; the jobs page shows counts and failures and
// retries (one idempotency key per click) and cancels; the quota and AI spend pages draw their charts with the
// numbers in tables, cost only where known; the settings page sends typed values and shows the server's refusal.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type {
  AdminAiSpendResponse,
  AdminJobRun,
  AdminJobsResponse,
  AdminQuotaResponse,
  AdminSetting,
} from '@vidcraft/contracts';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../test/english-i18n.ts';
import { OpsAiSpendPage, seriesOf } from './ops-ai-spend-page.tsx';
import { fakeServer } from './ops-fake-server.ts';
import { OpsJobsPage } from './ops-jobs-page.tsx';
import { OpsQuotaPage } from './ops-quota-page.tsx';
import { OpsSettingsPage } from './ops-settings-page.tsx';

const i18n = englishI18n();
const me = (isAdmin: boolean) => ({
  status: 200,
  body: {
    id: 'admin-1',
    email: 'maya.chen@example.com',
    name: 'Maya',
    avatar: null,
    preferredLanguage: 'en',
    isAdmin,
    createdAt: '2026-11-20T00:00:00.000Z',
  },
});

function renderPage(page: ReactNode, texts = i18n) {
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/admin/x'] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={texts}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const run = (patch: Partial<AdminJobRun>): AdminJobRun => ({
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'channel-sync',
  status: 'failed',
  owner: { id: 'user-9', email: 'priya.nair@example.com' },
  attempts: 5,
  progress: 40,
  message: null,
  error: { code: 'UPSTREAM_UNAVAILABLE', message: 'YouTube did not answer.' },
  resumeAt: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:05:00.000Z',
  finishedAt: '2026-11-27T10:05:00.000Z',
  ...patch,
});

const FAILED = run({});
const WAITING = run({
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'optimize-video',
  status: 'queued',
  error: null,
  owner: null,
  attempts: 0,
});

const JOBS: AdminJobsResponse = {
  kinds: ['channel-sync', 'optimize-video'],
  counts: [
    { kind: 'channel-sync', status: 'failed', count: 3 },
    { kind: 'channel-sync', status: 'succeeded', count: 40 },
    { kind: 'optimize-video', status: 'queued', count: 2 },
  ],
  failures: [FAILED],
  runs: [WAITING, FAILED],
  page: 1,
  pageSize: 25,
  total: 2,
};

/** The text of the element that describes `element` (aria-describedby). */
function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('operations pages', () => {
  it('show the not-found screen to anyone not an admin, and ask the admin API nothing', async () => {
    const calls = fakeServer({ 'GET /api/auth/me': me(false) });
    renderPage(<OpsJobsPage />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).not.toContain('Jobs');
    expect(calls.filter((c) => c.path.startsWith('/api/admin/'))).toEqual([]);
  });

  it('jobs: counts by kind and state, failures with their errors, retry with a fresh key per click, cancel', async () => {
    const calls = fakeServer({
      'GET /api/auth/me': me(true),
      'GET /api/admin/jobs': { body: JOBS },
      [`POST /api/admin/jobs/${FAILED.id}/retry`]: { body: { ...FAILED, status: 'queued' } },
      [`POST /api/admin/jobs/${WAITING.id}/cancel`]: {
        status: 409,
        body: { error: 'CONFLICT', message: 'This job started or ended meanwhile. Reload to see its state.' },
      },
    });
    renderPage(<OpsJobsPage />);
    const counts = await screen.findByRole('table', { name: /Runs kept in the status table/ });
    const sync = within(counts).getByRole('row', { name: /channel-sync/ });
    expect(
      within(sync)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '0', '0', '40', '3', '0', '43']);

    const failures = screen.getByRole('table', { name: 'Recent failures' });
    expect(within(failures).getByText('UPSTREAM_UNAVAILABLE')).toBeTruthy();
    expect(within(failures).getByText('YouTube did not answer.')).toBeTruthy();
    expect(within(failures).getByText('priya.nair@example.com')).toBeTruthy();

    fireEvent.click(
      within(failures).getByRole('button', { name: new RegExp(`Retry channel-sync ${FAILED.id}`) }),
    );
    expect(await screen.findByText('The run is queued again.')).toBeTruthy();
    const runs = screen.getByRole('table', { name: 'Runs' });
    fireEvent.click(within(runs).getByRole('button', { name: new RegExp(`Retry channel-sync`) }));
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/retry'))).toHaveLength(2));
    const keys = calls
      .filter((c) => c.path.endsWith('/retry'))
      .map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);

    vi.spyOn(window, 'confirm').mockReturnValue(true);
    fireEvent.click(within(runs).getByRole('button', { name: /Cancel optimize-video/ }));
    expect(await screen.findByText(/started or ended meanwhile/)).toBeTruthy();
    expect(within(runs).getByText('System')).toBeTruthy();
  });

  it('jobs: filters and pages through the runs with the query the server reads', async () => {
    const calls = fakeServer({
      'GET /api/auth/me': me(true),
      'GET /api/admin/jobs': { body: { ...JOBS, total: 60 } },
    });
    renderPage(<OpsJobsPage />);
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'failed' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'channel-sync' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/api/admin/jobs').at(-1)!;
      expect(Object.fromEntries(last.query)).toEqual({
        kind: 'channel-sync',
        status: 'failed',
        page: '2',
        pageSize: '25',
      });
    });
  });

  const QUOTA: AdminQuotaResponse = {
    today: '2026-11-27',
    resetsAt: '2026-11-28T08:00:00.000Z',
    dailyBudget: 10_000,
    userShare: 0.25,
    perUserLimit: 2500,
    exhaustedToday: false,
    days: [
      { day: '2026-11-25', units: 1200, calls: 30, errors: 0 },
      { day: '2026-11-26', units: 0, calls: 0, errors: 0 },
      { day: '2026-11-27', units: 5400, calls: 80, errors: 2 },
    ],
    topSpenders: [
      { userId: 'u1', email: 'maya.chen@example.com', units: 5000, calls: 70 },
      { userId: null, email: null, units: 400, calls: 10 },
    ],
  };

  it('quota: today against the budget, the share, a chart with its budget line and summary, the numbers and top spenders', async () => {
    const calls = fakeServer({
      'GET /api/auth/me': me(true),
      'GET /api/admin/youtube-quota': { body: QUOTA },
    });
    renderPage(<OpsQuotaPage />);
    const today = (await screen.findByText('of 10,000 units')).closest('dd')!;
    expect(today.textContent).toBe('5,400 of 10,000 units');
    expect(screen.getByText('25% · up to 2,500 units per user a day')).toBeTruthy();
    const chart = screen.getByRole('figure', { name: 'Units by day' });
    expect(descriptionOf(chart)).toBe(
      'Units used per day over the last 3 days against a daily budget of 10,000 units; the most on one day was 5,400.',
    );
    expect(within(chart).getByText('Daily budget')).toBeTruthy();
    // Drawn for real: one bar per day with units, and the budget as a line across them.
    await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2));
    expect(chart.querySelector('.recharts-reference-line')).not.toBeNull();
    const table = screen.getByRole('table', { name: 'Units by day' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('row', { name: /Nov 27, 2026/ }).textContent).toContain('5,40080254%');
    const top = screen.getByRole('table', { name: 'Largest spenders today' });
    expect(within(top).getByText('maya.chen@example.com')).toBeTruthy();
    expect(within(top).getByText('No user (system work)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change the budget or the share' }).getAttribute('href')).toBe(
      '/admin/settings',
    );

    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '30' } });
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/api/admin/youtube-quota')
          .at(-1)!
          .query.get('days'),
      ).toBe('30'),
    );
  });

  it('quota: in a right-to-left language the days run from the right, the value axis on the right', async () => {
    const arabic = englishI18n();
    await arabic.changeLanguage('ar');
    fakeServer({ 'GET /api/auth/me': me(true), 'GET /api/admin/youtube-quota': { body: QUOTA } });
    renderPage(<OpsQuotaPage />, arabic);
    const chart = await screen.findByRole('figure', { name: 'Units by day' });
    const tickX = (selector: string) =>
      [...chart.querySelectorAll(`${selector} .recharts-cartesian-axis-tick-value`)].map((tick) =>
        Number(tick.getAttribute('x')),
      );
    await waitFor(() => expect(tickX('.recharts-xAxis-tick-labels')).toHaveLength(3));
    const days = tickX('.recharts-xAxis-tick-labels');
    // The oldest day is drawn first, at the right edge; each later day further left.
    expect(days).toEqual([...days].sort((a, b) => b - a));
    const values = tickX('.recharts-yAxis-tick-labels');
    expect(Math.min(...values)).toBeGreaterThan(Math.max(...days));
  });

  const SPEND: AdminAiSpendResponse = {
    from: '2026-11-26',
    to: '2026-11-27',
    days: ['2026-11-26', '2026-11-27'],
    rows: [
      {
        day: '2026-11-26',
        area: 'optimization',
        engine: 'OpenAI · gpt-test',
        calls: 2,
        inputTokens: 4000,
        outputTokens: 1000,
        characters: null,
        costUsd: 0.5,
        unpricedCalls: 1,
      },
      {
        day: '2026-11-27',
        area: 'thumbnails',
        engine: 'fal · flux',
        calls: 3,
        inputTokens: null,
        outputTokens: null,
        characters: null,
        costUsd: null,
        unpricedCalls: 3,
      },
    ],
    totals: [
      {
        area: 'thumbnails',
        engine: 'fal · flux',
        calls: 3,
        inputTokens: null,
        outputTokens: null,
        characters: null,
        costUsd: null,
        unpricedCalls: 3,
      },
      {
        area: 'optimization',
        engine: 'OpenAI · gpt-test',
        calls: 2,
        inputTokens: 4000,
        outputTokens: 1000,
        characters: null,
        costUsd: 0.5,
        unpricedCalls: 1,
      },
    ],
  };

  it('AI spend: per-engine totals with known cost only, a chart by engine and day, and its numbers', async () => {
    fakeServer({ 'GET /api/auth/me': me(true), 'GET /api/admin/ai-spend': { body: SPEND } });
    renderPage(<OpsAiSpendPage />);
    const totals = await screen.findByRole('table', { name: 'By engine' });
    const images = within(totals).getByRole('row', { name: /fal · flux/ });
    expect(images.textContent).toContain('Thumbnail backgrounds');
    expect(images.textContent).toContain('Unknown');
    expect(within(images).getAllByText('not reported')).toHaveLength(2);
    const llm = within(totals).getByRole('row', { name: /OpenAI · gpt-test/ });
    expect(llm.textContent).toContain('$0.50 + 1 call of unknown cost');
    expect(llm.textContent).toContain('4,000');

    const chart = screen.getByRole('figure', { name: 'Tokens' });
    expect(descriptionOf(chart)).toMatch(
      /Tokens \(in and out\) per day and engine over the last 2 days: 5,000/,
    );
    expect(within(chart).getByText('Optimizer · OpenAI · gpt-test')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'calls' } });
    expect(descriptionOf(screen.getByRole('figure', { name: 'Calls' }))).toMatch(/: 5 in all/);
    expect(screen.getByRole('table', { name: 'Day by day' })).toBeTruthy();
  });

  it('AI spend: shows calls first when no engine reported tokens', async () => {
    const noTokens = {
      ...SPEND,
      rows: SPEND.rows.filter((r) => r.area === 'thumbnails'),
      totals: SPEND.totals.filter((r) => r.area === 'thumbnails'),
    };
    fakeServer({ 'GET /api/auth/me': me(true), 'GET /api/admin/ai-spend': { body: noTokens } });
    renderPage(<OpsAiSpendPage />);
    const chart = await screen.findByRole('figure', { name: 'Calls' });
    expect(descriptionOf(chart)).toMatch(/: 3 in all/);
  });

  it('AI spend: the chart’s series follow the totals, with a zero on days an engine was idle', () => {
    const { points, total } = seriesOf(SPEND, 'tokens');
    expect(points).toEqual([
      { day: '2026-11-26', values: [0, 5000] },
      { day: '2026-11-27', values: [0, 0] },
    ]);
    expect(total).toBe(5000);
    expect(seriesOf(SPEND, 'calls').points.map((p) => p.values)).toEqual([
      [0, 2],
      [3, 0],
    ]);
  });

  const SETTINGS: AdminSetting[] = [
    {
      key: 'youtube.dailyBudget',
      value: 10_000,
      defaultValue: 10_000,
      overridden: false,
      updatedAt: null,
      schema: { type: 'integer', minimum: 1, maximum: 100_000_000 },
    },
    {
      key: 'youtube.userShare',
      value: 0.25,
      defaultValue: 0.25,
      overridden: false,
      updatedAt: null,
      schema: { type: 'number', minimum: 0.01, maximum: 1 },
    },
  ];

  it('settings: each with its rule and default; sends a number, and shows a refusal in the server’s words', async () => {
    const calls = fakeServer({
      'GET /api/auth/me': me(true),
      'GET /api/admin/settings': { body: { data: SETTINGS } },
      'PUT /api/admin/settings/youtube.userShare': (call) =>
        (call.body as { value: number }).value > 1
          ? {
              status: 400,
              body: { error: 'VALIDATION', message: 'youtube.userShare: Too big: expected number to be <=1' },
            }
          : { body: { ...SETTINGS[1], value: (call.body as { value: number }).value, overridden: true } },
    });
    renderPage(<OpsSettingsPage />);
    const share = await screen.findByRole('spinbutton', { name: 'Per-user share of the daily budget' });
    const form = share.closest('form')!;
    expect(within(form).getByText('From 0.01 to 1')).toBeTruthy();
    expect(within(form).getByText('Default: 0.25')).toBeTruthy();
    expect(within(form).getByText("Using the deployment's default")).toBeTruthy();
    expect(share.getAttribute('step')).toBe('any');
    expect(
      screen.getByRole('spinbutton', { name: 'YouTube daily budget (units)' }).getAttribute('step'),
    ).toBe('1');

    fireEvent.change(share, { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/Too big/)).toBeTruthy();
    fireEvent.change(share, { target: { value: '0.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Saved.')).toBeTruthy();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.body)).toEqual([{ value: 5 }, { value: 0.5 }]);
  });
});
