// DeepL through its official Node client, deepl-node (decision 026): POST {server}/v2/translate, form-encoded,
// `Authorization: DeepL-Auth-Key …`, one target language per request, at most 50 texts and 128 KiB per
// request. Placeholders ⟦n⟧ travel as empty XML tags <x i="n"/> with tag_handling=xml (v2) and ignore_tags=x;
// the text around them is XML-escaped and unescaped again on the way back. For targets DeepL translates
// without tag handling (its newer languages), placeholders travel as they are and the caller repairs what
// breaks. deepl-node's own retries are off (the job decides); it takes no AbortSignal, so an aborted or
// timed-out call stops waiting at once while the HTTP request ends on its own (its axios timeout is
// TRANSLATION_TIMEOUT_MS too). It does not expose response headers, so DeepL's Retry-After cannot be read.
import type * as DeepL from 'deepl-node';
import type { SourceLanguageCode, TargetLanguageCode, Translator } from 'deepl-node';
import { z } from 'zod';
import type { AppError } from '../../http/app-error.ts';
import { loadOnFirstUse } from '../load-on-first-use.ts';
import {
  callWithoutSignal,
  entityDecoder,
  MachineTranslationEngine,
  translationFailures,
  XML_ENTITIES,
  type TargetWire,
} from './machine-translation-engine.ts';
import { placeholder, PLACEHOLDER } from './translation-engine.ts';

const deepl = loadOnFirstUse<typeof DeepL>('deepl-node');

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
// estimate() counts form-encoded bytes as one per character (Latin text); other scripts take more bytes on the
// wire and may need more requests than that, at the same price (DeepL bills characters).
const LIMITS = { maxTexts: DEEPL_MAX_TEXTS, maxSize: DEEPL_MAX_BODY_BYTES };

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

export class DeeplEngine extends MachineTranslationEngine {
  readonly id = 'deepl' as const;
  readonly label = 'DeepL';
  private readonly translator: Translator;
  private readonly options: DeeplEngineOptions;

  constructor(options: DeeplEngineOptions) {
    super({ limits: LIMITS, pricePerMillionChars: options.pricePerMillionChars, failures });
    this.options = options;
    this.translator = new (deepl().Translator)(options.apiKey, {
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

  protected sourceCode(language: string): string | null {
    return deeplSource(language);
  }

  protected wire(source: string, language: string, signal: AbortSignal | undefined): TargetWire {
    const target = deeplTarget(language)!;
    const tagged = TAGGED_TARGETS.has(target) && TAGGED_SOURCES.has(source);
    return {
      // (A text of control characters only becomes a space: deepl-node refuses empty texts.)
      encode: (text) => (tagged ? toXml(text) : text) || ' ',
      size: formBytes,
      send: (wires) => this.request(wires, source, target, tagged, signal),
      decode: (text) => (tagged ? fromXml(text) : text),
    };
  }

  /** One request; the translated texts, none when the answer cannot be read. */
  private async request(
    wires: string[],
    source: string,
    target: string,
    tagged: boolean,
    signal: AbortSignal | undefined,
  ): Promise<string[]> {
    const answer = await callWithoutSignal(
      () =>
        this.translator.translateText(
          wires,
          source.toLowerCase() as SourceLanguageCode,
          target.toLowerCase() as TargetLanguageCode,
          tagged ? { tagHandling: 'xml', tagHandlingVersion: 'v2', ignoreTags: ['x'] } : {},
        ),
      {
        timeoutMs: this.options.timeoutMs,
        signal,
        failures,
        mapError: (error) => mapError(error, this.options.timeoutMs),
      },
    );
    const parsed = Results.safeParse(answer);
    return parsed.success ? parsed.data.map((result) => result.text) : [];
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
  return decodeXmlEntities(
    text.replace(/<x\s+i\s*=\s*["'](\d+)["']\s*(?:\/>|>\s*<\/x\s*>)/g, (_match, index: string) =>
      placeholder(Number(index)),
    ),
  );
}

const decodeXmlEntities = entityDecoder(XML_ENTITIES, true);

/** What one text adds to the form body deepl-node sends (`text=…&`). */
function formBytes(wire: string): number {
  return new URLSearchParams({ text: wire }).toString().length + 1;
}

/** deepl-node's errors, by class: it does not expose the status of those it has a class for. */
function mapError(error: unknown, timeoutMs: number): AppError {
  const { AuthorizationError, ConnectionError, DeepLError, QuotaExceededError, TooManyRequestsError } =
    deepl();
  if (error instanceof QuotaExceededError) return failures.quota(456);
  if (error instanceof TooManyRequestsError) return failures.rateLimited(429);
  if (error instanceof AuthorizationError) return failures.keyRefused(403);
  if (error instanceof ConnectionError) {
    return /timeout/i.test(error.message)
      ? failures.timeout(timeoutMs)
      : failures.upstream('could not be reached');
  }
  if (error instanceof DeepLError) {
    // deepl-node reports other statuses only in its message ("Unexpected status code: 413 …").
    const status = Number(/status code: (\d{3})/.exec(error.message)?.[1] ?? Number.NaN);
    if (status === 413) return failures.tooLarge(413);
    if (status === 401) return failures.keyRefused(401);
    if (/^Service unavailable/.test(error.message)) return failures.upstream('is unavailable', 503);
    if (/^Bad request/.test(error.message)) return failures.upstream('refused the request', 400);
    return failures.upstream('could not translate', Number.isFinite(status) ? status : undefined);
  }
  return failures.upstream('could not translate');
}

const failures = translationFailures({
  id: 'deepl',
  name: 'DeepL',
  quotaExceeded:
    'The DeepL character quota for this billing period is used up. DeepL translates again when the quota renews or the plan allows more characters.',
});
