// The operations routes over HTTP with real sessions: an admin (from ADMIN_EMAILS) reads jobs, quota, AI spend
// and settings and changes a setting (checked by its rule, audited, in force at once); anyone else gets 404;
// reading changes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminAiSpendResponse,
  AdminJobsResponse,
  AdminQuotaResponse,
  AdminSetting,
} from '@vidcraft/contracts';
import { TestBrowser } from '../../../test/browser.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const GETS = ['/api/admin/jobs', '/api/admin/youtube-quota', '/api/admin/ai-spend', '/api/admin/settings'];

describe('operations routes', () => {
  let t: TestApp<never>;
  let admin: TestBrowser;
  let user: TestBrowser;

  beforeAll(async () => {
    t = await createTestApp<never>({
      sandbox: true,
      realSessions: true,
      handlers: 'app',
      env: { ADMIN_EMAILS: 'maya.chen@example.com', YOUTUBE_QUOTA_DAILY: '10000' },
    });
    admin = new TestBrowser(t.app);
    user = new TestBrowser(t.app);
    await admin.signIn({ account: 'maya' });
    await user.signIn({ account: 'priya' });
  }, 60_000);
  afterAll(() => t.close());

  const audit = () => t.database.db.selectFrom('audit_log').selectAll().orderBy('created_at').execute();
  const snapshot = async () =>
    JSON.stringify(
      await Promise.all(
        (['app_settings', 'audit_log', 'job_runs', 'quota_ledger'] as const).map((table) =>
          t.database.db.selectFrom(table).selectAll().execute(),
        ),
      ),
    );

  it('answers 404 to a signed-in user who is not an admin, before looking at the request', async () => {
    const writes = [
      ['POST', `/api/admin/jobs/${randomUUID()}/retry`, { idempotencyKey: randomUUID() }],
      ['POST', `/api/admin/jobs/${randomUUID()}/cancel`, undefined],
      ['PUT', '/api/admin/settings/youtube.userShare', { value: 0.5 }],
      ['PUT', '/api/admin/settings/youtube.userShare', { value: 'not a number' }],
    ] as const;
    for (const url of GETS) expect((await user.get(url)).statusCode, url).toBe(404);
    for (const [method, url, body] of writes) {
      const res = await user.send(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
    }
    expect(await audit()).toEqual([]);
  });

  it('lets an admin read every report, and reading changes nothing', async () => {
    const before = await snapshot();
    const jobs = AdminJobsResponse.parse((await admin.get('/api/admin/jobs?pageSize=5')).json());
    expect(jobs.kinds).toContain('channel-sync');
    expect(jobs.pageSize).toBe(5);
    const quota = AdminQuotaResponse.parse((await admin.get('/api/admin/youtube-quota?days=7')).json());
    expect(quota.days).toHaveLength(7);
    expect(quota.days.at(-1)!.day).toBe(quota.today);
    expect(quota.dailyBudget).toBe(10_000);
    const spend = AdminAiSpendResponse.parse((await admin.get('/api/admin/ai-spend?days=5')).json());
    expect(spend.days).toHaveLength(5);
    const settings = (await admin.get('/api/admin/settings')).json() as { data: AdminSetting[] };
    expect(settings.data.map((s) => s.key)).toEqual(['youtube.dailyBudget', 'youtube.userShare']);
    expect(settings.data[0]).toMatchObject({
      value: 10_000,
      defaultValue: 10_000,
      overridden: false,
      updatedAt: null,
      schema: { type: 'integer', minimum: 1 },
    });
    expect((await admin.get('/api/admin/youtube-quota?days=0')).statusCode).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it('changes a setting only to a value its rule allows, audits it, and applies it at once', async () => {
    for (const value of [5, 0, 'half', true]) {
      const res = await admin.send('PUT', '/api/admin/settings/youtube.userShare', { value });
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION', details: { reason: 'invalidValue' } });
    }
    for (const key of ['nope', '__proto__', 'constructor']) {
      const res = await admin.send('PUT', `/api/admin/settings/${key}`, { value: 1 });
      expect(res.statusCode, key).toBe(404);
    }
    expect(await audit()).toEqual([]);

    // The quota checks read the setting through a cache: the change must be in force right away.
    expect(await t.services.ledger.dailyBudget()).toBe(10_000);
    const res = await admin.send('PUT', '/api/admin/settings/youtube.dailyBudget', { value: 2500 });
    expect(res.statusCode).toBe(200);
    expect(AdminSetting.parse(res.json())).toMatchObject({ value: 2500, overridden: true });
    expect(await t.services.ledger.dailyBudget()).toBe(2500);
    const quota = AdminQuotaResponse.parse((await admin.get('/api/admin/youtube-quota')).json());
    expect(quota).toMatchObject({ dailyBudget: 2500, perUserLimit: 2500 * quota.userShare });

    await admin.send('PUT', '/api/admin/settings/youtube.dailyBudget', { value: 3000 });
    const entries = await audit();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      action: 'setting.update',
      actor_email: 'maya.chen@example.com',
      target_type: 'setting',
      target_id: 'youtube.dailyBudget',
      before: { value: 10_000, overridden: false },
      after: { value: 2500, overridden: true },
    });
    expect(entries[1]).toMatchObject({ before: { value: 2500 }, after: { value: 3000 } });
  });
});
