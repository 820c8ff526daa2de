// What a self-hosted Vidcraft registers at Google: the two redirect URIs (the paths of the server's callback
// routes, from the route contracts) and the scopes it asks for (decision 006: least privilege, asked in context).
import { CHANNEL_CONNECT_CALLBACK_PATH, GOOGLE_SIGN_IN_CALLBACK_PATH } from '@vidcraft/contracts';

export const SIGN_IN_CALLBACK_PATH = GOOGLE_SIGN_IN_CALLBACK_PATH;
export const CONNECT_CALLBACK_PATH = CHANNEL_CONNECT_CALLBACK_PATH;

export function redirectUris(baseUrl: string): [string, string] {
  const base = baseUrl.replace(/\/+$/, '');
  return [`${base}${SIGN_IN_CALLBACK_PATH}`, `${base}${CONNECT_CALLBACK_PATH}`];
}

export const SCOPES = [
  { key: 'signIn', value: 'openid email profile' },
  { key: 'readonly', value: 'https://www.googleapis.com/auth/youtube.readonly' },
  { key: 'forceSsl', value: 'https://www.googleapis.com/auth/youtube.force-ssl' },
  { key: 'analytics', value: 'https://www.googleapis.com/auth/yt-analytics.readonly' },
] as const;

export function environmentBlock(baseUrl: string): string {
  return [
    'GOOGLE_MODE=live',
    'GOOGLE_CLIENT_ID=<client id>.apps.googleusercontent.com',
    'GOOGLE_CLIENT_SECRET=<client secret>',
    `PUBLIC_URL=${baseUrl.replace(/\/+$/, '')}`,
  ].join('\n');
}

export const SETUP_STEPS = [
  'project',
  'api',
  'consent',
  'client',
  'configure',
  'testing',
  'production',
] as const;
