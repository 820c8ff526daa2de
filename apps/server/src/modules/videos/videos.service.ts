// The synced videos of the signed-in user: listing with search, filters, sort and paging; one video with its
// details; and re-reading videos from YouTube on demand (videos.list, 1 unit per 50 ids).
import type { ConnectionRow, VideoRow } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import type { YoutubeClient } from '../../integrations/google/youtube.client.ts';
import type { ConnectionTokens } from '../channels/connection-tokens.service.ts';
import type { ConnectionsRepo } from '../channels/connections.repo.ts';
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

  list(filter: VideoListFilter) {
    return this.deps.videos.list(filter);
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
