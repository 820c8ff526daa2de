// Syncing the active channel. The server starts the first full sync when a channel is connected; the dashboard
// follows that run live (processing overlay over SSE), or starts it if it never ran. Later syncs start from
// the Sync buttons and are followed the same way; a run started elsewhere (the daily refresh) shows inline.
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Connection, JobRunView } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/query-keys.ts';
import { runActivity } from '../jobs/run-activity.ts';
import { useJobProgress } from '../jobs/use-job-progress.ts';
import { fetchSyncProgress, startSync, type SyncMode } from './sync-api.ts';

/** While a run is going, its status is re-read this often (the overlay itself follows the SSE stream). */
export const SYNC_POLL_MS = 4000;

export function useChannelSync(connection: Connection) {
  const { t } = useTranslation('app');
  const client = useQueryClient();
  const id = connection.id;
  const [startedRunId, setStartedRunId] = useState<string | null>(null);
  const autoStarted = useRef<string | null>(null);

  const progress = useQuery({
    queryKey: queryKeys.syncProgress(id),
    queryFn: () => fetchSyncProgress(id),
    refetchInterval: (query) => (runActivity(query.state.data?.run).syncing ? SYNC_POLL_MS : false),
  });

  const start = useMutation({
    mutationFn: (mode: SyncMode) => startSync(id, mode),
    meta: { youtube: true },
    onSuccess: (status) => {
      client.setQueryData(queryKeys.syncProgress(id), status);
      if (status.run) setStartedRunId(status.run.id);
    },
  });

  const status = progress.data;
  // The first sync (never synced yet) is followed live even though the server started it.
  const firstRunId = status && !status.lastSyncAt && status.syncing ? (status.run?.id ?? null) : null;
  const followedRunId = startedRunId ?? firstRunId;

  // Never synced and nothing running: start the first full sync, once per channel.
  const neverRan = status !== undefined && status.run === null && status.lastSyncAt === null;
  useEffect(() => {
    if (!neverRan || autoStarted.current === id) return;
    autoStarted.current = id;
    start.mutate('full');
  }, [id, neverRan, start]);

  const finished = (run: JobRunView) => {
    void client.invalidateQueries({ queryKey: queryKeys.syncProgress(id) });
    if (run.status !== 'succeeded') return;
    for (const key of [
      queryKeys.syncStats(id),
      queryKeys.channelStats(id),
      queryKeys.youtubeStatus,
      queryKeys.channelVideosOf(id),
    ]) {
      void client.invalidateQueries({ queryKey: key });
    }
  };

  const live = useJobProgress(followedRunId, {
    title: t('dashboard.sync.overlayTitle', { channel: connection.channelName }),
    description: t('dashboard.sync.overlayDescription'),
    onFinished: finished,
  });

  // The freshest view of the latest run: the live stream's when following it, else the polled status.
  const run = live.job && live.job.id === status?.run?.id ? live.job : (status?.run ?? null);
  return { status, run, progress, start, live };
}
