// Starting an optimization (usage recorded in the same transaction as the job) and reading suggestion sets.
import type { EngineChoice } from '@vidcraft/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { JobEngine } from '../../jobs/job-engine.ts';
import type { VideosRepo } from '../videos/videos.repo.ts';
import type { VideosService } from '../videos/videos.service.ts';
import type { SuggestionsRepo } from './suggestions.repo.ts';
import type { UsageService } from '../usage/usage.service.ts';

export class OptimizationService {
  private readonly deps: {
    db: Kysely<Database>;
    jobs: JobEngine;
    videos: VideosService;
    videosRepo: VideosRepo;
    suggestions: SuggestionsRepo;
    usage: UsageService;
    llmAvailable: boolean;
  };
  constructor(deps: OptimizationService['deps']) {
    this.deps = deps;
  }

  defaultEngine(): EngineChoice {
    return this.deps.llmAvailable ? 'llm' : 'builtin';
  }

  async start(
    userId: string,
    youtubeVideoId: string,
    request: { engine?: EngineChoice | undefined; useCaptions: boolean; titleCount: number },
  ) {
    const { video } = await this.deps.videos.get(userId, youtubeVideoId);
    const engine = request.engine ?? this.defaultEngine();
    if (engine === 'llm' && !this.deps.llmAvailable) {
      throw new AppError(
        'VALIDATION',
        'No AI provider is configured on this server. Use the Basic engine, or ask the operator to set AI_PROVIDER.',
        { details: { reason: 'noProvider' } },
      );
    }
    const terms = await this.deps.usage.terms(userId);
    const { run, created, usage } = await this.deps.db.transaction().execute(async (trx) => {
      const { run, created } = await this.deps.jobs.createRun(
        trx,
        'optimize-video',
        { videoId: video.id, engine, useCaptions: request.useCaptions, titleCount: request.titleCount },
        { ownerUserId: userId, key: `optimize:${video.id}` },
      );
      // Joining an optimization already under way for this video costs nothing more.
      const usage = created
        ? await this.deps.usage.record(trx, userId, 'optimization', { terms, jobRunId: run.id })
        : (await this.deps.usage.summary(userId, trx, terms)).optimizations;
      return { run, created, usage };
    });
    if (created) await this.deps.jobs.dispatch(run);
    return { run, usage: { used: usage.used, limit: usage.limit } };
  }

  async suggestion(userId: string, id: string) {
    const row = await this.deps.suggestions.findForUser(userId, id);
    if (!row) throw notFound('The suggestions');
    const video = await this.deps.videosRepo.findById(row.video_id);
    if (!video) throw notFound('The video');
    return { row, youtubeVideoId: video.youtube_video_id };
  }

  async suggestionsFor(userId: string, youtubeVideoId: string) {
    const { video } = await this.deps.videos.get(userId, youtubeVideoId);
    return this.deps.suggestions.listForVideo(userId, video.id);
  }
}
