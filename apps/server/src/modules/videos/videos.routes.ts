// The signed-in user's synced videos. Every id is looked up for the signed-in user only (else 404).
import type { FastifyInstance } from 'fastify';
import { videoRoutes } from '@vidcraft/contracts';
import { requireActor } from '../../http/actor.ts';
import { notFound } from '../../http/app-error.ts';
import { contractRoute } from '../../http/contract-route.ts';
import type { SyncService } from '../sync/sync.service.ts';
import type { CaptionsService } from './captions.service.ts';
import { presentVideo, presentVideoDetails } from './video.presenter.ts';
import type { VideosService } from './videos.service.ts';

export function registerVideoRoutes(
  app: FastifyInstance,
  deps: { videos: VideosService; captions: CaptionsService; sync: SyncService },
): void {
  const { videos } = deps;

  contractRoute(app, videoRoutes.channelVideos, async ({ query, request }) => {
    const actor = requireActor(request);
    const { connection, syncing, paused } = await deps.sync.connectionWithActivity(
      actor.userId,
      query.channelId,
    );
    const listed = await videos.listPage(connection, {
      filters: {
        search: query.q || undefined,
        type: query.type,
        visibility: query.visibility,
        captions: query.captions === undefined ? undefined : query.captions === 'true',
        optimized: query.optimized === undefined ? undefined : query.optimized === 'true',
      },
      sort: query.sort,
      limit: query.limit,
      batchCount: query.batchCount,
      page: query.page,
      pageToken: query.pageToken,
      pageType: query.pageType,
    });
    return {
      connectionId: connection.id,
      channelId: connection.youtube_channel_id,
      videos: listed.rows.map((row) => presentVideo(row, connection.youtube_channel_id)),
      total: listed.total,
      page: listed.page,
      limit: query.limit,
      hasMore: listed.nextPageToken !== null,
      nextPageToken: listed.nextPageToken,
      prevPageToken: listed.prevPageToken,
      syncing,
      paused,
    };
  });

  contractRoute(app, videoRoutes.channelVideo, async ({ params, query, request }) => {
    const actor = requireActor(request);
    // The spec's client sends its user id along; it may only ever name the signed-in user.
    if (query.userId !== undefined && query.userId !== actor.userId) throw notFound('The video');
    const { video, connection } = await videos.get(actor.userId, params.id);
    return presentVideo(video, connection.youtube_channel_id);
  });

  contractRoute(app, videoRoutes.video, async ({ params, request }) => {
    const actor = requireActor(request);
    const { video, connection } = await videos.get(actor.userId, params.id);
    return presentVideo(video, connection.youtube_channel_id);
  });

  contractRoute(app, videoRoutes.details, async ({ params, request }) => {
    const actor = requireActor(request);
    const { video, connection } = await videos.get(actor.userId, params.id);
    return presentVideoDetails(video, connection.youtube_channel_id, await videos.history(video.id));
  });

  contractRoute(app, videoRoutes.captions, async ({ params, request }) => {
    const actor = requireActor(request);
    const { video, connection } = await videos.get(actor.userId, params.id);
    return deps.captions.stored(video, connection, actor.userId);
  });

  contractRoute(app, videoRoutes.captionsRefresh, async ({ params, body, request }) => {
    const actor = requireActor(request);
    const { video, connection } = await videos.get(actor.userId, params.id);
    return deps.captions.list(video, connection, { onlyIfStale: body.onlyIfStale });
  });

  contractRoute(app, videoRoutes.captionDownload, async ({ params, body, request }) => {
    const actor = requireActor(request);
    const { video, connection } = await videos.get(actor.userId, params.id);
    return deps.captions.download(video, connection, params.trackId, body.format);
  });

  contractRoute(app, videoRoutes.refresh, async ({ params, request }) => {
    const actor = requireActor(request);
    await videos.get(actor.userId, params.id);
    const { refreshed } = await videos.refresh(actor.userId, [params.id]);
    const row = refreshed[0];
    if (!row) throw notFound('The video on YouTube');
    return presentVideoDetails(row.row, row.channelId, await videos.history(row.row.id));
  });

  contractRoute(app, videoRoutes.refreshBatch, async ({ body, request }) => {
    const actor = requireActor(request);
    const { refreshed, notFound: missing, unitsUsed } = await videos.refresh(actor.userId, body.videoIds);
    return { videos: refreshed.map((r) => presentVideo(r.row, r.channelId)), notFound: missing, unitsUsed };
  });
}
