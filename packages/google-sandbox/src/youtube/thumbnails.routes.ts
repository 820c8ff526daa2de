// thumbnails.set on the upload path: JPEG or PNG, at most the configured size (2 MB), at least 640 px wide, owner
// only, and only for channels allowed custom thumbnails (verified). The image is then served from the video's
// snippet.thumbnails URLs.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxCore } from '../core.ts';
import { apiErrors } from '../http/error-catalog.ts';
import { inspectImage } from '../images/image-service.ts';
import { defineApiRoute, requireChannel } from './api-route.ts';
import { parseParams, standardParams } from './params.ts';
import { canSeeVideo } from './present-video.ts';
import { videoThumbnails } from './thumbnail-urls.ts';
import { readUpload } from './upload-body.ts';
import { thumbnailErrors } from './video-errors.ts';
import { etagOf } from '../util/ids.ts';
import { rfc3339 } from '../util/clock.ts';

const schema = z.object({
  ...standardParams,
  videoId: z.string().min(1),
  onBehalfOfContentOwner: z.string().optional(),
});

export const MIN_THUMBNAIL_WIDTH = 640;
export const MIN_THUMBNAIL_HEIGHT = 360;

export function registerThumbnailRoutes(app: FastifyInstance, core: SandboxCore): void {
  for (const url of ['/upload/youtube/v3/thumbnails/set', '/youtube/v3/thumbnails/set']) {
    defineApiRoute(app, core, {
      method: 'POST',
      url,
      name: 'youtube.thumbnails.set',
      bodyLimit: 64 * 1024 * 1024,
      handler: async ({ req, query, auth, now }) => {
        const params = parseParams(schema, query);
        const channel = requireChannel(auth);
        const upload = url.startsWith('/upload/') ? readUpload(req, query) : { media: undefined };
        if (!upload.media) throw thumbnailErrors.mediaBodyRequired();
        if (upload.media.length > core.settings.thumbnailMaxBytes) {
          throw apiErrors.uploadTooLarge(core.settings.thumbnailMaxBytes);
        }
        const video = core.world.video(params.videoId, now);
        if (!video || !canSeeVideo(video, channel.id)) throw thumbnailErrors.videoNotFound();
        if (video.channelId !== channel.id) {
          throw thumbnailErrors.forbidden('The authenticated user does not own the video.');
        }
        if (!channel.verified) {
          throw thumbnailErrors.forbidden(
            "The authenticated user doesn't have permissions for uploading and setting custom video thumbnails.",
          );
        }
        const image = await inspectImage(upload.media);
        if (!image) throw thumbnailErrors.invalidImage('Only JPEG and PNG images are accepted.');
        if (image.width < MIN_THUMBNAIL_WIDTH || image.height < MIN_THUMBNAIL_HEIGHT) {
          throw thumbnailErrors.invalidImage(
            `The image is ${image.width}×${image.height}; the minimum is ${MIN_THUMBNAIL_WIDTH}×${MIN_THUMBNAIL_HEIGHT}.`,
          );
        }
        if (
          core.world.thumbnailUploadsInLastDay(channel.id, now.getTime()) >=
          core.settings.thumbnailUploadsPerDay
        ) {
          throw thumbnailErrors.uploadRateLimitExceeded();
        }
        const version = video.thumbnailVersion + 1;
        const file = `${video.id}-v${version}.${image.format === 'jpeg' ? 'jpg' : 'png'}`;
        await core.persistence.writeBlob(file, upload.media);
        core.world.recordThumbnail(
          video.id,
          channel.id,
          {
            version,
            mimeType: image.format === 'jpeg' ? 'image/jpeg' : 'image/png',
            width: image.width,
            height: image.height,
            bytes: upload.media.length,
            uploadedAt: rfc3339(now),
            file,
          },
          now.getTime(),
        );
        const updated = { ...video, hasCustomThumbnail: true, thumbnailVersion: version };
        core.world.putVideo(updated);
        const items = [videoThumbnails(core, updated)];
        return {
          type: 'json',
          body: { kind: 'youtube#thumbnailSetResponse', etag: etagOf(items), items },
        };
      },
    });
  }
}
