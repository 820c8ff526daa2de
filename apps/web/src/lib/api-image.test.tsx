// API images in both credential modes: the path as is on the web (the <img> sends the cookie); on native
// fetched from the mobile API origin with the bearer token and shown from an object URL, released on unmount.
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiImage } from './api-image.tsx';
import { setBearerCredentials } from './api-credentials.ts';
import { registerTestBearerCredentials } from '../test/native-credentials.ts';

const { createObjectURL, revokeObjectURL } = URL;

describe('ApiImage', () => {
  afterEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    setBearerCredentials(null);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('on the web: the <img> loads the API path itself, nothing is fetched', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    render(<ApiImage src="/api/thumbnails/t1/image" alt="kept" />);
    expect(screen.getByAltText('kept').getAttribute('src')).toBe('/api/thumbnails/t1/image');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('on native: fetched with the bearer token from the API origin, shown as an object URL', async () => {
    const calls: { url: string; authorization: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, authorization: new Headers(init?.headers).get('Authorization') });
        return new Response(new Blob(['jpeg'], { type: 'image/jpeg' }), { status: 200 });
      }),
    );
    const created = vi.fn(() => 'blob:https://localhost/1');
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    registerTestBearerCredentials();
    const { unmount } = render(
      <>
        <ApiImage src="/api/uploads/u1/frames/2" alt="frame" />
        <ApiImage src="https://i.ytimg.com/vi/abc/hqdefault.jpg" alt="youtube" />
      </>,
    );
    // Nothing unauthenticated is requested meanwhile.
    expect(screen.getByAltText('frame').hasAttribute('src')).toBe(false);
    await waitFor(() =>
      expect(screen.getByAltText('frame').getAttribute('src')).toBe('blob:https://localhost/1'),
    );
    expect(calls).toEqual([
      { url: 'https://api.vidcraft.test/api/uploads/u1/frames/2', authorization: 'Bearer tok' },
    ]);
    // Other sites' images (YouTube's) load as they are.
    expect(screen.getByAltText('youtube').getAttribute('src')).toBe(
      'https://i.ytimg.com/vi/abc/hqdefault.jpg',
    );
    unmount();
    expect(revoked).toHaveBeenCalledWith('blob:https://localhost/1');
  });
});
