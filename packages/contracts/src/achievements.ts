// Achievements: milestones computed on the server from what Vidcraft recorded (publishes, thumbnail uploads,
// translations, the mirrored videos, daily channel snapshots) — never a badge the data cannot back. Publishing
// and video milestones count for the user across all their channels; subscriber and view milestones are per
// channel and name it. New ones are announced once: the web shows them, then marks them announced.
import { z } from './zod.ts';
import { defineRoute } from './route.ts';
import { ErrorBody } from './errors.ts';

export const ACHIEVEMENT_FAMILIES = [
  'firstOptimization',
  'firstThumbnail',
  'streak',
  'highScore',
  'chapters',
  'languages',
  'subscribers',
  'views',
] as const;
export const AchievementFamily = z.enum(ACHIEVEMENT_FAMILIES);
export type AchievementFamily = z.infer<typeof AchievementFamily>;

/** The tiers of each family, in the family's unit (videos, languages, weeks, subscribers, views). */
export const ACHIEVEMENT_TIERS: Record<AchievementFamily, readonly number[]> = {
  firstOptimization: [1],
  firstThumbnail: [1],
  streak: [2, 4, 8, 12, 26, 52],
  highScore: [1, 5, 10, 25, 50, 100],
  chapters: [1, 5, 10],
  languages: [1, 10],
  subscribers: [100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000],
  views: [1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000],
};

export const ACHIEVEMENT_GROUPS = ['publishing', 'quality', 'channel'] as const;
export type AchievementGroup = (typeof ACHIEVEMENT_GROUPS)[number];

export const ACHIEVEMENT_GROUP_OF: Record<AchievementFamily, AchievementGroup> = {
  firstOptimization: 'publishing',
  firstThumbnail: 'publishing',
  streak: 'publishing',
  highScore: 'quality',
  chapters: 'quality',
  languages: 'quality',
  subscribers: 'channel',
  views: 'channel',
};

/** Families counted per channel (the others count for the user across all their channels). */
export const PER_CHANNEL_FAMILIES: readonly AchievementFamily[] = ['subscribers', 'views'];

/**
 * `<family>-<target>`, or `<family>-<target>-<connection id>` for a per-channel milestone
 * (e.g. `highScore-5`, `subscribers-1000-6f0c…`).
 */
export const AchievementId = z
  .string()
  .max(80)
  .regex(
    /^[a-zA-Z]{1,30}-\d{1,10}(?:-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})?$/,
    'must be an achievement id',
  );

export function achievementId(family: AchievementFamily, target: number, connectionId?: string): string {
  return connectionId ? `${family}-${target}-${connectionId}` : `${family}-${target}`;
}

/**
 * How the earned date is known: `event` — the day of the publish, upload or snapshot that earned it;
 * `seen` — it was already true when Vidcraft first read it (a video with chapters before Vidcraft), so the
 * date is when Vidcraft saw it, not when it happened.
 */
export const EarnedDateKind = z.enum(['event', 'seen']);

/** Why a milestone cannot progress: the channel hides its subscriber count, or no daily snapshot backs it yet. */
export const AchievementNote = z.enum(['hiddenSubscribers', 'awaitingSnapshot']);
export type AchievementNote = z.infer<typeof AchievementNote>;

export const AchievementView = z.object({
  id: AchievementId,
  family: AchievementFamily,
  group: z.enum(ACHIEVEMENT_GROUPS),
  /** Texts in the web's `achievements` namespace, with `count` = target. */
  titleKey: z.string(),
  descriptionKey: z.string(),
  /** current is null when the data cannot say (a hidden subscriber count). */
  progress: z.object({ current: z.number().int().nullable(), target: z.number().int() }),
  earned: z.boolean(),
  earnedAt: z.iso.datetime().nullable(),
  earnedDateKind: EarnedDateKind.nullable(),
  /** The channel of a per-channel milestone. */
  channel: z.object({ connectionId: z.uuid(), title: z.string() }).nullable(),
  note: AchievementNote.nullable(),
  announced: z.boolean(),
});
export type AchievementView = z.infer<typeof AchievementView>;

export const AchievementsResponse = z.object({
  /** Every earned milestone (oldest first), then the next one of each family (per channel where it applies). */
  achievements: z.array(AchievementView),
  /** Consecutive ISO weeks with a published improvement, up to this week (or last week, still going). */
  streak: z.object({ current: z.number().int(), best: z.number().int() }),
});
export type AchievementsResponse = z.infer<typeof AchievementsResponse>;

export const AnnounceAchievementsBody = z.object({
  achievementIds: z.array(AchievementId).min(1).max(100),
});

export const achievementRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/achievements',
    summary:
      'The signed-in user’s achievements: earned ones with their dates, the next of each kind with progress, and whether each was announced',
    tags: ['achievements'],
    response: { 200: AchievementsResponse, 401: ErrorBody },
  }),
  announce: defineRoute({
    method: 'POST',
    path: '/api/achievements/announced',
    summary:
      'Marks earned achievements as announced (idempotent); an id this user has not earned answers 404 and nothing is marked',
    tags: ['achievements'],
    body: AnnounceAchievementsBody,
    response: {
      200: z.object({ announced: z.array(AchievementId) }),
      400: ErrorBody,
      401: ErrorBody,
      404: ErrorBody,
    },
  }),
} as const;
