// LibreTranslate through a thin fetch adapter (no official Node client exists; decision 026): POST
// {baseUrl}/translate with JSON { q: [...], source, target, format: 'html', api_key? }, answered by
// { translatedText: [...] } or { error } with 400/403/429/500. GET {baseUrl}/languages says which codes this
// server has ([{ code, name, targets }]); it is read lazily once (translate() does it when nobody has) and
// refines supports(); until then, and whenever it cannot be read, a default install's list stands in.
//
// Placeholders ⟦n⟧ travel as <span translate="no">⟦n⟧</span> (LibreTranslate's HTML translation skips elements
// with translate="no"); the text around them is HTML-escaped and line breaks travel as <br>, because the server
// collapses whitespace in HTML. Current servers unescape their own answer; the adapter unescapes the basic
// entities again, for older servers that do not. Requests stay modest: 50 texts and 10,000 characters.
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { retryAfterSeconds } from '../image-models/image-errors.ts';
import {
  batches,
  PLACEHOLDER,
  type TranslateRequest,
  type TranslateResult,
  type TranslationEngine,
} from './translation-engine.ts';

export interface LibreTranslateEngineOptions {
  /** Only servers started with --api-keys need one. */
  apiKey?: string | undefined;
  baseUrl: string;
  /** Per provider request. */
  timeoutMs: number;
  /** A self-hosted server costs nothing per character: null. */
  pricePerMillionChars: number | null;
}

export const LIBRE_MAX_TEXTS = 50;
export const LIBRE_MAX_CHARACTERS = 10_000;

/** A default LibreTranslate install with every Argos model (libretranslate.com's list): `pb` is Brazilian
 * Portuguese, `zt` traditional Chinese. */
export const DEFAULT_LIBRE_LANGUAGES: readonly string[] =
  'ar az bg bn ca cs da de el en eo es et eu fa fi fr ga gl he hi hu id it ja ko ky lt lv ms nb nl pb pl pt ro ru sk sl sq sv th tl tr uk ur vi zh zt'.split(
    ' ',
  );

/** YouTube id → LibreTranslate codes to try in order (the first this server has wins); others map to themselves. */
const CANDIDATES: Record<string, string[]> = {
  iw: ['he'],
  no: ['nb', 'no'],
  fil: ['tl', 'fil'],
  pt: ['pb', 'pt-BR', 'pt'], // YouTube's `pt` is Portuguese (Brazil)
  'pt-PT': ['pt-PT', 'pt'],
  'zh-CN': ['zh-Hans', 'zh'],
  'zh-TW': ['zh-Hant', 'zt'],
  'zh-HK': ['zh-Hant', 'zt'],
};

const Languages = z.array(z.object({ code: z.string(), targets: z.array(z.string()).optional() }));
const Answer = z.object({ translatedText: z.union([z.string(), z.array(z.string())]) });

interface WireItem {
  index: number;
  wire: string;
}

interface ServerLanguages {
  codes: Set<string>;
  /** Targets per source code, when the server lists them. */
  targets: Map<string, Set<string>>;
}

export class LibreTranslateEngine implements TranslationEngine {
  readonly id = 'libretranslate' as const;
  readonly label = 'LibreTranslate';
  readonly pseudo = false;
  private readonly options: LibreTranslateEngineOptions;
  private readonly baseUrl: string;
  private server: ServerLanguages | null = null;

  constructor(options: LibreTranslateEngineOptions) {
    this.options = options;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  supports(language: string): boolean {
    return this.targetCode(language) !== null;
  }

  /** Reads the server's languages once; supports() answers from them afterwards. Failures keep the defaults. */
  async loadLanguages(signal?: AbortSignal): Promise<void> {
    if (this.server) return;
    try {
      const { response, body } = await this.call('/languages', { method: 'GET' }, signal);
      const parsed = Languages.safeParse(body);
      if (!response.ok || !parsed.success || parsed.data.length === 0) return;
      this.server = {
        codes: new Set(parsed.data.map((language) => language.code)),
        targets: new Map(
          parsed.data
            .filter((language) => language.targets)
            .map((language) => [language.code, new Set(language.targets)]),
        ),
      };
    } catch {
      if (signal?.aborted) throw signal.reason as Error;
      // Unreadable: the defaults stand in, and the next translate() asks again.
    }
  }

  estimate(input: { characters: number; segments: number; languages: number }) {
    const perLanguage =
      input.segments === 0 || input.characters === 0
        ? 0
        : Math.max(
            Math.ceil(input.segments / LIBRE_MAX_TEXTS),
            Math.ceil(input.characters / LIBRE_MAX_CHARACTERS),
          );
    return {
      calls: perLanguage * input.languages,
      costUsd: costOf(input.characters * input.languages, this.options.pricePerMillionChars),
    };
  }

  async translate(request: TranslateRequest, signal?: AbortSignal): Promise<TranslateResult> {
    await this.loadLanguages(signal);
    const source = this.sourceCode(request.sourceLanguage);
    const unsupported = request.targetLanguages.filter((language) => {
      const target = this.targetCode(language);
      const pairs = source ? this.server?.targets.get(source) : undefined;
      return !target || (pairs !== undefined && !pairs.has(target));
    });
    if (!source) unsupported.unshift(request.sourceLanguage);
    if (!source || unsupported.length > 0) throw failures.unsupported(unsupported);

    const sent = request.segments
      .map((segment, index) => ({ index, text: segment.text }))
      .filter((item) => item.text.trim() !== '');
    const items = sent.map((item) => ({ index: item.index, wire: toLibreHtml(item.text) }));
    const sourceCharacters = sent.reduce((sum, item) => sum + codePoints(item.text), 0);
    const translations: Record<string, string[]> = {};
    const counter = { calls: 0 };
    let characters = 0;
    for (const language of request.targetLanguages) {
      const target = this.targetCode(language)!;
      const out = request.segments.map((segment) => segment.text);
      for (const batch of batches(items, LIBRE_MAX_TEXTS, LIBRE_MAX_CHARACTERS, (item) =>
        codePoints(item.wire),
      )) {
        const texts = await this.send(batch, source, target, counter, true, signal);
        batch.forEach((item, k) => (out[item.index] = fromLibreHtml(texts[k]!)));
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

  private available(): Set<string> {
    return this.server?.codes ?? new Set(DEFAULT_LIBRE_LANGUAGES);
  }

  private targetCode(language: string): string | null {
    const available = this.available();
    return (CANDIDATES[language] ?? [language]).find((code) => available.has(code)) ?? null;
  }

  /** Sources are read by language: a regional variant falls back to its language. */
  private sourceCode(language: string): string | null {
    const base = language.split('-')[0]!;
    const available = this.available();
    const candidates = [...(CANDIDATES[language] ?? [language]), ...(CANDIDATES[base] ?? [base])];
    return candidates.find((code) => available.has(code)) ?? null;
  }

  /** One request; a batch the server finds too large (413, or 400 "exceeds … limit") is split in half once. */
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
    const body = {
      q: batch.map((item) => item.wire),
      source,
      target,
      format: 'html',
      ...(this.options.apiKey ? { api_key: this.options.apiKey } : {}),
    };
    const { response, body: answer } = await this.call(
      '/translate',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      signal,
    );
    if (!response.ok) throw httpFailure(response, answer);
    const parsed = Answer.safeParse(answer);
    const texts = parsed.success ? [parsed.data.translatedText].flat() : [];
    if (texts.length !== batch.length) {
      throw failures.invalidResponse('the number of translations does not match the texts sent');
    }
    return texts;
  }

  /** fetch under the per-request deadline and the caller's signal, body read as JSON (undefined if it is not). */
  private async call(
    path: string,
    init: RequestInit,
    signal: AbortSignal | undefined,
  ): Promise<{ response: Response; body: unknown }> {
    if (signal?.aborted) throw signal.reason as Error;
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), this.options.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal;
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        ...init,
        headers: { accept: 'application/json', ...(init.headers as Record<string, string> | undefined) },
        redirect: 'error',
        signal: combined,
      });
      const text = await response.text(); // under the same deadline
      return { response, body: parseJson(text) };
    } catch (error) {
      if (signal?.aborted) throw signal.reason as Error; // the caller's abort, passed on as it came
      if (deadline.signal.aborted) throw failures.timeout(this.options.timeoutMs);
      throw error instanceof AppError ? error : failures.upstream('could not be reached');
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The text as format=html: escaped, placeholders in untranslatable spans, line breaks as <br>. */
export function toLibreHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(PLACEHOLDER, (match) => `<span translate="no">${match}</span>`)
    .replace(/\r?\n/g, '<br>');
}

/** Spans back to their content, <br/> to line breaks, then the basic entities (older servers leave them). */
export function fromLibreHtml(text: string): string {
  return text
    .replace(/<span\b[^>]*\btranslate\s*=\s*["']?no["']?[^>]*>([\s\S]*?)<\/span\s*>/gi, '$1')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/&(amp|lt|gt|quot|#39|#x27);/gi, (_entity, name: string) => {
      const lower = name.toLowerCase();
      return ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" } as Record<string, string>)[
        lower
      ]!;
    });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** LibreTranslate answers errors as { error: "…" }; a proxy in front may answer HTML. */
function httpFailure(response: Response, body: unknown): AppError {
  const status = response.status;
  const message = String((body as { error?: unknown } | undefined)?.error ?? '');
  if (status === 429)
    return failures.rateLimited(status, retryAfterSeconds(response.headers.get('retry-after')));
  if (status === 403 && /too many request limits/i.test(message)) return failures.rateLimited(status);
  if (status === 413 || (status === 400 && /exceeds .*limit/i.test(message)))
    return failures.tooLarge(status);
  if (status === 401 || status === 403 || (status === 400 && /api key/i.test(message))) {
    return failures.keyRefused(status);
  }
  if (status === 400 && /not supported|not available as a target/i.test(message)) {
    return failures.unsupported([]);
  }
  if (status === 400) return failures.upstream('refused the request', 400);
  return failures.upstream('could not translate', status);
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

function reasonOf(error: AppError): unknown {
  return (error.details as { reason?: unknown } | undefined)?.reason;
}

const PROVIDER = 'LibreTranslate';
const details = (reason: string, extra: Record<string, unknown> = {}) => ({
  details: { reason, provider: 'libretranslate', ...extra },
});

const failures = {
  unsupported: (languages: string[]) =>
    new AppError(
      'VALIDATION',
      languages.length > 0
        ? `This ${PROVIDER} server cannot translate ${languages.map((language) => `"${language}"`).join(', ')}.`
        : `This ${PROVIDER} server cannot translate this pair of languages.`,
      details('unsupportedLanguage', { languages }),
    ),
  keyRefused: (status: number) =>
    new AppError(
      'UPSTREAM_UNAVAILABLE',
      `${PROVIDER} refused the translation key (HTTP ${status}). Check TRANSLATION_API_KEY on the server.`,
      details('providerAuth', { status }),
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
      `${PROVIDER} refused the request as too large for its limits, even after splitting it (a single text may be longer than the server allows).`,
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
