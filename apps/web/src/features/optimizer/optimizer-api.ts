// The optimization calls (packages/contracts optimization.ts), answers checked with the contract schemas:
// start suggestions (a job), read suggestion sets, publish, record a copy, and this month's allowance.
import { type EngineChoice, type MetadataFields, type SuggestionSet } from '@vidcraft/contracts';
import { optimizationRoutes } from '@vidcraft/contracts/client-routes';
import { callApi, type ApiAnswer } from '../../lib/api-client.ts';

/** Reading captions for suggestions: captions.list (50) and captions.download (200), unless already read. */
export const CAPTION_READ_UNITS = 250;

export interface OptimizeOptions {
  /** Absent: the server's default (its AI model when one is configured, else Basic). */
  engine?: EngineChoice;
  useCaptions: boolean;
  titleCount: number;
}

export function startOptimization(videoId: string, options: OptimizeOptions) {
  return callApi(optimizationRoutes.optimize, {
    body: {
      videoId,
      ...(options.engine ? { engine: options.engine } : {}),
      options: { useCaptions: options.useCaptions, titleCount: options.titleCount },
    },
  });
}

export function fetchSuggestion(id: string): Promise<SuggestionSet> {
  return callApi(optimizationRoutes.suggestion, { params: { id } });
}

/** The video's suggestion sets, newest first. */
export async function fetchVideoSuggestions(videoId: string): Promise<SuggestionSet[]> {
  return (await callApi(optimizationRoutes.latestSuggestion, { params: { id: videoId } })).suggestions;
}

export interface PublishRequest {
  idempotencyKey: string;
  suggestionId?: string;
  fields: Partial<MetadataFields>;
  base?: MetadataFields;
  overwrite?: boolean;
}

export type PublishResult = ApiAnswer<typeof optimizationRoutes.publish>;

export function publishVideo(videoId: string, request: PublishRequest): Promise<PublishResult> {
  return callApi(optimizationRoutes.publish, { params: { id: videoId }, body: request });
}

/** Records that fields were copied to YouTube Studio, so the history is complete. */
export function recordCopy(suggestionId: string, fields: Partial<MetadataFields>) {
  return callApi(optimizationRoutes.recordOptimization, { body: { suggestionId, fields } });
}

export function fetchOptimizationUsage(userId: string) {
  return callApi(optimizationRoutes.usageOptimizations, { params: { id: userId } });
}
