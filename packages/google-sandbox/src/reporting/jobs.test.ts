// Reporting API timing: one report per job and day, 24–48 h after the day ends; 30 days of history after a job is
// created, none of it before 24 h; Google's retention (60 days daily, 30 days historical).
import { describe, expect, it } from 'vitest';
import { addDays, dayEnd, dayOf } from '../analytics/days.ts';
import { HISTORY_DAYS, jobReports, reportDelayMs, reportId, type ReportingJob } from './jobs.ts';

const HOUR = 3_600_000;
const job: ReportingJob = {
  id: '5c4e0b8e-1f6d-4c43-9a2b-0d8f6f0c1a11',
  clientId: 'client',
  channelId: 'UCZ1GtLFjip8CIKG6Ew7bPig',
  reportTypeId: 'channel_reach_basic_a1',
  name: 'reach',
  createTime: '2026-06-10T20:00:00Z',
};
const created = Date.parse(job.createTime);

describe('reporting job schedule', () => {
  it('fixes each day’s delay between 24 and 48 hours', () => {
    for (let i = 0; i < 200; i += 1) {
      const delay = reportDelayMs(job.id, addDays('2026-01-01', i));
      expect(delay).toBeGreaterThanOrEqual(24 * HOUR);
      expect(delay).toBeLessThan(48 * HOUR);
    }
    expect(reportId(job.id, '2026-06-01')).toMatch(/^\d{13}$/);
    expect(reportId(job.id, '2026-06-01')).toBe(reportId(job.id, '2026-06-01'));
  });

  it('has nothing before 24 h, then the 30 days before creation, then one report a day', () => {
    expect(jobReports(job, created + 23.9 * HOUR)).toEqual([]);
    const afterTwoDays = jobReports(job, created + 48 * HOUR);
    const historical = afterTwoDays.filter((r) => r.historical);
    expect(historical).toHaveLength(HISTORY_DAYS);
    expect(historical.map((r) => r.day).sort()[0]).toBe(addDays(dayOf(created), -HISTORY_DAYS));
    for (const report of historical) {
      expect(report.createMs - created).toBeGreaterThanOrEqual(24 * HOUR);
      expect(report.createMs - created).toBeLessThan(48 * HOUR);
    }
    const later = jobReports(job, created + 20 * 24 * HOUR);
    const daily = later.filter((r) => !r.historical);
    for (const report of daily) {
      const sinceEnd = report.createMs - dayEnd(report.day).getTime();
      expect(sinceEnd).toBeGreaterThanOrEqual(24 * HOUR);
      expect(sinceEnd).toBeLessThan(48 * HOUR);
    }
    expect(new Set(later.map((r) => r.day)).size).toBe(later.length);
    expect(daily.length).toBeGreaterThanOrEqual(17);
    // Each instant sees exactly the reports created by then: the list only grows (until retention).
    for (let h = 0; h < 20 * 24; h += 7) {
      const now = created + h * HOUR;
      expect(jobReports(job, now).every((r) => r.createMs <= now)).toBe(true);
    }
  });

  it('drops historical reports after 30 days and daily ones after 60', () => {
    const now = created + 70 * 24 * HOUR;
    const reports = jobReports(job, now);
    expect(reports.some((r) => r.historical)).toBe(false);
    for (const r of reports) expect(now - r.createMs).toBeLessThan(60 * 24 * HOUR);
    expect(reports.length).toBeGreaterThan(55);
  });
});
