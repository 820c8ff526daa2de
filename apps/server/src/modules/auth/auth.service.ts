// Google sign-in for the web (a session cookie) and for the native app (RFC 8252: the deep link carries a
// one-time code bound to the app's PKCE verifier, never the session token), sign-out, and native redemption.
import type { AuthStatus, AuthUser, InterfaceLanguage, Me } from '@vidcraft/contracts';
import { isInterfaceLanguage } from '@vidcraft/contracts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { SecretBox } from '../../integrations/crypto/secret-box.ts';
import { SIGN_IN_SCOPES } from '../../integrations/google/google-scopes.ts';
import type { GoogleOAuthClient } from '../../integrations/google/google-oauth.client.ts';
import type { NativeCodesRepo } from './native-codes.repo.ts';
import type { OAuthFlowService } from './oauth-flow.service.ts';
import { hashOpaqueToken, newOpaqueToken, s256 } from './opaque-token.ts';
import type { SessionService } from './session.service.ts';
import type { UsersRepo } from './users.repo.ts';

const NATIVE_CODE_TTL_MS = 60 * 1000;
export const SIGN_IN_CALLBACK_PATH = '/api/auth/google/callback';

export interface AuthSettings {
  publicUrl: string;
  adminEmails: readonly string[];
  nativeAppScheme: string;
}

export type SignInOutcome =
  { kind: 'web'; sessionToken: string; returnTo: string } | { kind: 'native'; redirect: string };

export function presentUser(user: UserRow): AuthUser {
  return {
    email: user.email,
    name: user.name,
    avatar: user.avatar_url,
    preferredLanguage: (isInterfaceLanguage(user.preferred_language)
      ? user.preferred_language
      : 'en') as InterfaceLanguage,
  };
}

export class AuthService {
  private readonly deps: {
    flows: OAuthFlowService;
    oauth: GoogleOAuthClient;
    users: UsersRepo;
    sessions: SessionService;
    nativeCodes: NativeCodesRepo;
    box: SecretBox;
    /** Puts a new user on the trial plan. */
    startTrial: (userId: string) => Promise<void>;
    settings: AuthSettings;
  };
  constructor(deps: AuthService['deps']) {
    this.deps = deps;
  }

  /** Who is signed in, as the web shows it; a session whose user is gone counts as signed out. */
  async status(userId: string | null): Promise<AuthStatus> {
    const user = userId ? await this.deps.users.find(userId) : undefined;
    return { isAuthenticated: Boolean(user), user: user ? presentUser(user) : null };
  }

  async me(userId: string): Promise<Me> {
    const user = await this.deps.users.find(userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
    return {
      ...presentUser(user),
      id: user.id,
      isAdmin: user.is_admin,
      createdAt: user.created_at.toISOString(),
    };
  }

  startSignIn(input: {
    returnTo: string | null;
    native: boolean;
    nativeChallenge: string | null;
    clientIp: string;
  }) {
    if (input.native && !input.nativeChallenge) {
      throw new AppError('VALIDATION', 'Native sign-in needs a PKCE code_challenge.', {
        details: [{ path: 'querystring.code_challenge', message: 'is required with native=1' }],
      });
    }
    return this.deps.flows.begin({
      purpose: 'signin',
      scopes: [...SIGN_IN_SCOPES],
      redirectUri: `${this.deps.settings.publicUrl}${SIGN_IN_CALLBACK_PATH}`,
      returnTo: input.returnTo,
      offline: false,
      prompt: 'select_account',
      nativeChallenge: input.native ? input.nativeChallenge : null,
      clientIp: input.clientIp,
    });
  }

  /** The deep link a native flow ends on, carrying either a one-time code or an error code. */
  nativeRedirect(params: Record<string, string>): string {
    return `${this.deps.settings.nativeAppScheme}://auth/callback?${new URLSearchParams(params)}`;
  }

  async completeSignIn(
    query: { code?: string; state?: string; error?: string },
    cookieState: string | undefined,
    userAgent: string | null,
  ): Promise<SignInOutcome> {
    const { row, codeVerifier } = await this.deps.flows.complete('signin', query.state, cookieState);
    const native = row.native_challenge !== null;
    if (query.error || !query.code) {
      const reason = query.error === 'access_denied' ? 'access_denied' : 'sign_in_failed';
      if (native) return { kind: 'native', redirect: this.nativeRedirect({ error: reason }) };
      throw new AppError('AUTH_REQUIRED', 'Sign-in was cancelled.', { details: { reason } });
    }
    const redirectUri = `${this.deps.settings.publicUrl}${SIGN_IN_CALLBACK_PATH}`;
    const tokens = await this.deps.oauth.exchangeCode(query.code, codeVerifier, redirectUri);
    if (!tokens.id_token)
      throw new AppError('AUTH_REQUIRED', 'Google did not return an identity. Please try again.');
    const identity = await this.deps.oauth.verifyIdToken(tokens.id_token, row.nonce);
    if (identity.issuer !== row.issuer)
      throw new AppError('AUTH_REQUIRED', 'The identity came from an unexpected issuer.');
    const isAdmin =
      identity.emailVerified && this.deps.settings.adminEmails.includes(identity.email.toLowerCase());
    const user = await this.deps.users.upsertFromIdentity(identity, isAdmin);
    await this.deps.sessions.forgetUser(user.id); // the sign-in may have made them an admin
    if (user.disabled_at) {
      if (native) return { kind: 'native', redirect: this.nativeRedirect({ error: 'account_disabled' }) };
      throw new AppError('FORBIDDEN', 'This account has been disabled by an administrator.', {
        details: { reason: 'account_disabled' },
      });
    }
    // Inserted just now (both times are the statement's now()): a new user, who starts on the trial.
    if (user.created_at.getTime() === user.last_sign_in_at?.getTime()) await this.deps.startTrial(user.id);

    if (native) {
      const code = newOpaqueToken();
      const codeHash = hashOpaqueToken(code);
      await this.deps.nativeCodes.insert({
        codeHash,
        userId: user.id,
        challenge: row.native_challenge!,
        providerTokenEnc: this.deps.box.seal(tokens.access_token, `native-code:${codeHash}`),
        expiresAt: new Date(Date.now() + NATIVE_CODE_TTL_MS),
      });
      return { kind: 'native', redirect: this.nativeRedirect({ code }) };
    }
    const { token } = await this.createSession(user.id, 'cookie', tokens.access_token, userAgent);
    return { kind: 'web', sessionToken: token, returnTo: row.return_to ?? '/dashboard' };
  }

  async redeemNativeCode(code: string, verifier: string, userAgent: string | null) {
    const codeHash = hashOpaqueToken(code);
    const row = await this.deps.nativeCodes.consume(codeHash, s256(verifier));
    if (!row) {
      throw new AppError(
        'UNAUTHENTICATED',
        'This sign-in code is invalid, expired or already used. Please sign in again.',
      );
    }
    const providerToken = row.provider_token_enc
      ? this.deps.box.open(row.provider_token_enc, `native-code:${codeHash}`)
      : null;
    const user = await this.deps.users.find(row.user_id);
    if (!user) throw new AppError('UNAUTHENTICATED', 'This account no longer exists.');
    if (user.disabled_at) {
      throw new AppError('UNAUTHENTICATED', 'This account has been disabled by an administrator.', {
        details: { reason: 'account_disabled' },
      });
    }
    const { token } = await this.createSession(user.id, 'bearer', providerToken, userAgent);
    return { token, user: presentUser(user) };
  }

  /**
   * Ends Vidcraft's session only. Its Google sign-in token is not revoked: Google revokes the whole grant,
   * which also holds the channel scopes of that account (decision 014).
   */
  async signOut(sessionId: string): Promise<void> {
    await this.deps.sessions.destroy(sessionId);
  }

  /** Ends every session of a user (account deletion), revoking their sign-in tokens when asked. */
  async signOutEverywhere(userId: string, options: { revoke: boolean }): Promise<void> {
    for (const { id } of await this.deps.sessions.listForUser(userId)) {
      const session = await this.deps.sessions.destroy(id);
      if (options.revoke && session?.provider_token_enc) await this.revokeSignInToken(session);
    }
  }

  private async revokeSignInToken(session: { provider_token_enc: string | null; token_hash: string }) {
    if (!session.provider_token_enc) return;
    try {
      const token = this.deps.box.open(session.provider_token_enc, `session:${session.token_hash}`);
      await this.deps.oauth.revoke(token);
    } catch {
      // The token is short-lived and already unusable by anyone but this server; nothing else to do.
    }
  }

  private async createSession(
    userId: string,
    kind: 'cookie' | 'bearer',
    providerToken: string | null,
    userAgent: string | null,
  ) {
    // The sealed token is bound to the session's own token hash, known only after the token is drawn.
    const { token, session } = await this.deps.sessions.create({
      userId,
      kind,
      providerTokenEnc: null,
      userAgent,
    });
    if (providerToken) {
      await this.deps.sessions.attachProviderToken(
        session.id,
        this.deps.box.seal(providerToken, `session:${session.token_hash}`),
      );
    }
    return { token, userId };
  }
}
