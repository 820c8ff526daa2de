// The optimization history (every publish, revert and copy, newest first) and reverting an entry, which
// publishes its earlier values through the same checked path as a publish.
import { HistoryEntry, PublishResponse } from '@vidcraft/contracts';
import { apiFetch } from '../../lib/api.ts';
import type { PublishResult } from '../optimizer/optimizer-api.ts';

export const HISTORY_PAGE_SIZE = 20;
const EntryList = HistoryEntry.array();

export async function fetchHistory(videoId: string | null, page: number) {
  const params = new URLSearchParams({ page: String(page), limit: String(HISTORY_PAGE_SIZE) });
  if (videoId) params.set('videoId', videoId);
  const answer = await apiFetch<{ entries?: unknown; total?: unknown }>(
    `/api/optimization-history?${params}`,
  );
  return {
    entries: EntryList.parse(answer.entries),
    total: typeof answer.total === 'number' ? answer.total : 0,
  };
}

export async function revertEntry(
  entryId: string,
  idempotencyKey: string,
  overwrite: boolean,
): Promise<PublishResult> {
  const json = { revertOf: entryId, idempotencyKey, overwrite };
  return PublishResponse.parse(await apiFetch('/api/optimization-history', { method: 'POST', json }));
}
