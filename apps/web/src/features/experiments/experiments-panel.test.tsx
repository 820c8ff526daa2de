import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ExperimentPreview, ExperimentView } from '@vidcraft/contracts';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../test/english-i18n.ts';
import { ExperimentsPanel } from './experiments-panel.tsx';

const i18n = englishI18n();
const VIDEO = 'dQw4w9WgXcQ';
const ID = '3b7e1c2a-9d4f-4e8a-b1c6-5f2d7a9e0b13';

interface Call {
  method: string;
  path: string;
  body: unknown;
}
type Answer = { status?: number; body: unknown };

function serve(routes: Record<string, Answer | ((call: Call) => Answer)>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = (init.method ?? 'GET').toUpperCase();
      const path = new URL(url, 'http://vidcraft.test').pathname;
      const call = { method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined };
      calls.push(call);
      const route = routes[`${method} ${path}`] ?? {
        status: 404,
        body: { error: 'NOT_FOUND', message: 'none' },
      };
      const answer = typeof route === 'function' ? route(call) : route;
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return calls;
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <QueryClientProvider client={client}>
          <ExperimentsPanel videoId={VIDEO} />
        </QueryClientProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const day = (n: number) => new Date(Date.parse('2026-11-20T08:00:00Z') + n * 86_400_000).toISOString();

function preview(overrides: Partial<ExperimentPreview> = {}): ExperimentPreview {
  return {
    kind: 'title',
    startsAt: day(0),
    endsAt: day(14),
    calendar: Array.from({ length: 14 }, (_, i) => ({
      dayIndex: i,
      startsAt: day(i),
      variant: i % 2 ? 'B' : 'A',
      swap: null,
    })),
    quota: {
      calls: 14,
      units: 715,
      unitsPerSwap: 51,
      spendableToday: 9000,
      breakdown: [
        { method: 'videos.list', calls: 15, units: 15 },
        { method: 'videos.update', calls: 14, units: 700 },
      ],
    },
    sampleSize: {
      status: 'tooLow',
      metric: 'views',
      historyDays: 28,
      dailyViews: 6,
      dailyImpressions: null,
      dailyVariation: 0.4,
      daysNeeded: 96,
      detectableInChosenDays: 0.38,
      minimumEffect: 0.1,
    },
    warnings: ['trafficTooLow', 'viewsOnly'],
    canStart: true,
    currentTitle: 'How I cook rice',
    channelId: 'UCkitchen',
    ...overrides,
  };
}

function experiment(overrides: Partial<ExperimentView> = {}): ExperimentView {
  return {
    id: ID,
    videoId: VIDEO,
    kind: 'title',
    status: 'running',
    swapHourUtc: 8,
    days: 14,
    minimumEffect: 0.1,
    startsAt: day(0),
    endsAt: day(14),
    stoppedAt: null,
    endedAt: null,
    keep: 'A',
    liveVariant: 'B',
    variants: [
      {
        label: 'A',
        title: 'How I cook rice',
        thumbnailId: null,
        imageUrl: null,
        daysLive: 5,
        daysWithFigures: 4,
        views: 800,
        impressions: null,
        ctr: null,
      },
      {
        label: 'B',
        title: 'Perfect rice, every time',
        thumbnailId: null,
        imageUrl: null,
        daysLive: 4,
        daysWithFigures: 4,
        views: 1000,
        impressions: null,
        ctr: null,
      },
    ],
    calendar: Array.from({ length: 14 }, (_, i) => ({
      dayIndex: i,
      startsAt: day(i),
      variant: i % 2 ? 'B' : 'A',
      swap:
        i === 0 ? null : { status: i < 9 ? 'done' : 'pending', doneAt: i < 9 ? day(i) : null, error: null },
    })),
    restore: { variant: 'A', dueAt: day(14), status: 'pending', doneAt: null },
    judgement: {
      outcome: 'winner',
      winner: 'B',
      metric: 'views',
      confidence: 0.95,
      minimumEffect: 0.1,
      baselineDays: 28,
      comparisons: [{ variant: 'B', effect: 0.25, low: 0.08, high: 0.44, verdict: 'better' }],
      weeklyTrend: -0.06,
    },
    quota: { unitsSpent: 409, unitsPlanned: 715 },
    error: null,
    createdAt: day(0),
    ...overrides,
  };
}

const base = { 'GET /api/youtube-connections': { body: { connections: [] } } };

describe('the experiments panel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('previews cost and duration before the Start button, says plainly when traffic is too low, and starts once', async () => {
    const calls = serve({
      ...base,
      'GET /api/experiments': { body: { experiments: [] } },
      'POST /api/experiments/preview': { body: preview() },
      'POST /api/experiments': {
        status: 503,
        body: { error: 'UPSTREAM_UNAVAILABLE', message: 'YouTube did not answer.' },
      },
    });
    renderPanel();
    const input = await screen.findByLabelText('Variant B');
    expect(screen.queryByRole('button', { name: 'Start the experiment' })).toBeNull();
    fireEvent.change(input, { target: { value: 'Perfect rice, every time' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check cost and duration' }));
    await screen.findByText(/715 units over the whole rotation/);
    expect(calls.find((c) => c.path === '/api/experiments/preview')?.body).toEqual({
      videoId: VIDEO,
      kind: 'title',
      titles: ['Perfect rice, every time'],
      days: 14,
      swapHourUtc: 8,
      minimumEffect: 0.1,
    });
    expect(screen.getByText(/too low to decide within 28 days/)).toBeTruthy();
    expect(screen.getByText(/A B A B A B/)).toBeTruthy();
    // Start (refused by a busy YouTube), then again: the same idempotency key both times.
    fireEvent.click(screen.getByRole('button', { name: 'Start the experiment' }));
    await screen.findByText('YouTube did not answer.');
    fireEvent.click(screen.getByRole('button', { name: 'Start the experiment' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/experiments' && c.method === 'POST')).toHaveLength(2),
    );
    const keys = calls
      .filter((c) => c.path === '/api/experiments' && c.method === 'POST')
      .map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(new Set(keys).size).toBe(1);
  });

  it('offers the write permission in context for a read-only channel instead of Start', async () => {
    serve({
      ...base,
      'GET /api/experiments': { body: { experiments: [] } },
      'POST /api/experiments/preview': {
        body: preview({
          warnings: ['needsWriteAccess'],
          canStart: false,
          sampleSize: { ...preview().sampleSize, status: 'enough', daysNeeded: 10 },
        }),
      },
    });
    renderPanel();
    fireEvent.change(await screen.findByLabelText('Variant B'), { target: { value: 'Perfect rice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check cost and duration' }));
    const allow = await screen.findByRole('button', { name: "Allow editing this channel's videos" });
    expect(screen.queryByRole('button', { name: 'Start the experiment' })).toBeNull();
    expect(screen.getByText(/10 days are enough/)).toBeTruthy();
    fireEvent.click(allow);
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('shows a running experiment: the judgement in words, numbers on demand, the calendar, and stop with the winner', async () => {
    const calls = serve({
      ...base,
      'GET /api/experiments': { body: { experiments: [experiment()] } },
      [`POST /api/experiments/${ID}/stop`]: { body: experiment({ stoppedAt: day(9) }) },
    });
    renderPanel();
    expect((await screen.findByTestId('judgement')).textContent).toBe(
      'B is likely better: about 25% more views than A.',
    );
    const numbers = screen.getByText(/B against A: \+25%/).closest('details')!;
    expect(numbers.open).toBe(false);
    const calendar = screen.getByRole('list', { name: 'Rotation calendar' });
    expect(within(calendar).getAllByRole('listitem')).toHaveLength(14);
    expect(within(calendar).getAllByText('changed')).toHaveLength(8);
    expect(within(calendar).getAllByText('planned')).toHaveLength(5);
    expect(screen.getByText('Perfect rice, every time')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stop and keep B' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/stop'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/stop'))?.body).toEqual({ keep: 'B' });
  });

  it('says "inconclusive" and "too early" plainly, and offers no winner to keep', async () => {
    serve({
      ...base,
      'GET /api/experiments': {
        body: {
          experiments: [
            experiment({
              judgement: {
                ...experiment().judgement,
                outcome: 'inconclusive',
                winner: null,
                comparisons: [{ variant: 'B', effect: 0.05, low: -0.3, high: 0.5, verdict: 'inconclusive' }],
              },
            }),
            experiment({
              id: '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f',
              status: 'finished',
              endedAt: day(14),
              judgement: {
                ...experiment().judgement,
                outcome: 'tooEarly',
                winner: null,
                comparisons: [{ variant: 'B', effect: null, low: null, high: null, verdict: 'tooEarly' }],
              },
            }),
          ],
        },
      },
    });
    renderPanel();
    const [first] = await screen.findAllByTestId('judgement');
    expect(first!.textContent).toMatch(
      /^Inconclusive: with this traffic the data cannot tell the variants apart/,
    );
    expect(screen.queryByRole('button', { name: /Stop and keep B/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Stop and keep A' })).toBeTruthy();
    expect(screen.getAllByTestId('judgement')[1]!.textContent).toMatch(/^Too early to say/);
  });

  it('tests a thumbnail kept in the studio against the current one', async () => {
    const KEPT = '0d9e8f7a-6b5c-4d3e-9f1a-2b3c4d5e6f70';
    const calls = serve({
      ...base,
      'GET /api/experiments': { body: { experiments: [] } },
      'GET /api/thumbnails': {
        body: {
          thumbnails: [
            {
              id: KEPT,
              videoId: VIDEO,
              design: { background: { kind: 'preset', preset: 'gradient', colors: ['#aa3300'] }, layers: [] },
              imageUrl: `/api/thumbnails/${KEPT}/image`,
              contentType: 'image/jpeg',
              bytes: 90_000,
              report: { score: 90, checks: [] },
              createdAt: '2026-11-25T10:10:00.000Z',
            },
          ],
        },
      },
      'POST /api/experiments/preview': { body: preview({ kind: 'thumbnail' }) },
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('radio', { name: 'Thumbnail' }));
    expect(await screen.findByText('The current thumbnail')).toBeTruthy();
    const check = screen.getByRole('button', { name: 'Check cost and duration' }) as HTMLButtonElement;
    expect(check.disabled).toBe(true);
    fireEvent.click(await screen.findByRole('radio', { name: 'B · 1' }));
    fireEvent.click(check);
    await screen.findByText(/715 units/);
    expect(calls.find((c) => c.path === '/api/experiments/preview')?.body).toMatchObject({
      kind: 'thumbnail',
      thumbnailIds: [KEPT],
    });
  });
});
