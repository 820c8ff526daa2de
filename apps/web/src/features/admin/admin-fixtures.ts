// Users, plans and audit entries as the admin API answers them, for the admin pages' tests.
import type { AdminUser, AdminUserDetail, AuditEntry, Plan, QuotaStatus } from '@vidcraft/contracts';

export const ADMIN_ID = '0a000000-0000-4000-8000-000000000001';
export const PRIYA_ID = '0b000000-0000-4000-8000-000000000002';

export function planOf(slug: string, kind: Plan['kind'], id: string): Plan {
  const n = kind === 'paid' ? 100 : 5;
  return {
    id,
    slug,
    kind,
    name: { en: slug[0]!.toUpperCase() + slug.slice(1) },
    description: { en: `The ${slug} plan` },
    prices: { month: null, year: null },
    trialDays: 0,
    limits: {
      optimization: n,
      thumbnailGeneration: n,
      thumbnailUpload: n,
      translationLanguage: n,
      captionTrack: n,
      uploadMinutes: n,
      channels: 1,
    },
    features: [],
    visibility: 'public',
    examplePrices: false,
    sortOrder: 0,
    subscribers: 0,
  };
}

export const TRIAL = planOf('trial', 'trial', '00000000-0000-4000-8000-000000000001');
export const PRO = planOf('pro', 'paid', '00000000-0000-4000-8000-000000000003');
export const OLD = {
  ...planOf('legacy', 'paid', '00000000-0000-4000-8000-000000000009'),
  visibility: 'archived' as const,
};

export function userOf(patch: Partial<AdminUser> & Pick<AdminUser, 'id' | 'email' | 'name'>): AdminUser {
  return {
    avatar: null,
    role: 'user',
    disabled: false,
    disabledAt: null,
    plan: { id: TRIAL.id, name: 'Trial', kind: 'trial' },
    subscriptionStatus: 'trialing',
    period: { start: '2026-11-20T00:00:00.000Z', end: '2026-12-20T00:00:00.000Z' },
    optimizations: { used: 2, limit: 5 },
    channelCount: 0,
    createdAt: '2026-11-20T00:00:00.000Z',
    lastSeenAt: '2026-11-27T12:00:00.000Z',
    ...patch,
  };
}

function quotaOf(plan: Plan): QuotaStatus {
  const usage = Object.fromEntries(
    Object.entries(plan.limits).map(([action, limit]) => [action, { used: 2, limit, remaining: limit - 2 }]),
  ) as QuotaStatus['usage'];
  return {
    plan,
    subscription: {
      id: 'sub-1',
      planId: plan.id,
      status: plan.kind === 'trial' ? 'trialing' : 'active',
      source: plan.kind === 'trial' ? 'trial' : 'admin',
      interval: null,
      price: null,
      startedAt: '2026-11-20T00:00:00.000Z',
      currentPeriodEnd: null,
      trialEndsAt: null,
      cancelAtPeriodEnd: false,
    },
    period: { start: '2026-11-20T00:00:00.000Z', end: '2026-12-20T00:00:00.000Z' },
    usage,
    billing: { provider: 'none', canManage: false },
  };
}

export function detailOf(
  user: AdminUser,
  plan: Plan = TRIAL,
  patch: Partial<AdminUserDetail> = {},
): AdminUserDetail {
  return {
    ...user,
    quota: quotaOf(plan),
    channels: [
      {
        id: 'c-1',
        youtubeChannelId: 'UC1234567890123456789012',
        title: 'Kitchen Atlas',
        handle: '@kitchenatlas',
        thumbnailUrl: null,
        status: 'active',
        lastSyncedAt: '2026-11-27T10:00:00.000Z',
      },
    ],
    credits: [],
    ...patch,
  };
}

export function auditOf(patch: Partial<AuditEntry> & Pick<AuditEntry, 'id' | 'action'>): AuditEntry {
  return {
    actor: { userId: ADMIN_ID, email: 'maya.chen@example.com' },
    target: { type: 'user', id: PRIYA_ID, label: 'priya.nair@example.com' },
    before: null,
    after: null,
    createdAt: '2026-11-27T12:00:00.000Z',
    ...patch,
  };
}
