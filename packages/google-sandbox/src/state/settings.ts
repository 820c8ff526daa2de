// Runtime settings the control plane can change; persisted with the state.
import { z } from 'zod';

export const settingsSchema = z.object({
  costProfile: z.enum(['current', 'legacy']),
  /** Units per project per Pacific day for the default pool. */
  dailyLimit: z.number().int().min(0),
  /** Calls per day in the separate search.list and videos.insert buckets of the current profile. */
  bucketDailyCalls: z.number().int().min(0),
  accessTokenTtlSeconds: z.number().int(),
  /** "testing" makes refresh tokens for non-basic scopes expire after 7 days, as in Google Cloud. */
  publishingStatus: z.enum(['production', 'testing']),
  thumbnailMaxBytes: z.number().int().positive(),
  /** Per-user burst limit: more than `requests` Data API calls within `windowSeconds` → rateLimitExceeded. */
  burstRequests: z.number().int().positive(),
  burstWindowSeconds: z.number().positive(),
  /** Thumbnail uploads per channel per rolling 24 h before uploadRateLimitExceeded. */
  thumbnailUploadsPerDay: z.number().int().positive(),
});

export type Settings = z.infer<typeof settingsSchema>;

export function defaultSettings(accessTokenTtlSeconds = 3600): Settings {
  return {
    costProfile: 'current',
    dailyLimit: 10_000,
    bucketDailyCalls: 100,
    accessTokenTtlSeconds,
    publishingStatus: 'production',
    thumbnailMaxBytes: 2 * 1024 * 1024,
    burstRequests: 100,
    burstWindowSeconds: 1,
    thumbnailUploadsPerDay: 50,
  };
}
