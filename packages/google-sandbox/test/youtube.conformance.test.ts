// YouTube Data API conformance with @googleapis/youtube: channels, paging the 1,200-video uploads playlist,
// batched videos.list, videos.update with localizations, thumbnails, captions, and the documented errors.
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS, SCOPES, type SandboxServer } from '../src/index.ts';
import {
  callOptions,
  reasonOf,
  signIn,
  startTestSandbox,
  TEST_CLIENT,
  UPLOADS_OF,
  ytClient,
  type Session,
} from './helpers.ts';

describe('YouTube Data API v3', () => {
  let server: SandboxServer;
  let maya: Session;
  let sam: Session;
  let opts: ReturnType<typeof callOptions>;
  beforeAll(async () => {
    server = await startTestSandbox();
    opts = callOptions(server);
    maya = await signIn(server, [SCOPES.forceSsl], { account: 'maya' });
    sam = await signIn(server, [SCOPES.readonly], { account: 'sam' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists the channel of the grant with counts as strings and the uploads playlist', async () => {
    const res = await ytClient(maya.auth).channels.list(
      { part: ['snippet', 'contentDetails', 'statistics', 'brandingSettings', 'status'], mine: true },
      opts,
    );
    expect(res.data.kind).toBe('youtube#channelListResponse');
    const channel = res.data.items?.[0];
    expect(channel?.id).toBe(CHANNEL_IDS.kitchenAtlas);
    expect(channel?.etag).toMatch(/^[\w-]{27}$/);
    expect(channel?.contentDetails?.relatedPlaylists?.uploads).toBe(UPLOADS_OF(CHANNEL_IDS.kitchenAtlas));
    expect(typeof channel?.statistics?.viewCount).toBe('string');
    expect(channel?.statistics?.subscriberCount).toBe('184000');
    expect(channel?.brandingSettings?.channel?.keywords).toContain('"weeknight dinners"');
  });

  it('accepts comma lists and repeated keys for part, and answers 304 to If-None-Match', async () => {
    const token = maya.tokens.access_token ?? '';
    const url = `${server.url}/youtube/v3/channels?mine=true`;
    const comma = await fetch(`${url}&part=snippet,statistics`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const repeated = await fetch(`${url}&part=snippet&part=statistics`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const a = (await comma.json()) as { etag: string };
    const b = (await repeated.json()) as { etag: string };
    expect(a).toEqual(b);
    const again = await fetch(`${url}&part=snippet,statistics`, {
      headers: { authorization: `Bearer ${token}`, 'if-none-match': `"${a.etag}"` },
    });
    expect(again.status).toBe(304);
  });

  it('pages through the 1,200-video uploads playlist and batches videos.list, costing 1 + 2⌈N/50⌉ units', async () => {
    const yt = ytClient(sam.auth);
    const ledgerStart = server.sandbox.control.getLedger({ clientId: TEST_CLIENT.clientId }).summary.used;
    const channel = await yt.channels.list({ part: ['contentDetails'], mine: true }, opts);
    const playlistId = channel.data.items?.[0]?.contentDetails?.relatedPlaylists?.uploads ?? '';
    const ids: string[] = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const page = await yt.playlistItems.list(
        { part: ['contentDetails'], playlistId, maxResults: 50, pageToken },
        opts,
      );
      expect(page.data.pageInfo?.totalResults).toBe(1200);
      ids.push(...(page.data.items ?? []).map((i) => i.contentDetails?.videoId ?? ''));
      pageToken = page.data.nextPageToken ?? undefined;
      pages += 1;
    } while (pageToken);
    expect(pages).toBe(24);
    expect(new Set(ids).size).toBe(1200);
    let videos = 0;
    for (let i = 0; i < ids.length; i += 50) {
      const batch = await yt.videos.list(
        { part: ['snippet', 'contentDetails', 'statistics'], id: ids.slice(i, i + 50) },
        opts,
      );
      videos += batch.data.items?.length ?? 0;
      expect(typeof batch.data.items?.[0]?.statistics?.viewCount).toBe('string');
    }
    expect(videos).toBe(1200);
    const used =
      server.sandbox.control.getLedger({ clientId: TEST_CLIENT.clientId }).summary.used - ledgerStart;
    expect(used).toBe(1 + 2 * 24);
  });

  it('updates snippet and localizations with replace semantics', async () => {
    const yt = ytClient(maya.auth);
    const list = await yt.videos.list({ part: ['snippet', 'localizations'], id: ['placeholder'] }, opts);
    expect(list.data.items).toBeUndefined();
    expect(list.data.pageInfo?.totalResults).toBe(0);
    const uploads = await yt.playlistItems.list(
      { part: ['contentDetails'], playlistId: UPLOADS_OF(CHANNEL_IDS.kitchenAtlas), maxResults: 50 },
      opts,
    );
    const target = uploads.data.items?.find(() => true)?.contentDetails?.videoId ?? '';
    const before = (await yt.videos.list({ part: ['snippet', 'localizations'], id: [target] }, opts)).data
      .items?.[0];
    const snippet = before?.snippet ?? {};
    const updated = await yt.videos.update(
      {
        part: ['snippet', 'localizations'],
        requestBody: {
          id: target,
          snippet: {
            title: 'Holiday Cookies: 3 Kinds from 1 Butter Dough',
            description: snippet.description,
            tags: snippet.tags,
            categoryId: snippet.categoryId,
            defaultLanguage: 'en',
          },
          localizations: {
            de: {
              title: 'Weihnachtsplätzchen: 3 Sorten aus 1 Teig',
              description: 'Ein Butterteig, drei Plätzchen.',
            },
          },
        },
      },
      opts,
    );
    expect(updated.data.snippet?.title).toBe('Holiday Cookies: 3 Kinds from 1 Butter Dough');
    expect(updated.data.localizations).toEqual({
      de: {
        title: 'Weihnachtsplätzchen: 3 Sorten aus 1 Teig',
        description: 'Ein Butterteig, drei Plätzchen.',
      },
    });
    expect(updated.data.etag).not.toBe(before?.etag);
    // Omitting tags wipes them: the snippet part is replaced whole.
    const wiped = await yt.videos.update(
      {
        part: ['snippet'],
        requestBody: { id: target, snippet: { title: 'T', categoryId: '26', defaultLanguage: 'en' } },
      },
      opts,
    );
    expect(wiped.data.snippet?.tags).toBeUndefined();
    expect(wiped.data.snippet?.description).toBe('');
  });

  it('sets a thumbnail by media and by multipart upload and serves it from snippet.thumbnails', async () => {
    const yt = ytClient(maya.auth);
    const id =
      (
        await yt.playlistItems.list(
          { part: ['contentDetails'], playlistId: UPLOADS_OF(CHANNEL_IDS.kitchenAtlas) },
          opts,
        )
      ).data.items?.[1]?.contentDetails?.videoId ?? '';
    const png = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const media = await yt.thumbnails.set({ videoId: id, media: { mimeType: 'image/png', body: png } }, opts);
    const maxres = media.data.items?.[0]?.maxres?.url ?? '';
    expect(maxres).toMatch(new RegExp(`^${server.url}/vi/${id}/maxresdefault\\.jpg\\?v=1$`));
    const image = await fetch(maxres);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).stats();
    expect(Math.round(meta.channels[2]?.mean ?? 0)).toBeGreaterThan(140);
    const jpeg = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#aa3300' } })
      .jpeg()
      .toBuffer();
    const multipart = await yt.thumbnails.set(
      { videoId: id, requestBody: {}, media: { mimeType: 'image/jpeg', body: Readable.from(jpeg) } },
      opts,
    );
    expect(multipart.data.items?.[0]?.standard?.url).toMatch(/\?v=2$/);
    expect(multipart.data.items?.[0]?.maxres).toBeUndefined();
    const video = await yt.videos.list({ part: ['snippet', 'contentDetails'], id: [id] }, opts);
    expect(video.data.items?.[0]?.snippet?.thumbnails?.high?.url).toMatch(/hqdefault\.jpg\?v=2$/);
    expect(video.data.items?.[0]?.contentDetails?.hasCustomThumbnail).toBe(true);
    const small = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(
      await reasonOf(yt.thumbnails.set({ videoId: id, media: { mimeType: 'image/png', body: small } }, opts)),
    ).toBe('invalidImage');
    expect(
      await reasonOf(
        yt.thumbnails.set(
          { videoId: id, media: { mimeType: 'image/png', body: Buffer.from('not an image') } },
          opts,
        ),
      ),
    ).toBe('invalidImage');
  });

  it('refuses custom thumbnails on an unverified channel', async () => {
    const brand = await signIn(server, [SCOPES.forceSsl], {
      account: 'daniel',
      channel: CHANNEL_IDS.trailheadTech,
    });
    const yt = ytClient(brand.auth);
    const id =
      (
        await yt.playlistItems.list(
          { part: ['contentDetails'], playlistId: UPLOADS_OF(CHANNEL_IDS.trailheadTech) },
          opts,
        )
      ).data.items?.[0]?.contentDetails?.videoId ?? '';
    const png = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#111' } })
      .png()
      .toBuffer();
    expect(
      await reasonOf(yt.thumbnails.set({ videoId: id, media: { mimeType: 'image/png', body: png } }, opts)),
    ).toBe('forbidden');
  });

  it('uploads, lists, downloads (srt, vtt, tlang), updates and deletes captions', async () => {
    const yt = ytClient(maya.auth);
    const videoId =
      (
        await yt.playlistItems.list(
          { part: ['contentDetails'], playlistId: UPLOADS_OF(CHANNEL_IDS.kitchenAtlas) },
          opts,
        )
      ).data.items?.[2]?.contentDetails?.videoId ?? '';
    const srt =
      '1\n00:00:01,000 --> 00:00:03,500\nHello and welcome back.\n\n2\n00:00:04,000 --> 00:00:06,000\nToday: pizza.\n';
    const inserted = await yt.captions.insert(
      {
        part: ['snippet'],
        requestBody: { snippet: { videoId, language: 'en', name: 'Uploaded', isDraft: true } },
        media: { mimeType: 'application/x-subrip', body: srt },
      },
      opts,
    );
    const captionId = inserted.data.id ?? '';
    expect(inserted.data.snippet).toMatchObject({
      status: 'serving',
      isDraft: true,
      language: 'en',
      trackKind: 'standard',
    });
    const duplicate = yt.captions.insert(
      {
        part: ['snippet'],
        requestBody: { snippet: { videoId, language: 'en', name: 'Uploaded' } },
        media: { mimeType: 'text/plain', body: srt },
      },
      opts,
    );
    expect(await reasonOf(duplicate)).toBe('captionExists');
    const listed = await yt.captions.list({ part: ['snippet'], videoId }, opts);
    expect(listed.data.items?.some((c) => c.id === captionId)).toBe(true);
    const download = async (params: Record<string, string>) =>
      String(
        (await yt.captions.download({ id: captionId, ...params }, { ...opts, responseType: 'text' })).data,
      );
    expect(await download({ tfmt: 'srt' })).toBe(srt);
    expect(await download({ tfmt: 'vtt' })).toContain(
      '00:00:01.000 --> 00:00:03.500\nHello and welcome back.',
    );
    expect(await download({ tfmt: 'vtt', tlang: 'es' })).toContain('[MT es] Hello and welcome back.');
    const updated = await yt.captions.update(
      { part: ['snippet'], requestBody: { id: captionId, snippet: { isDraft: false } } },
      opts,
    );
    expect(updated.data.snippet?.isDraft).toBe(false);
    await yt.captions.delete({ id: captionId }, opts);
    expect(await reasonOf(yt.captions.download({ id: captionId }, opts))).toBe('captionNotFound');
    const costs = server.sandbox.control.getLedger({
      clientId: TEST_CLIENT.clientId,
      method: 'youtube.captions.insert',
    }).entries;
    expect(costs.map((e) => e.units)).toEqual([400, 1]);
  });
});
