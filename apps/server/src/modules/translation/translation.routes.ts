// The translation tool's routes: capabilities and estimate, starting jobs, results with edits and review,
// reviewer links (the only routes here that need no session: the link's secret is the credential),
// publishing, the channel glossary, the month's allowance, and the caption analysis. Ids are looked up for the
// signed-in user only; someone else's id is a 404.
import type { FastifyInstance } from 'fastify';
import { translationRoutes } from '@vidcraft/contracts';
import { readableUserId, requireActor } from '../../http/actor.ts';
import { contractRoute } from '../../http/contract-route.ts';
import type { CaptionAnalysisService } from './caption-analysis.service.ts';
import type { GlossaryService } from './glossary.service.ts';
import type { ReviewerLinksService } from './reviewer-links.service.ts';
import type { TranslationPublishService } from './translation-publish.service.ts';
import type { TranslationReviewService } from './translation-review.service.ts';
import type { TranslationService } from './translation.service.ts';

export interface TranslationRouteDeps {
  translation: TranslationService;
  review: TranslationReviewService;
  reviewers: ReviewerLinksService;
  publishing: TranslationPublishService;
  glossary: GlossaryService;
  captionAnalysis: CaptionAnalysisService;
}

export function registerTranslationRoutes(app: FastifyInstance, deps: TranslationRouteDeps): void {
  contractRoute(app, translationRoutes.capabilities, async ({ request }) => {
    requireActor(request);
    return deps.translation.capabilities();
  });

  contractRoute(app, translationRoutes.estimate, async ({ body, request }) =>
    deps.translation.estimate(requireActor(request).userId, body),
  );

  contractRoute(app, translationRoutes.translate, async ({ body, request, reply }) => {
    const actor = requireActor(request);
    return reply.status(202).send(await deps.translation.start(actor.userId, body));
  });

  contractRoute(app, translationRoutes.list, async ({ query, request }) => ({
    jobs: await deps.translation.list(requireActor(request).userId, query),
  }));

  contractRoute(app, translationRoutes.results, async ({ params, request }) =>
    deps.translation.job(requireActor(request).userId, params.id),
  );

  contractRoute(app, translationRoutes.edit, async ({ params, body, request }) =>
    deps.review.editAsOwner(requireActor(request).userId, params.id, params.language, body),
  );

  contractRoute(app, translationRoutes.review, async ({ params, body, request }) =>
    deps.review.decideAsOwner(requireActor(request).userId, params.id, params.language, body.decision),
  );

  contractRoute(app, translationRoutes.publishAttempts, async ({ params, request }) => ({
    attempts: await deps.publishing.attemptsOf(requireActor(request).userId, params.id),
  }));

  contractRoute(app, translationRoutes.publishCaptions, async ({ params, body, request }) =>
    deps.publishing.planCaptions(requireActor(request).userId, params.id, body.idempotencyKey),
  );

  contractRoute(app, translationRoutes.publishOne, async ({ body, request }) => {
    const { attempts, jobs } = await deps.publishing.publishOne(requireActor(request).userId, body);
    return { attempt: attempts[0]!, job: jobs[0]! };
  });

  contractRoute(app, translationRoutes.publishAll, async ({ body, request }) =>
    deps.publishing.publishAll(requireActor(request).userId, body),
  );

  contractRoute(app, translationRoutes.invite, async ({ params, body, request }) =>
    deps.reviewers.invite(requireActor(request).userId, params.id, params.language, body),
  );

  contractRoute(app, translationRoutes.revokeInvite, async ({ params, request }) =>
    deps.reviewers.revoke(requireActor(request).userId, params.id),
  );

  contractRoute(app, translationRoutes.reviewView, async ({ params }) => deps.reviewers.view(params.token));
  contractRoute(app, translationRoutes.reviewEdit, async ({ params, body }) =>
    deps.reviewers.edit(params.token, body),
  );
  contractRoute(app, translationRoutes.reviewDecide, async ({ params, body }) =>
    deps.reviewers.decide(params.token, body.decision),
  );

  contractRoute(app, translationRoutes.glossary, async ({ params, request }) =>
    deps.glossary.forChannel(requireActor(request).userId, params.channelId),
  );

  contractRoute(app, translationRoutes.saveGlossary, async ({ params, body, request }) =>
    deps.glossary.saveForChannel(requireActor(request).userId, params.channelId, body.terms),
  );

  contractRoute(app, translationRoutes.quota, async ({ params, request }) => {
    return deps.translation.quota(readableUserId(requireActor(request), params.id));
  });

  contractRoute(app, translationRoutes.analyzeCaptions, async ({ body, request }) =>
    deps.captionAnalysis.analyze(requireActor(request).userId, body.videoId, body.targetLanguage),
  );
}
