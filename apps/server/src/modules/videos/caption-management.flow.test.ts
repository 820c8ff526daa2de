// Caption management against the Google sandbox: list → download → edit cues → captions.update → download again
// gives exactly the edited cues; an upload with errors is refused with line numbers before any call; a new
// track, a replaced file and a delete, each sent once per idempotency key (retried and doubled); another user's
// video answers 404; a read-only connection is refused before any YouTube call. Units from the sandbox's ledger.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import {
  CaptionFileCheck,
  CaptionsResponse,
  CaptionWriteResponse,
  ErrorBody,
  type CaptionCue,
} from '@vidcraft/contracts';
import { TestBrowser } from '../../../test/browser.ts';
import { ledgerMark, waitForSync } from '../../../test/sync-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const file = (text: string, filename = 'track.srt') => ({
  file: { bytes: new TextEncoder().encode(text), filename, type: 'application/octet-stream' },
});

const GOOD_SRT = [
  '1',
  '00:00:00,500 --> 00:00:02,000',
  'Willkommen zurück',
  '',
  '2',
  '00:00:02,000 --> 00:00:04,250',
  'Heute: Pizza & Pasta <3',
  '',
].join('\n');

const BAD_SRT = [
  '1', // 1
  '00:00:01,000 --> 00:00:03,000', // 2
  'Eins', // 3
  '', // 4
  '2', // 5
  '00:00:02,500 --> 00:00:04,000', // 6 overlaps cue 1
  'Zwei', // 7
  '', // 8
  '3', // 9
  '00:00:05,000 -> 00:00:06,000', // 10 no arrow
  'Drei', // 11
  '', // 12
  '4', // 13
  '00:00:08,000 --> 00:00:07,000', // 14 ends before it starts
  'Vier', // 15
  '',
].join('\n');

describe('caption management', () => {
  let t: TestApp<never>;
  let maya: TestBrowser;
  let lucia: TestBrowser;
  let videoId: string;
  let luciaVideoId: string;

  beforeAll(async () => {
    // Caption writes are the quota hog (400–450 units each): a budget where one user's share covers them all.
    t = await createTestApp({
      sandbox: true,
      realSessions: true,
      handlers: 'app',
      env: { YOUTUBE_QUOTA_DAILY: '100000' },
    });
    maya = new TestBrowser(t.app);
    await maya.signIn({ account: 'maya' });
    await maya.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas }, { access: 'write' });
    await waitForSync(maya);
    videoId = (
      (await maya.get('/api/user/channel-videos?limit=1&captions=true')).json() as {
        videos: { id: string }[];
      }
    ).videos[0]!.id;
    // Lucia connects her channel read-only (the default).
    lucia = new TestBrowser(t.app);
    await lucia.signIn({ account: 'lucia' });
    await lucia.connectChannel({ account: 'lucia', channel: CHANNEL_IDS.mochilaSabor });
    await waitForSync(lucia);
    luciaVideoId = (
      (await lucia.get('/api/user/channel-videos?limit=1')).json() as { videos: { id: string }[] }
    ).videos[0]!.id;
  }, 180_000);
  afterAll(() => t.close());

  const path = (rest = '', video = videoId) => `/api/videos/${video}/captions${rest}`;

  it('a caption edit round-trips through YouTube exactly, and a retried save is sent once', async () => {
    let mark = ledgerMark(t);
    const listed = CaptionsResponse.parse((await maya.send('POST', path('/refresh'), {})).json());
    expect(listed.canWrite).toBe(true);
    expect(listed.costs).toEqual({
      listTracks: 50,
      downloadTrack: 200,
      insertTrack: 400,
      updateTrack: 450,
      deleteTrack: 50,
    });
    expect(listed.unitsLeftToday).toBeGreaterThan(0);
    const track = listed.tracks.find((tr) => tr.kind !== 'asr') ?? listed.tracks[0]!;
    const trackPath = (rest: string) => path(`/${encodeURIComponent(track.id)}${rest}`);
    const read = CaptionsResponse.parse(
      (await maya.send('POST', trackPath('/download'), { format: 'vtt' })).json(),
    );
    expect(mark.callsSince()).toEqual(['youtube.captions.list', 'youtube.captions.download']);
    const original = read.text!.cues!;
    expect(original.length).toBeGreaterThan(1);

    // Edited in place: new text (with characters WebVTT escapes, two lines), one cue moved, one added.
    const last = original.at(-1)!;
    const edited: CaptionCue[] = [
      { ...original[0]!, text: 'Tom & Jerry <3 — edited\nsecond line' },
      { ...original[1]!, startMs: original[1]!.startMs + 120, text: original[1]!.text },
      ...original.slice(2),
      { startMs: last.endMs + 500, endMs: last.endMs + 2_750, text: 'Añadido · 追加' },
    ];

    // The same checks as the editor: an overlap is refused before anything is sent.
    mark = ledgerMark(t);
    const overlapping = edited.map((cue, i) => (i === 1 ? { ...cue, startMs: edited[0]!.endMs - 10 } : cue));
    const refused = await maya.send('POST', trackPath('/cues'), {
      cues: overlapping,
      idempotencyKey: randomUUID(),
    });
    expect(refused.statusCode).toBe(400);
    expect(ErrorBody.parse(refused.json()).details).toMatchObject({
      reason: 'cueProblems',
      problems: [{ index: 1, kind: 'overlap', other: 0 }],
    });
    expect(mark.callsSince()).toEqual([]);

    const key = randomUUID();
    const saved = await maya.send('POST', trackPath('/cues'), { cues: edited, idempotencyKey: key });
    expect(saved.statusCode, saved.body).toBe(200);
    const savedBody = CaptionWriteResponse.parse(saved.json());
    expect(savedBody.write).toEqual({ kind: 'update', trackId: track.id, replayed: false });
    expect(savedBody.text?.cues).toEqual(edited);
    expect(mark.callsSince()).toEqual(['youtube.captions.update']);
    expect(mark.unitsSince()).toBe(450);

    // Retried (a lost answer) and doubled (two tabs): sent once.
    mark = ledgerMark(t);
    const again = CaptionWriteResponse.parse(
      (await maya.send('POST', trackPath('/cues'), { cues: edited, idempotencyKey: key })).json(),
    );
    expect(again.write.replayed).toBe(true);
    const doubledKey = randomUUID();
    const doubled = await Promise.all(
      [0, 1].map(() => maya.send('POST', trackPath('/cues'), { cues: edited, idempotencyKey: doubledKey })),
    );
    expect(doubled.map((r) => r.statusCode).sort()).toEqual(
      doubled.some((r) => r.statusCode === 409) ? [200, 409] : [200, 200],
    );
    expect(mark.callsSince()).toEqual(['youtube.captions.update']);

    // Downloaded again from YouTube, in another format: exactly the edited cues.
    mark = ledgerMark(t);
    const back = CaptionsResponse.parse(
      (await maya.send('POST', trackPath('/download'), { format: 'srt' })).json(),
    );
    expect(back.text).toMatchObject({ format: 'srt', cached: false });
    expect(back.text!.cues).toEqual(edited);
    expect(mark.callsSince()).toEqual(['youtube.captions.download']);
    for (const format of ['sbv', 'ttml'] as const) {
      const converted = CaptionsResponse.parse(
        (await maya.send('POST', trackPath('/download'), { format })).json(),
      );
      expect(converted.text?.body).toContain(format === 'sbv' ? '0:00:00' : '<tt ');
    }
  });

  it('refuses a file with errors with their line numbers before any call', async () => {
    const mark = ledgerMark(t);
    const checked = await maya.sendForm(path('/check'), {}, file(BAD_SRT));
    expect(checked.statusCode, checked.body).toBe(200);
    const check = CaptionFileCheck.parse(checked.json());
    expect(check.issues.map(({ line, code }) => ({ line, code }))).toEqual([
      { line: 6, code: 'overlap' },
      { line: 10, code: 'unreadableBlock' },
      { line: 14, code: 'endNotAfterStart' },
    ]);
    const upload = await maya.sendForm(
      path(),
      { language: 'de', name: 'Broken', idempotencyKey: randomUUID() },
      file(BAD_SRT),
    );
    expect(upload.statusCode).toBe(400);
    const body = ErrorBody.parse(upload.json());
    expect(body.details).toMatchObject({ reason: 'captionFile', format: 'srt' });
    expect((body.details as { issues: { line: number }[] }).issues.map((i) => i.line)).toEqual([6, 10, 14]);
    const tooLarge = await maya.sendForm(path('/check'), {}, file('x'.repeat(2 * 1024 * 1024 + 1)));
    expect(tooLarge.statusCode).toBe(400);
    expect(ErrorBody.parse(tooLarge.json()).details).toMatchObject({ reason: 'tooLarge' });
    expect(mark.callsSince()).toEqual([]);
  });

  it('uploads a new track once per key, explains a duplicate, replaces it and deletes it once', async () => {
    let mark = ledgerMark(t);
    const key = randomUUID();
    const fields = { language: 'de', name: 'Deutsch (Vidcraft)', isDraft: 'true', idempotencyKey: key };
    const inserted = await maya.sendForm(path(), fields, file(GOOD_SRT));
    expect(inserted.statusCode, inserted.body).toBe(200);
    const created = CaptionWriteResponse.parse(inserted.json());
    const trackId = created.write.trackId;
    expect(created.tracks.find((tr) => tr.id === trackId)).toMatchObject({
      language: 'de',
      name: 'Deutsch (Vidcraft)',
      isDraft: true,
    });
    expect(created.text?.cues).toEqual([
      { startMs: 500, endMs: 2000, text: 'Willkommen zurück' },
      { startMs: 2000, endMs: 4250, text: 'Heute: Pizza & Pasta <3' },
    ]);
    const retried = CaptionWriteResponse.parse((await maya.sendForm(path(), fields, file(GOOD_SRT))).json());
    expect(retried.write).toEqual({ kind: 'insert', trackId, replayed: true });
    expect(mark.callsSince()).toEqual(['youtube.captions.insert']);
    expect(mark.unitsSince()).toBe(400);

    // Same language and name: explained, and refused before spending 400 units on YouTube's 409.
    mark = ledgerMark(t);
    const duplicate = await maya.sendForm(
      path(),
      { ...fields, idempotencyKey: randomUUID() },
      file(GOOD_SRT),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(ErrorBody.parse(duplicate.json()).details).toMatchObject({ reason: 'captionExists' });
    expect(mark.callsSince()).toEqual([]);

    const trackPath = (rest = '') => path(`/${encodeURIComponent(trackId)}${rest}`);
    const replacement = GOOD_SRT.replace('Willkommen zurück', 'Hallo zusammen');
    const replaced = await maya.sendForm(
      trackPath('/replace'),
      { idempotencyKey: randomUUID() },
      file(replacement),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(CaptionWriteResponse.parse(replaced.json()).text?.cues?.[0]?.text).toBe('Hallo zusammen');
    const downloaded = CaptionsResponse.parse(
      (await maya.send('POST', trackPath('/download'), { format: 'srt' })).json(),
    );
    expect(downloaded.text?.cues?.[0]).toEqual({ startMs: 500, endMs: 2000, text: 'Hallo zusammen' });
    // Still a draft: replacing keeps the track's state.
    expect(downloaded.tracks.find((tr) => tr.id === trackId)?.isDraft).toBe(true);
    expect(mark.callsSince()).toEqual(['youtube.captions.update', 'youtube.captions.download']);

    mark = ledgerMark(t);
    const deleteKey = randomUUID();
    const deleted = await maya.send('DELETE', trackPath(), { idempotencyKey: deleteKey });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(CaptionWriteResponse.parse(deleted.json()).tracks.some((tr) => tr.id === trackId)).toBe(false);
    const deletedAgain = await maya.send('DELETE', trackPath(), { idempotencyKey: deleteKey });
    expect(CaptionWriteResponse.parse(deletedAgain.json()).write.replayed).toBe(true);
    expect(mark.callsSince()).toEqual(['youtube.captions.delete']);
    expect(mark.unitsSince()).toBe(50);
    // A key used for one change cannot name another.
    const reused = await maya.send('DELETE', path(`/${encodeURIComponent(trackId)}x`), {
      idempotencyKey: deleteKey,
    });
    expect(reused.statusCode).toBe(400);
  });

  it("another user's video answers 404, and a read-only connection is refused before any call", async () => {
    const mark = ledgerMark(t);
    const { tracks } = CaptionsResponse.parse((await maya.get(path())).json());
    const trackId = encodeURIComponent(tracks[0]!.id);
    const attempts = [
      await lucia.get(path()),
      await lucia.sendForm(path('/check'), {}, file(GOOD_SRT)),
      await lucia.sendForm(
        path(),
        { language: 'es', name: 'x', idempotencyKey: randomUUID() },
        file(GOOD_SRT),
      ),
      await lucia.send('POST', path(`/${trackId}/cues`), {
        cues: [{ startMs: 0, endMs: 1000, text: 'x' }],
        idempotencyKey: randomUUID(),
      }),
      await lucia.sendForm(path(`/${trackId}/replace`), { idempotencyKey: randomUUID() }, file(GOOD_SRT)),
      await lucia.send('DELETE', path(`/${trackId}`), { idempotencyKey: randomUUID() }),
    ];
    // Whatever the body: a JSON body sent to the multipart routes is not read before the video is looked up.
    for (const rest of ['/check', '', `/${trackId}/replace`]) {
      attempts.push(await lucia.send('POST', path(rest), {}));
    }
    for (const answer of attempts) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(ErrorBody.parse(answer.json()).error).toBe('NOT_FOUND');
    }

    const own = CaptionsResponse.parse((await lucia.get(path('', luciaVideoId))).json());
    expect(own.canWrite).toBe(false);
    const upload = await lucia.sendForm(
      path('', luciaVideoId),
      { language: 'es', name: 'Español', idempotencyKey: randomUUID() },
      file(GOOD_SRT),
    );
    expect(upload.statusCode).toBe(401);
    expect(ErrorBody.parse(upload.json())).toMatchObject({
      error: 'AUTH_REQUIRED',
      details: { needsWriteAccess: true },
    });
    const edit = await lucia.send('POST', path('/some-track/cues', luciaVideoId), {
      cues: [{ startMs: 0, endMs: 1000, text: 'x' }],
      idempotencyKey: randomUUID(),
    });
    expect(ErrorBody.parse(edit.json()).error).toBe('AUTH_REQUIRED');
    expect(mark.callsSince()).toEqual([]);
  });
});
