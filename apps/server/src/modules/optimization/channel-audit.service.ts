// A channel audit from the mirrored videos, with no YouTube calls: how scores are spread, which checks fail
// most often, and the quick wins — videos with many views and a low score, where a better title and
// description reach the most viewers. The score is Vidcraft's own reading of the text (developer policy
// III.E.4.h: not a YouTube metric).
import type { ChannelAudit } from '@vidcraft/contracts';
import { extractKeywords, scoreVideo } from '@vidcraft/seo';
import type { Kysely } from 'kysely';
import type { ConnectionRow, Database } from '../../db/schema.ts';
import { pickThumbnail } from '../../integrations/google/youtube.schemas.ts';
import { scoreInputOf } from './video-score.ts';

const NOTE =
  "Scores are Vidcraft's own assessment of each video's title, description, tags and settings against YouTube's published guidance. They are not YouTube metrics.";

export class ChannelAuditService {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async audit(connection: ConnectionRow): Promise<ChannelAudit> {
    const videos = await this.db
      .selectFrom('videos')
      .selectAll()
      .where('connection_id', '=', connection.id)
      .where('removed_at', 'is', null)
      .execute();
    const scored = videos.map((video) => ({ video, result: scoreVideo(scoreInputOf(video)) }));
    const distribution = Array.from({ length: 10 }, (_, i) => ({
      from: i * 10,
      to: i === 9 ? 100 : i * 10 + 9,
      count: scored.filter(({ result }) => Math.min(9, Math.floor(result.score / 10)) === i).length,
    }));

    const failing = new Map<string, number>();
    for (const { result } of scored) {
      for (const check of result.checks) {
        if (check.applicable !== false && !check.passed)
          failing.set(check.id, (failing.get(check.id) ?? 0) + 1);
      }
    }
    const commonIssues = [...failing.entries()]
      .map(([checkId, count]) => ({
        checkId,
        failing: count,
        share: scored.length ? count / scored.length : 0,
      }))
      .sort((a, b) => b.failing - a.failing);

    // Reach lost to weak metadata grows with views and with the distance from a full score.
    const quickWins = scored
      .filter(({ result }) => result.score < 80)
      .map(({ video, result }) => ({ video, result, gain: (video.view_count ?? 0) * (100 - result.score) }))
      .sort((a, b) => b.gain - a.gain)
      .slice(0, 10)
      .map(({ video, result }) => ({
        videoId: video.youtube_video_id,
        title: video.title,
        score: result.score,
        viewCount: video.view_count,
        thumbnailUrl: pickThumbnail(video.thumbnails),
        topIssues: result.checks
          .filter((c) => c.applicable !== false && !c.passed)
          .sort((a, b) => b.weight - a.weight)
          .slice(0, 3)
          .map((c) => c.id),
      }));

    const keywordStats = new Map<string, { videos: number; views: number }>();
    for (const video of videos) {
      const keywords = extractKeywords({ title: video.title, description: '', tags: video.tags }).slice(0, 5);
      for (const { keyword } of keywords) {
        const stat = keywordStats.get(keyword) ?? { videos: 0, views: 0 };
        stat.videos += 1;
        stat.views += video.view_count ?? 0;
        keywordStats.set(keyword, stat);
      }
    }
    const keywords = [...keywordStats.entries()]
      .filter(([, s]) => s.videos >= 2)
      .map(([keyword, s]) => ({ keyword, ...s }))
      .sort((a, b) => b.views - a.views)
      .slice(0, 20);

    return {
      connectionId: connection.id,
      channelId: connection.youtube_channel_id,
      videosAnalyzed: scored.length,
      averageScore: scored.length
        ? Math.round(scored.reduce((s, x) => s + x.result.score, 0) / scored.length)
        : null,
      distribution,
      commonIssues,
      quickWins,
      keywords,
      note: NOTE,
    };
  }
}
