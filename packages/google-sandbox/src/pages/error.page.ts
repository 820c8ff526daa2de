// Google's "Access blocked" / authorization error page. Used instead of redirecting when the redirect URI or the
// client cannot be trusted.
import { html, page } from './html.ts';

export function authErrorPage(input: {
  code: number;
  error: string;
  description: string;
  appName?: string;
}): string {
  return page(
    'Authorization error',
    html`<h1>
        ${input.appName ? `Access blocked: ${input.appName}’s request is invalid` : 'Access blocked: Authorization Error'}
      </h1>
      <p class="sub">${input.description}</p>
      <p class="error"><b>Error ${input.code}: ${input.error}</b></p>
      <p class="note">
        If you are the developer of this app, check the client id and the registered redirect URIs of the
        Google sandbox (see its README).
      </p>`,
  );
}
