// Decision 016: reading captions is free, spending on them is a POST. The GET serves what is stored and refuses
// the old `refresh` / `track` parameters; POST …/captions/refresh lists (50 units), POST …/{trackId}/download
// reads a track (200 units, then kept). Units are read from the Google sandbox's own ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { CaptionsResponse, ErrorBody } from '@vidcraft/contracts';
import { TestBrowser } from '../../../test/browser.ts';
import { ledgerMark, waitForSync } from '../../../test/sync-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('captions: GET reads, POST spends', () => {
  let t: TestApp<never>;
  let browser: TestBrowser;
  let videoId: string;

  beforeAll(async () => {
    t = await createTestApp({ sandbox: true, realSessions: true, handlers: 'app' });
    browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'maya' });
    await browser.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas }, { access: 'write' });
    await waitForSync(browser);
    const list = (await browser.get('/api/user/channel-videos?limit=1&captions=true')).json() as {
      videos: { id: string }[];
    };
    videoId = list.videos[0]!.id;
  }, 120_000);
  afterAll(() => t.close());

  const captions = (path = '') => `/api/videos/${videoId}/captions${path}`;

  it('the GET answers what is stored and never calls YouTube', async () => {
    const mark = ledgerMark(t);
    const stored = CaptionsResponse.parse((await browser.get(captions())).json());
    expect(stored).toMatchObject({ hasCaptions: true, tracks: [], listedAt: null, text: null });
    for (const query of ['?refresh=true', '?track=abc', '?track=abc&format=vtt', '?format=srt']) {
      const refused = await browser.get(captions(query));
      expect(refused.statusCode, query).toBe(400);
      expect(ErrorBody.parse(refused.json()).error).toBe('VALIDATION');
    }
    expect(mark.callsSince()).toEqual([]);
  });

  it('POST …/refresh lists the tracks (50 units); onlyIfStale answers a fresh list for free', async () => {
    let mark = ledgerMark(t);
    const listed = await browser.send('POST', captions('/refresh'), { onlyIfStale: true });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(CaptionsResponse.parse(listed.json()).tracks.length).toBeGreaterThan(0);
    expect(mark.unitsSince()).toBe(50);

    mark = ledgerMark(t);
    const cached = await browser.send('POST', captions('/refresh'), { onlyIfStale: true });
    expect(CaptionsResponse.parse(cached.json()).tracks).toEqual(
      CaptionsResponse.parse(listed.json()).tracks,
    );
    expect(mark.unitsSince()).toBe(0);

    mark = ledgerMark(t);
    const forced = await browser.send('POST', captions('/refresh'), {});
    expect(forced.statusCode, forced.body).toBe(200);
    expect(mark.callsSince()).toEqual(['youtube.captions.list']);
    expect(mark.unitsSince()).toBe(50);

    // The GET now serves the stored list, still without a call.
    mark = ledgerMark(t);
    const stored = CaptionsResponse.parse((await browser.get(captions())).json());
    expect(stored.tracks).toEqual(CaptionsResponse.parse(forced.json()).tracks);
    expect(stored.listedAt).not.toBeNull();
    expect(mark.callsSince()).toEqual([]);
  });

  it('POST …/{trackId}/download reads a track once (200 units), then from what was kept', async () => {
    const { tracks } = CaptionsResponse.parse((await browser.get(captions())).json());
    const trackId = encodeURIComponent(tracks[0]!.id);
    let mark = ledgerMark(t);
    const read = await browser.send('POST', captions(`/${trackId}/download`), { format: 'vtt' });
    expect(read.statusCode, read.body).toBe(200);
    const text = CaptionsResponse.parse(read.json()).text!;
    expect(text).toMatchObject({ trackId: tracks[0]!.id, format: 'vtt', cached: false });
    expect(text.body).toContain('-->');
    expect(mark.unitsSince()).toBe(200);

    mark = ledgerMark(t);
    const again = CaptionsResponse.parse(
      (await browser.send('POST', captions(`/${trackId}/download`), { format: 'vtt' })).json(),
    );
    expect(again.text).toMatchObject({ cached: true, body: text.body });
    expect(mark.unitsSince()).toBe(0);

    const unknown = await browser.send('POST', captions('/no-such-track/download'), {});
    expect(unknown.statusCode).toBe(404);
  });

  it('the spending POSTs sit behind the CSRF guard', async () => {
    const mark = ledgerMark(t);
    for (const path of [captions('/refresh'), captions('/x/download')]) {
      const forged = await browser.send('POST', path, {}, { origin: 'https://evil.example' });
      expect(forged.statusCode, path).toBe(403);
      expect(ErrorBody.parse(forged.json()).error).toBe('FORBIDDEN');
    }
    expect(mark.callsSince()).toEqual([]);
  });

  it('the video list GET refuses forceRefresh and starts no sync', async () => {
    const before = await t.database.db
      .selectFrom('job_runs')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const refused = await browser.get('/api/user/channel-videos?forceRefresh=true');
    expect(refused.statusCode).toBe(400);
    expect(ErrorBody.parse(refused.json()).error).toBe('VALIDATION');
    const after = await t.database.db
      .selectFrom('job_runs')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
