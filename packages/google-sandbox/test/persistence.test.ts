// A restart with the same dataDir keeps a published title and an uploaded thumbnail.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS, SCOPES } from '../src/index.ts';
import { callOptions, signIn, startTestSandbox, TEST_CLIENT, ytClient } from './helpers.ts';

describe('persistence', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('keeps video changes, thumbnails, grants and the quota ledger across a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'google-sandbox-'));
    dirs.push(dataDir);
    const first = await startTestSandbox({ dataDir });
    const maya = await signIn(first, [SCOPES.forceSsl], { account: 'maya' });
    const yt = ytClient(maya.auth);
    const opts = callOptions(first);
    const items = await yt.playlistItems.list(
      { part: ['contentDetails'], playlistId: `UU${CHANNEL_IDS.kitchenAtlas.slice(2)}` },
      opts,
    );
    const id = items.data.items?.[0]?.contentDetails?.videoId ?? '';
    await yt.videos.update(
      {
        part: ['snippet'],
        requestBody: { id, snippet: { title: 'Published from Vidcraft', categoryId: '26' } },
      },
      opts,
    );
    const png = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    await yt.thumbnails.set({ videoId: id, media: { mimeType: 'image/png', body: png } }, opts);
    const usedBefore = first.sandbox.control.getLedger({ clientId: TEST_CLIENT.clientId }).summary.used;
    await first.close();

    const started = performance.now();
    const second = await startTestSandbox({ dataDir });
    expect(performance.now() - started).toBeLessThan(1000);
    try {
      const opts2 = callOptions(second);
      const video = await ytClient(maya.auth).videos.list({ part: ['snippet'], id: [id] }, opts2);
      expect(video.data.items?.[0]?.snippet?.title).toBe('Published from Vidcraft');
      const url = (video.data.items?.[0]?.snippet?.thumbnails?.maxres?.url ?? '').replace(
        first.url,
        second.url,
      );
      const image = await fetch(url);
      const stats = await sharp(Buffer.from(await image.arrayBuffer())).stats();
      expect(stats.channels[1]?.mean ?? 0).toBeGreaterThan(200);
      expect(second.sandbox.control.getLedger({ clientId: TEST_CLIENT.clientId }).summary.used).toBe(
        usedBefore + 1,
      );
    } finally {
      await second.close();
    }
  });
});
