// Saving files in both credential modes: a browser download on the web (an object URL, or the API path with the
// cookie, nothing fetched by the page); on native the registered saver gets the bytes, fetched with the bearer
// token from the mobile API origin and named as the server names them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBearerCredentials } from './api-credentials.ts';
import { registerTestBearerCredentials } from '../test/native-credentials.ts';
import { ApiError } from './api.ts';
import { saveApiFile, saveBlob, setNativeFileSaver, type NativeFileSaver } from './save-file.ts';

const { createObjectURL, revokeObjectURL } = URL;

/** The anchors the page clicked, as [href, download name]. */
function clickedLinks() {
  const clicks: [string, string][] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push([this.getAttribute('href') ?? '', this.download]);
  });
  return clicks;
}

function nativeShell(respond: (url: string, authorization: string | null) => Response) {
  const saved: { name: string; type: string; text: string }[] = [];
  const saver: NativeFileSaver = {
    save: async ({ name, blob }) => void saved.push({ name, type: blob.type, text: await blob.text() }),
  };
  setNativeFileSaver(saver);
  registerTestBearerCredentials();
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
    respond(url, new Headers(init?.headers).get('Authorization')),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { saved, fetchMock };
}

describe('saving files', () => {
  afterEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    setNativeFileSaver(null);
    setBearerCredentials(null);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('on the web: a download of an object URL, or of the API path itself; the page fetches nothing', async () => {
    const clicks = clickedLinks();
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    Object.assign(URL, { createObjectURL: () => 'blob:http://localhost/1', revokeObjectURL: vi.fn() });
    await saveBlob(new Blob(['WEBVTT']), 'abc.en.vtt');
    await saveApiFile('/api/thumbnails/t1/image?download=1', 'thumbnail');
    expect(clicks).toEqual([
      ['blob:http://localhost/1', 'abc.en.vtt'],
      ['/api/thumbnails/t1/image?download=1', ''],
    ]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });

  it('on native: the saver gets the bytes, fetched with the bearer token and named by the server', async () => {
    const clicks = clickedLinks();
    const { saved, fetchMock } = nativeShell(
      (url, authorization) =>
        new Response(`png for ${authorization}`, {
          status: 200,
          headers: {
            'content-type': 'image/png',
            ...(url.includes('named')
              ? { 'content-disposition': 'attachment; filename="thumbnail.png"' }
              : {}),
          },
        }),
    );
    await saveApiFile('/api/thumbnails/named/image?download=1', 'thumbnail');
    await saveApiFile('/api/thumbnails/plain/image?download=1', 'thumbnail');
    await saveBlob(
      new Blob(['1\n00:00:00,000 --> 00:00:01,000\nHi\n'], { type: 'application/x-subrip' }),
      'v.en.srt',
    );
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'https://api.vidcraft.test/api/thumbnails/named/image?download=1',
      'https://api.vidcraft.test/api/thumbnails/plain/image?download=1',
    ]);
    expect(saved).toEqual([
      { name: 'thumbnail.png', type: 'image/png', text: 'png for Bearer tok' },
      { name: 'thumbnail', type: 'image/png', text: 'png for Bearer tok' },
      { name: 'v.en.srt', type: 'application/x-subrip', text: '1\n00:00:00,000 --> 00:00:01,000\nHi\n' },
    ]);
    expect(clicks).toEqual([]);
  });

  it('on native: a refused file is the API error, and nothing is saved', async () => {
    const { saved } = nativeShell(
      () =>
        new Response(JSON.stringify({ error: 'NOT_FOUND', message: 'No such thumbnail.' }), { status: 404 }),
    );
    const failure = saveApiFile('/api/thumbnails/gone/image?download=1', 'thumbnail');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(saved).toEqual([]);
  });
});
