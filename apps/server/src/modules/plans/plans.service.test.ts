// The plan editor's save: what an admin changed is what changes. A save that leaves the prices as they were keeps
// them marked as examples (and keeps the payment provider's prices); a new price makes them this deployment's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { presentPlan } from './plans.service.ts';

describe('saving a plan', () => {
  let t: TestApp<never>;
  const admin = { userId: '00000000-0000-4000-8000-000000000001' };
  const pro = async () => {
    await t.services.plans.publicPlans();
    const row = (await t.database.db.selectFrom('plans').selectAll().where('slug', '=', 'pro').execute())[0]!;
    return { row, plan: presentPlan(row, null) };
  };

  beforeAll(async () => {
    t = await createTestApp({});
    await t.database.db
      .insertInto('users')
      .values({
        id: admin.userId,
        identity_issuer: 'https://accounts.google.com',
        identity_sub: 'admin-sub',
        email: 'admin@example.com',
        email_verified: true,
        name: 'Admin',
        is_admin: true,
      })
      .execute();
  });
  afterAll(() => t.close());

  it('keeps example prices, and the provider prices, when only a limit changed', async () => {
    const before = await pro();
    expect(before.plan.examplePrices).toBe(true);
    await t.database.db
      .updateTable('plans')
      .set({ provider_prices: JSON.stringify({ month: 'price_123' }) })
      .where('id', '=', before.row.id)
      .execute();
    // As the admin's form sends it: the same amounts, written afresh (amount first, then currency).
    const price = (p: { amountMinor: number; currency: string } | null) =>
      p && { amountMinor: p.amountMinor, currency: p.currency };
    const saved = await t.services.plans.update(admin, before.plan.id, {
      ...before.plan,
      prices: { month: price(before.plan.prices.month), year: price(before.plan.prices.year) },
      limits: { ...before.plan.limits, optimization: 450 },
    });
    expect(saved.examplePrices).toBe(true);
    expect(saved.limits.optimization).toBe(450);
    expect((await pro()).row.provider_prices).toEqual({ month: 'price_123' });

    const [entry] = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'plan.update')
      .execute();
    const changed = Object.keys(entry!.after as object).filter(
      (key) =>
        JSON.stringify((entry!.before as Record<string, unknown>)[key]) !==
        JSON.stringify((entry!.after as Record<string, unknown>)[key]),
    );
    expect(changed).toEqual(['limits']);
  });

  it('makes the prices this deployment’s own once one changes', async () => {
    const { plan } = await pro();
    const saved = await t.services.plans.update(admin, plan.id, {
      ...plan,
      prices: { ...plan.prices, month: { amountMinor: 2400, currency: 'USD' } },
    });
    expect(saved.examplePrices).toBe(false);
    expect((await pro()).row.provider_prices).toEqual({});
  });
});
