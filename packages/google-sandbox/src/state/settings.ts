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
  /** Completed videos.insert uploads per channel per rolling 24 h before 400 uploadLimitExceeded. */
  videoUploadsPerDay: z.number().int().min(0),
  /** The largest video the sandbox accepts (YouTube's is 256 GB); larger → 413 uploadTooLarge. */
  videoMaxBytes: z.number().int().positive(),
  /** How long a resumable upload session lives (sandbox clock); afterwards its URI answers 404. */
  uploadSessionTtlSeconds: z.number().int().positive(),
  /** How long an inserted video reads as uploadStatus "uploaded" before it is "processed" (sandbox clock). */
  uploadProcessingSeconds: z.number().int().min(0),
  /** YouTube Analytics API requests per project per minute before 429 rateLimitExceeded. */
  analyticsRequestsPerMinute: z.number().int().positive(),
  /** YouTube Reporting API requests per project per minute before 429 rateLimitExceeded. */
  reportingRequestsPerMinute: z.number().int().positive(),
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
    videoUploadsPerDay: 50,
    videoMaxBytes: 2 * 1024 ** 3,
    uploadSessionTtlSeconds: 7 * 86_400,
    uploadProcessingSeconds: 10,
    analyticsRequestsPerMinute: 720,
    reportingRequestsPerMinute: 600,
  };
}
