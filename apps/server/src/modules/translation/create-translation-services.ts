// The translation module's services, composed from the shared ones (services.ts calls this once).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { QuotaLedger } from '../../integrations/google/quota-ledger.ts';
import type { YoutubeClient } from '../../integrations/google/youtube.client.ts';
import type { TranslationEngines } from '../../integrations/translation/translation-engines.ts';
import type { JobEngine } from '../../jobs/job-engine.ts';
import type { UsersRepo } from '../auth/users.repo.ts';
import type { ConnectionTokens } from '../channels/connection-tokens.service.ts';
import type { ConnectionsRepo } from '../channels/connections.repo.ts';
import type { PublishService } from '../optimization/publish.service.ts';
import type { SettingsService } from '../system/settings.service.ts';
import type { UsageService } from '../usage/usage.service.ts';
import type { CaptionsRepo } from '../videos/captions.repo.ts';
import type { CaptionsService } from '../videos/captions.service.ts';
import type { VideosService } from '../videos/videos.service.ts';
import { CaptionAnalysisService } from './caption-analysis.service.ts';
import { GlossariesRepo } from './glossaries.repo.ts';
import { GlossaryService } from './glossary.service.ts';
import { PublishAttemptsRepo } from './publish-attempts.repo.ts';
import { ReviewerLinksRepo } from './reviewer-links.repo.ts';
import { ReviewerLinksService } from './reviewer-links.service.ts';
import { TranslationPublishService } from './translation-publish.service.ts';
import { TranslationReviewService } from './translation-review.service.ts';
import { TranslationService } from './translation.service.ts';
import { TranslationsRepo } from './translations.repo.ts';

export function createTranslationServices(deps: {
  db: Kysely<Database>;
  jobs: JobEngine;
  videos: VideosService;
  captions: CaptionsService;
  captionsRepo: CaptionsRepo;
  tokens: ConnectionTokens;
  youtube: YoutubeClient;
  ledger: QuotaLedger;
  settings: SettingsService;
  usage: UsageService;
  publishing: PublishService;
  engines: TranslationEngines;
  users: UsersRepo;
  connections: ConnectionsRepo;
  publicUrl: string;
  liveGoogle: boolean;
  now: () => Date;
}) {
  const translations = new TranslationsRepo(deps.db);
  const attempts = new PublishAttemptsRepo(deps.db);
  const reviewerLinks = new ReviewerLinksRepo(deps.db);
  const glossary = new GlossaryService(new GlossariesRepo(deps.db), deps.connections);
  const translation = new TranslationService({
    jobs: deps.jobs,
    videos: deps.videos,
    translations,
    attempts,
    reviewers: reviewerLinks,
    glossary,
    captionsRepo: deps.captionsRepo,
    engines: deps.engines,
    usage: deps.usage,
    ledger: deps.ledger,
    userShare: () => deps.settings.get('youtube.userShare'),
    now: deps.now,
  });
  const review = new TranslationReviewService(translations, deps.users);
  return {
    translations,
    translationAttempts: attempts,
    glossary,
    translation,
    translationReview: review,
    reviewers: new ReviewerLinksService({
      links: reviewerLinks,
      translations,
      review,
      publicUrl: deps.publicUrl,
    }),
    translationPublishing: new TranslationPublishService({
      translations,
      attempts,
      service: translation,
      publishing: deps.publishing,
      videos: deps.videos,
      captionsRepo: deps.captionsRepo,
      tokens: deps.tokens,
      youtube: deps.youtube,
      jobs: deps.jobs,
      liveGoogle: deps.liveGoogle,
      now: deps.now,
    }),
    captionAnalysis: new CaptionAnalysisService({
      videos: deps.videos,
      captions: deps.captions,
      captionsRepo: deps.captionsRepo,
      engines: deps.engines,
      youtube: deps.youtube,
    }),
  };
}
