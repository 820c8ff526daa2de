// Channel sync calls: start a quick (incremental) or full sync, read the latest run, and what is synced.
import { type SyncStats, type SyncStatus } from '@vidcraft/contracts';
import { syncRoutes } from '@vidcraft/contracts/client-routes';
import { callApi } from '../../lib/api-client.ts';

export type SyncMode = 'quick' | 'full';

export function fetchSyncProgress(connectionId: string): Promise<SyncStatus> {
  return callApi(syncRoutes.progress, { query: { connectionId } });
}

export function fetchSyncStats(connectionId: string): Promise<SyncStats> {
  return callApi(syncRoutes.stats, { query: { connectionId } });
}

/** Starts a sync (or joins the one already running); answers 202 with the run to follow. */
export function startSync(connectionId: string, mode: SyncMode): Promise<SyncStatus> {
  const route = mode === 'full' ? syncRoutes.syncChannel : syncRoutes.syncVideosManual;
  return callApi(route, { body: { connectionId } });
}
