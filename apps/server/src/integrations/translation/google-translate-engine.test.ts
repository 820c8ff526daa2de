import { beforeAll, describe, expect, it } from 'vitest';
import { FAKE_GOOGLE_KEY, startFakeGoogleTranslate } from '../../../test/fake-google-translate.ts';
import { expectImageError as expectFailure } from '../../../test/fake-image-server.ts';
import {
  machineTranslationContract,
  segments,
  useFakeTranslationApi,
} from '../../../test/machine-translation-contract.ts';
import { fromHtml, GoogleTranslateEngine } from './google-translate-engine.ts';
import { toHtml } from './machine-translation-engine.ts';

describe('Google Cloud Translation through @google-cloud/translate against a fake of v2', () => {
  const fake = useFakeTranslationApi(startFakeGoogleTranslate);
  const options = () => ({
    apiKey: FAKE_GOOGLE_KEY,
    baseUrl: fake().baseUrl,
    timeoutMs: 2000,
    pricePerMillionChars: 20,
  });
  let engine: GoogleTranslateEngine;
  beforeAll(() => {
    engine = new GoogleTranslateEngine(options());
  });

  machineTranslationContract(fake, (changed) => new GoogleTranslateEngine({ ...options(), ...changed }), {
    limits: { maxTexts: 128, maxSize: 30_000 },
    missingTarget: 'en-GB',
    rateLimitedDetails: { status: 429, retryAfterSeconds: 11 },
    mangled: '[de] Watch <span translate="no">⟦0⟧',
  });

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
    expect(fake().calls).toHaveLength(2);
    expect(fake().calls[0]).toMatchObject({
      key: FAKE_GOOGLE_KEY,
      source: 'en',
      target: 'de',
      format: 'html',
    });
    expect(fake().calls[0]!.q).toEqual([
      'Watch <span translate="no">⟦0⟧</span> now &amp; learn &lt;3<br>Second line',
      'Tom\'s "best" tips <span translate="no">⟦1⟧</span> <span translate="no">⟦2⟧</span>',
    ]);
    expect(fake().requests[0]!.path).toBe(`/language/translate/v2?key=${FAKE_GOOGLE_KEY}`);
    expect(fake().requests[0]!.headers['content-type']).toMatch(/^application\/json/);

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
    expect(fake().calls.map((call) => [call.target, call.source])).toEqual([
      ['he', 'en'],
      ['zh-TW', 'en'],
      ['zh-TW', 'en'],
      ['pt-PT', 'en'],
      ['fr-CA', 'en'],
    ]);

    fake().calls.length = 0;
    await engine.translate({
      sourceLanguage: 'zh-HK',
      targetLanguages: ['en'],
      segments: segments(['你好']),
    });
    expect(fake().calls[0]).toMatchObject({ source: 'zh-TW', target: 'en' });

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
    expect(fake().calls.map((call) => call.q.length)).toEqual([128, 128, 44]);
    expect(result.translations.de![299]).toBe('[de] Line 299 ⟦299⟧');

    fake().calls.length = 0;
    const long = segments(Array.from({ length: 10 }, () => 'word '.repeat(1000)));
    const longResult = await engine.translate({
      sourceLanguage: 'en',
      targetLanguages: ['de'],
      segments: long,
    });
    expect(fake().calls.map((call) => call.q.length)).toEqual([6, 4]);
    for (const call of fake().calls) expect(call.q.join('').length).toBeLessThanOrEqual(30_000);
    expect(engine.estimate({ characters: 50_000, segments: 10, languages: 1 }).calls).toBe(
      longResult.usage.calls,
    );

    // Chinese: 3 bytes a character, still under the 100 KB request limit of Basic.
    fake().calls.length = 0;
    await engine.translate({
      sourceLanguage: 'zh-CN',
      targetLanguages: ['en'],
      segments: segments(Array.from({ length: 40 }, () => '字'.repeat(1500))),
    });
    for (const call of fake().calls) expect(call.bytes).toBeLessThan(100 * 1024);
  });

  it('maps the per-minute 403 to RATE_LIMITED and the daily limit to QUOTA_EXCEEDED', async () => {
    fake().state.mode = 'userRateLimit';
    await expectFailure(
      engine.translate({ sourceLanguage: 'en', targetLanguages: ['de'], segments: segments(['Hi']) }),
      'RATE_LIMITED',
      'rateLimited',
    );
    fake().state.mode = 'dailyLimit';
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

    fake().state.mode = 'forbidden';
    await expectFailure(
      engine.translate({ sourceLanguage: 'en', targetLanguages: ['de'], segments: segments(['Hi']) }),
      'UPSTREAM_UNAVAILABLE',
      'providerAuth',
    );
  });

  it('encodes and decodes the HTML wire form losslessly', () => {
    const text = 'a < b && c > d ⟦0⟧ "q" \'s\n\n⟦12⟧ &lt;br&gt;';
    expect(fromHtml(toHtml(text))).toBe(text);
    expect(fromHtml('<span class="x" translate="no">⟦3⟧</span><br/>&#39;&#x27;&nbsp;')).toBe("⟦3⟧\n''\u00a0");
  });
});
