import { z } from './zod.ts';

/** The native app's PKCE challenge: the base64url SHA-256 of a verifier it keeps (RFC 7636 S256). */
export const NativeChallenge = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url SHA-256 challenge');
