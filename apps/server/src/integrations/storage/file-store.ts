// Where files live (uploaded images, rendered thumbnails, uploaded videos): a small interface chosen by config —
// the data dir by default. Keys are opaque paths made by the server (`<area>/<owner>/<id>.<ext>`), never by a
// client; every key is checked against the same rule before it touches storage.
import type { Readable } from 'node:stream';

export interface StoredFile {
  key: string;
  size: number;
  contentType: string;
}

export interface FileStore {
  /** Writes the whole stream under `key` (replacing what was there), atomically: readers see old or new. */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<StoredFile>;
  /** The file's bytes as a stream, or null when there is none. */
  get(key: string): Promise<{ body: Readable; file: StoredFile } | null>;
  delete(key: string): Promise<void>;
  /** Deletes every file whose key starts with `prefix/` (e.g. everything of one user). */
  deletePrefix(prefix: string): Promise<number>;
}

/** Segments of letters, digits, `-`, `_` and one `.` extension; no empty, dot-only or hidden segments. */
const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}\/){0,7}[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}$/;

export function assertStorageKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((segment) => segment === '..' || segment.includes('..'))) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
  return key;
}
