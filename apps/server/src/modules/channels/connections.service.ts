// Channel connections: each holds a Google grant with YouTube scopes, connected or re-authorized through the
// OAuth flow, identified with channels.list mine=true, and removable (its tokens and synced data are deleted,
// and the grant is revoked at Google when no other connection depends on it; decision 014).
import { randomUUID } from 'node:crypto';
import type { ConnectionRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { SecretBox } from '../../integrations/crypto/secret-box.ts';
import type { GoogleOAuthClient } from '../../integrations/google/google-oauth.client.ts';
import {
  grantAllowsAnalytics,
  scopesForAccess,
  scopesKeptFrom,
  type ChannelAccess,
} from '../../integrations/google/google-scopes.ts';
import type { YoutubeClient } from '../../integrations/google/youtube.client.ts';
import { pickThumbnail, type Channel } from '../../integrations/google/youtube.schemas.ts';
import type { CompletedFlow, OAuthFlowService } from '../auth/oauth-flow.service.ts';
import {
  accessTokenContext,
  refreshTokenContext,
  type ConnectionTokens,
} from './connection-tokens.service.ts';
import type { ConnectionsRepo, ConnectionSummaryRow } from './connections.repo.ts';

export const CONNECT_CALLBACK_PATH = '/api/auth/youtube/callback';

export type ConnectOutcome =
  | { ok: true; channelId: string; reason: 'connect' | 'reauth'; returnTo: string | null }
  | { ok: false; error: string; returnTo: string | null };

/** The connection columns that mirror a channel resource. */
export function channelFields(channel: Channel) {
  const stats = channel.statistics;
  const count = (value: string | undefined) => (value === undefined ? null : Number(value));
  return {
    channel_title: channel.snippet?.title ?? channel.id,
    channel_handle: channel.snippet?.customUrl ?? null,
    thumbnail_url: pickThumbnail(channel.snippet?.thumbnails, ['medium', 'high', 'default']),
    subscriber_count: count(stats?.subscriberCount),
    hidden_subscriber_count: stats?.hiddenSubscriberCount ?? false,
    view_count: count(stats?.viewCount),
    video_count: count(stats?.videoCount),
    stats_fetched_at: new Date(),
  };
}

export class ConnectionsService {
  private readonly deps: {
    repo: ConnectionsRepo;
    tokens: ConnectionTokens;
    flows: OAuthFlowService;
    oauth: GoogleOAuthClient;
    youtube: YoutubeClient;
    box: SecretBox;
    publicUrl: string;
    /** The native app's URL scheme: a flow it started ends on `<scheme>://auth/callback/youtube`. */
    nativeAppScheme: string;
    /** Called once a new channel is connected (not on re-authorization). */
    onConnected?: (userId: string, connectionId: string) => Promise<void>;
    /** Called when a grant newly includes YouTube Analytics (its first ingest can start). */
    onAnalyticsGranted?: (userId: string, connectionId: string) => Promise<void>;
    /** How many channels the user's plan lets them have connected at once. */
    channelLimit: (userId: string) => Promise<{ limit: number; planName: string }>;
  };
  constructor(deps: ConnectionsService['deps']) {
    this.deps = deps;
  }

  list(userId: string): Promise<ConnectionRow[]> {
    return this.deps.repo.listForUser(userId);
  }

  listSummaries(userId: string): Promise<ConnectionSummaryRow[]> {
    return this.deps.repo.listSummariesForUser(userId);
  }

  async get(userId: string, id: string): Promise<ConnectionRow> {
    const row = await this.deps.repo.findForUser(userId, id);
    if (!row) throw notFound('The channel connection');
    return row;
  }

  async activate(userId: string, id: string): Promise<ConnectionRow[]> {
    await this.get(userId, id);
    await this.deps.repo.activate(userId, id);
    return this.list(userId);
  }

  /** Starts connecting a channel, or re-authorizing one; answers the Google URL to send the browser to. */
  async beginConnect(
    userId: string,
    input: {
      access: ChannelAccess;
      channelId?: string | undefined;
      returnTo?: string | undefined;
      /** The native app's S256 challenge: the flow is then completed by completeNativeConnect. */
      nativeChallenge?: string | undefined;
    },
  ) {
    const scopes = new Set(scopesForAccess(input.access));
    // Said before the trip to Google, so nobody consents for a channel their plan cannot take.
    if (!input.channelId) await this.refuseOverChannelLimit(userId);
    if (input.channelId) {
      const existing = await this.deps.repo.findByChannel(userId, input.channelId);
      if (!existing) throw notFound('The channel connection');
      // Re-authorizing keeps the access the channel had (a publishing grant stays a publishing grant, analytics
      // stays), and asking for more adds to it.
      for (const scope of scopesKeptFrom(existing.scopes)) scopes.add(scope);
    }
    return this.deps.flows.begin({
      purpose: 'connect',
      scopes: [...scopes],
      redirectUri: `${this.deps.publicUrl}${CONNECT_CALLBACK_PATH}`,
      returnTo: input.returnTo ?? null,
      offline: true,
      prompt: 'consent select_account',
      includeGrantedScopes: true,
      userId,
      channelId: input.channelId ?? null,
      reason: input.channelId ? 'reauth' : 'connect',
      nativeChallenge: input.nativeChallenge ?? null,
    });
  }

  /**
   * Google's callback for a flow the native app started, in the in-app browser (no session there): the
   * result goes on to the app, which completes it with its verifier. Null for any other callback.
   */
  async nativeCallbackRedirect(query: {
    code?: string;
    state?: string;
    error?: string;
  }): Promise<string | null> {
    if (!(await this.deps.flows.isNative('connect', query.state))) return null;
    const params = new URLSearchParams({ state: query.state! });
    if (query.error || !query.code)
      params.set('error', query.error === 'access_denied' ? 'access_denied' : 'connect_failed');
    else params.set('code', query.code);
    return `${this.deps.nativeAppScheme}://auth/callback/youtube?${params}`;
  }

  /** Completes a flow the native app started, for the signed-in user holding its verifier. */
  async completeNativeConnect(
    userId: string,
    input: { state: string; code?: string | undefined; error?: string | undefined; codeVerifier: string },
  ): Promise<ConnectOutcome> {
    const completed = await this.deps.flows.completeNative('connect', input.state, input.codeVerifier);
    return this.finishConnect(userId, completed, input);
  }

  async completeConnect(
    userId: string,
    query: { code?: string; state?: string; error?: string },
    cookieState: string | undefined,
  ): Promise<ConnectOutcome> {
    return this.finishConnect(
      userId,
      await this.deps.flows.complete('connect', query.state, cookieState),
      query,
    );
  }

  private async finishConnect(
    userId: string,
    { row: flow, codeVerifier }: CompletedFlow,
    query: { code?: string | undefined; error?: string | undefined },
  ): Promise<ConnectOutcome> {
    const returnTo = flow.return_to;
    if (flow.user_id !== userId) return { ok: false, error: 'session_changed', returnTo };
    if (query.error || !query.code) {
      return {
        ok: false,
        error: query.error === 'access_denied' ? 'access_denied' : 'connect_failed',
        returnTo,
      };
    }
    const tokens = await this.deps.oauth.exchangeCode(
      query.code,
      codeVerifier,
      `${this.deps.publicUrl}${CONNECT_CALLBACK_PATH}`,
    );
    const channel = await this.deps.youtube.myChannel({
      userId,
      connectionId: null,
      accessToken: async () => tokens.access_token,
    });
    if (!channel) return { ok: false, error: 'no_channel', returnTo };
    if (flow.channel_id && flow.channel_id !== channel.id) {
      return { ok: false, error: 'channel_mismatch', returnTo };
    }
    const scopes = (tokens.scope || flow.scopes.join(' ')).split(' ').filter(Boolean);
    const grantSubject = await this.deps.oauth.grantSubject(tokens.access_token);
    const existing = await this.deps.repo.findByChannel(userId, channel.id);
    const id = existing?.id ?? randomUUID();
    const sealed = {
      access_token_enc: this.deps.box.seal(tokens.access_token, accessTokenContext(id)),
      access_token_expires_at: new Date(Date.now() + tokens.expires_in * 1000),
      // Without a new refresh token (Google omits it on some re-consents), the stored one stays.
      ...(tokens.refresh_token
        ? { refresh_token_enc: this.deps.box.seal(tokens.refresh_token, refreshTokenContext(id)) }
        : {}),
    };
    if (existing) {
      await this.deps.repo.update(id, {
        ...channelFields(channel),
        ...sealed,
        scopes,
        status: existing.refresh_token_enc || tokens.refresh_token ? 'active' : 'needs_reauth',
        status_reason: null,
        last_verified_at: new Date(),
        ...(grantSubject ? { grant_subject: grantSubject } : {}),
      });
    } else {
      const { limit } = await this.deps.channelLimit(userId);
      const hasActive = (await this.deps.repo.listForUser(userId)).some((c) => c.is_active);
      // Counted again under the user's lock: two consents finishing together cannot both take the last place.
      const inserted = await this.deps.repo.insertWithinLimit(limit, {
        id,
        user_id: userId,
        youtube_channel_id: channel.id,
        grant_subject: grantSubject,
        scopes,
        refresh_token_enc: sealed.refresh_token_enc ?? null,
        access_token_enc: sealed.access_token_enc,
        access_token_expires_at: sealed.access_token_expires_at,
        status: tokens.refresh_token ? 'active' : 'needs_reauth',
        status_reason: tokens.refresh_token ? null : 'no_refresh_token',
        is_active: !hasActive,
        last_verified_at: new Date(),
        ...channelFields(channel),
      });
      if (!inserted) return { ok: false, error: 'channel_limit', returnTo };
      await this.deps.onConnected?.(userId, id);
    }
    if (grantAllowsAnalytics(scopes) && !(existing && grantAllowsAnalytics(existing.scopes))) {
      await this.deps.onAnalyticsGranted?.(userId, id);
    }
    return {
      ok: true,
      channelId: channel.id,
      reason: flow.reason === 'reauth' || existing ? 'reauth' : 'connect',
      returnTo,
    };
  }

  private async refuseOverChannelLimit(userId: string): Promise<void> {
    const { limit, planName } = await this.deps.channelLimit(userId);
    const connected = (await this.deps.repo.listForUser(userId)).length;
    if (connected < limit) return;
    throw new AppError(
      'FORBIDDEN',
      `Your ${planName} plan allows ${limit} connected channel${limit === 1 ? '' : 's'}. Remove one, or upgrade for more.`,
      { details: { reason: 'channelLimit', limit, used: connected, plan: planName } },
    );
  }

  /** Re-reads the channel from YouTube (1 unit); a dead grant shows up here as needs_reauth. */
  async refresh(userId: string, id: string): Promise<ConnectionRow> {
    const row = await this.get(userId, id);
    const channel = await this.deps.youtube.myChannel(this.deps.tokens.caller(row));
    if (!channel || channel.id !== row.youtube_channel_id) {
      throw new AppError(
        'FORBIDDEN',
        'This grant no longer gives access to the channel. Please re-authorize it.',
      );
    }
    const updated = await this.deps.repo.update(id, {
      ...channelFields(channel),
      last_verified_at: new Date(),
    });
    return updated ?? row;
  }

  /**
   * Deletes the connection and everything synced for it. Revoking any token revokes the whole grant of that
   * Google identity, so the grant is revoked only when no other connection holds it (of this user or another;
   * for a connection made before subjects were recorded, when this user has no other connection).
   */
  async remove(userId: string, id: string): Promise<ConnectionRow[]> {
    const row = await this.get(userId, id);
    const othersDepend = row.grant_subject
      ? (await this.deps.repo.countWithGrantSubject(row.grant_subject, { connectionId: row.id })) > 0
      : (await this.list(userId)).length > 1;
    if (!othersDepend) await this.revokeGrant(row);
    await this.deps.repo.delete(userId, id);
    const remaining = await this.list(userId);
    if (row.is_active && remaining[0]) await this.deps.repo.activate(userId, remaining.at(-1)!.id);
    return this.list(userId);
  }

  /** Whether a connection of another user holds a grant of this Google identity (revoking would end it). */
  async grantUsedByOthers(subject: string | null, userId: string): Promise<boolean> {
    return subject !== null && (await this.deps.repo.countWithGrantSubject(subject, { userId })) > 0;
  }

  /** Revokes a connection's grant; a token Google already considers dead counts as revoked. */
  async revokeGrant(row: ConnectionRow): Promise<void> {
    const sealed = row.refresh_token_enc ?? row.access_token_enc;
    if (!sealed) return;
    let token: string;
    try {
      token = this.deps.box.open(
        sealed,
        row.refresh_token_enc ? refreshTokenContext(row.id) : accessTokenContext(row.id),
      );
    } catch {
      return; // unreadable here means unusable by anyone: nothing left to revoke from this side
    }
    await this.deps.oauth.revoke(token);
  }
}
