import type { HistoryEntry, SuggestionContent, SuggestionSet } from '@vidcraft/contracts';
import type { PublishRow, SuggestionRow, VideoRow } from '../../db/schema.ts';
import { pickThumbnail } from '../../integrations/google/youtube.schemas.ts';

export function engineInfo(
  engine: string | null,
  provider: string | null,
  model: string | null,
): SuggestionSet['engine'] | null {
  if (engine === 'builtin') return { engine: 'builtin', label: 'Basic', provider: null, model: null };
  if (engine === 'llm')
    return { engine: 'llm', label: [provider, model].filter(Boolean).join(' · ') || 'AI', provider, model };
  return null;
}

export function presentSuggestion(row: SuggestionRow, youtubeVideoId: string): SuggestionSet {
  return {
    id: row.id,
    videoId: youtubeVideoId,
    createdAt: row.created_at.toISOString(),
    engine: engineInfo(row.engine, row.provider, row.model)!,
    language: row.language,
    base: row.base,
    content: row.content as SuggestionContent,
    scoreBefore: row.score_before,
    usage: {
      inputTokens: row.input_tokens,
      outputTokens: row.output_tokens,
      costUsd: row.cost_usd,
      latencyMs: row.latency_ms,
    },
  };
}

type HistoryRow = PublishRow & {
  youtube_video_id: string;
  video_title: string;
  video_thumbnails: VideoRow['thumbnails'];
  reverted_by_id: string | null;
};

export function presentHistory(row: HistoryRow): HistoryEntry {
  const [engine, provider, model] = (row.engine ?? '').split('|');
  return {
    id: row.id,
    videoId: row.youtube_video_id,
    videoTitle: row.video_title,
    videoThumbnailUrl: pickThumbnail(row.video_thumbnails),
    kind: row.kind,
    status: row.status,
    engine: engineInfo(engine || null, provider || null, model || null),
    before: row.before,
    after: row.after,
    changedFields: row.changed_fields,
    scoreBefore: row.score_before,
    scoreAfter: row.score_after,
    revertsId: row.reverts_id,
    revertedById: row.reverted_by_id,
    error: row.error_code ? { code: row.error_code, message: row.error_message ?? '' } : null,
    createdAt: row.created_at.toISOString(),
  };
}

/** How the engine of a suggestion is stored on a history entry: "engine|provider|model". */
export const engineTag = (s: Pick<SuggestionRow, 'engine' | 'provider' | 'model'> | null) =>
  s ? [s.engine, s.provider ?? '', s.model ?? ''].join('|') : null;
