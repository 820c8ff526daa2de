// Access tokens for a channel's grant: the stored one while it has more than 5 minutes left (spec §9), else a
// refresh with the encrypted refresh token. A dead grant (invalid_grant) or an unreadable stored token marks
// the connection needs_reauth once; after that no refresh is attempted until the user re-authorizes.
import type { ConnectionRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { DecryptionError, type SecretBox } from '../../integrations/crypto/secret-box.ts';
import { InvalidGrantError, type GoogleOAuthClient } from '../../integrations/google/google-oauth.client.ts';
import type { YoutubeCaller } from '../../integrations/google/youtube.client.ts';
import type { ConnectionsRepo } from './connections.repo.ts';

export const REFRESH_BUFFER_MS = 5 * 60 * 1000;

export const refreshTokenContext = (connectionId: string) => `connection:${connectionId}:refresh`;
export const accessTokenContext = (connectionId: string) => `connection:${connectionId}:access`;

export function reauthRequired(connection: Pick<ConnectionRow, 'id' | 'youtube_channel_id'>, reason: string) {
  return new AppError('AUTH_REQUIRED', 'Your YouTube channel connection needs to be re-authorized.', {
    details: { reason, connectionId: connection.id, channelId: connection.youtube_channel_id },
  });
}

export class ConnectionTokens {
  private readonly repo: ConnectionsRepo;
  private readonly oauth: GoogleOAuthClient;
  private readonly box: SecretBox;
  private readonly inFlight = new Map<string, Promise<string>>();

  constructor(deps: { repo: ConnectionsRepo; oauth: GoogleOAuthClient; box: SecretBox }) {
    this.repo = deps.repo;
    this.oauth = deps.oauth;
    this.box = deps.box;
  }

  caller(connection: ConnectionRow): YoutubeCaller {
    return {
      userId: connection.user_id,
      connectionId: connection.id,
      channelId: connection.youtube_channel_id,
      accessToken: (options) => this.accessToken(connection.id, options?.forceRefresh ?? false),
    };
  }

  async accessToken(connectionId: string, forceRefresh = false): Promise<string> {
    const row = await this.repo.findById(connectionId);
    if (!row) throw new AppError('NOT_FOUND', 'This channel is no longer connected.');
    if (row.status === 'needs_reauth') throw reauthRequired(row, row.status_reason ?? 'needs_reauth');
    const fresh =
      row.access_token_expires_at && row.access_token_expires_at.getTime() - Date.now() > REFRESH_BUFFER_MS;
    if (!forceRefresh && fresh && row.access_token_enc) {
      try {
        return this.box.open(row.access_token_enc, accessTokenContext(row.id));
      } catch {
        // An unreadable cached access token is simply refreshed.
      }
    }
    let pending = this.inFlight.get(row.id);
    if (!pending) {
      pending = this.refresh(row).finally(() => this.inFlight.delete(row.id));
      this.inFlight.set(row.id, pending);
    }
    return pending;
  }

  private async refresh(row: ConnectionRow): Promise<string> {
    if (!row.refresh_token_enc) return this.markNeedsReauth(row, 'no_refresh_token');
    let refreshToken: string;
    try {
      refreshToken = this.box.open(row.refresh_token_enc, refreshTokenContext(row.id));
    } catch (error) {
      if (error instanceof DecryptionError) return this.markNeedsReauth(row, 'stored_token_unreadable');
      throw error;
    }
    try {
      const tokens = await this.oauth.refresh(refreshToken);
      await this.repo.update(row.id, {
        access_token_enc: this.box.seal(tokens.access_token, accessTokenContext(row.id)),
        access_token_expires_at: new Date(Date.now() + tokens.expires_in * 1000),
        ...(tokens.scope ? { scopes: tokens.scope.split(' ').filter(Boolean) } : {}),
        // Google may rotate the refresh token; keep the newest.
        ...(tokens.refresh_token
          ? { refresh_token_enc: this.box.seal(tokens.refresh_token, refreshTokenContext(row.id)) }
          : {}),
        last_verified_at: new Date(),
      });
      return tokens.access_token;
    } catch (error) {
      if (error instanceof InvalidGrantError) return this.markNeedsReauth(row, 'grant_revoked_or_expired');
      throw error;
    }
  }

  private async markNeedsReauth(row: ConnectionRow, reason: string): Promise<never> {
    await this.repo.update(row.id, {
      status: 'needs_reauth',
      status_reason: reason,
      access_token_enc: null,
      access_token_expires_at: null,
    });
    throw reauthRequired(row, reason);
  }
}
