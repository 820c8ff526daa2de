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
import type * as GoogleTranslate from '@google-cloud/translate';
import type { v2 } from '@google-cloud/translate';
import { z } from 'zod';
import type { AppError } from '../../http/app-error.ts';
import { loadOnFirstUse } from '../load-on-first-use.ts';
import {
  callWithoutSignal,
  codePoints,
  htmlDecoder,
  MachineTranslationEngine,
  toHtml,
  translationFailures,
  XML_ENTITIES,
  type TargetWire,
} from './machine-translation-engine.ts';

export interface GoogleTranslateEngineOptions {
  apiKey: string;
  /** Origin (and path prefix) of the API; unset: https://translation.googleapis.com. */
  baseUrl?: string | undefined;
  /** Per provider request. */
  timeoutMs: number;
  pricePerMillionChars: number | null;
}

const googleTranslate = loadOnFirstUse<typeof GoogleTranslate>('@google-cloud/translate');

/** Translation v2 reference (`q`): "The maximum number of strings is 128". */
export const GOOGLE_MAX_TEXTS = 128;
/**
 * cloud.google.com/translate/quotas ("Content limit per request"): 5K code points recommended, 30K the hard
 * limit of Advanced, 100K bytes the limit of Basic. A text counts as max(code points, UTF-8 bytes / 3), so a
 * request stays within 30,000 code points and 90,000 bytes.
 */
export const GOOGLE_MAX_SIZE = 30_000;
const LIMITS = { maxTexts: GOOGLE_MAX_TEXTS, maxSize: GOOGLE_MAX_SIZE };

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

export class GoogleTranslateEngine extends MachineTranslationEngine {
  readonly id = 'google' as const;
  readonly label = 'Google Cloud Translation';
  private readonly client: v2.Translate;
  private readonly options: GoogleTranslateEngineOptions;

  constructor(options: GoogleTranslateEngineOptions) {
    super({ limits: LIMITS, pricePerMillionChars: options.pricePerMillionChars, failures });
    this.options = options;
    const base = options.baseUrl?.replace(/\/+$/, '');
    this.client = new (googleTranslate().v2.Translate)({
      key: options.apiKey,
      autoRetry: false,
      ...(base ? { apiEndpoint: new URL(base).host } : {}),
    });
    if (base) this.client.baseUrl = `${base}/language/translate/v2`;
  }

  supports(language: string): boolean {
    return googleTarget(language) !== null;
  }

  protected sourceCode(language: string): string | null {
    return googleSource(language);
  }

  protected wire(source: string, language: string, signal: AbortSignal | undefined): TargetWire {
    const target = googleTarget(language)!;
    return {
      encode: toHtml,
      size: wireSize,
      send: (wires) => this.request(wires, source, target, signal),
      decode: fromHtml,
    };
  }

  /** One request; the translated texts, none when the answer cannot be read. */
  private async request(
    wires: string[],
    source: string,
    target: string,
    signal: AbortSignal | undefined,
  ): Promise<string[]> {
    const answer = await callWithoutSignal(
      () =>
        this.client
          .translate(wires, { from: source, to: target, format: 'html' })
          .then(([translated]) => translated),
      {
        timeoutMs: this.options.timeoutMs,
        signal,
        failures,
        mapError: (error) => mapError(error, this.options.timeoutMs),
      },
    );
    const parsed = Translations.safeParse(answer);
    return parsed.success ? parsed.data : [];
  }
}

/** Google's format=html answer back to text, numeric references (it answers quotes as &#39;) and &nbsp; too. */
export const fromHtml = htmlDecoder({ ...XML_ENTITIES, nbsp: '\u00a0' }, true);

function wireSize(wire: string): number {
  return Math.max(codePoints(wire), Math.ceil(Buffer.byteLength(wire) / 3));
}

/** The client's ApiError: `code` is the HTTP status (or Google's error.code), `errors` Google's reasons. */
interface ClientError {
  code?: unknown;
  message?: unknown;
  errors?: { reason?: unknown }[];
  response?: { headers?: Record<string, string | undefined> };
}

function mapError(error: unknown, timeoutMs: number): AppError {
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
  return failures.ofErrorAnswer(
    {
      status,
      message,
      retryAfter: e.response?.headers?.['retry-after'],
      rateLimited: reasons.some((reason) => /rateLimitExceeded/i.test(reason)),
      keyRefused: reasons.includes('keyInvalid'),
    },
    { tooLarge: /too (long|large|many)|payload size|request size/i, keyRefused: /API key/i },
  );
}

const PROVIDER = 'Google Cloud Translation';
const failures = translationFailures({
  id: 'google',
  name: PROVIDER,
  keyCheck: 'and that the Cloud Translation API is enabled for its project',
  quotaExceeded: `The daily ${PROVIDER} quota of this Google Cloud project is used up; it resets at midnight Pacific time.`,
});
