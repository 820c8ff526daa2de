// A connected channel and one of its videos as the API answers them, for component tests: each test overrides
// only what it is about.
import type { Connection, VideoSummary } from '@vidcraft/contracts';

export function testConnection(overrides: Partial<Connection> = {}): Connection {
  return {
    id: 'conn-1',
    youtubeChannelId: 'UCmochila0000000000000',
    channelId: 'UCmochila0000000000000',
    channelName: 'Mochila y Sabor',
    channelHandle: null,
    thumbnailUrl: null,
    isActive: true,
    status: 'active',
    canPublish: true,
    canReadAnalytics: false,
    connectedAt: '2026-11-20T10:00:00.000Z',
    accessVerifiedAt: null,
    ...overrides,
  };
}

export function testVideo(overrides: Partial<VideoSummary> = {}): VideoSummary {
  return {
    id: 'dQw4w9WgXcQ',
    channelId: 'UCmochila0000000000000',
    title: 'Paella en la playa',
    thumbnailUrl: null,
    publishedAt: '2026-11-01T10:00:00.000Z',
    publishAt: null,
    visibility: 'public',
    durationSeconds: 300,
    isShort: false,
    hasCaptions: true,
    viewCount: 1200,
    likeCount: null,
    commentCount: null,
    seoScore: null,
    optimized: false,
    fetchedAt: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}
