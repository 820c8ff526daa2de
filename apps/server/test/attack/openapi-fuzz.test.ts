// A bounded fuzz of every /api route of the OpenAPI document. Inputs are drawn by fast-check from each route's
// own schemas (path, query, body), mixed with hostile values (control characters, CRLF, U+2028, huge and
// negative numbers, wrong types, other scripts, `../`, `%00`, broken encodings, broken JSON, odd content types),
// sent anonymously and as the signed-in owner with the CSRF header. Every answer is below 500; every error is
// `{ error, message }` in the app's shape (never Fastify's default body); no 4xx sets a session cookie.
// Seeded, so a CI failure replays: FUZZ_SEED and FUZZ_REQUESTS override the defaults.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL } from '../test-app.ts';
import {
  createAttackWorld,
  isFastifyDefaultBody,
  ownerIdFor,
  sampleValue,
  type ApiRoute,
  type AttackWorld,
  type JsonSchema,
  type OwnerIds,
} from './route-table.ts';

const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 2000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_250_611);

/** Strings no input should be able to turn into a 5xx. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\r\n',
  'x\r\nSet-Cookie: vc_session=forged',
  '\u2028',
  '\u2029',
  '\u202e',
  '\u001b[31m',
  '\t\u000b\u000c',
  '../',
  '../../etc/passwd',
  '..\\..\\',
  '%00',
  '%',
  '%E0%A4%A',
  '%2e%2e%2f',
  '\uD800',
  '\uFFFF',
  '👩‍👩‍👧',
  'ソロキャンプ',
  'مقلوبة',
  'e\u0301',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${jndi:ldap://x}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999999',
  '-9007199254740993',
  '0x10',
  'true',
  'null',
  '[]',
  '{}',
  'x'.repeat(5000),
];

/** Fragments put into a URL as they are (already encoded or deliberately broken). */
const RAW_URL_FRAGMENTS = [
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%0D%0A',
  '%E2%80%A8',
  '..',
  '..%2F..%2F',
  '%2e%2e%2f',
  '%C0%AE%C0%AE%2F',
  '%uFFFF',
  '%F0%9F%98%80',
  '%FF%FE',
];

const HOSTILE_JSON: unknown[] = [
  null,
  true,
  0,
  -0,
  -1,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  1.5,
  'string',
  [],
  [null],
  {},
  { __proto__: { polluted: true } },
  JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
  ...HOSTILE_STRINGS,
];

/** Bodies that are not valid JSON, or are JSON in shapes parsers dislike. */
const RAW_BODIES = [
  '',
  '{',
  '{"a":',
  '[',
  'nul',
  '\u0000',
  '{"a":1,"a":2}',
  '{"__proto__":{"x":1}}',
  '['.repeat(3000) + ']'.repeat(3000),
  '"' + 'x'.repeat(200_000) + '"',
  '\uFEFF{}',
  '{}garbage',
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=latin1',
  'application/json\r\nx: y',
];

const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
const hostileJson = fc.constantFrom(...HOSTILE_JSON);

/** Fields that name the owner's resources get the owner's real ids often, so inputs get past the lookups. */
const ID_FIELDS = /^(videoId|videoIds|videos|connectionId|channelId|suggestionId|revertOf|userId|trackId)$/;

/** Values valid for a schema (the owner's ids for id fields), bounded to keep requests small. */
function fromSchema(schema: JsonSchema, ids: OwnerIds, name = '', depth = 0): fc.Arbitrary<unknown> {
  const generated = generate(schema, ids, name, depth);
  if (!ID_FIELDS.test(name)) return generated;
  return fc.oneof(
    { arbitrary: fc.constant(sampleValue(schema, name, ids)), weight: 3 },
    { arbitrary: generated, weight: 1 },
  );
}

function generate(schema: JsonSchema, ids: OwnerIds, name: string, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => fromSchema(v, ids, name, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, -1_000_000_000),
        max: Math.min(schema.maximum ?? 1000, 1_000_000_000),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'array':
      return fc.array(depth > 4 ? fc.string() : fromSchema(schema.items ?? {}, ids, '', depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      if (depth > 4 || !schema.properties) return fc.dictionary(fc.string({ maxLength: 8 }), fc.string());
      const props = Object.fromEntries(
        Object.entries(schema.properties).map(([k, v]) => [k, mutated(fromSchema(v, ids, k, depth + 1))]),
      );
      return fc.record(props, { requiredKeys: schema.required ?? [] });
    }
    case 'string': {
      if (schema.pattern === '^[A-Za-z0-9_-]{11}$') return fc.stringMatching(/^[A-Za-z0-9_-]{11}$/);
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.pattern === '^[A-Za-z0-9_-]{43}$') return fc.stringMatching(/^[A-Za-z0-9_-]{43}$/);
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 64, 300));
      const strings: fc.Arbitrary<string>[] = [
        fc.string({ minLength, maxLength }),
        fc.string({ minLength, maxLength, unit: 'grapheme' }),
        fc.string({ minLength, maxLength, unit: 'binary' }),
      ];
      if (schema.pattern)
        strings.push(fc.stringMatching(new RegExp(schema.pattern)).map((v) => v.slice(0, maxLength)));
      // Hostile strings that fit the schema's length pass validation and reach handlers and the database.
      const fitting = HOSTILE_STRINGS.filter((h) => h.length >= minLength && h.length <= maxLength);
      if (fitting.length === 0) return fc.oneof(...strings);
      return fc.oneof(...strings, { arbitrary: fc.constantFrom(...fitting), weight: 2 });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Mostly the valid value, sometimes a hostile one of any type. */
const mutated = (valid: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: hostileJson, weight: 1 });

interface FuzzInput {
  authenticated: boolean;
  path: Record<string, { value: string; raw: boolean }>;
  query: [string, string, boolean][];
  body: { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string };
  contentType: string | null;
}

function inputArb(route: ApiRoute, w: AttackWorld): fc.Arbitrary<FuzzInput> {
  const path = Object.fromEntries(
    route.pathParams.map((p) => [
      p.name,
      fc.oneof(
        { arbitrary: fc.constant({ value: ownerIdFor(route.path, p.name, w.ids), raw: false }), weight: 3 },
        { arbitrary: fromSchema(p.schema, w.ids).map((v) => ({ value: String(v), raw: false })), weight: 2 },
        { arbitrary: hostileString.map((value) => ({ value, raw: false })), weight: 2 },
        {
          arbitrary: fc.constantFrom(...RAW_URL_FRAGMENTS).map((value) => ({ value, raw: true })),
          weight: 1,
        },
      ),
    ]),
  );
  const queryEntry = fc.oneof(
    ...route.query.map((p) =>
      fc.tuple(
        fc.constant(p.name),
        fc.oneof(
          { arbitrary: fromSchema(p.schema, w.ids, p.name).map(String), weight: 3 },
          { arbitrary: hostileString, weight: 2 },
        ),
        fc.constant(false),
      ),
    ),
    fc.tuple(
      fc.constantFrom(...RAW_URL_FRAGMENTS, 'refresh', 'forceRefresh'),
      hostileString,
      fc.constant(false),
    ),
    fc.tuple(
      fc.constantFrom(...(route.query.length ? route.query.map((p) => p.name) : ['x'])),
      fc.constantFrom(...RAW_URL_FRAGMENTS),
      fc.constant(true),
    ),
  );
  const body: fc.Arbitrary<FuzzInput['body']> =
    route.method === 'GET'
      ? fc.constant({ kind: 'none' as const })
      : fc.oneof(
          { arbitrary: fc.constant({ kind: 'none' as const }), weight: 1 },
          {
            arbitrary: (route.body ? fromSchema(route.body, w.ids) : fc.jsonValue({ maxDepth: 2 })).map(
              (value) => ({
                kind: 'json' as const,
                value,
              }),
            ),
            weight: 5,
          },
          { arbitrary: hostileJson.map((value) => ({ kind: 'json' as const, value })), weight: 2 },
          {
            arbitrary: fc.constantFrom(...RAW_BODIES).map((text) => ({ kind: 'raw' as const, text })),
            weight: 2,
          },
        );
  return fc.record({
    authenticated: fc.boolean(),
    path: fc.record(path),
    query: fc.array(queryEntry, { maxLength: 4 }),
    body,
    contentType: fc.oneof(
      { arbitrary: fc.constant('application/json'), weight: 6 },
      { arbitrary: fc.constantFrom(...CONTENT_TYPES), weight: 2 },
      { arbitrary: fc.constant(null), weight: 1 },
    ),
  });
}

/** Lone surrogates cannot be percent-encoded; they reach the app in bodies instead. */
const encode = (value: string) => encodeURIComponent(value.toWellFormed());

function urlOf(route: ApiRoute, input: FuzzInput): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const part = input.path[name]!;
    return part.raw ? part.value : encode(part.value);
  });
  const query = input.query.map(([k, v, raw]) => `${raw ? k : encode(k)}=${raw ? v : encode(v)}`).join('&');
  return query ? `${path}?${query}` : path;
}

function describeInput(route: ApiRoute, url: string, input: FuzzInput): string {
  const body =
    input.body.kind === 'none'
      ? 'no body'
      : input.body.kind === 'raw'
        ? `raw ${JSON.stringify(input.body.text.slice(0, 80))}${input.body.text.length > 80 ? `… (${input.body.text.length} chars)` : ''}`
        : `json ${JSON.stringify(input.body.value)?.slice(0, 160)}`;
  return `${route.method} ${JSON.stringify(url.slice(0, 200))} [${input.authenticated ? 'owner+csrf' : 'anonymous'}, content-type ${JSON.stringify(input.contentType)}, ${body}]`;
}

/** Routes whose success ends the session or removes the owner's data run last. */
const LAST = ['DELETE /api/youtube-connections/{id}', 'POST /api/auth/logout', 'DELETE /api/user'];
const ENDS_SESSION = new Set(['POST /api/auth/logout', 'DELETE /api/user']);

describe('OpenAPI fuzz', () => {
  let w: AttackWorld;
  beforeAll(async () => {
    w = await createAttackWorld();
  }, 180_000);
  afterAll(() => w?.close());

  it(`${TOTAL} generated requests: no 5xx, every error in the app's shape, no session cookie on a 4xx`, async ({
    annotate,
  }) => {
    const routes = [...w.routes].sort((a, b) => LAST.indexOf(a.key) - LAST.indexOf(b.key));
    expect(routes.length).toBeGreaterThanOrEqual(45);
    const findings: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    let serverErrors = 0;

    for (const [index, route] of routes.entries()) {
      // Spread TOTAL over the routes; each route has its own seed, so one route's inputs replay alone.
      const runs = Math.floor(TOTAL / routes.length) + (index < TOTAL % routes.length ? 1 : 0);
      const inputs = fc.sample(inputArb(route, w), { numRuns: runs, seed: SEED + index });
      for (const input of inputs) {
        const url = urlOf(route, input);
        const headers: Record<string, string> = {};
        if (input.authenticated) {
          if (!w.owner.cookies.has('vc_session')) await w.owner.signIn({ account: 'maya' });
          Object.assign(headers, {
            cookie: w.owner.cookieHeader,
            origin: TEST_PUBLIC_URL,
            'x-vidcraft-csrf': '1',
          });
        }
        let payload: string | undefined;
        if (input.body.kind !== 'none') {
          payload = input.body.kind === 'raw' ? input.body.text : JSON.stringify(input.body.value);
          if (input.contentType) headers['content-type'] = input.contentType;
        }
        const label = describeInput(route, url, input);
        let res;
        try {
          res = await w.t.app.inject({
            method: route.method,
            url,
            headers,
            ...(payload !== undefined ? { payload } : {}),
          });
        } catch (error) {
          // light-my-request refuses some inputs itself (e.g. a header with CRLF): not the app's answer.
          if (error instanceof TypeError || (error as { code?: string }).code === 'ERR_INVALID_CHAR')
            continue;
          throw error;
        }
        sent += 1;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode >= 500) {
          serverErrors += 1;
          findings.push(`5xx ${res.statusCode} ← ${label}: ${res.body.slice(0, 200)}`);
        }
        // A HEAD answer has no body by HTTP; its status is all there is to check.
        if (res.statusCode >= 400 && route.method !== 'HEAD') {
          let body: Record<string, unknown> | null = null;
          try {
            body = JSON.parse(res.body) as Record<string, unknown>;
          } catch {
            findings.push(`non-JSON ${res.statusCode} ← ${label}: ${res.body.slice(0, 120)}`);
          }
          if (body && (typeof body.error !== 'string' || typeof body.message !== 'string'))
            findings.push(`shape ${res.statusCode} ← ${label}: ${res.body.slice(0, 200)}`);
          if (isFastifyDefaultBody(res.body))
            findings.push(`fastify body ${res.statusCode} ← ${label}: ${res.body.slice(0, 200)}`);
          if (res.statusCode < 500) {
            const session = res.cookies.find(
              (c) => /vc_session$/.test(c.name) && c.value !== '' && (c.maxAge === undefined || c.maxAge > 0),
            );
            if (session) findings.push(`session cookie on ${res.statusCode} ← ${label}`);
          }
        }
        if (ENDS_SESSION.has(route.key) && input.authenticated && res.statusCode < 300)
          w.owner.cookies.clear();
      }
    }

    const summary = `${sent} requests over ${routes.length} routes (seed ${SEED}), ${serverErrors} answered 5xx; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`;
    await annotate(summary, 'openapi-fuzz');
    expect(sent).toBeGreaterThanOrEqual(TOTAL * 0.95);
    expect(findings, summary).toEqual([]);
  }, 120_000);
});
