// Query keys of the signed-in area and their cache lifetimes (spec §9 "Client cache lifetimes"): how long an
// answer counts as fresh before a screen that needs it asks the server again.
import type { ThumbnailDesign } from '@vidcraft/contracts';

export interface VideoListFilters {
  q: string;
  type: '' | 'short' | 'long';
  visibility: '' | 'public' | 'unlisted' | 'private' | 'scheduled';
  captions: '' | 'true' | 'false';
  optimized: '' | 'true' | 'false';
  sort: 'newest' | 'oldest' | 'views' | 'score';
}

export const queryKeys = {
  me: ['auth-me'] as const,
  profile: ['user-profile'] as const,
  youtubeStatus: ['youtube-status'] as const,
  userChannel: ['user-channel'] as const,
  connections: ['youtube-connections'] as const,
  channelStats: (connectionId: string) => ['channel-stats', connectionId] as const,
  allChannelStats: ['channel-stats'] as const,
  syncProgress: (connectionId: string) => ['sync-progress', connectionId] as const,
  syncStats: (connectionId: string) => ['sync-stats', connectionId] as const,
  channelVideos: (connectionId: string, filters: VideoListFilters) =>
    ['channel-videos', connectionId, filters] as const,
  recentVideos: (connectionId: string) => ['channel-videos', connectionId, 'recent'] as const,
  /** Every list of one channel's videos (filtered pages and the recent ones). */
  channelVideosOf: (connectionId: string) => ['channel-videos', connectionId] as const,
  allChannelVideos: ['channel-videos'] as const,
  videoDetails: (videoId: string) => ['video-details', videoId] as const,
  captions: (videoId: string) => ['video-captions', videoId] as const,
  /** The track list, as first listed ('list': the stored one when fresh) or re-listed ('refresh'). */
  captionTracks: (videoId: string, mode: 'list' | 'refresh' | 'no') =>
    ['video-captions', videoId, mode] as const,
  captionText: (videoId: string, trackId: string) => ['video-captions', videoId, 'text', trackId] as const,
  googleClient: ['google-client-id'] as const,
  videoSuggestions: (videoId: string) => ['video-suggestions', videoId] as const,
  optimizationUsage: (userId: string) => ['optimization-usage', userId] as const,
  allOptimizationUsage: ['optimization-usage'] as const,
  history: (videoId: string | null, page: number) => ['optimization-history', videoId, page] as const,
  allHistory: ['optimization-history'] as const,
  channelAudit: (connectionId: string) => ['channel-audit', connectionId] as const,
  thumbnailCapabilities: ['thumbnail-capabilities'] as const,
  /** A design rendered for a video: the same design answers from the cache. */
  thumbnailRender: (videoId: string, design: ThumbnailDesign | null) =>
    ['thumbnail-render', videoId, design] as const,
  /** A design rendered for no YouTube video (the studio designing for an upload). */
  thumbnailRenderWithoutVideo: (design: ThumbnailDesign | null) =>
    ['thumbnail-render', null, design] as const,
  thumbnailBackgrounds: ['thumbnail-backgrounds'] as const,
  /** Thumbnails kept for a video. */
  savedThumbnails: (videoId: string) => ['saved-thumbnails', videoId] as const,
  /** The newest 20 kept thumbnails, for any video or none (the studio without a video, the upload tool). */
  recentSavedThumbnails: ['saved-thumbnails', 'recent', 20] as const,
  /** Every list of kept thumbnails (for one video, and the recent ones). */
  allSavedThumbnails: ['saved-thumbnails'] as const,
  thumbnailUploads: (videoId: string) => ['thumbnail-uploads', videoId] as const,
  thumbnailQuota: (userId: string) => ['thumbnail-quota', userId] as const,
  allThumbnailQuota: ['thumbnail-quota'] as const,
  uploadCapabilities: ['upload-capabilities'] as const,
  /** The creator's uploads (the list), and one upload with its analysis. */
  /** The analytics page: the active channel's overview, or one video, for a period. */
  analyticsOverview: (connectionId: string, days: number) => ['analytics', connectionId, days] as const,
  videoAnalytics: (videoId: string, days: number) => ['analytics', 'video', videoId, days] as const,
  allAnalytics: ['analytics'] as const,
  uploads: ['uploads'] as const,
  upload: (id: string) => ['uploads', 'one', id] as const,
};

const SECOND = 1000;

export const CACHE_LIFETIMES_MS = {
  me: 60 * SECOND,
  profile: 500 * SECOND,
  youtubeStatus: 60 * SECOND,
  userChannel: 500 * SECOND,
  connections: 500 * SECOND,
  channelVideos: 500 * SECOND,
} as const;
