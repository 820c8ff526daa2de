import { describe, expect, it } from 'vitest';
import { assignDays, planRotation, rotationCalls, rotationStart } from './rotation-plan.ts';

const H = 3_600_000;

describe('the rotation plan', () => {
  it('gives every variant each weekday equally over 7·k days, and as evenly as possible otherwise', () => {
    for (const [variants, days] of [
      [2, 14],
      [3, 21],
      [2, 28],
      [3, 14],
      [2, 9],
    ] as const) {
      const plan = planRotation({ startsAt: new Date('2026-11-02T08:00:00Z'), days, variants });
      for (let weekday = 0; weekday < 7; weekday++) {
        const counts = Array.from(
          { length: variants },
          (_, v) => plan.days.filter((d) => d.startsAt.getUTCDay() === weekday && d.variant === v).length,
        );
        expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
        if (days % (7 * variants) === 0) expect(new Set(counts).size).toBe(1);
      }
    }
  });

  it('swaps on every day but the first, and restores A after the last day when B ends it', () => {
    const plan = planRotation({ startsAt: new Date('2026-11-02T08:00:00Z'), days: 14, variants: 2 });
    expect(plan.days[0]!.variant).toBe(0);
    expect(plan.swaps.filter((s) => s.kind === 'swap').map((s) => s.dayIndex)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
    ]);
    expect(plan.swaps.at(-1)).toMatchObject({ kind: 'restore', dayIndex: 14, variant: 0 });
    expect(rotationCalls(plan)).toBe(14);
    expect(rotationCalls(planRotation({ startsAt: plan.startsAt, days: 15, variants: 2 }))).toBe(14);
  });

  it('starts at the most recent swap hour', () => {
    expect(rotationStart(new Date('2026-11-02T09:30:00Z'), 8).toISOString()).toBe('2026-11-02T08:00:00.000Z');
    expect(rotationStart(new Date('2026-11-02T07:59:00Z'), 8).toISOString()).toBe('2026-11-01T08:00:00.000Z');
  });

  it('reads the live variant of each Pacific day from the swaps actually made', () => {
    const startsAt = new Date('2026-11-10T08:00:00Z'); // midnight PST
    const changes = [
      { at: new Date(startsAt.getTime() + 24 * H + 60_000), variant: 1 }, // on time
      { at: new Date(startsAt.getTime() + 48 * H + 12 * H), variant: 0 }, // twelve hours late
      { at: new Date(startsAt.getTime() + 72 * H + 60_000), variant: 1 },
    ];
    const days = assignDays(
      changes,
      { startsAt, endedAt: new Date(startsAt.getTime() + 96 * H) },
      '2026-11-08',
      '2026-11-15',
    );
    expect(days.map((d) => [d.day, d.variant, d.phase])).toEqual([
      ['2026-11-08', 0, 'before'],
      ['2026-11-09', 0, 'before'],
      ['2026-11-10', 0, 'during'],
      ['2026-11-11', 1, 'during'],
      ['2026-11-12', null, 'during'], // B half the day, then A: left out
      ['2026-11-13', 1, 'during'],
      ['2026-11-14', null, 'after'],
      ['2026-11-15', null, 'after'],
    ]);
  });
});
