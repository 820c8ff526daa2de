// The achievements module's composition: its two repositories and the service over them.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DailyMetricsRepo } from '../analytics/daily-metrics.repo.ts';
import { AchievementFactsRepo } from './achievement-facts.repo.ts';
import { AchievementsService } from './achievements.service.ts';
import { AnnouncementsRepo } from './announcements.repo.ts';

export function createAchievementServices(deps: {
  db: Kysely<Database>;
  dailyMetrics: DailyMetricsRepo;
  now: () => Date;
}) {
  return new AchievementsService({
    facts: new AchievementFactsRepo(deps.db),
    dailyMetrics: deps.dailyMetrics,
    announcements: new AnnouncementsRepo(deps.db),
    now: deps.now,
  });
}
