// One uploaded file through the media tools, in the order the processing overlay shows: the audio (loudness,
// silences, speech, then the transcript), then the frames (scene changes, thumbnail candidates). The caller
// gives the steps a place to report to and a directory for the frames it keeps.
import type { LoudnessView, MediaFactsView, TimeRange, TranscriptView } from '@vidcraft/contracts';
import { measureLoudness, NoAudioError, YOUTUBE_REFERENCE_LUFS } from './media/loudness.ts';
import type { MediaTools } from './media/media-tools.ts';
import type { MediaFacts } from './media/probe.ts';
import { detectSceneChanges, thumbnailCandidates, type ThumbnailCandidate } from './media/scenes.ts';
import { detectSilences } from './media/silences.ts';
import { detectVoiceBandActivity } from './media/speech.ts';
import { captionFileTranscript } from './transcription/caption-file-transcript.ts';
import { TranscriptionError, type Transcriber } from './transcription/transcriber.ts';

/** Every tool run of one analysis gets at most this long. */
const TOOL_TIMEOUT_MS = 30 * 60_000;
/** The loudness strip has at most this many points, whatever the length. */
const STRIP_POINTS = 600;

export interface AudioAnalysis {
  loudness: LoudnessView | null;
  silences: TimeRange[];
  speech: TimeRange[];
  transcript: TranscriptView | null;
  transcriptMissing: 'noAudio' | 'noSpeech' | 'providerNeeded' | 'providerFailed' | null;
}

export function mediaFactsView(facts: MediaFacts): MediaFactsView {
  return {
    durationSeconds: facts.durationSeconds,
    formatName: facts.formatName,
    sizeBytes: facts.sizeBytes,
    video: facts.video
      ? {
          codec: facts.video.codec,
          width: facts.video.width,
          height: facts.video.height,
          frameRate: facts.video.frameRate,
        }
      : null,
    audio: facts.audio,
    shortsEligible: facts.shortsEligible,
  };
}

export interface AudioMeasures {
  loudness: LoudnessView | null;
  silences: TimeRange[];
  speech: TimeRange[];
}

export type TranscriptOutcome = Pick<AudioAnalysis, 'transcript' | 'transcriptMissing'>;

/** Loudness, silences and voice-band activity; all empty when the file has no audio to measure. */
export async function measureAudio(
  tools: MediaTools,
  file: string,
  facts: MediaFacts,
  signal: AbortSignal,
): Promise<AudioMeasures> {
  const none = { loudness: null, silences: [], speech: [] };
  if (!facts.audio) return none;
  const run = { timeoutMs: TOOL_TIMEOUT_MS, signal };
  const step = Math.max(0.5, Math.ceil((facts.durationSeconds / STRIP_POINTS) * 2) / 2);
  let loudness: LoudnessView;
  try {
    const report = await measureLoudness(tools, file, { ...run, stripStepSeconds: step });
    loudness = {
      integratedLufs: report.integratedLufs,
      truePeakDbtp: report.truePeakDbtp,
      loudnessRangeLu: report.loudnessRangeLu,
      gapToYouTubeLu: report.gapToYouTubeLu,
      referenceLufs: YOUTUBE_REFERENCE_LUFS,
      strip: report.strip.map((p) =>
        p.momentaryLufs === null ? null : Math.round(p.momentaryLufs * 10) / 10,
      ),
      stepSeconds: report.stripStepSeconds,
    };
  } catch (error) {
    if (!(error instanceof NoAudioError)) throw error;
    return none;
  }
  const { silences } = await detectSilences(tools, file, run);
  const { segments: speech } = await detectVoiceBandActivity(tools, file, facts.durationSeconds, run);
  return { loudness, silences, speech };
}

/**
 * The words: the creator's caption file, else the transcriber's (when there is voice to hear). A transcriber's
 * refusal is not the analysis's failure: the page says why there are no words and what would give them.
 */
export async function transcribeAudio(
  file: string,
  measures: AudioMeasures,
  options: {
    transcriber: Transcriber;
    language: string | null;
    captionFile: string | null;
    signal: AbortSignal;
  },
): Promise<TranscriptOutcome> {
  if (!measures.loudness) return { transcript: null, transcriptMissing: 'noAudio' };
  if (options.captionFile) {
    const transcript = captionFileTranscript(options.captionFile, {
      language: options.language ?? undefined,
    });
    return { transcript: transcriptView(transcript), transcriptMissing: null };
  }
  if (measures.speech.length === 0) return { transcript: null, transcriptMissing: 'noSpeech' };
  try {
    const transcript = transcriptView(
      await options.transcriber.transcribe(file, {
        language: options.language ?? undefined,
        signal: options.signal,
      }),
    );
    // Sound in the voice band that no engine heard words in (music, a tone): no transcript, said so.
    if (transcript.segments.length === 0) return { transcript: null, transcriptMissing: 'noSpeech' };
    return { transcript, transcriptMissing: null };
  } catch (error) {
    if (!(error instanceof TranscriptionError)) throw error;
    return {
      transcript: null,
      transcriptMissing: error.reason === 'unsupportedLanguage' ? 'providerNeeded' : 'providerFailed',
    };
  }
}

export async function analyzeFrames(
  tools: MediaTools,
  file: string,
  facts: MediaFacts,
  options: { outputDir: string; signal: AbortSignal },
): Promise<{ scenes: number[]; candidates: ThumbnailCandidate[] }> {
  if (!facts.video) return { scenes: [], candidates: [] };
  const run = { timeoutMs: TOOL_TIMEOUT_MS, signal: options.signal };
  const scenes = await detectSceneChanges(tools, file, run);
  const candidates = await thumbnailCandidates(tools, file, scenes, {
    ...run,
    outputDir: options.outputDir,
    durationSeconds: facts.durationSeconds,
  });
  return { scenes, candidates };
}

function transcriptView(transcript: {
  language: string;
  engine: string;
  rough: boolean;
  segments: { start: number; end: number; text: string }[];
}): TranscriptView {
  return {
    language: transcript.language,
    engine: transcript.engine,
    rough: transcript.rough,
    segments: transcript.segments
      .filter((s) => s.text.trim())
      .map((s) => ({ start: round2(s.start), end: round2(s.end), text: s.text.trim() })),
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;
