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
  startConnect,
  STORED_REQUEST_KEY,
} from './channel-auth-flow.ts';
import { setNativeChannelGrant } from '../../lib/native-channel-grant.ts';

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
    setNativeChannelGrant(null);
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
    await expect(startChannelAuth('/channels', async () => false)).rejects.toThrow(
      'No pending YouTube authentication request',
    );
  });

  it('confirm asks the server for the Google URL, stores the request in this tab and leaves', async () => {
    const fetchMock = respondWithUrl();
    requestChannelAuth({ reason: 'reauth', channelId: 'UC1' });
    const go = vi.fn(async () => false);
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
    await startChannelAuth('/video-optimization?video=abc', async () => false);
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
    await startChannelAuth('/channels', async () => false);
    expect(sessionStorage.getItem(STORED_REQUEST_KEY)).toBe('{"reason":"connect"}');
  });

  it('in the native shell: the grant carries a fresh challenge and opens in the in-app browser; the page stays', async () => {
    const fetchMock = respondWithUrl();
    const before = window.location.href;
    const open = vi.fn(async () => undefined);
    let issued = 0;
    setNativeChannelGrant({ challenge: async () => `challenge-${++issued}`.padEnd(43, 'x'), open });

    expect(await startConnect({ access: 'write', channelId: 'UC1' }, '/channels')).toBe(true);
    requestChannelAuth({ reason: 'reauth', channelId: 'UC1' });
    expect(await startChannelAuth('/channels')).toBe(true);

    const bodies = fetchMock.mock.calls.map(
      (call) => JSON.parse(String((call as unknown as [string, RequestInit])[1].body)) as object,
    );
    expect(bodies).toEqual([
      {
        returnTo: '/channels',
        access: 'write',
        channelId: 'UC1',
        nativeChallenge: 'challenge-1'.padEnd(43, 'x'),
      },
      { channelId: 'UC1', returnTo: '/channels', nativeChallenge: 'challenge-2'.padEnd(43, 'x') },
    ]);
    expect(open.mock.calls).toEqual([
      ['http://127.0.0.1/sandbox/o/oauth2/v2/auth?x=1'],
      ['http://127.0.0.1/sandbox/o/oauth2/v2/auth?x=1'],
    ]);
    expect(window.location.href).toBe(before);
  });
});
