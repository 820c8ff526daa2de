// Channel sync calls: start a quick (incremental) or full sync, read the latest run, and what is synced.
import { SyncStats, SyncStatus } from '@vidcraft/contracts';
import { apiFetch } from '../../lib/api.ts';

export type SyncMode = 'quick' | 'full';

const query = (connectionId: string) => `?${new URLSearchParams({ connectionId })}`;

export async function fetchSyncProgress(connectionId: string): Promise<SyncStatus> {
  return SyncStatus.parse(await apiFetch(`/api/youtube/sync-progress${query(connectionId)}`));
}

export async function fetchSyncStats(connectionId: string): Promise<SyncStats> {
  return SyncStats.parse(await apiFetch(`/api/youtube/sync-stats${query(connectionId)}`));
}

/** Starts a sync (or joins the one already running); answers 202 with the run to follow. */
export async function startSync(connectionId: string, mode: SyncMode): Promise<SyncStatus> {
  const path = mode === 'full' ? '/api/youtube/sync-channel-manual' : '/api/youtube/sync-videos-manual';
  return SyncStatus.parse(await apiFetch(path, { method: 'POST', json: { connectionId } }));
}
