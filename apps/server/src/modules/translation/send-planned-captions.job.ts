// Sends the caption uploads planned for today or earlier: captions.insert (400 units), or captions.update
// (450) when Vidcraft's track in that language exists. The plan is in the database, so a restart resumes
// where it stopped; when the day's quota (or the user's share of it) runs out, that user's remaining uploads
// move to the next quota day. An upload that fails three times is reported as failed.
import type { CaptionUploadRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { JobHandler } from '../../jobs/job-registry.ts';
import type { YoutubeClient } from '../../integrations/google/youtube.client.ts';
import type { ConnectionTokens } from '../channels/connection-tokens.service.ts';
import type { ConnectionsRepo } from '../channels/connections.repo.ts';
import type { CaptionsRepo } from '../videos/captions.repo.ts';
import type { VideosRepo } from '../videos/videos.repo.ts';
import { addDays, today } from './caption-plan.ts';
import type { PublishAttemptsRepo } from './publish-attempts.repo.ts';
import { captionTrackName } from './translation.service.ts';
import type { TranslationsRepo } from './translations.repo.ts';

const BATCH = 50;
const MAX_TRIES = 3;

export interface SendCaptionsDeps {
  attempts: PublishAttemptsRepo;
  translations: TranslationsRepo;
  videos: VideosRepo;
  connections: ConnectionsRepo;
  captionsRepo: CaptionsRepo;
  tokens: ConnectionTokens;
  youtube: YoutubeClient;
  now: () => Date;
}

export function createSendPlannedCaptionsHandler(
  deps: SendCaptionsDeps,
): JobHandler<'send-planned-captions'> {
  return async (ctx) => {
    await ctx.step('sending');
    const day = today(deps.now());
    const postponed = new Set<string>();
    let sent = 0;
    for (const upload of await deps.attempts.dueUploads(day, BATCH)) {
      if (postponed.has(upload.user_id)) {
        await deps.attempts.updateUpload(upload.id, { plannedDay: addDays(day, 1) });
        continue;
      }
      const outcome = await sendOne(deps, upload);
      if (outcome === 'quota') {
        postponed.add(upload.user_id);
        await deps.attempts.updateUpload(upload.id, { plannedDay: addDays(day, 1) });
      }
      if (outcome === 'sent') sent += 1;
      await closeAttemptIfDone(deps, upload.attempt_id);
    }
    return { sent, postponedUsers: postponed.size };
  };
}

async function sendOne(
  deps: SendCaptionsDeps,
  upload: CaptionUploadRow,
): Promise<'sent' | 'failed' | 'quota' | 'retry'> {
  const row = await deps.translations.findTranslation(upload.translation_id);
  const job = row ? await deps.translations.findJob(row.job_id) : undefined;
  const video = job ? await deps.videos.findById(job.video_id) : undefined;
  const connection = video ? await deps.connections.findById(video.connection_id) : undefined;
  if (!row || !job || !video || !connection || video.removed_at || !row.caption_body) {
    await deps.attempts.updateUpload(upload.id, {
      status: 'failed',
      error: 'The video or its translated track is gone.',
    });
    return 'failed';
  }
  const name = captionTrackName(row.language);
  const caller = deps.tokens.caller(connection);
  const existing = async () =>
    (await deps.captionsRepo.tracks(video.id)).find((t) => t.language === row.language && t.name === name)
      ?.youtube_caption_id;
  try {
    let captionId =
      row.youtube_caption_id ??
      (await deps.translations.publishedCaptionId(video.id, row.language)) ??
      (await existing());
    let track;
    try {
      track = await deps.youtube.uploadCaption(caller, {
        captionId,
        videoId: video.youtube_video_id,
        language: row.language,
        name,
        body: row.caption_body,
      });
    } catch (error) {
      // Sent before a restart, or made by hand: the track exists, so it is replaced instead.
      if (!(error instanceof AppError && error.code === 'CONFLICT') || captionId) throw error;
      const listed = await deps.youtube.captionTracks(caller, video.youtube_video_id);
      await deps.captionsRepo.replaceTracks(video.id, listed);
      captionId = await existing();
      if (!captionId) throw error;
      track = await deps.youtube.uploadCaption(caller, {
        captionId,
        videoId: video.youtube_video_id,
        language: row.language,
        name,
        body: row.caption_body,
      });
    }
    await deps.translations.updateLanguage(row.id, {
      caption_status: 'published',
      youtube_caption_id: track.id,
      caption_error: null,
    });
    await deps.attempts.updateUpload(upload.id, { status: 'published', error: null, tried: true });
    return 'sent';
  } catch (error) {
    if (error instanceof AppError && error.code === 'QUOTA_EXCEEDED') return 'quota';
    const message = error instanceof AppError ? error.message : 'The caption upload failed unexpectedly.';
    const final =
      upload.tries + 1 >= MAX_TRIES ||
      (error instanceof AppError && ['FORBIDDEN', 'NOT_FOUND', 'VALIDATION'].includes(error.code));
    await deps.attempts.updateUpload(upload.id, {
      ...(final ? { status: 'failed' as const } : {}),
      error: message,
      tried: true,
    });
    if (final)
      await deps.translations.updateLanguage(row.id, { caption_status: 'failed', caption_error: message });
    return final ? 'failed' : 'retry';
  }
}

/** A caption attempt ends when none of its uploads is planned any more. */
async function closeAttemptIfDone(deps: SendCaptionsDeps, attemptId: string) {
  const uploads = await deps.attempts.uploadsOfAttempt(attemptId);
  if (uploads.some((u) => u.status === 'planned')) return;
  const languages = await Promise.all(
    uploads.map(async (u) => {
      const row = await deps.translations.findTranslation(u.translation_id);
      return {
        language: row?.language ?? '',
        outcome: u.status === 'published' ? ('published' as const) : ('failed' as const),
        message: u.error,
      };
    }),
  );
  const failed = languages.filter((l) => l.outcome === 'failed');
  await deps.attempts.close(attemptId, {
    status: failed.length === languages.length ? 'failed' : 'succeeded',
    languages,
    ...(failed.length > 0
      ? {
          error_code: 'UPSTREAM_UNAVAILABLE',
          error_message: `${failed.length} of ${languages.length} tracks failed.`,
        }
      : {}),
  });
}
