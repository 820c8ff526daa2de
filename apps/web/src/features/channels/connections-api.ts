// The channel-connection calls (packages/contracts connections.ts), answers checked with the contract schemas.
import { ChannelStats, Connection, ConnectionList, YoutubeStatus } from '@vidcraft/contracts';
import { apiFetch } from '../../lib/api.ts';

type ConnectionType = Connection;
export type YoutubeStatusData = ReturnType<typeof YoutubeStatus.parse>;

const byId = (id: string) => `/api/youtube-connections/${encodeURIComponent(id)}`;

export async function fetchConnections(): Promise<ConnectionType[]> {
  return ConnectionList.parse(await apiFetch('/api/youtube-connections')).connections;
}

export async function activateConnection(id: string): Promise<ConnectionType[]> {
  return ConnectionList.parse(await apiFetch(`${byId(id)}/activate`, { method: 'POST' })).connections;
}

/** Re-reads the channel from YouTube (1 quota unit); a dead grant answers AUTH_REQUIRED. */
export async function refreshConnection(id: string): Promise<ConnectionType> {
  return Connection.parse(await apiFetch(`${byId(id)}/refresh`, { method: 'POST' }));
}

/** Revokes the grant at Google and deletes the channel's synced data; answers the remaining connections. */
export async function removeConnection(id: string): Promise<ConnectionType[]> {
  return ConnectionList.parse(await apiFetch(byId(id), { method: 'DELETE' })).connections;
}

/** Stored statistics (no YouTube call). */
export async function fetchChannelStats(id: string): Promise<ChannelStats> {
  return ChannelStats.parse(await apiFetch(`${byId(id)}/stats`));
}

/** Re-reads the channel from YouTube (a POST, 1 quota unit), then answers the statistics it stored. */
export async function refreshChannelStats(id: string): Promise<ChannelStats> {
  await refreshConnection(id);
  return fetchChannelStats(id);
}

export async function fetchYoutubeStatus(): Promise<YoutubeStatusData> {
  return YoutubeStatus.parse(await apiFetch('/api/youtube/status'));
}

/** The active connection (spec §4): the one flagged isActive, else the first. */
export function activeConnectionOf(
  connections: readonly ConnectionType[] | undefined,
): ConnectionType | null {
  if (!connections?.length) return null;
  return connections.find((connection) => connection.isActive) ?? connections[0] ?? null;
}
