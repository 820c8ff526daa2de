// Achievements for one user: facts gathered through the repositories, the pure computation, and which ones the
// user was already told about. Publishing and video milestones count across all the user's channels (what a
// creator expects of "my first publish"); subscriber and view milestones are per channel. Reading changes
// nothing; only `announce` writes.
import type { AchievementView } from '@vidcraft/contracts';
import { notFound } from '../../http/app-error.ts';
import type { DailyMetricsRepo } from '../analytics/daily-metrics.repo.ts';
import type { AchievementFactsRepo } from './achievement-facts.repo.ts';
import { computeAchievements, type AchievementFacts } from './achievements.compute.ts';
import type { AnnouncementsRepo } from './announcements.repo.ts';

// Every snapshot a channel has: the first day at or above a threshold may be long ago.
const FIRST_DAY = '1970-01-01';
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const LAST_DAY = '9999-12-31';

export class AchievementsService {
  private readonly deps: {
    facts: AchievementFactsRepo;
    dailyMetrics: Pick<DailyMetricsRepo, 'channelDays'>;
    announcements: AnnouncementsRepo;
    now: () => Date;
  };
  constructor(deps: AchievementsService['deps']) {
    this.deps = deps;
  }

  async facts(userId: string): Promise<AchievementFacts> {
    const { facts, dailyMetrics } = this.deps;
    const [publishes, thumbnailUploads, languages, videos, connections] = await Promise.all([
      facts.publishes(userId),
      facts.thumbnailUploads(userId),
      facts.languages(userId),
      facts.videos(userId),
      facts.channels(userId),
    ]);
    const channels = await Promise.all(
      connections.map(async (c) => ({
        connectionId: c.id,
        title: c.channel_title,
        // bigint columns: the driver may answer strings.
        subscriberCount: c.hidden_subscriber_count ? null : numberOrNull(c.subscriber_count),
        hiddenSubscribers: c.hidden_subscriber_count ?? false,
        viewCount: numberOrNull(c.view_count),
        days: await dailyMetrics.channelDays(c.id, FIRST_DAY, LAST_DAY),
      })),
    );
    return {
      now: this.deps.now(),
      publishes,
      thumbnailUploads,
      languages: languages.languages,
      captionUploads: languages.captionUploads,
      videos,
      channels,
    };
  }

  async list(userId: string) {
    const [computed, announced] = await Promise.all([
      this.facts(userId).then(computeAchievements),
      this.deps.announcements.announcedIds(userId),
    ]);
    const achievements: AchievementView[] = computed.achievements.map((a) => ({
      ...a,
      earnedAt: a.earnedAt?.toISOString() ?? null,
      announced: a.earned && announced.has(a.id),
    }));
    return { achievements, streak: computed.streak };
  }

  /** Marks earned ids announced; any id this user has not earned refuses the whole request (404). */
  async announce(userId: string, ids: readonly string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    const { achievements } = computeAchievements(await this.facts(userId));
    const earned = new Set(achievements.filter((a) => a.earned).map((a) => a.id));
    if (unique.some((id) => !earned.has(id))) throw notFound('The achievement');
    await this.deps.announcements.mark(userId, unique);
    return unique;
  }
}
