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
import { syncActivity } from '../sync/sync-activity.ts';
import { decodeCursor, encodeCursor } from './video-list-cursor.ts';

export function registerVideoRoutes(
  app: FastifyInstance,
  deps: { videos: VideosService; captions: CaptionsService; sync: SyncService },
): void {
  const { videos } = deps;

  contractRoute(app, videoRoutes.channelVideos, async ({ query, request }) => {
    const actor = requireActor(request);
    const connection = await deps.sync.connectionFor(actor.userId, query.channelId);
    const limit = query.limit;
    const span = Math.min(200, limit * query.batchCount);
    const cursor = query.pageToken === undefined ? null : decodeCursor(query.pageToken, query.sort);
    const forward = query.pageType !== 'prev';
    const page = cursor?.page ?? query.page;
    const filters = {
      search: query.q || undefined,
      type: query.type,
      visibility: query.visibility,
      captions: query.captions === undefined ? undefined : query.captions === 'true',
      optimized: query.optimized === undefined ? undefined : query.optimized === 'true',
    };
    const filtered = Object.values(filters).some((value) => value !== undefined);
    const listed = await videos.list({
      connectionId: connection.id,
      ...filters,
      sort: query.sort,
      limit: span,
      cursor: cursor && { keys: cursor.keys, forward },
      offset: cursor ? 0 : (query.page - 1) * limit,
      // The whole channel's total is stored with it; a filtered one is counted once, on the first page.
      countTotal: filtered && cursor === null,
    });
    const total = filtered ? (listed.total ?? cursor!.total) : connection.listed_video_count;
    const { rows, keys } = listed;
    // Forwards, `more` says whether rows follow; backwards, whether rows precede (the page it came from follows).
    const nextExists = rows.length > 0 && (forward ? listed.more : true);
    const prevExists = rows.length > 0 && (forward ? page > 1 : listed.more);
    const token = (rowKeys: string[], opens: number) =>
      encodeCursor({ sort: query.sort, keys: rowKeys, page: opens, total });
    const { run } = await deps.sync.latestRun(actor.userId, connection);
    return {
      connectionId: connection.id,
      channelId: connection.youtube_channel_id,
      videos: rows.map((row) => presentVideo(row, connection.youtube_channel_id)),
      total,
      page,
      limit,
      hasMore: nextExists,
      nextPageToken: nextExists ? token(keys.at(-1)!, page + query.batchCount) : null,
      prevPageToken: prevExists ? token(keys[0]!, Math.max(1, page - query.batchCount)) : null,
      ...syncActivity(run),
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
