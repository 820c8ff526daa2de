// The translation workflow against the Google sandbox with the sandbox's pseudo engine: 57 languages of one
// video translated, checked and published in ONE videos.update that keeps the localizations the video had,
// exactly once per key, recorded in the history and reverted there; a caption track inserted, then replaced.
// Reviewer links are attacked in test/attack/reviewer-links.test.ts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import {
  HistoryEntry,
  MORE_YOUTUBE_LANGUAGES,
  TRANSLATION_LANGUAGES,
  TranslationCapabilities,
  TranslationEstimate,
  TranslationJob,
  VideoDetails,
} from '@vidcraft/contracts';
import { TestBrowser } from '../../../test/browser.ts';
import { ledgerMark, waitForSync } from '../../../test/sync-helpers.ts';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app.ts';

describe('translation', () => {
  let t: TestApp<never>;
  let browser: TestBrowser;
  let video: VideoDetails;
  let captioned: VideoDetails;

  const details = async (id: string) =>
    VideoDetails.parse((await browser.get(`/api/videos/${id}/details`)).json());
  const job = async (id: string) =>
    TranslationJob.parse((await browser.get(`/api/translation-results/${id}`)).json());
  const translate = async (body: Record<string, unknown>) => {
    const started = await browser.send('POST', '/api/translate-video', {
      idempotencyKey: randomUUID(),
      ...body,
    });
    expect(started.statusCode, started.body).toBe(202);
    const { jobs } = started.json() as { jobs: { id: string; jobRunId: string }[] };
    for (const { jobRunId } of jobs) {
      const run = await eventually(async () => {
        const r = (await browser.get(`/api/jobs/${jobRunId}`)).json() as {
          status: string;
          errorMessage?: string;
        };
        return ['succeeded', 'failed'].includes(r.status) ? r : undefined;
      }, 120_000);
      expect(run.status, JSON.stringify(run)).toBe('succeeded');
    }
    return Promise.all(jobs.map((j) => job(j.id)));
  };
  /** Approves every language, shortening a title first where the pseudo text went past YouTube's limit. */
  const approveAll = async (result: TranslationJob) => {
    for (const language of result.languages) {
      if (language.check.problems.some((p) => p.field === 'title')) {
        const edited = await browser.send(
          'PATCH',
          `/api/translation-results/${result.id}/languages/${language.language}`,
          { title: [...language.title].slice(0, 95).join('') },
        );
        expect(edited.statusCode, edited.body).toBe(200);
      }
      const approved = await browser.send(
        'POST',
        `/api/translation-results/${result.id}/languages/${language.language}/review`,
        { decision: 'approve' },
      );
      expect(approved.statusCode, approved.body).toBe(200);
    }
  };

  beforeAll(async () => {
    t = await createTestApp({ sandbox: true, realSessions: true, handlers: 'app' });
    browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'maya' });
    await browser.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas }, { access: 'write' });
    await waitForSync(browser);
    const list = (await browser.get('/api/user/channel-videos?limit=100&type=long')).json() as {
      videos: { id: string; hasCaptions?: boolean }[];
    };
    for (const candidate of list.videos) {
      const d = await details(candidate.id);
      if (
        !video &&
        d.defaultLanguage === 'en' &&
        Object.keys(d.localizations).length > 0 &&
        /https?:\/\//.test(d.description)
      ) {
        video = d;
      } else if (!captioned && d.hasCaptions && d.defaultLanguage === 'en' && d.id !== video?.id) {
        captioned = d;
      }
    }
    expect(video).toBeDefined();
    expect(captioned).toBeDefined();
  }, 180_000);
  afterAll(() => t.close());

  it('offers the sandbox’s labelled pseudo engine and says a real provider is needed', async () => {
    const capabilities = TranslationCapabilities.parse(
      (await browser.get('/api/translation/capabilities')).json(),
    );
    expect(capabilities.engines).toEqual([
      { id: 'pseudo', label: 'Pseudo-localization (sandbox)', pseudo: true },
    ]);
    expect(capabilities.providerHelp).toMatch(/TRANSLATION_PROVIDER/);
    expect(capabilities.languages.core).toHaveLength(57);
  });

  it('translates 57 languages, publishes them in one update that keeps the existing ones, once per key, and reverts', async () => {
    const languages: string[] = [
      ...TRANSLATION_LANGUAGES.filter((l) => l !== 'en'),
      MORE_YOUTUBE_LANGUAGES[0],
    ];
    expect(languages).toHaveLength(57);
    const estimate = TranslationEstimate.parse(
      (
        await browser.send('POST', '/api/translation/estimate', {
          videoIds: [video.id],
          languages,
          metadata: true,
          captions: null,
          engine: null,
        })
      ).json(),
    );
    expect(estimate.engine?.pseudo).toBe(true);
    expect(estimate.youtube.metadataUnits).toBe(51);
    expect(estimate.usage.languagesNeeded).toBe(57);
    expect(estimate.flags).toContainEqual({
      language: MORE_YOUTUBE_LANGUAGES[0],
      reason: 'smallOnlineAudience',
    });

    const mark = ledgerMark(t);
    const [result] = await translate({
      videoIds: [video.id],
      languages,
      metadata: true,
      captions: null,
      engine: null,
    });
    expect(mark.unitsSince()).toBe(0); // translating reads the mirror only
    expect(result!.languages).toHaveLength(57);
    const links = video.description.match(/https?:\/\/\S+/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const language of result!.languages) {
      expect(language.status).toBe('translated');
      expect(language.title.startsWith(`⟪${language.language}⟫`)).toBe(true);
      for (const link of links) expect(language.description).toContain(link.replace(/[.,;:!?)]+$/, ''));
      // Pseudo text translated back is the original again: the back-translation reads as the source.
      expect(language.backTranslation?.title).toBe(video.title);
    }
    await approveAll(result!);

    const key = randomUUID();
    const before = ledgerMark(t);
    const published = await browser.send('POST', '/api/publish-all-translations', {
      jobIds: [result!.id],
      idempotencyKey: key,
    });
    expect(published.statusCode, published.body).toBe(200);
    const attempt = (
      published.json() as { attempts: { status: string; historyEntryId: string; units: number }[] }
    ).attempts[0]!;
    expect(attempt.status).toBe('succeeded');
    expect(attempt.units).toBe(51); // what the ledger counted below
    expect(before.callsSince()).toEqual(['youtube.videos.list', 'youtube.videos.update']);
    expect(before.unitsSince()).toBe(51);

    const after = await details(video.id);
    for (const [language, existing] of Object.entries(video.localizations)) {
      if (!languages.includes(language)) expect(after.localizations[language]).toEqual(existing);
    }
    for (const language of languages) expect(after.localizations[language]?.title).toMatch(/^⟪/);

    // The same key again: the same outcome, nothing sent.
    const again = ledgerMark(t);
    const replay = await browser.send('POST', '/api/publish-all-translations', {
      jobIds: [result!.id],
      idempotencyKey: key,
    });
    expect(replay.statusCode).toBe(200);
    expect(again.unitsSince()).toBe(0);

    // The history has it, and reverting it puts the earlier localizations back.
    const entry = HistoryEntry.parse(
      (await browser.get(`/api/optimization-history?videoId=${video.id}`)).json().entries[0],
    );
    expect(entry.id).toBe(attempt.historyEntryId);
    expect(entry.changedFields).toContain('localizations');
    const reverted = await browser.send('POST', '/api/optimization-history', {
      revertOf: entry.id,
      idempotencyKey: randomUUID(),
    });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect((await details(video.id)).localizations).toEqual(video.localizations);
    expect((await job(result!.id)).languages.every((l) => l.status === 'approved')).toBe(true);
  }, 240_000);

  it('protects links, handles, hashtags and chapter times, and asks which language the original is in', async () => {
    const withoutDefault = { ...captioned };
    t.sandbox!.sandbox.control.editVideo(withoutDefault.id, {
      defaultLanguage: null,
      description: 'Watch more at https://example.com/recipes @kitchenatlas #pasta\n0:00 Intro\n1:30 Sauce',
    });
    await browser.send('POST', '/api/youtube/sync-videos-manual', {});
    await waitForSync(browser);
    const [result] = await translate({
      videoIds: [captioned.id],
      languages: ['de'],
      metadata: true,
      captions: null,
      engine: 'pseudo',
    });
    const de = result!.languages[0]!;
    expect(de.description).toContain('https://example.com/recipes');
    expect(de.description).toContain('@kitchenatlas');
    expect(de.description).toContain('#pasta');
    expect(
      de.description
        .split('\n')
        .slice(1)
        .map((l) => l.split(' ')[0]),
    ).toEqual(['0:00', '1:30']);
    expect(result!.needsDefaultLanguage).toBe(true);
    await approveAll(result!);
    const refused = await browser.send('POST', '/api/publish-translation', {
      jobId: result!.id,
      language: 'de',
      idempotencyKey: randomUUID(),
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ details: { reason: 'defaultLanguageNeeded' } });
    const published = await browser.send('POST', '/api/publish-translation', {
      jobId: result!.id,
      language: 'de',
      idempotencyKey: randomUUID(),
      defaultLanguage: 'en',
    });
    expect(published.statusCode, published.body).toBe(200);
    const after = await details(captioned.id);
    expect(after.defaultLanguage).toBe('en');
    expect(after.localizations.de?.description).toContain('https://example.com/recipes');
  }, 180_000);

  it('translates a caption track with its cue times kept, inserts it, then replaces it', async () => {
    const publishCaptions = async (jobId: string) => {
      const planned = await browser.send('POST', `/api/translation-results/${jobId}/publish-attempts`, {
        idempotencyKey: randomUUID(),
      });
      expect(planned.statusCode, planned.body).toBe(200);
      return eventually(async () => {
        const current = await job(jobId);
        return current.languages.every((l) => l.caption?.status === 'published') ? current : undefined;
      }, 60_000);
    };
    const [first] = await translate({
      videoIds: [captioned.id],
      languages: ['fr'],
      metadata: false,
      captions: { source: 'engine' },
      engine: 'pseudo',
    });
    const fr = first!.languages[0]!;
    expect(fr.caption?.status).toBe('translated');
    expect(fr.caption!.cues).toBeGreaterThan(0);
    expect(fr.caption!.body).toMatch(/^WEBVTT/);
    await approveAll(first!);
    const mark = ledgerMark(t);
    const done = await publishCaptions(first!.id);
    expect(mark.callsSince()).toContain('youtube.captions.insert');
    const trackId = done.languages[0]!.caption!.youtubeCaptionId;
    expect(trackId).toBeTruthy();

    const [second] = await translate({
      videoIds: [captioned.id],
      languages: ['fr'],
      metadata: false,
      captions: { source: 'youtube' },
      engine: null,
    });
    expect(second!.engine).toBeNull();
    expect(second!.languages[0]!.caption!.body).toContain('[MT fr]');
    await approveAll(second!);
    const replaced = ledgerMark(t);
    const redone = await publishCaptions(second!.id);
    expect(replaced.callsSince()).toContain('youtube.captions.update');
    expect(replaced.callsSince()).not.toContain('youtube.captions.insert');
    expect(redone.languages[0]!.caption!.youtubeCaptionId).toBe(trackId);
  }, 240_000);
});
