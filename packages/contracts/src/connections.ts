import { z } from './zod.ts';
import { defineRoute } from './route.ts';
import { ErrorBody } from './errors.ts';
import { NativeChallenge } from './native-challenge.ts';
import { ReturnPath } from './return-path.ts';
import { CHANNEL_CONNECT_CALLBACK_PATH } from './sign-in-paths.ts';

export { CHANNEL_CONNECT_CALLBACK_PATH } from './sign-in-paths.ts';

export const ConnectionStatus = z.enum(['active', 'needs_reauth']);

export const Connection = z
  .object({
    id: z.string(),
    youtubeChannelId: z.string(),
    /** The spec's clients read the channel id under this name too. */
    channelId: z.string(),
    channelName: z.string(),
    channelHandle: z.string().nullable(),
    thumbnailUrl: z.string().nullable(),
    isActive: z.boolean(),
    status: ConnectionStatus,
    canPublish: z.boolean(),
    /** The grant includes YouTube Analytics (asked for on the analytics page, not at connect). */
    canReadAnalytics: z.boolean(),
    connectedAt: z.string(),
    /** When Google last accepted Vidcraft's access to the channel (connect, re-authorization, token refresh). */
    accessVerifiedAt: z.string().nullable(),
  })
  .meta({ id: 'Connection' });
export type Connection = z.infer<typeof Connection>;

export const ConnectionList = z.object({ connections: z.array(Connection) }).meta({ id: 'ConnectionList' });

export const ChannelStats = z
  .object({
    connectionId: z.string(),
    channelId: z.string(),
    title: z.string(),
    thumbnailUrl: z.string().nullable(),
    subscriberCount: z.number().nullable(),
    hiddenSubscriberCount: z.boolean(),
    viewCount: z.number().nullable(),
    videoCount: z.number().nullable(),
    fetchedAt: z.string().nullable(),
    lastSyncAt: z.string().nullable(),
  })
  .meta({ id: 'ChannelStats' });
export type ChannelStats = z.infer<typeof ChannelStats>;

export const ChannelAuthStatus = z
  .object({
    hasConnection: z.boolean(),
    isActive: z.boolean(),
    tokenExpired: z.boolean(),
    needsReauth: z.boolean(),
  })
  .meta({ id: 'ChannelAuthStatus' });

export const QuotaSummary = z.object({
  usedToday: z.number(),
  usedTodayByYou: z.number(),
  dailyBudget: z.number(),
  /** Google answered quotaExceeded today: nothing more can be spent until `resetsAt`. */
  exhausted: z.boolean(),
  resetsAt: z.string(),
});

export const YoutubeStatus = z
  .object({
    connected: z.boolean(),
    activeConnection: Connection.nullable(),
    needsReauth: z.boolean(),
    quota: QuotaSummary,
  })
  .meta({ id: 'YoutubeStatus' });

/** A YouTube channel id (`UC…`, base64url): anything else cannot name a channel, so it is refused up front. */
const ChannelIdText = z
  .string()
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a YouTube channel id');

export const ConnectStartBody = z.object({
  returnTo: ReturnPath.optional(),
  /**
   * `write` also asks for permission to publish metadata, thumbnails and captions; `analytics` to read YouTube
   * Analytics (watch time, impressions, click-through rate). Either adds to what the channel already granted.
   */
  access: z.enum(['read', 'write', 'analytics']).default('read'),
  /** Re-authorize this channel (YouTube channel id) rather than connect a new one. */
  channelId: ChannelIdText.optional(),
  nativeChallenge: NativeChallenge.optional(),
});
export const ConnectStartResponse = z.object({ url: z.string() });

/** The native app completes the grant it started, with the verifier of its challenge (RFC 8252 §8.1). */
export const ConnectNativeCompleteBody = z.strictObject({
  state: z.string().min(20).max(256),
  code: z.string().min(1).max(2048).optional(),
  error: z.enum(['access_denied', 'connect_failed']).optional(),
  codeVerifier: z.string().min(43).max(128),
});
/** Where the grant ended, as the web's /youtube-callback page reads it from its query. */
export const ConnectNativeCompleteResponse = z.union([
  z.object({
    ok: z.literal(true),
    channelId: z.string(),
    reason: z.enum(['connect', 'reauth']),
    returnTo: z.string().nullable(),
  }),
  z.object({ ok: z.literal(false), error: z.string(), returnTo: z.string().nullable() }),
]);

export const ConnectionIdParams = z.object({ id: z.uuid() });
export const ChannelIdParams = z.object({ channelId: z.string().min(1).max(64) });
// A GET only reads: re-reading from YouTube is POST …/:id/refresh (decision 016); `refresh` is refused.
export const StatsQuery = z.strictObject({});

export const connectionRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/youtube-connections',
    summary: "The signed-in user's connected channels",
    tags: ['connections'],
    response: { 200: ConnectionList, 401: ErrorBody },
  }),
  activate: defineRoute({
    method: 'POST',
    path: '/api/youtube-connections/:id/activate',
    summary: 'Makes a connection the active channel',
    tags: ['connections'],
    params: ConnectionIdParams,
    response: { 200: ConnectionList, 401: ErrorBody, 404: ErrorBody },
  }),
  refresh: defineRoute({
    method: 'POST',
    path: '/api/youtube-connections/:id/refresh',
    summary: 'Re-reads the channel from YouTube and re-checks the grant (1 quota unit)',
    tags: ['connections'],
    params: ConnectionIdParams,
    response: { 200: Connection, 401: ErrorBody, 404: ErrorBody },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/youtube-connections/:id',
    summary:
      "Disconnects a channel: revokes the grant at Google, deletes its tokens and the channel's synced data",
    tags: ['connections'],
    params: ConnectionIdParams,
    response: { 200: ConnectionList, 401: ErrorBody, 404: ErrorBody },
  }),
  stats: defineRoute({
    method: 'GET',
    path: '/api/youtube-connections/:id/stats',
    summary: 'Stored channel statistics (re-read them with POST /api/youtube-connections/{id}/refresh)',
    tags: ['connections'],
    params: ConnectionIdParams,
    querystring: StatsQuery,
    response: { 200: ChannelStats, 401: ErrorBody, 404: ErrorBody },
  }),
  channelStatus: defineRoute({
    method: 'GET',
    path: '/api/auth/youtube/connections/:channelId/status',
    summary: 'Whether the signed-in user has this channel connected and whether it needs re-authorization',
    tags: ['connections'],
    params: ChannelIdParams,
    response: { 200: ChannelAuthStatus, 401: ErrorBody },
  }),
  connectStart: defineRoute({
    method: 'POST',
    path: '/api/auth/youtube/connect',
    summary: 'Starts connecting (or re-authorizing) a channel; answers the Google URL to open',
    tags: ['connections'],
    body: ConnectStartBody,
    response: { 200: ConnectStartResponse, 401: ErrorBody },
  }),
  connectCallback: defineRoute({
    method: 'GET',
    path: CHANNEL_CONNECT_CALLBACK_PATH,
    summary: "Google's redirect after a channel grant",
    tags: ['connections'],
    querystring: z.object({
      code: z.string().max(2048).optional(),
      state: z.string().max(256).optional(),
      error: z.string().max(256).optional(),
      scope: z.string().max(2048).optional(),
    }),
    response: { 302: z.null() },
  }),
  connectNativeComplete: defineRoute({
    method: 'POST',
    path: '/api/auth/youtube/native/complete',
    summary: 'Native app: completes a channel grant it started, with the verifier of its challenge',
    tags: ['connections'],
    body: ConnectNativeCompleteBody,
    response: { 200: ConnectNativeCompleteResponse, 400: ErrorBody, 401: ErrorBody },
  }),
  youtubeStatus: defineRoute({
    method: 'GET',
    path: '/api/youtube/status',
    summary: "The active channel, whether it needs re-authorization, and today's YouTube quota",
    tags: ['connections'],
    response: { 200: YoutubeStatus, 401: ErrorBody },
  }),
  userChannels: defineRoute({
    method: 'GET',
    path: '/api/youtube/user-channels',
    summary: "The signed-in user's channels",
    tags: ['connections'],
    response: { 200: z.object({ channels: z.array(Connection) }), 401: ErrorBody },
  }),
  userChannel: defineRoute({
    method: 'GET',
    path: '/api/youtube/user-channel',
    summary: 'The active channel (the flagged one, else the first)',
    tags: ['connections'],
    response: { 200: z.object({ channel: Connection.nullable() }), 401: ErrorBody },
  }),
  reauth: defineRoute({
    method: 'POST',
    path: '/api/youtube/reauth',
    summary: 'Starts re-authorizing a channel; answers the Google URL to open',
    tags: ['connections'],
    body: z.object({
      channelId: ChannelIdText.optional(),
      returnTo: ReturnPath.optional(),
      nativeChallenge: NativeChallenge.optional(),
    }),
    response: { 200: ConnectStartResponse, 401: ErrorBody, 404: ErrorBody },
  }),
} as const;
