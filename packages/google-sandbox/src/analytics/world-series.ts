// The series model read against the sandbox world: which videos a channel has, what each one is calibrated to (its
// seeded lifetime counts, so both APIs agree with the Data API statistics), and which days the Analytics API has.
import type { Channel, Video } from '../state/model.ts';
import type { World } from '../state/world.ts';
import { addDays, dayOf } from './days.ts';
import { videoSeries, type DayMetrics, type SeriesVideo } from './series-model.ts';

/** The Analytics API has data up to about two days ago: the latest day it answers, for an instant. */
export function lastAnalyticsDay(now: Date): string {
  return addDays(dayOf(now), -2);
}

export function seriesVideo(world: World, video: Video): SeriesVideo {
  // Calibrated to the seed's counts, not the current ones: a control-plane edit of viewCount does not rewrite history.
  const seeded = world.seed.videos.get(video.id);
  return {
    id: video.id,
    channelId: video.channelId,
    publishedAt: video.publishedAt,
    durationSeconds: video.durationSeconds,
    privacyStatus: video.privacyStatus,
    calibrationViews: seeded?.viewCount ?? 0,
    likeCount: seeded?.likeCount ?? 0,
    commentCount: seeded?.commentCount ?? 0,
  };
}

/** One video's days in [from, to] that have data (published, not private). */
export function videoDays(
  world: World,
  channel: Channel,
  video: Video,
  from: string,
  to: string,
): DayMetrics[] {
  return videoSeries(seriesVideo(world, video), channel, world.packagingChanges(video.id), from, to);
}

/** The channel's videos as they are now (inserted ones included, deleted ones gone). */
export function channelVideos(world: World, channel: Channel, now: Date): Video[] {
  return world.uploads(channel.id, now);
}
