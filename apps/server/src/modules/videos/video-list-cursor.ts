// The video list's page tokens. Each sort is a keyset (video-list-keysets.repo.ts): a tuple of never-null keys
// ending in the video id. A token carries the tuple of the row it continues from, the page number and the
// total counted for the first page, so later pages neither skip rows (OFFSET) nor count the channel again.
// A token comes back from the client: it is checked to the last character before any key reaches SQL.
import { AppError } from '../../http/app-error.ts';

export type VideoSort = 'newest' | 'oldest' | 'views' | 'score';
export type KeyType = 'timestamptz' | 'bigint' | 'integer';

/** The SQL types of each sort's keys, before the video id. */
export const KEY_TYPES: Record<VideoSort, KeyType[]> = {
  newest: ['timestamptz'],
  oldest: ['timestamptz'],
  views: ['bigint'],
  score: ['integer', 'bigint'],
};

export interface PageCursor {
  sort: VideoSort;
  /** The key tuple's text forms (as PostgreSQL prints them), then the video id. */
  keys: string[];
  /** The page the token opens. */
  page: number;
  total: number;
}

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.keys, cursor.page, cursor.total])).toString(
    'base64url',
  );
}

/** A token from a previous answer for the same sort, else 400: a token is never trusted beyond its shape. */
export function decodeCursor(token: string, sort: VideoSort): PageCursor {
  const invalid = () =>
    new AppError('VALIDATION', 'pageToken must be a token from a previous answer for the same sort.');
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(value) || value.length !== 4) throw invalid();
  const [tokenSort, keys, page, total] = value as unknown[];
  const expected = KEY_TYPES[sort].length + 1;
  if (tokenSort !== sort) throw invalid();
  if (!Array.isArray(keys) || keys.length !== expected) throw invalid();
  if (!keys.every((key) => typeof key === 'string' && key.length > 0 && key.length <= 64)) throw invalid();
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(keys.at(-1) as string)) throw invalid();
  for (const [index, type] of KEY_TYPES[sort].entries()) {
    if (!validKeyText(keys[index] as string, type)) throw invalid();
  }
  if (!Number.isSafeInteger(page) || (page as number) < 1) throw invalid();
  if (!Number.isSafeInteger(total) || (total as number) < 0) throw invalid();
  return { sort, keys: keys as string[], page: page as number, total: total as number };
}

function validKeyText(text: string, type: KeyType): boolean {
  if (type === 'timestamptz')
    return text === '-infinity' || /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?[+-]\d\d(:\d\d)?$/.test(text);
  return /^-?\d{1,19}$/.test(text);
}
