// A fetch stand-in and answers shaped like the server's, for the thumbnail studio's page tests (never imported by
// the app): answers by method and path, records every call with its query and body.
import type {
  BackgroundAsset,
  RenderResponse,
  SavedThumbnail,
  ThumbnailCapabilities,
  ThumbnailDesign,
} from '@vidcraft/contracts';
import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = { status?: number; body: unknown } | ((call: Call) => { status?: number; body: unknown });

export function fakeServer(routes: Record<string, Answer>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const parsed = new URL(url, 'http://vidcraft.test');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path: parsed.pathname, query: parsed.searchParams, body };
    calls.push(call);
    const route = routes[`${method} ${parsed.pathname}`];
    if (!route)
      return new Response(JSON.stringify({ error: 'NOT_FOUND', message: 'No such route' }), { status: 404 });
    const answer = typeof route === 'function' ? route(call) : route;
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export const UPLOAD_ID = '3f0c6a52-8d1e-4b7a-9c2d-5e6f7a8b9c01';
export const FRAME_ASSET_ID = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
export const KEPT_ID = '0d9e8f7a-6b5c-4d3e-9f1a-2b3c4d5e6f70';

export const capabilities: ThumbnailCapabilities = {
  presets: [{ id: 'gradient', colors: ['#1d4ed8', '#0f172a'] }],
  imageModel: null,
  placementMethod: 'Faces and busy areas are avoided.',
  limits: { maxUploadBytes: 10 * 1024 * 1024, maxLayers: 3, maxPromptLength: 400 },
};

export const frameAsset: BackgroundAsset = {
  id: FRAME_ASSET_ID,
  source: 'upload',
  imageUrl: `/api/thumbnails/${FRAME_ASSET_ID}/image`,
  width: 1280,
  height: 720,
  prompt: null,
  style: null,
  model: null,
  createdAt: '2026-11-25T10:05:00.000Z',
};

/** What the server answers for a render: the image names its design's first words. */
export function renderOf(design: ThumbnailDesign): RenderResponse {
  return {
    image: `data:image/jpeg;base64,${btoa(design.layers[0]?.text ?? 'empty')}`,
    bytes: 1000,
    report: { score: 90, checks: [] },
    layers: [],
  };
}

export function savedOf(design: ThumbnailDesign, patch: Partial<SavedThumbnail> = {}): SavedThumbnail {
  return {
    id: KEPT_ID,
    videoId: null,
    design,
    imageUrl: `/api/thumbnails/${KEPT_ID}/image`,
    contentType: 'image/jpeg',
    bytes: 1000,
    report: { score: 90, checks: [] },
    createdAt: '2026-11-25T10:10:00.000Z',
    ...patch,
  };
}
