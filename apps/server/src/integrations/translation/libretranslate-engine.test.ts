import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectImageError as expectFailure } from '../../../test/fake-image-server.ts';
import { FAKE_LIBRE_KEY, startFakeLibreTranslate } from '../../../test/fake-libretranslate.ts';
import {
  machineTranslationContract,
  segments,
  useFakeTranslationApi,
} from '../../../test/machine-translation-contract.ts';
import { fromLibreHtml, LibreTranslateEngine } from './libretranslate-engine.ts';
import { toHtml } from './machine-translation-engine.ts';

describe('LibreTranslate over fetch against a fake server', () => {
  const fake = useFakeTranslationApi(startFakeLibreTranslate);
  const options = () => ({ baseUrl: fake().baseUrl, timeoutMs: 2000, pricePerMillionChars: null });
  const languageReads = () => fake().requests.filter((request) => request.path === '/languages').length;

  machineTranslationContract(fake, (changed) => new LibreTranslateEngine({ ...options(), ...changed }), {
    limits: { maxTexts: 50, maxSize: 10_000 },
    missingTarget: 'kn',
    rateLimitedDetails: { status: 429, retryAfterSeconds: 30 },
    mangled: '[de] Watch ⟦0⟧</span>',
  });

  it('translates segments into two languages, placeholders travelling in translate="no" spans', async () => {
    const engine = new LibreTranslateEngine(options());
    expect(engine).toMatchObject({ id: 'libretranslate', label: 'LibreTranslate', pseudo: false });
    const texts = ['Watch ⟦0⟧ now & learn <3\n\nMore:  ⟦1⟧', '', 'Tom\'s "best" tips ⟦2⟧'];
    const result = await engine.translate({
      sourceLanguage: 'en',
      targetLanguages: ['de', 'fr'],
      segments: segments(texts),
    });

    expect(result.translations).toEqual({
      de: ['[de] Watch ⟦0⟧ now & learn <3\n\nMore: ⟦1⟧', '', '[de] Tom\'s "best" tips ⟦2⟧'],
      fr: ['[fr] Watch ⟦0⟧ now & learn <3\n\nMore: ⟦1⟧', '', '[fr] Tom\'s "best" tips ⟦2⟧'],
    });
    expect(fake().calls).toHaveLength(2);
    expect(fake().calls[0]).toEqual({
      q: [
        'Watch <span translate="no">⟦0⟧</span> now &amp; learn &lt;3<br><br>More:  <span translate="no">⟦1⟧</span>',
        'Tom\'s "best" tips <span translate="no">⟦2⟧</span>',
      ],
      source: 'en',
      target: 'de',
      format: 'html',
      apiKey: null, // no key configured: none sent
    });
    const translate = fake().requests.find((request) => request.path === '/translate')!;
    expect(translate.headers['content-type']).toBe('application/json');
    const characters = [...(texts[0]! + texts[2]!)].length * 2;
    expect(result.usage).toEqual({
      calls: 2,
      characters,
      inputTokens: null,
      outputTokens: null,
      costUsd: null,
    });
  });

  it("maps YouTube language ids to this server's codes, learning them from /languages once", async () => {
    const engine = new LibreTranslateEngine(options());
    // Before /languages is read: a default install's list.
    for (const language of ['iw', 'zh-TW', 'zh-CN', 'pt-PT', 'pt', 'ja'])
      expect(engine.supports(language)).toBe(true);
    for (const language of ['en-GB', 'es-419', 'kn']) expect(engine.supports(language), language).toBe(false);

    await engine.translate({
      sourceLanguage: 'en-GB',
      targetLanguages: ['iw', 'zh-TW', 'pt-PT', 'pt', 'zh-CN'],
      segments: segments(['Hello ⟦0⟧']),
    });
    expect(fake().calls.map((call) => [call.source, call.target])).toEqual([
      ['en', 'he'],
      ['en', 'zt'],
      ['en', 'pt'],
      ['en', 'pb'],
      ['en', 'zh'],
    ]);
    await engine.translate({ sourceLanguage: 'en', targetLanguages: ['de'], segments: segments(['Hi']) });
    expect(languageReads()).toBe(1);

    // A server with the newer codes and without Japanese.
    const other = await startFakeLibreTranslate({ languages: ['en', 'de', 'zh-Hans', 'zh-Hant', 'pt'] });
    try {
      const engineForOther = new LibreTranslateEngine({ ...options(), baseUrl: other.baseUrl });
      await engineForOther.loadLanguages();
      expect(engineForOther.supports('ja')).toBe(false);
      expect(engineForOther.supports('en-GB')).toBe(false);
      await engineForOther.translate({
        sourceLanguage: 'en',
        targetLanguages: ['zh-TW', 'zh-CN', 'pt'],
        segments: segments(['Hi']),
      });
      expect(other.calls.map((call) => call.target)).toEqual(['zh-Hant', 'zh-Hans', 'pt']);
      await expectFailure(
        engineForOther.translate({
          sourceLanguage: 'en',
          targetLanguages: ['ja'],
          segments: segments(['Hi']),
        }),
        'VALIDATION',
        'unsupportedLanguage',
      );
    } finally {
      await other.close();
    }
  });

  it('translates without /languages when the server cannot list them, and asks again next time', async () => {
    fake().state.mode = 'languagesDown';
    const engine = new LibreTranslateEngine(options());
    const result = await engine.translate({
      sourceLanguage: 'en',
      targetLanguages: ['de'],
      segments: segments(['Hi']),
    });
    expect(result.translations.de).toEqual(['[de] Hi']);
    await engine.translate({ sourceLanguage: 'en', targetLanguages: ['de'], segments: segments(['Hi']) });
    expect(languageReads()).toBe(2);
  });

  it('keeps requests to 50 texts and 10,000 characters, as estimate() predicts', async () => {
    const engine = new LibreTranslateEngine(options());
    const many = segments(Array.from({ length: 120 }, (_, i) => `Line ${i} ⟦${i}⟧`));
    const result = await engine.translate({
      sourceLanguage: 'en',
      targetLanguages: ['de', 'fr'],
      segments: many,
    });
    expect(fake().calls.map((call) => call.q.length)).toEqual([50, 50, 20, 50, 50, 20]);
    expect(result.translations.fr![119]).toBe('[fr] Line 119 ⟦119⟧');
    const characters = many.reduce((sum, segment) => sum + [...segment.text].length, 0);
    expect(engine.estimate({ characters, segments: 120, languages: 2 }).calls).toBe(result.usage.calls);

    fake().calls.length = 0;
    const long = segments(Array.from({ length: 8 }, () => 'word '.repeat(600)));
    await engine.translate({ sourceLanguage: 'en', targetLanguages: ['de'], segments: long });
    expect(fake().calls.map((call) => call.q.length)).toEqual([3, 3, 2]);
    for (const call of fake().calls) expect(call.q.join('').length).toBeLessThanOrEqual(10_000);
  });

  it('splits a batch past the server\'s limit (400 "exceeds text limit") in half once', async () => {
    const limited = await startFakeLibreTranslate({ batchLimit: 30 });
    try {
      const engine = new LibreTranslateEngine({ ...options(), baseUrl: limited.baseUrl });
      const texts = Array.from({ length: 50 }, (_, i) => `t${i}`);
      const result = await engine.translate({
        sourceLanguage: 'en',
        targetLanguages: ['de'],
        segments: segments(texts),
      });
      expect(limited.calls.map((call) => call.q.length)).toEqual([50, 25, 25]);
      expect(result.translations.de![49]).toBe('[de] t49');
      expect(result.usage.calls).toBe(3);
    } finally {
      await limited.close();
    }
  });

  it('maps a ban for repeated limit violations (403) to RATE_LIMITED', async () => {
    const engine = new LibreTranslateEngine(options());
    fake().state.mode = 'banned';
    await expectFailure(
      engine.translate({ sourceLanguage: 'en', targetLanguages: ['de'], segments: segments(['Hi']) }),
      'RATE_LIMITED',
      'rateLimited',
    );
  });

  describe('on a server that needs an API key', () => {
    let keyed: Awaited<ReturnType<typeof startFakeLibreTranslate>>;
    beforeEach(async () => {
      keyed = await startFakeLibreTranslate({ requireKey: true });
    });
    afterEach(() => keyed.close());

    it('sends the key in the body, and reports a missing or refused key without repeating it', async () => {
      const good = new LibreTranslateEngine({ ...options(), baseUrl: keyed.baseUrl, apiKey: FAKE_LIBRE_KEY });
      await good.translate({ sourceLanguage: 'en', targetLanguages: ['de'], segments: segments(['Hi']) });
      expect(keyed.calls[0]!.apiKey).toBe(FAKE_LIBRE_KEY);

      const none = new LibreTranslateEngine({ ...options(), baseUrl: keyed.baseUrl });
      await expectFailure(
        none.translate({ sourceLanguage: 'en', targetLanguages: ['de'], segments: segments(['Hi']) }),
        'UPSTREAM_UNAVAILABLE',
        'providerAuth',
      );
      const wrong = new LibreTranslateEngine({
        ...options(),
        baseUrl: keyed.baseUrl,
        apiKey: 'secret-but-wrong',
      });
      const error = await expectFailure(
        wrong.translate({ sourceLanguage: 'en', targetLanguages: ['de'], segments: segments(['Hi']) }),
        'UPSTREAM_UNAVAILABLE',
        'providerAuth',
      );
      expect(error.message).toMatch(/LibreTranslate refused the translation key \(HTTP 403\)/);
      expect(
        JSON.stringify({ message: error.message, details: error.details, stack: error.stack }),
      ).not.toContain('secret-but-wrong');
    });
  });

  it('encodes and decodes the HTML wire form', () => {
    const text = 'a < b && c > d ⟦0⟧ "q"\n⟦12⟧';
    expect(fromLibreHtml(toHtml(text))).toBe(text);
    expect(fromLibreHtml('<span translate="no">⟦3⟧</span><br/>&#39;&amp;')).toBe("⟦3⟧\n'&");
  });
});
