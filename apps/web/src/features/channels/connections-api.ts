// The channel-connection calls (packages/contracts connections.ts) through the typed client: paths and the
// answers' schemas come from the route contracts.
import { type ChannelStats, type Connection } from '@vidcraft/contracts';
import { connectionRoutes } from '@vidcraft/contracts/client-routes';
import { callApi, type ApiAnswer } from '../../lib/api-client.ts';

export type YoutubeStatusData = ApiAnswer<typeof connectionRoutes.youtubeStatus>;

export async function fetchConnections(): Promise<Connection[]> {
  return (await callApi(connectionRoutes.list, {})).connections;
}

export async function activateConnection(id: string): Promise<Connection[]> {
  return (await callApi(connectionRoutes.activate, { params: { id } })).connections;
}

/** Re-reads the channel from YouTube (1 quota unit); a dead grant answers AUTH_REQUIRED. */
export async function refreshConnection(id: string): Promise<Connection> {
  return callApi(connectionRoutes.refresh, { params: { id } });
}

/** Revokes the grant at Google and deletes the channel's synced data; answers the remaining connections. */
export async function removeConnection(id: string): Promise<Connection[]> {
  return (await callApi(connectionRoutes.remove, { params: { id } })).connections;
}

/** Stored statistics (no YouTube call). */
export async function fetchChannelStats(id: string): Promise<ChannelStats> {
  return callApi(connectionRoutes.stats, { params: { id } });
}

/** Re-reads the channel from YouTube (a POST, 1 quota unit), then answers the statistics it stored. */
export async function refreshChannelStats(id: string): Promise<ChannelStats> {
  await refreshConnection(id);
  return fetchChannelStats(id);
}

export async function fetchYoutubeStatus(): Promise<YoutubeStatusData> {
  return callApi(connectionRoutes.youtubeStatus, {});
}

/** The active connection (spec §4): the one flagged isActive, else the first. */
export function activeConnectionOf(connections: readonly Connection[] | undefined): Connection | null {
  if (!connections?.length) return null;
  return connections.find((connection) => connection.isActive) ?? connections[0] ?? null;
}
