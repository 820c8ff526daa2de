// The resumable upload protocol on the session URI: chunks in 256 KiB multiples answered 308 + Range, the status
// query, resuming after a connection lost mid-chunk, refusals, expiry, faults, and the inserted video living on in
// the channel (videos.list, uploads playlist, processing, thumbnails.set, captions.insert, a restart).
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHANNEL_IDS, SCOPES, type SandboxServer } from '../index.ts';
import {
  callOptions,
  signIn,
  startTestSandbox,
  TEST_CLIENT,
  UPLOADS_OF,
  ytClient,
  type Session,
} from '../../test/helpers.ts';
import { UPLOAD_FAULT_METHOD } from './upload-session.routes.ts';

const KIB = 1024;
const BLOCK = 256 * KIB;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Polls until the check passes (the server works on its own schedule), failing after a few seconds. */
async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('resumable upload sessions', () => {
  let server: SandboxServer;
  let maya: Session;
  const control = () => server.sandbox.control;

  const start = async (total: number | null, title = 'Chunked upload') => {
    const response = await fetch(
      `${server.url}/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${maya.tokens.access_token}`,
          'content-type': 'application/json; charset=UTF-8',
          ...(total === null ? {} : { 'x-upload-content-length': String(total) }),
          'x-upload-content-type': 'video/mp4',
        },
        body: JSON.stringify({ snippet: { title, categoryId: '26' }, status: { privacyStatus: 'public' } }),
      },
    );
    expect(response.status).toBe(200);
    return response.headers.get('location') ?? '';
  };
  const put = (uri: string, body: Buffer | null, contentRange?: string) =>
    fetch(uri, {
      method: 'PUT',
      redirect: 'manual',
      headers: {
        'content-type': 'video/mp4',
        ...(contentRange ? { 'content-range': contentRange } : {}),
        ...(body === null ? { 'content-length': '0' } : {}),
      },
      body: body ?? '',
    });
  const chunk = (uri: string, file: Buffer, start: number, end: number) =>
    put(uri, file.subarray(start, end + 1), `bytes ${start}-${end}/${file.length}`);
  const status = (uri: string, total: number) => put(uri, null, `bytes */${total}`);
  const sessionOf = (uri: string) => {
    const id = new URL(uri).searchParams.get('upload_id');
    return control()
      .listUploads()
      .find((s) => s.uploadId === id);
  };
  const reason = async (response: Response) =>
    ((await response.json()) as { error: { errors: { reason: string }[] } }).error.errors[0]?.reason;

  beforeAll(async () => {
    server = await startTestSandbox();
    maya = await signIn(server, [SCOPES.forceSsl], { account: 'maya' });
  });
  beforeEach(() => {
    control().clearFaults();
  });
  afterAll(async () => {
    await server.close();
  });

  it('takes chunks in 256 KiB multiples, answering 308 with the Range, then 200 with the video', async () => {
    const file = randomBytes(3 * 512 * KIB + 1234);
    const uri = await start(file.length);
    const ledgerBefore = control().getLedger({ clientId: TEST_CLIENT.clientId }).entries.length;

    const nothing = await status(uri, file.length);
    expect(nothing.status).toBe(308);
    expect(nothing.headers.get('range')).toBeNull();

    for (let offset = 0; offset < 3 * 512 * KIB; offset += 512 * KIB) {
      const response = await chunk(uri, file, offset, offset + 512 * KIB - 1);
      expect(response.status).toBe(308);
      expect(response.headers.get('range')).toBe(`bytes=0-${offset + 512 * KIB - 1}`);
    }
    const last = await chunk(uri, file, 3 * 512 * KIB, file.length - 1);
    expect(last.status).toBe(200);
    const video = (await last.json()) as {
      id: string;
      kind: string;
      snippet: { title: string; channelId: string };
      status: { uploadStatus: string; privacyStatus: string };
    };
    expect(video).toMatchObject({
      kind: 'youtube#video',
      snippet: { title: 'Chunked upload', channelId: CHANNEL_IDS.kitchenAtlas },
      status: { uploadStatus: 'uploaded', privacyStatus: 'public' },
    });
    expect(control().getVideo(video.id)?.media).toMatchObject({
      bytes: file.length,
      sha256: sha256(file),
      contentType: 'video/mp4',
    });
    expect(sessionOf(uri)?.videoId).toBe(video.id);
    // The PUTs cost no quota and are not Data API calls: the ledger holds only the start.
    expect(control().getLedger({ clientId: TEST_CLIENT.clientId }).entries.length).toBe(ledgerBefore);

    // Asking again after completion answers the video.
    const again = await status(uri, file.length);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: string }).id).toBe(video.id);

    // The video is in the channel: videos.list, first in the uploads playlist, processed after a while.
    const yt = ytClient(maya.auth);
    const opts = callOptions(server);
    const listed = await yt.videos.list(
      { part: ['snippet', 'status', 'processingDetails', 'fileDetails'], id: [video.id] },
      opts,
    );
    expect(listed.data.items?.[0]).toMatchObject({
      snippet: { title: 'Chunked upload' },
      status: { uploadStatus: 'uploaded' },
      processingDetails: { processingStatus: 'processing' },
      fileDetails: { fileSize: String(file.length), fileType: 'video' },
    });
    const playlist = await yt.playlistItems.list(
      { part: ['contentDetails'], playlistId: UPLOADS_OF(CHANNEL_IDS.kitchenAtlas), maxResults: 1 },
      opts,
    );
    expect(playlist.data.items?.[0]?.contentDetails?.videoId).toBe(video.id);
    control().advanceClock(control().getSettings().uploadProcessingSeconds);
    const processed = await yt.videos.list({ part: ['status', 'processingDetails'], id: [video.id] }, opts);
    expect(processed.data.items?.[0]).toMatchObject({
      status: { uploadStatus: 'processed' },
      processingDetails: { processingStatus: 'succeeded' },
    });
  });

  it('resumes after the connection is lost halfway through a chunk: the status query tells what arrived', async () => {
    const file = randomBytes(4 * MiB(1) + 5000);
    const uri = await start(file.length, 'Interrupted upload');
    expect((await chunk(uri, file, 0, MiB(2) - 1)).status).toBe(308);

    // Send the next 2 MiB chunk but lose the connection after 1.1 MiB of it.
    const cut = MiB(2) + MiB(1.1);
    const url = new URL(uri);
    const req = httpRequest({
      host: url.hostname,
      port: url.port,
      method: 'PUT',
      path: `${url.pathname}${url.search}`,
      headers: {
        'content-type': 'video/mp4',
        'content-length': String(MiB(2)),
        'content-range': `bytes ${MiB(2)}-${MiB(4) - 1}/${file.length}`,
      },
    });
    req.on('error', () => undefined);
    req.write(file.subarray(MiB(2), cut));
    // Whole 256 KiB blocks are kept as they arrive: the server holds 2 MiB + 1 MiB once 1.1 MiB came in.
    await until(() => (sessionOf(uri)?.received ?? 0) === MiB(3), 'the first blocks of the chunk');
    req.destroy();

    const query = await status(uri, file.length);
    expect(query.status).toBe(308);
    expect(query.headers.get('range')).toBe(`bytes=0-${MiB(3) - 1}`);

    // Continue from N + 1 to the end in one final chunk.
    const rest = await chunk(uri, file, MiB(3), file.length - 1);
    expect(rest.status).toBe(200);
    const { id } = (await rest.json()) as { id: string };
    expect(control().getVideo(id)?.media?.sha256).toBe(sha256(file));
  });

  it('refuses a non-final chunk that is not a multiple of 256 KiB, taking none of it', async () => {
    const file = randomBytes(MiB(1));
    const uri = await start(file.length);
    const wrong = await chunk(uri, file, 0, 300_000 - 1);
    expect(wrong.status).toBe(400);
    expect(await reason(wrong)).toBe('badRequest');
    expect(sessionOf(uri)?.received).toBe(0);
    expect((await chunk(uri, file, 0, file.length - 1)).status).toBe(200);
  });

  it('does not take a chunk that starts elsewhere than the received bytes end: 308 with the current Range', async () => {
    const file = randomBytes(MiB(1));
    const uri = await start(file.length);
    expect((await chunk(uri, file, 0, BLOCK - 1)).status).toBe(308);
    const gap = await chunk(uri, file, 2 * BLOCK, 3 * BLOCK - 1);
    expect(gap.status).toBe(308);
    expect(gap.headers.get('range')).toBe(`bytes=0-${BLOCK - 1}`);
    const overlap = await chunk(uri, file, 0, 2 * BLOCK - 1);
    expect(overlap.status).toBe(308);
    expect(overlap.headers.get('range')).toBe(`bytes=0-${BLOCK - 1}`);
    expect(sessionOf(uri)?.received).toBe(BLOCK);
  });

  it('refuses a total that differs from the declared length and malformed ranges', async () => {
    const file = randomBytes(MiB(1));
    const uri = await start(file.length);
    expect((await put(uri, file.subarray(0, BLOCK), `bytes 0-${BLOCK - 1}/${file.length + 1}`)).status).toBe(
      400,
    );
    expect((await put(uri, file.subarray(0, BLOCK), 'bytes=0-10/20')).status).toBe(400);
    expect((await put(uri, file.subarray(0, 10), `bytes 0-${BLOCK - 1}/${file.length}`)).status).toBe(400);
    expect(sessionOf(uri)?.received).toBe(0);
  });

  it('takes the whole file in one PUT without Content-Range', async () => {
    const file = randomBytes(700 * KIB);
    const uri = await start(file.length);
    const response = await put(uri, file);
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect(control().getVideo(id)?.media?.sha256).toBe(sha256(file));
  });

  it('learns an undeclared total from the final chunk', async () => {
    const file = randomBytes(BLOCK + 10);
    const uri = await start(null);
    const first = await put(uri, file.subarray(0, BLOCK), `bytes 0-${BLOCK - 1}/*`);
    expect(first.status).toBe(308);
    const last = await put(uri, file.subarray(BLOCK), `bytes ${BLOCK}-${file.length - 1}/${file.length}`);
    expect(last.status).toBe(200);
  });

  it('answers 404 for an unknown upload id and for a session past its lifetime', async () => {
    const uri = await start(BLOCK);
    const unknown = new URL(uri);
    unknown.searchParams.set('upload_id', 'AEnB2Unot-a-session');
    const missing = await status(unknown.toString(), BLOCK);
    expect(missing.status).toBe(404);
    expect(await reason(missing)).toBe('notFound');
    control().advanceClock(control().getSettings().uploadSessionTtlSeconds + 1);
    expect((await status(uri, BLOCK)).status).toBe(404);
    expect((await put(uri, randomBytes(BLOCK), `bytes 0-${BLOCK - 1}/${BLOCK}`)).status).toBe(404);
    maya = await signIn(server, [SCOPES.forceSsl], { account: 'maya' }); // the old token died with the day
  });

  it('keeps half a chunk on injected backendError, shortRange (308 with the shorter Range) and drop faults', async () => {
    const file = randomBytes(MiB(2));
    const uri = await start(file.length);
    control().injectFault({ method: UPLOAD_FAULT_METHOD, fault: 'backendError', times: 1 });
    const failed = await chunk(uri, file, 0, MiB(1) - 1);
    expect(failed.status).toBe(503);
    const query = await status(uri, file.length);
    expect(query.headers.get('range')).toBe(`bytes=0-${MiB(0.5) - 1}`);

    control().injectFault({ method: UPLOAD_FAULT_METHOD, fault: 'shortRange', times: 1 });
    const short = await chunk(uri, file, MiB(0.5), MiB(1.5) - 1);
    expect(short.status).toBe(308);
    expect(short.headers.get('range')).toBe(`bytes=0-${MiB(1) - 1}`);
    control().injectFault({ method: UPLOAD_FAULT_METHOD, fault: 'drop', times: 1 });
    const lost = await chunk(uri, file, MiB(1), MiB(2) - 1).catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(Error); // the connection was cut mid-body
    const afterDrop = await status(uri, file.length);
    expect(afterDrop.headers.get('range')).toBe(`bytes=0-${MiB(1.5) - 1}`);
    const done = await chunk(uri, file, MiB(1.5), file.length - 1);
    expect(done.status).toBe(200);
    const { id } = (await done.json()) as { id: string };
    expect(control().getVideo(id)?.media?.sha256).toBe(sha256(file));
  });

  it('lets thumbnails.set and captions.insert work on an inserted video', async () => {
    const file = randomBytes(BLOCK);
    const uri = await start(file.length, 'Video for extras');
    const { id } = (await (await put(uri, file)).json()) as { id: string };
    const yt = ytClient(maya.auth);
    const opts = callOptions(server);
    const png = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#884400' } })
      .png()
      .toBuffer();
    const thumbnail = await yt.thumbnails.set(
      { videoId: id, media: { mimeType: 'image/png', body: png } },
      opts,
    );
    expect(thumbnail.data.items?.[0]?.maxres?.url).toContain(`/vi/${id}/`);
    const caption = await yt.captions.insert(
      {
        part: ['snippet'],
        requestBody: { snippet: { videoId: id, language: 'en', name: 'English' } },
        media: { mimeType: 'text/vtt', body: 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nHello bread\n' },
      },
      opts,
    );
    expect(caption.data.snippet).toMatchObject({ videoId: id, language: 'en', status: 'serving' });
    const listed = await yt.videos.list({ part: ['contentDetails'], id: [id] }, opts);
    expect(listed.data.items?.[0]?.contentDetails).toMatchObject({
      caption: 'true',
      hasCustomThumbnail: true,
    });
  });

  it('keeps an inserted video across a restart with the same data dir', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'google-sandbox-upload-'));
    try {
      const first = await startTestSandbox({ dataDir });
      const session = await signIn(first, [SCOPES.upload, SCOPES.readonly], { account: 'kenji' });
      const response = await fetch(`${first.url}/upload/youtube/v3/videos?uploadType=media&part=snippet`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${session.tokens.access_token}`,
          'content-type': 'video/mp4',
          slug: 'camp.mp4',
        },
        body: randomBytes(2000),
      });
      const { id } = (await response.json()) as { id: string };
      await first.close();
      const second = await startTestSandbox({ dataDir });
      try {
        expect(second.sandbox.control.getVideo(id)).toMatchObject({
          title: 'camp',
          channelId: CHANNEL_IDS.kenjiCamp,
          media: { bytes: 2000 },
        });
        const playlist = await ytClient(session.auth).playlistItems.list(
          { part: ['contentDetails'], playlistId: UPLOADS_OF(CHANNEL_IDS.kenjiCamp), maxResults: 1 },
          callOptions(second),
        );
        expect(playlist.data.items?.[0]?.contentDetails?.videoId).toBe(id);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

function MiB(n: number): number {
  return Math.round(n * 1024 * 1024);
}
