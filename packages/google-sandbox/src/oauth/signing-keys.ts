// RS256 signing keys for ID tokens. Two keys are published (current and next), as Google does while rotating.
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
} from 'node:crypto';

export interface StoredKey {
  kid: string;
  privatePem: string;
}

export function generateStoredKey(): StoredKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    kid: randomBytes(20).toString('hex'),
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

export class KeyRing {
  readonly keys: StoredKey[];

  constructor(keys: StoredKey[]) {
    if (keys.length === 0) throw new Error('a key ring needs at least one key');
    this.keys = keys;
  }

  private get current(): StoredKey {
    return this.keys[0] as StoredKey;
  }

  signJwt(payload: Record<string, unknown>): string {
    const header = { alg: 'RS256', kid: this.current.kid, typ: 'JWT' };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const signingInput = `${encode(header)}.${encode(payload)}`;
    const signature = sign('sha256', Buffer.from(signingInput), createPrivateKey(this.current.privatePem));
    return `${signingInput}.${signature.toString('base64url')}`;
  }

  jwks(): { keys: Record<string, unknown>[] } {
    return {
      keys: this.keys.map((key) => {
        const jwk = createPublicKey(key.privatePem).export({ format: 'jwk' });
        return { kty: jwk.kty, n: jwk.n, e: jwk.e, alg: 'RS256', kid: key.kid, use: 'sig' };
      }),
    };
  }

  /** The v1 certs document: kid → PEM public key (SPKI; google-auth-library accepts it). */
  pemMap(): Record<string, string> {
    return Object.fromEntries(
      this.keys.map((key) => [
        key.kid,
        String(createPublicKey(key.privatePem).export({ type: 'spki', format: 'pem' })),
      ]),
    );
  }
}

/** at_hash: base64url of the left half of SHA-256 of the access token (OpenID Connect Core §3.1.3.6). */
export function accessTokenHash(accessToken: string): string {
  return createHash('sha256').update(accessToken).digest().subarray(0, 16).toString('base64url');
}
