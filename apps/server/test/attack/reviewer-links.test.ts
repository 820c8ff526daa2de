// attack: reviewer links. A link opens one language of one video's translation to whoever holds it, and
// nothing else: not the creator's other languages or videos (whatever the request names), not the creator's
// routes, and nothing at all once it is revoked or expired, or when the secret is guessed.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { ReviewView, TranslationJob } from '@vidcraft/contracts';
import { TestBrowser } from '../browser.ts';
import { waitForSync } from '../sync-helpers.ts';
import { createTestApp, eventually, type TestApp } from '../test-app.ts';

describe('attack: reviewer links', () => {
  let t: TestApp<never>;
  let owner: TestBrowser;
  let reviewer: TestBrowser;
  let first: TranslationJob;
  let second: TranslationJob;

  const translate = async (videoId: string, languages: string[]) => {
    const started = await owner.send('POST', '/api/translate-video', {
      videoIds: [videoId],
      languages,
      metadata: true,
      captions: null,
      engine: 'pseudo',
      idempotencyKey: randomUUID(),
    });
    const job = (started.json() as { jobs: { id: string; jobRunId: string }[] }).jobs[0]!;
    await eventually(async () => {
      const run = (await owner.get(`/api/jobs/${job.jobRunId}`)).json() as { status: string };
      return run.status === 'succeeded' ? run : undefined;
    }, 60_000);
    return TranslationJob.parse((await owner.get(`/api/translation-results/${job.id}`)).json());
  };
  const invite = async (jobId: string, language: string, name: string) => {
    const res = await owner.send(
      'POST',
      `/api/translation-results/${jobId}/languages/${language}/reviewers`,
      { name },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { invite, link } = res.json() as { invite: { id: string }; link: string };
    return { id: invite.id, token: link.split('/review/')[1]! };
  };
  const text = async (job: TranslationJob, language: string) =>
    TranslationJob.parse((await owner.get(`/api/translation-results/${job.id}`)).json()).languages.find(
      (l) => l.language === language,
    )!;

  beforeAll(async () => {
    t = await createTestApp({ sandbox: true, realSessions: true, handlers: 'app' });
    owner = new TestBrowser(t.app);
    reviewer = new TestBrowser(t.app);
    await owner.signIn({ account: 'maya' });
    await owner.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas }, { access: 'write' });
    await waitForSync(owner);
    const videos = (await owner.get('/api/user/channel-videos?limit=2&type=long')).json() as {
      videos: { id: string }[];
    };
    expect(videos.videos).toHaveLength(2);
    first = await translate(videos.videos[0]!.id, ['de', 'fr']);
    second = await translate(videos.videos[1]!.id, ['de']);
  }, 180_000);
  afterAll(() => t.close());

  it('opens only its own language of its own video, whatever the request names', async () => {
    const { token } = await invite(first.id, 'de', 'Greta');
    const view = ReviewView.parse((await reviewer.get(`/api/translation-review/${token}`)).json());
    expect(view.translation.language).toBe('de');
    expect(view.videoTitle).toBe(first.videoTitle);
    const body = JSON.stringify(view);
    expect(body).not.toContain('⟪fr⟫');
    expect(body).not.toContain(second.videoTitle);

    // Naming another language or job in the body changes nothing but the link's own language.
    const frBefore = await text(first, 'fr');
    const otherBefore = await text(second, 'de');
    const edited = await reviewer.send('PATCH', `/api/translation-review/${token}`, {
      title: 'Greta war hier',
      language: 'fr',
      jobId: second.id,
      id: second.languages[0]!.id,
    } as Record<string, unknown>);
    expect([200, 400]).toContain(edited.statusCode);
    expect((await text(first, 'fr')).title).toBe(frBefore.title);
    expect((await text(second, 'de')).title).toBe(otherBefore.title);
    if (edited.statusCode === 200) expect((await text(first, 'de')).title).toBe('Greta war hier');

    // The link is not a session: the creator's routes stay closed to its holder.
    expect((await reviewer.get(`/api/translation-results/${first.id}`)).statusCode).toBe(401);
    expect((await reviewer.get(`/api/translation-results/${second.id}`)).statusCode).toBe(401);
  });

  it('refuses a revoked link, an expired link and a guessed secret, the same way every time', async () => {
    const revoked = await invite(first.id, 'fr', 'Revoked');
    expect((await owner.send('DELETE', `/api/translation-reviewers/${revoked.id}`)).statusCode).toBe(200);
    const expired = await invite(second.id, 'de', 'Expired');
    await sql`update translation_reviewers set expires_at = now() - interval '1 second' where id = ${expired.id}`.execute(
      t.database.db,
    );
    const valid = await invite(second.id, 'de', 'Valid');
    const guessed = valid.token.slice(0, -1) + (valid.token.endsWith('A') ? 'B' : 'A');
    const before = await text(second, 'de');
    for (const token of [revoked.token, expired.token, guessed]) {
      const answers = [
        await reviewer.get(`/api/translation-review/${token}`),
        await reviewer.send('PATCH', `/api/translation-review/${token}`, { title: 'Should not land' }),
        await reviewer.send('POST', `/api/translation-review/${token}/review`, { decision: 'approve' }),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({
          error: 'NOT_FOUND',
          message: expect.stringMatching(/review link/),
        });
      }
    }
    expect(await text(second, 'de')).toMatchObject({ title: before.title, status: before.status });
    expect((await reviewer.get(`/api/translation-review/${valid.token}`)).statusCode).toBe(200);
    // A malformed secret is refused before any lookup.
    expect((await reviewer.get('/api/translation-review/short')).statusCode).toBe(400);
  });
});
