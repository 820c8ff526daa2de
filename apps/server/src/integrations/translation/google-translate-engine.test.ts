import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_GOOGLE_KEY, startFakeGoogleTranslate } from '../../../test/fake-google-translate.ts';
import { expectImageError as expectFailure, until } from '../../../test/fake-image-server.ts';
import { fromHtml, GoogleTranslateEngine, toHtml } from './google-translate-engine.ts';
import type { TranslationSegment } from './translation-engine.ts';

const segments = (texts: string[]): TranslationSegment[] => texts.map((text, i) => ({ id: `s${i}`, text }));

describe('Google Cloud Translation through @google-cloud/translate against a fake of v2', () => {
  let fake: Awaited<ReturnType<typeof startFakeGoogleTranslate>>;
  let engine: GoogleTranslateEngine;
  const options = () => ({
    apiKey: FAKE_GOOGLE_KEY,
    baseUrl: fake.baseUrl,
    timeoutMs: 2000,
    pricePerMillionChars: 20,
  });
  beforeAll(async () => {
    fake = await startFakeGoogleTranslate();
    engine = new GoogleTranslateEngine(options());
  });
  beforeEach(() => {
    fake.state.mode = 'ok';
    fake.calls.length = 0;
    fake.requests.length = 0;
  });
  afterAll(() => fake.close());

  it('translates segments into two languages, placeholders travelling in untranslatable spans', async () => {
    expect(engine).toMatchObject({ id: 'google', label: 'Google Cloud Translation', pseudo: false });
    const texts = ['Watch ⟦0⟧ now & learn <3\nSecond line', '  ', 'Tom\'s "best" tips ⟦1⟧ ⟦2⟧'];
    const result = await engine.translate({
      sourceLanguage: 'en',
      targetLanguages: ['de', 'ja'],
      segments: segments(texts),
    });

    expect(result.translations).toEqual({
      de: ['[de] Watch ⟦0⟧ now & learn <3\nSecond line', '  ', '[de] Tom\'s "best" tips ⟦1⟧ ⟦2⟧'],
      ja: ['[ja] Watch ⟦0⟧ now & learn <3\nSecond line', '  ', '[ja] Tom\'s "best" tips ⟦1⟧ ⟦2⟧'],
    });
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls[0]).toMatchObject({ key: FAKE_GOOGLE_KEY, source: 'en', target: 'de', format: 'html' });
    expect(fake.calls[0]!.q).toEqual([
      'Watch <span translate="no">⟦0⟧</span> now &amp; learn &lt;3<br>Second line',
      'Tom\'s "best" tips <span translate="no">⟦1⟧</span> <span translate="no">⟦2⟧</span>',
    ]);
    expect(fake.requests[0]!.path).toBe(`/language/translate/v2?key=${FAKE_GOOGLE_KEY}`);
    expect(fake.requests[0]!.headers['content-type']).toMatch(/^application\/json/);

    const characters = [...(texts[0]! + texts[2]!)].length * 2;
    expect(result.usage).toEqual({
      calls: 2,
      characters,
      inputTokens: null,
      outputTokens: null,
      costUsd: (characters * 20) / 1_000_000,
    });
  });

  it("maps YouTube language ids to Google's codes and offers only the targets Google has", async () => {
    for (const language of ['iw', 'zh-TW', 'zh-HK', 'zh-CN', 'pt-PT', 'pt', 'fr-CA', 'fil', 'no', 'kn', 'zu'])
      expect(engine.supports(language), language).toBe(true);
    for (const language of ['en-GB', 'en-IN', 'es-419', 'es-US', 'sr-Latn', 'xx'])
      expect(engine.supports(language), language).toBe(false);

    await engine.translate({
      sourceLanguage: 'en-GB',
      targetLanguages: ['iw', 'zh-TW', 'zh-HK', 'pt-PT', 'fr-CA'],
      segments: segments(['Hello ⟦0⟧']),
    });
    expect(fake.calls.map((call) => [call.target, call.source])).toEqual([
      ['he', 'en'],
      ['zh-TW', 'en'],
      ['zh-TW', 'en'],
      ['pt-PT', 'en'],
      ['fr-CA', 'en'],
    ]);

    fake.calls.length = 0;
    await engine.translate({
      sourceLanguage: 'zh-HK',
      targetLanguages: ['en'],
      segments: segments(['你好']),
    });
    expect(fake.calls[0]).toMatchObject({ source: 'zh-TW', target: 'en' });

    await expectFailure(
      engine.translate({
        sourceLanguage: 'en',
        targetLanguages: ['de', 'en-GB'],
        segments: segments(['Hi']),
      }),
      'VALIDATION',
      'unsupportedLanguage',
    );
  });

  it('splits work into requests of at most 128 texts and 30,000 code points, as estimate() predicts', async () => {
    const many = segments(Array.from({ length: 300 }, (_, i) => `Line ${i} ⟦${i}⟧`));
    const result = await engine.translate({ sourceLanguage: 'en', targetLanguages: ['de'], segments: many });
    expect(fake.calls.map((call) => call.q.length)).toEqual([128, 128, 44]);
    expect(result.translations.de![299]).toBe('[de] Line 299 ⟦299⟧');

    fake.calls.length = 0;
    const long = segments(Array.from({ length: 10 }, () => 'word '.repeat(1000)));
    const longResult = await engine.translate({
      sourceLanguage: 'en',
      targetLanguages: ['de'],
      segments: long,
    });
    expect(fake.calls.map((call) => call.q.length)).toEqual([6, 4]);
    for (const call of fake.calls) expect(call.q.join('').length).toBeLessThanOrEqual(30_000);
    expect(engine.estimate({ characters: 50_000, segments: 10, languages: 1 }).calls).toBe(
      longResult.usage.calls,
    );

    // Chinese: 3 bytes a character, still under the 100 KB request limit of Basic.
    fake.calls.length = 0;
    await engine.translate({
      sourceLanguage: 'zh-CN',
      targetLanguages: ['en'],
      segments: segments(Array.from({ length: 40 }, () => '字'.repeat(1500))),
    });
    for (const call of fake.calls) expect(call.bytes).toBeLessThan(100 * 1024);
  });

  it('splits a batch Google still finds too large (413) in half once, then gives up', async () => {
    fake.state.mode = 'tooLargeOnce';
    const result = await engine.translate({
      sourceLanguage: 'en',
      targetLanguages: ['de'],
      segments: segments(['one', 'two', 'three']),
    });
    expect(fake.calls.map((call) => call.q.length)).toEqual([3, 2, 1]);
    expect(result.translations.de).toEqual(['[de] one', '[de] two', '[de] three']);
    expect(result.usage.calls).toBe(3);

    fake.state.mode = 'tooLarge';
    fake.calls.length = 0;
    await expectFailure(
      engine.translate({ sourceLanguage: 'en', targetLanguages: ['de'], segments: segments(['a', 'b']) }),
      'UPSTREAM_UNAVAILABLE',
      'requestTooLarge',
    );
    expect(fake.calls.map((call) => call.q.length)).toEqual([2, 1]);
  });

  it('maps 429 and the per-minute 403 to RATE_LIMITED and the daily limit to QUOTA_EXCEEDED', async () => {
    fake.state.mode = 'rateLimited';
    const limited = await expectFailure(
      engine.translate({ sourceLanguage: 'en', targetLanguages: ['de'], segments: segments(['Hi']) }),
      'RATE_LIMITED',
      'rateLimited',
    );
    expect(limited.details).toMatchObject({ retryAfterSeconds: 11 });
    expect(fake.calls).toHaveLength(1); // the client's own retries are off

    fake.state.mode = 'userRateLimit';
    await expectFailure(
      engine.translate({ sourceLanguage: 'en', targetLanguages: ['de'], segments: segments(['Hi']) }),
      'RATE_LIMITED',
      'rateLimited',
    );
    fake.state.mode = 'dailyLimit';
    await expectFailure(
      engine.translate({ sourceLanguage: 'en', targetLanguages: ['de'], segments: segments(['Hi']) }),
      'QUOTA_EXCEEDED',
      'quotaExceeded',
    );
  });

  it('reports a refused key (400 "API key not valid", 403) without ever repeating the key', async () => {
    const wrong = new GoogleTranslateEngine({ ...options(), apiKey: 'AIzaSecretButWrongKey' });
    const error = await expectFailure(
      wrong.translate({ sourceLanguage: 'en', targetLanguages: ['de'], segments: segments(['Hi']) }),
      'UPSTREAM_UNAVAILABLE',
      'providerAuth',
    );
    expect(error.message).toMatch(/refused the translation key/);
    const everything = JSON.stringify({
      message: error.message,
      details: error.details,
      stack: error.stack,
      cause: String(error.cause),
    });
    expect(everything).not.toContain('AIzaSecretButWrongKey');

    fake.state.mode = 'forbidden';
    await expectFailure(
      engine.translate({ sourceLanguage: 'en', targetLanguages: ['de'], segments: segments(['Hi']) }),
      'UPSTREAM_UNAVAILABLE',
      'providerAuth',
    );
  });

  it('maps a server error to UPSTREAM_UNAVAILABLE', async () => {
    fake.state.mode = 'serverError';
    await expectFailure(
      engine.translate({ sourceLanguage: 'en', targetLanguages: ['de'], segments: segments(['Hi']) }),
      'UPSTREAM_UNAVAILABLE',
      'upstream',
    );
  });

  it('stops waiting when the caller aborts, and at its deadline', async () => {
    fake.state.mode = 'hang';
    const controller = new AbortController();
    const pending = engine.translate(
      { sourceLanguage: 'en', targetLanguages: ['de'], segments: segments(['Hi']) },
      controller.signal,
    );
    await until(() => fake.calls.length === 1);
    const reason = new Error('the creator cancelled');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);

    const quick = new GoogleTranslateEngine({ ...options(), timeoutMs: 300 });
    const started = Date.now();
    await expectFailure(
      quick.translate({ sourceLanguage: 'en', targetLanguages: ['de'], segments: segments(['Hi']) }),
      'UPSTREAM_UNAVAILABLE',
      'timeout',
    );
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('hands back what Google did to a dropped or mangled span, for the caller to repair', async () => {
    fake.state.mode = 'dropTag';
    const dropped = await engine.translate({
      sourceLanguage: 'en',
      targetLanguages: ['de'],
      segments: segments(['Watch ⟦0⟧ and ⟦1⟧']),
    });
    expect(dropped.translations.de).toEqual(['[de] Watch  and ⟦1⟧']);
    fake.state.mode = 'mangleTag';
    const mangled = await engine.translate({
      sourceLanguage: 'en',
      targetLanguages: ['de'],
      segments: segments(['Watch ⟦0⟧']),
    });
    expect(mangled.translations.de).toEqual(['[de] Watch <span translate="no">⟦0⟧']);
  });

  it('estimates calls and cost the way it batches, and reports no cost without a price', async () => {
    expect(engine.estimate({ characters: 1000, segments: 300, languages: 2 })).toEqual({
      calls: 6,
      costUsd: 0.04,
    });
    const free = new GoogleTranslateEngine({ ...options(), pricePerMillionChars: null });
    expect(free.estimate({ characters: 1000, segments: 2, languages: 1 }).costUsd).toBeNull();
    const result = await free.translate({
      sourceLanguage: 'en',
      targetLanguages: ['de'],
      segments: segments(['Hi']),
    });
    expect(result.usage).toMatchObject({ calls: 1, characters: 2, costUsd: null });
  });

  it('encodes and decodes the HTML wire form losslessly', () => {
    const text = 'a < b && c > d ⟦0⟧ "q" \'s\n\n⟦12⟧ &lt;br&gt;';
    expect(fromHtml(toHtml(text))).toBe(text);
    expect(fromHtml('<span class="x" translate="no">⟦3⟧</span><br/>&#39;&#x27;&nbsp;')).toBe("⟦3⟧\n''\u00a0");
  });
});
