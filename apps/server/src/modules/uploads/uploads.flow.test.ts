// The upload tool through the real protocol: a file sent with tus-js-client to the app listening on a port,
// interrupted at about half and resumed from its offset; the draft made from it, its analysis job with the
// overlay's steps, what the analysis measured on generated media; files nobody else can reach; a file that is
// not a video refused by content; the minutes metered; delete.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tus from 'tus-js-client';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import {
  ConnectionList,
  type JobRunView,
  type UploadCapabilities,
  type UploadView,
} from '@vidcraft/contracts';
import { TestBrowser } from '../../../test/browser.ts';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app.ts';
import { TEST_MEDIA, testMedia, type TestMedia } from '../../../test/test-media.ts';

interface SentUpload {
  id: string;
  url: string;
}

describe('uploading a video for analysis', () => {
  let t: TestApp<never>;
  let base: string;
  let maya: TestBrowser;
  let stranger: TestBrowser;
  let media: TestMedia;

  beforeAll(async () => {
    media = await testMedia();
    t = await createTestApp({ sandbox: true, realSessions: true, handlers: 'app' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
    maya = new TestBrowser(t.app);
    await maya.signIn({ account: 'maya' });
    stranger = new TestBrowser(t.app);
    await stranger.signIn({ account: 'sam' });
  }, 120_000);
  afterAll(() => t?.close());

  const tusHeaders = (browser: TestBrowser) => ({ cookie: browser.cookieHeader, 'x-vidcraft-csrf': '1' });

  /** Sends `bytes` with tus-js-client; `stopAt` aborts once that share has been acknowledged. */
  function send(
    browser: TestBrowser,
    bytes: Buffer,
    options: {
      fileName: string;
      chunkSize: number;
      stopAt?: number;
      uploadUrl?: string;
      onPatch?: (offset: number) => void;
    },
  ): Promise<SentUpload & { completed: boolean }> {
    return new Promise((resolve, reject) => {
      const upload: tus.Upload = new tus.Upload(bytes, {
        endpoint: `${base}/api/uploads/files`,
        ...(options.uploadUrl ? { uploadUrl: options.uploadUrl } : {}),
        chunkSize: options.chunkSize,
        retryDelays: null,
        headers: tusHeaders(browser),
        metadata: { filename: options.fileName, filetype: 'video/mp4' },
        onBeforeRequest: (req) => {
          if (req.getMethod() === 'PATCH') options.onPatch?.(Number(req.getHeader('Upload-Offset')));
        },
        onProgress: (sent, total) => {
          if (options.stopAt !== undefined && sent >= total * options.stopAt && sent < total) {
            void upload.abort().then(() => resolve({ ...idOf(upload.url!), completed: false }));
          }
        },
        onSuccess: () => resolve({ ...idOf(upload.url!), completed: true }),
        onError: reject,
      });
      upload.start();
    });
  }

  const idOf = (url: string): SentUpload => {
    const absolute = new URL(url, base).toString();
    return { id: absolute.split('/').at(-1)!, url: absolute };
  };

  async function finishedRun(browser: TestBrowser, runId: string): Promise<JobRunView> {
    return eventually(async () => {
      const run = (await browser.get(`/api/jobs/${runId}`)).json() as JobRunView;
      return ['succeeded', 'failed'].includes(run.status) ? run : undefined;
    }, 120_000);
  }

  let uploaded: SentUpload;
  let draft: UploadView;

  it('resumes an upload interrupted at about half from its offset, not from the start', async () => {
    const bytes = await fs.readFile(media.clip);
    const chunkSize = Math.ceil(bytes.length / 10);
    const first = await send(maya, bytes, { fileName: 'Kitchen test.mp4', chunkSize, stopAt: 0.5 });
    expect(first.completed).toBe(false);
    const head = await fetch(first.url, {
      method: 'HEAD',
      headers: { ...tusHeaders(maya), 'Tus-Resumable': '1.0.0' },
    });
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(bytes.length * 0.4);
    expect(offset).toBeLessThan(bytes.length);

    const patchOffsets: number[] = [];
    const second = await send(maya, bytes, {
      fileName: 'Kitchen test.mp4',
      chunkSize,
      uploadUrl: first.url,
      onPatch: (o) => patchOffsets.push(o),
    });
    expect(second.completed).toBe(true);
    expect(second.id).toBe(first.id);
    // The resumed upload started where the server had got to.
    expect(patchOffsets[0]).toBe(offset);
    const stored = await fs.readFile(t.services.uploadStore.pathOf(first.id));
    expect(stored.equals(bytes)).toBe(true);
    uploaded = first;
  });

  it('keeps an upload from everyone but its owner', async () => {
    const head = await fetch(uploaded.url, {
      method: 'HEAD',
      headers: { ...tusHeaders(stranger), 'Tus-Resumable': '1.0.0' },
    });
    expect(head.status).toBe(404);
    const patch = await fetch(uploaded.url, {
      method: 'PATCH',
      headers: {
        ...tusHeaders(stranger),
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      },
      body: Buffer.from('overwrite'),
    });
    expect(patch.status).toBe(404);
    const claim = await stranger.send('POST', '/api/videos', { uploadId: uploaded.id });
    expect(claim.statusCode).toBe(404);
    const anonymous = await fetch(`${base}/api/uploads/files`, {
      method: 'POST',
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': '10' },
    });
    expect(anonymous.status).toBe(401);
    // A cross-site page cannot start one with the creator's cookie.
    const forged = await fetch(`${base}/api/uploads/files`, {
      method: 'POST',
      headers: {
        cookie: maya.cookieHeader,
        origin: 'https://evil.example',
        'Tus-Resumable': '1.0.0',
        'Upload-Length': '10',
      },
    });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ details: { reason: 'csrf' } });
  });

  it('refuses a file over the size limit before taking any of it, in the app’s error shape', async () => {
    const tooLarge = await fetch(`${base}/api/uploads/files`, {
      method: 'POST',
      headers: {
        ...tusHeaders(maya),
        'Tus-Resumable': '1.0.0',
        'Upload-Length': String(t.config.uploads.maxBytes + 1),
      },
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ error: 'VALIDATION' });
    const noVersion = await fetch(`${base}/api/uploads/files`, {
      method: 'POST',
      headers: { ...tusHeaders(maya), 'Upload-Length': '10' },
    });
    expect(noVersion.status).toBe(412);
    expect(await noVersion.json()).toMatchObject({ error: 'VALIDATION', message: 'Tus-Resumable Required' });
  });

  it('analyses the draft through the overlay’s steps and measures what is in the file', async () => {
    const res = await maya.send('POST', '/api/videos', { uploadId: uploaded.id, language: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json() as { upload: UploadView; runId: string };
    expect(created.upload.status).toBe('analyzing');
    expect(created.upload.workingTitle).toBe('Kitchen test');

    // The same request again (a retry) answers the same draft and run: one analysis, minutes counted once.
    const again = (await maya.send('POST', '/api/videos', { uploadId: uploaded.id })).json() as {
      upload: UploadView;
      runId: string;
    };
    expect(again.upload.id).toBe(created.upload.id);
    expect(again.runId).toBe(created.runId);

    const run = await finishedRun(maya, created.runId);
    expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
    expect(run.steps.map((s) => s.id)).toEqual([
      'initializing',
      'extracting',
      'analyzing',
      'finalizing',
      'completed',
    ]);

    draft = (await maya.get(`/api/uploads/${created.upload.id}`)).json() as UploadView;
    expect(draft.status).toBe('ready');
    const analysis = draft.analysis!;
    expect(analysis.media.durationSeconds).toBeCloseTo(TEST_MEDIA.clip.durationSeconds, 0);
    expect(analysis.media.video).toMatchObject({
      width: TEST_MEDIA.clip.width,
      height: TEST_MEDIA.clip.height,
    });
    expect(analysis.scenes.some((s) => Math.abs(s - TEST_MEDIA.clip.cutSeconds) <= 0.2)).toBe(true);
    expect(analysis.silences[0]?.start).toBeLessThanOrEqual(0.05);
    expect(analysis.speech.length).toBeGreaterThan(0);
    for (const segment of analysis.speech) {
      expect(segment.start).toBeGreaterThanOrEqual(media.speechWindow.start - 0.3);
      expect(segment.end).toBeLessThanOrEqual(media.speechWindow.end + 0.3);
    }
    expect(analysis.loudness?.integratedLufs).not.toBeNull();
    expect(analysis.loudness!.strip.length).toBeGreaterThan(0);
    // No provider here: the offline engine's rough English transcript.
    expect(analysis.transcript).toMatchObject({ rough: true, language: 'en' });
    expect(analysis.transcript!.segments.length).toBeGreaterThan(0);
    expect(analysis.frames.length).toBeGreaterThan(0);
    expect(analysis.suggestion?.titles.length).toBeGreaterThan(0);

    const frame = await maya.get(analysis.frames[0]!.url);
    expect(frame.statusCode).toBe(200);
    expect(frame.headers['content-type']).toBe('image/jpeg');
    expect([...frame.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect((await stranger.get(analysis.frames[0]!.url)).statusCode).toBe(404);
    expect((await stranger.get(`/api/uploads/${draft.id}`)).statusCode).toBe(404);

    // A frame as a thumbnail-studio background: 1280×720, kept for the studio.
    const background = await maya.send('POST', `/api/uploads/${draft.id}/frames/0/background`, {});
    expect(background.statusCode, background.body).toBe(200);
    expect(background.json()).toMatchObject({ width: 1280, height: 720 });
    const strangerBackground = await stranger.send(
      'POST',
      `/api/uploads/${draft.id}/frames/0/background`,
      {},
    );
    expect(strangerBackground.statusCode).toBe(404);

    const caps = (await maya.get('/api/uploads/capabilities')).json() as UploadCapabilities;
    expect(caps.mediaTools.available).toBe(true);
    expect(caps.minutes.used).toBe(1);
    expect(caps.transcription).toMatchObject({ engine: 'offline', languages: 'en' });

    const list = (await maya.get('/api/uploads')).json() as { uploads: UploadView[] };
    expect(list.uploads.map((u) => u.id)).toEqual([draft.id]);
    expect((await stranger.get('/api/uploads')).json()).toEqual({ uploads: [] });
  }, 180_000);

  it('publishes the draft as a new private YouTube video with its metadata, a frame as thumbnail and the captions, once per key', async () => {
    await maya.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas }, { access: 'write' });
    const connection = ConnectionList.parse((await maya.get('/api/youtube-connections')).json())
      .connections[0]!;
    const key = randomUUID();
    const body = {
      connectionId: connection.id,
      title: 'Crispy potatoes, tested',
      description: 'Three ways to crisp potatoes.\n\n0:00 Intro',
      tags: ['potatoes', 'crispy'],
      privacyStatus: 'private',
      madeForKids: false,
      thumbnail: { kind: 'frame', index: 0 },
      captions: true,
      idempotencyKey: key,
    };
    const started = await maya.send('POST', `/api/uploads/${draft.id}/publish`, body);
    expect(started.statusCode, started.body).toBe(200);
    const { runId } = started.json() as { runId: string };
    const repeated = await maya.send('POST', `/api/uploads/${draft.id}/publish`, body);
    expect((repeated.json() as { runId: string }).runId).toBe(runId);
    expect(
      (
        await stranger.send('POST', `/api/uploads/${draft.id}/publish`, {
          ...body,
          idempotencyKey: randomUUID(),
        })
      ).statusCode,
    ).toBe(404);

    const run = await finishedRun(maya, runId);
    expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
    expect(run.steps.map((s) => s.id)).toEqual(['uploading-video', 'setting-thumbnail', 'captions']);
    const published = (await maya.get(`/api/uploads/${draft.id}`)).json() as UploadView;
    expect(published.status).toBe('published');
    expect(published.published).toMatchObject({
      privacyStatus: 'private',
      thumbnailSet: true,
      captionsSet: true,
    });

    const video = t.sandbox!.sandbox.control.getVideo(published.published!.youtubeVideoId)!;
    expect(video).toMatchObject({
      title: body.title,
      description: body.description,
      tags: body.tags,
      privacyStatus: 'private',
      madeForKids: false,
      hasCustomThumbnail: true,
      channelId: CHANNEL_IDS.kitchenAtlas,
    });
    expect(video.media?.bytes).toBe(draft.sizeBytes);
    const row = await t.services.connectionsRepo.findById(connection.id);
    const tracks = await t.services.youtube.captionTracks(t.services.tokens.caller(row!), video.id);
    expect(tracks.map((track) => track.snippet?.language)).toEqual(['en']);
    // The same draft cannot become a second video.
    const again = await maya.send('POST', `/api/uploads/${draft.id}/publish`, {
      ...body,
      idempotencyKey: randomUUID(),
    });
    expect(again.statusCode).toBe(409);
  }, 120_000);

  it('refuses a file that is not a video by its content, whatever its name, and keeps nothing of it', async () => {
    const bytes = await fs.readFile(media.textAsMp4);
    const sent = await send(maya, bytes, { fileName: 'notes.mp4', chunkSize: bytes.length });
    const res = await maya.send('POST', '/api/videos', { uploadId: sent.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ details: { reason: 'notMedia' } });
    await expect(fs.stat(t.services.uploadStore.pathOf(sent.id))).rejects.toThrow();
    const caps = (await maya.get('/api/uploads/capabilities')).json() as UploadCapabilities;
    expect(caps.minutes.used).toBe(1);
  });

  it('refuses a draft whose minutes do not fit the month, before any analysis, and keeps the file to try again', async () => {
    const trial = await t.database.db
      .selectFrom('plans')
      .select(['id', 'limits'])
      .where('kind', '=', 'trial')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('plans')
      .set({ limits: JSON.stringify({ ...trial.limits, uploadMinutes: 1 }) })
      .where('id', '=', trial.id)
      .execute();
    try {
      const bytes = await fs.readFile(media.clip);
      const sent = await send(maya, bytes, { fileName: 'second.mp4', chunkSize: bytes.length });
      const res = await maya.send('POST', '/api/videos', { uploadId: sent.id });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        details: { reason: 'monthlyLimit', kind: 'uploadMinutes', used: 1, limit: 1 },
      });
      expect((await fs.stat(t.services.uploadStore.pathOf(sent.id))).size).toBe(bytes.length);
      const runs = await t.database.db
        .selectFrom('job_runs')
        .select('id')
        .where('kind', '=', 'analyze-upload')
        .execute();
      expect(runs).toHaveLength(1);
    } finally {
      await t.database.db
        .updateTable('plans')
        .set({ limits: JSON.stringify(trial.limits) })
        .where('id', '=', trial.id)
        .execute();
    }
  });

  it('answers an unknown upload and a malformed id alike', async () => {
    expect((await maya.send('POST', '/api/videos', { uploadId: 'f'.repeat(32) })).statusCode).toBe(404);
    expect((await maya.send('POST', '/api/videos', { uploadId: '../../etc/passwd' })).statusCode).toBe(400);
    expect((await maya.get(`/api/uploads/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('deletes the draft, its file and its frames at once', async () => {
    const res = await maya.send('DELETE', `/api/uploads/${draft.id}`);
    expect(res.statusCode).toBe(200);
    expect((await maya.get(`/api/uploads/${draft.id}`)).statusCode).toBe(404);
    await expect(fs.stat(t.services.uploadStore.pathOf(uploaded.id))).rejects.toThrow();
    expect(await t.services.files.get(`uploads/${draft.id}`)).toBeNull();
  });
});
