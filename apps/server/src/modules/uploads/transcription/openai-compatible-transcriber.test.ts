import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  defaultSegments,
  FAKE_TRANSCRIPTION_KEY,
  startFakeTranscription,
} from '../../../../test/fake-transcription.ts';
import { toFlac } from './audio-chunks.ts';
import {
  OpenAiCompatibleTranscriber,
  type OpenAiCompatibleTranscriberOptions,
} from './openai-compatible-transcriber.ts';
import { audioSeconds, makeSpeech, type SpeechAudio } from './test-speech.ts';
import {
  TranscriptionProviderError,
  TranscriptionRateLimitedError,
  TranscriptionTooLargeError,
} from './transcriber.ts';

const TOOLS = { ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe', timeoutMs: 60_000 };

describe('OpenAI-compatible transcription against a fake of the transcription API', () => {
  let fake: Awaited<ReturnType<typeof startFakeTranscription>>;
  let dir: string;
  let audio: SpeechAudio;
  let flacBytes: number;
  let options: OpenAiCompatibleTranscriberOptions;
  const signal = () => new AbortController().signal;

  beforeAll(async () => {
    fake = await startFakeTranscription();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'transcription-test-'));
    // Three phrases parted by two seconds of silence: the chunker should cut inside the silences.
    audio = await makeSpeech(dir, 'talk', [
      { text: 'Welcome to the kitchen where we bake bread' },
      { silenceSeconds: 2 },
      { text: 'First we weigh the flour and the water' },
      { silenceSeconds: 2 },
      { text: 'Then we knead the dough for ten minutes' },
    ]);
    const flacDir = await fs.mkdtemp(path.join(dir, 'flac-'));
    flacBytes = (await fs.stat(await toFlac(audio.path, flacDir, TOOLS, signal()))).size;
    options = {
      baseUrl: fake.baseUrl,
      apiKey: FAKE_TRANSCRIPTION_KEY,
      model: 'whisper-1',
      maxFileBytes: 25 * 1024 * 1024,
      timeoutMs: 30_000,
      tools: TOOLS,
      tempDir: dir,
    };
  });
  beforeEach(() => {
    fake.state.mode = 'ok';
    fake.state.maxFileBytes = 25 * 1024 * 1024;
    fake.state.segments = defaultSegments;
    fake.requests.length = 0;
  });
  afterAll(async () => {
    await fake.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('sends one multipart request with the file, model, verbose_json, segment timestamps and the language', async () => {
    const transcript = await new OpenAiCompatibleTranscriber(options).transcribe(audio.path, {
      language: 'en-US',
      signal: signal(),
    });
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request.authorization).toBe(`Bearer ${FAKE_TRANSCRIPTION_KEY}`);
    expect(request.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.fields).toEqual({
      model: ['whisper-1'],
      response_format: ['verbose_json'],
      'timestamp_granularities[]': ['segment'],
      language: ['en'],
      temperature: ['0'],
    });
    expect(request.file).toMatchObject({ name: 'audio.flac', type: 'audio/flac' });
    expect(request.file!.bytes.subarray(0, 4).toString('latin1')).toBe('fLaC');
    expect(request.file!.bytes.length).toBe(flacBytes);
    expect(transcript).toEqual({
      language: 'en',
      text: 'Chunk 1 first words. Chunk 1 last words.',
      segments: [
        { start: 0.25, end: 1.5, text: 'Chunk 1 first words.' },
        { start: 1.75, end: 2.5, text: 'Chunk 1 last words.' },
      ],
      engine: 'openai-compatible:whisper-1',
      rough: false,
    });
  });

  it('sends the configured model and leaves the language to the provider when unknown', async () => {
    fake.state.detectedLanguage = 'german';
    const transcript = await new OpenAiCompatibleTranscriber({
      ...options,
      model: 'whisper-large-v3-turbo',
    }).transcribe(audio.path, { signal: signal() });
    fake.state.detectedLanguage = 'english';
    expect(fake.requests[0]!.fields.model).toEqual(['whisper-large-v3-turbo']);
    expect(fake.requests[0]!.fields.language).toBeUndefined();
    expect(transcript.language).toBe('de');
    expect(transcript.engine).toBe('openai-compatible:whisper-large-v3-turbo');
  });

  it('cuts audio over the size limit into chunks at the silences and puts segment times back on the timeline', async () => {
    const limit = Math.floor(flacBytes / 2.2);
    fake.state.maxFileBytes = limit; // the fake refuses anything larger with 413, as OpenAI does
    const transcript = await new OpenAiCompatibleTranscriber({ ...options, maxFileBytes: limit }).transcribe(
      audio.path,
      { language: 'en', signal: signal() },
    );
    expect(fake.requests.length).toBeGreaterThanOrEqual(3);
    const durations: number[] = [];
    for (const [index, request] of fake.requests.entries()) {
      expect(request.file!.bytes.length).toBeLessThanOrEqual(limit);
      expect(request.fields.language).toEqual(['en']);
      const file = path.join(dir, `received-${index}.flac`);
      await fs.writeFile(file, request.file!.bytes);
      durations.push(await audioSeconds(file));
    }
    const offsets = durations.map((_, index) => durations.slice(0, index).reduce((sum, d) => sum + d, 0));
    // Every cut falls inside one of the two known silences, never inside a phrase.
    const silences = audio.parts.filter((placed) => placed.part.silenceSeconds);
    expect(silences).toHaveLength(2);
    for (const cut of offsets.slice(1)) {
      expect(silences.some((s) => cut > s.start && cut < s.end)).toBe(true);
    }
    expect(offsets.at(-1)! + durations.at(-1)!).toBeCloseTo(audio.durationSeconds, 1);
    // Each chunk's segments moved by where the chunk starts.
    const expected = offsets.flatMap((offset, n) =>
      defaultSegments(n).map((segment) => ({
        start: segment.start + offset,
        end: segment.end + offset,
        text: segment.text.trim(),
      })),
    );
    expect(transcript.segments).toHaveLength(expected.length);
    transcript.segments.forEach((segment, index) => {
      expect(segment.text).toBe(expected[index]!.text);
      expect(segment.start).toBeCloseTo(expected[index]!.start, 2);
      expect(segment.end).toBeCloseTo(expected[index]!.end, 2);
    });
    expect(transcript.text).toBe(expected.map((segment) => segment.text).join(' '));
  });

  it('turns a 413 into TranscriptionTooLargeError', async () => {
    fake.state.maxFileBytes = 1000;
    const error = await new OpenAiCompatibleTranscriber(options)
      .transcribe(audio.path, { signal: signal() })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TranscriptionTooLargeError);
    expect((error as TranscriptionTooLargeError).details).toMatchObject({ reason: 'tooLarge' });
    expect(fake.requests).toHaveLength(1);
  });

  it('turns a 429 into TranscriptionRateLimitedError with the Retry-After seconds, without retrying', async () => {
    fake.state.mode = 'rateLimited';
    fake.state.retryAfter = '7';
    const error = await new OpenAiCompatibleTranscriber(options)
      .transcribe(audio.path, { signal: signal() })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TranscriptionRateLimitedError);
    expect((error as TranscriptionRateLimitedError).retryAfterSeconds).toBe(7);
    expect((error as TranscriptionRateLimitedError).code).toBe('RATE_LIMITED');
    expect((error as Error).message).toMatch(/in 7 s/);
    expect((error as Error).message).toMatch(/Rate limit reached for whisper-1/);
    expect(fake.requests).toHaveLength(1);
  });

  it.each([
    ['serverError', 500, 'The server had an error while processing your request.'],
    ['badRequest', 400, 'Audio file might be corrupted or unsupported'],
  ] as const)(
    'turns a %s in OpenAI’s error shape into a provider error with its message',
    async (mode, status, message) => {
      fake.state.mode = mode;
      const error = await new OpenAiCompatibleTranscriber(options)
        .transcribe(audio.path, { signal: signal() })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TranscriptionProviderError);
      expect((error as TranscriptionProviderError).providerMessage).toBe(message);
      expect((error as TranscriptionProviderError).details).toMatchObject({
        reason: 'providerError',
        status,
      });
      expect((error as Error).message).toContain(message);
    },
  );

  it('reports a refused key with the provider’s message', async () => {
    const error = await new OpenAiCompatibleTranscriber({ ...options, apiKey: 'sk-wrong' })
      .transcribe(audio.path, { signal: signal() })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TranscriptionProviderError);
    expect((error as TranscriptionProviderError).providerMessage).toBe('Incorrect API key provided.');
    expect((error as TranscriptionProviderError).details).toMatchObject({ status: 401 });
  });

  it('refuses an answer without segment times (a server that ignored verbose_json)', async () => {
    fake.state.mode = 'plainJson';
    await expect(
      new OpenAiCompatibleTranscriber(options).transcribe(audio.path, { signal: signal() }),
    ).rejects.toThrow(/without segment times/);
  });

  it('stops when the caller aborts, passing the reason on, and leaves no chunk files behind', async () => {
    const controller = new AbortController();
    const reason = new Error('job cancelled');
    controller.abort(reason);
    await expect(
      new OpenAiCompatibleTranscriber(options).transcribe(audio.path, { signal: controller.signal }),
    ).rejects.toBe(reason);
    expect(fake.requests).toHaveLength(0);
    const left = (await fs.readdir(dir)).filter((name) => name.startsWith('vidcraft-transcribe-'));
    expect(left).toEqual([]);
  });
});
