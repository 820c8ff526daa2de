// The connection calls go through the typed client and keep their URLs and methods.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  activateConnection,
  fetchConnections,
  fetchYoutubeStatus,
  removeConnection,
} from './connections-api.ts';

const ID = '6f1c9a52-3d2b-4b8e-9a0e-2a4f8a1b7c11';

function answer(body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => Response.json(body));
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.map(([url, init]) => `${init.method ?? 'GET'} ${url}`);
}

describe('connection calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists, activates and removes connections', async () => {
    let calls = answer({ connections: [] });
    await expect(fetchConnections()).resolves.toEqual([]);
    await activateConnection(ID);
    await removeConnection(ID);
    expect(calls()).toEqual([
      'GET /api/youtube-connections',
      `POST /api/youtube-connections/${ID}/activate`,
      `DELETE /api/youtube-connections/${ID}`,
    ]);
    calls = answer({ connected: false });
    await expect(fetchYoutubeStatus()).resolves.toEqual({ connected: false });
    expect(calls()).toEqual(['GET /api/youtube/status']);
  });
});
