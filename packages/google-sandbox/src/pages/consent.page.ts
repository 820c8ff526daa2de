// The consent screen: who is signing in, what the app asks for (YouTube scopes as checkboxes, as Google's
// granular consent), Cancel or Allow.
import { SCOPE_INFO, isBasicScope } from '../oauth/scopes.ts';
import { avatar, html, page } from './html.ts';

export function consentPage(input: {
  interactionId: string;
  appName: string;
  identityName: string;
  identityEmail: string;
  color: string;
  scopes: string[];
  formAction: string;
}): string {
  const items = input.scopes.map((scope) => {
    const info = SCOPE_INFO[scope];
    const label = info?.consent ?? scope;
    if (isBasicScope(scope)) {
      return html`<li>
        <span class="dot" aria-hidden="true"></span><span>${label}<small>${info?.detail ?? ''}</small></span>
      </li>`;
    }
    return html`<li>
      <input type="checkbox" id="s-${scope}" name="scope" value="${scope}" checked />
      <label for="s-${scope}"
        >${label}<small><code>${scope.replace('https://www.googleapis.com/auth/', '')}</code></small></label
      >
    </li>`;
  });
  return page(
    'Sign in',
    html`<h1>${input.appName} wants access to your Google Account</h1>
      <div class="row" style="padding:6px 0;cursor:default">
        ${avatar(input.identityName, input.color)}
        <span class="who"><b>${input.identityName}</b><span>${input.identityEmail}</span></span>
      </div>
      <p class="sub" style="margin-top:18px">This will allow <b>${input.appName}</b> to:</p>
      <form method="post" action="${input.formAction}">
        <input type="hidden" name="interaction" value="${input.interactionId}" />
        <ul class="scopes">
          ${items}
        </ul>
        <p class="note">
          Make sure you trust ${input.appName}. This is the Google sandbox: the grant only reaches demo data.
        </p>
        <div class="actions">
          <button class="btn text" type="submit" name="action" value="cancel">Cancel</button>
          <button class="btn fill" type="submit" name="action" value="allow">Allow</button>
        </div>
      </form>`,
  );
}
