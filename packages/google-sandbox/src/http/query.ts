// Query conventions: array parameters arrive as repeated keys (the Node client) or comma lists (the docs); both
// mean the same. Scalars take the last value.

export type RawQuery = Record<string, string | string[] | undefined>;

export function listParam(query: RawQuery, name: string): string[] | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  const values = Array.isArray(value) ? value : [value];
  return values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

export function scalarParam(query: RawQuery, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) return value[value.length - 1];
  return value;
}

/** A flat view of the query for zod: scalars as strings, the named list parameters as arrays. */
export function normalizeQuery(query: RawQuery, lists: readonly string[]): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const key of Object.keys(query)) {
    const value = lists.includes(key) ? listParam(query, key) : scalarParam(query, key);
    if (value !== undefined) result[key] = value;
  }
  return result;
}

/** For the request log: the query without credentials. */
export function loggableParams(query: RawQuery): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || key === 'access_token' || key === 'oauth_token') continue;
    result[key] = value;
  }
  return result;
}
