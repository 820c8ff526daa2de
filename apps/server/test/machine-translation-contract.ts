// What every machine-translation engine (DeepL, Google Cloud Translation, LibreTranslate) must do against its
// loopback fake, as one suite each engine's test calls: refuse languages it lacks before sending anything, send
// a request in several languages as one request per source language, estimate the requests it sends, split a
// batch the provider finds too large, map the failures every provider has alike, stop on the caller's abort
// and at its deadline, and hand back a placeholder the provider broke. What is one provider's own (its wire
// form, its codes, its other failures) stays in that engine's test.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type {
  TranslationEngine,
  TranslationSegment,
} from '../src/integrations/translation/translation-engine.ts';
import { expectImageError as expectFailure, until } from './fake-image-server.ts';
import type { FakeTranslationMode, SentTranslation } from './fake-translation-api.ts';

export const segments = (texts: string[]): TranslationSegment[] =>
  texts.map((text, i) => ({ id: `s${i}`, text }));

interface FakeApi {
  state: { mode: string };
  calls: unknown[];
  requests: unknown[];
  sent: () => SentTranslation[];
  close: () => Promise<void>;
}

/** Starts a fake for the enclosing describe, and sets it back before each test: mode `ok`, nothing recorded. */
export function useFakeTranslationApi<Fake extends FakeApi>(start: () => Promise<Fake>): () => Fake {
  let fake: Fake | undefined;
  beforeAll(async () => {
    fake = await start();
  });
  beforeEach(() => {
    fake!.state.mode = 'ok' satisfies FakeTranslationMode;
    fake!.calls.length = 0;
    fake!.requests.length = 0;
  });
  afterAll(() => fake?.close());
  return () => fake!;
}

/** A new engine against the fake, with these options changed. */
export type EngineAgainstFake = (changed?: {
  timeoutMs?: number;
  pricePerMillionChars?: number | null;
}) => TranslationEngine;

/** What the suite needs to know of one provider. */
export interface ProviderFacts {
  /** Its limits per request, spelled out so the suite pins them. */
  limits: { maxTexts: number; maxSize: number };
  /** A YouTube language it does not translate into. */
  missingTarget: string;
  /** The failure's `details` when it answers 429. */
  rateLimitedDetails: Record<string, unknown>;
  /** What `Watch ⟦0⟧` comes back as in German when it mangles the placeholder's markup. */
  mangled: string;
}

export function machineTranslationContract(
  fake: () => FakeApi,
  makeEngine: EngineAgainstFake,
  provider: ProviderFacts,
): void {
  const calls = () => fake().calls;
  const setMode = (mode: FakeTranslationMode) => {
    fake().state.mode = mode;
  };
  const hello = { sourceLanguage: 'en', targetLanguages: ['de'], segments: segments(['Hi']) };

  it('refuses a source or target language it lacks before sending anything', async () => {
    const engine = makeEngine();
    const target = await expectFailure(
      engine.translate({ ...hello, targetLanguages: ['de', provider.missingTarget] }),
      'VALIDATION',
      'unsupportedLanguage',
    );
    expect(target.details).toMatchObject({ languages: [provider.missingTarget] });
    const source = await expectFailure(
      engine.translate({ ...hello, sourceLanguage: 'xx' }),
      'VALIDATION',
      'unsupportedLanguage',
    );
    expect(source.details).toMatchObject({ languages: ['xx'] });
    expect(calls()).toHaveLength(0);
  });

  it("sends texts in other languages as one request per source language, answering in the request's order", async () => {
    const engine = makeEngine();
    const mixed: TranslationSegment[] = [
      { id: 'a', text: 'Hallo ⟦0⟧', language: 'de' },
      { id: 'b', text: 'Bonjour', language: 'fr' },
      { id: 'c', text: 'Hello' }, // in the request's own source language
      { id: 'd', text: 'Bis bald', language: 'de' },
    ];
    const result = await engine.translate({
      sourceLanguage: 'en',
      targetLanguages: ['ja', 'es'],
      segments: mixed,
    });

    const sent = fake().sent();
    // (DeepL spells its codes in capitals.)
    expect(sent.map((request) => request.source?.toLowerCase())).toEqual([
      'de',
      'de',
      'fr',
      'fr',
      'en',
      'en',
    ]);
    expect(sent.map((request) => request.texts.length)).toEqual([2, 2, 1, 1, 1, 1]);
    expect(result.translations).toEqual({
      ja: ['[ja] Hallo ⟦0⟧', '[ja] Bonjour', '[ja] Hello', '[ja] Bis bald'],
      es: ['[es] Hallo ⟦0⟧', '[es] Bonjour', '[es] Hello', '[es] Bis bald'],
    });
    const characters = [...mixed.map((segment) => segment.text).join('')].length;
    expect(result.usage).toMatchObject({ calls: 6, characters: characters * 2 });
    expect(
      engine.estimate({ characters, segments: 4, languages: 2, sourceLanguages: ['de', 'fr', 'en'] }).calls,
    ).toBe(6);
  });

  it('estimates requests and cost the way it batches, per source language, and no cost without a price', async () => {
    const engine = makeEngine({ pricePerMillionChars: 20 });
    const { maxTexts, maxSize } = provider.limits;
    // Three requests per target language, bound by the number of texts, then by their size.
    expect(engine.estimate({ characters: 1000, segments: 2 * maxTexts + 1, languages: 3 })).toEqual({
      calls: 9,
      costUsd: 0.06,
    });
    expect(engine.estimate({ characters: 2 * maxSize + 1, segments: 3, languages: 1 }).calls).toBe(3);
    // Text in two languages (a back-translation) takes each language's requests; its characters count once.
    expect(
      engine.estimate({
        characters: 1000,
        segments: 2 * maxTexts + 1,
        languages: 3,
        sourceLanguages: ['de', 'fr'],
      }),
    ).toEqual({ calls: 18, costUsd: 0.06 });
    expect(engine.estimate({ characters: 0, segments: 0, languages: 3 })).toEqual({ calls: 0, costUsd: 0 });

    const paid = await engine.translate(hello);
    expect(paid.usage).toEqual({
      calls: 1,
      characters: 2,
      inputTokens: null,
      outputTokens: null,
      costUsd: 0.00004,
    });
    const free = makeEngine({ pricePerMillionChars: null });
    expect(free.estimate({ characters: 1000, segments: 2, languages: 1 }).costUsd).toBeNull();
    expect((await free.translate(hello)).usage).toMatchObject({ calls: 1, characters: 2, costUsd: null });
  });

  it('splits a batch the provider still finds too large (413) in half once, then gives up', async () => {
    const engine = makeEngine();
    setMode('tooLargeOnce');
    const result = await engine.translate({
      ...hello,
      segments: segments(['one', 'two', 'three', 'four', 'five']),
    });
    expect(
      fake()
        .sent()
        .map((request) => request.texts.length),
    ).toEqual([5, 3, 2]);
    expect(result.translations.de).toEqual(['[de] one', '[de] two', '[de] three', '[de] four', '[de] five']);
    expect(result.usage.calls).toBe(3);

    setMode('tooLarge');
    calls().length = 0;
    await expectFailure(
      engine.translate({ ...hello, segments: segments(['a', 'b', 'c']) }),
      'UPSTREAM_UNAVAILABLE',
      'requestTooLarge',
    );
    expect(
      fake()
        .sent()
        .map((request) => request.texts.length),
    ).toEqual([3, 2]);
  });

  it('maps 429 to RATE_LIMITED without retrying', async () => {
    const engine = makeEngine();
    setMode('rateLimited');
    const limited = await expectFailure(engine.translate(hello), 'RATE_LIMITED', 'rateLimited');
    expect(limited.message).toContain(engine.label);
    expect(limited.details).toEqual({
      reason: 'rateLimited',
      provider: engine.id,
      ...provider.rateLimitedDetails,
    });
    expect(calls()).toHaveLength(1);
  });

  it('maps a server error to UPSTREAM_UNAVAILABLE', async () => {
    setMode('serverError');
    await expectFailure(makeEngine().translate(hello), 'UPSTREAM_UNAVAILABLE', 'upstream');
  });

  it('stops waiting when the caller aborts and at its deadline, and sends nothing once aborted', async () => {
    setMode('hang');
    const controller = new AbortController();
    const pending = makeEngine().translate(hello, controller.signal);
    await until(() => calls().length === 1);
    const reason = new Error('the creator cancelled');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);

    const started = Date.now();
    await expectFailure(makeEngine({ timeoutMs: 300 }).translate(hello), 'UPSTREAM_UNAVAILABLE', 'timeout');
    expect(Date.now() - started).toBeLessThan(3000);

    calls().length = 0;
    const already = AbortSignal.abort(new Error('gone'));
    await expect(makeEngine().translate(hello, already)).rejects.toThrow('gone');
    expect(calls()).toHaveLength(0);
  });

  it('hands back what the provider did to a dropped or mangled placeholder, for the caller to repair', async () => {
    const engine = makeEngine();
    setMode('dropTag');
    const dropped = await engine.translate({ ...hello, segments: segments(['Watch ⟦0⟧ and ⟦1⟧']) });
    expect(dropped.translations.de).toEqual(['[de] Watch  and ⟦1⟧']);
    setMode('mangleTag');
    const mangled = await engine.translate({ ...hello, segments: segments(['Watch ⟦0⟧']) });
    expect(mangled.translations.de).toEqual([provider.mangled]);
  });
}
