// What every transcription engine offers (a provider speaking OpenAI's protocol, the offline pocketsphinx
// engine; a creator's caption file gives the same shape): one audio file in, a timed transcript out. Failures
// are typed so the analysis job can tell "try later" from "this will never work here" (decision 034).
import { AppError } from '../../../http/app-error.ts';

export interface TranscriptSegment {
  /** Seconds from the start of the audio. */
  start: number;
  end: number;
  text: string;
}

export interface Transcript {
  /** ISO-639-1 code (e.g. "en") as asked for or as the engine detected it. */
  language: string;
  text: string;
  segments: TranscriptSegment[];
  /** Who made it: "openai-compatible:whisper-1", "pocketsphinx-en-us", "caption-file". */
  engine: string;
  /** Low accuracy (the offline engine): the UI labels it rough. */
  rough: boolean;
}

export interface TranscribeOptions {
  /** ISO-639-1 code of the spoken language when known; engines that detect it may be left to. */
  language?: string | undefined;
  signal: AbortSignal;
}

export interface Transcriber {
  /** For logs and the UI: "OpenAI-compatible (whisper-1)", "PocketSphinx (English, rough)". */
  readonly label: string;
  transcribe(audioPath: string, options: TranscribeOptions): Promise<Transcript>;
}

export type TranscriptionFailureReason = 'tooLarge' | 'rateLimited' | 'unsupportedLanguage' | 'providerError';

/** Every transcription failure: an AppError the client can read, with `details.reason` and the engine. */
export abstract class TranscriptionError extends AppError {
  abstract readonly reason: TranscriptionFailureReason;
}

/** The provider refused a request as too large (HTTP 413) even after chunking to the configured size. */
export class TranscriptionTooLargeError extends TranscriptionError {
  override name = 'TranscriptionTooLargeError';
  readonly reason = 'tooLarge' as const;
  constructor(engine: string, maxBytes: number) {
    super(
      'UPSTREAM_UNAVAILABLE',
      `${engine} refused the audio as too large (chunks were up to ${formatMb(maxBytes)}). ` +
        'Lower TRANSCRIPTION_MAX_FILE_MB to the provider’s limit.',
      { details: { reason: 'tooLarge', engine, maxBytes } },
    );
  }
}

/** The provider is limiting requests (HTTP 429); `retryAfterSeconds` when it said when to come back. */
export class TranscriptionRateLimitedError extends TranscriptionError {
  override name = 'TranscriptionRateLimitedError';
  readonly reason = 'rateLimited' as const;
  readonly retryAfterSeconds: number | undefined;
  constructor(engine: string, retryAfterSeconds: number | undefined, providerMessage?: string) {
    super(
      'RATE_LIMITED',
      `${engine} is limiting requests right now. Try again ${retryAfterSeconds ? `in ${retryAfterSeconds} s` : 'shortly'}.` +
        (providerMessage ? ` (${providerMessage})` : ''),
      { details: { reason: 'rateLimited', engine, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) } },
    );
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** This engine cannot transcribe the language: the creator needs a transcription provider or a caption file. */
export class UnsupportedTranscriptionLanguageError extends TranscriptionError {
  override name = 'UnsupportedTranscriptionLanguageError';
  readonly reason = 'unsupportedLanguage' as const;
  readonly language: string;
  constructor(engine: string, language: string) {
    super(
      'VALIDATION',
      `The offline transcription understands English only, not "${language}". ` +
        'This needs a transcription provider (TRANSCRIPTION_PROVIDER) or a caption file (SRT or VTT).',
      { details: { reason: 'unsupportedLanguage', engine, language } },
    );
    this.language = language;
  }
}

/** Anything else the provider or the engine's tool answered, with its own message when it gave one. */
export class TranscriptionProviderError extends TranscriptionError {
  override name = 'TranscriptionProviderError';
  readonly reason = 'providerError' as const;
  readonly providerMessage: string | undefined;
  constructor(
    engine: string,
    what: string,
    extra: { status?: number | undefined; providerMessage?: string | undefined; cause?: unknown } = {},
  ) {
    const said = extra.providerMessage ? `: ${extra.providerMessage}` : '';
    super(
      'UPSTREAM_UNAVAILABLE',
      `${engine} ${what}${extra.status ? ` (HTTP ${extra.status})` : ''}${said}`,
      {
        details: {
          reason: 'providerError',
          engine,
          ...(extra.status ? { status: extra.status } : {}),
          ...(extra.providerMessage ? { providerMessage: extra.providerMessage } : {}),
        },
        cause: extra.cause,
      },
    );
    this.providerMessage = extra.providerMessage;
  }
}

function formatMb(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** Text of segments joined the way transcripts read: one space between, no doubled blanks. */
export function joinSegmentText(segments: readonly TranscriptSegment[]): string {
  return segments
    .map((segment) => segment.text.trim())
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ');
}
