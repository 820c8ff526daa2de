// A route contract: method, path (in Fastify's `:param` form), and the zod schemas both sides use.
// The server validates with these schemas; the web app calls through them; /api/docs is generated from them.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteContract {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /**
   * A multipart/form-data body instead of JSON: its text fields (validated by `fields`) and its files, each
   * read up to `maxBytes` (past that the request is refused whole).
   */
  multipart?: { fields: z.ZodType; files: Record<string, { maxBytes: number }> };
  response: Record<number, z.ZodType>;
}

export function defineRoute<const T extends RouteContract>(route: T): T {
  return route;
}

/** Fills `:name` segments of a contract path, encoding each value. */
export function routePath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
