// The upload tool's JSON calls (packages/contracts uploads.ts) through the typed client: paths, bodies and the
// answers' schemas all come from the route table. The file itself travels by the tus protocol (tus-upload.ts).
import { uploadRoutes } from '@vidcraft/contracts';
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

export function deleteUpload(id: string) {
  return callApi(uploadRoutes.remove, { params: { id } });
}
