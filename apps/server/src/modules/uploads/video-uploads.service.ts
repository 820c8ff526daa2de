// The upload tool: a finished tus upload becomes a draft (checked by content, its minutes counted in the same
// transaction as its analysis job), the creator reads the analysis, then publishes it as a new YouTube video
// or deletes it. Files go when their retention ends; the analysis stays until the creator deletes the upload.
import { buffer } from 'node:stream/consumers';
import type { Kysely } from 'kysely';
import type { Database, VideoUploadRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { grantAllowsWrite } from '../../integrations/google/google-scopes.ts';
import { quotaCost, type CostProfile } from '../../integrations/google/quota-costs.ts';
import type { FileStore } from '../../integrations/storage/file-store.ts';
import type { JobEngine } from '../../jobs/job-engine.ts';
import type { ConnectionsRepo } from '../channels/connections.repo.ts';
import type { ThumbnailImageRow, ThumbnailImagesRepo } from '../thumbnails/thumbnail-images.repo.ts';
import type { UsageService } from '../usage/usage.service.ts';
import { requireMediaTools, type MediaToolsStatus } from './media/media-tools.ts';
import { NotMediaError, probeMedia } from './media/probe.ts';
import { frameAsThumbnail } from './frame-thumbnail.ts';
import type { Transcriber } from './transcription/transcriber.ts';
import { billableMinutes, frameKey, minuteReferences, uploadFilesPrefix } from './upload-keys.ts';
import { cleanFileName, type UploadStore } from './upload-store.ts';
import type { VideoUploadsRepo } from './video-uploads.repo.ts';

export interface PublishRequest {
  connectionId: string;
  title: string;
  description: string;
  tags: string[];
  privacyStatus: 'private' | 'unlisted' | 'public';
  publishAt?: string | undefined;
  madeForKids: boolean;
  thumbnail?: { kind: 'frame'; index: number } | { kind: 'kept'; thumbnailId: string } | undefined;
  captions: boolean;
  idempotencyKey: string;
}

/** What the publish job needs, kept on the upload while it runs (and to resume after a restart). */
export interface PublishPlan {
  request: Omit<PublishRequest, 'idempotencyKey'>;
  /** The resumable session, once started: a restart continues it instead of uploading again. */
  sessionUri?: string | null;
  youtubeVideoId?: string | null;
  thumbnailSet?: boolean;
  captionsSet?: boolean;
}

export class VideoUploadsService {
  private readonly deps: {
    db: Kysely<Database>;
    uploads: VideoUploadsRepo;
    store: UploadStore;
    files: FileStore;
    jobs: JobEngine;
    usage: UsageService;
    connections: ConnectionsRepo;
    thumbnails: ThumbnailImagesRepo;
    mediaTools: MediaToolsStatus;
    transcriber: Transcriber;
    transcriberIsProvider: boolean;
    maxBytes: number;
    retentionHours: number;
    costProfile: CostProfile;
    /** The thumbnail studio's intake for backgrounds (checked, re-encoded, kept for this user). */
    keepBackground: (userId: string, bytes: Buffer) => Promise<ThumbnailImageRow>;
  };
  constructor(deps: VideoUploadsService['deps']) {
    this.deps = deps;
  }

  async capabilities(userId: string) {
    const { mediaTools } = this.deps;
    return {
      maxBytes: this.deps.maxBytes,
      mediaTools: mediaTools.available
        ? { available: true, detail: null }
        : {
            available: false,
            detail: `Missing: ${mediaTools.missing.map((m) => m.name).join(', ')}. Install Debian's ffmpeg package.`,
          },
      transcription: {
        engine: this.deps.transcriberIsProvider ? ('provider' as const) : ('offline' as const),
        label: this.deps.transcriber.label,
        languages: this.deps.transcriberIsProvider ? ('any' as const) : ('en' as const),
      },
      retentionHours: this.deps.retentionHours,
      minutes: await this.deps.usage.allowance(userId, 'uploadMinutes'),
      youtubeCosts: {
        insert: quotaCost('videos.insert', this.deps.costProfile),
        insertHasOwnDailyLimit: this.deps.costProfile === 'current',
        thumbnail: quotaCost('thumbnails.set', this.deps.costProfile),
        caption: quotaCost('captions.insert', this.deps.costProfile),
      },
    };
  }

  /**
   * A draft from a finished upload: checked by content (ffprobe), its minutes counted, its analysis started —
   * once per upload (a retried request answers the same draft and run).
   */
  async create(
    userId: string,
    request: {
      uploadId: string;
      workingTitle?: string | undefined;
      language?: string | undefined;
      captionFile?: string | undefined;
    },
  ) {
    const existing = await this.deps.uploads.findByTusId(request.uploadId);
    if (existing) {
      if (existing.user_id !== userId) throw notFound('The upload');
      return { upload: existing, runId: existing.analysis_run_id! };
    }
    const finished = await this.deps.store.finished(request.uploadId, userId);
    if (!finished) {
      if ((await this.deps.store.ownerOf(request.uploadId)) === userId) {
        throw new AppError('CONFLICT', 'The file has not finished uploading yet.', {
          details: { reason: 'incomplete' },
        });
      }
      throw notFound('The upload');
    }
    let tools;
    try {
      tools = requireMediaTools(this.deps.mediaTools);
    } catch {
      throw new AppError(
        'INTERNAL',
        'This server cannot analyse videos: ffmpeg and ffprobe are not installed.',
        {
          details: { reason: 'mediaToolsMissing' },
        },
      );
    }
    const facts = await probeMedia(tools, finished.path).catch(async (error: unknown) => {
      if (!(error instanceof NotMediaError)) throw error;
      // Not a video: nothing of it is kept.
      await this.deps.store.remove(request.uploadId);
      throw new AppError('VALIDATION', `This file is not a video we can read: ${error.message}`, {
        details: { reason: 'notMedia', detail: error.reason },
      });
    });
    const minutes = billableMinutes(facts.durationSeconds);
    const terms = await this.deps.usage.terms(userId);
    const workingTitle = request.workingTitle?.trim() || titleFromFileName(finished.fileName);
    const { row, run } = await this.deps.db.transaction().execute(async (trx) => {
      const row = await this.deps.uploads.insert(trx, {
        user_id: userId,
        tus_id: request.uploadId,
        file_name: cleanFileName(finished.fileName),
        size_bytes: finished.size,
        working_title: workingTitle,
        language: request.language ?? null,
        caption_file: request.captionFile ?? null,
        status: 'analyzing',
        minutes,
        file_expires_at: new Date(Date.now() + this.deps.retentionHours * 3_600_000),
      });
      if (!row)
        throw new AppError('CONFLICT', 'This upload is already being analysed.', {
          details: { inProgress: true },
        });
      await this.deps.usage.recordMany(trx, userId, 'uploadMinutes', minuteReferences(row.id, minutes), {
        terms,
      });
      const { run } = await this.deps.jobs.createRun(
        trx,
        'analyze-upload',
        { uploadId: row.id },
        { ownerUserId: userId, key: `analyze-upload:${row.id}` },
      );
      await this.deps.uploads.update(row.id, { analysis_run_id: run.id }, trx);
      return { row: { ...row, analysis_run_id: run.id }, run };
    });
    await this.deps.jobs.dispatch(run);
    return { upload: row, runId: run.id };
  }

  list(userId: string) {
    return this.deps.uploads.listForUser(userId);
  }

  async get(userId: string, id: string): Promise<VideoUploadRow> {
    const row = await this.deps.uploads.findForUser(userId, id);
    if (!row) throw notFound('The upload');
    return row;
  }

  async frame(userId: string, id: string, index: number) {
    const row = await this.get(userId, id);
    const found = await this.deps.files.get(frameKey(row.user_id, row.id, index));
    if (!found) throw notFound('The frame');
    return found;
  }

  /** A frame, at YouTube's thumbnail size, kept as a studio background. */
  async frameAsBackground(userId: string, id: string, index: number): Promise<ThumbnailImageRow> {
    const frame = await this.frame(userId, id, index);
    return this.deps.keepBackground(userId, await frameAsThumbnail(await buffer(frame.body)));
  }

  /** Starts the publish, once per idempotency key: a repeat answers the run already under way or done. */
  async publish(userId: string, id: string, request: PublishRequest) {
    const row = await this.get(userId, id);
    if (row.publish_key === request.idempotencyKey && row.publish_run_id) {
      return { upload: row, runId: row.publish_run_id };
    }
    if (row.file_removed_at) {
      throw new AppError(
        'CONFLICT',
        'The file was removed after its retention period; upload it again to publish.',
        {
          details: { reason: 'fileRemoved' },
        },
      );
    }
    const connection = await this.deps.connections.findForUser(userId, request.connectionId);
    if (!connection) throw notFound('The channel');
    if (!grantAllowsWrite(connection.scopes)) {
      throw new AppError(
        'AUTH_REQUIRED',
        'Publishing a video needs permission to manage this channel’s videos. Allow it to continue.',
        {
          details: {
            reason: 'insufficientPermissions',
            needsWriteAccess: true,
            channelId: connection.youtube_channel_id,
          },
        },
      );
    }
    if (request.publishAt && Date.parse(request.publishAt) <= Date.now() + 60_000) {
      throw new AppError('VALIDATION', 'Choose a time in the future to schedule the video.', {
        details: { field: 'publishAt' },
      });
    }
    if (request.thumbnail?.kind === 'kept') {
      const kept = await this.deps.thumbnails.findForUser(userId, request.thumbnail.thumbnailId);
      if (!kept) throw notFound('The thumbnail');
    }
    if (request.captions) {
      const analysis = row.analysis as { transcript?: unknown } | null;
      if (!analysis?.transcript) {
        throw new AppError('VALIDATION', 'There is no transcript to upload as captions.', {
          details: { field: 'captions' },
        });
      }
    }
    const claimed = await this.deps.uploads.claimPublish(userId, id, request.idempotencyKey);
    if (!claimed) {
      const now = await this.get(userId, id);
      if (now.publish_key === request.idempotencyKey && now.publish_run_id)
        return { upload: now, runId: now.publish_run_id };
      throw new AppError(
        'CONFLICT',
        now.status === 'published'
          ? 'This upload is already published.'
          : 'This upload is not ready to publish.',
        { details: { reason: now.status } },
      );
    }
    const { idempotencyKey, ...plan } = request;
    const publishState: PublishPlan = { request: plan };
    const run = await this.deps.db.transaction().execute(async (trx) => {
      const { run } = await this.deps.jobs.createRun(
        trx,
        'publish-upload',
        { uploadId: id },
        { ownerUserId: userId, key: `publish-upload:${id}:${idempotencyKey}` },
      );
      await this.deps.uploads.update(
        id,
        { publish_run_id: run.id, publish_state: JSON.stringify(publishState), published: null },
        trx,
      );
      return run;
    });
    await this.deps.jobs.dispatch(run);
    return { upload: await this.get(userId, id), runId: run.id };
  }

  /** Deletes the draft, its file and its frames now. */
  async remove(userId: string, id: string): Promise<void> {
    const row = await this.get(userId, id);
    if (row.status === 'publishing') {
      throw new AppError('CONFLICT', 'This upload is being published; delete it when that has finished.', {
        details: { reason: 'publishing' },
      });
    }
    await this.deps.uploads.delete(userId, id);
    await this.deps.store.remove(row.tus_id);
    await this.deps.files.deletePrefix(uploadFilesPrefix(row.user_id, row.id));
  }

  /**
   * Housekeeping: files of drafts past their retention, uploads started but never finished, and finished
   * files nobody made a draft of within the retention period.
   */
  async purgeExpired(now = new Date()): Promise<{ files: number; unfinished: number; unclaimed: number }> {
    let files = 0;
    for (const row of await this.deps.uploads.expiredFiles(now)) {
      await this.deps.store.remove(row.tus_id);
      await this.deps.uploads.update(row.id, { file_removed_at: now });
      files += 1;
    }
    const unfinished = await this.deps.store.removeUnfinished();
    const old = await this.deps.store.idsWrittenBefore(
      new Date(now.getTime() - this.deps.retentionHours * 3_600_000),
    );
    const claimed = await this.deps.uploads.claimedTusIds(old);
    const unclaimed = old.filter((id) => !claimed.has(id));
    for (const id of unclaimed) await this.deps.store.remove(id);
    return { files, unfinished, unclaimed: unclaimed.length };
  }
}

/** "my_trip-final.v2.mp4" → "my trip final.v2". */
export function titleFromFileName(fileName: string): string {
  const base = fileName
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return base.slice(0, 100) || 'Untitled video';
}
