// YouTube Data API quota: the cost of each method in both published profiles, and the quota day, which
// resets at midnight Pacific time (reference: youtube-platform.md §3).
export type CostProfile = 'current' | 'legacy';

const COMMON: Record<string, number> = {
  'channels.list': 1,
  'playlistItems.list': 1,
  'videos.list': 1,
  'videos.update': 50,
  'thumbnails.set': 50,
  'captions.list': 50,
  'captions.insert': 400,
  'captions.update': 450,
  'captions.delete': 50,
  'captions.download': 200,
  'i18nLanguages.list': 1,
  'videoCategories.list': 1,
};

const PROFILES: Record<CostProfile, Record<string, number>> = {
  // search.list and videos.insert moved to their own 100-calls-a-day buckets: 1 unit each from the pool.
  current: { ...COMMON, 'search.list': 1, 'videos.insert': 1 },
  legacy: { ...COMMON, 'search.list': 100, 'videos.insert': 1600 },
};

export function quotaCost(method: string, profile: CostProfile): number {
  const cost = PROFILES[profile][method];
  if (cost === undefined) throw new Error(`No quota cost known for YouTube method ${method}`);
  return cost;
}

const pacificDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The quota day (YYYY-MM-DD in America/Los_Angeles) that `at` falls in. */
export function quotaDay(at: Date): string {
  return pacificDate.format(at);
}

/** The instant the quota day containing `at` ends (the next Pacific midnight), DST-aware. */
export function nextQuotaReset(at: Date): Date {
  const today = quotaDay(at);
  // Search forward by hours for the first instant whose Pacific date differs, then back to the minute.
  let probe = new Date(at.getTime());
  probe.setUTCMinutes(0, 0, 0);
  while (quotaDay(probe) === today) probe = new Date(probe.getTime() + 3600_000);
  let low = probe.getTime() - 3600_000;
  let high = probe.getTime();
  while (high - low > 1000) {
    const mid = Math.floor((low + high) / 2);
    if (quotaDay(new Date(mid)) === today) low = mid;
    else high = mid;
  }
  return new Date(Math.ceil(high / 1000) * 1000);
}
