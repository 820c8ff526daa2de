import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OfflineTranscriber, parsePocketsphinxTimes } from './offline-transcriber.ts';
import { makeSpeech, type SpeechAudio } from './test-speech.ts';
import { TranscriptionProviderError, UnsupportedTranscriptionLanguageError } from './transcriber.ts';
import { wordErrorRate } from './word-error-rate.ts';

// espeak-ng's en-us+f2 voice at 140 words a minute: of the voices tried it is among those pocketsphinx hears
// best (the default voice scores about 0.8–0.9); decision 034 has the measurements.
const SAID =
  'Today we will learn how to make a simple bread at home. You only need flour, water, salt and a little ' +
  'yeast. Mix everything in a large bowl and let the dough rest for one hour.';
/** Measured 0.53 on this fixture (Debian 12, pocketsphinx 0.8+5prealpha, espeak-ng 1.51); allowed some drift. */
const MAX_WORD_ERROR_RATE = 0.7;

describe('offline transcription with pocketsphinx (English, rough)', () => {
  let dir: string;
  let speech: SpeechAudio;
  const engine = () => new OfflineTranscriber({ ffmpegPath: 'ffmpeg', timeoutMs: 60_000, tempDir: dir });

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sphinx-test-'));
    speech = await makeSpeech(dir, 'bread', [{ silenceSeconds: 1 }, { text: SAID }, { silenceSeconds: 1 }], {
      voice: 'en-us+f2',
      wordsPerMinute: 140,
    });
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('recognises real English speech with word times, marked rough, within the measured word error rate', async () => {
    const started = performance.now();
    const transcript = await engine().transcribe(speech.path, {
      language: 'en',
      signal: new AbortController().signal,
    });
    const seconds = (performance.now() - started) / 1000;
    const score = wordErrorRate(SAID, transcript.text);
    console.warn(
      `pocketsphinx WER ${score.rate.toFixed(3)} (${score.substitutions} substituted, ${score.deletions} deleted, ` +
        `${score.insertions} inserted of ${score.referenceWords} words) in ${seconds.toFixed(1)} s for ` +
        `${speech.durationSeconds.toFixed(1)} s of audio: "${transcript.text}"`,
    );
    expect(transcript).toMatchObject({ language: 'en', engine: 'pocketsphinx-en-us', rough: true });
    expect(score.rate).toBeLessThan(MAX_WORD_ERROR_RATE);
    for (const word of ['today', 'learn', 'salt', 'everything']) {
      expect(transcript.text.split(' ')).toContain(word);
    }
    // Times: inside the speech (after the leading second of silence, before the end), in order.
    expect(transcript.segments.length).toBeGreaterThan(0);
    const spoken = speech.parts[1]!;
    expect(transcript.segments[0]!.start).toBeGreaterThan(spoken.start - 0.3);
    expect(transcript.segments.at(-1)!.end).toBeLessThan(spoken.end + 0.3);
    for (const [index, segment] of transcript.segments.entries()) {
      expect(segment.end).toBeGreaterThan(segment.start);
      if (index > 0) expect(segment.start).toBeGreaterThanOrEqual(transcript.segments[index - 1]!.end);
    }
  });

  it.each(['es', 'de-DE', 'ja'])(
    'refuses %s: it needs a transcription provider or a caption file',
    async (language) => {
      const error = await engine()
        .transcribe(speech.path, { language, signal: new AbortController().signal })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UnsupportedTranscriptionLanguageError);
      expect((error as Error).message).toMatch(/transcription provider/);
      expect((error as Error).message).toMatch(/caption file/);
      expect((error as UnsupportedTranscriptionLanguageError).details).toMatchObject({
        reason: 'unsupportedLanguage',
        language,
      });
    },
  );

  it('says so when the English model is not installed', async () => {
    const missing = new OfflineTranscriber({
      ffmpegPath: 'ffmpeg',
      timeoutMs: 60_000,
      modelDir: path.join(dir, 'none'),
    });
    await expect(
      missing.transcribe(speech.path, { language: 'en', signal: new AbortController().signal }),
    ).rejects.toThrow(TranscriptionProviderError);
  });

  it('reports a file that is not audio as the engine’s error, and passes a caller’s abort on as it came', async () => {
    const notAudio = path.join(dir, 'notes.txt');
    await fs.writeFile(notAudio, 'not audio at all');
    await expect(engine().transcribe(notAudio, { signal: new AbortController().signal })).rejects.toThrow(
      /could not read the audio/,
    );
    const controller = new AbortController();
    const reason = new Error('job cancelled');
    controller.abort(reason);
    await expect(engine().transcribe(speech.path, { signal: controller.signal })).rejects.toBe(reason);
  });
});

describe('parsePocketsphinxTimes', () => {
  it('reads utterances and word times, drops markers and fillers and the pronunciation suffix', () => {
    const output = [
      'today we will learn how to',
      '<s> 0.000 0.020 0.999000',
      'today 0.030 0.410 0.356287',
      'we 0.420 0.560 0.541739',
      '<sil> 0.570 0.600 0.853151',
      '[NOISE] 0.600 0.700 0.5',
      'learn 0.780 1.110 0.902116',
      'to(2) 1.750 1.900 0.234179',
      '</s> 1.910 2.000 1.000000',
      'everything',
      '<s> 6.760 6.960 0.998501',
      'everything 7.280 7.860 0.999900',
      '</s> 9.070 9.460 1.000000',
    ].join('\n');
    expect(parsePocketsphinxTimes(output)).toEqual([
      { start: 0.03, end: 1.11, text: 'today we learn' },
      { start: 1.75, end: 1.9, text: 'to' },
      { start: 7.28, end: 7.86, text: 'everything' },
    ]);
    expect(parsePocketsphinxTimes('')).toEqual([]);
  });
});
