// Google Cloud Translation (Basic, v2) through Google's official client, @google-cloud/translate's `v2.Translate`
// (decision 026): POST {base}/language/translate/v2?key=… with JSON { q: [...], source, target, format: 'html' },
// answered by { data: { translations: [{ translatedText }] } }. One target language per request, at most 128
// texts and 30,000 code points (and 90,000 UTF-8 bytes, under Basic's 100 KB) per request.
//
// Pointing the client at a fake: its constructor builds `https://${apiEndpoint}/language/translate/v2` (always
// https), and the only other override, GOOGLE_CLOUD_TRANSLATE_ENDPOINT, is process-wide. With an API key every
// request is `this.baseUrl + ''`, and `baseUrl` is a public field of the client's Service base class, so a
// configured base URL (http:// on loopback in tests, or a proxy) is set there after construction.
//
// Placeholders ⟦n⟧ travel as <span translate="no">⟦n⟧</span> in format=html, which Google leaves untranslated;
// the text around them is HTML-escaped, line breaks travel as <br> (HTML collapses whitespace), and Google's
// answer is decoded and unescaped again. The client's retries are off (the job decides); it takes no
// AbortSignal, so an aborted or timed-out call stops waiting at once while the HTTP request ends on its own
// (the client's own timeout is 60 s). API-key requests carry the key in the URL, so no client error is ever
// kept as a cause: its response object would carry that URL.
import { v2 } from '@google-cloud/translate';
import { z } from 'zod';
import { retryAfterSeconds } from '../image-models/image-errors.ts';
import { AppError } from '../../http/app-error.ts';
import {
  batches,
  PLACEHOLDER,
  type TranslateRequest,
  type TranslateResult,
  type TranslationEngine,
} from './translation-engine.ts';

export interface GoogleTranslateEngineOptions {
  apiKey: string;
  /** Origin (and path prefix) of the API; unset: https://translation.googleapis.com. */
  baseUrl?: string | undefined;
  /** Per provider request. */
  timeoutMs: number;
  pricePerMillionChars: number | null;
}

/** Translation v2 reference (`q`): "The maximum number of strings is 128". */
export const GOOGLE_MAX_TEXTS = 128;
/**
 * cloud.google.com/translate/quotas ("Content limit per request"): 5K code points recommended, 30K the hard
 * limit of Advanced, 100K bytes the limit of Basic. A text counts as max(code points, UTF-8 bytes / 3), so a
 * request stays within 30,000 code points and 90,000 bytes.
 */
export const GOOGLE_MAX_SIZE = 30_000;

/**
 * The YouTube languages Google translates into, from cloud.google.com/translate/docs/languages (the NMT list:
 * `he` or `iw`, `fil` or `tl`, `zh-CN`, `zh-TW`, `pt-PT`, `fr-CA`). Google has no British or Indian English,
 * no Latin American or US Spanish and no Latin-script Serbian as targets, so those are not offered.
 */
const GOOGLE_TARGETS: Record<string, string> = Object.fromEntries([
  ...'en es pt pt-PT fr fr-CA de it nl ru uk pl cs sk hu ro bg el tr sv da no fi ar fa ur hi bn pa gu mr ta te kn ml th vi id ms fil zh-CN zh-TW ja ko sw hr sr sl lt lv et ca az kk af am as be bs eu gl hy is ka km ky lo mk mn my ne or si sq uz zu'
    .split(' ')
    .map((id) => [id, id]),
  ['iw', 'he'],
  ['zh-HK', 'zh-TW'], // written Hong Kong Chinese is traditional Chinese; Cantonese (yue) is a different thing
]);

export function googleTarget(language: string): string | null {
  return GOOGLE_TARGETS[language] ?? null;
}

/** Sources are read by language (any variant), Chinese by script. */
export function googleSource(language: string): string | null {
  if (language === 'zh-CN' || language === 'zh-TW') return language;
  if (language === 'zh-HK') return 'zh-TW';
  const base = language.split('-')[0]!;
  return googleTarget(base);
}

const Translations = z.array(z.string());

interface WireItem {
  index: number;
  wire: string;
}

export class GoogleTranslateEngine implements TranslationEngine {
  readonly id = 'google' as const;
  readonly label = 'Google Cloud Translation';
  readonly pseudo = false;
  private readonly client: v2.Translate;
  private readonly options: GoogleTranslateEngineOptions;

  constructor(options: GoogleTranslateEngineOptions) {
    this.options = options;
    const base = options.baseUrl?.replace(/\/+$/, '');
    this.client = new v2.Translate({
      key: options.apiKey,
      autoRetry: false,
      ...(base ? { apiEndpoint: new URL(base).host } : {}),
    });
    if (base) this.client.baseUrl = `${base}/language/translate/v2`;
  }

  supports(language: string): boolean {
    return googleTarget(language) !== null;
  }

  estimate(input: { characters: number; segments: number; languages: number }) {
    const perLanguage =
      input.segments === 0 || input.characters === 0
        ? 0
        : Math.max(
            Math.ceil(input.segments / GOOGLE_MAX_TEXTS),
            Math.ceil(input.characters / GOOGLE_MAX_SIZE),
          );
    return {
      calls: perLanguage * input.languages,
      costUsd: costOf(input.characters * input.languages, this.options.pricePerMillionChars),
    };
  }

  async translate(request: TranslateRequest, signal?: AbortSignal): Promise<TranslateResult> {
    const source = googleSource(request.sourceLanguage);
    const unsupported = request.targetLanguages.filter((language) => !this.supports(language));
    if (!source) unsupported.unshift(request.sourceLanguage);
    if (!source || unsupported.length > 0) throw failures.unsupported(unsupported);

    const sent = request.segments
      .map((segment, index) => ({ index, text: segment.text }))
      .filter((item) => item.text.trim() !== '');
    const items = sent.map((item) => ({ index: item.index, wire: toHtml(item.text) }));
    const sourceCharacters = sent.reduce((sum, item) => sum + codePoints(item.text), 0);
    const translations: Record<string, string[]> = {};
    const counter = { calls: 0 };
    let characters = 0;
    for (const language of request.targetLanguages) {
      const target = googleTarget(language)!;
      const out = request.segments.map((segment) => segment.text);
      for (const batch of batches(items, GOOGLE_MAX_TEXTS, GOOGLE_MAX_SIZE, wireSize)) {
        const texts = await this.send(batch, source, target, counter, true, signal);
        batch.forEach((item, k) => (out[item.index] = fromHtml(texts[k]!)));
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

  /** One request; a batch Google finds too large (413, or 400 "too long") is split in half once. */
  private async send(
    batch: WireItem[],
    source: string,
    target: string,
    counter: { calls: number },
    maySplit: boolean,
    signal: AbortSignal | undefined,
  ): Promise<string[]> {
    try {
      counter.calls += 1;
      return await this.request(batch, source, target, signal);
    } catch (error) {
      const tooLarge = error instanceof AppError && reasonOf(error) === 'requestTooLarge';
      if (!tooLarge || !maySplit || batch.length < 2) throw error;
      const half = Math.ceil(batch.length / 2);
      const first = await this.send(batch.slice(0, half), source, target, counter, false, signal);
      const second = await this.send(batch.slice(half), source, target, counter, false, signal);
      return [...first, ...second];
    }
  }

  private async request(
    batch: WireItem[],
    source: string,
    target: string,
    signal: AbortSignal | undefined,
  ): Promise<string[]> {
    let answer: unknown;
    try {
      const [translated] = await within(
        () =>
          this.client.translate(
            batch.map((item) => item.wire),
            { from: source, to: target, format: 'html' },
          ),
        this.options.timeoutMs,
        signal,
      );
      answer = translated;
    } catch (error) {
      if (signal?.aborted) throw signal.reason as Error; // the caller's abort, passed on as it came
      throw mapError(error, this.options.timeoutMs);
    }
    const parsed = Translations.safeParse(answer);
    if (!parsed.success || parsed.data.length !== batch.length) {
      throw failures.invalidResponse('the number of translations does not match the texts sent');
    }
    return parsed.data;
  }
}

/** The text as format=html: escaped, placeholders in untranslatable spans, line breaks as <br>. */
export function toHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(PLACEHOLDER, (match) => `<span translate="no">${match}</span>`)
    .replace(/\r?\n/g, '<br>');
}

/** Spans back to their content and <br> to line breaks (markup first, so escaped text stays text), then entities. */
export function fromHtml(text: string): string {
  return text
    .replace(/<span\b[^>]*\btranslate\s*=\s*["']?no["']?[^>]*>([\s\S]*?)<\/span\s*>/gi, '$1')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (entity, name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith('#x')) return codePoint(Number.parseInt(lower.slice(2), 16), entity);
      if (lower.startsWith('#')) return codePoint(Number.parseInt(lower.slice(1), 10), entity);
      return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' } as Record<string, string>)[
        lower
      ]!;
    });
}

function codePoint(value: number, fallback: string): string {
  return Number.isInteger(value) && value >= 0 && value <= 0x10ffff ? String.fromCodePoint(value) : fallback;
}

function wireSize(item: WireItem): number {
  return Math.max(codePoints(item.wire), Math.ceil(Buffer.byteLength(item.wire) / 3));
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

/** Runs a client call that takes no signal: rejects at once on abort or at the deadline. */
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

/** The client's ApiError: `code` is the HTTP status (or Google's error.code), `errors` Google's reasons. */
interface ClientError {
  code?: unknown;
  message?: unknown;
  errors?: { reason?: unknown }[];
  response?: { headers?: Record<string, string | undefined> };
}

function mapError(error: unknown, timeoutMs: number): AppError {
  if (error instanceof DeadlineReached) return failures.timeout(timeoutMs);
  const e = (error ?? {}) as ClientError;
  const status = typeof e.code === 'number' ? e.code : undefined;
  const reasons = (Array.isArray(e.errors) ? e.errors : []).map((item) => String(item.reason ?? ''));
  const message = typeof e.message === 'string' ? e.message : '';
  if (status === undefined) {
    return /timeout/i.test(message) ? failures.timeout(timeoutMs) : failures.upstream('could not be reached');
  }
  if (reasons.some((reason) => reason === 'dailyLimitExceeded' || reason === 'quotaExceeded')) {
    return failures.quota(status);
  }
  if (status === 429 || reasons.some((reason) => /rateLimitExceeded/i.test(reason))) {
    return failures.rateLimited(status, retryAfterSeconds(e.response?.headers?.['retry-after']));
  }
  if (
    status === 413 ||
    (status === 400 && /too (long|large|many)|payload size|request size/i.test(message))
  ) {
    return failures.tooLarge(status);
  }
  if (
    status === 401 ||
    status === 403 ||
    reasons.includes('keyInvalid') ||
    (status === 400 && /API key/i.test(message))
  ) {
    return failures.keyRefused(status);
  }
  if (status === 400) return failures.upstream('refused the request', 400);
  return failures.upstream('could not translate', status);
}

function reasonOf(error: AppError): unknown {
  return (error.details as { reason?: unknown } | undefined)?.reason;
}

const PROVIDER = 'Google Cloud Translation';
const details = (reason: string, extra: Record<string, unknown> = {}) => ({
  details: { reason, provider: 'google', ...extra },
});

const failures = {
  unsupported: (languages: string[]) =>
    new AppError(
      'VALIDATION',
      `${PROVIDER} cannot translate ${languages.map((language) => `"${language}"`).join(', ')}.`,
      details('unsupportedLanguage', { languages }),
    ),
  keyRefused: (status: number) =>
    new AppError(
      'UPSTREAM_UNAVAILABLE',
      `${PROVIDER} refused the translation key (HTTP ${status}). Check TRANSLATION_API_KEY on the server and that the Cloud Translation API is enabled for its project.`,
      details('providerAuth', { status }),
    ),
  quota: (status: number) =>
    new AppError(
      'QUOTA_EXCEEDED',
      `The daily ${PROVIDER} quota of this Google Cloud project is used up; it resets at midnight Pacific time.`,
      details('quotaExceeded', { status }),
    ),
  rateLimited: (status: number, retryAfter?: number) =>
    new AppError(
      'RATE_LIMITED',
      `${PROVIDER} is limiting requests right now. Try again ${retryAfter ? `in ${retryAfter} s` : 'shortly'}.`,
      details('rateLimited', { status, ...(retryAfter ? { retryAfterSeconds: retryAfter } : {}) }),
    ),
  timeout: (timeoutMs: number) =>
    new AppError(
      'UPSTREAM_UNAVAILABLE',
      `${PROVIDER} did not answer within ${Math.round(timeoutMs / 1000)} s. Try again in a moment.`,
      details('timeout', { timeoutMs }),
    ),
  tooLarge: (status: number) =>
    new AppError(
      'UPSTREAM_UNAVAILABLE',
      `${PROVIDER} found the request too large even after splitting it.`,
      details('requestTooLarge', { status }),
    ),
  upstream: (what: string, status?: number) =>
    new AppError(
      'UPSTREAM_UNAVAILABLE',
      `${PROVIDER} ${what}${status ? ` (HTTP ${status})` : ''}. Try again later.`,
      details('upstream', status ? { status } : {}),
    ),
  invalidResponse: (what: string) =>
    new AppError(
      'UPSTREAM_UNAVAILABLE',
      `${PROVIDER} answered with something unexpected: ${what}.`,
      details('invalidResponse'),
    ),
};
