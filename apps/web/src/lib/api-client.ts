// The typed client: every call names its route from packages/contracts (its client route: method and path, with
// the contract as a type), so the path, the method, the path parameters, the query, the body and the answer's
// type all come from the one route table the server validates with. The server checks every answer against the
// contract's schema before it is sent, so the client does not load the schemas to check it again (decision 055).
// A route with a `multipart` body is sent as FormData: its text fields and its files, typed from the contract.
import { routePath, type ClientRoute, type ContractOf, type RouteContract } from '@vidcraft/contracts';
import type { z } from 'zod';
import { ApiError, apiFetch, isApiError } from './api.ts';
import { abortAfter } from './fetch-with-timeout.ts';

type SuccessStatus = 200 | 201 | 202;
type SuccessSchema<R extends RouteContract> = {
  [K in keyof R['response']]: K extends SuccessStatus ? R['response'][K] : never;
}[keyof R['response']];

/** A route as the client names it: its client route, or (in types) its contract. */
type AnyRoute = RouteContract | ClientRoute;

/** What a route answers when it succeeds (no schema: nothing, e.g. 204). */
export type ApiAnswer<R extends AnyRoute> =
  SuccessSchema<ContractOf<R>> extends z.ZodType ? z.output<SuccessSchema<ContractOf<R>>> : undefined;

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

/** A multipart body: the fields the contract validates, and one Blob (or File) per file the contract names. */
export type MultipartInput<M extends NonNullable<RouteContract['multipart']>> = {
  files: { [K in keyof M['files']]: Blob };
} & (Record<string, never> extends z.input<M['fields']>
  ? { fields?: z.input<M['fields']> }
  : { fields: z.input<M['fields']> });

type FormPart<R extends RouteContract> =
  R['multipart'] extends NonNullable<RouteContract['multipart']>
    ? { form: MultipartInput<R['multipart']> }
    : { form?: never };

type ContractInput<R extends RouteContract> = Part<R, 'params', 'params'> &
  Part<R, 'querystring', 'query'> &
  Part<R, 'body', 'body'> &
  FormPart<R> &
  CallOptions;

export type ApiInput<R extends AnyRoute> = ContractInput<ContractOf<R>>;

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
export function routeUrl<R extends ClientRoute>(route: R, input: ApiInput<R>): string {
  const { params, query } = input as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
  };
  return `${routePath(route.path, params)}${queryString(query)}`;
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * The name a file part is sent with: a File keeps its own; a Blob made in the page (a rendered thumbnail) is
 * `thumbnail.<ext>` by its type (spec §5: the upload's default filename is thumbnail.png).
 */
export function partFilename(blob: Blob): string {
  if (typeof File !== 'undefined' && blob instanceof File && blob.name) return blob.name;
  return `thumbnail.${EXTENSIONS[blob.type] ?? 'bin'}`;
}

/** The FormData of a multipart body: text fields first (undefined ones left out), then the files. */
export function formDataOf(form: {
  fields?: Record<string, unknown> | undefined;
  files: Record<string, Blob>;
}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(form.fields ?? {})) {
    if (value === undefined || value === null) continue;
    data.append(name, String(value));
  }
  for (const [name, blob] of Object.entries(form.files)) data.append(name, blob, partFilename(blob));
  return data;
}

/** Spec §7: a failed call on a translation path says so first ("Translation failed: …"). */
export const TRANSLATION_ERROR_PREFIX = 'Translation failed:';

export function isTranslationPath(path: string): boolean {
  return path.toLowerCase().includes('translat');
}

/** The error of a failed call, its message prefixed on translation paths (status, code and details kept). */
export function withPathContext(path: string, error: unknown): unknown {
  if (!isApiError(error) || !isTranslationPath(path) || error.message.startsWith(TRANSLATION_ERROR_PREFIX)) {
    return error;
  }
  return new ApiError(
    `${TRANSLATION_ERROR_PREFIX} ${error.message}`,
    error.status,
    error.code,
    error.details,
  );
}

export async function callApi<R extends ClientRoute>(route: R, input: ApiInput<R>): Promise<ApiAnswer<R>> {
  try {
    return await callRoute(route, input);
  } catch (error) {
    throw withPathContext(route.path, error);
  }
}

async function callRoute<R extends ClientRoute>(route: R, input: ApiInput<R>): Promise<ApiAnswer<R>> {
  const { body, form, signal, timeoutMs, cache } = input as CallOptions & {
    body?: unknown;
    form?: Parameters<typeof formDataOf>[0];
  };
  if (route.multipart && !form) throw new Error(`${route.method} ${route.path} takes a multipart form`);
  const url = routeUrl(route, input);
  const send = (abort: AbortSignal | undefined) =>
    apiFetch<unknown>(url, {
      method: route.method,
      ...(form ? { body: formDataOf(form) } : body === undefined ? {} : { json: body }),
      ...(abort ? { signal: abort } : {}),
      ...(cache ? { cache } : {}),
    });
  const answer = await (timeoutMs === undefined
    ? send(signal)
    : abortAfter(`Request to ${url}`, timeoutMs, signal, send));
  // A route without a success schema answers nothing (e.g. 204); apiFetch gives undefined for an empty body.
  return answer as ApiAnswer<R>;
}
