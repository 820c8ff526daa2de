import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config.ts';
import { createTranscriber } from './create-transcriber.ts';
import { OfflineTranscriber } from './offline-transcriber.ts';
import { OpenAiCompatibleTranscriber } from './openai-compatible-transcriber.ts';

const TOOLS = { ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' };

describe('createTranscriber', () => {
  it('is the offline English engine when no provider is configured', () => {
    const config = loadConfig({});
    expect(config.transcription).toBeNull();
    expect(createTranscriber(config.transcription, TOOLS)).toBeInstanceOf(OfflineTranscriber);
  });

  it('is the OpenAI-compatible engine with the configured model, URL and size limit', () => {
    const config = loadConfig({
      TRANSCRIPTION_PROVIDER: 'openai-compatible',
      TRANSCRIPTION_BASE_URL: 'http://127.0.0.1:8000/v1/',
      TRANSCRIPTION_MODEL: 'Systran/faster-whisper-small',
      TRANSCRIPTION_MAX_FILE_MB: '10',
    });
    expect(config.transcription).toEqual({
      provider: 'openai-compatible',
      baseUrl: 'http://127.0.0.1:8000/v1',
      apiKey: undefined,
      model: 'Systran/faster-whisper-small',
      maxFileBytes: 10 * 1024 * 1024,
      timeoutMs: 300_000,
    });
    const transcriber = createTranscriber(config.transcription, TOOLS);
    expect(transcriber).toBeInstanceOf(OpenAiCompatibleTranscriber);
    expect(transcriber.label).toBe('OpenAI-compatible (Systran/faster-whisper-small)');
  });

  it('defaults to OpenAI’s API, whisper-1 and 25 MB, and then needs a key', () => {
    expect(
      loadConfig({ TRANSCRIPTION_PROVIDER: 'openai-compatible', TRANSCRIPTION_API_KEY: 'sk-x' })
        .transcription,
    ).toMatchObject({
      baseUrl: 'https://api.openai.com/v1',
      model: 'whisper-1',
      maxFileBytes: 25 * 1024 * 1024,
    });
    expect(() => loadConfig({ TRANSCRIPTION_PROVIDER: 'openai-compatible' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRANSCRIPTION_PROVIDER: 'whisper' })).toThrow(/TRANSCRIPTION_PROVIDER/);
  });
});
