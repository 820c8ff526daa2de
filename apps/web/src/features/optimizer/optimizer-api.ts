// The optimization calls (packages/contracts optimization.ts), answers checked with the contract schemas:
// start suggestions (a job), read suggestion sets, publish, record a copy, and this month's allowance.
import {
  HistoryEntry,
  OptimizeResponse,
  PublishResponse,
  SuggestionSet,
  UsageSummary,
  type EngineChoice,
  type MetadataFields,
} from '@vidcraft/contracts';
import { apiFetch } from '../../lib/api.ts';

/** What a publish costs: videos.list to re-read (1), videos.update (50), videos.list to read back (1). */
export const PUBLISH_QUOTA_UNITS = 52;
/** Reading captions for suggestions: captions.list (50) and captions.download (200), unless already read. */
export const CAPTION_READ_UNITS = 250;

export interface OptimizeOptions {
  /** Absent: the server's default (its AI model when one is configured, else Basic). */
  engine?: EngineChoice;
  useCaptions: boolean;
  titleCount: number;
}

export async function startOptimization(videoId: string, options: OptimizeOptions) {
  const json = {
    videoId,
    ...(options.engine ? { engine: options.engine } : {}),
    options: { useCaptions: options.useCaptions, titleCount: options.titleCount },
  };
  return OptimizeResponse.parse(await apiFetch('/api/ai-video-optimizer', { method: 'POST', json }));
}

export async function fetchSuggestion(id: string): Promise<SuggestionSet> {
  return SuggestionSet.parse(await apiFetch(`/api/suggestions/${encodeURIComponent(id)}`));
}

const SuggestionList = SuggestionSet.array();

/** The video's suggestion sets, newest first. */
export async function fetchVideoSuggestions(videoId: string): Promise<SuggestionSet[]> {
  const answer = await apiFetch<{ suggestions?: unknown }>(
    `/api/videos/${encodeURIComponent(videoId)}/suggestions`,
  );
  return SuggestionList.parse(answer.suggestions);
}

export interface PublishRequest {
  idempotencyKey: string;
  suggestionId?: string;
  fields: Partial<MetadataFields>;
  base?: MetadataFields;
  overwrite?: boolean;
}

export type PublishResult = ReturnType<typeof PublishResponse.parse>;

export async function publishVideo(videoId: string, request: PublishRequest): Promise<PublishResult> {
  const answer = await apiFetch(`/api/videos/${encodeURIComponent(videoId)}`, {
    method: 'PUT',
    json: request,
  });
  return PublishResponse.parse(answer);
}

/** Records that fields were copied to YouTube Studio, so the history is complete. */
export async function recordCopy(suggestionId: string, fields: Partial<MetadataFields>) {
  const json = { suggestionId, fields };
  return HistoryEntry.parse(await apiFetch('/api/record-optimization', { method: 'POST', json }));
}

export async function fetchOptimizationUsage(userId: string) {
  return UsageSummary.parse(await apiFetch(`/api/usage/optimizations/${encodeURIComponent(userId)}`));
}
