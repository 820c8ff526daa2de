// The thumbnail studio through its HTTP routes, against the Google sandbox: render with each kind of
// background, keep and download, uploaded backgrounds (and hostile ones), the promise check, upload to YouTube
// once per key, the history with the replaced image, revert, the month's meter — and nobody else's ids.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import type {
  BackgroundAsset,
  RenderResponse,
  SavedThumbnail,
  ThumbnailCapabilities,
  ThumbnailQuota,
  ThumbnailUploadEntry,
} from '@vidcraft/contracts';
import { TestBrowser } from '../../../test/browser.ts';
import { waitForSync } from '../../../test/sync-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { renderSampleThumbnail } from '../../../test/sample-thumbnail.ts';

const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

describe('thumbnail studio routes', () => {
  let t: TestApp<never>;
  let maya: TestBrowser;
  let stranger: TestBrowser;
  let userId: string;
  let video: { id: string; title: string };

  beforeAll(async () => {
    t = await createTestApp({ sandbox: true, realSessions: true, handlers: 'app' });
    maya = new TestBrowser(t.app);
    await maya.signIn({ account: 'maya' });
    userId = ((await maya.get('/api/auth/me')).json() as { id: string }).id;
    await maya.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas }, { access: 'write' });
    await waitForSync(maya);
    const list = (await maya.get('/api/user/channel-videos?limit=5&type=long')).json() as {
      videos: { id: string; title: string }[];
    };
    expect(list.videos.length).toBeGreaterThan(0);
    video = list.videos[0]!;
    stranger = new TestBrowser(t.app);
    await stranger.signIn({ account: 'sam' });
  }, 120_000);
  afterAll(() => t?.close());

  const layer = (text: string, placement = 'auto') => ({
    text,
    weight: 'bold',
    maxSizePx: 140,
    fill: '#ffffff',
    outline: { color: '#000000', widthPx: 8 },
    placement,
    maxWidthShare: 0.6,
    maxLines: 2,
  });

  it('says what this server offers: presets, no image model, how auto placement works', async () => {
    const res = await maya.get('/api/thumbnails/capabilities');
    expect(res.statusCode).toBe(200);
    const caps = res.json() as ThumbnailCapabilities;
    expect(caps.presets.length).toBeGreaterThan(0);
    expect(caps.imageModel).toBeNull();
    expect(caps.placementMethod).toMatch(/face/i);
  });

  it('renders a preset design with auto placement, keeps clear of the duration badge, and checks it', async () => {
    const caps = (await maya.get('/api/thumbnails/capabilities')).json() as ThumbnailCapabilities;
    const preset = caps.presets[0]!;
    const res = await maya.send('POST', '/api/thumbnails/render', {
      design: {
        background: { kind: 'preset', preset: preset.id, colors: preset.colors },
        layers: [layer('Crispy every time'), layer('3 tricks')],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as RenderResponse;
    const bytes = Buffer.from(body.image.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
    expect(startsWith(bytes, JPEG_MAGIC)).toBe(true);
    expect(bytes.length).toBe(body.bytes);
    expect(body.layers).toHaveLength(2);
    for (const laid of body.layers) expect(laid.placement).not.toBe('auto');
    expect(new Set(body.layers.map((l) => l.placement)).size).toBe(2);
    expect(body.report.checks.map((c) => c.id)).toEqual(
      expect.arrayContaining(['legibleSize', 'contrast', 'wordCount', 'durationBadge', 'fileSize']),
    );
    // No video named: no title to hold the text to.
    expect(body.report.checks.some((c) => c.id === 'titlePromise')).toBe(false);
    expect(body.report.score).toBeGreaterThan(0);
  });

  it('composes on the video’s current thumbnail and holds numbers on the thumbnail to the title', async () => {
    const res = await maya.send('POST', '/api/thumbnails/render', {
      videoId: video.id,
      design: {
        background: { kind: 'current', videoId: video.id, scrim: 0.3 },
        layers: [layer('137 recipes', 'top-left')],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const promise = (res.json() as RenderResponse).report.checks.find((c) => c.id === 'titlePromise');
    expect(promise).toMatchObject({ passed: false, details: { claim: expect.stringContaining('137') } });
  });

  it('keeps a render once per key, lists it, and serves it as thumbnail.jpg', async () => {
    const key = randomUUID();
    const design = {
      background: { kind: 'preset', preset: 'gradient', colors: ['#ff5500', '#220066'] },
      layers: [layer('Keep me', 'top-left')],
    };
    const caps = (await maya.get('/api/thumbnails/capabilities')).json() as ThumbnailCapabilities;
    design.background.preset = caps.presets[0]!.id;
    const first = await maya.send('POST', '/api/thumbnails', {
      design,
      videoId: video.id,
      idempotencyKey: key,
    });
    expect(first.statusCode, first.body).toBe(200);
    const again = await maya.send('POST', '/api/thumbnails', {
      design,
      videoId: video.id,
      idempotencyKey: key,
    });
    const kept = first.json() as SavedThumbnail;
    expect((again.json() as SavedThumbnail).id).toBe(kept.id);
    expect(kept.videoId).toBe(video.id);

    const list = (await maya.get(`/api/thumbnails?videoId=${video.id}`)).json() as {
      thumbnails: SavedThumbnail[];
    };
    expect(list.thumbnails.map((k) => k.id)).toEqual([kept.id]);

    const download = await maya.get(`${kept.imageUrl}?download=1`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="thumbnail.jpg"');
    expect(startsWith(download.rawPayload, JPEG_MAGIC)).toBe(true);

    const recorded = await maya.send('POST', '/api/thumbnails/record-thumbnail', {
      thumbnailId: kept.id,
      action: 'download',
    });
    expect(recorded.statusCode).toBe(200);

    // Someone else's thumbnail does not exist for them.
    expect((await stranger.get(`/api/thumbnails/${kept.id}`)).statusCode).toBe(404);
    expect((await stranger.get(kept.imageUrl)).statusCode).toBe(404);
  });

  it('accepts an uploaded background by its content, and refuses hostile or malformed uploads clearly', async () => {
    const png = (await renderSampleThumbnail({ from: '#003366', to: '#66ccff' })).image;
    const ok = await maya.sendForm(
      '/api/thumbnails/backgrounds',
      {},
      {
        image: { bytes: png, filename: 'holiday.exe', type: 'application/octet-stream' },
      },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const asset = ok.json() as BackgroundAsset;
    expect(asset).toMatchObject({ source: 'upload', width: 1280, height: 720 });

    const rendered = await maya.send('POST', '/api/thumbnails/render', {
      design: { background: { kind: 'asset', assetId: asset.id }, layers: [layer('On my photo')] },
    });
    expect(rendered.statusCode, rendered.body).toBe(200);
    expect(
      (
        await stranger.send('POST', '/api/thumbnails/render', {
          design: { background: { kind: 'asset', assetId: asset.id }, layers: [] },
        })
      ).statusCode,
    ).toBe(404);

    const empty = await maya.sendForm(
      '/api/thumbnails/backgrounds',
      {},
      {
        image: { bytes: new Uint8Array(), filename: 'empty.png', type: 'image/png' },
      },
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'VALIDATION' });
    const svg = await maya.sendForm(
      '/api/thumbnails/backgrounds',
      {},
      {
        image: {
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          filename: 'x.svg',
          type: 'image/svg+xml',
        },
      },
    );
    expect(svg.statusCode).toBe(400);
    const json = await maya.send('POST', '/api/thumbnails/backgrounds', { image: 'not a file' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ error: 'VALIDATION', details: { reason: 'notMultipart' } });
    const tooMany = await maya.sendForm(
      '/api/thumbnails/backgrounds',
      {},
      {
        image: { bytes: png, filename: 'a.png', type: 'image/png' },
        other: { bytes: png, filename: 'b.png', type: 'image/png' },
      },
    );
    expect(tooMany.statusCode).toBe(400);
  });

  it('says plainly that backgrounds from a prompt need an image model, and counts nothing', async () => {
    const res = await maya.send('POST', '/api/thumbnails/backgrounds/generate', {
      prompt: 'a bowl of ramen on a dark table',
      style: 'photo',
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION', details: { reason: 'noImageModel' } });
    const quota = (await maya.get(`/api/thumbnails/quota/${userId}`)).json() as ThumbnailQuota;
    expect(quota.generations.used).toBe(0);
  });

  it('uploads to YouTube once per key, keeps the replaced image, reverts it, and meters only the upload', async () => {
    const before = (await maya.get(`/api/usage/thumbnails/${userId}`)).json() as ThumbnailQuota;
    const image = (await renderSampleThumbnail({ from: '#aa0000', to: '#220000' })).image;
    const key = randomUUID();
    const form = () =>
      maya.sendForm(
        '/api/youtube/upload-thumbnail',
        { videoId: video.id, idempotencyKey: key },
        {
          thumbnail: { bytes: image, filename: 'thumbnail.png', type: 'image/png' },
        },
      );
    const first = await form();
    expect(first.statusCode, first.body).toBe(200);
    const second = await form();
    expect((second.json() as { replayed: boolean }).replayed).toBe(true);
    const entry = (first.json() as { entry: ThumbnailUploadEntry }).entry;
    expect(entry).toMatchObject({ kind: 'upload', status: 'succeeded', canRevert: true, videoId: video.id });
    const sets = t.sandbox!.sandbox.control.requestLog({ method: 'youtube.thumbnails.set' });
    expect(sets).toHaveLength(1);

    const history = (await maya.get(`/api/thumbnails/uploads?videoId=${video.id}`)).json() as {
      entries: ThumbnailUploadEntry[];
    };
    expect(history.entries.map((e) => e.id)).toEqual([entry.id]);
    const replaced = await maya.get(entry.replacedImageUrl!);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.rawPayload.length).toBeGreaterThan(0);
    expect((await stranger.get(entry.replacedImageUrl!)).statusCode).toBe(404);

    const revert = await maya.send('POST', '/api/youtube/revert-thumbnail', {
      uploadId: entry.id,
      idempotencyKey: randomUUID(),
    });
    expect(revert.statusCode, revert.body).toBe(200);
    const reverted = (revert.json() as { entry: ThumbnailUploadEntry }).entry;
    expect(reverted).toMatchObject({
      kind: 'revert',
      status: 'succeeded',
      revertsId: entry.id,
      videoId: video.id,
    });
    const sent = await maya.get(reverted.imageUrl);
    expect(Buffer.compare(sent.rawPayload, replaced.rawPayload)).toBe(0);

    const after = (await maya.get(`/api/usage/thumbnails/${userId}`)).json() as ThumbnailQuota;
    expect(after.uploads.used - before.uploads.used).toBe(1);
    expect(after.youtube.unitsPerUpload).toBe(51);
    expect((await maya.get(`/api/thumbnails/quota/${encodeURIComponent('someone-else')}`)).statusCode).toBe(
      404,
    );
  });
});
