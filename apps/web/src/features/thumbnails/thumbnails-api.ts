// The studio's calls (packages/contracts thumbnails.ts) through the typed client: paths, bodies, multipart forms
// and the answers' schemas all come from the route contracts.
import { type ThumbnailDesign } from '@vidcraft/contracts';
import { thumbnailRoutes } from '@vidcraft/contracts/client-routes';
import { callApi, routeUrl, type ApiAnswer } from '../../lib/api-client.ts';

export type RenderResult = ApiAnswer<typeof thumbnailRoutes.render>;
export type UploadResult = ApiAnswer<typeof thumbnailRoutes.upload>;

export function fetchCapabilities() {
  return callApi(thumbnailRoutes.capabilities, {});
}

/** The number of kept thumbnails listed when there is no video to list them for. */
export const RECENT_SAVED_LIMIT = 20;

/**
 * Renders and checks a design (nothing is kept); `signal` stops a render that is no longer wanted. Without a
 * video (designing for an upload) there is no title for the promise check.
 */
export function renderDesign(design: ThumbnailDesign, videoId: string | null, signal?: AbortSignal) {
  return callApi(thumbnailRoutes.render, {
    body: { design, ...(videoId ? { videoId } : {}) },
    ...(signal ? { signal } : {}),
  });
}

/** Keeps a render (one per idempotency key); without a video it is kept for none. */
export function saveThumbnail(design: ThumbnailDesign, videoId: string | null, idempotencyKey: string) {
  return callApi(thumbnailRoutes.create, {
    body: { design, ...(videoId ? { videoId } : {}), idempotencyKey },
  });
}

export function recordThumbnailUse(thumbnailId: string, action: 'download' | 'copy') {
  return callApi(thumbnailRoutes.record, { body: { thumbnailId, action } });
}

/** The thumbnails kept for a video, newest first; without a video, the newest ones kept for any or none. */
export async function fetchSavedThumbnails(videoId: string | null) {
  const query = videoId ? { videoId, limit: 12 } : { limit: RECENT_SAVED_LIMIT };
  return (await callApi(thumbnailRoutes.list, { query })).thumbnails;
}

/** Where a stored image (a kept thumbnail or a background) is shown from. */
export function imageUrl(id: string): string {
  return routeUrl(thumbnailRoutes.image, { params: { id } });
}

/** Where a kept thumbnail downloads from (an attachment named thumbnail.jpg or thumbnail.png). */
export function downloadUrl(thumbnailId: string): string {
  return routeUrl(thumbnailRoutes.image, { params: { id: thumbnailId }, query: { download: '1' } });
}

export async function fetchBackgrounds() {
  return (await callApi(thumbnailRoutes.backgrounds, {})).backgrounds;
}

export function uploadBackground(image: Blob) {
  return callApi(thumbnailRoutes.uploadBackground, { form: { files: { image } } });
}

export function generateBackground(prompt: string, style: string, idempotencyKey: string) {
  return callApi(thumbnailRoutes.generateBackground, { body: { prompt, style, idempotencyKey } });
}

/** Sends the image to YouTube as the video's thumbnail (multipart: videoId, idempotencyKey, thumbnail). */
export function uploadThumbnail(videoId: string, image: Blob, idempotencyKey: string) {
  return callApi(thumbnailRoutes.upload, {
    form: { fields: { videoId, idempotencyKey }, files: { thumbnail: image } },
  });
}

export function revertThumbnail(uploadId: string, idempotencyKey: string) {
  return callApi(thumbnailRoutes.revert, { body: { uploadId, idempotencyKey } });
}

export async function fetchUploads(videoId: string) {
  return (await callApi(thumbnailRoutes.uploads, { query: { videoId } })).entries;
}

export function fetchThumbnailQuota(userId: string) {
  return callApi(thumbnailRoutes.quota, { params: { id: userId } });
}
