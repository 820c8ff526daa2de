// The quota cost table with both profiles (reference §3.2). In the current profile search.list and
// videos.insert draw one call each from their own 100-calls/day buckets; in the legacy profile they cost
// 100 and 1,600 units from the shared pool.

export type CostProfile = 'current' | 'legacy';
export type QuotaBucket = 'default' | 'search' | 'videos.insert';

export interface Cost {
  units: number;
  bucket: QuotaBucket;
}

const COMMON: Record<string, number> = {
  'youtube.channels.list': 1,
  'youtube.channels.update': 50,
  'youtube.playlistItems.list': 1,
  'youtube.playlistItems.insert': 50,
  'youtube.playlistItems.update': 50,
  'youtube.playlistItems.delete': 50,
  'youtube.videos.list': 1,
  'youtube.videos.update': 50,
  'youtube.videos.delete': 50,
  'youtube.videos.rate': 50,
  'youtube.videos.reportAbuse': 50,
  'youtube.videos.getRating': 1,
  'youtube.thumbnails.set': 50,
  'youtube.captions.list': 50,
  'youtube.captions.insert': 400,
  'youtube.captions.update': 450,
  'youtube.captions.delete': 50,
  'youtube.captions.download': 200,
  'youtube.i18nLanguages.list': 1,
  'youtube.i18nRegions.list': 1,
  'youtube.videoCategories.list': 1,
  'youtube.playlists.list': 1,
  'youtube.playlists.insert': 50,
  'youtube.playlists.update': 50,
  'youtube.playlists.delete': 50,
  'youtube.subscriptions.list': 1,
  'youtube.subscriptions.insert': 50,
  'youtube.subscriptions.delete': 50,
  'youtube.commentThreads.list': 1,
  'youtube.commentThreads.insert': 50,
  'youtube.commentThreads.update': 50,
  'youtube.comments.list': 1,
  'youtube.comments.insert': 50,
  'youtube.comments.update': 50,
  'youtube.comments.setModerationStatus': 50,
  'youtube.comments.delete': 50,
  'youtube.channelBanners.insert': 50,
  'youtube.watermarks.set': 50,
  'youtube.watermarks.unset': 50,
};

const LEGACY_ONLY: Record<string, number> = { 'youtube.search.list': 100, 'youtube.videos.insert': 1600 };
const CURRENT_BUCKETS: Record<string, QuotaBucket> = {
  'youtube.search.list': 'search',
  'youtube.videos.insert': 'videos.insert',
};

export function costOf(method: string, profile: CostProfile): Cost {
  const bucket = CURRENT_BUCKETS[method];
  if (bucket)
    return profile === 'current'
      ? { units: 1, bucket }
      : { units: LEGACY_ONLY[method] ?? 1, bucket: 'default' };
  return { units: COMMON[method] ?? 1, bucket: 'default' };
}

export function costTable(profile: CostProfile): Record<string, Cost> {
  const methods = [...Object.keys(COMMON), ...Object.keys(LEGACY_ONLY)];
  return Object.fromEntries(methods.map((m) => [m, costOf(m, profile)]));
}
