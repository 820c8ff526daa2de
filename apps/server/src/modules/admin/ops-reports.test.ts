// The quota and AI spend reports on a real database: units by quota day against the budget (empty days
// included), today's top spenders with their emails, and AI calls, tokens and known cost by engine and UTC day.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { insertTestUser } from '../../../test/test-app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { QuotaLedgerRepo } from '../../integrations/google/quota-ledger.repo.ts';
import { QuotaLedger } from '../../integrations/google/quota-ledger.ts';
import { OpsAiSpendRepo } from './ops-ai-spend.repo.ts';
import { OpsAiSpendService } from './ops-ai-spend.service.ts';
import { OpsQuotaRepo } from './ops-quota.repo.ts';
import { OpsQuotaService } from './ops-quota.service.ts';

// 20:00 UTC on 10 March is still 10 March in California (quota day) and in UTC.
const NOW = new Date('2026-03-10T20:00:00Z');
const now = () => NOW;

describe('operations reports', () => {
  let database: DatabaseHandle;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    alice = await insertTestUser(database, 'Alice Spender');
    bob = await insertTestUser(database, 'Bob Spender');
  });
  afterAll(() => database.close());

  it('sums units by quota day against the budget and names today’s top spenders', async () => {
    const ledger = async (quota_day: string, user_id: string | null, units: number, outcome = 'ok') =>
      database.db
        .insertInto('quota_ledger')
        .values({
          quota_day,
          method: 'videos.list',
          units,
          user_id,
          connection_id: null,
          outcome: outcome as 'ok',
          http_status: outcome === 'ok' ? 200 : 403,
          reason: null,
        })
        .execute();
    await ledger('2026-03-10', alice, 50);
    await ledger('2026-03-10', alice, 50);
    await ledger('2026-03-10', bob, 400);
    await ledger('2026-03-10', null, 1, 'error');
    await ledger('2026-03-08', alice, 7);
    await ledger('2026-02-01', alice, 9999); // outside the range

    const settings = async () => ({ dailyBudget: 10_000, userShare: 0.25 });
    const service = new OpsQuotaService({
      repo: new OpsQuotaRepo(database.db),
      ledger: new QuotaLedger(new QuotaLedgerRepo(database.db), { settings, costProfile: 'current', now }),
      settings,
      now,
    });
    const report = await service.overview(4);
    expect(report).toMatchObject({
      today: '2026-03-10',
      dailyBudget: 10_000,
      userShare: 0.25,
      perUserLimit: 2500,
      exhaustedToday: false,
    });
    expect(report.days).toEqual([
      { day: '2026-03-07', units: 0, calls: 0, errors: 0 },
      { day: '2026-03-08', units: 7, calls: 1, errors: 0 },
      { day: '2026-03-09', units: 0, calls: 0, errors: 0 },
      { day: '2026-03-10', units: 501, calls: 4, errors: 1 },
    ]);
    expect(report.topSpenders).toEqual([
      { userId: bob, email: 'bob.spender@example.com', units: 400, calls: 1 },
      { userId: alice, email: 'alice.spender@example.com', units: 100, calls: 2 },
      { userId: null, email: null, units: 1, calls: 1 },
    ]);
    expect(new Date(report.resetsAt).getTime()).toBeGreaterThan(NOW.getTime());
  });

  it('adds up AI calls, tokens and known cost by engine and UTC day, and counts calls of unknown cost', async () => {
    const db = database.db;
    const connection = await db
      .insertInto('youtube_connections')
      .values({ user_id: alice, youtube_channel_id: 'UC-ops', channel_title: 'Ops', scopes: [] })
      .returning('id')
      .executeTakeFirstOrThrow();
    const video = await db
      .insertInto('videos')
      .values({
        connection_id: connection.id,
        user_id: alice,
        youtube_video_id: 'opsvideo001',
        title: 'A video',
        description: '',
        tags: [],
        has_captions: false,
        is_short: false,
        thumbnails: '{}',
        localizations: '{}',
        fetched_at: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const suggestion = (
      created_at: string,
      engine: 'llm' | 'builtin',
      tokens: [number, number] | null,
      cost: number | null,
    ) =>
      db
        .insertInto('suggestions')
        .values({
          user_id: alice,
          video_id: video.id,
          engine,
          provider: engine === 'llm' ? 'OpenAI' : null,
          model: engine === 'llm' ? 'gpt-test' : null,
          language: 'en',
          base: JSON.stringify({ title: '', description: '', tags: [] }),
          content: '{}',
          score_before: 50,
          input_tokens: tokens?.[0] ?? null,
          output_tokens: tokens?.[1] ?? null,
          cost_usd: cost,
          latency_ms: 10,
          created_at,
        })
        .execute();
    await suggestion('2026-03-09T10:00:00Z', 'llm', [1000, 200], 0.5);
    await suggestion('2026-03-09T23:59:00Z', 'llm', [3000, 800], null); // no price configured then
    await suggestion('2026-03-10T01:00:00Z', 'llm', [10, 20], 0.25);
    await suggestion('2026-03-10T02:00:00Z', 'builtin', null, null); // local, not spend
    await suggestion('2026-02-01T02:00:00Z', 'llm', [5, 5], 9); // outside the range

    const translation = (created_at: string, label: string, calls: number, cost: number | null) =>
      db
        .insertInto('translation_jobs')
        .values({
          user_id: alice,
          video_id: video.id,
          idempotency_key: randomUUID(),
          engine: 'deepl',
          engine_label: label,
          pseudo: false,
          source_language: 'en',
          metadata: true,
          source_title: 't',
          source_description: '',
          calls,
          characters: calls * 100,
          input_tokens: null,
          output_tokens: null,
          cost_usd: cost,
          created_at,
        })
        .execute();
    await translation('2026-03-10T05:00:00Z', 'DeepL', 3, 0.01);
    await translation('2026-03-10T06:00:00Z', 'DeepL', 2, 0.02);
    await translation('2026-03-10T07:00:00Z', 'DeepL', 0, null); // YouTube's own translation: no engine call

    await db
      .insertInto('thumbnail_images')
      .values(
        ['generated', 'generated', 'upload'].map((source) => ({
          user_id: alice,
          source: source as 'generated',
          file_key: `k-${randomUUID()}`,
          content_type: 'image/png' as const,
          width: 1280,
          height: 720,
          bytes: 10,
          design: '{}',
          report: '{}',
          model: 'fal · flux-test',
          created_at: '2026-03-10T08:00:00Z',
        })),
      )
      .execute();

    const report = await new OpsAiSpendService({ repo: new OpsAiSpendRepo(db), now }).overview(3);
    expect(report.from).toBe('2026-03-08');
    expect(report.to).toBe('2026-03-10');
    expect(report.days).toEqual(['2026-03-08', '2026-03-09', '2026-03-10']);
    expect(report.rows).toEqual([
      {
        day: '2026-03-09',
        area: 'optimization',
        engine: 'OpenAI · gpt-test',
        calls: 2,
        inputTokens: 4000,
        outputTokens: 1000,
        characters: null,
        costUsd: 0.5,
        unpricedCalls: 1,
      },
      {
        day: '2026-03-10',
        area: 'optimization',
        engine: 'OpenAI · gpt-test',
        calls: 1,
        inputTokens: 10,
        outputTokens: 20,
        characters: null,
        costUsd: 0.25,
        unpricedCalls: 0,
      },
      {
        day: '2026-03-10',
        area: 'thumbnails',
        engine: 'fal · flux-test',
        calls: 2,
        inputTokens: null,
        outputTokens: null,
        characters: null,
        costUsd: null,
        unpricedCalls: 2,
      },
      {
        day: '2026-03-10',
        area: 'translation',
        engine: 'DeepL',
        calls: 5,
        inputTokens: null,
        outputTokens: null,
        characters: 500,
        costUsd: expect.closeTo(0.03, 10) as number,
        unpricedCalls: 0,
      },
    ]);
    expect(report.totals.map((r) => [r.engine, r.calls, r.costUsd, r.unpricedCalls])).toEqual([
      ['DeepL', 5, expect.closeTo(0.03, 10), 0],
      ['OpenAI · gpt-test', 3, 0.75, 1],
      ['fal · flux-test', 2, null, 2],
    ]);
    expect(report.totals.find((r) => r.area === 'optimization')).toMatchObject({
      inputTokens: 4010,
      outputTokens: 1020,
    });
  });
});
