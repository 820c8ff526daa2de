// Chooses who plays Google: live Google (GOOGLE_MODE=live), an external sandbox (GOOGLE_SANDBOX_URL), or the
// sandbox mounted in this process at /sandbox (the default). Only base URLs and credentials differ.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createSandbox, type Sandbox } from '@vidcraft/google-sandbox';
import type { Config } from './config.ts';
import { googleEndpointsFor, type GoogleEndpoints } from './integrations/google/google-endpoints.ts';
import type { OAuthClientCredentials } from './integrations/google/google-oauth.client.ts';
import { SIGN_IN_CALLBACK_PATH } from './modules/auth/auth.service.ts';
import { CONNECT_CALLBACK_PATH } from './modules/channels/connections.service.ts';

export interface GoogleSetup {
  endpoints: GoogleEndpoints;
  credentials: OAuthClientCredentials;
  /** The in-process sandbox, when mounted; its plugin is served at /sandbox. */
  sandbox: Sandbox | null;
  /** The mounted sandbox's control token; `generated` when SANDBOX_CONTROL_TOKEN was unset (logged once at start). */
  sandboxControl?: { token: string; generated: boolean };
}

export function redirectUris(publicUrl: string): string[] {
  return [`${publicUrl}${SIGN_IN_CALLBACK_PATH}`, `${publicUrl}${CONNECT_CALLBACK_PATH}`];
}

export async function setupGoogle(config: Config): Promise<GoogleSetup> {
  const endpoints = googleEndpointsFor(config);
  if (config.google.mode === 'live' || config.google.sandboxUrl) {
    if (!config.google.clientId || !config.google.clientSecret) {
      throw new Error(
        'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are required for live Google or an external sandbox.',
      );
    }
    return {
      endpoints,
      credentials: { clientId: config.google.clientId, clientSecret: config.google.clientSecret },
      sandbox: null,
    };
  }
  // Remote callers of /sandbox/control need this token; callers on this machine do not (control-guard.ts).
  const token = config.google.sandboxControlToken ?? randomBytes(24).toString('base64url');
  const sandbox = await createSandbox({
    publicBaseUrl: `${config.publicUrl}/sandbox`,
    dataDir: path.join(config.dataDir, 'sandbox'),
    control: { token },
  });
  const client = sandbox.control.registerClient({
    ...sandbox.defaultClient,
    redirectUris: redirectUris(config.publicUrl),
  });
  return {
    endpoints,
    credentials: { clientId: client.clientId, clientSecret: client.clientSecret },
    sandbox,
    sandboxControl: { token, generated: config.google.sandboxControlToken === undefined },
  };
}
