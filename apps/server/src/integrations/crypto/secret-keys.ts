// Where the encryption keys come from: SECRET_KEY (and SECRET_KEY_PREVIOUS for rotation), or the file named by
// SECRET_KEY_FILE, or DATA_DIR/secret.key; a missing key file is generated on first run, readable by the owner
// only. Production refuses a key file inside DATA_DIR: a copy of the data dir would carry its own key.
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

/** Whether `file` lies inside `dir` (symlinks resolved where the paths exist). */
function isInside(file: string, dir: string): boolean {
  const real = (p: string) => {
    try {
      return fs.realpathSync(p);
    } catch {
      return path.resolve(p);
    }
  };
  const relative = path.relative(real(dir), path.join(real(path.dirname(file)), path.basename(file)));
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

export function loadSecretKeys(options: {
  secretKey?: string;
  secretKeyFile?: string;
  previous: string[];
  dataDir: string;
  environment?: string;
}): SecretKey[] {
  const previous = options.previous.map((value, i) => parseSecretKey(value, `SECRET_KEY_PREVIOUS[${i}]`));
  if (options.secretKey && options.secretKeyFile) {
    throw new Error('Set SECRET_KEY or SECRET_KEY_FILE, not both.');
  }
  if (options.secretKey) return [parseSecretKey(options.secretKey, 'SECRET_KEY'), ...previous];
  const file = path.resolve(options.secretKeyFile ?? path.join(options.dataDir, 'secret.key'));
  if (options.environment === 'production' && isInside(file, options.dataDir)) {
    const source = options.secretKeyFile
      ? `SECRET_KEY_FILE (${file})`
      : `With neither SECRET_KEY nor SECRET_KEY_FILE set, the key file (${file})`;
    throw new Error(
      `${source} is inside DATA_DIR (${path.resolve(options.dataDir)}). In production the key must not sit ` +
        'beside the database it protects: a copy or backup of the data dir would carry the key that opens it. ' +
        'Set SECRET_KEY_FILE to a path outside DATA_DIR (it is created if missing) or pass the key in SECRET_KEY.',
    );
  }
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // 'wx' fails if another process created it meanwhile; then we read theirs.
    try {
      fs.writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return [parseSecretKey(fs.readFileSync(file, 'utf8'), file), ...previous];
}
