// The typed client: every call names its route contract from packages/contracts, so the path, the method,
// the path parameters, the query, the body and the answer's type all come from the one route table the server
// validates with — and the answer is parsed with the contract's schema at run time.
import { routePath, type RouteContract } from '@vidcraft/contracts';
import type { z } from 'zod';
import { apiFetch } from './api.ts';
import { abortAfter } from './fetch-with-timeout.ts';

type SuccessStatus = 200 | 201 | 202;
type SuccessSchema<R extends RouteContract> = {
  [K in keyof R['response']]: K extends SuccessStatus ? R['response'][K] : never;
}[keyof R['response']];

/** What a route answers when it succeeds (no schema: nothing, e.g. 204). */
export type ApiAnswer<R extends RouteContract> =
  SuccessSchema<R> extends z.ZodType ? z.output<SuccessSchema<R>> : undefined;

type Part<
  R extends RouteContract,
  K extends 'params' | 'querystring' | 'body',
  Name extends string,
> = R[K] extends z.ZodType
  ? Record<string, never> extends z.input<R[K]>
    ? { [P in Name]?: z.input<R[K]> }
    : { [P in Name]: z.input<R[K]> }
  : { [P in Name]?: never };

/** How a call is made, beside what it sends. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Give up after this many milliseconds, rejecting with a TimeoutError. */
  timeoutMs?: number;
  /** The fetch cache mode (e.g. 'no-store' for answers that must be fresh). */
  cache?: RequestCache;
}

export type ApiInput<R extends RouteContract> = Part<R, 'params', 'params'> &
  Part<R, 'querystring', 'query'> &
  Part<R, 'body', 'body'> &
  CallOptions;

/** The query string for a route's query object: undefined values are left out, arrays repeat the key. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL of a route for these inputs (also for links and EventSource, which cannot go through fetch). */
export function routeUrl<R extends RouteContract>(route: R, input: ApiInput<R>): string {
  const { params, query } = input as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
  };
  return `${routePath(route.path, params)}${queryString(query)}`;
}

function successSchema(route: RouteContract): z.ZodType | undefined {
  for (const status of [200, 201, 202] as const) {
    const schema = route.response[status];
    if (schema) return schema;
  }
  return undefined;
}

export async function callApi<R extends RouteContract>(route: R, input: ApiInput<R>): Promise<ApiAnswer<R>> {
  const { body, signal, timeoutMs, cache } = input as CallOptions & { body?: unknown };
  const url = routeUrl(route, input);
  const send = (abort: AbortSignal | undefined) =>
    apiFetch<unknown>(url, {
      method: route.method,
      ...(body === undefined ? {} : { json: body }),
      ...(abort ? { signal: abort } : {}),
      ...(cache ? { cache } : {}),
    });
  const answer = await (timeoutMs === undefined
    ? send(signal)
    : abortAfter(`Request to ${url}`, timeoutMs, signal, send));
  const schema = successSchema(route);
  return (schema ? schema.parse(answer) : undefined) as ApiAnswer<R>;
}
