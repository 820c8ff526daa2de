import { DAY_MS, type RetentionRule } from '../system/retention-registry.ts';
import { CaptionsRepo } from './captions.repo.ts';
import { VideosRepo } from './videos.repo.ts';

/** YouTube developer policy III.E.4: API data is refreshed or deleted within 30 days. */
export const youtubeDataRetentionRules: RetentionRule[] = [
  {
    name: 'youtube-videos',
    reason: 'Synced videos not refreshed within 30 days are deleted (YouTube API data policy).',
    purge: (db, now) => new VideosRepo(db).deleteStale(new Date(now.getTime() - 30 * DAY_MS)),
  },
  {
    name: 'youtube-captions',
    reason: 'Caption tracks and texts not refreshed within 30 days are deleted (YouTube API data policy).',
    purge: (db, now) => new CaptionsRepo(db).deleteStale(new Date(now.getTime() - 30 * DAY_MS)),
  },
];
