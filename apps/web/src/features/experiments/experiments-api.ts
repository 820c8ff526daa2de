// Packaging experiments' calls (packages/contracts experiments.ts) through the typed client, and the thumbnails
// kept in the studio that a thumbnail experiment can test.
import { type VariantLabel } from '@vidcraft/contracts';
import { experimentRoutes, thumbnailRoutes } from '@vidcraft/contracts/client-routes';
import type { ExperimentDesign, StartExperimentBody } from '@vidcraft/contracts';
import { callApi } from '../../lib/api-client.ts';

export async function fetchExperiments(videoId: string) {
  return (await callApi(experimentRoutes.list, { query: { videoId } })).experiments;
}

/** What the experiment would cost and need (a POST that spends nothing). */
export function previewExperiment(body: ExperimentDesign) {
  return callApi(experimentRoutes.preview, { body });
}

export function startExperiment(body: StartExperimentBody) {
  return callApi(experimentRoutes.start, { body });
}

export function stopExperiment(id: string, keep: VariantLabel) {
  return callApi(experimentRoutes.stop, { params: { id }, body: { keep } });
}

export async function fetchKeptThumbnails() {
  return (await callApi(thumbnailRoutes.list, { query: { limit: 20 } })).thumbnails;
}

export const experimentKeys = {
  list: (videoId: string) => ['experiments', videoId] as const,
  kept: ['experiments', 'kept-thumbnails'] as const,
};
