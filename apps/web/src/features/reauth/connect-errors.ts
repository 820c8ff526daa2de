// The codes the server puts on /youtube-callback?error=… after a failed channel grant; others read as unknown.
export const CONNECT_ERRORS = [
  'access_denied',
  'no_channel',
  'channel_mismatch',
  'session_changed',
  'connect_failed',
  'state_mismatch',
  'state_unknown',
] as const;

export type ConnectError = (typeof CONNECT_ERRORS)[number] | 'unknown';

export function connectErrorOf(value: string | null): ConnectError {
  return value && (CONNECT_ERRORS as readonly string[]).includes(value) ? (value as ConnectError) : 'unknown';
}
