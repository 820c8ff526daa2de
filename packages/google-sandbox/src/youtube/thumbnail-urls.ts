// snippet.thumbnails: absolute URLs under the sandbox mount that serve real images. A version query string
// changes with every upload, like YouTube's cache-busting URLs.
import type { SandboxCore } from '../core.ts';
import { AVATAR_SIZES, THUMBNAIL_SIZES, type ThumbnailKey } from '../images/sizes.ts';
import type { Channel, Video } from '../state/model.ts';

export interface Thumbnail {
  url: string;
  width: number;
  height: number;
}

/** Which sizes exist: generated art for HD videos has all five; SD videos and small uploads lack the big ones. */
export function availableSizes(core: SandboxCore, video: Video): ThumbnailKey[] {
  const uploaded = core.world.thumbnail(video.id);
  const width = uploaded ? uploaded.width : video.definition === 'hd' ? 1280 : 480;
  const keys: ThumbnailKey[] = ['default', 'medium', 'high'];
  if (width >= 640) keys.push('standard');
  if (width >= 1280) keys.push('maxres');
  return keys;
}

export function videoThumbnails(core: SandboxCore, video: Video): Record<string, Thumbnail> {
  const base = core.baseUrl();
  const version = video.thumbnailVersion > 0 ? `?v=${video.thumbnailVersion}` : '';
  return Object.fromEntries(
    availableSizes(core, video).map((key) => {
      const size = THUMBNAIL_SIZES[key];
      return [
        key,
        { url: `${base}/vi/${video.id}/${size.file}.jpg${version}`, width: size.width, height: size.height },
      ];
    }),
  );
}

export function channelThumbnails(core: SandboxCore, channel: Channel): Record<string, Thumbnail> {
  const base = core.baseUrl();
  return Object.fromEntries(
    Object.entries(AVATAR_SIZES).map(([key, size]) => [
      key,
      { url: `${base}/avatars/${channel.id}/${size}.jpg`, width: size, height: size },
    ]),
  );
}
