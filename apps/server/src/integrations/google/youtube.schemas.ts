// The parts of YouTube Data API responses Vidcraft relies on, validated at the boundary. Unknown fields pass
// through untouched; counts arrive as strings and stay strings here.
import { z } from 'zod';

const Thumbnail = z.object({ url: z.string(), width: z.number().optional(), height: z.number().optional() });
export const Thumbnails = z.record(z.string(), Thumbnail);
export type Thumbnails = z.infer<typeof Thumbnails>;

const ListEnvelope = {
  kind: z.string(),
  etag: z.string(),
  nextPageToken: z.string().optional(),
  prevPageToken: z.string().optional(),
  pageInfo: z.object({ totalResults: z.number(), resultsPerPage: z.number() }).optional(),
};

export const Channel = z.looseObject({
  id: z.string(),
  etag: z.string().optional(),
  snippet: z
    .looseObject({
      title: z.string(),
      description: z.string().optional(),
      customUrl: z.string().optional(),
      publishedAt: z.string().optional(),
      thumbnails: Thumbnails.optional(),
      defaultLanguage: z.string().optional(),
      country: z.string().optional(),
    })
    .optional(),
  contentDetails: z
    .looseObject({ relatedPlaylists: z.looseObject({ uploads: z.string().optional() }) })
    .optional(),
  statistics: z
    .looseObject({
      viewCount: z.string().optional(),
      subscriberCount: z.string().optional(),
      hiddenSubscriberCount: z.boolean().optional(),
      videoCount: z.string().optional(),
    })
    .optional(),
});
export type Channel = z.infer<typeof Channel>;

export const ChannelListResponse = z.looseObject({ ...ListEnvelope, items: z.array(Channel).optional() });
export type ChannelListResponse = z.infer<typeof ChannelListResponse>;

/** The best available thumbnail URL, preferring the given sizes in order. */
export function pickThumbnail(
  thumbnails: Thumbnails | undefined,
  order: readonly string[] = ['medium', 'high', 'default'],
): string | null {
  for (const size of order) {
    const url = thumbnails?.[size]?.url;
    if (url) return url;
  }
  return null;
}
