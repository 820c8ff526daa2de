// Publishing translations. Titles and descriptions: every approved language of a video goes out in ONE
// videos.update through the metadata publish path (exactly once per key, merged with the localizations the
// video already has, default language set, read back, recorded in the history and revertible there) — and
// for many videos one videos.list reads them all first. Caption tracks: one upload per language, planned over
// the quota days by the planner and sent by the send-planned-captions job.
import { createHash } from 'node:crypto';
import type { PublishAttempt, TranslationJob } from '@vidcraft/contracts';
import type { AttemptLanguage, ConnectionRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { JobEngine } from '../../jobs/job-engine.ts';
import { grantAllowsWrite } from '../../integrations/google/google-scopes.ts';
import type { YoutubeClient } from '../../integrations/google/youtube.client.ts';
import type { Video } from '../../integrations/google/youtube.schemas.ts';
import type { ConnectionTokens } from '../channels/connection-tokens.service.ts';
import type { PublishService } from '../optimization/publish.service.ts';
import type { CaptionsRepo } from '../videos/captions.repo.ts';
import type { VideosService } from '../videos/videos.service.ts';
import { planDays, today } from './caption-plan.ts';
import type { PublishAttemptsRepo } from './publish-attempts.repo.ts';
import { presentAttempt } from './translation.presenter.ts';
import { captionTrackName, type TranslationService } from './translation.service.ts';
import type { TranslationJobView, TranslationsRepo } from './translations.repo.ts';

/** One key per video from the request's key, so a retried request publishes each video once. */
export function videoKey(requestKey: string, videoId: string): string {
  const hex = createHash('sha256').update(`${requestKey}:${videoId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** YouTube (and our check before it) refuses localizations on a video whose own language is not set. */
const needsDefaultLanguage = (error: unknown) =>
  error instanceof AppError &&
  ((error.details as { problems?: { reason: string }[] } | undefined)?.problems ?? []).some(
    (p) => p.reason === 'defaultLanguageNotSet',
  );

const PSEUDO_REFUSED =
  'Pseudo-localization is a sandbox preview, not a translation: it cannot be published to a live YouTube channel. Translate with a real engine first.';

export class TranslationPublishService {
  private readonly deps: {
    translations: TranslationsRepo;
    attempts: PublishAttemptsRepo;
    service: TranslationService;
    publishing: PublishService;
    videos: VideosService;
    captionsRepo: CaptionsRepo;
    tokens: ConnectionTokens;
    youtube: YoutubeClient;
    jobs: JobEngine;
    liveGoogle: boolean;
    now: () => Date;
  };
  constructor(deps: TranslationPublishService['deps']) {
    this.deps = deps;
  }

  private async jobFor(userId: string, jobId: string): Promise<TranslationJobView> {
    const job = await this.deps.translations.findJobForUser(userId, jobId);
    if (!job) throw notFound('The translation');
    if (job.pseudo && this.deps.liveGoogle) {
      throw new AppError('VALIDATION', PSEUDO_REFUSED, { details: { reason: 'pseudoTranslation' } });
    }
    return job;
  }

  publishOne(
    userId: string,
    input: { jobId: string; language: string; idempotencyKey: string; defaultLanguage?: string | undefined },
  ) {
    return this.publishMetadata(
      userId,
      [{ jobId: input.jobId, only: input.language }],
      input.idempotencyKey,
      input.defaultLanguage,
    );
  }

  publishAll(
    userId: string,
    input: { jobIds: string[]; idempotencyKey: string; defaultLanguages: Record<string, string> },
  ) {
    return this.publishMetadata(
      userId,
      input.jobIds.map((jobId) => ({ jobId, only: null })),
      input.idempotencyKey,
      undefined,
      input.defaultLanguages,
    );
  }

  private async publishMetadata(
    userId: string,
    items: { jobId: string; only: string | null }[],
    idempotencyKey: string,
    defaultLanguage?: string,
    defaultLanguages: Record<string, string> = {},
  ): Promise<{ attempts: PublishAttempt[]; jobs: TranslationJob[] }> {
    const work: { job: TranslationJobView; languages: string[] }[] = [];
    for (const item of items) {
      const job = await this.jobFor(userId, item.jobId);
      if (!job.metadata)
        throw new AppError('VALIDATION', 'This translation has captions only; plan their upload instead.');
      const rows = await this.deps.translations.languages(job.id);
      const ready = rows.filter(
        (r) => (item.only ? r.language === item.only : true) && r.status === 'approved',
      );
      if (item.only && !rows.some((r) => r.language === item.only)) throw notFound('The translation');
      if (item.only && ready.length === 0) {
        throw new AppError('CONFLICT', 'Approve this language before publishing it.', {
          details: { reason: 'notApproved' },
        });
      }
      work.push({ job, languages: ready.map((r) => r.language) });
    }
    const read = await this.readAll(
      userId,
      work.filter((w) => w.languages.length > 0).map((w) => w.job),
    );
    // The shared read's units are counted on the first video written, so the attempts add up to what was spent.
    let readUnits = read.units;
    const attempts: PublishAttempt[] = [];
    for (const { job, languages } of work) {
      const { attempt, created } = await this.deps.attempts.open({
        jobId: job.id,
        userId,
        idempotencyKey,
        kind: 'metadata',
      });
      if (!created && attempt.status !== 'pending') {
        attempts.push(presentAttempt(attempt));
        continue;
      }
      if (languages.length === 0) {
        attempts.push(
          presentAttempt(
            await this.deps.attempts.close(attempt.id, {
              status: 'failed',
              error_code: 'VALIDATION',
              error_message: 'No language of this video is approved yet.',
            }),
          ),
        );
        continue;
      }
      attempts.push(
        presentAttempt(
          await this.publishVideo(
            userId,
            job,
            languages,
            attempt.id,
            idempotencyKey,
            read.videos.get(job.youtube_video_id),
            defaultLanguages[job.youtube_video_id] ?? defaultLanguage,
            readUnits,
          ),
        ),
      );
      readUnits = 0;
    }
    const jobs = await Promise.all(work.map(({ job }) => this.deps.service.job(userId, job.id)));
    return { attempts, jobs };
  }

  /** One videos.list per channel for up to 50 videos (1 unit), instead of one per video. */
  private async readAll(userId: string, jobs: TranslationJobView[]) {
    const out = new Map<string, Video>();
    let units = 0;
    const byConnection = new Map<string, TranslationJobView[]>();
    for (const job of jobs)
      byConnection.set(job.connection_id, [...(byConnection.get(job.connection_id) ?? []), job]);
    for (const group of byConnection.values()) {
      const { connection } = await this.deps.videos.get(userId, group[0]!.youtube_video_id);
      this.assertCanWrite(connection);
      const caller = this.deps.tokens.caller(connection);
      const ids = [...new Set(group.map((j) => j.youtube_video_id))];
      for (let i = 0; i < ids.length; i += 50) {
        const result = await this.deps.youtube.videos(caller, ids.slice(i, i + 50));
        units += this.deps.youtube.cost('videos.list');
        if (result.notModified) continue;
        for (const video of result.data.items ?? []) out.set(video.id, video);
      }
    }
    return { videos: out, units };
  }

  private async publishVideo(
    userId: string,
    job: TranslationJobView,
    languages: string[],
    attemptId: string,
    idempotencyKey: string,
    current: Video | undefined,
    defaultLanguage: string | undefined,
    readUnits: number,
  ) {
    const rows = (await this.deps.translations.languages(job.id)).filter((r) =>
      languages.includes(r.language),
    );
    const localizations = Object.fromEntries(
      rows.map((r) => [r.language, { title: r.title, description: r.description }]),
    );
    const outcome = (result: AttemptLanguage['outcome'], message: string | null) =>
      rows.map((r) => ({ language: r.language, outcome: result, message }));
    try {
      if (!current) throw notFound('The video on YouTube');
      const chosen = current.snippet?.defaultLanguage ?? defaultLanguage ?? null;
      const result = await this.deps.publishing.publish(
        userId,
        job.youtube_video_id,
        {
          idempotencyKey: videoKey(idempotencyKey, job.video_id),
          fields: { localizations, defaultLanguage: chosen },
          overwrite: true,
          mergeLocalizations: true,
        },
        { kind: 'publish', revertsId: null },
        { current },
      );
      if (result.entry.status !== 'succeeded') {
        throw new AppError(
          'UPSTREAM_UNAVAILABLE',
          result.entry.error_message ?? 'YouTube did not keep the translations.',
        );
      }
      await this.markPublished(rows.map((r) => r.id));
      return this.deps.attempts.close(attemptId, {
        status: 'succeeded',
        languages: outcome('published', null),
        publish_id: result.entry.id,
        units: readUnits + (result.replayed ? 0 : this.deps.youtube.cost('videos.update')),
      });
    } catch (error) {
      if (
        error instanceof AppError &&
        (error.details as { reason?: string } | undefined)?.reason === 'noChanges'
      ) {
        await this.markPublished(rows.map((r) => r.id));
        return this.deps.attempts.close(attemptId, {
          status: 'succeeded',
          languages: outcome('published', 'YouTube already had these translations.'),
          units: readUnits,
        });
      }
      const code = error instanceof AppError ? error.code : 'INTERNAL';
      const message = error instanceof AppError ? error.message : 'Publishing failed unexpectedly.';
      const closed = await this.deps.attempts.close(attemptId, {
        status: 'failed',
        languages: outcome('failed', message),
        error_code: code,
        error_message: message,
        units: readUnits,
      });
      // A refusal the creator must act on is answered as such: a permission to grant, or the original's language.
      if (error instanceof AppError && error.code === 'AUTH_REQUIRED') throw error;
      if (needsDefaultLanguage(error)) {
        throw new AppError(
          'VALIDATION',
          'Say which language the original title and description are in first.',
          {
            details: { reason: 'defaultLanguageNeeded', attemptId: closed.id },
          },
        );
      }
      return closed;
    }
  }

  private async markPublished(ids: string[]) {
    for (const id of ids) {
      await this.deps.translations.updateLanguage(id, { status: 'published', published_at: new Date() });
    }
  }

  /** Plans the approved caption tracks of a job over the quota days, then starts sending today's. */
  async planCaptions(userId: string, jobId: string, idempotencyKey: string) {
    const job = await this.jobFor(userId, jobId);
    const { video, connection } = await this.deps.videos.get(userId, job.youtube_video_id);
    this.assertCanWrite(connection);
    const { attempt, created } = await this.deps.attempts.open({
      jobId,
      userId,
      idempotencyKey,
      kind: 'caption',
    });
    if (created) {
      const ready = (await this.deps.translations.languages(job.id)).filter(
        (r) => r.caption_status === 'translated' && (r.status === 'approved' || r.status === 'published'),
      );
      // Taken atomically: a second tab planning the same job at once gets none of these tracks.
      const taken = new Set(await this.deps.translations.takeCaptionsForPlanning(ready.map((r) => r.id)));
      const rows = ready.filter((r) => taken.has(r.id));
      if (rows.length === 0) {
        await this.deps.attempts.close(attempt.id, {
          status: 'failed',
          error_code: 'VALIDATION',
          error_message: 'No approved caption track to publish.',
        });
        throw new AppError('CONFLICT', 'Approve a language with a translated caption track first.', {
          details: { reason: 'notApproved' },
        });
      }
      const tracks = await this.deps.captionsRepo.tracks(video.id);
      const uploads = rows.map((r) => ({
        id: r.id,
        units: this.deps.youtube.cost(
          tracks.some((t) => t.language === r.language && t.name === captionTrackName(r.language))
            ? 'captions.update'
            : 'captions.insert',
        ),
      }));
      const capacity = await this.deps.service.captionCapacity(userId);
      const planned = await this.deps.service.plannedUnits(userId);
      let days: Map<string, string>;
      try {
        days = planDays(uploads, capacity, planned, today(this.deps.now()));
      } catch (error) {
        await this.deps.translations.releaseCaptionsFromPlanning(rows.map((r) => r.id));
        await this.deps.attempts.close(attempt.id, {
          status: 'failed',
          error_code: 'VALIDATION',
          error_message: String((error as Error).message),
        });
        throw new AppError(
          'VALIDATION',
          `${(error as Error).message} Ask the operator to raise the daily quota or your share of it.`,
          {
            details: { reason: 'quotaShareTooSmall' },
          },
        );
      }
      await this.deps.attempts.planUploads(
        rows.map((r) => ({
          translationId: r.id,
          attemptId: attempt.id,
          userId,
          plannedDay: days.get(r.id)!,
        })),
      );
      await this.deps.jobs.enqueue('send-planned-captions', {}, { key: 'send-planned-captions' });
    }
    return {
      attempt: presentAttempt((await this.deps.attempts.find(attempt.id))!),
      job: await this.deps.service.job(userId, jobId),
    };
  }

  async attemptsOf(userId: string, jobId: string) {
    const job = await this.deps.translations.findJobForUser(userId, jobId);
    if (!job) throw notFound('The translation');
    return (await this.deps.attempts.list(userId, jobId)).map(presentAttempt);
  }

  private assertCanWrite(connection: ConnectionRow) {
    if (grantAllowsWrite(connection.scopes)) return;
    throw new AppError(
      'AUTH_REQUIRED',
      'Publishing needs permission to edit this channel’s videos. Allow it to continue.',
      {
        details: {
          reason: 'insufficientPermissions',
          needsWriteAccess: true,
          channelId: connection.youtube_channel_id,
        },
      },
    );
  }
}
