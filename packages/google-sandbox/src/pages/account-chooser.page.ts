// "Choose an account": every demo Google account as a row; there is no "Use another account".
import type { Account } from '../state/model.ts';
import { avatar, html, page } from './html.ts';

export function accountChooserPage(input: {
  interactionId: string;
  appName: string;
  accounts: Account[];
  formAction: string;
}): string {
  const rows = input.accounts.map(
    (a) =>
      html`<li>
        <button class="row" type="submit" name="account" value="${a.id}">
          ${avatar(a.name, a.avatarColor)}<span class="who"><b>${a.name}</b><span>${a.email}</span></span>
        </button>
      </li>`,
  );
  return page(
    'Choose an account',
    html`<h1>Choose an account</h1>
      <p class="sub">to continue to <b>${input.appName}</b></p>
      <form method="post" action="${input.formAction}">
        <input type="hidden" name="interaction" value="${input.interactionId}" />
        <ul class="rows">
          ${rows}
        </ul>
        <p class="note">
          Demo accounts of the Google sandbox. Nothing here signs in to a real Google account.
        </p>
        <div class="actions">
          <button class="btn text" type="submit" name="action" value="cancel">Cancel</button>
        </div>
      </form>`,
  );
}
