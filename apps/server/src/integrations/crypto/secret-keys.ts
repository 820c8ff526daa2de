// Where the encryption keys come from: SECRET_KEY (and SECRET_KEY_PREVIOUS for rotation), or, when unset, a
// key generated on first run into the data dir, readable by the owner only.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { secretKeyFrom, type SecretKey } from './secret-box.ts';

/** Accepts 32 bytes as 64 hex characters or as base64/base64url. */
export function parseSecretKey(value: string, name: string): SecretKey {
  const trimmed = value.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64url');
  if (bytes.length !== 32) {
    throw new Error(
      `${name} must be 32 bytes, as 64 hex characters or base64 (e.g. \`openssl rand -hex 32\`).`,
    );
  }
  return secretKeyFrom(bytes);
}

export function loadSecretKeys(options: {
  secretKey?: string;
  previous: string[];
  dataDir: string;
}): SecretKey[] {
  const previous = options.previous.map((value, i) => parseSecretKey(value, `SECRET_KEY_PREVIOUS[${i}]`));
  if (options.secretKey) return [parseSecretKey(options.secretKey, 'SECRET_KEY'), ...previous];
  const file = path.join(options.dataDir, 'secret.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    // 'wx' fails if another process created it meanwhile; then we read theirs.
    try {
      fs.writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return [parseSecretKey(fs.readFileSync(file, 'utf8'), file), ...previous];
}
