// The admin area's users and audit-log services, composed from what the rest of the app already has.
import type { QuotaStatus } from '@vidcraft/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PlansService } from '../plans/plans.service.ts';
import type { SubscriptionService } from '../plans/subscription.service.ts';
import type { UsageService } from '../usage/usage.service.ts';
import { AdminUsersRepo } from './admin-users.repo.ts';
import { AdminUsersService } from './admin-users.service.ts';
import type { AuditLogRepo } from './audit-log.repo.ts';
import { AuditLogService } from './audit-log.service.ts';

export function createAdminUserServices(deps: {
  db: Kysely<Database>;
  audit: AuditLogRepo;
  plans: PlansService;
  subscriptions: SubscriptionService;
  usage: UsageService;
  quotaStatus: (userId: string) => Promise<QuotaStatus>;
  deleteAccount: (userId: string) => Promise<void>;
  forgetUserSessions: (userId: string) => Promise<void>;
}) {
  return {
    users: new AdminUsersService({ ...deps, repo: new AdminUsersRepo(deps.db) }),
    auditLog: new AuditLogService(deps.audit),
  };
}
