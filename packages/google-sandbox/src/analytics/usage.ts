// Use of the YouTube Analytics and Reporting APIs per project (OAuth client). Neither takes Data API units; each has
// its own per-project requests-per-minute limit, kept with the burst-limiter pattern. Counts live in memory, like
// the Data API's burst counters; every call is also booked (at 0 units) in the shared request log.
import { BurstLimiter } from '../quota/burst-limiter.ts';
import { pacificDay } from '../util/clock.ts';

export type OtherApi = 'youtubeAnalytics' | 'youtubeReporting';

export interface OtherApiUsageSummary {
  api: OtherApi;
  clientId: string;
  /** Requests in the last 60 s (refused ones included: they count against the window, as Google's do). */
  lastMinute: number;
  limitPerMinute: number;
  /** Today (Pacific): requests answered, and requests refused with 429. */
  day: string;
  requests: number;
  rateLimited: number;
}

const MINUTE_MS = 60_000;

export class OtherApiUsage {
  private readonly limiter = new BurstLimiter();
  private readonly recent = new Map<string, number[]>();
  private readonly days = new Map<string, { day: string; requests: number; rateLimited: number }>();

  /** Records a request and answers whether it stays within `limitPerMinute`. */
  allow(api: OtherApi, clientId: string, nowMs: number, limitPerMinute: number): boolean {
    const key = `${api}\u0000${clientId}`;
    const allowed = this.limiter.allow(key, nowMs, limitPerMinute, MINUTE_MS);
    this.recent.set(key, [...(this.recent.get(key) ?? []).filter((t) => nowMs - t < MINUTE_MS), nowMs]);
    const day = pacificDay(new Date(nowMs));
    const current = this.days.get(key);
    const counts = current && current.day === day ? current : { day, requests: 0, rateLimited: 0 };
    if (allowed) counts.requests += 1;
    else counts.rateLimited += 1;
    this.days.set(key, counts);
    return allowed;
  }

  summary(api: OtherApi, clientId: string, nowMs: number, limitPerMinute: number): OtherApiUsageSummary {
    const key = `${api}\u0000${clientId}`;
    const day = pacificDay(new Date(nowMs));
    const counts = this.days.get(key);
    const today = counts && counts.day === day ? counts : { requests: 0, rateLimited: 0 };
    return {
      api,
      clientId,
      lastMinute: (this.recent.get(key) ?? []).filter((t) => nowMs - t < MINUTE_MS).length,
      limitPerMinute,
      day,
      requests: today.requests,
      rateLimited: today.rateLimited,
    };
  }

  clear(): void {
    this.limiter.clear();
    this.recent.clear();
    this.days.clear();
  }
}
