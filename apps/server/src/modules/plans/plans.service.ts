// Plans: seeded once per deployment (safe to repeat), read by everyone who needs a limit, and changed by
// admins — each change audited in the same transaction. A price change applies to new subscriptions only
// (subscriptions keep the price they started with); limits apply at once. A plan anyone ever used can be
// archived but not deleted.
import type { Plan, PlanBody, Price } from '@vidcraft/contracts';
import type { Config } from '../../config.ts';
import type { PlanRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { AuditLogRepo } from '../admin/audit-log.repo.ts';
import type { SettingsRepo } from '../system/settings.repo.ts';
import { planSeeds } from './plan-seeds.ts';
import type { PlansRepo } from './plans.repo.ts';

/** Limits an admin set before plans existed (runtime settings) carry over to the trial plan. */
const LEGACY_LIMIT_SETTINGS: Record<string, keyof Plan['limits']> = {
  'optimization.monthlyLimit': 'optimization',
  'thumbnail.generationsMonthlyLimit': 'thumbnailGeneration',
  'thumbnail.uploadsMonthlyLimit': 'thumbnailUpload',
  'translation.languagesMonthlyLimit': 'translationLanguage',
  'translation.captionTracksMonthlyLimit': 'captionTrack',
};

export function presentPlan(row: PlanRow, subscribers: number | null): Plan {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    name: row.name,
    description: row.description,
    prices: row.prices,
    trialDays: row.trial_days,
    limits: row.limits,
    features: row.features,
    visibility: row.visibility,
    examplePrices: row.example_prices,
    sortOrder: row.sort_order,
    subscribers,
  };
}

export interface AdminActor {
  userId: string;
}

export class PlansService {
  private readonly deps: {
    plans: PlansRepo;
    audit: AuditLogRepo;
    settings: SettingsRepo;
    usage: Config['usage'];
  };
  private seeded: Promise<void> | null = null;
  constructor(deps: PlansService['deps']) {
    this.deps = deps;
  }

  /** Seeds the default plans the first time any plan is needed. */
  ready(): Promise<void> {
    this.seeded ??= this.seed().catch((error: unknown) => {
      this.seeded = null;
      throw error;
    });
    return this.seeded;
  }

  private async seed() {
    const legacy = (await this.deps.settings.listAll()).filter((r) => r.key in LEGACY_LIMIT_SETTINGS);
    for (const plan of planSeeds(this.deps.usage)) {
      if (plan.kind === 'trial' && legacy.length > 0) {
        const limits = JSON.parse(plan.limits as string) as Plan['limits'];
        for (const row of legacy) {
          if (typeof row.value === 'number') limits[LEGACY_LIMIT_SETTINGS[row.key]!] = row.value;
        }
        plan.limits = JSON.stringify(limits);
      }
      await this.deps.plans.insertIfMissing(plan);
    }
  }

  async find(id: string): Promise<PlanRow | undefined> {
    await this.ready();
    return this.deps.plans.find(id);
  }

  async ofKind(kind: 'trial' | 'free'): Promise<PlanRow> {
    await this.ready();
    const plan = await this.deps.plans.findKind(kind);
    if (!plan) throw new Error(`The ${kind} plan is missing.`);
    return plan;
  }

  /** What anyone may see: public plans, in order. */
  async publicPlans(): Promise<Plan[]> {
    await this.ready();
    const rows = await this.deps.plans.list({ includeArchived: false });
    return rows.filter((r) => r.visibility === 'public').map((r) => presentPlan(r, null));
  }

  async adminPlans(): Promise<Plan[]> {
    await this.ready();
    const [rows, counts] = await Promise.all([
      this.deps.plans.list({ includeArchived: true }),
      this.deps.plans.subscriberCounts(),
    ]);
    return rows.map((r) => presentPlan(r, counts.get(r.id) ?? 0));
  }

  async create(actor: AdminActor, body: PlanBody): Promise<Plan> {
    await this.ready();
    const slug = body.slug ?? slugOf(body.name.en!);
    if (await this.deps.plans.findBySlug(slug)) {
      throw new AppError('CONFLICT', `A plan named “${slug}” exists already.`, {
        details: { reason: 'slugTaken' },
      });
    }
    return this.deps.plans.transaction(async (trx) => {
      const row = await this.deps.plans.insert(trx, { ...columnsOf(body), slug, kind: 'paid' });
      const plan = presentPlan(row, 0);
      await this.deps.audit.record(trx, {
        actor,
        action: 'plan.create',
        target: { type: 'plan', id: row.id },
        before: null,
        after: plan,
      });
      return plan;
    });
  }

  async update(actor: AdminActor, id: string, body: Omit<PlanBody, 'slug'>): Promise<Plan> {
    await this.ready();
    return this.deps.plans.transaction(async (trx) => {
      const before = await this.deps.plans.find(id, trx);
      if (!before) throw notFound('The plan');
      if (before.kind !== 'paid' && body.visibility === 'archived') {
        throw new AppError(
          'VALIDATION',
          'The trial and free plans cannot be archived: every user needs them.',
          {
            details: { reason: 'planRequired' },
          },
        );
      }
      const pricesChanged = !samePrices(presentPlan(before, null).prices, body.prices);
      const row = await this.deps.plans.update(trx, id, {
        ...columnsOf(body),
        // Prices an admin set are this deployment's own; old provider prices are not reused for new amounts.
        ...(pricesChanged ? { example_prices: false, provider_prices: JSON.stringify({}) } : {}),
      });
      const plan = presentPlan(row, null);
      await this.deps.audit.record(trx, {
        actor,
        action: 'plan.update',
        target: { type: 'plan', id },
        before: presentPlan(before, null),
        after: plan,
      });
      return plan;
    });
  }

  async delete(actor: AdminActor, id: string): Promise<void> {
    await this.ready();
    await this.deps.plans.transaction(async (trx) => {
      const before = await this.deps.plans.find(id, trx);
      if (!before) throw notFound('The plan');
      if (before.kind !== 'paid' || (await this.deps.plans.everUsed(trx, id))) {
        throw new AppError('CONFLICT', 'This plan has or had subscribers: archive it instead.', {
          details: { reason: 'planInUse' },
        });
      }
      await this.deps.plans.delete(trx, id);
      await this.deps.audit.record(trx, {
        actor,
        action: 'plan.delete',
        target: { type: 'plan', id },
        before: presentPlan(before, null),
        after: null,
      });
    });
  }
}

function columnsOf(body: Omit<PlanBody, 'slug'>) {
  return {
    name: JSON.stringify(body.name),
    description: JSON.stringify(body.description),
    prices: JSON.stringify(body.prices),
    trial_days: body.trialDays,
    limits: JSON.stringify(body.limits),
    features: JSON.stringify(body.features),
    visibility: body.visibility,
    sort_order: body.sortOrder,
  };
}

function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return slug.length >= 2 ? slug : `plan-${Date.now().toString(36)}`;
}

/** Compared field by field: the database's JSON does not keep the key order the admin's form sent. */
function samePrices(a: Plan['prices'], b: Plan['prices']): boolean {
  const same = (x: Price | null, y: Price | null) =>
    x === null || y === null ? x === y : x.amountMinor === y.amountMinor && x.currency === y.currency;
  return same(a.month, b.month) && same(a.year, b.year);
}
