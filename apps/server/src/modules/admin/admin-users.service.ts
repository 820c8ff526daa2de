// What admins do to users: find them, read their plan and usage, disable or enable them, grant or remove the
// admin role, put them on a plan, grant extra credits for this period, and delete them the way they could delete
// themselves. Each change is audited with what it was before and after, in the change's own transaction (the
// deletion, which revokes Google grants over the network first, is audited once it is done). An admin cannot
// disable or delete themselves, and the last admin who can still act keeps the role.
import type { AdminUser, AdminUserDetail, CreditAction, QuotaStatus, UserRole } from '@vidcraft/contracts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { PlansService } from '../plans/plans.service.ts';
import type { SubscriptionService } from '../plans/subscription.service.ts';
import type { UsageService } from '../usage/usage.service.ts';
import type { AdminUserRow, AdminUsersRepo } from './admin-users.repo.ts';
import type { AuditLogRepo } from './audit-log.repo.ts';
import { decodeCursor, encodeCursor } from './keyset-cursor.ts';

export interface AdminActor {
  userId: string;
}

const refused = (message: string, reason: string) =>
  new AppError('CONFLICT', message, { details: { reason } });

export class AdminUsersService {
  private readonly deps: {
    repo: AdminUsersRepo;
    audit: AuditLogRepo;
    plans: PlansService;
    subscriptions: SubscriptionService;
    usage: UsageService;
    quotaStatus: (userId: string) => Promise<QuotaStatus>;
    /** The self-deletion path (AccountService.deleteAccount): grants revoked, then the user and their data. */
    deleteAccount: (userId: string) => Promise<void>;
    /** Once a change to the user's access is committed: their sessions are read afresh on the next request. */
    forgetUserSessions: (userId: string) => Promise<void>;
  };
  constructor(deps: AdminUsersService['deps']) {
    this.deps = deps;
  }

  async list(query: { q?: string | undefined; cursor?: string | undefined; limit: number }) {
    const rows = await this.deps.repo.list({
      q: query.q || undefined,
      after: query.cursor ? decodeCursor(query.cursor) : undefined,
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      data: await Promise.all(page.map((row) => this.present(row))),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last.sort_key, last.id) : null,
    };
  }

  async detail(id: string): Promise<AdminUserDetail> {
    const row = await this.deps.repo.find(id);
    if (!row) throw notFound('The user');
    const [summary, quota, channels] = await Promise.all([
      this.present(row),
      this.deps.quotaStatus(id),
      this.deps.repo.channels(id),
    ]);
    const period = { start: new Date(quota.period.start), end: new Date(quota.period.end) };
    const credits = await this.deps.repo.credits(id, period);
    return {
      ...summary,
      quota,
      channels: channels.map((c) => ({
        id: c.id,
        youtubeChannelId: c.youtube_channel_id,
        title: c.channel_title,
        handle: c.channel_handle,
        thumbnailUrl: c.thumbnail_url,
        status: c.status,
        lastSyncedAt: c.last_synced_at?.toISOString() ?? null,
      })),
      credits: credits.map((c) => ({
        id: c.id,
        action: c.kind as CreditAction,
        amount: c.amount,
        periodStart: c.period_start.toISOString(),
        grantedBy: c.granted_by_email,
        createdAt: c.created_at.toISOString(),
      })),
    };
  }

  async setAccess(actor: AdminActor, id: string, disabled: boolean): Promise<AdminUserDetail> {
    if (disabled && id === actor.userId) {
      throw refused('You cannot disable your own account.', 'self');
    }
    await this.deps.repo.transaction(async (trx) => {
      await this.deps.repo.lockAdmins(trx);
      const row = await this.deps.repo.find(id, trx);
      if (!row) throw notFound('The user');
      const was = row.disabled_at !== null;
      if (was === disabled) return;
      if (disabled && row.is_admin && (await this.deps.repo.activeAdmins(trx)) <= 1) {
        throw refused('The last admin cannot be disabled.', 'lastAdmin');
      }
      await this.deps.repo.setDisabled(trx, id, disabled);
      const sessionsEnded = disabled ? await this.deps.repo.endSessions(trx, id) : 0;
      await this.deps.audit.record(trx, {
        actor,
        action: disabled ? 'user.disable' : 'user.enable',
        target: { type: 'user', id },
        before: { email: row.email, disabled: was },
        after: { email: row.email, disabled, ...(disabled ? { sessionsEnded } : {}) },
      });
    });
    await this.deps.forgetUserSessions(id);
    return this.detail(id);
  }

  async setRole(actor: AdminActor, id: string, role: UserRole): Promise<AdminUserDetail> {
    await this.deps.repo.transaction(async (trx) => {
      await this.deps.repo.lockAdmins(trx);
      const row = await this.deps.repo.find(id, trx);
      if (!row) throw notFound('The user');
      const was: UserRole = row.is_admin ? 'admin' : 'user';
      if (was === role) return;
      if (role === 'user' && row.disabled_at === null && (await this.deps.repo.activeAdmins(trx)) <= 1) {
        throw refused('The last admin cannot lose the role. Make someone else an admin first.', 'lastAdmin');
      }
      await this.deps.repo.setAdmin(trx, id, role === 'admin');
      await this.deps.audit.record(trx, {
        actor,
        action: role === 'admin' ? 'user.grantAdmin' : 'user.removeAdmin',
        target: { type: 'user', id },
        before: { email: row.email, role: was },
        after: { email: row.email, role },
      });
    });
    await this.deps.forgetUserSessions(id);
    return this.detail(id);
  }

  async grantPlan(
    actor: AdminActor,
    id: string,
    body: { planId: string; note?: string | undefined },
  ): Promise<AdminUserDetail> {
    // Read before the transaction: in embedded mode it holds the only connection.
    const [plan, current] = await Promise.all([
      this.deps.plans.find(body.planId),
      this.deps.repo.find(id).then((row) => (row ? this.deps.subscriptions.current(id) : null)),
    ]);
    if (!current) throw notFound('The user');
    if (!plan) throw notFound('The plan');
    if (plan.visibility === 'archived') {
      throw refused(
        'This plan is archived: make it visible again before giving it to anyone.',
        'planArchived',
      );
    }
    await this.deps.repo.transaction(async (trx) => {
      const row = await this.deps.repo.find(id, trx);
      if (!row) throw notFound('The user');
      const subscription = await this.deps.subscriptions.replace(trx, id, plan, {
        source: 'admin',
        status: 'active',
        interval: null,
        price: null,
        currentPeriodEnd: null,
      });
      await this.deps.audit.record(trx, {
        actor,
        action: 'user.grantPlan',
        target: { type: 'user', id },
        before: {
          email: row.email,
          plan: current.plan.slug,
          status: current.subscription.status,
          source: current.subscription.source,
        },
        after: {
          email: row.email,
          plan: plan.slug,
          status: subscription.status,
          source: subscription.source,
          ...(body.note ? { note: body.note } : {}),
        },
      });
    });
    return this.detail(id);
  }

  async grantCredits(
    actor: AdminActor,
    id: string,
    body: { action: CreditAction; amount: number; idempotencyKey: string },
  ): Promise<AdminUserDetail> {
    const user = await this.deps.repo.find(id);
    if (!user) throw notFound('The user');
    const terms = await this.deps.usage.terms(id);
    const limitBefore = terms.limits[body.action];
    await this.deps.repo.transaction(async (trx) => {
      if (!(await this.deps.repo.find(id, trx))) throw notFound('The user');
      const granted = await this.deps.repo.grantCredit(trx, {
        userId: id,
        kind: body.action,
        amount: body.amount,
        periodStart: terms.period.start,
        grantedBy: actor.userId,
        idempotencyKey: body.idempotencyKey,
      });
      if (!granted) return this.checkSameGrant(trx, id, body);
      await this.deps.audit.record(trx, {
        actor,
        action: 'user.grantCredits',
        target: { type: 'user', id },
        // Keyed by the action, so the change reads "limitThisPeriod.optimization: 100 → 110".
        before: { email: user.email, limitThisPeriod: { [body.action]: limitBefore } },
        after: {
          email: user.email,
          limitThisPeriod: { [body.action]: limitBefore + body.amount },
          amount: body.amount,
          periodStart: terms.period.start.toISOString(),
        },
      });
    });
    return this.detail(id);
  }

  /** A repeated key is the same request again (nothing to do); the same key for another grant is a mistake. */
  private async checkSameGrant(
    trx: Parameters<AdminUsersRepo['creditByKey']>[0],
    id: string,
    body: { action: CreditAction; amount: number; idempotencyKey: string },
  ): Promise<void> {
    const earlier = await this.deps.repo.creditByKey(trx, id, body.idempotencyKey);
    if (earlier && (earlier.kind !== body.action || earlier.amount !== body.amount)) {
      throw refused('This request key was already used for a different grant.', 'idempotencyKeyReused');
    }
  }

  async deleteUser(actor: AdminActor, id: string): Promise<void> {
    if (id === actor.userId) {
      throw refused('You cannot delete your own account here: use your profile.', 'self');
    }
    const row = await this.deps.repo.find(id);
    if (!row) throw notFound('The user');
    const before = await this.present(row);
    await this.deps.deleteAccount(id);
    await this.deps.repo.transaction((trx) =>
      this.deps.audit.record(trx, {
        actor,
        action: 'user.delete',
        target: { type: 'user', id },
        before: {
          email: before.email,
          name: before.name,
          role: before.role,
          plan: before.plan.name,
          channels: before.channelCount,
        },
        after: null,
      }),
    );
  }

  private async present(row: AdminUserRow): Promise<AdminUser> {
    const current = await this.deps.subscriptions.current(row.id);
    const terms = await this.deps.usage.terms(row.id);
    const optimizations = await this.deps.usage.allowance(row.id, 'optimization', undefined, terms);
    const seen = [row.session_seen_at, row.last_sign_in_at]
      .filter((d): d is Date => d instanceof Date)
      .sort((a, b) => b.getTime() - a.getTime())[0];
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      avatar: row.avatar_url,
      role: row.is_admin ? 'admin' : 'user',
      disabled: row.disabled_at !== null,
      disabledAt: row.disabled_at?.toISOString() ?? null,
      plan: { id: current.plan.id, name: current.plan.name.en ?? current.plan.slug, kind: current.plan.kind },
      subscriptionStatus: current.subscription.status,
      period: { start: current.period.start.toISOString(), end: current.period.end.toISOString() },
      optimizations: { used: optimizations.used, limit: optimizations.limit },
      channelCount: row.channel_count ?? 0,
      createdAt: row.created_at.toISOString(),
      lastSeenAt: seen?.toISOString() ?? null,
    };
  }
}
