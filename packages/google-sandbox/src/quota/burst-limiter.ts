// Per-user burst limit: too many Data API calls from one identity within a short window → rateLimitExceeded.

export class BurstLimiter {
  private readonly hits = new Map<string, number[]>();

  /** Records a call and answers whether it stays within `limit` calls per `windowMs`. */
  allow(user: string, nowMs: number, limit: number, windowMs: number): boolean {
    const recent = (this.hits.get(user) ?? []).filter((t) => nowMs - t < windowMs);
    recent.push(nowMs);
    this.hits.set(user, recent);
    return recent.length <= limit;
  }

  clear(): void {
    this.hits.clear();
  }
}
