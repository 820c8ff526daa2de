import type { ChannelStats, Connection } from '@vidcraft/contracts';
import type { ConnectionRow } from '../../db/schema.ts';
import type { ConnectionSummaryRow } from './connections.repo.ts';
import { grantAllowsAnalytics, grantAllowsWrite } from '../../integrations/google/google-scopes.ts';

/** The active connection is the flagged one, else the first (spec §4 "Connections"). */
export function activeConnectionId(rows: readonly Pick<ConnectionRow, 'id' | 'is_active'>[]): string | null {
  return (rows.find((r) => r.is_active) ?? rows[0])?.id ?? null;
}

export function presentConnection(row: ConnectionSummaryRow, activeId: string | null): Connection {
  return {
    id: row.id,
    youtubeChannelId: row.youtube_channel_id,
    channelId: row.youtube_channel_id,
    channelName: row.channel_title,
    channelHandle: row.channel_handle,
    thumbnailUrl: row.thumbnail_url,
    isActive: row.id === activeId,
    status: row.status,
    canPublish: grantAllowsWrite(row.scopes),
    canReadAnalytics: grantAllowsAnalytics(row.scopes),
    connectedAt: row.created_at.toISOString(),
    accessVerifiedAt: row.last_verified_at?.toISOString() ?? null,
  };
}

export function presentConnections(rows: readonly ConnectionSummaryRow[]): Connection[] {
  const activeId = activeConnectionId(rows);
  return rows.map((row) => presentConnection(row, activeId));
}

export function presentStats(row: ConnectionRow, lastSyncAt: Date | null): ChannelStats {
  return {
    connectionId: row.id,
    channelId: row.youtube_channel_id,
    title: row.channel_title,
    thumbnailUrl: row.thumbnail_url,
    subscriberCount: row.hidden_subscriber_count ? null : row.subscriber_count,
    hiddenSubscriberCount: row.hidden_subscriber_count ?? false,
    viewCount: row.view_count,
    videoCount: row.video_count,
    fetchedAt: row.stats_fetched_at?.toISOString() ?? null,
    lastSyncAt: lastSyncAt?.toISOString() ?? null,
  };
}
