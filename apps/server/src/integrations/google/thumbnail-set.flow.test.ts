// thumbnails.set through the metered client against the sandbox: the upload host with the image as the body,
// 50 units in the ledger, the new image served from the video's thumbnail URLs, and the "verified channel"
// refusal mapped to a clear error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { TestBrowser } from '../../../test/browser.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { AppError } from '../../http/app-error.ts';
import { renderThumbnail } from '../../modules/thumbnails/compositor.ts';
import { renderSampleThumbnail } from '../../../test/sample-thumbnail.ts';
import type { YoutubeCaller } from './youtube.client.ts';

describe('thumbnails.set against the sandbox', () => {
  let t: TestApp<never>;
  let caller: YoutubeCaller;
  let videoId: string;

  beforeAll(async () => {
    t = await createTestApp({ sandbox: true, realSessions: true });
    const browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'maya' });
    await browser.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas }, { access: 'write' });
    const row = await t.database.db.selectFrom('youtube_connections').selectAll().executeTakeFirstOrThrow();
    caller = t.services.tokens.caller(row);
    const uploads = await t.services.youtube.myChannel(caller);
    const page = await t.services.youtube.playlistPage(
      caller,
      uploads!.contentDetails!.relatedPlaylists.uploads!,
    );
    expect(page.notModified).toBe(false);
    videoId = (page.notModified ? [] : (page.data.items ?? []))[0]!.contentDetails!.videoId!;
  });
  afterAll(() => t.close());

  const maxres = async () => {
    const result = await t.services.youtube.videos(caller, [videoId], { parts: ['snippet'] });
    if (result.notModified) throw new Error('unexpected 304');
    return result.data.items![0]!.snippet!.thumbnails!['maxres']!.url;
  };

  it('uploads a rendered thumbnail for 50 units; YouTube serves it at the new URL', async () => {
    const before = await maxres();
    const { image, contentType } = await renderSampleThumbnail({ from: '#0f766e', to: '#f59e0b' });
    await t.database.db.deleteFrom('quota_ledger').execute();
    const sizes = await t.services.youtube.setThumbnail(caller, videoId, {
      bytes: image,
      mimeType: contentType,
    });
    expect(sizes['maxres']?.url).toBeTruthy();
    const after = await maxres();
    expect(after).not.toBe(before);
    expect(sizes['maxres']?.url).toBe(after);
    const served = await fetch(after);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
    const ledger = await t.database.db
      .selectFrom('quota_ledger')
      .select(['method', 'units', 'outcome'])
      .orderBy('id')
      .execute();
    // The upload, then the videos.list that read the new URL back.
    expect(ledger).toEqual([
      { method: 'thumbnails.set', units: 50, outcome: 'ok' },
      { method: 'videos.list', units: 1, outcome: 'ok' },
    ]);
  });

  it('maps an unverified channel (Trailhead Tech) to a clear FORBIDDEN error', async () => {
    const daniel = new TestBrowser(t.app);
    await daniel.signIn({ account: 'daniel' });
    await daniel.connectChannel(
      { account: 'daniel', channel: CHANNEL_IDS.trailheadTech },
      { access: 'write' },
    );
    const row = await t.database.db
      .selectFrom('youtube_connections')
      .selectAll()
      .where('youtube_channel_id', '=', CHANNEL_IDS.trailheadTech)
      .executeTakeFirstOrThrow();
    const trailhead = t.services.tokens.caller(row);
    const channel = await t.services.youtube.myChannel(trailhead);
    const page = await t.services.youtube.playlistPage(
      trailhead,
      channel!.contentDetails!.relatedPlaylists.uploads!,
    );
    const trailheadVideo = (page.notModified ? [] : (page.data.items ?? []))[0]!.contentDetails!.videoId!;
    const { image, contentType } = await renderThumbnail({
      background: { kind: 'solid', color: '#1f2937' },
      layers: [],
    });
    const failure = await t.services.youtube
      .setThumbnail(trailhead, trailheadVideo, { bytes: image, mimeType: contentType })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe('FORBIDDEN');
    expect((failure as AppError).message).toMatch(/custom thumbnails/);
  });
});
