// The synced videos of the signed-in user: listing with search, filters, sort and paging; one video with its
// details; and re-reading videos from YouTube on demand (videos.list, 1 unit per 50 ids).
import type { ConnectionRow, VideoRow } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import type { YoutubeClient } from '../../integrations/google/youtube.client.ts';
import type { ConnectionTokens } from '../channels/connection-tokens.service.ts';
import type { ConnectionsRepo } from '../channels/connections.repo.ts';
import { decodeCursor, encodeCursor, type VideoSort } from './video-list-cursor.ts';
import type { VideoListFilter, VideosRepo } from './videos.repo.ts';

export class VideosService {
  private readonly deps: {
    videos: VideosRepo;
    connections: ConnectionsRepo;
    tokens: ConnectionTokens;
    youtube: YoutubeClient;
  };
  constructor(deps: VideosService['deps']) {
    this.deps = deps;
  }

  /**
   * One page of a connection's list: from the start, or from a previous answer's token, forwards or (`prev`)
   * backwards; `page` numbers pages for clients that send no token (OFFSET). Rows span `limit × batchCount`.
   */
  async listPage(
    connection: Pick<ConnectionRow, 'id' | 'listed_video_count'>,
    query: {
      filters: Omit<VideoListFilter, 'connectionId' | 'sort' | 'limit' | 'cursor' | 'offset' | 'countTotal'>;
      sort: VideoSort;
      limit: number;
      batchCount: number;
      page: number;
      pageToken: string | undefined;
      pageType: 'next' | 'prev' | undefined;
    },
  ) {
    const cursor = query.pageToken === undefined ? null : decodeCursor(query.pageToken, query.sort);
    const forward = query.pageType !== 'prev';
    const page = cursor?.page ?? query.page;
    const filtered = Object.values(query.filters).some((value) => value !== undefined);
    const listed = await this.deps.videos.list({
      connectionId: connection.id,
      ...query.filters,
      sort: query.sort,
      limit: Math.min(200, query.limit * query.batchCount),
      cursor: cursor && { keys: cursor.keys, forward },
      offset: cursor ? 0 : (query.page - 1) * query.limit,
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
    return {
      rows,
      total,
      page,
      nextPageToken: nextExists ? token(keys.at(-1)!, page + query.batchCount) : null,
      prevPageToken: prevExists ? token(keys[0]!, Math.max(1, page - query.batchCount)) : null,
    };
  }

  /** A video of the signed-in user with the connection it belongs to; 404 for anyone else's. */
  async get(userId: string, youtubeVideoId: string): Promise<{ video: VideoRow; connection: ConnectionRow }> {
    const video = await this.deps.videos.findForUser(userId, youtubeVideoId);
    const connection = video && (await this.deps.connections.findForUser(userId, video.connection_id));
    if (!video || !connection) throw notFound('The video');
    return { video, connection };
  }

  history(videoId: string) {
    return this.deps.videos.statsHistory(videoId);
  }

  /** Re-reads videos of the user from YouTube, grouped by connection, 50 ids a call. */
  async refresh(userId: string, youtubeVideoIds: readonly string[]) {
    const connections = await this.deps.connections.listForUser(userId);
    const byConnection = new Map<string, string[]>();
    const notFoundIds: string[] = [];
    for (const id of new Set(youtubeVideoIds)) {
      const video = await this.deps.videos.findForUser(userId, id);
      if (!video) notFoundIds.push(id);
      else byConnection.set(video.connection_id, [...(byConnection.get(video.connection_id) ?? []), id]);
    }
    const refreshed: { row: VideoRow; channelId: string }[] = [];
    let calls = 0;
    for (const [connectionId, ids] of byConnection) {
      const connection = connections.find((c) => c.id === connectionId)!;
      const caller = this.deps.tokens.caller(connection);
      for (let i = 0; i < ids.length; i += 50) {
        const batch = ids.slice(i, i + 50);
        const result = await this.deps.youtube.videos(caller, batch);
        calls += 1;
        if (result.notModified) continue;
        const items = result.data.items ?? [];
        const rows = await this.deps.videos.upsertFromYoutube(
          { connectionId, userId: connection.user_id },
          items,
          null,
        );
        const returned = new Set(items.map((v) => v.id));
        const gone = batch.filter((id) => !returned.has(id));
        await this.deps.videos.markRemoved(connectionId, gone);
        notFoundIds.push(...gone);
        refreshed.push(...rows.map((row) => ({ row, channelId: connection.youtube_channel_id })));
      }
    }
    return { refreshed, notFound: notFoundIds, unitsUsed: calls * this.deps.youtube.cost('videos.list') };
  }
}
