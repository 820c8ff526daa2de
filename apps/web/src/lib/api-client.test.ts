import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  authRoutes,
  optimizationRoutes,
  syncRoutes,
  thumbnailRoutes,
  translationRoutes,
} from '@vidcraft/contracts/client-routes';
import * as clientRoutes from '@vidcraft/contracts/client-routes';
import { ApiError } from './api.ts';
import { TimeoutError } from './fetch-with-timeout.ts';
import { callApi, formDataOf, isTranslationPath, partFilename, queryString, routeUrl } from './api-client.ts';

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the typed API client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds the path from the contract, encoding parameters, and the query from an object', () => {
    expect(routeUrl(optimizationRoutes.analyzeChannel, { params: { id: 'a/b c' } })).toBe(
      '/api/youtube/analyze-channel/a%2Fb%20c',
    );
    expect(queryString({ page: 2, videoId: undefined, tags: ['a', 'b'] })).toBe('?page=2&tags=a&tags=b');
    expect(queryString({})).toBe('');
  });

  it("sends the contract's method and body, with the CSRF header on a write", async () => {
    const entry = {
      entries: [],
      total: 0,
    };
    const fetchMock = respond(200, entry);
    await expect(callApi(optimizationRoutes.history, { query: { page: 1, limit: 20 } })).resolves.toEqual(
      entry,
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/optimization-history?page=1&limit=20');
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).has('X-Vidcraft-CSRF')).toBe(false);
  });

  it('names each route by its method and path only: no schema is loaded to call the API', () => {
    const routes = Object.values(clientRoutes).flatMap((group) => Object.values(group));
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      expect(Object.keys(route).filter((key) => !['method', 'path', 'multipart'].includes(key))).toEqual([]);
      expect(route.path).toMatch(/^\/[a-z]/);
    }
  });

  it('marks writes with the CSRF header and sends JSON', async () => {
    const fetchMock = respond(200, {});
    await callApi(syncRoutes.syncVideosManual, { body: {} }).catch(() => undefined);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('X-Vidcraft-CSRF')).toBe('1');
    expect(init.body).toBe('{}');
  });

  it('gives up after timeoutMs with a TimeoutError, and passes the cache mode on', async () => {
    const fetchMock = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const call = callApi(authRoutes.status, { timeoutMs: 20, cache: 'no-store' });
    await expect(call).rejects.toBeInstanceOf(TimeoutError);
    await expect(call).rejects.toThrow('Request to /api/auth/status timed out after 20 ms');
    expect(fetchMock.mock.calls[0]?.[1].cache).toBe('no-store');
  });

  it("stops when the caller's signal aborts, without calling it a time-out", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const controller = new AbortController();
    const call = callApi(authRoutes.status, { timeoutMs: 10_000, signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});

const UPLOAD_ENTRY = {
  id: '7d0c1f52-5f0e-4d5b-9a51-2f3a4c5d6e7f',
  videoId: 'dQw4w9WgXcQ',
  kind: 'upload',
  status: 'succeeded',
  imageUrl: '/img/sent',
  replacedImageUrl: '/img/replaced',
  revertsId: null,
  revertedById: null,
  canRevert: true,
  error: null,
  createdAt: '2026-11-25T10:00:00.000Z',
};

// Type-level checks only; never called.
export function multipartTypeChecks(blob: Blob) {
  // @ts-expect-error — a multipart route needs its form
  void callApi(thumbnailRoutes.upload, {});
  // @ts-expect-error — the contract's fields are required (videoId, idempotencyKey)
  void callApi(thumbnailRoutes.upload, { form: { files: { thumbnail: blob } } });
  void callApi(thumbnailRoutes.upload, {
    // @ts-expect-error — the file is named `thumbnail`, not `image`
    form: { fields: { videoId: 'dQw4w9WgXcQ', idempotencyKey: 'k' }, files: { image: blob } },
  });
  // @ts-expect-error — a JSON route takes no form
  void callApi(thumbnailRoutes.revert, { body: { uploadId: 'u', idempotencyKey: 'k' }, form: {} });
  // A route whose fields are all optional needs only its files.
  return callApi(thumbnailRoutes.uploadBackground, { form: { files: { image: blob } } });
}

describe('multipart routes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the fields and the file as FormData, with the CSRF header and no JSON content type', async () => {
    const fetchMock = respond(200, { entry: UPLOAD_ENTRY, replayed: false });
    const thumbnail = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    const answer = await callApi(thumbnailRoutes.upload, {
      form: {
        fields: { videoId: 'dQw4w9WgXcQ', idempotencyKey: '0b5c3a9e-49a4-4f0e-8d7e-1b2c3d4e5f60' },
        files: { thumbnail },
      },
    });
    expect(answer.entry.canRevert).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/youtube/upload-thumbnail');
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get('X-Vidcraft-CSRF')).toBe('1');
    expect(headers.has('Content-Type')).toBe(false); // the browser adds multipart/form-data with its boundary
    expect(init.body).toBeInstanceOf(FormData);
    const form = init.body as FormData;
    expect(form.get('videoId')).toBe('dQw4w9WgXcQ');
    expect(form.get('idempotencyKey')).toBe('0b5c3a9e-49a4-4f0e-8d7e-1b2c3d4e5f60');
    const file = form.get('thumbnail') as File;
    expect(file.name).toBe('thumbnail.png');
    expect(file.type).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  });

  it('names a page-made Blob thumbnail.<ext> by its type and keeps a picked file’s own name', () => {
    expect(partFilename(new Blob([], { type: 'image/jpeg' }))).toBe('thumbnail.jpg');
    expect(partFilename(new Blob([], { type: 'image/png' }))).toBe('thumbnail.png');
    expect(partFilename(new Blob([]))).toBe('thumbnail.bin');
    expect(partFilename(new File([], 'holiday.webp', { type: 'image/webp' }))).toBe('holiday.webp');
    const form = formDataOf({ fields: { a: 1, skipped: undefined }, files: { image: new Blob([]) } });
    expect([...form.keys()]).toEqual(['a', 'image']);
  });

  it('sends a form with files only, and turns a refusal into an ApiError with its code', async () => {
    const fetchMock = respond(400, {
      error: 'VALIDATION',
      message: 'This file is not a PNG, JPEG or WebP image.',
      details: { reason: 'type' },
    });
    const error = await callApi(thumbnailRoutes.uploadBackground, {
      form: { files: { image: new File(['not an image'], 'notes.txt', { type: 'text/plain' }) } },
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'VALIDATION', status: 400, details: { reason: 'type' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/thumbnails/backgrounds');
    expect(((init.body as FormData).get('image') as File).name).toBe('notes.txt');
  });
});

describe('errors on translation paths (spec §7)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('prefix the message with "Translation failed:" and keep the status, code and details', async () => {
    respond(403, { error: 'FORBIDDEN', message: 'No languages left this month.', details: { limit: 20 } });
    const error = await callApi(translationRoutes.translate, {
      body: {
        videoIds: ['dQw4w9WgXcQ'],
        languages: ['de'],
        metadata: true,
        captions: null,
        engine: null,
        idempotencyKey: '0b5c3a9e-49a4-4f0e-8d7e-1b2c3d4e5f60',
      },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Translation failed: No languages left this month.',
      status: 403,
      code: 'FORBIDDEN',
      details: { limit: 20 },
    });
  });

  it('on every path that names translation, and on no other', async () => {
    for (const path of [
      '/api/translate-video',
      '/api/translation/estimate',
      '/api/translation-results/:id',
      '/api/publish-translation',
      '/api/publish-all-translations',
      '/api/translation-review/:token',
      '/api/translation-reviewers/:id',
    ]) {
      expect(isTranslationPath(path), path).toBe(true);
    }
    expect(isTranslationPath('/api/channels/:channelId/glossary')).toBe(false);
    respond(404, { error: 'NOT_FOUND', message: 'No such entry.' });
    const error = await callApi(optimizationRoutes.history, { query: {} }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ message: 'No such entry.', status: 404 });
  });

  it('also when the server says nothing but its status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 502 })),
    );
    await expect(
      callApi(translationRoutes.results, { params: { id: '0b5c3a9e-49a4-4f0e-8d7e-1b2c3d4e5f60' } }),
    ).rejects.toThrow('Translation failed: HTTP 502');
  });
});
