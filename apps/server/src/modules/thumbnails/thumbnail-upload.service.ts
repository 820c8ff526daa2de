// Sending a custom thumbnail to YouTube, and taking it back. Before an upload the image YouTube shows now (its
// largest size) is kept beside the new one, so a revert sends exactly that image again. One row per idempotency
// key: a retried or doubled request uploads once, and a second request while the first is still sending is told
// so instead of sending again.
import type { ConnectionRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { grantAllowsWrite } from '../../integrations/google/google-scopes.ts';
import type { YoutubeCaller, YoutubeClient } from '../../integrations/google/youtube.client.ts';
import { pickThumbnail } from '../../integrations/google/youtube.schemas.ts';
import type { FileStore } from '../../integrations/storage/file-store.ts';
import type { VideosRepo } from '../videos/videos.repo.ts';
import type { VideosService } from '../videos/videos.service.ts';
import type { ConnectionTokens } from '../channels/connection-tokens.service.ts';
import { acceptImage } from './image-intake.ts';
import { downloadThumbnail } from './remote-thumbnail.ts';
import { THUMBNAIL_MAX_BYTES } from './compositor.ts';
import type { ThumbnailUploadRow, ThumbnailUploadsRepo } from './thumbnail-uploads.repo.ts';
import type { UsageService } from '../usage/usage.service.ts';

/** The largest first: what a revert must restore is the best copy YouTube has. */
export const LARGEST_FIRST = ['maxres', 'standard', 'high', 'medium', 'default'] as const;

export interface ThumbnailUploadDeps {
  videos: VideosService;
  videosRepo: VideosRepo;
  uploads: ThumbnailUploadsRepo;
  files: FileStore;
  tokens: ConnectionTokens;
  youtube: YoutubeClient;
  /** Uploads count toward the monthly allowance; reverts are free (taking a change back is never refused). */
  usage: UsageService;
  /** Origins thumbnail images may be read from (YouTube's image host, or the sandbox): nothing else is fetched. */
  imageOrigins: readonly string[];
}

const inProgress = () =>
  new AppError('CONFLICT', 'This thumbnail is still being sent to YouTube. Wait a moment, then look again.', {
    details: { inProgress: true },
  });

export class ThumbnailUploadService {
  private readonly deps: ThumbnailUploadDeps;
  constructor(deps: ThumbnailUploadDeps) {
    this.deps = deps;
  }

  /** Uploads `image` (checked and re-encoded first) as the video's thumbnail. */
  async upload(
    userId: string,
    youtubeVideoId: string,
    request: { idempotencyKey: string; image: Buffer },
  ): Promise<{ entry: ThumbnailUploadRow; replayed: boolean }> {
    const accepted = await acceptImage(request.image);
    if (accepted.image.length > THUMBNAIL_MAX_BYTES) {
      throw new AppError('VALIDATION', 'The thumbnail is larger than YouTube’s 2 MB limit.', {
        details: { reason: 'tooLarge' },
      });
    }
    return this.send(userId, youtubeVideoId, {
      idempotencyKey: request.idempotencyKey,
      kind: 'upload',
      revertsId: null,
      image: accepted.image,
      contentType: accepted.contentType,
    });
  }

  /** Sends the image an upload replaced back to YouTube; the upload is marked reverted. */
  async revert(
    userId: string,
    entryId: string,
    idempotencyKey: string,
  ): Promise<{ entry: ThumbnailUploadRow; replayed: boolean }> {
    const original = await this.deps.uploads.findForUser(userId, entryId);
    if (!original) throw notFound('The thumbnail upload');
    const replay = await this.deps.uploads.findByKey(userId, idempotencyKey);
    if (replay) return this.replay(replay);
    if (original.status !== 'succeeded' || original.kind !== 'upload') {
      throw new AppError('CONFLICT', 'Only a thumbnail that reached YouTube can be reverted.');
    }
    if (original.reverted_by_id) throw new AppError('CONFLICT', 'This thumbnail was already reverted.');
    if (!original.replaced_key) {
      throw new AppError(
        'CONFLICT',
        'The thumbnail this one replaced could not be kept, so it cannot be restored.',
      );
    }
    const stored = await this.readFile(original.replaced_key);
    const video = await this.deps.videosRepo.findById(original.video_id);
    if (!video) throw notFound('The video');
    const result = await this.send(userId, video.youtube_video_id, {
      idempotencyKey,
      kind: 'revert',
      revertsId: original.id,
      image: stored.bytes,
      contentType: stored.contentType,
    });
    if (result.entry.status === 'succeeded')
      await this.deps.uploads.markReverted(original.id, result.entry.id);
    return result;
  }

  /** The uploads and reverts of one of the user's videos, newest first. */
  async history(userId: string, youtubeVideoId: string) {
    const { video } = await this.deps.videos.get(userId, youtubeVideoId);
    return this.deps.uploads.listForVideo(userId, video.id);
  }

  /** The image an upload sent, or the one it replaced. */
  async image(userId: string, uploadId: string, which: 'sent' | 'replaced') {
    const row = await this.deps.uploads.findForUser(userId, uploadId);
    const key = which === 'sent' ? row?.image_key : row?.replaced_key;
    const found = key ? await this.deps.files.get(key) : null;
    if (!found) throw notFound('The image');
    return found;
  }

  /** The YouTube id of an upload's video (the history shows YouTube ids). */
  async youtubeVideoIdOf(entry: ThumbnailUploadRow): Promise<string> {
    const video = await this.deps.videosRepo.findById(entry.video_id);
    if (!video) throw notFound('The video');
    return video.youtube_video_id;
  }

  private async send(
    userId: string,
    youtubeVideoId: string,
    intent: {
      idempotencyKey: string;
      kind: 'upload' | 'revert';
      revertsId: string | null;
      image: Buffer;
      contentType: 'image/jpeg' | 'image/png';
    },
  ): Promise<{ entry: ThumbnailUploadRow; replayed: boolean }> {
    const { video, connection } = await this.deps.videos.get(userId, youtubeVideoId);
    const existing = await this.deps.uploads.findByKey(userId, intent.idempotencyKey);
    if (existing) return this.replay(existing);
    assertCanWrite(connection);

    const reservation =
      intent.kind === 'upload'
        ? await this.deps.usage.reserve(userId, 'thumbnailUpload', intent.idempotencyKey)
        : null;
    const settle = (succeeded: boolean) =>
      reservation === null
        ? undefined
        : succeeded
          ? this.deps.usage.commit(reservation)
          : this.deps.usage.release(reservation);
    const extension = intent.contentType === 'image/png' ? 'png' : 'jpg';
    const folder = `thumbnails/${userId}/${video.id}`;
    const imageKey = `${folder}/${intent.idempotencyKey}.${extension}`;
    let claimed: Awaited<ReturnType<ThumbnailUploadsRepo['claim']>>;
    try {
      await this.deps.files.put(imageKey, intent.image, intent.contentType);
      claimed = await this.deps.uploads.claim({
        user_id: userId,
        video_id: video.id,
        idempotency_key: intent.idempotencyKey,
        kind: intent.kind,
        reverts_id: intent.revertsId,
        status: 'pending',
        image_key: imageKey,
      });
    } catch (error) {
      // Nothing reached YouTube: the reserved upload is given back.
      await settle(false);
      throw error;
    }
    if (!claimed.created) {
      await settle(false);
      return this.replay(claimed.entry);
    }

    const caller = this.deps.tokens.caller(connection);
    try {
      const replacedKey = await this.keepCurrent(
        caller,
        youtubeVideoId,
        `${folder}/${intent.idempotencyKey}-before`,
      );
      await this.deps.youtube.setThumbnail(caller, youtubeVideoId, {
        bytes: intent.image,
        mimeType: intent.contentType,
      });
      const entry = await this.deps.uploads.update(claimed.entry.id, {
        status: 'succeeded',
        replaced_key: replacedKey,
        completed_at: new Date(),
      });
      await settle(true);
      return { entry, replayed: false };
    } catch (error) {
      const appError = error instanceof AppError ? error : null;
      await this.deps.uploads.update(claimed.entry.id, {
        status: 'failed',
        error_code: appError?.code ?? 'INTERNAL',
        error_message: appError?.message ?? 'The upload failed.',
        completed_at: new Date(),
      });
      await settle(false);
      throw error;
    }
  }

  private replay(entry: ThumbnailUploadRow): { entry: ThumbnailUploadRow; replayed: boolean } {
    if (entry.status === 'pending') throw inProgress();
    return { entry, replayed: true };
  }

  /** Stores the largest image YouTube shows for the video now; null when it has none or it cannot be read. */
  private async keepCurrent(
    caller: YoutubeCaller,
    youtubeVideoId: string,
    key: string,
  ): Promise<string | null> {
    const read = await this.deps.youtube.videos(caller, [youtubeVideoId], { parts: ['snippet'] });
    const thumbnails = read.notModified ? undefined : read.data.items?.[0]?.snippet?.thumbnails;
    const url = pickThumbnail(thumbnails, LARGEST_FIRST);
    const bytes = url ? await downloadThumbnail(url, this.deps.imageOrigins) : null;
    const accepted = bytes && (await acceptImage(bytes).catch(() => null));
    if (!accepted) return null;
    const stored = `${key}.${accepted.contentType === 'image/png' ? 'png' : 'jpg'}`;
    await this.deps.files.put(stored, bytes, accepted.contentType);
    return stored;
  }

  private async readFile(key: string): Promise<{ bytes: Buffer; contentType: 'image/jpeg' | 'image/png' }> {
    const found = await this.deps.files.get(key);
    if (!found) throw new AppError('CONFLICT', 'The earlier thumbnail is no longer stored.');
    const chunks: Buffer[] = [];
    for await (const chunk of found.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return {
      bytes: Buffer.concat(chunks),
      contentType: found.file.contentType === 'image/png' ? 'image/png' : 'image/jpeg',
    };
  }
}

function assertCanWrite(connection: ConnectionRow) {
  if (grantAllowsWrite(connection.scopes)) return;
  throw new AppError(
    'AUTH_REQUIRED',
    'Uploading a thumbnail needs permission to edit this channel’s videos. Allow it to continue.',
    {
      details: {
        reason: 'insufficientPermissions',
        needsWriteAccess: true,
        channelId: connection.youtube_channel_id,
      },
    },
  );
}
