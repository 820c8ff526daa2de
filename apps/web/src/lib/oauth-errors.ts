// The error codes the server puts on the URL after a Google round trip — /login?error=… after sign-in,
// /youtube-callback?error=… after a channel grant — and the message the app shows for each. A code the flow
// does not know (the URL is the visitor's to edit) reads as `unknown`.
import { isKeyOf, type AppKey } from '../i18n/keys.ts';

type ErrorMessages = Readonly<Record<string, AppKey>> & { readonly unknown: AppKey };

const MESSAGES = {
  signIn: {
    access_denied: 'login.errors.access_denied',
    state_mismatch: 'login.errors.state_mismatch',
    state_unknown: 'login.errors.state_unknown',
    auth_required: 'login.errors.auth_required',
    sign_in_failed: 'login.errors.sign_in_failed',
    session_expired: 'login.errors.session_expired',
    account_disabled: 'login.errors.account_disabled',
    unknown: 'login.errors.unknown',
  },
  connect: {
    access_denied: 'callback.errors.access_denied',
    no_channel: 'callback.errors.no_channel',
    channel_mismatch: 'callback.errors.channel_mismatch',
    channel_limit: 'callback.errors.channel_limit',
    session_changed: 'callback.errors.session_changed',
    connect_failed: 'callback.errors.connect_failed',
    state_mismatch: 'callback.errors.state_mismatch',
    state_unknown: 'callback.errors.state_unknown',
    unknown: 'callback.errors.unknown',
  },
} as const satisfies Record<string, ErrorMessages>;

export type OAuthFlow = keyof typeof MESSAGES;
export type SignInError = keyof typeof MESSAGES.signIn;
export type ConnectError = keyof typeof MESSAGES.connect;

export interface OAuthError<Code extends string> {
  code: Code;
  /** The message to show, in the `app` namespace. */
  messageKey: AppKey;
}

/** A flow's error code from the URL, and its message. */
export function oauthErrorOf(flow: 'signIn', value: string): OAuthError<SignInError>;
export function oauthErrorOf(flow: 'connect', value: string): OAuthError<ConnectError>;
export function oauthErrorOf(flow: OAuthFlow, value: string): OAuthError<string> {
  const messages: ErrorMessages = MESSAGES[flow];
  return isKeyOf(messages, value) && value !== 'unknown'
    ? { code: value, messageKey: messages[value] ?? messages.unknown }
    : { code: 'unknown', messageKey: messages.unknown };
}
