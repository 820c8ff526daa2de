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
  // The Analytics and Reporting APIs have their own per-project limits and take nothing from the Data API's
  // units; their calls are still booked (at 0 units) so operations can see them.
  'youtubeAnalytics.reports.query': 0,
  'youtubeReporting.reportTypes.list': 0,
  'youtubeReporting.jobs.create': 0,
  'youtubeReporting.jobs.list': 0,
  'youtubeReporting.reports.list': 0,
  'youtubeReporting.media.download': 0,
};

const PROFILES: Record<CostProfile, Record<string, number>> = {
  // search.list and videos.insert moved to their own 100-calls-a-day buckets: nothing from the units pool.
  current: { ...COMMON, 'search.list': 0, 'videos.insert': 0 },
  legacy: { ...COMMON, 'search.list': 100, 'videos.insert': 1600 },
};

/** Units a call takes from the project's daily pool. */
export function quotaCost(method: string, profile: CostProfile): number {
  const cost = PROFILES[profile][method];
  if (cost === undefined) throw new Error(`No quota cost known for YouTube method ${method}`);
  return cost;
}

/** In the current profile these methods draw one call each from their own daily bucket instead of units. */
const BUCKET_METHODS = ['search.list', 'videos.insert'];
export const BUCKET_DAILY_CALLS = 100;

/** The method whose bucket a call draws from (the bucket is named after it), or null for the units pool. */
export function quotaBucket(method: string, profile: CostProfile): string | null {
  return profile === 'current' && BUCKET_METHODS.includes(method) ? method : null;
}

/** Methods of the Analytics and Reporting APIs: booked for the record, never drawn from or refused by the pool. */
export function isOtherApiMethod(method: string): boolean {
  return method.startsWith('youtubeAnalytics.') || method.startsWith('youtubeReporting.');
}
const OTHER_API_METHODS = Object.keys(COMMON).filter(isOtherApiMethod);

/** The methods whose refusals do not spend the pool's day: those with their own bucket, and the other APIs'. */
export function bucketMethods(profile: CostProfile): string[] {
  return [...(profile === 'current' ? BUCKET_METHODS : []), ...OTHER_API_METHODS];
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
