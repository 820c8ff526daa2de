import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_FLOW_REQUESTED_EVENT,
  cancelChannelAuth,
  completeChannelAuth,
  pendingChannelAuth,
  readStoredRequest,
  REAUTH_SUCCESS_EVENT,
  requestChannelAuth,
  startChannelAuth,
  STORED_REQUEST_KEY,
} from './channel-auth-flow.ts';

function respondWithUrl(url = 'http://127.0.0.1/sandbox/o/oauth2/v2/auth?x=1') {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ url }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function listen(type: string) {
  const calls: unknown[] = [];
  const listener = (event: Event) => calls.push((event as CustomEvent).detail);
  window.addEventListener(type, listener);
  return { calls, stop: () => window.removeEventListener(type, listener) };
}

describe('channel authorization flow (spec §4)', () => {
  afterEach(() => {
    cancelChannelAuth();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('a request becomes pending and opens the dialog; an identical pending request is ignored', () => {
    const requested = listen(AUTH_FLOW_REQUESTED_EVENT);
    expect(requestChannelAuth({ reason: 'reauth', channelId: 'UC1' })).toBe(true);
    expect(requestChannelAuth({ reason: 'reauth', channelId: 'UC1' })).toBe(false);
    expect(requested.calls).toEqual([{ reason: 'reauth', channelId: 'UC1' }]);
    expect(requestChannelAuth({ reason: 'reauth', channelId: 'UC2' })).toBe(true);
    expect(pendingChannelAuth()).toEqual({ reason: 'reauth', channelId: 'UC2' });
    requested.stop();
  });

  it('starting with nothing pending throws the spec message', async () => {
    await expect(startChannelAuth('/channels', () => undefined)).rejects.toThrow(
      'No pending YouTube authentication request',
    );
  });

  it('confirm asks the server for the Google URL, stores the request in this tab and leaves', async () => {
    const fetchMock = respondWithUrl();
    requestChannelAuth({ reason: 'reauth', channelId: 'UC1' });
    const go = vi.fn();
    await startChannelAuth('/channels', go);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/youtube/reauth');
    expect(JSON.parse(String(init.body))).toEqual({ channelId: 'UC1', returnTo: '/channels' });
    expect(go).toHaveBeenCalledWith('http://127.0.0.1/sandbox/o/oauth2/v2/auth?x=1');
    expect(readStoredRequest()).toEqual({ reason: 'reauth', channelId: 'UC1' });
  });

  it('a write-access request connects with access write for that channel', async () => {
    const fetchMock = respondWithUrl();
    requestChannelAuth({ reason: 'reauth', channelId: 'UC1', access: 'write' });
    await startChannelAuth('/video-optimization?video=abc', () => undefined);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/auth/youtube/connect');
    expect(JSON.parse(String(init.body))).toEqual({
      returnTo: '/video-optimization?video=abc',
      access: 'write',
      channelId: 'UC1',
    });
  });

  it('cancel clears the pending request and the stored channel identifier', () => {
    sessionStorage.setItem(STORED_REQUEST_KEY, JSON.stringify({ reason: 'reauth', channelId: 'UC1' }));
    requestChannelAuth({ reason: 'reauth', channelId: 'UC1' });
    cancelChannelAuth();
    expect(pendingChannelAuth()).toBeNull();
    expect(sessionStorage.getItem(STORED_REQUEST_KEY)).toBeNull();
  });

  it('on return with a stored request: cleared, success event with the channel id', () => {
    sessionStorage.setItem(STORED_REQUEST_KEY, JSON.stringify({ reason: 'reauth', channelId: 'UC1' }));
    const success = listen(REAUTH_SUCCESS_EVENT);
    expect(completeChannelAuth('UC1')).toEqual({ reason: 'reauth', channelId: 'UC1' });
    expect(success.calls).toEqual([{ channelId: 'UC1' }]);
    expect(sessionStorage.getItem(STORED_REQUEST_KEY)).toBeNull();
    expect(completeChannelAuth('UC1')).toBeNull();
    expect(success.calls).toHaveLength(1);
    success.stop();
  });

  it('keeps no token in storage, only the request', async () => {
    respondWithUrl();
    requestChannelAuth({ reason: 'connect' });
    await startChannelAuth('/channels', () => undefined);
    expect(sessionStorage.getItem(STORED_REQUEST_KEY)).toBe('{"reason":"connect"}');
  });
});
