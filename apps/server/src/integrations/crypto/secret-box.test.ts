import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DecryptionError, SecretBox, secretKeyFrom } from './secret-box.ts';
import { loadSecretKeys } from './secret-keys.ts';

const key = () => secretKeyFrom(randomBytes(32));

describe('SecretBox', () => {
  it('round-trips a value bound to its context', () => {
    const box = new SecretBox([key()]);
    const sealed = box.seal('1//refresh-token', 'connection:abc');
    expect(sealed).toMatch(/^v1\.[0-9a-f]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('refresh-token');
    expect(box.open(sealed, 'connection:abc')).toBe('1//refresh-token');
  });

  it('uses a fresh IV each time', () => {
    const box = new SecretBox([key()]);
    expect(box.seal('same', 'c')).not.toBe(box.seal('same', 'c'));
  });

  it('fails safely on a tampered value, another context, or an unknown key', () => {
    const box = new SecretBox([key()]);
    const sealed = box.seal('secret', 'connection:abc');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => box.open(parts.join('.'), 'connection:abc')).toThrow(DecryptionError);
    expect(() => box.open(sealed, 'connection:other')).toThrow(DecryptionError);
    expect(() => new SecretBox([key()]).open(sealed, 'connection:abc')).toThrow(/unknown key/);
    expect(() => box.open('garbage', 'connection:abc')).toThrow(DecryptionError);
  });

  it('decrypts with a previous key after rotation and flags the value as stale', () => {
    const oldKey = key();
    const sealed = new SecretBox([oldKey]).seal('secret', 'ctx');
    const rotated = new SecretBox([key(), oldKey]);
    expect(rotated.open(sealed, 'ctx')).toBe('secret');
    expect(rotated.isStale(sealed)).toBe(true);
    expect(rotated.isStale(rotated.seal('secret', 'ctx'))).toBe(false);
  });
});

describe('loadSecretKeys', () => {
  it('generates a key file readable by the owner only, and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidcraft-keys-'));
    const first = loadSecretKeys({ previous: [], dataDir: dir });
    const mode = fs.statSync(path.join(dir, 'secret.key')).mode & 0o777;
    expect(mode).toBe(0o600);
    expect(loadSecretKeys({ previous: [], dataDir: dir })[0]!.id).toBe(first[0]!.id);
    fs.rmSync(dir, { recursive: true });
  });

  it('takes SECRET_KEY as hex and rejects a short one', () => {
    const hex = randomBytes(32).toString('hex');
    expect(loadSecretKeys({ secretKey: hex, previous: [], dataDir: '/nonexistent' })).toHaveLength(1);
    expect(() => loadSecretKeys({ secretKey: 'short', previous: [], dataDir: '/nonexistent' })).toThrow(
      /SECRET_KEY must be 32 bytes/,
    );
  });
});
