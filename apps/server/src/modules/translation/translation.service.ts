// Starting translations (usage counted per video and language in the same transaction as the jobs), the
// estimate shown before, reading results, and the creator's edits and review decisions.
import {
  MORE_YOUTUBE_LANGUAGES,
  TRANSLATION_LANGUAGES,
  type TranslationCapabilities,
  type TranslationEstimate,
  type TranslationRequest,
} from '@vidcraft/contracts';
import { detectLanguage } from '@vidcraft/seo';
import type { VideoRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { JobEngine } from '../../jobs/job-engine.ts';
import type { QuotaLedger } from '../../integrations/google/quota-ledger.ts';
import type { TranslationEngine } from '../../integrations/translation/translation-engine.ts';
import type { TranslationEngines } from '../../integrations/translation/translation-engines.ts';
import type { UsageService } from '../usage/usage.service.ts';
import type { CaptionsRepo } from '../videos/captions.repo.ts';
import type { VideosService } from '../videos/videos.service.ts';
import { captionCapacity, planDays, summarizePlan, today } from './caption-plan.ts';
import type { GlossaryService } from './glossary.service.ts';
import { languageFlag } from './language-flags.ts';
import { maskMetadata } from './protected-metadata.ts';
import type { PublishAttemptsRepo } from './publish-attempts.repo.ts';
import type { ReviewerLinksRepo } from './reviewer-links.repo.ts';
import { presentJob } from './translation.presenter.ts';
import { languageSteps, usageReference } from './translation-languages.ts';
import type { TranslationJobView, TranslationsRepo } from './translations.repo.ts';

/** Language presets the picker offers (ids its texts name). */
const PRESETS = [
  { id: 'top10', languages: ['es', 'pt', 'fr', 'de', 'hi', 'ar', 'ja', 'ko', 'id', 'ru'] },
  {
    id: 'europe',
    languages: ['es', 'fr', 'de', 'it', 'pt-PT', 'nl', 'pl', 'sv', 'da', 'no', 'fi', 'cs', 'el', 'ro', 'hu'],
  },
  {
    id: 'asia',
    languages: ['hi', 'bn', 'ja', 'ko', 'zh-CN', 'zh-TW', 'id', 'th', 'vi', 'fil', 'ms', 'ta', 'te'],
  },
  { id: 'americas', languages: ['es-419', 'pt', 'fr-CA', 'en'] },
  { id: 'all57', languages: [...TRANSLATION_LANGUAGES] },
];

const PROVIDER_HELP =
  'Set TRANSLATION_PROVIDER to deepl, google or libretranslate (with TRANSLATION_API_KEY or TRANSLATION_BASE_URL), or to llm with an AI provider configured, then restart. Captions can still use YouTube’s own translation.';

export interface TranslationServiceDeps {
  jobs: JobEngine;
  videos: VideosService;
  translations: TranslationsRepo;
  attempts: PublishAttemptsRepo;
  reviewers: ReviewerLinksRepo;
  glossary: GlossaryService;
  captionsRepo: CaptionsRepo;
  engines: TranslationEngines;
  usage: UsageService;
  ledger: QuotaLedger;
  userShare: () => Promise<number>;
  now: () => Date;
}

export class TranslationService {
  private readonly deps: TranslationServiceDeps;
  constructor(deps: TranslationServiceDeps) {
    this.deps = deps;
  }

  capabilities(): TranslationCapabilities {
    const engines = this.deps.engines.list();
    const real = engines.some((e) => !e.pseudo);
    return {
      engines: engines.map(engineInfo),
      defaultEngine: this.deps.engines.default()?.id ?? null,
      providerHelp: real ? null : PROVIDER_HELP,
      youtubeCaptionTranslation: true,
      languages: { core: [...TRANSLATION_LANGUAGES], more: [...MORE_YOUTUBE_LANGUAGES] },
      presets: PRESETS,
    };
  }

  /** The engine a request names (or the default), refused with the reason when there is none to use. */
  private engineFor(request: TranslationRequest): TranslationEngine | null {
    const needsEngine = request.metadata || request.captions?.source === 'engine';
    if (!needsEngine) return null;
    const engine = request.engine ? this.deps.engines.get(request.engine) : this.deps.engines.default();
    if (!engine) {
      throw new AppError(
        'VALIDATION',
        `No translation engine is configured on this server. ${PROVIDER_HELP}`,
        {
          details: { reason: 'noProvider' },
        },
      );
    }
    return engine;
  }

  private async videosOf(userId: string, ids: readonly string[]) {
    const unique = [...new Set(ids)];
    return Promise.all(unique.map((id) => this.deps.videos.get(userId, id)));
  }

  async estimate(userId: string, request: TranslationRequest): Promise<TranslationEstimate> {
    const engine = this.engineFor(request);
    const videos = await this.videosOf(userId, request.videoIds);
    const languages = [...new Set(request.languages)];
    const unsupported = engine ? languages.filter((l) => !engine.supports(l)) : [];
    const usable = languages.filter((l) => !unsupported.includes(l));
    let characters = 0;
    let providerCalls = 0;
    let costUsd: number | null = engine ? 0 : null;
    const captionUploads: { id: string; units: number }[] = [];
    let captionReadUnits = 0;
    for (const { video, connection } of videos) {
      const targets = usable.filter((l) => l !== sourceLanguageOf(video));
      if (request.metadata && engine) {
        const glossary = await this.deps.glossary.entries(connection.id, connection.channel_title);
        const { sent } = maskMetadata(video.title, video.description, glossary);
        const chars = sent.reduce((n, s) => n + s.masked.length, 0);
        const segments = sent.length;
        const sourceLanguage = sourceLanguageOf(video);
        // As the job runs: each step of languages, then every translation back in one request.
        const calls = [
          ...languageSteps(targets).map((step) =>
            engine.estimate({ characters: chars, segments, languages: step.length, sourceLanguage }),
          ),
          engine.estimate({
            // The back-translation reads the translations, which run about 30 % longer than the source.
            characters: Math.ceil(chars * 1.3) * targets.length,
            segments: segments * targets.length,
            languages: 1,
            sourceLanguages: targets,
          }),
        ];
        characters += chars * targets.length;
        for (const one of calls) {
          providerCalls += one.calls;
          costUsd = one.costUsd === null || costUsd === null ? null : costUsd + one.costUsd;
        }
      }
      if (request.captions) {
        const tracks = await this.deps.captionsRepo.tracks(video.id);
        const youtubeOwn = request.captions.source === 'youtube';
        captionReadUnits += youtubeOwn ? targets.length * this.deps.ledger.cost('captions.download') : 0;
        for (const language of targets) {
          const exists = tracks.some((t) => t.language === language && t.name === captionTrackName(language));
          captionUploads.push({
            id: `${video.id}:${language}`,
            units: this.deps.ledger.cost(exists ? 'captions.update' : 'captions.insert'),
          });
        }
      }
    }
    const plan = await this.planCaptions(userId, captionUploads);
    const metadataUnits = request.metadata
      ? Math.ceil(videos.length / 50) * this.deps.ledger.cost('videos.list') +
        videos.length * this.deps.ledger.cost('videos.update')
      : 0;
    const terms = await this.deps.usage.terms(userId);
    const [languageAllowance, captionAllowance] = await Promise.all([
      this.deps.usage.allowance(userId, 'translationLanguage', undefined, terms),
      this.deps.usage.allowance(userId, 'captionTrack', undefined, terms),
    ]);
    const sources = new Map(videos.map(({ video }) => [video.id, sourceLanguageOf(video)]));
    const pairs = videos.flatMap(({ video }) => usable.filter((l) => l !== sources.get(video.id)));
    return {
      engine: engine ? engineInfo(engine) : null,
      videos: videos.length,
      languages: usable.length,
      characters,
      providerCalls,
      costUsd,
      youtube: {
        metadataUnits,
        captionTracks: captionUploads.length,
        captionUnits: captionReadUnits + captionUploads.reduce((n, u) => n + u.units, 0),
        captionPlan: plan,
      },
      usage: {
        languagesNeeded: request.metadata ? pairs.length : 0,
        languagesRemaining: languageAllowance.remaining,
        captionTracksNeeded: request.captions ? pairs.length : 0,
        captionTracksRemaining: captionAllowance.remaining,
      },
      flags: languages.flatMap((language) => {
        const reasons = videos.map(({ video }) => languageFlag(language, sourceLanguageOf(video)));
        const reason = reasons.find((r) => r === 'smallOnlineAudience') ?? reasons.find((r) => r !== null);
        return reason ? [{ language, reason }] : [];
      }),
      unsupported,
    };
  }

  /** Lays caption uploads over the quota days (the plan shown before starting and when publishing). */
  async planCaptions(userId: string, uploads: readonly { id: string; units: number }[]) {
    if (uploads.length === 0) return [];
    const capacity = await this.captionCapacity(userId);
    const planned = await this.plannedUnits(userId);
    try {
      return summarizePlan(uploads, planDays(uploads, capacity, planned, today(this.deps.now())));
    } catch (error) {
      if (error instanceof RangeError) throw tooSmallShare(error.message);
      throw error;
    }
  }

  async captionCapacity(userId: string) {
    const [dailyBudget, userShare, spendableToday] = await Promise.all([
      this.deps.ledger.dailyBudget(),
      this.deps.userShare(),
      this.deps.ledger.spendableToday(userId),
    ]);
    return captionCapacity({ dailyBudget, userShare, spendableToday });
  }

  async plannedUnits(userId: string): Promise<Map<string, number>> {
    const rows = await this.deps.attempts.plannedUnits(userId);
    // Planned uploads are counted at the dearer price: the plan must not promise room it lacks.
    const units = this.deps.ledger.cost('captions.update');
    return new Map(rows.map((r) => [r.planned_day, r.n * units]));
  }

  async start(userId: string, body: TranslationRequest & { idempotencyKey: string }) {
    const engine = this.engineFor(body);
    const videos = await this.videosOf(userId, body.videoIds);
    const languages = [...new Set(body.languages)];
    if (engine) {
      const unsupported = languages.filter((l) => !engine.supports(l));
      if (unsupported.length > 0) {
        throw new AppError(
          'VALIDATION',
          `${engine.label} cannot translate into: ${unsupported.join(', ')}.`,
          {
            details: { reason: 'unsupportedLanguages', languages: unsupported },
          },
        );
      }
    }
    const terms = await this.deps.usage.terms(userId);
    const started = await this.deps.translations.transaction(async (trx) => {
      const out = [];
      for (const { video } of videos) {
        const source = sourceLanguageOf(video);
        const targets = languages.filter((l) => l !== source);
        if (targets.length === 0) continue;
        const { job, translations, created } = await this.deps.translations.createJob(
          trx,
          {
            user_id: userId,
            video_id: video.id,
            idempotency_key: body.idempotencyKey,
            engine: engine?.id ?? null,
            engine_label: engine?.label ?? 'YouTube machine translation',
            pseudo: engine?.pseudo ?? false,
            source_language: source,
            metadata: body.metadata,
            caption_source: body.captions?.source ?? null,
            source_title: video.title,
            source_description: video.description,
          },
          targets,
        );
        if (!created) {
          out.push({ job, run: null });
          continue;
        }
        const references = translations.map((t) => usageReference(t.id));
        if (body.metadata) {
          await this.deps.usage.recordMany(trx, userId, 'translationLanguage', references, { terms });
        }
        if (body.captions) {
          await this.deps.usage.recordMany(trx, userId, 'captionTrack', references, { terms });
        }
        const { run } = await this.deps.jobs.createRun(
          trx,
          'translate-video',
          { translationJobId: job.id },
          { ownerUserId: userId, key: `translate:${job.id}` },
        );
        await this.deps.translations.setJobRun(trx, job.id, run.id);
        out.push({ job: { ...job, job_run_id: run.id }, run });
      }
      return out;
    });
    if (started.length === 0) {
      throw new AppError('VALIDATION', 'Every chosen language is the videos’ own language: choose another.', {
        details: { reason: 'nothingToTranslate' },
      });
    }
    for (const { run } of started) if (run) await this.deps.jobs.dispatch(run);
    const videoIdOf = new Map(videos.map(({ video }) => [video.id, video.youtube_video_id]));
    return {
      jobs: started.map(({ job }) => ({
        id: job.id,
        videoId: videoIdOf.get(job.video_id)!,
        jobRunId: job.job_run_id!,
      })),
    };
  }

  async job(userId: string, id: string) {
    const job = await this.deps.translations.findJobForUser(userId, id);
    if (!job) throw notFound('The translation');
    return this.present(job);
  }

  async list(userId: string, query: { videoId?: string | undefined; limit: number }) {
    const videoId = query.videoId ? (await this.deps.videos.get(userId, query.videoId)).video.id : undefined;
    const jobs = await this.deps.translations.listJobs(userId, {
      ...(videoId ? { videoId } : {}),
      limit: query.limit,
    });
    return Promise.all(jobs.map((job) => this.present(job)));
  }

  async present(job: TranslationJobView) {
    const rows = await this.deps.translations.languages(job.id);
    const ids = rows.map((r) => r.id);
    const [edits, invites, plannedDays] = await Promise.all([
      this.deps.translations.edits(ids),
      this.deps.reviewers.forTranslations(ids),
      this.deps.attempts.plannedDays(ids),
    ]);
    return presentJob(job, rows, { edits, invites, plannedDays });
  }

  async quota(userId: string) {
    const terms = await this.deps.usage.terms(userId);
    const { start, end } = terms.period;
    const [languages, captionTracks, unitsLeftToday] = await Promise.all([
      this.deps.usage.allowance(userId, 'translationLanguage', undefined, terms),
      this.deps.usage.allowance(userId, 'captionTrack', undefined, terms),
      this.deps.ledger.spendableToday(userId),
    ]);
    return {
      period: { start: start.toISOString(), end: end.toISOString() },
      languages,
      captionTracks,
      youtube: {
        unitsPerMetadataPublish:
          this.deps.ledger.cost('videos.list') + this.deps.ledger.cost('videos.update'),
        unitsPerCaptionInsert: this.deps.ledger.cost('captions.insert'),
        unitsPerCaptionUpdate: this.deps.ledger.cost('captions.update'),
        unitsLeftToday,
      },
    };
  }
}

/** The name Vidcraft gives the caption tracks it publishes (YouTube tells tracks apart by language and name). */
export const captionTrackName = (language: string) => `Vidcraft (${language})`;

/** The language the video's own title and description are in. */
export function sourceLanguageOf(video: VideoRow): string {
  return video.default_language ?? detectLanguage(`${video.title}\n${video.description}`) ?? 'en';
}

function engineInfo(engine: TranslationEngine) {
  return { id: engine.id, label: engine.label, pseudo: engine.pseudo };
}

const tooSmallShare = (message: string) =>
  new AppError('VALIDATION', `${message} Ask the operator to raise the daily quota or your share of it.`, {
    details: { reason: 'quotaShareTooSmall' },
  });
