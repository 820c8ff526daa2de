// A scripted browser for integration tests: keeps cookies per test user, sends the same-origin headers the
// web app sends on writes, and walks Google's (the sandbox's) consent pages for sign-in and channel grants.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { walkConsent, type ConsentChoice } from '@vidcraft/google-sandbox/testing';
import { TEST_PUBLIC_URL } from './test-app.ts';

export class TestBrowser {
  private readonly app: FastifyInstance;
  readonly cookies = new Map<string, string>();

  constructor(app: FastifyInstance) {
    this.app = app;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) {
      if (
        cookie.value === '' ||
        (cookie.maxAge !== undefined && cookie.maxAge <= 0) ||
        (cookie.expires && cookie.expires.getTime() < Date.now())
      ) {
        this.cookies.delete(cookie.name);
      } else {
        this.cookies.set(cookie.name, cookie.value);
      }
    }
    return response;
  }

  async get(url: string, headers: Record<string, string> = {}) {
    return this.remember(
      await this.app.inject({ method: 'GET', url, headers: { cookie: this.cookieHeader, ...headers } }),
    );
  }

  /** A write as the web app sends it: same origin, with the CSRF header. */
  async send(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    return this.remember(
      await this.app.inject({
        method,
        url,
        headers: {
          cookie: this.cookieHeader,
          origin: TEST_PUBLIC_URL,
          'x-vidcraft-csrf': '1',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      }),
    );
  }

  /** A multipart/form-data write (as the web's FormData upload sends it), with the same headers as `send`. */
  async sendForm(
    url: string,
    fields: Record<string, string>,
    files: Record<string, { bytes: Uint8Array; filename: string; type: string }>,
  ) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const [name, file] of Object.entries(files))
      form.append(name, new Blob([file.bytes], { type: file.type }), file.filename);
    // The platform's own encoder writes the body and its boundary.
    const encoded = new Request('http://form.invalid/', { method: 'POST', body: form });
    return this.remember(
      await this.app.inject({
        method: 'POST',
        url,
        headers: {
          cookie: this.cookieHeader,
          origin: TEST_PUBLIC_URL,
          'x-vidcraft-csrf': '1',
          'content-type': encoded.headers.get('content-type')!,
        },
        payload: Buffer.from(await encoded.arrayBuffer()),
      }),
    );
  }

  /** Follows a redirect from Google back to the app (an absolute URL on TEST_PUBLIC_URL). */
  async followToApp(redirect: URL) {
    if (redirect.origin !== TEST_PUBLIC_URL)
      throw new Error(`Expected a redirect to the app, got ${redirect}`);
    return this.get(redirect.pathname + redirect.search);
  }

  /** Signs in with Google as a demo account; answers the app's final redirect. */
  async signIn(choice: ConsentChoice, returnTo = '/dashboard') {
    const start = await this.get(`/api/auth/google?returnTo=${encodeURIComponent(returnTo)}`);
    if (start.statusCode !== 302)
      throw new Error(`Sign-in start answered ${start.statusCode}: ${start.body}`);
    const { redirect } = await walkConsent(start.headers.location as string, choice);
    return this.followToApp(redirect);
  }

  /** Connects (or re-authorizes) a channel; answers the app's final redirect. */
  async connectChannel(
    choice: ConsentChoice,
    body: Record<string, unknown> = {},
    path = '/api/auth/youtube/connect',
  ) {
    const start = await this.send('POST', path, body);
    if (start.statusCode !== 200)
      throw new Error(`Connect start answered ${start.statusCode}: ${start.body}`);
    const { redirect } = await walkConsent((start.json() as { url: string }).url, choice);
    return this.followToApp(redirect);
  }
}

/** Any Google-issued token (access `ya29.`, refresh `1//`) or JWT-looking ID token appearing in `text`. */
export function containsGoogleToken(text: string): boolean {
  return /ya29\.|1\/\/[\w-]{10,}|eyJ[\w-]{10,}\.eyJ/.test(text);
}
