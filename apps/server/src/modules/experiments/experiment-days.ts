// The days an experiment is judged on: the video's daily figures from four weeks before the start to today,
// each with the variant YouTube showed that day according to the swaps actually made.
import { quotaDay } from '../../integrations/google/quota-costs.ts';
import type { DailyMetricsRepo, VideoDay } from '../analytics/daily-metrics.repo.ts';
import type { ExperimentBundle } from './experiments.repo.ts';
import { addDays, assignDays, type DayAssignment } from './rotation-plan.ts';

/** Days before the start that give the trend and weekday terms (A was live). */
export const BASELINE_DAYS = 28;

export interface ExperimentDay extends DayAssignment {
  figures: VideoDay | null;
}

export async function readExperimentDays(
  metrics: DailyMetricsRepo,
  bundle: ExperimentBundle,
  videoId: string,
  now: Date,
): Promise<ExperimentDay[]> {
  const { experiment, swaps } = bundle;
  const from = addDays(quotaDay(experiment.starts_at), -BASELINE_DAYS);
  const today = quotaDay(now);
  const last = experiment.ended_at ? quotaDay(experiment.ended_at) : today;
  const to = last < today ? last : today;
  const figures = new Map((await metrics.videoDays(videoId, from, to)).map((d) => [d.day, d]));
  const changes = swaps
    .filter((s) => s.status === 'done' && s.done_at)
    .map((s) => ({ at: s.done_at!, variant: s.variant }));
  return (
    assignDays(changes, { startsAt: experiment.starts_at, endedAt: experiment.ended_at }, from, to)
      // Today is not over: its figures (if any) are partial.
      .filter((d) => d.day < today)
      .map((d) => ({ ...d, figures: figures.get(d.day) ?? null }))
  );
}
