import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asked, tagged } from '../../../test/fake-llm-translator.ts';
import { startFakeOpenAI, type FakeRequest } from '../../../test/fake-openai.ts';
import { AppError } from '../../http/app-error.ts';
import { createLanguageModel, type AiConfig } from '../ai/language-model.ts';
import { LlmTranslationEngine, planCalls, splitEvenly } from './llm-translation-engine.ts';
import type { TranslateRequest } from './translation-engine.ts';

type Body = FakeRequest['body'];

const LANGUAGES = ['de', 'fr', 'ja', 'iw', 'pt-PT'];
const request = (overrides: Partial<TranslateRequest> = {}): TranslateRequest => ({
  sourceLanguage: 'en',
  targetLanguages: LANGUAGES,
  segments: [
    { id: 'title', text: 'Cacio e pepe in 15 minutes' },
    { id: 'description', text: 'Creamy, no cream.\n\nRecipe: ⟦0⟧' },
    { id: 'tags', text: 'cacio e pepe, roman pasta' },
  ],
  context: {
    videoTitle: 'Cacio e pepe in 15 minutes',
    channelTitle: 'Pasta Lab',
    keywords: ['cacio e pepe'],
  },
  ...overrides,
});
const characters = (r: TranslateRequest) => r.segments.reduce((sum, s) => sum + s.text.length, 0);

describe('the LLM translation engine against an OpenAI-compatible server', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let config: AiConfig;
  const engineWith = (overrides: Partial<AiConfig> = {}) => {
    const merged = { ...config, ...overrides };
    return new LlmTranslationEngine(createLanguageModel(merged), merged, 'OpenAI-compatible · fake-model');
  };
  const reply = (leaveOut?: { language?: string; segment?: string }) => ({
    kind: 'reply' as const,
    respond: (body: Body) => tagged(body, leaveOut),
    usage: { prompt_tokens: 1000, completion_tokens: 500 },
  });

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    config = {
      provider: 'openai-compatible',
      baseUrl: fake.baseUrl,
      apiKey: 'test-key',
      model: 'fake-model',
      maxInputTokens: 6000,
      maxOutputTokens: 1500,
      timeoutMs: 1000,
      pricePerMillion: { input: 0.15, output: 0.6 },
    };
  });
  beforeEach(() => {
    fake.queue.length = 0;
    fake.requests.length = 0;
  });
  afterAll(() => fake.close());

  it('is the non-pseudo llm engine for every YouTube language', () => {
    const engine = engineWith();
    expect(engine.id).toBe('llm');
    expect(engine.pseudo).toBe(false);
    expect(engine.label).toBe('OpenAI-compatible · fake-model');
    for (const language of ['en', 'iw', 'fil', 'zh-TW', 'es-419', 'sr-Latn', 'zu']) {
      expect(engine.supports(language)).toBe(true);
    }
    for (const language of ['he', 'xx', 'pt-BR', '']) expect(engine.supports(language)).toBe(false);
  });

  it('translates 3 segments into 5 languages in one call, by id, with usage summed', async () => {
    const engine = engineWith();
    const r = request();
    expect(engine.estimate({ characters: characters(r), segments: 3, languages: 5 }).calls).toBe(1);
    fake.queue.push(reply());
    const result = await engine.translate(r);
    expect(fake.requests).toHaveLength(1);
    expect(asked(fake.requests[0]!.body).languages).toEqual(LANGUAGES);
    expect(Object.keys(result.translations)).toEqual(LANGUAGES);
    expect(result.translations.iw).toEqual([
      '[iw] Cacio e pepe in 15 minutes',
      '[iw] Creamy, no cream.\n\nRecipe: ⟦0⟧',
      '[iw] cacio e pepe, roman pasta',
    ]);
    expect(result.usage).toEqual({
      calls: 1,
      characters: characters(r) * 5,
      inputTokens: 1000,
      outputTokens: 500,
      costUsd: (1000 * 0.15 + 500 * 0.6) / 1e6,
    });
    const body = fake.requests[0]!.body;
    expect(body.max_tokens).toBe(1500);
    expect(body.model).toBe('fake-model');
  });

  it('matches answers by id, whatever order they come in', async () => {
    fake.queue.push({
      kind: 'reply',
      respond: (body) => {
        const answer = tagged(body);
        return {
          translations: answer.translations.reverse().map((t) => ({ ...t, segments: t.segments.reverse() })),
        };
      },
    });
    const result = await engineWith().translate(request());
    expect(result.translations.de).toEqual([
      '[de] Cacio e pepe in 15 minutes',
      '[de] Creamy, no cream.\n\nRecipe: ⟦0⟧',
      '[de] cacio e pepe, roman pasta',
    ]);
  });

  it('groups languages into more calls under a small output cap, and estimate() agrees', async () => {
    const engine = engineWith({ maxOutputTokens: 400 });
    const r = request({
      segments: [0, 1, 2].map((i) => ({ id: `line${i}`, text: `${i} ${'pasta sauce '.repeat(8)}`.trim() })),
    });
    const estimate = engine.estimate({ characters: characters(r), segments: 3, languages: 5 });
    expect(estimate.calls).toBe(3); // 2 + 2 + 1 languages (grouped as evenly as the count allows)
    for (let i = 0; i < estimate.calls; i += 1) fake.queue.push(reply());
    const result = await engine.translate(r);
    expect(fake.requests).toHaveLength(estimate.calls);
    expect(result.usage.calls).toBe(estimate.calls);
    const perCall = fake.requests.map((req) => asked(req.body));
    expect(perCall.map((a) => a.languages.length).sort()).toEqual([1, 2, 2]);
    expect(perCall.every((a) => a.segments.length === 3)).toBe(true);
    expect(perCall.flatMap((a) => a.languages).sort()).toEqual([...LANGUAGES].sort());
    expect(result.translations['pt-PT']![2]).toBe(`[pt-PT] ${r.segments[2]!.text}`);
  });

  it('splits the segments when even one language does not fit, and estimate() agrees', async () => {
    const engine = engineWith({ maxOutputTokens: 200 });
    const r = request({
      segments: [0, 1, 2].map((i) => ({
        id: `cue${i}`,
        text: `${i} ${'we toast the pepper first '.repeat(11)}`,
      })),
    });
    const plan = planCalls(
      { characters: characters(r), segments: 3, languages: 5, sourceLanguage: 'en' },
      {
        maxInputTokens: 6000,
        maxOutputTokens: 200,
      },
    );
    expect(plan.segmentChunks).toBe(3);
    const estimate = engine.estimate({ characters: characters(r), segments: 3, languages: 5 });
    expect(estimate.calls).toBe(plan.calls);
    expect(estimate.calls).toBe(15);
    for (let i = 0; i < estimate.calls; i += 1) fake.queue.push(reply());
    const result = await engine.translate(r);
    expect(fake.requests).toHaveLength(15);
    // Every segment × language was asked exactly once.
    const pairs = fake.requests.flatMap((req) => {
      const a = asked(req.body);
      return a.languages.flatMap((l) => a.segments.map((s) => `${l}/${s.id}`));
    });
    expect(pairs).toHaveLength(15);
    expect(new Set(pairs).size).toBe(15);
    expect(result.translations.ja).toEqual(r.segments.map((s) => `[ja] ${s.text}`));
  });

  it('passes placeholders through untouched, and keeps segments with nothing to translate as they are', async () => {
    fake.queue.push(reply());
    const r = request({
      targetLanguages: ['de'],
      segments: [
        { id: 'a', text: 'Watch ⟦0⟧ at ⟦1⟧ with ⟦2⟧' },
        { id: 'b', text: '⟦3⟧' },
        { id: 'c', text: '' },
      ],
    });
    const result = await engineWith().translate(r);
    expect(fake.requests[0]!.body.messages[1]!.content).toContain('Watch ⟦0⟧ at ⟦1⟧ with ⟦2⟧');
    expect(asked(fake.requests[0]!.body).segments.map((s) => s.id)).toEqual(['a']);
    expect(result.translations.de).toEqual(['[de] Watch ⟦0⟧ at ⟦1⟧ with ⟦2⟧', '⟦3⟧', '']);
  });

  it('uses its own ids when the caller’s are not unique', async () => {
    fake.queue.push(reply());
    const r = request({
      targetLanguages: ['fr'],
      segments: [
        { id: 'line', text: 'one' },
        { id: 'line', text: 'two' },
      ],
    });
    const result = await engineWith().translate(r);
    expect(asked(fake.requests[0]!.body).segments.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(result.translations.fr).toEqual(['[fr] one', '[fr] two']);
  });

  it('asks once more for a missing language or segment, and only for what is missing', async () => {
    fake.queue.push(reply({ language: 'ja' }), reply());
    const result = await engineWith().translate(request());
    expect(fake.requests).toHaveLength(2);
    const again = asked(fake.requests[1]!.body);
    expect(again.languages).toEqual(['ja']);
    expect(again.segments).toHaveLength(3);
    expect(result.translations.ja![0]).toBe('[ja] Cacio e pepe in 15 minutes');
    expect(result.usage.calls).toBe(2);
    expect(result.usage.inputTokens).toBe(2000);

    fake.requests.length = 0;
    fake.queue.push(reply({ language: 'fr', segment: 'tags' }), reply());
    const second = await engineWith().translate(request());
    const retry = asked(fake.requests[1]!.body);
    expect(retry.languages).toEqual(['fr']);
    expect(retry.segments.map((s) => s.id)).toEqual(['tags']);
    expect(second.translations.fr![2]).toBe('[fr] cacio e pepe, roman pasta');
  });

  it('reports a language still missing after asking again, by name', async () => {
    fake.queue.push(reply({ language: 'iw' }), reply({ language: 'iw' }));
    const error = (await engineWith()
      .translate(request())
      .catch((e: unknown) => e)) as AppError;
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.message).toMatch(/iw \(Hebrew\): every segment/);
    expect(error.details).toEqual({
      reason: 'incompleteTranslation',
      missing: [{ language: 'iw', segments: ['title', 'description', 'tags'] }],
    });
    expect(fake.requests).toHaveLength(2);
  });

  it('asks once more after an answer that is not the JSON asked, then fails clearly', async () => {
    fake.queue.push({ kind: 'text', content: 'Sure! Here are your translations:' }, reply());
    const recovered = await engineWith().translate(request());
    expect(recovered.usage.calls).toBe(2);
    expect(recovered.translations.de).toHaveLength(3);

    fake.queue.push({ kind: 'text', content: '{"translations": [' }, { kind: 'json', content: { nope: 1 } });
    const error = (await engineWith()
      .translate(request())
      .catch((e: unknown) => e)) as AppError;
    expect(error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.details).toMatchObject({ reason: 'invalidModelOutput' });
  });

  it('maps 429 to RATE_LIMITED and 5xx to UPSTREAM_UNAVAILABLE without retrying inside the call', async () => {
    const engine = engineWith();
    fake.queue.push({ kind: 'error', status: 429, retryAfter: 2 });
    expect(((await engine.translate(request()).catch((e: unknown) => e)) as AppError).code).toBe(
      'RATE_LIMITED',
    );
    fake.queue.push({ kind: 'error', status: 503 });
    expect(((await engine.translate(request()).catch((e: unknown) => e)) as AppError).code).toBe(
      'UPSTREAM_UNAVAILABLE',
    );
    fake.queue.push({ kind: 'error', status: 401 });
    expect(((await engine.translate(request()).catch((e: unknown) => e)) as AppError).code).toBe('FORBIDDEN');
    expect(fake.requests).toHaveLength(3);
  });

  it('costs tokens at the configured prices, and nothing is priced without them', async () => {
    const engine = engineWith({ maxOutputTokens: 400, pricePerMillion: { input: 2, output: 8 } });
    const r = request({ segments: [0, 1, 2].map((i) => ({ id: `x${i}`, text: 'pasta sauce '.repeat(8) })) });
    fake.queue.push(reply(), reply(), reply());
    const result = await engine.translate(r);
    expect(result.usage.calls).toBe(3);
    expect(result.usage.inputTokens).toBe(3000);
    expect(result.usage.outputTokens).toBe(1500);
    expect(result.usage.costUsd).toBeCloseTo((3000 * 2 + 1500 * 8) / 1e6, 12);
    const estimate = engine.estimate({ characters: characters(r), segments: 3, languages: 5 });
    expect(estimate.costUsd).toBeGreaterThan(0);

    const unpriced = engineWith({ pricePerMillion: null });
    expect(unpriced.estimate({ characters: 1000, segments: 2, languages: 5 }).costUsd).toBeNull();
    fake.queue.push(reply());
    expect((await unpriced.translate(request())).usage.costUsd).toBeNull();
  });

  it('sends the SEO instruction, the context and the JSON schema', async () => {
    fake.queue.push(reply());
    await engineWith().translate(request());
    const body = fake.requests[0]!.body;
    const [system, user] = body.messages;
    expect(system!.role).toBe('system');
    expect(system!.content).toMatch(/Translate the search intent, not the words/);
    expect(system!.content).toMatch(/100 characters/);
    expect(system!.content).toMatch(/⟦0⟧/);
    expect(user!.content).toContain('Source language: en (English).');
    expect(user!.content).toContain('- iw (Hebrew)');
    expect(asked(body).context).toEqual({
      videoTitle: 'Cacio e pepe in 15 minutes',
      channelTitle: 'Pasta Lab',
      keywords: ['cacio e pepe'],
    });
    const format = body.response_format as {
      type: string;
      json_schema: { name: string; schema: { properties: Record<string, unknown>; required: string[] } };
    };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.name).toBe('translations');
    expect(format.json_schema.schema.required).toEqual(['translations']);
    expect(JSON.stringify(format.json_schema.schema.properties.translations)).toMatch(
      /"language".*"segments".*"id".*"text"/,
    );
  });

  it('times out a provider that does not answer, and passes the caller’s abort on as it came', async () => {
    fake.queue.push({ kind: 'hang' });
    const started = Date.now();
    const timedOut = (await engineWith()
      .translate(request())
      .catch((e: unknown) => e)) as AppError;
    expect(timedOut.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(4000);

    const controller = new AbortController();
    const reason = new Error('job interrupted');
    fake.queue.push({ kind: 'hang' });
    setTimeout(() => controller.abort(reason), 100);
    expect(
      await engineWith({ timeoutMs: 30_000 })
        .translate(request(), controller.signal)
        .catch((e: unknown) => e),
    ).toBe(reason);

    fake.requests.length = 0;
    const aborted = AbortSignal.abort(reason);
    expect(
      await engineWith()
        .translate(request(), aborted)
        .catch((e: unknown) => e),
    ).toBe(reason);
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses languages YouTube does not have', async () => {
    const error = (await engineWith()
      .translate(request({ targetLanguages: ['de', 'he'] }))
      .catch((e: unknown) => e)) as AppError;
    expect(error.code).toBe('VALIDATION');
    expect(error.details).toMatchObject({ languages: ['he'] });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('call planning', () => {
  const caps = { maxInputTokens: 6000, maxOutputTokens: 1500 };

  it('keeps a video’s title and description together and groups the languages', () => {
    const plan = planCalls({ characters: 1100, segments: 2, languages: 57, sourceLanguage: 'en' }, caps);
    expect(plan.segmentChunks).toBe(1);
    expect(plan.languagesPerCall).toBeGreaterThan(1);
    expect(plan.calls).toBe(Math.ceil(57 / plan.languagesPerCall));
  });

  it('takes CJK sources as more tokens per character', () => {
    const latin = planCalls({ characters: 900, segments: 3, languages: 5, sourceLanguage: 'en' }, caps);
    const japanese = planCalls({ characters: 900, segments: 3, languages: 5, sourceLanguage: 'ja' }, caps);
    expect(japanese.calls).toBeGreaterThan(latin.calls);
    expect(japanese.inputTokens).toBeGreaterThan(latin.inputTokens);
  });

  it('keeps each call’s expected answer within the output cap when it can', () => {
    for (const maxOutputTokens of [200, 400, 1500, 4000]) {
      for (const characters of [50, 900, 9000]) {
        const plan = planCalls({ characters, segments: 40, languages: 57 }, { ...caps, maxOutputTokens });
        expect(plan.outputTokens / plan.calls).toBeLessThanOrEqual(maxOutputTokens);
      }
    }
    expect(planCalls({ characters: 0, segments: 0, languages: 5 }, caps).calls).toBe(0);
  });

  it('splits into the asked number of even parts', () => {
    expect(splitEvenly([5, 5, 5, 5, 5, 5], 3, (n) => n)).toEqual([
      [5, 5],
      [5, 5],
      [5, 5],
    ]);
    expect(splitEvenly([100, 1, 1, 1], 2, (n) => n)).toEqual([[100], [1, 1, 1]]);
    expect(splitEvenly([1, 1, 1, 100], 3, (n) => n)).toHaveLength(3);
    expect(splitEvenly(['a', 'b', 'c', 'd', 'e'], 3, () => 1).map((g) => g.length)).toEqual([2, 1, 2]);
    expect(splitEvenly([1, 2], 5, (n) => n)).toEqual([[1], [2]]);
  });
});
