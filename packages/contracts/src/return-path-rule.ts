// The one rule for every "where to go next" path (sign-in, native sign-in, channel connect and reauth, the
// web's returnTo): a path on this site, checked after URL parsing and normalization, because browsers repair
// what string checks let through (`/\evil`, `/<TAB>/evil` and `/a/..//evil` all become `//evil`, another host).
// No zod here: public pages check a returnTo before the route schemas (and zod) have loaded; return-path.ts adds
// the request schema.

export const RETURN_PATH_MAX_LENGTH = 512;

// A host name no real site can have (RFC 6761 `.invalid`): if parsing lands anywhere else, the input named
// another origin.
const PROBE_ORIGIN = 'https://return-path.invalid';
// Control characters (C0, DEL, C1), line and paragraph separators, the byte-order mark, the backslash and the
// slash look-alikes some stacks fold into "/" (fraction and division slashes, fullwidth solidi) are refused raw
// or percent-encoded; raw whitespace of any kind too (an encoded space in a query is harmless).
// eslint-disable-next-line no-control-regex
const HIDDEN_CHARACTER = /[\u0000-\u001f\u007f-\u009f\\\u2028\u2029\ufeff\u2044\u2215\u29f8\uff0f\uff3c]/u;
const RAW_WHITESPACE = /\s/u;
// Encoded slash or backslash, also double-encoded (%252f): a server or proxy decoding once more would see "/".
const ENCODED_SEPARATOR = /%(25)*(2f|5c)/i;
// How many rounds of percent-decoding are inspected for hidden characters.
const DECODE_ROUNDS = 3;

/**
 * The normalized same-site path (path, query and hash) for `value`, or null when it is not a safe return path.
 * Always redirect to the returned value, never to the raw input.
 */
export function parseReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (ENCODED_SEPARATOR.test(value) || RAW_WHITESPACE.test(value)) return null;
  let decoded = value;
  for (let round = 0; round <= DECODE_ROUNDS; round += 1) {
    if (HIDDEN_CHARACTER.test(decoded) || /^\/{2}/.test(decoded)) return null;
    if (!decoded.includes('%')) break;
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      return null; // malformed escapes: no browser or proxy agrees on what they mean
    }
  }
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || url.username || url.password) return null;
  const normalized = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can collapse into a protocol-relative path (`/a/..//evil`).
  if (!normalized.startsWith('/') || normalized.startsWith('//')) return null;
  return normalized.length > RETURN_PATH_MAX_LENGTH ? null : normalized;
}

export function isReturnPath(value: string | null | undefined): value is string {
  return parseReturnPath(value) !== null;
}
