import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLAG_RELOAD_DELAY_MS, stripConnectionFlags, useConnectionFlags } from './use-connection-flags.ts';

function Probe() {
  useConnectionFlags();
  return null;
}

describe('connection query flags (spec §2)', () => {
  afterEach(() => vi.useRealTimers());

  it('strips youtube_connected / refresh_connections and keeps the rest of the query', () => {
    expect(stripConnectionFlags('?youtube_connected=true&video=abc')).toEqual({
      search: '?video=abc',
      flagged: true,
    });
    expect(stripConnectionFlags('?refresh_connections=true')).toEqual({ search: '', flagged: true });
    expect(stripConnectionFlags('?youtube_connected=false')).toEqual({ search: '', flagged: false });
    expect(stripConnectionFlags('?q=x')).toEqual({ search: '?q=x', flagged: false });
  });

  it('replaces the URL at once and reloads the connections about 1 s later', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const router = createMemoryRouter([{ path: '/channels', Component: Probe }], {
      initialEntries: ['/channels?youtube_connected=true&x=1'],
    });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(router.state.location.search).toBe('?x=1');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(invalidate).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(FLAG_RELOAD_DELAY_MS));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['youtube-connections'] });
  });
});
