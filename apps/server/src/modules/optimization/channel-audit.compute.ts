// The channel audit's arithmetic, apart from the database. Pure and serialisable both ways, so it runs on a
// compute thread (integrations/compute): `auditVideos` scores a page of rows (≈1 ms per video), and
// `summarizeAudit` turns the per-video findings of the whole channel into the audit's figures.
import type { ChannelAudit } from '@vidcraft/contracts';
import { extractKeywords } from '@vidcraft/seo';
import type { VideoRow } from '../../db/schema.ts';
import { pickThumbnail } from '../../integrations/google/youtube.schemas.ts';
import { scoreVideos, type ScoredVideoFields } from './video-score.ts';

/** What the audit reads of a video: the scored fields, views, and what a quick win shows. */
export type AuditVideo = ScoredVideoFields & Pick<VideoRow, 'youtube_video_id' | 'view_count' | 'thumbnails'>;

/** One video's findings: small, so a channel's worth crosses between threads cheaply. */
export interface AuditedVideo {
  videoId: string;
  title: string;
  viewCount: number | null;
  thumbnailUrl: string | null;
  score: number;
  /** Failing applicable checks, in the score's check order. */
  failing: string[];
  /** The three heaviest failing checks. */
  topIssues: string[];
  /** The video's five leading keywords. */
  keywords: string[];
}

export type AuditFigures = Omit<ChannelAudit, 'connectionId' | 'channelId' | 'note'>;

/**
 * Scores a page of videos. The findings come back as JSON text: the main thread only holds them until the
 * summary, and one string per page costs its garbage collector far less than thousands of small objects.
 */
export function auditVideos(videos: readonly AuditVideo[]): string {
  return JSON.stringify(findingsOf(videos));
}

export function findingsOf(videos: readonly AuditVideo[]): AuditedVideo[] {
  const results = scoreVideos(videos);
  return videos.map((video, i) => {
    const result = results[i]!;
    const failing = result.checks.filter((c) => c.applicable !== false && !c.passed);
    return {
      videoId: video.youtube_video_id,
      title: video.title,
      viewCount: video.view_count,
      thumbnailUrl: pickThumbnail(video.thumbnails),
      score: result.score,
      failing: failing.map((c) => c.id),
      topIssues: [...failing]
        .sort((a, b) => b.weight - a.weight)
        .slice(0, 3)
        .map((c) => c.id),
      keywords: extractKeywords({ title: video.title, description: '', tags: video.tags })
        .slice(0, 5)
        .map((k) => k.keyword),
    };
  });
}

/** The audit's figures from the pages of `auditVideos`, in page order. */
export function summarizeAudit(pages: readonly string[]): AuditFigures {
  return summarizeFindings(pages.flatMap((page) => JSON.parse(page) as AuditedVideo[]));
}

export function summarizeFindings(videos: readonly AuditedVideo[]): AuditFigures {
  const distribution = Array.from({ length: 10 }, (_, i) => ({
    from: i * 10,
    to: i === 9 ? 100 : i * 10 + 9,
    count: videos.filter(({ score }) => Math.min(9, Math.floor(score / 10)) === i).length,
  }));

  const failing = new Map<string, number>();
  for (const video of videos) {
    for (const checkId of video.failing) failing.set(checkId, (failing.get(checkId) ?? 0) + 1);
  }
  const commonIssues = [...failing.entries()]
    .map(([checkId, count]) => ({
      checkId,
      failing: count,
      share: videos.length ? count / videos.length : 0,
    }))
    .sort((a, b) => b.failing - a.failing);

  // Reach lost to weak metadata grows with views and with the distance from a full score.
  const quickWins = videos
    .filter(({ score }) => score < 80)
    .map((video) => ({ video, gain: (video.viewCount ?? 0) * (100 - video.score) }))
    .sort((a, b) => b.gain - a.gain)
    .slice(0, 10)
    .map(({ video }) => ({
      videoId: video.videoId,
      title: video.title,
      score: video.score,
      viewCount: video.viewCount,
      thumbnailUrl: video.thumbnailUrl,
      topIssues: video.topIssues,
    }));

  const keywordStats = new Map<string, { videos: number; views: number }>();
  for (const video of videos) {
    for (const keyword of video.keywords) {
      const stat = keywordStats.get(keyword) ?? { videos: 0, views: 0 };
      stat.videos += 1;
      stat.views += video.viewCount ?? 0;
      keywordStats.set(keyword, stat);
    }
  }
  const keywords = [...keywordStats.entries()]
    .filter(([, s]) => s.videos >= 2)
    .map(([keyword, s]) => ({ keyword, ...s }))
    .sort((a, b) => b.views - a.views)
    .slice(0, 20);

  return {
    videosAnalyzed: videos.length,
    averageScore: videos.length ? Math.round(videos.reduce((s, v) => s + v.score, 0) / videos.length) : null,
    distribution,
    commonIssues,
    quickWins,
    keywords,
  };
}
