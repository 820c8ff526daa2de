import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSecretKeys } from './secret-keys.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidcraft-keyfile-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadSecretKeys with SECRET_KEY_FILE', () => {
  it('creates the key file (owner-only) where SECRET_KEY_FILE says, and reads it back', () => {
    const dataDir = tempDir();
    const file = path.join(tempDir(), 'keys', 'vidcraft.key');
    const first = loadSecretKeys({ secretKeyFile: file, previous: [], dataDir, environment: 'production' });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.existsSync(path.join(dataDir, 'secret.key'))).toBe(false);
    const again = loadSecretKeys({ secretKeyFile: file, previous: [], dataDir, environment: 'production' });
    expect(again[0]!.id).toBe(first[0]!.id);
  });

  it('reads an existing key file (hex or base64) and keeps previous keys after it', () => {
    const file = path.join(tempDir(), 'secret.key');
    const key = randomBytes(32);
    fs.writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600 });
    const old = randomBytes(32).toString('hex');
    const keys = loadSecretKeys({ secretKeyFile: file, previous: [old], dataDir: tempDir() });
    expect(keys).toHaveLength(2);
    fs.writeFileSync(file, 'too short');
    expect(() => loadSecretKeys({ secretKeyFile: file, previous: [], dataDir: tempDir() })).toThrow(
      /must be 32 bytes/,
    );
  });

  it('refuses SECRET_KEY together with SECRET_KEY_FILE', () => {
    expect(() =>
      loadSecretKeys({
        secretKey: randomBytes(32).toString('hex'),
        secretKeyFile: path.join(tempDir(), 'k'),
        previous: [],
        dataDir: tempDir(),
      }),
    ).toThrow(/SECRET_KEY or SECRET_KEY_FILE, not both/);
  });
});

describe('production keeps the key away from DATA_DIR', () => {
  it('refuses the default DATA_DIR/secret.key, and creates nothing', () => {
    const dataDir = tempDir();
    expect(() => loadSecretKeys({ previous: [], dataDir, environment: 'production' })).toThrow(
      /neither SECRET_KEY nor SECRET_KEY_FILE.*inside DATA_DIR.*must not sit beside the database it protects/s,
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('refuses a SECRET_KEY_FILE inside DATA_DIR, also through a symlink or a `..` detour', () => {
    const dataDir = tempDir();
    const outside = tempDir();
    const link = path.join(outside, 'data-link');
    fs.symlinkSync(dataDir, link);
    for (const file of [
      path.join(dataDir, 'secret.key'),
      path.join(dataDir, 'keys', 'nested.key'),
      path.join(outside, '..', path.basename(dataDir), 'k.key'),
      path.join(link, 'secret.key'),
    ]) {
      expect(
        () => loadSecretKeys({ secretKeyFile: file, previous: [], dataDir, environment: 'production' }),
        file,
      ).toThrow(/SECRET_KEY_FILE .* is inside DATA_DIR/);
    }
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('accepts SECRET_KEY, and a key file beside (not inside) DATA_DIR', () => {
    const parent = tempDir();
    const dataDir = path.join(parent, 'data');
    const sibling = path.join(parent, 'data-keys', 'secret.key');
    expect(
      loadSecretKeys({ secretKeyFile: sibling, previous: [], dataDir, environment: 'production' }),
    ).toHaveLength(1);
    expect(
      loadSecretKeys({
        secretKey: randomBytes(32).toString('hex'),
        previous: [],
        dataDir,
        environment: 'production',
      }),
    ).toHaveLength(1);
  });

  it('keeps generating DATA_DIR/secret.key outside production', () => {
    for (const environment of ['development', 'staging']) {
      const dataDir = tempDir();
      loadSecretKeys({ previous: [], dataDir, environment });
      expect(fs.statSync(path.join(dataDir, 'secret.key')).mode & 0o777).toBe(0o600);
    }
  });
});
