// AI spend by engine and UTC day: calls, tokens, characters, and cost only where a price is known (a
// configured per-token or per-character price). A cost is never estimated here: calls without a price are
// counted as such, so "$0.42 + 12 calls of unknown cost" is what an operator reads, not a made-up total.
import type { AdminAiSpendResponse, AiSpendFigures } from '@vidcraft/contracts';
import type { AiSpendRow, OpsAiSpendRepo } from './ops-ai-spend.repo.ts';
import { daysEndingOn } from './ops-quota.service.ts';

const addNullable = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : a + b);

export class OpsAiSpendService {
  private readonly deps: { repo: OpsAiSpendRepo; now: () => Date };
  constructor(deps: OpsAiSpendService['deps']) {
    this.deps = deps;
  }

  async overview(days: number): Promise<AdminAiSpendResponse> {
    const today = this.deps.now().toISOString().slice(0, 10);
    const range = daysEndingOn(today, days);
    const from = new Date(`${range[0]!}T00:00:00Z`);
    const to = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000);
    const rows = (await this.deps.repo.between(from, to)).sort(
      (a, b) =>
        a.day.localeCompare(b.day) || a.area.localeCompare(b.area) || a.engine.localeCompare(b.engine),
    );
    return { from: range[0]!, to: today, days: range, rows, totals: totalsOf(rows) };
  }
}

/** The range's figures per engine, most calls first. */
export function totalsOf(rows: readonly AiSpendRow[]): AiSpendFigures[] {
  const totals = new Map<string, AiSpendFigures>();
  for (const row of rows) {
    const key = `${row.area}\u0000${row.engine}`;
    const sum = totals.get(key);
    if (!sum) {
      const { day: _day, ...figures } = row;
      totals.set(key, figures);
      continue;
    }
    sum.calls += row.calls;
    sum.inputTokens = addNullable(sum.inputTokens, row.inputTokens);
    sum.outputTokens = addNullable(sum.outputTokens, row.outputTokens);
    sum.characters = addNullable(sum.characters, row.characters);
    sum.costUsd = addNullable(sum.costUsd, row.costUsd);
    sum.unpricedCalls += row.unpricedCalls;
  }
  return [...totals.values()].sort((a, b) => b.calls - a.calls || a.engine.localeCompare(b.engine));
}
