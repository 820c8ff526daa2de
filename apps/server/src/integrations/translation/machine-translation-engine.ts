// What the machine-translation engines (DeepL, Google Cloud Translation, LibreTranslate) have in common, as
// opposed to the LLM: each request takes one source language, one target language and a bounded batch of
// texts; the price is per character; failures are worded alike. An engine extends MachineTranslationEngine
// with its language codes, its wire form (how placeholders travel) and one provider request; the base splits
// a request by source language, checks the languages, batches, splits a batch the provider finds too large,
// counts usage and estimates. The wording and mapping of failures and the wire helpers are here for the same
// reason: the three would otherwise each carry a copy.
import type { TranslationEngineId } from '@vidcraft/contracts';
import { AppError } from '../../http/app-error.ts';
import { retryAfterSeconds } from '../image-models/image-errors.ts';
import {
  batches,
  perSourceLanguage,
  PLACEHOLDER,
  type EstimateInput,
  type TranslateRequest,
  type TranslateResult,
  type TranslationEngine,
} from './translation-engine.ts';

// ── The engine ──

/** At most `maxTexts` texts and `maxSize` (as the engine measures its wire form) per request. */
export interface BatchLimits {
  maxTexts: number;
  maxSize: number;
}

/** How one target language's texts travel: the wire form of a text, its size, one request, and the way back. */
export interface TargetWire {
  encode: (text: string) => string;
  size: (wire: string) => number;
  /** One provider request: the translated wire texts in order, or none when the answer cannot be read. */
  send: (wires: string[]) => Promise<string[]>;
  decode: (wire: string) => string;
}

/** What a provider's engine tells the base class when it is made. */
export interface ProviderTerms {
  limits: BatchLimits;
  pricePerMillionChars: number | null;
  failures: TranslationFailures;
}

export abstract class MachineTranslationEngine implements TranslationEngine {
  abstract readonly id: TranslationEngineId;
  abstract readonly label: string;
  readonly pseudo = false;
  private readonly terms: ProviderTerms;

  constructor(terms: ProviderTerms) {
    this.terms = terms;
  }

  abstract supports(language: string): boolean;

  /** The provider's code for a source language; null when it has none. */
  protected abstract sourceCode(language: string): string | null;

  /** How texts travel from `source` into `language`, and the request that carries them. */
  protected abstract wire(source: string, language: string, signal: AbortSignal | undefined): TargetWire;

  /** The targets it cannot translate into from `source` (null: a source it lacks): those supports() refuses. */
  protected unsupportedTargets(_source: string | null, targets: readonly string[]): string[] {
    return targets.filter((language) => !this.supports(language));
  }

  /** Runs before each source language's requests (LibreTranslate reads its server's languages then). */
  protected prepare(_signal: AbortSignal | undefined): Promise<void> {
    return Promise.resolve();
  }

  /**
   * Requests and price the way translate() sends them: for every target language as many requests as the number
   * of texts or their size needs (the size counted as characters of source text), and since a request takes one
   * source language, that again for every language the text is in. The characters are billed once.
   */
  estimate(input: EstimateInput): { calls: number; costUsd: number | null } {
    const { maxTexts, maxSize } = this.terms.limits;
    const perLanguage =
      input.segments === 0 || input.characters === 0
        ? 0
        : Math.max(Math.ceil(input.segments / maxTexts), Math.ceil(input.characters / maxSize));
    return {
      calls: perLanguage * input.languages * (input.sourceLanguages?.length ?? 1),
      costUsd: costOf(input.characters * input.languages, this.terms.pricePerMillionChars),
    };
  }

  translate(request: TranslateRequest, signal?: AbortSignal): Promise<TranslateResult> {
    return perSourceLanguage(request, (part) => this.translateFrom(part, signal));
  }

  /** One source language: refused before anything is sent when a language is missing, else sent in batches. */
  private async translateFrom(request: TranslateRequest, signal?: AbortSignal): Promise<TranslateResult> {
    await this.prepare(signal);
    const source = this.sourceCode(request.sourceLanguage);
    const targets = this.unsupportedTargets(source, request.targetLanguages);
    const unsupported = source ? targets : [request.sourceLanguage, ...targets];
    if (!source || unsupported.length > 0) throw this.terms.failures.unsupported(unsupported);
    return translateInBatches(request, this.terms, (language) => this.wire(source, language, signal));
  }
}

export function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** The price of `characters`, to a millionth of a dollar; unknown without a price. */
function costOf(characters: number, pricePerMillionChars: number | null): number | null {
  if (pricePerMillionChars === null) return null;
  return Math.round(((characters * pricePerMillionChars) / 1_000_000) * 1_000_000) / 1_000_000;
}

/**
 * Translates into each target in batches within the limits. Blank texts are not sent (they come back as they
 * were); usage counts every request, and the source characters once per target (what the provider bills).
 */
async function translateInBatches(
  request: TranslateRequest,
  terms: ProviderTerms,
  wireFor: (language: string) => TargetWire,
): Promise<TranslateResult> {
  const sent = request.segments
    .map((segment, index) => ({ index, text: segment.text }))
    .filter((item) => item.text.trim() !== '');
  const sourceCharacters = sent.reduce((sum, item) => sum + codePoints(item.text), 0);
  const translations: Record<string, string[]> = {};
  const counter = { calls: 0 };
  const { maxTexts, maxSize } = terms.limits;
  let characters = 0;
  for (const language of request.targetLanguages) {
    const wire = wireFor(language);
    const items = sent.map((item) => ({ index: item.index, wire: wire.encode(item.text) }));
    const out = request.segments.map((segment) => segment.text);
    for (const batch of batches(items, maxTexts, maxSize, (item) => wire.size(item.wire))) {
      const wires = batch.map((item) => item.wire);
      const texts = await sendSplittingOnce(wires, wire, terms.failures, counter, true);
      batch.forEach((item, k) => (out[item.index] = wire.decode(texts[k]!)));
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
      costUsd: costOf(characters, terms.pricePerMillionChars),
    },
  };
}

/** One request; a batch the provider finds too large is split in half once (the halves are not split again). */
async function sendSplittingOnce(
  wires: string[],
  wire: TargetWire,
  failures: TranslationFailures,
  counter: { calls: number },
  maySplit: boolean,
): Promise<string[]> {
  try {
    counter.calls += 1;
    const texts = await wire.send(wires);
    if (texts.length !== wires.length) {
      throw failures.invalidResponse('the number of translations does not match the texts sent');
    }
    return texts;
  } catch (error) {
    const tooLarge = error instanceof AppError && reasonOf(error) === 'requestTooLarge';
    if (!tooLarge || !maySplit || wires.length < 2) throw error;
    const half = Math.ceil(wires.length / 2);
    const first = await sendSplittingOnce(wires.slice(0, half), wire, failures, counter, false);
    const second = await sendSplittingOnce(wires.slice(half), wire, failures, counter, false);
    return [...first, ...second];
  }
}

function reasonOf(error: AppError): unknown {
  return (error.details as { reason?: unknown } | undefined)?.reason;
}

// ── Wire forms: placeholders as markup, and character references back to characters ──

/**
 * The text as format=html: escaped, placeholders in untranslatable spans, line breaks as <br> (HTML collapses
 * whitespace).
 */
export function toHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(PLACEHOLDER, (match) => `<span translate="no">${match}</span>`)
    .replace(/\r?\n/g, '<br>');
}

/** The five entities XML defines. */
export const XML_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/**
 * A decoder of the `named` entities (by lower-case name) and, when `numeric`, of &#n; and &#xh; (one that is no
 * character stays as it is). Run it after the markup is read, so escaped text never becomes markup.
 */
export function entityDecoder(
  named: Readonly<Record<string, string>>,
  numeric: boolean,
): (text: string) => string {
  const names = [...(numeric ? ['#x[0-9a-f]+', '#\\d+'] : []), ...Object.keys(named)];
  const entity = new RegExp(`&(${names.join('|')});`, 'gi');
  return (text) =>
    text.replace(entity, (match, name: string) => {
      const lower = name.toLowerCase();
      if (numeric && lower.startsWith('#x')) return codePoint(Number.parseInt(lower.slice(2), 16), match);
      if (numeric && lower.startsWith('#')) return codePoint(Number.parseInt(lower.slice(1), 10), match);
      return named[lower]!;
    });
}

/**
 * A decoder of format=html answers: untranslatable spans back to their content and <br> to line breaks, then
 * the entities (markup first, so escaped text stays text).
 */
export function htmlDecoder(
  named: Readonly<Record<string, string>>,
  numeric: boolean,
): (text: string) => string {
  const decodeEntities = entityDecoder(named, numeric);
  return (text) =>
    decodeEntities(
      text
        .replace(/<span\b[^>]*\btranslate\s*=\s*["']?no["']?[^>]*>([\s\S]*?)<\/span\s*>/gi, '$1')
        .replace(/<br\s*\/?>/gi, '\n'),
    );
}

function codePoint(value: number, fallback: string): string {
  return Number.isInteger(value) && value >= 0 && value <= 0x10ffff ? String.fromCodePoint(value) : fallback;
}

// ── Failures ──

/** How a provider is named in its failures, and the messages that are its own. */
export interface ProviderWording {
  /** `details.provider`. */
  id: TranslationEngineId;
  name: string;
  /** Who "cannot translate" a language: the provider's name unless said otherwise. */
  translator?: string;
  /** What to check besides TRANSLATION_API_KEY when the key is refused, e.g. "and that …". */
  keyCheck?: string;
  quotaExceeded?: string;
  tooLarge?: string;
}

export type TranslationFailures = ReturnType<typeof translationFailures>;

/** One code and one `details.reason` per kind of failure, with the provider named, as the studio reads them. */
export function translationFailures(wording: ProviderWording) {
  const failures = wordedFailures(wording);
  return {
    ...failures,
    ofErrorAnswer: (answer: ErrorAnswer, badRequest: BadRequestWording) =>
      errorAnswerFailure(failures, answer, badRequest),
  };
}

function wordedFailures(wording: ProviderWording) {
  const { id, name } = wording;
  const translator = wording.translator ?? name;
  const details = (reason: string, extra: Record<string, unknown> = {}) => ({
    details: { reason, provider: id, ...extra },
  });
  return {
    unsupported: (languages: string[]) =>
      new AppError(
        'VALIDATION',
        languages.length > 0
          ? `${translator} cannot translate ${languages.map((language) => `"${language}"`).join(', ')}.`
          : `${translator} cannot translate this pair of languages.`,
        details('unsupportedLanguage', { languages }),
      ),
    keyRefused: (status: number) =>
      new AppError(
        'UPSTREAM_UNAVAILABLE',
        `${name} refused the translation key (HTTP ${status}). Check TRANSLATION_API_KEY on the server${wording.keyCheck ? ` ${wording.keyCheck}` : ''}.`,
        details('providerAuth', { status }),
      ),
    quota: (status: number) =>
      new AppError(
        'QUOTA_EXCEEDED',
        wording.quotaExceeded ?? `The ${name} quota is used up.`,
        details('quotaExceeded', { status }),
      ),
    rateLimited: (status: number, retryAfter?: number) =>
      new AppError(
        'RATE_LIMITED',
        `${name} is limiting requests right now. Try again ${retryAfter ? `in ${retryAfter} s` : 'shortly'}.`,
        details('rateLimited', { status, ...(retryAfter ? { retryAfterSeconds: retryAfter } : {}) }),
      ),
    timeout: (timeoutMs: number) =>
      new AppError(
        'UPSTREAM_UNAVAILABLE',
        `${name} did not answer within ${Math.round(timeoutMs / 1000)} s. Try again in a moment.`,
        details('timeout', { timeoutMs }),
      ),
    tooLarge: (status: number) =>
      new AppError(
        'UPSTREAM_UNAVAILABLE',
        wording.tooLarge ?? `${name} found the request too large even after splitting it.`,
        details('requestTooLarge', { status }),
      ),
    upstream: (what: string, status?: number) =>
      new AppError(
        'UPSTREAM_UNAVAILABLE',
        `${name} ${what}${status ? ` (HTTP ${status})` : ''}. Try again later.`,
        details('upstream', status ? { status } : {}),
      ),
    invalidResponse: (what: string) =>
      new AppError(
        'UPSTREAM_UNAVAILABLE',
        `${name} answered with something unexpected: ${what}.`,
        details('invalidResponse'),
      ),
  };
}

/** A provider's HTTP error answer, as ofErrorAnswer reads it. */
export interface ErrorAnswer {
  status: number;
  /** The provider's error message ('' when there is none). */
  message: string;
  retryAfter?: string | null | undefined;
  /** The provider says so in its own terms (an error reason), whatever the status. */
  rateLimited?: boolean;
  keyRefused?: boolean;
}

/** How a provider words a 400 that is really about the request's size, the key, or the pair of languages. */
export interface BadRequestWording {
  tooLarge: RegExp;
  keyRefused: RegExp;
  unsupported?: RegExp;
}

/** The statuses every provider means alike: 429 is a rate limit, 413 too large, 401 and 403 a refused key. */
function errorAnswerFailure(
  failures: ReturnType<typeof wordedFailures>,
  answer: ErrorAnswer,
  badRequest: BadRequestWording,
): AppError {
  const { status, message } = answer;
  const said = (pattern: RegExp | undefined) =>
    status === 400 && pattern !== undefined && pattern.test(message);
  if (status === 429 || answer.rateLimited) {
    return failures.rateLimited(status, retryAfterSeconds(answer.retryAfter));
  }
  if (status === 413 || said(badRequest.tooLarge)) return failures.tooLarge(status);
  if (status === 401 || status === 403 || answer.keyRefused || said(badRequest.keyRefused)) {
    return failures.keyRefused(status);
  }
  if (said(badRequest.unsupported)) return failures.unsupported([]);
  if (status === 400) return failures.upstream('refused the request', 400);
  return failures.upstream('could not translate', status);
}

// ── Clients that take no AbortSignal ──

/**
 * Runs a client call that takes no AbortSignal: it stops waiting at once when the caller aborts (passing the
 * caller's reason on as it came) or at the deadline (a timeout failure), while the HTTP request ends on its
 * own. Anything else the client throws is `mapError`'s to word.
 */
export async function callWithoutSignal<T>(
  run: () => Promise<T>,
  options: {
    timeoutMs: number;
    signal: AbortSignal | undefined;
    failures: TranslationFailures;
    mapError: (error: unknown) => AppError;
  },
): Promise<T> {
  const { timeoutMs, signal } = options;
  try {
    return await within(run, timeoutMs, signal);
  } catch (error) {
    if (signal?.aborted) throw signal.reason as Error;
    if (error instanceof DeadlineReached) throw options.failures.timeout(timeoutMs);
    throw options.mapError(error);
  }
}

/** Rejects at once on the caller's abort (with its reason) or at the deadline; `run` goes on by itself. */
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
