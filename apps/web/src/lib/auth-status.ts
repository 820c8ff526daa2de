// Who is signed in. A tiny store rather than a TanStack query, so public pages do not load the query library.
// Until the server's auth route exists it answers 404, which (like a time-out or 401) means "signed out":
// the public pages never wait on it.
// The check goes through the typed client, which the route contracts (and zod) come with: both are imported
// when the check runs, not with this module, so the first screen's bundle stays without them.
import { useSyncExternalStore } from 'react';
import { isApiError } from './api.ts';
import { createExternalStore } from './external-store.ts';

export const AUTH_TIMEOUT_MS = 3000;

export interface AuthUser {
  email: string;
  name: string;
  avatar: string | null;
  preferredLanguage: string;
}

export interface AuthStatus {
  isAuthenticated: boolean;
  user: AuthUser | null;
}

export const SIGNED_OUT: AuthStatus = { isAuthenticated: false, user: null };

export async function fetchAuthStatus(timeoutMs = AUTH_TIMEOUT_MS): Promise<AuthStatus> {
  const [{ callApi }, { authRoutes }] = await Promise.all([
    import('./api-client.ts'),
    import('@vidcraft/contracts/client-routes'),
  ]);
  try {
    const body = await callApi(authRoutes.status, { timeoutMs });
    return body.isAuthenticated && body.user ? { isAuthenticated: true, user: body.user } : SIGNED_OUT;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 401)) return SIGNED_OUT;
    throw error;
  }
}

/** null while unknown (spec §4 "Auth": loading), then the answer. */
const authStore = createExternalStore<AuthStatus | null>(null);
let inFlight: Promise<AuthStatus> | null = null;
// True when the signed-out answer is only a stand-in: the check itself failed (network, time-out, server error).
let checkFailed = false;

export function getAuthStatus(): AuthStatus | null {
  return authStore.get();
}

export function setAuthStatus(status: AuthStatus | null): void {
  checkFailed = false;
  authStore.set(status);
}

/** The visitor counts as signed out only because the server could not be asked (see offline mode). */
export function authCheckFailed(): boolean {
  return checkFailed;
}

/** Asks the server once (concurrent callers share the request); any failure leaves the visitor signed out. */
export function loadAuthStatus(fetcher: () => Promise<AuthStatus> = fetchAuthStatus): Promise<AuthStatus> {
  inFlight ??= fetcher()
    .then((status) => {
      checkFailed = false;
      authStore.set(status);
      return status;
    })
    .catch((error: unknown) => {
      checkFailed = true;
      authStore.set(SIGNED_OUT);
      throw error;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** The auth status; during hydration and before the check answers it is null (unknown). */
export function useAuthStatus(): AuthStatus | null {
  return useSyncExternalStore(authStore.subscribe, authStore.get, () => null);
}

export type AuthState = 'unknown' | 'signedIn' | 'signedOut';

function authState(): AuthState {
  const status = authStore.get();
  if (status === null) return 'unknown';
  return status.isAuthenticated ? 'signedIn' : 'signedOut';
}

/**
 * Whether the visitor is signed in, signed out, or not known yet. Reading the state rather than the whole status
 * re-renders a component only when the state changes (a store read with useSyncExternalStore re-renders its
 * readers synchronously, in one task).
 */
export function useAuthState(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authState, () => 'unknown');
}

/** Whether the visitor is signed in (false while unknown): no re-render when the check answers "signed out". */
export function useSignedIn(): boolean {
  return useSyncExternalStore(
    authStore.subscribe,
    () => authState() === 'signedIn',
    () => false,
  );
}
