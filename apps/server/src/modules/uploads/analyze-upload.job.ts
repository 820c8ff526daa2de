// Analyses an uploaded video through the processing overlay's steps: initializing (the file checked again),
// extracting (the audio: loudness, silences, speech, transcript), analyzing (the frames: scene changes and
// thumbnail candidates, kept in the file store), finalizing (the fixes and the engine's suggestions from the
// working title and the transcript's real times). A failure marks the upload failed and gives its minutes back.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { detectLanguage } from '@vidcraft/seo';
import type { SuggestionContent, UploadAnalysis } from '@vidcraft/contracts';
import { jobCatalogue } from '../../jobs/job-catalogue.ts';
import { JobFailure } from '../../jobs/job-errors.ts';
import type { JobHandler } from '../../jobs/job-registry.ts';
import type { FileStore } from '../../integrations/storage/file-store.ts';
import type { Suggesters } from '../../integrations/ai/suggester.ts';
import type { UsersRepo } from '../auth/users.repo.ts';
import type { ConnectionsRepo } from '../channels/connections.repo.ts';
import { guardSuggestion } from '../optimization/suggestion-guard.ts';
import type { UsageService } from '../usage/usage.service.ts';
import { analyzeFrames, measureAudio, mediaFactsView, transcribeAudio } from './media-analysis.ts';
import { requireMediaTools, type MediaToolsStatus } from './media/media-tools.ts';
import { NotMediaError, probeMedia } from './media/probe.ts';
import type { Transcriber } from './transcription/transcriber.ts';
import { uploadFixes } from './upload-fixes.ts';
import type { UploadStore } from './upload-store.ts';
import { frameKey, minuteReferences, type StoredAnalysis } from './upload-keys.ts';
import type { VideoUploadsRepo } from './video-uploads.repo.ts';

export interface AnalyzeUploadDeps {
  uploads: VideoUploadsRepo;
  store: UploadStore;
  files: FileStore;
  mediaTools: MediaToolsStatus;
  transcriber: Transcriber;
  suggesters: Suggesters;
  users: UsersRepo;
  connections: ConnectionsRepo;
  usage: UsageService;
  /** The engine for suggestions: the LLM when the operator configured one, else Basic. */
  engine: 'builtin' | 'llm';
}

/** Frames kept as thumbnail candidates (best first). */
const KEPT_FRAMES = 8;

export function createAnalyzeUploadHandler(deps: AnalyzeUploadDeps): JobHandler<'analyze-upload'> {
  return async (ctx) => {
    const upload = await deps.uploads.findById(ctx.input.uploadId);
    if (!upload || upload.user_id !== ctx.ownerUserId)
      throw new JobFailure('NOT_FOUND', 'This upload was deleted.');
    const started = Date.now();
    const workDir = await mkdtemp(path.join(os.tmpdir(), 'vidcraft-analysis-'));
    // Ends work still running in the background (the transcriber) when the analysis stops early.
    const done = new AbortController();
    const signal = AbortSignal.any([ctx.signal, done.signal]);
    try {
      await ctx.step('initializing');
      const tools = requireTools(deps.mediaTools);
      const file = deps.store.pathOf(upload.tus_id);
      const facts = await probeMedia(tools, file, { signal: ctx.signal }).catch((error: unknown) => {
        if (error instanceof NotMediaError) throw new JobFailure('VALIDATION', error.message);
        throw error;
      });
      const media = mediaFactsView(facts);

      await ctx.step('extracting');
      const measures = await measureAudio(tools, file, facts, ctx.signal);
      // The transcriber (one core) runs while ffmpeg reads the frames on the other: the two do not depend on
      // each other, and one after the other they take most of the analysis's time.
      const words = settle(
        transcribeAudio(file, measures, {
          transcriber: deps.transcriber,
          language: upload.language,
          captionFile: upload.caption_file,
          signal,
        }),
      );
      await ctx.progress(30);

      await ctx.step('analyzing');
      const { scenes, candidates } = await analyzeFrames(tools, file, facts, {
        outputDir: workDir,
        signal: ctx.signal,
      });
      const kept = candidates.slice(0, KEPT_FRAMES);
      const frames: StoredAnalysis['frames'] = [];
      for (const [index, candidate] of kept.entries()) {
        await deps.files.put(
          frameKey(upload.user_id, upload.id, index),
          await readFile(candidate.file),
          'image/jpeg',
        );
        frames.push({
          index,
          timeSeconds: Math.round(candidate.timeSeconds * 100) / 100,
          score: round3(candidate.score),
          sharpness: round3(candidate.sharpness),
          exposure: round3(candidate.exposure),
        });
      }
      await ctx.progress(70);
      const audio = { ...measures, ...(await words.result()) };
      await ctx.progress(80);

      await ctx.step('finalizing');
      const suggestion = await suggest(deps, upload, media, audio.transcript, ctx.signal);
      const analysis: StoredAnalysis = {
        media,
        ...audio,
        scenes: scenes.map((t) => Math.round(t * 100) / 100),
        frames,
        fixes: uploadFixes({
          media,
          loudness: audio.loudness,
          silences: audio.silences,
          speech: audio.speech,
        }),
        suggestion,
        analysisSeconds: Math.round((Date.now() - started) / 100) / 10,
      };
      await deps.uploads.update(upload.id, { status: 'ready', analysis: JSON.stringify(analysis) });
      await ctx.step('completed');
      return { uploadId: upload.id };
    } catch (error) {
      const final =
        !(error instanceof JobFailure && error.retryable) &&
        (error instanceof JobFailure || ctx.attempt >= jobCatalogue['analyze-upload'].maxAttempts);
      if (final && !ctx.signal.aborted) {
        const failure = error instanceof JobFailure ? error : null;
        await deps.uploads.update(upload.id, {
          status: 'failed',
          error_code: failure?.code ?? 'INTERNAL',
          error_message: failure?.message ?? 'The analysis stopped on an unexpected error.',
        });
        // A file that could not be analysed costs nothing.
        for (const reference of minuteReferences(upload.id, upload.minutes)) {
          await deps.usage.refund(upload.user_id, 'uploadMinutes', reference);
        }
      }
      throw error;
    } finally {
      done.abort();
      await rm(workDir, { recursive: true, force: true });
    }
  };
}

function requireTools(status: MediaToolsStatus) {
  try {
    return requireMediaTools(status);
  } catch (error) {
    throw new JobFailure(
      'INTERNAL',
      'This server cannot analyse videos: ffmpeg and ffprobe are not installed.',
      {
        cause: error,
      },
    );
  }
}

/** The engine's suggestions from the working title and the transcript (times as heard), YouTube's rules applied. */
async function suggest(
  deps: AnalyzeUploadDeps,
  upload: { user_id: string; working_title: string; language: string | null },
  media: UploadAnalysis['media'],
  transcript: UploadAnalysis['transcript'],
  signal: AbortSignal,
): Promise<SuggestionContent | null> {
  const suggester = deps.suggesters.get(deps.engine) ?? deps.suggesters.get('builtin');
  if (!suggester) return null;
  const cues = (transcript?.segments ?? []).map((s) => ({
    startSeconds: s.start,
    endSeconds: s.end,
    text: s.text,
  }));
  const spoken = cues.map((c) => c.text).join(' ');
  const language =
    upload.language ??
    transcript?.language?.slice(0, 2) ??
    detectLanguage(`${upload.working_title}\n${spoken}`) ??
    'en';
  const owner = await deps.users.find(upload.user_id);
  const channel = (await deps.connections.listForUser(upload.user_id))[0];
  const isShort = media.shortsEligible;
  const outcome = await suggester.suggest(
    {
      language: language === 'und' ? 'en' : language,
      creatorLanguage: owner?.preferred_language ?? 'en',
      title: upload.working_title,
      description: '',
      tags: [],
      durationSeconds: Math.round(media.durationSeconds),
      isShort,
      cues,
      channel: { title: channel?.channel_title ?? '', topTitles: [] },
      titleCount: 3,
    },
    signal,
  );
  return guardSuggestion(outcome.suggestion, {
    originalDescription: '',
    cueStarts: cues.map((c) => c.startSeconds),
    isShort,
    titleCount: 3,
  });
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Holds a promise's outcome until it is asked for, so a failure while other work runs is not an unhandled
 * rejection; `result()` then throws it.
 */
function settle<T>(promise: Promise<T>): { result(): Promise<T> } {
  const outcome = promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  return {
    async result() {
      const settled = await outcome;
      if (settled.ok) return settled.value;
      throw settled.error;
    },
  };
}
