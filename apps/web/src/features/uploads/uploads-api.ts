// The upload tool's JSON calls (packages/contracts uploads.ts) through the typed client: paths, bodies and the
// answers' schemas all come from the route table. The file itself travels by the tus protocol (tus-upload.ts).
// The thumbnail studio's routes used here: a frame kept as a studio background, and the thumbnails kept there.
import { thumbnailRoutes, uploadRoutes } from '@vidcraft/contracts/client-routes';
import type { z } from 'zod';
import type { CreateUploadBody, PublishUploadBody } from '@vidcraft/contracts';
import { callApi } from '../../lib/api-client.ts';

export type CreateUploadInput = z.input<typeof CreateUploadBody>;
export type PublishUploadInput = z.input<typeof PublishUploadBody>;

export function fetchUploadCapabilities() {
  return callApi(uploadRoutes.capabilities, {});
}

export async function fetchUploads() {
  return (await callApi(uploadRoutes.list, {})).uploads;
}

export function fetchUpload(id: string) {
  return callApi(uploadRoutes.get, { params: { id } });
}

/** Makes the analysed draft of a finished tus upload (the same upload id answers the same draft and run). */
export function createUpload(body: CreateUploadInput) {
  return callApi(uploadRoutes.create, { body });
}

/** Starts the publish; the body carries a fresh idempotency key per click. */
export function publishUpload(id: string, body: PublishUploadInput) {
  return callApi(uploadRoutes.publish, { params: { id }, body });
}

/** Keeps one of the analysis's frames (1280×720) as a background of the creator's, for the thumbnail studio. */
export function keepFrameAsBackground(id: string, index: number) {
  return callApi(uploadRoutes.frameBackground, { params: { id, index } });
}

/** How many of the newest kept thumbnails the thumbnail picker offers. */
export const KEPT_THUMBNAILS_LIMIT = 20;

/** The creator's newest thumbnails kept in the studio (for any video, or for none). */
export async function fetchKeptThumbnails() {
  return (await callApi(thumbnailRoutes.list, { query: { limit: KEPT_THUMBNAILS_LIMIT } })).thumbnails;
}

export function deleteUpload(id: string) {
  return callApi(uploadRoutes.remove, { params: { id } });
}
