// Starting syncs and reporting on them. One live sync per connection: starting again joins the live one.
import type { JobRunView } from '@vidcraft/contracts';
import type { ConnectionRow } from '../../db/schema.ts';
import type { JobEngine } from '../../jobs/job-engine.ts';
import { toJobRunView } from '../../jobs/job-events.ts';
import { notFound } from '../../http/app-error.ts';
import type { ConnectionListingRow, ConnectionsRepo } from '../channels/connections.repo.ts';
import { activeConnectionId } from '../channels/connection.presenter.ts';
import type { VideosRepo } from '../videos/videos.repo.ts';
import { syncActivity } from './sync-activity.ts';

const SYNC_KEY_PREFIX = 'sync:';
export const syncKey = (connectionId: string) => `${SYNC_KEY_PREFIX}${connectionId}`;

/** The connection named by id or channel id, else the user's active one. */
function pickConnection<T extends Pick<ConnectionRow, 'id' | 'youtube_channel_id' | 'is_active'>>(
  rows: readonly T[],
  connectionOrChannelId?: string | null,
): T {
  const row = connectionOrChannelId
    ? rows.find((r) => r.id === connectionOrChannelId || r.youtube_channel_id === connectionOrChannelId)
    : rows.find((r) => r.id === activeConnectionId(rows));
  if (!row) throw notFound(connectionOrChannelId ? 'The channel connection' : 'A connected channel');
  return row;
}

export class SyncService {
  private readonly deps: { jobs: JobEngine; connections: ConnectionsRepo; videos: VideosRepo };
  constructor(deps: SyncService['deps']) {
    this.deps = deps;
  }

  /** The given connection of the user, or their active one. */
  async connectionFor(userId: string, connectionOrChannelId?: string | null): Promise<ConnectionRow> {
    return pickConnection(await this.deps.connections.listForUser(userId), connectionOrChannelId);
  }

  /** The connection (as `connectionFor`) and whether its channel is syncing or paused, in one statement. */
  async connectionWithActivity(
    userId: string,
    connectionOrChannelId?: string | null,
  ): Promise<{ connection: ConnectionListingRow; syncing: boolean; paused: boolean }> {
    const rows = await this.deps.connections.listForUserWithLatestRun(
      userId,
      'channel-sync',
      SYNC_KEY_PREFIX,
    );
    const { latest_run_status: status, ...connection } = pickConnection(rows, connectionOrChannelId);
    return { connection, ...syncActivity(status ? { status } : null) };
  }

  async start(
    userId: string,
    connectionId: string | null,
    mode: 'full' | 'incremental',
  ): Promise<JobRunView> {
    const connection = await this.connectionFor(userId, connectionId);
    const run = await this.deps.jobs.enqueue(
      'channel-sync',
      { connectionId: connection.id, mode },
      { ownerUserId: userId, key: syncKey(connection.id) },
    );
    return toJobRunView(run);
  }

  /** The given connection of the user (or their active one) and its latest sync run. */
  async latestRun(
    userId: string,
    connectionOrChannelId?: string | null,
  ): Promise<{ connection: ConnectionRow; run: JobRunView | null }> {
    const connection = await this.connectionFor(userId, connectionOrChannelId);
    const run = await this.deps.jobs.runs.latestByKey('channel-sync', syncKey(connection.id), userId);
    return { connection, run: run ? toJobRunView(run) : null };
  }

  async stats(userId: string, connectionId?: string | null) {
    const { connection, run } = await this.latestRun(userId, connectionId);
    const summary = await this.deps.videos.summary(connection.id);
    return { connection, run, summary };
  }
}
