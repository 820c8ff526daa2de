// Thumbnail upload and revert against the sandbox: a rendered thumbnail goes to YouTube for 50 units, the image
// it replaced is kept, and a revert sends exactly that image back (the sandbox serves the same bytes again).
// Retried requests with one idempotency key upload once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { TestBrowser } from '../../../test/browser.ts';
import { waitForSync } from '../../../test/sync-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { renderSampleThumbnail } from '../../../test/sample-thumbnail.ts';
import type { ThumbnailUploadService } from './thumbnail-upload.service.ts';

const SET = 'youtube.thumbnails.set';

describe('thumbnail upload and revert', () => {
  let t: TestApp<never>;
  let service: ThumbnailUploadService;
  let userId: string;
  let videoId: string;

  beforeAll(async () => {
    t = await createTestApp({ sandbox: true, realSessions: true, handlers: 'app' });
    const browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'maya' });
    userId = ((await browser.get('/api/auth/me')).json() as { id: string }).id;
    await browser.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas }, { access: 'write' });
    await waitForSync(browser);
    const list = (await browser.get('/api/user/channel-videos?limit=5&type=long')).json() as {
      videos: { id: string }[];
    };
    expect(list.videos.length).toBeGreaterThan(0);
    videoId = list.videos[0]!.id;
    service = t.services.thumbnails;
  }, 120_000);
  afterAll(() => t?.close());

  const control = () => t.sandbox!.sandbox.control;
  const setCalls = () =>
    control()
      .requestLog({ method: SET })
      .filter((entry) => entry.status === 200).length;
  const servedMaxres = async () => {
    const caller = t.services.tokens.caller(
      await t.database.db.selectFrom('youtube_connections').selectAll().executeTakeFirstOrThrow(),
    );
    const read = await t.services.youtube.videos(caller, [videoId], { parts: ['snippet'] });
    if (read.notModified) throw new Error('unexpected 304');
    const url =
      read.data.items![0]!.snippet!.thumbnails!['maxres']?.url ??
      read.data.items![0]!.snippet!.thumbnails!['high']!.url;
    return Buffer.from(await (await fetch(url)).arrayBuffer());
  };

  it('uploads once per key, then a revert sends back exactly the image YouTube showed before', async () => {
    const original = await servedMaxres();
    const { image } = await renderSampleThumbnail({ from: '#7c3aed', to: '#f97316' });
    const key = randomUUID();
    const before = setCalls();
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => service.upload(userId, videoId, { idempotencyKey: key, image })),
    );
    expect(setCalls() - before).toBe(1);
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    expect(fulfilled.length).toBeGreaterThanOrEqual(1);
    const uploaded = fulfilled[0]!.value.entry;
    expect(uploaded).toMatchObject({ status: 'succeeded', kind: 'upload' });
    expect(uploaded.replaced_key).not.toBeNull();
    // A later retry with the same key replays.
    const again = await service.upload(userId, videoId, { idempotencyKey: key, image });
    expect(again).toMatchObject({ replayed: true, entry: { id: uploaded.id } });
    expect(setCalls() - before).toBe(1);
    const afterUpload = await servedMaxres();
    expect(afterUpload).not.toEqual(original);

    const revertKey = randomUUID();
    const reverted = await service.revert(userId, uploaded.id, revertKey);
    expect(reverted.entry).toMatchObject({ status: 'succeeded', kind: 'revert', reverts_id: uploaded.id });
    expect(setCalls() - before).toBe(2);
    // What went back is byte for byte what YouTube served before the upload (YouTube then re-encodes it).
    const kept = await t.services.files.get(uploaded.replaced_key!);
    const chunks: Buffer[] = [];
    for await (const chunk of kept!.body) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks).equals(original)).toBe(true);
    // YouTube shows the earlier picture again, not the uploaded one.
    expect(await servedMaxres()).not.toEqual(afterUpload);
    await expect(service.revert(userId, uploaded.id, randomUUID())).rejects.toMatchObject({
      code: 'CONFLICT',
    });

    const ledger = await t.database.db
      .selectFrom('quota_ledger')
      .select(['units'])
      .where('method', '=', 'thumbnails.set')
      .execute();
    expect(ledger.map((row) => row.units)).toEqual([50, 50]);
    const history = await service.history(userId, videoId);
    expect(history.map((entry) => entry.kind)).toEqual(['revert', 'upload']);
  });

  it('refuses a hostile file before anything reaches YouTube', async () => {
    const before = setCalls();
    await expect(
      service.upload(userId, videoId, {
        idempotencyKey: randomUUID(),
        image: Buffer.from('<svg onload=alert(1)>'),
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(setCalls()).toBe(before);
  });

  it('deleting the account deletes the stored thumbnails too', async () => {
    const stored = await t.database.db
      .selectFrom('thumbnail_uploads')
      .select(['image_key', 'replaced_key'])
      .where('user_id', '=', userId)
      .execute();
    const keys = stored
      .flatMap((row) => [row.image_key, row.replaced_key])
      .filter((k): k is string => k !== null);
    expect(keys.length).toBeGreaterThanOrEqual(3);
    for (const key of keys) expect(await t.services.files.get(key)).not.toBeNull();
    await t.services.account.deleteAccount(userId);
    for (const key of keys) expect(await t.services.files.get(key)).toBeNull();
  });
});
