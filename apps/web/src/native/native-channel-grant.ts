// The native side of a channel grant (lib/native-channel-grant.ts): each grant gets a fresh PKCE pair whose
// verifier waits in secure storage; Google opens in the in-app browser; the server forwards Google's answer to
// `<scheme>://auth/callback/youtube?state=…&code=…` (or `&error=…`), and the app completes it with the verifier
// (POST /api/auth/youtube/native/complete, signed with the bearer token). The outcome is shown by the web's own
// /youtube-callback page, reached inside the app with the same query a browser would get.
import { type ConnectNativeCompleteBody } from '@vidcraft/contracts';
import { connectionRoutes } from '@vidcraft/contracts/client-routes';
import type { z } from 'zod';
import { callApi } from '../lib/api-client.ts';
import { isApiError } from '../lib/api.ts';
import { appAuthLink, createPkcePair, type NativeAuthBridge } from '../lib/native-auth-bridge.ts';
import type { NativeChannelGrant } from '../lib/native-channel-grant.ts';

export const GRANT_VERIFIER_STORAGE_KEY = 'vidcraft.channel-grant-verifier';
/** The deep link's path under host `auth` (inside the `/callback` prefix the intent filter accepts). */
export const CHANNEL_GRANT_LINK_PATH = '/callback/youtube';

type CompleteBody = z.input<typeof ConnectNativeCompleteBody>;
type GrantLink = Omit<CompleteBody, 'codeVerifier'>;

const STATE_PATTERN = /^[A-Za-z0-9_-]{20,256}$/;

/** Whether a link (custom-scheme form) is a channel grant's result, well-formed or not. */
export function isChannelGrantLink(link: string, scheme: string): boolean {
  return appAuthLink(link, scheme, CHANNEL_GRANT_LINK_PATH) !== null;
}

/** Reads `<scheme>://auth/callback/youtube?state=…&(code=…|error=…)`; null for anything else. */
export function parseChannelGrantLink(link: string, scheme: string): GrantLink | null {
  const url = appAuthLink(link, scheme, CHANNEL_GRANT_LINK_PATH);
  if (!url) return null;
  const state = url.searchParams.get('state');
  if (!state || !STATE_PATTERN.test(state)) return null;
  const error = url.searchParams.get('error');
  if (error !== null) return { state, error: error === 'access_denied' ? 'access_denied' : 'connect_failed' };
  const code = url.searchParams.get('code');
  return code && code.length <= 2048 ? { state, code } : null;
}

export interface NativeChannelGrantOptions {
  bridge: Pick<NativeAuthBridge, 'openSystemBrowser' | 'secureStorage'>;
  scheme: string;
  /** Shows a /youtube-callback?… page inside the app. */
  showCallback(query: URLSearchParams): void;
  complete?: (body: CompleteBody) => ReturnType<typeof completeOnServer>;
}

function completeOnServer(body: CompleteBody) {
  return callApi(connectionRoutes.connectNativeComplete, { body });
}

/** The reason an API refusal gives (state_unknown, state_mismatch…), else a failed connection. */
function refusalOf(error: unknown): string {
  const reason = isApiError(error) ? (error.details as { reason?: unknown } | undefined)?.reason : undefined;
  return typeof reason === 'string' ? reason.toLowerCase() : 'connect_failed';
}

export function createNativeChannelGrant({
  bridge,
  scheme,
  showCallback,
  complete = completeOnServer,
}: NativeChannelGrantOptions): NativeChannelGrant & { handleLink(link: string): Promise<void> } {
  return {
    async challenge() {
      const { verifier, challenge } = await createPkcePair();
      await bridge.secureStorage.set(GRANT_VERIFIER_STORAGE_KEY, verifier);
      return challenge;
    },
    open: (url) => bridge.openSystemBrowser(url),
    /** Completes the grant a deep link brings back, then shows its outcome. */
    async handleLink(link) {
      const parsed = parseChannelGrantLink(link, scheme);
      const verifier = await bridge.secureStorage.get(GRANT_VERIFIER_STORAGE_KEY);
      await bridge.secureStorage.remove(GRANT_VERIFIER_STORAGE_KEY);
      const query = new URLSearchParams();
      if (!parsed) query.set('error', 'connect_failed');
      else if (!verifier) query.set('error', 'state_unknown');
      else {
        try {
          const outcome = await complete({ ...parsed, codeVerifier: verifier });
          if (outcome.returnTo) query.set('returnTo', outcome.returnTo);
          if (outcome.ok) {
            query.set('youtube_connected', 'true');
            query.set('channelId', outcome.channelId);
            query.set('reason', outcome.reason);
          } else query.set('error', outcome.error);
        } catch (error) {
          if (!isApiError(error)) console.warn('Completing the channel grant failed', error);
          query.set('error', refusalOf(error));
        }
      }
      showCallback(query);
    },
  };
}
