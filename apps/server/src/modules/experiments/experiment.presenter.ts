// An experiment as the web shows it: the calendar with each swap's state, each variant's days and figures, the
// judgement, and the YouTube units spent and planned.
import type { ExperimentKind, ExperimentView, QuotaPlanView, VariantLabel } from '@vidcraft/contracts';
import { routePath, thumbnailRoutes } from '@vidcraft/contracts';
import type { VideoRow } from '../../db/schema.ts';
import type { YoutubeClient } from '../../integrations/google/youtube.client.ts';
import type { ExperimentDay } from './experiment-days.ts';
import { judgeExperiment, type JudgeDay } from './experiment-judge.ts';
import type { ExperimentBundle } from './experiments.repo.ts';
import { planRotation, rotationCalls, type RotationPlan } from './rotation-plan.ts';

const LABELS: VariantLabel[] = ['A', 'B', 'C'];

/** What the rotation takes from the YouTube quota: the read at the start, then each swap (a title is read first). */
export function quotaPlan(
  youtube: Pick<YoutubeClient, 'cost'>,
  kind: ExperimentKind,
  plan: RotationPlan,
): Omit<QuotaPlanView, 'spendableToday'> {
  const calls = rotationCalls(plan);
  const read = youtube.cost('videos.list');
  const write = youtube.cost(kind === 'title' ? 'videos.update' : 'thumbnails.set');
  const reads = 1 + (kind === 'title' ? calls : 0);
  const breakdown = [
    { method: 'videos.list', calls: reads, units: reads * read },
    { method: kind === 'title' ? 'videos.update' : 'thumbnails.set', calls, units: calls * write },
  ];
  return {
    calls,
    units: breakdown.reduce((s, b) => s + b.units, 0),
    breakdown,
    unitsPerSwap: write + (kind === 'title' ? read : 0),
  };
}

export function presentExperiment(
  bundle: ExperimentBundle,
  video: VideoRow,
  days: readonly ExperimentDay[],
  youtube: Pick<YoutubeClient, 'cost'>,
): ExperimentView {
  const { experiment, variants, swaps } = bundle;
  const labels = variants.map((v) => LABELS[v.position]!);
  const plan = planRotation({
    startsAt: experiment.starts_at,
    days: experiment.days,
    variants: variants.length,
  });
  const judgeDays: JudgeDay[] = days
    .filter((d) => d.phase !== 'after' && d.figures)
    .map((d) => ({
      ...d.figures!,
      variant: d.variant === null ? null : LABELS[d.variant]!,
      before: d.phase === 'before',
    }));
  const judgement = judgeExperiment(judgeDays, {
    variants: labels,
    minimumEffect: experiment.minimum_effect,
  });
  const restore = swaps.find((s) => s.kind === 'restore')!;
  const quota = quotaPlan(youtube, experiment.kind, plan);
  const calls = swaps.filter((s) => s.status === 'done' && s.called).length;
  const during = days.filter((d) => d.phase === 'during');
  return {
    id: experiment.id,
    videoId: video.youtube_video_id,
    kind: experiment.kind,
    status: experiment.status,
    swapHourUtc: experiment.swap_hour,
    days: experiment.days,
    minimumEffect: experiment.minimum_effect,
    startsAt: experiment.starts_at.toISOString(),
    endsAt: experiment.ends_at.toISOString(),
    stoppedAt: experiment.stopped_at?.toISOString() ?? null,
    endedAt: experiment.ended_at?.toISOString() ?? null,
    keep: LABELS[experiment.keep_variant]!,
    liveVariant: LABELS[experiment.live_variant]!,
    variants: variants.map((v) => {
      const own = during.filter((d) => d.variant === v.position);
      const withFigures = own.filter((d) => d.figures);
      const sum = (pick: (d: ExperimentDay) => number | null) => {
        const values = withFigures.map(pick).filter((x): x is number => x !== null);
        return values.length ? values.reduce((a, b) => a + b, 0) : null;
      };
      const impressions = sum((d) => d.figures!.impressions);
      const clicks = sum((d) =>
        d.figures!.impressions !== null && d.figures!.ctr !== null
          ? d.figures!.impressions * d.figures!.ctr
          : null,
      );
      return {
        label: LABELS[v.position]!,
        title: v.title,
        thumbnailId: v.thumbnail_id,
        imageUrl: v.thumbnail_id ? routePath(thumbnailRoutes.image.path, { id: v.thumbnail_id }) : null,
        daysLive: own.length,
        daysWithFigures: withFigures.length,
        views: sum((d) => d.figures!.views),
        impressions,
        ctr: impressions && clicks !== null ? clicks / impressions : null,
      };
    }),
    calendar: plan.days.map((d) => {
      const swap = swaps.find((s) => s.kind === 'swap' && s.day_index === d.index);
      return {
        dayIndex: d.index,
        startsAt: d.startsAt.toISOString(),
        variant: LABELS[d.variant]!,
        swap: swap
          ? { status: swap.status, doneAt: swap.done_at?.toISOString() ?? null, error: swap.error }
          : null,
      };
    }),
    restore: {
      variant: LABELS[restore.variant]!,
      dueAt: restore.due_at.toISOString(),
      status: restore.status,
      doneAt: restore.done_at?.toISOString() ?? null,
    },
    judgement: {
      outcome: judgement.outcome,
      winner: judgement.winner,
      metric: judgement.metric,
      confidence: judgement.confidence,
      minimumEffect: judgement.minimumEffect,
      baselineDays: judgement.baselineDays,
      comparisons: judgement.comparisons,
      weeklyTrend: judgement.weeklyTrend,
    },
    quota: {
      unitsSpent: youtube.cost('videos.list') + calls * quota.unitsPerSwap,
      unitsPlanned: quota.units,
    },
    error: experiment.error_code
      ? { code: experiment.error_code, message: experiment.error_message ?? '' }
      : null,
    createdAt: experiment.created_at.toISOString(),
  };
}
