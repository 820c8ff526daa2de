// The publish history as the API shows it: entries of the signed-in user only, and the answer to a publish or
// revert (the entry, the video as it is now, and whether the answer was replayed).
import { notFound } from '../../http/app-error.ts';
import type { SyncService } from '../sync/sync.service.ts';
import { presentVideoDetails } from '../videos/video.presenter.ts';
import type { VideosService } from '../videos/videos.service.ts';
import { presentHistory } from './optimization.presenter.ts';
import type { PublishesRepo } from './publishes.repo.ts';
import type { PublishService } from './publish.service.ts';

export class PublishHistoryService {
  private readonly deps: { publishes: PublishesRepo; videos: VideosService; sync: SyncService };
  constructor(deps: PublishHistoryService['deps']) {
    this.deps = deps;
  }

  async entry(userId: string, id: string) {
    const { rows } = await this.deps.publishes.list(userId, { id, offset: 0, limit: 1 });
    const row = rows[0];
    if (!row) throw notFound('The history entry');
    return presentHistory(row);
  }

  /** One page of the user's history, newest first; `youtubeVideoId` narrows it to one of their videos. */
  async list(userId: string, query: { youtubeVideoId?: string | undefined; page: number; limit: number }) {
    const videoId = query.youtubeVideoId
      ? (await this.deps.videos.get(userId, query.youtubeVideoId)).video.id
      : undefined;
    const { rows, total } = await this.deps.publishes.list(userId, {
      ...(videoId ? { videoId } : {}),
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    return { entries: rows.map(presentHistory), total };
  }

  async publishOutcome(userId: string, result: Awaited<ReturnType<PublishService['publish']>>) {
    const history = await this.deps.videos.history(result.video.id);
    const connection = await this.deps.sync.connectionFor(userId, result.video.connection_id);
    return {
      entry: await this.entry(userId, result.entry.id),
      video: presentVideoDetails(result.video, connection.youtube_channel_id, history),
      replayed: result.replayed,
    };
  }
}
