// The server process killed with SIGKILL at the worst moment, then started again on the same data:
// - a publish (and a revert) killed after YouTube carried out the write but before the history recorded it:
//   the retried request writes nothing more and the history entry completes;
// - a sync of 1,200 videos killed mid-way resumes in the new process and ends with every video once.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { ChannelVideosResponse, PublishResponse, SyncStatus, type HistoryEntry } from '@vidcraft/contracts';
import { createChildApp, HttpBrowser, type ChildApp } from '../child-app.ts';
import { eventually } from '../test-app.ts';

const UPDATE = 'youtube.videos.update';

async function syncStatus(browser: HttpBrowser) {
  return SyncStatus.parse(await (await browser.get('/api/youtube/sync-progress')).json());
}

async function waitForSyncEnd(browser: HttpBrowser, timeoutMs = 120_000) {
  return eventually(async () => {
    const { run } = await syncStatus(browser);
    return run && ['succeeded', 'failed', 'paused'].includes(run.status) ? run : undefined;
  }, timeoutMs);
}

describe('kill -9 of the server process', () => {
  let child: ChildApp;
  beforeAll(async () => {
    child = await createChildApp();
    await child.start();
  }, 90_000);
  afterAll(() => child?.close());

  const control = () => child.sandbox.sandbox.control;
  const mark = () => control().requestLog({ limit: 1 }).at(-1)?.seq ?? 0;
  const updatesSince = (seq: number) => control().requestLog({ sinceSeq: seq, method: UPDATE }).length;

  /**
   * Sends `write` with YouTube's answer held back, kills the server once YouTube carried the write out,
   * restarts it and repeats the same request (same idempotency key) until it gets an answer.
   */
  async function killAfterYoutubeWrote(write: () => Promise<Response>) {
    const seq = mark();
    control().injectFault({ method: UPDATE, fault: 'slowResponse', delayMs: 30_000 });
    const doomed = write().catch((error: unknown) => error);
    await eventually(async () => updatesSince(seq) === 1, 30_000);
    await child.kill();
    expect(await doomed).toBeInstanceOf(Error); // the client never heard back
    control().clearFaults();
    await child.start();
    // The dead owner's claim runs out within its lease; until then the retry is told it is in progress.
    const answer = await eventually(async () => {
      const res = await write();
      if (res.status === 409) return undefined;
      return res;
    }, 60_000);
    return { answer, seq };
  }

  it('the embedded database runs inside the server process: no child process to orphan, nothing left after the kill', async () => {
    const pid = child.pid()!;
    const threads = await fs.readdir(`/proc/${pid}/task`);
    const children = await Promise.all(
      threads.map((tid) => fs.readFile(`/proc/${pid}/task/${tid}/children`, 'utf8')),
    );
    expect(children.join('').trim()).toBe('');
    await child.kill();
    await expect(fs.stat(`/proc/${pid}`)).rejects.toThrow(/ENOENT/);
    await child.start();
    expect((await fetch(`${child.url}/api/health`)).ok).toBe(true);
  });

  describe('publish and revert', () => {
    const browser = () => new HttpBrowser(child.url);
    let user: HttpBrowser;
    let videoIds: string[];

    beforeAll(async () => {
      user = browser();
      await user.signIn({ account: 'maya' });
      await user.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas }, { access: 'write' });
      expect((await waitForSyncEnd(user)).status).toBe('succeeded');
      const list = ChannelVideosResponse.parse(
        await (await user.get('/api/user/channel-videos?limit=10&type=long')).json(),
      );
      videoIds = list.videos.map((v) => v.id);
      expect(videoIds.length).toBeGreaterThanOrEqual(2);
    }, 120_000);

    const history = async (videoId: string) =>
      (
        (await (await user.get(`/api/optimization-history?videoId=${videoId}&limit=100`)).json()) as {
          entries: HistoryEntry[];
        }
      ).entries;

    it('a publish killed between the YouTube write and the history write is not sent again', async () => {
      const videoId = videoIds[0]!;
      const key = randomUUID();
      const title = 'Written once across a crash';
      const { answer, seq } = await killAfterYoutubeWrote(() =>
        user.send('PUT', `/api/videos/${videoId}`, { idempotencyKey: key, fields: { title } }),
      );
      expect(answer.status).toBe(200);
      const result = PublishResponse.parse(await answer.json());
      expect(result.entry.status).toBe('succeeded');
      expect(result.video.title).toBe(title);
      expect(updatesSince(seq)).toBe(1);
      const entries = await history(videoId);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ status: 'succeeded', after: { title } });
    }, 150_000);

    it('a revert killed the same way is not sent again either', async () => {
      const videoId = videoIds[1]!;
      const published = PublishResponse.parse(
        await (
          await user.send('PUT', `/api/videos/${videoId}`, {
            idempotencyKey: randomUUID(),
            fields: { title: 'About to be reverted across a crash' },
          })
        ).json(),
      );
      const key = randomUUID();
      const { answer, seq } = await killAfterYoutubeWrote(() =>
        user.send('POST', '/api/optimization-history', { revertOf: published.entry.id, idempotencyKey: key }),
      );
      expect(answer.status).toBe(200);
      const result = PublishResponse.parse(await answer.json());
      expect(result.entry).toMatchObject({ kind: 'revert', status: 'succeeded' });
      expect(updatesSince(seq)).toBe(1);
      const reverts = (await history(videoId)).filter((e) => e.kind === 'revert');
      expect(reverts).toHaveLength(1);
      expect(reverts[0]!.status).toBe('succeeded');
    }, 150_000);
  });

  it('a sync killed mid-way resumes in the next process, with every video exactly once', async () => {
    const sam = new HttpBrowser(child.url);
    await sam.signIn({ account: 'sam' });
    await sam.connectChannel({ account: 'sam', channel: CHANNEL_IDS.chessDaily });
    // Killed once some videos are stored but well before the end.
    await eventually(async () => {
      const list = ChannelVideosResponse.parse(
        await (await sam.get('/api/user/channel-videos?limit=1')).json(),
      );
      return list.total >= 100 ? true : undefined;
    }, 90_000);
    const before = ChannelVideosResponse.parse(
      await (await sam.get('/api/user/channel-videos?limit=1')).json(),
    );
    expect(before.total).toBeLessThan(1200);
    await child.kill();
    await child.start();

    const run = await waitForSyncEnd(sam);
    expect(run.status).toBe('succeeded');
    const ids = new Set<string>();
    let rows = 0;
    for (let page = 1; ; page += 1) {
      const list = ChannelVideosResponse.parse(
        await (await sam.get(`/api/user/channel-videos?limit=100&page=${page}`)).json(),
      );
      for (const video of list.videos) ids.add(video.id);
      rows += list.videos.length;
      if (list.videos.length < 100) break;
    }
    expect(rows).toBe(1200);
    expect(ids.size).toBe(1200);
  }, 240_000);
});
