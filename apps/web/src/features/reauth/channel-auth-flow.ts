// The channel authorization flow (spec §4): idle → pending (connect or reauth; an identical pending request is
// ignored) → interactive auth at Google (a full-page redirect with forced consent; in the native shell the
// in-app browser, lib/native-channel-grant.ts) → back on /youtube-callback.
// The dialog opens on the browser event 'youtube-auth-flow-requested' and closes on 'youtube-reauth-success'.
// While the user is away at Google, the request is kept in this tab's sessionStorage (never a token).
import { connectionRoutes } from '@vidcraft/contracts/client-routes';
import { callApi } from '../../lib/api-client.ts';
import { nativeChannelGrant } from '../../lib/native-channel-grant.ts';

export const AUTH_FLOW_REQUESTED_EVENT = 'youtube-auth-flow-requested';
export const REAUTH_SUCCESS_EVENT = 'youtube-reauth-success';
/** sessionStorage key of the request in progress while the user is at Google. */
export const STORED_REQUEST_KEY = 'vidcraft.youtube-auth-request';

export type ChannelAuthReason = 'connect' | 'reauth';

export interface ChannelAuthRequest {
  /** The YouTube channel id (UC…) to re-authorize; absent when connecting a new channel. */
  channelId?: string;
  reason: ChannelAuthReason;
  /**
   * 'write' asks for publishing and caption access too, 'analytics' for YouTube Analytics; default read-only
   * (least privilege). Either adds to what the channel already granted.
   */
  access?: 'read' | 'write' | 'analytics';
}

export type AuthFlowRequestedDetail = ChannelAuthRequest;
export interface ReauthSuccessDetail {
  channelId: string | null;
}

let pending: ChannelAuthRequest | null = null;

function sameRequest(a: ChannelAuthRequest, b: ChannelAuthRequest): boolean {
  return (
    a.reason === b.reason && a.channelId === b.channelId && (a.access ?? 'read') === (b.access ?? 'read')
  );
}

export function pendingChannelAuth(): ChannelAuthRequest | null {
  return pending;
}

/** Makes `request` pending and asks the dialog to open. Answers false when the same request is already pending. */
export function requestChannelAuth(request: ChannelAuthRequest): boolean {
  if (pending && sameRequest(pending, request)) return false;
  pending = { ...request };
  window.dispatchEvent(
    new CustomEvent<AuthFlowRequestedDetail>(AUTH_FLOW_REQUESTED_EVENT, { detail: pending }),
  );
  return true;
}

/** Cancel: the pending request and the stored channel identifier are forgotten. */
export function cancelChannelAuth(): void {
  pending = null;
  clearStoredRequest();
}

export function readStoredRequest(): ChannelAuthRequest | null {
  try {
    const raw = window.sessionStorage.getItem(STORED_REQUEST_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ChannelAuthRequest>;
    if (parsed.reason !== 'connect' && parsed.reason !== 'reauth') return null;
    return {
      reason: parsed.reason,
      ...(typeof parsed.channelId === 'string' ? { channelId: parsed.channelId } : {}),
      ...(parsed.access === 'write' || parsed.access === 'analytics' ? { access: parsed.access } : {}),
    };
  } catch {
    return null;
  }
}

function storeRequest(request: ChannelAuthRequest): void {
  try {
    window.sessionStorage.setItem(STORED_REQUEST_KEY, JSON.stringify(request));
  } catch {
    // Storage may be off: the callback then still works from its URL, only without the stored context.
  }
}

function clearStoredRequest(): void {
  try {
    window.sessionStorage.removeItem(STORED_REQUEST_KEY);
  } catch {
    // nothing stored
  }
}

/** The server call that answers Google's URL for a request (POST /api/youtube/reauth or …/youtube/connect). */
export async function authUrlFor(request: ChannelAuthRequest, returnTo: string): Promise<{ url: string }> {
  const native = nativeChannelGrant();
  const challenge = native ? { nativeChallenge: await native.challenge() } : {};
  // Re-authorizing keeps the access the channel had; without a channel id the server picks the active one.
  if (request.reason === 'reauth' && (request.access ?? 'read') === 'read') {
    const body = request.channelId ? { channelId: request.channelId, returnTo } : { returnTo };
    return callApi(connectionRoutes.reauth, { body: { ...body, ...challenge } });
  }
  const body = {
    returnTo,
    access: request.access ?? 'read',
    ...(request.channelId ? { channelId: request.channelId } : {}),
    ...challenge,
  };
  return callApi(connectionRoutes.connectStart, { body });
}

/**
 * Where Google's page opens. Answers true when this page stays (the native shell's in-app browser: the caller
 * then leaves its "redirecting" state, since the user may close that browser and come back); false when the
 * page itself leaves for Google.
 */
export type OpenGoogle = (url: string) => Promise<boolean>;

const openGoogle: OpenGoogle = async (url) => {
  const native = nativeChannelGrant();
  if (native) {
    await native.open(url);
    return true;
  }
  window.location.assign(url);
  return false;
};

/**
 * Confirm: asks the server for Google's URL and opens it. Throws when nothing is pending (spec §5) or the
 * server refuses; the caller then stops its "redirecting" state and tells the user.
 */
export async function startChannelAuth(returnTo: string, go: OpenGoogle = openGoogle): Promise<boolean> {
  const request = pending;
  if (!request) throw new Error('No pending YouTube authentication request');
  const { url } = await authUrlFor(request, returnTo);
  storeRequest(request);
  return go(url);
}

/** Connect a new channel (or widen a channel's access) right away, without the confirmation dialog. */
export async function startConnect(
  request: Omit<ChannelAuthRequest, 'reason'> & { reason?: ChannelAuthReason },
  returnTo: string,
  go: OpenGoogle = openGoogle,
): Promise<boolean> {
  const full: ChannelAuthRequest = { reason: request.channelId ? 'reauth' : 'connect', ...request };
  const { url } = await authUrlFor(full, returnTo);
  storeRequest(full);
  return go(url);
}

/**
 * Back from Google with a granted channel: when this tab started the request, it is cleared and the success
 * event carries the channel id. Answers the stored request (null when another tab or a link started it).
 */
export function completeChannelAuth(channelId: string | null): ChannelAuthRequest | null {
  const stored = readStoredRequest();
  pending = null;
  clearStoredRequest();
  if (stored) {
    window.dispatchEvent(
      new CustomEvent<ReauthSuccessDetail>(REAUTH_SUCCESS_EVENT, { detail: { channelId } }),
    );
  }
  return stored;
}

/** Back from Google without a grant: forget the request. */
export function abandonChannelAuth(): ChannelAuthRequest | null {
  const stored = readStoredRequest();
  pending = null;
  clearStoredRequest();
  return stored;
}
