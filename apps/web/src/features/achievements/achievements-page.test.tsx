import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AchievementsResponse } from '@vidcraft/contracts';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../test/english-i18n.ts';
import { achievementOf, CONNECTION_ID, EARNED_ONE, FIRST_RUN, responseOf } from './achievement-fixtures.ts';
import { AchievementsPage } from './achievements-page.tsx';

const i18n = englishI18n();

function renderPage(answer: AchievementsResponse) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/achievements', element: <AchievementsPage /> }], {
    initialEntries: ['/achievements'],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('AchievementsPage', () => {
  it('tells a creator with nothing earned how to earn the first one', async () => {
    renderPage(FIRST_RUN);
    expect(
      await screen.findByRole('heading', { name: 'Your first achievement is one publish away' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Optimize a video' }).getAttribute('href')).toBe(
      '/video-optimization',
    );
    expect(screen.getByRole('link', { name: 'Design a thumbnail' }).getAttribute('href')).toBe(
      '/thumbnail-generator',
    );
    expect(screen.getByRole('link', { name: 'Translate a video' }).getAttribute('href')).toBe(
      '/auto-translation',
    );
    expect(document.title).toBe('Achievements — Vidcraft');
  });

  it('groups the next steps with progress bars, and says why a hidden count has none', async () => {
    renderPage(FIRST_RUN);
    const publishing = await screen.findByRole('region', { name: 'Publishing' });
    const bar = within(publishing).getByRole('progressbar', { name: 'Progress toward First optimization' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('1');
    expect(bar.getAttribute('aria-valuetext')).toBe('0 of 1');
    const channel = screen.getByRole('region', { name: 'Channel growth' });
    expect(within(channel).getByRole('heading', { name: '100 subscribers' })).toBeTruthy();
    expect(within(channel).getByText('Subscribers of Pocket Garden, from its daily snapshots.')).toBeTruthy();
    expect(within(channel).getByText(/hides its subscriber count/)).toBeTruthy();
    expect(within(channel).queryByRole('progressbar')).toBeNull();
  });

  it('shows earned ones with their date, and the next ones with progress in words', async () => {
    renderPage(EARNED_ONE);
    const earned = await screen.findByRole('list', { name: 'Publishing: Earned' });
    const first = within(earned).getByRole('listitem', { name: 'First optimization' });
    expect(within(first).getByText('Earned Nov 20, 2026').getAttribute('datetime')).toBe(
      '2026-11-20T10:15:00.000Z',
    );
    expect(screen.queryByText('Your first achievement is one publish away')).toBeNull();
    const next = screen.getByRole('list', { name: 'Publishing: Next up' });
    expect(within(next).getByRole('heading', { name: '2-week streak' })).toBeTruthy();
    expect(within(next).getByText('1 of 2')).toBeTruthy();
    const quality = screen.getByRole('list', { name: 'Better videos: Next up' });
    expect(within(quality).getByRole('heading', { name: '5 videos at 80+' })).toBeTruthy();
    expect(within(quality).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('3');
    expect(screen.getByText(/Weeks in a row with a published improvement: 1 now, 1 at best\./)).toBeTruthy();
  });

  it('shows the highest earned tier of a kind per channel, with the lower ones summed up', async () => {
    const channel = { connectionId: CONNECTION_ID, title: 'Pocket Garden' };
    const tier = (target: number, earnedAt: string | null) =>
      achievementOf({
        family: 'subscribers',
        group: 'channel',
        id: `subscribers-${target}-${CONNECTION_ID}`,
        channel,
        progress: { current: 1_200, target },
        earned: earnedAt !== null,
        earnedAt,
        earnedDateKind: earnedAt ? 'event' : null,
      });
    renderPage(
      responseOf([
        tier(100, '2026-11-02T00:00:00.000Z'),
        tier(1_000, '2026-11-03T00:00:00.000Z'),
        tier(10_000, null),
      ]),
    );
    const earned = await screen.findByRole('list', { name: 'Channel growth: Earned' });
    const cards = within(earned).getAllByRole('listitem');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByRole('heading', { name: '1,000 subscribers' })).toBeTruthy();
    expect(within(cards[0]!).getByText('Also earned: 100 subscribers')).toBeTruthy();
    expect(within(cards[0]!).getByText('Earned Nov 3, 2026')).toBeTruthy();
    const next = screen.getByRole('list', { name: 'Channel growth: Next up' });
    expect(within(next).getByRole('progressbar').getAttribute('aria-valuetext')).toBe('1,200 of 10,000');
  });
});
