// The optimization history (every publish, revert and copy, newest first) and reverting an entry, which
// publishes its earlier values through the same checked path as a publish.
import { optimizationRoutes } from '@vidcraft/contracts/client-routes';
import { callApi, type ApiAnswer } from '../../lib/api-client.ts';

export const HISTORY_PAGE_SIZE = 20;

export function fetchHistory(videoId: string | null, page: number) {
  return callApi(optimizationRoutes.history, {
    query: { page, limit: HISTORY_PAGE_SIZE, ...(videoId ? { videoId } : {}) },
  });
}

export function revertEntry(
  entryId: string,
  idempotencyKey: string,
  overwrite: boolean,
): Promise<ApiAnswer<typeof optimizationRoutes.revert>> {
  return callApi(optimizationRoutes.revert, { body: { revertOf: entryId, idempotencyKey, overwrite } });
}
