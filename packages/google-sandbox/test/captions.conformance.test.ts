// Caption writes as caption management uses them, with @googleapis/youtube: captions.update with a new file
// (the track keeps its id, name and language; the cues are the new ones in every tfmt), WebVTT character
// references read as text and written back as references, and captions.delete with its costs.
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

describe('captions.update and captions.delete', () => {
  let server: SandboxServer;
  let maya: Session;
  let opts: ReturnType<typeof callOptions>;
  beforeAll(async () => {
    server = await startTestSandbox();
    opts = callOptions(server);
    maya = await signIn(server, [SCOPES.forceSsl], { account: 'maya' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('replaces a track’s cues with a new file and converts them with tfmt; deletes it for 50 units', async () => {
    const yt = ytClient(maya.auth);
    const videoId =
      (
        await yt.playlistItems.list(
          { part: ['contentDetails'], playlistId: UPLOADS_OF(CHANNEL_IDS.kitchenAtlas) },
          opts,
        )
      ).data.items?.[3]?.contentDetails?.videoId ?? '';
    const first = '1\n00:00:01,000 --> 00:00:02,000\nFirst draft\n';
    const inserted = await yt.captions.insert(
      {
        part: ['snippet'],
        requestBody: { snippet: { videoId, language: 'fr', name: 'Edited', isDraft: true } },
        media: { mimeType: 'application/octet-stream', body: first },
      },
      opts,
    );
    const id = inserted.data.id ?? '';
    const edited =
      'WEBVTT\n\n00:00:01.250 --> 00:00:03.000\nTom &amp; Jerry &lt;3 <i>pasta</i>\n\n' +
      '01:02:03.004 --> 01:02:05.000\nDeux\nlignes\n';
    const updated = await yt.captions.update(
      {
        part: ['snippet'],
        requestBody: { id, snippet: { isDraft: true } },
        media: { mimeType: 'text/vtt', body: edited },
      },
      opts,
    );
    expect(updated.data).toMatchObject({ id, snippet: { language: 'fr', name: 'Edited', isDraft: true } });
    const download = async (tfmt?: string) =>
      String(
        (await yt.captions.download({ id, ...(tfmt ? { tfmt } : {}) }, { ...opts, responseType: 'text' }))
          .data,
      );
    expect(await download('srt')).toBe(
      '1\n00:00:01,250 --> 00:00:03,000\nTom & Jerry <3 <i>pasta</i>\n\n' +
        '2\n01:02:03,004 --> 01:02:05,000\nDeux\nlignes\n',
    );
    expect(await download('vtt')).toContain(
      '00:00:01.250 --> 00:00:03.000\nTom &amp; Jerry &lt;3 <i>pasta</i>\n',
    );
    // Without tfmt, the format of the file last sent.
    expect(await download()).toMatch(/^WEBVTT\n/);
    expect(await download('sbv')).toContain('1:02:03.004,1:02:05.000\nDeux\nlignes');
    expect(await download('ttml')).toContain(
      '<p begin="00:00:01.250" end="00:00:03.000">Tom &#38; Jerry &#60;3 &#60;i&#62;pasta&#60;/i&#62;</p>',
    );
    // SCC is a tfmt YouTube lists, which the sandbox does not write: it answers as YouTube does when it cannot.
    await expect(download('scc')).rejects.toMatchObject({ response: { status: 400 } });

    await yt.captions.delete({ id }, opts);
    expect(await reasonOf(yt.captions.delete({ id }, opts))).toBe('captionNotFound');
    const listed = await yt.captions.list({ part: ['snippet'], videoId }, opts);
    expect(listed.data.items?.some((c) => c.id === id) ?? false).toBe(false);
    const units = (method: string) =>
      server.sandbox.control
        .getLedger({ clientId: TEST_CLIENT.clientId, method })
        .entries.map((e) => e.units);
    expect(units('youtube.captions.update')).toEqual([450]);
    // The second delete found nothing: a refused call costs 1 unit, as the sandbox's other refusals do.
    expect(units('youtube.captions.delete')).toEqual([50, 1]);
  });
});
