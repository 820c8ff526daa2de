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
import {
  codePoints,
  htmlDecoder,
  MachineTranslationEngine,
  toHtml,
  translationFailures,
  type TargetWire,
} from './machine-translation-engine.ts';

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
const LIMITS = { maxTexts: LIBRE_MAX_TEXTS, maxSize: LIBRE_MAX_CHARACTERS };

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

interface ServerLanguages {
  codes: Set<string>;
  /** Targets per source code, when the server lists them. */
  targets: Map<string, Set<string>>;
}

export class LibreTranslateEngine extends MachineTranslationEngine {
  readonly id = 'libretranslate' as const;
  readonly label = 'LibreTranslate';
  private readonly options: LibreTranslateEngineOptions;
  private readonly baseUrl: string;
  private server: ServerLanguages | null = null;

  constructor(options: LibreTranslateEngineOptions) {
    super({ limits: LIMITS, pricePerMillionChars: options.pricePerMillionChars, failures });
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

  protected override prepare(signal: AbortSignal | undefined): Promise<void> {
    return this.loadLanguages(signal);
  }

  /** Besides the codes this server has, the pairs it lists: not every source translates into every target. */
  protected override unsupportedTargets(source: string | null, targets: readonly string[]): string[] {
    const pairs = source ? this.server?.targets.get(source) : undefined;
    return targets.filter((language) => {
      const target = this.targetCode(language);
      return !target || (pairs !== undefined && !pairs.has(target));
    });
  }

  protected wire(source: string, language: string, signal: AbortSignal | undefined): TargetWire {
    const target = this.targetCode(language)!;
    return {
      encode: toHtml,
      size: codePoints,
      send: (wires) => this.request(wires, source, target, signal),
      decode: fromLibreHtml,
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
  protected sourceCode(language: string): string | null {
    const base = language.split('-')[0]!;
    const available = this.available();
    const candidates = [...(CANDIDATES[language] ?? [language]), ...(CANDIDATES[base] ?? [base])];
    return candidates.find((code) => available.has(code)) ?? null;
  }

  /** One request; the translated texts, none when the answer cannot be read. */
  private async request(
    wires: string[],
    source: string,
    target: string,
    signal: AbortSignal | undefined,
  ): Promise<string[]> {
    const body = {
      q: wires,
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
    return parsed.success ? [parsed.data.translatedText].flat() : [];
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

/** The server's format=html answer back to text, with the basic entities older servers leave escaped. */
export const fromLibreHtml = htmlDecoder(
  { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" },
  false,
);

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
  // A ban for repeated limit violations is a rate limit too, one without a Retry-After to read.
  if (status === 403 && /too many request limits/i.test(message)) return failures.rateLimited(status);
  return failures.ofErrorAnswer(
    { status, message, retryAfter: response.headers.get('retry-after') },
    {
      tooLarge: /exceeds .*limit/i,
      keyRefused: /api key/i,
      unsupported: /not supported|not available as a target/i,
    },
  );
}

const PROVIDER = 'LibreTranslate';
const failures = translationFailures({
  id: 'libretranslate',
  name: PROVIDER,
  translator: `This ${PROVIDER} server`,
  tooLarge: `${PROVIDER} refused the request as too large for its limits, even after splitting it (a single text may be longer than the server allows).`,
});
