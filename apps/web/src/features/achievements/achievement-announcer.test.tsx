import { act, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AchievementsResponse } from '@vidcraft/contracts';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, globalToasts, toast } from '../../lib/toast-store.ts';
import { englishI18n } from '../../test/english-i18n.ts';
import { AchievementAnnouncer } from './achievement-announcer.tsx';
import { achievementOf, CONNECTION_ID, EARNED_ONE, responseOf } from './achievement-fixtures.ts';

const i18n = englishI18n();

/** A server that remembers what was announced, like the real one. */
function server(answer: AchievementsResponse) {
  const announced = new Set<string>();
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push(`${method} ${url}`);
      if (method === 'POST') {
        const { achievementIds } = JSON.parse(String(init.body)) as { achievementIds: string[] };
        for (const id of achievementIds) announced.add(id);
        return new Response(JSON.stringify({ announced: achievementIds }), { status: 200 });
      }
      const achievements = answer.achievements.map((a) => ({ ...a, announced: announced.has(a.id) }));
      return new Response(JSON.stringify({ ...answer, achievements }), { status: 200 });
    }),
  );
  return calls;
}

function renderAnnouncer() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <AchievementAnnouncer /> }], {
    initialEntries: ['/dashboard'],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return client;
}

const titles = () =>
  globalToasts
    .get()
    .filter((item) => item.open)
    .map((item) => item.title);
/** The read answered and React ran its effects: what the announcer will do, it has done. */
async function settled(client: QueryClient) {
  await waitFor(() => expect(client.isFetching()).toBe(0));
  await act(async () => {});
}
const posts = (calls: string[]) => calls.filter((c) => c.startsWith('POST'));

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('AchievementAnnouncer', () => {
  it('announces a new achievement once, then marks it; a later action reads again without repeating it', async () => {
    const calls = server(EARNED_ONE);
    const client = renderAnnouncer();
    await waitFor(() => expect(titles()).toEqual(['Achievement earned: First optimization']));
    await waitFor(() => expect(posts(calls)).toEqual(['POST /api/achievements/announced']));

    // Any successful action (a publish) makes the list be read again; nothing new, so no second toast.
    act(() => dismissToast());
    await act(async () => {
      await client
        .getMutationCache()
        .build(client, { mutationFn: async () => 'published' })
        .execute(undefined);
    });
    await waitFor(() => expect(calls.filter((c) => c === 'GET /api/achievements')).toHaveLength(2));
    await settled(client);
    expect(titles()).toEqual([]);
    expect(posts(calls)).toHaveLength(1);
  });

  it('waits for a toast already on screen instead of replacing it', async () => {
    const calls = server(EARNED_ONE);
    act(() => void toast({ title: 'Published to YouTube', duration: 60_000 }));
    const client = renderAnnouncer();
    await waitFor(() => expect(calls).toContain('GET /api/achievements'));
    await settled(client);
    expect(titles()).toEqual(['Published to YouTube']);
    expect(posts(calls)).toEqual([]);
    act(() => dismissToast());
    await waitFor(() => expect(titles()).toEqual(['Achievement earned: First optimization']));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
  });

  it('marks a milestone that was already true when first read without announcing it', async () => {
    const seen = achievementOf({
      family: 'subscribers',
      group: 'channel',
      id: `subscribers-100-${CONNECTION_ID}`,
      channel: { connectionId: CONNECTION_ID, title: 'Pocket Garden' },
      progress: { current: 150, target: 100 },
      earned: true,
      earnedAt: '2026-11-28T00:00:00.000Z',
      earnedDateKind: 'seen',
    });
    const calls = server(responseOf([seen]));
    const client = renderAnnouncer();
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    await settled(client);
    expect(titles()).toEqual([]);
  });
});
