// Transcription by any server speaking OpenAI's protocol — OpenAI (whisper-1), Groq (whisper-large-v3-turbo),
// self-hosted faster-whisper servers (speaches) — through the AI SDK's transcribe() and @ai-sdk/openai with a
// custom baseURL (decision 034): POST {base}/audio/transcriptions, multipart with the file, model,
// response_format=verbose_json, timestamp_granularities[]=segment and the language when known. Audio over the
// provider's file-size limit is chunked (audio-chunks.ts), the chunks are sent one after another and their
// segment times moved to the whole timeline. No retries here: a 429 reaches the job with its Retry-After.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { APICallError } from 'ai';
import { aiSdk, openAiSdk } from '../../../integrations/ai/ai-sdk.ts';
import { retryAfterSeconds } from '../../../integrations/image-models/image-errors.ts';
import { chunkAudio, type AudioTools } from './audio-chunks.ts';
import {
  joinSegmentText,
  TranscriptionProviderError,
  TranscriptionRateLimitedError,
  TranscriptionTooLargeError,
  type TranscribeOptions,
  type TranscriptionError,
  type Transcriber,
  type Transcript,
  type TranscriptSegment,
} from './transcriber.ts';

export interface OpenAiCompatibleTranscriberOptions {
  /** The API base, e.g. https://api.openai.com/v1, https://api.groq.com/openai/v1, http://127.0.0.1:8000/v1. */
  baseUrl: string;
  /** Self-hosted servers may need none. */
  apiKey?: string | undefined;
  model: string;
  /** The provider's upload limit: chunks are cut to stay under it. */
  maxFileBytes: number;
  /** Per provider request. */
  timeoutMs: number;
  tools: AudioTools;
  /** Where chunks are written (removed afterwards); the system's temp directory by default. */
  tempDir?: string | undefined;
}

export class OpenAiCompatibleTranscriber implements Transcriber {
  readonly label: string;
  private readonly options: OpenAiCompatibleTranscriberOptions;
  private readonly model;
  private readonly engine: string;

  constructor(options: OpenAiCompatibleTranscriberOptions) {
    this.options = options;
    this.label = `OpenAI-compatible (${options.model})`;
    this.engine = `openai-compatible:${options.model}`;
    const provider = openAiSdk().createOpenAI({
      baseURL: options.baseUrl.replace(/\/+$/, ''),
      apiKey: options.apiKey ?? '',
      // The key goes to the configured host only, never to wherever a redirect points.
      fetch: (input, init) => fetch(input, { ...init, redirect: 'error' }),
    });
    this.model = provider.transcription(options.model);
  }

  async transcribe(audioPath: string, options: TranscribeOptions): Promise<Transcript> {
    const workDir = await fs.mkdtemp(path.join(this.options.tempDir ?? os.tmpdir(), 'vidcraft-transcribe-'));
    try {
      const chunks = await chunkAudio(audioPath, {
        maxBytes: this.options.maxFileBytes,
        workDir,
        tools: this.options.tools,
        signal: options.signal,
      });
      const language = options.language ? baseLanguage(options.language) : undefined;
      const segments: TranscriptSegment[] = [];
      let detected: string | undefined;
      for (const chunk of chunks) {
        const audio = await fs.readFile(chunk.path);
        const result = await this.request(audio, language, options.signal);
        detected ??= result.language;
        // A server that ignored response_format=verbose_json answers text without times.
        if (result.segments.length === 0 && result.text.trim()) {
          throw new TranscriptionProviderError(
            this.label,
            'answered without segment times (does it support response_format=verbose_json?)',
          );
        }
        for (const segment of result.segments) {
          const text = segment.text.trim();
          if (!text) continue;
          segments.push({
            start: round(chunk.offsetSeconds + segment.startSecond),
            end: round(chunk.offsetSeconds + segment.endSecond),
            text,
          });
        }
      }
      return {
        language: language ?? detected ?? 'und',
        text: joinSegmentText(segments),
        segments,
        engine: this.engine,
        rough: false,
      };
    } finally {
      await fs.rm(workDir, { recursive: true, force: true });
    }
  }

  /** One chunk, one request, under the per-request deadline and the caller's signal. */
  private async request(audio: Uint8Array, language: string | undefined, signal: AbortSignal) {
    const deadline = AbortSignal.timeout(this.options.timeoutMs);
    try {
      return await aiSdk().transcribe({
        model: this.model,
        audio,
        providerOptions: {
          openai: {
            responseFormat: 'verbose_json',
            timestampGranularities: ['segment'],
            ...(language ? { language } : {}),
          },
        },
        maxRetries: 0,
        abortSignal: AbortSignal.any([signal, deadline]),
      });
    } catch (error) {
      if (signal.aborted) throw signal.reason as Error;
      if (deadline.aborted) {
        throw new TranscriptionProviderError(
          this.label,
          `did not answer within ${Math.round(this.options.timeoutMs / 1000)} s`,
        );
      }
      throw this.failure(error);
    }
  }

  /** 413 → too large, 429 → rate limited with Retry-After, anything else → the provider's own message. */
  private failure(error: unknown): TranscriptionError {
    if (aiSdk().APICallError.isInstance(error)) {
      const status = error.statusCode;
      const message = providerMessage(error);
      if (status === 413) return new TranscriptionTooLargeError(this.label, this.options.maxFileBytes);
      if (status === 429) {
        return new TranscriptionRateLimitedError(
          this.label,
          retryAfterSeconds(error.responseHeaders?.['retry-after']),
          message,
        );
      }
      if (status === undefined) {
        return new TranscriptionProviderError(this.label, 'could not be reached', { cause: error });
      }
      return new TranscriptionProviderError(this.label, 'could not transcribe the audio', {
        status,
        providerMessage: message,
        cause: error,
      });
    }
    if (aiSdk().TypeValidationError.isInstance(error)) {
      return new TranscriptionProviderError(
        this.label,
        'answered without the verbose JSON segments asked for',
        { cause: error },
      );
    }
    return new TranscriptionProviderError(this.label, 'could not transcribe the audio', { cause: error });
  }
}

/** OpenAI's error body is { error: { message, type, code } }; the SDK parses it into `data`. */
function providerMessage(error: APICallError): string | undefined {
  const data = error.data as { error?: { message?: unknown } } | undefined;
  const message = data?.error?.message;
  if (typeof message === 'string' && message.trim()) return message.trim();
  return error.responseBody ? error.responseBody.slice(0, 300) : undefined;
}

/** The protocol takes ISO-639-1 ("en"), not a regional tag ("en-US"). */
function baseLanguage(language: string): string {
  return language.split(/[-_]/)[0]!.toLowerCase();
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
