// YouTube API data must be refreshed or deleted within 30 days (developer policy III.E.4). Once a day this
// job queues a full sync for every healthy connection whose last full sync is older than REFRESH_AFTER_DAYS;
// what still cannot be refreshed is deleted by the `youtube-data` retention rule at 30 days.
import type { JobHandler } from '../../jobs/job-registry.ts';
import type { ConnectionsRepo } from '../channels/connections.repo.ts';
import type { SyncService } from './sync.service.ts';

export const REFRESH_AFTER_DAYS = 20;

export function createRefreshStaleChannelsHandler(deps: {
  connections: ConnectionsRepo;
  sync: SyncService;
}): JobHandler<'refresh-stale-channels'> {
  return async (ctx) => {
    await ctx.step('scheduling');
    const stale = await deps.connections.listDueForFullRefresh(REFRESH_AFTER_DAYS);
    for (const connection of stale) await deps.sync.start(connection.user_id, connection.id, 'full');
    return { queued: stale.length };
  };
}
