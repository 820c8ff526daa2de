// Encryption at rest for provider tokens: AES-256-GCM with a random 96-bit IV per value, the key id stored
// with each value (so keys can rotate), and associated data binding a value to where it belongs (a token
// copied to another row does not decrypt). Format: v1.<keyId>.<iv>.<ciphertext>.<tag>, base64url parts.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export interface SecretKey {
  id: string;
  key: Buffer;
}

export class DecryptionError extends Error {
  override name = 'DecryptionError';
}

export function secretKeyFrom(material: Buffer): SecretKey {
  if (material.length !== 32) throw new Error('A secret key must be 32 bytes.');
  return { id: createHash('sha256').update(material).digest('hex').slice(0, 8), key: material };
}

export class SecretBox {
  private readonly current: SecretKey;
  private readonly byId: Map<string, SecretKey>;

  /** The first key encrypts; all of them decrypt (older keys stay until every value is re-sealed). */
  constructor(keys: SecretKey[]) {
    if (keys.length === 0) throw new Error('SecretBox needs at least one key.');
    this.current = keys[0]!;
    this.byId = new Map(keys.map((k) => [k.id, k]));
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const parts = [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url'));
    return ['v1', this.current.id, ...parts].join('.');
  }

  open(sealed: string, context: string): string {
    const [version, keyId, iv, body, tag, extra] = sealed.split('.');
    if (version !== 'v1' || !keyId || !iv || body === undefined || !tag || extra !== undefined) {
      throw new DecryptionError('The stored secret is not in a known format.');
    }
    const key = this.byId.get(keyId);
    if (!key) throw new DecryptionError(`The stored secret was sealed with an unknown key (${keyId}).`);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      throw new DecryptionError('The stored secret failed its integrity check.');
    }
  }

  /** True when a value was sealed with an older key and should be re-sealed. */
  isStale(sealed: string): boolean {
    return sealed.split('.')[1] !== this.current.id;
  }
}
