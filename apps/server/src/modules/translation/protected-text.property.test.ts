// Property tests: whatever a video's title and description hold (links, e-mail addresses, @handles, hashtags,
// timestamps, chapter lines, glossary terms) and whatever an engine does to the placeholders standing for them
// (keeps, drops, mangles, doubles, invents, moves them, or returns nothing), the rebuilt translation either has
// every protected part back exactly — chapter times first on their lines, glossary terms as fixed — or is
// rejected with a reason; what was repaired is said; and a translation that passes Vidcraft's check is one the
// YouTube sandbox accepts (and one it refuses is one the check flags). The real engines run here too: the
// sandbox's pseudo-localization and the LLM engine against the fake OpenAI-compatible server.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { descriptionProblem, titleProblem } from '@vidcraft/google-sandbox/limits';
import { createLanguageModel } from '../../integrations/ai/language-model.ts';
import { hasWords, LlmTranslationEngine } from '../../integrations/translation/llm-translation-engine.ts';
import { PseudoEngine } from '../../integrations/translation/pseudo-engine.ts';
import {
  noUsage,
  PLACEHOLDER,
  type TranslateRequest,
  type TranslationEngine,
} from '../../integrations/translation/translation-engine.ts';
import { tagged } from '../../../test/fake-llm-translator.ts';
import { startFakeOpenAI } from '../../../test/fake-openai.ts';
import { maskMetadata, rebuild } from './protected-metadata.ts';
import { protectSegment, type GlossaryEntry } from './protected-text.ts';
import { checkTranslation } from './translation-checks.ts';

const GLOSSARY: GlossaryEntry[] = [
  { term: 'Kitchen Atlas', keep: true, translations: {} },
  { term: 'cacio e pepe', keep: false, translations: { de: 'Käse und Pfeffer', ja: 'カチョ・エ・ペペ' } },
];
const LANGUAGES = ['de', 'ja', 'ar', 'pt-PT'];

// ── Inputs: lines of words and protected parts ──
const word = fc.constantFrom(
  'pasta',
  'crème',
  'sauce',
  'quick',
  'Tokyo',
  '東京',
  'нож',
  'ال',
  'tips',
  '15',
  'the',
);
const link = fc
  .tuple(fc.constantFrom('https://', 'http://', 'www.'), fc.stringMatching(/^[a-z]{2,8}\.(com|io|de)$/))
  .chain(([scheme, host]) =>
    fc
      .stringMatching(/^(\/[a-z0-9-]{1,8}){0,2}(\?v=[A-Za-z0-9]{4})?$/)
      .map((tail) => `${scheme}${host}${tail}`),
  );
const email = fc.stringMatching(/^[a-z]{2,6}@[a-z]{2,6}\.com$/);
const handle = fc.stringMatching(/^@[a-z][a-z0-9_]{1,10}$/);
const hashtag = fc.stringMatching(/^#[a-z][a-z0-9]{1,10}$/);
const time = fc.oneof(
  fc.tuple(fc.nat(59), fc.nat(59)).map(([m, s]) => `${m}:${String(s).padStart(2, '0')}`),
  fc
    .tuple(fc.integer({ min: 1, max: 9 }), fc.nat(59), fc.nat(59))
    .map(([h, m, s]) => `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`),
);
const term = fc.constantFrom(...GLOSSARY.map((g) => g.term));
const piece = fc.oneof({ weight: 6, arbitrary: word }, link, email, handle, hashtag, time, term);
const sentence = fc.array(piece, { minLength: 1, maxLength: 8 }).map((parts) => parts.join(' '));
const chapterLine = fc
  .tuple(time, fc.array(word, { minLength: 1, maxLength: 4 }))
  .map(([t, w]) => `${t} ${w.join(' ')}`);
const line = fc.oneof({ weight: 4, arbitrary: sentence }, chapterLine, fc.constant(''));
const video = fc.record({
  title: fc.array(piece, { minLength: 1, maxLength: 10 }).map((parts) => parts.join(' ')),
  description: fc.array(line, { minLength: 1, maxLength: 12 }).map((lines) => lines.join('\n')),
});

// ── Engines: one that translates faithfully, and ones that break the placeholders ──
type Corruption = 'none' | 'drop' | 'mangle' | 'double' | 'invent' | 'move' | 'empty' | 'inflate';
const MANGLINGS = [
  (n: string) => `[${n}]`,
  (n: string) => `【${n}】`,
  (n: string) => `⟦ ${n} ⟧`,
  (n: string) => `{{${n}}}`,
  (n: string) => `⟦${String.fromCharCode(...[...n].map((d) => d.charCodeAt(0) + 0xfee0))}⟧`,
];

/** Tags each text with its language, then does `corruption` to the first segment it can. */
class CorruptingEngine implements TranslationEngine {
  readonly id = 'llm' as const;
  readonly label = 'corrupting';
  readonly pseudo = false;
  private readonly corruption: Corruption;
  private readonly pick: number;
  constructor(corruption: Corruption, pick: number) {
    this.corruption = corruption;
    this.pick = pick;
  }
  supports() {
    return true;
  }
  estimate() {
    return { calls: 1, costUsd: null };
  }
  translate(request: TranslateRequest) {
    const translations: Record<string, string[]> = {};
    for (const language of request.targetLanguages) {
      let done = false;
      translations[language] = request.segments.map(({ text }) => {
        const out = `[${language}] ${text}`;
        if (done) return out;
        const corrupted = this.corrupt(out);
        done = corrupted !== out;
        return corrupted;
      });
    }
    return Promise.resolve({ translations, usage: noUsage() });
  }
  private corrupt(text: string): string {
    const placeholders = [...text.matchAll(PLACEHOLDER)];
    const target = placeholders[this.pick % Math.max(1, placeholders.length)];
    switch (this.corruption) {
      case 'none':
        return text;
      case 'drop':
        return target ? text.replace(target[0], '') : text;
      case 'mangle':
        return target ? text.replace(target[0], MANGLINGS[this.pick % MANGLINGS.length]!(target[1]!)) : text;
      case 'double':
        return target ? `${text} ${target[0]}` : text;
      case 'invent':
        return `${text} ⟦${90 + (this.pick % 9)}⟧`;
      case 'move':
        return target ? `${text.replace(target[0], '')} ${target[0]}` : text;
      case 'empty':
        return '';
      case 'inflate':
        return `${text} ${'ü'.repeat(120)}`;
    }
  }
}

/** The protected parts of a text (glossary terms aside), as the masking finds them. */
const partsOf = (text: string) =>
  protectSegment(text)
    .tokens.filter((t) => t.kind !== 'term')
    .map((t) => t.source)
    .sort();

/** Checks one rebuilt translation against its source; returns whether it is usable. */
function expectFaithful(
  source: { title: string; description: string },
  built: ReturnType<typeof rebuild>,
  language: string,
  corruption: Corruption,
) {
  if (built.rejected !== null) {
    expect(built.rejected).toMatch(/\w/); // a reason, in words
    expect(corruption).toBe('empty');
    return;
  }
  const masked = maskMetadata(source.title, source.description, GLOSSARY);
  // Title and each description line keep exactly their own protected parts.
  expect(partsOf(built.title)).toEqual(partsOf(source.title));
  const sourceLines = source.description.split('\n');
  const builtLines = built.description.split('\n');
  expect(builtLines).toHaveLength(sourceLines.length);
  sourceLines.forEach((sourceLine, i) => {
    const builtLine = builtLines[i]!;
    if (sourceLine.trim() === '') return expect(builtLine).toBe(sourceLine);
    expect(partsOf(builtLine)).toEqual(partsOf(sourceLine));
    const segment = masked.description.lines[i]!.segment!;
    expect(builtLine.startsWith(segment.chapterPrefix)).toBe(true);
    for (const token of segment.tokens.filter((t) => t.kind === 'term')) {
      const expected = token.translations?.[language] ?? token.source;
      expect(builtLine.toLowerCase()).toContain(expected.toLowerCase());
    }
  });
  if (corruption === 'none') expect(built.repairs).toEqual([]);
  // Vidcraft's check and the YouTube sandbox agree on whether it can be published.
  const check = checkTranslation(built.title, built.description);
  const sandboxRefuses = titleProblem(built.title) !== null || descriptionProblem(built.description) !== null;
  expect(check.problems.length > 0).toBe(sandboxRefuses);
}

async function translateAndRebuild(
  engine: TranslationEngine,
  source: { title: string; description: string },
) {
  const masked = maskMetadata(source.title, source.description, GLOSSARY);
  const result = await engine.translate({
    sourceLanguage: 'en',
    targetLanguages: LANGUAGES,
    segments: masked.sent.map((s, n) => ({ id: String(n), text: s.masked })),
  });
  return LANGUAGES.map((language) => ({
    language,
    built: rebuild(masked, result.translations[language] ?? [], language),
  }));
}

describe('protected parts through every engine', () => {
  it('come back exactly, or the translation is rejected with a reason, whatever an engine does to them', async () => {
    const corruption = fc.constantFrom<Corruption>(
      'none',
      'drop',
      'mangle',
      'double',
      'invent',
      'move',
      'empty',
      'inflate',
    );
    await fc.assert(
      fc.asyncProperty(video, corruption, fc.nat(20), async (source, kind, pick) => {
        const masked = maskMetadata(source.title, source.description, GLOSSARY);
        for (const { language, built } of await translateAndRebuild(
          new CorruptingEngine(kind, pick),
          source,
        )) {
          expectFaithful(source, built, language, kind);
          // A placeholder the engine broke is repaired and said so.
          const hasPlaceholder = masked.sent.some((s) => /⟦\d+⟧/.test(s.masked));
          const broken = kind === 'invent' ? masked.sent.length > 0 : hasPlaceholder;
          if (['drop', 'mangle', 'invent'].includes(kind) && broken) {
            if (built.rejected === null) expect(built.repairs.length).toBeGreaterThan(0);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('survive the sandbox’s pseudo-localization, which needs no repair', async () => {
    const engine = new PseudoEngine();
    await fc.assert(
      fc.asyncProperty(video, async (source) => {
        for (const { language, built } of await translateAndRebuild(engine, source)) {
          expectFaithful(source, built, language, 'none');
        }
      }),
      { numRuns: 80 },
    );
  });

  describe('the LLM engine on the wire', () => {
    let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
    let engine: LlmTranslationEngine;
    beforeAll(async () => {
      fake = await startFakeOpenAI();
      const config = {
        provider: 'openai-compatible' as const,
        baseUrl: fake.baseUrl,
        apiKey: 'test-key',
        model: 'fake-model',
        maxInputTokens: 6000,
        maxOutputTokens: 1500,
        timeoutMs: 5000,
        pricePerMillion: null,
      };
      engine = new LlmTranslationEngine(createLanguageModel(config), config, 'fake');
    });
    afterAll(() => fake.close());

    it('keeps every placeholder the model keeps, through JSON and back', async () => {
      await fc.assert(
        fc.asyncProperty(video, async (source) => {
          fake.queue.length = 0;
          for (let i = 0; i < 20; i += 1) fake.queue.push({ kind: 'reply', respond: (body) => tagged(body) });
          const requestsBefore = fake.requests.length;
          for (const { language, built } of await translateAndRebuild(engine, source)) {
            expectFaithful(source, built, language, 'none');
          }
          // The model is asked only about text with letters: a title of digits alone ("15") stays as it is.
          const masked = maskMetadata(source.title, source.description, GLOSSARY);
          expect(fake.requests.length > requestsBefore).toBe(masked.sent.some((s) => hasWords(s.masked)));
        }),
        { numRuns: 40 },
      );
    });
  });
});
