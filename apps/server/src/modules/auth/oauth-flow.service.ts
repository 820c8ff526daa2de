// One OAuth authorization-code flow, start to finish: PKCE (S256), a single-use state bound to the browser by
// a cookie, an OIDC nonce, and the expected issuer stored with the state (mix-up defence, RFC 9700 §4.4).
import { createHash, randomBytes } from 'node:crypto';
import type { SecretBox } from '../../integrations/crypto/secret-box.ts';
import { createPkcePair, type GoogleOAuthClient } from '../../integrations/google/google-oauth.client.ts';
import { parseReturnPath } from '@vidcraft/contracts';
import { AppError } from '../../http/app-error.ts';
import type { OAuthStateRow, OAuthStatesRepo } from './oauth-states.repo.ts';

const FLOW_TTL_MS = 10 * 60 * 1000;
/** Pending sign-in flows one client (IP address) may hold; starting another replaces its oldest. */
export const PENDING_FLOWS_PER_CLIENT = 20;

export interface BeginFlow {
  purpose: 'signin' | 'connect';
  scopes: string[];
  redirectUri: string;
  returnTo: string | null;
  offline: boolean;
  prompt: string;
  includeGrantedScopes?: boolean;
  userId?: string | null;
  channelId?: string | null;
  reason?: 'connect' | 'reauth' | null;
  nativeChallenge?: string | null;
  /** Who started an anonymous flow (the caller's IP address), for the per-client cap. */
  clientIp?: string | null;
}

export interface CompletedFlow {
  row: OAuthStateRow;
  codeVerifier: string;
}

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');
// Only compared for equality: the address itself is not stored.
const clientKeyOf = (ip: string) => createHash('sha256').update(`oauth-client:${ip}`).digest('base64url');

export class OAuthFlowService {
  private readonly states: OAuthStatesRepo;
  private readonly oauth: GoogleOAuthClient;
  private readonly box: SecretBox;
  constructor(deps: { states: OAuthStatesRepo; oauth: GoogleOAuthClient; box: SecretBox }) {
    this.states = deps.states;
    this.oauth = deps.oauth;
    this.box = deps.box;
  }

  async begin(flow: BeginFlow): Promise<{ url: string; state: string }> {
    const state = randomBytes(32).toString('base64url');
    const nonce = flow.purpose === 'signin' ? randomBytes(16).toString('base64url') : null;
    const pkce = createPkcePair();
    const stateHash = hashState(state);
    const clientKey = flow.clientIp ? clientKeyOf(flow.clientIp) : null;
    await this.states.insert({
      state_hash: stateHash,
      purpose: flow.purpose,
      issuer: this.oauth.issuer,
      code_verifier_enc: this.box.seal(pkce.verifier, `oauth-state:${stateHash}`),
      nonce,
      return_to: parseReturnPath(flow.returnTo),
      native_challenge: flow.nativeChallenge ?? null,
      user_id: flow.userId ?? null,
      channel_id: flow.channelId ?? null,
      reason: flow.reason ?? null,
      scopes: flow.scopes,
      client_key: clientKey,
      expires_at: new Date(Date.now() + FLOW_TTL_MS),
    });
    if (clientKey) await this.states.trimClient(clientKey, PENDING_FLOWS_PER_CLIENT);
    const url = this.oauth.authorizationUrl({
      redirectUri: flow.redirectUri,
      scopes: flow.scopes,
      state,
      codeChallenge: pkce.challenge,
      ...(nonce ? { nonce } : {}),
      offline: flow.offline,
      prompt: flow.prompt,
      includeGrantedScopes: flow.includeGrantedScopes ?? false,
    });
    return { url, state };
  }

  /** Checks the callback's state against the browser's cookie and takes the flow (single use). */
  async complete(
    purpose: 'signin' | 'connect',
    queryState: string | undefined,
    cookieState: string | undefined,
  ): Promise<CompletedFlow> {
    if (!queryState || !cookieState || queryState !== cookieState) {
      throw new AppError(
        'AUTH_REQUIRED',
        'This sign-in link is not valid in this browser. Please start again.',
        {
          details: { reason: 'state_mismatch' },
        },
      );
    }
    const stateHash = hashState(queryState);
    const row = await this.states.take(stateHash);
    if (!row || row.purpose !== purpose) {
      throw new AppError(
        'AUTH_REQUIRED',
        'This sign-in attempt expired or was already used. Please start again.',
        {
          details: { reason: 'state_unknown' },
        },
      );
    }
    if (row.issuer !== this.oauth.issuer) {
      throw new AppError(
        'AUTH_REQUIRED',
        'This sign-in was started against another Google endpoint. Please start again.',
        {
          details: { reason: 'issuer_mismatch' },
        },
      );
    }
    return {
      // Checked again on the way out: a flow stored under an older rule must not redirect off-site.
      row: { ...row, return_to: parseReturnPath(row.return_to) },
      codeVerifier: this.box.open(row.code_verifier_enc, `oauth-state:${stateHash}`),
    };
  }
}
