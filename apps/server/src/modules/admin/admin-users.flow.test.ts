// The admin area's users, end to end through the HTTP app with real sessions: search and pages, disabling (the
// session dies at once, sign-in is refused, enabling restores it), the role with its last-admin guard, an admin
// protecting themselves, a granted plan the user's quota status shows, credits once per key, deletion through
// the self-deletion path, and the audit log with before and after.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import {
  AdminUserDetail,
  AdminUsersResponse,
  AuditLogResponse,
  QuotaStatus,
  type AdminUser,
} from '@vidcraft/contracts';
import { TestBrowser } from '../../../test/browser.ts';
import { createTestApp, insertTestUser, type TestApp } from '../../../test/test-app.ts';

describe('admin: users', () => {
  let t: TestApp<never>;
  let admin: TestBrowser;
  let priya: TestBrowser;
  let sam: TestBrowser;
  const ids = { admin: '', priya: '', sam: '' };

  const idOf = async (browser: TestBrowser) =>
    ((await browser.get('/api/auth/me')).json() as { id: string }).id;
  const detail = async (id: string) =>
    AdminUserDetail.parse((await admin.get(`/api/admin/users/${id}`)).json());
  const auditOf = async (query: string) =>
    AuditLogResponse.parse((await admin.get(`/api/admin/audit-log?${query}`)).json()).data;
  const reasonOf = (res: { json(): unknown }) =>
    (res.json() as { details?: { reason?: string } }).details?.reason;

  beforeAll(async () => {
    t = await createTestApp({
      sandbox: true,
      realSessions: true,
      env: { ADMIN_EMAILS: 'maya.chen@example.com' },
    });
    admin = new TestBrowser(t.app);
    priya = new TestBrowser(t.app);
    sam = new TestBrowser(t.app);
    await admin.signIn({ account: 'maya' });
    await priya.signIn({ account: 'priya' });
    await sam.signIn({ account: 'sam' });
    ids.admin = await idOf(admin);
    ids.priya = await idOf(priya);
    ids.sam = await idOf(sam);
  });
  afterAll(() => t.close());

  it('searches by email or name in any case, and pages through everyone once, newest first', async () => {
    for (let i = 0; i < 4; i += 1) await insertTestUser(t.database, `Paging Person ${i}`);
    const found = AdminUsersResponse.parse((await admin.get('/api/admin/users?q=NAIR')).json());
    expect(found.data.map((u) => u.email)).toEqual(['priya.nair@example.com']);
    expect(found.data[0]).toMatchObject({
      name: 'Priya Nair',
      role: 'user',
      disabled: false,
      plan: { kind: 'trial' },
      subscriptionStatus: 'trialing',
      optimizations: { used: 0 },
      channelCount: 0,
    });
    expect(found.data[0]!.lastSeenAt).not.toBeNull();
    const byName = AdminUsersResponse.parse((await admin.get('/api/admin/users?q=paging%20person')).json());
    expect(byName.data).toHaveLength(4);
    // A LIKE wildcard in the search matches itself only.
    const wildcard = AdminUsersResponse.parse((await admin.get('/api/admin/users?q=%25')).json());
    expect(wildcard.data).toEqual([]);

    const seen: AdminUser[] = [];
    let cursor: string | null = null;
    do {
      const page = AdminUsersResponse.parse(
        (await admin.get(`/api/admin/users?limit=2${cursor ? `&cursor=${cursor}` : ''}`)).json(),
      );
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data);
      cursor = page.nextCursor;
    } while (cursor);
    const total = await t.database.db.selectFrom('users').select('id').execute();
    expect(seen.map((u) => u.id).sort()).toEqual(total.map((u) => u.id).sort());
    const created = seen.map((u) => u.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(seen.find((u) => u.id === ids.admin)?.role).toBe('admin');

    const bad = await admin.get('/api/admin/users?cursor=bm90LWEtY3Vyc29y');
    expect(bad.statusCode).toBe(400);
    expect((await priya.get('/api/admin/users')).statusCode).toBe(404);
  });

  it('disables a user: their session dies at once, sign-in is refused; enabling lets them back in', async () => {
    expect((await priya.get('/api/auth/me')).statusCode).toBe(200);
    const disabled = await admin.send('PUT', `/api/admin/users/${ids.priya}/access`, { disabled: true });
    expect(disabled.statusCode).toBe(200);
    expect(AdminUserDetail.parse(disabled.json())).toMatchObject({ disabled: true });
    expect((await priya.get('/api/auth/me')).statusCode).toBe(401);
    const sessions = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', ids.priya)
      .execute();
    expect(sessions).toEqual([]);
    // A session that somehow outlived the change is refused by the session resolver itself.
    const { token } = await t.services.sessions.create({
      userId: ids.priya,
      kind: 'cookie',
      providerTokenEnc: null,
      userAgent: null,
    });
    expect(await t.services.sessions.resolve(token, 'cookie')).toBeNull();

    const again = new TestBrowser(t.app);
    const refused = await again.signIn({ account: 'priya' });
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toBe('/login?error=account_disabled');
    expect(again.cookies.has('vc_session')).toBe(false);

    const enabled = await admin.send('PUT', `/api/admin/users/${ids.priya}/access`, { disabled: false });
    expect(AdminUserDetail.parse(enabled.json())).toMatchObject({ disabled: false, disabledAt: null });
    const back = await again.signIn({ account: 'priya' });
    expect(back.headers.location).toBe('/dashboard');
    expect((await again.get('/api/auth/me')).statusCode).toBe(200);
    priya = again;

    const [enable, disable] = await auditOf(`targetId=${ids.priya}&action=user`);
    expect(disable).toMatchObject({
      action: 'user.disable',
      actor: { userId: ids.admin, email: 'maya.chen@example.com' },
      target: { type: 'user', id: ids.priya, label: 'priya.nair@example.com' },
      before: { disabled: false },
      after: { disabled: true, sessionsEnded: 1 },
    });
    expect(enable).toMatchObject({
      action: 'user.enable',
      before: { disabled: true },
      after: { disabled: false },
    });
  });

  it('keeps an admin from disabling or deleting themselves', async () => {
    const disable = await admin.send('PUT', `/api/admin/users/${ids.admin}/access`, { disabled: true });
    expect(disable.statusCode).toBe(409);
    expect(reasonOf(disable)).toBe('self');
    const remove = await admin.send('DELETE', `/api/admin/users/${ids.admin}`);
    expect(remove.statusCode).toBe(409);
    expect(reasonOf(remove)).toBe('self');
    expect((await detail(ids.admin)).disabled).toBe(false);
  });

  it('grants and removes the admin role, never the last active admin’s', async () => {
    const alone = await admin.send('PUT', `/api/admin/users/${ids.admin}/role`, { role: 'user' });
    expect(alone.statusCode).toBe(409);
    expect(reasonOf(alone)).toBe('lastAdmin');

    const granted = await admin.send('PUT', `/api/admin/users/${ids.sam}/role`, { role: 'admin' });
    expect(AdminUserDetail.parse(granted.json()).role).toBe('admin');
    // The role counts from the next request of Sam's existing session.
    expect((await sam.get('/api/admin/users')).statusCode).toBe(200);
    // A disabled admin cannot act, so does not count as another admin.
    await admin.send('PUT', `/api/admin/users/${ids.sam}/access`, { disabled: true });
    const stillAlone = await admin.send('PUT', `/api/admin/users/${ids.admin}/role`, { role: 'user' });
    expect(reasonOf(stillAlone)).toBe('lastAdmin');
    await admin.send('PUT', `/api/admin/users/${ids.sam}/access`, { disabled: false });

    const removed = await admin.send('PUT', `/api/admin/users/${ids.sam}/role`, { role: 'user' });
    expect(AdminUserDetail.parse(removed.json()).role).toBe('user');
    const [remove, grant] = await auditOf(`targetId=${ids.sam}&action=user.removeAdmin`).then(async (r) => [
      r[0],
      (await auditOf(`targetId=${ids.sam}&action=user.grantAdmin`))[0],
    ]);
    expect(grant).toMatchObject({ before: { role: 'user' }, after: { role: 'admin' } });
    expect(remove).toMatchObject({ before: { role: 'admin' }, after: { role: 'user' } });
  });

  it('puts a user on a plan, which their own quota status shows', async () => {
    const plans = (await admin.get('/api/admin/plans')).json() as {
      data: { id: string; slug: string; kind: string }[];
    };
    const pro = plans.data.find((p) => p.slug === 'pro')!;
    const res = await admin.send('PUT', `/api/admin/users/${ids.priya}/plan`, {
      planId: pro.id,
      note: 'Partner',
    });
    expect(res.statusCode).toBe(200);
    expect(AdminUserDetail.parse(res.json())).toMatchObject({
      plan: { id: pro.id, kind: 'paid' },
      subscriptionStatus: 'active',
      quota: { plan: { slug: 'pro' }, subscription: { source: 'admin', status: 'active' } },
    });
    const own = QuotaStatus.parse((await priya.get(`/api/quota-status/${ids.priya}`)).json());
    expect(own.plan.slug).toBe('pro');
    const [entry] = await auditOf(`targetId=${ids.priya}&action=user.grantPlan`);
    expect(entry).toMatchObject({
      before: { plan: 'trial', source: 'trial' },
      after: { plan: 'pro', source: 'admin', status: 'active', note: 'Partner' },
    });
    const unknown = await admin.send('PUT', `/api/admin/users/${ids.priya}/plan`, { planId: randomUUID() });
    expect(unknown.statusCode).toBe(404);
  });

  it('grants extra credits for this period once per idempotency key', async () => {
    const before = (await detail(ids.priya)).quota.usage.thumbnailUpload.limit;
    const body = { action: 'thumbnailUpload', amount: 5, idempotencyKey: randomUUID() };
    const [first, retry] = await Promise.all([
      admin.send('POST', `/api/admin/users/${ids.priya}/credits`, body),
      admin.send('POST', `/api/admin/users/${ids.priya}/credits`, body),
    ]);
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    const after = await detail(ids.priya);
    expect(after.quota.usage.thumbnailUpload.limit).toBe(before + 5);
    expect(after.credits).toMatchObject([
      { action: 'thumbnailUpload', amount: 5, grantedBy: 'maya.chen@example.com' },
    ]);
    const own = QuotaStatus.parse((await priya.get(`/api/quota-status/${ids.priya}`)).json());
    expect(own.usage.thumbnailUpload.limit).toBe(before + 5);

    const reused = await admin.send('POST', `/api/admin/users/${ids.priya}/credits`, { ...body, amount: 9 });
    expect(reused.statusCode).toBe(409);
    expect(reasonOf(reused)).toBe('idempotencyKeyReused');
    const entries = await auditOf(`targetId=${ids.priya}&action=user.grantCredits`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      before: { limitThisPeriod: { thumbnailUpload: before } },
      after: { limitThisPeriod: { thumbnailUpload: before + 5 }, amount: 5 },
    });
  });

  it('deletes a user through the self-deletion path: grants revoked, their rows gone, audited', async () => {
    const lucia = new TestBrowser(t.app);
    await lucia.signIn({ account: 'lucia' });
    await lucia.connectChannel({ account: 'lucia', channel: CHANNEL_IDS.mochilaSabor });
    const id = await idOf(lucia);
    expect((await detail(id)).channels).toMatchObject([{ youtubeChannelId: CHANNEL_IDS.mochilaSabor }]);

    const res = await admin.send('DELETE', `/api/admin/users/${id}`);
    expect(res.statusCode).toBe(200);
    expect((await lucia.get('/api/auth/me')).statusCode).toBe(401);
    const db = t.database.db;
    for (const table of ['users', 'sessions', 'youtube_connections', 'subscriptions'] as const) {
      const column = table === 'users' ? 'id' : 'user_id';
      expect(await db.selectFrom(table).select(column).where(column, '=', id).execute(), table).toEqual([]);
    }
    const control = t.sandbox!.sandbox.control;
    const grants = control.listGrants({ accountEmail: 'lucia.fernandez@example.com' });
    expect(grants.length).toBeGreaterThan(0);
    expect(grants.every((g) => g.revokedAtMs)).toBe(true);
    expect((await admin.get(`/api/admin/users/${id}`)).statusCode).toBe(404);

    const [entry] = await auditOf(`targetId=${id}`);
    expect(entry).toMatchObject({
      action: 'user.delete',
      target: { type: 'user', id, label: null },
      before: { email: 'lucia.fernandez@example.com', channels: 1 },
      after: null,
    });
  });

  it('pages the audit log newest first, each entry once', async () => {
    const all = await auditOf('limit=100');
    expect(all.length).toBeGreaterThanOrEqual(8);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page = AuditLogResponse.parse(
        (await admin.get(`/api/admin/audit-log?limit=3${cursor ? `&cursor=${cursor}` : ''}`)).json(),
      );
      paged.push(...page.data.map((e) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all.map((e) => e.id));
    const times = all.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await sam.get('/api/admin/audit-log')).statusCode).toBe(404);
  });
});
