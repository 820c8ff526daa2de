// For tests of apps that use the sandbox: walks the account chooser, channel picker and consent pages with
// plain HTTP requests, as a person in a browser would (GET the auth URL, POST each form, follow the 303s),
// and answers the final redirect to the app's redirect URI.

export interface ConsentChoice {
  /** Id of the demo account to pick (e.g. 'maya'; see ACCOUNTS). */
  account: string;
  /** Channel id to pick when the channel picker is shown. */
  channel?: string;
  action?: 'allow' | 'cancel';
  /** Scopes to untick on the consent page (granular consent). */
  untick?: string[];
}

export interface ConsentResult {
  redirect: URL;
  /** The pages passed through, in order: 'account', 'channel', 'consent'. */
  pages: string[];
}

async function post(url: string, form: Record<string, string | string[]>): Promise<Response> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(key, item);
  }
  return fetch(url, { method: 'POST', body, redirect: 'manual' });
}

export async function walkConsent(authUrl: string, choice: ConsentChoice): Promise<ConsentResult> {
  const pages: string[] = [];
  let response = await fetch(authUrl, { redirect: 'manual' });
  for (let step = 0; step < 8; step += 1) {
    if (response.status === 302 || response.status === 303) {
      const location = response.headers.get('location');
      if (!location) throw new Error('A redirect without a location.');
      const url = new URL(location, authUrl);
      if (!url.pathname.includes('/o/oauth2/v2/auth')) return { redirect: url, pages };
      response = await fetch(url, { redirect: 'manual' });
      continue;
    }
    const html = await response.text();
    if (response.status !== 200)
      throw new Error(`The auth page answered ${response.status}: ${html.slice(0, 400)}`);
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    const interaction = /name="interaction" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !interaction) throw new Error(`No consent form on the page: ${html.slice(0, 300)}`);
    const target = new URL(action, authUrl).toString();
    if (action.endsWith('/account')) {
      pages.push('account');
      response = await post(target, { interaction, account: choice.account });
    } else if (action.endsWith('/channel')) {
      pages.push('channel');
      if (!choice.channel) throw new Error('The channel picker was shown but no channel was chosen.');
      response = await post(target, { interaction, channel: choice.channel });
    } else {
      pages.push('consent');
      const scopes = [...html.matchAll(/name="scope" value="([^"]+)"/g)].map((m) => m[1] ?? '');
      const ticked = scopes.filter((s) => !(choice.untick ?? []).includes(s));
      response = await post(target, { interaction, action: choice.action ?? 'allow', scope: ticked });
    }
  }
  throw new Error('Too many steps in the consent flow.');
}
