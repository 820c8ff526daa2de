// The operations services of the admin area, composed from the database and the services they read
// (services.ts calls this once per process).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { QuotaLedger, QuotaSettings } from '../../integrations/google/quota-ledger.ts';
import type { SettingDefaults, SettingsService } from '../system/settings.service.ts';
import type { AuditLogRepo } from './audit-log.repo.ts';
import { OpsAiSpendRepo } from './ops-ai-spend.repo.ts';
import { OpsAiSpendService } from './ops-ai-spend.service.ts';
import { OpsJobsRepo } from './ops-jobs.repo.ts';
import { OpsJobsService, type JobDispatcher } from './ops-jobs.service.ts';
import { OpsQuotaRepo } from './ops-quota.repo.ts';
import { OpsQuotaService } from './ops-quota.service.ts';
import { OpsSettingsRepo } from './ops-settings.repo.ts';
import { OpsSettingsService } from './ops-settings.service.ts';

export function createOpsServices(deps: {
  db: Kysely<Database>;
  audit: AuditLogRepo;
  jobs: JobDispatcher;
  ledger: QuotaLedger;
  settings: SettingsService;
  settingDefaults: SettingDefaults;
  now: () => Date;
}) {
  const quotaSettings = async (): Promise<QuotaSettings> => {
    const all = await deps.settings.all();
    return { dailyBudget: all['youtube.dailyBudget'], userShare: all['youtube.userShare'] };
  };
  return {
    jobs: new OpsJobsService({ repo: new OpsJobsRepo(deps.db), audit: deps.audit, jobs: deps.jobs }),
    quota: new OpsQuotaService({
      repo: new OpsQuotaRepo(deps.db),
      ledger: deps.ledger,
      settings: quotaSettings,
      now: deps.now,
    }),
    aiSpend: new OpsAiSpendService({ repo: new OpsAiSpendRepo(deps.db), now: deps.now }),
    settings: new OpsSettingsService({
      repo: new OpsSettingsRepo(deps.db),
      audit: deps.audit,
      settings: deps.settings,
      defaults: deps.settingDefaults,
    }),
  };
}

export type OpsServices = ReturnType<typeof createOpsServices>;
