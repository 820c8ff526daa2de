// The optimization workflow against the Google sandbox: suggestions from the builtin engine, the monthly
// allowance, publishing through the checked path (only the intended fields change, conflicts are caught, a
// retried key publishes once), revert, copies in the history, and the channel audit.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { checkMetadata } from '@vidcraft/seo';
import {
  ChannelAudit,
  ErrorBody,
  HistoryEntry,
  PublishResponse,
  SuggestionSet,
  VideoDetails,
} from '@vidcraft/contracts';
import { TestBrowser } from '../../../test/browser.ts';
import { ledgerMark, waitForSync } from '../../../test/sync-helpers.ts';
import { presentPlan } from '../plans/plans.service.ts';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app.ts';

describe('video optimization', () => {
  let t: TestApp<never>;
  let browser: TestBrowser;
  let userId: string;
  let videoId: string;
  let details: VideoDetails;

  const optimize = async (body: Record<string, unknown>) => {
    const started = await browser.send('POST', '/api/ai-video-optimizer', body);
    expect(started.statusCode, started.body).toBe(202);
    const runId = (started.json() as { run: { id: string } }).run.id;
    const run = await eventually(async () => {
      const r = (await browser.get(`/api/jobs/${runId}`)).json() as {
        status: string;
        result: { suggestionId: string } | null;
      };
      return ['succeeded', 'failed'].includes(r.status) ? r : undefined;
    }, 60_000);
    expect(run.status).toBe('succeeded');
    return SuggestionSet.parse((await browser.get(`/api/suggestions/${run.result!.suggestionId}`)).json());
  };

  beforeAll(async () => {
    t = await createTestApp({ sandbox: true, realSessions: true, handlers: 'app' });
    browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'maya' });
    userId = ((await browser.get('/api/auth/me')).json() as { id: string }).id;
    // Publishing and reading captions need the write permission, granted in context.
    await browser.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas }, { access: 'write' });
    await waitForSync(browser);
    // A long-form video with captions, a category, a default language and existing localizations.
    const list = (await browser.get('/api/user/channel-videos?limit=100&type=long&captions=true')).json() as {
      videos: { id: string }[];
    };
    for (const candidate of list.videos) {
      const d = VideoDetails.parse((await browser.get(`/api/videos/${candidate.id}/details`)).json());
      if (Object.keys(d.localizations).length > 0 && d.defaultLanguage) {
        videoId = d.id;
        details = d;
        break;
      }
    }
    expect(videoId).toBeDefined();
  }, 120_000);
  afterAll(() => t.close());

  it('suggests with the Basic engine, grounded in the captions, within YouTube rules', async () => {
    const suggestion = await optimize({ videoId, engine: 'builtin' });
    expect(suggestion.engine).toEqual({ engine: 'builtin', label: 'Basic', provider: null, model: null });
    expect(suggestion.base).toEqual({
      title: details.title,
      description: details.description,
      tags: details.tags,
    });
    const { content } = suggestion;
    // A title that already leads with its keyword and fits gets no rewrite — the notes say so.
    expect(content.titles.length > 0 || content.notes.some((n) => n.code === 'title.alreadyGood')).toBe(true);
    for (const title of content.titles) {
      expect(
        checkMetadata({ title: title.text, description: content.description, tags: content.tags }).accepted,
      ).toBe(true);
    }
    // Chapters come from real caption timestamps.
    const captions = (await browser.get(`/api/videos/${videoId}/captions`)).json() as {
      tracks: { id: string }[];
    };
    const read = await browser.send(
      'POST',
      `/api/videos/${videoId}/captions/${encodeURIComponent(captions.tracks[0]!.id)}/download`,
      { format: 'vtt' },
    );
    expect(read.statusCode, read.body).toBe(200);
    const text = read.json() as { text: { body: string } };
    const cueStarts = [...text.text.body.matchAll(/^(?:(\d+):)?(\d{2}):(\d{2})\.\d{3} -->/gm)].map(
      (m) => Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]),
    );
    for (const chapter of content.chapters) expect([0, ...cueStarts]).toContain(chapter.startSeconds);
    const usage = (await browser.get(`/api/usage/optimizations/${userId}`)).json() as {
      optimizations: { used: number };
    };
    expect(usage.optimizations.used).toBe(1);
  });

  it('answers usage only for the signed-in user', async () => {
    expect(
      (await browser.get('/api/usage/optimizations/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    const limits = (await browser.get(`/api/usage/limits/${userId}`)).json() as { engines: unknown };
    expect(limits.engines).toEqual({ default: 'builtin', llm: null });
  });

  it('publishes only the intended fields; categoryId and localizations survive', async () => {
    const suggestion = (await browser.get(`/api/videos/${videoId}/suggestions`)).json() as {
      suggestions: SuggestionSet[];
    };
    const latest = suggestion.suggestions[0]!;
    const newTitle = latest.content.titles[0]?.text ?? `${[...details.title].slice(0, 90).join('')} (2026)`;
    const mark = ledgerMark(t);
    const key = randomUUID();
    const body = {
      idempotencyKey: key,
      suggestionId: latest.id,
      fields: { title: newTitle },
      base: latest.base,
    };
    const res = await browser.send('PUT', `/api/videos/${videoId}`, body);
    expect(res.statusCode, res.body).toBe(200);
    const published = PublishResponse.parse(res.json());
    expect(published.replayed).toBe(false);
    expect(published.entry).toMatchObject({ kind: 'publish', status: 'succeeded', changedFields: ['title'] });
    expect(published.entry.before).toEqual({ title: details.title });
    expect(published.video.title).toBe(newTitle);
    expect(published.video.description).toBe(details.description);
    expect(published.video.tags).toEqual(details.tags);
    expect(published.video.categoryId).toBe(details.categoryId);
    expect(published.video.defaultLanguage).toBe(details.defaultLanguage);
    expect(published.video.localizations).toEqual(details.localizations);
    expect(mark.callsSince()).toEqual([
      'youtube.videos.list',
      'youtube.videos.update',
      'youtube.videos.list',
    ]);

    // A double click or a retry with the same key publishes once.
    const again = PublishResponse.parse((await browser.send('PUT', `/api/videos/${videoId}`, body)).json());
    expect(again.replayed).toBe(true);
    expect(mark.callsSince().filter((m) => m === 'youtube.videos.update')).toHaveLength(1);

    // The picker can find what was optimized, and what most needs it.
    const optimized = (await browser.get('/api/user/channel-videos?optimized=true&limit=100')).json() as {
      videos: { id: string; optimized: boolean }[];
    };
    expect(optimized.videos.map((v) => v.id)).toEqual([videoId]);
    const byScore = (await browser.get('/api/user/channel-videos?sort=score&limit=100')).json() as {
      videos: { seoScore: number | null }[];
    };
    const scores = byScore.videos.map((v) => v.seoScore!);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
  });

  it('stops when the video changed on YouTube since the base, and publishes on request', async () => {
    const current = VideoDetails.parse((await browser.get(`/api/videos/${videoId}/details`)).json());
    const base = { title: current.title, description: current.description, tags: current.tags };
    t.sandbox!.sandbox.control.editVideo(videoId, {
      description: `${current.description}\n\nEdited in Studio.`,
    });
    const body = {
      idempotencyKey: randomUUID(),
      fields: { tags: [...current.tags, 'weeknight dinner'] },
      base,
    };
    const conflict = await browser.send('PUT', `/api/videos/${videoId}`, body);
    expect(conflict.statusCode).toBe(409);
    const error = ErrorBody.parse(conflict.json());
    expect(error.details).toMatchObject({ reason: 'changedOnYoutube', changes: [{ field: 'description' }] });
    const forced = await browser.send('PUT', `/api/videos/${videoId}`, { ...body, overwrite: true });
    expect(forced.statusCode).toBe(200);
    const video = PublishResponse.parse(forced.json()).video;
    expect(video.description).toContain('Edited in Studio.'); // untouched fields keep YouTube's current value
    expect(video.tags).toContain('weeknight dinner');
  });

  it('refuses metadata YouTube would reject, naming the rule', async () => {
    const res = await browser.send('PUT', `/api/videos/${videoId}`, {
      idempotencyKey: randomUUID(),
      fields: { title: 'x'.repeat(101) },
    });
    expect(res.statusCode).toBe(400);
    expect(ErrorBody.parse(res.json()).details).toMatchObject({
      reason: 'youtubeRules',
      problems: [{ reason: 'invalidTitle' }],
    });
  });

  it('reverts a publish exactly, through the same path', async () => {
    const history = (await browser.get(`/api/optimization-history?videoId=${videoId}`)).json() as {
      entries: HistoryEntry[];
    };
    const titlePublish = history.entries.find(
      (e) => e.kind === 'publish' && e.changedFields.includes('title'),
    )!;
    const before = VideoDetails.parse((await browser.get(`/api/videos/${videoId}/details`)).json());
    const res = await browser.send('POST', '/api/optimization-history', {
      revertOf: titlePublish.id,
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const reverted = PublishResponse.parse(res.json());
    expect(reverted.entry).toMatchObject({ kind: 'revert', revertsId: titlePublish.id, status: 'succeeded' });
    expect(reverted.video.title).toBe(details.title);
    expect(reverted.video.description).toBe(before.description);
    expect(reverted.video.tags).toEqual(before.tags);
    const after = (await browser.get(`/api/optimization-history?videoId=${videoId}`)).json() as {
      entries: HistoryEntry[];
    };
    expect(after.entries.find((e) => e.id === titlePublish.id)?.revertedById).toBe(reverted.entry.id);
  });

  it('records copies in the history', async () => {
    const [latest] = (
      (await browser.get(`/api/videos/${videoId}/suggestions`)).json() as { suggestions: SuggestionSet[] }
    ).suggestions;
    const res = await browser.send('POST', '/api/record-optimization', {
      suggestionId: latest!.id,
      fields: { description: latest!.content.description },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(HistoryEntry.parse(res.json())).toMatchObject({
      kind: 'copy',
      status: 'succeeded',
      changedFields: ['description'],
    });
  });

  it('audits the channel without calling YouTube', async () => {
    const connection = (
      (await browser.get('/api/youtube-connections')).json() as { connections: { id: string }[] }
    ).connections[0]!;
    const mark = ledgerMark(t);
    const audit = ChannelAudit.parse(
      (await browser.send('POST', `/api/youtube/analyze-channel/${connection.id}`)).json(),
    );
    expect(mark.unitsSince()).toBe(0);
    expect(audit.videosAnalyzed).toBeGreaterThan(50);
    expect(audit.distribution.reduce((sum, b) => sum + b.count, 0)).toBe(audit.videosAnalyzed);
    expect(audit.quickWins.length).toBeGreaterThan(0);
    expect(audit.commonIssues.length).toBeGreaterThan(0);
  });

  it('holds each user to the monthly allowance', async () => {
    // The user is on the trial plan; an admin lowers its optimization limit.
    const trial = presentPlan(await t.services.plans.ofKind('trial'), null);
    await t.services.plans.update({ userId }, trial.id, {
      ...trial,
      limits: { ...trial.limits, optimization: 2 },
    });
    const second = await browser.send('POST', '/api/ai-video-optimizer', {
      videoId: details.id,
      engine: 'builtin',
    });
    expect(second.statusCode).toBe(202);
    const done = await eventually(async () => {
      const r = (
        await browser.get(`/api/jobs/${(second.json() as { run: { id: string } }).run.id}`)
      ).json() as { status: string };
      return ['succeeded', 'failed'].includes(r.status) ? r : undefined;
    }, 20_000);
    expect(done, JSON.stringify(done)).toMatchObject({ status: 'succeeded' });
    const third = await browser.send('POST', '/api/ai-video-optimizer', {
      videoId: details.id,
      engine: 'builtin',
    });
    expect(third.statusCode).toBe(403);
    expect(ErrorBody.parse(third.json()).details).toMatchObject({
      reason: 'monthlyLimit',
      used: 2,
      limit: 2,
    });
  });

  it('asks for the write permission when the grant is read-only', async () => {
    const other = new TestBrowser(t.app);
    await other.signIn({ account: 'lucia' });
    await other.connectChannel({ account: 'lucia', channel: CHANNEL_IDS.mochilaSabor });
    await waitForSync(other);
    const [video] = (
      (await other.get('/api/user/channel-videos?limit=1')).json() as {
        videos: { id: string; title: string }[];
      }
    ).videos;
    const res = await other.send('PUT', `/api/videos/${video!.id}`, {
      idempotencyKey: randomUUID(),
      fields: { title: `${video!.title} ✓` },
    });
    expect(res.statusCode).toBe(401);
    expect(ErrorBody.parse(res.json())).toMatchObject({
      error: 'AUTH_REQUIRED',
      details: { needsWriteAccess: true },
    });
  });
});
