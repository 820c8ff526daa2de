// Caption writes on YouTube (caption management): a new track from a checked file (captions.insert, 400 units),
// edited cues or a new file over a track (captions.update, 450) and deleting one (captions.delete, 50). What is
// sent is always a WebVTT file written from the checked cues, so the preview is exactly what YouTube gets. Each
// write is claimed under its idempotency key before anything is sent: a retried or doubled request is sent once
// (a second request while the first is still sending is told so). The stored track list and text follow each
// write, so nothing needs listing again.
import {
  cueProblems,
  type CaptionCue,
  type CaptionFileCheck,
  type CaptionWriteKind,
  type CaptionWriteResponse,
} from '@vidcraft/contracts';
import type { CaptionTrackRow, CaptionWriteRow, ConnectionRow, VideoRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { YoutubeClient } from '../../integrations/google/youtube.client.ts';
import type { ConnectionTokens } from '../channels/connection-tokens.service.ts';
import { checkCaptionFile } from '../translation/caption-file-check.ts';
import { writeVtt } from '../translation/caption-file.ts';
import type { CaptionWritesRepo } from './caption-writes.repo.ts';
import type { CaptionsRepo } from './captions.repo.ts';
import type { CaptionsService } from './captions.service.ts';
import type { VideosService } from './videos.service.ts';

export interface CaptionWriteDeps {
  videos: VideosService;
  captions: CaptionsService;
  captionsRepo: CaptionsRepo;
  writes: CaptionWritesRepo;
  tokens: ConnectionTokens;
  youtube: YoutubeClient;
}

const inProgress = () =>
  new AppError(
    'CONFLICT',
    'This caption change is still being sent to YouTube. Wait a moment, then look again.',
    {
      details: { reason: 'inProgress' },
    },
  );
const keyReused = () =>
  new AppError('VALIDATION', 'This idempotency key was already used for another caption change.', {
    details: { reason: 'keyReused' },
  });
const captionExists = () =>
  new AppError(
    'CONFLICT',
    'This video already has a caption track in this language with this name. Choose another name, or replace that track.',
    { details: { reason: 'captionExists' } },
  );

/** A refusal of a file or cue list, with every problem (line numbers for a file, cue numbers for cues). */
function refuseFile(check: CaptionFileCheck): never {
  throw new AppError('VALIDATION', 'The caption file has problems: fix them and upload it again.', {
    details: { reason: 'captionFile', format: check.format, issues: check.issues },
  });
}

function refuseCues(cues: readonly CaptionCue[]): void {
  const problems = cueProblems(cues);
  if (problems.length === 0) return;
  throw new AppError('VALIDATION', 'Some cues have timing or text problems: fix them before saving.', {
    details: { reason: 'cueProblems', problems },
  });
}

export class CaptionWritesService {
  private readonly deps: CaptionWriteDeps;
  constructor(deps: CaptionWriteDeps) {
    this.deps = deps;
  }

  /** 404 unless the video is one of the user's (before a request's body is read). */
  async assertOwned(userId: string, youtubeVideoId: string): Promise<void> {
    await this.deps.videos.get(userId, youtubeVideoId);
  }

  /** Reads an uploaded file (no YouTube call): its cues and every problem with its line. */
  async check(userId: string, youtubeVideoId: string, file: Buffer): Promise<CaptionFileCheck> {
    await this.deps.videos.get(userId, youtubeVideoId);
    return checkCaptionFile(file);
  }

  /** A new track from an uploaded SRT or WebVTT file (captions.insert). */
  async insert(
    userId: string,
    youtubeVideoId: string,
    request: { language: string; name: string; isDraft: boolean; idempotencyKey: string; file: Buffer },
  ): Promise<CaptionWriteResponse> {
    const { video, connection } = await this.deps.videos.get(userId, youtubeVideoId);
    const replay = await this.replay(userId, video, connection, request.idempotencyKey, 'insert', null);
    if (replay) return replay;
    this.deps.captions.assertCaptionAccess(connection);
    const check = checkCaptionFile(request.file);
    if (check.issues.length > 0) refuseFile(check);
    const tracks = await this.deps.captionsRepo.tracks(video.id);
    if (tracks.some((t) => t.language === request.language && t.name === request.name)) throw captionExists();
    const body = writeVtt(
      check.cues.map(({ line: _line, ...cue }) => cue),
      request.language,
    );
    return this.send(
      userId,
      video,
      connection,
      { key: request.idempotencyKey, kind: 'insert', trackId: null },
      async (caller) => {
        const caption = await this.deps.youtube.uploadCaption(caller, {
          videoId: video.youtube_video_id,
          language: request.language,
          name: request.name,
          isDraft: request.isDraft,
          body,
        });
        const row = await this.deps.captionsRepo.saveTrack(video.id, caption);
        await this.deps.captionsRepo.saveText(row.id, 'vtt', body);
        if (!row.is_draft) await this.deps.captionsRepo.setHasCaptions(video.id, true);
        return { trackId: caption.id, body };
      },
    );
  }

  /** Edited cues saved over a track (captions.update with a new file); the track keeps its draft state. */
  async saveCues(
    userId: string,
    youtubeVideoId: string,
    trackId: string,
    request: { cues: CaptionCue[]; idempotencyKey: string },
  ): Promise<CaptionWriteResponse> {
    const { video, connection } = await this.deps.videos.get(userId, youtubeVideoId);
    const replay = await this.replay(userId, video, connection, request.idempotencyKey, 'update', trackId);
    if (replay) return replay;
    this.deps.captions.assertCaptionAccess(connection);
    const track = await this.track(video, trackId);
    refuseCues(request.cues);
    return this.update(userId, video, connection, track, request.idempotencyKey, request.cues);
  }

  /** A track replaced by an uploaded SRT or WebVTT file (captions.update). */
  async replace(
    userId: string,
    youtubeVideoId: string,
    trackId: string,
    request: { idempotencyKey: string; file: Buffer },
  ): Promise<CaptionWriteResponse> {
    const { video, connection } = await this.deps.videos.get(userId, youtubeVideoId);
    const replay = await this.replay(userId, video, connection, request.idempotencyKey, 'update', trackId);
    if (replay) return replay;
    this.deps.captions.assertCaptionAccess(connection);
    const track = await this.track(video, trackId);
    const check = checkCaptionFile(request.file);
    if (check.issues.length > 0) refuseFile(check);
    const cues = check.cues.map(({ line: _line, ...cue }) => cue);
    return this.update(userId, video, connection, track, request.idempotencyKey, cues);
  }

  /** Deletes a track on YouTube (captions.delete) and forgets it. */
  async remove(
    userId: string,
    youtubeVideoId: string,
    trackId: string,
    idempotencyKey: string,
  ): Promise<CaptionWriteResponse> {
    const { video, connection } = await this.deps.videos.get(userId, youtubeVideoId);
    const replay = await this.replay(userId, video, connection, idempotencyKey, 'delete', trackId);
    if (replay) return replay;
    this.deps.captions.assertCaptionAccess(connection);
    await this.track(video, trackId);
    return this.send(
      userId,
      video,
      connection,
      { key: idempotencyKey, kind: 'delete', trackId },
      async (caller) => {
        await this.deps.youtube.deleteCaption(caller, trackId);
        await this.deps.captionsRepo.deleteTrack(video.id, trackId);
        const left = await this.deps.captionsRepo.tracks(video.id);
        // Automatic tracks ("ASR") do not make contentDetails.caption true.
        const published = left.some((t) => !t.is_draft && t.track_kind?.toLowerCase() !== 'asr');
        if (!published) await this.deps.captionsRepo.setHasCaptions(video.id, false);
        return { trackId, body: null };
      },
    );
  }

  private update(
    userId: string,
    video: VideoRow,
    connection: ConnectionRow,
    track: CaptionTrackRow,
    idempotencyKey: string,
    cues: CaptionCue[],
  ): Promise<CaptionWriteResponse> {
    const body = writeVtt(cues, track.language);
    const trackId = track.youtube_caption_id;
    return this.send(
      userId,
      video,
      connection,
      { key: idempotencyKey, kind: 'update', trackId },
      async (caller) => {
        const caption = await this.deps.youtube.uploadCaption(caller, {
          captionId: trackId,
          videoId: video.youtube_video_id,
          language: track.language,
          name: track.name,
          isDraft: track.is_draft,
          body,
        });
        const row = await this.deps.captionsRepo.saveTrack(video.id, caption);
        await this.deps.captionsRepo.saveText(row.id, 'vtt', body);
        return { trackId, body };
      },
    );
  }

  /** The stored track of this video (listed before), else 404 like an unknown id. */
  private async track(video: VideoRow, trackId: string): Promise<CaptionTrackRow> {
    const tracks = await this.deps.captionsRepo.tracks(video.id);
    const track = tracks.find((t) => t.youtube_caption_id === trackId);
    if (!track) throw notFound('The caption track');
    return track;
  }

  /** The answer of a key used before: the write's outcome, without sending anything again. */
  private async replay(
    userId: string,
    video: VideoRow,
    connection: ConnectionRow,
    idempotencyKey: string,
    kind: CaptionWriteKind,
    trackId: string | null,
  ): Promise<CaptionWriteResponse | null> {
    const existing = await this.deps.writes.findByKey(userId, idempotencyKey);
    if (!existing) return null;
    return this.answerFor(existing, video, connection, kind, trackId);
  }

  private async answerFor(
    write: CaptionWriteRow,
    video: VideoRow,
    connection: ConnectionRow,
    kind: CaptionWriteKind,
    trackId: string | null,
  ): Promise<CaptionWriteResponse> {
    if (
      write.video_id !== video.id ||
      write.kind !== kind ||
      (trackId && write.youtube_caption_id !== trackId)
    ) {
      throw keyReused();
    }
    if (write.status === 'pending') throw inProgress();
    if (write.status === 'failed') {
      throw new AppError(
        (write.error_code ?? 'UPSTREAM_UNAVAILABLE') as ConstructorParameters<typeof AppError>[0],
        write.error_message ?? 'The caption change failed.',
        { details: { ...(write.error_details as object | null), replayed: true } },
      );
    }
    const stored = await this.deps.captions.afterWrite(video, connection, null);
    return { ...stored, write: { kind, trackId: write.youtube_caption_id ?? '', replayed: true } };
  }

  /** Claims the key, sends once, records the outcome and answers what is stored now. */
  private async send(
    userId: string,
    video: VideoRow,
    connection: ConnectionRow,
    intent: { key: string; kind: CaptionWriteKind; trackId: string | null },
    write: (
      caller: ReturnType<ConnectionTokens['caller']>,
    ) => Promise<{ trackId: string; body: string | null }>,
  ): Promise<CaptionWriteResponse> {
    const claimed = await this.deps.writes.claim({
      user_id: userId,
      video_id: video.id,
      idempotency_key: intent.key,
      kind: intent.kind,
      youtube_caption_id: intent.trackId,
      status: 'pending',
    });
    if (!claimed.created)
      return this.answerFor(claimed.write, video, connection, intent.kind, intent.trackId);
    try {
      const done = await write(this.deps.tokens.caller(connection));
      await this.deps.writes.update(claimed.write.id, {
        status: 'succeeded',
        youtube_caption_id: done.trackId,
        completed_at: new Date(),
      });
      const stored = await this.deps.captions.afterWrite(
        video,
        connection,
        done.body === null ? null : { trackId: done.trackId, body: done.body },
      );
      return { ...stored, write: { kind: intent.kind, trackId: done.trackId, replayed: false } };
    } catch (error) {
      const mapped =
        error instanceof AppError && error.code === 'CONFLICT' && intent.kind === 'insert'
          ? captionExists()
          : error;
      const appError = mapped instanceof AppError ? mapped : null;
      await this.deps.writes.update(claimed.write.id, {
        status: 'failed',
        error_code: appError?.code ?? 'INTERNAL',
        error_message: appError?.message ?? 'The caption change failed.',
        error_details: JSON.stringify(appError?.details ?? null),
        completed_at: new Date(),
      });
      throw mapped;
    }
  }
}
