// The project's YouTube quota as operators need it: units per quota day (Pacific time, as Google counts them)
// against the daily budget, today's largest spenders, and the per-user share that keeps one user from
// spending everyone's day. Reads only.
import type { AdminQuotaResponse } from '@vidcraft/contracts';
import { quotaDay } from '../../integrations/google/quota-costs.ts';
import type { QuotaLedger, QuotaSettings } from '../../integrations/google/quota-ledger.ts';
import type { OpsQuotaRepo } from './ops-quota.repo.ts';

const TOP_SPENDERS = 10;

/** The calendar days ending with `last` (YYYY-MM-DD), oldest first. */
export function daysEndingOn(last: string, count: number): string[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: count }, (_, n) =>
    new Date(end - (count - 1 - n) * 86_400_000).toISOString().slice(0, 10),
  );
}

export class OpsQuotaService {
  private readonly deps: {
    repo: OpsQuotaRepo;
    ledger: QuotaLedger;
    settings: () => Promise<QuotaSettings>;
    now: () => Date;
  };
  constructor(deps: OpsQuotaService['deps']) {
    this.deps = deps;
  }

  async overview(days: number): Promise<AdminQuotaResponse> {
    const { repo, ledger } = this.deps;
    const today = quotaDay(this.deps.now());
    const range = daysEndingOn(today, days);
    const [rows, top, settings, exhausted] = await Promise.all([
      repo.byDay(range[0]!, today),
      repo.topSpenders(today, TOP_SPENDERS),
      this.deps.settings(),
      ledger.exhaustedToday(),
    ]);
    const byDay = new Map(rows.map((r) => [r.day, r]));
    return {
      today,
      resetsAt: ledger.resetTime().toISOString(),
      dailyBudget: settings.dailyBudget,
      userShare: settings.userShare,
      perUserLimit: Math.floor(settings.dailyBudget * settings.userShare),
      exhaustedToday: exhausted,
      days: range.map((day) => byDay.get(day) ?? { day, units: 0, calls: 0, errors: 0 }),
      topSpenders: top,
    };
  }
}
