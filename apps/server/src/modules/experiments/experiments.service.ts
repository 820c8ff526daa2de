// Packaging experiments: preview (what it costs, how long it needs, what stands in the way — nothing spent),
// start (once per idempotency key, one running per video, write access required), read, and stop (the restore
// brought forward, with A or the chosen winner). The rotation itself is the experiment-swaps job.
import type {
  ExperimentDesign,
  ExperimentPreview,
  ExperimentView,
  ExperimentWarning,
} from '@vidcraft/contracts';
import { checkMetadata } from '@vidcraft/seo';
import type { ConnectionRow, ExperimentRow, VideoRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { grantAllowsWrite } from '../../integrations/google/google-scopes.ts';
import { quotaDay } from '../../integrations/google/quota-costs.ts';
import type { QuotaLedger } from '../../integrations/google/quota-ledger.ts';
import { pickThumbnail } from '../../integrations/google/youtube.schemas.ts';
import type { YoutubeClient } from '../../integrations/google/youtube.client.ts';
import type { FileStore } from '../../integrations/storage/file-store.ts';
import type { JobEngine } from '../../jobs/job-engine.ts';
import type { DailyMetricsRepo } from '../analytics/daily-metrics.repo.ts';
import type { ConnectionTokens } from '../channels/connection-tokens.service.ts';
import { acceptImage } from '../thumbnails/image-intake.ts';
import { downloadThumbnail } from '../thumbnails/remote-thumbnail.ts';
import type { ThumbnailImagesRepo } from '../thumbnails/thumbnail-images.repo.ts';
import { LARGEST_FIRST } from '../thumbnails/thumbnail-upload.service.ts';
import type { VideosRepo } from '../videos/videos.repo.ts';
import type { VideosService } from '../videos/videos.service.ts';
import { presentExperiment, quotaPlan } from './experiment.presenter.ts';
import { readExperimentDays } from './experiment-days.ts';
import type { ExperimentsRepo } from './experiments.repo.ts';
import { addDays, planRotation, rotationStart } from './rotation-plan.ts';
import { estimateSampleSize } from './sample-size.ts';

/** Days of history the sample-size estimate reads. */
const HISTORY_DAYS = 28;
/** Hours a swap may sit from midnight Pacific before a day of analytics mixes two variants noticeably. */
const SWAP_HOUR_TOLERANCE = 2;

type Design = Extract<ExperimentDesign, object> & {
  swapHourUtc: number;
  days: number;
  minimumEffect: number;
};

interface Prepared {
  video: VideoRow;
  connection: ConnectionRow;
  variants: { title: string | null; thumbnailId: string | null; fileKey: string | null }[];
}

export class ExperimentsService {
  private readonly deps: {
    experiments: ExperimentsRepo;
    videos: VideosService;
    videosRepo: VideosRepo;
    dailyMetrics: DailyMetricsRepo;
    thumbnails: ThumbnailImagesRepo;
    files: FileStore;
    tokens: ConnectionTokens;
    youtube: YoutubeClient;
    ledger: QuotaLedger;
    jobs: JobEngine;
    imageOrigins: readonly string[];
    now: () => Date;
  };
  constructor(deps: ExperimentsService['deps']) {
    this.deps = deps;
  }

  async preview(userId: string, design: Design): Promise<ExperimentPreview> {
    const prepared = await this.prepare(userId, design);
    const now = this.deps.now();
    const count = prepared.variants.length + 1;
    const plan = planRotation({
      startsAt: rotationStart(now, design.swapHourUtc),
      days: design.days,
      variants: count,
    });
    const today = quotaDay(now);
    const history = await this.deps.dailyMetrics.videoDays(
      prepared.video.id,
      addDays(today, -HISTORY_DAYS),
      addDays(today, -1),
    );
    const estimate = estimateSampleSize({
      history,
      variants: count,
      chosenDays: design.days,
      minimumEffect: design.minimumEffect,
    });
    const quota = quotaPlan(this.deps.youtube, design.kind, plan);
    const spendableToday = await this.deps.ledger.spendableToday(userId);
    const warnings: ExperimentWarning[] = [];
    const writable = grantAllowsWrite(prepared.connection.scopes);
    const running = await this.deps.experiments.runningForVideo(prepared.video.id);
    if (!writable) warnings.push('needsWriteAccess');
    if (running) warnings.push('alreadyRunning');
    if (estimate.status === 'tooLow') warnings.push('trafficTooLow');
    if (estimate.status === 'longer') warnings.push('longerNeeded');
    if (estimate.status === 'noHistory') warnings.push('noHistory');
    if (estimate.metric === 'views') warnings.push('viewsOnly');
    const fromMidnight = Math.abs(design.swapHourUtc - 8);
    if (Math.min(fromMidnight, 24 - fromMidnight) > SWAP_HOUR_TOLERANCE) warnings.push('swapHourMixesDays');
    if (quota.unitsPerSwap > spendableToday) warnings.push('quotaTight');
    return {
      kind: design.kind,
      startsAt: plan.startsAt.toISOString(),
      endsAt: plan.endsAt.toISOString(),
      calendar: plan.days.map((d) => ({
        dayIndex: d.index,
        startsAt: d.startsAt.toISOString(),
        variant: LABELS[d.variant]!,
        swap: null,
      })),
      quota: { ...quota, spendableToday },
      sampleSize: { ...estimate, minimumEffect: design.minimumEffect },
      warnings,
      canStart: writable && !running,
      currentTitle: prepared.video.title,
      channelId: prepared.connection.youtube_channel_id,
    };
  }

  async start(userId: string, design: Design & { idempotencyKey: string }): Promise<ExperimentView> {
    const existing = await this.deps.experiments.findByKey(userId, design.idempotencyKey);
    if (existing) return this.replay(userId, existing, design.videoId);
    const prepared = await this.prepare(userId, design);
    const { video, connection } = prepared;
    if (!grantAllowsWrite(connection.scopes)) {
      throw new AppError(
        'AUTH_REQUIRED',
        'An experiment changes this video’s title or thumbnail every day, which needs permission to edit this channel’s videos. Allow it to continue.',
        {
          details: {
            reason: 'insufficientPermissions',
            needsWriteAccess: true,
            channelId: connection.youtube_channel_id,
          },
        },
      );
    }
    await this.assertNoneRunning(video.id);
    // Variant A is what YouTube has now: read it (1 unit), and for a thumbnail keep its image for the restore.
    const caller = this.deps.tokens.caller(connection);
    const read = await this.deps.youtube.videos(caller, [video.youtube_video_id], { parts: ['snippet'] });
    const current = read.notModified ? undefined : read.data.items?.[0];
    if (!current?.snippet) throw notFound('The video');
    let aFileKey: string | null = null;
    if (design.kind === 'thumbnail') {
      const url = pickThumbnail(current.snippet.thumbnails, LARGEST_FIRST);
      const bytes = url ? await downloadThumbnail(url, this.deps.imageOrigins) : null;
      const accepted = bytes && (await acceptImage(bytes).catch(() => null));
      if (!accepted) {
        throw new AppError(
          'CONFLICT',
          'The video’s current thumbnail could not be read, so it could not be put back after the experiment.',
          { details: { reason: 'currentThumbnailUnreadable' } },
        );
      }
      // Under the user's thumbnails folder, so deleting the account removes it with the studio's images.
      aFileKey = `thumbnails/${userId}/experiments/${design.idempotencyKey}-a.${accepted.contentType === 'image/png' ? 'png' : 'jpg'}`;
      await this.deps.files.put(aFileKey, accepted.image, accepted.contentType);
    }
    const count = prepared.variants.length + 1;
    const plan = planRotation({
      startsAt: rotationStart(this.deps.now(), design.swapHourUtc),
      days: design.days,
      variants: count,
    });
    let row: ExperimentRow | undefined;
    try {
      row = await this.deps.experiments.create(
        {
          user_id: userId,
          video_id: video.id,
          kind: design.kind,
          status: 'running',
          swap_hour: design.swapHourUtc,
          days: design.days,
          minimum_effect: design.minimumEffect,
          starts_at: plan.startsAt,
          ends_at: plan.endsAt,
          idempotency_key: design.idempotencyKey,
        },
        [
          {
            position: 0,
            title: current.snippet.title ?? video.title,
            thumbnail_id: null,
            file_key: aFileKey,
          },
          ...prepared.variants.map((v, i) => ({
            position: i + 1,
            title: v.title,
            thumbnail_id: v.thumbnailId,
            file_key: v.fileKey,
          })),
        ],
        plan.swaps.map((s) => ({
          day_index: s.dayIndex,
          kind: s.kind,
          variant: s.variant,
          due_at: s.dueAt,
          status: 'pending' as const,
        })),
      );
    } catch (error) {
      if ((error as { code?: string }).code === '23505') await this.assertNoneRunning(video.id);
      throw error;
    }
    // Lost a race with the same key: answer the one that won.
    row ??= await this.deps.experiments.findByKey(userId, design.idempotencyKey);
    return this.view(row!);
  }

  async list(userId: string, youtubeVideoId: string): Promise<ExperimentView[]> {
    const { video } = await this.deps.videos.get(userId, youtubeVideoId);
    const rows = await this.deps.experiments.listForVideo(userId, video.id);
    return Promise.all(rows.map((row) => this.view(row, video)));
  }

  async get(userId: string, id: string): Promise<ExperimentView> {
    const row = await this.deps.experiments.findForUser(userId, id);
    if (!row) throw notFound('The experiment');
    return this.view(row);
  }

  /** Stops once: the restore is due at once with the variant to keep; stopping again answers the same. */
  async stop(userId: string, id: string, keep: 'A' | 'B' | 'C'): Promise<ExperimentView> {
    const row = await this.deps.experiments.findForUser(userId, id);
    if (!row) throw notFound('The experiment');
    if (row.status !== 'running' || row.stopped_at) return this.view(row);
    const { variants } = await this.deps.experiments.bundle(row);
    const position = LABELS.indexOf(keep);
    if (position >= variants.length) {
      throw new AppError('VALIDATION', `This experiment has no variant ${keep}.`, {
        details: { field: 'keep' },
      });
    }
    const { video, connection } = await this.videoOf(userId, row);
    if (!grantAllowsWrite(connection.scopes)) {
      throw new AppError(
        'AUTH_REQUIRED',
        'Putting the chosen variant back needs permission to edit this channel’s videos. Allow it to continue.',
        {
          details: {
            reason: 'insufficientPermissions',
            needsWriteAccess: true,
            channelId: connection.youtube_channel_id,
          },
        },
      );
    }
    const stopped = await this.deps.experiments.transaction((trx) =>
      this.deps.experiments.stop(trx, id, position, this.deps.now()),
    );
    if (stopped) await this.deps.jobs.enqueue('experiment-swaps', {}, { key: `experiment-stop:${id}` });
    return this.view((await this.deps.experiments.findById(id))!, video);
  }

  private async replay(userId: string, row: ExperimentRow, youtubeVideoId: string) {
    const { video } = await this.videoOf(userId, row);
    if (video.youtube_video_id !== youtubeVideoId) {
      throw new AppError('CONFLICT', 'This idempotency key was already used for another experiment.', {
        details: { reason: 'keyReused' },
      });
    }
    return this.view(row, video);
  }

  private async videoOf(userId: string, row: ExperimentRow) {
    const video = await this.deps.videosRepo.findById(row.video_id);
    if (!video) throw notFound('The experiment');
    return this.deps.videos.get(userId, video.youtube_video_id);
  }

  private async view(row: ExperimentRow, known?: VideoRow): Promise<ExperimentView> {
    const video = known ?? (await this.deps.videosRepo.findById(row.video_id));
    if (!video) throw notFound('The experiment');
    const bundle = await this.deps.experiments.bundle(row);
    const days = await readExperimentDays(this.deps.dailyMetrics, bundle, video.id, this.deps.now());
    return presentExperiment(bundle, video, days, this.deps.youtube);
  }

  private async assertNoneRunning(videoId: string) {
    const running = await this.deps.experiments.runningForVideo(videoId);
    if (running) {
      throw new AppError('CONFLICT', 'An experiment is already running on this video. Stop it first.', {
        details: { reason: 'alreadyRunning', experimentId: running.id },
      });
    }
  }

  /** The video (the user's, or 404) and the variants, checked: titles by YouTube's rules, thumbnails owned. */
  private async prepare(userId: string, design: Design): Promise<Prepared> {
    const { video, connection } = await this.deps.videos.get(userId, design.videoId);
    if (design.kind === 'title') {
      const titles = design.titles.map((t) => t.trim());
      const seen = new Set([video.title.trim()]);
      for (const title of titles) {
        if (seen.has(title)) {
          throw new AppError(
            'VALIDATION',
            'Each variant needs a title different from the others and from A.',
            {
              details: { field: 'titles', reason: 'duplicate' },
            },
          );
        }
        seen.add(title);
        const verdict = checkMetadata({ title, description: '', tags: [] });
        const problems = verdict.problems.filter((p) => p.field === 'title');
        if (problems.length > 0) {
          throw new AppError('VALIDATION', problems.map((p) => p.message).join(' '), {
            details: { field: 'titles', reason: 'youtubeRules', problems },
          });
        }
      }
      return {
        video,
        connection,
        variants: titles.map((title) => ({ title, thumbnailId: null, fileKey: null })),
      };
    }
    if (new Set(design.thumbnailIds).size !== design.thumbnailIds.length) {
      throw new AppError('VALIDATION', 'Choose different thumbnails for the variants.', {
        details: { field: 'thumbnailIds', reason: 'duplicate' },
      });
    }
    const variants = [];
    for (const id of design.thumbnailIds) {
      const kept = await this.deps.thumbnails.findForUser(userId, id);
      if (!kept || kept.source !== 'composed') throw notFound('The thumbnail');
      variants.push({ title: null, thumbnailId: kept.id, fileKey: kept.file_key });
    }
    return { video, connection, variants };
  }
}

export const LABELS = ['A', 'B', 'C'] as const;
