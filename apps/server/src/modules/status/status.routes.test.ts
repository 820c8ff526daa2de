// The public status over HTTP with real sessions and real figures: anyone may read it; a failed job, a queued
// job's wait, spent YouTube quota and an incident an admin posts all show in it; incident writes are for admins
// only (404 to everyone else, as every /api/admin/ route), validated, audited, and a retried create posts once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Incident, StatusResponse } from '@vidcraft/contracts';
import { TestBrowser } from '../../../test/browser.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('status routes', () => {
  let t: TestApp<never>;
  let admin: TestBrowser;
  let user: TestBrowser;
  let anonymous: TestBrowser;
  // The services' clock, moved past the status cache's lifetime when a test needs fresh figures.
  let offsetMs = 0;
  const later = () => {
    offsetMs += 6000;
  };

  beforeAll(async () => {
    t = await createTestApp<never>({
      sandbox: true,
      realSessions: true,
      env: { ADMIN_EMAILS: 'maya.chen@example.com', YOUTUBE_QUOTA_DAILY: '10000' },
      now: () => new Date(Date.now() + offsetMs),
    });
    admin = new TestBrowser(t.app);
    user = new TestBrowser(t.app);
    anonymous = new TestBrowser(t.app);
    await admin.signIn({ account: 'maya' });
    await user.signIn({ account: 'priya' });
  }, 60_000);
  afterAll(() => t.close());

  const status = async () => {
    const res = await anonymous.get('/api/status');
    expect(res.statusCode).toBe(200);
    return StatusResponse.parse(res.json());
  };
  const audit = () => t.database.db.selectFrom('audit_log').selectAll().orderBy('created_at').execute();

  it('answers everyone, signed in or not, with every component and no secrets', async () => {
    const body = await status();
    expect(body.api).toMatchObject({ level: 'ok' });
    expect(body.api.version.length).toBeGreaterThan(0);
    expect(body.database.level).not.toBe('down');
    expect(body.database.roundTripMs).toBeGreaterThanOrEqual(0);
    expect(body.jobs.queues.map((q) => q.kind)).toContain('channel-sync');
    expect(body.youtubeQuota.dailyLimit).toBe(10_000);
    expect(body.engines.map((e) => e.kind)).toEqual(['text', 'image', 'translation', 'transcription']);
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/key|secret|token|https?:\/\//i);
    expect((await user.get('/api/status')).statusCode).toBe(200);
  });

  it('counts a job that failed in the last hour and the wait of the oldest queued job', async () => {
    const now = Date.now() + offsetMs;
    await t.database.db
      .insertInto('job_runs')
      .values([
        {
          kind: 'channel-sync',
          steps: '[]',
          status: 'failed',
          error_code: 'TEST',
          error_message: 'failed for the status test',
          finished_at: new Date(now - 60_000),
        },
        // Failed two hours ago: outside the hour, not counted.
        { kind: 'channel-sync', steps: '[]', status: 'failed', finished_at: new Date(now - 2 * 3_600_000) },
        { kind: 'channel-sync', steps: '[]', status: 'queued', created_at: new Date(now - 10 * 60_000) },
      ])
      .execute();
    later();
    const queue = (await status()).jobs.queues.find((q) => q.kind === 'channel-sync')!;
    expect(queue.failedLastHour).toBe(1);
    expect(queue.waiting).toBe(1);
    expect(queue.lagSeconds).toBeGreaterThanOrEqual(600);
    expect(queue.lagSeconds).toBeLessThan(700);
    expect(queue.level).toBe('degraded');
  });

  it("shows today's spent YouTube quota against the daily limit", async () => {
    const before = (await status()).youtubeQuota.used;
    await t.services.ledger.record({
      method: 'videos.update',
      units: 50,
      userId: null,
      connectionId: null,
      jobRunId: null,
      outcome: 'ok',
      httpStatus: 200,
      reason: null,
    });
    later();
    const quota = (await status()).youtubeQuota;
    expect(quota.used).toBe(before + 50);
    expect(quota.dailyLimit).toBe(10_000);
  });

  it('serves the same figures to a burst of requests (computed once per few seconds)', async () => {
    later();
    const answers = await Promise.all(Array.from({ length: 10 }, () => status()));
    expect(new Set(answers.map((a) => a.checkedAt)).size).toBe(1);
  });

  it('lets only an admin post, change, resolve and delete incidents, audited, shown on the status', async () => {
    const key = randomUUID();
    const note = {
      title: 'Slow syncs',
      body: 'Channel syncs are slow.',
      severity: 'major',
      idempotencyKey: key,
    };
    for (const who of [user, anonymous]) {
      expect((await who.send('POST', '/api/admin/incidents', note)).statusCode).toBe(404);
      expect((await who.get('/api/admin/incidents')).statusCode).toBe(404);
    }
    expect(await t.database.db.selectFrom('incidents').selectAll().execute()).toEqual([]);

    const bad = await admin.send('POST', '/api/admin/incidents', { ...note, severity: 'apocalyptic' });
    expect(bad.statusCode).toBe(400);
    const long = await admin.send('POST', '/api/admin/incidents', { ...note, title: 'x'.repeat(121) });
    expect(long.statusCode).toBe(400);

    const created = await admin.send('POST', '/api/admin/incidents', note);
    expect(created.statusCode).toBe(201);
    const incident = Incident.parse(created.json());
    expect(incident).toMatchObject({
      title: 'Slow syncs',
      severity: 'major',
      status: 'open',
      resolvedAt: null,
    });
    const retried = await admin.send('POST', '/api/admin/incidents', note);
    expect(retried.statusCode).toBe(200);
    expect(Incident.parse(retried.json()).id).toBe(incident.id);
    expect(await t.database.db.selectFrom('incidents').selectAll().execute()).toHaveLength(1);

    // No waiting for the cache: a write drops it.
    expect((await status()).incidents.map((i) => i.id)).toEqual([incident.id]);

    expect(
      (await user.send('PATCH', `/api/admin/incidents/${incident.id}`, { status: 'resolved' })).statusCode,
    ).toBe(404);
    expect(
      (await admin.send('PATCH', '/api/admin/incidents/not-a-uuid', { status: 'resolved' })).statusCode,
    ).toBe(400);
    expect((await admin.send('PATCH', `/api/admin/incidents/${incident.id}`, {})).statusCode).toBe(400);
    expect(
      (await admin.send('PATCH', `/api/admin/incidents/${randomUUID()}`, { status: 'resolved' })).statusCode,
    ).toBe(404);

    const monitoring = await admin.send('PATCH', `/api/admin/incidents/${incident.id}`, {
      status: 'monitoring',
      body: 'A fix is out; watching.',
    });
    expect(Incident.parse(monitoring.json())).toMatchObject({
      status: 'monitoring',
      body: 'A fix is out; watching.',
    });
    const resolved = Incident.parse(
      (await admin.send('PATCH', `/api/admin/incidents/${incident.id}`, { status: 'resolved' })).json(),
    );
    expect(resolved.status).toBe('resolved');
    expect(resolved.resolvedAt).not.toBeNull();
    // Resolved in the last days: still on the page, as resolved.
    expect((await status()).incidents[0]).toMatchObject({ id: incident.id, status: 'resolved' });

    expect((await user.send('DELETE', `/api/admin/incidents/${incident.id}`)).statusCode).toBe(404);
    expect((await admin.send('DELETE', `/api/admin/incidents/${incident.id}`)).statusCode).toBe(200);
    expect((await status()).incidents).toEqual([]);

    expect((await audit()).map((e) => [e.action, e.target_type, e.target_id])).toEqual([
      ['incident.create', 'incident', incident.id],
      ['incident.update', 'incident', incident.id],
      ['incident.resolve', 'incident', incident.id],
      ['incident.delete', 'incident', incident.id],
    ]);
  });

  it('changes nothing when read', async () => {
    const snapshot = async () =>
      JSON.stringify(
        await Promise.all(
          (['incidents', 'audit_log', 'job_runs', 'quota_ledger'] as const).map((table) =>
            t.database.db.selectFrom(table).selectAll().execute(),
          ),
        ),
      );
    const before = await snapshot();
    later();
    await status();
    expect(await snapshot()).toBe(before);
  });
});
