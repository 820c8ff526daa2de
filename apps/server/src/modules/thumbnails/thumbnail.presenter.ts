// The studio's rows as the API shows them: image URLs instead of storage keys, YouTube ids instead of ours.
import {
  routePath,
  thumbnailRoutes,
  type BackgroundAsset,
  type SavedThumbnail,
  type ThumbnailDesign,
  type ThumbnailReport,
  type ThumbnailUploadEntry,
} from '@vidcraft/contracts';
import type { ThumbnailImageRow } from './thumbnail-images.repo.ts';
import type { ThumbnailUploadRow } from './thumbnail-uploads.repo.ts';

const imageUrl = (id: string) => routePath(thumbnailRoutes.image.path, { id });

export function presentSavedThumbnail(row: ThumbnailImageRow): SavedThumbnail {
  return {
    id: row.id,
    videoId: row.youtube_video_id,
    design: row.design as ThumbnailDesign,
    imageUrl: imageUrl(row.id),
    contentType: row.content_type,
    bytes: row.bytes,
    report: row.report as ThumbnailReport,
    createdAt: row.created_at.toISOString(),
  };
}

export function presentBackground(row: ThumbnailImageRow): BackgroundAsset {
  return {
    id: row.id,
    source: row.source === 'generated' ? 'generated' : 'upload',
    imageUrl: imageUrl(row.id),
    width: row.width,
    height: row.height,
    prompt: row.prompt,
    style: row.style,
    model: row.model,
    createdAt: row.created_at.toISOString(),
  };
}

export function presentUpload(row: ThumbnailUploadRow, youtubeVideoId: string): ThumbnailUploadEntry {
  const uploadImage = (which: 'sent' | 'replaced') =>
    `${routePath(thumbnailRoutes.uploadImage.path, { id: row.id })}?which=${which}`;
  return {
    id: row.id,
    videoId: youtubeVideoId,
    kind: row.kind,
    status: row.status,
    imageUrl: uploadImage('sent'),
    replacedImageUrl: row.replaced_key ? uploadImage('replaced') : null,
    revertsId: row.reverts_id,
    revertedById: row.reverted_by_id,
    canRevert:
      row.kind === 'upload' && row.status === 'succeeded' && !row.reverted_by_id && Boolean(row.replaced_key),
    error: row.error_code ? { code: row.error_code, message: row.error_message ?? '' } : null,
    createdAt: row.created_at.toISOString(),
  };
}
