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

export const PlaylistItem = z.looseObject({
  id: z.string(),
  contentDetails: z.looseObject({ videoId: z.string(), videoPublishedAt: z.string().optional() }).optional(),
  snippet: z.looseObject({ resourceId: z.looseObject({ videoId: z.string() }).optional() }).optional(),
  status: z.looseObject({ privacyStatus: z.string().optional() }).optional(),
});
export const PlaylistItemListResponse = z.looseObject({
  ...ListEnvelope,
  items: z.array(PlaylistItem).optional(),
});
export type PlaylistItemListResponse = z.infer<typeof PlaylistItemListResponse>;

export const Video = z.looseObject({
  id: z.string(),
  etag: z.string().optional(),
  snippet: z
    .looseObject({
      publishedAt: z.string().optional(),
      channelId: z.string().optional(),
      title: z.string(),
      description: z.string().default(''),
      thumbnails: Thumbnails.optional(),
      tags: z.array(z.string()).optional(),
      categoryId: z.string().optional(),
      liveBroadcastContent: z.string().optional(),
      defaultLanguage: z.string().optional(),
      defaultAudioLanguage: z.string().optional(),
    })
    .optional(),
  contentDetails: z
    .looseObject({
      duration: z.string().optional(),
      dimension: z.string().optional(),
      definition: z.string().optional(),
      caption: z.string().optional(),
      hasCustomThumbnail: z.boolean().optional(),
    })
    .optional(),
  statistics: z
    .looseObject({
      viewCount: z.string().optional(),
      likeCount: z.string().optional(),
      commentCount: z.string().optional(),
    })
    .optional(),
  status: z
    .looseObject({
      uploadStatus: z.string().optional(),
      privacyStatus: z.string().optional(),
      publishAt: z.string().optional(),
      madeForKids: z.boolean().optional(),
    })
    .optional(),
  localizations: z
    .record(z.string(), z.looseObject({ title: z.string().optional(), description: z.string().optional() }))
    .optional(),
  fileDetails: z
    .looseObject({
      videoStreams: z
        .array(z.looseObject({ widthPixels: z.number().optional(), heightPixels: z.number().optional() }))
        .optional(),
    })
    .optional(),
});
export type Video = z.infer<typeof Video>;

/** videos.insert answers the new video with the parts it was given (Vidcraft always sends snippet and status). */
export const InsertedVideo = Video.extend({
  kind: z.literal('youtube#video'),
  snippet: Video.shape.snippet.unwrap().extend({ channelId: z.string() }),
  status: Video.shape.status.unwrap().extend({ uploadStatus: z.string(), privacyStatus: z.string() }),
});
export type InsertedVideo = z.infer<typeof InsertedVideo>;
export const VideoListResponse = z.looseObject({ ...ListEnvelope, items: z.array(Video).optional() });

/** thumbnails.set answers the new thumbnail's URLs per size. */
export const ThumbnailSetResponse = z.looseObject({
  kind: z.string(),
  items: z.array(Thumbnails).optional(),
});
export type ThumbnailSetResponse = z.infer<typeof ThumbnailSetResponse>;
export type VideoListResponse = z.infer<typeof VideoListResponse>;

export const Caption = z.looseObject({
  id: z.string(),
  snippet: z.looseObject({
    videoId: z.string().optional(),
    lastUpdated: z.string().optional(),
    trackKind: z.string().optional(),
    language: z.string(),
    name: z.string().default(''),
    isDraft: z.boolean().optional(),
    status: z.string().optional(),
  }),
});
export type Caption = z.infer<typeof Caption>;
export const CaptionListResponse = z.looseObject({ ...ListEnvelope, items: z.array(Caption).optional() });
