// videos.insert: starting a resumable session (Location, quota, scopes, metadata checks) and the one-request
// upload types Google's Node client uses (multipart with a stream, media with a Slug).
import { Readable } from 'node:stream';
import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHANNEL_IDS, SCOPES, type SandboxServer } from '../index.ts';
import {
  callOptions,
  reasonOf,
  signIn,
  startTestSandbox,
  TEST_CLIENT,
  ytClient,
  type Session,
} from '../../test/helpers.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const RESOURCE = {
  snippet: { title: 'Sourdough at home', description: 'Flour, water, salt, time.', categoryId: '26' },
  status: { privacyStatus: 'private' },
};

describe('videos.insert', () => {
  let server: SandboxServer;
  let maya: Session;
  let uploader: Session;
  let reader: Session;
  const control = () => server.sandbox.control;
  const token = (s: Session) => s.tokens.access_token ?? '';
  const start = (
    session: Session,
    body: unknown,
    options: { part?: string; length?: number; headers?: Record<string, string> } = {},
  ) =>
    fetch(
      `${server.url}/upload/youtube/v3/videos?uploadType=resumable&part=${options.part ?? 'snippet,status'}`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token(session)}`,
          'content-type': 'application/json; charset=UTF-8',
          'x-upload-content-length': String(options.length ?? 1_000_000),
          'x-upload-content-type': 'video/mp4',
          ...options.headers,
        },
        body: JSON.stringify(body),
      },
    );
  const reason = async (response: Response) =>
    ((await response.json()) as { error: { errors: { reason: string }[] } }).error.errors[0]?.reason;
  const insertEntries = () =>
    control().getLedger({ clientId: TEST_CLIENT.clientId, method: 'youtube.videos.insert' }).entries;

  beforeAll(async () => {
    server = await startTestSandbox();
    maya = await signIn(server, [SCOPES.forceSsl], { account: 'maya' });
    uploader = await signIn(server, [SCOPES.upload], { account: 'lucia' });
    reader = await signIn(server, [SCOPES.readonly], { account: 'sam' });
  });
  beforeEach(() => {
    control().updateSettings({ costProfile: 'current', videoUploadsPerDay: 50 });
  });
  afterAll(async () => {
    await server.close();
  });

  it('starts a session: 200 with the session URI in Location, one call from the videos.insert bucket', async () => {
    const before = insertEntries().length;
    const bucketBefore = control().getQuota(TEST_CLIENT.clientId).bucketCalls['videos.insert'] ?? 0;
    const response = await start(maya, RESOURCE);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${server.url}/upload/youtube/v3/videos`);
    expect(location.searchParams.get('uploadType')).toBe('resumable');
    expect(location.searchParams.get('part')).toBe('snippet,status');
    const uploadId = location.searchParams.get('upload_id') ?? '';
    expect(uploadId.length).toBeGreaterThan(20);
    const session = control()
      .listUploads()
      .find((s) => s.uploadId === uploadId);
    expect(session).toMatchObject({
      channelId: CHANNEL_IDS.kitchenAtlas,
      title: 'Sourdough at home',
      received: 0,
      total: 1_000_000,
      videoId: null,
    });
    const entries = insertEntries().slice(before);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ units: 1, bucket: 'videos.insert', status: 200 });
    expect(control().getQuota(TEST_CLIENT.clientId).bucketCalls['videos.insert']).toBe(bucketBefore + 1);
  });

  it('costs 1,600 units in the legacy profile', async () => {
    control().setCostProfile('legacy');
    const used = control().getQuota(TEST_CLIENT.clientId).used;
    expect((await start(maya, RESOURCE)).status).toBe(200);
    expect(control().getQuota(TEST_CLIENT.clientId).used).toBe(used + 1600);
  });

  it('gives a caller on another address than the public one a session URI it can reach', async () => {
    // Public address: localhost; the app's back channel: 127.0.0.1 (both loopback here).
    const port = await freePort();
    const other = await startTestSandbox({ port, publicBaseUrl: `http://localhost:${port}/sandbox` });
    try {
      const session = await signIn(other, [SCOPES.upload], { account: 'maya' });
      const startOn = async (host: string) => {
        const response = await fetch(
          `http://${host}:${port}/sandbox/upload/youtube/v3/videos?uploadType=resumable&part=snippet`,
          {
            method: 'POST',
            headers: {
              authorization: `Bearer ${session.tokens.access_token}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ snippet: { title: 'Hosts' } }),
          },
        );
        return response.headers.get('location') ?? '';
      };
      expect(await startOn('localhost')).toMatch(
        new RegExp(
          `^http://localhost:${port}/sandbox/upload/youtube/v3/videos\\?uploadType=resumable&part=snippet&upload_id=`,
        ),
      );
      expect(await startOn('127.0.0.1')).toMatch(
        new RegExp(`^http://127\\.0\\.0\\.1:${port}/sandbox/upload/youtube/v3/videos\\?.*upload_id=`),
      );
    } finally {
      await other.close();
    }
  });

  it.each([
    ['no title', { snippet: { description: 'x' } }, 'invalidTitle'],
    ['an empty title', { snippet: { title: '  ' } }, 'invalidTitle'],
    ['a title of 101 code points', { snippet: { title: '🍞'.repeat(101) } }, 'invalidTitle'],
    ['a title with <', { snippet: { title: 'a <b> title' } }, 'invalidTitle'],
    [
      'a description of 5,001 bytes',
      { snippet: { title: 't', description: 'é'.repeat(2500) + 'x' } },
      'invalidDescription',
    ],
    ['a description with >', { snippet: { title: 't', description: 'a > b' } }, 'invalidDescription'],
    [
      'tags over 500 characters',
      { snippet: { title: 't', tags: ['a b'.repeat(60), 'c'.repeat(400)] } },
      'invalidTags',
    ],
    ['an unknown category', { snippet: { title: 't', categoryId: '999' } }, 'invalidCategoryId'],
    [
      'an unknown privacy',
      { snippet: { title: 't' }, status: { privacyStatus: 'secret' } },
      'invalidVideoMetadata',
    ],
    [
      'publishAt on a public video',
      { snippet: { title: 't' }, status: { privacyStatus: 'public', publishAt: '2099-01-01T00:00:00Z' } },
      'invalidPublishAt',
    ],
    [
      'publishAt in the past',
      { snippet: { title: 't' }, status: { privacyStatus: 'private', publishAt: '2001-01-01T00:00:00Z' } },
      'invalidPublishAt',
    ],
    [
      'selfDeclaredMadeForKids as text',
      { snippet: { title: 't' }, status: { selfDeclaredMadeForKids: 'yes' } },
      'invalidVideoMetadata',
    ],
  ])('refuses %s (%s)', async (_what, body, expected) => {
    const sessions = control().listUploads().length;
    const used = control().getQuota(TEST_CLIENT.clientId).used;
    const response = await start(maya, body);
    expect(response.status).toBe(400);
    expect(await reason(response)).toBe(expected);
    expect(control().listUploads()).toHaveLength(sessions);
    expect(control().getQuota(TEST_CLIENT.clientId).used).toBe(used + 1); // a failed call costs 1 unit
  });

  it('accepts exactly 100 code points, 5,000 bytes and a future publishAt on a private video', async () => {
    const response = await start(maya, {
      snippet: { title: '🍞'.repeat(100), description: 'é'.repeat(2500), tags: ['x'.repeat(500)] },
      status: { privacyStatus: 'private', publishAt: '2099-01-01T00:00:00Z', selfDeclaredMadeForKids: true },
    });
    expect(response.status).toBe(200);
  });

  it('checks localizations: they need part=localizations and a default language', async () => {
    const localized = { ...RESOURCE, localizations: { es: { title: 'Masa madre', description: '' } } };
    expect(await reason(await start(maya, localized))).toBe('unexpectedPart');
    const noDefault = await start(maya, localized, { part: 'snippet,status,localizations' });
    expect(await reason(noDefault)).toBe('defaultLanguageNotSet');
    const ok = await start(
      maya,
      { ...localized, snippet: { ...RESOURCE.snippet, defaultLanguage: 'en' } },
      { part: 'snippet,status,localizations' },
    );
    expect(ok.status).toBe(200);
  });

  it('needs youtube.upload, youtube or youtube.force-ssl, and a channel', async () => {
    const refused = await start(reader, RESOURCE);
    expect(refused.status).toBe(403);
    expect(await reason(refused)).toBe('insufficientPermissions');
    expect((await start(uploader, RESOURCE)).status).toBe(200);
    const priya = await signIn(server, [SCOPES.upload], { account: 'priya' });
    const noChannel = await start(priya, RESOURCE);
    expect(noChannel.status).toBe(401);
    expect(await reason(noChannel)).toBe('youtubeSignupRequired');
  });

  it('refuses a file over the size limit and an empty one', async () => {
    control().updateSettings({ videoMaxBytes: 10 * 1024 * 1024 });
    try {
      const large = await start(maya, RESOURCE, { length: 10 * 1024 * 1024 + 1 });
      expect(large.status).toBe(413);
      expect(await reason(large)).toBe('uploadTooLarge');
      expect(await reason(await start(maya, RESOURCE, { length: 0 }))).toBe('mediaBodyRequired');
    } finally {
      control().updateSettings({ videoMaxBytes: 2 * 1024 ** 3 });
    }
  });

  it('inserts with uploadType=multipart from a stream, as Google’s Node client sends it', async () => {
    const yt = ytClient(maya.auth);
    const bytes = Buffer.alloc(300_000, 7);
    const inserted = await yt.videos.insert(
      {
        part: ['snippet', 'status'],
        requestBody: {
          snippet: { title: 'Multipart loaf', categoryId: '26' },
          status: { privacyStatus: 'unlisted' },
        },
        media: { mimeType: 'video/mp4', body: Readable.from([bytes]) },
      },
      callOptions(server),
    );
    expect(inserted.data).toMatchObject({
      kind: 'youtube#video',
      snippet: { title: 'Multipart loaf', channelId: CHANNEL_IDS.kitchenAtlas, categoryId: '26' },
      status: { privacyStatus: 'unlisted', uploadStatus: 'uploaded' },
    });
    const stored = control().getVideo(inserted.data.id ?? '');
    expect(stored?.media?.bytes).toBe(300_000);
    const listed = await yt.videos.list(
      { part: ['snippet'], id: [inserted.data.id ?? ''] },
      callOptions(server),
    );
    expect(listed.data.items?.[0]?.snippet?.title).toBe('Multipart loaf');
  });

  it('inserts with uploadType=media, titled after the Slug file name', async () => {
    const response = await fetch(
      `${server.url}/upload/youtube/v3/videos?uploadType=media&part=snippet,status`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token(maya)}`,
          'content-type': 'video/webm',
          slug: encodeURIComponent('Crème brûlée.webm'),
        },
        body: Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(1000)]),
      },
    );
    expect(response.status).toBe(200);
    const video = (await response.json()) as {
      id: string;
      snippet: { title: string };
      status: { privacyStatus: string };
    };
    expect(video.snippet.title).toBe('Crème brûlée');
    expect(video.status.privacyStatus).toBe('public');
    const owner = await ytClient(maya.auth).videos.list(
      { part: ['fileDetails'], id: [video.id] },
      callOptions(server),
    );
    expect(owner.data.items?.[0]?.fileDetails).toMatchObject({
      fileName: 'Crème brûlée.webm',
      fileSize: '1004',
      container: 'webm',
    });
  });

  it('answers mediaBodyRequired without media, on the upload path and the metadata path', async () => {
    const yt = ytClient(maya.auth);
    const viaApi = yt.videos.insert(
      { part: ['snippet'], requestBody: { snippet: { title: 'No media' } } },
      callOptions(server),
    );
    expect(await reasonOf(viaApi)).toBe('mediaBodyRequired');
    const bare = await fetch(`${server.url}/upload/youtube/v3/videos?uploadType=media&part=snippet`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token(maya)}`, 'content-type': 'video/mp4' },
    });
    expect(await reason(bare)).toBe('mediaBodyRequired');
  });

  it('answers uploadLimitExceeded once the channel reached its daily upload cap', async () => {
    control().updateSettings({ videoUploadsPerDay: 1 });
    const first = await fetch(`${server.url}/upload/youtube/v3/videos?uploadType=media&part=snippet`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token(uploader)}`, 'content-type': 'video/mp4', slug: 'one.mp4' },
      body: Buffer.alloc(10),
    });
    // Lucía's channel may already have uploads from earlier tests; either way the cap is reached now.
    expect([200, 400]).toContain(first.status);
    const refused = await start(uploader, RESOURCE);
    expect(refused.status).toBe(400);
    expect(await reason(refused)).toBe('uploadLimitExceeded');
    // A day later (sandbox clock) the cap has room again; the old access token has expired by then.
    control().advanceClock(86_400);
    const later = await signIn(server, [SCOPES.upload], { account: 'lucia' });
    expect((await start(later, RESOURCE)).status).toBe(200);
  });
});
