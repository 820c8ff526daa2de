import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATS_RELOAD_DELAY_MS, useStatsReloadOnChannelChange } from './use-stats-reload.ts';

const stats = (connectionId: string) => ({
  connectionId,
  channelId: 'UC1',
  title: 'Channel',
  thumbnailUrl: null,
  subscriberCount: 10,
  hiddenSubscriberCount: false,
  viewCount: 100,
  videoCount: 3,
  fetchedAt: '2026-03-10T12:00:00.000Z',
  lastSyncAt: null,
});

const connection = (id: string) => ({
  id,
  youtubeChannelId: 'UC1',
  channelId: 'UC1',
  channelName: 'Channel',
  channelHandle: null,
  thumbnailUrl: null,
  isActive: true,
  status: 'active',
  canPublish: false,
  canReadAnalytics: false,
  connectedAt: '2026-03-10T12:00:00.000Z',
  accessVerifiedAt: '2026-03-10T12:00:00.000Z',
});

/** The server: POST …/refresh answers the connection, GET …/stats the statistics. */
const answer = async (url: string, init?: RequestInit) => {
  const id = url.split('/')[3] ?? '';
  return new Response(JSON.stringify(init?.method === 'POST' ? connection(id) : stats(id)));
};

describe('stats reload after a channel change (spec §4, §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('clears the stats at once and force-refreshes the new channel 5 s later', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(answer);
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    const reset = vi.spyOn(client, 'resetQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { rerender } = renderHook(({ id }) => useStatsReloadOnChannelChange(id), {
      wrapper,
      initialProps: { id: 'a' as string | undefined },
    });
    rerender({ id: 'a' });
    expect(reset).not.toHaveBeenCalled(); // the first answer is not a change

    rerender({ id: 'b' });
    expect(reset).toHaveBeenCalledWith({ queryKey: ['channel-stats'] });
    await act(async () => vi.advanceTimersByTimeAsync(STATS_RELOAD_DELAY_MS - 1));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    // The re-read from YouTube is a POST (decision 016), then the stored statistics are read.
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`)).toEqual([
      'POST /api/youtube-connections/b/refresh',
      'GET /api/youtube-connections/b/stats',
    ]);
    expect(client.getQueryData(['channel-stats', 'b'])).toMatchObject({ connectionId: 'b' });
  });

  it('a quick second switch cancels the first reload', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(answer);
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { rerender } = renderHook(({ id }) => useStatsReloadOnChannelChange(id), {
      wrapper,
      initialProps: { id: 'a' },
    });
    rerender({ id: 'b' });
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    rerender({ id: 'c' });
    await act(async () => vi.advanceTimersByTimeAsync(STATS_RELOAD_DELAY_MS));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/youtube-connections/c/refresh',
      '/api/youtube-connections/c/stats',
    ]);
  });
});
