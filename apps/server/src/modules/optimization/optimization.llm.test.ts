// The LLM engine end to end: the job sends one structured request to an OpenAI-compatible server (a loopback
// fake speaking the real protocol), then YouTube's rules repair or drop what the model got wrong.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { checkMetadata, tagBudget } from '@vidcraft/seo';
import { SuggestionSet } from '@vidcraft/contracts';
import { TestBrowser } from '../../../test/browser.ts';
import { startFakeOpenAI } from '../../../test/fake-openai.ts';
import { waitForSync } from '../../../test/sync-helpers.ts';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app.ts';

describe('optimization with an LLM provider', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let t: TestApp<never>;
  let browser: TestBrowser;
  let videoId: string;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApp({
      sandbox: true,
      realSessions: true,
      handlers: 'app',
      env: {
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: fake.baseUrl,
        AI_MODEL: 'llama-3.1-8b-instruct',
        AI_TIMEOUT_MS: '3000',
        AI_PRICE_INPUT_PER_MTOK: '0.1',
        AI_PRICE_OUTPUT_PER_MTOK: '0.4',
      },
    });
    browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'maya' });
    await browser.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas });
    await waitForSync(browser);
    videoId = (
      (await browser.get('/api/user/channel-videos?limit=1&type=long')).json() as { videos: { id: string }[] }
    ).videos[0]!.id;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const run = async () => {
    const started = await browser.send('POST', '/api/ai-video-optimizer', {
      videoId,
      options: { useCaptions: false, titleCount: 3 },
    });
    expect(started.statusCode, started.body).toBe(202);
    const id = (started.json() as { run: { id: string } }).run.id;
    return eventually(async () => {
      const r = (await browser.get(`/api/jobs/${id}`)).json() as {
        status: string;
        result: { suggestionId: string } | null;
        error: unknown;
      };
      return ['succeeded', 'failed'].includes(r.status) ? r : undefined;
    }, 60_000);
  };

  it('uses the provider by default and records model, tokens, cost and latency', async () => {
    // Maya reads Vidcraft in Spanish: the rationales are asked for in her language, the metadata in the video's.
    const preference = await browser.send('POST', '/api/user/preferences', { language: 'es' });
    expect(preference.statusCode, preference.body).toBe(200);
    fake.queue.push({
      kind: 'json',
      content: {
        titles: [{ text: 'Weeknight Pasta: A Creamy Sauce in 15 Minutes', rationale: 'Keyword first.' }],
        description: 'A creamy weeknight pasta in 15 minutes.',
        tags: ['weeknight pasta', 'creamy pasta'],
        hashtags: ['#pasta', '#weeknightdinner', '#recipe'],
        chapters: [],
      },
      usage: { prompt_tokens: 1200, completion_tokens: 300 },
    });
    const done = await run();
    expect(done.status).toBe('succeeded');
    const suggestion = SuggestionSet.parse(
      (await browser.get(`/api/suggestions/${done.result!.suggestionId}`)).json(),
    );
    expect(suggestion.engine).toMatchObject({
      engine: 'llm',
      provider: 'OpenAI-compatible',
      model: 'llama-3.1-8b-instruct',
    });
    expect(suggestion.usage).toMatchObject({ inputTokens: 1200, outputTokens: 300 });
    expect(suggestion.usage.costUsd).toBeCloseTo((1200 * 0.1 + 300 * 0.4) / 1e6, 10);
    expect(fake.requests.at(-1)!.body.model).toBe('llama-3.1-8b-instruct');
    const system = String(fake.requests.at(-1)!.body.messages[0]!.content);
    expect(system).toMatch(/in the video's language: en\./);
    expect(system).toMatch(/written in their language: es\./);
    const me = (await browser.get('/api/auth/me')).json() as { id: string };
    const usage = (await browser.get(`/api/usage/optimizations/${me.id}`)).json() as { engines: unknown };
    expect(usage.engines).toEqual({
      default: 'llm',
      llm: {
        label: 'OpenAI-compatible · llama-3.1-8b-instruct',
        provider: 'OpenAI-compatible',
        model: 'llama-3.1-8b-instruct',
      },
    });
  });

  it('repairs over-long output and drops invented chapters, with reasons', async () => {
    fake.queue.push({
      kind: 'json',
      content: {
        titles: [
          {
            text: `${'Very long title about pasta and sauces '.repeat(5)}end`,
            rationale: 'Too long on purpose.',
          },
          { text: 'A <b>bold</b> title', rationale: 'Angle brackets.' },
        ],
        description: `${'A paragraph about pasta. '.repeat(150)}\n\n${'Another paragraph. '.repeat(150)}`,
        tags: Array.from({ length: 120 }, (_, i) => `pasta tag number ${i}`),
        hashtags: Array.from({ length: 20 }, (_, i) => `#pasta ${i}`),
        chapters: [
          { startSeconds: 0, title: 'Intro' },
          { startSeconds: 33, title: 'Invented' },
          { startSeconds: 77, title: 'Also invented' },
        ],
      },
    });
    const done = await run();
    expect(done.status).toBe('succeeded');
    const { content } = SuggestionSet.parse(
      (await browser.get(`/api/suggestions/${done.result!.suggestionId}`)).json(),
    );
    for (const title of content.titles) {
      expect([...title.text].length).toBeLessThanOrEqual(100);
      expect(title.text).not.toMatch(/[<>]/);
    }
    expect(tagBudget(content.tags)).toBeLessThanOrEqual(500);
    expect(content.hashtags.length).toBeLessThanOrEqual(15);
    expect(content.hashtags.every((h) => !/\s/.test(h))).toBe(true);
    expect(
      checkMetadata({ title: content.titles[0]!.text, description: content.description, tags: content.tags })
        .accepted,
    ).toBe(true);
    expect(content.chapters).toEqual([]); // no transcript was given, so no timestamp is real
    expect(content.dropped.map((d) => d.field)).toEqual(expect.arrayContaining(['chapters', 'hashtags']));
    expect(content.notes.map((n) => n.code)).toContain('title.shortened');
    expect(content.dropped.find((d) => d.field === 'chapters')).toMatchObject({ code: 'chapters.invalid' });
    expect(content.titles.map((t) => t.rationale)).toContainEqual({ message: 'Too long on purpose.' });
  });

  it('fails with a clear code when the provider keeps answering garbage', async () => {
    fake.queue.push(
      { kind: 'text', content: 'I cannot help with that.' },
      { kind: 'text', content: '{ not json' },
    );
    // Two attempts of the job, each asking twice: give it garbage all the way.
    for (let i = 0; i < 6; i += 1) fake.queue.push({ kind: 'text', content: 'still not json' });
    const done = await run();
    expect(done.status).toBe('failed');
    expect(done.error).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
  });
});
