// The admin area's operations routes: jobs, the YouTube quota, AI spend and runtime settings. Every path is
// under /api/admin/, which answers 404 to everyone but an admin before validation (http/actor.ts); each
// handler still asks for the admin itself, so a route moved elsewhere would not open up.
import type { FastifyInstance } from 'fastify';
import { adminOpsRoutes } from '@vidcraft/contracts';
import { requireAdmin } from '../../http/actor.ts';
import { contractRoute } from '../../http/contract-route.ts';
import type { OpsAiSpendService } from './ops-ai-spend.service.ts';
import type { OpsJobsService } from './ops-jobs.service.ts';
import type { OpsQuotaService } from './ops-quota.service.ts';
import type { OpsSettingsService } from './ops-settings.service.ts';

export interface OpsRouteDeps {
  jobs: OpsJobsService;
  quota: OpsQuotaService;
  aiSpend: OpsAiSpendService;
  settings: OpsSettingsService;
}

export function registerOpsRoutes(app: FastifyInstance, deps: OpsRouteDeps): void {
  const admin = (request: Parameters<typeof requireAdmin>[0]) => ({ userId: requireAdmin(request).userId });

  contractRoute(app, adminOpsRoutes.jobs, async ({ query, request }) => {
    admin(request);
    return deps.jobs.overview(query);
  });

  contractRoute(app, adminOpsRoutes.retryJob, async ({ params, body, request }) =>
    deps.jobs.retry(admin(request), params.id, body.idempotencyKey),
  );

  contractRoute(app, adminOpsRoutes.cancelJob, async ({ params, request }) =>
    deps.jobs.cancel(admin(request), params.id),
  );

  contractRoute(app, adminOpsRoutes.youtubeQuota, async ({ query, request }) => {
    admin(request);
    return deps.quota.overview(query.days);
  });

  contractRoute(app, adminOpsRoutes.aiSpend, async ({ query, request }) => {
    admin(request);
    return deps.aiSpend.overview(query.days);
  });

  contractRoute(app, adminOpsRoutes.settings, async ({ request }) => {
    admin(request);
    return { data: await deps.settings.list() };
  });

  contractRoute(app, adminOpsRoutes.updateSetting, async ({ params, body, request }) =>
    deps.settings.update(admin(request), params.key, body.value),
  );
}
