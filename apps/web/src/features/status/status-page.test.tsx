// The status page with a stubbed API: live figures in words, the refresh, the unreachable state (itself a
// status), and incidents newest first.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { StatusResponse } from '@vidcraft/contracts';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../test/english-i18n.ts';
import { StatusContent } from './status-page.tsx';

const i18n = englishI18n();

const STATUS: StatusResponse = {
  level: 'degraded',
  checkedAt: '2026-11-28T12:00:00.000Z',
  api: { level: 'ok', version: '1.4.2' },
  database: { level: 'ok', roundTripMs: 3 },
  jobs: {
    level: 'degraded',
    workersRunning: true,
    queues: [
      { kind: 'channel-sync', waiting: 2, lagSeconds: 420, failedLastHour: 1, level: 'degraded' },
      { kind: 'optimize-video', waiting: 0, lagSeconds: 0, failedLastHour: 0, level: 'ok' },
    ],
  },
  youtubeQuota: {
    level: 'ok',
    day: '2026-11-28',
    resetsAt: '2026-11-29T08:00:00.000Z',
    used: 1250,
    dailyLimit: 10000,
    exhausted: false,
  },
  engines: [
    { kind: 'text', provider: 'openai' },
    { kind: 'image', provider: null },
    { kind: 'translation', provider: 'deepl' },
    { kind: 'transcription', provider: null },
  ],
  incidents: [
    {
      id: '1b7f0a0e-0000-4000-8000-000000000001',
      title: 'Older: slow thumbnails',
      body: 'Fixed.',
      severity: 'minor',
      status: 'resolved',
      startedAt: '2026-11-20T09:00:00.000Z',
      resolvedAt: '2026-11-20T10:00:00.000Z',
      createdAt: '2026-11-20T09:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
    },
    {
      id: '1b7f0a0e-0000-4000-8000-000000000002',
      title: 'Newer: syncs delayed',
      body: 'We are looking into it.',
      severity: 'major',
      status: 'open',
      startedAt: '2026-11-28T11:30:00.000Z',
      resolvedAt: null,
      createdAt: '2026-11-28T11:30:00.000Z',
      updatedAt: '2026-11-28T11:30:00.000Z',
    },
  ],
};

function stubStatus(answers: Array<StatusResponse | 'fail'>) {
  const fetch = vi.fn(async () => {
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (next === 'fail') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(next), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/status', element: <StatusContent /> }], {
    initialEntries: ['/status'],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('the status page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows the shell at once, then every component with its state in words and its figures', async () => {
    stubStatus([STATUS]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Is Vidcraft working right now?' })).toBeTruthy();
    expect(screen.getByText('Checking the service…')).toBeTruthy();
    await screen.findByText('Some parts are slow or have problems.');
    expect(screen.getByText('Version 1.4.2')).toBeTruthy();
    expect(screen.getByText('Answered in 3 ms')).toBeTruthy();
    expect(screen.getByText('1,250 of 10,000 units used (12.5%)')).toBeTruthy();
    // The idle queue is summarised away; the busy one shows its figures and its state in words.
    const queue = screen.getByText('channel-sync').closest('li')!;
    expect(queue.textContent).toContain('Waiting: 2');
    expect(queue.textContent).toContain('oldest waiting for 7 minutes');
    expect(queue.textContent).toContain('failed in the last hour: 1');
    expect(within(queue).getByText('Degraded')).toBeTruthy();
    expect(screen.queryByText('optimize-video')).toBeNull();
    expect(screen.getByText('openai')).toBeTruthy();
    expect(screen.getAllByText('Not configured')).toHaveLength(2);
  });

  it('lists incidents newest first with their severity and state', async () => {
    stubStatus([STATUS]);
    renderPage();
    const section = (await screen.findByRole('heading', { name: 'Incidents' })).closest('section')!;
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Newer: syncs delayed', 'Older: slow thumbnails']);
    const newer = within(section).getAllByRole('listitem')[0]!;
    expect(newer.textContent).toContain('Major');
    expect(newer.textContent).toContain('Open');
    expect(within(section).getAllByRole('listitem')[1]!.textContent).toMatch(/resolved Nov 20, 2026/);
  });

  it('says plainly when the status service cannot be reached, and recovers on retry', async () => {
    stubStatus(['fail', STATUS]);
    renderPage();
    await screen.findByText('The status service could not be reached.');
    expect(screen.getByText('Down')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Some parts are slow or have problems.');
    expect(screen.queryByText('The status service could not be reached.')).toBeNull();
  });

  it('refreshes every 30 seconds while the tab is visible', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = stubStatus([STATUS]);
    renderPage();
    await screen.findByText('Version 1.4.2');
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    // Hidden: the interval does not call.
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
  });
});
