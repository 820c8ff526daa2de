// Since when a video has been at a score of 80+, or has chapters YouTube shows: the day of the Vidcraft publish
// that made it so, or — when it was already so, or became so outside Vidcraft — the day Vidcraft saw it. Pure.
import { parseChapters } from '@vidcraft/seo';

/** The score from which a video counts as well optimized (the dashboard's green badge). */
export const HIGH_SCORE = 80;

export interface VideoFacts {
  id: string;
  seoScore: number | null;
  description: string;
  durationSeconds: number | null;
  isShort: boolean;
  /** When Vidcraft first mirrored the video, and when it last read it. */
  firstSeenAt: Date;
  lastSeenAt: Date;
}

/** A succeeded publish or revert of a video's metadata, as the history recorded it. */
export interface VideoPublishFacts {
  videoId: string;
  at: Date;
  kind: 'publish' | 'revert';
  changedFields: readonly string[];
  scoreBefore: number | null;
  scoreAfter: number | null;
  /** Present when the publish changed the description. */
  descriptionBefore?: string;
  descriptionAfter?: string;
}

export interface Dated {
  at: Date;
  kind: 'event' | 'seen';
}

/** YouTube shows chapters: a valid list by the SEO rules' own parser (Shorts have none). */
export function hasChapters(video: Pick<VideoFacts, 'description' | 'durationSeconds' | 'isShort'>): boolean {
  return !video.isShort && parseChapters(video.description, video.durationSeconds).valid;
}

/**
 * Walks the video's publishes (oldest first) that tell the state before and after. A publish that brought the
 * state dates it exactly; one that took it away means any later return happened outside Vidcraft, seen when
 * Vidcraft last read the video.
 */
function since(
  video: VideoFacts,
  transitions: readonly { at: Date; before: boolean; after: boolean }[],
): Dated {
  let dated: Dated = { at: video.firstSeenAt, kind: 'seen' };
  for (const step of transitions) {
    if (step.after && !step.before) dated = { at: step.at, kind: 'event' };
    else if (!step.after) dated = { at: video.lastSeenAt, kind: 'seen' };
  }
  return dated;
}

const byTime = (a: { at: Date }, b: { at: Date }) => a.at.getTime() - b.at.getTime();

function publishesOf(videoId: string, publishes: readonly VideoPublishFacts[]) {
  return publishes.filter((p) => p.videoId === videoId).sort(byTime);
}

/** For each video now at 80+, since when; oldest first. */
export function highScoreDates(
  videos: readonly VideoFacts[],
  publishes: readonly VideoPublishFacts[],
): Dated[] {
  return videos
    .filter((v) => v.seoScore !== null && v.seoScore >= HIGH_SCORE)
    .map((video) =>
      since(
        video,
        publishesOf(video.id, publishes)
          .filter((p) => p.scoreBefore !== null && p.scoreAfter !== null)
          .map((p) => ({
            at: p.at,
            before: p.scoreBefore! >= HIGH_SCORE,
            after: p.scoreAfter! >= HIGH_SCORE,
          })),
      ),
    )
    .sort(byTime);
}

/** For each video that has chapters now, since when; oldest first. */
export function chapterDates(
  videos: readonly VideoFacts[],
  publishes: readonly VideoPublishFacts[],
): Dated[] {
  return videos
    .filter(hasChapters)
    .map((video) =>
      since(
        video,
        publishesOf(video.id, publishes)
          .filter((p) => p.descriptionBefore !== undefined && p.descriptionAfter !== undefined)
          .map((p) => ({
            at: p.at,
            before: hasChapters({ ...video, description: p.descriptionBefore! }),
            after: hasChapters({ ...video, description: p.descriptionAfter! }),
          })),
      ),
    )
    .sort(byTime);
}
