// Publishes an analysed upload as a new YouTube video: the file through YouTube's resumable upload (the
// session kept on the upload, so a restart continues it rather than sending a second video), then the chosen
// thumbnail, then the transcript as a caption track. Each part is recorded as done before the next starts, so a
// retried run never repeats one that succeeded.
import { buffer } from 'node:stream/consumers';
import type { UploadView } from '@vidcraft/contracts';
import { AppError } from '../../http/app-error.ts';
import type { YoutubeClient } from '../../integrations/google/youtube.client.ts';
import type { FileStore } from '../../integrations/storage/file-store.ts';
import { jobCatalogue } from '../../jobs/job-catalogue.ts';
import { JobFailure } from '../../jobs/job-errors.ts';
import type { JobHandler } from '../../jobs/job-registry.ts';
import type { ConnectionTokens } from '../channels/connection-tokens.service.ts';
import type { ConnectionsRepo } from '../channels/connections.repo.ts';
import { acceptImage } from '../thumbnails/image-intake.ts';
import type { ThumbnailImagesRepo } from '../thumbnails/thumbnail-images.repo.ts';
import { writeVtt } from '../translation/caption-file.ts';
import { frameAsThumbnail } from './frame-thumbnail.ts';
import { frameKey, type StoredAnalysis } from './upload-keys.ts';
import type { UploadStore } from './upload-store.ts';
import type { PublishPlan } from './video-uploads.service.ts';
import type { VideoUploadsRepo } from './video-uploads.repo.ts';

export interface PublishUploadDeps {
  uploads: VideoUploadsRepo;
  store: UploadStore;
  files: FileStore;
  thumbnails: ThumbnailImagesRepo;
  connections: ConnectionsRepo;
  tokens: ConnectionTokens;
  youtube: YoutubeClient;
}

/** YouTube's "People & Blogs": a category is required on insert, and the creator can change it in Studio. */
const DEFAULT_CATEGORY = '22';

export function createPublishUploadHandler(deps: PublishUploadDeps): JobHandler<'publish-upload'> {
  return async (ctx) => {
    const upload = await deps.uploads.findById(ctx.input.uploadId);
    if (!upload || upload.user_id !== ctx.ownerUserId)
      throw new JobFailure('NOT_FOUND', 'This upload was deleted.');
    let state = upload.publish_state as PublishPlan | null;
    if (!state) throw new JobFailure('CONFLICT', 'There is nothing to publish.');
    const plan = state.request;
    const save = async (patch: Partial<PublishPlan>) => {
      state = { ...state!, ...patch };
      await deps.uploads.update(upload.id, { publish_state: JSON.stringify(state) });
    };
    try {
      const connection = await deps.connections.findForUser(upload.user_id, plan.connectionId);
      if (!connection) throw new JobFailure('NOT_FOUND', 'This channel is no longer connected.');
      const caller = { ...deps.tokens.caller(connection), jobRunId: ctx.runId };

      await ctx.step('uploading-video');
      let videoId = state.youtubeVideoId ?? null;
      if (!videoId) {
        const video = await deps.youtube.insertVideo(caller, {
          resource: {
            snippet: {
              title: plan.title,
              description: plan.description,
              tags: plan.tags,
              categoryId: DEFAULT_CATEGORY,
              ...(upload.language
                ? { defaultLanguage: upload.language, defaultAudioLanguage: upload.language }
                : {}),
            },
            status: {
              privacyStatus: plan.privacyStatus,
              ...(plan.publishAt ? { publishAt: plan.publishAt } : {}),
              selfDeclaredMadeForKids: plan.madeForKids,
            },
          },
          file: {
            path: deps.store.pathOf(upload.tus_id),
            size: Number(upload.size_bytes),
            contentType: 'video/*',
          },
          sessionUri: state.sessionUri ?? null,
          onSession: (sessionUri) => save({ sessionUri }),
          onProgress: (sent, total) => ctx.progress((sent / total) * 80),
          signal: ctx.signal,
        });
        videoId = video.id;
        await save({ youtubeVideoId: videoId, sessionUri: null });
      }

      await ctx.step('setting-thumbnail');
      if (plan.thumbnail && !state.thumbnailSet) {
        const image = await thumbnailBytes(deps, upload.user_id, upload.id, plan.thumbnail);
        await deps.youtube.setThumbnail(caller, videoId, { bytes: image.image, mimeType: image.contentType });
        await save({ thumbnailSet: true });
      }
      await ctx.progress(90);

      await ctx.step('captions');
      const analysis = upload.analysis as StoredAnalysis | null;
      if (plan.captions && !state.captionsSet && analysis?.transcript) {
        const language = upload.language ?? analysis.transcript.language.slice(0, 2);
        const body = writeVtt(
          analysis.transcript.segments.map((s) => ({
            startMs: Math.round(s.start * 1000),
            endMs: Math.round(s.end * 1000),
            text: s.text,
          })),
          language,
        );
        await deps.youtube.uploadCaption(caller, { videoId, language, name: '', body });
        await save({ captionsSet: true });
      }

      const published: NonNullable<UploadView['published']> = {
        youtubeVideoId: videoId,
        channelTitle: connection.channel_title,
        privacyStatus: plan.privacyStatus,
        publishAt: plan.publishAt ?? null,
        thumbnailSet: state.thumbnailSet ?? false,
        captionsSet: state.captionsSet ?? false,
        url: `https://www.youtube.com/watch?v=${videoId}`,
      };
      await deps.uploads.update(upload.id, { status: 'published', published: JSON.stringify(published) });
      return { uploadId: upload.id, youtubeVideoId: videoId };
    } catch (error) {
      const final =
        !(error instanceof JobFailure && error.retryable) &&
        (error instanceof JobFailure ||
          error instanceof AppError ||
          ctx.attempt >= jobCatalogue['publish-upload'].maxAttempts);
      if (final && !ctx.signal.aborted) {
        // Back to ready: the creator can fix what was refused and publish again; a video already created
        // stays recorded, so publishing again only finishes what is left.
        const code = error instanceof JobFailure || error instanceof AppError ? error.code : 'INTERNAL';
        await deps.uploads.update(upload.id, {
          status: 'failed',
          error_code: code,
          error_message:
            error instanceof Error ? error.message : 'Publishing stopped on an unexpected error.',
        });
      }
      throw error;
    }
  };
}

async function thumbnailBytes(
  deps: PublishUploadDeps,
  userId: string,
  uploadId: string,
  choice: NonNullable<PublishPlan['request']['thumbnail']>,
) {
  let key: string;
  if (choice.kind === 'frame') {
    key = frameKey(userId, uploadId, choice.index);
  } else {
    const kept = await deps.thumbnails.findForUser(userId, choice.thumbnailId);
    if (!kept) throw new JobFailure('NOT_FOUND', 'The chosen thumbnail was deleted.');
    key = kept.file_key;
  }
  const found = await deps.files.get(key);
  if (!found) throw new JobFailure('NOT_FOUND', 'The chosen thumbnail is no longer stored.');
  const bytes = await buffer(found.body);
  // Checked and re-encoded like any image sent to YouTube (size, type, metadata stripped); a frame is first
  // brought to YouTube's 16:9 thumbnail size.
  return acceptImage(choice.kind === 'frame' ? await frameAsThumbnail(bytes) : bytes);
}
