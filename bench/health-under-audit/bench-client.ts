// A signed-in HTTP client for benchmarks against a running Vidcraft: keeps cookies, sends the headers the web
// app sends on writes, and walks the mounted Google sandbox's consent pages for sign-in and channel grants.
import { walkConsent, type ConsentChoice } from '@vidcraft/google-sandbox/testing';

export class BenchClient {
  readonly baseUrl: string;
  private readonly cookies = new Map<string, string>();

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  async request(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { cookie: this.cookieHeader() };
    if (method !== 'GET') Object.assign(headers, { origin: this.baseUrl, 'x-vidcraft-csrf': '1' });
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      redirect: 'manual',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** The session's cookies as a Cookie header, for load generators that send their own requests. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.request(method, path, body);
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** Follows Google's (the sandbox's) final redirect back to the app, as the browser would. */
  private async backToApp(redirect: URL): Promise<void> {
    if (redirect.origin !== new URL(this.baseUrl).origin)
      throw new Error(`Redirected off the app: ${redirect}`);
    await (await this.request('GET', redirect.pathname + redirect.search)).arrayBuffer();
  }

  async signIn(choice: ConsentChoice): Promise<void> {
    const start = await this.request('GET', '/api/auth/google?returnTo=%2Fdashboard');
    const location = start.headers.get('location');
    if (start.status !== 302 || !location) throw new Error(`Sign-in start answered ${start.status}`);
    const { redirect } = await walkConsent(new URL(location, this.baseUrl).toString(), choice);
    await this.backToApp(redirect);
  }

  async connectChannel(choice: ConsentChoice): Promise<void> {
    const { url } = await this.json<{ url: string }>('POST', '/api/auth/youtube/connect', { access: 'read' });
    const { redirect } = await walkConsent(url, choice);
    await this.backToApp(redirect);
  }
}
