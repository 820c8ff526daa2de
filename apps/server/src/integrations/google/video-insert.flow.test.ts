// videos.insert through the metered client against the sandbox: a few MB in small chunks from a file or a stream,
// progress, one ledger booking per session, resuming after a lost connection, a failing source, 5xx and 401 on
// chunks, a session that expired (started over once), a session URI kept from an earlier run, and YouTube's
// refusals mapped to the codes the app acts on.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { TestBrowser } from '../../../test/browser.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { AppError } from '../../http/app-error.ts';
import { quotaDay } from './quota-costs.ts';
import type { VideoInsertResource } from './video-insert.ts';
import type { YoutubeCaller } from './youtube.client.ts';

const KIB = 1024;
const CHUNK = 512 * KIB;
const UPLOAD_FAULTS = 'youtube.videos.insert.upload';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const RESOURCE: VideoInsertResource = {
  snippet: { title: 'Knife sharpening, start to finish', description: 'Whetstones.', categoryId: '26' },
  status: { privacyStatus: 'unlisted' },
};

/** A source over a buffer that counts what is read and can fail once after a number of bytes. */
function bufferSource(file: Buffer, options: { failOnceAfter?: number } = {}) {
  const stats = { read: 0, opens: [] as number[] };
  let failAfter = options.failOnceAfter ?? null;
  return {
    stats,
    size: file.length,
    contentType: 'video/mp4',
    openStream: async function* (start: number) {
      stats.opens.push(start);
      for (let offset = start; offset < file.length; offset += 64 * KIB) {
        const piece = file.subarray(offset, Math.min(offset + 64 * KIB, file.length));
        if (failAfter !== null && offset + piece.length > failAfter) {
          failAfter = null;
          throw Object.assign(new Error('disk hiccup'), { code: 'EIO' });
        }
        stats.read += piece.length;
        yield piece;
      }
    },
  };
}

describe('videos.insert (resumable) against the sandbox', () => {
  let t: TestApp<never>;
  let caller: YoutubeCaller;
  /** Sam's chess channel, connected with read access only. */
  let reader: YoutubeCaller;
  let dir: string;
  const control = () => t.sandbox!.sandbox.control;
  const ledger = () =>
    t.database.db
      .selectFrom('quota_ledger')
      .select(['method', 'units', 'outcome', 'reason'])
      .orderBy('id')
      .execute();
  /** Counts the bytes of every session PUT the client sends. */
  const countPuts = () => {
    const original = globalThis.fetch.bind(globalThis);
    const sent = { bytes: 0, requests: 0 };
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (init?.method === 'PUT' && init.body instanceof Uint8Array) {
        sent.bytes += init.body.byteLength;
        sent.requests += 1;
      }
      return original(input, init);
    });
    return { sent, restore: () => spy.mockRestore() };
  };

  beforeAll(async () => {
    t = await createTestApp({ sandbox: true, realSessions: true });
    const browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'maya' });
    await browser.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas }, { access: 'write' });
    const row = await t.database.db.selectFrom('youtube_connections').selectAll().executeTakeFirstOrThrow();
    caller = t.services.tokens.caller(row);
    const sam = new TestBrowser(t.app);
    await sam.signIn({ account: 'sam' });
    await sam.connectChannel({ account: 'sam', channel: CHANNEL_IDS.chessDaily });
    const samRow = await t.database.db
      .selectFrom('youtube_connections')
      .selectAll()
      .where('youtube_channel_id', '=', CHANNEL_IDS.chessDaily)
      .executeTakeFirstOrThrow();
    reader = t.services.tokens.caller(samRow);
    dir = await mkdtemp(join(tmpdir(), 'vidcraft-insert-'));
  });
  beforeEach(async () => {
    control().clearFaults();
    control().updateSettings({ videoUploadsPerDay: 50, bucketDailyCalls: 100 });
    await t.database.db.deleteFrom('quota_ledger').execute();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('uploads a file from disk in small chunks, reports monotone progress and books the insert once', async () => {
    const file = randomBytes(3 * 1024 * KIB + 12_345);
    const path = join(dir, 'knife.mp4');
    await writeFile(path, file);
    const progress: number[] = [];
    const sessions: string[] = [];
    const puts = countPuts();
    const video = await t.services.youtube.insertVideo(caller, {
      resource: RESOURCE,
      file: { path, size: file.length, contentType: 'video/mp4' },
      chunkBytes: CHUNK,
      onSession: (uri) => sessions.push(uri),
      onProgress: (uploaded, total) => {
        expect(total).toBe(file.length);
        progress.push(uploaded);
      },
    });
    puts.restore();
    expect(video).toMatchObject({
      kind: 'youtube#video',
      snippet: { title: RESOURCE.snippet.title, channelId: CHANNEL_IDS.kitchenAtlas },
      status: { privacyStatus: 'unlisted', uploadStatus: 'uploaded' },
    });
    expect(sessions).toHaveLength(1);
    expect(progress.length).toBeGreaterThanOrEqual(6);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(file.length);
    expect(puts.sent).toEqual({ bytes: file.length, requests: Math.ceil(file.length / CHUNK) });
    expect(control().getVideo(video.id)?.media?.sha256).toBe(sha256(file));
    // Current profile: one call from the videos.insert bucket, no units from the pool (as the sandbox counts it).
    expect(await ledger()).toEqual([{ method: 'videos.insert', units: 0, outcome: 'ok', reason: null }]);
    expect(control().getQuota().bucketCalls['videos.insert']).toBeGreaterThanOrEqual(1);

    const listed = await t.services.youtube.videos(caller, [video.id], { parts: ['snippet', 'status'] });
    expect(listed.notModified ? null : listed.data.items?.[0]?.snippet?.title).toBe(RESOURCE.snippet.title);
  });

  it('resumes from the Range YouTube kept when the connection drops halfway through', async () => {
    const file = randomBytes(3 * 1024 * KIB);
    const source = bufferSource(file);
    const puts = countPuts();
    let injected = false;
    const video = await t.services.youtube.insertVideo(caller, {
      resource: RESOURCE,
      ...source,
      chunkBytes: CHUNK,
      onProgress: (uploaded) => {
        if (!injected && uploaded >= file.length / 2) {
          injected = true; // the next chunk loses its connection after half of it arrived
          control().injectFault({ method: UPLOAD_FAULTS, fault: 'drop' });
        }
      },
    });
    puts.restore();
    expect(injected).toBe(true);
    expect(control().getVideo(video.id)?.media?.sha256).toBe(sha256(file));
    // Only the part of the cut chunk that YouTube did not keep went twice; the source was read once.
    expect(puts.sent.bytes - file.length).toBeGreaterThan(0);
    expect(puts.sent.bytes - file.length).toBeLessThan(CHUNK);
    expect(source.stats.read).toBe(file.length);
    expect((await ledger()).map((r) => r.method)).toEqual(['videos.insert']);
  });

  it('continues from the server’s Range when the source fails once at about 50%', async () => {
    const file = randomBytes(2 * 1024 * KIB + 777);
    const source = bufferSource(file, { failOnceAfter: Math.floor(file.length / 2) + 100 * KIB });
    const video = await t.services.youtube.insertVideo(caller, {
      resource: RESOURCE,
      ...source,
      chunkBytes: CHUNK,
    });
    expect(control().getVideo(video.id)?.media?.sha256).toBe(sha256(file));
    expect(source.stats.opens).toEqual([0, 1024 * KIB]); // reopened where YouTube's Range ended
    expect(source.stats.read - file.length).toBeLessThan(CHUNK);
  });

  it('rides out 5xx answers, a short Range and a 401 on chunks', async () => {
    const file = randomBytes(2 * 1024 * KIB);
    let step = 0;
    const video = await t.services.youtube.insertVideo(caller, {
      resource: RESOURCE,
      ...bufferSource(file),
      chunkBytes: CHUNK,
      onProgress: () => {
        step += 1;
        if (step === 1) control().injectFault({ method: UPLOAD_FAULTS, fault: 'backendError', times: 2 });
        if (step === 2) control().injectFault({ method: UPLOAD_FAULTS, fault: 'shortRange' });
        if (step === 3) control().injectFault({ method: UPLOAD_FAULTS, fault: 'authError' });
      },
    });
    expect(step).toBeGreaterThanOrEqual(4);
    expect(control().getVideo(video.id)?.media?.sha256).toBe(sha256(file));
    expect(control().listFaults()).toEqual([]);
  });

  it('gives up at the deadline with UPSTREAM_UNAVAILABLE, naming the session to continue later', async () => {
    control().injectFault({ method: UPLOAD_FAULTS, fault: 'internalError', times: 50 });
    const started = Date.now();
    const error = (await t.services.youtube
      .insertVideo(caller, {
        resource: RESOURCE,
        ...bufferSource(randomBytes(CHUNK * 2)),
        chunkBytes: CHUNK,
        deadline: started + 200,
      })
      .catch((e: unknown) => e)) as AppError;
    expect(error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.details).toMatchObject({ method: 'videos.insert', uploadedBytes: 0, totalBytes: CHUNK * 2 });
    expect((error.details as { sessionUri: string }).sessionUri).toContain('upload_id=');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('starts over once when the session expired, booking a second insert', async () => {
    const file = randomBytes(2 * 1024 * KIB);
    const sessions: string[] = [];
    let expired = false;
    const video = await t.services.youtube.insertVideo(caller, {
      resource: RESOURCE,
      ...bufferSource(file),
      chunkBytes: CHUNK,
      onSession: (uri) => sessions.push(uri),
      onProgress: (uploaded) => {
        if (!expired && uploaded >= file.length / 2) {
          expired = true;
          control().advanceClock(control().getSettings().uploadSessionTtlSeconds + 60);
        }
      },
    });
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).not.toBe(sessions[1]);
    expect(control().getVideo(video.id)?.media?.sha256).toBe(sha256(file));
    // The second start found the access token expired with the week that passed: refreshed, then booked again.
    const inserts = (await ledger()).filter((r) => r.method === 'videos.insert');
    expect(inserts.map((r) => [r.outcome, r.reason])).toEqual([
      ['ok', null],
      ['error', 'authError'],
      ['ok', null],
    ]);
  });

  it('continues a session kept from an earlier, interrupted run instead of uploading again', async () => {
    const file = randomBytes(2 * 1024 * KIB + 5);
    const stop = new AbortController();
    let kept: string | null = null;
    const first = await t.services.youtube
      .insertVideo(caller, {
        resource: RESOURCE,
        ...bufferSource(file),
        chunkBytes: CHUNK,
        signal: stop.signal,
        onSession: (uri) => {
          kept = uri;
        },
        onProgress: (uploaded) => {
          if (uploaded >= CHUNK * 2) stop.abort(new Error('worker shutting down'));
        },
      })
      .catch((error: unknown) => error);
    expect((first as Error).message).toBe('worker shutting down');
    expect(kept).not.toBeNull();

    const source = bufferSource(file);
    const progress: number[] = [];
    const video = await t.services.youtube.insertVideo(caller, {
      resource: RESOURCE,
      ...source,
      chunkBytes: CHUNK,
      sessionUri: kept,
      onSession: () => {
        throw new Error('no new session expected');
      },
      onProgress: (uploaded) => progress.push(uploaded),
    });
    expect(source.stats.opens).toEqual([CHUNK * 2]);
    expect(progress[0]).toBe(CHUNK * 2);
    expect(control().getVideo(video.id)?.media?.sha256).toBe(sha256(file));
    expect((await ledger()).filter((r) => r.method === 'videos.insert')).toHaveLength(1);
  });

  it('maps YouTube’s refusals: invalid metadata, the daily upload cap, the insert bucket', async () => {
    const source = () => bufferSource(randomBytes(300 * KIB));
    const failure = (resource: VideoInsertResource) =>
      t.services.youtube
        .insertVideo(caller, { resource, ...source(), chunkBytes: CHUNK })
        .catch((error: unknown) => error as AppError);

    const title = await failure({ snippet: { title: 'Knives <sharp>' } });
    expect(title).toBeInstanceOf(AppError);
    expect(title.code).toBe('VALIDATION');
    expect(title.details).toMatchObject({ method: 'videos.insert', reason: 'invalidTitle' });
    const publishAt = await failure({
      snippet: { title: 'Later' },
      status: { privacyStatus: 'public', publishAt: '2099-01-01T00:00:00Z' },
    });
    expect(publishAt.details).toMatchObject({ reason: 'invalidPublishAt' });

    control().updateSettings({ videoUploadsPerDay: 0 });
    const capped = await failure(RESOURCE);
    expect(capped.code).toBe('RATE_LIMITED');
    expect(capped.details).toMatchObject({ reason: 'uploadLimitExceeded' });
    control().updateSettings({ videoUploadsPerDay: 50 });

    // YouTube's videos.insert bucket is empty: inserts stop for the day, other calls go on.
    control().updateSettings({ bucketDailyCalls: 0 });
    const bucket = await failure(RESOURCE);
    expect(bucket.code).toBe('QUOTA_EXCEEDED');
    const calls = (await ledger()).length;
    const again = await failure(RESOURCE);
    expect(again.code).toBe('QUOTA_EXCEEDED');
    expect((again.details as { reason: string }).reason).toBe('bucket');
    expect(await ledger()).toHaveLength(calls); // refused here: nothing sent
    expect((await t.services.youtube.myChannel(caller))?.id).toBe(CHANNEL_IDS.kitchenAtlas);
  });

  it('refuses locally once this server made 100 insert calls today', async () => {
    const day = quotaDay(new Date());
    await t.database.db
      .insertInto('quota_ledger')
      .values(
        Array.from({ length: 100 }, () => ({
          quota_day: day,
          method: 'videos.insert',
          units: 0,
          user_id: null,
          connection_id: null,
          job_run_id: null,
          outcome: 'ok' as const,
          http_status: 200,
          reason: null,
        })),
      )
      .execute();
    const error = (await t.services.youtube
      .insertVideo(caller, { resource: RESOURCE, ...bufferSource(randomBytes(1000)) })
      .catch((e: unknown) => e)) as AppError;
    expect(error.code).toBe('QUOTA_EXCEEDED');
    expect(error.details).toMatchObject({ reason: 'bucket' });
    expect(await ledger()).toHaveLength(100);
  });

  it('maps a grant without upload access to AUTH_REQUIRED', async () => {
    const error = (await t.services.youtube
      .insertVideo(reader, { resource: RESOURCE, ...bufferSource(randomBytes(1000)) })
      .catch((e: unknown) => e)) as AppError;
    expect(error.code).toBe('AUTH_REQUIRED');
    expect(error.details).toMatchObject({ reason: 'insufficientPermissions' });
  });
});
