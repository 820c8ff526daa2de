// The opaque cursor of a keyset-paginated admin list: the last row's exact timestamp and id, base64url-encoded.
import { AppError } from '../../http/app-error.ts';

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeCursor(at: string, id: string): string {
  return Buffer.from(`${at}|${id}`, 'utf8').toString('base64url');
}

/** The position a cursor names; a cursor this server did not make is a validation error. */
export function decodeCursor(cursor: string): { at: string; id: string } {
  const [at = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!AT.test(at) || !ID.test(id)) {
    throw new AppError('VALIDATION', 'This page cursor is not valid. Start from the first page.', {
      details: [{ path: 'querystring.cursor', message: 'is not a cursor this list made' }],
    });
  }
  return { at, id };
}
