import { beforeAll, describe, expect, it } from 'vitest';
import { FAKE_DEEPL_KEY, startFakeDeepl } from '../../../test/fake-deepl.ts';
import { expectImageError as expectFailure } from '../../../test/fake-image-server.ts';
import {
  machineTranslationContract,
  segments,
  useFakeTranslationApi,
} from '../../../test/machine-translation-contract.ts';
import { DEEPL_MAX_BODY_BYTES, DeeplEngine, fromXml, toXml } from './deepl-engine.ts';

describe('DeepL through deepl-node against a fake of API v2', () => {
  const fake = useFakeTranslationApi(startFakeDeepl);
  const options = () => ({
    apiKey: FAKE_DEEPL_KEY,
    baseUrl: fake().baseUrl,
    timeoutMs: 2000,
    pricePerMillionChars: 20,
  });
  let engine: DeeplEngine;
  beforeAll(() => {
    engine = new DeeplEngine(options());
  });

  machineTranslationContract(fake, (changed) => new DeeplEngine({ ...options(), ...changed }), {
    limits: { maxTexts: 50, maxSize: 128 * 1024 - 2048 },
    missingTarget: 'kn',
    rateLimitedDetails: { status: 429 }, // deepl-node does not expose Retry-After
    mangled: '[de] Watch <x i="0">',
  });

  it('translates segments into two languages, placeholders travelling as ignored XML tags', async () => {
    expect(engine).toMatchObject({ id: 'deepl', label: 'DeepL', pseudo: false });
    const texts = ['Watch ⟦0⟧ now & learn <3', '', 'Chapters: ⟦1⟧ then ⟦2⟧', 'Tom\'s "best" tips ⟦3⟧'];
    const result = await engine.translate({
      sourceLanguage: 'en',
      targetLanguages: ['de', 'fr'],
      segments: segments(texts),
    });

    expect(result.translations).toEqual({
      de: ['[de] Watch ⟦0⟧ now & learn <3', '', '[de] Chapters: ⟦1⟧ then ⟦2⟧', '[de] Tom\'s "best" tips ⟦3⟧'],
      fr: ['[fr] Watch ⟦0⟧ now & learn <3', '', '[fr] Chapters: ⟦1⟧ then ⟦2⟧', '[fr] Tom\'s "best" tips ⟦3⟧'],
    });
    expect(fake().calls).toHaveLength(2);
    const [de, fr] = fake().calls;
    expect(de).toMatchObject({
      targetLang: 'DE',
      sourceLang: 'EN',
      tagHandling: 'xml',
      tagHandlingVersion: 'v2',
      ignoreTags: 'x',
    });
    expect(fr!.targetLang).toBe('FR');
    // The empty segment is not sent; the text is escaped XML with <x i="n"/> for each placeholder.
    expect(de!.texts).toEqual([
      'Watch <x i="0"/> now &amp; learn &lt;3',
      'Chapters: <x i="1"/> then <x i="2"/>',
      'Tom\'s "best" tips <x i="3"/>',
    ]);
    expect(fake().requests[0]!.headers.authorization).toBe(`DeepL-Auth-Key ${FAKE_DEEPL_KEY}`);
    expect(fake().requests[0]!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);

    const characters = [...texts.join('')].length * 2;
    expect(result.usage).toEqual({
      calls: 2,
      characters,
      inputTokens: null,
      outputTokens: null,
      costUsd: (characters * 20) / 1_000_000,
    });
  });

  it('maps YouTube language ids to DeepL codes (targets with variants, bare sources)', async () => {
    for (const language of [
      'iw',
      'zh-TW',
      'zh-HK',
      'zh-CN',
      'pt-PT',
      'pt',
      'en-GB',
      'en',
      'es-419',
      'no',
      'fil',
    ])
      expect(engine.supports(language), language).toBe(true);
    for (const language of ['kn', 'km', 'sr-Latn', 'en-IN', 'es-US', 'xx'])
      expect(engine.supports(language), language).toBe(false);

    await engine.translate({
      sourceLanguage: 'en-GB',
      targetLanguages: ['iw', 'zh-TW', 'pt-PT', 'pt', 'es-419'],
      segments: segments(['Hello ⟦0⟧']),
    });
    expect(fake().calls.map((call) => [call.targetLang, call.sourceLang, call.tagHandling])).toEqual([
      ['HE', 'EN', null], // Hebrew: no tag handling at DeepL, so placeholders travel as they are
      ['ZH-HANT', 'EN', 'xml'],
      ['PT-PT', 'EN', 'xml'],
      ['PT-BR', 'EN', 'xml'],
      ['ES-419', 'EN', 'xml'],
    ]);
    expect(fake().calls[0]!.texts).toEqual(['Hello ⟦0⟧']);

    fake().calls.length = 0;
    const fromPortuguese = await engine.translate({
      sourceLanguage: 'pt-PT',
      targetLanguages: ['en-GB'],
      segments: segments(['Olá ⟦0⟧']),
    });
    expect(fake().calls[0]).toMatchObject({ targetLang: 'EN-GB', sourceLang: 'PT' });
    expect(fromPortuguese.translations['en-GB']).toEqual(['[en-gb] Olá ⟦0⟧']);
  });

  it('splits work into requests of at most 50 texts and 128 KiB, as estimate() predicts', async () => {
    const many = segments(Array.from({ length: 120 }, (_, i) => `Line ${i} with ⟦${i}⟧`));
    const result = await engine.translate({
      sourceLanguage: 'en',
      targetLanguages: ['de', 'ja'],
      segments: many,
    });
    expect(fake().calls.map((call) => call.texts.length)).toEqual([50, 50, 20, 50, 50, 20]);
    expect(result.translations.ja![119]).toBe('[ja] Line 119 with ⟦119⟧');
    const characters = many.reduce((sum, segment) => sum + [...segment.text].length, 0);
    expect(engine.estimate({ characters, segments: 120, languages: 2 }).calls).toBe(result.usage.calls);
    expect(result.usage.calls).toBe(6);

    // Long Japanese texts: each ~27 KB form-encoded, so the byte limit binds before the count.
    fake().calls.length = 0;
    const long = segments(Array.from({ length: 12 }, () => '字'.repeat(3000)));
    await engine.translate({ sourceLanguage: 'ja', targetLanguages: ['en'], segments: long });
    expect(fake().calls.length).toBeGreaterThan(2);
    for (const call of fake().calls) {
      expect(call.bytes).toBeLessThanOrEqual(128 * 1024);
      expect(call.texts.length).toBeLessThanOrEqual(50);
    }
    expect(DEEPL_MAX_BODY_BYTES).toBeLessThan(128 * 1024);
  });

  it('maps 456 to QUOTA_EXCEEDED', async () => {
    fake().state.mode = 'quotaExceeded';
    const quota = await expectFailure(
      engine.translate({ sourceLanguage: 'en', targetLanguages: ['de'], segments: segments(['Hi']) }),
      'QUOTA_EXCEEDED',
      'quotaExceeded',
    );
    expect(quota.message).toMatch(/DeepL character quota for this billing period is used up/);
  });

  it('reports a refused key as UPSTREAM_UNAVAILABLE without ever repeating the key', async () => {
    const wrong = new DeeplEngine({ ...options(), apiKey: 'a-secret-key-that-is-wrong' });
    const error = await expectFailure(
      wrong.translate({ sourceLanguage: 'en', targetLanguages: ['de'], segments: segments(['Hi']) }),
      'UPSTREAM_UNAVAILABLE',
      'providerAuth',
    );
    expect(error.message).toMatch(/DeepL refused the translation key/);
    const everything = JSON.stringify({ message: error.message, details: error.details, stack: error.stack });
    expect(everything).not.toContain('a-secret-key-that-is-wrong');
  });

  it('encodes and decodes the XML wire form losslessly', () => {
    const text = 'a < b && c > d ⟦0⟧ "q" \'s ⟦12⟧';
    expect(fromXml(toXml(text))).toBe(text);
    expect(fromXml('<x i="3"></x> <x i=\'4\' /> &#x27;&#39;&unknown;')).toBe("⟦3⟧ ⟦4⟧ ''&unknown;");
    expect(fromXml('&lt;x i="0"/&gt;')).toBe('<x i="0"/>'); // escaped text never becomes a placeholder
  });
});
