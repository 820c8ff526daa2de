// SQL for AI spend, read where each engine records it with its result: the optimizer's provider calls in
// `suggestions` (tokens, and cost when a per-token price is configured), translation engines in
// `translation_jobs` (calls, characters, tokens, cost when priced), and image-model backgrounds in
// `thumbnail_images` (one call per generated picture; no tokens and no price are known for them).
// Days are UTC. The Basic engine runs locally and costs nothing, so it is not spend.
import { sql, type Kysely } from 'kysely';
import type { AiSpendArea } from '@vidcraft/contracts';
import type { Database } from '../../db/schema.ts';

export interface AiSpendRow {
  day: string;
  area: AiSpendArea;
  engine: string;
  calls: number;
  inputTokens: number | null;
  outputTokens: number | null;
  characters: number | null;
  costUsd: number | null;
  unpricedCalls: number;
}

const utcDay = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`;

export class OpsAiSpendRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async between(from: Date, to: Date): Promise<AiSpendRow[]> {
    const [optimization, translation, thumbnails] = await Promise.all([
      this.optimization(from, to),
      this.translation(from, to),
      this.thumbnails(from, to),
    ]);
    return [...optimization, ...translation, ...thumbnails];
  }

  private async optimization(from: Date, to: Date): Promise<AiSpendRow[]> {
    const rows = await this.db
      .selectFrom('suggestions')
      .select([
        utcDay('created_at').as('day'),
        sql<string>`concat_ws(' · ', coalesce(provider, 'LLM'), model)`.as('engine'),
        sql<number>`count(*)::int`.as('calls'),
        sql<number | null>`sum(input_tokens)::bigint`.as('inputTokens'),
        sql<number | null>`sum(output_tokens)::bigint`.as('outputTokens'),
        sql<number | null>`sum(cost_usd)`.as('costUsd'),
        sql<number>`(count(*) filter (where cost_usd is null))::int`.as('unpricedCalls'),
      ])
      .where('engine', '=', 'llm')
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .groupBy([sql`1`, sql`2`])
      .execute();
    return rows.map((r) => normalize({ ...r, area: 'optimization', characters: null }));
  }

  private async translation(from: Date, to: Date): Promise<AiSpendRow[]> {
    const rows = await this.db
      .selectFrom('translation_jobs')
      .select([
        utcDay('created_at').as('day'),
        'engine_label as engine',
        sql<number>`sum(calls)::int`.as('calls'),
        sql<number | null>`sum(input_tokens)::bigint`.as('inputTokens'),
        sql<number | null>`sum(output_tokens)::bigint`.as('outputTokens'),
        sql<number | null>`sum(characters)::bigint`.as('characters'),
        sql<number | null>`sum(cost_usd)`.as('costUsd'),
        sql<number>`coalesce(sum(calls) filter (where cost_usd is null), 0)::int`.as('unpricedCalls'),
      ])
      // Jobs that made no engine call (YouTube's own caption translation, or not run yet) spent nothing.
      .where('calls', '>', 0)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .groupBy([sql`1`, 'engine_label'])
      .execute();
    return rows.map((r) => normalize({ ...r, area: 'translation' }));
  }

  private async thumbnails(from: Date, to: Date): Promise<AiSpendRow[]> {
    const rows = await this.db
      .selectFrom('thumbnail_images')
      .select([
        utcDay('created_at').as('day'),
        sql<string>`coalesce(model, 'Image model')`.as('engine'),
        sql<number>`count(*)::int`.as('calls'),
      ])
      .where('source', '=', 'generated')
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .groupBy([sql`1`, sql`2`])
      .execute();
    return rows.map((r) =>
      normalize({
        ...r,
        area: 'thumbnails',
        inputTokens: null,
        outputTokens: null,
        characters: null,
        costUsd: null,
        unpricedCalls: r.calls,
      }),
    );
  }
}

/** PostgreSQL answers bigint sums as strings (and double sums as numbers); the contract wants numbers. */
function normalize(row: {
  day: string;
  area: AiSpendArea;
  engine: string;
  calls: number;
  inputTokens: number | string | null;
  outputTokens: number | string | null;
  characters: number | string | null;
  costUsd: number | string | null;
  unpricedCalls: number;
}): AiSpendRow {
  const num = (value: number | string | null) => (value === null ? null : Number(value));
  return {
    ...row,
    inputTokens: num(row.inputTokens),
    outputTokens: num(row.outputTokens),
    characters: num(row.characters),
    costUsd: num(row.costUsd),
  };
}
