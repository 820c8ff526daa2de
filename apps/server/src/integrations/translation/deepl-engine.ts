// DeepL through its official Node client, deepl-node (decision 026): POST {server}/v2/translate, form-encoded,
// `Authorization: DeepL-Auth-Key …`, one target language per request, at most 50 texts and 128 KiB per
// request. Placeholders ⟦n⟧ travel as empty XML tags <x i="n"/> with tag_handling=xml (v2) and ignore_tags=x;
// the text around them is XML-escaped and unescaped again on the way back. For targets DeepL translates
// without tag handling (its newer languages), placeholders travel as they are and the caller repairs what
// breaks. deepl-node's own retries are off (the job decides); it takes no AbortSignal, so an aborted or
// timed-out call stops waiting at once while the HTTP request ends on its own (its axios timeout is
// TRANSLATION_TIMEOUT_MS too). It does not expose response headers, so DeepL's Retry-After cannot be read.
import {
  AuthorizationError,
  ConnectionError,
  DeepLError,
  QuotaExceededError,
  TooManyRequestsError,
  Translator,
  type SourceLanguageCode,
  type TargetLanguageCode,
} from 'deepl-node';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import {
  batches,
  placeholder,
  PLACEHOLDER,
  type TranslateRequest,
  type TranslateResult,
  type TranslationEngine,
} from './translation-engine.ts';

export interface DeeplEngineOptions {
  apiKey: string;
  /** Unset: deepl-node picks api-free.deepl.com or api.deepl.com from the key. */
  baseUrl?: string | undefined;
  /** Per provider request. */
  timeoutMs: number;
  pricePerMillionChars: number | null;
}

/** developers.deepl.com/api-reference/translate: "Up to 50 texts can be sent for translation in one request". */
export const DEEPL_MAX_TEXTS = 50;
/** developers.deepl.com/docs/resources/usage-limits: 128 KiB per request; 2 KiB kept for the other fields. */
export const DEEPL_MAX_BODY_BYTES = 128 * 1024 - 2048;

// DeepL's language table (DeepLcom/api-docs, snippets/language-table.jsx, June 2026). Targets with tag handling
// get placeholders as XML tags; the others (GA since January 2026, "no glossaries or tag handling") plain.
const TAGGED_SOURCES = new Set(
  'AR BG CS DA DE EL EN ES ET FI FR HU ID IT JA KO LT LV NB NL PL PT RO RU SK SL SV TR UK ZH'.split(' '),
);
const PLAIN_SOURCES = new Set(
  'AF AS AZ BE BN BS CA EU FA GL GU HE HI HR HY IS KA KK KY MK ML MN MR MS MY NE PA SQ SR SW TA TE TH TL UR UZ VI ZU'.split(
    ' ',
  ),
);
/** YouTube language id → DeepL target, for every YouTube language DeepL has. */
const TARGETS: Record<string, string> = {
  en: 'EN-US',
  'en-GB': 'EN-GB',
  es: 'ES',
  'es-419': 'ES-419',
  pt: 'PT-BR', // YouTube's `pt` is Portuguese (Brazil)
  'pt-PT': 'PT-PT',
  'zh-CN': 'ZH-HANS',
  'zh-TW': 'ZH-HANT',
  'zh-HK': 'ZH-HANT', // DeepL's traditional Chinese is not tied to a region
  'fr-CA': 'FR-CA', // beta at DeepL, without tag handling
  no: 'NB',
  iw: 'HE',
  fil: 'TL',
};
const TAGGED_TARGETS = new Set([
  ...[...TAGGED_SOURCES].filter((code) => !['EN', 'PT', 'ZH'].includes(code)),
  ...['EN-GB', 'EN-US', 'ES-419', 'PT-BR', 'PT-PT', 'ZH-HANS', 'ZH-HANT'],
]);
const PLAIN_TARGETS = new Set([...PLAIN_SOURCES, 'FR-CA']);

export function deeplTarget(language: string): string | null {
  const code = TARGETS[language] ?? language.toUpperCase();
  return TAGGED_TARGETS.has(code) || PLAIN_TARGETS.has(code) ? code : null;
}

/** Source codes are bare (EN, PT, ZH): DeepL reads every variant. */
export function deeplSource(language: string): string | null {
  const base = language.split('-')[0]!;
  const code = ({ iw: 'HE', no: 'NB', fil: 'TL' } as Record<string, string>)[base] ?? base.toUpperCase();
  return TAGGED_SOURCES.has(code) || PLAIN_SOURCES.has(code) ? code : null;
}

const Results = z.array(z.object({ text: z.string() }));

interface WireItem {
  index: number;
  wire: string;
}

export class DeeplEngine implements TranslationEngine {
  readonly id = 'deepl' as const;
  readonly label = 'DeepL';
  readonly pseudo = false;
  private readonly translator: Translator;
  private readonly options: DeeplEngineOptions;

  constructor(options: DeeplEngineOptions) {
    this.options = options;
    this.translator = new Translator(options.apiKey, {
      ...(options.baseUrl ? { serverUrl: options.baseUrl } : {}),
      maxRetries: 0,
      minTimeout: options.timeoutMs,
      sendPlatformInfo: false,
      appInfo: { appName: 'Vidcraft', appVersion: '0.1.0' },
    });
  }

  supports(language: string): boolean {
    return deeplTarget(language) !== null;
  }

  estimate(input: { characters: number; segments: number; languages: number }) {
    // Form-encoded bytes are counted as one per character (Latin text); other scripts take more bytes on the
    // wire and may need more requests than this, at the same price (DeepL bills characters).
    const perLanguage =
      input.segments === 0 || input.characters === 0
        ? 0
        : Math.max(
            Math.ceil(input.segments / DEEPL_MAX_TEXTS),
            Math.ceil(input.characters / DEEPL_MAX_BODY_BYTES),
          );
    return {
      calls: perLanguage * input.languages,
      costUsd: costOf(input.characters * input.languages, this.options.pricePerMillionChars),
    };
  }

  async translate(request: TranslateRequest, signal?: AbortSignal): Promise<TranslateResult> {
    const source = deeplSource(request.sourceLanguage);
    const unsupported = request.targetLanguages.filter((language) => !this.supports(language));
    if (!source) unsupported.unshift(request.sourceLanguage);
    if (!source || unsupported.length > 0) throw failures.unsupported(unsupported);

    const sent = request.segments
      .map((segment, index) => ({ index, text: segment.text }))
      .filter((item) => item.text.trim() !== '');
    const sourceCharacters = sent.reduce((sum, item) => sum + codePoints(item.text), 0);
    const translations: Record<string, string[]> = {};
    const counter = { calls: 0 };
    let characters = 0;
    for (const language of request.targetLanguages) {
      const target = deeplTarget(language)!;
      const tagged = TAGGED_TARGETS.has(target) && TAGGED_SOURCES.has(source);
      // (A text of control characters only becomes a space: deepl-node refuses empty texts.)
      const items = sent.map((item) => ({
        index: item.index,
        wire: (tagged ? toXml(item.text) : item.text) || ' ',
      }));
      const out = request.segments.map((segment) => segment.text);
      for (const batch of batches(items, DEEPL_MAX_TEXTS, DEEPL_MAX_BODY_BYTES, formBytes)) {
        const texts = await this.send(batch, source, target, tagged, counter, true, signal);
        batch.forEach((item, k) => (out[item.index] = tagged ? fromXml(texts[k]!) : texts[k]!));
      }
      translations[language] = out;
      characters += sourceCharacters;
    }
    return {
      translations,
      usage: {
        calls: counter.calls,
        characters,
        inputTokens: null,
        outputTokens: null,
        costUsd: costOf(characters, this.options.pricePerMillionChars),
      },
    };
  }

  /** One request; a batch DeepL finds too large (413) is split in half once. */
  private async send(
    batch: WireItem[],
    source: string,
    target: string,
    tagged: boolean,
    counter: { calls: number },
    maySplit: boolean,
    signal: AbortSignal | undefined,
  ): Promise<string[]> {
    try {
      counter.calls += 1;
      return await this.request(batch, source, target, tagged, signal);
    } catch (error) {
      const tooLarge = error instanceof AppError && reasonOf(error) === 'requestTooLarge';
      if (!tooLarge || !maySplit || batch.length < 2) throw error;
      const half = Math.ceil(batch.length / 2);
      const first = await this.send(batch.slice(0, half), source, target, tagged, counter, false, signal);
      const second = await this.send(batch.slice(half), source, target, tagged, counter, false, signal);
      return [...first, ...second];
    }
  }

  private async request(
    batch: WireItem[],
    source: string,
    target: string,
    tagged: boolean,
    signal: AbortSignal | undefined,
  ): Promise<string[]> {
    const call = () =>
      this.translator.translateText(
        batch.map((item) => item.wire),
        source.toLowerCase() as SourceLanguageCode,
        target.toLowerCase() as TargetLanguageCode,
        tagged ? { tagHandling: 'xml', tagHandlingVersion: 'v2', ignoreTags: ['x'] } : {},
      );
    let answer: unknown;
    try {
      answer = await within(call, this.options.timeoutMs, signal);
    } catch (error) {
      if (signal?.aborted) throw signal.reason as Error; // the caller's abort, passed on as it came
      throw mapError(error, this.options.timeoutMs);
    }
    const parsed = Results.safeParse(answer);
    if (!parsed.success || parsed.data.length !== batch.length) {
      throw failures.invalidResponse('the number of translations does not match the texts sent');
    }
    return parsed.data.map((result) => result.text);
  }
}

/** The text as DeepL's strict XML (tag handling v2) reads it: escaped, placeholders as <x i="n"/>. */
export function toXml(text: string): string {
  return (
    text
      // Characters XML 1.0 cannot carry at all (C0 controls other than tab and line breaks).
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(PLACEHOLDER, (_match, index: string) => `<x i="${index}"/>`)
  );
}

/** Placeholder tags back to ⟦n⟧ (tags first, so escaped text can never become one), then entities. */
export function fromXml(text: string): string {
  return text
    .replace(/<x\s+i\s*=\s*["'](\d+)["']\s*(?:\/>|>\s*<\/x\s*>)/g, (_match, index: string) =>
      placeholder(Number(index)),
    )
    .replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (entity, name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith('#x')) return codePoint(Number.parseInt(lower.slice(2), 16), entity);
      if (lower.startsWith('#')) return codePoint(Number.parseInt(lower.slice(1), 10), entity);
      return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[lower]!;
    });
}

function codePoint(value: number, fallback: string): string {
  return Number.isInteger(value) && value >= 0 && value <= 0x10ffff ? String.fromCodePoint(value) : fallback;
}

/** What one text adds to the form body deepl-node sends (`text=…&`). */
function formBytes(item: WireItem): number {
  return new URLSearchParams({ text: item.wire }).toString().length + 1;
}

function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

function costOf(characters: number, pricePerMillionChars: number | null): number | null {
  if (pricePerMillionChars === null) return null;
  return Math.round(((characters * pricePerMillionChars) / 1_000_000) * 1_000_000) / 1_000_000;
}

/** Runs an SDK call that takes no signal: rejects at once on abort (with the caller's reason) or at the deadline. */
function within<T>(run: () => Promise<T>, timeoutMs: number, signal: AbortSignal | undefined): Promise<T> {
  if (signal?.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      cleanup();
      reject(signal!.reason as Error);
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new DeadlineReached());
    }, timeoutMs);
    const cleanup = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    run().then(
      (value) => {
        cleanup();
        resolve(value);
      },
      (error: unknown) => {
        cleanup();
        reject(error as Error);
      },
    );
  });
}

class DeadlineReached extends Error {}

function mapError(error: unknown, timeoutMs: number): AppError {
  if (error instanceof DeadlineReached) return failures.timeout(timeoutMs);
  if (error instanceof QuotaExceededError) return failures.quota();
  if (error instanceof TooManyRequestsError) return failures.rateLimited();
  if (error instanceof AuthorizationError) return failures.keyRefused(403);
  if (error instanceof ConnectionError) {
    return /timeout/i.test(error.message)
      ? failures.timeout(timeoutMs)
      : failures.upstream('could not be reached');
  }
  if (error instanceof DeepLError) {
    // deepl-node reports other statuses only in its message ("Unexpected status code: 413 …").
    const status = Number(/status code: (\d{3})/.exec(error.message)?.[1] ?? Number.NaN);
    if (status === 413) return failures.tooLarge();
    if (status === 401) return failures.keyRefused(401);
    if (/^Service unavailable/.test(error.message)) return failures.upstream('is unavailable', 503);
    if (/^Bad request/.test(error.message)) return failures.upstream('refused the request', 400);
    return failures.upstream('could not translate', Number.isFinite(status) ? status : undefined);
  }
  return failures.upstream('could not translate');
}

function reasonOf(error: AppError): unknown {
  return (error.details as { reason?: unknown } | undefined)?.reason;
}

const details = (reason: string, extra: Record<string, unknown> = {}) => ({
  details: { reason, provider: 'deepl', ...extra },
});

const failures = {
  unsupported: (languages: string[]) =>
    new AppError(
      'VALIDATION',
      `DeepL cannot translate ${languages.map((language) => `"${language}"`).join(', ')}.`,
      details('unsupportedLanguage', { languages }),
    ),
  keyRefused: (status: number) =>
    new AppError(
      'UPSTREAM_UNAVAILABLE',
      `DeepL refused the translation key (HTTP ${status}). Check TRANSLATION_API_KEY on the server.`,
      details('providerAuth', { status }),
    ),
  quota: () =>
    new AppError(
      'QUOTA_EXCEEDED',
      'The DeepL character quota for this billing period is used up. DeepL translates again when the quota renews or the plan allows more characters.',
      details('quotaExceeded', { status: 456 }),
    ),
  rateLimited: () =>
    new AppError(
      'RATE_LIMITED',
      'DeepL is limiting requests right now. Try again shortly.',
      details('rateLimited', { status: 429 }),
    ),
  timeout: (timeoutMs: number) =>
    new AppError(
      'UPSTREAM_UNAVAILABLE',
      `DeepL did not answer within ${Math.round(timeoutMs / 1000)} s. Try again in a moment.`,
      details('timeout', { timeoutMs }),
    ),
  tooLarge: () =>
    new AppError(
      'UPSTREAM_UNAVAILABLE',
      'DeepL found the request too large even after splitting it.',
      details('requestTooLarge', { status: 413 }),
    ),
  upstream: (what: string, status?: number) =>
    new AppError(
      'UPSTREAM_UNAVAILABLE',
      `DeepL ${what}${status ? ` (HTTP ${status})` : ''}. Try again later.`,
      details('upstream', status ? { status } : {}),
    ),
  invalidResponse: (what: string) =>
    new AppError(
      'UPSTREAM_UNAVAILABLE',
      `DeepL answered with something unexpected: ${what}.`,
      details('invalidResponse'),
    ),
};
