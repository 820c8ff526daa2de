// One API client, two credential modes (spec §7). On the web: the session cookie, same origin (the default,
// nothing registered here). In the native shell: the bearer token from the platform's secure storage, sent to
// the mobile API origin. The shell registers its credentials at start; the web never loads that code.
export interface BearerCredentials {
  /** The mobile API origin, e.g. https://vidcraft.app (no trailing slash). */
  apiBaseUrl: string;
  /** `Bearer <token>` when signed in, otherwise null. */
  authorization(): Promise<string | null>;
  /** Deletes the token from secure storage (sign-out). */
  forget(): Promise<void>;
}

let bearer: BearerCredentials | null = null;

export function setBearerCredentials(credentials: BearerCredentials | null): void {
  bearer = credentials;
}

export function bearerCredentials(): BearerCredentials | null {
  return bearer;
}

/** Sign-out on native: the stored bearer token goes too. Nothing to do on the web (the server drops the cookie). */
export async function forgetApiCredentials(): Promise<void> {
  await bearer?.forget();
}
