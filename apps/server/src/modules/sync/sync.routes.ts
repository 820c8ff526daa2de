// Starting and following channel syncs.
import type { FastifyInstance } from 'fastify';
import { syncRoutes, type JobRunView, type SyncStatus } from '@vidcraft/contracts';
import type { ConnectionRow } from '../../db/schema.ts';
import { requireActor } from '../../http/actor.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { presentVideo } from '../videos/video.presenter.ts';
import type { VideosService } from '../videos/videos.service.ts';
import { syncActivity } from './sync-activity.ts';
import type { SyncService } from './sync.service.ts';

function status(connection: ConnectionRow, run: JobRunView | null): SyncStatus {
  return {
    connectionId: connection.id,
    channelId: connection.youtube_channel_id,
    run,
    ...syncActivity(run),
    lastSyncAt: connection.last_synced_at?.toISOString() ?? null,
    lastFullSyncAt: connection.last_full_sync_at?.toISOString() ?? null,
    unitsLastSync: connection.sync_units_last,
  };
}

export function registerSyncRoutes(
  app: FastifyInstance,
  deps: { sync: SyncService; videos: VideosService },
): void {
  const { sync } = deps;

  contractRoute(app, syncRoutes.syncChannel, async ({ body, request, reply }) => {
    const actor = requireActor(request);
    const run = await sync.start(actor.userId, body.connectionId ?? null, 'full');
    const { connection } = await sync.latestRun(actor.userId, body.connectionId);
    return reply.status(202).send(status(connection, run));
  });

  contractRoute(app, syncRoutes.syncVideosManual, async ({ body, request, reply }) => {
    const actor = requireActor(request);
    const run = await sync.start(actor.userId, body.connectionId ?? null, 'incremental');
    const { connection } = await sync.latestRun(actor.userId, body.connectionId);
    return reply.status(202).send(status(connection, run));
  });

  contractRoute(app, syncRoutes.syncVideos, async ({ body, request }) => {
    const actor = requireActor(request);
    const { refreshed, notFound, unitsUsed } = await deps.videos.refresh(actor.userId, body.videos);
    return { videos: refreshed.map((r) => presentVideo(r.row, r.channelId)), notFound, unitsUsed };
  });

  contractRoute(app, syncRoutes.progress, async ({ query, request }) => {
    const actor = requireActor(request);
    const { connection, run } = await sync.latestRun(actor.userId, query.connectionId);
    return status(connection, run);
  });

  contractRoute(app, syncRoutes.stats, async ({ query, request }) => {
    const actor = requireActor(request);
    const { connection, run, summary } = await sync.stats(actor.userId, query.connectionId);
    return {
      ...status(connection, run),
      totalVideos: summary.total,
      shorts: summary.shorts,
      longForm: summary.total - summary.shorts,
      withCaptions: summary.withCaptions,
      visibility: { public: summary.public, unlisted: summary.unlisted, private: summary.private },
      totalViews: Number(summary.views),
    };
  });
}
