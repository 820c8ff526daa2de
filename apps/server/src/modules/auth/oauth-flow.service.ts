// One OAuth authorization-code flow, start to finish: PKCE (S256), a single-use state bound to the browser by
// a cookie, an OIDC nonce, and the expected issuer stored with the state (mix-up defence, RFC 9700 §4.4).
// A flow the native app starts cannot be bound by a cookie (Google is opened in the in-app browser, which has
// its own cookie jar): it carries the S256 challenge of a verifier the app keeps, and is completed only by a
// call that presents that verifier (RFC 8252 §8.1).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SecretBox } from '../../integrations/crypto/secret-box.ts';
import { createPkcePair, type GoogleOAuthClient } from '../../integrations/google/google-oauth.client.ts';
import { parseReturnPath } from '@vidcraft/contracts';
import { AppError } from '../../http/app-error.ts';
import { s256 } from './opaque-token.ts';
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
    return this.take(purpose, queryState);
  }

  /** Whether `state` names a pending native flow of this purpose (nothing is taken). */
  async isNative(purpose: 'signin' | 'connect', state: string | undefined): Promise<boolean> {
    if (!state) return false;
    const row = await this.states.find(hashState(state));
    return row?.purpose === purpose && row.native_challenge !== null;
  }

  /**
   * Takes a native flow for the app that started it: the verifier must match the challenge stored at the start.
   * A wrong verifier takes the flow all the same, so a guessed one leaves nothing to guess against.
   */
  async completeNative(
    purpose: 'signin' | 'connect',
    state: string,
    codeVerifier: string,
  ): Promise<CompletedFlow> {
    const flow = await this.take(purpose, state);
    const challenge = flow.row.native_challenge;
    if (!challenge || !sameText(challenge, s256(codeVerifier))) {
      throw new AppError('AUTH_REQUIRED', 'This sign-in attempt was started elsewhere. Please start again.', {
        details: { reason: 'state_mismatch' },
      });
    }
    return flow;
  }

  private async take(purpose: 'signin' | 'connect', state: string): Promise<CompletedFlow> {
    const stateHash = hashState(state);
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

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
