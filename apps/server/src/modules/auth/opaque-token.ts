import { createHash, randomBytes } from 'node:crypto';

/** A random bearer secret (256 bits, base64url). Only its hash is ever stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** PKCE S256: the base64url SHA-256 of a verifier. */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
